"""Reliability N4: two copies of the game on one data folder. The second says so at start and
never overwrites or clears the first copy's game in progress; a killed copy's lock never
blocks the next start."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from pathlib import Path

import pygame
from support.persistence import open_app, press

from azul.storage import StoragePaths
from azul.storage.instance_lock import InstanceLock
from azul.ui.scenes.notice import NoticeScene
from azul.ui.scenes.table import TableScene
from azul.ui.scenes.title import TitleScene

from .driver import session_for


def autosaved_moves(root: Path) -> list[str]:
    """The moves of the game in progress on disk."""
    doc = json.loads((root / "data" / "autosave.json").read_text("utf-8"))
    return list(doc["moves"])


def play_moves(driver: object, count: int) -> None:
    """A person's legal moves through the table (the first legal one each time)."""
    table = driver.top  # type: ignore[attr-defined]
    assert isinstance(table, TableScene)
    for _ in range(count):
        table.play_if_legal(sorted(table.legal())[0])
        driver.pump()  # type: ignore[attr-defined]


def test_the_second_copy_says_so_and_leaves_the_first_copys_game_alone(tmp_path: Path) -> None:
    folder = StoragePaths.under(tmp_path).data_dir
    held = InstanceLock(folder)  # the first copy: it keeps running (and holding) throughout
    first = open_app(tmp_path, lock=held)
    try:
        assert isinstance(first.top, TitleScene)  # the first copy is told nothing
        first.start_table(session_for("azul", "pp", seed=11))
        play_moves(first, 3)
    finally:
        first.close()  # its window only: one process shows one window at a time
    kept = autosaved_moves(tmp_path)
    assert len(kept) == 3
    second = open_app(tmp_path, lock=InstanceLock(folder))
    try:
        notice = second.top
        assert isinstance(notice, NoticeScene)
        assert "Another copy of the game is already open" in " ".join(notice.lines)
        second.key(pygame.K_RETURN)
        assert isinstance(second.top, TitleScene)
        second.start_table(session_for("azul", "pp", seed=22))
        play_moves(second, 5)
        assert autosaved_moves(tmp_path) == kept  # untouched by the second copy
        table = second.top
        assert isinstance(table, TableScene)
        while not table.state.is_over:  # finishing a game there clears nothing either
            table.play_if_legal(sorted(table.legal())[0])
            second.pump()
        assert autosaved_moves(tmp_path) == kept
        assert list((tmp_path / "data" / "records").glob("*.json"))  # but it is recorded
    finally:
        second.close()
    held.release()  # the first copy quits: the next start is alone and continues its game
    third = open_app(tmp_path, lock=InstanceLock(folder))
    try:
        assert isinstance(third.top, TitleScene)
        press(third, "Continue")
        table = third.top
        assert isinstance(table, TableScene)
        assert len(table.session.moves) == 3
    finally:
        third.close()


HOLD = """
import sys, time
from pathlib import Path
from azul.storage.instance_lock import InstanceLock
assert InstanceLock(Path(sys.argv[1])).acquire()
print("held", flush=True)
time.sleep(60)
"""


def test_a_killed_copy_never_blocks_the_next_start(tmp_path: Path) -> None:
    root = Path(__file__).resolve().parents[2]
    child = subprocess.Popen(
        [sys.executable, "-c", HOLD, str(tmp_path)],
        stdout=subprocess.PIPE,
        text=True,
        cwd=root,
        env={**os.environ, "PYTHONPATH": str(root)},
    )
    try:
        assert child.stdout is not None and child.stdout.readline().strip() == "held"
        assert not InstanceLock(tmp_path).acquire()  # a live copy holds it
        child.send_signal(signal.SIGKILL if hasattr(signal, "SIGKILL") else signal.SIGTERM)
        child.wait(timeout=30)
    finally:
        if child.poll() is None:
            child.kill()
    assert (tmp_path / "azul.lock").exists()  # the file stays; it blocks nothing
    lock = InstanceLock(tmp_path)
    assert lock.acquire()
    lock.release()
    assert InstanceLock(tmp_path).acquire()
