"""Where the Settings screen's parts sit (design px at 1920×1080, grown with the text size): the
panel (every tab's the same size, the fullest tab's), the tab bar, the rows and the Back
button; the rows close up when they would otherwise leave the window."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from ..scenes.overlay import centred_panel
from ..viewport import DESIGN_H, DESIGN_W

ROW_H = 76
PANEL_W = 1100
TITLE_ROOM = 120  # the panel's top to the tab bar (the title), grown with the text size
TAB_H = 60  # the tab bar's height, grown with the text size
TAB_GAP = 24  # the tab bar to the first row, grown with the text size
ROW_PAD = 14  # a row's control keeps this much of the row's height free
FOOT_PAD = 40  # the Back button's bottom to the panel's
FOOT_GAP = 24  # the last row to the Back button
SCREEN_PAD = 20  # the panel's edge to the window's
LEGEND_INSET = 24  # the controller legend's box: from the panel's left edge and the Back button
BACK_W, BACK_H = 300, 76
CONTROL_W, CONTROL_H = 420, 64
TOGGLE_W, TOGGLE_H = 120, 52
TOGGLE_LABEL_W = 150  # right of a switch: its On/Off word
ROW_INSET = 70  # the panel's side edges to a row's label and control


@dataclass(frozen=True)
class SettingsLayout:
    """The screen's geometry at one text size (``grow``) for the fullest tab's row count."""

    grow: float
    most_rows: int

    def top(self) -> float:
        """The panel's top edge to its first row (the title and the tab bar)."""
        return (TITLE_ROOM + TAB_H + TAB_GAP) * self.grow

    def foot(self) -> float:
        """The panel's last row to its bottom edge (the Back button and its margins)."""
        return FOOT_GAP + BACK_H * self.grow + FOOT_PAD

    def row_h(self) -> float:
        """Height of one settings row: grown with the controls size, closer together when the
        rows would otherwise leave the window."""
        room = DESIGN_H - 2 * SCREEN_PAD - self.top() - self.foot()
        return min(ROW_H * self.grow, room / self.most_rows)

    def panel(self) -> pygame.FRect:
        """The panel, as tall as the fullest tab needs."""
        width = min(PANEL_W * self.grow, DESIGN_W - 2 * SCREEN_PAD)
        return centred_panel(width, self.top() + self.most_rows * self.row_h() + self.foot())

    def row_y(self, panel: pygame.FRect, i: int) -> float:
        """The middle of row i."""
        rh = self.row_h()
        return panel.y + self.top() + i * rh + rh / 2
