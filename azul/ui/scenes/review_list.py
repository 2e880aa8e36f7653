"""The game review's decision list (one row per reviewed decision: its number, the seat, the
move played, its label and the points lost) and the summary's key moment rows."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from .. import theme
from ..canvas import Canvas
from ..review_words import LABEL_COLOURS
from ..seat_mark import paint_seat_mark
from ..table.log import paint_log_move
from ..widgets import Widget, Words
from .review_layout import (
    MARKER_SIZE,
    MOVE_RIGHT,
    MOVE_TEXT,
    PROVISIONAL_ALPHA,
    ROW,
    SUMMARY_TEXT,
)

if TYPE_CHECKING:
    from .review_screen import ReviewScreen

FRect = pygame.FRect


class DecisionList(Widget):
    """The reviewed decisions, one row each; a click chooses one, the wheel scrolls."""

    focusable = False

    def __init__(self, rect: FRect, screen: ReviewScreen) -> None:
        super().__init__(rect)
        self.screen = screen
        self.top = 0

    @property
    def rows(self) -> int:
        """How many rows fit."""
        return max(1, int(self.rect.h // ROW))

    def row_rect(self, number: int) -> FRect:
        """Where a decision's row is drawn (when scrolled into view)."""
        return FRect(self.rect.x, self.rect.y + (number - self.top) * ROW, self.rect.w, ROW)

    def show(self, number: int) -> None:
        """Scroll so the decision is in view."""
        if number < self.top:
            self.top = number
        elif number >= self.top + self.rows:
            self.top = number - self.rows + 1

    def scroll(self, rows: int) -> None:
        """Scroll by rows (positive: later decisions)."""
        self.top = max(0, min(self.top + rows, max(0, self.screen.run.count() - self.rows)))

    def click(self, pos: tuple[float, float]) -> bool:
        number = self.top + int((pos[1] - self.rect.y) // ROW)
        if 0 <= number < self.screen.run.count():
            self.screen.choose(number)
            return True
        return False

    def draw(self, canvas: Canvas, focused: bool) -> None:
        screen = self.screen
        decisions = screen.decisions
        r = self.rect
        canvas.fill(r, (255, 250, 238), alpha=150, radius=12)
        for d in decisions[self.top : self.top + self.rows]:
            row = self.row_rect(d.number)
            if d.number == screen.chosen:
                canvas.fill(row.inflate(-6, -2), theme.GOLD, alpha=130, radius=8)
            cy = row.centery
            canvas.text(
                f"{d.index + 1}.", (row.x + 64, cy), 20, theme.INK_SOFT, theme.BODY, "midright"
            )
            paint_seat_mark(canvas, (row.x + 82, cy), 8, screen.seat_colour(d.seat))
            move = screen.move_form(d)
            paint_log_move(canvas, move, row.x + 98, cy, row.x + MOVE_RIGHT, size=MOVE_TEXT)
            chip = FRect(row.x + 226, row.y + 5, 196, row.h - 10)
            alpha = PROVISIONAL_ALPHA if screen.provisional(d) else 255
            canvas.fill(chip, LABEL_COLOURS[d.label], alpha=alpha, radius=chip.h / 2)
            canvas.text(
                screen.label_of(d),
                chip.center,
                18,
                theme.INK if screen.provisional(d) else theme.CREAM,  # dark on a faded chip
                theme.BOLD,
                "center",
                max_width=chip.w - 12,
                shrink=14,
            )
            loss = "–" if d.loss <= 0 else "\u2212" + screen.number(d.loss)
            canvas.text(loss, (row.right - 14, cy), 21, theme.INK, theme.BODY, "midright")
        if self.top > 0:
            canvas.text(
                "▲", (r.right - 8, r.y + 2), MARKER_SIZE, theme.INK_SOFT, theme.SYMBOLS, "topright"
            )
        if self.top + self.rows < len(decisions):
            canvas.text(
                "▼",
                (r.right - 8, r.bottom - 2),
                MARKER_SIZE,
                theme.INK_SOFT,
                theme.SYMBOLS,
                "bottomright",
            )


class MomentRow(Widget):
    """One key moment of the summary: its sentence; a click (or Enter) chooses its decision."""

    def __init__(self, screen: ReviewScreen) -> None:
        super().__init__(FRect(0, 0, 0, 0), enabled=False)
        self.screen = screen
        self.number: int | None = None  # the decision it names (None: no moment here)
        self.lines: list[str] = []  # its sentence, wrapped (laid out with the summary)
        self.size = SUMMARY_TEXT  # the summary's type size

    def activate(self) -> bool:
        if self.number is None:
            return False
        self.screen.choose(self.number)
        return True

    def spoken_value(self, t: Words) -> str:
        """The key moment's sentence, as the summary shows it."""
        if self.number is None or self.number >= len(self.screen.decisions):
            return ""
        return self.screen.moment_sentence(self.screen.decisions[self.number])

    def draw(self, canvas: Canvas, focused: bool) -> None:
        if self.number is None:
            return
        chosen = self.number == self.screen.chosen
        if chosen or focused or self.hover:
            canvas.fill(self.rect, theme.GOLD, alpha=130 if chosen else 70, radius=8)
        if focused:
            canvas.outline(self.rect, theme.NAVY, width=2, radius=8)
        y = self.rect.y + 2
        step = (self.rect.h - 4) / max(1, len(self.lines))
        for line in self.lines:
            canvas.text(line, (self.rect.x + 12, y), self.size, theme.NAVY, theme.BODY)
            y += step
