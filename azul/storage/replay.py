"""Games as the storage layer sees them: seats + setup + moves in, replayed positions out.

A stored game is never trusted as a state dict: it is always rebuilt by replaying its moves
through the engine's checked path, which also proves every move legal.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from azul.domain.session import GameSession, Seat
from azul.engine import (
    IllegalMoveError,
    NotationError,
    ReplayError,
    Setup,
    UnknownRuleSetError,
    ruleset_ids,
)

from .documents import DocumentError
from .problems import CORRUPT, ILLEGAL_MOVE, UNKNOWN_RULESET, Problem

log = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class GameSnapshot:
    """A game to store: its seats, the engine Setup, every move so far in notation and, per
    move, whether it continues the decision before it (missing flags count as false)."""

    seats: tuple[Seat, ...]
    setup: Setup
    moves: tuple[str, ...] = ()
    continued: tuple[bool, ...] = ()

    @staticmethod
    def of_session(session: GameSession) -> GameSnapshot:
        """From a game session: its seats, record and decision flags."""
        record = session.record()
        flags = tuple(session.continued)
        return GameSnapshot(session.setup.seats, record.setup, tuple(record.moves), flags)


@dataclass(frozen=True, slots=True)
class Positions:
    """A replayed move list: every position (len(moves) + 1), the moves and who made each."""

    states: tuple[Any, ...]
    moves: tuple[int, ...]
    movers: tuple[int, ...]
    notation: tuple[str, ...]  # canonical notation of each move

    @property
    def final(self) -> Any:
        """The last position."""
        return self.states[-1]


@dataclass(frozen=True, slots=True)
class ResumedGame:
    """A game loaded back: its seats and setup and every position (so undo history is back)."""

    name: str
    saved_at: datetime
    seats: tuple[Seat, ...]
    setup: Setup
    positions: Positions
    continued: tuple[bool, ...] = ()  # per move: it continues the decision before it

    @property
    def state(self) -> Any:
        """The position to continue from."""
        return self.positions.final

    @property
    def states(self) -> tuple[Any, ...]:
        """Every position from the opening one to the current one."""
        return self.positions.states

    @property
    def moves(self) -> tuple[int, ...]:
        """Every move as the engine's int."""
        return self.positions.moves

    @property
    def movers(self) -> tuple[int, ...]:
        """The seat that made each move."""
        return self.positions.movers

    def snapshot(self) -> GameSnapshot:
        """The game in the form it is stored."""
        return GameSnapshot(self.seats, self.setup, self.positions.notation, self.continued)


def decision_flags(flags: Sequence[bool], movers: Sequence[int]) -> tuple[bool, ...]:
    """One "continues the decision before it" flag per move: missing flags are false, extra
    ones dropped, and a flag is kept only where the same seat also made the move before (the
    first move, or another seat's move, never continues a decision)."""
    return tuple(
        bool(i < len(flags) and flags[i] and i > 0 and movers[i] == movers[i - 1])
        for i in range(len(movers))
    )


def _illegal(label: str, index: int, move: str) -> Problem:
    return Problem(ILLEGAL_MOVE, {"file": label, "move_number": index + 1, "move": move})


def opening(setup: Setup, label: str) -> Any:
    """The opening position of a setup (DocumentError for an unknown rule set or bad setup)."""
    if setup.ruleset not in ruleset_ids():
        problem = Problem(UNKNOWN_RULESET, {"file": label, "ruleset": setup.ruleset})
        raise DocumentError(problem, f"unknown rule set {setup.ruleset!r}")
    try:
        return setup.new_state()
    except UnknownRuleSetError as exc:
        problem = Problem(UNKNOWN_RULESET, {"file": label, "ruleset": setup.ruleset})
        raise DocumentError(problem, str(exc)) from exc
    except Exception as exc:  # SetupError, or anything an absurd setup provokes
        raise DocumentError(Problem(CORRUPT, {"file": label}), f"bad setup: {exc}") from exc


def extend(base: Positions, moves: Sequence[str | int], start: int, label: str) -> Positions:
    """base followed by moves (numbered from start); DocumentError naming an illegal move."""
    states = list(base.states)
    ints = list(base.moves)
    movers = list(base.movers)
    notation = list(base.notation)
    state = states[-1]
    for offset, m in enumerate(moves):
        i = start + offset
        try:
            move = state.parse_move(m) if isinstance(m, str) else int(m)
            text = state.format_move(move)
            after = state.apply(move)
        except (NotationError, IllegalMoveError) as exc:
            # Same numbering as the engine's replay(): ReplayError.index + 1 for the player.
            err = ReplayError(i, str(m), str(exc))
            raise DocumentError(_illegal(label, err.index, err.move), str(err)) from exc
        except Exception as exc:  # an engine failure must not crash loading
            log.exception("replaying move %d of %s failed", i + 1, label)
            raise DocumentError(_illegal(label, i, str(m)), str(exc)) from exc
        movers.append(int(state.current_player))
        ints.append(move)
        notation.append(text)
        states.append(after)
        state = after
    return Positions(tuple(states), tuple(ints), tuple(movers), tuple(notation))


def replay_positions(setup: Setup, moves: Sequence[str | int], label: str) -> Positions:
    """Replay a whole move list from the setup, keeping every position."""
    start = Positions((opening(setup, label),), (), (), ())
    return extend(start, moves, 0, label)


class ReplayCache:
    """Remembers the last verified game so an autosave after each move replays one move,
    not the whole game (the file written is still checked when read back)."""

    def __init__(self) -> None:
        self._setup: Setup | None = None
        self._positions: Positions | None = None

    def positions(self, setup: Setup, moves: Sequence[str], label: str) -> Positions:
        """Positions for setup + moves, reusing the longest verified common prefix."""
        known = self._positions
        if known is None or self._setup != setup:
            result = replay_positions(setup, moves, label)
        else:
            common = 0
            limit = min(len(moves), len(known.notation))
            while common < limit and moves[common] == known.notation[common]:
                common += 1
            prefix = Positions(
                known.states[: common + 1],
                known.moves[:common],
                known.movers[:common],
                known.notation[:common],
            )
            result = extend(prefix, moves[common:], common, label)
        self._setup, self._positions = setup, result
        return result
