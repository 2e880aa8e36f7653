"""Where everything sits on the table, in design space (1920×1080), for 2–4 players.

Four players: boards sit in a left and a right column (seats go clockwise from the top left);
the middle column holds the status bar, the factory ring with the centre inside it, bag and
lid, and the move log.

Two and three players leave room to spare, so their boards grow: the status bar and the ring
stay at the top of the middle, and the boards in the bottom corners get as large as they can
while they stay clear of the ring's lower plates (they reach in under its sides). The move log
takes the free top-right corner; the bag and lid the top-left one (with two players; with three
the first seat keeps the top-left corner at the four-player size, and the bag and lid sit
above the log).
Every position the drawing, the input and the animations need comes from here.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from ...table.ring import RingLayout, labelled_icon
from ...viewport import DESIGN_H, DESIGN_W

FRect = pygame.FRect
Point = tuple[float, float]

MARGIN = 16.0
CELL = 48.0  # board cell size
GAP = 0.1  # gap between board cells, in cells
FACTORY_TILE = 40.0  # tile size on factories and in the centre
CENTRE_W, CENTRE_H = 5.4, 3.9  # centre tray, in tiles
RING_GAP = 12.0  # between the status bar and the factory ring
MAX_GROWTH = 1.6  # a growing board's cell is at most this many times CELL
GROWTH_STEPS = 24  # bisection steps when finding the largest cell that fits
BAG_W = 84.0  # the bag icon (square)
LID_W, LID_H = 104.0, 73.0
LID_DROP = 10.0  # the lid sits a little lower than the bag (it is flatter)
SUPPLY_H = 98.0  # the bag / lid strip (icons with their names and counts)
LOG_INSET = 4.0  # the log panel inside its column


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
        self.middle = FRect(
            left_x + bw + MARGIN,
            MARGIN,
            right_x - MARGIN - (left_x + bw + MARGIN),
            DESIGN_H - 2 * MARGIN,
        )
        # Centre tray: 3×2 slots with room for the piles' count badges.
        self.place_ring(CENTRE_W * self.tile, CENTRE_H * self.tile, RING_GAP)
        self.boards: list[BoardGeometry] = []
        self.corner: FRect | None = None  # the top-right corner (log) when the boards grow
        self.supply_corner: FRect | None = None  # the bag and lid's corner, if not the log's
        if players >= 4:
            spots = [
                (left_x, MARGIN),
                (right_x, MARGIN),
                (right_x, DESIGN_H - MARGIN - bh),
                (left_x, DESIGN_H - MARGIN - bh),
            ]
            self.boards = [BoardGeometry(FRect(x, y, bw, bh), self.cell) for x, y in spots]
            return
        self._grow_boards(players)

    # -- growing boards (two and three players) --

    def _ring_parts(self) -> list[FRect]:
        """What a growing board must stay clear of: the status bar, the plates, the centre."""
        parts = [self.hud_rect()] + [self.factory_rect(f) for f in range(self.factories)]
        return [r.inflate(2 * MARGIN, 2 * MARGIN) for r in parts + [self.centre_rect]]

    def _largest(self, place: Callable[[float], FRect], blocked: list[FRect]) -> float:
        """The largest cell (CELL .. MAX_GROWTH × CELL) whose board, placed, fits and is free."""
        bounds = FRect(MARGIN, MARGIN, DESIGN_W - 2 * MARGIN, DESIGN_H - 2 * MARGIN)

        def fits(cell: float) -> bool:
            r = place(cell)
            return bounds.contains(r) and r.collidelist(blocked) < 0

        lo, hi = CELL, CELL * MAX_GROWTH
        if fits(hi):
            return hi
        for _ in range(GROWTH_STEPS):
            mid = (lo + hi) / 2
            lo, hi = (mid, hi) if fits(mid) else (lo, mid)
        return lo

    def _grow_boards(self, players: int) -> None:
        """Two or three players: bottom corners grow under the ring (see module notes)."""

        def bottom_left(cell: float) -> FRect:
            w, h = board_size(cell)
            return FRect(MARGIN, DESIGN_H - MARGIN - h, w, h)

        def bottom_right(cell: float) -> FRect:
            w, h = board_size(cell)
            return FRect(DESIGN_W - MARGIN - w, DESIGN_H - MARGIN - h, w, h)

        blocked = self._ring_parts()
        top_left: FRect | None = None
        if players == 3:
            top_left = FRect(MARGIN, MARGIN, self.board_w, self.board_h)
            blocked.append(top_left.inflate(2 * MARGIN, 2 * MARGIN))
        # Both bottom boards get the same size (the smaller of the two that fit).
        cell = min(self._largest(bottom_left, blocked), self._largest(bottom_right, blocked))
        left, right = bottom_left(cell), bottom_right(cell)
        low = [BoardGeometry(left, cell), BoardGeometry(right, cell)]
        if top_left is None:
            self.boards = low
            self.cell = cell
        else:
            # Seats go clockwise from the top left.
            self.boards = [BoardGeometry(top_left, CELL), low[1], low[0]]
        # The middle column ends above the boards; the ring's lower plates reach down between
        # them. The free top-right corner holds the bag, the lid and the log.
        m = self.middle
        self.middle = FRect(m.x, m.y, m.w, left.y - MARGIN - m.y)
        self.corner = FRect(m.right + MARGIN, MARGIN, right.right - m.right - MARGIN, 0)
        self.corner.h = right.y - MARGIN - self.corner.y
        if top_left is None:
            self.supply_corner = FRect(MARGIN, MARGIN, m.x - 2 * MARGIN, self.corner.h)

    # -- centre, supply and log --

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
        """Top of the bag / lid strip (under the ring, or at the top of the corner)."""
        if self.corner is not None:
            return self.corner.y
        return self.ring_centre[1] + self.ring_radius + self.factory_size / 2 + 6

    def supply_bottom(self) -> float:
        """Bottom of the bag / lid strip (their names and counts included)."""
        return self.supply_y() + SUPPLY_H

    def _supply_column(self) -> FRect:
        """The column the bag and the lid sit in."""
        return self.supply_corner or self._log_column()

    def _log_column(self) -> FRect:
        """The column the log sits in."""
        return self.corner if self.corner is not None else self.middle

    def landmarks(self) -> list[FRect]:
        """The ring's, the boards, and the bag and the lid with their names and counts."""
        return [
            *super().landmarks(),
            *(b.rect for b in self.boards),
            labelled_icon(self.bag_rect()),
            labelled_icon(self.lid_rect()),
        ]

    def bag_rect(self) -> FRect:
        """The bag icon."""
        m = self._supply_column()
        return FRect(m.x + m.w * 0.12, self.supply_y(), BAG_W, BAG_W)

    def lid_rect(self) -> FRect:
        """The lid (or set-aside pile) icon."""
        m = self._supply_column()
        return FRect(m.x + m.w * 0.56, self.supply_y() + LID_DROP, LID_W, LID_H)

    def log_rect(self) -> FRect:
        """The move log panel."""
        m = self._log_column()
        top = self.supply_y() + SUPPLY_H
        return FRect(m.x + LOG_INSET, top, m.w - 2 * LOG_INSET, m.bottom - top)
