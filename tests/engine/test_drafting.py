"""Factory offer (RULES.md 1 A, rulings 4.1 and 4.2) and the rulebooks' drafting examples."""

from __future__ import annotations

import pytest

from azul.engine import BaseState, IllegalMoveError
from azul.engine.base_game import CENTRE, FLOOR, draft_move

from .builders import (
    B,
    R,
    W,
    Y,
    board,
    destinations,
    events_of,
    floor_of,
    lines_of,
    play,
    position,
)


def rejects(state: BaseState, text: str, code: str) -> IllegalMoveError:
    """Assert a move is refused with this reason code and leaves the state as it was."""
    before = state.to_json()
    move = state.parse_move(text)
    assert move not in state.legal_moves()
    with pytest.raises(IllegalMoveError) as info:
        state.apply(move)
    assert info.value.code == code
    assert state.to_json() == before
    why = state.why_illegal(move)
    assert why is not None and why.code == code
    return info.value


# --- The rulebooks' worked examples --------------------------------------------------------


def drafting_example(ruleset: str, yellow_cells: tuple[str, str]) -> BaseState:
    """Base rulebook (HU p.1 / FI p.4): yellow already on wall rows 2 and 3, one blue in line 4,
    factory 1 offers two yellow tiles."""
    wall = [".....", yellow_cells[0], yellow_cells[1], ".....", "....."]
    return position(
        ruleset,
        2,
        boards=[board(lines=["", "", "", "b", ""], wall=wall), board()],
        factories=["yybr", "kkkk"],
    )


@pytest.mark.parametrize(
    ("ruleset", "yellow_cells"),
    [
        ("azul", ("..y..", "...y.")),  # the printed yellow cells of rows 2 and 3
        ("azul-mini", ("..y..", "...y.")),
        ("azul-grey", ("y....", "....y")),  # grey wall: yellow anywhere in the row counts
        ("azul-mini-dark", (".y...", "y....")),
        ("crystal-mosaic-2", ("y....", ".y...")),
    ],
)
def test_rulebook_drafting_example_offers_exactly_choices_a_b_c(
    ruleset: str, yellow_cells: tuple[str, str]
) -> None:
    s = drafting_example(ruleset, yellow_cells)
    # Legal: line 1 (A), line 5 (B) or the floor (C); lines 2-4 are not offered.
    assert destinations(s, 0, Y) == {0, 4, FLOOR}

    a = play(s, "1y1")
    assert lines_of(a, 0) == ["y", "", "", "b", ""]
    assert floor_of(a, 0) == "y"  # the second yellow does not fit line 1
    b = play(s, "1y5")
    assert lines_of(b, 0) == ["", "", "", "b", "yy"]
    assert floor_of(b, 0) == ""
    c = play(s, "1yf")
    assert lines_of(c, 0) == ["", "", "", "b", ""]
    assert floor_of(c, 0) == "yy"
    for after in (a, b, c):
        assert after.centre == [1, 0, 1, 0, 0]  # the blue and the red went to the centre
        assert after.factories[0] == (0,) * 5

    assert rejects(s, "1y2", "wall-row-has-colour").params == {"line": 1, "colour": Y}
    assert rejects(s, "1y3", "wall-row-has-colour").params == {"line": 2, "colour": Y}
    assert rejects(s, "1y4", "line-other-colour").params == {"line": 3, "colour": B}


@pytest.mark.parametrize("ruleset", ["azul", "azul-mini"])
def test_rulebook_first_takes_example(ruleset: str) -> None:
    """HU p.2 / FI p.4: Misi takes 2 black (rest to the centre), Bori the single yellow (3 red
    to the centre), Veronika the 3 red from the centre with the first-player marker; she then
    starts the next round."""
    misi, bori, veronika = 0, 1, 2
    s = position(ruleset, 3, factories=["kkbw", "yrrr"], current=misi, first_player=misi)
    assert s.marker_in_centre

    s = play(s, "1k2")
    assert lines_of(s, misi)[1] == "kk"
    assert s.factories[0] == (0,) * 5
    assert s.centre == [1, 0, 0, 0, 1]  # the blue and the white slid to the centre
    assert s.current_player == bori

    s = play(s, "2y1")
    assert lines_of(s, bori)[0] == "y"
    assert s.centre == [1, 0, 3, 0, 1]
    assert s.current_player == veronika

    assert destinations(s, CENTRE, R) == {0, 1, 2, 3, 4, FLOOR}
    s = play(s, "cr3")
    assert lines_of(s, veronika)[2] == "rrr"
    assert floor_of(s, veronika) == "M"  # the marker on the leftmost floor space
    assert not s.marker_in_centre and s.next_first == veronika
    assert s.centre == [1, 0, 0, 0, 1]

    # Finish the round; the marker costs Veronika 1 and she starts round 2.
    s = play(s, "cb1", "cwf")
    assert s.round == 2 and s.phase == "draft"
    assert s.first_player == veronika and s.current_player == veronika
    assert s.marker_in_centre and s.next_first == -1
    assert [floor_of(s, p) for p in range(3)] == ["", "", ""]
    marker_penalty = [e for e in events_of(s, "floor", veronika) if e.info["tile"] == 5]
    assert [(e.points, e.info["space"]) for e in marker_penalty] == [(-1, 0)]


