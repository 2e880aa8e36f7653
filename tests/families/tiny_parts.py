"""Tiny's own table parts (see tiny_engine): its words, where everything sits (the shared factory
ring round a one-row centre tray, a small board per seat), what a state shows and how a take
animates (flights on the shared timeline). Input and painting are in tiny_table, the kit in
tiny_kit; everything else is the shared table's."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from azul.ui import theme
from azul.ui.table.ring import RingLayout
from azul.ui.table.timeline import Flight, Popup, Step
from azul.ui.table.view import factory_tiles
from azul.ui.viewport import DESIGN_H, DESIGN_W

from . import tiny_engine as tiny

FRect = pygame.FRect
MARGIN, RING_GAP, LOG_GAP = 16.0, 12.0, 10.0
BOARD_W, BOARD_H, HEADER_H = 440.0, 360.0, 64.0
TILE = 56.0  # a tile on the factories, in the centre and on the boards
CENTRE_SLOTS = 1 + len(tiny.COLOURS)  # the marker, then one pile per colour
HELD_PITCH = 130.0  # between the held-tile piles on a board
MARKER = len(tiny.COLOURS)  # the first-player marker where a view or a flight holds a colour
FLIGHT, STAGGER, FINAL_BEAT = 0.45, 0.04, 0.25  # seconds (at normal speed)

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


@dataclass(frozen=True)
class TinyBoardGeometry:
    """One seat's small board: a header with name and score, a pile per colour, the marker."""

    rect: FRect

    def header(self) -> FRect:
        """The name and score strip."""
        return FRect(self.rect.x + 16, self.rect.y + 16, self.rect.w - 32, HEADER_H)

    def score_rect(self) -> FRect:
        """The score badge at the header's right end."""
        h = self.header()
        return FRect(h.right - 90, h.y + 6, 84, h.h - 12)

    def held_slot(self, colour: int) -> FRect:
        """Where the tiles of a colour the seat took are shown (the marker after them)."""
        x = self.rect.x + 48 + colour * HELD_PITCH
        return FRect(x, self.header().bottom + 80, TILE, TILE)

    def marker_rect(self) -> FRect:
        """Where the first-player marker sits once taken."""
        return FRect(self.rect.x + 48, self.rect.bottom - TILE - 36, TILE, TILE)


class TinyLayout(RingLayout):
    """A board left and right; the status bar, ring and move log in the middle column."""

    def __init__(self, players: int, factories: int) -> None:
        self.players, self.factories, self.tile = players, factories, TILE
        y = (DESIGN_H - BOARD_H) / 2
        spots = [MARGIN, DESIGN_W - MARGIN - BOARD_W]
        self.boards = [TinyBoardGeometry(FRect(x, y, BOARD_W, BOARD_H)) for x in spots[:players]]
        left = MARGIN + BOARD_W + MARGIN
        self.middle = FRect(left, MARGIN, DESIGN_W - 2 * left, DESIGN_H - 2 * MARGIN)
        self.place_ring(CENTRE_SLOTS * TILE * 1.25, 1.6 * TILE, RING_GAP)

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


@dataclass
class TinyBoardView:
    """One seat as drawn."""

    held: list[int]
    score: int
    marker: bool


@dataclass
class TinyView:
    """The table as drawn: factories as tile colours, centre piles, the marker, the boards."""

    factories: list[list[int]]
    centre: list[int]
    marker_in_centre: bool
    round: int
    boards: list[TinyBoardView]

    @staticmethod
    def of(state: tiny.TinyState) -> TinyView:
        """The view of a Tiny state at rest."""
        boards = [TinyBoardView(list(b.held), b.score, b.marker) for b in state.boards]
        centre, marker = list(state.centre), bool(state.marker_in_centre)
        return TinyView(factory_tiles(state), centre, marker, int(state.round), boards)

    def copy(self) -> TinyView:
        """An independent copy."""
        boards = [TinyBoardView(list(b.held), b.score, b.marker) for b in self.boards]
        factories = [list(f) for f in self.factories]
        return TinyView(factories, list(self.centre), self.marker_in_centre, self.round, boards)

    def groups(self) -> list[tuple[int, int]]:
        """Every (source, colour) that can be taken: factories first, then the centre."""
        out = [(f, c) for f, tiles in enumerate(self.factories) for c in sorted(set(tiles))]
        return out + [(len(self.factories), c) for c, n in enumerate(self.centre) if n]


def take_steps(
    lay: TinyLayout,
    speed: float,
    view: TinyView,
    before: tiny.TinyState,
    move: int,
    after: tiny.TinyState,
) -> list[Step[TinyView]]:
    """A take: its tiles fly to the taker's board (a factory's rest to the centre, the marker
    to the board), then the score rises; nothing at all when animations are off."""
    if speed <= 0:
        return []
    source, colour = tiny.decode(move)
    p, geo = before.current, lay.boards[before.current]
    from_centre = source == before.centre_index
    if from_centre:
        starts = [(colour, lay.centre_slot(1 + colour).center)] * view.centre[colour]
        starts += [(MARKER, lay.centre_slot(0).center)] * view.marker_in_centre
    else:
        starts = [
            (c, lay.factory_tile(source, k).center) for k, c in enumerate(view.factories[source])
        ]
    ends = {MARKER: geo.marker_rect().center, colour: geo.held_slot(colour).center}
    flights = [
        Flight(
            c,
            at,
            ends.get(c, lay.centre_slot(1 + c).center),
            TILE,
            TILE,
            i * STAGGER * speed,
            FLIGHT * speed,
        )
        for i, (c, at) in enumerate(starts)
    ]
    taken = sum(1 for c, _ in starts if c == colour)
    marker = any(c == MARKER for c, _ in starts)

    def lift(v: TinyView) -> None:
        if from_centre:
            v.centre[colour], v.marker_in_centre = 0, False
        else:
            v.factories[source] = []

    def land(v: TinyView) -> None:
        board = v.boards[p]
        board.held[colour] += taken
        board.score, board.marker = after.boards[p].score, board.marker or marker
        for c, _ in starts:
            if c not in (colour, MARKER):
                v.centre[c] += 1

    at = geo.score_rect().midtop
    popups = [Popup(f"+{taken}", at, theme.GAIN)]
    popups += [Popup(f"{tiny.MARKER_PENALTY}".replace("-", "−"), at, theme.PENALTY)] * marker
    duration = max(f.end_time for f in flights)
    steps = [Step(duration, flights, lift, land, popups, sound_start="pick", sound_end="place")]
    return steps + [Step(FINAL_BEAT * speed, sound_end="game_end")] * after.is_over
