"""Summer Pavilion states as plain JSON data, and their validation when loaded back.

Loading never trusts its input: any malformed or inconsistent field (wrong type or range, a
star breaking its colour rule, a breakdown that does not add up, phase data the engine could
not reach, a tile count other than 132) raises StateFormatError.
"""

from __future__ import annotations

from typing import Any

from . import rng as rng_mod
from .common import json_bool, json_counts, json_int
from .errors import StateFormatError
from .events import ScoreEvent
from .pavilion_game import (
    BONUS,
    DRAFT,
    EMPTY,
    KEEP,
    OVER,
    PHASES,
    PLACE,
    POPCOUNT6,
    TALLY_KEYS,
    PavilionBoard,
    PavilionState,
    place_table,
)
from .pavilion_geometry import CELLS
from .pavilion_moves import NCOL
from .pavilion_rules import ANY, PavilionSpec
from .rulesets import get_ruleset

STATE_FORMAT = 1


def state_to_json(self: PavilionState) -> dict[str, Any]:
    """The whole state as plain JSON-compatible data (see docs/engine_pavilion.md)."""
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
        "factories": [list(f) for f in self.factories],
        "centre": list(self.centre),
        "bag": list(self.bag),
        "storage": list(self.storage),
        "supply": list(self.supply),
        "bonus_owed": self.bonus_owed,
        "colour_floor": self.colour_floor,
        "boards": [
            {
                "hand": list(b.hand),
                "corners": list(b.corners),
                "spaces": list(b.cells),
                "score": b.score,
                "tally": list(b.tally),
                "passed": b.passed,
            }
            for b in self.boards
        ],
        "last_events": [e.to_json() for e in self.last_events],
    }


def state_from_data(data: dict[str, Any]) -> PavilionState:
    """Rebuild a state from to_json output; raises StateFormatError if it is inconsistent."""
    try:
        return _load(data)
    except StateFormatError:
        raise
    except (KeyError, TypeError, ValueError, IndexError, AttributeError) as exc:
        raise StateFormatError(f"malformed game state: {exc!r}") from exc


def _load(data: dict[str, Any]) -> PavilionState:
    if not isinstance(data, dict):
        raise StateFormatError("a game state must be a JSON object")
    if data.get("format") != STATE_FORMAT:
        raise StateFormatError(f"unsupported state format {data.get('format')!r}")
    ruleset = get_ruleset(str(data["ruleset"]))
    if ruleset.family != "pavilion":
        raise StateFormatError(f"{ruleset.id} is not a Summer Pavilion rule set")
    spec: PavilionSpec = ruleset.spec
    n = json_int(data["players"], 2, 4, "players")
    s = PavilionState.__new__(PavilionState)
    s.ruleset = ruleset
    s.spec = spec
    s._table = place_table(spec.values)
    s.players = n
    s.seed = json_int(data["seed"], 0, None, "seed")
    s.start_player = json_int(data["start_player"], 0, n - 1, "start_player")
    s.rng = int(str(data["rng"]), 16) & rng_mod.MASK64
    s.round = json_int(data["round"], 1, spec.rounds, "round")
    s.wild = spec.wild(s.round)
    s.phase = str(data["phase"])
    if s.phase not in PHASES:
        raise StateFormatError(f"unknown phase {s.phase!r}")
    s.phase = PHASES[PHASES.index(s.phase)]  # the interned constant
    s.current = json_int(data["current"], 0, n - 1, "current")
    s.first_player = json_int(data["first_player"], 0, n - 1, "first_player")
    s.next_first = json_int(data["next_first"], -1, n - 1, "next_first")
    s.marker_in_centre = json_bool(data["marker_in_centre"], "marker_in_centre")
    if s.marker_in_centre != (s.next_first < 0):
        raise StateFormatError("the first-player marker is both taken and in the centre")
    nf = ruleset.factories(n)
    facs = data["factories"]
    if not isinstance(facs, list) or len(facs) != nf:
        raise StateFormatError(f"expected {nf} factories")
    s.factories = []
    for f in facs:
        t = tuple(json_counts(f, NCOL, "factory"))
        if sum(t) > ruleset.tiles_per_factory:
            raise StateFormatError("a factory holds too many tiles")
        s.factories.append(EMPTY if not any(t) else t)
    s.centre = json_counts(data["centre"], NCOL, "centre")
    s.bag = json_counts(data["bag"], NCOL, "bag")
    s.bag_total = sum(s.bag)
    s.storage = json_counts(data["storage"], NCOL, "storage")
    s.table_tiles = sum(map(sum, s.factories)) + sum(s.centre)
    supply = data["supply"]
    if not isinstance(supply, list) or len(supply) != spec.supply_spaces:
        raise StateFormatError(f"the supply has {spec.supply_spaces} spaces")
    s.supply = [json_int(x, -1, NCOL - 1, "supply tile") for x in supply]
    s.supply_counts = [s.supply.count(c) for c in range(NCOL)]
    s.supply_total = sum(s.supply_counts)
    s.bonus_owed = json_int(data["bonus_owed"], 0, None, "bonus_owed")
    s.colour_floor = json_int(data["colour_floor"], 0, NCOL - 1, "colour_floor")
    boards = data["boards"]
    if not isinstance(boards, list) or len(boards) != n:
        raise StateFormatError("one board per player is needed")
    s.boards = [_board(s, bd) for bd in boards]
    events = data.get("last_events", [])
    if not isinstance(events, list):
        raise StateFormatError("last_events must be a list")
    s.last_events = tuple(ScoreEvent.from_json(e) for e in events)
    if s.tiles_in_play != ruleset.total_tiles:
        raise StateFormatError(
            f"tile count is {s.tiles_in_play}, the rule set has {ruleset.total_tiles}"
        )
    _check_phase(s)
    return s


