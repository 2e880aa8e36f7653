"""Phase 2 (RULES.md 2.4): the rulebook's payment examples A–F, wild rules, centre star,
structures and bonus tiles, supply refills, passing and keeping."""

from __future__ import annotations

import pytest

from azul.engine import IllegalMoveError
from azul.engine import events as ev

from .helpers import cell, colour, counts, notation, play, position


def _code(state, text: str) -> str:  # type: ignore[no-untyped-def]
    err = state.why_illegal(state.parse_move(text))
    assert isinstance(err, IllegalMoveError), text
    return err.code


def _star_moves(state, star: str) -> list[str]:  # type: ignore[no-untyped-def]
    return [m for m in notation(state) if m[0] == star and m != "pass"]


# --- rulebook payment examples (round 1: purple is wild) ----------------------------------


def test_example_a_seven_blue_pay_for_a_six() -> None:
    s = position(hands={0: {"b": 7}}, scores={0: 5})
    assert "b6b" in notation(s)
    s = play(s, "b6b")
    b = s.boards[0]
    assert b.cells[cell("b6")] == colour("b")
    assert b.hand == counts({"b": 1})  # the seventh blue stays for later
    assert s.storage == counts({"b": 5})
    assert s.scores[0] == 6
    (e,) = s.last_events
    assert (e.reason, e.delta, e.info["run"], e.info["cost"], e.info["wilds"]) == (
        ev.STAR_TILE,
        1,
        1,
        6,
        0,
    )


def test_example_b_three_red_for_a_three() -> None:
    s = play(position(hands={0: {"r": 3}}), "r3r")
    assert s.boards[0].hand == counts({})
    assert s.storage == counts({"r": 2})
    assert s.scores[0] == 6


def test_example_c_three_blue_and_three_wild_for_a_six_next_to_two_tiles() -> None:
    s = position(hands={0: {"b": 3, "p": 3}}, spaces={0: {"b5": "b", "b1": "b"}})
    # exactly one way to pay 6 with three blue and three wild tiles
    assert [m for m in _star_moves(s, "b") if m.startswith("b6")] == ["b6b+3"]
    s = play(s, "b6b+3")
    assert s.storage == counts({"b": 2, "p": 3})
    assert s.boards[0].hand == counts({})
    assert s.scores[0] == 5 + 3
    assert s.breakdown(0)["tiles"] == 1 and s.breakdown(0)["adjacency"] == 2


def test_example_d_one_orange_and_three_wild_for_a_four_keeping_the_green() -> None:
    s = position(hands={0: {"o": 1, "g": 1, "p": 3}}, spaces={0: {"o3": "o", "o5": "o"}})
    s = play(s, "o4o+3")
    assert s.scores[0] == 8
    assert s.boards[0].hand == counts({"g": 1})
    assert s.storage == counts({"p": 3})


def test_example_e_two_purple_on_the_purple_two() -> None:
    s = position(hands={0: {"p": 2, "r": 2, "g": 4}}, spaces={0: {"p1": "p", "p3": "p"}})
    offered = notation(s)
    assert "p2p" in offered
    assert "p2p+1" not in offered
    assert _code(s, "p2p+1") == "wild-for-itself"
    s = play(s, "p2p")
    assert s.scores[0] == 8
    assert s.storage == counts({"p": 1})
    assert s.boards[0].hand == counts({"r": 2, "g": 4})


def test_example_f_pass_keeping_four_green_and_discarding_two_red() -> None:
    s = position(hands={0: {"g": 4, "r": 2}}, scores={0: 10})
    s = play(s, "pass")
    assert s.phase == "keep" and s.current_player == 0
    assert notation(s) == ["kg", "kr", "done"]
    s = play(s, "kg", "kg", "kg")
    assert notation(s) == ["kg", "kr", "done"]
    s = play(s, "kg")  # four kept: the rest is discarded at once
    assert s.phase == "place" and s.current_player == 1
    b = s.boards[0]
    assert b.corners == counts({"g": 4}) and b.hand == counts({})
    assert b.passed
    assert s.scores[0] == 8
    (e,) = s.last_events
    assert (e.reason, e.delta, e.points, e.info) == (ev.DISCARD, -2, -2, {"tiles": 2})
    assert s.storage == counts({"r": 2})
    assert s.breakdown(0)["discards"] == -2


# --- payment rules --------------------------------------------------------------------------


