"""Glazed ceramic tiles (base, Mini, Summer Pavilion), wild badge and first-player markers."""

from __future__ import annotations

import math
from collections.abc import Sequence
from functools import cache

import pygame

from .common import (
    Canvas,
    Point,
    bevel,
    blur_mask,
    colourize,
    darken,
    drop_shadow,
    ellipse_pts,
    grain,
    inner_shadow,
    inset_polygon,
    lgradient,
    lighten,
    m_mul,
    m_shift,
    m_sub,
    m_union,
    paint_lip,
    rgradient,
    ring_mask,
    rounded_poly_mask,
    star_polygon,
)
from .palette import GOLD, GOLD_DARK, IVORY, TileStyle, styles
from .symbols import SYMBOLS, numeral_one

TILE = 128  # logical tile sprite size
FACE = (6.0, 5.0, 116.0, 116.0)  # face rect inside the tile sprite (shadow falls below)
FACE_RADIUS = 13.0
SYMBOL_R = 37.0

# Summer Pavilion rhombus: 60/120 degrees, long axis vertical
RH_W, RH_H = 104, 176
RH_LONG = 160.0
RH_SHORT = RH_LONG / math.sqrt(3.0)
RH_CX, RH_CY = RH_W / 2, RH_H / 2
RH_VERTS: list[Point] = [
    (RH_CX, RH_CY - RH_LONG / 2),
    (RH_CX + RH_SHORT / 2, RH_CY),
    (RH_CX, RH_CY + RH_LONG / 2),
    (RH_CX - RH_SHORT / 2, RH_CY),
]
RH_RADIUS = 5.0
RH_SYMBOL_R = 25.0


def face_centre() -> Point:
    """Centre of the square tile face."""
    return (FACE[0] + FACE[2] / 2, FACE[1] + FACE[3] / 2)


def symbol_probe(symbol: str, cx: float, cy: float, r: float) -> Point:
    """A point that lies on the painted symbol (used by tests to check contrast)."""
    offsets = {
        "flower4": (0.47 * math.cos(math.radians(45)), 0.47 * math.sin(math.radians(45))),
        "sun": (0.0, 0.0),
        "diamond": (0.0, -0.80),
        "cross": (0.0, -0.55),
        "snowflake": (0.0, 0.0),
        "sparkle": (0.0, 0.0),
        "leaf": (0.19, 0.12),
        "blossom": (0.0, 0.60),
        "drop": (0.12, 0.40),
        "heart": (0.0, 0.0),
    }
    ox, oy = offsets[symbol]
    return (cx + ox * r, cy + oy * r)


def paint_symbol(
    cv: Canvas, sm: pygame.Surface, ink: Sequence[int], face: Sequence[int], scale: float = 1.0
) -> None:
    """Paint a glaze symbol with a soft bleed, slight relief and gloss."""
    # glaze bleed: a faint halo of the ink into the surrounding glaze
    cv.blit(colourize(blur_mask(sm, cv.s(1.6 * scale)), ink, 50))
    # tiny cast shadow below the raised glaze
    dark_ink = darken(face, 0.45)
    cv.blit(
        colourize(
            m_sub(blur_mask(m_shift(sm, 0, cv.s(1.0 * scale)), cv.s(0.8 * scale)), sm), dark_ink, 90
        )
    )
    cv.paint(sm, ink)
    bevel(cv, sm, 1.6 * scale, light=0.35, dark=0.30)


def gloss(cv: Canvas, m: pygame.Surface, rect: Sequence[float], strength: float = 1.0) -> None:
    """Glossy glaze reflections: a soft diagonal sheen plus a crisp highlight streak."""
    x, y, w, h = rect
    sheen = rgradient(
        cv.size,
        cv.pt((x + w * 0.28, y + h * 0.22)),
        cv.s(w * 0.75),
        [(0.0, (255, 255, 255, int(60 * strength))), (1.0, (255, 255, 255, 0))],
        steps=64,
    )
    cv.blit(m_mul(sheen, m))
    streak = cv.poly_mask(ellipse_pts(x + w * 0.30, y + h * 0.13, w * 0.24, h * 0.035, -18))
    cv.blit(m_mul(colourize(blur_mask(streak, cv.s(2.2)), (255, 255, 255), int(120 * strength)), m))


