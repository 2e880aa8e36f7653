"""Game review: the engine values every decision of a finished game after the fact.

The measure: **points of expected lead**, i.e. a seat's expected final score minus the best
other seat's expected final score (for two players, the expected final margin). Every
decision (every engine move with more than one legal choice; forced moves are skipped) is
searched with the tree search behind Hard (``mcts.py``), with every seat modelled as a pure
rival (rivalry 1). The search's mean reward ``q`` of a root move is the logistic of the lead
it leads to (centred on the lead at the root, ``REWARD_SCALE`` points wide), so
``lead = base + REWARD_SCALE * logit(q)`` turns it back into points. The played move gets the
at least a quarter of the root's visits (``PLAYED_SHARE``), so its value is as sure as the
best move's.

- **best move**: the most visited move other than the played one, unless the played move's
  value is at least as high (then the played move is the best);
- **loss**: the best move's lead minus the played move's lead, in points (never negative);
- **label** by loss (the same for every rule set): best below ``GOOD`` (0.5) or when the
  played move is the engine's best; good below ``INACCURACY`` (1.5); inaccuracy below
  ``MISTAKE`` (3); mistake below ``BLUNDER`` (6); blunder from 6 points;
- **accuracy** of a seat: ``100 * exp(-mean loss / ACCURACY_SCALE)`` over its decisions
  (100 when it never lost anything, about 37 at a mean loss of ``ACCURACY_SCALE`` = 3 points
  per decision); the **total loss** is the sum of its losses.

Reproducible: with an iteration budget every search's generator is seeded from the position
and the decision's index, so the same record and settings give the same review. A time
budget (``seconds``) depends on the machine's speed and is not reproducible.

For a UI: ``review_decisions`` yields one ``DecisionReview`` at a time (run it in a worker,
count ``decision_indices`` for the progress bar, stop iterating to cancel; ``should_stop``
also cuts the current search short), ``review_decision`` reviews one decision alone, and
``summarise`` turns decisions into per-seat figures.
"""

from __future__ import annotations

import hashlib
import json
import math
import random
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any

from azul.engine import GameState

from ..families import policy_for
from ..mcts import MCTS, REWARD_SCALE, Node, SearchResult
from ..policy import FamilyPolicy, best_valued, margins, plan_first
from .reasons import Reason, explain

DEFAULT_ITERATIONS = 600  # per decision: a 2-player Azul game in well under 45 s (benchmarks)
RIVALRY = 1.0  # every seat plays for its lead over the best other seat
Q_CLAMP = 1e-3  # mean rewards are kept inside (0, 1) so the logit stays finite
PLAYED_SHARE = 0.25  # of the root's visits, at least, go to the played move
CANDIDATES = 4  # moves reported per decision besides the played one (best first)

LABELS = ("best", "good", "inaccuracy", "mistake", "blunder")
GOOD, INACCURACY, MISTAKE, BLUNDER = 0.5, 1.5, 3.0, 6.0  # points of lead lost, lower bounds
ACCURACY_SCALE = 3.0  # points of mean loss that bring the accuracy down to 100/e


@dataclass(frozen=True, slots=True)
class ReviewSettings:
    """The search budget per decision: iterations (reproducible) or seconds."""

    iterations: int | None = DEFAULT_ITERATIONS
    seconds: float | None = None

    def __post_init__(self) -> None:
        if (self.iterations is None) == (self.seconds is None):
            raise ValueError("give either iterations or seconds per decision")
        if self.iterations is not None and self.iterations < 1:
            raise ValueError("iterations must be at least 1")
        if self.seconds is not None and not (0.0 < self.seconds < math.inf):
            raise ValueError("seconds per decision must be positive")

    @property
    def key(self) -> str:
        """A short file-name-safe form (``i600``, ``s0.5``) identifying the settings."""
        if self.iterations is not None:
            return f"i{self.iterations}"
        return f"s{self.seconds:g}"

    @property
    def reproducible(self) -> bool:
        """True when the same record gives the same review (an iteration budget)."""
        return self.iterations is not None


@dataclass(frozen=True, slots=True)
class Candidate:
    """One move the search looked at: its notation, lead in points and visits."""

    move: str
    lead: float
    visits: int


