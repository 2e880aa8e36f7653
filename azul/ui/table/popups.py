"""Painting what floats over any family's table: score pop-ups, the step's glows, tiles in
flight, the tiles being dragged, and the tooltip box."""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

import pygame

from .. import theme
from ..canvas import Canvas
from .timeline import Popup, Timeline, View

RGB = tuple[int, int, int]
SCREEN = pygame.FRect(8, 8, 1904, 1064)  # tooltips stay inside this (design space)
TOOLTIP_BELOW = 28  # under the pointer
TOOLTIP_ABOVE = 40  # over the pointer, when there is no room below
TOOLTIP_GAP = 12  # between a tooltip placed beside a target and what it must not cover
DRAG_FAN = 0.28  # dragged tiles fan out by this many tile sizes
V = TypeVar("V", bound=View)  # the family's view (the painters here never read it)
POP_RISE = 40  # design px a pop-up rises over its life
COUNT_SIZE = 24  # the number in a run's count badge


def paint_popup(canvas: Canvas, pop: Popup) -> None:
    """A score pop-up: a small badge that rises and fades (readable on any background)."""
    u = pop.age / pop.life
    rise = POP_RISE * min(1.0, u * 1.5)
    alpha = 255 if u < 0.6 else int(255 * max(0.0, (1 - u) / 0.4))
    alpha = alpha // 17 * 17  # few distinct levels keep the shape cache small
    if alpha <= 0:
        return
    gain = pop.colour != theme.PENALTY
    size = pop.size * 0.8
    w, h = canvas.measure(pop.text, size, theme.BOLD)
    sub_w = canvas.measure(pop.sub, size * 0.55, theme.BOLD)[0] if pop.sub else 0
    box = pygame.FRect(0, 0, max(w, sub_w) + 26, h + (size * 0.62 if pop.sub else 0) + 6)
    box.midbottom = (pop.pos[0], pop.pos[1] - rise + 6)
    box.clamp_ip(SCREEN)  # a seat at the window's edge keeps its pop-ups whole
    fill = (30, 48, 92) if gain else (150, 36, 36)
    canvas.fill(box.move(0, 3), theme.SHADOW, alpha=alpha * 90 // 255, radius=12)
    canvas.fill(box, fill, alpha=alpha * 235 // 255, radius=12)
    canvas.outline(box, theme.GOLD if gain else (255, 190, 170), width=2, radius=12, alpha=alpha)
    colour = theme.GAIN if gain else theme.CREAM
    canvas.text(pop.text, (box.centerx, box.y + 2), size, colour, theme.BOLD, "midtop", alpha=alpha)
    if pop.sub:
        canvas.text(
            pop.sub,
            (box.centerx, box.bottom - 4),
            size * 0.55,
            theme.CREAM,
            theme.BOLD,
            "midbottom",
            alpha=alpha,
        )


def paint_glows(canvas: Canvas, timeline: Timeline[V]) -> None:
    """What the timeline's current step highlights (outlined too: a glow alone is faint on
    bright tiles), and the counts it shows beside them."""
    glows, colour = timeline.glows()
    for r in glows:
        canvas.glow(r, colour, radius=8, spread=12, strength=255)
        canvas.outline(r.inflate(4, 4), colour, width=3, radius=8)
    for pos, text in timeline.labels():
        paint_count(canvas, pos, text)


def paint_count(canvas: Canvas, pos: tuple[float, float], text: str) -> None:
    """A round badge with a number (how long a counted run is)."""
    w, h = canvas.measure(text, COUNT_SIZE, theme.BOLD)
    r = max(w, h) / 2 + 7
    canvas.circle((pos[0], pos[1] + 2), r, theme.SHADOW, alpha=90)
    canvas.circle(pos, r, (30, 48, 92))
    canvas.circle(pos, r, theme.GAIN, width=2)
    canvas.text(text, pos, COUNT_SIZE, theme.GAIN, theme.BOLD, "center")


def paint_popups(canvas: Canvas, popups: list[Popup]) -> None:
    """Every live score pop-up."""
    for pop in popups:
        paint_popup(canvas, pop)


def paint_flying_tile(
    canvas: Canvas, sprite: str, pos: tuple[float, float], size: float, alpha: int
) -> None:
    """A tile in the air, with its shadow on the table."""
    x, y = pos
    canvas.fill(
        pygame.FRect(x - size / 2 + 4, y - size / 2 + 8, size, size),
        theme.SHADOW,
        alpha=min(70, alpha // 3),
        radius=size * 0.12,
    )
    canvas.image_sized(sprite, pos, size, size, alpha)


def paint_animation(canvas: Canvas, timeline: Timeline[V], sprite: Callable[[int], str]) -> None:
    """What the running animation shows: the step's glows, tiles in flight, score pop-ups."""
    paint_glows(canvas, timeline)
    for pos, size, alpha, tile in timeline.flights():
        paint_flying_tile(canvas, sprite(tile), pos, size, alpha)
    paint_popups(canvas, timeline.popups)


def paint_dragged(
    canvas: Canvas, sprites: list[str], mouse: tuple[float, float], size: float
) -> None:
    """The tiles being dragged, fanned out under the pointer."""
    mx, my = mouse
    for i, sprite in enumerate(sprites):
        pos = (mx + i * size * DRAG_FAN - size * 0.2, my - size * 0.2)
        canvas.fill(
            pygame.FRect(pos[0] - size / 2 + 5, pos[1] - size / 2 + 9, size, size),
            theme.SHADOW,
            alpha=60,
            radius=6,
        )
        canvas.image_sized(sprite, pos, size, size)


def tooltip_anchor(
    focus_rect: pygame.FRect | None, mouse: tuple[float, float]
) -> tuple[float, float]:
    """Where a tooltip hangs: under the focused target (keyboard) or under the pointer."""
    if focus_rect is not None:
        return focus_rect.centerx, focus_rect.bottom + 8
    return mouse[0], mouse[1] + TOOLTIP_BELOW


def tooltip_box(
    canvas: Canvas, size: tuple[float, float], anchor: tuple[float, float], border: RGB
) -> pygame.FRect:
    """Paint a tooltip's box of that size hanging from ``anchor``; returns it for the text."""
    mx, my = anchor
    box = pygame.FRect(0, 0, *size)
    box.midtop = (mx, my)
    if box.bottom > SCREEN.bottom:
        box.bottom = my - TOOLTIP_ABOVE  # no room below: show it above
    box.clamp_ip(SCREEN)
    paint_tooltip_box(canvas, box, border)
    return box


def tooltip_beside(
    size: tuple[float, float], target: pygame.FRect, avoid: pygame.FRect
) -> pygame.FRect:
    """Where a tooltip of that size goes beside ``target`` without covering ``avoid`` (the
    cells still to choose from): left of it, else right, above, below; always on screen."""
    box = pygame.FRect(0, 0, *size)
    box.midright = (avoid.left - TOOLTIP_GAP, target.centery)
    if box.left >= SCREEN.left:
        return box.clamp(SCREEN)
    box.midleft = (avoid.right + TOOLTIP_GAP, target.centery)
    if box.right <= SCREEN.right:
        return box.clamp(SCREEN)
    box.midbottom = (target.centerx, avoid.top - TOOLTIP_GAP)
    if box.top >= SCREEN.top:
        return box.clamp(SCREEN)
    box.midtop = (target.centerx, avoid.bottom + TOOLTIP_GAP)
    if box.bottom <= SCREEN.bottom:
        return box.clamp(SCREEN)
    box.midtop = (target.centerx, target.bottom + TOOLTIP_GAP)  # no room anywhere: under it
    return box.clamp(SCREEN)


def paint_tooltip_box(canvas: Canvas, box: pygame.FRect, border: RGB) -> None:
    """A tooltip's box (shadow, dark fill, coloured border); the caller writes the text."""
    canvas.fill(box.move(0, 4), theme.SHADOW, alpha=90, radius=10)
    canvas.fill(box, (40, 34, 44), alpha=240, radius=10)
    canvas.outline(box, border, width=2, radius=10)
