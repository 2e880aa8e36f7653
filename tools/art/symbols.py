"""Colour-blind-friendly glaze symbols; each returns a mask centred at (cx, cy) with nominal radius r."""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from .common import (
    Canvas,
    ellipse_pts,
    m_sub,
    m_union,
    regular_polygon,
    rotate_pts,
    star_polygon,
    stroke_mask,
)

SymbolFn = Callable[[Canvas, float, float, float], pygame.Surface]


def flower4(cv: Canvas, cx: float, cy: float, r: float) -> pygame.Surface:
    """Four rounded petals on the diagonals with a ringed centre and four buds on the axes."""
    m = cv.mask()
    white = (255, 255, 255, 255)
    for k in range(4):
        a = 45 + 90 * k
        px = cx + math.cos(math.radians(a)) * r * 0.47
        py = cy + math.sin(math.radians(a)) * r * 0.47
        pygame.draw.polygon(m, white, cv.pts(ellipse_pts(px, py, r * 0.52, r * 0.30, a)))
    for k in range(4):
        a = 90 * k
        pygame.draw.circle(
            m,
            white,
            cv.pt(
                (
                    cx + math.cos(math.radians(a)) * r * 0.80,
                    cy + math.sin(math.radians(a)) * r * 0.80,
                )
            ),
            r * 0.13 * cv.ss,
        )
    hole = cv.circle_mask((cx, cy), r * 0.22)
    m = m_sub(m, hole)
    return m_union(m, cv.circle_mask((cx, cy), r * 0.12))


def sun(cv: Canvas, cx: float, cy: float, r: float) -> pygame.Surface:
    """Disc with eight long pointed rays and eight short ones between them."""
    m = cv.circle_mask((cx, cy), r * 0.42)
    white = (255, 255, 255, 255)
    for k in range(16):
        long_ray = k % 2 == 0
        a = math.radians(-90 + 22.5 * k)
        ta = a + math.pi / 2
        base_r = r * 0.52
        bw = r * (0.12 if long_ray else 0.085)
        tip_r = r * (1.0 if long_ray else 0.76)
        bx, by = cx + math.cos(a) * base_r, cy + math.sin(a) * base_r
        tip = (cx + math.cos(a) * tip_r, cy + math.sin(a) * tip_r)
        p1 = (bx + math.cos(ta) * bw, by + math.sin(ta) * bw)
        p2 = (bx - math.cos(ta) * bw, by - math.sin(ta) * bw)
        pygame.draw.polygon(m, white, cv.pts([p1, tip, p2]))
    return m


def diamond(cv: Canvas, cx: float, cy: float, r: float) -> pygame.Surface:
    """Rhombus band with a small solid rhombus inside."""

    def rh(h: float, w: float) -> list[tuple[float, float]]:
        return [(cx, cy - h), (cx + w, cy), (cx, cy + h), (cx - w, cy)]

    outer = cv.poly_mask(rh(r * 1.0, r * 0.70))
    inner = cv.poly_mask(rh(r * 0.62, r * 0.42))
    core = cv.poly_mask(rh(r * 0.30, r * 0.20))
    return m_union(m_sub(outer, inner), core)


def cross(cv: Canvas, cx: float, cy: float, r: float) -> pygame.Surface:
    """Cross with flared arms (cross patee) and a small centre hole."""
    arm = [
        (cx - r * 0.13, cy - r * 0.10),
        (cx + r * 0.13, cy - r * 0.10),
        (cx + r * 0.40, cy - r * 0.98),
        (cx, cy - r * 0.80),
        (cx - r * 0.40, cy - r * 0.98),
    ]
    m = cv.mask()
    white = (255, 255, 255, 255)
    for k in range(4):
        pygame.draw.polygon(m, white, cv.pts(rotate_pts(arm, cx, cy, 90 * k)))
    pygame.draw.polygon(m, white, cv.pts(regular_polygon(cx, cy, r * 0.26, 4, 45)))
    return m_sub(m, cv.circle_mask((cx, cy), r * 0.09))


def snowflake(cv: Canvas, cx: float, cy: float, r: float) -> pygame.Surface:
    """Six-armed snowflake with branched arms and a hexagonal core."""
    segs = []
    w = r * 0.13
    for k in range(6):
        a = math.radians(-90 + 60 * k)
        ux, uy = math.cos(a), math.sin(a)
        tip = (cx + ux * r * 0.92, cy + uy * r * 0.92)
        segs.append(((cx, cy), tip))
        for fr, ln in ((0.52, 0.30), (0.74, 0.20)):
            bx, by = cx + ux * r * fr, cy + uy * r * fr
            for side in (-1, 1):
                b = a + side * math.radians(50)
                segs.append(((bx, by), (bx + math.cos(b) * r * ln, by + math.sin(b) * r * ln)))
    m = stroke_mask(cv, segs, w)
    return m_union(m, cv.poly_mask(regular_polygon(cx, cy, r * 0.25, 6, -90)))


