"""Boards and board parts: factories, centre tray, player boards, slots, Summer Pavilion boards."""

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
    mix,
    paint_lip,
    regular_polygon,
    rgradient,
    ring_mask,
    rotate_pts,
    rounded_poly_mask,
    star_polygon,
    stroke_mask,
)
from .fonts import text_mask
from .palette import GOLD, GOLD_DARK, styles
from .symbols import SYMBOLS, flower4
from .textures import fabric, fit, speckle, wood
from .tiles import (
    FACE,
    FACE_RADIUS,
    MINI_FACE,
    MINI_RADIUS,
    SYMBOL_R,
    TILE,
    face_centre,
    gloss,
    pavilion_space_sprite,
)

# --------------------------------------------------------------------------- cells (128 x 128, same face rect as tiles)


def _recess(
    cv: Canvas,
    rect: Sequence[float],
    radius: float,
    base: Sequence[int],
    alpha: int = 255,
    depth: float = 1.0,
) -> pygame.Surface:
    """A shallow recessed cell: fill, inner shadow from the top rim, light catch on the bottom lip."""
    m = cv.rrect_mask(rect, radius)
    cv.paint(m, base, alpha)
    inner_shadow(cv, m, 4.0 * depth, alpha=0.55 * depth, dy=2.2 * depth)
    inner_shadow(cv, m, 1.2, alpha=0.35, dy=0.6)
    paint_lip(cv, m, 1.4, (255, 250, 238), 120)
    return m


@cache
def pattern_slot() -> pygame.Surface:
    """Empty pattern-line cell."""
    cv = Canvas(TILE, TILE)
    m = _recess(cv, FACE, FACE_RADIUS, (214, 200, 176), 235)
    grain(cv, m, 51, strength=0.05)
    # a faint painted guide square
    x, y, w, h = FACE
    guide = m_sub(
        cv.rrect_mask((x + 12, y + 12, w - 24, h - 24), 8),
        cv.rrect_mask((x + 13.5, y + 13.5, w - 27, h - 27), 7),
    )
    cv.paint(guide, (150, 128, 98), 70)
    return cv.finish()


@cache
def wall_slot() -> pygame.Surface:
    """Empty neutral wall cell (grey wall)."""
    cv = Canvas(TILE, TILE)
    m = _recess(cv, FACE, FACE_RADIUS, (198, 192, 182), 240)
    grain(cv, m, 52, strength=0.06)
    cx, cy = face_centre()
    deco = cv.poly_mask(regular_polygon(cx, cy, 30, 4, 0))
    deco = m_sub(deco, cv.poly_mask(regular_polygon(cx, cy, 28, 4, 0)))
    cv.paint(deco, (120, 110, 96), 60)
    cv.paint(cv.circle_mask((cx, cy), 3), (120, 110, 96), 60)
    return cv.finish()


@cache
def wall_slot_colour(colour: str, palette: str = "default") -> pygame.Surface:
    """Coloured-wall cell: faint tint of the tile colour with a faint symbol."""
    style = styles("base", palette)[colour]
    cv = Canvas(TILE, TILE)
    base = mix((206, 198, 184), style.face, 0.30)
    m = _recess(cv, FACE, FACE_RADIUS, base, 245)
    grain(cv, m, 53 + len(colour), strength=0.05)
    cx, cy = face_centre()
    sm = SYMBOLS[style.symbol](cv, cx, cy, SYMBOL_R)
    ink = mix(base, style.face, 0.75) if colour != "white" else mix(base, style.ink, 0.45)
    if colour in ("yellow",):
        ink = mix(base, darken(style.face, 0.25), 0.85)
    cv.paint(sm, ink, 150)
    paint_lip(cv, sm, 0.8, (255, 255, 255), 40)
    return cv.finish()


@cache
def floor_slot() -> pygame.Surface:
    """Empty floor-line cell (penalty row): warmer terracotta recess."""
    cv = Canvas(TILE, TILE)
    m = _recess(cv, FACE, FACE_RADIUS, (196, 150, 128), 235)
    grain(cv, m, 54, strength=0.06)
    x, y, w, h = FACE
    line = m_sub(
        cv.rrect_mask((x + 6, y + 6, w - 12, h - 12), 9),
        cv.rrect_mask((x + 7.5, y + 7.5, w - 15, h - 15), 8),
    )
    cv.paint(line, (120, 60, 44), 70)
    return cv.finish()


