"""The game review's two small show-only tables: posed after a decision's move played and
after the engine's move, and the layers their pictures share (what never moves on them)."""

from __future__ import annotations

from azul.ai.review import DecisionReview
from azul.engine.state import GameState
from azul.storage import Positions

from .. import theme
from ..assets import LRU
from ..table.shown import ShownTable

SMALL_LAYERS = 32  # cached layers of the small tables (one per slot a family paints)


def pose(board: ShownTable, states: list[GameState], moves: list[int], movers: list[int]) -> None:
    """Show a position on a show-only table: the game up to ``states[-1]``, at rest."""
    board.pose(states, moves, movers)
    board.rest()


def pose_decision(
    boards: list[ShownTable], states: list[GameState], positions: Positions, d: DecisionReview
) -> None:
    """The first table after the decision's move played, the second after the engine's."""
    moves, movers = positions.moves, positions.movers
    i = d.index
    pose(boards[0], states[: i + 2], list(moves[: i + 1]), list(movers[: i + 1]))
    before = states[i]
    try:
        best = before.parse_move(d.best)
        after = before.apply(best)
    except Exception:  # a stored move this version cannot read: show the played one twice
        best, after = moves[i], states[i + 1]
    pose(boards[1], [*states[: i + 1], after], [*moves[:i], best], [*movers[:i], d.seat])


class SmallLayers:
    """What never moves on the small tables (wood, boards), composed once per size, language
    and palette for every picture of them (the decision's two, both lines' two)."""

    def __init__(self) -> None:
        self._layers = LRU(SMALL_LAYERS)
        self._palette = theme.palette().name

    def current(self) -> LRU:
        """The cached layers (forgotten when the palette changed: painted in its colours)."""
        palette = theme.palette().name
        if palette != self._palette:
            self._layers.clear()
            self._palette = palette
        return self._layers

    def clear(self) -> None:
        """Forget every layer (those of the old sizes, after a resize)."""
        self._layers.clear()
