"""Sprites of the Summer Pavilion table: tile names, turned rhombi and translucent shapes.

Star spaces point in only six directions (30° + k·60°), so every turned rhombus is cached
once per sprite, size and direction; highlight shapes are cached the same way.
"""

from __future__ import annotations

import math

import pygame

from ...assets import LRU
from ...canvas import Canvas

Point = tuple[float, float]
Colour = tuple[int, int, int]

RH_W, RH_H, RH_LONG = 104, 176, 160.0  # rhombus sprites: size and long diagonal (px)
MARKER_SPRITE = "markers/first_player_pavilion.png"
BADGE = "ui/wild_badge.png"
SPACE = "board/pavilion_space.png"

# The part of a square tile sprite (design of tools/art/tiles.py) that holds its symbol:
# centred on the glaze, a little wider than the painted symbol so its ring of glaze shows.
SYMBOL_CENTRE = (64.0, 63.0)
SYMBOL_CROP_R = 44.0

_turned = LRU(700)
_shapes = LRU(300)
_tokens = LRU(60)
_haloed = LRU(120)


def square(colour_name: str) -> str:
    """The square tile sprite of a colour (hands, factories, centre, supply, track)."""
    return f"tiles/pavilion_sq_{colour_name}.png"


def rhombus_name(colour_name: str) -> str:
    """The rhombus tile sprite of a colour (star spaces)."""
    return f"tiles/pavilion_{colour_name}.png"


def _ready(surf: pygame.Surface) -> pygame.Surface:
    return surf.convert_alpha() if pygame.display.get_surface() is not None else surf


