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

from azul.engine.drafting import DRAFT
from azul.engine.pavilion_game import BONUS, KEEP, PLACE

from ...table.hud import status_letters_bottom
from ...table.ring import RingLayout, labelled_icon
from ...viewport import DESIGN_H, DESIGN_W
from .board_geometry import HAND_TILE, StarBoardGeometry
from .decision_state import PavilionChoice

FRect = pygame.FRect
Point = tuple[float, float]

MARGIN = 16.0
BOARD_W = 628.0
BOARD_H = 516.0
BOARD_H_TALL = 700.0  # a board alone in its column: room for the hand under a bigger hexagon
MIDDLE_W = DESIGN_W - 2 * BOARD_W - 4 * MARGIN
TILE = 38.0  # tiles on factories and in the centre
RING_GAP = 10.0  # between the status bar and the factory ring
HUD_ROUND_SIZE, HUD_STATUS_SIZE = 21.0, 22.0  # the status bar's round and status lines
STATUS_CLEAR = 4.0  # between the status line's letters and the phase-2 panel under them
SUPPLY_TILE = 38.0
TRACK_TILE = 36.0
# The central board sprite (600 px): round track at radius 239.
TRACK_R = 239 / 600
# The take preview of phase 1 docks in the corner under the bag and the storage, right of the
# central board (see PavilionLayout.take_dock): the one place that every layout leaves free.
TAKE_DOCK_SIDE_GAP = 6.0  # from the central board's right edge
TAKE_DOCK_EDGE = 2.0  # from the middle column's right edge (the boards start a margin further)
TAKE_DOCK_TOP_GAP = 4.0  # under the storage icon (its name and count end within its height)
TAKE_PAD = 8.0  # inside the dock, round its lines and its buttons
TAKE_BUTTON_H = 38.0
TAKE_BUTTON_GAP = 8.0  # between Take and Cancel, and between them and the lines above
HINT_INSET = 10.0  # the Hint and Moves buttons inside the corners of the ring's area
HINT_H = 44.0
# The decision panel of phase 2 (over the ring's area) and its buttons.
PANEL_INSET = 12.0  # the panel's content inside the ring's area, on every side
PANEL_PAD = 10.0  # between the content's edges and its buttons
PAIR_GAP = 20.0  # between the two buttons side by side at the panel's foot
PAIR_H = 58.0  # Take bonus tiles / Clear, Place / Cancel
PICKS_RISE = 70.0  # from the content's foot to the top of Take bonus tiles / Clear
PLACE_RISE = 68.0  # from the content's foot to the top of Place / Cancel
KEEP_BUTTON = (320.0, 64.0)  # "Choose tiles to keep", centred at the foot
PASS_BUTTON = (300.0, 66.0)  # Pass, centred at the foot
CHIP = 52.0  # a colour to place (centre star, grey stars), in a row under the title
CHIP_GAP = 12.0
CHIP_TOP = 104.0  # from the content's top
WILDS_W = 72.0  # a number of wild tiles to pay with, in a row under the colours
WILDS_GAP = 10.0
WILDS_H = 46.0
WILDS_TOP = 110.0  # from the content's top, without a colour row
WILDS_TOP_UNDER_CHIPS = 190.0  # from the content's top, under the colour row


