"""App icons from our own icon art (assets/icon/icon_<size>.png): a macOS .icns writer/reader.

The .icns format is a 'icns' header (magic + total length, big-endian) followed by chunks of
(4-byte type, 4-byte length including the 8-byte chunk header, payload). Since macOS 10.7 the
payload may be a PNG file; the type says which size the PNG must have. No Pillow needed.
"""

from __future__ import annotations

import struct
import sys
from collections.abc import Iterable
from pathlib import Path

PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"
# Chunk type -> pixel size of its PNG payload (the @2x types hold the double size).
ICNS_TYPES: dict[str, int] = {
    "icp4": 16,
    "icp5": 32,
    "ic11": 32,  # 16@2x
    "ic12": 64,  # 32@2x
    "ic07": 128,
    "ic13": 256,  # 128@2x
    "ic08": 256,
    "ic14": 512,  # 256@2x
    "ic09": 512,
    "ic10": 1024,  # 512@2x
}


def png_size(data: bytes) -> tuple[int, int]:
    """Width and height from a PNG's IHDR chunk; ValueError if data is not a PNG."""
    if not data.startswith(PNG_SIGNATURE) or data[12:16] != b"IHDR":
        raise ValueError("not a PNG file")
    width, height = struct.unpack(">II", data[16:24])
    return int(width), int(height)


def write_icns(chunks: Iterable[tuple[str, bytes]]) -> bytes:
    """An .icns file from (type, PNG bytes) pairs; ValueError if a PNG has the wrong size."""
    body = b""
    for kind, png in chunks:
        want = ICNS_TYPES.get(kind)
        if want is None:
            raise ValueError(f"unsupported icns type {kind!r}")
        if png_size(png) != (want, want):
            raise ValueError(f"{kind} needs a {want}x{want} PNG, got {png_size(png)}")
        body += kind.encode("ascii") + struct.pack(">I", len(png) + 8) + png
    if not body:
        raise ValueError("an icns file needs at least one image")
    return b"icns" + struct.pack(">I", len(body) + 8) + body


def read_icns(data: bytes) -> list[tuple[str, bytes]]:
    """The (type, payload) chunks of an .icns file; ValueError if it is malformed."""
    if data[:4] != b"icns" or len(data) < 8:
        raise ValueError("not an icns file")
    (total,) = struct.unpack(">I", data[4:8])
    if total != len(data):
        raise ValueError(f"icns length field {total} != file size {len(data)}")
    out: list[tuple[str, bytes]] = []
    pos = 8
    while pos < total:
        if pos + 8 > total:
            raise ValueError("truncated icns chunk header")
        kind = data[pos : pos + 4].decode("ascii")
        (length,) = struct.unpack(">I", data[pos + 4 : pos + 8])
        if length < 8 or pos + length > total:
            raise ValueError(f"bad length {length} for chunk {kind!r}")
        out.append((kind, data[pos + 8 : pos + length]))
        pos += length
    return out


def _scaled_png(source: Path, size: int) -> bytes:
    """A size×size PNG made from a larger icon PNG (pygame is already a dependency)."""
    import io
    import os

    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    image = pygame.image.load(str(source))
    small = pygame.transform.smoothscale(image, (size, size))
    buffer = io.BytesIO()
    pygame.image.save(small, buffer, "png")
    return buffer.getvalue()


def icns_from_folder(folder: Path) -> bytes:
    """The .icns for the PNGs in assets/icon (icon_<size>.png); missing sizes are scaled from
    the next larger PNG, so every standard slot is filled."""
    available = {}
    for path in folder.glob("icon_*.png"):
        try:
            available[int(path.stem.split("_")[1])] = path
        except (IndexError, ValueError):
            continue
    if not available:
        raise FileNotFoundError(f"no icon_<size>.png in {folder}")
    chunks: list[tuple[str, bytes]] = []
    for kind, size in ICNS_TYPES.items():
        if size in available:
            chunks.append((kind, available[size].read_bytes()))
            continue
        larger = sorted(s for s in available if s > size)
        if larger:
            chunks.append((kind, _scaled_png(available[larger[0]], size)))
    return write_icns(chunks)


def main(argv: list[str]) -> int:
    """``python packaging/icons.py assets/icon out.icns``."""
    if len(argv) != 2:
        print("usage: icons.py ICON_FOLDER OUT.icns", file=sys.stderr)
        return 2
    Path(argv[1]).write_bytes(icns_from_folder(Path(argv[0])))
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
