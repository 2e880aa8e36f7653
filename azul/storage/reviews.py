"""Game reviews on disk: saved next to the records, loaded instantly the second time, exported.

A review is keyed by its record's id plus the review settings (``ReviewSettings.key``), in
``records/reviews/<record id>.<settings key>.json`` (a folder of its own, so the record
listing never sees it). The file also names the app version that computed it: a review made
by another version is not reused (the engine's judgement may have changed) and is simply
recomputed and overwritten.

Format 2 (the paired-comparison judge) added each decision's noise, breakdown, lines and
reasons in numbers. A format-1 file still opens (its migration fills the new fields in with
"nothing compared" and marks it ``judge`` 1); ``load_review`` then answers nothing and says
why (``REVIEW_REMADE``), so the game is reviewed again by the current judge and the new review
replaces the old file.
"""

from __future__ import annotations

import json
import logging
import re
from datetime import datetime
from pathlib import Path
from typing import Annotated, Any, Literal

from pydantic import Field, ValidationError

from azul.ai.review import GameReview, ReviewSettings
from azul.engine import EngineError
from azul.version import version

from .documents import DocumentError, encode, read_document, reject, write_checked
from .migrations import Migrations
from .models import ShortText, StoredModel
from .paths import StoragePaths
from .problems import CORRUPT, NOT_FOUND, REVIEW_REMADE, Loaded, Problem, Saved
from .replay import Positions

log = logging.getLogger(__name__)

REVIEW = Migrations("review", current=2)
JUDGE = 2  # the judging method: 1 before the paired comparison (format 1), 2 since
REVIEWS_FOLDER = "reviews"
_SAFE_ID = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._-]{0,150}$")

Text = ShortText  # screened like every stored text (no control characters reach a screen)
Label = Literal["best", "good", "inaccuracy", "mistake", "blunder"]


class ReasonModel(StoredModel):
    """Why a move lost: key and values."""

    key: Text
    values: dict[Text, int | float | Text] = {}


class CandidateModel(StoredModel):
    """A move the search looked at."""

    move: Text
    lead: float
    visits: Annotated[int, Field(ge=0)]


class LineEventModel(StoredModel):
    """A score change along a line of play."""

    step: Annotated[int, Field(ge=0)]
    seat: Annotated[int, Field(ge=0, le=7)]
    reason: Text
    points: int


class LineModel(StoredModel):
    """A line of play from a decision to the round's end."""

    seed: Annotated[int, Field(ge=0)]
    moves: Annotated[list[Text], Field(max_length=1000)]
    events: Annotated[list[LineEventModel], Field(max_length=5000)] = []
    scores: list[int]
    estimate: list[float]


class DecisionModel(StoredModel):
    """One reviewed decision."""

    index: Annotated[int, Field(ge=0)]
    number: Annotated[int, Field(ge=0)]
    seat: Annotated[int, Field(ge=0, le=7)]
    round: Annotated[int, Field(ge=1)]
    played: Text
    best: Text
    loss: Annotated[float, Field(ge=0.0)]
    label: Label
    reasons: list[ReasonModel] = []
    expected: list[float]
    candidates: list[CandidateModel] = []
    iterations: Annotated[int, Field(ge=0)]
    stderr: Annotated[float, Field(ge=0.0)] = 0.0
    difference: float = 0.0
    samples: Annotated[int, Field(ge=0)] = 0
    exact: bool = False
    breakdown: dict[Text, float] = {}
    lines: dict[Literal["played", "best"], LineModel] = {}
    why: list[ReasonModel] = []


class SeatSummaryModel(StoredModel):
    """One seat's figures."""

    seat: Annotated[int, Field(ge=0, le=7)]
    decisions: Annotated[int, Field(ge=0)]
    accuracy: Annotated[float, Field(ge=0.0, le=100.0)]
    total_loss: Annotated[float, Field(ge=0.0)]
    labels: dict[Label, Annotated[int, Field(ge=0)]] = {}


class ReviewSettingsModel(StoredModel):
    """The search budget the review was made with."""

    iterations: Annotated[int, Field(ge=1)] | None = None
    seconds: Annotated[float, Field(gt=0.0)] | None = None
    samples: Annotated[int, Field(ge=2)] | None = None
    seed: Annotated[int, Field(ge=0)] = 0


class LuckEventModel(StoredModel):
    """One random event's luck per seat."""

    index: Annotated[int, Field(ge=-1)]
    kind: Text
    luck: Annotated[list[float], Field(max_length=8)]


class LuckModel(StoredModel):
    """What chance gave each seat over the game."""

    events: Annotated[list[LuckEventModel], Field(max_length=5000)] = []
    total: Annotated[list[float], Field(max_length=8)]
    adjusted: Annotated[list[float], Field(max_length=8)]


class ReviewFile(StoredModel):
    """records/reviews/*.json: the engine's review of one finished game."""

    schema_version: int
    kind: Literal["review"]
    record_id: Annotated[str, Field(max_length=160)]
    app_version: Text
    judge: Annotated[int, Field(ge=1)]
    settings: ReviewSettingsModel
    decisions: Annotated[list[DecisionModel], Field(max_length=5000)]
    seats: Annotated[list[SeatSummaryModel], Field(min_length=1, max_length=8)]
    final_scores: list[int]
    key_moments: Annotated[list[Annotated[int, Field(ge=0)]], Field(max_length=10)] = []
    luck: LuckModel | None = None