@cache
def crystal_slot() -> pygame.Surface:
    """Crystal Mosaic empty cell: a faceted, gem-cut square in cool silver-blue."""
    cv = Canvas(TILE, TILE)
    x, y, w, h = FACE
    m = cv.rrect_mask(FACE, FACE_RADIUS)
    drop_shadow(cv, m, 0, 0.8, 1.2, alpha=0.3)
    cv.paint(m, (170, 190, 206))
    k = 26.0
    tl, tr, br, bl = (x, y), (x + w, y), (x + w, y + h), (x, y + h)
    itl, itr, ibr, ibl = (
        (x + k, y + k),
        (x + w - k, y + k),
        (x + w - k, y + h - k),
        (x + k, y + h - k),
    )
    facets = [
        ([tl, tr, itr, itl], (226, 236, 244)),
        ([tr, br, ibr, itr], (150, 172, 192)),
        ([br, bl, ibl, ibr], (118, 140, 164)),
        ([bl, tl, itl, ibl], (190, 206, 220)),
    ]
    for pts, col in facets:
        cv.paint(m_mul(cv.poly_mask(pts), m), col)
    table = cv.poly_mask([itl, itr, ibr, ibl])
    grad = lgradient(cv.size, [(0.0, (214, 228, 240)), (1.0, (160, 184, 206))], 45)
    cv.paint_tex(table, grad)
    # facet edges
    edges = [(tl, itl), (tr, itr), (br, ibr), (bl, ibl)]
    cv.paint(m_mul(stroke_mask(cv, edges, 1.0), m), (255, 255, 255), 120)
    cv.paint(
        m_sub(table, cv.poly_mask(inset_polygon([itl, itr, ibr, ibl], 1.2))), (255, 255, 255), 110
    )
    # inner kite facets on the table
    cx, cy = face_centre()
    kite = cv.poly_mask([(cx, itl[1] + 6), (itr[0] - 6, cy), (cx, ibl[1] - 6), (itl[0] + 6, cy)])
    cv.paint(kite, (236, 244, 250), 90)
    cv.paint(
        m_sub(
            kite,
            cv.poly_mask(
                inset_polygon(
                    [(cx, itl[1] + 6), (itr[0] - 6, cy), (cx, ibl[1] - 6), (itl[0] + 6, cy)], 1.0
                )
            ),
        ),
        (255, 255, 255),
        120,
    )
    # sparkles
    for sx, sy, sr in ((x + 22, y + 18, 5.0), (x + w - 30, y + h - 34, 3.5)):
        sp = cv.poly_mask(star_polygon(sx, sy, sr, sr * 0.22, 4, -90))
        cv.paint(sp, (255, 255, 255), 210)
    rim = m_sub(m, cv.rrect_mask((x + 0.8, y + 0.8, w - 1.6, h - 1.6), FACE_RADIUS - 0.8))
    cv.paint(rim, (90, 110, 132), 170)
    return cv.finish()


@cache
def x2_overlay() -> pygame.Surface:
    """A gold x2 badge in the lower-right corner of a cell (blit at the cell's tile rect)."""
    cv = Canvas(TILE, TILE)
    x, y, w, h = FACE
    c = (x + w - 21, y + h - 21)
    disc = cv.circle_mask(c, 19.5)
    drop_shadow(cv, disc, 0, 1.5, 2.0, alpha=0.5)
    grad = lgradient(cv.size, [(0.0, (255, 232, 150)), (0.5, GOLD), (1.0, GOLD_DARK)], 60)
    cv.paint_tex(disc, grad)
    bevel(cv, disc, 2.2, light=0.7, dark=0.45)
    inner = cv.circle_mask(c, 15.5)
    cv.paint(inner, (126, 36, 30))
    bevel(cv, inner, 1.6, light=0.25, dark=0.5, angle=315)
    t = text_mask(cv, "\u00d72", "Lato-Bold.ttf", 19.0, (c[0] + 0.2, c[1] - 0.3))
    cv.paint(t, (255, 244, 214))
    return cv.finish()


