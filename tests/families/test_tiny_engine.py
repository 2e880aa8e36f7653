"""A third family plugs in through the registries alone: engine, AI and storage play it."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from azul.ai.levels import make_player
from azul.domain.session import Seat
from azul.engine import (
    GameRecord,
    Setup,
    all_rulesets,
    get_ruleset,
    new_game,
    replay,
)
from azul.storage import GameSnapshot, Storage, StoragePaths

from . import tiny_engine as tiny


def play_out(seed: int) -> tuple[Setup, list[str]]:
    """A whole Tiny game with random legal moves: its setup and notation."""
    setup = Setup(tiny.RULESET_ID, 2, seed)
    state = setup.new_state()
    rng = random.Random(seed)
    moves: list[str] = []
    while not state.is_over:
        move = rng.choice(state.legal_moves())
        moves.append(state.format_move(move))
        state = state.apply(move)
    return setup, moves


def test_the_family_is_unknown_until_it_registers() -> None:
    assert tiny.RULESET_ID not in [r.id for r in all_rulesets()]


def test_a_registered_family_is_listed_then_gone_again() -> None:
    tiny.register()
    try:
        assert get_ruleset(tiny.RULESET_ID).family == tiny.FAMILY
    finally:
        tiny.unregister()
    assert tiny.RULESET_ID not in [r.id for r in all_rulesets()]


@pytest.mark.usefixtures("registered")
def test_a_finished_game_has_scored_every_tile_and_the_marker() -> None:
    # The generic contract (round trips, events, tiles, illegal moves) is tests/contract/.
    for seed in range(30):
        setup, moves = play_out(seed)
        final = replay(setup, moves)
        assert final.is_over
        assert sum(final.scores) == 6 + tiny.MARKER_PENALTY  # six tiles, one marker


@pytest.mark.usefixtures("registered")
@pytest.mark.parametrize("level", ["easy", "medium"])
def test_computer_levels_play_it_through_the_family_policy(level: str) -> None:
    state = new_game(tiny.RULESET_ID, 2, seed=8)
    players = [make_player(level, seed=1), make_player(level, seed=2)]
    while not state.is_over:
        move = players[state.current_player].choose(state)
        assert move in state.legal_moves()
        state = state.apply(move)
    assert state.is_over


@pytest.mark.usefixtures("registered")
def test_hard_plays_a_legal_move_within_its_budget() -> None:
    state = new_game(tiny.RULESET_ID, 2, seed=8)
    move = make_player("hard", seed=1, budget=0.2).choose(state)
    assert move in state.legal_moves()


@pytest.mark.usefixtures("registered")
def test_saves_and_records_keep_a_tiny_game(tmp_path: Path) -> None:
    storage = Storage(StoragePaths.under(tmp_path))
    setup, moves = play_out(5)
    seats = (Seat("Anna", 0, "person", ""), Seat("Bot", 1, "computer", "medium"))
    half = GameSnapshot(seats, setup, tuple(moves[:2]), (False, False))
    assert storage.save_game("tiny half", half).ok
    listed = storage.list_saves().items
    loaded = storage.load_save(listed[0].id).value
    assert loaded is not None
    assert loaded.positions.states[-1] == replay(setup, moves[:2])
    done = GameSnapshot(seats, setup, tuple(moves), (False,) * len(moves))
    recorded = storage.record_finished_game(done)
    assert recorded.record.ok
    record = storage.list_records().items[0]
    game = storage.load_record(record.id).value
    assert game is not None
    assert GameRecord(setup, list(moves)).final_state() == game.positions.states[-1]
