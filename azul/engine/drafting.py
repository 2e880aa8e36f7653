"""The drafting table every family shares, written once: factories, centre, bag and discard
pile, the first-player marker, the seeded setup and the common part of saving and loading.

``DraftingState`` sits between ``StateCommon`` (results, checked apply) and a family's state
class, which adds its boards and its own phases. The discard pile has the family's name
(``lid``, ``storage``), so the methods that refill the bag take it as an argument.
"""

from __future__ import annotations

from collections.abc import Collection
from typing import Any, ClassVar, Self

from . import rng as rng_mod
from .common import (
    StateCommon,
    json_bool,
    json_counts,
    json_event,
    json_int,
    json_list,
    json_rng,
    json_str,
)
from .errors import IllegalMoveError, SetupError, StateFormatError, UnknownRuleSetError
from .events import REASONS, ScoreEvent
from .rulesets import RuleSet, get_ruleset

DRAFT = "draft"
STATE_FORMAT = 1
MIN_PLAYERS_SAVED, MAX_PLAYERS_SAVED = 2, 4  # the seat counts a saved state may hold


def _compositions(total: int, parts: int) -> list[tuple[int, ...]]:
    if parts == 1:
        return [(total,)]
    return [(k, *rest) for k in range(total + 1) for rest in _compositions(total - k, parts - 1)]


def factory_contents(colours: int, most: int) -> tuple[tuple[int, ...], ...]:
    """Every per-colour count tuple a factory of up to ``most`` tiles can hold."""
    return tuple(comp for n in range(most + 1) for comp in _compositions(n, colours))


def present_colours(colours: int, most: int) -> dict[tuple[int, ...], tuple[int, ...]]:
    """For every factory content, the colours present in it (a lookup for move generation)."""
    return {f: tuple(c for c in range(colours) if f[c]) for f in factory_contents(colours, most)}