def glazed_body(
    cv: Canvas, m: pygame.Surface, style: TileStyle, rect: Sequence[float], bevel_w: float
) -> None:
    """Glazed base colour with gradient, mottling, bevel and rim."""
    x, y, w, h = rect
    base = style.face
    grad = lgradient(
        cv.size, [(0.0, lighten(base, 0.14)), (0.55, base), (1.0, darken(base, 0.16))], 55
    )
    cv.paint_tex(m, grad)
    grain(cv, m, style.seed, strength=0.10)
    bevel(cv, m, bevel_w, light=0.55, dark=0.40)


def azulejo_frame(
    cv: Canvas, rect: Sequence[float], radius: float, ink: Sequence[int], inset: float, alpha: int
) -> None:
    """A thin hand-painted inner border line with corner dots."""
    x, y, w, h = rect
    outer = cv.rrect_mask(
        (x + inset, y + inset, w - 2 * inset, h - 2 * inset), max(1.0, radius - inset * 0.6)
    )
    inner = cv.rrect_mask(
        (x + inset + 1.6, y + inset + 1.6, w - 2 * inset - 3.2, h - 2 * inset - 3.2),
        max(1.0, radius - inset * 0.6 - 1.6),
    )
    cv.paint(m_sub(outer, inner), ink, alpha)
    d = inset + 6.5
    for px, py in ((x + d, y + d), (x + w - d, y + d), (x + d, y + h - d), (x + w - d, y + h - d)):
        cv.paint(cv.circle_mask((px, py), 2.2), ink, alpha)


def square_tile(
    style: TileStyle, frame: bool = True, scale: float = 1.0, symbol: bool = True
) -> pygame.Surface:
    """A square glazed ceramic tile, with its symbol unless symbol is False (TILE * scale px)."""
    cv = Canvas(TILE, TILE, scale=scale)
    m = cv.rrect_mask(FACE, FACE_RADIUS)
    drop_shadow(cv, m, 0.0, 2.6, 2.6, alpha=0.55)
    drop_shadow(cv, m, 0.0, 0.8, 0.9, alpha=0.35)
    glazed_body(cv, m, style, FACE, 5.5)
    cx, cy = face_centre()
    if frame:
        azulejo_frame(cv, FACE, FACE_RADIUS, style.ink, 7.5, 95)
    if symbol:
        sm = SYMBOLS[style.symbol](cv, cx, cy, SYMBOL_R)
        paint_symbol(cv, sm, style.ink, style.face)
    gloss(cv, m, FACE)
    # fine dark rim to separate the tile from any background
    rim = m_sub(
        m,
        cv.rrect_mask(
            (FACE[0] + 0.7, FACE[1] + 0.7, FACE[2] - 1.4, FACE[3] - 1.4), FACE_RADIUS - 0.7
        ),
    )
    cv.paint(rim, darken(style.face, 0.55), 150)
    return cv.finish()


@cache
def base_tile(colour: str, symbol: bool = True, palette: str = "default") -> pygame.Surface:
    """Base-game tile sprite (symbol False: the plain glazed tile for symbols-off play)."""
    return square_tile(styles("base", palette)[colour], symbol=symbol)


@cache
def pavilion_square(colour: str, symbol: bool = True, palette: str = "default") -> pygame.Surface:
    """Summer Pavilion tile in square form (hand / supply display)."""
    return square_tile(styles("pavilion", palette)[colour], frame=False, symbol=symbol)


MINI_FACE = (9.0, 8.0, 110.0, 110.0)
MINI_RADIUS = 24.0


