"""Summer Pavilion rule-set data: board sides, round tracks, scores and end bonuses.

The four rule sets differ only by two choices kept here as data: the player-board side
(coloured stars or grey stars, RULES.md 2.1 / 2.7) and the central board's round track
(front or reverse, RULES.md 2.2 / 4.9). the family's manifest (``builtin.py``) registers
``PAVILION_RULESETS`` with its engine (``pavilion_game.py``), which reads only ``PavilionSpec``.
"""

from __future__ import annotations

from dataclasses import dataclass

from .colours import (
    GREEN,
    ORANGE,
    P_BLUE,
    P_RED,
    P_YELLOW,
    PAVILION_COLOURS,
    PAVILION_LETTERS,
    PURPLE,
)
from .pavilion_geometry import (
    CELLS,
    COLOURED_VALUES,
    GREY_VALUES,
    OUTER_STAR_COLOURS,
)
from .rulesets import RuleSet, make_ruleset

ROUNDS = 6
START_SCORE = 5
MIN_SCORE = 1  # RULES.md 4.6: no loss takes a score below this
SUPPLY_SPACES = 10
KEEP_LIMIT = 4  # tiles a passing player may keep on the board corners
TILES_PER_COLOUR = 22

# Wild colour of rounds 1..6.
FRONT_TRACK: tuple[int, ...] = (PURPLE, GREEN, ORANGE, P_YELLOW, P_BLUE, P_RED)
# RULES.md 4.9: UNVERIFIED ASSUMPTION. No available source prints the reverse track's order;
# this is the ruling's order, kept here only so a correction is a one-line change.
REVERSE_TRACK: tuple[int, ...] = (ORANGE, P_RED, P_BLUE, P_YELLOW, GREEN, PURPLE)
REVERSE_TRACK_VERIFIED = False

# End bonus for a complete star of each colour (index = colour), and for a multicolour star.
STAR_BONUS_BY_COLOUR: tuple[int, ...] = (20, 18, 17, 16, 15, 14)  # p g o y b r
MULTICOLOUR_BONUS = 12
# End bonus for covering every space printed with a value (5s and 6s give nothing).
VALUE_BONUS: tuple[tuple[int, int], ...] = ((1, 4), (2, 8), (3, 12), (4, 16))

ANY = -1  # star_colours entry of a star whose colour(s) are chosen in play


@dataclass(frozen=True, slots=True)
class PavilionSpec:
    """Everything the Summer Pavilion engine needs to know about one rule set."""

    side: str  # "coloured" or "grey" player boards
    track: str  # "front" or "reverse" round track
    values: tuple[int, ...]  # printed value of each cell (star * 6 + space)
    star_colours: tuple[int, ...]  # required colour per star, ANY if chosen in play
    wild_by_round: tuple[int, ...]  # wild colour of rounds 1..6
    track_verified: bool  # False when the round track's order is an assumption (4.9)
    rounds: int = ROUNDS
    start_score: int = START_SCORE
    min_score: int = MIN_SCORE
    supply_spaces: int = SUPPLY_SPACES
    keep_limit: int = KEEP_LIMIT
    star_bonus_by_colour: tuple[int, ...] = STAR_BONUS_BY_COLOUR
    multicolour_bonus: int = MULTICOLOUR_BONUS
    value_bonus: tuple[tuple[int, int], ...] = VALUE_BONUS

    @property
    def grey(self) -> bool:
        """True for grey star boards (every star's colour is chosen in play)."""
        return self.side == "grey"

    def wild(self, round_no: int) -> int:
        """The wild colour of a round (1-based)."""
        return self.wild_by_round[round_no - 1]

    def value_mask(self, value: int) -> int:
        """Bit mask of the cells printed with ``value`` on this side."""
        return sum(1 << c for c in range(CELLS) if self.values[c] == value)


def _spec(side: str, track: str) -> PavilionSpec:
    grey = side == "grey"
    return PavilionSpec(
        side=side,
        track=track,
        values=GREY_VALUES if grey else COLOURED_VALUES,
        # outer stars 0..5 first, then the centre star (CENTRE_STAR == 6)
        star_colours=(ANY,) * 7 if grey else OUTER_STAR_COLOURS + (ANY,),
        wild_by_round=FRONT_TRACK if track == "front" else REVERSE_TRACK,
        track_verified=track == "front" or REVERSE_TRACK_VERIFIED,
    )


# Rule-set id → (spec, tags). Registration order is the order the UI lists them.
PAVILION_VARIANTS: tuple[tuple[str, PavilionSpec, tuple[str, ...]], ...] = (
    ("summer-pavilion", _spec("coloured", "front"), ()),
    ("summer-pavilion-grey", _spec("grey", "front"), ("grey-boards",)),
    (
        "summer-pavilion-alt-track",
        _spec("coloured", "reverse"),
        ("reverse-track", "unverified-track"),
    ),
    (
        "summer-pavilion-grey-alt-track",
        _spec("grey", "reverse"),
        ("grey-boards", "reverse-track", "unverified-track"),
    ),
)

PAVILION_RULESETS: tuple[RuleSet, ...] = tuple(
    make_ruleset(
        ruleset_id,
        "pavilion",
        colours=PAVILION_COLOURS,
        letters=PAVILION_LETTERS,
        tiles_per_colour=TILES_PER_COLOUR,
        look="pavilion",
        discard="storage",
        spec=spec,
        tags=tags,
    )
    for ruleset_id, spec, tags in PAVILION_VARIANTS
)