@cache
def supply_space() -> pygame.Surface:
    """Summer Pavilion supply space: a recessed cell with a gold inlay ring."""
    cv = Canvas(TILE, TILE)
    x, y, w, h = FACE
    outer = cv.rrect_mask(FACE, FACE_RADIUS)
    grad = lgradient(cv.size, [(0.0, (250, 226, 150)), (0.5, GOLD), (1.0, GOLD_DARK)], 60)
    drop_shadow(cv, outer, 0, 0.8, 1.2, alpha=0.3)
    cv.paint_tex(outer, grad)
    bevel(cv, outer, 2.0, light=0.6, dark=0.4)
    _recess(cv, (x + 5, y + 5, w - 10, h - 10), FACE_RADIUS - 3, (222, 206, 176))
    return cv.finish()


# --------------------------------------------------------------------------- factories and centre


def _plate(
    S: int, rim_ink: Sequence[int], body: Sequence[int], seed: int, pattern: str
) -> pygame.Surface:
    cv = Canvas(S, S)
    c = (S / 2, S / 2 - 2)
    R = S / 2 - 10
    plate = cv.circle_mask(c, R)
    drop_shadow(cv, plate, 0, 4.0, 5.0, alpha=0.55)
    drop_shadow(cv, plate, 0, 1.2, 1.5, alpha=0.35)
    grad = rgradient(
        cv.size,
        cv.pt((c[0] - R * 0.3, c[1] - R * 0.35)),
        cv.s(R * 1.7),
        [(0.0, lighten(body, 0.5)), (0.5, body), (1.0, darken(body, 0.12))],
    )
    cv.paint_tex(plate, grad)
    grain(cv, plate, seed, strength=0.05)
    # raised rim: light on top, dark at the well edge
    well_r = R * 0.80
    well = cv.circle_mask(c, well_r)
    inner_shadow(cv, well, 6.0, alpha=0.28, dy=3.0)
    bevel(cv, plate, 7.0, light=0.55, dark=0.35)
    if pattern == "azulejo":
        # painted rim: two lines, alternating petals and dots
        cv.paint(ring_mask(cv, c, R - 5.0, R - 7.0), rim_ink, 220)
        cv.paint(ring_mask(cv, c, well_r + 4.0, well_r + 2.6), rim_ink, 220)
        mid = (R - 7.0 + well_r + 4.0) / 2
        n = 16
        for k in range(n):
            a = math.radians(360 * k / n - 90)
            px, py = c[0] + math.cos(a) * mid, c[1] + math.sin(a) * mid
            cv.paint(
                cv.poly_mask(ellipse_pts(px, py, 8.6, 4.2, math.degrees(a) + 90)), rim_ink, 235
            )
            a2 = math.radians(360 * (k + 0.5) / n - 90)
            cv.paint(
                cv.circle_mask((c[0] + math.cos(a2) * mid, c[1] + math.sin(a2) * mid), 2.6),
                rim_ink,
                235,
            )
        # faint rosette in the well
        ros = flower4(cv, c[0], c[1], R * 0.42)
        cv.paint(ros, rim_ink, 28)
        cv.paint(ring_mask(cv, c, R * 0.56, R * 0.545), rim_ink, 40)
    else:
        # Summer Pavilion: green-gold laurel rim with a hexagonal star in the well
        cv.paint(ring_mask(cv, c, R - 5.0, R - 6.6), GOLD_DARK, 220)
        cv.paint(ring_mask(cv, c, well_r + 4.0, well_r + 2.8), GOLD_DARK, 220)
        mid = (R - 6.6 + well_r + 4.0) / 2
        n = 24
        for k in range(n):
            a = math.radians(360 * k / n - 90)
            px, py = c[0] + math.cos(a) * mid, c[1] + math.sin(a) * mid
            cv.paint(
                cv.poly_mask(ellipse_pts(px, py, 6.4, 2.8, math.degrees(a) + 55)), rim_ink, 235
            )
        for k in range(6):
            a = math.radians(60 * k - 90)
            cv.paint(
                cv.circle_mask((c[0] + math.cos(a) * mid, c[1] + math.sin(a) * mid), 3.6), GOLD, 255
            )
        star = m_union(
            cv.poly_mask(regular_polygon(c[0], c[1], R * 0.50, 3, -90)),
            cv.poly_mask(regular_polygon(c[0], c[1], R * 0.50, 3, 90)),
        )
        cv.paint(star, rim_ink, 26)
        cv.paint(ring_mask(cv, c, R * 0.56, R * 0.545), rim_ink, 40)
    gloss(cv, plate, (c[0] - R, c[1] - R, 2 * R, 2 * R), 0.7)
    return cv.finish()


