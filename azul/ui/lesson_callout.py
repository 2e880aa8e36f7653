"""A lesson's callout over the table: rings around what a step points at, an arrow from the
text box to the first of them, and the box with the step's text (all in design space). Where a
pointer is on the table is the family kit's to say (``TableKit.lesson_rects``)."""

from __future__ import annotations

import math
from typing import Any

import pygame

from . import theme
from .canvas import Canvas

RING = (255, 214, 90)  # warm gold: stands out on the wood and on every tile colour
RING_WIDTH = 5.0
RING_PAD = 7.0  # ring distance around the element
ARROW_WIDTH = 5.0
ARROW_HEAD = 22.0
BOX_PAD = 22.0
TEXT_SIZE = 25.0
HEADING_H = 22.0  # the small step counter over the text
LINE_GAP = 1.22  # line height in text sizes
BUTTON_H = 52.0
BUTTON_GAP = 10.0
BOX_GAP = 14.0  # between the box and the board under it


def box_rect(layout: Any, seat: int = 0) -> pygame.FRect:
    """The callout box: above the learner's board (free space in the two-player layout)."""
    board = layout.boards[seat].rect
    top = 16.0
    return pygame.FRect(board.x, top, board.w, board.y - BOX_GAP - top)


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


def text_lines(canvas: Canvas, text: str, box: pygame.FRect) -> list[str]:
    """The step's text wrapped to the box (paragraphs kept)."""
    area = text_area(box)
    lines: list[str] = []
    for para in text.split("\n"):
        lines.extend(canvas.wrap(para, TEXT_SIZE, theme.BODY, area.w) or [""])
    return lines


def text_fits(canvas: Canvas, text: str, box: pygame.FRect) -> bool:
    """True when the wrapped text fits the box's text area."""
    return len(text_lines(canvas, text, box)) * TEXT_SIZE * LINE_GAP <= text_area(box).h


def paint_rings(canvas: Canvas, rects: list[pygame.FRect]) -> None:
    """A glowing gold ring around each pointed element."""
    for r in rects:
        ring = r.inflate(2 * RING_PAD, 2 * RING_PAD)
        canvas.glow(ring, RING, radius=10, spread=12, strength=170)
        canvas.outline(ring, RING, RING_WIDTH, radius=10)


def paint_arrow(canvas: Canvas, box: pygame.FRect, target: pygame.FRect) -> None:
    """An arrow from the box's nearest edge to the ring around the target."""
    tx, ty = target.center
    sx = max(box.left, min(box.right, tx))
    sy = box.bottom if ty > box.bottom else max(box.top, min(box.bottom, ty))
    if sy != box.bottom:
        sx = box.right
    dx, dy = tx - sx, ty - sy
    dist = math.hypot(dx, dy)
    stop = max(target.w, target.h) / 2 + RING_PAD + 6  # the head ends at the ring
    if dist <= stop + ARROW_HEAD:
        return
    ux, uy = dx / dist, dy / dist
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
    canvas.text(
        heading,
        (box.right - BOX_PAD, box.y + BOX_PAD * 0.5),
        size=theme.SIZE_SMALL,
        colour=theme.INK_SOFT,
        font=theme.BOLD,
        anchor="topright",
    )
    y = area.y
    for line in text_lines(canvas, text, box):
        canvas.text(line, (area.x, y), size=TEXT_SIZE, colour=theme.INK, font=theme.BODY)
        y += TEXT_SIZE * LINE_GAP
