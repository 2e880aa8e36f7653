"""Shared look of overlay screens (pause menu, dialogs, settings, results) and the confirm dialog:
a scene over the one below whose widgets Esc leaves, a titled panel in the middle, centred lines
of text and a pair of buttons side by side."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from azul.domain.controls import Action

from .. import theme
from ..actions import pressed
from ..canvas import Canvas
from ..scene import Scene, SceneHost
from ..viewport import DESIGN_H, DESIGN_W
from ..widgets import Button, WidgetGroup

MARGIN = 60  # a dialog panel's edge to its text and buttons
BUTTON_H = 76  # a dialog button's height
BUTTON_GAP = 30  # between two buttons side by side
MENU_GAP = 18  # between the buttons of a menu, one under the other
SCREEN_MARGIN = 20  # a grown panel keeps this far from the window's edges
MENU_TOP = 150  # a menu panel's title band, above its first button
MENU_BOTTOM = 50  # below a menu's last button
TITLE_SMALLEST = 28.0  # a dialog's heading shrinks this far before an ellipsis

# A dialog's check of each event before it acts (True: ignore it); the table passes one in so
# that over a couch game only the seat to move's controller answers (table/input.seat_guard).
Refuses = Callable[[pygame.event.Event], bool]


def centred_panel(width: float, height: float) -> pygame.FRect:
    """A dialog panel of this size in the middle of the design space."""
    panel = pygame.FRect(0, 0, width, height)
    panel.center = (DESIGN_W / 2, DESIGN_H / 2)
    return panel


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
        shrink=TITLE_SMALLEST,  # a long question is set smaller before it is cut
    )


def centred_lines(
    canvas: Canvas,
    lines: list[str],
    centre_x: float,
    top: float,
    line_h: float,
    size: float = theme.SIZE_BODY,
) -> None:
    """Lines of body text one under the other from top, each centred on centre_x."""
    for i, line in enumerate(lines):
        canvas.text(line, (centre_x, top + i * line_h), size, theme.INK, theme.BODY, "midtop")


def button_pair(
    panel: pygame.FRect, above_bottom: float, width: float | None = None, grow: float = 1.0
) -> tuple[pygame.FRect, pygame.FRect]:
    """Where a dialog's two buttons (yes, no) sit: side by side, centred, above_bottom design px
    over the panel's bottom edge; as wide as the panel's margins allow unless a width is given;
    `grow` is the player's controls size."""
    h = BUTTON_H * grow
    w = (panel.w - 2 * MARGIN - BUTTON_GAP) / 2 if width is None else width
    y = panel.bottom - above_bottom - h
    yes = pygame.FRect(panel.centerx - BUTTON_GAP / 2 - w, y, w, h)
    no = pygame.FRect(panel.centerx + BUTTON_GAP / 2, y, w, h)
    return yes, no


def grown_width(width: float, grow: float) -> float:
    """A panel's width at the player's controls size, never wider than the window allows."""
    return min(width * grow, DESIGN_W - 2 * SCREEN_MARGIN)


class DialogScene(Scene):
    """A scene over the one below with a group of widgets (a click sounds); Esc closes it.
    With `refuses` it ignores the events that check turns down (see Refuses)."""

    opaque = False

    def __init__(self, host: SceneHost, refuses: Refuses | None = None) -> None:
        super().__init__(host)
        self.widgets = WidgetGroup(on_activate=lambda: self.services.audio.play("click"))
        self.refuses = refuses

    def refused(self, event: pygame.event.Event) -> bool:
        """True when this dialog must not act on an event (another couch seat's controller)."""
        return self.refuses is not None and self.refuses(event)

    def close(self) -> None:
        """Back to the screen below."""
        if self.host.stack.top is self:
            self.host.stack.pop()

    def widget_used(self) -> None:
        """Called after a widget took an event (nothing to do here)."""

    def handle(self, event: pygame.event.Event) -> None:
        if self.refused(event):
            return
        pos = self.design_pos(event) if hasattr(event, "pos") else None
        if self.widgets.handle(event, pos):
            self.widget_used()
            return
        if pressed(event, Action.BACK):
            self.close()


