"""Headless game review: ``python -m azul.review RECORD.json [--iterations N | --seconds-per-
decision S] [--samples N] [--seed N] [--lang en|hu|fi] [--json] [--no-save]``.

Reads a record file as the app exports it (checked by replay through ``azul.storage``), has
the engine value every decision (``azul.ai.review``: the judge, measure, noise, labels and
accuracy are documented there) and prints, per decision, its move number, seat, played move,
best move, loss and label; under every inaccuracy, mistake and blunder the loss with its
noise, why in numbers (both lines' figures), the named facts the lines bear out and the first
moves of both lines, in the language of ``--lang`` (the app's catalogs); then per seat the
accuracy and total loss, the game's key moments and each seat's luck (what the random draws
gave it) with a luck-adjusted result. ``--seed`` seeds the review's own
sampling: the same record, settings and seed give the same review.
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
from azul.ai.families import policy_for
from azul.ai.review import (
    DEFAULT_SAMPLES,
    ITERATIONS_PER_SAMPLE,
    DecisionReview,
    GameReview,
    ReviewSettings,
    game_luck,
    key_moments,
    review_decisions,
    search_rivalry,
    summarise,
)
from azul.domain.review_text import LABEL_KEYS, reason_text
from azul.i18n import FALLBACK, LANGUAGES, Translator
from azul.storage.documents import DocumentError, encode
from azul.storage.problems import MOVED_ASIDE
from azul.storage.records import FinishedGame, read_import, record_id
from azul.storage.reviews import load_review, save_review, to_document
from azul.tool_args import Parser, UsageError

LINE_SHOWN = 4  # moves of each line printed under a decision
SAID_LABELS = frozenset({"inaccuracy", "mistake", "blunder"})  # decisions explained in words
KEY_MOMENTS = 3
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
    p.add_argument(
        "--samples",
        type=int,
        default=None,
        help="paired samples per compared decision (default: one per "
        f"{ITERATIONS_PER_SAMPLE} iterations, at most {DEFAULT_SAMPLES})",
    )
    p.add_argument(
        "--seed", type=int, default=0, help="seed of the review's own sampling (default 0)"
    )
    p.add_argument("--lang", choices=LANGUAGES, default=FALLBACK, help="language of the reasons")
    p.add_argument("--json", action="store_true", help="print the review as one JSON document")
    p.add_argument("--no-save", action="store_true", help="neither reuse nor save the review")
    return p


def settings_of(args: argparse.Namespace) -> ReviewSettings:
    """The review settings the arguments ask for (UsageError if out of range)."""
    try:
        extra = {"samples": args.samples, "seed": args.seed}
        if args.seconds_per_decision is not None:
            return ReviewSettings(iterations=None, seconds=args.seconds_per_decision, **extra)
        if args.iterations is not None:
            return ReviewSettings(iterations=args.iterations, **extra)
        return ReviewSettings(**extra)
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
    """One decision as a line of the text report (the label by its id)."""
    return (
        f"{d.number + 1:4d} {d.index + 1:5d}  {d.seat + 1:4d}  {d.played:<7} {d.best:<7} "
        f"{d.loss:6.2f}  {d.label:<10}".rstrip()
    )


def explanation_lines(d: DecisionReview, text: Translator) -> list[str]:
    """Under an inaccuracy, mistake or blunder: its loss and noise, why in numbers, the named
    facts and both lines' first moves, in the translator's language."""
    if d.label not in SAID_LABELS:
        return []
    label = text.t(LABEL_KEYS[d.label])
    out = [f"      {label}: " + text.t("review.loss_noise", points=d.loss, noise=d.stderr)]
    out += [f"      - {reason_text(text, r)}" for r in (*d.why, *d.reasons)]
    for side, key in (("played", "review.line_played"), ("best", "review.line_best")):
        line = d.lines.get(side)
        if line is not None:
            out.append("      " + text.t(key, moves=" ".join(line.moves[:LINE_SHOWN])))
    return out


def moment_lines(game: FinishedGame, review: GameReview, text: Translator) -> list[str]:
    """The decisions that changed the expected result most, a sentence each."""
    moments = key_moments(review.decisions, KEY_MOMENTS)
    if not moments:
        return []
    out = [text.t("review.key_moments") + ":"]
    for d in moments:
        name = game.seats[d.seat].name
        out.append(
            "  "
            + text.t(
                "review.key_moment",
                move=d.index + 1,
                name=name,
                played=d.played,
                best=d.best,
                points=d.loss,
            )
        )
    return out


def luck_lines(game: FinishedGame, review: GameReview, text: Translator) -> list[str]:
    """Per seat: the luck of the game's random events and the luck-adjusted result."""
    luck = review.luck
    if luck is None:
        return []
    out = [text.t("review.luck") + ":"]
    for seat, name in enumerate(s.name for s in game.seats):
        out.append(
            "  "
            + text.t(
                "review.luck_seat",
                name=name,
                luck=luck.total[seat],
                adjusted=luck.adjusted[seat],
                score=review.final_scores[seat],
            )
        )
    return out


