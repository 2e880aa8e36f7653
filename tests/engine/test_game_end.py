"""Round end, refills and game end (RULES.md 1 C, 1.2, ruling 4.3): end bonuses, the three
ways a game ends, the tie-break, and refilling the factories from the bag and the lid."""

from __future__ import annotations

from typing import Any

import pytest

from azul.engine import BaseState

from .builders import B, board, events_of, lines_of, play, position, wall_rows

# A wall completed by one blue tile on row 1, column 1: that tile finishes row 1, column 1 and
# the fifth blue at once (coloured wall: X = the printed colour).
COLOURED_ALMOST = [".XXXX", "XX...", "X.X..", "X..X.", "X...X"]
# The same on grey-type walls (also legal on both Crystal Mosaic sides).
GREY_ALMOST = [".yrkw", "wb...", "k..b.", "r...b", "y.b.."]


def finish_round(ruleset: str, players: int, boards: list[dict[str, Any]], **kw: Any) -> BaseState:
    """Seat 1 takes the last tile of the round (one white, to its floor): wall tiling follows."""
    s = position(ruleset, players, boards=boards, factories=["w"], current=1, **kw)
    return play(s, "1wf")


@pytest.mark.parametrize(
    ("ruleset", "wall", "bonuses"),
    [
        ("azul", COLOURED_ALMOST, (2, 7, 10)),
        ("azul-mini", COLOURED_ALMOST, (2, 7, 10)),
        ("azul-grey", GREY_ALMOST, (2, 7, 10)),
        ("azul-mini-dark", GREY_ALMOST, (2, 7, 10)),
        ("crystal-mosaic-1", GREY_ALMOST, (2, 7, 10)),
        ("crystal-mosaic-2", GREY_ALMOST, (3, 10, 12)),
    ],
)
def test_end_bonuses_for_a_row_a_column_and_a_colour(
    ruleset: str, wall: list[str], bonuses: tuple[int, int, int]
) -> None:
    s = finish_round(ruleset, 2, [board(lines=["b", "", "", "", ""], wall=wall), board()])
    assert s.is_over and s.phase == "over"
    (placed,) = events_of(s, "wall", 0)
    assert (placed.info["h"], placed.info["v"], placed.points) == (5, 5, 10)
    row, column, colour = bonuses
    assert [(e.reason, e.points) for e in s.last_events if e.reason.endswith("bonus")] == [
        ("row-bonus", row),
        ("column-bonus", column),
        ("colour-bonus", colour),
    ]
    assert s.scores[0] == 10 + row + column + colour
    bd = s.breakdown(0)
    assert (bd["rows"], bd["columns"], bd["colours"]) == bonuses
    assert sum(bd.values()) == s.scores[0]
    assert s.winners() == (0,)
    assert s.legal_moves() == []


def test_bonuses_count_lines_completed_in_earlier_rounds_and_for_every_player() -> None:
    # Seat 1 finished column 3 long ago and never a row; seat 0 ends the game with row 1.
    seat0 = board(lines=["", "", "", "", "wwwww"], wall=[*["....."] * 4, "XXX.X"])
    seat1 = board(wall=["..X..", "..X..", "..X..", "..X..", "..X.."], score=12)
    s = finish_round("azul", 2, [seat0, seat1])
    assert s.is_over
    assert [
        (e.player, e.reason, e.points) for e in s.last_events if e.reason.endswith("bonus")
    ] == [
        (0, "row-bonus", 2),
        (1, "column-bonus", 7),
    ]
    assert s.scores == (5 + 2, 12 - 1 + 7)  # seat 1 also lost 1 for its floor tile


def test_the_round_in_progress_is_finished_before_the_game_ends() -> None:
    seat0 = board(lines=["b", "", "", "", ""], wall=[".XXXX", *["....."] * 4])
    seat1 = board(lines=["", "", "rrr", "", ""])
    # Coloured wall: seat 0 completes row 1, seat 1's red line 3 is still tiled and scored.
    s = finish_round("azul", 2, [seat0, seat1])
    assert s.is_over
    assert [(e.player, e.info["row"]) for e in events_of(s, "wall")] == [(0, 0), (1, 2)]
    assert wall_rows(s, 1)[2] == "....r"
    # Grey wall: the game waits for seat 1's column choice, then ends.
    g = finish_round(
        "azul-grey", 2, [board(lines=["b", "", "", "", ""], wall=[".yrkw", *["....."] * 4]), seat1]
    )
    assert g.phase == "tiling" and g.current_player == 1 and not g.is_over
    g = play(g, "r3c2")
    assert g.is_over and wall_rows(g, 1)[2] == ".r..."


