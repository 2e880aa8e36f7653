"""What the table shows: a plain copy of the drawable parts of a state, which animations edit."""

from __future__ import annotations

from dataclasses import dataclass

from azul.engine.base_game import CENTRE, BaseState

from ...table.view import factory_tiles, ring_groups


@dataclass
class BoardView:
    """One board as drawn."""

    lines: list[tuple[int, int]]  # per pattern line: (colour or -1, count)
    wall: list[int]  # 25 cells: colour or -1
    floor: list[int]  # colours left to right; 5 = first-player marker
    score: int

    def copy(self) -> BoardView:
        """An independent copy."""
        return BoardView(list(self.lines), list(self.wall), list(self.floor), self.score)


@dataclass
class TableView:
    """The whole table as drawn (factories hold tile colours in display order)."""

    factories: list[list[int]]
    centre: list[int]
    marker_in_centre: bool
    bag: int
    lid: int
    round: int
    boards: list[BoardView]

    @staticmethod
    def of(state: BaseState) -> TableView:
        """The view of an engine state at rest."""
        boards = [
            BoardView(
                lines=[(b.line_colour[r], b.line_count[r]) for r in range(5)],
                wall=list(b.cells),
                floor=list(b.floor),
                score=b.score,
            )
            for b in state.boards
        ]
        return TableView(
            factories=factory_tiles(state),
            centre=list(state.centre),
            marker_in_centre=bool(state.marker_in_centre),
            bag=int(state.bag_total),
            lid=int(sum(state.lid)),
            round=int(state.round),
            boards=boards,
        )

    def copy(self) -> TableView:
        """An independent copy."""
        return TableView(
            factories=[list(f) for f in self.factories],
            centre=list(self.centre),
            marker_in_centre=self.marker_in_centre,
            bag=self.bag,
            lid=self.lid,
            round=self.round,
            boards=[b.copy() for b in self.boards],
        )

    def groups(self) -> list[tuple[int, int]]:
        """Every (source, colour) that can be taken, factories first, then the centre (9)."""
        return ring_groups(self.factories, self.centre, CENTRE)
