"""What the Summer Pavilion table shows: a plain copy of a state's drawable parts.

Animations edit a copy of this while tiles fly (see steps.py); at rest it equals
``PavilionView.of(state)``.
"""

from __future__ import annotations

from dataclasses import dataclass

from azul.engine.pavilion_game import PavilionState
from azul.engine.pavilion_moves import CENTRE

from ...table.view import factory_tiles

NCOL = 6


@dataclass
class StarBoardView:
    """One player's board as drawn."""

    hand: list[int]  # tiles per colour next to the board
    corners: list[int]  # kept tiles per colour (on the board's corner spaces)
    cells: list[int]  # 42 spaces: colour or -1
    score: int
    passed: bool

    def copy(self) -> StarBoardView:
        """An independent copy."""
        return StarBoardView(
            list(self.hand), list(self.corners), list(self.cells), self.score, self.passed
        )

    def corner_tiles(self) -> list[int]:
        """Kept tiles in corner order (colour order, at most four)."""
        out: list[int] = []
        for c, n in enumerate(self.corners):
            out += [c] * n
        return out[:4]


@dataclass
class PavilionView:
    """The whole table as drawn (factories hold tile colours in display order)."""

    factories: list[list[int]]
    centre: list[int]
    marker_in_centre: bool
    marker_owner: int  # seat holding the first-player marker this round, -1 if in the centre
    bag: int
    storage: int
    supply: list[int]  # the 10 supply spaces: colour or -1
    round: int
    wild: int
    boards: list[StarBoardView]

    @staticmethod
    def of(state: PavilionState) -> PavilionView:
        """The view of an engine state at rest."""
        boards = [
            StarBoardView(
                hand=list(b.hand),
                corners=list(b.corners),
                cells=list(b.cells),
                score=int(b.score),
                passed=bool(b.passed),
            )
            for b in state.boards
        ]
        owner = -1 if state.marker_in_centre else int(state.next_first)
        return PavilionView(
            factories=factory_tiles(state),
            centre=list(state.centre),
            marker_in_centre=bool(state.marker_in_centre),
            marker_owner=owner,
            bag=int(state.bag_total),
            storage=int(sum(state.storage)),
            supply=list(state.supply),
            round=int(state.round),
            wild=int(state.wild),
            boards=boards,
        )

    def copy(self) -> PavilionView:
        """An independent copy."""
        return PavilionView(
            factories=[list(f) for f in self.factories],
            centre=list(self.centre),
            marker_in_centre=self.marker_in_centre,
            marker_owner=self.marker_owner,
            bag=self.bag,
            storage=self.storage,
            supply=list(self.supply),
            round=self.round,
            wild=self.wild,
            boards=[b.copy() for b in self.boards],
        )

    def groups(self, wild: int) -> list[tuple[int, int]]:
        """Every (source, colour) a take may name, factories first, then the centre.

        The wild colour is a group of its own only where nothing else is left (RULES 2.3)."""
        out: list[tuple[int, int]] = []
        for f, tiles in enumerate(self.factories):
            present = sorted(set(tiles))
            plain = [c for c in present if c != wild]
            out += [(f, c) for c in (plain or present)]
        plain = [c for c in range(NCOL) if self.centre[c] and c != wild]
        if plain:
            out += [(CENTRE, c) for c in plain]
        elif self.centre[wild]:
            out.append((CENTRE, wild))
        return out
