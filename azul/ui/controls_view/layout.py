"""Where the Controls screen's parts sit (design px at 1920×1080, grown with the player's
controls size): the panel as tall as the rows shown need, each row's key and button cells, the
foot's note lines and buttons, and the scroll marks where rows lie above or below."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from azul.domain.controls import ACTIONS

from ..scenes.overlay import centred_panel
from ..viewport import DESIGN_H, DESIGN_W

PANEL_W = 1240.0
HEAD = 150.0  # the panel's top to the column headings
COLUMNS_H = 40.0  # the column headings' band
ROW_H = 58.0
ROW_INSET = 60.0  # the panel's side edges to a row's label and cells
KEY_W, PAD_W = 330.0, 170.0  # the cells (grown with the controls size)
CELL_GAP = 24.0  # between a row's two cells
CELL_PAD = 8.0  # a cell's height below its row's
NOTE_H = 80.0  # the message line and the note on fixed keys, over the foot
FOOT_GAP = 16.0
FOOT_PAD = 34.0
BUTTON_H = 70.0
BUTTON_W = 360.0
BUTTON_GAP = 30.0
SCREEN_PAD = 20.0
MARK_ROWS = 2  # rows' height of a scroll mark's tap area (at the list's right edge)


@dataclass(frozen=True)
class ControlsLayout:
    """The screen's geometry at one controls size (``grow``: 1.0 normal)."""

    grow: float

    def row_h(self) -> float:
        """A row's height at the player's controls size."""
        return ROW_H * self.grow

    def foot_h(self) -> float:
        """Below the rows: the message and note lines and the two buttons."""
        return NOTE_H * self.grow + FOOT_GAP + BUTTON_H * self.grow + FOOT_PAD

    def visible_rows(self) -> int:
        """How many rows fit in the window at once."""
        room = DESIGN_H - 2 * SCREEN_PAD - HEAD - COLUMNS_H - self.foot_h()
        return max(1, min(len(ACTIONS), int(room // self.row_h())))

    def panel(self) -> pygame.FRect:
        """The panel (as tall as the rows shown need)."""
        width = min(PANEL_W * self.grow, DESIGN_W - 2 * SCREEN_PAD)
        rows = self.visible_rows() * self.row_h()
        return centred_panel(width, HEAD + COLUMNS_H + rows + self.foot_h())

    def rows_top(self) -> float:
        """The top of the first row shown."""
        return self.panel().y + HEAD + COLUMNS_H

    def cell_rects(self, shown: int) -> tuple[pygame.FRect, pygame.FRect]:
        """The key and button cells of the row shown at position `shown`."""
        p = self.panel()
        g = self.grow
        h = self.row_h() - CELL_PAD * g
        cy = self.rows_top() + (shown + 0.5) * self.row_h()
        pad = pygame.FRect(0, 0, PAD_W * g, h)
        pad.midright = (p.right - ROW_INSET, cy)
        key = pygame.FRect(0, 0, KEY_W * g, h)
        key.midright = (pad.x - CELL_GAP, cy)
        return key, pad

    def buttons(self) -> tuple[pygame.FRect, pygame.FRect]:
        """The Restore defaults and Back buttons, side by side at the panel's foot."""
        p = self.panel()
        g = self.grow
        width = min(BUTTON_W * g, (p.w - 2 * ROW_INSET - BUTTON_GAP) / 2)
        y = p.bottom - FOOT_PAD - BUTTON_H * g
        restore = pygame.FRect(p.centerx - BUTTON_GAP / 2 - width, y, width, BUTTON_H * g)
        back = pygame.FRect(p.centerx + BUTTON_GAP / 2, y, width, BUTTON_H * g)
        return restore, back

    def scroll_marks(self, top: int) -> list[tuple[pygame.FRect, int]]:
        """The arrows at the list's right edge where rows lie above or below (``top``: the
        first row shown): where each is tapped or clicked and how many rows it scrolls."""
        n = self.visible_rows()
        p = self.panel()
        reach = min(n, MARK_ROWS) * self.row_h()
        marks = []
        if top > 0:
            marks.append((pygame.FRect(p.right - ROW_INSET, self.rows_top(), ROW_INSET, reach), -n))
        if top + n < len(ACTIONS):
            bottom = self.rows_top() + n * self.row_h()
            marks.append((pygame.FRect(p.right - ROW_INSET, bottom - reach, ROW_INSET, reach), n))
        return marks
