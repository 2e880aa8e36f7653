"""A message the player must read (e.g. a damaged file was set aside), with one OK button."""

from __future__ import annotations

import pygame

from .. import theme
from ..assets import Fonts
from ..canvas import Canvas
from ..scene import Scene, SceneHost
from ..widgets import Button, WidgetGroup
from .overlay import panel_with_title

WIDTH = 1040
LINE_H = 34
MAX_LINES = 14


def wrap(fonts: Fonts, text: str, size: float, font: str, width: float) -> list[str]:
    """Lines of text no wider than width design px (measured at design size)."""
    lines: list[str] = []
    for para in text.split("\n"):
        line = ""
        for word in para.split():
            trial = f"{line} {word}".strip()
            if not line or fonts.measure(trial, font, size)[0] <= width:
                line = trial
            else:
                lines.append(line)
                line = word
        lines.append(line)
    return lines


class NoticeScene(Scene):
    """Paragraphs of text over the screen below; OK, Enter or Esc closes it."""

    opaque = False

    def __init__(self, host: SceneHost, paragraphs: list[str], title_key: str = "") -> None:
        super().__init__(host)
        self.paragraphs = paragraphs
        self.title_key = title_key or "notice.title"
        lines: list[str] = []
        for i, para in enumerate(paragraphs):
            if i:
                lines.append("")
            lines += wrap(self.services.fonts, para, theme.SIZE_BODY, theme.BODY, WIDTH - 140)
        self.lines = lines[:MAX_LINES]
        self.widgets = WidgetGroup(on_activate=lambda: self.services.audio.play("click"))
        panel = self.panel()
        ok = pygame.FRect(0, 0, 280, 76)
        ok.midbottom = (panel.centerx, panel.bottom - 40)
        self.widgets.add(Button(ok, lambda: self.t("notice.ok"), self.close))
        self.widgets.focus = 0

    def panel(self) -> pygame.FRect:
        """The dialog panel (as tall as the message)."""
        panel = pygame.FRect(0, 0, WIDTH, 130 + len(self.lines) * LINE_H + 150)
        panel.center = (960, 540)
        return panel

    def close(self) -> None:
        """Back to the screen below."""
        if self.host.stack.top is self:
            self.host.stack.pop()

    def handle(self, event: pygame.event.Event) -> None:
        pos = self.design_pos(event) if hasattr(event, "pos") else None
        if self.widgets.handle(event, pos):
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.close()

    def draw(self, canvas: Canvas) -> None:
        panel = self.panel()
        panel_with_title(canvas, panel, self.t(self.title_key))
        for i, line in enumerate(self.lines):
            canvas.text(
                line,
                (panel.centerx, panel.y + 125 + i * LINE_H),
                theme.SIZE_BODY,
                theme.INK,
                theme.BODY,
                "midtop",
            )
        self.widgets.draw(canvas)
