"""The parts of Tiny's table (see tiny_engine) that its kit composes with the shared ones.

Where everything sits (the shared factory ring round a one-row centre tray, a small board per
seat), what a state shows (its own view), how a take animates (flights on the shared timeline)
and the family's own words. Input and painting are in tiny_table, the kit in tiny_kit.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pygame

from azul.ui import theme
from azul.ui.table.ring import RingLayout
from azul.ui.table.timeline import Flight, Popup, Step
from azul.ui.table.view import factory_tiles
from azul.ui.viewport import DESIGN_H, DESIGN_W

from . import tiny_engine as tiny

FRect = pygame.FRect
Point = tuple[float, float]

MARGIN = 16.0
BOARD_W, BOARD_H = 440.0, 360.0
TILE = 56.0  # a tile on the factories, in the centre and on the boards
CENTRE_SLOTS = 1 + len(tiny.COLOURS)  # the marker, then one pile per colour
CENTRE_H = 1.6  # the centre tray's height, in tiles
RING_GAP = 12.0
LOG_GAP = 10.0  # between the ring and the move log
HEADER_H = 64.0
HELD_PITCH = 130.0  # between the held-tile piles on a board
MARKER = len(tiny.COLOURS)  # the first-player marker where a view or a flight holds a colour
FLIGHT = 0.45  # seconds a taken tile flies (at normal speed)
STAGGER = 0.04  # between tiles setting off
FINAL_BEAT = 0.25  # the last take's pause before the results

# The family's own words: a plug-in brings its text along (English; others fall back to it).
TEXT = {
    "ruleset.tiny-1.name": "Tiny",
    "ruleset.tiny-1.description": "One round on a tiny table: each take scores its tiles.",
    "breakdown.marker": "Marker",
    "tiny.fact_round": "One round, two factories of three tiles",
    "tiny.fact_marker": "The first take from the centre costs 1 point",
    "tiny.pick": "{name}: take a colour from a factory or the centre",
    "tiny.hint": "Take {colour} from {source}",
    "tiny.factory": "factory {n}",
    "tiny.centre": "the centre",
    "tiny.held": "Held",
}


# --- where everything sits ------------------------------------------------------------------


@dataclass(frozen=True)
class TinyBoardGeometry:
    """One seat's small board: a header with name and score, a pile per colour, the marker."""

    rect: FRect

    def header(self) -> FRect:
        """The name and score strip."""
        r = self.rect
        return FRect(r.x + 16, r.y + 16, r.w - 32, HEADER_H)

    def score_rect(self) -> FRect:
        """The score badge at the header's right end."""
        h = self.header()
        return FRect(h.right - 90, h.y + 6, 84, h.h - 12)

    def held_slot(self, colour: int) -> FRect:
        """Where the tiles of a colour the seat took are shown."""
        x = self.rect.x + 48 + colour * HELD_PITCH
        return FRect(x, self.header().bottom + 80, TILE, TILE)

    def marker_rect(self) -> FRect:
        """Where the first-player marker sits once taken."""
        return FRect(self.rect.x + 48, self.rect.bottom - TILE - 36, TILE, TILE)


class TinyLayout(RingLayout):
    """A board left and right; the status bar, ring and move log in the middle column."""

    def __init__(self, players: int, factories: int) -> None:
        self.players = players
        self.factories = factories
        self.tile = TILE
        y = (DESIGN_H - BOARD_H) / 2
        spots = [MARGIN, DESIGN_W - MARGIN - BOARD_W]
        self.boards = [TinyBoardGeometry(FRect(x, y, BOARD_W, BOARD_H)) for x in spots[:players]]
        left = MARGIN + BOARD_W + MARGIN
        self.middle = FRect(left, MARGIN, DESIGN_W - 2 * left, DESIGN_H - 2 * MARGIN)
        self.place_ring(CENTRE_SLOTS * TILE * 1.25, CENTRE_H * TILE, RING_GAP)

    def centre_slot(self, k: int) -> FRect:
        """Centre slot k in one row: 0 = first-player marker, 1 + colour for each pile."""
        c = self.centre_rect
        w = c.w / CENTRE_SLOTS
        return FRect(c.x + k * w + (w - TILE) / 2, c.centery - TILE / 2, TILE, TILE)

    def log_rect(self) -> FRect:
        """The move log (the replay puts its controls here)."""
        m = self.middle
        top = self.ring_centre[1] + self.ring_radius + self.factory_size / 2 + LOG_GAP
        return FRect(m.x + 4, top, m.w - 8, m.bottom - top)