# --- Ruling 4.3: the game also ends when no row can ever be completed ------------------------


def test_ruling_4_3_no_tile_can_ever_be_drawn_again() -> None:
    """Every tile is on a wall or in an unfinished line, and the last one is taken: the bag,
    lid, factories and centre are empty at the next round's start, so the game ends."""
    wall = [".XXXX", "X.XXX", "XX.XX", "XXX.X", "XXXX."]  # every row lacks its blue cell
    seat0 = board(lines=["", "b", "bb", "bbb", "bbbb"], wall=wall)
    seat1 = board(lines=["", "", "bb", "bbb", "bbbb"], wall=wall)
    boards = [seat0, seat1, board(wall=wall), board(wall=wall)]
    s = position("azul", 4, boards=boards, centre="b", current=1)
    assert s.bag == [0] * 5 and s.lid == [0] * 5
    s = play(s, "cb2")
    assert lines_of(s, 1)[1] == "b"
    assert s.is_over and s.round == 1
    # Final bonuses still apply: four complete colours each (+40), no rows: a 4-way shared win.
    assert s.scores == (40, 40, 40, 40)
    assert s.winners() == (0, 1, 2, 3)
    assert s.tiebreak_used()


GREY_DEAD = ["ky.wb", "rwby.", "w.rbk", "bky.r", "yb.kw"]  # each gap's column has the colour


@pytest.mark.parametrize("ruleset", ["azul-grey", "azul-mini-dark"])
def test_ruling_4_3_grey_walls_where_no_row_can_be_completed(ruleset: str) -> None:
    s = finish_round(ruleset, 2, [board(wall=GREY_DEAD), board(wall=GREY_DEAD)])
    assert sum(s.bag) > 0  # tiles could still be drawn...
    assert s.is_over  # ...but no row on any wall can ever be completed
    # Normal end bonuses: column 1 (+7) and the five blue tiles (+10) on each wall.
    assert s.scores == (17, 17)


def test_ruling_4_3_needs_every_row_of_every_wall_to_be_dead() -> None:
    s = finish_round("azul-grey", 2, [board(wall=GREY_DEAD), board()])
    assert not s.is_over and s.round == 2


def test_ruling_4_3_crystal_printed_cells_that_can_never_be_filled() -> None:
    # On side 1 each row's printed colour is already elsewhere in that row.
    dead = ["k....", ".w...", "...y.", "..b..", "....r"]
    s = finish_round("crystal-mosaic-1", 2, [board(wall=dead), board(wall=dead)])
    assert s.is_over and s.scores == (0, 0)
    alive = finish_round(
        "crystal-mosaic-1", 2, [board(wall=dead), board(wall=dead[:4] + ["....."])]
    )
    assert not alive.is_over


def test_ruling_4_3_tiles_locked_in_unfinished_lines_end_the_game() -> None:
    """Every red tile sits in a pattern line that needs one more red to finish: no line can
    ever be completed again, and every row still needs red, so no row can be completed."""
    reds = board(lines=["", "r", "rr", "rrr", "rrrr"])
    s = finish_round("azul", 2, [reds, reds])
    assert s.bag[2] == 0 and sum(s.bag) > 0
    assert s.is_over and s.round == 1
    # One red still loose is enough: line 2 can finish and free the others in turn.
    s = finish_round("azul", 2, [reds, board(lines=["", "r", "rr", "rrr", "rrr"])])
    assert not s.is_over and s.round == 2


# Crystal Mosaic side 1, every row dead, row 1 only together: its gaps are the printed black
# cell (1,4) and the free cell (1,5), and red, the row's other missing colour, is already in
# column 5. Each gap alone could take black; both together cannot. Rows 2-5 each hold their
# printed colour elsewhere, so the printed cell can never be filled.
CRYSTAL_PAIR_DEAD = ["ybw..", ".w...", "...y.", "..b..", "....r"]