def _check_phase(self: PavilionState) -> None:
    """Reject phase data the engine could never reach (it would leave a player stuck)."""
    phase = self.phase
    me = self.boards[self.current]
    if phase == DRAFT:
        if not self.table_tiles:
            raise StateFormatError("drafting with no tiles on the factories or centre")
        if any(b.passed or sum(b.corners) for b in self.boards):
            raise StateFormatError("nobody can have passed or kept tiles while drafting")
    elif self.table_tiles and phase != OVER:
        raise StateFormatError("tiles are left to draft, so phase 1 is not over")
    if (phase == BONUS) != (self.bonus_owed > 0):
        raise StateFormatError("bonus tiles are owed exactly in the bonus phase")
    if phase in (PLACE, BONUS) and me.passed:
        raise StateFormatError("the player to act has already passed")
    if phase == KEEP and (not me.passed or self.round >= self.spec.rounds):
        raise StateFormatError("only a player passing before the last round keeps tiles")
    if phase not in (BONUS, KEEP) and self.colour_floor:
        raise StateFormatError("colour_floor is only used while picking or keeping tiles")
    if phase == BONUS and not self._pick_options():
        raise StateFormatError("the owed bonus tiles cannot be picked from the supply")


def _board(self: PavilionState, data: dict[str, Any]) -> PavilionBoard:
    spec = self.spec
    b = PavilionBoard.empty(spec.start_score)
    b.hand = json_counts(data["hand"], NCOL, "hand")
    b.corners = json_counts(data["corners"], NCOL, "corners")
    if sum(b.corners) > spec.keep_limit:
        raise StateFormatError(f"at most {spec.keep_limit} tiles fit on the corners")
    cells = data["spaces"]
    if not isinstance(cells, list) or len(cells) != CELLS:
        raise StateFormatError(f"a board has {CELLS} spaces")
    for cell, colour in enumerate(cells):
        colour = json_int(colour, -1, NCOL - 1, "space colour")
        if colour < 0:
            continue
        star = cell // 6
        fixed = spec.star_colours[star]
        cm = b.star_colours[star]
        if fixed != ANY and colour != fixed:
            raise StateFormatError(f"star {star} cannot hold {self.ruleset.colours[colour]}")
        if fixed == ANY and cm and not _star_ok(spec.grey, cm, colour):
            raise StateFormatError(f"star {star} breaks its colour rule")
        b.cells[cell] = colour
        b.filled |= 1 << cell
        b.star_colours[star] = cm | 1 << colour
    if spec.grey:
        for star in range(7):
            cm = b.star_colours[star]
            cnt = POPCOUNT6[b.star_mask(star)]
            if cnt >= 2 and POPCOUNT6[cm] not in (1, cnt):
                raise StateFormatError(f"star {star} mixes single- and multicolour")
    b.score = json_int(data["score"], spec.min_score, None, "score")
    tally = data["tally"]
    if not isinstance(tally, list) or len(tally) != len(TALLY_KEYS):
        raise StateFormatError("bad score breakdown")
    b.tally = [json_int(x, -(10**6), 10**6, "breakdown entry") for x in tally]
    if sum(b.tally) != b.score:
        raise StateFormatError("the score breakdown does not add up to the score")
    b.passed = json_bool(data["passed"], "passed")
    return b


def _star_ok(grey: bool, cm: int, colour: int) -> bool:
    """May a star already holding colour mask cm (some tiles) take another tile of colour?"""
    if not cm >> colour & 1:
        return True  # a new colour: fine for multicolour; grey single stars are checked after
    return grey and POPCOUNT6[cm] == 1  # a repeat: only on a grey single-colour star
