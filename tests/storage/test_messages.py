"""Every problem the storage layer reports reads as a finished English sentence."""

from __future__ import annotations

import errno
import json
import tomllib
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path

import pytest

import azul.storage.atomic as atomic
import azul.storage.models as models
import azul.storage.problems as problems_module
from azul.ai.review import ReviewSettings
from azul.i18n import Translator
from azul.storage import GameSnapshot, Problem, Storage, load_review
from azul.storage.instance_lock import InstanceLock
from azul.ui.persistence import Persistence
from azul.version import version

from .helpers import play_random, seats_for

CATALOG = Path(__file__).resolve().parents[2] / "locales" / "en.toml"
GAME = play_random("azul", 2, seed=1, choice_seed=1)
SEATS = seats_for(2)


@pytest.fixture
def text(tmp_path: Path) -> Translator:
    """The real English catalog."""
    return Translator(CATALOG.parent, "en")


def all_keys() -> set[str]:
    return {
        v
        for k, v in vars(problems_module).items()
        if k.isupper() and isinstance(v, str) and v.startswith("storage.")
    }


def test_every_storage_key_is_in_the_catalog_and_nothing_else() -> None:
    with CATALOG.open("rb") as fh:
        table = tomllib.load(fh)["storage"]
    in_file = {f"storage.{group}.{key}" for group, keys in table.items() for key in keys}
    assert in_file == all_keys()


def produced(
    store: Storage, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> list[Problem | None]:
    """Real problems, one of each kind, produced through the public API."""
    out: list[Problem | None] = []
    p = store.paths
    p.data_dir.mkdir(parents=True)
    p.autosave_file.write_text('{"schema_version": 1, "kind": "autosave"}')
    assert store.autosave(GAME.snapshot(SEATS, 2)).ok  # moves the damaged one aside first
    assert store.autosave(GAME.snapshot(SEATS, 3)).ok
    p.autosave_file.write_text("{")
    out += store.load_autosave().problems  # corrupt (moved aside) + recovered_previous
    p.autosave_file.write_text('{"schema_version": 4}')
    out += store.load_autosave().problems  # future_version
    moves = list(GAME.notation[:5])
    moves[4] = moves[3]
    out.append(store.save_game("x", GameSnapshot(SEATS, GAME.setup, tuple(moves))).problem)
    out.append(store.save_game("", GAME.snapshot(SEATS, 1)).problem)
    out.append(store.load_save("gone-00000000").problem)
    out.append(store.record_finished_game(GAME.snapshot(SEATS, 5)).record.problem)
    stray = tmp_path / "stray.json"
    stray.write_text('{"kind": "save"}')
    out.append(store.import_record(stray).problem)
    stray.write_text('{"kind": "record", "schema_version": 1}')
    out.append(store.import_record(stray).problem)  # corrupt: fields missing
    p.stats_file.write_text("[]")
    out += store.load_stats().problems  # corrupt + stats_rebuilt
    blocked = tmp_path / "blocked"
    blocked.write_text("")
    out.append(store.export_record("20250101-000000-azul-0123456789ab", blocked).problem)
    finished = store.record_finished_game(GAME.snapshot(SEATS)).record
    assert finished.ok
    record_id = finished.id
    folder_there = tmp_path / "a-folder.json"
    folder_there.mkdir()
    out.append(store.export_record(record_id, folder_there).problem)  # not_replaced
    a_file = tmp_path / "not-a-folder"
    a_file.write_text("")
    out.append(store.export_record(record_id, a_file / "x.json").problem)  # not_a_folder
    (p.saves_dir / "odd-00000000.json").mkdir(parents=True)
    out.append(store.load_save("odd-00000000").problem)  # not_a_file
    (p.saves_dir / "loop-00000000.json").symlink_to("loop-00000000.json")
    out.append(store.load_save("loop-00000000").problem)  # unreadable
    p.settings_file.parent.mkdir(parents=True, exist_ok=True)
    p.settings_file.write_text('{"language": "fi"}')
    out += store.load_settings().problems  # unversioned
    p.settings_file.write_text('{"schema_version": 2, "lesson_steps": {"gone": 2, "azul": 1}}')
    out += store.load_settings(known_lessons=("azul",)).problems  # lessons_cleaned
    running = InstanceLock(tmp_path / "shared")
    assert running.acquire()
    second = Persistence(store)
    second.claim_folder(InstanceLock(tmp_path / "shared"))
    out += second.notices  # second_copy
    running.release()
    with monkeypatch.context() as patch:
        patch.setattr(models, "MAX_MOVES", 3)
        out.append(store.autosave(GAME.snapshot(SEATS, 4)).problem)  # too_long
    monkeypatch.setattr(atomic, "_fsync", _fail(errno.ENOSPC))
    out.append(store.save_game("full disk", GAME.snapshot(SEATS, 1)).problem)
    monkeypatch.setattr(atomic, "_fsync", _fail(errno.EROFS))
    out.append(store.save_game("read only", GAME.snapshot(SEATS, 1)).problem)
    game = GAME.snapshot(SEATS)
    bad = GameSnapshot(SEATS, type(game.setup)("azul-royal", 2, 1), ())
    out.append(store.save_game("new rules", bad).problem)
    out.append(_older_review(tmp_path))  # review_remade
    return out


def _older_review(tmp_path: Path) -> Problem | None:
    """Load a review saved in format 1 (before the paired comparison): it is made again."""
    rid = "20250101-000000-azul-0123456789ab"
    old = {
        "schema_version": 1,
        "kind": "review",
        "record_id": rid,
        "app_version": version(),
        "settings": {"iterations": 5, "seconds": None},
        "decisions": [],
        "seats": [{"seat": 0, "decisions": 0, "accuracy": 100.0, "total_loss": 0.0}],
        "final_scores": [0, 0],
    }
    folder = tmp_path / "reviews"
    folder.mkdir()
    (folder / f"{rid}.i5.json").write_text(json.dumps(old), encoding="utf-8")
    now = datetime(2025, 3, 1, tzinfo=UTC)
    return load_review(folder, rid, ReviewSettings(iterations=5), now).problem


def _fail(code: int) -> Callable[[int], None]:
    def fail(fd: int) -> None:
        raise OSError(code, "simulated")

    return fail


def test_problems_render_as_complete_sentences(
    store: Storage, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, text: Translator
) -> None:
    found = produced(store, tmp_path, monkeypatch)
    assert all(isinstance(p, Problem) for p in found)
    problems = [p for p in found if p is not None]
    keys = {p.key for p in problems} | {"storage.notice.moved_aside"}
    assert keys == all_keys()  # every message was produced for real
    for problem in problems:
        message = text.t(problem.key, **problem.params)
        assert message != problem.key and "{" not in message, message
        if problem.moved_to is not None:
            notice = text.t("storage.notice.moved_aside", **problem.params)
            assert problem.moved_to.name in notice
    illegal = next(p for p in problems if p.key == "storage.error.illegal_move")
    assert "move 5 (" in text.t(illegal.key, **illegal.params)