def rhombus(
    canvas: Canvas, name: str, centre: Point, long_len: float, angle: float, alpha: int = 255
) -> None:
    """Blit a rhombus sprite centred on a point, its long axis pointing at `angle` degrees."""
    px = max(4, round(long_len * canvas.scale))
    turn = round(angle) % 360
    alpha = max(0, min(255, alpha)) // 5 * 5  # few distinct levels keep the cache small
    # By the file drawn: the palette and the symbols setting choose it, and may change.
    key = (canvas.assets.resolve(name), px, turn, alpha)
    surf: pygame.Surface | None = _turned.get_hit(key)
    if surf is None:
        k = px / RH_LONG
        size = (max(2, round(RH_W * k)), max(2, round(RH_H * k)))
        scaled = canvas.assets.scaled(name, size)
        surf = _ready(pygame.transform.rotozoom(scaled, turn - 90, 1.0))
        if alpha < 255:
            surf = surf.copy()
            surf.set_alpha(alpha)
        _turned.put(key, surf)
    cx, cy = canvas.pt(*centre)
    canvas.surface.blit(surf, (cx - surf.get_width() // 2, cy - surf.get_height() // 2))


def rhombus_points(centre: Point, long_len: float, angle: float, grow: float = 0.0) -> list[Point]:
    """Corners of a 60° rhombus (design space, y down) around a centre."""
    a = math.radians(angle)
    half_long = long_len / 2 + grow
    half_short = long_len / (2 * math.sqrt(3)) + grow * 0.58
    ux, uy = math.cos(a), -math.sin(a)
    vx, vy = -uy, ux
    cx, cy = centre
    return [
        (cx - ux * half_long, cy - uy * half_long),
        (cx + vx * half_short, cy + vy * half_short),
        (cx + ux * half_long, cy + uy * half_long),
        (cx - vx * half_short, cy - vy * half_short),
    ]


def rhombus_shape(
    canvas: Canvas,
    centre: Point,
    long_len: float,
    angle: float,
    colour: Colour,
    alpha: int = 255,
    width: float = 0,
    grow: float = 0.0,
) -> None:
    """A filled (width 0) or outlined translucent rhombus."""
    s = canvas.scale
    px = max(4, round(long_len * s))
    wpx = max(1, round(width * s)) if width else 0
    gpx = round(grow * s)
    turn = round(angle) % 360
    key = (px, turn, colour, alpha, wpx, gpx)
    surf: pygame.Surface | None = _shapes.get_hit(key)
    if surf is None:
        pts = rhombus_points((0.0, 0.0), px, turn, gpx)
        xs = [p[0] for p in pts]
        ys = [p[1] for p in pts]
        pad = wpx + 2
        w = math.ceil(max(xs) - min(xs)) + 2 * pad
        h = math.ceil(max(ys) - min(ys)) + 2 * pad
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        local = [(x - min(xs) + pad, y - min(ys) + pad) for x, y in pts]
        if wpx:
            pygame.draw.lines(surf, (*colour, alpha), True, local, wpx)
            for p in local:  # round the joins
                pygame.draw.circle(surf, (*colour, alpha), p, max(1, wpx // 2))
        else:
            pygame.draw.polygon(surf, (*colour, alpha), local)
        surf = _ready(surf)
        _shapes.put(key, surf)
    cx, cy = canvas.pt(*centre)
    canvas.surface.blit(surf, (cx - surf.get_width() // 2, cy - surf.get_height() // 2))


def symbol_token(canvas: Canvas, colour_name: str, centre: Point, diameter: float) -> None:
    """A small round token of a colour's glaze and painted symbol (colour-blind symbols), cut
    from the square tile sprite so it always matches the tiles."""
    px = max(4, round(diameter * canvas.scale))
    key = (canvas.assets.resolve(square(colour_name)), px)  # the palette's tile
    surf: pygame.Surface | None = _tokens.get_hit(key)
    if surf is None:
        # Always the symbol sprite: callers only draw a token while symbols are on.
        full = canvas.assets.image(square(colour_name))
        r = SYMBOL_CROP_R
        crop = pygame.Rect(round(SYMBOL_CENTRE[0] - r), round(SYMBOL_CENTRE[1] - r), 2 * r, 2 * r)
        crop = crop.clip(full.get_rect())
        disc = pygame.transform.smoothscale(full.subsurface(crop), (px, px))
        cut = pygame.Surface((px, px), pygame.SRCALPHA)
        pygame.draw.circle(cut, (255, 255, 255, 255), (px / 2, px / 2), px / 2)
        disc.blit(cut, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        ring = max(1, round(px / 14))
        pygame.draw.circle(disc, (250, 240, 220, 255), (px / 2, px / 2), px / 2, ring)
        surf = _ready(disc)
        _tokens.put(key, surf)
    cx, cy = canvas.pt(*centre)
    canvas.surface.blit(surf, (cx - surf.get_width() // 2, cy - surf.get_height() // 2))


def haloed_text(
    canvas: Canvas,
    text: str,
    centre: Point,
    size: float,
    font: str,
    ink: Colour,
    halo: Colour,
    halo_px: int,
) -> pygame.FRect:
    """A short label (a space's printed value) in dark ink with a light halo round every
    stroke, so it reads on the pale board, on a star's tint and under a highlight ring alike.
    Returns the drawn box in design space."""
    px = max(4, round(size * canvas.scale))
    key = (text, font, px, ink, halo, halo_px)
    surf: pygame.Surface | None = _haloed.get_hit(key)
    if surf is None:
        glyph = canvas.fonts.render(text, font, px, ink)
        rim = canvas.fonts.render(text, font, px, halo)
        r = max(0, halo_px)
        surf = pygame.Surface(
            (glyph.get_width() + 2 * r, glyph.get_height() + 2 * r), pygame.SRCALPHA
        )
        for dx in range(-r, r + 1):
            for dy in range(-r, r + 1):
                if dx * dx + dy * dy <= r * r + r:  # a round pen, not a square one
                    surf.blit(rim, (r + dx, r + dy))
        surf.blit(glyph, (r, r))
        surf = _ready(surf)
        _haloed.put(key, surf)
    cx, cy = canvas.pt(*centre)
    x, y = cx - surf.get_width() // 2, cy - surf.get_height() // 2
    canvas.surface.blit(surf, (x, y))
    s = canvas.scale
    return pygame.FRect(
        (x - canvas.ox) / s, (y - canvas.oy) / s, surf.get_width() / s, surf.get_height() / s
    )


def badge(canvas: Canvas, tile: pygame.FRect, alpha: int = 255) -> None:
    """The wild-colour badge on a tile's top-right corner."""
    size = tile.w * 0.5
    canvas.image_sized(BADGE, (tile.right - size * 0.18, tile.y + size * 0.18), size, size, alpha)
