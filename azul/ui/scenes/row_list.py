"""A list of rows of which one is chosen (the saved and finished games): click or Up/Down
choose, double-click or Enter opens, the wheel and Page Up/Down scroll."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from azul.domain.controls import Action

from .. import theme
from ..actions import action_of
from ..canvas import Canvas
from ..widgets import Widget, spoken_entry

ROW_H = 81.0
DOUBLE_CLICK = 0.45  # seconds between two clicks on a row that open it


class RowList(Widget):
    """Rows of which one is chosen: click or Up/Down choose, double-click or Enter opens,
    the wheel and Page Up/Down scroll."""

    def __init__(
        self,
        rect: pygame.FRect,
        count: Callable[[], int],
        paint_row: Callable[[Canvas, int, pygame.FRect, bool], None],
        on_open: Callable[[int], None],
        clock: Callable[[], float],
    ) -> None:
        super().__init__(rect)
        self.count = count
        self.paint_row = paint_row
        self.on_open = on_open
        self.clock = clock
        self.selected = 0
        self.top = 0
        self.row_h = ROW_H  # taller at a larger text size (the scene sets it)
        self._last_click: tuple[int, float] | None = None
        # What narration says of a row (its index) after "2 of 5"; None: nothing.
        self.describe_row: Callable[[int], str] | None = None

    def spoken_value(self, t: Callable[..., str]) -> str:
        """The chosen row, its place in the list and what it holds."""
        n = self.count()
        if self.describe_row is None:
            return ""
        words = self.describe_row(self.selected) if 0 <= self.selected < n else ""
        return spoken_entry(t, self.selected, n, words)

    @property
    def visible_rows(self) -> int:
        """How many rows fit."""
        return max(1, int(self.rect.h // self.row_h))

    def row_rect(self, i: int) -> pygame.FRect:
        """Where row i is drawn (when it is scrolled into view)."""
        h = self.row_h
        return pygame.FRect(self.rect.x, self.rect.y + (i - self.top) * h, self.rect.w, h)

    def choose(self, i: int) -> None:
        """Choose row i (clamped) and scroll it into view."""
        n = self.count()
        self.selected = max(0, min(i, n - 1)) if n else 0
        if self.selected < self.top:
            self.top = self.selected
        elif self.selected >= self.top + self.visible_rows:
            self.top = self.selected - self.visible_rows + 1
        self.top = max(0, min(self.top, max(0, n - self.visible_rows)))

    def scroll(self, rows: int) -> None:
        """Scroll by rows (positive: further down the list)."""
        n = self.count()
        self.top = max(0, min(self.top + rows, max(0, n - self.visible_rows)))

    def click(self, pos: tuple[float, float]) -> bool:
        i = self.top + int((pos[1] - self.rect.y) // self.row_h)
        if not 0 <= i < self.count():
            return False
        now = self.clock()
        again = self._last_click is not None and self._last_click[0] == i
        if again and self._last_click is not None and now - self._last_click[1] <= DOUBLE_CLICK:
            self._last_click = None
            self.on_open(i)
            return True
        self._last_click = (i, now)
        self.choose(i)
        return True

    def activate(self) -> bool:
        if self.count():
            self.on_open(self.selected)
            return True
        return False

    def key(self, event: pygame.event.Event) -> bool:
        moves = {pygame.K_UP: -1, pygame.K_DOWN: 1}
        rows = self.visible_rows
        pages: dict[Action | None, int] = {Action.PREV_AREA: -rows, Action.NEXT_AREA: rows}
        step = moves.get(event.key, pages.get(action_of(event)))
        if step is not None and self.count():
            self.choose(self.selected + step)
            return True
        if event.key == pygame.K_HOME:
            self.choose(0)
            return True
        if event.key == pygame.K_END:
            self.choose(self.count() - 1)
            return True
        return super().key(event)

    def draw(self, canvas: Canvas, focused: bool) -> None:
        canvas.fill(self.rect, (255, 250, 238), alpha=150, radius=16)
        n = self.count()
        for i in range(self.top, min(n, self.top + self.visible_rows)):
            r = self.row_rect(i)
            chosen = i == self.selected
            if chosen:
                canvas.fill(r.inflate(-8, -6), theme.GOLD, alpha=110, radius=12)
                canvas.outline(r.inflate(-8, -6), theme.GOLD_DEEP, width=2, radius=12)
            self.paint_row(canvas, i, r, chosen)
            if i + 1 < min(n, self.top + self.visible_rows) and not chosen:
                y = r.bottom
                canvas.line((r.x + 24, y), (r.right - 24, y), (226, 210, 176), 1)
        if self.top > 0:
            canvas.text(
                "▲",
                (self.rect.right - 16, self.rect.y + 6),
                18,
                theme.INK_SOFT,
                theme.SYMBOLS,
                "topright",
            )
        if self.top + self.visible_rows < n:
            canvas.text(
                "▼",
                (self.rect.right - 16, self.rect.bottom - 6),
                18,
                theme.INK_SOFT,
                theme.SYMBOLS,
                "bottomright",
            )
        if focused:
            canvas.outline(self.rect.inflate(8, 8), theme.FOCUS, width=3, radius=18)
