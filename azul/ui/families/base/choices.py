"""What a person's choice on a base-family table would do, worked out from the position alone
(the table asks while input runs, the painters while drawing): tiles at a source, where a
chosen group would land, and what each wall column would score."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from azul.engine import events as ev
from azul.engine.base_game import CENTRE, FLOOR, TILING, BaseState

FLOOR_SLOTS = 7  # floor spaces on a board


@dataclass(frozen=True)
class Preview:
    """Where a chosen group's tiles would go: the line, the floor (with the first-player
    marker), the lid, and the points the floor costs."""

    blocked: bool  # the colour has no wall column left in that row: the line falls to the floor
    line: int
    floor: int
    marker: int
    lid: int
    cost: int


def source_count(state: BaseState, source: int, colour: int) -> int:
    """Tiles of a colour at a source."""
    if source == CENTRE:
        return int(state.centre[colour])
    return int(state.factories[source][colour])


def preview(state: BaseState, selection: tuple[int, int] | None, dest: int) -> Preview | None:
    """What playing the selection to dest would do (None without a selection)."""
    if selection is None:
        return None
    source, colour = selection
    n = source_count(state, source, colour)
    b = state.boards[state.current_player]
    put = 0
    if dest != FLOOR:
        put = max(0, min(n, dest + 1 - b.line_count[dest]))
    rest = n - put
    used = len(b.floor)
    marker = 1 if source == CENTRE and state.marker_in_centre and used < FLOOR_SLOTS else 0
    to_floor = max(0, min(rest, FLOOR_SLOTS - used - marker))
    values = state.spec.floor_values
    cost = sum(values[used : used + marker + to_floor])
    # A colour with no wall column left in that row (grey wall, Crystal Mosaic) can never
    # be tiled there: the completed line falls to the floor whole at round end.
    blocked = dest != FLOOR and not state.wall_columns(state.current_player, dest, colour)
    return Preview(blocked, put, to_floor, marker, rest - to_floor, cost)


def tile_points(state: BaseState, legal: Iterable[int]) -> dict[int, int]:
    """Points each legal wall cell of the pending line would score now (column → points)."""
    pts: dict[int, int] = {}
    if state.phase == TILING:
        me = state.current_player
        for move in legal:
            after = state.apply(move)
            pts[(move - 300) % 5] = next(
                (int(e.delta) for e in after.last_events if e.reason == ev.WALL and e.player == me),
                0,
            )
    return pts
