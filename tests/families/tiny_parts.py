"""Tiny's own table parts (see tiny_engine): its words, where everything sits (the shared ring
round a one-row centre tray, a small board per seat), what a state shows, how a take animates."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from azul.ui import theme
from azul.ui.table.frame import TableFrame
from azul.ui.table.ring import RingLayout
from azul.ui.table.step_parts import MARKER, last_beat, signed, take_step
from azul.ui.table.targets import GroupTarget
from azul.ui.table.timeline import Popup, Step
from azul.ui.table.view import DeepCopied, factory_tiles, ring_groups
from azul.ui.viewport import DESIGN_H, DESIGN_W

from . import tiny_engine as tiny

FRect = pygame.FRect
MARGIN, RING_GAP, LOG_GAP = 16.0, 12.0, 10.0
BOARD_W, BOARD_H, HEADER_H = 440.0, 360.0, 64.0
TILE = 56.0  # a tile on the factories, in the centre and on the boards
CENTRE_SLOTS = 1 + len(tiny.COLOURS)  # the marker, then one pile per colour
HELD_PITCH = 130.0  # between the held-tile piles on a board
FINAL_BEAT = 0.25  # seconds the last take's pause lasts before the results

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
        """Where the tiles of a colour the seat took are shown (the marker's: under them)."""
        if colour == MARKER:
            return FRect(self.rect.x + 48, self.rect.bottom - TILE - 36, TILE, TILE)
        return FRect(self.rect.x + 48 + colour * HELD_PITCH, self.header().bottom + 80, TILE, TILE)


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
        return self.tray_slot(k, CENTRE_SLOTS)

    def log_rect(self) -> FRect:
        """The move log (the replay puts its controls here)."""
        return self.below_ring(LOG_GAP)


@dataclass
class TinyBoardView:
    """One seat as drawn."""

    held: list[int]
    score: int
    marker: bool


@dataclass
class TinyView(DeepCopied):
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

    def groups(self) -> list[tuple[int, int]]:
        """Every (source, colour) that can be taken: factories first, then the centre."""
        return ring_groups(self.factories, self.centre, len(self.factories))


TinyFrame = TableFrame[tiny.TinyState, TinyView, "TinyLayout", GroupTarget, None]


def take_steps(
    frame: TinyFrame, view: TinyView, before: tiny.TinyState, move: int, after: tiny.TinyState
) -> list[Step[TinyView]]:
    """A take flies to the taker's board (the shared take step), then the score rises; nothing
    at all when animations are off."""
    if frame.speed <= 0:
        return []
    source, colour = tiny.decode(move)
    p, geo = before.current, frame.layout.boards[before.current]
    from_centre = source == before.centre_index
    taken = view.centre[colour] if from_centre else view.factories[source].count(colour)
    marker = from_centre and view.marker_in_centre

    def land(v: TinyView) -> None:
        board = v.boards[p]
        board.held[colour] += taken
        board.score, board.marker = after.boards[p].score, board.marker or marker

    at = geo.score_rect().midtop
    popups = [Popup(signed(taken), at, theme.GAIN)]
    popups += [Popup(signed(tiny.MARKER_PENALTY), at, theme.PENALTY)] * marker
    take = (source, colour, before.centre_index)
    step = take_step(frame.layout, view, frame.speed, take, geo.held_slot, land, popups)
    return [step, *[last_beat(frame.speed, FINAL_BEAT)] * after.is_over]