class DraftingState(StateCommon):
    """The fields and rules of the drafting table; a family class supplies the rest."""

    __slots__ = (
        "ruleset",
        "players",
        "seed",
        "start_player",
        "rng",
        "round",
        "phase",
        "current",
        "first_player",
        "next_first",
        "marker_in_centre",
        "factories",
        "centre",
        "bag",
        "bag_total",
        "boards",
        "table_tiles",
        "last_events",
    )

    # The family's empty factory: one shared tuple, so move generation can skip it by identity.
    empty_factory: ClassVar[tuple[int, ...]]
    family: ClassVar[str]  # the RuleSet.family this class plays
    phases: ClassVar[tuple[str, ...]]  # every phase name the family uses
    # Every score-event reason the family's moves produce (a saved state may name only these).
    score_reasons: ClassVar[Collection[str]] = REASONS

    ruleset: RuleSet
    players: int
    seed: int
    start_player: int  # who started round 1 (part of the setup)
    rng: int  # the seeded generator's whole state
    round: int
    phase: str
    current: int  # whose decision it is
    first_player: int  # who started this round
    next_first: int  # who took the first-player marker this round, -1 if nobody yet
    marker_in_centre: bool
    factories: list[tuple[int, ...]]
    centre: list[int]
    bag: list[int]
    bag_total: int
    table_tiles: int  # tiles on factories and centre
    last_events: tuple[ScoreEvent, ...]  # score changes caused by the last move

    # -- construction --

    @classmethod
    def _setup(cls, ruleset: RuleSet, players: int, seed: int, first_player: int | None) -> Self:
        """A checked new game's drafting fields (no boards yet, factories not yet filled)."""
        if players not in ruleset.player_counts:
            raise SetupError(
                f"{ruleset.id} is for {min(ruleset.player_counts)}–"
                f"{max(ruleset.player_counts)} players, not {players}"
            )
        if not isinstance(seed, int) or isinstance(seed, bool) or not 0 <= seed <= rng_mod.MAX_SEED:
            raise SetupError(f"seed must be an integer from 0 to {rng_mod.MAX_SEED}, not {seed!r}")
        colours = len(ruleset.colours)
        s = cls.__new__(cls)
        s.ruleset = ruleset
        s.players = players
        s.seed = seed
        s.rng = rng_mod.seed_to_state(seed)
        # The starting seat is always drawn, even when given, so that a seed deals the same
        # tiles whether or not the setup names the first player.
        s.rng, drawn = rng_mod.below(s.rng, players)
        if first_player is None:
            first_player = drawn
        elif (
            not isinstance(first_player, int)
            or isinstance(first_player, bool)
            or not 0 <= first_player < players
        ):
            raise SetupError(f"first player must be 0..{players - 1}, not {first_player!r}")
        s.start_player = first_player
        s.round = 1
        s.phase = DRAFT
        s.current = first_player
        s.first_player = first_player
        s.next_first = -1
        s.marker_in_centre = True
        s.factories = [cls.empty_factory] * ruleset.factories(players)
        s.centre = [0] * colours
        s.bag = [ruleset.tiles_per_colour] * colours
        s.bag_total = ruleset.total_tiles
        s.table_tiles = 0
        s.last_events = ()
        return s

    def _copy_drafting(self, s: Self) -> None:
        """Copy the drafting fields and the boards into a new instance (cheap: flat lists)."""
        s.ruleset = self.ruleset
        s.players = self.players
        s.seed = self.seed
        s.start_player = self.start_player
        s.rng = self.rng
        s.round = self.round
        s.phase = self.phase
        s.current = self.current
        s.first_player = self.first_player
        s.next_first = self.next_first
        s.marker_in_centre = self.marker_in_centre
        s.factories = self.factories[:]
        s.centre = self.centre[:]
        s.bag = self.bag[:]
        s.bag_total = self.bag_total
        s.boards = [b.copy() for b in self.boards]
        s.table_tiles = self.table_tiles
        s.last_events = self.last_events

    # -- drawing tiles --

    def _refill_bag(self, discard: list[int]) -> int:
        """Pour the discard pile into the bag; the bag's new total."""
        bag = self.bag
        for c in range(len(bag)):
            bag[c] += discard[c]
            discard[c] = 0
        self.bag_total = sum(bag)
        return self.bag_total

    def _draw(self, discard: list[int]) -> int:
        """One random tile from the bag (refilled from the discard pile when empty); -1 if none."""
        if not self.bag_total and not self._refill_bag(discard):
            return -1
        bag = self.bag
        self.rng, x = rng_mod.below(self.rng, self.bag_total)
        self.bag_total -= 1
        c = 0
        while x >= bag[c]:
            x -= bag[c]
            c += 1
        bag[c] -= 1
        return c

    def _refill_factories(self, discard: list[int]) -> None:
        """Fill every factory from the bag, which is refilled from the discard pile when it runs
        out; with both empty the rest stay empty. Inlined draws: this runs every round."""
        bag = self.bag
        total = self.bag_total
        state = self.rng
        per = self.ruleset.tiles_per_factory
        colours = len(bag)
        empty = self.empty_factory
        placed = 0
        for f in range(len(self.factories)):
            tiles = [0] * colours
            for _ in range(per):
                if not total:
                    total = self._refill_bag(discard)
                    if not total:
                        break
                state, x = rng_mod.below(state, total)
                c = 0
                while x >= bag[c]:
                    x -= bag[c]
                    c += 1
                bag[c] -= 1
                tiles[c] += 1
                total -= 1
                placed += 1
            self.factories[f] = tuple(tiles) if any(tiles) else empty
        self.rng = state
        self.bag_total = total
        self.table_tiles = placed

    # -- drafting rules --

    def _why_source(self, src: int, colour: int, centre: int) -> IllegalMoveError | None:
        """None when source ``src`` (a factory, or ``centre``) holds the colour, else why not."""
        if src == centre:
            if self.centre[colour]:
                return None
        elif src >= len(self.factories):
            return IllegalMoveError(
                f"there is no factory {src + 1} in this game", "no-such-factory", {"factory": src}
            )
        elif self.factories[src][colour]:
            return None
        where = "the centre" if src == centre else f"factory {src + 1}"
        return IllegalMoveError(
            f"{where} has no {self.ruleset.colours[colour]} tiles",
            "colour-not-in-source",
            {"source": src, "colour": colour},
        )

    # -- serialisation --

    def _drafting_json(self) -> dict[str, Any]:
        """The drafting fields as JSON data (a family adds its own after them, to this dict)."""
        return {
            "format": STATE_FORMAT,
            "ruleset": self.ruleset.id,
            "players": self.players,
            "seed": self.seed,
            "start_player": self.start_player,
            "rng": format(self.rng, "016x"),
            "round": self.round,
            "phase": self.phase,
            "current": self.current,
            "first_player": self.first_player,
            "next_first": self.next_first,
            "marker_in_centre": self.marker_in_centre,
            "factories": list(map(list, self.factories)),
            "centre": self.centre[:],
            "bag": self.bag[:],
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Self:
        """Rebuild a state from to_json output; raises StateFormatError if it is inconsistent."""
        try:
            return cls._from_json(data)
        except StateFormatError:
            raise
        except (KeyError, TypeError, ValueError, IndexError, AttributeError) as exc:
            raise StateFormatError(f"malformed game state: {exc!r}") from exc

    @classmethod
    def _from_json(cls, data: dict[str, Any]) -> Self:
        """The family's loader (it starts from ``_load_drafting``)."""
        raise NotImplementedError

    @classmethod
    def _load_drafting(cls, data: dict[str, Any]) -> Self:
        """A state with the drafting fields checked and loaded from JSON data (no boards yet)."""
        if not isinstance(data, dict):
            raise StateFormatError("a game state must be a JSON object")
        fmt = data.get("format")
        if type(fmt) is not int or fmt != STATE_FORMAT:  # true == 1 == 1.0: not a format
            raise StateFormatError(f"unsupported state format {fmt!r}")
        try:
            ruleset = get_ruleset(json_str(data["ruleset"], "ruleset"))
        except UnknownRuleSetError as exc:
            raise StateFormatError(str(exc)) from exc
        if ruleset.family != cls.family:
            raise StateFormatError(f"{ruleset.id} is not a {cls.family}-family rule set")
        n = json_int(data["players"], MIN_PLAYERS_SAVED, MAX_PLAYERS_SAVED, "players")
        colours = len(ruleset.colours)
        s = cls.__new__(cls)
        s.ruleset = ruleset
        s.players = n
        s.seed = json_int(data["seed"], 0, rng_mod.MAX_SEED, "seed")
        s.start_player = json_int(data["start_player"], 0, n - 1, "start_player")
        s.rng = json_rng(data["rng"])
        s.round = json_int(data["round"], 1, None, "round")
        phase = json_str(data["phase"], "phase")
        if phase not in cls.phases:
            raise StateFormatError(f"unknown phase {phase!r}")
        s.phase = cls.phases[cls.phases.index(phase)]  # the interned constant
        s.current = json_int(data["current"], 0, n - 1, "current")
        s.first_player = json_int(data["first_player"], 0, n - 1, "first_player")
        s.next_first = json_int(data["next_first"], -1, n - 1, "next_first")
        s.marker_in_centre = json_bool(data["marker_in_centre"], "marker_in_centre")
        nf = ruleset.factories(n)
        facs = json_list(data["factories"], "factories")
        if len(facs) != nf:
            raise StateFormatError(f"expected {nf} factories")
        per = ruleset.tiles_per_factory
        empty = cls.empty_factory
        s.factories = []
        for f in facs:
            t = tuple(json_counts(f, colours, "factory"))
            held = sum(t)  # counts are never negative: 0 only for an empty factory
            if held > per:
                raise StateFormatError("a factory holds too many tiles")
            s.factories.append(t if held else empty)
        s.centre = json_counts(data["centre"], colours, "centre")
        s.bag = json_counts(data["bag"], colours, "bag")
        s.bag_total = sum(s.bag)
        s.table_tiles = sum(map(sum, s.factories)) + sum(s.centre)
        events = json_list(data.get("last_events", []), "last_events")
        s.last_events = tuple(json_event(e, n, cls.score_reasons) for e in events)
        return s

    def _drafting_census(self, discard: list[int]) -> list[int]:
        """Tiles of each colour in the bag, the discard pile, on the factories and in the centre
        (a family's ``tile_census`` adds its boards)."""
        # Per colour, one sum over every container (the loops run in C).
        return list(map(sum, zip(self.bag, discard, self.centre, *self.factories, strict=True)))

    def _check_tiles(self) -> None:
        """A loaded state must hold exactly the rule set's tiles."""
        total = self.ruleset.total_tiles
        if self.tiles_in_play != total:
            raise StateFormatError(f"tile count is {self.tiles_in_play}, the rule set has {total}")

    @property
    def tiles_in_play(self) -> int:
        """Every tile wherever it is (always the rule set's total: tile conservation)."""
        raise NotImplementedError

    def tile_census(self) -> tuple[int, ...]:
        """Tiles of each colour wherever they are (each always the rule set's tiles per
        colour: tile conservation colour by colour)."""
        raise NotImplementedError

    def __repr__(self) -> str:
        return (
            f"<{type(self).__name__} {self.ruleset.id} {self.players}p round {self.round} "
            f"{self.phase} to-move {self.current} scores {list(self.scores)}>"
        )