def sparkle(cv: Canvas, cx: float, cy: float, r: float) -> pygame.Surface:
    """Four-pointed concave star with a small diagonal star behind it."""
    big = star_polygon(cx, cy, r, r * 0.26, 4, -90)
    small = star_polygon(cx, cy, r * 0.55, r * 0.2, 4, -45)
    return m_union(cv.poly_mask(big), cv.poly_mask(small))


def leaf(cv: Canvas, cx: float, cy: float, r: float) -> pygame.Surface:
    """Pointed leaf with a central vein and side veins cut out."""
    pts = []
    n = 40
    for i in range(n + 1):
        t = i / n
        y = cy - r + 2 * r * t
        x = math.sin(math.pi * t) ** 0.85 * r * 0.52
        pts.append((cx + x, y))
    for i in range(n, -1, -1):
        t = i / n
        y = cy - r + 2 * r * t
        x = math.sin(math.pi * t) ** 0.85 * r * 0.52
        pts.append((cx - x, y))
    pts = rotate_pts(pts, cx, cy, 20)
    body = cv.poly_mask(pts)
    veins = [((cx, cy - r * 0.75), (cx, cy + r * 0.95))]
    for t in (-0.35, 0.05, 0.45):
        y = cy + r * t
        veins.append(((cx, y), (cx + r * 0.32, y - r * 0.3)))
        veins.append(((cx, y), (cx - r * 0.32, y - r * 0.3)))
    veins = [tuple(rotate_pts(list(s), cx, cy, 20)) for s in veins]  # type: ignore[misc]
    vm = stroke_mask(cv, veins, r * 0.07)  # type: ignore[arg-type]
    return m_sub(body, vm)


def blossom(cv: Canvas, cx: float, cy: float, r: float) -> pygame.Surface:
    """Six round petals around a ringed centre."""
    m = cv.mask()
    white = (255, 255, 255, 255)
    for k in range(6):
        a = math.radians(-90 + 60 * k)
        pygame.draw.circle(
            m,
            white,
            cv.pt((cx + math.cos(a) * r * 0.60, cy + math.sin(a) * r * 0.60)),
            r * 0.36 * cv.ss,
        )
    m = m_sub(m, cv.circle_mask((cx, cy), r * 0.30))
    return m_union(m, cv.circle_mask((cx, cy), r * 0.17))


def drop(cv: Canvas, cx: float, cy: float, r: float) -> pygame.Surface:
    """Water drop with a highlight cut-out."""
    br = r * 0.60
    by = cy + r * 0.36
    tip = (cx, cy - r)
    th = math.acos(br / (by - tip[1]))
    p1 = (cx + br * math.sin(th), by - br * math.cos(th))
    p2 = (cx - br * math.sin(th), by - br * math.cos(th))
    body = m_union(cv.poly_mask([tip, p1, (cx, by), p2]), cv.circle_mask((cx, by), br))
    shine = cv.poly_mask(ellipse_pts(cx - br * 0.48, by - br * 0.05, br * 0.13, br * 0.34, 12))
    return m_sub(body, shine)


def heart(cv: Canvas, cx: float, cy: float, r: float) -> pygame.Surface:
    """Heart."""
    pts = []
    n = 80
    for i in range(n):
        t = 2 * math.pi * i / n
        x = 16 * math.sin(t) ** 3
        y = 13 * math.cos(t) - 5 * math.cos(2 * t) - 2 * math.cos(3 * t) - math.cos(4 * t)
        pts.append((cx + x / 17 * r, cy - y / 17 * r - r * 0.08))
    return cv.poly_mask(pts)


def numeral_one(cv: Canvas, cx: float, cy: float, r: float) -> pygame.Surface:
    """A bold serif numeral 1."""
    w = r * 0.30
    top = cy - r * 0.92
    bot = cy + r * 0.80
    stem = [(cx - w / 2, top + r * 0.05), (cx + w / 2, top), (cx + w / 2, bot), (cx - w / 2, bot)]
    flag = [
        (cx - w / 2, top + r * 0.05),
        (cx + w / 2 - 1, top),
        (cx - w / 2 - r * 0.34, top + r * 0.42),
        (cx - w / 2 - r * 0.40, top + r * 0.27),
    ]
    base = [
        (cx - r * 0.46, bot - r * 0.16),
        (cx + r * 0.46, bot - r * 0.16),
        (cx + r * 0.46, bot + r * 0.08),
        (cx - r * 0.46, bot + r * 0.08),
    ]
    m = cv.poly_mask(stem)
    return m_union(m, cv.poly_mask(flag), cv.poly_mask(base))


SYMBOLS: dict[str, SymbolFn] = {
    "flower4": flower4,
    "sun": sun,
    "diamond": diamond,
    "cross": cross,
    "snowflake": snowflake,
    "sparkle": sparkle,
    "leaf": leaf,
    "blossom": blossom,
    "drop": drop,
    "heart": heart,
}
