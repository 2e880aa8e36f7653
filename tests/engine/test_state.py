"""Setup, rule-set data and state loading: a saved game loads back equal, and a damaged or
inconsistent one is refused with StateFormatError, never a crash or a stalled game."""

from __future__ import annotations

import copy
import json
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from azul.engine import (
    SetupError,
    StateFormatError,
    all_rulesets,
    get_ruleset,
    new_game,
    state_from_json,
)
from azul.engine.colours import MARKER

from .builders import board, position

# Every base-family rule set (tests/engine/test_golden.py pins the six names).
BASE_RULESETS = tuple(r.id for r in all_rulesets() if r.family == "base")


@pytest.mark.parametrize("ruleset", BASE_RULESETS)
@pytest.mark.parametrize(("players", "factories"), [(2, 5), (3, 7), (4, 9)])
def test_a_new_game_deals_4_tiles_to_each_factory(
    ruleset: str, players: int, factories: int
) -> None:
    s = new_game(ruleset, players, seed=5)
    assert len(s.factories) == factories
    assert all(sum(f) == 4 for f in s.factories)
    assert s.centre == [0] * 5 and s.marker_in_centre
    assert sum(s.bag) == 100 - 4 * factories and s.lid == [0] * 5
    assert s.tiles_in_play == 100
    assert s.round == 1 and s.phase == "draft" and s.scores == (0,) * players
    assert s.current_player == s.start_player == s.first_player


def test_the_same_setup_deals_the_same_game_and_other_seeds_differ() -> None:
    a = new_game("azul", 3, seed=42)
    assert new_game("azul", 3, seed=42) == a
    deals = {json.dumps(new_game("azul", 3, seed=k).to_json()["factories"]) for k in range(20)}
    assert len(deals) == 20


def test_first_player_can_be_chosen_at_setup() -> None:
    for seat in range(4):
        s = new_game("azul-grey", 4, seed=9, first_player=seat)
        assert s.start_player == seat and s.current_player == seat


@pytest.mark.parametrize(
    ("players", "seed", "first"), [(1, 0, None), (5, 0, None), (2, -1, None), (2, 0, 2), (3, 0, -1)]
)
def test_impossible_setups_are_refused(players: int, seed: int, first: int | None) -> None:
    with pytest.raises(SetupError):
        new_game("azul", players, seed, first)


