"""Where everything sits on the table, in design space (1920×1080), for 2–4 players.

Boards sit in a left and a right column (seats go clockwise from the top left); the middle
column holds the status bar, the factory ring with the centre inside it, bag and lid, and the
move log. Every position the drawing, the input and the animations need comes from here.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from ...table.ring import RingLayout
from ...viewport import DESIGN_H, DESIGN_W

FRect = pygame.FRect
Point = tuple[float, float]

MARGIN = 16.0
CELL = 48.0  # board cell size
GAP = 0.1  # gap between board cells, in cells
FACTORY_TILE = 40.0  # tile size on factories and in the centre
CENTRE_W, CENTRE_H = 5.4, 3.9  # centre tray, in tiles
RING_GAP = 12.0  # between the status bar and the factory ring


@dataclass(frozen=True)
class BoardGeometry:
    """One player's board: frame, header, pattern lines, wall and floor line."""

    rect: FRect
    cell: float

    @property
    def pitch(self) -> float:
        """Distance between neighbouring cell centres."""
        return self.cell * (1 + GAP)

    @property
    def frame(self) -> float:
        """Width of the decorative frame band."""
        return self.cell * 0.62

    def header(self) -> FRect:
        """Name and score strip at the top of the board."""
        f = self.frame
        return FRect(self.rect.x + f, self.rect.y + f * 0.9, self.rect.w - 2 * f, self.cell * 0.95)

    def _lines_x(self) -> float:
        return self.rect.x + self.frame + self.cell * 0.22

    def _rows_y(self) -> float:
        return self.header().bottom + self.cell * 0.1

    def line_slot(self, row: int, index: int) -> FRect:
        """Slot `index` (0 = leftmost) of pattern line `row` (line row+1 has row+1 slots)."""
        p = self.pitch
        right = self._lines_x() + 5 * p
        x = right - (row + 1 - index) * p + (p - self.cell) / 2
        y = self._rows_y() + row * p + (p - self.cell) / 2
        return FRect(x, y, self.cell, self.cell)

    def line_fill_slot(self, row: int, k: int) -> FRect:
        """Where the k-th tile put on a line sits (lines fill from the right)."""
        return self.line_slot(row, row - k)

    def line_rect(self, row: int) -> FRect:
        """The whole pattern line (click target)."""
        a = self.line_slot(row, 0)
        b = self.line_slot(row, row)
        return FRect(a.x - 3, a.y - 3, b.right - a.x + 6, self.cell + 6)

    def lines_area(self) -> FRect:
        """All five pattern lines (triangle's bounding box)."""
        a = self.line_slot(4, 0)
        top = self.line_slot(0, 0)
        return FRect(a.x, top.y, a.w + 4 * self.pitch, 5 * self.pitch)

    def wall_cell(self, row: int, col: int) -> FRect:
        """A wall cell."""
        p = self.pitch
        x0 = self._lines_x() + 5 * p + self.cell * 0.55
        x = x0 + col * p + (p - self.cell) / 2
        y = self._rows_y() + row * p + (p - self.cell) / 2
        return FRect(x, y, self.cell, self.cell)

    def wall_rect(self) -> FRect:
        """The whole wall."""
        a = self.wall_cell(0, 0)
        b = self.wall_cell(4, 4)
        return FRect(a.x, a.y, b.right - a.x, b.bottom - a.y)

    def arrow_point(self, row: int) -> Point:
        """Small arrow between a pattern line and its wall row."""
        a = self.line_slot(row, row)
        b = self.wall_cell(row, 0)
        return ((a.right + b.x) / 2, a.centery)

    def floor_slot(self, index: int) -> FRect:
        """Floor space 0..6."""
        p = self.pitch
        y = self._rows_y() + 5 * p + self.cell * 0.62
        x = self._lines_x() + index * p + (p - self.cell) / 2
        return FRect(x, y, self.cell, self.cell)

    def floor_value_pos(self, index: int) -> Point:
        """Where the printed penalty of a floor space goes (just above it)."""
        s = self.floor_slot(index)
        return (s.centerx, s.y - self.cell * 0.06)

    def floor_rect(self) -> FRect:
        """The whole floor line (click target)."""
        a = self.floor_slot(0)
        b = self.floor_slot(6)
        return FRect(a.x - 3, a.y - self.cell * 0.4, b.right - a.x + 6, self.cell * 1.4 + 3)

    def score_anchor(self) -> Point:
        """Right end of the header, where the score is printed."""
        h = self.header()
        return (h.right - self.cell * 0.1, h.centery)

    def floor_note_rect(self) -> FRect:
        """Space right of the floor line (used for the board's small status notes)."""
        last = self.floor_slot(6)
        right = self.rect.right - self.frame - self.cell * 0.15
        return FRect(
            last.right + self.cell * 0.3, last.y, right - last.right - self.cell * 0.3, self.cell
        )


