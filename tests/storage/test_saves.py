"""Saved games: save under a name, list from headers, load, delete."""

from __future__ import annotations

import pytest

import azul.storage.game_file_format as game_file_format
from azul.storage import Storage
from azul.storage.problems import ILLEGAL_MOVE, INVALID_NAME

from .helpers import play_random, seats_for

PAVILION = play_random("summer-pavilion", 2, seed=8, choice_seed=2)
MINI = play_random("azul-mini", 4, seed=9, choice_seed=3)


def test_list_shows_header_without_replaying(
    store: Storage, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert store.save_game("Summer evening", PAVILION.snapshot(seats_for(2), 40)).ok
    assert store.save_game("Family night", MINI.snapshot(seats_for(4), 25)).ok

    def no_replay(*args: object) -> None:
        raise AssertionError("listing must not replay")

    monkeypatch.setattr(game_file_format, "replay_positions", no_replay)
    listing = store.list_saves()
    assert listing.problems == ()
    newest, older = listing.items
    assert newest.name == "Family night" and older.name == "Summer evening"
    assert newest.saved_at > older.saved_at
    assert newest.ruleset == "azul-mini" and newest.players == ("Anna", "Bot 1", "Bot 2", "Bot 3")
    assert newest.round == MINI.states[25].round
    assert newest.scores == tuple(MINI.states[25].scores)
    assert older.scores == tuple(PAVILION.states[40].scores)
    assert older.round == PAVILION.states[40].round and older.moves == 40


def test_same_name_replaces_different_names_do_not_collide(store: Storage) -> None:
    first = store.save_game("Game", PAVILION.snapshot(seats_for(2), 5))
    again = store.save_game("  Game ", PAVILION.snapshot(seats_for(2), 9))
    other = store.save_game("game", PAVILION.snapshot(seats_for(2), 7))  # same slug
    accented = store.save_game("Játék ÁÉ", PAVILION.snapshot(seats_for(2), 3))
    assert first.id == again.id != other.id
    assert accented.ok and accented.id.startswith("jatek-ae-")
    names = {s.name: s.moves for s in store.list_saves().items}
    assert names == {"Game": 9, "game": 7, "Játék ÁÉ": 3}


@pytest.mark.parametrize("name", ["", "   ", "x" * 61, "two\nlines", "tab\there"])
def test_bad_names_are_refused(store: Storage, name: str) -> None:
    result = store.save_game(name, PAVILION.snapshot(seats_for(2), 3))
    assert not result.ok and result.problem is not None
    assert result.problem.key == INVALID_NAME and result.problem.params == {"max": 60}
    assert store.list_saves().items == ()


def test_load_and_delete(store: Storage) -> None:
    saved = store.save_game("Keep me", MINI.snapshot(seats_for(4), 30))
    loaded = store.load_save(saved.id)
    assert loaded.ok and loaded.value is not None
    assert loaded.value.state == MINI.states[30]
    assert loaded.value.moves == tuple(
        s.parse_move(m) for s, m in zip(MINI.states, MINI.notation[:30], strict=False)
    )
    assert store.delete_save(saved.id).ok
    assert store.list_saves().items == ()
    assert store.load_save(saved.id).problem is not None


def test_save_with_illegal_move_is_refused_naming_it(store: Storage) -> None:
    moves = list(MINI.notation[:12])
    moves[10] = "zz"
    snap = MINI.snapshot(seats_for(4), 12)
    bad = type(snap)(snap.seats, snap.setup, tuple(moves))
    result = store.save_game("Broken", bad)
    assert not result.ok and result.problem is not None
    assert result.problem.key == ILLEGAL_MOVE
    assert result.problem.params["move_number"] == 11
    assert result.problem.params["move"] == "zz"
    assert store.list_saves().items == ()


def test_finished_game_can_be_saved_and_listed_as_over(store: Storage) -> None:
    assert store.save_game("Done", MINI.snapshot(seats_for(4))).ok
    (info,) = store.list_saves().items
    assert info.over and info.scores == tuple(MINI.states[-1].scores)


def test_odd_values_are_stored_safely_or_refused(store: Storage) -> None:
    from azul.domain.session import Seat
    from azul.engine import Setup
    from azul.storage import GameSnapshot

    long_name = (Seat("N" * 100, 99), Seat("Bot", 1, "computer", "greedy"))
    saved = store.save_game("Long", GameSnapshot(long_name, Setup("azul", 2, 5), ()))
    assert saved.ok
    loaded = store.load_save(saved.id).value
    assert loaded is not None and loaded.seats[0].name == "N" * 40
    huge_seed = GameSnapshot(seats_for(2), Setup("azul", 2, 2**70), ())
    refused = store.save_game("Huge", huge_seed)
    assert not refused.ok and refused.problem is not None
    assert refused.problem.key == "storage.error.corrupt"
    negative = GameSnapshot(seats_for(2), Setup("azul", 2, -1), ())
    assert store.autosave(negative).problem is not None
