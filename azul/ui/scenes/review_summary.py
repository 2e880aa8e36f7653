"""The game review's title and left column as painted: the title, the progress bar (the rule
set's name once the review is done), each seat's accuracy and points lost, and under them the
summary (the key moment rows laid out, each seat's luck), which leaves the decision list the
rest of the column."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from azul.ai.review import summarise

from .. import theme
from ..canvas import Canvas, TextRuler
from ..seat_mark import paint_seat_mark
from .review_layout import (
    LEFT,
    LETTERS,
    LIST_LEAST,
    MARKER_SIZE,
    MISTAKE_BUTTON_H,
    PROGRESS,
    ROW,
    RULESET_SIZE,
    SEAT_ROW,
    SUMMARY_GAP,
    SUMMARY_LINE,
    SUMMARY_SMALLEST,
    SUMMARY_TEXT,
    TITLE_SIZE,
    TITLE_SMALLEST,
    TITLE_Y,
)
from .review_list import MomentRow
from .review_screen import ReviewScreen

FRect = pygame.FRect


def paint_title(screen: ReviewScreen, canvas: Canvas) -> None:
    """The screen's title, at the top in the middle."""
    canvas.text(
        screen.t("review.title"),
        (960, TITLE_Y),
        title_size(screen, canvas),
        theme.CREAM,
        theme.TITLE,
        "midtop",
        shadow=theme.SHADOW,
        max_width=1180,
    )


def title_size(screen: ReviewScreen, canvas: Canvas) -> float:
    """The title's type size: grown with the text size only as far as the band above the
    rule set's name (or the progress bar) allows (line boxes may touch a little)."""
    below = canvas.measure(screen.t(screen.ruleset.name_key), RULESET_SIZE, theme.BOLD)[1]
    below = max(below, PROGRESS.h)
    room = PROGRESS.centery - below / 2 + (1 - LETTERS) * below - TITLE_Y
    title = screen.t("review.title")
    size = TITLE_SIZE
    while size > TITLE_SMALLEST and canvas.measure(title, size, theme.TITLE)[1] > room:
        size -= 1
    return size


def paint_progress(screen: ReviewScreen, canvas: Canvas) -> None:
    """Under the title: the review's progress bar while it runs, the rule set's name once done."""
    run = screen.run
    if run.done:
        text = screen.t(screen.ruleset.name_key)
        canvas.text(
            text,
            PROGRESS.center,
            RULESET_SIZE,
            theme.GOLD,
            theme.BOLD,
            "center",
            max_width=1100,
        )
        return
    canvas.fill(PROGRESS, (40, 30, 24), alpha=150, radius=PROGRESS.h / 2)
    share = run.count() / run.total if run.total else 1.0
    if share > 0:
        done = FRect(PROGRESS.x, PROGRESS.y, max(PROGRESS.h, PROGRESS.w * share), PROGRESS.h)
        canvas.fill(done, theme.GOLD_DEEP, radius=PROGRESS.h / 2)
    key = "review.failed" if run.failed else "review.progress"
    canvas.text(
        screen.t(key, n=run.count(), total=run.total),
        PROGRESS.center,
        19,
        theme.CREAM,
        theme.BOLD,
        "center",
        max_width=PROGRESS.w - 20,
    )


def paint_seats(screen: ReviewScreen, canvas: Canvas) -> None:
    """At the top of the left column: each seat's accuracy and points lost."""
    x, y = LEFT.x + 12, LEFT.y + 8
    col_acc, col_lost = LEFT.right - 170, LEFT.right - 16
    for key, right, width in (
        ("review.accuracy", col_acc, 124),
        ("review.lost", col_lost, 136),
    ):
        canvas.text(
            screen.t(key),
            (right, y + 8),
            19,
            theme.INK_SOFT,
            theme.BOLD,
            "topright",
            max_width=width,
            shrink=14,
        )
    y += 46
    summary = summarise(screen.decisions, len(screen.seats))
    for s in summary:
        seat = screen.seats[s.seat]
        cy = y + SEAT_ROW / 2
        paint_seat_mark(canvas, (x + 12, cy), 11, seat.colour)
        canvas.text(
            seat.name,
            (x + 32, cy),
            25,
            theme.INK,
            theme.BOLD,
            "midleft",
            max_width=260,
            shrink=14,  # a long name at a large text size: smaller, not cut
        )
        key = (
            "review.percent_provisional"
            if len(screen.decisions) > screen.firm
            else "review.percent"
        )
        acc = screen.t(key, value=round(s.accuracy)) if s.decisions else "–"
        canvas.text(acc, (col_acc, cy), 25, theme.NAVY, theme.BOLD, "midright")
        lost = "\u2212" + screen.number(s.total_loss) if s.total_loss > 0 else "0"
        canvas.text(lost, (col_lost, cy), 25, theme.INK, theme.BODY, "midright")
        y += SEAT_ROW


