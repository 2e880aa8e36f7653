"""Headless game review: ``python -m azul.review RECORD.json [--iterations N | --seconds-per-
decision S] [--json] [--no-save]``.

Reads a record file as the app exports it (checked by replay through ``azul.storage``), has
the engine value every decision (``azul.ai.review``: measure, labels and accuracy are
documented there) and prints, per decision, its move number, seat, played move, best move,
loss and label with the reasons in English, then per seat the accuracy and total loss.
``--json`` prints the review as one JSON document (the format of a saved review). The review
is saved in a ``reviews`` folder next to the record and read back instantly the next time
(``--no-save`` neither reads nor writes it). Bad input: a one-line error and exit code 2.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence
from datetime import UTC, datetime
from pathlib import Path

from azul import resources
from azul.ai.review import (
    DecisionReview,
    GameReview,
    ReviewSettings,
    english,
    review_decisions,
    summarise,
)
from azul.i18n import Translator
from azul.storage.documents import DocumentError, encode
from azul.storage.records import FinishedGame, read_import, record_id
from azul.storage.reviews import load_review, save_review, to_document
from azul.tool_args import Parser, UsageError

PROG = "azul-review"
USAGE_ERROR = 2
INTERRUPTED = 130


def _parser() -> argparse.ArgumentParser:
    p = Parser(prog=PROG, description="Review a finished game: the engine judges every move.")
    p.add_argument("record", metavar="RECORD.json", help="a game record exported by the app")
    budget = p.add_mutually_exclusive_group()
    budget.add_argument(
        "--iterations", "-i", type=int, default=None, help="search iterations per decision"
    )
    budget.add_argument(
        "--seconds-per-decision", "-t", type=float, default=None, help="search time per decision"
    )
    p.add_argument("--json", action="store_true", help="print the review as one JSON document")
    p.add_argument("--no-save", action="store_true", help="neither reuse nor save the review")
    return p


def settings_of(args: argparse.Namespace) -> ReviewSettings:
    """The review settings the arguments ask for (UsageError if out of range)."""
    try:
        if args.seconds_per_decision is not None:
            return ReviewSettings(iterations=None, seconds=args.seconds_per_decision)
        if args.iterations is not None:
            return ReviewSettings(iterations=args.iterations)
        return ReviewSettings()
    except ValueError as exc:
        raise UsageError(str(exc)) from None


def read_game(path: Path) -> FinishedGame:
    """The record at path, replayed and checked (UsageError with the reason in English)."""
    try:
        return read_import(path)
    except DocumentError as exc:
        text = Translator(resources.locale_dir())
        raise UsageError(text.t(exc.problem.key, **exc.problem.params)) from None


def decision_line(d: DecisionReview) -> str:
    """One decision as a line of the text report."""
    reasons = "; ".join(english(r) for r in d.reasons)
    return (
        f"{d.number + 1:4d} {d.index + 1:5d}  {d.seat + 1:4d}  {d.played:<7} {d.best:<7} "
        f"{d.loss:6.2f}  {d.label:<10}  {reasons}".rstrip()
    )


def _header(game: FinishedGame, settings: ReviewSettings) -> list[str]:
    budget = (
        f"{settings.iterations} iterations"
        if settings.iterations is not None
        else f"{settings.seconds:g} s"
    )
    names = ", ".join(f"{i + 1}. {s.name}" for i, s in enumerate(game.seats))
    return [
        f"{game.doc.setup.ruleset}, {len(game.seats)} players ({names}); {budget} per decision",
        "loss: points of expected lead (own final score minus the best other seat's) given up",
        "   #  move  seat  played  best      loss  label       reasons",
    ]


def seat_lines(game: FinishedGame, review: GameReview) -> list[str]:
    """Per seat: accuracy, total loss and label counts."""
    out = []
    for s in review.seats:
        counts = ", ".join(f"{k} {v}" for k, v in s.labels.items() if v)
        out.append(
            f"seat {s.seat + 1} ({game.seats[s.seat].name}): accuracy {s.accuracy:.1f}, "
            f"total loss {s.total_loss:.1f} over {s.decisions} decisions"
            + (f" ({counts})" if counts else "")
            + f", final score {review.final_scores[s.seat]}"
        )
    return out


def run(
    game: FinishedGame, settings: ReviewSettings, as_json: bool, folder: Path | None
) -> GameReview:
    """Review (or reuse the saved review of) a game, printing as decisions come in."""
    ident = record_id(game.doc)
    now = datetime.now(UTC)
    review = load_review(folder, ident, settings, now).value if folder is not None else None
    if not as_json:
        print("\n".join(_header(game, settings)), flush=True)
    if review is None:
        states, moves = game.positions.states, game.positions.moves
        decisions = []
        for d in review_decisions(states, moves, settings):
            decisions.append(d)
            if not as_json:
                print(decision_line(d), flush=True)
        final = states[-1]
        review = GameReview(
            settings, tuple(decisions), summarise(decisions, final.players), tuple(final.scores)
        )
        if folder is not None:
            saved = save_review(folder, ident, review)
            if not saved.ok:
                print(f"{PROG}: note: the review was not saved ({saved.problem})", file=sys.stderr)
    elif not as_json:
        for d in review.decisions:
            print(decision_line(d))
    if as_json:
        sys.stdout.write(encode(to_document(review, ident)).decode("utf-8"))
    else:
        print("\n".join(seat_lines(game, review)))
    return review


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point; returns the process exit code."""
    try:
        args = _parser().parse_args(argv)
        settings = settings_of(args)
        path = Path(args.record)
        game = read_game(path)
    except UsageError as exc:
        print(f"{PROG}: error: {exc}", file=sys.stderr)
        return USAGE_ERROR
    folder = None if args.no_save else path.parent / "reviews"
    try:
        run(game, settings, args.json, folder)
    except KeyboardInterrupt:
        print(f"{PROG}: interrupted", file=sys.stderr)
        return INTERRUPTED
    except BrokenPipeError:
        # The reader went away (e.g. ``| head``): stop quietly, and keep Python's own flush at
        # exit from failing on the closed pipe again.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
