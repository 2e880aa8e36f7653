"""Pictures of the window for a person to look at, written as PNG files."""

from __future__ import annotations

import struct
import zlib
from pathlib import Path

import pygame

PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"
# Eight bits per channel, colour type 2 (RGB), default compression and filter, no interlace.
PNG_HEADER = (8, 2, 0, 0, 0)
NO_FILTER = b"\x00"  # each row stored as it is
# A quick deflate: a few times faster than pygame's PNG writer, the same pixels, files a tenth
# larger (pictures are looked at, not kept).
DEFLATE_LEVEL = 1


def _chunk(kind: bytes, data: bytes) -> bytes:
    body = kind + data
    return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body))


def save_picture(surface: pygame.Surface, path: Path) -> None:
    """Write the surface's pixels (RGB) to path as a PNG file."""
    w, h = surface.get_size()
    pixels = pygame.image.tobytes(surface, "RGB")
    row = 3 * w
    rows = b"".join(NO_FILTER + pixels[y * row : (y + 1) * row] for y in range(h))
    path.write_bytes(
        PNG_SIGNATURE
        + _chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, *PNG_HEADER))
        + _chunk(b"IDAT", zlib.compress(rows, DEFLATE_LEVEL))
        + _chunk(b"IEND", b"")
    )
