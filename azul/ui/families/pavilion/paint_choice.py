"""The choice of phase 2 on the deciding person's star board: a ring round every space that
can be paid for (brighter where the pointer or the focus is), the chosen space with a ghost of
its tile and the points it scores."""

from __future__ import annotations

import math

import pygame

from ... import theme
from ...canvas import Canvas
from ...table.marks import Marks
from . import sprites
from .board_geometry import StarBoardGeometry
from .frame import PavilionFrame, choice_of
from .targets import PavilionTarget, SpaceTarget

# The ring round a space that may be covered (the pointed-at one is wider) and its dark rim.
LEGAL_RING_W = 3
FOCUS_RING_W = 4
RING_RIM = (16, 40, 30)
RING_RIM_ALPHA = 190
RING_RIM_W = 2.5  # how much wider the rim is than the ring (design px)
# The pointed-at space also has a second ring outside the first: it stands out by its shape,
# not only by its colour (design px between the two).
FOCUS_SECOND_RING = 6


def targets(
    frame: PavilionFrame,
    canvas: Canvas,
    p: int,
    geo: StarBoardGeometry,
    marks: Marks[PavilionTarget],
) -> None:
    """The current person's coverable spaces, the chosen one and the payment's ghost tile."""
    choice = choice_of(frame)
    legal = choice.legal_cells
    long = geo.space_long()
    focus = marks.focus
    hover = frame.hover
    chosen = choice.space
    for cell in legal:
        centre = geo.space_centre(cell)
        angle = geo.space_angle(cell)
        on = (isinstance(focus, SpaceTarget) and focus.cell == cell) or hover == SpaceTarget(
            p, cell
        )
        if cell == chosen:
            continue
        # Rings only, never a fill: the space's own colour (and symbol) stays readable. A dark
        # rim under the bright ring keeps it visible on the pale board and on light stars.
        edge = theme.FOCUS if on else theme.LEGAL  # the pointed-at space stands out
        width = FOCUS_RING_W if on else LEGAL_RING_W
        sprites.rhombus_shape(
            canvas, centre, long, angle, RING_RIM, RING_RIM_ALPHA, width=width + RING_RIM_W, grow=1
        )
        sprites.rhombus_shape(canvas, centre, long, angle, edge, 255, width=width, grow=1)
        sprites.rhombus_shape(canvas, centre, long, angle, edge, 110, width=2, grow=-4)
        if on:
            grow = FOCUS_SECOND_RING
            sprites.rhombus_shape(
                canvas,
                centre,
                long,
                angle,
                RING_RIM,
                RING_RIM_ALPHA,
                width=2 + RING_RIM_W,
                grow=grow,
            )
            sprites.rhombus_shape(canvas, centre, long, angle, edge, 255, width=2, grow=grow)
    if chosen is not None:
        centre = geo.space_centre(chosen)
        angle = geo.space_angle(chosen)
        colour = choice.colour
        if colour is not None:
            name = frame.state.ruleset.colours[colour]
            sprites.rhombus(canvas, sprites.rhombus_name(name), centre, long, angle, 170)
        sprites.rhombus_shape(canvas, centre, long, angle, theme.FOCUS, 255, width=4, grow=2)
        pay = choice.payment
        if pay is not None:
            # The points sit just beyond the space's outer tip (the ghost tile stays visible).
            a = math.radians(angle)
            x = centre[0] + math.cos(a) * long * 0.62
            y = centre[1] - math.sin(a) * long * 0.62
            text = f"+{pay.points}"
            w, h = canvas.measure(text, 22, theme.BOLD)
            box = pygame.FRect(0, 0, w + 14, h + 2)
            box.center = (x, y)
            canvas.fill(box, (30, 48, 92), alpha=225, radius=9)
            canvas.text(text, box.center, 22, theme.GAIN, theme.BOLD, "center")