@dataclass(frozen=True, slots=True)
class DecisionReview:
    """The verdict on one decision (one engine move with a real choice)."""

    index: int  # the move's index in the game's move list (0-based)
    number: int  # the decision's number among the reviewed decisions (0-based)
    seat: int
    round: int
    played: str  # notation
    best: str  # notation of the engine's best move (== played when it was the best)
    loss: float  # points of expected lead lost against the best move (>= 0)
    label: str  # one of LABELS
    reasons: tuple[Reason, ...]
    expected: tuple[float, ...]  # each seat's expected final score before the decision
    candidates: tuple[Candidate, ...]  # the best move, the next few by lead, the played one
    iterations: int  # search iterations spent

    def to_json(self) -> dict[str, Any]:
        """Plain-dict form."""
        return {
            "index": self.index,
            "number": self.number,
            "seat": self.seat,
            "round": self.round,
            "played": self.played,
            "best": self.best,
            "loss": self.loss,
            "label": self.label,
            "reasons": [r.to_json() for r in self.reasons],
            "expected": list(self.expected),
            "candidates": [
                {"move": c.move, "lead": c.lead, "visits": c.visits} for c in self.candidates
            ],
            "iterations": self.iterations,
        }

    @staticmethod
    def from_json(data: dict[str, Any]) -> DecisionReview:
        """Inverse of to_json (the data is trusted: storage validates it first)."""
        return DecisionReview(
            index=data["index"],
            number=data["number"],
            seat=data["seat"],
            round=data["round"],
            played=data["played"],
            best=data["best"],
            loss=data["loss"],
            label=data["label"],
            reasons=tuple(Reason(r["key"], dict(r["values"])) for r in data["reasons"]),
            expected=tuple(data["expected"]),
            candidates=tuple(
                Candidate(c["move"], c["lead"], c["visits"]) for c in data["candidates"]
            ),
            iterations=data["iterations"],
        )


@dataclass(frozen=True, slots=True)
class SeatSummary:
    """One seat's figures over the game."""

    seat: int
    decisions: int
    accuracy: float
    total_loss: float
    labels: dict[str, int] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        """Plain-dict form."""
        return {
            "seat": self.seat,
            "decisions": self.decisions,
            "accuracy": self.accuracy,
            "total_loss": self.total_loss,
            "labels": dict(self.labels),
        }

    @staticmethod
    def from_json(data: dict[str, Any]) -> SeatSummary:
        """Inverse of to_json."""
        return SeatSummary(
            data["seat"], data["decisions"], data["accuracy"], data["total_loss"], data["labels"]
        )


@dataclass(frozen=True, slots=True)
class GameReview:
    """A whole review: the settings, every decision and the per-seat figures."""

    settings: ReviewSettings
    decisions: tuple[DecisionReview, ...]
    seats: tuple[SeatSummary, ...]
    final_scores: tuple[int, ...]

    def to_json(self) -> dict[str, Any]:
        """Plain-dict form (what ``--json`` prints)."""
        return {
            "settings": {"iterations": self.settings.iterations, "seconds": self.settings.seconds},
            "measure": "points of expected lead",
            "decisions": [d.to_json() for d in self.decisions],
            "seats": [s.to_json() for s in self.seats],
            "final_scores": list(self.final_scores),
        }

    @staticmethod
    def from_json(data: dict[str, Any]) -> GameReview:
        """Inverse of to_json."""
        settings = data["settings"]
        return GameReview(
            ReviewSettings(settings["iterations"], settings["seconds"]),
            tuple(DecisionReview.from_json(d) for d in data["decisions"]),
            tuple(SeatSummary.from_json(x) for x in data["seats"]),
            tuple(data["final_scores"]),
        )


def label_for(loss: float, is_best: bool = False) -> str:
    """The label of a decision that lost ``loss`` points of expected lead."""
    if is_best or loss < GOOD:
        return "best"
    if loss < INACCURACY:
        return "good"
    if loss < MISTAKE:
        return "inaccuracy"
    if loss < BLUNDER:
        return "mistake"
    return "blunder"


def accuracy(losses: Sequence[float]) -> float:
    """100 at no loss, decaying exponentially with the mean loss per decision."""
    if not losses:
        return 100.0
    return 100.0 * math.exp(-(sum(losses) / len(losses)) / ACCURACY_SCALE)


def decision_indices(states: Sequence[GameState], moves: Sequence[int]) -> list[int]:
    """Indices of the moves that were real decisions (more than one legal move)."""
    return [i for i in range(len(moves)) if len(states[i].legal_moves()) > 1]


def decision_seed(state: GameState, index: int) -> int:
    """The search seed of a decision: a hash of the position and the move index."""
    text = json.dumps([index, state.to_json()], sort_keys=True, separators=(",", ":"))
    return int.from_bytes(hashlib.blake2b(text.encode("utf-8"), digest_size=8).digest(), "big")


class _ReviewSearch(MCTS):
    """The tree search, except that the played move gets a fixed share of the root's visits.

    Like forced playouts: however unpromising the played move looks to the policy, its value
    rests on enough simulations to compare it with the best move.
    """

    def __init__(self, policy: FamilyPolicy, rng: random.Random, played: int) -> None:
        super().__init__(policy, rng, rivalry=RIVALRY, opponent_rivalry=RIVALRY, early_stop=False)
        self.played = played
        self.root: Node | None = None

    def _node(self, state: Any, moves: list[int]) -> Node:
        node = super()._node(state, moves)
        if self.root is None:  # run() builds the root first
            self.root = node
        return node

    def _select(self, node: Node, moves: list[int], c: float) -> int:  # type: ignore[override]
        if node is self.root:
            i = node.index.get(self.played)
            if i is not None and node.n[i] < PLAYED_SHARE * (node.visits + 1):
                return i
        return MCTS._select(node, moves, c)