def test_every_split_of_colour_and_wild_tiles_is_its_own_move() -> None:
    s = position(hands={0: {"b": 7, "p": 3}})
    assert [m for m in _star_moves(s, "b") if m.startswith("b6")] == [
        "b6b",
        "b6b+1",
        "b6b+2",
        "b6b+3",
    ]
    assert [m for m in _star_moves(s, "b") if m.startswith("b1")] == ["b1b"]
    s = position(hands={0: {"b": 1, "p": 5}})
    # at most n - 1 wild tiles: one blue tile is always the one placed
    assert [m for m in _star_moves(s, "b") if m.startswith("b6")] == ["b6b+5"]
    assert _code(s, "b3b+3") == "too-many-wilds"
    assert _code(s, "b3b") == "not-enough-tiles"
    s = position(hands={0: {"b": 2, "p": 1}})
    assert _code(s, "b5b+3") == "not-enough-wilds"


def test_wild_tiles_go_only_on_their_own_colour() -> None:
    s = position(hands={0: {"p": 3}})
    offered = notation(s)
    assert offered == ["p1p", "p2p", "p3p", "c1p", "c2p", "c3p", "pass"]
    assert _code(s, "b1p") == "star-colour"
    assert _code(s, "b2b+1") == "not-enough-tiles"


def test_centre_star_takes_each_colour_once() -> None:
    s = position(hands={0: {"y": 6, "g": 2}}, spaces={0: {"c1": "y"}})
    centre = _star_moves(s, "c")
    assert not any(m[2] == "y" for m in centre)
    assert "c2g" in centre and "c2g+1" not in centre
    assert _code(s, "c3y") == "colour-on-star"
    assert _code(s, "c1g") == "space-filled"
    # the centre accepts the wild colour as itself
    s = position(hands={0: {"p": 2}})
    assert "c2p" in _star_moves(s, "c")


def test_outer_star_accepts_only_its_colour() -> None:
    s = position(hands={0: {"g": 6}})
    assert {m[0] for m in _star_moves(s, "g")} == {"g"}
    assert _code(s, "b1g") == "star-colour"


# --- structures and bonus tiles --------------------------------------------------------------


@pytest.mark.parametrize(
    ("kind", "filled", "last", "tiles", "first_picks"),
    [
        ("pillar", {"b3": "b", "c2": "o", "c3": "y"}, "b2", 1, "pgoybr"),
        ("statue", {"o1": "o", "o2": "o", "r3": "r"}, "r4", 2, "pgoyb"),
        ("window", {"b5": "b"}, "b6", 3, "pgoy"),
    ],
)
def test_each_structure_pays_its_tiles(
    kind: str, filled: dict[str, str], last: str, tiles: int, first_picks: str
) -> None:
    star = last[0]
    s = position(hands={0: {star: 6}}, spaces={0: filled}, supply="pgoybrpgoy")
    s = play(s, f"{last}{star}")
    structures = [e for e in s.last_events if e.reason == ev.STRUCTURE]
    assert [(e.info["kind"], e.info["tiles"], e.delta) for e in structures] == [(kind, tiles, 0)]
    assert s.phase == "bonus" and s.current_player == 0 and s.bonus_owed == tiles
    # picks go in colour order, so the first pick leaves enough later colours for the rest
    # (the supply holds two each of p g o y and one blue, one red)
    assert notation(s) == [f"s{c}" for c in first_picks]
    before = sum(s.boards[0].hand)
    for _ in range(tiles):
        s = play(s, notation(s)[0])  # purple (wild) first while there is one
    assert sum(s.boards[0].hand) == before + tiles
    assert s.phase == "place" and s.current_player == 1
    assert s.supply_total == 10  # refilled after the turn
    assert s.boards[0].hand[colour("p")] == min(tiles, 2)  # the wild colour may be taken


def test_a_completed_structure_never_pays_again() -> None:
    s = position(hands={0: {"b": 6}}, spaces={0: {"b5": "b", "b6": "b", "b3": "b"}})
    s = play(s, "b4b")  # next to the finished window, but completes nothing
    assert [e.reason for e in s.last_events] == [ev.STAR_TILE]
    assert s.phase == "place" and s.current_player == 1


def test_one_placement_completes_a_pillar_and_a_statue() -> None:
    s = position(
        hands={0: {"b": 2}},
        spaces={0: {"b3": "b", "c2": "o", "c3": "y", "b1": "b", "y3": "y", "y4": "y"}},
        supply="ppoybrpgoy",
    )
    s = play(s, "b2b")
    kinds = sorted(e.info["kind"] for e in s.last_events if e.reason == ev.STRUCTURE)
    assert kinds == ["pillar", "statue"]
    assert s.bonus_owed == 3
    s = play(s, "sp", "sp", "sg")
    assert s.boards[0].hand == counts({"p": 2, "g": 1})
    # the first spaces holding those colours emptied, then the supply was refilled
    assert s.supply_total == 10


