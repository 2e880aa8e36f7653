"""Colours and type sizes shared by every screen (design-space pixels at 1920×1080)."""

from __future__ import annotations

from dataclasses import dataclass

from azul.domain.settings import PALETTES
from azul.resources import FONT_BODY, FONT_BOLD, FONT_SYMBOLS, FONT_TITLE

Colour = tuple[int, int, int]

CREAM: Colour = (250, 240, 220)
PAPER: Colour = (244, 234, 212)
INK: Colour = (46, 38, 32)
INK_SOFT: Colour = (104, 92, 80)
GOLD: Colour = (226, 186, 96)
GOLD_DEEP: Colour = (176, 132, 48)
NAVY: Colour = (28, 52, 96)
SHADOW: Colour = (10, 6, 4)
LEGAL: Colour = (120, 232, 160)  # a destination that may be chosen
FOCUS: Colour = (255, 214, 90)  # keyboard focus and the selected group
ILLEGAL: Colour = (226, 84, 72)
PENALTY: Colour = (240, 108, 92)
GAIN: Colour = (255, 226, 120)
DISABLED: Colour = (150, 140, 128)

# Seat colours offered on the setup screen (swatches only, no names needed).
SEAT_COLOURS: tuple[Colour, ...] = (
    (52, 160, 164),  # teal
    (226, 110, 74),  # coral
    (140, 104, 200),  # violet
    (232, 182, 52),  # saffron
    (92, 168, 84),  # leaf
    (214, 86, 140),  # rose
)
# Every seat colour also has a shape (seat_mark.py draws it), so seats are never told apart by
# colour alone: the same index, the same shape, in every palette.
SEAT_SHAPES: tuple[str, ...] = ("circle", "square", "triangle", "diamond", "hexagon", "star")


@dataclass(frozen=True)
class Palette:
    """The colours of one palette that mean something: input marks and the seats' colours.

    Everything else (paper, ink, gold, the table) is the same in every palette."""

    name: str
    legal: Colour
    focus: Colour
    illegal: Colour
    penalty: Colour
    seats: tuple[Colour, ...]


PALETTE_COLOURS: dict[str, Palette] = {
    "default": Palette("default", LEGAL, FOCUS, ILLEGAL, PENALTY, SEAT_COLOURS),
    # Told apart under protanopia, deuteranopia and tritanopia (tests/ui/test_palettes.py
    # measures it): the seats span light and dark as well as hue; a legal place is sky blue and
    # a refused one magenta, rather than green against red.
    "safe": Palette(
        "safe",
        legal=(86, 180, 233),  # sky blue
        focus=(255, 214, 90),
        illegal=(204, 60, 150),  # magenta
        penalty=(240, 120, 60),
        seats=(
            (0, 60, 160),  # deep blue
            (250, 140, 0),  # orange
            (220, 150, 230),  # lilac
            (250, 245, 100),  # lemon
            (0, 160, 130),  # sea green
            (110, 30, 20),  # brown
        ),
    ),
    # Strong, saturated colours far apart in lightness.
    "contrast": Palette(
        "contrast",
        legal=(0, 255, 140),
        focus=(255, 0, 220),  # magenta: seen on the cream panels and on the dark table alike
        illegal=(255, 40, 40),
        penalty=(255, 90, 70),
        seats=(
            (0, 110, 255),  # blue
            (255, 120, 0),  # orange
            (255, 170, 255),  # pink
            (255, 240, 0),  # yellow
            (0, 120, 60),  # green
            (120, 0, 30),  # maroon
        ),
    ),
}

BODY = FONT_BODY
BOLD = FONT_BOLD
TITLE = FONT_TITLE
SYMBOLS = FONT_SYMBOLS

# Type scale (design px).
SIZE_SMALL = 20
SIZE_BODY = 24
SIZE_LARGE = 30
SIZE_HEADING = 44
SIZE_TITLE = 120


def palette() -> Palette:
    """The palette every screen draws with now."""
    return _active


def use_palette(name: str) -> None:
    """Draw with a palette from now on (an unknown name: the default).

    The marks' and seats' colours are module values that painters read as they draw
    (``theme.LEGAL``), so switching rebinds them here, in one place."""
    global _active, LEGAL, FOCUS, ILLEGAL, PENALTY, SEAT_COLOURS
    _active = PALETTE_COLOURS.get(name, PALETTE_COLOURS[PALETTES[0]])
    LEGAL, FOCUS, ILLEGAL = _active.legal, _active.focus, _active.illegal
    PENALTY, SEAT_COLOURS = _active.penalty, _active.seats


_active = PALETTE_COLOURS[PALETTES[0]]


def seat_shape(index: int) -> str:
    """The shape that goes with a seat colour index (wraps around)."""
    return SEAT_SHAPES[index % len(SEAT_SHAPES)]


def seat_colour(index: int) -> Colour:
    """The RGB of a seat colour index (wraps around)."""
    return SEAT_COLOURS[index % len(SEAT_COLOURS)]


def mix(a: Colour, b: Colour, t: float) -> Colour:
    """Linear blend from a to b (t in 0..1)."""
    return (
        round(a[0] + (b[0] - a[0]) * t),
        round(a[1] + (b[1] - a[1]) * t),
        round(a[2] + (b[2] - a[2]) * t),
    )
