"""Summer Pavilion player-board geometry as data: stars, spaces, printed values, structures.

Indices used everywhere (engine, notation, UI):
- star 0..5 are the outer stars clockwise from the upper-left (on the coloured side: orange,
  red, blue, yellow, green, purple); star 6 (``CENTRE_STAR``) is the centre star;
- space 0..5 of a star is the position that shows the value space+1 on the coloured side
  (RULES.md 2.1: on the grey side the same positions carry other values);
- cell = star * 6 + space (0..41), also the bit index of a board's coverage mask.

Positions live in a logical unit system: the board centre is (0, 0), y points up, outer star
centres are ``STAR_DISTANCE`` (1.0) from it. Angles are counter-clockwise degrees from the +x
axis. A space is a 60° rhombus whose inner tip touches its star's centre and whose long axis
points at the space's angle (RULES.md 2.1: θ + 330° − 60°·value for an outer star at θ; the
centre star's value 1 points up; values run clockwise).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from .colours import GREEN, ORANGE, P_BLUE, P_RED, P_YELLOW, PURPLE

STARS = 7
SPACES = 6
CELLS = STARS * SPACES
CENTRE_STAR = 6
OUTER_STARS = tuple(range(6))

# Coloured side: the colour each outer star is printed in (clockwise from upper-left).
OUTER_STAR_COLOURS: tuple[int, ...] = (ORANGE, P_RED, P_BLUE, P_YELLOW, GREEN, PURPLE)

# Printed value of each space (by its position index 0..5).
COLOURED_OUTER_VALUES: tuple[int, ...] = (1, 2, 3, 4, 5, 6)
COLOURED_CENTRE_VALUES: tuple[int, ...] = (1, 2, 3, 4, 5, 6)
GREY_OUTER_VALUES: tuple[int, ...] = (3, 2, 1, 4, 5, 6)  # RULES.md 2.7: 1 and 3 swap
GREY_CENTRE_VALUES: tuple[int, ...] = (3, 3, 3, 3, 3, 3)

COLOURED_VALUES: tuple[int, ...] = COLOURED_OUTER_VALUES * 6 + COLOURED_CENTRE_VALUES
GREY_VALUES: tuple[int, ...] = GREY_OUTER_VALUES * 6 + GREY_CENTRE_VALUES

# --- Positions --------------------------------------------------------------------------

STAR_DISTANCE = 1.0  # board centre to an outer star's centre (also between outer neighbours)
SPACE_DISTANCE = 0.2  # a star's centre to one of its spaces' centres (half the long diagonal)
SPACE_LONG = 2 * SPACE_DISTANCE  # rhombus diagonal along the space's angle
SPACE_SHORT = SPACE_LONG / math.sqrt(3)  # the other diagonal (60° rhombus)

OUTER_STAR_ANGLES: tuple[int, ...] = (120, 60, 0, 300, 240, 180)


def _point(
    angle: float, distance: float, origin: tuple[float, float] = (0.0, 0.0)
) -> tuple[float, float]:
    a = math.radians(angle)
    return (origin[0] + distance * math.cos(a), origin[1] + distance * math.sin(a))


STAR_CENTRES: tuple[tuple[float, float], ...] = tuple(
    _point(a, STAR_DISTANCE) for a in OUTER_STAR_ANGLES
) + ((0.0, 0.0),)


def _space_angle(star: int, space: int) -> int:
    value = space + 1
    if star == CENTRE_STAR:
        return (90 - 60 * (value - 1)) % 360  # value 1 points up, clockwise from there
    return (OUTER_STAR_ANGLES[star] + 330 - 60 * value) % 360


# SPACE_ANGLES[cell]: direction (degrees) the rhombus of that space points to.
SPACE_ANGLES: tuple[int, ...] = tuple(_space_angle(s, v) for s in range(STARS) for v in range(6))
# SPACE_CENTRES[cell]: centre point of that space's rhombus.
SPACE_CENTRES: tuple[tuple[float, float], ...] = tuple(
    _point(SPACE_ANGLES[s * 6 + v], SPACE_DISTANCE, STAR_CENTRES[s])
    for s in range(STARS)
    for v in range(6)
)


def space_polygon(cell: int) -> tuple[tuple[float, float], ...]:
    """The four corners of a space's rhombus: inner tip, left, outer tip, right."""
    cx, cy = SPACE_CENTRES[cell]
    a = SPACE_ANGLES[cell]
    inner = _point(a + 180, SPACE_DISTANCE, (cx, cy))
    outer = _point(a, SPACE_DISTANCE, (cx, cy))
    left = _point(a + 90, SPACE_SHORT / 2, (cx, cy))
    right = _point(a - 90, SPACE_SHORT / 2, (cx, cy))
    return (inner, left, outer, right)


