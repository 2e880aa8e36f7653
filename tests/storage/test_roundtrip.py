"""Save → load gives back exactly the same engine positions, in every rule set."""

from __future__ import annotations

import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from azul.engine import get_ruleset, ruleset_ids
from azul.storage import ResumedGame, Storage

from .helpers import PlayedGame, make_storage, play_random, seats_for


def assert_same_game(loaded: ResumedGame, game: PlayedGame, upto: int) -> None:
    """Every position, move and mover of the loaded game equals the played one."""
    assert len(loaded.states) == upto + 1
    for i, state in enumerate(loaded.states):
        assert state == game.states[i], f"position {i} differs"
        assert state.to_json() == game.states[i].to_json()
    assert list(loaded.positions.notation) == game.notation[:upto]
    assert loaded.movers == tuple(int(s.current_player) for s in game.states[:upto])
    assert loaded.setup == game.setup


@st.composite
def games(draw: st.DrawFn) -> tuple[PlayedGame, int, tuple[bool, ...]]:
    """A random game in a random rule set, cut after a random number of moves, with random
    decision grouping (a move may continue the decision before it when the same seat made
    both)."""
    ruleset = draw(st.sampled_from(ruleset_ids()))
    players = draw(st.sampled_from(get_ruleset(ruleset).player_counts))
    seed = draw(st.integers(0, 2**40))
    first = draw(st.none() | st.integers(0, players - 1))
    game = play_random(ruleset, players, seed, draw(st.integers(0, 10**6)), first_player=first)
    upto = draw(st.integers(0, len(game.notation)))
    movers = game.movers()
    flags = tuple(i > 0 and movers[i] == movers[i - 1] and draw(st.booleans()) for i in range(upto))
    return game, upto, flags


@settings(
    max_examples=40,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(case=games())
def test_save_and_autosave_restore_every_position(
    case: tuple[PlayedGame, int, tuple[bool, ...]], no_fsync: None
) -> None:
    game, upto, flags = case
    seats = seats_for(game.setup.players, ("greedy", "random"))
    snapshot = game.snapshot(seats, upto, flags)
    with tempfile.TemporaryDirectory() as tmp:
        store = make_storage(Path(tmp))
        assert store.autosave(snapshot).ok
        saved = store.save_game("Game in progress", snapshot)
        assert saved.ok
        resumed = store.load_autosave()
        assert resumed.ok and resumed.value is not None
        assert_same_game(resumed.value, game, upto)
        assert resumed.value.seats == seats
        assert resumed.value.continued == flags  # undo grouping survives the autosave
        loaded = store.load_save(saved.id)
        assert loaded.ok and loaded.value is not None
        assert_same_game(loaded.value, game, upto)
        assert loaded.value.name == "Game in progress"
        assert loaded.value.snapshot() == snapshot


@pytest.mark.parametrize("ruleset", ruleset_ids())
def test_autosave_after_every_move_resumes_that_position(
    ruleset: str, store: Storage, no_fsync: None
) -> None:
    game = play_random(ruleset, 2, seed=2024, choice_seed=7)
    seats = seats_for(2)
    for k in range(len(game.notation) + 1):
        assert store.autosave(game.snapshot(seats, k)).ok
        resumed = store.load_autosave()
        assert resumed.ok and resumed.value is not None
        assert resumed.value.state == game.states[k]
        assert len(resumed.value.states) == k + 1
    assert resumed.value.state.is_over


def test_autosave_follows_undo(store: Storage, no_fsync: None) -> None:
    """Taking moves back and playing on differently is saved (the replay cache re-forks)."""
    game = play_random("azul", 2, seed=5, choice_seed=1)
    other = play_random("azul", 2, seed=5, choice_seed=99)
    seats = seats_for(2)
    assert store.autosave(game.snapshot(seats, 12)).ok
    assert store.autosave(game.snapshot(seats, 9)).ok  # undo three moves
    resumed = store.load_autosave().value
    assert resumed is not None and resumed.state == game.states[9]
    assert store.autosave(other.snapshot(seats, 15)).ok  # a different continuation
    resumed = store.load_autosave().value
    assert resumed is not None and resumed.state == other.states[15]