class MenuOverlay(DialogScene):
    """A titled panel of buttons over the scene below (Esc closes it)."""

    def __init__(
        self,
        host: SceneHost,
        title: Callable[[], str],
        width: float = 560,
        refuses: Refuses | None = None,
    ) -> None:
        super().__init__(host, refuses)
        self.title = title
        self.width = width
        self.entries: list[tuple[Callable[[], str], Callable[[], None], bool]] = []

    def layout(self) -> pygame.FRect:
        """Place the buttons; returns the panel rect."""
        panel = self.panel_rect()
        focus, shown = self.widgets.focus, self.widgets.show_focus
        self.widgets.clear()
        h, gap = self.button_pitch()
        for i, (label, action, quiet) in enumerate(self.entries):
            y = panel.y + MENU_TOP + i * (h + gap)
            rect = pygame.FRect(panel.x + MARGIN, y, panel.w - 2 * MARGIN, h)
            self.widgets.add(Button(rect, label, action, quiet=quiet))
        self.widgets.focus, self.widgets.show_focus = focus, shown  # a re-layout keeps the focus
        return panel

    def button_pitch(self) -> tuple[float, float]:
        """A menu button's height and the gap under it: grown with the player's controls size,
        and closer together when a grown menu would leave the window."""
        n = max(1, len(self.entries))
        h, gap = BUTTON_H * self.ui(), MENU_GAP * self.ui()
        room = DESIGN_H - 2 * SCREEN_MARGIN - MENU_TOP - MENU_BOTTOM + gap
        if n * (h + gap) > room:
            h, gap = (room / n) * h / (h + gap), (room / n) * gap / (h + gap)
        return h, gap

    def resume(self) -> None:
        self.layout()  # the text and controls size may have changed on a screen above

    def draw(self, canvas: Canvas) -> None:
        panel = self.panel_rect()
        panel_with_title(canvas, panel, self.title())
        self.widgets.draw(canvas)

    def panel_rect(self) -> pygame.FRect:
        """The panel rect of the current layout."""
        n = len(self.entries)
        h, gap = self.button_pitch()
        width = grown_width(self.width, self.ui())
        return centred_panel(width, MENU_TOP + n * h + (n - 1) * gap + MENU_BOTTOM)


class ConfirmScene(MenuOverlay):
    """A yes/no question (e.g. leaving a game in progress)."""

    def __init__(
        self,
        host: SceneHost,
        title: Callable[[], str],
        message: Callable[[], str],
        yes: Callable[[], str],
        on_yes: Callable[[], None],
        refuses: Refuses | None = None,
    ) -> None:
        super().__init__(host, title, width=720, refuses=refuses)
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
        self.widgets.clear()
        yes, no = button_pair(self.panel_rect(), 60, grow=self.ui())
        self.widgets.add(Button(yes, self.entries[0][0], self.entries[0][1]))
        self.widgets.add(Button(no, self.entries[1][0], self.entries[1][1], quiet=True))
        self.widgets.focus = 1  # the safe choice has the focus
        self.widgets.show_focus = False

    def resume(self) -> None:
        focus = self.widgets.focus
        self.layout_dialog()
        self.widgets.focus = focus

    def panel_rect(self) -> pygame.FRect:
        return centred_panel(grown_width(self.width, self.ui()), 360 * self.ui())

    def draw(self, canvas: Canvas) -> None:
        panel = self.panel_rect()
        panel_with_title(canvas, panel, self.title())
        lines = canvas.wrap(self.message(), theme.SIZE_BODY, theme.BODY, panel.w - 2 * MARGIN)
        grow = self.ui()
        centred_lines(canvas, lines[:3], panel.centerx, panel.y + 120 * grow, 34 * grow)
        self.widgets.draw(canvas)
