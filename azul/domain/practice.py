"""Learn from your mistakes: a reviewed game's costly decisions as practice positions, the
practice of one position (try, nudge, answer) and the progress kept over them (no pygame).

**Which positions.** Of a reviewed game, the decisions of the player's own seats (the person
seats) labelled a mistake or a blunder; when a game has fewer than ``FEW`` of those, its
largest inaccuracies fill up to ``FEW``, so a well-played game still gives something to
practise. Each position keeps what the review said: the state is the record's position before
the move (the record's id and the move's index), the seat, the move played, the best move, the
loss and its label, the reasons in numbers (``why``), the named facts (``reasons``) and the
two paired lines (``lines``: for a screen that plays both lines on the boards).

**One attempt.** ``Attempt`` follows a position being practised: the first worse answer gets
a nudge (the kind of the review's first reason, never the answer), the second the answer with
its reasons; a better answer (``AnswerVerdict.good``) ends it with the reasons. The position
is then done (found, with or without the nudge) or to retry (the answer had to be shown).

**Progress** is a mapping of position key -> ``DONE`` / ``RETRY`` (``azul.storage.practice_store``
keeps it); positions are listed newest game first, then in game order.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime

from azul.ai.review import DecisionReview, GameReview, Line, Reason
from azul.ai.review.answer import AnswerVerdict

ERRORS = ("mistake", "blunder")  # always practised
INACCURACY = "inaccuracy"  # practised when a game has few errors
FEW = 3  # a game's positions are filled up to this many with its largest inaccuracies
DONE, RETRY = "done", "retry"
STATUSES = (DONE, RETRY)

# The nudge for the kind of the review's first reason: a named fact of the family's
# explainer, or the largest kind of the breakdown in numbers (``why_*``). A kind without one
# gets the general nudge.
NUDGES: dict[str, str] = {
    "floor": "floor",
    "why_floor": "floor",
    "line_unfinishable": "line",
    "wall_row_blocked": "wall",
    "why_outlook_dead": "wall",
    "centre_gift": "centre",
    "gift": "rival",
    "why_rival": "rival",
    "scores_less": "score",
    "why_wall": "score",
    "why_star_tile": "score",
    "why_centre_penalty": "first",
    "why_outlook_first": "first",
    "wilds_spent": "wilds",
    "why_discard": "wilds",
    "why_row_bonus": "bonus",
    "why_column_bonus": "bonus",
    "why_colour_bonus": "bonus",
    "why_star_bonus": "bonus",
    "why_value_bonus": "bonus",
    "why_outlook_bonus": "bonus",
    "why_bonus_tiles": "bonus",
    "why_outlook_lines": "lines",
    "why_outlook_connections": "connections",
    "why_outlook": "later",
}
GENERAL_NUDGE = "general"
NUDGE_KINDS = (*dict.fromkeys(NUDGES.values()), GENERAL_NUDGE)


@dataclass(frozen=True, slots=True)
class PracticePosition:
    """One costly decision of a reviewed game, to be played again."""

    record_id: str
    finished_at: datetime
    ruleset: str
    index: int  # the move's index in the record (the position is the state before it)
    seat: int
    played: str  # notation
    best: str  # notation
    loss: float
    label: str
    exact: bool = False  # the review judged it by the family's exact plan
    why: tuple[Reason, ...] = ()
    reasons: tuple[Reason, ...] = ()
    lines: Mapping[str, Line] = field(default_factory=dict)  # "played" / "best"

    @property
    def key(self) -> str:
        """The position's key in the saved progress: the record and the move."""
        return position_key(self.record_id, self.index)


def position_key(record_id: str, index: int) -> str:
    """The progress key of the decision at move ``index`` of a record."""
    return f"{record_id}#{index}"


def _position(
    record_id: str, finished_at: datetime, ruleset: str, d: DecisionReview
) -> PracticePosition:
    return PracticePosition(
        record_id=record_id,
        finished_at=finished_at,
        ruleset=ruleset,
        index=d.index,
        seat=d.seat,
        played=d.played,
        best=d.best,
        loss=d.loss,
        label=d.label,
        exact=d.exact,
        why=d.why,
        reasons=d.reasons,
        lines=dict(d.lines),
    )


def chosen_decisions(
    decisions: Iterable[DecisionReview], seats: Iterable[int], complete: bool = True
) -> list[DecisionReview]:
    """The decisions of ``seats`` worth practising, in game order: every mistake and blunder,
    and the largest inaccuracies when there are fewer than ``FEW`` of those (only once the
    review is ``complete``: a review still streaming in gives its errors so far)."""
    mine = [d for d in decisions if d.seat in set(seats) and d.best != d.played]
    errors = [d for d in mine if d.label in ERRORS]
    if complete and len(errors) < FEW:
        slips = sorted((d for d in mine if d.label == INACCURACY), key=lambda d: (-d.loss, d.index))
        errors += slips[: FEW - len(errors)]
    return sorted(errors, key=lambda d: d.index)