@cache
def factory() -> pygame.Surface:
    """Factory display: a round glazed plate with a blue painted rim."""
    return _plate(256, (36, 82, 160), (246, 240, 226), 61, "azulejo")


@cache
def factory_pavilion() -> pygame.Surface:
    """Summer Pavilion factory display: cream plate with a laurel-and-gold rim."""
    return _plate(256, (52, 120, 86), (248, 238, 218), 62, "laurel")


@cache
def centre() -> pygame.Surface:
    """Centre area: a rounded wooden tray lined with teal felt (9-slice friendly)."""
    W, H = 480, 320
    cv = Canvas(W, H, ss=2)
    outer = cv.rrect_mask((8, 6, W - 16, H - 18), 44)
    drop_shadow(cv, outer, 0, 5, 7, alpha=0.55)
    woodtex = pygame.transform.smoothscale(
        fit(wood(512, 21, (92, 56, 32), (176, 120, 72), planks=2, seams=False), (512, 512)),
        (int(512 * cv.ss * 0.6), int(512 * cv.ss * 0.6)),
    )
    cv.paint_tex(outer, fit(woodtex, cv.size))
    bevel(cv, outer, 6, light=0.45, dark=0.5)
    felt_m = cv.rrect_mask((30, 27, W - 60, H - 60), 28)
    feltt = fabric((256, 256), 22, (36, 98, 92), amp=10, weave=4)
    feltt = pygame.transform.smoothscale(feltt, (int(256 * cv.ss * 0.75), int(256 * cv.ss * 0.75)))
    cv.paint_tex(felt_m, fit(feltt, cv.size))
    inner_shadow(cv, felt_m, 9, alpha=0.6, dy=4)
    paint_lip(cv, felt_m, 1.5, (255, 230, 200), 70)
    return cv.finish()


# --------------------------------------------------------------------------- player boards


