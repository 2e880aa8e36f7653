"""The short messages over everything (toasts): their boxes at the bottom of the window, moved
to the nearest free spot when the scenes below keep part of the window clear (``Scene.keep_clear``:
a decision panel with its buttons), and their painting. All in design space."""

from __future__ import annotations

import math
from collections.abc import Sequence

import pygame

from . import theme
from .assets import LRU
from .canvas import Canvas
from .viewport import DESIGN_H, DESIGN_W

FRect = pygame.FRect

TOAST_MAX_W = 1200.0  # a toast's text wraps at this width
# Narrower wraps tried in turn when a wide toast finds no spot clear of what it keeps clear of
# (between two boards, beside a panel).
TOAST_NARROWER = (900.0, 640.0, 480.0, 380.0, 300.0, 240.0)
TOAST_BOTTOM = 40.0  # from the window's bottom edge to the lowest toast
TOAST_GAP = 12.0  # between two toasts
TOAST_PAD_X = 30.0  # left and right of the text, inside the box
TOAST_PAD_Y = 13.0  # over and under the text, inside the box
TOAST_CLEAR = 12.0  # between the toasts and a rectangle they keep clear of
TOAST_RADIUS = 24.0  # the box's corners (at most half its height)
SHADOW_DROP = 4.0
SHADOW_ALPHA = 90
FILL = (36, 42, 60)
FILL_ALPHA = 235
OUTLINE = 2.0
WINDOW = FRect(0, 0, DESIGN_W, DESIGN_H)
SPOTS_KEEP = 256  # placements remembered (a few toasts' blocks among a few layouts)
_spots = LRU(SPOTS_KEEP)


def clear_spot(
    block: FRect, keep_clear: Sequence[FRect], bounds: FRect = WINDOW, gap: float = TOAST_CLEAR
) -> FRect:
    """The block moved as little as it can to a spot inside bounds that stays gap away from
    every rectangle to keep clear (unmoved when nothing is in the way or no spot is free)."""
    # Remembered by the rectangles' values: while a toast shows, every drawn frame places it
    # again (for each width tried) among the same rectangles, and a crowded table has hundreds
    # of candidate spots. The answer is handed out as a fresh FRect, never shared.
    key = (tuple(block), tuple(tuple(r) for r in keep_clear), tuple(bounds), gap)
    known: FRect | None = _spots.get_hit(key)
    if known is None:
        known = _clear_spot(block, keep_clear, bounds, gap)
        _spots.put(key, known)
    return FRect(known)


def _clear_spot(block: FRect, keep_clear: Sequence[FRect], bounds: FRect, gap: float) -> FRect:
    walls = [r.inflate(2 * gap, 2 * gap) for r in keep_clear]
    if block.collidelist(walls) < 0:
        return FRect(block)
    # A free spot, if there is one, lies flush against a wall or the window's edge on each axis.
    xs = {block.x, bounds.left, bounds.right - block.w}
    ys = {block.y, bounds.top, bounds.bottom - block.h}
    for r in walls:
        xs.update((r.left - block.w, r.right))
        ys.update((r.top - block.h, r.bottom))
    # Nearest first (ties: the smaller x, then the smaller y): the first free one is the answer,
    # so most candidates are never tested against the walls.
    spots = sorted(((x - block.x) ** 2 + (y - block.y) ** 2, x, y) for x in xs for y in ys)
    for _, x, y in spots:
        spot = FRect(x, y, block.w, block.h)
        if bounds.contains(spot) and spot.collidelist(walls) < 0:
            return spot
    return FRect(block)


def toast_boxes(
    canvas: Canvas, texts: Sequence[str], keep_clear: Sequence[FRect] = ()
) -> list[tuple[FRect, list[str]]]:
    """Each toast's box and wrapped lines, the newest lowest: centred over the window's bottom
    edge, the stack moved together to the nearest spot clear of keep_clear (wrapped narrower
    when only a narrower stack finds one)."""
    if not texts:
        return []
    walls = [r.inflate(2 * TOAST_CLEAR, 2 * TOAST_CLEAR) for r in keep_clear]
    # The widest wrap that stays nearest the window's bottom edge: a narrower stack between
    # two boards rather than a wide one moved up over the factories.
    choices = []
    for order, width in enumerate((TOAST_MAX_W, *TOAST_NARROWER)):
        sized = _sized(canvas, texts, width)
        block = FRect(0, 0, max(w for w, _, _ in sized), sum(h for _, h, _ in sized))
        block.h += TOAST_GAP * (len(sized) - 1)
        block.midbottom = (WINDOW.centerx, WINDOW.bottom - TOAST_BOTTOM)
        home = FRect(block)
        block = clear_spot(block, keep_clear)
        clear = not any(block.colliderect(r) for r in walls)
        moved = math.hypot(block.centerx - home.centerx, block.bottom - home.bottom)
        choices.append((not clear, round(moved), order, block, sized))
        if clear and moved < 1:
            break
    _, _, _, block, sized = min(choices, key=lambda c: c[:3])
    out: list[tuple[FRect, list[str]]] = []
    bottom = block.bottom
    for w, h, lines in sized:
        box = FRect(0, 0, w, h)
        box.midbottom = (block.centerx, bottom)
        out.append((box, lines))
        bottom -= h + TOAST_GAP
    return out


def _sized(
    canvas: Canvas, texts: Sequence[str], width: float
) -> list[tuple[float, float, list[str]]]:
    """Each toast's box width, height and lines (the newest first), wrapped at a width."""
    size, font = theme.SIZE_BODY, theme.BOLD
    line_h = canvas.measure("Ág", size, font)[1]
    sized: list[tuple[float, float, list[str]]] = []
    for text in reversed(texts):
        # Long messages (Hungarian, Finnish) wrap like tooltips and the box grows taller.
        lines = canvas.wrap(text, size, font, width) or [""]
        w = max(canvas.measure(line, size, font)[0] for line in lines) + 2 * TOAST_PAD_X
        sized.append((w, line_h * len(lines) + 2 * TOAST_PAD_Y, lines))
    return sized


def paint_toasts(canvas: Canvas, texts: Sequence[str], keep_clear: Sequence[FRect] = ()) -> None:
    """Draw the toasts (oldest first in texts) where ``toast_boxes`` places them."""
    size, font = theme.SIZE_BODY, theme.BOLD
    line_h = canvas.measure("Ág", size, font)[1]
    for box, lines in toast_boxes(canvas, texts, keep_clear):
        radius = min(box.h / 2, TOAST_RADIUS)
        canvas.fill(box.move(0, SHADOW_DROP), theme.SHADOW, alpha=SHADOW_ALPHA, radius=radius)
        canvas.fill(box, FILL, alpha=FILL_ALPHA, radius=radius)
        canvas.outline(box, theme.GOLD, width=OUTLINE, radius=radius)
        for i, line in enumerate(lines):
            centre = (box.centerx, box.y + TOAST_PAD_Y + line_h * (i + 0.5))
            canvas.text(line, centre, size, theme.CREAM, font, "center")
