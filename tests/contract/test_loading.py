"""The loading contract of ``state_from_json`` for every registered rule set: each field must
have its type, every score must equal the sum of its breakdown (where the family saves one),
and the generator state must be the 16 hex digits ``to_json`` writes; anything else is a
StateFormatError saying what is wrong."""

from __future__ import annotations

import copy
from collections.abc import Callable
from typing import Any

import pytest

from azul.engine import StateFormatError, get_ruleset, new_game, state_from_json

from .kinds import family_rulesets, with_test_families

SEED = 3
MID_ROUND = 3  # play into this round, or up to the last move of a shorter game


def mid_game(ruleset: str) -> dict[str, Any]:
    """JSON data of a mid-game position (first legal moves) whose boards hold points and whose
    last move caused score events."""
    players = get_ruleset(ruleset).player_counts
    s = new_game(ruleset, players[len(players) // 2], SEED)
    event: dict[str, Any] = {}
    while s.round < MID_ROUND:
        after = s.apply(s.legal_moves()[0])
        if after.is_over:
            break
        s = after
        event = next((e.to_json() for e in s.last_events), event)
    data = s.to_json()
    assert event, "the fixture should have seen a score event"
    data["last_events"] = [event]
    assert any(b["score"] for b in data["boards"]), "the fixture should have points"
    assert state_from_json(copy.deepcopy(data)).to_json() == data
    return data


with with_test_families():
    POSITIONS = {ruleset: mid_game(ruleset) for ruleset in family_rulesets()}


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
        d["last_events"][0][key] = value  # a real event of the family, one field spoilt

    return edit


TALLY = "tally"  # the saved breakdown: only families that save one get these cases
# (name, edit, message, the board key the case needs or None)
CASES: list[tuple[str, Edit, str, str | None]] = [
    ("score disagrees with breakdown", score_off_by_one, "adds up to", None),
    ("breakdown disagrees with score", breakdown_moved, "adds up to", TALLY),
    ("breakdown entry text", breakdown_entry("3"), "breakdown entry", TALLY),
    ("breakdown entry float", breakdown_entry(3.0), "breakdown entry", TALLY),
    ("breakdown entry bool", breakdown_entry(True), "breakdown entry", TALLY),
    ("breakdown entry null", breakdown_entry(None), "breakdown entry", TALLY),
    ("breakdown all text", breakdown_as_text, "breakdown entry", TALLY),
    ("breakdown too short", lambda d: d["boards"][0]["tally"].pop(), "breakdown has", TALLY),
    ("breakdown not a list", set_field("boards", 0, "tally", value="0,0"), "breakdown has", TALLY),
    ("score as text", set_field("boards", 0, "score", value="5"), "score", None),
    ("rng as a number", set_field("rng", value=12345), "rng", None),
    ("rng with 0x", set_field("rng", value="0x00000000000012"), "rng", None),
    ("rng negative", set_field("rng", value="-000000000000001"), "rng", None),
    ("rng too short", set_field("rng", value="1f"), "rng", None),
    ("rng too long", set_field("rng", value="1" * 17), "rng", None),
    ("rng padded", set_field("rng", value=" 00000000000001f"), "rng", None),
    ("rng underscores", set_field("rng", value="0000_0000_0000_1"), "rng", None),
    ("rng not hex", set_field("rng", value="zzzzzzzzzzzzzzzz"), "rng", None),
    ("rng null", set_field("rng", value=None), "rng", None),
    ("format true", set_field("format", value=True), "format", None),
    ("format float", set_field("format", value=1.0), "format", None),
    ("ruleset not text", set_field("ruleset", value=["azul"]), "rule set", None),
    ("phase not text", set_field("phase", value=["draft"]), "phase", None),
    ("factories not a list", set_field("factories", value="none"), "factories", None),
    ("board not an object", set_field("boards", 0, value=[1, 2]), "board", None),
    ("events not a list", set_field("last_events", value={}), "last_events", None),
    ("event seat", event_field("player", 7), "event player", None),
    ("event seat text", event_field("player", "0"), "event player", None),
    ("event delta float", event_field("delta", 1.5), "event delta", None),
    ("event reason", event_field("reason", "cheating"), "reason", None),
    ("event points", event_field("points", None), "event points", None),
    ("event info", event_field("info", {"row": [1]}), "event info", None),
]
REFUSALS = [
    pytest.param(ruleset, edit, message, id=f"{ruleset}-{name}")
    for ruleset, data in POSITIONS.items()
    for name, edit, message, needs in CASES
    if needs is None or needs in data["boards"][0]
]


@pytest.mark.parametrize(("ruleset", "edit", "message"), REFUSALS)
def test_a_field_of_the_wrong_type_or_value_is_refused(
    ruleset: str, edit: Edit, message: str
) -> None:
    data = copy.deepcopy(POSITIONS[ruleset])
    edit(data)
    with pytest.raises(StateFormatError, match=message):
        state_from_json(data)


@pytest.mark.parametrize("ruleset", list(POSITIONS))
def test_valid_generator_states_load_in_either_case(ruleset: str) -> None:
    data = POSITIONS[ruleset]
    upper = copy.deepcopy(data)
    upper["rng"] = data["rng"].upper()
    assert state_from_json(upper) == state_from_json(copy.deepcopy(data))
