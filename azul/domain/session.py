"""One game in progress: its setup, every position so far, and undo (no pygame here)."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from azul.engine import GameRecord, Setup, get_ruleset, new_game

from .settings import Seat

# Seat is part of this module's interface (a session is played by seats), defined in settings
# beside the new-game choices that hold it too.
__all__ = ["GameSession", "GameSetup", "Seat"]


@dataclass(frozen=True)
class GameSetup:
    """What the new-game screen decided: rule set, seats, seed and starting seat."""

    ruleset: str
    seats: tuple[Seat, ...]
    seed: int | None = None  # None: a fresh random seed
    first_player: int | None = None  # None: drawn from the seed

    def resolved_seed(self) -> int:
        """The seed to play with (a fresh random one when none was given)."""
        if self.seed is not None:
            return self.seed
        return random.SystemRandom().randrange(1, 2**31)


@dataclass
class GameSession:
    """Positions and moves of one game; undo goes back to the last decision of a person."""

    setup: GameSetup
    seed: int
    states: list[Any] = field(default_factory=list)
    moves: list[int] = field(default_factory=list)
    movers: list[int] = field(default_factory=list)  # seat that made each move
    # True for a move that continues the decision before it (a person's bonus picks after the
    # first, kept tiles after a pass): undo takes such a decision back as a whole.
    continued: list[bool] = field(default_factory=list)
    version: int = 0  # bumped by every play and undo (lets the UI cache what it draws)
    # Called after every play and undo (the app autosaves there); not part of the game itself.
    on_change: Callable[[GameSession], None] | None = field(default=None, repr=False, compare=False)

    @staticmethod
    def start(setup: GameSetup, seed: int | None = None) -> GameSession:
        """A new game from a setup (seed None: the setup's seed or a fresh one)."""
        actual = seed if seed is not None else setup.resolved_seed()
        state = new_game(setup.ruleset, len(setup.seats), actual, setup.first_player)
        return GameSession(setup=setup, seed=actual, states=[state])

    @property
    def state(self) -> Any:
        """The current position."""
        return self.states[-1]

    @property
    def ruleset(self) -> Any:
        """The rule set being played."""
        return get_ruleset(self.setup.ruleset)

    def seat(self, index: int) -> Seat:
        """A seat by index."""
        return self.setup.seats[index]

    def current_seat(self) -> Seat:
        """The seat whose decision it is."""
        return self.setup.seats[int(self.state.current_player)]

    def person_to_move(self) -> bool:
        """True when a person must decide now (and the game is not over)."""
        return not self.state.is_over and self.current_seat().is_person

    def play(self, move: int, continues: bool = False) -> Any:
        """Apply a move (checked; IllegalMoveError leaves everything unchanged); new state.

        continues=True marks the move as part of the decision before it (see `continued`)."""
        before = self.state
        after = before.apply(move)
        self.states.append(after)
        self.moves.append(move)
        self.movers.append(before.current_player)
        self.continued.append(continues)
        self.version += 1
        self._changed()
        return after

    def _changed(self) -> None:
        if self.on_change is not None:
            self.on_change(self)

    def _undo_target(self) -> int | None:
        """Index into states to return to, or None when undo is not possible."""
        now = self.state
        if now.is_over:
            return None
        for i in range(len(self.moves) - 1, -1, -1):
            before = self.states[i]
            if before.round != now.round:
                return None  # never undo past a round's end: new tiles were already drawn
            if self.setup.seats[self.movers[i]].is_person and not self._continues(i):
                return i
        return None

    def _continues(self, i: int) -> bool:
        return i < len(self.continued) and self.continued[i]

    def undo_seat(self) -> int | None:
        """The seat whose decision an undo would take back (None when undo is not possible)."""
        target = self._undo_target()
        return None if target is None else self.movers[target]

    def can_undo(self) -> bool:
        """True when some person's decision in this round can be taken back."""
        return self._undo_target() is not None

    def undo(self) -> int:
        """Go back to the last decision of a person; returns how many moves were removed."""
        target = self._undo_target()
        if target is None:
            return 0
        removed = len(self.moves) - target
        del self.states[target + 1 :]
        del self.moves[target:]
        del self.movers[target:]
        del self.continued[target:]
        self.version += 1
        self._changed()
        return removed

    def record(self) -> GameRecord:
        """The game so far in notation (replaying it gives the current position)."""
        # The starting seat stays as the setup gave it: None means "drawn from the seed", and
        # drawing consumes randomness, so replaying needs the same None to deal the same tiles.
        setup = Setup(self.setup.ruleset, len(self.setup.seats), self.seed, self.setup.first_player)
        notation = [s.format_move(m) for s, m in zip(self.states, self.moves, strict=False)]
        return GameRecord(setup, notation)

    def move_log(self) -> list[tuple[int, int, str]]:
        """(round, seat, notation) for every move so far."""
        return [
            (s.round, p, s.format_move(m))
            for s, m, p in zip(self.states, self.moves, self.movers, strict=False)
        ]

    def restarted(self) -> GameSession:
        """The same game from its first move (same seed and seats)."""
        first = self.states[0]
        setup = GameSetup(self.setup.ruleset, self.setup.seats, self.seed, first.start_player)
        return GameSession.start(setup, self.seed)
