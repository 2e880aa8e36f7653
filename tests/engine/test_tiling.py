"""Wall tiling, placement scoring and floor penalties (RULES.md 1 B, 1.1, 1.3), including the
rulebooks' tiling and scoring examples and the grey-wall and Crystal Mosaic placement rules."""

from __future__ import annotations

from typing import Any

import pytest

from azul.engine import BaseState, IllegalMoveError
from azul.engine.base_game import tile_move

from .builders import B, K, R, W, Y, board, events_of, floor_of, lines_of, play, position, wall_rows


def tiled(ruleset: str, seat0: dict[str, Any]) -> BaseState:
    """Seat 1 takes the last tile of the round (one white on factory 1), so wall tiling runs."""
    s = position(ruleset, 2, boards=[seat0, board()], factories=["w"], current=1)
    return play(s, "1wf")


# --- The rulebooks' tiling example -----------------------------------------------------------


@pytest.mark.parametrize("ruleset", ["azul", "azul-mini"])
def test_rulebook_wall_tiling_example(ruleset: str) -> None:
    """HU p.2 / FI p.5: lines 2 (red) and 4 (blue) are complete: their rightmost tiles go to the
    wall for 1 point each, their other tiles to the lid; lines 3 and 5 are incomplete and stay."""
    seat0 = board(lines=["", "rr", "kk", "bbbb", "yyy"])
    before = position(ruleset, 2, boards=[seat0, board()], factories=["w"], current=1)
    s = play(before, "1wf")
    assert wall_rows(s, 0) == [".....", "...r.", ".....", "...b.", "....."]
    assert lines_of(s, 0) == ["", "", "kk", "", "yyy"]
    placed = events_of(s, "wall", 0)
    assert [(e.info["row"], e.info["colour"], e.points) for e in placed] == [(1, R, 1), (3, B, 1)]
    assert s.scores[0] == 2
    lid_gain = [after - was for after, was in zip(s.lid, before.lid, strict=True)]
    assert lid_gain == [3, 0, 1, 0, 1]  # 3 blue + 1 red from the lines, seat 1's white floor tile
    assert s.tiles_in_play == 100


# --- Placement scoring (RULES.md 1.1) --------------------------------------------------------


@pytest.mark.parametrize(
    ("lines", "wall", "row", "h", "v", "points"),
    [
        # the red tile with no neighbours scores 1
        (["", "rr", "", "", ""], ["X....", ".....", "....X", ".....", "X...."], 1, 1, 1, 1),
        # the yellow tile joins 3 in a row: 3
        (["y", "", "", "", ""], ["X.XX.", ".....", ".....", ".....", "....."], 0, 4, 1, 4),
        (["y", "", "", "", ""], ["X.X..", ".....", ".....", ".....", "....."], 0, 3, 1, 3),
        # the blue tile joins 3 in a column: 3
        (["", "", "bbb", "", ""], [".....", "..X..", ".....", "..X..", "....."], 2, 1, 3, 3),
        # the yellow tile: 4 horizontal and 3 vertical, 7
        (["", "", "", "yyyy", ""], [".....", ".....", "....X", ".XXX.", "....X"], 3, 4, 3, 7),
    ],
)
def test_rulebook_placement_scoring_examples(
    lines: list[str], wall: list[str], row: int, h: int, v: int, points: int
) -> None:
    s = tiled("azul", board(lines=lines, wall=wall))
    (event,) = events_of(s, "wall", 0)
    assert event.info["row"] == row
    assert (event.info["h"], event.info["v"], event.points, event.delta) == (h, v, points, points)
    assert event.info["multiplier"] == 1
    assert s.scores[0] == points
    assert s.breakdown(0) == {
        "tiles": 1,
        "adjacency": points - 1,
        "doubled": 0,
        "floor": 0,
        "rows": 0,
        "columns": 0,
        "colours": 0,
    }


def test_a_run_is_only_the_unbroken_part_through_the_new_tile() -> None:
    # Row 1 holds blue, _, red, black; the new white joins red and black, not the cut-off blue.
    s = tiled("azul", board(lines=["w", "", "", "", ""], wall=["X.XX.", *["....."] * 4]))
    (event,) = events_of(s, "wall", 0)
    assert (event.info["h"], event.points) == (3, 3)  # red, black, white; blue is cut off


