"""Issue 14, finding 2: a named pipe (or a folder, or a device) where a stored file belongs is
never opened for reading: no hang, a message, and it is kept aside like a damaged file."""

from __future__ import annotations

import os
import stat
from pathlib import Path

import pytest

from azul.storage import Problem, Storage
from azul.storage.problems import NOT_A_FILE

from .helpers import play_random, seats_for, without_hanging

pytestmark = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes here")

GAME = play_random("azul", 2, seed=5, choice_seed=2)
SEATS = seats_for(2)


def pipe_at(path: Path) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    os.mkfifo(path)
    return path


def kept_aside(problems: tuple[Problem, ...], path: Path) -> None:
    assert any(p.key == NOT_A_FILE for p in problems), problems
    moved = [p.moved_to for p in problems if p.key == NOT_A_FILE]
    assert moved[0] is not None and stat.S_ISFIFO(moved[0].lstat().st_mode)
    assert not path.exists() or path.is_file()  # gone, or rewritten as a real file


def test_settings_pipe(store: Storage) -> None:
    fifo = pipe_at(store.paths.settings_file)
    loaded = without_hanging(fifo.parent, store.load_settings)
    assert loaded.value is not None
    kept_aside(loaded.problems, fifo)


def test_autosave_pipe(store: Storage) -> None:
    fifo = pipe_at(store.paths.autosave_file)
    loaded = without_hanging(fifo.parent, store.load_autosave)
    assert loaded.value is None
    kept_aside(loaded.problems, fifo)
    pipe_at(fifo)
    saved = without_hanging(fifo.parent, lambda: store.autosave(GAME.snapshot(SEATS, 6)))
    assert saved.ok
    resumed = store.load_autosave().value
    assert resumed is not None and len(resumed.moves) == 6


def test_save_pipe(store: Storage) -> None:
    fifo = pipe_at(store.paths.saves_dir / "evening-0123abcd.json")
    listing = without_hanging(fifo.parent, store.list_saves)
    kept_aside(listing.problems, fifo)
    pipe_at(fifo)
    loaded = without_hanging(fifo.parent, lambda: store.load_save("evening-0123abcd"))
    kept_aside(loaded.problems, fifo)


def test_record_and_stats_pipes(store: Storage) -> None:
    assert store.record_finished_game(GAME.snapshot(SEATS)).record.ok
    fifo = pipe_at(store.paths.records_dir / "20250101-000000-azul-0123456789ab.json")
    listing = without_hanging(fifo.parent, store.list_records)
    kept_aside(listing.problems, fifo)
    assert len(listing.items) == 1
    store.paths.stats_file.unlink()
    stats_fifo = pipe_at(store.paths.stats_file)
    loaded = without_hanging(stats_fifo.parent, store.load_stats)
    kept_aside(loaded.problems, stats_fifo)
    assert loaded.value is not None and sum(g.games for g in loaded.value.groups.values()) == 1


def test_import_from_a_pipe_is_refused_and_the_pipe_left_alone(
    store: Storage, tmp_path: Path
) -> None:
    fifo = pipe_at(tmp_path / "elsewhere" / "game.json")
    loaded = without_hanging(fifo.parent, lambda: store.import_record(fifo))
    assert loaded.value is None and loaded.problem is not None
    assert loaded.problem.key == NOT_A_FILE
    assert stat.S_ISFIFO(fifo.lstat().st_mode)  # not ours to move


def test_a_folder_in_place_of_the_settings(store: Storage) -> None:
    store.paths.settings_file.mkdir(parents=True)
    loaded = store.load_settings()
    assert loaded.value is not None
    assert loaded.problem is not None and loaded.problem.key == NOT_A_FILE
    assert loaded.problem.moved_to is not None and loaded.problem.moved_to.is_dir()
    assert store.save_settings(loaded.value).ok
