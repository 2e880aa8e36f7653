"""The loading contract of ``state_from_json`` for every family: each field must have its
type, every score must equal the sum of its breakdown, and the generator state must be the
16 hex digits ``to_json`` writes; anything else is a StateFormatError saying what is wrong."""

from __future__ import annotations

import copy
from collections.abc import Callable
from typing import Any

import pytest

from azul.engine import StateFormatError, new_game, state_from_json

# A mid-game position of each family, so boards hold points and events.
FAMILY_GAMES = {"base": ("azul-grey", 2, 3), "pavilion": ("summer-pavilion", 3, 4)}


def mid_game(family: str) -> dict[str, Any]:
    ruleset, players, seed = FAMILY_GAMES[family]
    s = new_game(ruleset, players, seed)
    while s.round < 3:
        s = s.apply(s.legal_moves()[0])  # the first pattern line / the first placement
    data = s.to_json()
    assert any(b["score"] for b in data["boards"]), "the fixture should have points"
    assert state_from_json(copy.deepcopy(data)) == s
    return data


def scored_seat(data: dict[str, Any]) -> int:
    return next(p for p, b in enumerate(data["boards"]) if b["score"])


Edit = Callable[[dict[str, Any]], None]


def set_field(*path: Any, value: Any) -> Edit:
    def edit(d: dict[str, Any]) -> None:
        target = d
        for key in path[:-1]:
            target = target[key]
        target[path[-1]] = value

    return edit


def score_off_by_one(d: dict[str, Any]) -> None:
    board = d["boards"][scored_seat(d)]
    board["score"] += 1  # the breakdown no longer adds up


def breakdown_moved(d: dict[str, Any]) -> None:
    board = d["boards"][scored_seat(d)]
    board["score"] += 1
    board["tally"][-1] += 2  # the sum is wrong by one the other way


def breakdown_entry(value: Any) -> Edit:
    def edit(d: dict[str, Any]) -> None:
        d["boards"][scored_seat(d)]["tally"][0] = value

    return edit


def breakdown_as_text(d: dict[str, Any]) -> None:
    board = d["boards"][scored_seat(d)]
    board["tally"] = [str(x) for x in board["tally"]]


def event_field(key: str, value: Any) -> Edit:
    def edit(d: dict[str, Any]) -> None:
        d["last_events"] = [
            {"player": 0, "delta": 1, "reason": "wall", "points": 1, "info": {}, key: value}
        ]

    return edit


CASES: list[tuple[str, Edit, str]] = [
    ("score disagrees with breakdown", score_off_by_one, "adds up to"),
    ("breakdown disagrees with score", breakdown_moved, "adds up to"),
    ("breakdown entry text", breakdown_entry("3"), "breakdown entry"),
    ("breakdown entry float", breakdown_entry(3.0), "breakdown entry"),
    ("breakdown entry bool", breakdown_entry(True), "breakdown entry"),
    ("breakdown entry null", breakdown_entry(None), "breakdown entry"),
    ("breakdown all text", breakdown_as_text, "breakdown entry"),
    ("breakdown too short", lambda d: d["boards"][0]["tally"].pop(), "breakdown has"),
    ("breakdown not a list", set_field("boards", 0, "tally", value="0,0"), "breakdown has"),
    ("score as text", set_field("boards", 0, "score", value="5"), "score"),
    ("rng as a number", set_field("rng", value=12345), "rng"),
    ("rng with 0x", set_field("rng", value="0x00000000000012"), "rng"),
    ("rng negative", set_field("rng", value="-000000000000001"), "rng"),
    ("rng too short", set_field("rng", value="1f"), "rng"),
    ("rng too long", set_field("rng", value="1" * 17), "rng"),
    ("rng padded", set_field("rng", value=" 00000000000001f"), "rng"),
    ("rng underscores", set_field("rng", value="0000_0000_0000_1"), "rng"),
    ("rng not hex", set_field("rng", value="zzzzzzzzzzzzzzzz"), "rng"),
    ("rng null", set_field("rng", value=None), "rng"),
    ("format true", set_field("format", value=True), "format"),
    ("format float", set_field("format", value=1.0), "format"),
    ("ruleset not text", set_field("ruleset", value=["azul"]), "rule set"),
    ("phase not text", set_field("phase", value=["draft"]), "phase"),
    ("factories not a list", set_field("factories", value="none"), "factories"),
    ("board not an object", set_field("boards", 0, value=[1, 2]), "board"),
    ("events not a list", set_field("last_events", value={}), "last_events"),
    ("event seat", event_field("player", 7), "event player"),
    ("event seat text", event_field("player", "0"), "event player"),
    ("event delta float", event_field("delta", 1.5), "event delta"),
    ("event reason", event_field("reason", "cheating"), "reason"),
    ("event points", event_field("points", None), "event points"),
    ("event info", event_field("info", {"row": [1]}), "event info"),
]


@pytest.mark.parametrize("family", sorted(FAMILY_GAMES))
@pytest.mark.parametrize(("name", "edit", "message"), CASES, ids=[c[0] for c in CASES])
def test_a_field_of_the_wrong_type_or_value_is_refused(
    family: str, name: str, edit: Edit, message: str
) -> None:
    data = copy.deepcopy(mid_game(family))
    edit(data)
    with pytest.raises(StateFormatError, match=message):
        state_from_json(data)


@pytest.mark.parametrize("family", sorted(FAMILY_GAMES))
def test_valid_generator_states_load_in_either_case(family: str) -> None:
    data = mid_game(family)
    upper = copy.deepcopy(data)
    upper["rng"] = data["rng"].upper()
    assert state_from_json(upper) == state_from_json(data)
