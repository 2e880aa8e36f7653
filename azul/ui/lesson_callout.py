"""A lesson's callout over the table: rings around what a step points at, an arrow from the
text box to the first of them, and the box with the step's text (all in design space). Where a
pointer is on the table is the family kit's to say (``TableKit.lesson_rects``)."""

from __future__ import annotations

import math

import pygame

from . import theme
from .canvas import Canvas

RING = (255, 214, 90)  # warm gold: stands out on the wood and on every tile colour
RING_WIDTH = 5.0
RING_PAD = 7.0  # ring distance around the element
ARROW_WIDTH = 5.0
ARROW_HEAD = 22.0
ARROW_GAP = 6.0  # design px between the arrow's head and the ring it points at
BOX_PAD = 22.0
TEXT_SIZE = 25.0
HEADING_H = 22.0  # the small step counter over the text
LINE_GAP = 1.22  # line height in text sizes
BUTTON_H = 52.0
BUTTON_GAP = 10.0
BOX_GAP = 14.0  # between the box and the board under it


def text_area(box: pygame.FRect) -> pygame.FRect:
    """Where the step's text goes inside the box (the buttons take the bottom row)."""
    return pygame.FRect(
        box.x + BOX_PAD,
        box.y + BOX_PAD * 0.6 + HEADING_H,
        box.w - 2 * BOX_PAD,
        box.h - BOX_PAD * 1.4 - HEADING_H - BUTTON_H - BUTTON_GAP,
    )


def button_rects(box: pygame.FRect, n: int) -> list[pygame.FRect]:
    """n buttons side by side along the bottom of the box."""
    w = (box.w - 2 * BOX_PAD - (n - 1) * BUTTON_GAP) / n
    y = box.bottom - BOX_PAD * 0.8 - BUTTON_H
    return [pygame.FRect(box.x + BOX_PAD + i * (w + BUTTON_GAP), y, w, BUTTON_H) for i in range(n)]


def text_lines(canvas: Canvas, text: str, box: pygame.FRect, size: float = TEXT_SIZE) -> list[str]:
    """The step's text wrapped to the box (paragraphs kept)."""
    area = text_area(box)
    lines: list[str] = []
    for para in text.split("\n"):
        lines.extend(canvas.wrap(para, size, theme.BODY, area.w) or [""])
    return lines


def line_step(canvas: Canvas, size: float) -> float:
    """The distance between two lines of the text (larger at a larger text size)."""
    return size * canvas.text_scale * LINE_GAP


def text_size(canvas: Canvas, text: str, box: pygame.FRect) -> float:
    """The text's size: as the player chose, or smaller (never below the normal size) when a
    larger text size would not fit the box."""
    smallest = min(TEXT_SIZE, TEXT_SIZE / canvas.text_scale)
    size = TEXT_SIZE
    area_h = text_area(box).h
    while (
        size > smallest
        and len(text_lines(canvas, text, box, size)) * line_step(canvas, size) > area_h
    ):
        size = max(smallest, size - 1)
    return size


def text_fits(canvas: Canvas, text: str, box: pygame.FRect) -> bool:
    """True when the wrapped text fits the box's text area."""
    size = text_size(canvas, text, box)
    lines = text_lines(canvas, text, box, size)
    return len(lines) * line_step(canvas, size) <= text_area(box).h


def paint_rings(canvas: Canvas, rects: list[pygame.FRect]) -> None:
    """A glowing gold ring around each pointed element."""
    for r in rects:
        ring = r.inflate(2 * RING_PAD, 2 * RING_PAD)
        canvas.glow(ring, RING, radius=10, spread=12, strength=170)
        canvas.outline(ring, RING, RING_WIDTH, radius=10)


def paint_arrow(canvas: Canvas, box: pygame.FRect, target: pygame.FRect) -> None:
    """An arrow from the box's nearest edge to the ring around the target."""
    tx, ty = target.center
    # From the point of the box's edge nearest the target, whichever side of the table the
    # family puts the box on.
    sx = max(box.left, min(box.right, tx))
    sy = max(box.top, min(box.bottom, ty))
    if box.left < sx < box.right and box.top < sy < box.bottom:
        return  # the target's centre is under the box: no arrow to draw
    dx, dy = tx - sx, ty - sy
    dist = math.hypot(dx, dy)
    if dist == 0:
        return
    ux, uy = dx / dist, dy / dist
    # The head ends just outside the ring, where the arrow's line crosses it (a wide target such
    # as a floor line is reached at its edge, not a half-width short of its centre).
    half_w, half_h = target.w / 2 + RING_PAD, target.h / 2 + RING_PAD
    to_edge = min(half_w / abs(ux) if ux else math.inf, half_h / abs(uy) if uy else math.inf)
    stop = to_edge + ARROW_GAP
    if dist <= stop + ARROW_HEAD:
        return
    tip = (tx - ux * stop, ty - uy * stop)
    base = (tip[0] - ux * ARROW_HEAD, tip[1] - uy * ARROW_HEAD)
    canvas.line((sx, sy), base, theme.SHADOW, ARROW_WIDTH + 4)
    canvas.line((sx, sy), base, RING, ARROW_WIDTH)
    side = ARROW_HEAD * 0.55
    left = (base[0] - uy * side, base[1] + ux * side)
    right = (base[0] + uy * side, base[1] - ux * side)
    canvas.polygon([tip, left, right], RING)


def paint_box(canvas: Canvas, box: pygame.FRect, text: str, heading: str) -> None:
    """The box with a small heading (step k of n) and the step's text."""
    canvas.fill(box.move(0, 6), theme.SHADOW, alpha=80, radius=18)
    canvas.panel(box)
    area = text_area(box)
    with canvas.fixed_text():  # the step counter keeps to its band over the text
        canvas.text(
            heading,
            (box.right - BOX_PAD, box.y + BOX_PAD * 0.5),
            size=theme.SIZE_SMALL,
            colour=theme.INK_SOFT,
            font=theme.BOLD,
            anchor="topright",
        )
    y = area.y
    size = text_size(canvas, text, box)
    for line in text_lines(canvas, text, box, size):
        canvas.text(line, (area.x, y), size=size, colour=theme.INK, font=theme.BODY)
        y += line_step(canvas, size)
