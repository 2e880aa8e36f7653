"""Bundled open-licence fonts: where they come from (Debian packages) and how text is rasterised."""

from __future__ import annotations

import gzip
import shutil
import struct
from dataclasses import dataclass
from pathlib import Path

import pygame
import pygame.freetype

from .common import Canvas, Point

REPO = Path(__file__).resolve().parents[2]
FONT_DIR = REPO / "assets" / "fonts"


@dataclass(frozen=True)
class FontSpec:
    """One bundled font file."""

    file: str
    source: str  # path in the Debian package that provides it
    package: str
    family: str
    style: str
    role: str
    licence_file: str
    licence: str


FONTS: list[FontSpec] = [
    FontSpec(
        "Lato-Regular.ttf",
        "/usr/share/fonts/truetype/lato/Lato-Regular.ttf",
        "fonts-lato",
        "Lato",
        "Regular",
        "body text",
        "OFL-Lato.txt",
        "SIL Open Font License 1.1",
    ),
    FontSpec(
        "Lato-Bold.ttf",
        "/usr/share/fonts/truetype/lato/Lato-Bold.ttf",
        "fonts-lato",
        "Lato",
        "Bold",
        "headings, buttons, numbers",
        "OFL-Lato.txt",
        "SIL Open Font License 1.1",
    ),
    FontSpec(
        "Comfortaa-Bold.ttf",
        "/usr/share/fonts/truetype/comfortaa/Comfortaa-Bold.ttf",
        "fonts-comfortaa",
        "Comfortaa",
        "Bold",
        "decorative titles",
        "OFL-Comfortaa.txt",
        "SIL Open Font License 1.1",
    ),
    FontSpec(
        "DejaVuSans.ttf",
        "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
        "fonts-dejavu-core",
        "DejaVu Sans",
        "Book",
        "fallback for symbols (arrows, stars, check marks)",
        "LICENSE-DejaVu.txt",
        "Bitstream Vera / DejaVu licence (permissive; DejaVu changes public domain)",
    ),
]

_OFL_SOURCE = "/usr/share/doc/fonts-comfortaa/OFL.txt.gz"


def _name_record(path: str, name_id: int) -> str:
    """Read one English name-table record from a TrueType font."""
    data = Path(path).read_bytes()
    num = struct.unpack(">H", data[4:6])[0]
    for i in range(num):
        tag, _cs, off, _ln = struct.unpack(">4sIII", data[12 + 16 * i : 28 + 16 * i])
        if tag != b"name":
            continue
        _fmt, cnt, so = struct.unpack(">HHH", data[off : off + 6])
        for j in range(cnt):
            pid, _eid, lid, nid, ln, o = struct.unpack(
                ">HHHHHH", data[off + 6 + 12 * j : off + 18 + 12 * j]
            )
            if nid == name_id and pid == 3 and lid == 0x409:
                return data[off + so + o : off + so + o + ln].decode("utf-16-be")
    raise KeyError(name_id)


def _ofl_body() -> str:
    text = gzip.decompress(Path(_OFL_SOURCE).read_bytes()).decode("utf-8").replace("\r\n", "\n")
    start = text.index(
        "-----------------------------------------------------------\nSIL OPEN FONT LICENSE"
    )
    return text[start:]


def licence_texts() -> dict[str, str]:
    """Licence file name -> text, built from the installed Debian font packages."""
    lato = FONTS[0].source
    comfortaa_hdr = (
        gzip.decompress(Path(_OFL_SOURCE).read_bytes()).decode("utf-8").replace("\r\n", "\n")
    )
    comfortaa_hdr = comfortaa_hdr[
        : comfortaa_hdr.index("-----------------------------------------------------------\nSIL")
    ]
    lato_hdr = (
        _name_record(lato, 0).strip()
        + "\nThis Font Software is licensed under the SIL Open Font License, Version 1.1.\n"
        + "This license is copied below, and is also available with a FAQ at:\nhttp://scripts.sil.org/OFL\n\n\n"
    )
    dejavu = _name_record(FONTS[3].source, 13).replace("\r\n", "\n").strip() + "\n"
    return {
        "OFL-Lato.txt": lato_hdr + _ofl_body(),
        "OFL-Comfortaa.txt": comfortaa_hdr + _ofl_body(),
        "LICENSE-DejaVu.txt": dejavu,
    }


def copy_fonts(out_dir: Path) -> list[str]:
    """Copy the font files and write their licences into out_dir (needs the Debian packages)."""
    out_dir.mkdir(parents=True, exist_ok=True)
    missing = [f.source for f in FONTS if not Path(f.source).exists()]
    if missing or not Path(_OFL_SOURCE).exists():
        raise FileNotFoundError(
            "font sources missing; install: apt-get install fonts-lato fonts-comfortaa fonts-dejavu-core "
            + " ".join(missing)
        )
    written = []
    for f in FONTS:
        shutil.copyfile(f.source, out_dir / f.file)
        written.append(f.file)
    for name, text in licence_texts().items():
        (out_dir / name).write_text(text, encoding="utf-8", newline="\n")
        written.append(name)
    return written


_cache: dict[tuple[str, int], pygame.freetype.Font] = {}


def font(file: str, px: int) -> pygame.freetype.Font:
    """A bundled font at a pixel size (cached)."""
    if not pygame.freetype.get_init():
        pygame.freetype.init()
    key = (file, px)
    if key not in _cache:
        f = pygame.freetype.Font(str(FONT_DIR / file), px)
        f.antialiased = True
        f.kerning = True
        _cache[key] = f
    return _cache[key]


def text_mask(cv: Canvas, text: str, file: str, size: float, centre: Point) -> pygame.Surface:
    """A white mask of text rendered with a bundled font, centred on a logical point."""
    f = font(file, max(1, int(round(size * cv.ss))))
    surf, _rect = f.render(text, fgcolor=(255, 255, 255, 255))
    m = cv.mask()
    r = surf.get_rect(center=(int(round(centre[0] * cv.ss)), int(round(centre[1] * cv.ss))))
    m.blit(surf, r)
    return m
