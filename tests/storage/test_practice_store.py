"""practice.json: progress written atomically and read back; a bad entry is dropped alone, a
damaged file is moved aside (the progress starts afresh), entries of records no longer kept
are left out, and a file from a newer version is not overwritten by accident."""

from __future__ import annotations

import json
from datetime import UTC, datetime
from pathlib import Path

from azul.storage import StoragePaths
from azul.storage.practice_store import load_practice, practice_file, save_practice

NOW = datetime(2026, 11, 27, 12, 0, tzinfo=UTC)
A = "20261127-101010-azul-0123456789ab"
B = "20261126-090909-summer-pavilion-ba9876543210"


def test_progress_round_trips_and_bad_entries_are_dropped(tmp_path: Path) -> None:
    paths = StoragePaths.under(tmp_path)
    assert load_practice(paths, NOW).value == {}
    progress = {f"{A}#12": "done", f"{B}#3": "retry", "nonsense": "done", f"{A}#4": "maybe"}
    assert save_practice(paths, progress).ok
    assert load_practice(paths, NOW).value == {f"{A}#12": "done", f"{B}#3": "retry"}
    data = json.loads(practice_file(paths).read_text(encoding="utf-8"))
    assert data["schema_version"] == 1 and data["kind"] == "practice"
    # Records no longer kept: their entries go when the progress is written.
    assert save_practice(paths, load_practice(paths, NOW).value or {}, records={A}).ok
    assert load_practice(paths, NOW).value == {f"{A}#12": "done"}


def test_a_hand_edited_bad_entry_loses_no_other(tmp_path: Path) -> None:
    paths = StoragePaths.under(tmp_path)
    path = practice_file(paths)
    path.parent.mkdir(parents=True)
    doc = {"schema_version": 1, "kind": "practice", "progress": {f"{A}#1": "done", "x#1": "done"}}
    path.write_text(json.dumps(doc), encoding="utf-8")
    assert load_practice(paths, NOW).value == {f"{A}#1": "done"}


def test_a_damaged_file_is_set_aside_and_progress_starts_afresh(tmp_path: Path) -> None:
    paths = StoragePaths.under(tmp_path)
    path = practice_file(paths)
    path.parent.mkdir(parents=True)
    path.write_text("{not json", encoding="utf-8")
    loaded = load_practice(paths, NOW)
    assert loaded.value == {} and loaded.problems
    assert not path.exists() and list(path.parent.glob("practice.json.bad-*"))
    assert save_practice(paths, {f"{A}#2": "done"}).ok
    assert load_practice(paths, NOW).value == {f"{A}#2": "done"}


def test_a_newer_versions_file_is_reported_not_read(tmp_path: Path) -> None:
    paths = StoragePaths.under(tmp_path)
    path = practice_file(paths)
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps({"schema_version": 9, "kind": "practice"}), encoding="utf-8")
    loaded = load_practice(paths, NOW)
    assert loaded.value == {} and loaded.problems