@dataclass(frozen=True)
class Control:
    """A button drawn by the table itself (the decision panel, the take callout)."""

    kind: str  # take, untake, pass, colour, wilds, place, cancel, picks, clear, keep
    value: int
    rect: FRect
    enabled: bool = True


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

    def decision_rect(self) -> FRect:
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

    # -- the table's own buttons --

    def hint_rect(self, drafting: bool = True) -> FRect:
        """The Hint button: in the top-left corner of the ring's area while ``drafting``; after
        that inside the phase-2 panel's corner, under the status line (drawn on top of it)."""
        ring = self.ring_rect() if drafting else self.decision_rect()
        undo = self.undo_rect()
        return FRect(ring.x + HINT_INSET, ring.y + HINT_INSET, undo.w, HINT_H)

    def log_button_rect(self, drafting: bool) -> FRect:
        """The Moves button: while ``drafting``, in the top-right corner of the ring's area,
        across from Hint, clear of the factories; when the phase-2 panel takes that area over,
        at the foot of the column under the bag and storage."""
        hint = self.hint_rect()
        if drafting:  # the take preview opens under the storage, not here
            ring = self.ring_rect()
            return FRect(ring.right - HINT_INSET - hint.w, ring.y + HINT_INSET, hint.w, hint.h)
        note = self.note_rect()
        return FRect(note.x, note.bottom - hint.h, hint.w, hint.h)

    # -- the decision panel of phase 2 --

    def panel_rect(self, choice: PavilionChoice) -> FRect | None:
        """Where a decision shows: the take preview's dock (phase 1, once a take is chosen),
        or the panel over the ring's area."""
        if choice.phase == DRAFT:
            return self.take_dock() if choice.preview is not None else None
        return self.decision_rect()

    def panel_inner(self) -> FRect:
        """The decision panel's content: its area under the status line, inset."""
        return self.decision_rect().inflate(-2 * PANEL_INSET, -2 * PANEL_INSET)

    def wilds_row_y(self, under_chips: bool) -> float:
        """Top of the wild-count choice in the panel (lower under a row of colours)."""
        top = WILDS_TOP_UNDER_CHIPS if under_chips else WILDS_TOP
        return float(self.panel_inner().y) + top

    def controls(self, choice: PavilionChoice) -> list[Control]:
        """The table's own buttons for a decision: the take preview's, the panel's."""
        if choice.phase == DRAFT:
            if choice.preview is None:
                return []
            take, untake = self.take_buttons()
            return [Control("take", 0, take), Control("untake", 0, untake)]
        panel = self.panel_inner()
        if choice.phase == BONUS:
            full = len(choice.picks) == choice.owed
            return self._pair(panel, PICKS_RISE, ("picks", full), ("clear", bool(choice.picks)))
        if choice.phase == KEEP:
            return [Control("keep", 0, _foot_button(panel, KEEP_BUTTON))]
        if choice.phase != PLACE:
            return []
        if choice.space is None or choice.options is None:
            return [Control("pass", 0, _foot_button(panel, PASS_BUTTON))]
        out: list[Control] = []
        colours = choice.options.colours
        if len(colours) > 1:
            x0 = panel.centerx - (len(colours) * CHIP + (len(colours) - 1) * CHIP_GAP) / 2
            for i, c in enumerate(colours):
                rect = FRect(x0 + i * (CHIP + CHIP_GAP), panel.y + CHIP_TOP, CHIP, CHIP)
                out.append(Control("colour", c, rect))
        colour = choice.colour if choice.colour is not None else -1
        pays = choice.options.by_colour.get(colour, [])
        if len(pays) > 1:
            y = self.wilds_row_y(len(colours) > 1)
            x0 = panel.centerx - (len(pays) * WILDS_W + (len(pays) - 1) * WILDS_GAP) / 2
            for i, p in enumerate(pays):
                rect = FRect(x0 + i * (WILDS_W + WILDS_GAP), y, WILDS_W, WILDS_H)
                out.append(Control("wilds", p.wilds, rect))
        placeable = choice.payment is not None
        return out + self._pair(panel, PLACE_RISE, ("place", placeable), ("cancel", True))

    @staticmethod
    def _pair(
        panel: FRect, rise: float, left: tuple[str, bool], right: tuple[str, bool]
    ) -> list[Control]:
        """Two buttons side by side at the foot of the panel (kind, enabled each)."""
        w = (panel.w - (2 * PANEL_PAD + PAIR_GAP)) / 2
        y = panel.bottom - rise
        return [
            Control(left[0], 0, FRect(panel.x + PANEL_PAD, y, w, PAIR_H), left[1]),
            Control(
                right[0], 0, FRect(panel.x + (PANEL_PAD + PAIR_GAP) + w, y, w, PAIR_H), right[1]
            ),
        ]


def _foot_button(panel: FRect, size: tuple[float, float]) -> FRect:
    """A button centred at the foot of the panel."""
    r = FRect(0, 0, *size)
    r.midbottom = (panel.centerx, panel.bottom - PANEL_PAD)
    return r