def board_size(cell: float) -> tuple[float, float]:
    """Outer size of a board for a cell size (see BoardGeometry)."""
    p = cell * (1 + GAP)
    frame = cell * 0.62
    width = 2 * frame + 2 * cell * 0.22 + 10 * p + cell * 0.55
    height = frame * 0.9 + cell * 0.95 + cell * 0.1 + 5 * p + cell * 0.62 + p + frame
    return width, height


class TableLayout(RingLayout):
    """All table positions for a number of players and factories."""

    def __init__(self, players: int, factories: int) -> None:
        self.players = players
        self.factories = factories
        self.cell = CELL
        self.tile = FACTORY_TILE
        bw, bh = board_size(self.cell)
        self.board_w, self.board_h = bw, bh
        left_x = MARGIN
        right_x = DESIGN_W - MARGIN - bw
        top_y = MARGIN
        bottom_y = DESIGN_H - MARGIN - bh
        mid_y = (DESIGN_H - bh) / 2
        if players == 2:
            spots = [(left_x, mid_y), (right_x, mid_y)]
        elif players == 3:
            spots = [(left_x, top_y), (right_x, mid_y), (left_x, bottom_y)]
        else:
            spots = [(left_x, top_y), (right_x, top_y), (right_x, bottom_y), (left_x, bottom_y)]
        self.boards = [BoardGeometry(FRect(x, y, bw, bh), self.cell) for x, y in spots[:players]]
        self.middle = FRect(
            left_x + bw + MARGIN,
            MARGIN,
            right_x - MARGIN - (left_x + bw + MARGIN),
            DESIGN_H - 2 * MARGIN,
        )
        # Centre tray: 3×2 slots with room for the piles' count badges.
        self.place_ring(CENTRE_W * self.tile, CENTRE_H * self.tile, RING_GAP)

    def centre_slot(self, k: int) -> FRect:
        """Centre slot k: 0 = first-player marker, 1 + colour for each colour's pile."""
        c = self.centre_rect
        col, row = k % 3, k // 3
        w = (c.w - 0.5 * self.tile) / 3
        h = (c.h - 0.45 * self.tile) / 2
        x = c.x + 0.25 * self.tile + col * w + (w - self.tile) / 2
        y = c.y + 0.2 * self.tile + row * h + (h - self.tile) / 2
        return FRect(x, y, self.tile, self.tile)

    def supply_y(self) -> float:
        """Top of the bag / lid strip under the ring."""
        return self.ring_centre[1] + self.ring_radius + self.factory_size / 2 + 6

    def bag_rect(self) -> FRect:
        """The bag icon."""
        m = self.middle
        return FRect(m.x + m.w * 0.12, self.supply_y(), 84, 84)

    def lid_rect(self) -> FRect:
        """The lid (or set-aside pile) icon."""
        m = self.middle
        return FRect(m.x + m.w * 0.56, self.supply_y() + 10, 104, 73)

    def log_rect(self) -> FRect:
        """The move log panel."""
        m = self.middle
        top = self.supply_y() + 98
        return FRect(m.x + 4, top, m.w - 8, m.bottom - top)
