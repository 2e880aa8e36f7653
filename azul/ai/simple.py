"""The two simple built-in players: ``random`` and ``greedy`` (used by the sim tool and tests).

Both work for every family: ``random`` only uses the common state interface; ``greedy`` takes
the move its family policy's ``greedy_value`` rates best (the immediate score change, or for the
base family, where a draft scores nothing until the wall tiling, what the move would score if
the round ended now, tie-broken by fewest floor tiles).
"""

from __future__ import annotations

import random

from azul.engine import GameState

from .families import policy_for


class RandomPlayer:
    """Uniformly random legal moves from its own seeded generator."""

    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, state: GameState) -> int:
        """A uniformly random legal move."""
        moves = state.legal_moves()
        return moves[self.rng.randrange(len(moves))]


class GreedyPlayer:
    """The best immediate score, tie-broken by fewest floor tiles, then at random."""

    name = "greedy"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, state: GameState) -> int:
        """The legal move with the best immediate value."""
        moves = state.legal_moves()
        policy = policy_for(state)
        keyed = [(policy.greedy_value(state, m), m) for m in moves]
        best = max(k for k, _ in keyed)
        return self.rng.choice([m for k, m in keyed if k == best])
