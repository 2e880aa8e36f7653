"""State interface: checked apply, notation, JSON with validation, copies and reseeding."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from azul.engine import (
    IllegalMoveError,
    NotationError,
    PavilionState,
    Setup,
    StateFormatError,
    new_game,
    replay,
    state_from_json,
)
from azul.engine.pavilion_moves import (
    DONE,
    MOVE_LIMIT,
    PASS,
    decode_move,
    format_move,
    keep_move,
    parse_move,
    pick_move,
    place_move,
)

from .helpers import play, position


def _mid_game(seed: int = 4) -> PavilionState:
    s = new_game("summer-pavilion", 3, seed=seed)
    k = 0
    while s.round < 3:
        moves = s.legal_moves()
        s = s.apply(moves[(k * 7) % len(moves)])
        k += 1
    return s


def test_illegal_apply_raises_and_leaves_the_state_unchanged() -> None:
    s = position(hands={0: {"b": 2}})
    before = s.to_json()
    with pytest.raises(IllegalMoveError) as info:
        s.apply(s.parse_move("b6b"))
    assert info.value.code == "not-enough-tiles"
    assert info.value.params == {"needed": 6, "colour": 4, "have": 2}
    assert s.to_json() == before
    for bad in (-1, 60, 99, PASS + 1, MOVE_LIMIT, "pass", None, True):
        err = s.why_illegal(bad)  # type: ignore[arg-type]
        assert err is not None and err.code in ("unknown-move", "wrong-phase")
    over = play(position(round=6, passed=(1,)), "pass")
    err = over.why_illegal(PASS)
    assert err is not None and err.code == "game-over"


def test_apply_returns_a_new_state_and_play_mutates() -> None:
    s = position(hands={0: {"b": 2}})
    t = s.apply(s.parse_move("b2b"))
    assert t is not s and s.boards[0].filled == 0 and t.boards[0].filled
    u = s.copy()
    u.play(s.parse_move("b2b"))
    assert u == t


@pytest.mark.parametrize(
    ("move", "text"),
    [
        (0, "1p"),
        (9 * 6 + 3, "cy"),
        (place_move(2, 5, 4, 0), "b6b"),
        (place_move(2, 5, 4, 3), "b6b+3"),
        (place_move(6, 2, 3, 1), "c3y+1"),
        (PASS, "pass"),
        (pick_move(1), "sg"),
        (keep_move(5), "kr"),
        (DONE, "done"),
    ],
)
def test_notation_examples(move: int, text: str) -> None:
    assert format_move(move) == text
    assert parse_move(text) == move
    assert parse_move(f"  {text.upper()} ") == move


def test_every_move_int_round_trips_through_notation() -> None:
    count = 0
    for m in range(MOVE_LIMIT):
        try:
            decode_move(m)
        except ValueError:
            continue
        assert parse_move(format_move(m)) == m
        count += 1
    assert count == 60 + 42 * 36 + 1 + 6 + 6 + 1
    assert parse_move("b6b+0") == parse_move("b6b")


@pytest.mark.parametrize(
    "text", ["", "x", "0g", "1x", "b7b", "b6x", "b6b+6", "b6b3", "sx", "kk", "passes", "c3"]
)
def test_bad_notation_is_a_notation_error(text: str) -> None:
    with pytest.raises(NotationError):
        parse_move(text)


def test_json_round_trip_and_replay() -> None:
    s = _mid_game()
    assert state_from_json(s.to_json()) == s
    moves: list[str] = []
    t = new_game("summer-pavilion", 2, seed=9, first_player=1)
    for k in range(60):
        ms = t.legal_moves()
        m = ms[(k * 5) % len(ms)]
        moves.append(t.format_move(m))
        t = t.apply(m)
    assert replay(Setup("summer-pavilion", 2, 9, 1), moves) == t


def _take_from_bag(c: int, n: int):  # type: ignore[no-untyped-def]
    def f(d: dict[str, Any]) -> None:
        d["bag"][c] -= n

    return f


def _mutations() -> list[tuple[str, Any]]:
    def setter(path: list[Any], value: Any):  # type: ignore[no-untyped-def]
        def f(d: dict[str, Any]) -> None:
            for key in path[:-1]:
                d = d[key]
            d[path[-1]] = value

        return f

    def both(*fs):  # type: ignore[no-untyped-def]
        def f(d: dict[str, Any]) -> None:
            for g in fs:
                g(d)

        return f

    return [
        ("format", setter(["format"], 2)),
        ("ruleset", setter(["ruleset"], "azul")),
        ("unknown ruleset", setter(["ruleset"], "nope")),
        ("players", setter(["players"], 5)),
        ("round", setter(["round"], 7)),
        ("phase", setter(["phase"], "tiling")),
        ("rng", setter(["rng"], "zz")),
        ("bag count", setter(["bag", 0], -1)),
        ("bag type", setter(["bag"], "lots")),
        ("bag length", setter(["bag"], [1, 2, 3])),
        ("supply colour", setter(["supply", 0], 9)),
        ("supply length", setter(["supply"], [0] * 9)),
        ("factories", setter(["factories"], [[0] * 6])),
        ("factory overfull", setter(["factories", 0], [5, 0, 0, 0, 0, 0])),
        ("score below one", setter(["boards", 0, "score"], 0)),
        ("tally", setter(["boards", 0, "tally"], [5, 1, 0, 0, 0, 0, 0, 0])),
        ("space colour", setter(["boards", 0, "spaces", 0], 7)),
        # tile count kept right, so only the star rule is broken: purple on the orange star
        ("wrong star colour", both(setter(["boards", 0, "spaces", 0], 0), _take_from_bag(0, 1))),
        ("passed type", setter(["boards", 0, "passed"], "no")),
        (
            "corners",
            both(setter(["boards", 0, "corners"], [5, 0, 0, 0, 0, 0]), _take_from_bag(0, 5)),
        ),
        ("marker", setter(["marker_in_centre"], False)),
        ("bonus in draft", setter(["bonus_owed"], 2)),
        ("events", setter(["last_events"], [{"player": 0}])),
        ("boards", setter(["boards"], [])),
        ("missing key", lambda d: d.pop("storage")),
        ("extra tile", setter(["storage", 0], 1)),
    ]


@pytest.mark.parametrize(("name", "mutate"), _mutations(), ids=[n for n, _ in _mutations()])
def test_malformed_json_is_a_state_format_error(name: str, mutate: Any) -> None:
    d = new_game("summer-pavilion", 2, seed=1).to_json()
    bad = copy.deepcopy(d)
    mutate(bad)
    with pytest.raises(StateFormatError):
        state_from_json(bad)


def test_inconsistent_positions_are_rejected() -> None:
    d = position(hands={0: {"y": 3}}).to_json()
    multi = copy.deepcopy(d)
    multi["boards"][0]["spaces"][36] = 3
    multi["boards"][0]["spaces"][37] = 3  # yellow twice on the centre star
    multi["boards"][0]["hand"][3] -= 2
    with pytest.raises(StateFormatError):
        state_from_json(multi)
    grey = position("summer-pavilion-grey").to_json()
    for cells in ([0, 0, 1], [0, 1, 1]):  # single and multicolour mixed on one star
        g = copy.deepcopy(grey)
        for i, c in enumerate(cells):
            g["boards"][0]["spaces"][i] = c
            g["bag"][c] -= 1
        with pytest.raises(StateFormatError):
            state_from_json(g)
    keep = copy.deepcopy(d)
    keep["phase"] = "keep"  # keeping without having passed
    with pytest.raises(StateFormatError):
        state_from_json(keep)
    for junk in (None, [], "state", 3):
        with pytest.raises(StateFormatError):
            state_from_json(junk)  # type: ignore[arg-type]


def test_reseeded_changes_future_draws_only() -> None:
    s = position(players=2, current=0, passed=(1,), hands={0: {}})
    a = s.reseeded(1)
    b = s.reseeded(2)
    assert a.boards[0].hand == s.boards[0].hand and a.supply == s.supply
    a.play(PASS)
    b.play(PASS)
    assert a.round == b.round == 2
    assert a.factories != b.factories  # the next round's factories come from other draws
    assert a.tiles_in_play == b.tiles_in_play == 132
