"""The top of every table's middle column, in design space: the status bar with the Undo and
Menu buttons, and the factory ring around the centre tray.

A family's layout derives from RingLayout, places its boards and the middle column, then calls
``place_ring`` with the size of its centre tray; only where the centre's piles sit
(``centre_slot``) is its own.
"""

from __future__ import annotations

import math
from abc import ABC, abstractmethod

import pygame

FRect = pygame.FRect
Point = tuple[float, float]

HUD_H = 112.0  # status bar height
BUTTON_W, BUTTON_H = 116.0, 50.0  # Undo and Menu
BUTTON_INSET = 4.0
BUTTON_GROWTH = 0.5  # of the text size's growth that the Undo, Menu and Hint buttons grow by
TILE_SHARE = 0.3  # a tile is this share of its factory plate's width
TILE_PITCH = 1.06  # tiles on a plate, in tile sizes
PLATE_TILT = 0.008  # the plate's tiles sit a little above its centre (of the plate size)
RING_SPACING = 0.54  # neighbouring plates' centres at least this many plate sizes apart
RING_CLEARANCE = 6.0  # between the plates and the centre tray's corners
LABEL_TURN = 0.8  # the number badge sits this far (radians) clockwise round the plate
GROUP_PAD = 0.3  # a centre pile's click target grows by this many tiles


ICON_LABEL_W = 120.0  # an icon's name and count, right of it (ring_paint.icon_label)
CENTRE_LABEL_H = 26.0  # the centre tray's name, under it
FACTORY_BADGE_R = 16.0  # a factory's number badge (ring_paint.BADGE_R and its shadow)


def labelled_icon(icon: FRect) -> FRect:
    """An icon of the middle column with its name and count beside it ("Bag 102")."""
    return FRect(icon.x, icon.y, icon.w + 12 + ICON_LABEL_W, icon.h)