# --- Adjacency ---------------------------------------------------------------------------


def ring_neighbours(space: int) -> tuple[int, int]:
    """The two spaces touching a space on its own star (a ring: 6 touches 1)."""
    return ((space - 1) % 6, (space + 1) % 6)


def _ring_run(mask: int, space: int) -> int:
    """Size of the connected run of covered spaces through ``space`` on a 6-space ring."""
    if not mask >> space & 1:
        return 0
    if mask == 63:
        return 6
    n = 1
    i = (space + 1) % 6
    while mask >> i & 1:
        n += 1
        i = (i + 1) % 6
    i = (space - 1) % 6
    while mask >> i & 1:
        n += 1
        i = (i - 1) % 6
    return n


# RING_RUN[mask][space]: run size through a space for every 6-bit star coverage mask.
RING_RUN: tuple[tuple[int, ...], ...] = tuple(
    tuple(_ring_run(m, v) for v in range(6)) for m in range(64)
)

# --- Bonus structures (RULES.md 2.1) ---------------------------------------------------------

PILLAR, STATUE, WINDOW = "pillar", "statue", "window"
STRUCTURE_REWARDS: dict[str, int] = {PILLAR: 1, STATUE: 2, WINDOW: 3}
# Centre-star spaces (1-based values) between the centre and each outer star.
_PILLAR_CENTRE_VALUES: tuple[tuple[int, int], ...] = (
    (6, 1),
    (1, 2),
    (2, 3),
    (3, 4),
    (4, 5),
    (5, 6),
)


@dataclass(frozen=True, slots=True)
class Structure:
    """A pillar, statue or window: the cells it needs covered, its tile reward, where it sits."""

    kind: str
    index: int  # 0..5 within its kind (the outer star it belongs to / starts from)
    cells: tuple[int, ...]
    reward: int
    point: tuple[float, float]  # between the spaces it covers (mean of their centres)
    mask: int  # bit per cell


def _cell(star: int, value: int) -> int:
    return star * 6 + value - 1


def _structure(kind: str, index: int, cells: tuple[int, ...]) -> Structure:
    xs = [SPACE_CENTRES[c][0] for c in cells]
    ys = [SPACE_CENTRES[c][1] for c in cells]
    point = (sum(xs) / len(xs), sum(ys) / len(ys))
    mask = sum(1 << c for c in cells)
    return Structure(kind, index, cells, STRUCTURE_REWARDS[kind], point, mask)


PILLARS: tuple[Structure, ...] = tuple(
    _structure(
        PILLAR,
        s,
        (
            _cell(s, 2),
            _cell(s, 3),
            _cell(CENTRE_STAR, _PILLAR_CENTRE_VALUES[s][0]),
            _cell(CENTRE_STAR, _PILLAR_CENTRE_VALUES[s][1]),
        ),
    )
    for s in OUTER_STARS
)
# Statue s sits between outer star s and the next one clockwise: A1, A2, B3, B4.
STATUES: tuple[Structure, ...] = tuple(
    _structure(STATUE, s, (_cell(s, 1), _cell(s, 2), _cell((s + 1) % 6, 3), _cell((s + 1) % 6, 4)))
    for s in OUTER_STARS
)
WINDOWS: tuple[Structure, ...] = tuple(
    _structure(WINDOW, s, (_cell(s, 5), _cell(s, 6))) for s in OUTER_STARS
)
STRUCTURES: tuple[Structure, ...] = PILLARS + STATUES + WINDOWS

# STRUCTURES_AT[cell]: indices into STRUCTURES of the structures that cell belongs to.
STRUCTURES_AT: tuple[tuple[int, ...], ...] = tuple(
    tuple(i for i, st in enumerate(STRUCTURES) if cell in st.cells) for cell in range(CELLS)
)
