"""Base-family rule-set data: wall layouts, floor values and end bonuses.

The six rule sets (Azul, grey wall, Mini and its dark side, Crystal Mosaic sides 1 and 2)
differ only by the data here; the family's manifest (``builtin.py``) registers ``BASE_RULESETS``
with its engine (``base_game.py``).
"""

from __future__ import annotations

from dataclasses import dataclass

from .colours import BASE_COLOURS, BASE_LETTERS, BLACK, BLUE, RED, WHITE, YELLOW
from .rulesets import RuleSet, make_ruleset

FREE = -1  # a wall cell that accepts any colour (grey wall)
TILES_PER_COLOUR = 20


@dataclass(frozen=True, slots=True)
class WallSpec:
    """A 5×5 wall: the colour printed on each cell (FREE if none) and the ×2 cells."""

    fixed: tuple[int, ...]
    doubled: frozenset[int] = frozenset()

    @property
    def has_choice(self) -> bool:
        """True when some cell is free, so the player may choose a column while tiling."""
        return FREE in self.fixed

    def cell_colour(self, row: int, col: int) -> int:
        """Colour printed on a cell (0-based row/col), or FREE."""
        return self.fixed[row * 5 + col]

    def is_doubled(self, row: int, col: int) -> bool:
        """True when a tile placed on this cell scores double."""
        return row * 5 + col in self.doubled


@dataclass(frozen=True, slots=True)
class BaseSpec:
    """Numbers specific to the base family (Azul, Mini, Crystal Mosaic)."""

    wall: WallSpec
    floor_values: tuple[int, ...]
    bonus_row: int
    bonus_column: int
    bonus_colour: int


# Coloured wall: row r, column c shows colour (c - r) mod 5 (each row shifted one step right).
COLOURED_WALL = WallSpec(fixed=tuple((c - r) % 5 for r in range(5) for c in range(5)))
GREY_WALL = WallSpec(fixed=(FREE,) * 25)


def _crystal_wall(cells: dict[tuple[int, int], int], doubled: bool) -> WallSpec:
    """A grey wall with some pre-coloured cells, given 1-based (row, col) → colour."""
    fixed = [FREE] * 25
    for (row, col), colour in cells.items():
        fixed[(row - 1) * 5 + (col - 1)] = colour
    cells0 = frozenset((r - 1) * 5 + (c - 1) for r, c in cells) if doubled else frozenset()
    return WallSpec(fixed=tuple(fixed), doubled=cells0)


# RULES.md 1.3: these layouts come from public descriptions of the printed boards; they live
# here only, so a correction is a one-line change.
CRYSTAL_SIDE_1 = _crystal_wall(
    {(1, 4): BLACK, (2, 1): WHITE, (3, 3): YELLOW, (4, 5): BLUE, (5, 2): RED}, doubled=True
)
CRYSTAL_SIDE_2 = _crystal_wall(
    {(2, 2): BLUE, (2, 4): RED, (3, 3): WHITE, (4, 2): BLACK, (4, 4): YELLOW}, doubled=False
)

BASE_FLOOR = (-1, -1, -2, -2, -2, -3, -3)
CRYSTAL_FLOOR = (-1, 0, -1, -2, -1, -2, -3)


def _base(
    ruleset_id: str,
    wall: WallSpec,
    *,
    look: str = "classic",
    discard: str = "lid",
    floor: tuple[int, ...] = BASE_FLOOR,
    bonuses: tuple[int, int, int] = (2, 7, 10),
) -> RuleSet:
    return make_ruleset(
        ruleset_id,
        "base",
        colours=BASE_COLOURS,
        letters=BASE_LETTERS,
        tiles_per_colour=TILES_PER_COLOUR,
        look=look,
        discard=discard,
        spec=BaseSpec(wall, floor, *bonuses),
    )


# Registration order is the order the UI lists them.
BASE_RULESETS: tuple[RuleSet, ...] = (
    _base("azul", COLOURED_WALL),
    _base("azul-grey", GREY_WALL),
    _base("azul-mini", COLOURED_WALL, look="mini", discard="set-aside"),
    _base("azul-mini-dark", GREY_WALL, look="mini", discard="set-aside"),
    _base("crystal-mosaic-1", CRYSTAL_SIDE_1, look="crystal", floor=CRYSTAL_FLOOR),
    _base(
        "crystal-mosaic-2",
        CRYSTAL_SIDE_2,
        look="crystal",
        floor=CRYSTAL_FLOOR,
        bonuses=(3, 10, 12),
    ),
)
