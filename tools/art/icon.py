"""Application icon: a 2x2 glazed-tile mosaic on a navy squircle, plus a multi-size .ico writer."""

from __future__ import annotations

import struct
from collections.abc import Sequence
from functools import cache

import pygame

from .common import (
    Canvas,
    bevel,
    downsample,
    drop_shadow,
    grain,
    lgradient,
    m_sub,
    png_bytes,
    ring_mask,
)
from .palette import BASE, GOLD
from .symbols import flower4
from .tiles import FACE, square_tile

ICON_SIZES = (256, 128, 64, 48, 32, 16)
ICO_SIZES = (16, 32, 48, 64, 128, 256)


@cache
def icon_master() -> pygame.Surface:
    """The 1024 x 1024 application icon."""
    S = 256  # logical units; output is 4x
    cv = Canvas(S, S, ss=2, scale=4)
    body = cv.rrect_mask((8, 8, S - 16, S - 16), 56)
    drop_shadow(cv, body, 0, 3, 4, alpha=0.45)
    cv.paint_tex(body, lgradient(cv.size, [(0.0, (36, 70, 132)), (1.0, (16, 34, 74))], 75))
    grain(cv, body, 151, strength=0.06)
    # faint large rosette behind the tiles
    cv.paint(flower4(cv, S / 2, S / 2, 118), (255, 255, 255), 14)
    cv.paint(ring_mask(cv, (S / 2, S / 2), 121, 119), (255, 255, 255), 22)
    line = m_sub(
        cv.rrect_mask((17, 17, S - 34, S - 34), 48), cv.rrect_mask((19.5, 19.5, S - 39, S - 39), 46)
    )
    cv.paint(line, GOLD, 230)
    bevel(cv, body, 5, light=0.45, dark=0.5)
    big = cv.finish()
    # the four tiles, drawn at high resolution
    face_px = 92 * 4  # each tile face is 92 logical units
    k = face_px / FACE[2]
    colours: Sequence[tuple[str, int, int]] = (
        ("blue", 0, 0),
        ("yellow", 1, 0),
        ("red", 0, 1),
        ("white", 1, 1),
    )
    gap = 8 * 4
    origin = (1024 - 2 * face_px - gap) / 2
    for name, i, j in colours:
        sprite = square_tile(BASE[name], frame=True, scale=k)
        fx = origin + i * (face_px + gap) - FACE[0] * k
        fy = origin + j * (face_px + gap) - FACE[1] * k
        big.blit(sprite, (round(fx), round(fy)))
    return big


def icon_sized(px: int) -> pygame.Surface:
    """The icon at a smaller size (area-averaged from the master)."""
    src = icon_master()
    while src.get_width() // 2 >= px * 2:
        src = downsample(src, (src.get_width() // 2, src.get_height() // 2))
    return downsample(src, (px, px)) if src.get_width() != px else src


def ico_bytes(sizes: Sequence[int] = ICO_SIZES) -> bytes:
    """A Windows .ico with PNG-compressed entries (valid since Windows Vista)."""
    pngs = [png_bytes(icon_sized(s)) for s in sizes]
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = 6 + 16 * len(sizes)
    entries = b""
    for s, data in zip(sizes, pngs, strict=True):
        dim = 0 if s >= 256 else s
        entries += struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(data), offset)
        offset += len(data)
    return header + entries + b"".join(pngs)
