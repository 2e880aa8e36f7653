"""Small drawing helpers the diagrams share: rotated sprites, translucent polygons, the score
badge, captions and arrows."""

from __future__ import annotations

import math

import pygame

from .. import theme
from ..canvas import Canvas

Point = tuple[float, float]
Colour = tuple[int, int, int]

H_RUN: Colour = (255, 170, 40)  # the horizontal run of a scoring example
V_RUN: Colour = (70, 180, 235)  # the vertical run


def blit_rotated(
    canvas: Canvas,
    name: str,
    centre: Point,
    w: float,
    h: float,
    angle: float,
    alpha: int = 255,
) -> None:
    """A sprite drawn at a design size, its top turned to point at `angle` (degrees, CCW)."""
    sw, sh = canvas.size(w, h)
    surf = pygame.transform.rotozoom(canvas.assets.scaled(name, (sw, sh)), angle - 90, 1.0)
    if alpha < 255:
        surf.set_alpha(max(0, alpha))
    cx, cy = canvas.pt(*centre)
    canvas.surface.blit(surf, surf.get_rect(center=(cx, cy)))


def polygon_alpha(canvas: Canvas, points: list[Point], colour: Colour, alpha: int) -> None:
    """A translucent filled polygon in design coordinates."""
    pts = [canvas.pt(*p) for p in points]
    xs = [p[0] for p in pts]
    ys = [p[1] for p in pts]
    x0, y0 = min(xs) - 1, min(ys) - 1
    surf = pygame.Surface((max(xs) - x0 + 2, max(ys) - y0 + 2), pygame.SRCALPHA)
    pygame.draw.polygon(surf, (*colour, alpha), [(x - x0, y - y0) for x, y in pts])
    canvas.surface.blit(surf, (x0, y0))


def polygon_outline(canvas: Canvas, points: list[Point], colour: Colour, width: float) -> None:
    """A polygon outline (design line width), corners joined cleanly."""
    pts = [canvas.pt(*p) for p in points]
    wpx = canvas.px(width)
    pygame.draw.polygon(canvas.surface, colour, pts, wpx)
    for p in pts:  # round joins: thick polygon outlines leave notches at sharp corners
        pygame.draw.circle(canvas.surface, colour, p, max(1, wpx // 2))


def badge(canvas: Canvas, centre: Point, text: str, size: float = 44, gain: bool = True) -> None:
    """The "+7" / "−4" badge that labels an example with its points (as on the table)."""
    w, h = canvas.measure(text, size, theme.BOLD)
    box = pygame.FRect(0, 0, max(w + 34, h + 14), h + 14)
    box.center = centre
    fill = (30, 48, 92) if gain else (150, 36, 36)
    canvas.fill(box.move(0, 4), theme.SHADOW, alpha=80, radius=14)
    canvas.fill(box, fill, radius=14)
    canvas.outline(box, theme.GOLD if gain else (255, 190, 170), width=2, radius=14)
    canvas.text(text, box.center, size, theme.GAIN if gain else theme.CREAM, theme.BOLD, "center")


def caption(
    canvas: Canvas, text: str, pos: Point, anchor: str = "midtop", max_width: float | None = None
) -> pygame.FRect:
    """A small label under or beside a picture."""
    return canvas.text(text, pos, 21, theme.INK_SOFT, theme.BOLD, anchor, max_width=max_width)


def arrow(canvas: Canvas, a: Point, b: Point, colour: Colour = theme.GOLD_DEEP) -> None:
    """A thick arrow from a to b."""
    ang = math.atan2(b[1] - a[1], b[0] - a[0])
    head = 16.0
    tip = b
    base = (b[0] - head * math.cos(ang), b[1] - head * math.sin(ang))
    canvas.line(a, base, colour, 5)
    left = (base[0] + head * 0.6 * math.sin(ang), base[1] - head * 0.6 * math.cos(ang))
    right = (base[0] - head * 0.6 * math.sin(ang), base[1] + head * 0.6 * math.cos(ang))
    canvas.polygon([tip, left, right], colour)