@cache
def mini_tile(colour: str, symbol: bool = True, palette: str = "default") -> pygame.Surface:
    """Azul Mini tile: rounded glossy plastic with a raised central stud bearing the symbol
    (symbol False: the stud is left bare)."""
    style = styles("mini", palette)[colour]
    cv = Canvas(TILE, TILE)
    m = cv.rrect_mask(MINI_FACE, MINI_RADIUS)
    drop_shadow(cv, m, 0.0, 3.0, 2.8, alpha=0.55)
    drop_shadow(cv, m, 0.0, 1.0, 1.0, alpha=0.35)
    base = style.face
    grad = lgradient(
        cv.size, [(0.0, lighten(base, 0.22)), (0.5, base), (1.0, darken(base, 0.22))], 70
    )
    cv.paint_tex(m, grad)
    bevel(cv, m, 8.0, light=0.65, dark=0.50)
    cx, cy = MINI_FACE[0] + MINI_FACE[2] / 2, MINI_FACE[1] + MINI_FACE[3] / 2
    # stud: a raised disc with its own shadow and dome shading
    stud_r = 33.0
    stud = cv.circle_mask((cx, cy), stud_r)
    drop_shadow(cv, stud, 0.0, 2.0, 2.5, alpha=0.45, rgb=darken(base, 0.7))
    dome = rgradient(
        cv.size,
        cv.pt((cx - 9, cy - 11)),
        cv.s(stud_r * 1.5),
        [(0.0, lighten(base, 0.30)), (0.6, base), (1.0, darken(base, 0.25))],
    )
    cv.paint_tex(stud, dome)
    bevel(cv, stud, 3.5, light=0.55, dark=0.45)
    if symbol:
        sm = SYMBOLS[style.symbol](cv, cx, cy, 22.0)
        paint_symbol(cv, sm, style.ink, base, 0.8)
    # plastic specular: sharp, bright
    spec = cv.poly_mask(ellipse_pts(MINI_FACE[0] + 30, MINI_FACE[1] + 17, 20, 6.5, -30))
    cv.blit(m_mul(colourize(blur_mask(spec, cv.s(1.8)), (255, 255, 255), 200), m))
    spec2 = cv.circle_mask((cx - 14, cy - 16), 4.0)
    cv.blit(colourize(blur_mask(spec2, cv.s(1.5)), (255, 255, 255), 190))
    rim = m_sub(
        m,
        cv.rrect_mask(
            (MINI_FACE[0] + 0.8, MINI_FACE[1] + 0.8, MINI_FACE[2] - 1.6, MINI_FACE[3] - 1.6),
            MINI_RADIUS - 0.8,
        ),
    )
    cv.paint(rim, darken(base, 0.6), 170)
    return cv.finish()


@cache
def pavilion_tile(colour: str, symbol: bool = True, palette: str = "default") -> pygame.Surface:
    """Summer Pavilion rhombus tile (60/120 degrees, long axis vertical), symbol optional."""
    style = styles("pavilion", palette)[colour]
    cv = Canvas(RH_W, RH_H)
    m = rounded_poly_mask(cv, RH_VERTS, RH_RADIUS)
    # symmetric contact shadow so the sprite can be rotated freely
    drop_shadow(cv, m, 0.0, 0.0, 2.6, alpha=0.55)
    bbox = (RH_CX - RH_SHORT / 2, RH_CY - RH_LONG / 2, RH_SHORT, RH_LONG)
    glazed_body(cv, m, style, bbox, 5.0)
    inner = inset_polygon(RH_VERTS, 7.5)
    line = m_sub(
        rounded_poly_mask(cv, inner, 2.0), rounded_poly_mask(cv, inset_polygon(inner, 1.6), 1.0)
    )
    cv.paint(line, style.ink, 90)
    if symbol:
        sm = SYMBOLS[style.symbol](cv, RH_CX, RH_CY, RH_SYMBOL_R)
        paint_symbol(cv, sm, style.ink, style.face, 0.8)
    gloss(cv, m, bbox, 0.9)
    rim = m_sub(m, rounded_poly_mask(cv, inset_polygon(RH_VERTS, 0.7), RH_RADIUS - 0.7))
    cv.paint(rim, darken(style.face, 0.55), 150)
    return cv.finish()


def pavilion_space_sprite() -> pygame.Surface:
    """Empty rhombus space on a star: a shallow recess with a fine engraved outline."""
    cv = Canvas(RH_W, RH_H)
    m = rounded_poly_mask(cv, RH_VERTS, RH_RADIUS)
    base = (226, 214, 190)
    cv.paint(m, base, 150)
    inner_shadow(cv, m, 3.0, alpha=0.45, dy=1.2)
    out = m_sub(m, rounded_poly_mask(cv, inset_polygon(RH_VERTS, 1.8), RH_RADIUS - 1.5))
    cv.paint(out, (120, 96, 66), 170)
    paint_lip(cv, m, 1.2, (255, 250, 240), 110)
    return cv.finish()


