"""Game review: the engine values every decision of a finished game after the fact.

**One judge.** The review's best move at a decision is the move the Hint gives there: Hard's
search (``players.HardPlayer``: the family's exact plan where it has one, else the tree
search with Hard's own objective) with the Hint's iteration budget (``levels.hint_player``)
and the Hint's seed for that position (``levels.hint_seed``: the game's seed and the move
number). So a move played from the Hint (at the default thinking time) is the review's best
move, with no loss, and the review spends on every decision at least what the Hint spends.
A review with a larger (or a time) budget also asks the Hint itself (``hint_move``) wherever
the played move is not its own best, and a move the Hint shows loses nothing there either.

**The measure** is Hard's objective in points: the mover's expected final score minus
``r`` times the best other seat's, ``r`` the family's search rivalry (0.5 in Azul: half
builder, half rival; 0 in Summer Pavilion), so the review values moves as Hard does.

**Loss and its noise.** The played move and the best move are compared by paired
samples (common random numbers): in sample ``k`` both lines start from the same reseeded
position (the same chance: refills, supply draws) and every seat plays on to the round's end
(the search's horizon) with the family's quick simulation moves driven by the same seeded
generator; each line's end is valued by the family's estimate (both on one footing). The
difference of the two values is one paired sample; the loss is their mean (never below 0)
and ``stderr`` their standard error. Where the family's exact plan values the position
(Summer Pavilion after drafting), the loss is the plan's difference: exact, ``stderr`` 0.
When the verdict is in doubt (the loss within ``NOISE_K`` standard errors of a label's
threshold) the samples are doubled, up to ``MAX_SAMPLES_FACTOR`` times the default.

**Labels** by loss: best below ``GOOD`` (0.5) or when the played move is the best move;
good below ``INACCURACY`` (1.5); inaccuracy below ``MISTAKE`` (3); mistake below ``BLUNDER``
(6); blunder from 6 points. A loss of an inaccuracy or worse is only labelled so when it is
more than ``NOISE_K`` (2) standard errors: a one-sided test at about 2.3 %, so a move that
is as good as the best within the noise (a near-equal choice) is called good, not an error.

**Why, in numbers**: the same paired lines give each decision a breakdown (``kind`` ->
mean points the best line gains over the played one: the mover's score events by reason,
such as wall placements with their runs, floor, end bonuses, star tiles; ``outlook``, what
the line's end leaves for later: end-bonus progress and the next rounds, by the estimate;
``rival``, ``r`` times the best rival's expected final score, more after the played move;
where the family's policy splits its estimate (``outlook_parts_all``: Azul's fitted value)
the outlook comes in parts: ``outlook-bonus`` (progress towards the end bonuses),
``outlook-lines`` (pattern lines carried into the next round), ``outlook-connections`` (how
well future tiles would connect), ``outlook-first`` (starting the next round),
``outlook-dead`` (wall cells no tile can fill any more) and ``outlook`` for the rest;
``rest``, where an exact plan judged the move, the part of its difference the lines do not
show). The kinds add up to the difference. ``why`` says the largest in words, with each
line's own figure; ``lines`` keeps the first sample's two lines (every move to the round's
end in notation, with the score events along them) for a screen to play.

**Accuracy** of a seat: ``100 * exp(-mean loss / ACCURACY_SCALE)`` over its decisions; the
**total loss** is the sum of its losses. **Key moments**: the three largest losses labelled an
inaccuracy or worse (``key_moments``). **Luck**: what each random event gave each seat
(``luck.game_luck``), with a luck-adjusted result.

Reproducible: with an iteration budget the search is seeded by the Hint's seed and the
paired samples by the review's own ``seed`` (``ReviewSettings.seed``, ``--seed``), the
position and the move number, so the same record and settings give the same review. A time
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
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from azul.engine import GameState

from ..families import policy_for
from ..levels import hint_iterations, hint_player, hint_seed
from ..mcts import REWARD_SCALE, SearchResult
from ..players import HARD_RIVALRY, HardPlayer
from ..policy import FamilyPolicy, margins
from .luck import LUCK_SAMPLES, Luck, game_luck
from .reasons import Reason, explain, why_reasons

# Per decision: the Hint's budget at Hard's default thinking time (levels.hint_iterations).
HINT_ITERATIONS = hint_iterations()
DEFAULT_ITERATIONS = HINT_ITERATIONS
DEFAULT_SAMPLES = 256  # paired samples per compared decision (each plays two lines)
# Unless asked for, the samples follow the search budget: a pair of lines costs about what
# one search iteration costs, so one pair per this many iterations keeps the comparison a
# small share of a decision's time (the default budget gets DEFAULT_SAMPLES; a tiny test
# budget MIN_SAMPLES); a time budget gets DEFAULT_SAMPLES.
ITERATIONS_PER_SAMPLE = 8
MIN_SAMPLES = 8
# A verdict in doubt (within NOISE_K standard errors of a label's threshold) is sampled again
# with twice the samples, up to this many times the default: one pair's difference varies by
# some 8 to 10 points in Azul (the lines part ways at once), so 256 pairs leave a standard
# error of about 0.6 and 4,096 about 0.15, which keeps labels the same from seed to seed.
MAX_SAMPLES_FACTOR = 16
NOISE_K = 2.0  # standard errors a loss must exceed to be called an inaccuracy or worse
Q_CLAMP = 1e-3  # mean rewards are kept inside (0, 1) so the logit stays finite
CANDIDATES = 4  # moves reported per decision besides the played one (best first)
EXACT_LINE_SAMPLES = 8  # lines played to explain a decision an exact plan valued
KIND_EPSILON = 0.005  # a kind of the breakdown that rounds to 0.00 is left out

LABELS = ("best", "good", "inaccuracy", "mistake", "blunder")
GOOD, INACCURACY, MISTAKE, BLUNDER = 0.5, 1.5, 3.0, 6.0  # points lost, lower bounds
ACCURACY_SCALE = 3.0  # points of mean loss that bring the accuracy down to 100/e
# Breakdown kinds besides the engine's score reasons (events.REASONS).
OUTLOOK, RIVAL, REST, BONUS_TILES = "outlook", "rival", "rest", "bonus-tiles"
STRUCTURE_REASON = "structure"  # a score event of no points that grants bonus tiles


@dataclass(frozen=True, slots=True)
class ReviewSettings:
    """The search budget per decision (iterations: reproducible, or seconds), the paired
    samples per compared decision and the review's own seed."""

    iterations: int | None = DEFAULT_ITERATIONS
    seconds: float | None = None
    samples: int | None = None  # None: in proportion to the budget (``paired_samples``)
    seed: int = 0

    def __post_init__(self) -> None:
        if (self.iterations is None) == (self.seconds is None):
            raise ValueError("give either iterations or seconds per decision")
        if self.iterations is not None and self.iterations < 1:
            raise ValueError("iterations must be at least 1")
        if self.seconds is not None and not (0.0 < self.seconds < math.inf):
            raise ValueError("seconds per decision must be positive")
        if self.samples is not None and self.samples < 2:
            raise ValueError("samples must be at least 2")
        if self.seed < 0:
            raise ValueError("the seed must not be negative")

    @property
    def key(self) -> str:
        """A short file-name-safe form (``i3000``, ``s0.5``, ``i3000-n64-r7``) identifying
        the settings (samples and seed only when given)."""
        key = f"i{self.iterations}" if self.iterations is not None else f"s{self.seconds:g}"
        if self.samples is not None:
            key += f"-n{self.samples}"
        if self.seed:
            key += f"-r{self.seed}"
        return key

    @property
    def reproducible(self) -> bool:
        """True when the same record gives the same review (an iteration budget)."""
        return self.iterations is not None

    @property
    def paired_samples(self) -> int:
        """The paired samples per compared decision: as given, else in proportion to the
        iteration budget (``ITERATIONS_PER_SAMPLE``), within MIN_SAMPLES..DEFAULT_SAMPLES."""
        if self.samples is not None:
            return self.samples
        if self.iterations is None:
            return DEFAULT_SAMPLES
        return min(DEFAULT_SAMPLES, max(MIN_SAMPLES, self.iterations // ITERATIONS_PER_SAMPLE))

    def to_json(self) -> dict[str, Any]:
        """Plain-dict form."""
        return {
            "iterations": self.iterations,
            "seconds": self.seconds,
            "samples": self.samples,
            "seed": self.seed,
        }

    @staticmethod
    def from_json(data: Mapping[str, Any]) -> ReviewSettings:
        """Inverse of to_json (older reviews have no samples or seed: the defaults)."""
        return ReviewSettings(
            data["iterations"],
            data["seconds"],
            data.get("samples"),
            data.get("seed", 0),
        )


@dataclass(frozen=True, slots=True)
class Candidate:
    """One move the search looked at: its notation, value in points and visits."""

    move: str
    lead: float
    visits: int


@dataclass(frozen=True, slots=True)
class LineEvent:
    """A score change along a line: after its ``step``-th move (0: the decision's move)."""

    step: int
    seat: int
    reason: str
    points: int

    def to_json(self) -> dict[str, Any]:
        """Plain-dict form."""
        return {"step": self.step, "seat": self.seat, "reason": self.reason, "points": self.points}


@dataclass(frozen=True, slots=True)
class Line:
    """One line of play from a decision to the round's end: the chance seed it was played
    with, its moves in notation (the decision's move first), the score events along it, and
    every seat's score and expected final score at its end."""

    seed: int
    moves: tuple[str, ...]
    events: tuple[LineEvent, ...]
    scores: tuple[int, ...]
    estimate: tuple[float, ...]

    def to_json(self) -> dict[str, Any]:
        """Plain-dict form."""
        return {
            "seed": self.seed,
            "moves": list(self.moves),
            "events": [e.to_json() for e in self.events],
            "scores": list(self.scores),
            "estimate": list(self.estimate),
        }

    @staticmethod
    def from_json(data: Mapping[str, Any]) -> Line:
        """Inverse of to_json."""
        return Line(
            data["seed"],
            tuple(data["moves"]),
            tuple(
                LineEvent(e["step"], e["seat"], e["reason"], e["points"]) for e in data["events"]
            ),
            tuple(data["scores"]),
            tuple(data["estimate"]),
        )


@dataclass(frozen=True, slots=True)
class DecisionReview:
    """The verdict on one decision (one engine move with a real choice)."""

    index: int  # the move's index in the game's move list (0-based)
    number: int  # the decision's number among the reviewed decisions (0-based)
    seat: int
    round: int
    played: str  # notation
    best: str  # notation of the engine's best move (== played when it was the best)
    loss: float  # points lost against the best move (>= 0)
    label: str  # one of LABELS
    reasons: tuple[Reason, ...]  # the family's named facts, where the lines bear them out
    expected: tuple[float, ...]  # each seat's expected final score before the decision
    candidates: tuple[Candidate, ...]  # the best move, the next few by value, the played one
    iterations: int  # search iterations spent
    stderr: float = 0.0  # standard error of the loss (0: exact, or nothing compared)
    difference: float = 0.0  # the mean paired difference best - played (may be negative)
    samples: int = 0  # paired samples behind the loss (0: exact or nothing compared)
    exact: bool = False  # valued by the family's exact plan
    breakdown: Mapping[str, float] = field(default_factory=dict)  # kind -> points
    lines: Mapping[str, Line] = field(default_factory=dict)  # "played" / "best"
    why: tuple[Reason, ...] = ()  # the breakdown in words, largest first

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
            "stderr": self.stderr,
            "difference": self.difference,
            "samples": self.samples,
            "exact": self.exact,
            "breakdown": dict(self.breakdown),
            "lines": {k: v.to_json() for k, v in self.lines.items()},
            "why": [r.to_json() for r in self.why],
        }

    @staticmethod
    def from_json(data: dict[str, Any]) -> DecisionReview:
        """Inverse of to_json (the data is trusted: storage validates it first; a review of
        the older format, without the paired comparison, gets the defaults)."""
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
            stderr=data.get("stderr", 0.0),
            difference=data.get("difference", data["loss"]),
            samples=data.get("samples", 0),
            exact=data.get("exact", False),
            breakdown=dict(data.get("breakdown", {})),
            lines={k: Line.from_json(v) for k, v in data.get("lines", {}).items()},
            why=tuple(Reason(r["key"], dict(r["values"])) for r in data.get("why", [])),
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
    luck: Luck | None = None  # what chance gave each seat (None: not computed)

    def to_json(self) -> dict[str, Any]:
        """Plain-dict form (what ``--json`` prints); ``key_moments`` are decision numbers."""
        return {
            "settings": self.settings.to_json(),
            "measure": MEASURE,
            "decisions": [d.to_json() for d in self.decisions],
            "seats": [s.to_json() for s in self.seats],
            "final_scores": list(self.final_scores),
            "key_moments": [d.number for d in key_moments(self.decisions)],
            "luck": self.luck.to_json() if self.luck is not None else None,
        }

    @staticmethod
    def from_json(data: dict[str, Any]) -> GameReview:
        """Inverse of to_json."""
        luck = data.get("luck")
        return GameReview(
            ReviewSettings.from_json(data["settings"]),
            tuple(DecisionReview.from_json(d) for d in data["decisions"]),
            tuple(SeatSummary.from_json(x) for x in data["seats"]),
            tuple(data["final_scores"]),
            Luck.from_json(luck) if luck is not None else None,
        )


MEASURE = "points of expected final score minus the search rivalry times the best rival's"


def label_for(loss: float, is_best: bool = False, stderr: float = 0.0) -> str:
    """The label of a decision that lost ``loss`` points, ``stderr`` its standard error: an
    inaccuracy or worse only when the loss is more than ``NOISE_K`` standard errors."""
    if is_best or loss < GOOD:
        return "best"
    if loss < INACCURACY or loss <= NOISE_K * stderr:
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


def decision_seed(state: GameState, index: int, seed: int = 0) -> int:
    """The paired samples' seed of a decision: a hash of the review's seed, the position and
    the move index."""
    text = json.dumps([seed, index, state.to_json()], sort_keys=True, separators=(",", ":"))
    return int.from_bytes(hashlib.blake2b(text.encode("utf-8"), digest_size=8).digest(), "big")


def search_rivalry(policy: FamilyPolicy) -> float:
    """How much of the best rival's expected score Hard's objective subtracts (the family's
    ``search_rivalry``, else Hard's default)."""
    return float(getattr(policy, "search_rivalry", HARD_RIVALRY))


def objective(estimate: Sequence[float], me: int, rivalry: float) -> float:
    """Hard's objective of a position's estimate for seat ``me``, in points."""
    return estimate[me] - rivalry * max(v for p, v in enumerate(estimate) if p != me)


def judge_search(
    state: GameState,
    index: int,
    settings: ReviewSettings,
    should_stop: Callable[[], bool] | None = None,
) -> tuple[int, SearchResult, bool]:
    """The review's best move, the search's result and whether an exact plan gave it: the
    Hint's computation (Hard with the review's budget, seeded like the Hint before move
    ``index``; with the default budget exactly the Hint's move)."""
    player = HardPlayer(hint_seed(state.seed, index), settings.seconds, settings.iterations)
    player.should_stop = should_stop
    best = int(player.choose(state))
    result = player.last
    if result is None:  # only one legal move: nothing was searched
        result = SearchResult(best, 0, {best: 0}, {})
    return best, result, result.iterations == 0 and bool(result.values)


def hint_move(state: GameState, index: int) -> int:
    """The move the Hint shows before move ``index`` at Hard's default thinking time."""
    return int(hint_player(hint_seed(state.seed, index)).choose(state))


class _Tally:
    """The sums of one side's lines over the paired samples."""

    def __init__(self) -> None:
        self.kinds: dict[str, float] = {}
        self.value = 0.0

    def add(self, kind: str, points: float) -> None:
        self.kinds[kind] = self.kinds.get(kind, 0.0) + points


def play_line(
    state: GameState,
    move: int,
    seed: int,
    policy: FamilyPolicy,
    root: GameState | None = None,
) -> tuple[GameState, list[int], list[LineEvent]]:
    """Play ``move`` from ``state`` with the chance of ``seed`` and every seat's quick
    simulation moves (drawn by a generator seeded with ``seed``) to the round's end (the
    search's horizon from ``root``, by default ``state``): the end, the moves, the events."""
    root = state if root is None else root
    s = state.reseeded(seed)
    rng = random.Random(seed)
    moves = [move]
    s.play(move)
    events = [LineEvent(0, e.player, e.reason, e.delta) for e in s.last_events]
    while not policy.horizon(root, s):
        legal = s.legal_moves()
        m = legal[0] if len(legal) == 1 else policy.rollout_move(s, legal, rng)
        s.play(m)
        events.extend(LineEvent(len(moves), e.player, e.reason, e.delta) for e in s.last_events)
        moves.append(m)
    return s, moves, events


def _bonus_tiles(events: Sequence[LineEvent], seat: int) -> int:
    """Structures completed along a line by ``seat`` (each grants bonus tiles)."""
    return sum(1 for e in events if e.seat == seat and e.reason == STRUCTURE_REASON)


def _tally_line(
    tally: _Tally,
    start: GameState,
    end: GameState,
    events: Sequence[LineEvent],
    estimate: Sequence[float],
    me: int,
    rivalry: float,
    parts: Mapping[str, float] | None = None,
) -> None:
    """Add one line's figures to ``tally``: the mover's points by reason, its outlook (split
    into ``parts`` where the family's policy names them), the best rival's expected final
    score and what rivals scored along the line."""
    for e in events:
        if e.seat == me and e.points:
            tally.add(e.reason, e.points)
    scored = sum(e.points for e in events if e.seat == me)
    gap = (end.scores[me] - start.scores[me]) - scored  # a score change without an event
    if gap:
        tally.add(REST, gap)
    if parts:
        for kind, points in parts.items():
            tally.add(kind, points)
    else:
        tally.add(OUTLOOK, estimate[me] - end.scores[me])
    rival = max(v for p, v in enumerate(estimate) if p != me)
    tally.add(RIVAL, -rivalry * rival)
    tally.add("rival-points", sum(e.points for e in events if e.seat != me))
    tally.add(BONUS_TILES, _bonus_tiles(events, me))
    tally.value += objective(estimate, me, rivalry)


# Kinds that are facts beside the points (not part of the sum).
FACT_KINDS = frozenset({"rival-points", BONUS_TILES})


@dataclass(frozen=True, slots=True)
class Comparison:
    """The paired comparison of the best and the played move."""

    difference: float  # mean of best - played, in points of Hard's objective
    stderr: float
    samples: int
    breakdown: dict[str, float]  # kind -> mean points the best line gains (facts too)
    per_line: dict[str, dict[str, float]]  # "played"/"best" -> kind -> mean figure
    lines: dict[str, Line]


def _doubtful(difference: float, stderr: float) -> bool:
    """True when more samples could change the label: the loss is near a threshold or kept
    from a label only by the noise."""
    near = any(abs(difference - t) < NOISE_K * stderr for t in (GOOD, INACCURACY, MISTAKE, BLUNDER))
    return near or (INACCURACY <= difference <= NOISE_K * stderr)


def compare(
    state: GameState,
    played: int,
    best: int,
    policy: FamilyPolicy,
    seed: int,
    samples: int,
    *,
    max_samples: int | None = None,
    should_stop: Callable[[], bool] | None = None,
) -> Comparison:
    """Play ``best`` and ``played`` on with the same sampled futures, ``samples`` pairs (more,
    up to ``max_samples``, while the verdict is in doubt)."""
    me = state.current_player
    rivalry = search_rivalry(policy)
    top = samples if max_samples is None else max(samples, max_samples)
    rng = random.Random(seed)
    sides = {"best": (best, _Tally()), "played": (played, _Tally())}
    # Optional: the family's split of a position's expected points still to come.
    parts_of: Callable[[list[GameState]], list[list[dict[str, float]]]] | None = getattr(
        policy, "outlook_parts_all", None
    )
    diffs: list[float] = []
    lines: dict[str, Line] = {}
    target = samples
    while True:
        while len(diffs) < target:
            chance = rng.getrandbits(62)
            ends = {}
            for name, (move, _) in sides.items():
                ends[name] = play_line(state, move, chance, policy)
            positions = [ends["best"][0], ends["played"][0]]
            estimates = policy.estimate_all(positions)
            split = parts_of(positions) if parts_of is not None else [None, None]
            values = {}
            for (name, (_, tally)), est, parts in zip(sides.items(), estimates, split, strict=True):
                end, moves, events = ends[name]
                before = tally.value
                seat_parts = parts[me] if parts is not None else None
                _tally_line(tally, state, end, events, est, me, rivalry, seat_parts)
                values[name] = tally.value - before
                if not lines.get(name):
                    lines[name] = _line_of(state, chance, moves, events, end, est)
            diffs.append(values["best"] - values["played"])
        n = len(diffs)
        mean = sum(diffs) / n
        se = math.sqrt(sum((d - mean) ** 2 for d in diffs) / (n - 1) / n) if n > 1 else 0.0
        if n >= top or not _doubtful(mean, se) or (should_stop is not None and should_stop()):
            break
        target = min(top, 2 * n)
    per_line = {
        name: {k: v / n for k, v in tally.kinds.items()} for name, (_, tally) in sides.items()
    }
    kinds = set(per_line["best"]) | set(per_line["played"])
    breakdown = {
        k: per_line["best"].get(k, 0.0) - per_line["played"].get(k, 0.0) for k in sorted(kinds)
    }
    return Comparison(mean, se, n, breakdown, per_line, lines)


def _line_of(
    state: GameState,
    chance: int,
    moves: Sequence[int],
    events: Sequence[LineEvent],
    end: GameState,
    estimate: Sequence[float],
) -> Line:
    """A line as kept: moves in notation, each said in the position it was played in."""
    s = state.reseeded(chance)
    notation = []
    for m in moves:
        notation.append(s.format_move(m))
        s.play(m)
    return Line(
        chance,
        tuple(notation),
        tuple(events),
        tuple(end.scores),
        tuple(round(v, 2) for v in estimate),
    )


def _value(base: float, q: float) -> float:
    q = min(1.0 - Q_CLAMP, max(Q_CLAMP, q))
    return base + REWARD_SCALE * math.log(q / (1.0 - q))


def _candidates(
    state: GameState,
    result: SearchResult,
    best: int,
    played: int,
    exact: bool,
    policy: FamilyPolicy,
) -> tuple[Candidate, ...]:
    """The best move first, the next few by value, then the played one, as the search saw
    them (an exact plan's values as they are)."""
    me = state.current_player
    if exact:
        values = dict(result.values)
    else:
        seat_rivalry = [search_rivalry(policy) if p == me else 1.0 for p in range(state.players)]
        base = margins(policy.estimate(state), seat_rivalry)[me]
        values = {m: _value(base, q) for m, q in result.values.items()}
    seen = [m for m in values if result.visits.get(m, 0) or exact]
    order = sorted(seen, key=lambda m: (m != best, -values[m]))[:CANDIDATES]
    if played in values and played not in order:
        order.append(played)
    return tuple(
        Candidate(state.format_move(m), round(values[m], 2), result.visits.get(m, 0)) for m in order
    )


def review_decision(
    states: Sequence[GameState],
    moves: Sequence[int],
    index: int,
    settings: ReviewSettings,
    *,
    number: int = 0,
    should_stop: Callable[[], bool] | None = None,
    max_samples_factor: int | None = None,
) -> DecisionReview:
    """Review the decision at move ``index`` (``states[index]`` is the position before it);
    a doubtful verdict takes up to ``max_samples_factor`` times the samples (None:
    ``MAX_SAMPLES_FACTOR``; 1: none more, as a quick first look does)."""
    state = states[index]
    played = moves[index]
    me = state.current_player
    policy = policy_for(state)
    expected = tuple(round(v, 2) for v in policy.estimate(state))
    best, result, exact = judge_search(state, index, settings, should_stop)
    candidates = _candidates(state, result, best, played, exact, policy)
    verdict = DecisionReview(
        index=index,
        number=number,
        seat=me,
        round=state.round,
        played=state.format_move(played),
        best=state.format_move(best),
        loss=0.0,
        label="best",
        reasons=(),
        expected=expected,
        candidates=candidates,
        iterations=result.iterations,
        exact=exact,
    )
    if best == played:
        return verdict  # the Hint's move: nothing lost
    more = settings.iterations is None or settings.iterations > HINT_ITERATIONS
    if more and hint_move(state, index) == played:
        # A review that searches more (or by the clock) than the Hint may prefer another
        # move; the Hint's own move still loses nothing. (A review that searches less, as the
        # tests do, is a cheaper Hint of its own.)
        return replace(verdict, best=verdict.played)
    seed = decision_seed(state, index, settings.seed)
    if exact:
        cmp = compare(state, played, best, policy, seed, EXACT_LINE_SAMPLES)
        difference = result.values[best] - result.values[played]
        shown = sum(v for k, v in cmp.breakdown.items() if k not in FACT_KINDS)
        cmp.breakdown[REST] = cmp.breakdown.get(REST, 0.0) + difference - shown
        stderr, samples = 0.0, 0
    else:
        cmp = compare(
            state,
            played,
            best,
            policy,
            seed,
            settings.paired_samples,
            max_samples=settings.paired_samples * (max_samples_factor or MAX_SAMPLES_FACTOR),
            should_stop=should_stop,
        )
        difference, stderr, samples = cmp.difference, cmp.stderr, cmp.samples
    loss = round(max(0.0, difference), 2)
    stderr = round(stderr, 2)
    if verdict.played not in [c.move for c in candidates]:
        # Never visited by the search: its value is the best move's less the difference.
        lead = round(candidates[0].lead - difference, 2)
        candidates = (*candidates, Candidate(verdict.played, lead, result.visits.get(played, 0)))
    label = label_for(loss, stderr=stderr)
    breakdown = {k: round(v, 2) for k, v in cmp.breakdown.items() if abs(v) >= KIND_EPSILON}
    facts = explain(state, played, best, policy)
    return DecisionReview(
        index=index,
        number=number,
        seat=me,
        round=state.round,
        played=verdict.played,
        best=verdict.best,
        loss=loss,
        label=label,
        reasons=tuple(confirmed(facts, breakdown)),
        expected=expected,
        candidates=candidates,
        iterations=result.iterations,
        stderr=stderr,
        difference=round(difference, 2),
        samples=samples,
        exact=exact,
        breakdown=breakdown,
        lines=cmp.lines,
        why=tuple(why_reasons(breakdown, cmp.per_line, search_rivalry(policy))),
    )


# A named fact of the family's explainer is kept only when the lines bear it out: the kinds
# of the breakdown that must show a gain of the best line of at least GOOD points.
OUTLOOK_KINDS = (
    OUTLOOK,
    "outlook-bonus",
    "outlook-lines",
    "outlook-connections",
    "outlook-first",
    "outlook-dead",
)
FACT_SUPPORT: dict[str, tuple[str, ...]] = {
    "floor": ("floor",),
    "centre_gift": (RIVAL,),
    "gift": (RIVAL,),
    "scores_less": ("wall", "star-tile"),
    "line_unfinishable": (*OUTLOOK_KINDS, "wall", "floor"),
    "wall_row_blocked": (*OUTLOOK_KINDS, "wall", "row-bonus", "column-bonus", "colour-bonus"),
}


def confirmed(facts: Sequence[Reason], breakdown: Mapping[str, float]) -> list[Reason]:
    """The facts the paired lines bear out (a fact with no kind listed is kept: it is a
    plain fact of the move, such as wild tiles spent)."""
    out = []
    for fact in facts:
        kinds = FACT_SUPPORT.get(fact.key)
        if kinds is None or sum(breakdown.get(k, 0.0) for k in kinds) >= GOOD:
            out.append(fact)
    return out


def review_decisions(
    states: Sequence[GameState],
    moves: Sequence[int],
    settings: ReviewSettings | None = None,
    *,
    should_stop: Callable[[], bool] | None = None,
    max_samples_factor: int | None = None,
) -> Iterator[DecisionReview]:
    """Every decision's review in game order, one at a time (stop iterating to cancel);
    ``max_samples_factor`` as in ``review_decision``."""
    settings = settings or ReviewSettings()
    for number, index in enumerate(decision_indices(states, moves)):
        if should_stop is not None and should_stop():
            return
        yield review_decision(
            states,
            moves,
            index,
            settings,
            number=number,
            should_stop=should_stop,
            max_samples_factor=max_samples_factor,
        )


def key_moments(decisions: Sequence[DecisionReview], count: int = 3) -> list[DecisionReview]:
    """The ``count`` decisions that changed the expected result most (the largest losses
    labelled an inaccuracy or worse), in game order."""
    errors = [d for d in decisions if d.label in ("inaccuracy", "mistake", "blunder")]
    top = sorted(errors, key=lambda d: (-d.loss, d.index))[:count]
    return sorted(top, key=lambda d: d.index)


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
    luck_samples: int = LUCK_SAMPLES,
) -> GameReview:
    """The whole review of a finished game (``states``: every position, len(moves) + 1), with
    its luck from ``luck_samples`` other draws per random event (0: no luck)."""
    settings = settings or ReviewSettings()
    decisions = tuple(review_decisions(states, moves, settings, should_stop=should_stop))
    final = states[-1]
    luck = game_luck(states, moves, luck_samples, settings.seed) if luck_samples else None
    seats = summarise(decisions, final.players)
    return GameReview(settings, decisions, seats, tuple(final.scores), luck)
