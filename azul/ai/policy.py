"""What the levelled players need to know about a game family, behind one small interface.

The search code (``mcts.py``) and the players (``players.py``) only use the common state
interface (legal_moves / copy / play / reseeded / scores / is_over / current_player / round).
Everything family-specific - how good a move looks, how to play quickly in simulations and
how to value a position that is not finished - comes from a ``FamilyPolicy``, which each
family's manifest names and ``families.py`` loads. ``GenericPolicy`` is the score-only
fallback and a base class a family policy may start from.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable
from typing import Protocol

from azul.engine import GameState


class FamilyPolicy(Protocol):
    """Family-specific knowledge plugged into the generic players and search."""

    def move_values(self, state: GameState, moves: list[int]) -> list[float]:
        """Heuristic value of each move for the player to act (points-like, higher is better)."""
        ...

    def plan_values(self, state: GameState, moves: list[int]) -> list[float]:
        """Move values for a player who plans the whole round (Medium's candidates and its
        round-outs): move_values plus what a move does to the rest of the round."""
        ...

    def rollout_move(self, state: GameState, moves: list[int], rng: random.Random) -> int:
        """A quick, reasonable move for simulations (cheaper than move_values on all moves)."""
        ...

    def estimate(self, state: GameState) -> list[float]:
        """Expected final score of every seat (exact scores once the game is over)."""
        ...

    def estimate_all(self, states: list[GameState]) -> list[list[float]]:
        """``estimate`` of several positions on one footing, so they compare fairly (the
        positions a player's candidate moves lead to)."""
        ...

    def horizon(self, root: GameState, state: GameState) -> bool:
        """True when a simulation started at root should stop and call estimate."""
        ...

    def greedy_value(self, state: GameState, move: int) -> tuple[int, int]:
        """What the ``greedy`` player maximises: (points the move is worth now, tie-break)."""
        ...

    def planned_values(
        self, state: GameState, rng: random.Random, limits: PlanLimits
    ) -> dict[int, float] | None:
        """Every legal move's value (the mover's expected final score) by an exact plan where
        the family has one for this position and it fits the limits, else None. Hard plays
        the best planned move instead of searching; the game review values such decisions
        by the plan."""
        ...


class PlanLimits:
    """How much work an exact plan may do: positions, a deadline on a clock, a stop request."""

    __slots__ = ("max_nodes", "deadline", "clock", "should_stop")

    def __init__(
        self,
        max_nodes: int,
        deadline: float = math.inf,
        clock: Callable[[], float] = time.perf_counter,
        should_stop: Callable[[], bool] | None = None,
    ) -> None:
        self.max_nodes = max_nodes
        self.deadline = deadline
        self.clock = clock
        self.should_stop = should_stop


# An exact plan (where the family has one) may use this share of a search's time; if it does
# not finish, the search gets what is left.
PLAN_SHARE = 0.5
PLAN_MAX_NODES = 1_000_000  # with a time budget the clock is what stops a plan
# With an iteration budget (tests, tuning, reproducible reviews) a plan may visit this many
# positions per iteration: one position of the plan costs about a tenth of one search
# iteration (Summer Pavilion: some 40,000 positions a second against 3,700 iterations).
PLAN_NODES_PER_ITERATION = 10


def plan_first(
    policy: FamilyPolicy,
    state: GameState,
    rng: random.Random,
    seconds: float | None,
    iterations: int | None,
    clock: Callable[[], float] = time.perf_counter,
    should_stop: Callable[[], bool] | None = None,
) -> tuple[dict[int, float] | None, float | None]:
    """The family's exact plan of the position within ``PLAN_SHARE`` of a search budget (or,
    with an iteration budget, that many iterations' worth of positions: deterministic), and
    the seconds left for the search when there is no plan."""
    started = clock()
    if seconds is not None:
        limits = PlanLimits(PLAN_MAX_NODES, started + seconds * PLAN_SHARE, clock, should_stop)
    else:
        limits = PlanLimits(
            PLAN_NODES_PER_ITERATION * (iterations or 0), math.inf, clock, should_stop
        )
    planned = policy.planned_values(state, rng, limits)
    if seconds is not None:
        seconds = max(seconds - (clock() - started), 0.0)
    return planned, seconds


def margins(estimates: list[float], rivalry: float | list[float]) -> list[float]:
    """Per seat: its estimate minus its rivalry (one for all, or per seat) times the best
    other seat's estimate."""
    n = len(estimates)
    riv = rivalry if isinstance(rivalry, list) else [rivalry] * n
    return [estimates[p] - riv[p] * max(estimates[q] for q in range(n) if q != p) for p in range(n)]


def rewards(
    estimates: list[float],
    scale: float,
    rivalry: float | list[float] = 1.0,
    base: list[float] | None = None,
) -> list[float]:
    """Per seat, a 0..1 reward: the logistic of its margin (see ``margins``) over ``base``.

    Centring on the margins at the root of a search keeps the logistic steep where the
    decision is, even when a seat is far ahead or behind.
    """
    out: list[float] = []
    m = margins(estimates, rivalry)
    for p in range(len(m)):
        d = (m[p] - (base[p] if base is not None else 0.0)) / scale
        if d > 30.0:
            out.append(1.0)
        elif d < -30.0:
            out.append(0.0)
        else:
            out.append(1.0 / (1.0 + math.exp(-d)))
    return out


LOWEST_VALUE = -1e9  # below any move value a policy gives


def best_valued(values: dict[int, float]) -> int:
    """The move of highest value (the first one on ties)."""
    return best_of(list(values), values.__getitem__)


def best_of(moves: list[int], value: Callable[[int], float]) -> int:
    """The move with the highest value (the first one on ties)."""
    best = moves[0]
    best_v = LOWEST_VALUE
    for m in moves:
        v = value(m)
        if v > best_v:
            best, best_v = m, v
    return best


class GenericPolicy:
    """Score-only knowledge: works for any family through the common interface."""

    # True when a position's legal moves depend only on the moves that led to it (nothing
    # random happens mid-round), so a search need not re-check them per determinisation.
    stable_moves = False
    # Share of the best opponent's estimate Medium subtracts from its own: how much denying
    # a rival points is worth in this family (0: a pure builder).
    denial = 0.0
    # Weight of a move's own plan value beside its round-out in Medium's choice, per rival
    # beyond the first (0: the round-out alone decides; see players.MediumPlayer).
    plan_trust = 0.0
    # Iterations of the round-deep search Medium runs instead of its round-outs (0: none;
    # see players.MediumPlayer). A fixed count, so Medium never depends on the clock.
    medium_iterations = 0

    def move_values(self, state: GameState, moves: list[int]) -> list[float]:
        """Immediate score change of each move for the mover."""
        me = state.current_player
        before = state.scores[me]
        out: list[float] = []
        for m in moves:
            s = state.copy()
            s.play(m)
            out.append(float(s.scores[me] - before))
        return out

    def plan_values(self, state: GameState, moves: list[int]) -> list[float]:
        """The move values: nothing family-specific is known about the rest of the round."""
        return self.move_values(state, moves)

    def rollout_move(self, state: GameState, moves: list[int], rng: random.Random) -> int:
        """The best of a few random candidates by immediate score change."""
        cand = moves if len(moves) <= 4 else rng.sample(moves, 4)
        vals = self.move_values(state, cand)
        return cand[max(range(len(cand)), key=vals.__getitem__)]

    def estimate(self, state: GameState) -> list[float]:
        """The current scores."""
        return [float(x) for x in state.scores]

    def estimate_all(self, states: list[GameState]) -> list[list[float]]:
        """The estimate of each position (nothing to align)."""
        return [self.estimate(s) for s in states]

    def horizon(self, root: GameState, state: GameState) -> bool:
        """End of the root's round (or of the game)."""
        return state.is_over or state.round != root.round

    def planned_values(
        self, state: GameState, rng: random.Random, limits: PlanLimits
    ) -> dict[int, float] | None:
        """None: no exact plan is known for any position."""
        return None

    def greedy_value(self, state: GameState, move: int) -> tuple[int, int]:
        """The immediate score change of the move for the mover."""
        me = state.current_player
        after = state.copy()
        after.play(move)
        return after.scores[me] - state.scores[me], 0
