"""Procedural material textures: tileable wood, felt, linen-like fabric, stone/paper speckle."""

from __future__ import annotations

import math
import random
from collections.abc import Sequence

import pygame

from .common import clamp8, mix, new


def _interp_weights(n_out: int, cells: int) -> list[tuple[int, int, float]]:
    out = []
    for i in range(n_out):
        u = i * cells / n_out
        i0 = int(u)
        f = u - i0
        f = f * f * (3 - 2 * f)
        out.append((i0 % cells, (i0 + 1) % cells, f))
    return out


def tileable_noise(size: tuple[int, int], cells: tuple[int, int], seed: int) -> bytes:
    """Seamlessly tileable smooth value noise (smoothstep-interpolated lattice), one byte per pixel."""
    rng = random.Random(seed)
    cw, ch = cells
    w, h = size
    grid = [[rng.random() * 255 for _ in range(cw)] for _ in range(ch)]
    wx = _interp_weights(w, cw)
    wy = _interp_weights(h, ch)
    rows = [[g[a] + (g[b] - g[a]) * f for a, b, f in wx] for g in grid]
    out = bytearray(w * h)
    for y, (a, b, f) in enumerate(wy):
        ra, rb = rows[a], rows[b]
        o = y * w
        out[o : o + w] = bytes(int(va + (vb - va) * f) for va, vb in zip(ra, rb, strict=True))
    return bytes(out)


def fine_noise(n: int, seed: int) -> bytes:
    """n random bytes (deterministic)."""
    return random.Random(seed).randbytes(n)


def wood(
    size: int = 512,
    seed: int = 7,
    dark: Sequence[int] = (96, 60, 36),
    light: Sequence[int] = (170, 118, 74),
    planks: int = 4,
    seams: bool = True,
) -> pygame.Surface:
    """Tileable warm wood planks (grain along x)."""
    w = h = size
    rng = random.Random(seed)
    warp = tileable_noise((w, h), (3, 3), seed + 1)
    warp2 = tileable_noise((w, h), (12, 40), seed + 2)
    streak = tileable_noise((w, h), (5, 256), seed + 3)
    speck = fine_noise(w * h, seed + 4)
    ring = [0.0] * 256
    for t in range(256):
        s = 0.5 + 0.5 * math.sin(2 * math.pi * t / 256)
        ring[t] = 0.55 * s**10 + 0.45 * s**3
    pal = [mix(dark, light, i / 255) for i in range(256)]
    ph = h // planks
    out = bytearray(w * h * 3)
    plank_info = []
    for _ in range(planks):
        plank_info.append(
            (rng.uniform(-14, 14), rng.uniform(0, 256), rng.uniform(2.6, 3.6), rng.randrange(w))
        )
    for y in range(h):
        p = y // ph
        yl = y - p * ph
        tone, phase, freq, joint = plank_info[p]
        row = y * w
        for x in range(w):
            i = row + x
            t = int(yl * freq + phase + (warp[i] - 128) * 1.3 + (warp2[i] - 128) * 0.30) & 255
            v = 150 + tone - ring[t] * 30 + (streak[i] - 128) * 0.22 + (speck[i] - 128) * 0.06
            if seams:
                if yl == 0:
                    v -= 70
                elif yl == 1:
                    v -= 30
                elif yl == 2:
                    v += 10
                dxj = (x - joint) % w
                if dxj == 0:
                    v -= 55
                elif dxj == 1:
                    v += 8
            c = pal[clamp8(v)]
            o = i * 3
            out[o] = c[0]
            out[o + 1] = c[1]
            out[o + 2] = c[2]
    return pygame.image.frombytes(bytes(out), (w, h), "RGB")


def fabric(
    size: tuple[int, int], seed: int, base: Sequence[int], amp: float = 18.0, weave: float = 6.0
) -> pygame.Surface:
    """Felt / linen: soft mottling plus a fine crossing weave and fibre speckle (tileable if square)."""
    w, h = size
    soft = tileable_noise((w, h), (max(2, w // 64), max(2, h // 64)), seed)
    speck = fine_noise(w * h, seed + 9)
    rows = fine_noise(h, seed + 10)
    cols = fine_noise(w, seed + 11)
    out = bytearray(w * h * 3)
    for y in range(h):
        ry = (rows[y] - 128) / 128 * weave
        for x in range(w):
            i = y * w + x
            d = (
                (soft[i] - 128) / 128 * amp
                + ry
                + (cols[x] - 128) / 128 * weave
                + (speck[i] - 128) / 128 * amp * 0.35
            )
            o = i * 3
            out[o] = clamp8(base[0] + d)
            out[o + 1] = clamp8(base[1] + d)
            out[o + 2] = clamp8(base[2] + d)
    return pygame.image.frombytes(bytes(out), (w, h), "RGB")


def speckle(
    size: tuple[int, int], seed: int, base: Sequence[int], amp: float = 10.0, fleck: float = 6.0
) -> pygame.Surface:
    """Stone / paper: broad mottling with sparse fine flecks."""
    w, h = size
    soft = tileable_noise((w, h), (max(2, w // 48), max(2, h // 48)), seed)
    soft2 = tileable_noise((w, h), (max(2, w // 12), max(2, h // 12)), seed + 5)
    speck = fine_noise(w * h, seed + 6)
    out = bytearray(w * h * 3)
    for i in range(w * h):
        d = (
            (soft[i] - 128) / 128 * amp
            + (soft2[i] - 128) / 128 * amp * 0.4
            + (speck[i] - 128) / 128 * fleck
        )
        o = i * 3
        out[o] = clamp8(base[0] + d)
        out[o + 1] = clamp8(base[1] + d)
        out[o + 2] = clamp8(base[2] + d * 0.9)
    return pygame.image.frombytes(bytes(out), (w, h), "RGB")


def fit(tex: pygame.Surface, size: tuple[int, int]) -> pygame.Surface:
    """Tile a texture to cover size (returns a per-pixel-alpha surface)."""
    out = new(size)
    tw, th = tex.get_size()
    for y in range(0, size[1], th):
        for x in range(0, size[0], tw):
            out.blit(tex, (x, y))
    return out
