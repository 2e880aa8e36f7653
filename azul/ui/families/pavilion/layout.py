"""Where everything of the Summer Pavilion table sits, in design space (1920×1080), 2–4 players.

Boards sit in a left and a right column as on the base table (seats clockwise from the top
left). Each board is a hexagonal star board drawn from the engine's geometry, with the hand of
tiles in a column on the side facing the middle and the four corner spaces for kept tiles.
The middle column holds the status bar, the factory ring around the centre, and below them
the central board (round track around the ten supply spaces) with the bag and the storage.
In phase 2 the empty factory ring gives its place to the decision panel.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from azul.engine.pavilion_geometry import (
    CELLS,
    SPACE_ANGLES,
    SPACE_CENTRES,
    STAR_CENTRES,
    STRUCTURES,
    WINDOW,
    space_polygon,
)

from ...table.hud import status_letters_bottom
from ...table.ring import RingLayout, labelled_icon
from ...viewport import DESIGN_H, DESIGN_W

FRect = pygame.FRect
Point = tuple[float, float]

MARGIN = 16.0
BOARD_W = 628.0
BOARD_H = 516.0
BOARD_H_TALL = 700.0  # a board alone in its column: room for the hand under a bigger hexagon
HAND_ROW_H = 74.0
MIDDLE_W = DESIGN_W - 2 * BOARD_W - 4 * MARGIN
HEADER_H = 50.0
HAND_W = 100.0
HAND_TILE = 44.0
TILE = 38.0  # tiles on factories and in the centre
RING_GAP = 10.0  # between the status bar and the factory ring
HUD_ROUND_SIZE, HUD_STATUS_SIZE = 21.0, 22.0  # the status bar's round and status lines
STATUS_CLEAR = 4.0  # between the status line's letters and the phase-2 panel under them
SUPPLY_TILE = 38.0
TRACK_TILE = 36.0
# The board sprite (800 px): hexagon circumradius 392, playing field inradius 320.
SPRITE_HEX_H = 2 * 392 * math.cos(math.pi / 6) / 800
SPRITE_HEX_W = 2 * 392 / 800
SPRITE_FIELD = 320 / 800
FIELD_UNITS = 1.3  # the stars need 1.27 units from the board centre to each field edge
# The central board sprite (600 px): round track at radius 239, inner field radius 196.
TRACK_R = 239 / 600
INNER_R = 196 / 600
# The take preview of phase 1 docks in the corner under the bag and the storage, right of the
# central board (see PavilionLayout.take_dock): the one place that every layout leaves free.
TAKE_DOCK_SIDE_GAP = 6.0  # from the central board's right edge
TAKE_DOCK_EDGE = 2.0  # from the middle column's right edge (the boards start a margin further)
TAKE_DOCK_TOP_GAP = 4.0  # under the storage icon (its name and count end within its height)
TAKE_PAD = 8.0  # inside the dock, round its lines and its buttons
TAKE_BUTTON_H = 38.0
TAKE_BUTTON_GAP = 8.0  # between Take and Cancel, and between them and the lines above


def _inside(poly: list[Point], p: Point) -> bool:
    """True when p lies inside a convex polygon (either winding)."""
    sign = 0
    n = len(poly)
    for i in range(n):
        ax, ay = poly[i]
        bx, by = poly[(i + 1) % n]
        cross = (bx - ax) * (p[1] - ay) - (by - ay) * (p[0] - ax)
        if cross == 0:
            continue
        s = 1 if cross > 0 else -1
        if sign == 0:
            sign = s
        elif s != sign:
            return False
    return True


@dataclass(frozen=True)
class StarBoardGeometry:
    """One player's star board: header, hexagon with the stars, hand column, corner spaces."""

    rect: FRect
    hand_left: bool  # the hand column is on the left (boards in the right column)
    hand_below: bool = False  # the hand is a row under the hexagon (tall boards)

    # -- parts --

    def header(self) -> FRect:
        """Name, phase and score strip."""
        r = self.rect
        return FRect(r.x + 12, r.y + 8, r.w - 24, HEADER_H)

    def body(self) -> FRect:
        """Everything under the header."""
        r = self.rect
        top = self.header().bottom + 4
        return FRect(r.x + 10, top, r.w - 20, r.bottom - 10 - top)

    def hand_rect(self) -> FRect:
        """The hand: a column beside the hexagon, or a row under it."""
        b = self.body()
        if self.hand_below:
            return FRect(b.x, b.bottom - HAND_ROW_H, b.w, HAND_ROW_H)
        x = b.x if self.hand_left else b.right - HAND_W
        return FRect(x, b.y, HAND_W, b.h)

    def hex_rect(self) -> FRect:
        """The bounding box of the hexagonal board sprite."""
        b = self.body()
        if self.hand_below:
            avail_w, avail_h = b.w, b.h - HAND_ROW_H - 8
        else:
            avail_w, avail_h = b.w - HAND_W - 8, b.h
        size = min(avail_h / SPRITE_HEX_H, avail_w / SPRITE_HEX_W)
        w, h = size * SPRITE_HEX_W, size * SPRITE_HEX_H
        if self.hand_below:
            return FRect(b.centerx - w / 2, b.y + (avail_h - h) / 2, w, h)
        x = b.right - w if self.hand_left else b.x
        return FRect(x, b.y + (b.h - h) / 2, w, h)

    @property
    def sprite_size(self) -> float:
        """Design size of the square board sprite."""
        return self.hex_rect().h / SPRITE_HEX_H

    @property
    def centre(self) -> Point:
        """The board centre (logical origin)."""
        return self.hex_rect().center

    @property
    def unit(self) -> float:
        """Design pixels per logical unit (outer star centres are one unit out)."""
        return self.sprite_size * SPRITE_FIELD / FIELD_UNITS

    def to_design(self, p: Point) -> Point:
        """Design point of a logical point (y up)."""
        cx, cy = self.centre
        u = self.unit
        return (cx + p[0] * u, cy - p[1] * u)

    # -- spaces --

    def space_centre(self, cell: int) -> Point:
        """Centre of a space's rhombus."""
        return self.to_design(SPACE_CENTRES[cell])

    def space_angle(self, cell: int) -> float:
        """Direction the space's rhombus points to (degrees, counter-clockwise)."""
        return float(SPACE_ANGLES[cell])

    def space_polygon(self, cell: int) -> list[Point]:
        """The rhombus corners in design space."""
        return [self.to_design(p) for p in space_polygon(cell)]

    def space_long(self) -> float:
        """Long diagonal of a space (design px)."""
        return 0.4 * self.unit

    def space_bounds(self, cell: int) -> FRect:
        """Bounding box of a space (for glows and tooltips)."""
        pts = self.space_polygon(cell)
        xs = [p[0] for p in pts]
        ys = [p[1] for p in pts]
        return FRect(min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys))

    def value_pos(self, cell: int) -> Point:
        """Where the printed value of a space goes (a little towards its outer tip)."""
        x, y = SPACE_CENTRES[cell]
        a = math.radians(SPACE_ANGLES[cell])
        return self.to_design((x + 0.03 * math.cos(a), y + 0.03 * math.sin(a)))

    def space_at(self, pos: Point) -> int | None:
        """The space under a design point, if any."""
        hx = self.hex_rect()
        if not hx.collidepoint(pos):
            return None
        for cell in range(CELLS):
            if _inside(self.space_polygon(cell), pos):
                return cell
        return None

    def star_centre(self, star: int) -> Point:
        """Centre of a star."""
        return self.to_design(STAR_CENTRES[star])

    def star_rect(self, star: int) -> FRect:
        """Bounding box of a whole star."""
        cx, cy = self.star_centre(star)
        r = 0.4 * self.unit
        return FRect(cx - r, cy - r, 2 * r, 2 * r)

    # -- structures --

    def structure_pos(self, index: int) -> Point:
        """Where a structure's icon sits (windows in the notch between spaces 5 and 6)."""
        st = STRUCTURES[index]
        if st.kind == WINDOW:
            sx, sy = STAR_CENTRES[st.index]
            ang = math.atan2(sy, sx)
            return self.to_design((sx + 0.335 * math.cos(ang), sy + 0.335 * math.sin(ang)))
        return self.to_design(st.point)

    def structure_size(self) -> float:
        """Icon size of a structure."""
        return 0.2 * self.unit

    def structure_rect(self, index: int) -> FRect:
        """Click/hover target of a structure icon."""
        s = self.structure_size()
        r = FRect(0, 0, s, s)
        r.center = self.structure_pos(index)
        return r

    # -- hand, corners, header --

    def hand_slot(self, colour: int) -> FRect:
        """Where the tiles of a colour sit in the hand."""
        h = self.hand_rect()
        r = FRect(0, 0, HAND_TILE, HAND_TILE)
        if self.hand_below:
            left = h.x + 96
            pitch = (h.w - 96) / 6
            r.center = (left + pitch * colour + HAND_TILE / 2 + 8, h.centery)
            return r
        pitch = (h.h - 34) / 6
        r.center = (h.centerx - 12, h.y + 34 + pitch * (colour + 0.5))
        return r

    def hand_count_pos(self, colour: int) -> Point:
        """Where a colour's count sits (right of its tile)."""
        s = self.hand_slot(colour)
        return (s.right + 6, s.centery)

    def hand_title_pos(self) -> Point:
        """Where the hand's heading goes (its top middle)."""
        h = self.hand_rect()
        if self.hand_below:
            return (h.x + 50, h.centery - 10)
        return (h.centerx, h.y + 4)

    def corner_slot(self, k: int) -> FRect:
        """Corner space k (0 top-left, 1 top-right, 2 bottom-right, 3 bottom-left) for kept
        tiles: in the triangles the hexagon leaves in its bounding box."""
        hx = self.hex_rect()
        s = HAND_TILE
        pad = 4.0
        x = hx.x + pad if k in (0, 3) else hx.right - pad - s
        y = hx.y + pad if k in (0, 1) else hx.bottom - pad - s
        return FRect(x, y, s, s)

    def score_badge(self) -> FRect:
        """The score badge at the right of the header."""
        h = self.header()
        r = FRect(0, 0, 86, h.h * 0.9)
        r.midright = (h.right - 2, h.centery)
        return r

    def marker_pos(self) -> Point:
        """Where the first-player marker sits while its holder keeps it."""
        b = self.score_badge()
        return (b.x - 30, b.centery)