def test_marker_goes_to_the_leftmost_free_floor_space_before_the_taken_tiles() -> None:
    s = position(boards=[board(floor="kk"), board()], centre="bbbyy", factories=["rrrr"])
    s = play(s, "cbf")
    assert floor_of(s, 0) == "kkMbbb"
    s = play(s, "cy1")  # the marker has left the centre: seat 1 gets none
    assert floor_of(s, 1) == "y"
    assert floor_of(s, 0) == "kkMbbb"
    assert s.next_first == 0


# --- Takes and destinations ------------------------------------------------------------------


def test_factory_take_moves_every_other_tile_to_the_centre_and_passes_the_turn() -> None:
    s = position(factories=["rrkw", "bbbb"], centre="yy")
    s = play(s, "1r3")
    assert lines_of(s, 0)[2] == "rr"
    assert s.centre == [0, 2, 0, 1, 1]
    assert s.factories[0] == (0,) * 5
    assert s.current_player == 1
    s = play(s, "cyf")  # the centre take is of ONE colour: black and white stay
    assert floor_of(s, 1) == "Myy"
    assert s.centre == [0, 0, 0, 1, 1]
    assert s.current_player == 0  # clockwise, wrapping to seat 0


def test_surplus_tiles_overflow_to_the_floor_left_to_right() -> None:
    s = position(
        boards=[board(lines=["", "r", "", "", ""], floor="b"), board()], factories=["rrrk"]
    )
    s = play(s, "1r2")
    assert lines_of(s, 0)[1] == "rr"
    assert floor_of(s, 0) == "brr"


def test_tiles_beyond_seven_floor_spaces_go_to_the_lid_without_penalty() -> None:
    s = position(
        boards=[board(floor="kkkkk", score=20), board()], factories=["yyyy", "b"], current=0
    )
    lid_before = list(s.lid)
    s = play(s, "1yf")
    assert floor_of(s, 0) == "kkkkkyy"
    assert s.lid[Y] == lid_before[Y] + 2
    s = play(s, "2b1")  # last tile: wall tiling follows
    floor_events = events_of(s, "floor", 0)
    assert len(floor_events) == 7
    assert sum(e.delta for e in floor_events) == -14  # the 7 printed values, nothing more
    assert s.scores[0] == 6


def test_the_floor_is_always_a_legal_destination() -> None:
    s = position(boards=[board(lines=["", "", "", "", ""]), board()], factories=["yyyy"])
    assert destinations(s, 0, Y) == {0, 1, 2, 3, 4, FLOOR}


def test_a_full_pattern_line_is_not_offered() -> None:
    s = position(boards=[board(lines=["", "", "rrr", "", "r"]), board()], factories=["rrbb"])
    assert destinations(s, 0, R) == {0, 1, 3, 4, FLOOR}
    err = rejects(s, "1r3", "line-full")
    assert err.params == {"line": 2}


def test_a_pattern_line_holds_one_colour_only() -> None:
    s = position(boards=[board(lines=["", "b", "", "", "kk"]), board()], factories=["rrbb"])
    assert destinations(s, 0, R) == {0, 2, 3, FLOOR}
    assert destinations(s, 0, B) == {0, 1, 2, 3, FLOOR}
    rejects(s, "1r2", "line-other-colour")
    rejects(s, "1r5", "line-other-colour")


def test_coloured_wall_forbids_exactly_the_filled_colour_cells() -> None:
    # Row 1 has its blue cell filled, row 4 its red one; other colours stay welcome there.
    s = position(
        boards=[board(wall=["b....", ".....", ".....", "r....", "....."]), board()],
        factories=["bbrr", "yyyy"],
    )
    assert destinations(s, 0, B) == {1, 2, 3, 4, FLOOR}
    assert destinations(s, 0, R) == {0, 1, 2, 4, FLOOR}
    assert destinations(s, 1, Y) == {0, 1, 2, 3, 4, FLOOR}
    rejects(s, "1b1", "wall-row-has-colour")
    rejects(s, "1r4", "wall-row-has-colour")


def test_crystal_wall_forbids_a_colour_present_anywhere_in_the_row() -> None:
    # Crystal side 1: row 3's printed yellow cell is empty but yellow sits elsewhere in row 3.
    s = position(
        "crystal-mosaic-1",
        boards=[board(wall=[".....", ".....", "y....", ".....", "....."]), board()],
        factories=["yyww"],
    )
    assert destinations(s, 0, Y) == {0, 1, 3, 4, FLOOR}
    rejects(s, "1y3", "wall-row-has-colour")


