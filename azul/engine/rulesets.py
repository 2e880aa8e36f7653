"""Rule sets as data: one registry that every part of the product reads.

A rule set is plain data (components, wall layout, floor values, end bonuses) plus the name of
the family engine that plays it. Variants never copy engine code: they differ only here.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any

from .colours import (
    BASE_COLOURS,
    BASE_LETTERS,
    BLACK,
    BLUE,
    PAVILION_COLOURS,
    PAVILION_LETTERS,
    RED,
    WHITE,
    YELLOW,
)
from .errors import UnknownRuleSetError
from .pavilion_rules import PAVILION_VARIANTS, TILES_PER_COLOUR

FREE = -1  # a wall cell that accepts any colour (grey wall)


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


@dataclass(frozen=True, slots=True)
class RuleSet:
    """Everything that distinguishes one playable rule set from another."""

    id: str
    family: str  # "base" or "pavilion": which engine plays it
    name_key: str  # i18n keys for the UI
    description_key: str
    colours: tuple[str, ...]
    letters: tuple[str, ...]
    tiles_per_colour: int
    factories_by_players: MappingProxyType[int, int]
    tiles_per_factory: int
    look: str  # drawing style: "classic", "mini", "crystal", "pavilion"
    discard_key: str  # what the discard area is called: "lid", "set-aside", "storage"
    spec: Any  # BaseSpec for the base family; the Summer Pavilion family has its own
    player_counts: tuple[int, ...] = (2, 3, 4)
    tags: tuple[str, ...] = field(default=())

    @property
    def total_tiles(self) -> int:
        """Number of tiles in the game."""
        return self.tiles_per_colour * len(self.colours)

    def factories(self, players: int) -> int:
        """Number of factory displays used with this many players."""
        return self.factories_by_players[players]


_REGISTRY: dict[str, RuleSet] = {}


def register(ruleset: RuleSet) -> RuleSet:
    """Add a rule set to the registry (ids are unique)."""
    if ruleset.id in _REGISTRY:
        raise ValueError(f"rule set {ruleset.id!r} is already registered")
    _REGISTRY[ruleset.id] = ruleset
    return ruleset


def get_ruleset(ruleset_id: str) -> RuleSet:
    """Look a rule set up by id; raises UnknownRuleSetError listing the known ids."""
    try:
        return _REGISTRY[ruleset_id]
    except KeyError:
        known = ", ".join(_REGISTRY)
        raise UnknownRuleSetError(f"unknown rule set {ruleset_id!r} (known: {known})") from None


def ruleset_ids() -> tuple[str, ...]:
    """Ids of every registered rule set, in registration order."""
    return tuple(_REGISTRY)


def all_rulesets() -> tuple[RuleSet, ...]:
    """Every registered rule set, in registration order."""
    return tuple(_REGISTRY.values())


# --- Base family data -------------------------------------------------------------------

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
_FACTORIES = MappingProxyType({2: 5, 3: 7, 4: 9})


def _base(
    ruleset_id: str,
    wall: WallSpec,
    *,
    look: str = "classic",
    discard: str = "lid",
    floor: tuple[int, ...] = BASE_FLOOR,
    bonuses: tuple[int, int, int] = (2, 7, 10),
) -> RuleSet:
    return RuleSet(
        id=ruleset_id,
        family="base",
        name_key=f"ruleset.{ruleset_id}.name",
        description_key=f"ruleset.{ruleset_id}.description",
        colours=BASE_COLOURS,
        letters=BASE_LETTERS,
        tiles_per_colour=20,
        factories_by_players=_FACTORIES,
        tiles_per_factory=4,
        look=look,
        discard_key=discard,
        spec=BaseSpec(wall, floor, *bonuses),
    )


for _rs in (
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
):
    register(_rs)


# --- Summer Pavilion family (data in pavilion_rules.py) ----------------------------------

for _id, _spec, _tags in PAVILION_VARIANTS:
    register(
        RuleSet(
            id=_id,
            family="pavilion",
            name_key=f"ruleset.{_id}.name",
            description_key=f"ruleset.{_id}.description",
            colours=PAVILION_COLOURS,
            letters=PAVILION_LETTERS,
            tiles_per_colour=TILES_PER_COLOUR,
            factories_by_players=_FACTORIES,
            tiles_per_factory=4,
            look="pavilion",
            discard_key="storage",
            spec=_spec,
            tags=_tags,
        )
    )
