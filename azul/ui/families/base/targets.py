"""What input can point at on a base-family table: a group of tiles, a pattern line, a floor or
a wall cell of a seat's board; and what each stands for with the current choice."""

from __future__ import annotations

from dataclasses import dataclass

from azul.engine.base_game import FLOOR, TILING, BaseState, draft_move, tile_move

from ...table.targets import GroupTarget, Target


@dataclass(frozen=True)
class LineTarget(Target):
    """A pattern line of a seat's board."""

    seat: int
    row: int


@dataclass(frozen=True)
class FloorTarget(Target):
    """A seat's floor line."""

    seat: int


@dataclass(frozen=True)
class CellTarget(Target):
    """A wall cell of a seat's board."""

    seat: int
    row: int
    col: int


BaseTarget = GroupTarget | LineTarget | FloorTarget | CellTarget
Destination = LineTarget | FloorTarget  # where a chosen group goes


def dest_of(target: Destination) -> int:
    """The draft destination index of a line or the floor."""
    return FLOOR if isinstance(target, FloorTarget) else target.row


def target_move(state: BaseState, selection: tuple[int, int] | None, target: Target) -> int | None:
    """The move a destination target stands for with the current selection, if any."""
    if not isinstance(target, LineTarget | FloorTarget | CellTarget):
        return None
    if target.seat != state.current_player:
        return None
    if isinstance(target, CellTarget):
        return tile_move(target.row, target.col) if state.phase == TILING else None
    if selection is None or state.phase != "draft":
        return None
    source, colour = selection
    return draft_move(source, colour, dest_of(target))
