"""Autosave and resume: the previous good autosave survives until the new one is verified,
and a crash mid-write never costs more than the move being written."""

from __future__ import annotations

import json
import os
import time

from azul.domain.session import GameSession, GameSetup, Seat
from azul.storage import GameSnapshot, Storage
from azul.storage.problems import CORRUPT, ILLEGAL_MOVE, RECOVERED_PREVIOUS

from .helpers import play_random, seats_for

GAME = play_random("azul-grey", 3, seed=77, choice_seed=5)
SEATS = seats_for(3, ("greedy", "random"))


def moves_in(path: os.PathLike[str]) -> int:
    return len(json.loads(open(path, encoding="utf-8").read())["moves"])


def test_resume_after_crash_with_half_written_temp_file(store: Storage) -> None:
    for k in range(16):
        assert store.autosave(GAME.snapshot(SEATS, k)).ok
    # The app died while writing move 16: only a partial temporary file exists.
    full = store.paths.autosave_file.read_bytes()
    leftover = store.paths.data_dir / ".autosave.json.k3j2h1.tmp"
    leftover.write_bytes(full[: len(full) // 3])
    fresh = Storage(store.paths, clock=store.clock)  # the app starts again
    resumed = fresh.load_autosave()
    assert resumed.ok and resumed.value is not None
    assert resumed.value.state == GAME.states[15]
    assert resumed.value.states == tuple(GAME.states[:16])  # undo history is back
    assert resumed.value.seats == SEATS
    # Play goes on from there and autosaves normally.
    assert fresh.autosave(GAME.snapshot(SEATS, 16)).ok
    assert fresh.load_autosave().value.state == GAME.states[16]  # type: ignore[union-attr]


def test_old_leftover_temp_files_are_cleaned_up_recent_ones_kept(store: Storage) -> None:
    assert store.autosave(GAME.snapshot(SEATS, 3)).ok
    old = store.paths.data_dir / ".autosave.json.old.tmp"
    recent = store.paths.data_dir / ".autosave.json.new.tmp"
    old.write_bytes(b"{")
    recent.write_bytes(b"{")
    hour_ago = time.time() - 3600
    os.utime(old, (hour_ago, hour_ago))
    assert store.load_autosave().ok
    assert not old.exists()
    assert recent.exists()  # might belong to another copy of the app writing right now


def test_previous_autosave_is_kept(store: Storage) -> None:
    assert store.autosave(GAME.snapshot(SEATS, 10)).ok
    assert not store.paths.autosave_prev_file.exists()
    assert store.autosave(GAME.snapshot(SEATS, 11)).ok
    assert moves_in(store.paths.autosave_prev_file) == 10
    assert moves_in(store.paths.autosave_file) == 11


def test_damaged_autosave_falls_back_to_previous(store: Storage) -> None:
    assert store.autosave(GAME.snapshot(SEATS, 10)).ok
    assert store.autosave(GAME.snapshot(SEATS, 11)).ok
    store.paths.autosave_file.write_bytes(b'{"schema_version": 1, "moves": [')
    resumed = store.load_autosave()
    assert resumed.value is not None and resumed.value.state == GAME.states[10]
    keys = [p.key for p in resumed.problems]
    assert keys == [CORRUPT, RECOVERED_PREVIOUS]
    assert resumed.problems[0].moved_to is not None


def test_damaged_autosave_is_not_copied_over_the_good_previous_one(store: Storage) -> None:
    assert store.autosave(GAME.snapshot(SEATS, 10)).ok
    assert store.autosave(GAME.snapshot(SEATS, 11)).ok
    store.paths.autosave_file.write_bytes(b"garbage")
    assert store.autosave(GAME.snapshot(SEATS, 12)).ok
    assert moves_in(store.paths.autosave_prev_file) == 10
    kept = list(store.paths.data_dir.glob("autosave.json.bad-*"))
    assert len(kept) == 1 and kept[0].read_bytes() == b"garbage"


def test_illegal_game_is_refused_and_the_autosave_kept(store: Storage) -> None:
    assert store.autosave(GAME.snapshot(SEATS, 8)).ok
    moves = list(GAME.notation[:8])
    moves[4] = moves[3]  # the same draft again: that factory is already empty
    result = store.autosave(GameSnapshot(SEATS, GAME.setup, tuple(moves)))
    assert not result.ok and result.problem is not None
    assert result.problem.key == ILLEGAL_MOVE
    assert result.problem.params["move_number"] == 5
    assert store.load_autosave().value.state == GAME.states[8]  # type: ignore[union-attr]


def test_seats_must_match_players(store: Storage) -> None:
    result = store.autosave(GameSnapshot(SEATS[:2], GAME.setup, ()))
    assert not result.ok and result.problem is not None and result.problem.key == CORRUPT


def test_clear_autosave(store: Storage) -> None:
    assert not store.has_autosave()
    assert store.autosave(GAME.snapshot(SEATS, 1)).ok
    assert store.autosave(GAME.snapshot(SEATS, 2)).ok
    assert store.has_autosave()
    assert store.clear_autosave().ok
    assert not store.has_autosave()
    assert store.load_autosave().value is None


def test_snapshot_of_a_session(store: Storage) -> None:
    """GameSnapshot.of_session keeps a GameSession's seats, moves and decision flags."""
    seats = (Seat("Ann", 2), Seat("Bo", 4, "computer", "random", pad=3), Seat("C", 1))
    setup = GameSetup(GAME.setup.ruleset, seats, GAME.setup.seed, GAME.setup.first_player)
    session = GameSession.start(setup)
    for text in GAME.notation[:6]:
        session.play(session.state.parse_move(text))
    snap = GameSnapshot.of_session(session)
    assert store.autosave(snap).ok
    resumed = store.load_autosave().value
    assert resumed is not None and resumed.state == GAME.states[6]
    assert [s.name for s in resumed.seats] == ["Ann", "Bo", "C"]
    assert resumed.seats[1].level == "random" and not resumed.seats[1].is_person


def test_unusable_autosave_in_the_way_does_not_block_autosaving(store: Storage) -> None:
    assert store.autosave(GAME.snapshot(SEATS, 10)).ok
    assert store.autosave(GAME.snapshot(SEATS, 11)).ok
    store.paths.autosave_file.unlink()
    store.paths.autosave_file.mkdir()  # something unreadable where the autosave belongs
    assert store.autosave(GAME.snapshot(SEATS, 12)).ok
    assert moves_in(store.paths.autosave_prev_file) == 10  # the good previous copy survives
    assert store.load_autosave().value.state == GAME.states[12]  # type: ignore[union-attr]
    assert len(list(store.paths.data_dir.glob("autosave.json.bad-*"))) == 1