@REVIEW.step(1)
def _judge_1_to_2(doc: dict[str, Any]) -> dict[str, Any]:
    """Format 1 knew no paired comparison: its decisions compared nothing (no samples, no
    noise, no lines); the loss was the whole difference. Marked as judged by judge 1."""
    doc["judge"] = 1
    settings = doc.get("settings", {})
    settings.setdefault("samples", None)
    settings.setdefault("seed", 0)
    for d in doc.get("decisions", []):
        d.setdefault("difference", d.get("loss", 0.0))
    return doc


def reviews_dir(paths: StoragePaths) -> Path:
    """The folder of saved reviews, next to the records."""
    return paths.records_dir / REVIEWS_FOLDER


def review_path(folder: Path, record_id: str, settings: ReviewSettings) -> Path:
    """Where the review of a record with these settings is kept (ValueError: unsafe id)."""
    if not _SAFE_ID.match(record_id):
        raise ValueError(f"not a record id: {record_id!r}")
    return folder / f"{record_id}.{settings.key}.json"


def to_document(review: GameReview, record_id: str) -> ReviewFile:
    """The stored form of a review."""
    header = {
        "schema_version": REVIEW.current,
        "kind": "review",
        "record_id": record_id,
        "app_version": version(),
        "judge": JUDGE,
    }
    # Through JSON text, like every stored document: strict mode then applies JSON's types.
    return ReviewFile.model_validate_json(json.dumps({**header, **review.to_json()}))


def from_document(doc: ReviewFile) -> GameReview:
    """The review a stored document holds."""
    return GameReview.from_json(doc.model_dump(mode="json"))


def _write(target: Path, review: GameReview, record_id: str) -> Saved:
    try:
        data = encode(to_document(review, record_id))
    except ValidationError as exc:  # a review this module cannot store: refuse, never crash
        log.warning("review of %s not stored: %s", record_id, exc)
        return Saved.failed(Problem(CORRUPT, {"file": target.name}))
    return write_checked(target, data, ReviewFile, REVIEW, record_id, f"writing review {target}")


def save_review(folder: Path, record_id: str, review: GameReview) -> Saved:
    """Keep a review next to its record (atomic write; an older one is replaced)."""
    try:
        target = review_path(folder, record_id, review.settings)
    except ValueError:
        return Saved.failed(Problem(NOT_FOUND, {"file": record_id}))
    return _write(target, review, record_id)


def _move_of(state: Any, text: str) -> int | None:
    """The move a stored notation names in a position (None when it names none)."""
    try:
        return int(state.parse_move(text))
    except (EngineError, ValueError, TypeError):
        return None


def mismatch(doc: ReviewFile, positions: Positions) -> str | None:
    """What in a saved review does not fit the game it claims to review (None: it fits):
    every seat, decision, move, score and list length is checked against the record's
    replayed positions, so nothing out of range ever reaches the review's readers."""
    states, moves = positions.states, positions.moves
    players = len(states[0].scores)
    if list(doc.final_scores) != list(states[-1].scores):
        return "final scores differ from the record's"
    seats = [s.seat for s in doc.seats]
    if len(set(seats)) != len(seats) or any(not 0 <= s < players for s in seats):
        return f"seat summaries {seats} for {players} players"
    for d in doc.decisions:
        if not 0 <= d.index < len(moves):
            return f"decision at move {d.index} of {len(moves)}"
        state = states[d.index]
        if d.seat != state.current_player:
            return f"decision {d.index} names seat {d.seat}, not {state.current_player}"
        if _move_of(state, d.played) != moves[d.index]:
            return f"decision {d.index} plays {d.played!r}, not the record's move"
        best = _move_of(state, d.best)
        if best is None or state.why_illegal(best) is not None:
            return f"decision {d.index}'s best move {d.best!r} is not legal there"
        if len(d.expected) != players:
            return f"decision {d.index} expects {len(d.expected)} scores for {players} players"
    if any(not 0 <= k < len(doc.decisions) for k in doc.key_moments):
        return "a key moment names no decision"
    if doc.luck is not None and not len(doc.luck.total) == len(doc.luck.adjusted) == players:
        return "luck for another number of players"
    return None


def load_review(
    folder: Path,
    record_id: str,
    settings: ReviewSettings,
    now: datetime,
    positions: Positions | None = None,
) -> Loaded[GameReview]:
    """The saved review of a record with these settings; nothing when there is none or it
    was made by another app version; a damaged file, or one that does not fit the record's
    ``positions``, is moved aside and reported (the review is then made again)."""
    try:
        path = review_path(folder, record_id, settings)
    except ValueError:
        return Loaded(None, (Problem(NOT_FOUND, {"file": record_id}),))
    try:
        doc = read_document(path, ReviewFile, REVIEW)
    except FileNotFoundError:
        return Loaded(None)
    except DocumentError as exc:
        return Loaded(None, (reject(path, exc, now),))
    if doc.record_id != record_id or doc.app_version != version():
        return Loaded(None)  # another game's or another version's review: recompute
    if doc.judge != JUDGE:  # an older judge's verdicts: made again, and the player is told
        return Loaded(None, (Problem(REVIEW_REMADE, {"file": path.name}),))
    wrong = None if positions is None else mismatch(doc, positions)
    if wrong is not None:
        error = DocumentError(Problem(CORRUPT, {"file": path.name}), f"{path.name}: {wrong}")
        return Loaded(None, (reject(path, error, now),))
    return Loaded(from_document(doc))


def export_review(review: GameReview, record_id: str, dest: Path) -> Saved:
    """Write a review as JSON to a file the player chose (the same format as the saved one)."""
    return _write(dest, review, record_id)
