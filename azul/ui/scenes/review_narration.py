"""What narration says of the game review: its title, the chosen decision as the detail shows
it, the step of both lines, and that the review has finished with each seat's accuracy."""

from __future__ import annotations

from typing import TYPE_CHECKING

from azul.ai.review import summarise
from azul.domain.review_text import points_text, reason_text

from ..narration import joined
from ..review_words import MISTAKES, label_text
from ..widgets import spoken_entry
from .review_screen import ReviewScreen

if TYPE_CHECKING:
    from azul.ai.review import DecisionReview


def spoken_title(screen: ReviewScreen) -> str | None:
    """The review's title and the game: its rule set and its players."""
    names = ", ".join(seat.name for seat in screen.seats)
    return screen.t(
        "narration.review_title",
        title=screen.t("review.title"),
        ruleset=screen.t(screen.ruleset.name_key),
        n=len(screen.seats),
        names=names,
    )


def spoken_status(screen: ReviewScreen) -> str | None:
    """The step of both lines while they are shown, else the chosen decision (which the
    decision list, never focused, cannot say), else what the review is doing."""
    if screen.line_view is not None:
        return line_words(screen)
    if screen.chosen is None or not screen.decisions:
        key = "review.failed" if screen.run.failed else "review.waiting"
        return screen.t(key, n=0, total=screen.run.total)
    d = screen.decisions[screen.chosen]
    # Out of the game's decisions, not those in so far: a count that grew as the review
    # streams in would say the chosen decision again with every new verdict.
    total = max(screen.run.total, len(screen.decisions))
    return spoken_entry(screen.t, screen.chosen, total, decision_words(screen, d))


def decision_words(screen: ReviewScreen, d: DecisionReview) -> str:
    """A decision as the detail shows it: the move, its label (said as provisional for a
    first look), the points lost, the move played, the engine's and the first reason."""
    head = screen.t(
        "review.decision", move=d.index + 1, round=d.round, name=screen.seats[d.seat].name
    )
    label = label_text(screen, d.label)
    if screen.provisional(d):
        label = screen.t("narration.review_provisional", label=label)
    loss = screen.t("review.loss", points=float(d.loss)) if d.loss > 0 else None
    played, best = screen.said(d)
    agrees = d.best == d.played
    engine = screen.t("review.agrees") if agrees else screen.t("review.best", move=best)
    reasons = (*d.why, *d.reasons) if d.label in MISTAKES else d.reasons
    first = reason_text(screen, reasons[0]) if reasons else None
    return joined([head, label, loss, screen.t("review.played", move=played), engine, first])


def line_words(screen: ReviewScreen) -> str:
    """Both lines' step: its number, then each line's move and its score events."""
    view = screen.line_view
    if view is None:
        return ""
    titles = {"played": "review.line_title_played", "best": "review.line_title_best"}
    parts = [screen.t("review.line_step", n=view.step, total=view.last)]
    for line in view.lines:
        move, events = view.step_words(line)
        parts.append(
            screen.t(
                "narration.review_line",
                title=screen.t(titles[line.side]),
                move=move,
                events="; ".join(events),
            )
        )
    return joined(parts)


def finished_words(screen: ReviewScreen) -> str:
    """That the review is finished, with each seat's accuracy and points lost."""
    seats = [
        screen.t(
            "narration.review_seat",
            name=screen.seats[s.seat].name,
            accuracy=screen.t("review.percent", value=round(s.accuracy)),
            points=points_text(round(float(s.total_loss), 1)),  # 120, not 120.0
        )
        for s in summarise(screen.decisions, len(screen.seats))
        if s.decisions
    ]
    return joined([screen.t("narration.review_finished"), *seats])