def test_several_lines_of_one_board_are_tiled_top_to_bottom_each_scored_at_once() -> None:
    # Line 1's blue (row 1, column 1) is placed first, alone: 1 point. Line 2's white (row 2,
    # column 1) then has that blue above it and row 2's blue to its right: 2 + 2 = 4.
    s = tiled("azul", board(lines=["b", "ww", "", "", ""], wall=[".....", ".X...", *["....."] * 3]))
    events = events_of(s, "wall", 0)
    assert [(e.info["row"], e.info["col"], e.points) for e in events] == [(0, 0, 1), (1, 0, 4)]
    assert s.scores[0] == 5


# --- Floor line ------------------------------------------------------------------------------


@pytest.mark.parametrize("ruleset", ["azul", "azul-grey", "azul-mini", "azul-mini-dark"])
def test_rulebook_floor_example_four_tiles_and_the_marker_cost_8(ruleset: str) -> None:
    """HU p.3 / FI p.5: Misi loses 8 points for 4 tiles and the first-player marker."""
    s = position(ruleset, 2, boards=[board(floor="Mkkk", score=10), board()], factories=["y"])
    lid_before = list(s.lid)
    s = play(s, "1yf")
    floor_events = events_of(s, "floor", 0)
    assert [e.points for e in floor_events] == [-1, -1, -2, -2, -2]
    assert floor_events[0].info["tile"] == 5  # the marker counts as a tile
    assert sum(e.delta for e in floor_events) == -8
    assert s.scores[0] == 2
    assert floor_of(s, 0) == ""
    # The 4 tiles went to the lid; the marker went back to its owner, who starts next round.
    assert s.lid[K] == lid_before[K] + 3 and s.lid[Y] == lid_before[Y] + 1
    assert s.first_player == 0 and s.marker_in_centre


def test_the_score_never_goes_below_zero() -> None:
    s = position(boards=[board(floor="Mkkk", score=3), board()], factories=["y"])
    s = play(s, "1yf")
    floor_events = events_of(s, "floor", 0)
    assert [e.points for e in floor_events] == [-1, -1, -2, -2, -2]  # what the rules ask
    assert [e.delta for e in floor_events] == [-1, -1, -1, 0, 0]  # what was actually lost
    assert s.scores[0] == 0
    assert s.breakdown(0)["floor"] == -3
    assert sum(s.breakdown(0).values()) == 0


def test_floor_penalty_comes_after_the_placements_of_the_same_round() -> None:
    # 0 points before; the placement scores 1, then the floor costs 1: the score ends at 0,
    # not at 1 (which it would if the penalty were clamped before the placement).
    s = tiled("azul", board(lines=["b", "", "", "", ""], floor="rr"))
    assert [e.reason for e in s.last_events if e.player == 0] == ["wall", "floor", "floor"]
    assert s.scores[0] == 0


@pytest.mark.parametrize("ruleset", ["crystal-mosaic-1", "crystal-mosaic-2"])
def test_crystal_floor_values(ruleset: str) -> None:
    s = position(ruleset, 2, boards=[board(floor="kkkkkk", score=30), board()], factories=["y"])
    s = play(s, "1yf")
    floor_events = events_of(s, "floor", 0)
    # -1 0 -1 -2 -1 -2 -3: the second space is free, so it produces no score change at all.
    assert [(e.info["space"], e.points) for e in floor_events] == [
        (0, -1),
        (2, -1),
        (3, -2),
        (4, -1),
        (5, -2),
        (6, -3),
    ]
    assert s.scores[0] == 30 - 10


# --- Grey wall: the column is a decision -----------------------------------------------------


@pytest.mark.parametrize("ruleset", ["azul-grey", "azul-mini-dark"])
def test_grey_wall_column_choice_is_a_move(ruleset: str) -> None:
    s = tiled(ruleset, board(lines=["", "kk", "", "", ""]))
    assert s.phase == "tiling"
    assert s.current_player == 0 and s.pending_row == 1
    assert [s.format_move(m) for m in s.legal_moves()] == [f"r2c{c}" for c in range(1, 6)]
    err = s.why_illegal(s.parse_move("1bf"))
    assert err is not None and err.code == "wrong-phase"

    s = play(s, "r2c4")
    assert wall_rows(s, 0)[1] == "...k."
    assert s.phase == "draft" and s.round == 2
    (event,) = events_of(s, "wall", 0)
    assert (event.info["row"], event.info["col"], event.points) == (1, 3, 1)