def _header(game: FinishedGame, settings: ReviewSettings) -> list[str]:
    budget = (
        f"{settings.iterations} iterations"
        if settings.iterations is not None
        else f"{settings.seconds:g} s"
    )
    names = ", ".join(f"{i + 1}. {s.name}" for i, s in enumerate(game.seats))
    share = search_rivalry(policy_for(game.positions.states[0]))
    return [
        f"{game.doc.setup.ruleset}, {len(game.seats)} players ({names}); {budget} per decision, "
        f"{settings.paired_samples} paired samples, seed {settings.seed}",
        f"loss: points of the mover's expected final score minus {share:g} times the strongest "
        "rival's, given up against the engine's move (the Hint's)",
        "   #  move  seat  played  best      loss  label",
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
    game: FinishedGame,
    settings: ReviewSettings,
    as_json: bool,
    folder: Path | None,
    text: Translator | None = None,
) -> GameReview:
    """Review (or reuse the saved review of) a game, printing as decisions come in."""
    text = text or Translator(resources.locale_dir())
    ident = record_id(game.doc)
    now = datetime.now(UTC)
    review = None
    if folder is not None:
        loaded = load_review(folder, ident, settings, now, game.positions)
        review = loaded.value
        for problem in loaded.problems:  # said once each, then the review is made again
            note = text.t(problem.key, **problem.params)
            if problem.moved_to is not None:
                note += " " + text.t(MOVED_ASIDE, moved_to=problem.moved_to.name)
            print(f"{PROG}: note: {note}", file=sys.stderr)
    if not as_json:
        print("\n".join(_header(game, settings)), flush=True)
    if review is None:
        states, moves = game.positions.states, game.positions.moves
        decisions = []
        for d in review_decisions(states, moves, settings):
            decisions.append(d)
            if not as_json:
                print("\n".join([decision_line(d), *explanation_lines(d, text)]), flush=True)
        final = states[-1]
        review = GameReview(
            settings,
            tuple(decisions),
            summarise(decisions, final.players),
            tuple(final.scores),
            game_luck(states, moves, seed=settings.seed),
        )
        if folder is not None:
            saved = save_review(folder, ident, review)
            if not saved.ok:
                why = saved.problem
                said = "" if why is None else f" ({text.t(why.key, **why.params)})"
                print(f"{PROG}: note: the review was not saved{said}", file=sys.stderr)
    elif not as_json:
        for d in review.decisions:
            print("\n".join([decision_line(d), *explanation_lines(d, text)]))
    if as_json:
        sys.stdout.write(encode(to_document(review, ident)).decode("utf-8"))
    else:
        lines = [*seat_lines(game, review), *moment_lines(game, review, text)]
        print("\n".join([*lines, *luck_lines(game, review, text)]))
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
    text = Translator(resources.locale_dir(), args.lang)
    try:
        run(game, settings, args.json, folder, text)
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
