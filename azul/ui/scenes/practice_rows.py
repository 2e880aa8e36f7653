"""The practice list's page: where its rows and buttons go, each position's row painted (how
it went, its label, the game and the move), the background review's progress bar and what an
empty list says."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from azul.domain.practice import DONE, RETRY

from .. import theme
from ..canvas import Canvas
from ..practice_pool import Reviewing
from ..review_words import LABEL_COLOURS
from ..widgets import Button
from .lessons_menu import PANEL, paint_check

STATUS_Y = 158.0  # the line under the heading: the tally or the background review
TOP = 200.0  # the first row
ROW_H = 80.0
ROW_GAP = 8.0
ROWS = 8  # rows on one page
PAD = 34.0
TEXT_X = 24.0
TITLE_Y = 8.0
DETAIL_BOTTOM = 8.0
ROW_TEXT_SCALE = 1.15  # a row's two lines grow at most this much with the text size setting
BUTTON_W = 230.0
BUTTON_H = 54.0
STATE_W = 260.0
BAR_H = 10.0  # the background review's progress bar
BOTTOM_Y = 948.0
BOTTOM_H = 70.0
BOTTOM_W = 300.0
PAGE_W = 200.0
BOTTOM_GAP = 24.0
BUTTON_SIZE = 26.0
STATUS_SIZE = theme.SIZE_BODY
EMPTY_SIZE = theme.SIZE_LARGE
STATE_COLOURS = {DONE: (46, 128, 74), RETRY: theme.GOLD_DEEP, None: theme.INK_SOFT}


@dataclass(frozen=True)
class Row:
    """One position's row on the page shown."""

    number: int  # the position's index in the list
    rect: pygame.FRect
    button: Button


@dataclass(frozen=True)
class RowWords:
    """What a row says: how the position went (its status and the words for it), its label
    (the words and the review's label key, which picks the colour), the game and the move."""

    status: str | None
    state: str
    label: str
    label_key: str
    title: str
    detail: str


def row_rects(k: int) -> tuple[pygame.FRect, pygame.FRect]:
    """The k-th row on the page and its Practise button."""
    y = TOP + k * (ROW_H + ROW_GAP)
    rect = pygame.FRect(PANEL.x + PAD, y, PANEL.w - 2 * PAD, ROW_H)
    button_rect = pygame.FRect(
        rect.right - PAD * 0.5 - BUTTON_W, rect.centery - BUTTON_H / 2, BUTTON_W, BUTTON_H
    )
    return rect, button_rect


def text_room(row: Row) -> float:
    """How wide a row's lines may be (left of the state and the button)."""
    return row.button.rect.x - 20 - (row.rect.x + TEXT_X)


def paint_bar(canvas: Canvas, at: Reviewing | None) -> None:
    """The background review's progress under the status line (nothing while none runs)."""
    if at is None or at.total <= 0:
        return
    bar = pygame.FRect(PANEL.x + PAD, STATUS_Y + 22, PANEL.w - 2 * PAD, BAR_H)
    canvas.fill(bar, theme.CREAM, radius=5)
    share = (at.game - 1 + at.decisions / at.total) / max(1, at.games)
    canvas.fill(pygame.FRect(bar.x, bar.y, bar.w * min(1.0, share), bar.h), theme.GOLD, radius=5)


def paint_empty(canvas: Canvas, text: str) -> None:
    """What the list says with no position (yet), wrapped in the middle of the panel."""
    area = pygame.FRect(PANEL.x + 2 * PAD, TOP + 80, PANEL.w - 4 * PAD, 400)
    y = area.y
    for line in canvas.wrap(text, EMPTY_SIZE, theme.BODY, area.w):
        drawn = canvas.text(
            line, (960, y), size=EMPTY_SIZE, colour=theme.INK, font=theme.BODY, anchor="midtop"
        )
        y = drawn.bottom + 8


def paint_row(canvas: Canvas, row: Row, words: RowWords) -> None:
    """A position's row: the game and the move on the left, how it went and its label right."""
    r = row.rect
    grow = min(1.0, ROW_TEXT_SCALE / canvas.text_scale)
    canvas.fill(r, theme.CREAM, alpha=110, radius=14)
    x = r.x + TEXT_X
    room = text_room(row)
    status = words.status
    state = canvas.text(
        words.state,
        (x + room, r.y + TITLE_Y + 4),
        size=theme.SIZE_BODY * grow,
        colour=STATE_COLOURS[status],
        font=theme.BOLD,
        anchor="topright",
        max_width=STATE_W,
    )
    if status == DONE:
        paint_check(canvas, (state.x - 14, state.centery))
    chip = canvas.text(
        words.label,
        (x + room, r.bottom - DETAIL_BOTTOM),
        size=theme.SIZE_SMALL * grow,
        colour=LABEL_COLOURS.get(words.label_key, theme.INK),
        font=theme.BOLD,
        anchor="bottomright",
        max_width=STATE_W,
    )
    canvas.text(
        words.title,
        (x, r.y + TITLE_Y),
        size=theme.SIZE_LARGE * grow,
        colour=theme.INK,
        font=theme.BOLD,
        max_width=room - state.w - 40,
    )
    canvas.text(
        words.detail,
        (x, r.bottom - DETAIL_BOTTOM),
        size=theme.SIZE_BODY * grow,
        colour=theme.INK_SOFT,
        font=theme.BODY,
        max_width=room - chip.w - 24,
        anchor="bottomleft",
    )
