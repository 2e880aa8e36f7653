"""The two simple built-in players: ``random`` and ``greedy`` (used by the sim tool and tests).

Both work for every family: they only use the common state interface (legal_moves, copy,
play, scores). ``greedy`` takes the move with the best immediate score; for the base family a
draft scores nothing until the wall tiling, so there it looks at what the move would score if
the round ended now: the wall points of a pattern line it completes minus the floor penalty
it adds, tie-broken by fewest floor tiles.
"""

from __future__ import annotations

import random
from typing import Any, Protocol

from azul.engine.base_game import (
    CENTRE,
    DECODE,
    FLOOR,
    FLOOR_SPACES,
    RUN,
    TILE_BASE,
    BaseState,
)


class Player(Protocol):
    """Anything that picks a move for the player to act in a state."""

    name: str

    def choose(self, state: Any) -> int:
        """Return one of state.legal_moves()."""
        ...


class RandomPlayer:
    """Uniformly random legal moves from its own seeded generator."""

    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, state: Any) -> int:
        """A uniformly random legal move."""
        moves: list[int] = state.legal_moves()
        return moves[self.rng.randrange(len(moves))]


def _wall_points(board: Any, row: int, col: int) -> int:
    """Points a tile would score on an empty wall cell of this board (before any ×2)."""
    wall = board.wall | 1 << (row * 5 + col)
    wall_t = board.wall_t | 1 << (col * 5 + row)
    h = RUN[(wall >> (row * 5)) & 31][col]
    v = RUN[(wall_t >> (col * 5)) & 31][row]
    return (h if h > 1 else 0) + (v if v > 1 else 0) or 1


def base_draft_value(state: BaseState, move: int) -> tuple[int, int]:
    """(immediate value, -floor tiles) of a base-family draft move if the round ended now."""
    s, c, d = DECODE[move]
    b = state.boards[state.current]
    n = state.centre[c] if s == CENTRE else state.factories[s][c]
    marker = 1 if s == CENTRE and state.marker_in_centre else 0
    value = 0
    to_floor = n
    if d != FLOOR:
        room = d + 1 - b.line_count[d]
        put = min(n, room)
        to_floor = n - put
        if put == room:  # completes the line: it would be tiled this round
            cols = state._legal_columns(b, d, c)
            if cols:
                doubled = state.spec.wall.doubled
                value += max(
                    _wall_points(b, d, j) * (2 if d * 5 + j in doubled else 1) for j in cols
                )
    used = len(b.floor)
    new = min(FLOOR_SPACES - used, to_floor + marker)
    values = state.spec.floor_values
    value += sum(values[used : used + new])
    return value, -(to_floor + marker)


class GreedyPlayer:
    """The best immediate score, tie-broken by fewest floor tiles, then at random."""

    name = "greedy"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, state: Any) -> int:
        """The legal move with the best immediate value."""
        moves: list[int] = state.legal_moves()
        if isinstance(state, BaseState):
            keyed = [
                (base_draft_value(state, m) if m < TILE_BASE else self._delta(state, m), m)
                for m in moves
            ]
        else:
            keyed = [(self._delta(state, m), m) for m in moves]
        best = max(k for k, _ in keyed)
        return self.rng.choice([m for k, m in keyed if k == best])

    @staticmethod
    def _delta(state: Any, move: int) -> tuple[int, int]:
        me = state.current_player
        after = state.copy()
        after.play(move)
        return after.scores[me] - state.scores[me], 0


SIMPLE_PLAYERS: dict[str, type[RandomPlayer] | type[GreedyPlayer]] = {
    "random": RandomPlayer,
    "greedy": GreedyPlayer,
}