def test_a_centre_space_can_complete_two_pillars() -> None:
    s = position(
        hands={0: {"y": 1}},
        spaces={0: {"o2": "o", "o3": "o", "c6": "r", "r2": "r", "r3": "r", "c2": "b"}},
    )
    s = play(s, "c1y")
    pillars = sorted(e.info["index"] for e in s.last_events if e.reason == ev.STRUCTURE)
    assert pillars == [0, 1]
    assert s.bonus_owed == 2


def test_bonus_picks_are_made_in_colour_order() -> None:
    s = position(hands={0: {"b": 6}}, spaces={0: {"b5": "b"}}, supply="rgbyr.....")
    s = play(s, "b6b")
    assert s.bonus_owed == 3
    assert notation(s) == ["sg", "sy", "sb"]  # red first would leave only one red for two picks
    s = play(s, "sy")
    assert notation(s) == ["sb", "sr"]
    err = s.why_illegal(s.parse_move("sg"))
    assert isinstance(err, IllegalMoveError) and err.code == "pick-order"
    s = play(s, "sb")  # only red is left for the last pick: taken automatically
    assert s.phase == "place" and s.current_player == 1
    assert s.boards[0].hand == counts({"y": 1, "b": 1, "r": 1})


def test_a_bonus_pick_without_a_choice_is_made_automatically() -> None:
    s = position(hands={0: {"b": 6}}, spaces={0: {"b5": "b"}}, supply="gggggggggg")
    s = play(s, "b6b")
    assert s.phase == "place" and s.current_player == 1
    assert s.boards[0].hand == counts({"g": 3})


def test_supply_shortage_takes_all_there_are() -> None:
    # RULES 4.4: bag and storage empty, two tiles in the supply, a window owes three.
    s = position(
        hands={0: {"b": 6}},
        spaces={0: {"b5": "b"}},
        supply="pg........",
        bag={},
        storage={},
        rest_to_hand=1,
    )
    assert s.bag_total == 0 and sum(s.storage) == 0
    s = play(s, "b6b")
    assert s.boards[0].hand == counts({"p": 1, "g": 1})
    # the refill after the turn found the bag empty and used the storage (5 paid blue tiles)
    assert s.supply_counts == counts({"b": 5})
    assert s.bag_total == 0 and sum(s.storage) == 0
    assert s.tiles_in_play == 132


def test_bag_refilled_from_storage_in_the_middle_of_a_supply_refill() -> None:
    s = position(
        hands={0: {"b": 6}},
        spaces={0: {"b5": "b"}},
        supply="pgoybrpgoy",
        bag={"r": 1},
    )
    stored = sum(s.storage)
    assert s.bag_total == 1 and stored > 0
    s = play(s, "b6b", "sp", "sg", "so")
    assert s.supply_total == 10
    # one tile came from the bag, then the storage (with the 5 paid tiles) became the bag
    assert sum(s.storage) == 0
    assert s.bag_total == stored + 5 - 2
    assert s.tiles_in_play == 132


# --- passing ----------------------------------------------------------------------------


def test_kept_tiles_are_chosen_in_colour_order() -> None:
    s = play(position(hands={0: {"p": 1, "g": 2, "r": 1}}), "pass", "kg")
    assert notation(s) == ["kg", "kr", "done"]
    assert _code(s, "kp") == "keep-order"
    s = play(s, "kr")  # no colour at or after red is left: done automatically
    assert s.boards[0].corners == counts({"g": 1, "r": 1})
    assert s.boards[0].hand == counts({})
    assert s.scores[0] == 3


def test_passing_with_an_empty_hand_needs_no_keep_decision() -> None:
    s = play(position(hands={0: {}}), "pass")
    assert s.phase == "place" and s.current_player == 1 and s.last_events == ()


def test_keeping_nothing_discards_everything_and_the_score_stops_at_one() -> None:
    s = play(position(hands={0: {"y": 6}}, scores={0: 3}), "pass", "done")
    assert s.scores[0] == 1
    (e,) = s.last_events
    assert (e.delta, e.points) == (-2, -6)
    assert sum(s.breakdown(0).values()) == 1


def test_passed_players_are_skipped_and_the_phase_ends_when_all_pass() -> None:
    s = position(players=3, hands={0: {"b": 2}, 2: {"r": 1}}, passed=(1,))
    s = play(s, "b1b")
    assert s.current_player == 2
    s = play(s, "r1r")
    assert s.current_player == 0
    s = play(s, "pass", "kb")
    assert s.current_player == 2
    s = play(s, "pass")
    assert s.phase == "draft" and s.round == 2


def test_placing_scores_the_whole_run_it_joins() -> None:
    s = position(
        hands={0: {"g": 4}}, spaces={0: {"g1": "g", "g2": "g", "g4": "g", "g5": "g", "g6": "g"}}
    )
    s = play(s, "g3g")
    assert s.scores[0] == 5 + 6
    assert s.last_events[0].info["run"] == 6
