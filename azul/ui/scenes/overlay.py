"""Shared look of overlay screens (pause menu, dialogs, settings, results) and the confirm dialog."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from .. import theme
from ..canvas import Canvas
from ..scene import Scene, SceneHost
from ..widgets import Button, WidgetGroup


def panel_with_title(canvas: Canvas, rect: pygame.FRect, title: str, dim: int = 150) -> None:
    """Dim what is below, then a cream panel with a heading."""
    if dim:
        canvas.dim(dim)
    canvas.fill(rect.move(0, 10), theme.SHADOW, alpha=90, radius=28)
    canvas.panel(rect, corner=1.0)
    canvas.text(
        title,
        (rect.centerx, rect.y + 40),
        size=theme.SIZE_HEADING,
        colour=theme.NAVY,
        font=theme.TITLE,
        anchor="midtop",
        max_width=rect.w - 60,
    )


class MenuOverlay(Scene):
    """A titled panel of buttons over the scene below (Esc closes it)."""

    opaque = False

    def __init__(self, host: SceneHost, title: Callable[[], str], width: float = 560) -> None:
        super().__init__(host)
        self.title = title
        self.width = width
        self.widgets = WidgetGroup(on_activate=lambda: self.services.audio.play("click"))
        self.entries: list[tuple[Callable[[], str], Callable[[], None], bool]] = []

    def layout(self) -> pygame.FRect:
        """Place the buttons; returns the panel rect."""
        n = len(self.entries)
        h, gap = 76, 18
        height = 150 + n * h + (n - 1) * gap + 50
        panel = pygame.FRect(0, 0, self.width, height)
        panel.center = (960, 540)
        self.widgets.clear()
        for i, (label, action, quiet) in enumerate(self.entries):
            rect = pygame.FRect(panel.x + 60, panel.y + 150 + i * (h + gap), panel.w - 120, h)
            self.widgets.add(Button(rect, label, action, quiet=quiet))
        return panel

    def close(self) -> None:
        """Remove this overlay."""
        if self.host.stack.top is self:
            self.host.stack.pop()

    def handle(self, event: pygame.event.Event) -> None:
        pos = self.design_pos(event) if hasattr(event, "pos") else None
        if self.widgets.handle(event, pos):
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.close()

    def draw(self, canvas: Canvas) -> None:
        panel = self.panel_rect()
        panel_with_title(canvas, panel, self.title())
        self.widgets.draw(canvas)

    def panel_rect(self) -> pygame.FRect:
        """The panel rect of the current layout."""
        n = len(self.entries)
        panel = pygame.FRect(0, 0, self.width, 150 + n * 76 + (n - 1) * 18 + 50)
        panel.center = (960, 540)
        return panel


class ConfirmScene(MenuOverlay):
    """A yes/no question (e.g. leaving a game in progress)."""

    def __init__(
        self,
        host: SceneHost,
        title: Callable[[], str],
        message: Callable[[], str],
        yes: Callable[[], str],
        on_yes: Callable[[], None],
    ) -> None:
        super().__init__(host, title, width=720)
        self.message = message
        self.on_yes = on_yes
        self.entries = [
            (yes, self._yes, False),
            (lambda: self.t("dialog.cancel"), self.close, True),
        ]
        self.layout_dialog()

    def _yes(self) -> None:
        self.close()
        self.on_yes()

    def layout_dialog(self) -> None:
        """Buttons side by side under the message."""
        panel = self.panel_rect()
        self.widgets.clear()
        w = (panel.w - 60 * 2 - 30) / 2
        y = panel.bottom - 60 - 76
        yes = pygame.FRect(panel.x + 60, y, w, 76)
        no = pygame.FRect(yes.right + 30, y, w, 76)
        self.widgets.add(Button(yes, self.entries[0][0], self.entries[0][1]))
        self.widgets.add(Button(no, self.entries[1][0], self.entries[1][1], quiet=True))
        self.widgets.focus = 1  # the safe choice has the focus
        self.widgets.show_focus = False

    def panel_rect(self) -> pygame.FRect:
        panel = pygame.FRect(0, 0, self.width, 360)
        panel.center = (960, 540)
        return panel

    def draw(self, canvas: Canvas) -> None:
        panel = self.panel_rect()
        panel_with_title(canvas, panel, self.title())
        lines = canvas.wrap(self.message(), theme.SIZE_BODY, theme.BODY, panel.w - 120)
        for i, line in enumerate(lines[:3]):
            canvas.text(
                line,
                (panel.centerx, panel.y + 120 + i * 34),
                theme.SIZE_BODY,
                theme.INK,
                theme.BODY,
                "midtop",
            )
        self.widgets.draw(canvas)
