"""A write interrupted at any step leaves the previous file intact and loadable."""

from __future__ import annotations

import errno
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

import azul.storage.atomic as atomic
from azul.storage import Storage
from azul.storage.problems import FOLDER_READONLY, WRITE_FAILED

from .helpers import make_storage, play_random, seats_for

STEPS = ("_write", "_flush", "_fsync", "_replace")


class Faults:
    """Wraps every write step; the n-th step call (counted over all writes) fails."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch, fail_at: int, exc: BaseException):
        self.calls = 0
        self.fired = False
        self.fail_at = fail_at
        self.exc = exc
        for name in STEPS:
            monkeypatch.setattr(atomic, name, self._wrap(getattr(atomic, name)))

    def _wrap(self, real: Callable[..., Any]) -> Callable[..., Any]:
        def step(*args: Any) -> Any:
            self.calls += 1
            if self.calls == self.fail_at:
                self.fired = True
                raise self.exc
            return real(*args)

        return step


def temp_files(folder: Path) -> list[Path]:
    """Temporary files left in a folder."""
    return [p for p in folder.iterdir() if p.name.endswith(atomic.TEMP_SUFFIX)]


def _settings(store: Storage, version: int) -> Any:
    value = store.load_settings().value
    assert value is not None
    return value.model_copy(update={"sound_volume": version / 10})


WRITERS: dict[str, Callable[[Storage, int], Any]] = {
    "settings": lambda s, v: s.save_settings(_settings(s, v)),
    "save": lambda s, v: s.save_game("Slot", GAME.snapshot(SEATS, v * 10)),
    "autosave": lambda s, v: s.autosave(GAME.snapshot(SEATS, v * 10)),
}
GAME = play_random("azul", 2, seed=11, choice_seed=3)
SEATS = seats_for(2)


def observed(store: Storage, kind: str) -> Any:
    """What the player would get back for this kind of file (position or settings)."""
    if kind == "settings":
        loaded = store.load_settings()
        assert not loaded.problems
        return loaded.value.sound_volume if loaded.value else None
    if kind == "save":
        saves = store.list_saves()
        assert not saves.problems and len(saves.items) == 1
        game = store.load_save(saves.items[0].id)
    else:
        game = store.load_autosave()
    assert game.ok and game.value is not None
    return len(game.value.moves)


EXPECTED_OLD = {"settings": 0.1, "save": 10, "autosave": 10}
EXPECTED_NEW = {"settings": 0.2, "save": 20, "autosave": 20}


@pytest.mark.parametrize("kind", WRITERS)
def test_failure_at_every_step_keeps_previous_file(
    kind: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    fail_at = 1
    while True:
        root = tmp_path / f"run{fail_at}"
        store = make_storage(root)
        assert WRITERS[kind](store, 1).ok
        with monkeypatch.context() as m:
            faults = Faults(m, fail_at, OSError(errno.EIO, "I/O error"))
            result = WRITERS[kind](store, 2)
        if not faults.fired:
            assert result.ok and observed(store, kind) == EXPECTED_NEW[kind]
            break
        assert not result.ok and result.problem is not None
        assert result.problem.key == WRITE_FAILED
        assert observed(store, kind) == EXPECTED_OLD[kind], f"step {fail_at} damaged the file"
        for folder in (store.paths.config_dir, store.paths.data_dir, store.paths.saves_dir):
            if folder.exists():
                assert temp_files(folder) == []
        fail_at += 1
    assert fail_at > len(STEPS)  # every step of at least one write was interrupted


class PowerCut(BaseException):
    """Not an OSError: the process is going down mid-write."""


@pytest.mark.parametrize("step", STEPS)
def test_process_killed_mid_write_keeps_previous_autosave(
    step: str, store: Storage, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert store.autosave(GAME.snapshot(SEATS, 10)).ok

    def cut(*args: Any) -> None:
        raise PowerCut

    monkeypatch.setattr(atomic, step, cut)
    with pytest.raises(PowerCut):
        store.autosave(GAME.snapshot(SEATS, 11))
    monkeypatch.undo()
    assert observed(store, "autosave") == 10


def test_half_written_data_is_never_used(store: Storage, monkeypatch: pytest.MonkeyPatch) -> None:
    assert store.save_game("Slot", GAME.snapshot(SEATS, 10)).ok

    def half(fh: Any, data: bytes) -> None:
        fh.write(data[: len(data) // 2])
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(atomic, "_write", half)
    result = store.save_game("Slot", GAME.snapshot(SEATS, 20))
    assert not result.ok and result.problem is not None
    assert result.problem.key == WRITE_FAILED
    assert str(result.problem.params["file"]).startswith("slot-")  # names the file
    monkeypatch.undo()
    assert observed(store, "save") == 10
    assert temp_files(store.paths.saves_dir) == []


def test_silently_corrupted_write_is_caught_by_read_back(
    store: Storage, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert store.autosave(GAME.snapshot(SEATS, 10)).ok

    def flipped(fh: Any, data: bytes) -> None:
        fh.write(data[:-10] + bytes(b ^ 1 for b in data[-10:]))

    monkeypatch.setattr(atomic, "_write", flipped)
    assert not store.autosave(GAME.snapshot(SEATS, 11)).ok
    monkeypatch.undo()
    assert observed(store, "autosave") == 10


def test_real_os_replace_failing(store: Storage, monkeypatch: pytest.MonkeyPatch) -> None:
    assert store.save_game("Slot", GAME.snapshot(SEATS, 10)).ok
    real = os.replace

    def refuse(src: Any, dst: Any, **kw: Any) -> None:
        if str(dst).endswith(".json"):
            raise PermissionError(errno.EACCES, "Permission denied")
        real(src, dst, **kw)

    monkeypatch.setattr(os, "replace", refuse)
    result = store.save_game("Slot", GAME.snapshot(SEATS, 20))
    monkeypatch.undo()
    assert not result.ok and result.problem is not None
    assert result.problem.key == FOLDER_READONLY
    assert observed(store, "save") == 10


def test_successful_write_replaces_content_and_leaves_no_temp(tmp_path: Path) -> None:
    target = tmp_path / "deep" / "file.json"
    atomic.write_atomic(target, b"one")
    atomic.write_atomic(target, b"two")
    assert target.read_bytes() == b"two"
    assert temp_files(target.parent) == []


def test_written_files_get_normal_permissions_not_private(tmp_path: Path) -> None:
    """An exported record must be readable by other programs (mkstemp would make it 0600)."""
    import os
    import stat

    from azul.storage.atomic import write_atomic

    target = tmp_path / "export.json"
    old = os.umask(0o022)
    try:
        write_atomic(target, b"{}")
    finally:
        os.umask(old)
    assert stat.S_IMODE(target.stat().st_mode) == 0o644
