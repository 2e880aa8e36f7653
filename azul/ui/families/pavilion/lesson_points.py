"""Where a Summer Pavilion lesson's pointers are on the table (design-space rectangles), and
where the lesson's callout box fits on the two-player Summer Pavilion table."""

from __future__ import annotations

import pygame

from azul.domain.lessons import pavilion_points as pp
from azul.domain.lessons.script import Pointer

from ...viewport import DESIGN_H
from .layout import PavilionLayout
from .view import PavilionView

FRect = pygame.FRect

CORNER_SPACES = 4
ROUNDS = 6
BOX_MARGIN = 16.0  # from the bottom edge of the design space
# Height of the callout box: six lines of the lesson text, its heading and its button row
# (see azul.ui.lesson_callout.text_area).
BOX_H = 300.0


def _union(rects: list[FRect]) -> list[FRect]:
    """One rectangle around all of them (none for none)."""
    return [rects[0].unionall(rects[1:])] if rects else []


def lesson_rects(pointer: Pointer, layout: PavilionLayout, view: PavilionView) -> list[FRect]:
    """Design rectangles of one pointer on the Summer Pavilion table (empty when it names
    nothing there, such as a colour no factory holds any more)."""
    kind, a, b = pointer.kind, pointer.a, pointer.b
    if kind == pp.CENTRE:
        return [FRect(layout.centre_rect)]
    if kind == pp.CENTRE_GROUP:
        return [layout.centre_slot(1 + b)] if view.centre[b] else []
    if kind == pp.GROUP:
        tiles = view.factories[a] if 0 <= a < len(view.factories) else []
        return _union([layout.factory_tile(a, k) for k, c in enumerate(tiles) if c == b])
    if kind == pp.WILD_MARKER:
        return [layout.wild_rect()]
    if kind == pp.ROUND_TRACK:
        rounds = range(ROUNDS) if b == pp.ALL else [b - 1]
        return _union([layout.track_rect(k) for k in rounds if 0 <= k < ROUNDS])
    if kind == pp.SUPPLY:
        slots = [
            layout.supply_slot(i)
            for i, c in enumerate(view.supply)
            if c >= 0 and (b == pp.ALL or c == b)
        ]
        return _union(slots) if b == pp.ALL else slots  # a colour: each of its tiles
    if kind == pp.PANEL:
        return [layout.decision_rect()]
    if kind == pp.STORAGE:
        return [layout.storage_rect()]
    if not 0 <= a < len(layout.boards):
        return []
    geo = layout.boards[a]
    if kind == pp.BOARD:
        return [FRect(geo.rect)]
    if kind == pp.SCORE:
        return [geo.score_badge()]
    if kind == pp.STAR:
        return [geo.star_rect(b)]
    if kind == pp.SPACE:
        return [geo.space_bounds(b)]
    if kind == pp.STRUCTURE:
        return [geo.structure_rect(b)]
    if kind == pp.HAND:
        return [geo.hand_rect() if b == pp.ALL else geo.hand_slot(b)]
    if kind == pp.CORNERS:
        return _union([geo.corner_slot(k) for k in range(CORNER_SPACES)])
    return []


def lesson_box(layout: PavilionLayout) -> FRect:
    """The callout box: over the foot of the last board (the computer's hand row and the tips
    of its lowest stars), the one place of the two-player table with room for a few lines;
    the free strip above the learner's board is too low for text and buttons."""
    board = layout.boards[-1].rect
    bottom = DESIGN_H - BOX_MARGIN
    return FRect(board.x, bottom - BOX_H, board.w, BOX_H)