# --- First-player marker rulings -------------------------------------------------------------


def test_ruling_4_1_marker_with_a_full_floor_costs_nothing_but_still_starts_next_round() -> None:
    s = position(
        boards=[board(), board(floor="rrrrrrr", score=20)],
        centre="bb",
        current=1,
        first_player=0,
    )
    lid_before = list(s.lid)
    s = play(s, "cbf")  # seat 1 is first to the centre; the round ends with this take
    assert s.round == 2
    assert s.first_player == 1 and s.current_player == 1
    floor_events = events_of(s, "floor", 1)
    assert [e.info["tile"] for e in floor_events] == [R] * 7  # no marker among them
    assert sum(e.delta for e in floor_events) == -14
    assert s.scores[1] == 6
    # The 7 floor tiles and the 2 blue tiles that found no floor space are in the lid.
    assert s.lid[R] == lid_before[R] + 7 and s.lid[B] == lid_before[B] + 2


def test_ruling_4_1_marker_still_taken_when_the_floor_is_full_mid_round() -> None:
    s = position(boards=[board(floor="kkkkkkk"), board()], centre="yy", factories=["bbbb"])
    s = play(s, "cy1")
    assert s.next_first == 0 and not s.marker_in_centre
    assert floor_of(s, 0) == "kkkkkkky"[:7]  # unchanged: the marker found no space
    assert lines_of(s, 0)[0] == "y" and s.lid[Y] == 1  # the second yellow overflowed to the lid


def test_ruling_4_2_nobody_took_from_the_centre_so_the_same_player_starts() -> None:
    s = position(factories=["bbbb", "yyyy"], current=1, first_player=1)
    s = play(s, "1bf", "2yf")
    assert s.round == 2
    assert s.first_player == 1 and s.current_player == 1
    assert s.marker_in_centre


def test_the_next_round_starts_with_the_player_who_took_the_marker() -> None:
    s = position("azul", 4, factories=["bbyy"], current=3, first_player=3)
    s = play(s, "1b1", "cy1")  # seat 3 then seat 0, who takes the marker
    assert s.round == 2
    assert s.first_player == 0 and s.current_player == 0


# --- Illegal moves ---------------------------------------------------------------------------


def test_illegal_draft_moves_report_their_reason_and_change_nothing() -> None:
    s = position(factories=["rrkw", "", "bbbb"], centre="y")
    rejects(s, "1b1", "colour-not-in-source")
    rejects(s, "2b1", "colour-not-in-source")  # an empty factory
    rejects(s, "crf", "colour-not-in-source")
    rejects(s, "6b1", "no-such-factory")  # two players: factories 1-5 only
    rejects(s, "9k1", "no-such-factory")
    rejects(s, "r1c1", "wrong-phase")
    err = s.why_illegal(draft_move(0, B, 0))
    assert err is not None and err.params == {"source": 0, "colour": B}


@pytest.mark.parametrize("bad", [-1, 325, 10_000, "1b1", None, 1.5, (0, 1)])
def test_non_moves_are_refused_without_crashing(bad: object) -> None:
    s = position(factories=["rrkw"])
    before = s.to_json()
    err = s.why_illegal(bad)  # type: ignore[arg-type]
    assert err is not None and err.code == "unknown-move"
    with pytest.raises(IllegalMoveError) as info:
        s.apply(bad)  # type: ignore[arg-type]
    assert info.value.code == "unknown-move"
    assert s.to_json() == before


def test_moves_after_the_game_are_refused() -> None:
    s = position(
        boards=[board(lines=["", "", "", "", ""], wall=["XXXX.", *["....."] * 4]), board()],
        factories=["wwww"],
    )
    s = play(s, "1w1")
    assert s.is_over and s.legal_moves() == []
    for m in (0, 5, 299, 300):
        err = s.why_illegal(m)
        assert err is not None and err.code == "game-over"
    with pytest.raises(IllegalMoveError):
        s.apply(draft_move(0, W, FLOOR))


def test_why_illegal_is_none_exactly_for_the_legal_moves_in_every_scenario() -> None:
    scenes = [
        drafting_example("azul", ("..y..", "...y.")),
        drafting_example("azul-grey", ("y....", "....y")),
        position(factories=["rrkw", "", "bbbb"], centre="yyk"),
        position("crystal-mosaic-1", 4, factories=["bykw"] * 9, centre="rr"),
        position(
            boards=[board(lines=["b", "yy", "rrr", "kkkk", "wwwww"]), board()],
            factories=["bywr", "kkkk"],
        ),
    ]
    for s in scenes:
        legal = set(s.legal_moves())
        assert len(legal) == len(s.legal_moves())  # no duplicates
        assert {m for m in range(325) if s.why_illegal(m) is None} == legal
