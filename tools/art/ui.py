"""Interface sprites: table texture, 9-slice panel and buttons, bag, lid, storage."""

from __future__ import annotations

import math
from functools import cache

import pygame

from .common import (
    Canvas,
    bevel,
    blur_mask,
    colourize,
    darken,
    drop_shadow,
    ellipse_pts,
    grain,
    inner_shadow,
    lgradient,
    lighten,
    m_mul,
    m_shift,
    m_sub,
    m_union,
    paint_lip,
    rgradient,
    ring_mask,
    stroke_mask,
)
from .palette import GOLD
from .symbols import flower4
from .textures import fabric, fit, wood

TABLE_SIZE = 512


@cache
def table_bg() -> pygame.Surface:
    """Seamlessly tileable warm wooden table (512 x 512)."""
    return wood(TABLE_SIZE, 7, dark=(84, 52, 32), light=(160, 108, 66))


PANEL = (96, 96)
PANEL_SLICE = (24, 24, 24, 24)  # left, top, right, bottom


@cache
def panel() -> pygame.Surface:
    """9-slice cream panel with a thin gold inner line and a soft shadow inside the margins."""
    W, H = PANEL
    cv = Canvas(W, H)
    body_r = (5, 3, W - 10, H - 10)
    m = cv.rrect_mask(body_r, 16)
    drop_shadow(cv, m, 0, 2.0, 2.6, alpha=0.5)
    cv.paint_tex(m, lgradient(cv.size, [(0.0, (252, 247, 236)), (1.0, (240, 230, 210))], 90))
    bevel(cv, m, 2.2, light=0.6, dark=0.25)
    line = m_sub(
        cv.rrect_mask((body_r[0] + 6, body_r[1] + 6, body_r[2] - 12, body_r[3] - 12), 11),
        cv.rrect_mask((body_r[0] + 7.3, body_r[1] + 7.3, body_r[2] - 14.6, body_r[3] - 14.6), 10),
    )
    cv.paint(line, GOLD, 200)
    rim = m_sub(
        m, cv.rrect_mask((body_r[0] + 0.8, body_r[1] + 0.8, body_r[2] - 1.6, body_r[3] - 1.6), 15.2)
    )
    cv.paint(rim, (150, 120, 80), 150)
    return cv.finish()


BUTTON = (96, 64)
BUTTON_SLICE = (24, 24, 24, 24)


def _button(state: str) -> pygame.Surface:
    W, H = BUTTON
    cv = Canvas(W, H)
    press = state == "pressed"
    oy = 2.0 if press else 0.0
    body_r = (4, 3 + oy, W - 8, H - 11)
    m = cv.rrect_mask(body_r, 14)
    if press:
        drop_shadow(cv, m, 0, 0.8, 1.2, alpha=0.5)
    else:
        drop_shadow(cv, m, 0, 2.6, 2.8, alpha=0.55)
        # the glazed side of the button, visible below the face
        side = cv.rrect_mask((body_r[0], body_r[1] + 2.0, body_r[2], body_r[3]), 14)
        cv.paint(side, (16, 44, 96))
    base = {"normal": (36, 92, 176), "hover": (52, 116, 204), "pressed": (30, 78, 152)}[state]
    cv.paint_tex(
        m,
        lgradient(
            cv.size, [(0.0, lighten(base, 0.22)), (0.5, base), (1.0, darken(base, 0.18))], 90
        ),
    )
    grain(cv, m, 111, strength=0.04)
    bevel(cv, m, 2.4, light=0.55 if not press else 0.25, dark=0.35 if not press else 0.55)
    # gold inner line
    line = m_sub(
        cv.rrect_mask((body_r[0] + 4, body_r[1] + 4, body_r[2] - 8, body_r[3] - 8), 10),
        cv.rrect_mask((body_r[0] + 5.2, body_r[1] + 5.2, body_r[2] - 10.4, body_r[3] - 10.4), 9),
    )
    cv.paint(line, (236, 196, 110), 150 if state != "hover" else 220)
    if not press:
        sheen = cv.rrect_mask((body_r[0] + 5, body_r[1] + 2.5, body_r[2] - 10, body_r[3] * 0.36), 9)
        cv.blit(
            m_mul(
                colourize(
                    blur_mask(sheen, cv.s(1.5)), (255, 255, 255), 50 if state == "normal" else 70
                ),
                m,
            )
        )
    rim = m_sub(
        m, cv.rrect_mask((body_r[0] + 0.8, body_r[1] + 0.8, body_r[2] - 1.6, body_r[3] - 1.6), 13.2)
    )
    cv.paint(rim, (10, 30, 70), 180)
    return cv.finish()