def test_rule_set_data_matches_rules_md() -> None:
    coloured = get_ruleset("azul").spec
    assert [coloured.wall.fixed[r * 5 : r * 5 + 5] for r in range(5)] == [
        (0, 1, 2, 3, 4),  # blue yellow red black white
        (4, 0, 1, 2, 3),
        (3, 4, 0, 1, 2),
        (2, 3, 4, 0, 1),
        (1, 2, 3, 4, 0),
    ]
    for rid in ("azul", "azul-grey", "azul-mini", "azul-mini-dark"):
        spec = get_ruleset(rid).spec
        assert spec.floor_values == (-1, -1, -2, -2, -2, -3, -3)
        assert (spec.bonus_row, spec.bonus_column, spec.bonus_colour) == (2, 7, 10)
        assert spec.wall.doubled == frozenset()
    for rid in ("azul-grey", "azul-mini-dark"):
        assert get_ruleset(rid).spec.wall.fixed == (-1,) * 25
    c1 = get_ruleset("crystal-mosaic-1").spec
    c2 = get_ruleset("crystal-mosaic-2").spec
    for spec in (c1, c2):
        assert spec.floor_values == (-1, 0, -1, -2, -1, -2, -3)
    printed1 = {(i // 5, i % 5): c for i, c in enumerate(c1.wall.fixed) if c >= 0}
    assert printed1 == {(0, 3): 3, (1, 0): 4, (2, 2): 1, (3, 4): 0, (4, 1): 2}
    assert c1.wall.doubled == frozenset(r * 5 + c for r, c in printed1)
    assert (c1.bonus_row, c1.bonus_column, c1.bonus_colour) == (2, 7, 10)
    printed2 = {(i // 5, i % 5): c for i, c in enumerate(c2.wall.fixed) if c >= 0}
    assert printed2 == {(1, 1): 0, (1, 3): 2, (2, 2): 4, (3, 1): 3, (3, 3): 1}
    assert c2.wall.doubled == frozenset()
    assert (c2.bonus_row, c2.bonus_column, c2.bonus_colour) == (3, 10, 12)


def test_mini_rule_sets_differ_from_their_originals_only_in_look_and_wording() -> None:
    for mini, original in (("azul-mini", "azul"), ("azul-mini-dark", "azul-grey")):
        a, b = get_ruleset(mini), get_ruleset(original)
        assert a.spec == b.spec
        assert (a.colours, a.tiles_per_colour, a.tiles_per_factory) == (
            b.colours,
            b.tiles_per_colour,
            b.tiles_per_factory,
        )
        assert dict(a.factories_by_players) == dict(b.factories_by_players) == {2: 5, 3: 7, 4: 9}
        assert (a.look, a.discard_key) == ("mini", "set-aside")
        assert b.discard_key == "lid"


# --- Loading ---------------------------------------------------------------------------------


def test_a_mid_game_position_round_trips_through_json_text() -> None:
    s = position(
        "crystal-mosaic-1",
        3,
        boards=[
            board(lines=["b", "", "kk", "", "yyy"], wall=["k....", *["....."] * 4], floor="Mr"),
            board(score=7),
            board(floor="ww"),
        ],
        factories=["bbyk", "", "wwww"],
        centre="rr",
        lid="kkk",
        current=2,
        round_no=4,
    )
    text = json.dumps(s.to_json())
    again = state_from_json(json.loads(text))
    assert again == s
    assert json.dumps(again.to_json()) == text
    assert again.legal_moves() == s.legal_moves()


def valid() -> dict[str, Any]:
    return position(
        "azul",
        2,
        boards=[board(lines=["", "yy", "", "", ""], floor="M"), board(score=3)],
        factories=["bbyk"],
        centre="r",
    ).to_json()


def broken(**changes: Any) -> dict[str, Any]:
    d = valid()
    for path, value in changes.items():
        target = d
        keys = path.split("__")
        for k in keys[:-1]:
            target = target[int(k)] if isinstance(target, list) else target[k]
        last = keys[-1]
        if isinstance(target, list):
            target[int(last)] = value
        else:
            target[last] = value
    return d


@pytest.mark.parametrize(
    "data",
    [
        broken(format=99),
        broken(ruleset="chess"),
        broken(players=5),
        broken(phase="bidding"),
        broken(current=2),
        broken(bag=[1, 2, 3]),
        broken(bag=[20, 20, 20, 20, 20]),  # 100 tiles in the bag plus the rest: too many
        broken(factories=[[1, 1, 1, 1, 1]] + [[0] * 5] * 4),  # 5 tiles on one factory
        broken(factories=[[0] * 5] * 4),  # 4 factories in a 2-player game
        broken(boards__0__lines__1=[1, 3]),  # 3 tiles in line 2
        broken(boards__0__lines__2=[-1, 2]),  # tiles of no colour
        broken(boards__0__floor=[MARKER, 0, 0, 0, 0, 0, 0, 0]),  # 8 floor spaces
        broken(boards__0__score=-1),
        broken(boards__0__tally=[0, 0]),
        broken(boards__1__wall=[1] + [-1] * 24),  # yellow on the coloured wall's blue cell
        broken(rng="not hex"),
        broken(phase="tiling"),  # no pending line
        broken(boards=[]),
    ],
)
def test_malformed_states_are_refused(data: dict[str, Any]) -> None:
    with pytest.raises(StateFormatError):
        state_from_json(data)


def test_non_objects_are_refused() -> None:
    not_objects: list[Any] = [None, [], "azul", 3]
    for data in not_objects:
        with pytest.raises(StateFormatError):
            state_from_json(data)


def test_a_pattern_line_may_not_hold_a_colour_its_wall_row_already_has() -> None:
    d = valid()
    d["boards"][0]["wall"][1 * 5 + 2] = 1  # yellow on row 2, where line 2 collects yellow
    d["bag"][1] -= 1
    with pytest.raises(StateFormatError, match="line 2"):
        state_from_json(d)


def test_a_drafting_state_with_an_empty_table_is_refused() -> None:
    d = valid()
    d["bag"] = [b + f + c for b, f, c in zip(d["bag"], d["factories"][0], d["centre"], strict=True)]
    d["factories"][0] = [0] * 5
    d["centre"] = [0] * 5
    with pytest.raises(StateFormatError, match="no tiles"):
        state_from_json(d)


def test_a_tiling_state_must_name_a_complete_line_with_a_choice() -> None:
    s = position(
        "azul-grey",
        boards=[board(lines=["", "kk", "", "", ""]), board()],
        factories=["w"],
        current=1,
    )
    paused = s.apply(s.parse_move("1wf")).to_json()
    assert paused["phase"] == "tiling"
    assert state_from_json(paused).legal_moves()
    for bad_row in (0, 2):
        d = copy.deepcopy(paused)
        d["pending_row"] = bad_row
        with pytest.raises(StateFormatError):
            state_from_json(d)


def test_the_marker_is_in_one_place_only() -> None:
    for change in (
        {"marker_in_centre": True},  # on seat 0's floor and in the centre
        {"next_first": 1},  # on seat 0's floor but owned by seat 1
    ):
        d = valid()
        d.update(change)
        with pytest.raises(StateFormatError, match="marker"):
            state_from_json(d)
    d = valid()
    d["boards"][1]["floor"] = [MARKER]
    with pytest.raises(StateFormatError, match="marker"):
        state_from_json(d)


JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers(-3, 130) | st.text(max_size=3),
    lambda inner: st.lists(inner, max_size=6),
    max_leaves=8,
)


def paths(d: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    out = [prefix]
    if isinstance(d, dict):
        for k, v in d.items():
            out += paths(v, (*prefix, k))
    elif isinstance(d, list):
        for i, v in enumerate(d):
            out += paths(v, (*prefix, i))
    return out


VALID = valid()
PATHS = [p for p in paths(VALID) if p]


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.tuples(st.sampled_from(PATHS), JSON_VALUES), min_size=1, max_size=3))
def test_damaged_saves_never_crash_the_loader(edits: list[tuple[tuple[Any, ...], Any]]) -> None:
    d = copy.deepcopy(VALID)
    for path, value in edits:
        target: Any = d
        try:
            for k in path[:-1]:
                target = target[k]
            target[path[-1]] = value
        except (KeyError, IndexError, TypeError):
            continue  # an earlier edit removed this path
    try:
        s = state_from_json(d)
    except StateFormatError:
        return
    # Whatever loads is a consistent, playable game.
    assert s.tiles_in_play == 100
    assert s.is_over or s.legal_moves()
    assert state_from_json(s.to_json()) == s


def test_a_bool_is_not_a_move() -> None:
    """apply(True) must not be taken as move number 1."""
    import pytest

    from azul.engine import IllegalMoveError, new_game

    state = new_game("azul", 2, 3)
    with pytest.raises(IllegalMoveError) as info:
        state.apply(True)  # type: ignore[arg-type]
    assert info.value.code == "unknown-move"
