"""The levelled computer opponents: Easy, Medium and Hard.

- Easy: takes the move its family policy values most, but on about a third of its turns picks
  one of the next few instead, never one far worse than the best (a beginner's slips, not
  absurd moves: sensible-looking, clearly beatable).
- Medium: plans the round and no further. For each promising move (by the policy's
  ``plan_values``: move values plus what the move does to the rest of the round), plays the
  round out with every seat taking its best such move, then compares the positions reached
  on one footing (``estimate_all``): its own expected final score, less a small share of the
  best rival's where the family policy asks for it (``denial``). With more than one rival
  the round-out is a shaky forecast, so the move's own plan value counts too
  (``plan_trust``). A family whose round is one long chain of dependent decisions (Summer
  Pavilion: every placement is paid from the one hand drafted) asks instead for a small
  search of a fixed size that also stops at the round's end (``medium_iterations``): still
  no look beyond the round, and the same moves on every machine.
- Hard: Monte Carlo tree search (``mcts.py``) within a time budget (default 1 s per move).
  Where the family policy can plan a position exactly (``planned_values``: Summer Pavilion once
  drafting is over, every sequence of the seat's own placements), Hard plays the plan when it
  finishes within half the budget, and searches with what is left when it does not.

All three use only the common state interface plus a ``FamilyPolicy``, so every rule set and
every decision kind (drafting, wall-column choices, Summer Pavilion payments and picks) works.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from typing import Any

from .families import policy_for
from .mcts import MCTS, SearchResult
from .policy import FamilyPolicy, best_valued, plan_first

EASY_MISTAKE_RATE = 0.35
EASY_MISTAKE_CHOICES = 4  # a mistake picks uniformly among this many next-best moves
# ... of those whose value is at most this far below the best: a beginner's slip, never an
# absurd move such as dumping a full factory on the floor when a pattern line could take it.
EASY_MISTAKE_MARGIN = 2.5
MEDIUM_CANDIDATES = 16  # moves Medium plays the round out for, best-valued first
# Medium maximises its own estimate minus this times the best opponent's, unless the family
# policy names its own share (``denial``): a little spite that denies a rival cheap points.
MEDIUM_RIVALRY = 0.0
# Weight of a candidate's own plan value beside its round-out, per rival beyond the first,
# unless the family policy names its own (``plan_trust``; 0: the round-out alone decides).
MEDIUM_PLAN_TRUST = 0.0
HARD_BUDGET = 1.0  # seconds per decision
# Hard maximises its estimate minus this times the best opponent's (mcts.py): half builder,
# half rival, unless the family policy names its own (``search_rivalry``). It still expects
# every other seat to play purely for the lead.
HARD_RIVALRY = 0.5
BUDGET_MARGIN = 0.97  # the search stops a little early: set-up and answer fit in the budget


def _best(moves: list[int], values: list[float]) -> int:
    """The move with the highest value (first one on ties: callers shuffle if they care)."""
    best = 0
    for i in range(1, len(moves)):
        if values[i] > values[best]:
            best = i
    return moves[best]


class EasyPlayer:
    """Best-valued move most of the time, one of the next few otherwise."""

    name = "easy"

    def __init__(self, seed: int = 0, budget: float | None = None) -> None:
        self.rng = random.Random(seed)
        self.mistake_rate = EASY_MISTAKE_RATE

    def choose(self, state: Any) -> int:
        """A legal move: usually the best-valued one."""
        moves: list[int] = state.legal_moves()
        if len(moves) == 1:
            return moves[0]
        values = policy_for(state).move_values(state, moves)
        order = sorted(range(len(moves)), key=lambda i: (-values[i], self.rng.random()))
        if self.rng.random() < self.mistake_rate:
            floor = values[order[0]] - EASY_MISTAKE_MARGIN
            slips = [i for i in order[1 : 1 + EASY_MISTAKE_CHOICES] if values[i] >= floor]
            if slips:
                return moves[slips[self.rng.randrange(len(slips))]]
        return moves[order[0]]


class MediumPlayer:
    """Plays each promising move's round out greedily and keeps the best-looking result."""

    name = "medium"

    def __init__(self, seed: int = 0, budget: float | None = None) -> None:
        self.rng = random.Random(seed)
        self.rivalry: float | None = None  # None: the policy's ``denial`` (else MEDIUM_RIVALRY)
        self.candidates = MEDIUM_CANDIDATES
        self.policy: FamilyPolicy | None = None  # None: the state's family policy

    def choose(self, state: Any) -> int:
        """The candidate whose greedy round-out leaves this seat best placed."""
        moves: list[int] = state.legal_moves()
        if len(moves) == 1:
            return moves[0]
        policy = self.policy or policy_for(state)
        iterations = int(getattr(policy, "medium_iterations", 0))
        if iterations:
            search_rivalry = float(getattr(policy, "search_rivalry", HARD_RIVALRY))
            search = MCTS(policy, self.rng, rivalry=search_rivalry)
            return search.run(state, iterations=iterations).move
        values = policy.plan_values(state, moves)
        order = sorted(range(len(moves)), key=lambda i: (-values[i], self.rng.random()))
        root = state.reseeded(self.rng.getrandbits(62))
        me = state.current_player
        rivalry = self.rivalry
        if rivalry is None:
            rivalry = float(getattr(policy, "denial", MEDIUM_RIVALRY))
        # Between two of this seat's turns every rival moves once, and the round-out assumes
        # each plays exactly as modelled: with three rivals one round-out is a forecast so
        # shaky that the best of 16 is mostly the luckiest (in 4-player azul Medium picked
        # moves ranked tenth by plan value and scored no more than three strategists). The
        # move's own plan value, which holds whatever the rivals do, steadies the choice.
        trust = float(getattr(policy, "plan_trust", MEDIUM_PLAN_TRUST)) * (state.players - 2)
        chosen = order[: self.candidates]
        ends = []
        for i in chosen:
            after = root.copy()
            after.play(moves[i])
            ends.append(play_round_out(policy, root, after))
        best_move = moves[chosen[0]]
        best = -1e18
        for i, est in zip(chosen, policy.estimate_all(ends), strict=True):
            lead = est[me] - rivalry * max(e for p, e in enumerate(est) if p != me)
            lead += trust * values[i]
            if lead > best:
                best, best_move = lead, moves[i]
        return best_move