@cache
def button() -> pygame.Surface:
    """9-slice glazed blue button."""
    return _button("normal")


@cache
def button_hover() -> pygame.Surface:
    """9-slice button, hover state (lighter, brighter gold line)."""
    return _button("hover")


@cache
def button_pressed() -> pygame.Surface:
    """9-slice button, pressed state (sunk by 2 px, darker)."""
    return _button("pressed")


@cache
def bag() -> pygame.Surface:
    """The tile bag: an indigo linen drawstring pouch with an embroidered gold flower."""
    S = 160
    cv = Canvas(S, S)
    # body: wide rounded bottom narrowing to the gathered neck
    pts = []
    n = 60
    for i in range(n + 1):
        t = i / n
        a = math.pi * t
        pts.append((80 + math.cos(a) * 58, 100 + math.sin(a) * 50))
    body = cv.poly_mask([(46, 52), (114, 52), (128, 80), *pts, (32, 80)])
    body = m_union(body, cv.poly_mask(ellipse_pts(80, 100, 60, 50)))
    neck = cv.poly_mask([(58, 30), (102, 30), (112, 56), (48, 56)])
    ruffle = m_union(
        cv.poly_mask([(54, 22), (106, 22), (102, 36), (58, 36)]),
        *[cv.circle_mask((56 + 9.6 * i, 21 + (2.5 if i % 2 else 0)), 6.2) for i in range(6)],
    )
    whole = m_union(body, neck, ruffle)
    drop_shadow(cv, whole, 0, 4, 4.5, alpha=0.5)
    linen = fabric((128, 128), 121, (52, 62, 128), amp=12, weave=7)
    linen = pygame.transform.smoothscale(linen, (int(128 * cv.ss * 0.7), int(128 * cv.ss * 0.7)))
    tex = fit(linen, cv.size)
    for part in (ruffle, neck, body):
        cv.paint_tex(part, tex)
        bevel(cv, part, 7, light=0.30, dark=0.55)
    shade = rgradient(
        cv.size,
        cv.pt((64, 78)),
        cv.s(90),
        [(0.0, (255, 255, 255, 40)), (0.6, (0, 0, 0, 0)), (1.0, (0, 0, 0, 90))],
    )
    cv.blit(m_mul(shade, body))
    # folds and gathers
    gathers = stroke_mask(cv, [((64 + 8 * i, 33), (62 + 9 * i, 50)) for i in range(5)], 1.4)
    cv.paint(m_mul(blur_mask(gathers, cv.s(1.2)), neck), (16, 20, 56), 110)
    folds = stroke_mask(
        cv, [((66, 58), (56, 96)), ((94, 58), (106, 94)), ((80, 60), (80, 84))], 2.2
    )
    cv.paint(m_mul(blur_mask(folds, cv.s(2.5)), body), (20, 24, 60), 90)
    # drawstring
    cord = stroke_mask(
        cv,
        [((50, 44), (80, 47)), ((80, 47), (110, 44)), ((80, 47), (70, 70)), ((80, 47), (92, 72))],
        3.2,
    )
    cv.paint(m_shift(cord, 0, cv.s(1)), (30, 20, 10), 120)
    cv.paint(cord, (222, 180, 96))
    bevel(cv, cord, 1.0, light=0.6, dark=0.4)
    for tx, ty in ((70, 70), (92, 72)):
        tassel = cv.circle_mask((tx, ty), 3.6)
        cv.paint(tassel, (222, 180, 96))
        bevel(cv, tassel, 1.0, light=0.6, dark=0.4)
    emb = flower4(cv, 80, 108, 22)
    cv.paint(emb, (232, 196, 112), 240)
    cv.paint(ring_mask(cv, (80, 108), 30, 28.5), (232, 196, 112), 200)
    return cv.finish()


