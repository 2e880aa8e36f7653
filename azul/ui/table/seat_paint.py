"""The parts of a seat's board header every family draws alike: the seat's colour mark and the
score badge."""

from __future__ import annotations

import pygame

from .. import theme
from ..canvas import Canvas
from ..seat_mark import paint_seat_mark

DOT_R = 12.0  # the seat's colour dot
BADGE_CORNER = 12.0
SCORE_SIZE = 30.0


def paint_seat_dot(canvas: Canvas, centre: tuple[float, float], colour: int) -> None:
    """The seat's colour (index ``colour``) in its shape, edged, with a soft shadow."""
    cx, cy = centre
    canvas.circle((cx, cy + 1), DOT_R, theme.SHADOW, alpha=70)
    paint_seat_mark(canvas, (cx, cy), DOT_R, colour, theme.CREAM)


def paint_score_badge(canvas: Canvas, badge: pygame.FRect, score: int) -> None:
    """A seat's score on a navy badge with a gold edge."""
    canvas.fill(badge.move(0, 3), theme.SHADOW, alpha=60, radius=BADGE_CORNER)
    canvas.fill(badge, theme.NAVY, radius=BADGE_CORNER)
    canvas.outline(badge, theme.GOLD, width=2, radius=BADGE_CORNER)
    canvas.text(str(score), badge.center, SCORE_SIZE, theme.CREAM, theme.BOLD, "center")