def test_grey_wall_respects_row_and_column_uniqueness() -> None:
    wall = [".....", "..y..", ".....", "k....", "....."]
    s = tiled("azul-grey", board(lines=["", "kk", "", "", ""], wall=wall))
    assert [s.format_move(m) for m in s.legal_moves()] == ["r2c2", "r2c4", "r2c5"]

    def refused(text: str, code: str) -> None:
        before = s.to_json()
        with pytest.raises(IllegalMoveError) as info:
            s.apply(s.parse_move(text))
        assert info.value.code == code
        assert s.to_json() == before

    refused("r2c1", "column-has-colour")  # black already in column 1 (row 4)
    refused("r2c3", "cell-filled")
    refused("r3c2", "wrong-row")


def test_grey_wall_single_legal_cell_is_filled_without_asking() -> None:
    # Row 2 has free cells in columns 4 and 5, but column 5 already holds black.
    wall = ["....k", "byw..", ".....", ".....", "....."]
    s = tiled("azul-grey", board(lines=["", "kk", "", "", ""], wall=wall))
    assert s.phase == "draft" and s.round == 2  # no decision was asked for
    assert wall_rows(s, 0)[1] == "bywk."
    (event,) = events_of(s, "wall", 0)
    assert (event.info["col"], event.points) == (3, 4)


def test_grey_wall_line_with_no_legal_cell_falls_whole_to_the_floor() -> None:
    # Row 5 has free cells only in columns 2 and 4, and both columns already hold black.
    wall = [".k...", ".....", "...k.", ".....", "b.y.r"]
    before = position(
        "azul-grey",
        2,
        boards=[board(lines=["", "", "", "", "kkkkk"], wall=wall, floor="yyyy", score=20), board()],
        factories=["w"],
        current=1,
    )
    s = play(before, "1wf")
    assert lines_of(s, 0)[4] == ""
    assert wall_rows(s, 0) == wall  # nothing was placed
    assert events_of(s, "wall", 0) == []
    # 3 of the 5 black tiles filled the floor; 2 went to the lid unpunished.
    assert sum(e.delta for e in events_of(s, "floor", 0)) == -14
    assert s.scores[0] == 6
    assert s.lid[K] == before.lid[K] + 5 and s.lid[Y] == before.lid[Y] + 4
    assert s.tiles_in_play == 100


def test_grey_wall_choices_follow_seat_order_and_line_order() -> None:
    seat0 = board(lines=["b", "", "", "kkkk", ""])
    seat2 = board(lines=["", "", "rrr", "", ""])
    s = position(
        "azul-grey", 3, boards=[seat0, board(), seat2], factories=["w"], current=1, first_player=1
    )
    s = play(s, "1wf")
    assert (s.phase, s.current_player, s.pending_row) == ("tiling", 0, 0)
    s = play(s, "r1c3")
    assert (s.phase, s.current_player, s.pending_row) == ("tiling", 0, 3)
    # Column 3 now holds blue, which does not limit black: all five cells are open.
    assert len(s.legal_moves()) == 5
    s = play(s, "r4c3")
    assert (s.phase, s.current_player, s.pending_row) == ("tiling", 2, 2)
    s = play(s, "r3c1")
    assert s.phase == "draft" and s.round == 2
    assert wall_rows(s, 0) == ["..b..", ".....", ".....", "..k..", "....."]
    assert wall_rows(s, 2)[2] == "r...."
    assert s.current_player == 1  # seat 1 took nothing from the centre: it starts again


def test_tiling_moves_are_refused_for_other_rows_and_filled_cells() -> None:
    wall = [*["....."] * 3, "b....", "....."]
    s = tiled("azul-grey", board(lines=["", "", "", "yyyy", ""], wall=wall))
    assert s.pending_row == 3
    for text, code in (("r4c1", "cell-filled"), ("r1c1", "wrong-row"), ("r5c2", "wrong-row")):
        err = s.why_illegal(s.parse_move(text))
        assert err is not None and err.code == code