def _lead(base: float, q: float) -> float:
    q = min(1.0 - Q_CLAMP, max(Q_CLAMP, q))
    return base + REWARD_SCALE * math.log(q / (1.0 - q))


def review_decision(
    states: Sequence[GameState],
    moves: Sequence[int],
    index: int,
    settings: ReviewSettings,
    *,
    number: int = 0,
    should_stop: Callable[[], bool] | None = None,
) -> DecisionReview:
    """Review the decision at move ``index`` (``states[index]`` is the position before it)."""
    state = states[index]
    played = moves[index]
    me = state.current_player
    policy = policy_for(state)
    estimate = policy.estimate(state)
    expected = tuple(round(v, 2) for v in estimate)
    rng = random.Random(decision_seed(state, index))
    planned, seconds = plan_first(
        policy, state, rng, settings.seconds, settings.iterations, should_stop=should_stop
    )
    if planned:
        # An exact plan of the seat's own turns (Summer Pavilion after drafting): what Hard
        # plays there. The rivals' boards do not depend on the choice, so the lead is the
        # move's value less the best rival's estimate.
        rival = max(v for p, v in enumerate(estimate) if p != me)
        leads = {m: v - rival for m, v in planned.items()}
        result = SearchResult(best_valued(planned), 0, dict.fromkeys(planned, 1), planned)
    else:
        search = _ReviewSearch(policy, rng, played)
        result = search.run(
            state, iterations=settings.iterations, seconds=seconds, should_stop=should_stop
        )
        base = margins(estimate, RIVALRY)[me]
        leads = {m: _lead(base, q) for m, q in result.values.items()}
    visited = [m for m, n in result.visits.items() if n and m in leads]
    others = [m for m in visited if m != played]
    best = max(others, key=lambda m: (result.visits[m], leads[m])) if others else played
    played_lead = leads.get(played, -math.inf)
    if played_lead >= leads.get(best, -math.inf):
        best = played
    loss = 0.0 if best == played else max(0.0, leads[best] - played_lead)
    loss = round(loss, 2) if math.isfinite(loss) else BLUNDER  # never valued: say so plainly
    # The best move first (the most visited, as the search answers), then by lead.
    order = sorted(visited, key=lambda m: (m != best, -leads[m]))[:CANDIDATES]
    if played in leads and played not in order:
        order.append(played)
    candidates = tuple(
        Candidate(state.format_move(m), round(leads[m], 2), result.visits[m]) for m in order
    )
    return DecisionReview(
        index=index,
        number=number,
        seat=me,
        round=state.round,
        played=state.format_move(played),
        best=state.format_move(best),
        loss=loss,
        label=label_for(loss, best == played),
        reasons=tuple(explain(state, played, best, policy)) if best != played else (),
        expected=expected,
        candidates=candidates,
        iterations=result.iterations,
    )


def review_decisions(
    states: Sequence[GameState],
    moves: Sequence[int],
    settings: ReviewSettings | None = None,
    *,
    should_stop: Callable[[], bool] | None = None,
) -> Iterator[DecisionReview]:
    """Every decision's review in game order, one at a time (stop iterating to cancel)."""
    settings = settings or ReviewSettings()
    for number, index in enumerate(decision_indices(states, moves)):
        if should_stop is not None and should_stop():
            return
        yield review_decision(
            states, moves, index, settings, number=number, should_stop=should_stop
        )


def summarise(decisions: Sequence[DecisionReview], players: int) -> tuple[SeatSummary, ...]:
    """Per seat: decisions, accuracy, total loss and how many decisions got each label."""
    out = []
    for seat in range(players):
        mine = [d for d in decisions if d.seat == seat]
        losses = [d.loss for d in mine]
        counts = {label: sum(1 for d in mine if d.label == label) for label in LABELS}
        out.append(
            SeatSummary(seat, len(mine), round(accuracy(losses), 1), round(sum(losses), 2), counts)
        )
    return tuple(out)


def review_game(
    states: Sequence[GameState],
    moves: Sequence[int],
    settings: ReviewSettings | None = None,
    *,
    should_stop: Callable[[], bool] | None = None,
) -> GameReview:
    """The whole review of a finished game (``states``: every position, len(moves) + 1)."""
    settings = settings or ReviewSettings()
    decisions = tuple(review_decisions(states, moves, settings, should_stop=should_stop))
    final = states[-1]
    return GameReview(settings, decisions, summarise(decisions, final.players), tuple(final.scores))
