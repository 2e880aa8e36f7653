"""Random games and a fixed clock for the storage tests."""

from __future__ import annotations

import os
import random
import stat
import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any, TypeVar

from azul.domain.session import Seat
from azul.engine import Setup
from azul.storage import GameSnapshot, Storage, StoragePaths

T = TypeVar("T")

START = datetime(2025, 3, 1, 12, 0, tzinfo=UTC)


@dataclass
class Clock:
    """A clock that moves one minute forward on every reading (distinct, ordered times)."""

    now: datetime = START
    step: timedelta = field(default=timedelta(minutes=1))

    def __call__(self) -> datetime:
        self.now += self.step
        return self.now


def make_storage(root: Any) -> Storage:
    """A Storage under a temporary folder with a deterministic clock."""
    return Storage(StoragePaths.under(root), clock=Clock())


def seats_for(players: int, levels: tuple[str, ...] = ("greedy",)) -> tuple[Seat, ...]:
    """Seat 0 a person ("Anna"), the others computers cycling through levels."""
    out = [Seat("Anna", 0, "person", "")]
    for i in range(1, players):
        out.append(Seat(f"Bot {i}", i, "computer", levels[(i - 1) % len(levels)]))
    return tuple(out)


@dataclass
class PlayedGame:
    """A game played with random legal moves: setup, every position and the notation."""

    setup: Setup
    states: list[Any]
    notation: list[str]

    def snapshot(
        self,
        seats: tuple[Seat, ...],
        upto: int | None = None,
        continued: tuple[bool, ...] | None = None,
    ) -> GameSnapshot:
        """The game after `upto` moves (all by default); every move its own decision unless
        `continued` flags are given."""
        n = len(self.notation) if upto is None else upto
        flags = (False,) * n if continued is None else continued[:n]
        return GameSnapshot(seats, self.setup, tuple(self.notation[:n]), flags)

    def movers(self) -> list[int]:
        """The seat that made each move."""
        return [int(s.current_player) for s in self.states[:-1]]


def play_random(
    ruleset: str,
    players: int,
    seed: int,
    choice_seed: int = 0,
    max_moves: int | None = None,
    first_player: int | None = None,
) -> PlayedGame:
    """Play random legal moves until the game ends (or max_moves)."""
    setup = Setup(ruleset, players, seed, first_player)
    state = setup.new_state()
    rng = random.Random(choice_seed)
    states = [state]
    notation: list[str] = []
    while not state.is_over and (max_moves is None or len(notation) < max_moves):
        move = rng.choice(state.legal_moves())
        notation.append(state.format_move(move))
        state = state.apply(move)
        states.append(state)
    return PlayedGame(setup, states, notation)


HANG_SECONDS = 10.0


def unblock_pipes(folder: Path) -> None:
    """Open the write end of every named pipe under folder, so a reader stuck in open() on one
    gets end-of-file and its thread can finish."""
    for entry in folder.rglob("*"):
        try:
            if stat.S_ISFIFO(entry.lstat().st_mode):
                os.close(os.open(entry, os.O_WRONLY | os.O_NONBLOCK))
        except OSError:
            continue


def without_hanging(folder: Path, call: Callable[[], T]) -> T:
    """call() in a thread; fails (after unblocking the pipes under folder) if it does not
    return within HANG_SECONDS. An exception it raises is raised here."""
    outcome: list[T] = []
    errors: list[BaseException] = []

    def run() -> None:
        try:
            outcome.append(call())
        except BaseException as exc:  # raised again below
            errors.append(exc)

    worker = threading.Thread(target=run, daemon=True)
    worker.start()
    worker.join(HANG_SECONDS)
    hung = worker.is_alive()
    while worker.is_alive():
        unblock_pipes(folder)
        worker.join(0.1)
    assert not hung, "waited forever (on a named pipe?)"
    if errors:
        raise errors[0]
    return outcome[0]
