"""A message the player must read (e.g. a damaged file was set aside), with one OK button."""

from __future__ import annotations

import pygame

from .. import theme
from ..canvas import Canvas, wrap_words
from ..narration import joined
from ..scene import SceneHost
from ..widgets import Button
from .overlay import BUTTON_H, DialogScene, centred_lines, centred_panel, panel_with_title

WIDTH = 1040
LINE_H = 34
MAX_LINES = 14


class NoticeScene(DialogScene):
    """Paragraphs of text over the screen below; OK, Enter or Esc closes it."""

    def __init__(self, host: SceneHost, paragraphs: list[str], title_key: str = "") -> None:
        super().__init__(host)
        self.paragraphs = paragraphs
        self.title_key = title_key or "notice.title"
        fonts = self.services.fonts

        def width_of(line: str) -> float:
            # Measured at design size: the lines are fixed once, whatever the window's scale.
            return fonts.measure(line, theme.BODY, theme.SIZE_BODY)[0]

        lines: list[str] = []
        for i, para in enumerate(paragraphs):
            if i:
                lines.append("")
            lines += wrap_words(para, WIDTH - 140, width_of)
        self.lines = lines[:MAX_LINES]
        panel = self.panel()
        ok = pygame.FRect(0, 0, 280, BUTTON_H)
        ok.midbottom = (panel.centerx, panel.bottom - 40)
        self.widgets.add(Button(ok, lambda: self.t("notice.ok"), self.close))
        self.widgets.focus = 0

    def spoken_title(self) -> str | None:
        """The notice's title and every paragraph."""
        return joined([self.t(self.title_key), *self.paragraphs])

    def panel(self) -> pygame.FRect:
        """The dialog panel (as tall as the message)."""
        return centred_panel(WIDTH, 130 + len(self.lines) * LINE_H + 150)

    def draw(self, canvas: Canvas) -> None:
        panel = self.panel()
        panel_with_title(canvas, panel, self.t(self.title_key))
        centred_lines(canvas, self.lines, panel.centerx, panel.y + 125, LINE_H)
        self.widgets.draw(canvas)
