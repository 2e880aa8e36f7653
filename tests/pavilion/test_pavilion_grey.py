"""Variant 1, grey star boards (RULES.md 2.7)."""

from __future__ import annotations

from azul.engine import IllegalMoveError
from azul.engine import events as ev

from .helpers import notation, play, position

GREY = "summer-pavilion-grey"


def _colours_offered(state, star: str) -> set[str]:  # type: ignore[no-untyped-def]
    return {m[2] for m in notation(state) if m[0] == star and m != "pass"}


def test_grey_values_read_by_position() -> None:
    s = position(GREY, hands={0: {"b": 3}})
    offered = [m for m in notation(s) if m[0] == "o"]
    # position 3 is printed 1, position 2 is 2, position 1 is 3, the centre is all 3s
    assert "o3b" in offered and "o2b" in offered and "o1b" in offered
    assert "o4b" not in offered
    assert s.cost(0, 2) == 1 and s.cost(0, 0) == 3 and s.cost(6, 4) == 3
    s = play(s, "o3b")
    assert s.boards[0].hand == [0, 0, 0, 0, 2, 0]  # only one tile paid for a printed 1


def test_first_two_tiles_decide_single_or_multicolour() -> None:
    hand = {"p": 3, "g": 3, "o": 3, "y": 3, "b": 3, "r": 3}
    s = position(GREY, round=2, hands={0: hand})  # green wild, purple ordinary
    assert _colours_offered(s, "b") == set("pgoybr")
    one = position(GREY, round=2, hands={0: hand}, spaces={0: {"b3": "r"}})
    assert _colours_offered(one, "b") == set("pgoybr")  # the second tile may be anything
    assert one.boards[0].star_state(2) == ("open", 5)
    single = position(GREY, round=2, hands={0: hand}, spaces={0: {"b3": "r", "b2": "r"}})
    assert _colours_offered(single, "b") == {"r"}
    assert single.boards[0].star_state(2) == ("single", 5)
    err = single.why_illegal(single.parse_move("b1y"))
    assert isinstance(err, IllegalMoveError) and err.code == "star-single-colour"
    multi = position(GREY, round=2, hands={0: hand}, spaces={0: {"b3": "r", "b2": "o"}})
    assert _colours_offered(multi, "b") == set("pgyb")
    assert multi.boards[0].star_state(2) == ("multi", -1)
    err = multi.why_illegal(multi.parse_move("b1o"))
    assert isinstance(err, IllegalMoveError) and err.code == "colour-on-star"


def test_centre_star_is_typed_like_the_others_and_stars_may_share_a_colour() -> None:
    s = position(GREY, hands={0: {"r": 6}}, spaces={0: {"c1": "r", "o1": "r", "o2": "r"}})
    assert _colours_offered(s, "c") == {"r"}
    assert "c2r" in notation(s) and "o3r" in notation(s)


def test_wild_rules_apply_to_the_colour_being_placed() -> None:
    s = position(GREY, hands={0: {"y": 1, "p": 2}})
    offered = [m for m in notation(s) if m[0] == "b"]
    assert "b1y+2" in offered  # printed 3: one yellow and two wild
    assert "b1p" not in offered  # wild tiles alone only as their own colour, and 2 < 3
    assert "b2p" in offered  # printed 2: two purple as purple


def test_grey_end_bonuses_follow_each_star_colour() -> None:
    spaces = {
        **{f"o{v}": "p" for v in range(1, 7)},  # single-colour purple: 20
        **{f"r{v}": "pgoybr"[v - 1] for v in range(1, 7)},  # multicolour: 12
        **{f"c{v}": "g" for v in range(1, 7)},  # the centre as a green star: 18
    }
    s = position(GREY, round=6, spaces={0: spaces}, passed=(1,))
    s = play(s, "pass")
    bonus = {e.info["star"]: e.delta for e in s.last_events if e.reason == ev.STAR_BONUS}
    assert bonus == {0: 20, 1: 12, 6: 18}
    assert not [e for e in s.last_events if e.reason == ev.VALUE_BONUS]
    assert s.scores[0] == 5 + 50


def test_grey_value_bonus_counts_the_grey_printed_values() -> None:
    # "all 3s" on the grey side: position 1 of each outer star and the whole centre (12)
    threes = {f"{st}1": "b" for st in "orbygp"}
    threes.update({f"c{v}": "r" for v in range(1, 7)})
    ones = {f"{st}3": "y" for st in "orbygp"}
    s = position(GREY, round=6, spaces={0: {**threes, **ones}}, passed=(1,))
    s = play(s, "pass")
    values = sorted(e.info["value"] for e in s.last_events if e.reason == ev.VALUE_BONUS)
    assert values == [1, 3]
    stars = [e.info["star"] for e in s.last_events if e.reason == ev.STAR_BONUS]
    assert stars == [6]
    assert s.scores[0] == 5 + 4 + 12 + 14