def positions_of(
    review: GameReview | Sequence[DecisionReview],
    record_id: str,
    finished_at: datetime,
    ruleset: str,
    seats: Iterable[int],
) -> list[PracticePosition]:
    """A reviewed game's practice positions for ``seats`` (the player's own), in game order;
    given the decisions of a review still running, its errors so far."""
    complete = isinstance(review, GameReview)
    decisions = review.decisions if isinstance(review, GameReview) else review
    return [
        _position(record_id, finished_at, ruleset, d)
        for d in chosen_decisions(decisions, seats, complete)
    ]


def newest_first(positions: Iterable[PracticePosition]) -> list[PracticePosition]:
    """Positions of several games: the newest game first, each game's in game order."""
    return sorted(positions, key=lambda p: (-p.finished_at.timestamp(), p.record_id, p.index))


def status_of(progress: Mapping[str, str], position: PracticePosition) -> str | None:
    """DONE, RETRY or None (not practised yet)."""
    status = progress.get(position.key)
    return status if status in STATUSES else None


def next_to_practise(
    positions: Sequence[PracticePosition], progress: Mapping[str, str], after: int = -1
) -> int | None:
    """The first position after ``after`` not done yet (round the end); None when all are."""
    n = len(positions)
    for step in range(1, n + 1):
        k = (after + step) % n
        if status_of(progress, positions[k]) != DONE:
            return k
    return None


def tally(positions: Iterable[PracticePosition], progress: Mapping[str, str]) -> dict[str, int]:
    """How many positions are done, to retry and new."""
    counts = {DONE: 0, RETRY: 0, "new": 0}
    for p in positions:
        counts[status_of(progress, p) or "new"] += 1
    return counts


def nudge_kind(position: PracticePosition, verdict: AnswerVerdict | None = None) -> str:
    """What the nudge points at: the kind of the first named fact, else of the largest reason
    in numbers, of why the best move beats the answer (the verdict's, when it gives any) or
    the move played (``GENERAL_NUDGE`` when none has a nudge)."""
    own = () if verdict is None else (*verdict.reasons, *verdict.why)
    for reason in (*own, *position.reasons, *position.why):
        kind = NUDGES.get(reason.key)
        if kind is not None:
            return kind
    return GENERAL_NUDGE


# What an attempt is waiting for or has found.
TRYING, JUDGING, NUDGED, FOUND, SHOWN = "trying", "judging", "nudged", "found", "shown"


@dataclass
class Attempt:
    """One position being practised: the answers given, and what the screen says now."""

    position: PracticePosition
    stage: str = TRYING
    tries: int = 0
    answer: str | None = None  # the notation of the answer being judged or last judged
    verdict: AnswerVerdict | None = None

    @property
    def over(self) -> bool:
        """True when the position is finished: found, or the answer shown."""
        return self.stage in (FOUND, SHOWN)

    @property
    def status(self) -> str | None:
        """The progress this attempt earns (None while it is not over)."""
        if self.stage == FOUND:
            return DONE
        if self.stage == SHOWN:
            return RETRY
        return None

    def known(self, answer: str) -> AnswerVerdict | None:
        """The verdict the review already gives an answer (the best move, or the move played),
        None when it must be judged."""
        p = self.position
        if answer == p.best:
            return AnswerVerdict(0.0, 0.0, "best")
        if answer == p.played:
            return AnswerVerdict(p.loss, 0.0, p.label, p.why, p.reasons)
        return None

    def submit(self, answer: str) -> AnswerVerdict | None:
        """An answer was played: its verdict when known at once (then ``judged`` follows),
        else None and the attempt waits for the judge."""
        if self.over:
            raise ValueError("the position is finished")
        self.answer = answer
        self.stage = JUDGING
        return self.known(answer)

    def judged(self, verdict: AnswerVerdict) -> None:
        """The judge's verdict on the answer: found, nudged or shown."""
        if self.stage != JUDGING:
            raise ValueError("no answer is being judged")
        self.tries += 1
        self.verdict = verdict
        if verdict.good:
            self.stage = FOUND
        elif self.tries == 1:
            self.stage = NUDGED
        else:
            self.stage = SHOWN

    def give_up(self) -> None:
        """Show the answer without another try."""
        if not self.over:
            self.stage = SHOWN

    def again(self) -> None:
        """Back to the position after a nudge (the answer is taken back)."""
        if self.stage == NUDGED:
            self.stage = TRYING
            self.answer = None

    def failed(self) -> None:
        """The judge could not say: the answer is taken back and may be tried again."""
        if self.stage == JUDGING:
            self.stage = TRYING
            self.answer = None
