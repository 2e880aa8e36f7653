"""A corpus of damaged files: each gives the expected message key, never an exception, and the
bad file is moved aside (renamed, not deleted) while everything else keeps working."""

from __future__ import annotations

import errno
import json
import os
import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

import azul.storage.atomic as atomic
from azul.storage import Problem, Storage
from azul.storage.problems import (
    CORRUPT,
    FOLDER_READONLY,
    FUTURE_VERSION,
    ILLEGAL_MOVE,
    NOT_A_FILE,
    NOT_A_FOLDER,
    UNKNOWN_RULESET,
    UNREADABLE,
)

from .helpers import make_storage, play_random, seats_for

GAME = play_random("azul", 2, seed=31, choice_seed=4)
SEATS = seats_for(2)
MOVES = 20


def good_doc(store: Storage) -> dict[str, Any]:
    """A valid saved-game document as written by the app."""
    saved = store.save_game("Template", GAME.snapshot(SEATS, MOVES))
    assert saved.path is not None
    doc: dict[str, Any] = json.loads(saved.path.read_text("utf-8"))
    saved.path.unlink()
    return doc


def as_bytes(doc: dict[str, Any]) -> bytes:
    return json.dumps(doc).encode()


def edited(change: Callable[[dict[str, Any]], None]) -> Callable[[dict[str, Any]], bytes]:
    """A corpus entry: the good document with one hand edit."""

    def make(doc: dict[str, Any]) -> bytes:
        change(doc)
        return as_bytes(doc)

    return make


def _set(path: str, value: Any) -> Callable[[dict[str, Any]], None]:
    def change(doc: dict[str, Any]) -> None:
        *parents, last = path.split(".")
        target = doc
        for key in parents:
            target = target[int(key)] if isinstance(target, list) else target[key]
        if isinstance(target, list):
            target[int(last)] = value
        else:
            target[last] = value

    return change


def _repeat_move(index: int) -> Callable[[dict[str, Any]], None]:
    # Drafting from the same factory twice in a row: that factory is already empty.
    def change(doc: dict[str, Any]) -> None:
        doc["moves"][index] = doc["moves"][index - 1]

    return change


