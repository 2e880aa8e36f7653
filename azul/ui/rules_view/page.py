"""Where the rules viewer's parts sit (design px at 1920×1080: the sidebar with its contents
list, the paper with the scrolling text, the scrollbar's track) and the contents list's entry."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from .. import theme
from ..canvas import Canvas
from ..widgets import Widget

FRect = pygame.FRect

SIDEBAR = FRect(40, 40, 460, 1000)
PAPER = FRect(540, 24, 1350, 1032)
VIEW = FRect(PAPER.x + 8, PAPER.y + 16, PAPER.w - 16, PAPER.h - 32)  # the scrolling area
COLUMN_W = 1060.0
COLUMN_X = PAPER.x + (PAPER.w - 36 - COLUMN_W) / 2
TRACK = FRect(PAPER.right - 30, VIEW.y + 24, 10, VIEW.h - 48)
DIAGRAM_PAD = 26.0  # room around a diagram for glows (its cached layer is this much larger)
ENTRY_SHRINK = 0.8  # a contents entry may be set this much smaller to fit (at 100 %)
FADE = 26.0  # height of the soft edge where text scrolls under the paper's border


class TocEntry(Widget):
    """One heading in the contents list: click (or Enter) jumps there."""

    def __init__(
        self,
        rect: FRect,
        label: Callable[[], str],
        level: int,
        active: Callable[[], bool],
        on_click: Callable[[], object],
    ) -> None:
        super().__init__(rect)
        self.label = label
        self.level = level
        self.active = active
        self.on_click = on_click

    def activate(self) -> bool:
        self.on_click()
        return True

    def spoken_value(self, t: Callable[..., str]) -> str:
        """The heading's words."""
        return self.label()

    def draw(self, canvas: Canvas, focused: bool) -> None:
        r = self.rect
        if self.active():
            canvas.fill(r, theme.GOLD, alpha=60, radius=10)
            canvas.fill(FRect(r.x, r.y + 6, 5, r.h - 12), theme.GOLD, radius=2)
        elif self.hover:
            canvas.fill(r, theme.CREAM, alpha=28, radius=10)
        if focused:
            canvas.outline(r.inflate(4, 4), theme.FOCUS, width=3, radius=12)
        indent = 20 if self.level == 1 else 44
        size = 23 if self.level == 1 else 20
        font = theme.BOLD if self.level == 1 else theme.BODY
        colour = theme.CREAM if self.level == 1 else (232, 218, 192)
        canvas.text(
            self.label(),
            (r.x + indent, r.centery),
            size,
            colour,
            font,
            "midleft",
            max_width=r.w - indent - 10,
            shrink=size * ENTRY_SHRINK,  # a long heading at 150 %: smaller, not cut
        )