@cache
def wild_badge() -> pygame.Surface:
    """Golden sunburst ring marking the round's wild colour."""
    S = 64
    cv = Canvas(S, S)
    c = (S / 2, S / 2)
    rays = cv.poly_mask(star_polygon(c[0], c[1], 30.5, 21.0, 16, -90))
    ring = ring_mask(cv, c, 22.5, 14.5)
    body = m_union(rays, ring)
    drop_shadow(cv, body, 0.0, 1.2, 1.6, alpha=0.5)
    grad = lgradient(cv.size, [(0.0, (255, 232, 150)), (0.5, GOLD), (1.0, GOLD_DARK)], 60)
    cv.paint_tex(body, grad)
    bevel(cv, body, 1.8, light=0.7, dark=0.45)
    core = cv.circle_mask(c, 9.0)
    cv.paint_tex(core, grad)
    bevel(cv, core, 1.6, light=0.7, dark=0.4)
    star = cv.poly_mask(star_polygon(c[0], c[1], 7.0, 3.0, 4, -90))
    cv.paint(star, (255, 252, 235))
    return cv.finish()


def _marker_face(
    cv: Canvas, m: pygame.Surface, rect: Sequence[float], base: Sequence[int], seed: int
) -> None:
    drop_shadow(cv, m, 0.0, 2.6, 2.6, alpha=0.55)
    drop_shadow(cv, m, 0.0, 0.8, 0.9, alpha=0.35)
    glazed_body(
        cv, m, TileStyle("marker", (base[0], base[1], base[2]), "none", (0, 0, 0), seed), rect, 5.5
    )


@cache
def first_player() -> pygame.Surface:
    """Base-game first-player marker: an ivory tile with a gold-rimmed medallion and a 1."""
    cv = Canvas(TILE, TILE)
    m = cv.rrect_mask(FACE, FACE_RADIUS)
    _marker_face(cv, m, FACE, IVORY, 41)
    azulejo_frame(cv, FACE, FACE_RADIUS, GOLD_DARK, 7.5, 140)
    cx, cy = face_centre()
    medal = cv.circle_mask((cx, cy), 36.0)
    grad = lgradient(cv.size, [(0.0, (255, 226, 140)), (0.5, GOLD), (1.0, GOLD_DARK)], 60)
    drop_shadow(cv, medal, 0.0, 1.0, 1.5, alpha=0.35)
    cv.paint_tex(medal, grad)
    bevel(cv, medal, 3.0, light=0.7, dark=0.45)
    disc = cv.circle_mask((cx, cy), 28.0)
    cv.paint(disc, (34, 72, 140))
    bevel(cv, disc, 2.5, light=0.25, dark=0.5, angle=315)
    one = numeral_one(cv, cx, cy + 1, 22.0)
    paint_symbol(cv, one, (252, 244, 222), (34, 72, 140), 0.9)
    gloss(cv, m, FACE)
    rim = m_sub(
        m,
        cv.rrect_mask(
            (FACE[0] + 0.7, FACE[1] + 0.7, FACE[2] - 1.4, FACE[3] - 1.4), FACE_RADIUS - 0.7
        ),
    )
    cv.paint(rim, (120, 100, 70), 150)
    return cv.finish()


@cache
def first_player_pavilion() -> pygame.Surface:
    """Summer Pavilion first-player marker: a hexagonal terracotta token with a golden 1."""
    cv = Canvas(TILE, TILE)
    cx, cy = TILE / 2, TILE / 2 - 1
    hexa = [
        (cx + 58 * math.cos(math.radians(a)), cy + 58 * math.sin(math.radians(a)))
        for a in range(-90, 270, 60)
    ]
    m = rounded_poly_mask(cv, hexa, 8.0)
    rect = (cx - 50, cy - 58, 100, 116)
    _marker_face(cv, m, rect, (250, 242, 226), 42)
    inner = rounded_poly_mask(cv, inset_polygon(hexa, 9.0), 5.0)
    cv.paint(inner, (46, 126, 110))
    bevel(cv, inner, 2.5, light=0.3, dark=0.5, angle=315)
    grain(cv, inner, 43, strength=0.08)
    star = cv.poly_mask(star_polygon(cx, cy, 40.0, 31.0, 12, -90))
    ring = m_sub(star, cv.circle_mask((cx, cy), 27.0))
    grad = lgradient(cv.size, [(0.0, (255, 226, 140)), (0.5, GOLD), (1.0, GOLD_DARK)], 60)
    cv.paint_tex(ring, grad)
    bevel(cv, ring, 1.8, light=0.6, dark=0.4)
    one = numeral_one(cv, cx, cy + 1, 21.0)
    drop_shadow(cv, one, 0.0, 1.0, 1.2, alpha=0.4)
    cv.paint_tex(one, grad)
    bevel(cv, one, 1.6, light=0.7, dark=0.45)
    gloss(cv, m, rect, 0.8)
    return cv.finish()
