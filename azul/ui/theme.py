"""Colours and type sizes shared by every screen (design-space pixels at 1920×1080)."""

from __future__ import annotations

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