def test_ruling_4_3_a_row_is_dead_when_its_gaps_cannot_all_take_distinct_colours() -> None:
    """4.3 is a matching, not a test of each empty cell on its own."""
    s = finish_round(
        "crystal-mosaic-1", 2, [board(wall=CRYSTAL_PAIR_DEAD), board(wall=CRYSTAL_PAIR_DEAD)]
    )
    assert sum(s.bag) > 0
    assert s.is_over and s.round == 1
    assert s.scores == (0, 0) and s.winners() == (0, 1)


def test_ruling_4_3_a_row_lives_while_its_gaps_can_take_distinct_colours() -> None:
    # Row 1 now misses black and white: black to the printed cell, white to (1,5).
    alive = ["ybr..", *CRYSTAL_PAIR_DEAD[1:]]
    s = finish_round("crystal-mosaic-1", 2, [board(wall=alive), board(wall=CRYSTAL_PAIR_DEAD)])
    assert not s.is_over and s.round == 2


# --- Tie-break (RULES.md 1.2) ----------------------------------------------------------------


def final(scores: list[int], rows: list[int]) -> BaseState:
    """A finished game with these scores and numbers of complete rows (coloured wall)."""
    boards = [
        board(wall=["XXXXX"] * r + ["....."] * (5 - r), score=sc)
        for sc, r in zip(scores, rows, strict=True)
    ]
    return position("azul", len(scores), boards=boards, phase="over")


def test_tie_on_points_is_broken_by_complete_rows() -> None:
    s = final([30, 30, 25], [1, 2, 0])
    assert s.winners() == (1,)
    assert s.ranking() == [(1, 1), (2, 0), (3, 2)]
    assert s.tiebreak_used()


def test_tie_on_points_and_rows_is_a_shared_victory() -> None:
    s = final([30, 30], [1, 1])
    assert s.winners() == (0, 1)
    assert s.ranking() == [(1, 0), (1, 1)]
    assert s.tiebreak_used()


def test_clear_winner_and_shared_places_below_it() -> None:
    s = final([10, 41, 20, 20], [0, 1, 0, 0])
    assert s.winners() == (1,)
    assert s.ranking() == [(1, 1), (2, 2), (2, 3), (4, 0)]
    assert not s.tiebreak_used()


# --- Preparing the next round (RULES.md 1 C) -------------------------------------------------


def test_bag_is_refilled_from_the_lid_when_it_runs_out_during_the_refill() -> None:
    diagonal = ["X....", ".X...", "..X..", "...X.", "....X"]  # five blue tiles
    s = position(
        "azul",
        3,
        boards=[
            board(wall=diagonal),
            board(wall=diagonal),
            board(lines=["", "b", "bb", "bbb", ""]),
        ],
        factories=["b"],
        bag="bbb",
        lid=[0, 20, 20, 20, 20],
        current=2,
    )
    s = play(s, "1b5")  # the last take; nothing reaches the lid this round
    assert s.round == 2
    factories = s.factories
    assert sum(map(sum, factories)) == 7 * 4
    assert sum(f[B] for f in factories) == 3  # the bag's 3 blue, then lid tiles only
    assert s.lid == [0] * 5  # the whole lid went into the bag
    assert sum(s.bag) == 80 + 3 - 28
    assert s.tiles_in_play == 100


def test_bag_and_lid_both_empty_leaves_factories_partly_empty() -> None:
    holes = [".XXXX", "X.XXX", "XX.XX", "XXX.X", "XXXX."]  # 20 tiles, no blue
    s = position(
        "azul",
        4,
        boards=[
            board(lines=["", "b", "bb", "bbb", "bbbb"], wall=holes),
            board(lines=["", "b", "bb", "bbb", "bb"], wall=holes),
            board(wall=holes),
            board(),
        ],
        factories=["y"],
        current=1,
    )
    assert sum(s.bag) == 21 and s.lid == [0] * 5
    s = play(s, "1yf")  # 21 in the bag + 1 from the floor to the lid: 22 tiles for 36 places
    assert not s.is_over and s.round == 2
    assert [sum(f) for f in s.factories] == [4, 4, 4, 4, 4, 2, 0, 0, 0]
    assert s.bag == [0] * 5 and s.lid == [0] * 5
    assert s.tiles_in_play == 100
    # Play goes on from the factories that have tiles.
    sources = {m // 30 for m in s.legal_moves()}
    assert sources == {0, 1, 2, 3, 4, 5}
