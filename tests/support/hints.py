"""Waiting for a hint on the table: frames of the fake clock, never real time."""

from __future__ import annotations

from typing import Any

from ui.driver import Driver

HINT_FRAMES = 20  # frames (of FRAME seconds) a hint may take: the test service answers at once
FRAME = 0.05


def await_hint(driver: Driver, table: Any) -> int:
    """Run frames until the table shows its hint; the hinted move."""
    for _ in range(HINT_FRAMES):
        if table.hint_move is not None:
            break
        driver.step(FRAME)
    move = table.hint_move
    assert move is not None, f"no hint within {HINT_FRAMES} frames"
    return int(move)