def play_round_out(policy: FamilyPolicy, root: Any, state: Any) -> Any:
    """Play state on to the policy's horizon, every seat taking its best move by plan_values."""
    while not policy.horizon(root, state):
        moves = state.legal_moves()
        state.play(moves[0] if len(moves) == 1 else _best(moves, policy.plan_values(state, moves)))
    return state


class HardPlayer:
    """Monte Carlo tree search within a time (or, for tests, iteration) budget."""

    name = "hard"

    def __init__(
        self,
        seed: int = 0,
        budget: float | None = None,
        iterations: int | None = None,
        **search_options: Any,
    ) -> None:
        self.rng = random.Random(seed)
        self.budget = HARD_BUDGET if budget is None and iterations is None else budget
        self.iterations = iterations
        self.should_stop: Callable[[], bool] | None = None  # set by the thinking service
        self.last: SearchResult | None = None
        self.search_options = search_options  # MCTS keyword options (for tuning)
        self.policy: FamilyPolicy | None = None  # None: the state's family policy

    def choose(self, state: Any) -> int:
        """The family's exact plan where it has one in time, else the most visited move after
        searching within the budget."""
        policy = self.policy or policy_for(state)
        seconds = self.budget * BUDGET_MARGIN if self.budget is not None else None
        clock: Callable[[], float] = self.search_options.get("clock", time.perf_counter)
        planned, seconds = plan_first(
            policy, state, self.rng, seconds, self.iterations, clock, self.should_stop
        )
        if planned:
            move = best_valued(planned)
            self.last = SearchResult(move, 0, dict.fromkeys(planned, 0), planned)
            return move
        rivalry = float(getattr(policy, "search_rivalry", HARD_RIVALRY))
        options = {"rivalry": rivalry, **self.search_options}
        search = MCTS(policy, self.rng, **options)
        self.last = search.run(
            state, seconds=seconds, iterations=self.iterations, should_stop=self.should_stop
        )
        return self.last.move
