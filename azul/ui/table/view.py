"""What every family's table view shares: the factories as rows of tile colours, the groups a
take can name, the ring's tiles as a protocol (RingTiles) and, for a view of plain lists and
values, its copy."""

from __future__ import annotations

import copy
from collections.abc import Sequence
from typing import Protocol, Self

from azul.engine.state import GameState

from .timeline import View


def factory_tiles(state: GameState) -> list[list[int]]:
    """Each factory's tiles as colours in display order (colour counts spelled out)."""
    out: list[list[int]] = []
    for f in state.factories:
        tiles: list[int] = []
        for colour, n in enumerate(f):
            tiles += [colour] * n
        out.append(tiles)
    return out


class RingTiles(View, Protocol):
    """The factory ring's tiles as a family's view shows them."""

    factories: list[list[int]]  # each factory's tiles as colours, in display order
    centre: list[int]  # tiles per colour in the centre
    marker_in_centre: bool


def ring_groups(
    factories: Sequence[Sequence[int]], centre: Sequence[int], centre_source: int
) -> list[tuple[int, int]]:
    """Every (source, colour) a take can name: each factory's colours, then the centre's."""
    out = [(f, c) for f, tiles in enumerate(factories) for c in sorted(set(tiles))]
    return out + [(centre_source, c) for c, n in enumerate(centre) if n]


class DeepCopied:
    """A view whose copy is a deep copy (plain lists and values; the timeline edits copies)."""

    def copy(self) -> Self:
        """An independent copy."""
        return copy.deepcopy(self)
