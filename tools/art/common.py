"""Shared drawing primitives: supersampled canvases, masks, gradients, bevels, shadows, noise."""

from __future__ import annotations

import io
import math
import random
from collections.abc import Iterable, Sequence

import pygame

SS = 4  # supersampling factor: shapes are drawn 4x larger and smoothscaled down

RGB = tuple[int, int, int]
RGBA = tuple[int, int, int, int]
Point = tuple[float, float]


# --------------------------------------------------------------------------- colours


def clamp8(v: float) -> int:
    """Clamp to a byte."""
    return max(0, min(255, int(round(v))))


def mix(a: Sequence[int], b: Sequence[int], t: float) -> RGB:
    """Linear mix of two RGB colours, t=0 gives a."""
    return (
        clamp8(a[0] + (b[0] - a[0]) * t),
        clamp8(a[1] + (b[1] - a[1]) * t),
        clamp8(a[2] + (b[2] - a[2]) * t),
    )


def lighten(c: Sequence[int], t: float) -> RGB:
    """Mix towards white."""
    return mix(c, (255, 255, 255), t)


def darken(c: Sequence[int], t: float) -> RGB:
    """Mix towards black."""
    return mix(c, (0, 0, 0), t)


def rgba(c: Sequence[int], a: int = 255) -> RGBA:
    """RGB plus alpha."""
    return (c[0], c[1], c[2], a)


def _lin(v: int) -> float:
    s = v / 255.0
    return s / 12.92 if s <= 0.03928 else ((s + 0.055) / 1.055) ** 2.4


def luminance(c: Sequence[int]) -> float:
    """WCAG relative luminance of an sRGB colour."""
    return 0.2126 * _lin(c[0]) + 0.7152 * _lin(c[1]) + 0.0722 * _lin(c[2])


def contrast(a: Sequence[int], b: Sequence[int]) -> float:
    """WCAG contrast ratio of two colours."""
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


# --------------------------------------------------------------------------- surfaces


def new(size: tuple[int, int], fill: Sequence[int] = (0, 0, 0, 0)) -> pygame.Surface:
    """A new per-pixel-alpha surface."""
    s = pygame.Surface(size, pygame.SRCALPHA)
    s.fill(fill)
    return s


