"""The new-game screen's layout: the rule-set grid on the left, the seats, who starts and the
seed on the right panel, and the description box under the cards (design pixels)."""

from __future__ import annotations

import pygame

GRID_X, GRID_Y = 70, 176
GRID_W = 902  # width of the rule-set grid
CARD_GAP_X = 22
CARD_GAP_Y = 18
NAME_H = 44  # room under each preview for the name
RIGHT_X = 1040
RIGHT_END = 1880  # the right panel's right edge
HINT_PAD = 30  # a hint's end to the panel's edge
LABEL_W = 240  # a label left of the starter and seed fields (they start 260 further right)
SEAT_Y = 300
SEAT_H = 92
# The line that says what a computer level means: under the seats hint, or with four seats
# (no room there) under the seed hint.
LEVEL_ABOUT_GAP = 44
LEVEL_ABOUT_SIZE = 20
LEVEL_ABOUT_Y = 896
LEVEL_ABOUT_CLEARANCE = 8  # between the wrapped lines and the starter row
SEATS_HINT_DY = 18  # the seats hint under the last seat
STARTER_Y = SEAT_Y + 4 * SEAT_H + 30  # the "who starts" row (under room for four seats)


def grid(count: int) -> tuple[int, float, float]:
    """Columns, card width and card height (preview + name) of a grid of count rule sets."""
    n = max(1, count)
    cols = 3 if n <= 9 else 4
    w = (GRID_W - (cols - 1) * CARD_GAP_X) / cols
    return cols, w, w * 9 / 16 + NAME_H


def card_rects(count: int) -> list[pygame.FRect]:
    """Where each of count rule sets' cards goes."""
    cols, w, h = grid(count)
    return [
        pygame.FRect(
            GRID_X + (i % cols) * (w + CARD_GAP_X), GRID_Y + (i // cols) * (h + CARD_GAP_Y), w, h
        )
        for i in range(count)
    ]


def description_box(cards: list[pygame.FRect]) -> pygame.FRect:
    """The chosen rule set's description, under the cards."""
    top = max(r.bottom for r in cards) + 16
    return pygame.FRect(GRID_X - 10, top, GRID_W + 20, max(150, 1046 - top))
