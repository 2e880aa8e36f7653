"""One Summer Pavilion star board in design space: its header, the hexagon with the stars
drawn from the engine's geometry, the hand of tiles (a column on the side facing the middle, or
a row under a tall board's hexagon) and the four corner spaces for kept tiles."""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

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

FRect = pygame.FRect
Point = tuple[float, float]

HAND_ROW_H = 74.0
HEADER_H = 50.0
HAND_W = 100.0
HAND_TILE = 44.0
# The board sprite (800 px): hexagon circumradius 392, playing field inradius 320.
SPRITE_HEX_H = 2 * 392 * math.cos(math.pi / 6) / 800
SPRITE_HEX_W = 2 * 392 / 800
SPRITE_FIELD = 320 / 800
FIELD_UNITS = 1.3  # the stars need 1.27 units from the board centre to each field edge
# Distinct board frames remembered (every seat of a few window sizes): the hexagon's frame is
# asked for at every point drawn or hit-tested, and working it out is most of that cost.
FRAME_CACHE = 256

Box = tuple[float, float, float, float]
FrameKey = tuple[Box, bool, bool]  # a board's rect and where its hand is


def _inside(poly: Sequence[Point], p: Point) -> bool:
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


@lru_cache(maxsize=FRAME_CACHE)
def _hex_frame(rect: Box, hand_left: bool, hand_below: bool) -> tuple[Box, Point, float]:
    """The hexagon's bounding box, the board centre and the design pixels per logical unit of
    a board in rect: worked out once per frame geometry (pure: the same rect, the same
    answer; the box is handed out as a fresh FRect, never shared)."""
    b = StarBoardGeometry(FRect(rect), hand_left, hand_below).body()
    if hand_below:
        avail_w, avail_h = b.w, b.h - HAND_ROW_H - 8
    else:
        avail_w, avail_h = b.w - HAND_W - 8, b.h
    size = min(avail_h / SPRITE_HEX_H, avail_w / SPRITE_HEX_W)
    w, h = size * SPRITE_HEX_W, size * SPRITE_HEX_H
    if hand_below:
        hx = FRect(b.centerx - w / 2, b.y + (avail_h - h) / 2, w, h)
    else:
        x = b.right - w if hand_left else b.x
        hx = FRect(x, b.y + (b.h - h) / 2, w, h)
    sprite = hx.h / SPRITE_HEX_H
    return (hx.x, hx.y, hx.w, hx.h), hx.center, sprite * SPRITE_FIELD / FIELD_UNITS


# Every space's rhombus in logical units (the engine's geometry, worked out once).
_SPACE_POLYGONS = tuple(space_polygon(cell) for cell in range(CELLS))


@lru_cache(maxsize=FRAME_CACHE)
def _design_polygons(rect: Box, hand_left: bool, hand_below: bool) -> tuple[tuple[Point, ...], ...]:
    """Every space's rhombus in design space, for a board in rect (hit tests ask for all of
    them at every pointer move)."""
    _, (cx, cy), u = _hex_frame(rect, hand_left, hand_below)
    return tuple(tuple((cx + x * u, cy - y * u) for x, y in poly) for poly in _SPACE_POLYGONS)


@lru_cache(maxsize=FRAME_CACHE)
def _design_centres(rect: Box, hand_left: bool, hand_below: bool) -> tuple[Point, ...]:
    """Every space's centre in design space, for a board in rect (each drawn frame places
    tiles, values and symbols on them: worked out once per frame geometry, by the very sum
    ``to_design`` does, so the points are the same to the last bit)."""
    _, (cx, cy), u = _hex_frame(rect, hand_left, hand_below)
    return tuple((cx + x * u, cy - y * u) for x, y in SPACE_CENTRES)


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
        return FRect(_hex_frame(tuple(self.rect), self.hand_left, self.hand_below)[0])

    @property
    def sprite_size(self) -> float:
        """Design size of the square board sprite."""
        return _hex_frame(tuple(self.rect), self.hand_left, self.hand_below)[0][3] / SPRITE_HEX_H

    @property
    def centre(self) -> Point:
        """The board centre (logical origin)."""
        return _hex_frame(tuple(self.rect), self.hand_left, self.hand_below)[1]

    @property
    def unit(self) -> float:
        """Design pixels per logical unit (outer star centres are one unit out)."""
        return _hex_frame(tuple(self.rect), self.hand_left, self.hand_below)[2]

    def to_design(self, p: Point) -> Point:
        """Design point of a logical point (y up)."""
        _, (cx, cy), u = _hex_frame(tuple(self.rect), self.hand_left, self.hand_below)
        return (cx + p[0] * u, cy - p[1] * u)

    # -- spaces --

    def frame_key(self) -> FrameKey:
        """What the board's design points follow: its rect and where its hand is (a key for
        caches of points worked out from the geometry)."""
        r = self.rect
        return ((r.x, r.y, r.w, r.h), self.hand_left, self.hand_below)

    def space_centre(self, cell: int) -> Point:
        """Centre of a space's rhombus."""
        return self.space_centres()[cell]

    def space_centres(self) -> tuple[Point, ...]:
        """Every space's centre (index: the cell)."""
        return _design_centres(tuple(self.rect), self.hand_left, self.hand_below)

    def space_angle(self, cell: int) -> float:
        """Direction the space's rhombus points to (degrees, counter-clockwise)."""
        return float(SPACE_ANGLES[cell])

    def space_polygon(self, cell: int) -> list[Point]:
        """The rhombus corners in design space."""
        return list(_design_polygons(tuple(self.rect), self.hand_left, self.hand_below)[cell])

    def space_long(self) -> float:
        """Long diagonal of a space (design px)."""
        return 0.4 * self.unit

    def space_bounds(self, cell: int) -> FRect:
        """Bounding box of a space (for glows and tooltips)."""
        pts = self.space_polygon(cell)
        xs = [p[0] for p in pts]
        ys = [p[1] for p in pts]
        return FRect(min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys))

    def space_at(self, pos: Point) -> int | None:
        """The space under a design point, if any."""
        hx = self.hex_rect()
        if not hx.collidepoint(pos):
            return None
        polygons = _design_polygons(tuple(self.rect), self.hand_left, self.hand_below)
        for cell in range(CELLS):
            if _inside(polygons[cell], pos):
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
