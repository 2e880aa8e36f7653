"""Ruling 4.10 (refusal to play) and the longest possible game: a base-family game ends after
the wall tiling of the third dead round in a row (no player put a tile on their wall), so
every game ends, within ``max_game_moves`` moves."""

from __future__ import annotations

import random

import pytest

from azul.engine import (
    MAX_GAME_MOVES,
    BaseState,
    SetupError,
    all_rulesets,
    max_game_moves,
    new_game,
    state_from_json,
)
from azul.engine.base_game import FLOOR, TILE_BASE

from .builders import board, play, position

BASE_RULESETS = tuple(r.id for r in all_rulesets() if r.family == "base")


def floor_only(state: BaseState, rnd: random.Random) -> int:
    """A player who sends every take to the floor (a column choice never comes up)."""
    return rnd.choice([m for m in state.legal_moves() if m < TILE_BASE and m % 6 == FLOOR])


def play_out(state: BaseState, floor_seats: set[int], seed: int) -> tuple[BaseState, int]:
    """Play to the end (floor-only seats and uniform random ones); (final state, moves)."""
    rnd = random.Random(seed)
    limit = max_game_moves(state.ruleset.id, state.players)
    for moves in range(limit + 1):
        if state.is_over:
            return state, moves
        if state.current_player in floor_seats:
            state.play(floor_only(state, rnd))
        else:
            state.play(rnd.choice(state.legal_moves()))
    raise AssertionError(f"still running after {limit} moves (max_game_moves)")


@pytest.mark.parametrize("ruleset", BASE_RULESETS)
@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_game_where_everyone_sends_every_take_to_the_floor_ends_after_three_rounds(
    ruleset: str, players: int
) -> None:
    state = new_game(ruleset, players, seed=5)
    assert isinstance(state, BaseState)
    rounds_seen = []
    rnd = random.Random(1)
    for _ in range(3 * 36):
        if state.is_over:
            break
        before = state.round
        state.play(floor_only(state, rnd))
        if state.round != before:
            rounds_seen.append(state.dead_rounds)
    assert rounds_seen == [1, 2]  # the counter after rounds 1 and 2
    assert state.is_over and state.round == 3 and state.dead_rounds == 3
    assert state.scores == (0,) * players  # floor penalties stop at 0; no end bonus earned
    assert state.winners() == tuple(range(players))
    assert state.legal_moves() == []


# Games that ran for ever before 4.10 (still going after 9,000 moves).
@pytest.mark.parametrize(("players", "seed"), [(2, 1), (2, 3), (3, 0), (3, 1), (4, 1), (4, 3)])
def test_crystal_mosaic_with_one_floor_only_seat_among_random_players_ends(
    players: int, seed: int
) -> None:
    """The reported case: one seat refusing to play kept side-1 games running for ever."""
    state = new_game("crystal-mosaic-1", players, seed)
    assert isinstance(state, BaseState)
    final, _ = play_out(state, {seed % players}, seed)
    assert final.is_over and final.tiles_in_play == 100


def test_a_round_with_a_wall_tile_resets_the_count() -> None:
    s = position(
        "azul",
        2,
        boards=[board(lines=["b", "", "", "", ""]), board()],
        factories=["w"],
        current=1,
        dead_rounds=2,
    )
    s = play(s, "1wf")  # the last take; seat 0's blue line 1 goes to the wall
    assert not s.is_over and s.round == 2 and s.dead_rounds == 0


def test_the_third_dead_round_ends_the_game_with_normal_end_bonuses() -> None:
    column = ["X....", "X....", "X....", "X....", "X...."]  # column 1 done long ago
    s = position(
        "azul",
        2,
        boards=[board(wall=column, score=15), board(lines=["", "", "yy", "", ""])],
        factories=["w"],
        current=1,
        dead_rounds=2,
    )
    assert not s.is_over
    s = play(s, "1wf")  # nobody completes a line this round: the third dead round
    assert s.is_over and s.round == 1 and s.dead_rounds == 3
    assert [(e.player, e.reason, e.points) for e in s.last_events if "bonus" in e.reason] == [
        (0, "column-bonus", 7)
    ]
    assert s.scores == (22, 0)  # seat 1's floor tile cost 1, but scores stop at 0


def test_a_grey_wall_line_that_falls_to_the_floor_is_not_a_wall_tile() -> None:
    # Row 1's only gap is in column 5, which has blue: the blue line 1 falls to the floor.
    wall = ["yrkw.", "....b", *["....."] * 3]
    s = position(
        "azul-grey",
        2,
        boards=[board(lines=["b", "", "", "", ""], wall=wall), board()],
        factories=["w"],
        current=1,
        dead_rounds=2,
    )
    s = play(s, "1wf")
    assert s.boards[0].cells[:5] == [1, 2, 3, 4, -1]
    assert s.is_over and s.dead_rounds == 3


def test_a_game_saved_while_choosing_a_wall_column_counts_that_tile() -> None:
    """Mid-tiling, the counter is not saved twice: the pending choice places a tile."""
    s = position(
        "azul-grey",
        2,
        boards=[board(lines=["", "kk", "", "", ""]), board()],
        factories=["w"],
        current=1,
        dead_rounds=2,
    )
    paused = play(s, "1wf")
    assert paused.phase == "tiling" and paused.dead_rounds == 2
    loaded = state_from_json(paused.to_json())
    assert isinstance(loaded, BaseState)
    done = play(loaded, "r2c3")
    assert not done.is_over and done.round == 2 and done.dead_rounds == 0


def test_the_dead_round_count_is_saved_and_old_saves_without_it_load() -> None:
    s = position("azul", 2, factories=["bbyk"], dead_rounds=2)
    data = s.to_json()
    assert data["dead_rounds"] == 2
    again = state_from_json(data)
    assert isinstance(again, BaseState) and again.dead_rounds == 2 and again == s
    del data["dead_rounds"]  # a save from before ruling 4.10
    old = state_from_json(data)
    assert isinstance(old, BaseState) and old.dead_rounds == 0


@pytest.mark.parametrize("value", [-1, 3, "2", 2.0, True, None])
def test_a_bad_dead_round_count_is_refused(value: object) -> None:
    from azul.engine import StateFormatError

    data = position("azul", 2, factories=["bbyk"]).to_json()
    data["dead_rounds"] = value
    with pytest.raises(StateFormatError, match="dead_rounds"):
        state_from_json(data)


def test_max_game_moves_is_the_proven_bound() -> None:
    # Base family: 3·(20·players + 1) rounds of at most 4 tiles per factory taken one by one,
    # plus one column choice per wall cell on walls that offer a choice.
    assert max_game_moves("azul", 2) == 123 * 20
    assert max_game_moves("azul-grey", 4) == 243 * 36 + 100
    assert max_game_moves("crystal-mosaic-1", 3) == 183 * 28 + 75
    # Summer Pavilion: 6 rounds of takes, then per player 42 placements, 36 bonus picks,
    # 5 rounds of up to 4 keeps and a "done", and 6 passes.
    assert max_game_moves("summer-pavilion", 4) == 6 * 36 + 4 * (42 + 36 + 25 + 6)
    assert MAX_GAME_MOVES == 8848
    longest = max(max_game_moves(r.id, n) for r in all_rulesets() for n in r.player_counts)
    assert longest == MAX_GAME_MOVES
    with pytest.raises(SetupError):
        max_game_moves("azul", 5)