# --- Crystal Mosaic placement ----------------------------------------------------------------


def test_crystal_rulebook_x2_example_3_horizontal_plus_2_vertical_doubled_is_10() -> None:
    """Crystal Mosaic HU p.2: the yellow tile on the ×2 cell scores (3 + 2) × 2 = 10."""
    wall = [".....", "..k..", ".b.r.", ".....", "....."]
    s = tiled("crystal-mosaic-1", board(lines=["", "", "yyy", "", ""], wall=wall))
    assert s.phase == "tiling" and s.pending_row == 2
    assert [s.format_move(m) for m in s.legal_moves()] == ["r3c1", "r3c3", "r3c5"]
    done = play(s, "r3c3")
    (event,) = events_of(done, "wall", 0)
    assert (event.info["h"], event.info["v"], event.info["multiplier"]) == (3, 2, 2)
    assert (event.points, event.delta) == (10, 10)
    assert done.breakdown(0) == {
        "tiles": 1,
        "adjacency": 4,
        "doubled": 5,
        "floor": 0,
        "rows": 0,
        "columns": 0,
        "colours": 0,
    }
    # The same tile beside the ×2 cell scores plainly: 2 horizontal.
    elsewhere = play(s, "r3c1")
    (event,) = events_of(elsewhere, "wall", 0)
    assert (event.points, event.info["multiplier"]) == (2, 1)


def test_crystal_printed_cells_accept_only_their_colour() -> None:
    # Side 1, row 1: column 4 is printed black.
    s = tiled("crystal-mosaic-1", board(lines=["b", "", "", "", ""]))
    assert [s.format_move(m) for m in s.legal_moves()] == ["r1c1", "r1c2", "r1c3", "r1c5"]
    err = s.why_illegal(tile_move(0, 3))
    assert err is not None and err.code == "cell-colour" and err.params == {"colour": K}

    s = tiled("crystal-mosaic-2", board(lines=["", "yy", "", "", ""]))
    # Side 2, row 2: column 2 printed blue and column 4 printed red.
    assert [s.format_move(m) for m in s.legal_moves()] == ["r2c1", "r2c3", "r2c5"]
    s = tiled("crystal-mosaic-2", board(lines=["", "bb", "", "", ""]))
    assert [s.format_move(m) for m in s.legal_moves()] == ["r2c1", "r2c2", "r2c3", "r2c5"]


def test_crystal_printed_colour_elsewhere_in_the_row_is_legal_and_blocks_the_printed_cell() -> None:
    s = tiled("crystal-mosaic-1", board(lines=["k", "", "", "", ""]))
    assert len(s.legal_moves()) == 5
    s = play(s, "r1c1")
    assert wall_rows(s, 0)[0] == "k...."
    (event,) = events_of(s, "wall", 0)
    assert event.info["multiplier"] == 1
    # From now on the printed black cell can never be filled: black is in the row, and every
    # other colour is refused there. A white line 1 is offered columns 2, 3 and 5 only.
    s2 = tiled(
        "crystal-mosaic-1", board(lines=["w", "", "", "", ""], wall=["k....", *["....."] * 4])
    )
    assert [s2.format_move(m) for m in s2.legal_moves()] == ["r1c2", "r1c3", "r1c5"]


def test_crystal_side_2_printed_cells_do_not_double() -> None:
    s = tiled("crystal-mosaic-2", board(lines=["", "", "www", "", ""]))
    s = play(s, "r3c3")  # the printed white cell
    (event,) = events_of(s, "wall", 0)
    assert (event.points, event.info["multiplier"]) == (1, 1)


@pytest.mark.parametrize(
    ("row", "col", "colour"), [(0, 3, K), (1, 0, W), (2, 2, Y), (3, 4, B), (4, 1, R)]
)
def test_crystal_side_1_doubles_exactly_its_five_printed_cells(
    row: int, col: int, colour: int
) -> None:
    lines = [""] * 5
    lines[row] = "byrkw"[colour] * (row + 1)
    s = tiled("crystal-mosaic-1", board(lines=lines))
    s = play(s, f"r{row + 1}c{col + 1}")
    (event,) = events_of(s, "wall", 0)
    assert (event.points, event.info["multiplier"]) == (2, 2)