# name -> (make bad bytes from a good document, expected key, expected params subset)
CORPUS: dict[str, tuple[Callable[[dict[str, Any]], bytes], str, dict[str, Any]]] = {
    "empty": (lambda d: b"", CORRUPT, {}),
    "random bytes": (lambda d: random.Random(1).randbytes(300), CORRUPT, {}),
    "not utf-8": (lambda d: b"\xff\xfe{\x00}", CORRUPT, {}),
    "truncated": (lambda d: as_bytes(d)[: len(as_bytes(d)) // 2], CORRUPT, {}),
    "json list": (lambda d: b"[1, 2, 3]", CORRUPT, {}),
    "deeply nested": (lambda d: b"[" * 100000 + b"]" * 100000, CORRUPT, {}),
    "seed as text": (edited(_set("setup.seed", "31")), CORRUPT, {}),
    "moves not a list": (edited(_set("moves", "3y5")), CORRUPT, {}),
    "players as float": (edited(_set("setup.players", 2.0)), CORRUPT, {}),
    "seat count wrong": (edited(lambda d: d["seats"].append(d["seats"][0])), CORRUPT, {}),
    "no version": (edited(lambda d: d.pop("schema_version")), CORRUPT, {}),
    "version as text": (edited(_set("schema_version", "1")), CORRUPT, {}),
    "impossible player count": (
        edited(lambda d: (d["setup"].update(players=7), d.update(seats=d["seats"] * 4))),
        CORRUPT,
        {},
    ),
    "future version": (edited(_set("schema_version", 7)), FUTURE_VERSION, {"version": 7}),
    "unknown rule set": (
        edited(_set("setup.ruleset", "azul-deluxe")),
        UNKNOWN_RULESET,
        {"ruleset": "azul-deluxe"},
    ),
    "illegal move": (edited(_repeat_move(5)), ILLEGAL_MOVE, {"move_number": 6}),
    "unparsable move": (edited(_set("moves.2", "zz9")), ILLEGAL_MOVE, {"move_number": 3}),
}


def check_moved_aside(problem: Problem, original: Path, content: bytes) -> None:
    """The bad file is gone from its place and kept, byte for byte, beside it."""
    assert not original.exists()
    assert problem.moved_to is not None
    assert problem.moved_to.parent == original.parent
    assert problem.moved_to.name.startswith(original.name + ".bad-")
    assert problem.moved_to.read_bytes() == content
    assert problem.params["moved_to"] == problem.moved_to.name


def check_problem(problem: Problem | None, key: str, params: dict[str, Any]) -> Problem:
    assert problem is not None
    assert problem.key == key
    for name, value in params.items():
        assert problem.params[name] == value
    assert "file" in problem.params
    return problem


@pytest.mark.parametrize("case", CORPUS)
def test_bad_autosave(case: str, store: Storage) -> None:
    make, key, params = CORPUS[case]
    content = make(good_doc(store))
    path = store.paths.autosave_file
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(content)
    loaded = store.load_autosave()
    assert loaded.value is None
    check_moved_aside(check_problem(loaded.problem, key, params), path, content)
    # Everything else still works: a new game autosaves and resumes.
    assert store.autosave(GAME.snapshot(SEATS, 3)).ok
    resumed = store.load_autosave()
    assert resumed.ok and resumed.value is not None and resumed.value.state == GAME.states[3]


@pytest.mark.parametrize("case", CORPUS)
def test_bad_save(case: str, store: Storage) -> None:
    make, key, params = CORPUS[case]
    assert store.save_game("Good one", GAME.snapshot(SEATS, 7)).ok
    content = make(good_doc(store))
    path = store.paths.saves_dir / "hand-edited-00000000.json"
    path.write_bytes(content)
    loaded = store.load_save("hand-edited-00000000")
    assert loaded.value is None
    check_moved_aside(check_problem(loaded.problem, key, params), path, content)
    listing = store.list_saves()
    assert [s.name for s in listing.items] == ["Good one"]
    assert listing.problems == ()


@pytest.mark.parametrize("case", ["empty", "truncated", "future version", "seed as text"])
def test_listing_moves_bad_saves_aside_and_lists_the_rest(case: str, store: Storage) -> None:
    make, key, _ = CORPUS[case]
    assert store.save_game("Good one", GAME.snapshot(SEATS, 7)).ok
    content = make(good_doc(store))
    path = store.paths.saves_dir / "broken-00000000.json"
    path.write_bytes(content)
    listing = store.list_saves()
    assert [s.name for s in listing.items] == ["Good one"]
    assert len(listing.problems) == 1
    check_moved_aside(check_problem(listing.problems[0], key, {}), path, content)


def test_header_edited_by_hand_does_not_change_the_game(store: Storage) -> None:
    """The list shows the header; the loaded game is what the moves say, not the header."""
    doc = good_doc(store)
    doc["header"]["scores"] = [99, 99]
    path = store.paths.saves_dir / "cheat-00000000.json"
    path.write_bytes(as_bytes(doc))
    loaded = store.load_save("cheat-00000000")
    assert loaded.ok and loaded.value is not None
    assert loaded.value.state == GAME.states[MOVES]
    assert list(loaded.value.state.scores) != [99, 99]


def test_oversized_file_is_damaged_not_loaded(store: Storage) -> None:
    path = store.paths.autosave_file
    path.parent.mkdir(parents=True)
    with path.open("wb") as fh:
        fh.truncate(atomic.MAX_FILE_BYTES + 10)
    loaded = store.load_autosave()
    assert loaded.value is None
    assert loaded.problem is not None and loaded.problem.key == CORRUPT
    assert loaded.problem.moved_to is not None


def test_folder_in_place_of_a_file(store: Storage) -> None:
    path = store.paths.autosave_file
    path.mkdir(parents=True)  # a folder where the file should be: never opened as a file
    loaded = store.load_autosave()
    assert loaded.value is None
    assert loaded.problem is not None and loaded.problem.key == NOT_A_FILE
    assert loaded.problem.moved_to is not None and loaded.problem.moved_to.is_dir()
    assert store.autosave(GAME.snapshot(SEATS, 2)).ok  # the way is clear again


def test_unreadable_file(store: Storage) -> None:
    path = store.paths.autosave_file
    path.parent.mkdir(parents=True)
    path.symlink_to(path.name)  # a link to itself: opening it fails
    loaded = store.load_autosave()
    assert loaded.value is None
    assert loaded.problem is not None and loaded.problem.key == UNREADABLE
    assert loaded.problem.moved_to is not None and loaded.problem.moved_to.is_symlink()
    assert store.autosave(GAME.snapshot(SEATS, 2)).ok  # the way is clear again


def test_unknown_names_are_not_found_and_never_escape_the_folder(store: Storage) -> None:
    outside = store.paths.data_dir / "secret.json"
    outside.parent.mkdir(parents=True)
    outside.write_text("{}")
    for ident in ("../secret", "..", "", "nope-12345678", "A/B"):
        loaded = store.load_save(ident)
        assert loaded.value is None and loaded.problem is not None
        assert loaded.problem.key == "storage.error.not_found"
        assert not store.delete_save(ident).ok or ident == "nope-12345678"
    assert outside.exists()


def test_missing_folders_are_created(tmp_path: Path) -> None:
    store = make_storage(tmp_path / "does" / "not" / "exist")
    assert store.load_autosave() == type(store.load_autosave())()  # nothing, no problem
    assert store.list_saves().items == () and store.list_saves().problems == ()
    assert store.list_records().items == ()
    assert store.load_settings().ok
    assert store.load_stats().ok
    assert store.autosave(GAME.snapshot(SEATS, 4)).ok
    assert store.save_game("x", GAME.snapshot(SEATS, 4)).ok
    assert store.save_settings(store.load_settings().value).ok  # type: ignore[arg-type]
    assert store.paths.saves_dir.is_dir() and store.paths.settings_file.is_file()


def test_folder_that_is_a_file_says_so(tmp_path: Path) -> None:
    (tmp_path / "data").write_text("not a folder")
    (tmp_path / "config").write_text("not a folder")
    store = make_storage(tmp_path)
    for result in (
        store.autosave(GAME.snapshot(SEATS, 4)),
        store.save_game("x", GAME.snapshot(SEATS, 4)),
        store.save_settings(store.load_settings().value),  # type: ignore[arg-type]
    ):
        assert not result.ok and result.problem is not None
        assert result.problem.key == NOT_A_FOLDER
        assert "folder" in result.problem.params
    # Reading keeps working: no game to resume, defaults for settings, empty lists.
    assert store.load_autosave().value is None
    assert store.load_settings().value is not None
    assert store.list_saves().items == ()
    assert (tmp_path / "data").read_text() == "not a folder"


def test_permission_denied_reports_read_only(
    store: Storage, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Tests run as root, so a read-only folder is simulated at the point of creating a file."""
    assert store.save_game("Kept", GAME.snapshot(SEATS, 4)).ok

    def denied(*args: Any, **kwargs: Any) -> Any:
        raise PermissionError(errno.EACCES, "Permission denied")

    monkeypatch.setattr(atomic.tempfile, "mkstemp", denied)
    result = store.save_game("Kept", GAME.snapshot(SEATS, 9))
    assert not result.ok and result.problem is not None
    assert result.problem.key == FOLDER_READONLY
    assert result.problem.params["folder"] == str(store.paths.saves_dir)
    monkeypatch.undo()
    kept = store.load_save(store.list_saves().items[0].id).value
    assert kept is not None and kept.state == GAME.states[4]


def test_read_only_file_system_on_read_is_unreadable(
    store: Storage, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert store.autosave(GAME.snapshot(SEATS, 4)).ok
    real_open = os.open

    def refuse(path: Any, *args: Any, **kwargs: Any) -> Any:
        if Path(path).name.startswith("autosave"):
            raise PermissionError(errno.EACCES, "Permission denied")
        return real_open(path, *args, **kwargs)

    monkeypatch.setattr(os, "open", refuse)
    monkeypatch.setattr(os, "rename", lambda *a: (_ for _ in ()).throw(PermissionError()))
    loaded = store.load_autosave()
    assert loaded.value is None
    assert loaded.problem is not None and loaded.problem.key == UNREADABLE
    assert loaded.problem.moved_to is None  # could not be moved: left where it was
    monkeypatch.undo()
    assert store.paths.autosave_file.exists()


SETTINGS_CORPUS: dict[str, tuple[bytes, str]] = {
    "empty": (b"", CORRUPT),
    "random bytes": (random.Random(2).randbytes(200), CORRUPT),
    "truncated": (b'{"schema_version": 1, "language": "f', CORRUPT),
    "json string": (b'"settings"', CORRUPT),
    "future version": (b'{"schema_version": 9}', FUTURE_VERSION),
    "version as float": (b'{"schema_version": 1.5}', CORRUPT),
}


@pytest.mark.parametrize("case", SETTINGS_CORPUS)
def test_bad_settings_give_defaults(case: str, store: Storage) -> None:
    content, key = SETTINGS_CORPUS[case]
    path = store.paths.settings_file
    path.parent.mkdir(parents=True)
    path.write_bytes(content)
    loaded = store.load_settings()
    assert loaded.value is not None and loaded.value == type(loaded.value)()
    check_moved_aside(check_problem(loaded.problem, key, {}), path, content)
    assert store.save_settings(loaded.value).ok and store.load_settings().ok


@pytest.mark.parametrize("case", ["empty", "truncated", "future version", "illegal move"])
def test_bad_record_file(case: str, store: Storage) -> None:
    finished = play_random("azul-mini-dark", 2, seed=3, choice_seed=3)
    result = store.record_finished_game(finished.snapshot(SEATS))
    assert result.record.path is not None
    path = result.record.path
    doc = json.loads(path.read_text("utf-8"))
    make, key, params = CORPUS[case]
    content = make(doc)
    path.write_bytes(content)
    loaded = store.load_record(result.record.id)
    assert loaded.value is None
    check_moved_aside(check_problem(loaded.problem, key, params), path, content)
    assert store.list_records().items == ()