@cache
def lid() -> pygame.Surface:
    """The box lid (discard pile): a shallow open tray seen from above, with a printed side band."""
    W, H = 200, 140
    cv = Canvas(W, H)
    outer_r = (8, 8, W - 16, H - 20)
    outer = cv.rrect_mask(outer_r, 10)
    drop_shadow(cv, outer, 0, 4, 4.5, alpha=0.55)
    cv.paint_tex(outer, lgradient(cv.size, [(0.0, (44, 98, 178)), (1.0, (24, 60, 124))], 90))
    bevel(cv, outer, 3, light=0.45, dark=0.45)
    # printed band of small motifs on the rim
    mm = cv.mask()
    for i in range(12):
        for py in (14.5, H - 18.5):
            pygame.draw.circle(mm, (255, 255, 255, 255), cv.pt((22 + i * 14.2, py)), 2.0 * cv.ss)
    cv.paint(m_mul(mm, outer), (236, 220, 180), 200)
    inside = cv.rrect_mask((outer_r[0] + 14, outer_r[1] + 14, outer_r[2] - 28, outer_r[3] - 28), 5)
    cv.paint_tex(inside, lgradient(cv.size, [(0.0, (206, 190, 160)), (1.0, (232, 220, 196))], 90))
    grain(cv, inside, 131, strength=0.07)
    inner_shadow(cv, inside, 7, alpha=0.7, dy=4)
    paint_lip(cv, inside, 1.2, (255, 255, 255), 90)
    return cv.finish()


@cache
def storage() -> pygame.Surface:
    """Summer Pavilion storage: a terracotta garden urn with a green glazed band."""
    S = 160
    cv = Canvas(S, S)
    pts = []
    n = 48
    for i in range(n + 1):
        t = i / n
        y = 40 + t * 104
        w = 44 + math.sin(math.pi * (0.15 + 0.8 * t)) * 22 - t * 10
        pts.append((80 + w, y))
    right = pts
    left = [(160 - x, y) for x, y in reversed(pts)]
    body = cv.poly_mask([*right, *left])
    rim = cv.rrect_mask((26, 28, 108, 16), 7)
    foot = cv.rrect_mask((48, 138, 64, 10), 4)
    whole = m_union(body, rim, foot)
    drop_shadow(cv, whole, 0, 4, 4.5, alpha=0.5)
    terra = (192, 98, 58)
    tex = lgradient(
        cv.size, [(0.0, lighten(terra, 0.2)), (0.5, terra), (1.0, darken(terra, 0.3))], 10
    )
    for part in (foot, body, rim):
        cv.paint_tex(part, tex)
        grain(cv, part, 141, strength=0.08)
        bevel(cv, part, 4, light=0.4, dark=0.45)
    band = m_mul(cv.rrect_mask((10, 74, 140, 22), 0), body)
    cv.paint(band, (46, 126, 96))
    bevel(cv, band, 1.5, light=0.4, dark=0.4)
    dots = cv.mask()
    for i in range(9):
        pygame.draw.circle(dots, (255, 255, 255, 255), cv.pt((32 + i * 12, 85)), 3.0 * cv.ss)
    cv.paint(m_mul(dots, band), GOLD)
    shade = rgradient(
        cv.size,
        cv.pt((64, 80)),
        cv.s(80),
        [(0.0, (255, 230, 200, 70)), (0.6, (0, 0, 0, 0)), (1.0, (0, 0, 0, 110))],
    )
    cv.blit(m_mul(shade, body))
    mouth = cv.poly_mask(ellipse_pts(80, 34, 48, 5.5))
    cv.paint(mouth, (70, 30, 16))
    inner_shadow(cv, mouth, 2, alpha=0.6, dy=1)
    return cv.finish()