def _azulejo_border(cv: Canvas, rect: Sequence[float], band: float, ink: Sequence[int]) -> None:
    """A painted tile-band frame: small quatrefoils repeated along the four sides."""
    x, y, w, h = rect
    r = band / 2
    step = band * 1.05

    # along the four sides
    def motif(px: float, py: float) -> None:
        cv.paint(flower4(cv, px, py, r * 0.78), ink, 230)

    nx = int((w - band) // step)
    ny = int((h - band) // step)
    sx = (w - band) / nx
    sy = (h - band) / ny
    for i in range(nx + 1):
        motif(x + r + i * sx, y + r)
        motif(x + r + i * sx, y + h - r)
    for j in range(1, ny):
        motif(x + r, y + r + j * sy)
        motif(x + w - r, y + r + j * sy)


@cache
def player_board() -> pygame.Surface:
    """Base-game player board background: warm stone field inside a blue azulejo frame."""
    W, H = 840, 400
    cv = Canvas(W, H, ss=2)
    outer_r = (6, 4, W - 12, H - 14)
    outer = cv.rrect_mask(outer_r, 22)
    drop_shadow(cv, outer, 0, 4, 6, alpha=0.55)
    frame_grad = lgradient(cv.size, [(0.0, (40, 92, 170)), (1.0, (22, 58, 122))], 80)
    cv.paint_tex(outer, frame_grad)
    grain(cv, outer, 71, strength=0.06)
    band = 26.0
    band_r = (outer_r[0] + 6, outer_r[1] + 6, outer_r[2] - 12, outer_r[3] - 12)
    band_m = cv.rrect_mask(band_r, 17)
    cv.paint(band_m, (242, 234, 214))
    _azulejo_border(cv, band_r, band, (34, 84, 164))
    field_r = (band_r[0] + band, band_r[1] + band, band_r[2] - 2 * band, band_r[3] - 2 * band)
    field = cv.rrect_mask(field_r, 10)
    stone = speckle((512, 256), 72, (238, 229, 208), amp=7, fleck=5)
    stone = pygame.transform.smoothscale(stone, (int(512 * cv.ss), int(256 * cv.ss)))
    cv.paint_tex(field, fit(stone, cv.size))
    inner_shadow(cv, field, 5, alpha=0.45, dy=2.5)
    cv.paint(
        m_sub(
            cv.rrect_mask(field_r, 10),
            cv.rrect_mask(
                (field_r[0] + 1.2, field_r[1] + 1.2, field_r[2] - 2.4, field_r[3] - 2.4), 9
            ),
        ),
        (30, 70, 140),
        200,
    )
    cv.paint(
        m_sub(
            band_m,
            cv.rrect_mask((band_r[0] + 1.2, band_r[1] + 1.2, band_r[2] - 2.4, band_r[3] - 2.4), 16),
        ),
        (20, 50, 110),
        200,
    )
    bevel(cv, outer, 5, light=0.5, dark=0.5)
    gl = cv.poly_mask(ellipse_pts(W * 0.3, 10, W * 0.28, 5, 0))
    cv.blit(m_mul(colourize(blur_mask(gl, cv.s(3)), (255, 255, 255), 60), outer))
    return cv.finish()


PLAYER_BOARD_CONTENT = (6 + 6 + 26, 4 + 6 + 26, 840 - 12 - 12 - 52, 400 - 14 - 12 - 52)


@cache
def mini_board() -> pygame.Surface:
    """Azul Mini board: glossy blue plastic frame with studs around a light stud-textured tray."""
    return _mini_board((30, 96, 150), (214, 226, 234))


@cache
def mini_board_dark() -> pygame.Surface:
    """Azul Mini board, dark side (grey-wall variant): charcoal frame around a slate tray."""
    return _mini_board((46, 50, 60), (118, 126, 140))


def _mini_board(base: tuple[int, int, int], tray_col: tuple[int, int, int]) -> pygame.Surface:
    W, H = 840, 400
    cv = Canvas(W, H, ss=2)
    outer_r = (6, 4, W - 12, H - 14)
    outer = cv.rrect_mask(outer_r, 34)
    drop_shadow(cv, outer, 0, 4, 6, alpha=0.55)
    cv.paint_tex(
        outer, lgradient(cv.size, [(0.0, lighten(base, 0.18)), (1.0, darken(base, 0.2))], 80)
    )
    bevel(cv, outer, 8, light=0.6, dark=0.55)
    tray_r = (outer_r[0] + 22, outer_r[1] + 22, outer_r[2] - 44, outer_r[3] - 44)
    tray = cv.rrect_mask(tray_r, 18)
    cv.paint(tray, tray_col)
    # stud texture on the tray
    studs = cv.mask()
    step = 14.0
    yy = tray_r[1] + step / 2
    while yy < tray_r[1] + tray_r[3]:
        xx = tray_r[0] + step / 2
        while xx < tray_r[0] + tray_r[2]:
            pygame.draw.circle(studs, (255, 255, 255, 255), cv.pt((xx, yy)), 3.6 * cv.ss)
            xx += step
        yy += step
    studs = m_mul(studs, tray)
    cv.paint(m_shift(studs, 0, cv.s(1.0)), darken(tray_col, 0.25), 120)
    cv.paint(studs, lighten(tray_col, 0.4), 255)
    inner_shadow(cv, tray, 6, alpha=0.55, dy=3)
    # frame studs (one mask, one bevel pass)
    fs = cv.mask()
    for i in range(13):
        px = outer_r[0] + 40 + i * (outer_r[2] - 80) / 12
        for py in (outer_r[1] + 11, outer_r[1] + outer_r[3] - 11):
            pygame.draw.circle(fs, (255, 255, 255, 255), cv.pt((px, py)), 5.0 * cv.ss)
    cv.paint(m_shift(fs, 0, cv.s(1.2)), darken(base, 0.5), 150)
    cv.paint(fs, lighten(base, 0.12))
    bevel(cv, fs, 1.5, light=0.7, dark=0.4)
    gl = cv.poly_mask(ellipse_pts(W * 0.28, 14, W * 0.24, 5, 0))
    cv.blit(m_mul(colourize(blur_mask(gl, cv.s(2.5)), (255, 255, 255), 110), outer))
    return cv.finish()


MINI_BOARD_CONTENT = (28, 26, 840 - 12 - 44, 400 - 14 - 44)


@cache
def mini_slot() -> pygame.Surface:
    """Azul Mini socket: a rounded plastic recess matching the Mini tile."""
    cv = Canvas(TILE, TILE)
    base = (176, 194, 208)
    m = cv.rrect_mask(MINI_FACE, MINI_RADIUS)
    cv.paint(m, base)
    inner_shadow(cv, m, 5, alpha=0.6, dy=2.5)
    paint_lip(cv, m, 1.5, (255, 255, 255), 150)
    cx, cy = MINI_FACE[0] + MINI_FACE[2] / 2, MINI_FACE[1] + MINI_FACE[3] / 2
    dimple = cv.circle_mask((cx, cy), 14)
    cv.paint(dimple, darken(base, 0.08))
    inner_shadow(cv, dimple, 3, alpha=0.4, dy=1.5)
    return cv.finish()


# --------------------------------------------------------------------------- Summer Pavilion


def _hexagon(cx: float, cy: float, r: float, rot: float = 0.0) -> list[Point]:
    return regular_polygon(cx, cy, r, 6, rot)


@cache
def pavilion_board() -> pygame.Surface:
    """Summer Pavilion player board: a hexagonal garden terrace (the UI draws the stars on top)."""
    S = 800
    cv = Canvas(S, S, ss=2)
    c = (S / 2, S / 2)
    hexa = _hexagon(c[0], c[1], 392, 0)
    outer = rounded_poly_mask(cv, hexa, 26)
    drop_shadow(cv, outer, 0, 5, 7, alpha=0.55)
    frame = lgradient(cv.size, [(0.0, (190, 98, 64)), (1.0, (132, 60, 38))], 80)
    cv.paint_tex(outer, frame)
    grain(cv, outer, 81, strength=0.07)
    bevel(cv, outer, 6, light=0.45, dark=0.5)
    # gold inlay line
    inlay_o = rounded_poly_mask(cv, inset_polygon(hexa, 16), 14)
    inlay_i = rounded_poly_mask(cv, inset_polygon(hexa, 19), 12)
    cv.paint(m_sub(inlay_o, inlay_i), GOLD, 230)
    # garden field
    field = rounded_poly_mask(cv, inset_polygon(hexa, 22), 10)
    stone = speckle((512, 512), 82, (236, 224, 196), amp=8, fleck=5)
    stone = pygame.transform.smoothscale(stone, (int(512 * cv.ss), int(512 * cv.ss)))
    cv.paint_tex(field, fit(stone, cv.size))
    inner_shadow(cv, field, 8, alpha=0.5, dy=3)
    # paving rings and radial joints around the pavilion (soft, low contrast)
    joint = (176, 156, 120)
    for rr in (150, 250, 330):
        cv.paint(m_mul(ring_mask(cv, c, rr + 1.2, rr - 1.2), field), joint, 70)
    segs = []
    for k in range(24):
        a = math.radians(15 * k + 7.5)
        segs.append(
            (
                (c[0] + math.cos(a) * 150, c[1] + math.sin(a) * 150),
                (c[0] + math.cos(a) * 250, c[1] + math.sin(a) * 250),
            )
        )
    for k in range(36):
        a = math.radians(10 * k)
        segs.append(
            (
                (c[0] + math.cos(a) * 250, c[1] + math.sin(a) * 250),
                (c[0] + math.cos(a) * 330, c[1] + math.sin(a) * 330),
            )
        )
    cv.paint(m_mul(stroke_mask(cv, segs, 1.6, round_caps=False), field), joint, 55)
    # a clipped lawn border with tiny flowers just inside the gold inlay
    lawn = m_sub(field, rounded_poly_mask(cv, inset_polygon(hexa, 40), 8))
    grass = fabric((256, 256), 83, (104, 146, 80), amp=14, weave=3)
    grass = pygame.transform.smoothscale(grass, (int(256 * cv.ss), int(256 * cv.ss)))
    cv.paint_tex(lawn, fit(grass, cv.size))
    inner_shadow(cv, lawn, 4, alpha=0.35, dy=2)
    edge = m_sub(
        rounded_poly_mask(cv, inset_polygon(hexa, 39), 8),
        rounded_poly_mask(cv, inset_polygon(hexa, 41), 8),
    )
    cv.paint(edge, (250, 242, 222), 200)
    flowers = cv.mask()
    for k in range(6):
        a0 = hexa[k]
        a1 = hexa[(k + 1) % 6]
        for j in range(1, 16):
            t = j / 16
            px = a0[0] + (a1[0] - a0[0]) * t
            py = a0[1] + (a1[1] - a0[1]) * t
            # move inward to the middle of the lawn band
            dx, dy = c[0] - px, c[1] - py
            d = math.hypot(dx, dy)
            inward = 30.5 / math.cos(math.radians(30)) * (1 if j % 2 else 0.93)
            fx, fy = px + dx / d * inward, py + dy / d * inward
            pygame.draw.circle(flowers, (255, 255, 255, 255), cv.pt((fx, fy)), 2.2 * cv.ss)
    cv.paint(m_mul(flowers, lawn), (250, 236, 180), 230)
    # central pavilion rosette (very faint, under the centre star)
    ros = m_union(
        *[
            cv.poly_mask(rotate_pts(ellipse_pts(c[0], c[1] - 60, 16, 60), c[0], c[1], 30 * k))
            for k in range(12)
        ]
    )
    cv.paint(ros, (200, 170, 120), 45)
    cv.paint(ring_mask(cv, c, 128, 125), (180, 130, 80), 80)
    gl = cv.poly_mask(ellipse_pts(S * 0.32, 60, 180, 8, -8))
    cv.blit(m_mul(colourize(blur_mask(gl, cv.s(4)), (255, 255, 255), 50), outer))
    return cv.finish()


@cache
def central_board() -> pygame.Surface:
    """Summer Pavilion central board: a round medallion with a track band (UI draws positions)."""
    S = 600
    cv = Canvas(S, S, ss=2)
    c = (S / 2, S / 2)
    R = 290
    disc = cv.circle_mask(c, R)
    drop_shadow(cv, disc, 0, 5, 7, alpha=0.55)
    cv.paint_tex(disc, lgradient(cv.size, [(0.0, (58, 136, 128)), (1.0, (28, 86, 84))], 80))
    grain(cv, disc, 91, strength=0.07)
    bevel(cv, disc, 6, light=0.45, dark=0.5)
    # track band
    band = ring_mask(cv, c, 272, 206)
    cv.paint(band, (244, 234, 210))
    inner_shadow(cv, band, 4, alpha=0.35, dy=2)
    for rr in (272, 206):
        cv.paint(ring_mask(cv, c, rr + 1.5, rr - 1.5), GOLD, 255)
    # six small laurel marks between track positions (track positions centred at 90 - 60 k degrees)
    for k in range(6):
        a = math.radians(-90 + 60 * k + 30)
        px, py = c[0] + math.cos(a) * 239, c[1] + math.sin(a) * 239
        cv.paint(cv.poly_mask(ellipse_pts(px, py, 7, 3, math.degrees(a))), (52, 120, 86), 200)
    inner = cv.circle_mask(c, 196)
    stone = speckle((400, 400), 92, (240, 230, 206), amp=7, fleck=5)
    stone = pygame.transform.smoothscale(stone, (int(400 * cv.ss), int(400 * cv.ss)))
    cv.paint_tex(inner, fit(stone, cv.size))
    inner_shadow(cv, inner, 7, alpha=0.45, dy=3)
    ros = m_union(
        *[
            cv.poly_mask(rotate_pts(ellipse_pts(c[0], c[1] - 70, 18, 70), c[0], c[1], 30 * k))
            for k in range(12)
        ]
    )
    cv.paint(ros, (190, 160, 110), 40)
    cv.paint(ring_mask(cv, c, 150, 147), (180, 140, 90), 70)
    gloss(cv, disc, (c[0] - R, c[1] - R, 2 * R, 2 * R), 0.5)
    return cv.finish()


def _marble(
    cv: Canvas, m: pygame.Surface, seed: int, base: Sequence[int] = (238, 232, 220)
) -> None:
    cv.paint_tex(m, lgradient(cv.size, [(0.0, lighten(base, 0.4)), (1.0, darken(base, 0.15))], 20))
    grain(cv, m, seed, strength=0.08)


@cache
def pillar() -> pygame.Surface:
    """Pillar structure icon: a fluted marble column."""
    S = 96
    cv = Canvas(S, S)
    cap = cv.rrect_mask((26, 12, 44, 9), 3)
    cap2 = cv.rrect_mask((31, 20, 34, 6), 2)
    shaft = cv.poly_mask([(35, 25), (61, 25), (59, 74), (37, 74)])
    base1 = cv.rrect_mask((31, 73, 34, 6), 2)
    base2 = cv.rrect_mask((25, 78, 46, 8), 3)
    vol = m_union(cv.circle_mask((27, 19), 5.0), cv.circle_mask((69, 19), 5.0))
    whole = m_union(cap, cap2, shaft, base1, base2, vol)
    drop_shadow(cv, whole, 1.5, 2.5, 2.5, alpha=0.5)
    for part in (shaft, base1, base2, cap2, cap, vol):
        _marble(cv, part, 101)
        bevel(cv, part, 1.5, light=0.5, dark=0.35)
    flutes = stroke_mask(cv, [((41 + 4.5 * i, 29), (41 + 4.3 * i, 71)) for i in range(4)], 1.3)
    cv.paint(flutes, (150, 138, 120), 140)
    for cxv in (27, 69):
        cv.paint(ring_mask(cv, (cxv, 19), 3.0, 1.8), GOLD_DARK, 200)
    return cv.finish()


@cache
def statue() -> pygame.Surface:
    """Statue structure icon: a marble bust on a pedestal."""
    S = 96
    cv = Canvas(S, S)
    ped = cv.poly_mask([(30, 62), (66, 62), (64, 84), (32, 84)])
    plinth = cv.rrect_mask((26, 82, 44, 7), 2)
    top = cv.rrect_mask((27, 58, 42, 6), 2)
    shoulders = cv.poly_mask(ellipse_pts(48, 58, 20, 12, 0))
    shoulders = m_sub(shoulders, cv.rrect_mask((20, 58, 56, 20), 0))
    neck = cv.rrect_mask((43, 38, 10, 14), 3)
    head = cv.poly_mask(ellipse_pts(48, 30, 11, 13, 0))
    whole = m_union(ped, plinth, top, shoulders, neck, head)
    drop_shadow(cv, whole, 1.5, 2.5, 2.5, alpha=0.5)
    for part in (ped, plinth, top, shoulders, neck, head):
        _marble(cv, part, 102)
        bevel(cv, part, 1.6, light=0.5, dark=0.35)
    # laurel wreath in gold on the head
    leaves = m_union(
        *[
            cv.poly_mask(
                ellipse_pts(
                    48 + 11 * math.cos(math.radians(a)),
                    26 + 11 * math.sin(math.radians(a)),
                    3.2,
                    1.5,
                    a + 90,
                )
            )
            for a in range(170, 375, 26)
        ]
    )
    cv.paint(leaves, GOLD, 255)
    bevel(cv, leaves, 0.8, light=0.6, dark=0.3)
    cv.paint(cv.rrect_mask((36, 70, 24, 2), 1), (150, 138, 120), 150)
    return cv.finish()


@cache
def window() -> pygame.Surface:
    """Window structure icon: an arched window with stained-glass panes."""
    S = 96
    cv = Canvas(S, S)

    def arch(x: float, y: float, w: float, h: float) -> pygame.Surface:
        return m_union(
            cv.circle_mask((x + w / 2, y + w / 2), w / 2),
            cv.rrect_mask((x, y + w / 2, w, h - w / 2), 0),
        )

    frame = arch(22, 10, 52, 76)
    drop_shadow(cv, frame, 1.5, 2.5, 2.5, alpha=0.5)
    cv.paint_tex(frame, lgradient(cv.size, [(0.0, (200, 110, 70)), (1.0, (130, 62, 40))], 80))
    bevel(cv, frame, 2.0, light=0.5, dark=0.45)
    glass = arch(29, 17, 38, 62)
    cv.paint_tex(glass, lgradient(cv.size, [(0.0, (170, 220, 236)), (1.0, (60, 130, 180))], 70))
    # coloured panes at the top
    cv.paint(m_mul(cv.circle_mask((48, 36), 9), glass), (236, 190, 70), 230)
    cv.paint(m_mul(cv.circle_mask((48, 36), 4.5), glass), (204, 56, 60), 255)
    mull = stroke_mask(
        cv,
        [((48, 17), (48, 79)), ((29, 52), (67, 52)), ((29, 66), (67, 66))],
        3.0,
        round_caps=False,
    )
    mull = m_mul(mull, glass)
    cv.paint(mull, (120, 58, 36))
    cv.paint(m_sub(ring_mask(cv, (48, 36), 10.5, 9.0), m_sub(cv.mask(), glass)), (120, 58, 36))
    inner_shadow(cv, glass, 2.0, alpha=0.45, dy=1.0)
    sh = cv.poly_mask([(33, 60), (40, 45), (43, 45), (36, 60)])
    cv.paint(m_mul(sh, glass), (255, 255, 255), 90)
    sill = cv.rrect_mask((18, 82, 60, 7), 2)
    cv.paint(sill, (220, 206, 180))
    bevel(cv, sill, 1.5, light=0.5, dark=0.4)
    return cv.finish()


def pavilion_space() -> pygame.Surface:
    """Empty rhombus space (same size and orientation as the pavilion tile)."""
    return pavilion_space_sprite()
