"""Rule sets as data: one registry that every part of the product reads.

A rule set is plain data (components, board layout, scoring numbers in ``spec``) plus the name
of the family engine that plays it. Variants never copy engine code: they differ only in data.
Each family's manifest names its rule sets (``base_rules.py``, ``pavilion_rules.py`` hold the
data), which ``register_manifest`` registers here with the family's engine;
``unregister_ruleset`` takes a rule set out again (tests), so every list the UI shows follows.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any

from .errors import UnknownRuleSetError

# Factory displays by player count, and tiles per display, in every published family.
STANDARD_FACTORIES: MappingProxyType[int, int] = MappingProxyType({2: 5, 3: 7, 4: 9})
STANDARD_TILES_PER_FACTORY = 4


@dataclass(frozen=True, slots=True)
class RuleSet:
    """Everything that distinguishes one playable rule set from another."""

    id: str
    family: str  # which registered family engine plays it ("base", "pavilion", ...)
    name_key: str  # i18n keys for the UI
    description_key: str
    colours: tuple[str, ...]
    letters: tuple[str, ...]
    tiles_per_colour: int
    factories_by_players: MappingProxyType[int, int]
    tiles_per_factory: int
    look: str  # drawing style: "classic", "mini", "crystal", "pavilion"
    discard_key: str  # what the discard area is called: "lid", "set-aside", "storage"
    # The family's own numbers (base: BaseSpec, pavilion: PavilionSpec); only the family's
    # code reads it, so its type is the family's business.
    spec: Any
    player_counts: tuple[int, ...] = (2, 3, 4)
    tags: tuple[str, ...] = field(default=())

    @property
    def total_tiles(self) -> int:
        """Number of tiles in the game."""
        return self.tiles_per_colour * len(self.colours)

    def factories(self, players: int) -> int:
        """Number of factory displays used with this many players."""
        return self.factories_by_players[players]


def make_ruleset(
    ruleset_id: str,
    family: str,
    *,
    colours: tuple[str, ...],
    letters: tuple[str, ...],
    tiles_per_colour: int,
    look: str,
    discard: str,
    spec: Any,
    tags: tuple[str, ...] = (),
) -> RuleSet:
    """A rule set with the standard factories and i18n keys ``ruleset.<id>.name/description``."""
    return RuleSet(
        id=ruleset_id,
        family=family,
        name_key=f"ruleset.{ruleset_id}.name",
        description_key=f"ruleset.{ruleset_id}.description",
        colours=colours,
        letters=letters,
        tiles_per_colour=tiles_per_colour,
        factories_by_players=STANDARD_FACTORIES,
        tiles_per_factory=STANDARD_TILES_PER_FACTORY,
        look=look,
        discard_key=discard,
        spec=spec,
        tags=tags,
    )


_REGISTRY: dict[str, RuleSet] = {}


def register_ruleset(ruleset: RuleSet) -> RuleSet:
    """Add a rule set to the registry (ids are unique); lists keep registration order."""
    if ruleset.id in _REGISTRY:
        raise ValueError(f"rule set {ruleset.id!r} is already registered")
    _REGISTRY[ruleset.id] = ruleset
    return ruleset


def unregister_ruleset(ruleset_id: str) -> None:
    """Remove a rule set added by ``register_ruleset`` (a no-op if it is not there)."""
    _REGISTRY.pop(ruleset_id, None)


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