def downsample(big: pygame.Surface, size: tuple[int, int]) -> pygame.Surface:
    """Area-average a supersampled surface down to size, alpha-correct (premultiplied)."""
    small = pygame.transform.smoothscale(big.premul_alpha(), size)
    data = bytearray(pygame.image.tobytes(small, "RGBA"))
    alpha = data[3::4]
    for i, a in enumerate(alpha):
        if 0 < a < 255:
            j = i * 4
            data[j] = min(255, (data[j] * 255 + a // 2) // a)
            data[j + 1] = min(255, (data[j + 1] * 255 + a // 2) // a)
            data[j + 2] = min(255, (data[j + 2] * 255 + a // 2) // a)
    return pygame.image.frombytes(bytes(data), size, "RGBA")


def png_bytes(surf: pygame.Surface) -> bytes:
    """Encode a surface as PNG bytes (deterministic: no timestamps)."""
    buf = io.BytesIO()
    pygame.image.save(surf, buf, "asset.png")
    return buf.getvalue()


class Canvas:
    """A supersampled drawing surface addressed in logical (output) pixels."""

    def __init__(self, w: int, h: int, ss: int = SS, scale: float = 1.0) -> None:
        self.w, self.h = w, h
        self.ss = ss * scale
        self.out = (int(round(w * scale)), int(round(h * scale)))
        self.size = (self.out[0] * ss, self.out[1] * ss)
        self.surf = new(self.size)

    def s(self, v: float) -> int:
        """Scale a logical length to canvas pixels."""
        return int(round(v * self.ss))

    def pt(self, p: Point) -> tuple[float, float]:
        """Scale a logical point to canvas pixels."""
        return (p[0] * self.ss, p[1] * self.ss)

    def pts(self, ps: Iterable[Point]) -> list[tuple[float, float]]:
        """Scale logical points."""
        return [self.pt(p) for p in ps]

    def r(self, rect: Sequence[float]) -> pygame.Rect:
        """Scale a logical rect."""
        x, y, w, h = rect
        return pygame.Rect(
            self.s(x), self.s(y), self.s(x + w) - self.s(x), self.s(y + h) - self.s(y)
        )

    def mask(self) -> pygame.Surface:
        """A blank mask the size of the canvas."""
        return new(self.size, (255, 255, 255, 0))

    # shape masks (white, alpha = coverage)
    def rrect_mask(self, rect: Sequence[float], radius: float) -> pygame.Surface:
        """Rounded-rectangle mask."""
        m = self.mask()
        pygame.draw.rect(m, (255, 255, 255, 255), self.r(rect), border_radius=self.s(radius))
        return m

    def poly_mask(self, points: Sequence[Point]) -> pygame.Surface:
        """Polygon mask."""
        m = self.mask()
        pygame.draw.polygon(m, (255, 255, 255, 255), self.pts(points))
        return m

    def circle_mask(self, c: Point, radius: float) -> pygame.Surface:
        """Disc mask."""
        m = self.mask()
        pygame.draw.circle(m, (255, 255, 255, 255), self.pt(c), radius * self.ss)
        return m

    def blit(self, layer: pygame.Surface, pos: tuple[int, int] = (0, 0)) -> None:
        """Alpha-composite a full-size layer onto the canvas."""
        self.surf.blit(layer, pos)

    def paint(self, m: pygame.Surface, colour: Sequence[int], alpha: int = 255) -> None:
        """Fill the mask area with a solid colour."""
        self.surf.blit(colourize(m, colour, alpha), (0, 0))

    def paint_tex(self, m: pygame.Surface, tex: pygame.Surface) -> None:
        """Fill the mask area with a texture (same size as the canvas)."""
        self.surf.blit(apply_mask(tex, m), (0, 0))

    def finish(self) -> pygame.Surface:
        """Downsample to the output size (logical size times scale)."""
        return downsample(self.surf, self.out)


# --------------------------------------------------------------------------- mask algebra


def whiten(m: pygame.Surface) -> pygame.Surface:
    """Force mask colour to white, keeping alpha (in place)."""
    m.fill((255, 255, 255, 0), special_flags=pygame.BLEND_RGBA_MAX)
    return m


def colourize(m: pygame.Surface, colour: Sequence[int], alpha: int = 255) -> pygame.Surface:
    """A layer of the given colour whose alpha is the mask alpha times alpha/255."""
    layer = new(m.get_size(), (colour[0], colour[1], colour[2], alpha))
    layer.blit(m, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    return layer


def apply_mask(tex: pygame.Surface, m: pygame.Surface) -> pygame.Surface:
    """Texture copy with alpha multiplied by the mask."""
    layer = new(m.get_size())
    layer.blit(tex, (0, 0), special_flags=pygame.BLEND_RGBA_MAX)
    layer.blit(m, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    return layer


def m_union(*ms: pygame.Surface) -> pygame.Surface:
    """Union of masks."""
    out = ms[0].copy()
    for m in ms[1:]:
        out.blit(m, (0, 0), special_flags=pygame.BLEND_RGBA_MAX)
    return out


def m_mul(a: pygame.Surface, b: pygame.Surface) -> pygame.Surface:
    """Intersection of masks."""
    out = a.copy()
    out.blit(b, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    return out


def m_sub(a: pygame.Surface, b: pygame.Surface) -> pygame.Surface:
    """a minus b."""
    out = a.copy()
    out.blit(b, (0, 0), special_flags=pygame.BLEND_RGBA_SUB)
    return whiten(out)


def m_shift(m: pygame.Surface, dx: int, dy: int) -> pygame.Surface:
    """Translate a mask."""
    out = new(m.get_size(), (255, 255, 255, 0))
    out.blit(m, (dx, dy))
    return out


def paint_lip(cv: Canvas, m: pygame.Surface, dy: float, colour: Sequence[int], alpha: int) -> None:
    """Light catching a recess's lower edge: the band the mask gains when moved dy down."""
    cv.paint(m_sub(m_shift(m, 0, cv.s(dy)), m), colour, alpha)


def m_invert(m: pygame.Surface) -> pygame.Surface:
    """Complement of a mask."""
    out = new(m.get_size(), (255, 255, 255, 255))
    out.blit(m, (0, 0), special_flags=pygame.BLEND_RGBA_SUB)
    return whiten(out)


def blur(m: pygame.Surface, radius: float) -> pygame.Surface:
    """Approximate Gaussian blur (three box passes); keeps a white mask white."""
    r = max(1, int(round(radius / 1.7)))
    out = m
    for _ in range(3):
        out = pygame.transform.box_blur(out, r)
    return out


def blur_mask(m: pygame.Surface, radius: float) -> pygame.Surface:
    """Blur a mask, keeping its colour white."""
    return whiten(blur(m, radius))


def bevel(
    cv: Canvas,
    m: pygame.Surface,
    width: float,
    light: float = 0.55,
    dark: float = 0.45,
    light_rgb: Sequence[int] = (255, 255, 255),
    dark_rgb: Sequence[int] = (0, 0, 0),
    angle: float = 135.0,
) -> None:
    """Soft emboss lighting inside a mask: light from upper-left by default (angle of light source)."""
    w = cv.s(width)
    soft = blur_mask(m, w * 0.9)
    dx = int(round(math.cos(math.radians(angle)) * w * 0.6))
    dy = int(round(-math.sin(math.radians(angle)) * w * 0.6))
    # where the shape continues away from the light, the rim faces the light
    lit_edge = m_sub(m, m_shift(soft, -dx, -dy))
    shd_edge = m_sub(m, m_shift(soft, dx, dy))
    hl = m_mul(blur_mask(lit_edge, w * 0.4), m)
    sh = m_mul(blur_mask(shd_edge, w * 0.4), m)
    cv.blit(colourize(sh, dark_rgb, clamp8(255 * dark)))
    cv.blit(colourize(hl, light_rgb, clamp8(255 * light)))


def inner_shadow(
    cv: Canvas,
    m: pygame.Surface,
    width: float,
    alpha: float = 0.5,
    dx: float = 0.0,
    dy: float = 1.0,
    rgb: Sequence[int] = (0, 0, 0),
) -> None:
    """Shadow cast inside a recess (mask) by its rim."""
    outside = m_invert(m)
    sh = blur_mask(m_shift(outside, cv.s(dx), cv.s(dy)), cv.s(width))
    cv.blit(colourize(m_mul(sh, m), rgb, clamp8(255 * alpha)))


def drop_shadow(
    cv: Canvas,
    m: pygame.Surface,
    dx: float,
    dy: float,
    radius: float,
    alpha: float = 0.45,
    rgb: Sequence[int] = (20, 12, 4),
) -> None:
    """Soft shadow of a mask, offset and blurred, drawn under subsequent layers."""
    sh = blur_mask(m_shift(m, cv.s(dx), cv.s(dy)), cv.s(radius))
    cv.blit(colourize(sh, rgb, clamp8(255 * alpha)))


# --------------------------------------------------------------------------- gradients


def vgradient(
    size: tuple[int, int], stops: Sequence[tuple[float, Sequence[int]]]
) -> pygame.Surface:
    """Vertical gradient through colour stops [(t, rgb|rgba)]."""
    w, h = size
    surf = new(size)
    for y in range(h):
        t = y / max(1, h - 1)
        surf.fill(_stop_colour(stops, t), (0, y, w, 1))
    return surf


def _stop_colour(stops: Sequence[tuple[float, Sequence[int]]], t: float) -> RGBA:
    if t <= stops[0][0]:
        c = stops[0][1]
        return (c[0], c[1], c[2], c[3] if len(c) > 3 else 255)
    for (t0, c0), (t1, c1) in zip(stops, stops[1:], strict=False):
        if t <= t1:
            u = (t - t0) / max(1e-9, t1 - t0)
            a0 = c0[3] if len(c0) > 3 else 255
            a1 = c1[3] if len(c1) > 3 else 255
            m = mix(c0, c1, u)
            return (m[0], m[1], m[2], clamp8(a0 + (a1 - a0) * u))
    c = stops[-1][1]
    return (c[0], c[1], c[2], c[3] if len(c) > 3 else 255)


def lgradient(
    size: tuple[int, int], stops: Sequence[tuple[float, Sequence[int]]], angle: float
) -> pygame.Surface:
    """Linear gradient at an angle (degrees, 90 = top to bottom... i.e. direction of increasing t)."""
    w, h = size
    d = int(math.ceil(math.hypot(w, h))) + 2
    g = vgradient((d, d), stops)
    g = pygame.transform.rotate(g, 90 - angle)
    out = new(size)
    gw, gh = g.get_size()
    out.blit(g, ((w - gw) // 2, (h - gh) // 2))
    return out


def rgradient(
    size: tuple[int, int],
    centre: tuple[float, float],
    radius: float,
    stops: Sequence[tuple[float, Sequence[int]]],
    steps: int = 96,
) -> pygame.Surface:
    """Radial gradient (concentric discs) through colour stops; outside gets the last stop."""
    surf = new(size, _stop_colour(stops, 1.0))
    for i in range(steps, 0, -1):
        t = i / steps
        pygame.draw.circle(surf, _stop_colour(stops, t), centre, radius * t)
    return surf


# --------------------------------------------------------------------------- noise


def noise_surface(
    size: tuple[int, int], cells: tuple[int, int], seed: int, lo: int = 0, hi: int = 255
) -> pygame.Surface:
    """Smooth value noise: random grey grid of `cells`, smoothscaled (bilinear) to size."""
    rng = random.Random(seed)
    cw, ch = cells
    small = pygame.Surface((cw, ch), pygame.SRCALPHA)
    for y in range(ch):
        for x in range(cw):
            v = rng.randint(lo, hi)
            small.set_at((x, y), (v, v, v, 255))
    return pygame.transform.smoothscale(small, size)


def mottle(
    size: tuple[int, int],
    seed: int,
    octaves: Sequence[tuple[int, float]] = ((4, 0.5), (9, 0.3), (23, 0.2)),
) -> pygame.Surface:
    """Multi-octave grey value noise (opaque grey, weighted average of octaves)."""
    out: pygame.Surface | None = None
    total = 0.0
    for i, (n, weight) in enumerate(octaves):
        layer = noise_surface(size, (n, n), seed * 31 + i)
        total += weight
        if out is None:
            out = layer
        else:
            layer.set_alpha(clamp8(255 * weight / total))
            out.blit(layer, (0, 0))
    assert out is not None
    return out


def overlay_grey(
    grey: pygame.Surface, m: pygame.Surface, strength: float
) -> tuple[pygame.Surface, pygame.Surface]:
    """Split mid-grey noise into a white (lighten) and a black (darken) layer clipped to a mask."""
    size = grey.get_size()
    lightl = grey.copy()
    lightl.fill((128, 128, 128), special_flags=pygame.BLEND_RGB_SUB)
    darkl = new(size, (128, 128, 128, 255))
    darkl.blit(grey, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    la = _grey_to_alpha(lightl, (255, 255, 255), strength)
    da = _grey_to_alpha(darkl, (0, 0, 0), strength)
    return m_mul(la, m), m_mul(da, m)


def _grey_to_alpha(g: pygame.Surface, rgb: Sequence[int], strength: float) -> pygame.Surface:
    w, h = g.get_size()
    data = pygame.image.tobytes(g, "RGBA")
    r = data[0::4]
    k = strength * 2.0
    table = bytes(clamp8(v * k) for v in range(256))
    alpha = r.translate(table)
    out = bytearray(w * h * 4)
    out[0::4] = bytes([rgb[0]]) * (w * h)
    out[1::4] = bytes([rgb[1]]) * (w * h)
    out[2::4] = bytes([rgb[2]]) * (w * h)
    out[3::4] = alpha
    return pygame.image.frombytes(bytes(out), (w, h), "RGBA")


def grain(
    cv: Canvas,
    m: pygame.Surface,
    seed: int,
    strength: float = 0.08,
    octaves: Sequence[tuple[int, float]] = ((4, 0.5), (9, 0.3), (23, 0.2)),
) -> None:
    """Subtle light/dark mottling inside a mask (glaze or material variation)."""
    g = mottle(cv.size, seed, octaves)
    lt, dk = overlay_grey(g, m, strength)
    cv.blit(dk)
    cv.blit(lt)


# --------------------------------------------------------------------------- geometry


def regular_polygon(cx: float, cy: float, r: float, n: int, rot: float = -90.0) -> list[Point]:
    """Vertices of a regular polygon (rot in degrees, screen coordinates)."""
    return [
        (
            cx + r * math.cos(math.radians(rot + 360 * i / n)),
            cy + r * math.sin(math.radians(rot + 360 * i / n)),
        )
        for i in range(n)
    ]


def star_polygon(
    cx: float, cy: float, r_out: float, r_in: float, n: int, rot: float = -90.0
) -> list[Point]:
    """Vertices of an n-pointed star."""
    pts: list[Point] = []
    for i in range(2 * n):
        r = r_out if i % 2 == 0 else r_in
        a = math.radians(rot + 180.0 * i / n)
        pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return pts


def rotate_pts(pts: Sequence[Point], cx: float, cy: float, deg: float) -> list[Point]:
    """Rotate points around a centre (degrees, screen coordinates: clockwise positive)."""
    a = math.radians(deg)
    ca, sa = math.cos(a), math.sin(a)
    return [
        (cx + (x - cx) * ca - (y - cy) * sa, cy + (x - cx) * sa + (y - cy) * ca) for x, y in pts
    ]


def ellipse_pts(
    cx: float, cy: float, rx: float, ry: float, rot: float = 0.0, n: int = 72
) -> list[Point]:
    """Polygonal ellipse, rotated by rot degrees."""
    pts = [
        (cx + rx * math.cos(2 * math.pi * i / n), cy + ry * math.sin(2 * math.pi * i / n))
        for i in range(n)
    ]
    return rotate_pts(pts, cx, cy, rot)


def thick_line(p0: Point, p1: Point, width: float) -> list[Point]:
    """Quad for a thick line segment."""
    dx, dy = p1[0] - p0[0], p1[1] - p0[1]
    ln = math.hypot(dx, dy) or 1.0
    nx, ny = -dy / ln * width / 2, dx / ln * width / 2
    return [
        (p0[0] + nx, p0[1] + ny),
        (p1[0] + nx, p1[1] + ny),
        (p1[0] - nx, p1[1] - ny),
        (p0[0] - nx, p0[1] - ny),
    ]


def stroke_mask(
    cv: Canvas, segments: Sequence[tuple[Point, Point]], width: float, round_caps: bool = True
) -> pygame.Surface:
    """Mask of thick line segments with round caps."""
    m = cv.mask()
    for p0, p1 in segments:
        pygame.draw.polygon(m, (255, 255, 255, 255), cv.pts(thick_line(p0, p1, width)))
        if round_caps:
            pygame.draw.circle(m, (255, 255, 255, 255), cv.pt(p0), width / 2 * cv.ss)
            pygame.draw.circle(m, (255, 255, 255, 255), cv.pt(p1), width / 2 * cv.ss)
    return m


def ring_mask(cv: Canvas, c: Point, r_out: float, r_in: float) -> pygame.Surface:
    """Annulus mask."""
    return m_sub(cv.circle_mask(c, r_out), cv.circle_mask(c, r_in))


def _line_intersect(p1: Point, d1: Point, p2: Point, d2: Point) -> Point:
    den = d1[0] * d2[1] - d1[1] * d2[0]
    if abs(den) < 1e-12:
        return p2
    t = ((p2[0] - p1[0]) * d2[1] - (p2[1] - p1[1]) * d2[0]) / den
    return (p1[0] + d1[0] * t, p1[1] + d1[1] * t)


def inset_polygon(pts: Sequence[Point], d: float) -> list[Point]:
    """Offset a convex polygon inward by d (works for either winding)."""
    n = len(pts)
    area = sum(pts[i][0] * pts[(i + 1) % n][1] - pts[(i + 1) % n][0] * pts[i][1] for i in range(n))
    sign = 1.0 if area > 0 else -1.0
    lines = []
    for i in range(n):
        a, b = pts[i], pts[(i + 1) % n]
        dx, dy = b[0] - a[0], b[1] - a[1]
        ln = math.hypot(dx, dy) or 1.0
        nx, ny = -dy / ln * sign, dx / ln * sign  # inward normal
        lines.append(((a[0] + nx * d, a[1] + ny * d), (dx, dy)))
    out = []
    for i in range(n):
        p1, d1 = lines[i - 1]
        p2, d2 = lines[i]
        out.append(_line_intersect(p1, d1, p2, d2))
    return out


def rounded_poly_mask(cv: Canvas, pts: Sequence[Point], r: float) -> pygame.Surface:
    """Mask of a convex polygon with rounded corners of radius r."""
    if r <= 0:
        return cv.poly_mask(pts)
    core = inset_polygon(pts, r)
    m = cv.mask()
    white = (255, 255, 255, 255)
    pygame.draw.polygon(m, white, cv.pts(core))
    for i in range(len(core)):
        a, b = core[i], core[(i + 1) % len(core)]
        pygame.draw.polygon(m, white, cv.pts(thick_line(a, b, 2 * r)))
        pygame.draw.circle(m, white, cv.pt(a), r * cv.ss)
    return m