# --- what the table shows -------------------------------------------------------------------


@dataclass
class TinyBoardView:
    """One seat as drawn."""

    held: list[int]
    score: int
    marker: bool

    def copy(self) -> TinyBoardView:
        """An independent copy."""
        return TinyBoardView(list(self.held), self.score, self.marker)


@dataclass
class TinyView:
    """The table as drawn: factories as tile colours, centre piles, the marker, the boards."""

    factories: list[list[int]]
    centre: list[int]
    marker_in_centre: bool
    round: int
    boards: list[TinyBoardView]

    @staticmethod
    def of(state: Any) -> TinyView:
        """The view of a Tiny state at rest."""
        return TinyView(
            factories=factory_tiles(state),
            centre=list(state.centre),
            marker_in_centre=bool(state.marker_in_centre),
            round=int(state.round),
            boards=[TinyBoardView(list(b.held), b.score, b.marker) for b in state.boards],
        )

    def copy(self) -> TinyView:
        """An independent copy."""
        return TinyView(
            [list(f) for f in self.factories],
            list(self.centre),
            self.marker_in_centre,
            self.round,
            [b.copy() for b in self.boards],
        )

    def groups(self) -> list[tuple[int, int]]:
        """Every (source, colour) that can be taken: factories first, then the centre."""
        out = [(f, c) for f, tiles in enumerate(self.factories) for c in sorted(set(tiles))]
        centre = len(self.factories)
        return out + [(centre, c) for c, n in enumerate(self.centre) if n]


# --- how a take animates ----------------------------------------------------------------------


def take_steps(
    lay: TinyLayout, speed: float, view: TinyView, before: Any, move: int, after: Any
) -> list[Step[TinyView]]:
    """A take: its tiles fly to the taker's board (a factory's rest to the centre, the marker
    to the board), then the score rises; nothing at all when animations are off."""
    if speed <= 0:
        return []
    source, colour = tiny.decode(move)
    p = before.current
    geo = lay.boards[p]
    from_centre = source == before.centre_index
    starts: list[tuple[int, Point]] = []  # (colour, where it sets off)
    if from_centre:
        slot = lay.centre_slot(1 + colour).center
        starts = [(colour, slot)] * view.centre[colour]
        if view.marker_in_centre:
            starts.append((MARKER, lay.centre_slot(0).center))
    else:
        starts = [
            (c, lay.factory_tile(source, k).center) for k, c in enumerate(view.factories[source])
        ]
    flights = []
    for i, (c, start) in enumerate(starts):
        if c == MARKER:
            end = geo.marker_rect().center
        elif c == colour:
            end = geo.held_slot(colour).center
        else:
            end = lay.centre_slot(1 + c).center
        flights.append(
            Flight(c, start, end, TILE, TILE, delay=i * STAGGER * speed, duration=FLIGHT * speed)
        )
    taken = sum(1 for c, _ in starts if c == colour)
    marker = any(c == MARKER for c, _ in starts)

    def lift(v: TinyView) -> None:
        if from_centre:
            v.centre[colour] = 0
            v.marker_in_centre = False
        else:
            v.factories[source] = []

    def land(v: TinyView) -> None:
        board = v.boards[p]
        board.held[colour] += taken
        board.score = after.boards[p].score
        board.marker = board.marker or marker
        for c, _ in starts:
            if c not in (colour, MARKER):
                v.centre[c] += 1

    score_at = geo.score_rect().midtop
    popups = [Popup(f"+{taken}", score_at, theme.GAIN)]
    if marker:
        popups.append(Popup(f"{tiny.MARKER_PENALTY}".replace("-", "−"), score_at, theme.PENALTY))
    duration = max(f.end_time for f in flights)
    steps = [
        Step(
            duration,
            flights=flights,
            on_start=lift,
            on_end=land,
            popups=popups,
            sound_start="pick",
            sound_end="place",
        )
    ]
    if after.is_over:
        steps.append(Step(FINAL_BEAT * speed, sound_end="game_end"))
    return steps
