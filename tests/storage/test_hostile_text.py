"""Issue 14, finding 1: control characters (NUL above all) in stored text never reach the
screen. Every file's text goes through one rule at the I/O edge (models.SafeText)."""

from __future__ import annotations

import json
import unicodedata
from pathlib import Path
from typing import Any

from azul.domain.session import Seat
from azul.storage import Storage

from .helpers import play_random, seats_for

CRYSTAL = play_random("crystal-mosaic-2", 3, seed=12, choice_seed=6)
SEATS = seats_for(3, ("greedy", "random"))
NUL_NAME = "An\u0000na"
NUL_LEVEL = "gre\u0000edy"


def shown(text: str) -> bool:
    """True when text holds nothing the screen cannot take (no control/format/surrogate)."""
    return not any(unicodedata.category(ch).startswith("C") for ch in text)


def seats_shown(seats: tuple[Seat, ...]) -> bool:
    return all(shown(s.name) and shown(s.level) for s in seats)


def record_with_nul(store: Storage, tmp_path: Path) -> Path:
    """An exported-looking record file whose first seat name and a level hold NUL."""
    result = store.record_finished_game(CRYSTAL.snapshot(SEATS))
    assert result.record.path is not None
    doc: dict[str, Any] = json.loads(result.record.path.read_text("utf-8"))
    doc["seats"][0]["name"] = NUL_NAME
    doc["seats"][1]["level"] = NUL_LEVEL
    src = tmp_path / "hostile-record.json"
    src.write_text(json.dumps(doc), "utf-8")
    result.record.path.unlink()
    store.paths.stats_file.unlink()
    return src


def test_imported_record_with_nul_names_shows_clean_text(store: Storage, tmp_path: Path) -> None:
    src = record_with_nul(store, tmp_path)
    imported = store.import_record(src)
    if imported.value is not None:  # accepted with the text cleaned, or refused: never raw
        assert seats_shown(imported.value.seats)
    for info in store.list_records().items:
        assert seats_shown(info.seats) and all(shown(p) for p in info.players)
        loaded = store.load_record(info.id)
        assert loaded.value is not None and seats_shown(loaded.value.seats)
    stats = store.load_stats().value
    assert stats is not None
    for group in stats.groups.values():
        assert all(shown(name) for name in group.people)
        for person in group.people.values():
            assert all(shown(level) for level in person.vs_level)


def test_record_with_nul_names_in_the_records_folder(store: Storage, tmp_path: Path) -> None:
    src = record_with_nul(store, tmp_path)
    store.paths.records_dir.mkdir(parents=True, exist_ok=True)
    target = store.paths.records_dir / "20250301-120100-crystal-mosaic-2-0123456789ab.json"
    target.write_bytes(src.read_bytes())
    for info in store.list_records().items:
        assert seats_shown(info.seats)


def test_autosave_with_nul_names_continues_with_clean_text(store: Storage) -> None:
    assert store.autosave(CRYSTAL.snapshot(SEATS, 12)).ok
    path = store.paths.autosave_file
    doc = json.loads(path.read_text("utf-8"))
    doc["seats"][0]["name"] = NUL_NAME
    doc["header"]["players"][0] = NUL_NAME
    doc["seats"][1]["level"] = NUL_LEVEL
    path.write_text(json.dumps(doc), "utf-8")
    path.with_name("autosave.prev.json").unlink(missing_ok=True)
    loaded = store.load_autosave()
    assert loaded.value is not None, "the game in progress is kept"
    assert seats_shown(loaded.value.seats)
    assert loaded.value.seats[0].name.replace("\ufffd", "") == "Anna"


def test_saved_game_with_nul_names_lists_clean_text(store: Storage) -> None:
    saved = store.save_game("Evening", CRYSTAL.snapshot(SEATS, 12))
    assert saved.path is not None
    doc = json.loads(saved.path.read_text("utf-8"))
    doc["seats"][0]["name"] = NUL_NAME
    doc["header"]["players"][0] = NUL_NAME
    doc["name"] = "Even\u0000ing"
    saved.path.write_text(json.dumps(doc), "utf-8")
    (info,) = store.list_saves().items
    assert shown(info.name) and all(shown(p) for p in info.players)
    loaded = store.load_save(info.id)
    assert loaded.value is not None and seats_shown(loaded.value.seats)


def test_settings_with_nul_names_give_clean_text(store: Storage) -> None:
    path = store.paths.settings_file
    path.parent.mkdir(parents=True, exist_ok=True)
    seat = {"name": NUL_NAME, "colour": 1, "kind": "computer", "level": NUL_LEVEL}
    doc = {
        "schema_version": 1,
        "default_seats": [seat],
        "last_new_game": {"seats": [seat, seat], "seed": "12\u00003"},
    }
    path.write_text(json.dumps(doc), "utf-8")
    loaded = store.load_settings()
    settings = loaded.value
    assert settings is not None
    seats = [*settings.default_seats, *settings.last_new_game.seats]
    assert seats and all(shown(s.name) and shown(s.level) for s in seats)
    assert shown(settings.last_new_game.seed)


def test_surrogates_and_other_controls_are_cleaned_too(store: Storage) -> None:
    for bad in ("\ud800x", "a\u0007b", "a\u202eb", "a\u0085b"):
        snapshot = CRYSTAL.snapshot(
            (Seat(bad, 0, "person"), *SEATS[1:]),
            12,
        )
        saved = store.autosave(snapshot)
        assert saved.ok, bad
        loaded = store.load_autosave()
        assert loaded.value is not None and seats_shown(loaded.value.seats), bad


def test_imported_file_name_with_controls_is_quoted_cleanly(store: Storage, tmp_path: Path) -> None:
    src = tmp_path / "bad\u001b[31mname.json"
    src.write_text("{not json", "utf-8")
    loaded = store.import_record(src)
    assert loaded.value is None and loaded.problem is not None
    assert all(shown(str(v)) for v in loaded.problem.params.values())