def summary_texts(screen: ReviewScreen) -> tuple[list[tuple[MomentRow, str]], list[str]]:
    """The summary's sentences: (row, its key moment) for each moment, each seat's luck."""
    moments = []
    for row in screen.moments:
        if row.number is None:
            continue
        moments.append((row, screen.moment_sentence(screen.decisions[row.number])))
    luck = screen.luck()
    lucky = []
    if luck is not None:
        for seat, name in enumerate(s.name for s in screen.seats):
            said = screen.t(
                "review.luck_seat",
                name=name,
                luck=float(luck.total[seat]),
                adjusted=float(luck.adjusted[seat]),
                score=screen.states[-1].scores[seat],
            )
            lucky.append(said)
    return moments, lucky


@dataclass(frozen=True)
class SummaryLayout:
    """The summary laid out under the seats: its type size and line step, where the heading
    and each key moment go, each seat's luck lines with their tops, and the decision list's top
    (None: there is nothing to sum up, the list keeps its place)."""

    size: float = SUMMARY_TEXT
    step: float = 0.0
    heading: str | None = None
    heading_y: float = 0.0
    moments: tuple[tuple[MomentRow, tuple[str, ...], FRect], ...] = ()
    luck: tuple[tuple[str, float], ...] = ()
    list_top: float | None = None


def lay_out_summary(
    screen: ReviewScreen,
    ruler: TextRuler,
    moments: list[tuple[MomentRow, str]],
    lucky: list[str],
) -> SummaryLayout:
    """Under the seats: the key moments (each chooses its decision) and each seat's luck,
    in type small enough to leave the decision list some rows; the list takes the rest."""
    if not moments and not lucky:
        return SummaryLayout()
    w = LEFT.w - 24
    top = LEFT.y + 54 + len(screen.seats) * SEAT_ROW + 4
    bottom = LEFT.bottom - MISTAKE_BUTTON_H - 12
    size = SUMMARY_TEXT
    while True:
        step = max(SUMMARY_LINE * size / SUMMARY_TEXT, ruler.measure("Ág", size)[1] * LETTERS + 4)
        said = [ruler.wrap(text, size, theme.BODY, w - 12) for _, text in moments]
        luck = [ruler.wrap(text, size, theme.BODY, w) for text in lucky]
        lines = (1 if moments else 0) + sum(map(len, said)) + sum(map(len, luck))
        height = lines * step + 4 * len(moments) + (SUMMARY_GAP / 2 if luck else 0)
        if bottom - (top + height + SUMMARY_GAP) >= LIST_LEAST * ROW or size <= SUMMARY_SMALLEST:
            break
        size -= 1
    y = top
    heading = screen.t("review.key_moments") if moments else None
    if moments:
        y += step
    placed = []
    for (row, _), wrapped in zip(moments, said, strict=True):
        rect = FRect(LEFT.x, y, LEFT.w, len(wrapped) * step + 4)
        placed.append((row, tuple(wrapped), rect))
        y = rect.bottom
    if luck:
        y += SUMMARY_GAP / 2
    luck_lines = []
    for wrapped in luck:
        for line in wrapped:
            luck_lines.append((line, y))
            y += step
    return SummaryLayout(
        size, step, heading, top, tuple(placed), tuple(luck_lines), y + SUMMARY_GAP
    )


class Summary:
    """The summary's layout, made again when its sentences or the window's scale change."""

    def __init__(self) -> None:
        self.layout = SummaryLayout()
        self._for: tuple[object, ...] | None = None

    def update(self, screen: ReviewScreen, ruler: TextRuler) -> None:
        """Lay the summary out for what the screen shows (before it is drawn) and put the key
        moment rows and the decision list in their places."""
        moments, lucky = summary_texts(screen)  # the luck is worked out here, not in draw
        key = (
            tuple((id(row), text) for row, text in moments),
            tuple(lucky),
            len(screen.seats),
            ruler.scale,
            ruler.text_scale,
        )
        if key != self._for:
            self._for = key
            self.layout = lay_out_summary(screen, ruler, moments, lucky)
        apply_summary(screen, self.layout, ruler)


def apply_summary(screen: ReviewScreen, lay: SummaryLayout, ruler: TextRuler) -> None:
    """The key moment rows and the decision list put where the summary leaves them."""
    for row, lines, rect in lay.moments:
        row.lines, row.size, row.rect = list(lines), lay.size, FRect(rect)
    if lay.list_top is None or lay.list_top == screen.list.rect.y:
        return
    # Whole rows, and below them room for the list's "more below" ▼ (at the text size).
    bottom = LEFT.bottom - MISTAKE_BUTTON_H - 12
    room = ruler.measure("▼", MARKER_SIZE, theme.SYMBOLS)[1] * LETTERS
    rows = max(1, int((bottom - lay.list_top - room) // ROW))
    screen.list.rect = FRect(LEFT.x, lay.list_top, LEFT.w, rows * ROW + room)
    screen.list.scroll(0)
    if screen.chosen is not None:
        screen.list.show(screen.chosen)


def paint_summary(lay: SummaryLayout, canvas: Canvas) -> None:
    """The summary's heading and each seat's luck (the key moment rows paint themselves)."""
    x = LEFT.x + 12
    if lay.heading is not None:
        canvas.text(lay.heading, (x, lay.heading_y), lay.size, theme.INK, theme.BOLD)
    for line, y in lay.luck:
        canvas.text(line, (x, y), lay.size, theme.INK_SOFT, theme.BODY)
