"""Where a lesson's pointers are on the base family's table (design rectangles)."""

from __future__ import annotations

import pygame

from azul.domain.lessons import script as ls

from ...lesson_callout import BOX_GAP
from .layout import BoardGeometry, TableLayout
from .view import TableView

BOX_TOP = 16.0  # design px from the window's top edge to the callout box

WALL_COLUMNS = 5  # a WALL_CELL pointer's b is row * WALL_COLUMNS + column


def _board_rects(pointer: ls.Pointer, geo: BoardGeometry) -> list[pygame.FRect]:
    """A pointer at one seat's board: the board, a line, the floor, the wall or a part of it."""
    kind = pointer.kind
    if kind == ls.BOARD:
        return [geo.rect]
    if kind == ls.LINE:
        return [geo.line_rect(pointer.b)]
    if kind == ls.FLOOR:
        return [geo.floor_rect()]
    if kind == ls.WALL:
        return [geo.wall_rect()]
    if kind == ls.WALL_ROW:
        return [geo.wall_cell(pointer.b, 0).union(geo.wall_cell(pointer.b, WALL_COLUMNS - 1))]
    if kind == ls.WALL_CELL:
        row, col = divmod(pointer.b, WALL_COLUMNS)
        return [geo.wall_cell(row, col)]
    return [geo.header()]  # SCORE


BOARD_KINDS = (ls.BOARD, ls.LINE, ls.FLOOR, ls.WALL, ls.WALL_ROW, ls.WALL_CELL, ls.SCORE)


def lesson_rects(pointer: ls.Pointer, layout: TableLayout, view: TableView) -> list[pygame.FRect]:
    """Design rectangles of one pointer, from the base layout and what the table shows."""
    kind = pointer.kind
    if kind in BOARD_KINDS:
        if not 0 <= pointer.a < len(layout.boards):
            return []
        return _board_rects(pointer, layout.boards[pointer.a])
    if kind == ls.CENTRE:
        return [layout.centre_rect]
    if kind == ls.CENTRE_GROUP:
        return [layout.centre_slot(1 + pointer.b)]
    if kind == ls.LID:
        return [layout.lid_rect()]
    if kind == ls.GROUP:
        tiles = [
            layout.factory_tile(pointer.a, k)
            for k, colour in enumerate(view.factories[pointer.a])
            if colour == pointer.b
        ]
        return [tiles[0].unionall(tiles[1:])] if tiles else []
    return []


def lesson_box(layout: TableLayout, seat: int = 0) -> pygame.FRect:
    """The callout box: above the learner's board (free space in the two-player layout)."""
    board = layout.boards[seat].rect
    top = BOX_TOP
    supply = getattr(layout, "supply_corner", None)
    if supply is not None and supply.x < layout.middle.x:  # the bag and lid stay in sight
        top = layout.supply_bottom() + BOX_GAP
    right = min(board.right, layout.middle.x - BOX_GAP)  # clear of the status bar and ring
    return pygame.FRect(board.x, top, right - board.x, board.y - BOX_GAP - top)
