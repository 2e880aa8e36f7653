"""Rule-set preview thumbnails for the new-game screen, composed from our own sprites."""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from . import boards, tiles, ui
from .common import Canvas, blur_mask, colourize, downsample, new
from .palette import CRYSTAL_FIXED, CRYSTAL_X2, PAVILION_TRACK_ALT, WALL_PATTERN
from .textures import fit

PW, PH = 320, 180
K = 2  # compose at 2x, then area-average down


def _backdrop(tint: tuple[int, int, int] | None = None) -> pygame.Surface:
    W, H = PW * K, PH * K
    bg = new((W, H))
    bg.blit(fit(ui.table_bg(), (W + 64, H + 64)), (-64, -40))
    # soft vignette
    v = Canvas(W // 4, H // 4, ss=4)
    m = v.rrect_mask((-10, -10, W // 4 + 20, H // 4 + 20), 30)
    inner = v.rrect_mask((8, 8, W // 4 - 16, H // 4 - 16), 24)
    ring = blur_mask(inner, v.s(10))
    vign = colourize(m, (20, 10, 4), 120)
    vign.blit(ring, (0, 0), special_flags=pygame.BLEND_RGBA_SUB)
    bg.blit(
        pygame.transform.smoothscale(vign.premul_alpha(), (W, H)),
        (0, 0),
        special_flags=pygame.BLEND_PREMULTIPLIED,
    )
    if tint:
        t = new((W, H), (*tint, 40))
        bg.blit(t, (0, 0))
    return bg


def _finish(s: pygame.Surface) -> pygame.Surface:
    out = downsample(s, (PW, PH))
    frame = new((PW, PH))
    pygame.draw.rect(frame, (255, 240, 210, 90), (0, 0, PW, PH), width=1, border_radius=6)
    out.blit(frame, (0, 0))
    return out


def _place(
    dst: pygame.Surface, sprite: pygame.Surface, face_x: float, face_y: float, face: float
) -> None:
    k = face / tiles.FACE[2]
    s = pygame.transform.smoothscale(sprite, (round(128 * k), round(128 * k)))
    dst.blit(s, (round(face_x - tiles.FACE[0] * k), round(face_y - tiles.FACE[1] * k)))


def _wall(
    dst: pygame.Surface,
    x: float,
    y: float,
    cell: float,
    gap: float,
    slot_fn: Callable[[int, int], pygame.Surface],
    placed: dict[tuple[int, int], pygame.Surface],
    overlay: dict[tuple[int, int], pygame.Surface] | None = None,
) -> None:
    for r in range(5):
        for c in range(5):
            fx, fy = x + c * (cell + gap), y + r * (cell + gap)
            _place(dst, slot_fn(r, c), fx, fy, cell)
            if (r, c) in placed:
                _place(dst, placed[(r, c)], fx, fy, cell)
            if overlay and (r, c) in overlay:
                _place(dst, overlay[(r, c)], fx, fy, cell)


def _board_panel(
    dst: pygame.Surface, rect: tuple[int, int, int, int], board: pygame.Surface
) -> None:
    x, y, w, h = rect
    dst.blit(pygame.transform.smoothscale(board, (w, h)), (x, y))


def _factory(
    dst: pygame.Surface,
    cx: float,
    cy: float,
    d: float,
    plate: pygame.Surface,
    sprites: list[pygame.Surface],
) -> None:
    p = pygame.transform.smoothscale(plate, (round(d), round(d)))
    dst.blit(p, (round(cx - d / 2), round(cy - d / 2)))
    face = d * 0.24
    for i, s in enumerate(sprites):
        ox = (i % 2 - 0.5) * face * 1.06
        oy = (i // 2 - 0.5) * face * 1.06
        _place(dst, s, cx + ox - face / 2, cy - d * 0.01 + oy - face / 2, face)


WALL_DEMO = {(0, 0), (0, 1), (0, 2), (1, 1), (1, 2), (2, 2), (2, 3), (3, 3), (4, 4), (3, 2)}


def _azul_like(kind: str) -> pygame.Surface:
    bg = _backdrop()
    mini = kind in ("mini", "mini-dark")
    if kind == "mini-dark":
        board = boards.mini_board_dark()
    else:
        board = boards.mini_board() if mini else boards.player_board()
    _board_panel(bg, (12, 36, 476, 290), board)
    cell, gap = 37.0, 4.0
    x0, y0 = 258.0, 80.0
    tile_fn = tiles.mini_tile if mini else tiles.base_tile
    if kind in ("colour", "mini"):

        def slot(r: int, c: int) -> pygame.Surface:
            return boards.mini_slot() if mini else boards.wall_slot_colour(WALL_PATTERN[r][c])

        placed = {(r, c): tile_fn(WALL_PATTERN[r][c]) for r, c in WALL_DEMO}
    else:

        def slot(r: int, c: int) -> pygame.Surface:
            return boards.mini_slot() if mini else boards.wall_slot()

        free = [
            ["red", "blue", "white", "yellow", "black"],
            ["yellow", "black", "blue", "red", "white"],
        ]
        placed = {}
        for i, (r, c) in enumerate(sorted(WALL_DEMO)):
            placed[(r, c)] = tile_fn(free[i % 2][(r * 2 + c) % 5])
    # pattern lines (staircase) on the left
    for r in range(5):
        for k in range(r + 1):
            fx = x0 - 10 - (k + 1) * (cell + gap)
            fy = y0 + r * (cell + gap)
            _place(bg, boards.mini_slot() if mini else boards.pattern_slot(), fx, fy, cell)
    fill = {0: ("yellow", 1), 2: ("red", 2), 3: ("white", 4), 4: ("blue", 3)}
    for r, (col, n) in fill.items():
        for k in range(n):
            _place(bg, tile_fn(col), x0 - 10 - (k + 1) * (cell + gap), y0 + r * (cell + gap), cell)
    _wall(bg, x0, y0, cell, gap, slot, placed)
    plate = boards.factory()
    _factory(
        bg,
        566,
        100,
        132,
        plate,
        [tile_fn("blue"), tile_fn("red"), tile_fn("yellow"), tile_fn("blue")],
    )
    _factory(
        bg,
        566,
        262,
        116,
        plate,
        [tile_fn("black"), tile_fn("white"), tile_fn("white"), tile_fn("red")],
    )
    return _finish(bg)


def _crystal(side: int) -> pygame.Surface:
    bg = _backdrop()
    _board_panel(bg, (60, 28, 520, 304), boards.player_board())
    cell, gap = 46.0, 6.0
    x0 = (PW * K - (5 * cell + 4 * gap)) / 2
    y0 = 48.0
    overlay: dict[tuple[int, int], pygame.Surface] = {}
    placed: dict[tuple[int, int], pygame.Surface] = {}
    special = CRYSTAL_X2 if side == 1 else CRYSTAL_FIXED
    cells = {(r - 1, c - 1): col for (r, c), col in special.items()}

    def slot(r: int, c: int) -> pygame.Surface:
        if (r, c) in cells:
            return boards.wall_slot_colour(cells[(r, c)])
        return boards.crystal_slot()

    if side == 1:
        overlay = {rc: boards.x2_overlay() for rc in cells}
        placed = {
            (0, 0): tiles.base_tile("red"),
            (0, 1): tiles.base_tile("white"),
            (2, 2): tiles.base_tile("yellow"),
            (1, 2): tiles.base_tile("blue"),
        }
    else:
        placed = {
            (1, 1): tiles.base_tile("blue"),
            (1, 2): tiles.base_tile("black"),
            (0, 3): tiles.base_tile("yellow"),
            (3, 3): tiles.base_tile("yellow"),
        }
    _wall(bg, x0, y0, cell, gap, slot, placed, overlay)
    return _finish(bg)


def _star(
    dst: pygame.Surface, cx: float, cy: float, long_px: float, fill: list[pygame.Surface | None]
) -> None:
    """Six rhombi around a centre; fill[i] is a tile sprite or None for an empty space."""
    k = long_px / tiles.RH_LONG
    for i in range(6):
        phi = 90 - 60 * i  # degrees, counter-clockwise, y up
        sprite = fill[i] if fill[i] is not None else tiles.pavilion_space_sprite()
        assert sprite is not None
        s = pygame.transform.smoothscale(sprite, (round(tiles.RH_W * k), round(tiles.RH_H * k)))
        rs = pygame.transform.rotozoom(s, phi - 90, 1.0)
        ccx = cx + math.cos(math.radians(phi)) * long_px / 2
        ccy = cy - math.sin(math.radians(phi)) * long_px / 2
        dst.blit(rs, rs.get_rect(center=(round(ccx), round(ccy))))


def _pavilion(kind: str) -> pygame.Surface:
    bg = _backdrop()
    board = boards.pavilion_board()
    bw = 330
    bg.blit(pygame.transform.smoothscale(board, (bw, bw)), (20, 180 - bw // 2))
    cx, cy = 20 + bw / 2, 180
    if kind == "colour":
        _star(
            bg,
            cx,
            cy,
            96,
            [
                tiles.pavilion_tile(c)
                for c in ("purple", "green", "orange", "yellow", "blue", "red")
            ],
        )
    else:
        _star(
            bg,
            cx,
            cy,
            96,
            [
                tiles.pavilion_tile("green"),
                None,
                tiles.pavilion_tile("green"),
                tiles.pavilion_tile("green"),
                None,
                None,
            ],
        )
    plate = boards.factory_pavilion()
    p = pygame.transform.smoothscale(plate, (150, 150))
    bg.blit(p, (400, 30))
    for i, c in enumerate(("orange", "red", "red", "purple")):
        face = 34.0
        _place(
            bg,
            tiles.pavilion_square(c),
            475 + (i % 2 - 1) * face * 1.06,
            103 + (i // 2 - 1) * face * 1.06,
            face,
        )
    sq = 40.0
    for i, c in enumerate(("blue", "yellow", "purple")):
        _place(bg, tiles.pavilion_square(c), 400 + i * 50, 230, sq)
    badge = pygame.transform.smoothscale(tiles.wild_badge(), (40, 40))
    bg.blit(badge, (400 + 2 * 50 + 24, 212))
    return _finish(bg)


def _track_board(bg: pygame.Surface, c: tuple[float, float], bw: int) -> None:
    """The central board at centre c, diameter bw, with the reverse track and its arrow."""
    board = boards.central_board()
    bg.blit(
        pygame.transform.smoothscale(board, (bw, bw)), (round(c[0] - bw / 2), round(c[1] - bw / 2))
    )
    r_track = 239 / 600 * bw
    face = 44.0 * bw / 330
    for i, col in enumerate(PAVILION_TRACK_ALT):
        a = math.radians(-90 + 60 * i)
        px, py = c[0] + math.cos(a) * r_track, c[1] + math.sin(a) * r_track
        _place(bg, tiles.pavilion_square(col), px - face / 2, py - face / 2, face)
    bs = round(36 * bw / 330)
    badge = pygame.transform.smoothscale(tiles.wild_badge(), (bs, bs))
    bg.blit(badge, (round(c[0] + 10 * bw / 330), round(c[1] - r_track - 30 * bw / 330)))
    # little reversing arrow in the middle
    arrow = Canvas(60, 60)
    segs = []
    for k in range(40):
        a0 = math.radians(200 - k * 6.5)
        a1 = math.radians(200 - (k + 1) * 6.5)
        segs.append(
            (
                (30 + math.cos(a0) * 20, 30 - math.sin(a0) * 20),
                (30 + math.cos(a1) * 20, 30 - math.sin(a1) * 20),
            )
        )
    from .common import stroke_mask

    am = stroke_mask(arrow, segs, 5)
    a_end = math.radians(200 - 40 * 6.5)
    ex, ey = 30 + math.cos(a_end) * 20, 30 - math.sin(a_end) * 20
    head = arrow.poly_mask([(ex - 8, ey - 2), (ex + 6, ey - 8), (ex + 4, ey + 8)])
    arrow.paint(am, (150, 110, 60), 220)
    arrow.paint(head, (150, 110, 60), 220)
    a = arrow.finish()
    size = round(90 * bw / 330)
    bg.blit(
        pygame.transform.smoothscale(a, (size, size)),
        (round(c[0] - size / 2), round(c[1] - size / 2)),
    )


def _alt_track() -> pygame.Surface:
    bg = _backdrop()
    _track_board(bg, (PW * K / 2, PH * K / 2), 330)
    return _finish(bg)


def _grey_alt_track() -> pygame.Surface:
    """Grey star boards and the reverse round track together (both variants at once)."""
    bg = _backdrop()
    board = boards.pavilion_board()
    bw = 330
    bg.blit(pygame.transform.smoothscale(board, (bw, bw)), (20, 180 - bw // 2))
    cx, cy = 20 + bw / 2, 180
    green = tiles.pavilion_tile("green")
    _star(bg, cx, cy, 96, [green, None, green, green, None, None])
    _track_board(bg, (490, 180), 260)
    return _finish(bg)


PREVIEWS: dict[str, Callable[[], pygame.Surface]] = {
    "azul": lambda: _azul_like("colour"),
    "azul-grey": lambda: _azul_like("grey"),
    "azul-mini": lambda: _azul_like("mini"),
    "azul-mini-dark": lambda: _azul_like("mini-dark"),
    "crystal-mosaic-1": lambda: _crystal(1),
    "crystal-mosaic-2": lambda: _crystal(2),
    "summer-pavilion": lambda: _pavilion("colour"),
    "summer-pavilion-grey": lambda: _pavilion("grey"),
    "summer-pavilion-alt-track": _alt_track,
    "summer-pavilion-grey-alt-track": _grey_alt_track,
}