class RingLayout(ABC):
    """Status bar, buttons and the factory ring with the centre tray inside it."""

    text_scale = 1.0  # the player's text size (the table sets it): a taller status bar

    middle: FRect
    factories: int
    tile: float
    factory_size: float
    centre_rect: FRect
    ring_radius: float
    ring_centre: Point

    def place_ring(self, centre_w: float, centre_h: float, gap: float) -> None:
        """Put the ring under the status bar (``gap`` below it) round a centre tray of that size."""
        self.factory_size = self.tile / TILE_SHARE
        self.centre_rect = FRect(0, 0, centre_w, centre_h)
        half_diag = math.hypot(centre_w, centre_h) / 2
        s = self.factory_size
        need_spacing = RING_SPACING * s / math.sin(math.pi / max(3, self.factories))
        self.ring_radius = max(need_spacing, s / 2 + half_diag + RING_CLEARANCE)
        cy = self.hud_rect().bottom + gap + self.ring_radius + s / 2
        self.ring_centre = (self.middle.centerx, cy)
        self.centre_rect.center = self.ring_centre

    # -- status bar and buttons --

    def landmarks(self) -> list[FRect]:
        """What a lesson's arrow goes round rather than across: the factories and the centre
        tray with its name (a family adds its labelled icons)."""
        tray = self.centre_rect.inflate(self.tile * 0.5, self.tile * 0.5)
        tray.h += CENTRE_LABEL_H
        return [*(self._factory_with_badge(f) for f in range(self.factories)), tray]

    def _factory_with_badge(self, f: int) -> FRect:
        """A factory plate with its number's badge (it sits on the plate's rim)."""
        x, y = self.factory_label_pos(f)
        badge = FRect(
            x - FACTORY_BADGE_R, y - FACTORY_BADGE_R, 2 * FACTORY_BADGE_R, 2 * FACTORY_BADGE_R
        )
        return self.factory_rect(f).union(badge)

    def hud_rect(self) -> FRect:
        """Status bar at the top of the middle column (rule set, round, whose turn)."""
        m = self.middle
        return FRect(m.x, m.y, m.w, HUD_H)

    def undo_rect(self) -> FRect:
        """The Undo button."""
        m = self.middle
        return FRect(m.x + BUTTON_INSET, m.y + BUTTON_INSET, BUTTON_W, self.grown(BUTTON_H))

    def menu_rect(self) -> FRect:
        """The Menu button."""
        m = self.middle
        h = self.grown(BUTTON_H)
        return FRect(m.right - BUTTON_W - BUTTON_INSET, m.y + BUTTON_INSET, BUTTON_W, h)

    def grown(self, height: float) -> float:
        """A small button's height at the player's text size: taller, so that its larger label
        keeps a margin (half the text's growth: the status bar keeps its room)."""
        return height * (1 + BUTTON_GROWTH * (self.text_scale - 1))

    # -- factories --

    def _angle(self, f: int) -> float:
        return -math.pi / 2 + 2 * math.pi * f / self.factories

    def factory_centre(self, f: int) -> Point:
        """Centre of factory f (factory 1 at the top, then clockwise)."""
        ang = self._angle(f)
        cx, cy = self.ring_centre
        return (cx + self.ring_radius * math.cos(ang), cy + self.ring_radius * math.sin(ang))

    def factory_rect(self, f: int) -> FRect:
        """The factory plate."""
        s = self.factory_size
        r = FRect(0, 0, s, s)
        r.center = self.factory_centre(f)
        return r

    def factory_tile(self, f: int, k: int) -> FRect:
        """Tile k (0..3) on factory f, in a 2×2 grid."""
        cx, cy = self.factory_centre(f)
        p = self.tile * TILE_PITCH
        dx = (k % 2 - 0.5) * p
        dy = (k // 2 - 0.5) * p
        r = FRect(0, 0, self.tile, self.tile)
        r.center = (cx + dx, cy + dy - self.factory_size * PLATE_TILT)
        return r

    def factory_label_pos(self, f: int) -> Point:
        """Where the factory's number badge sits (outside the plate, away from the ring centre)."""
        ang = self._angle(f)
        cx, cy = self.factory_centre(f)
        d = self.factory_size * 0.5
        return (cx + d * math.cos(ang + LABEL_TURN), cy + d * math.sin(ang + LABEL_TURN))

    # -- centre --

    @abstractmethod
    def centre_slot(self, k: int) -> FRect:
        """Centre slot k: 0 = first-player marker, 1 + colour for each colour's pile."""

    def tray_slot(self, k: int, slots: int) -> FRect:
        """Slot k of a one-row centre tray of ``slots`` places (a family's ``centre_slot`` may
        be just this)."""
        c, t = self.centre_rect, self.tile
        w = c.w / slots
        return FRect(c.x + k * w + (w - t) / 2, c.centery - t / 2, t, t)

    def below_ring(self, gap: float) -> FRect:
        """The middle column under the factory ring, ``gap`` below its lowest plate (room for a
        move log)."""
        m = self.middle
        top = self.ring_centre[1] + self.ring_radius + self.factory_size / 2 + gap
        return FRect(m.x + 4, top, m.w - 8, m.bottom - top)

    def centre_group_rect(self, colour: int) -> FRect:
        """Click target of a colour's pile in the centre."""
        pad = self.tile * GROUP_PAD
        return self.centre_slot(1 + colour).inflate(pad, pad)

    def group_tile(
        self, factories: list[list[int]], centre_id: int, source: int, colour: int
    ) -> FRect:
        """Where a (source, colour) group is drawn: its first tile on the factory, or its pile
        in the centre (the inverse of ``group_at``; raises ValueError if the factory lacks it)."""
        if source == centre_id:
            return self.centre_slot(1 + colour)
        return self.factory_tile(source, factories[source].index(colour))

    def group_at(
        self, factories: list[list[int]], centre: list[int], centre_id: int, pos: Point
    ) -> tuple[int, int] | None:
        """The (source, colour) group under a design point: a factory's tile or a centre pile
        (``centre_id`` is the family's source number of the centre)."""
        for f, tiles in enumerate(factories):
            for k, colour in enumerate(tiles):
                if self.factory_tile(f, k).collidepoint(pos):
                    return f, colour
        for colour, n in enumerate(centre):
            if n and self.centre_group_rect(colour).collidepoint(pos):
                return centre_id, colour
        return None
