"""What every family's table view shares: the factories as rows of tile colours."""

from __future__ import annotations

from typing import Any


def factory_tiles(state: Any) -> list[list[int]]:
    """Each factory's tiles as colours in display order (colour counts spelled out)."""
    out: list[list[int]] = []
    for f in state.factories:
        tiles: list[int] = []
        for colour, n in enumerate(f):
            tiles += [colour] * n
        out.append(tiles)
    return out