class PavilionLayout(RingLayout):
    """All table positions for a number of players and factories."""

    def __init__(self, players: int, factories: int) -> None:
        self.players = players
        self.factories = factories
        self.tile = TILE
        self.cell = HAND_TILE  # size of a tile in a hand (flights land at this size)
        left_x = MARGIN
        right_x = DESIGN_W - MARGIN - BOARD_W
        top_y = MARGIN
        bottom_y = DESIGN_H - MARGIN - BOARD_H
        # A board alone in its column (both with two players, the right one with three) is
        # tall: its hand goes under a bigger hexagon.
        tall_y = (DESIGN_H - BOARD_H_TALL) / 2
        if players == 2:
            spots = [(left_x, tall_y, True), (right_x, tall_y, True)]
        elif players == 3:
            spots = [(left_x, top_y, False), (right_x, tall_y, True), (left_x, bottom_y, False)]
        else:
            spots = [
                (left_x, top_y, False),
                (right_x, top_y, False),
                (right_x, bottom_y, False),
                (left_x, bottom_y, False),
            ]
        self.boards = [
            StarBoardGeometry(
                FRect(x, y, BOARD_W, BOARD_H_TALL if tall else BOARD_H),
                hand_left=x > DESIGN_W / 2,
                hand_below=tall,
            )
            for x, y, tall in spots[:players]
        ]
        self.middle = FRect(left_x + BOARD_W + MARGIN, MARGIN, MIDDLE_W, DESIGN_H - 2 * MARGIN)
        self.place_pavilion_ring()

    def place_pavilion_ring(self) -> None:
        """Put the ring round a centre tray of the marker's column and 3×2 piles."""
        t = self.tile
        self.place_ring(4 * 1.5 * t + 0.5 * t, 2 * 1.62 * t + 0.5 * t, RING_GAP)

    def centre_slot(self, k: int) -> FRect:
        """Centre slot k: 0 = first-player marker (left column), 1 + colour for each pile."""
        c = self.centre_rect
        t = self.tile
        col_w = (c.w - 0.5 * t) / 4
        row_h = (c.h - 0.5 * t) / 2
        r = FRect(0, 0, t, t)
        if k == 0:
            r.center = (c.x + 0.25 * t + col_w / 2, c.centery)
        else:
            i = k - 1
            col, row = 1 + i % 3, i // 3
            r.center = (c.x + 0.25 * t + col_w * (col + 0.5), c.y + 0.2 * t + row_h * (row + 0.5))
        return r

    def ring_rect(self) -> FRect:
        """The area of the factory ring."""
        m = self.middle
        top = self.hud_rect().bottom + 6
        bottom = self.ring_centre[1] + self.ring_radius + self.factory_size / 2
        return FRect(m.x + 6, top, m.w - 12, bottom - top)

    def panel_rect(self) -> FRect:
        """The phase-2 decision panel: the ring's area, starting under the status line's
        letters (a larger text size moves them down)."""
        ring = self.ring_rect()
        hud = self.hud_rect()
        status = status_letters_bottom(hud.y, self.text_scale, HUD_ROUND_SIZE, HUD_STATUS_SIZE)
        top = max(ring.y, status + STATUS_CLEAR)
        return FRect(ring.x, top, ring.w, ring.bottom - top)

    # -- central board, supply, bag, storage --

    def central_rect(self) -> FRect:
        """The round central board."""
        m = self.middle
        top = self.ring_rect().bottom + 8
        d = min(m.bottom - top, 352.0)
        return FRect(m.x + 14, top, d, d)

    def track_pos(self, k: int) -> Point:
        """Round k's (0-based) place on the round track (clockwise from the top)."""
        c = self.central_rect()
        a = math.radians(-90 + 60 * k)
        r = TRACK_R * c.w
        return (c.centerx + r * math.cos(a), c.centery + r * math.sin(a))

    def track_rect(self, k: int) -> FRect:
        """Round k's tile on the track."""
        r = FRect(0, 0, TRACK_TILE, TRACK_TILE)
        r.center = self.track_pos(k)
        return r

    def supply_slot(self, i: int) -> FRect:
        """Supply space i (0..9), in a ring inside the round track."""
        c = self.central_rect()
        a = math.radians(-90 + 36 * i)
        r = 0.228 * c.w
        s = FRect(0, 0, SUPPLY_TILE, SUPPLY_TILE)
        s.center = (c.centerx + r * math.cos(a), c.centery + r * math.sin(a))
        return s

    def wild_rect(self) -> FRect:
        """This round's wild colour, large, in the middle of the central board."""
        c = self.central_rect()
        r = FRect(0, 0, 46, 46)
        r.center = c.center
        return r

    def side_x(self) -> float:
        """Left edge of the column right of the central board."""
        return self.central_rect().right + 24

    def landmarks(self) -> list[FRect]:
        """The ring's, the boards, and the bag and the storage with their names and counts."""
        icons = (self.bag_rect(), self.storage_rect())
        boards = (b.rect for b in self.boards)
        return [*super().landmarks(), *boards, *(labelled_icon(i) for i in icons)]

    def bag_rect(self) -> FRect:
        """The bag icon."""
        c = self.central_rect()
        return FRect(self.side_x(), c.y + 20, 80, 80)

    def storage_rect(self) -> FRect:
        """The storage urn icon."""
        c = self.central_rect()
        return FRect(self.side_x(), c.y + 124, 80, 80)

    def note_rect(self) -> FRect:
        """Room for small notes under the bag and storage (e.g. the track assumption)."""
        c = self.central_rect()
        m = self.middle
        x = self.side_x()
        return FRect(x - 6, c.y + 220, m.right - x, c.bottom - c.y - 220)

    # -- the take preview --

    def take_dock(self) -> FRect:
        """Where the take preview of phase 1 opens: under the bag and the storage, right of the
        central board, down to the foot of the middle column.

        With 2, 3 or 4 players alike this corner holds no source, no supply tile, no board and
        no hand, and it leaves the bag's and the storage's names and counts above it; a click
        on a source never moves it, so Take and Cancel are always in the same place. (The note
        on an unverified round track, drawn there in those rule sets, is hidden meanwhile.)"""
        m = self.middle
        x = self.central_rect().right + TAKE_DOCK_SIDE_GAP
        top = self.storage_rect().bottom + TAKE_DOCK_TOP_GAP
        return FRect(x, top, m.right - TAKE_DOCK_EDGE - x, m.bottom - top)

    def take_buttons(self) -> tuple[FRect, FRect]:
        """Take and Cancel, side by side at the foot of the take preview."""
        dock = self.take_dock()
        w = (dock.w - 2 * TAKE_PAD - TAKE_BUTTON_GAP) / 2
        y = dock.bottom - TAKE_PAD - TAKE_BUTTON_H
        take = FRect(dock.x + TAKE_PAD, y, w, TAKE_BUTTON_H)
        return take, FRect(take.right + TAKE_BUTTON_GAP, y, w, TAKE_BUTTON_H)
