"""The colour palette and symbol assignment of every tile colour (single source of truth)."""

from __future__ import annotations

from dataclasses import dataclass

from .common import RGB


@dataclass(frozen=True)
class TileStyle:
    """Glaze colour, painted symbol and its colour for one tile colour."""

    name: str
    face: RGB
    symbol: str
    ink: RGB
    seed: int


BASE: dict[str, TileStyle] = {
    "blue": TileStyle("blue", (34, 92, 172), "flower4", (246, 238, 216), 11),
    "yellow": TileStyle("yellow", (240, 184, 46), "sun", (98, 46, 8), 12),
    "red": TileStyle("red", (196, 56, 44), "diamond", (250, 234, 208), 13),
    "black": TileStyle("black", (42, 45, 54), "cross", (232, 204, 140), 14),
    "white": TileStyle("white", (204, 234, 230), "snowflake", (22, 98, 118), 15),
}

MINI: dict[str, TileStyle] = {
    "blue": TileStyle("blue", (26, 104, 212), "flower4", (240, 246, 255), 21),
    "yellow": TileStyle("yellow", (252, 198, 30), "sun", (104, 52, 0), 22),
    "red": TileStyle("red", (220, 42, 46), "diamond", (255, 236, 228), 23),
    "black": TileStyle("black", (36, 38, 46), "cross", (236, 212, 150), 24),
    "white": TileStyle("white", (226, 244, 242), "snowflake", (20, 110, 130), 25),
}

PAVILION: dict[str, TileStyle] = {
    "purple": TileStyle("purple", (116, 70, 164), "sparkle", (250, 238, 220), 31),
    "green": TileStyle("green", (46, 126, 74), "leaf", (246, 240, 214), 32),
    "orange": TileStyle("orange", (238, 128, 38), "blossom", (82, 30, 4), 33),
    "yellow": TileStyle("yellow", (244, 204, 62), "sun", (100, 54, 6), 34),
    "blue": TileStyle("blue", (42, 108, 196), "drop", (244, 240, 226), 35),
    "red": TileStyle("red", (204, 46, 58), "heart", (252, 236, 218), 36),
}

# The other palettes of the game's Settings (azul.domain.settings.PALETTES). A family not listed
# in a palette keeps its default tiles there. Each palette's tile colours are told apart under
# protanopia, deuteranopia and tritanopia (tests/test_palettes.py measures every pair): lightness
# differs as well as hue. The base family's default colours already pass, so "safe" keeps them.
DARK_INK = (24, 30, 40)
SAFE_PAVILION: dict[str, TileStyle] = {
    "purple": TileStyle("purple", (100, 30, 160), "sparkle", (250, 238, 220), 31),
    "green": TileStyle("green", (30, 120, 90), "leaf", (246, 240, 214), 32),
    "orange": TileStyle("orange", (240, 140, 20), "blossom", (82, 30, 4), 33),
    "yellow": TileStyle("yellow", (255, 245, 60), "sun", (100, 54, 6), 34),
    "blue": TileStyle("blue", (80, 200, 250), "drop", DARK_INK, 35),
    "red": TileStyle("red", (140, 20, 10), "heart", (252, 236, 218), 36),
}
# High contrast: saturated faces far apart in lightness, symbols in pure white or near-black.
WHITE_INK = (255, 255, 255)
BLACK_INK = (8, 8, 8)
CONTRAST_BASE: dict[str, TileStyle] = {
    "blue": TileStyle("blue", (0, 70, 220), "flower4", WHITE_INK, 11),
    "yellow": TileStyle("yellow", (255, 220, 0), "sun", BLACK_INK, 12),
    "red": TileStyle("red", (200, 0, 0), "diamond", WHITE_INK, 13),
    "black": TileStyle("black", (0, 0, 0), "cross", WHITE_INK, 14),
    "white": TileStyle("white", (255, 255, 255), "snowflake", BLACK_INK, 15),
}
CONTRAST_MINI: dict[str, TileStyle] = {
    name: TileStyle(name, st.face, st.symbol, st.ink, MINI[name].seed)
    for name, st in CONTRAST_BASE.items()
}
CONTRAST_PAVILION: dict[str, TileStyle] = {
    "purple": TileStyle("purple", (110, 0, 190), "sparkle", WHITE_INK, 31),
    "green": TileStyle("green", (0, 120, 70), "leaf", WHITE_INK, 32),
    "orange": TileStyle("orange", (255, 150, 0), "blossom", BLACK_INK, 33),
    "yellow": TileStyle("yellow", (255, 250, 0), "sun", BLACK_INK, 34),
    "blue": TileStyle("blue", (0, 200, 255), "drop", BLACK_INK, 35),
    "red": TileStyle("red", (120, 0, 0), "heart", WHITE_INK, 36),
}
DEFAULT_STYLES: dict[str, dict[str, TileStyle]] = {"base": BASE, "mini": MINI, "pavilion": PAVILION}
PALETTE_STYLES: dict[str, dict[str, dict[str, TileStyle]]] = {
    "safe": {"pavilion": SAFE_PAVILION},
    "contrast": {"base": CONTRAST_BASE, "mini": CONTRAST_MINI, "pavilion": CONTRAST_PAVILION},
}


def styles(family: str, palette: str = "default") -> dict[str, TileStyle]:
    """The tile styles of a family ("base", "mini", "pavilion") in a palette."""
    return PALETTE_STYLES.get(palette, {}).get(family, DEFAULT_STYLES[family])


WALL_PATTERN: list[list[str]] = [
    ["blue", "yellow", "red", "black", "white"][-i:]
    + ["blue", "yellow", "red", "black", "white"][:-i]
    if i
    else ["blue", "yellow", "red", "black", "white"]
    for i in range(5)
]

CRYSTAL_X2: dict[tuple[int, int], str] = {
    (1, 4): "black",
    (2, 1): "white",
    (3, 3): "yellow",
    (4, 5): "blue",
    (5, 2): "red",
}
CRYSTAL_FIXED: dict[tuple[int, int], str] = {
    (2, 2): "blue",
    (2, 4): "red",
    (3, 3): "white",
    (4, 2): "black",
    (4, 4): "yellow",
}

PAVILION_TRACK = ["purple", "green", "orange", "yellow", "blue", "red"]
PAVILION_TRACK_ALT = ["orange", "red", "blue", "yellow", "green", "purple"]

# Shared warm neutrals
CREAM = (246, 238, 220)
IVORY = (250, 245, 232)
INK = (40, 34, 30)
GOLD = (214, 168, 64)
GOLD_DARK = (150, 104, 30)
AZUL = (30, 78, 150)
BOARD_STONE = (236, 226, 204)
SLOT = (208, 196, 174)
