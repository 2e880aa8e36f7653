"""A live table's computer seats: the move asked of the thinking service, the seat visibly
thinking, its chosen tiles shown before they move, and a random legal move when the service
fails. Mixed into the table scene (``scenes/table.py``), which keeps the state it reads."""

from __future__ import annotations

import logging
import random
from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

from azul.domain.levels import playable

from .game_table import GameTable
from .pad_seats import Blocks

if TYPE_CHECKING:
    pass

log = logging.getLogger(__name__)

MIN_THINK = 0.55  # seconds a computer seat visibly thinks (scaled by the animation speed)
REVEAL = 0.45  # seconds its chosen tiles are highlighted before they move


class ComputerSeatTable(GameTable, Protocol):
    """What the computer seats need of a table: its game, its timing state and its moves."""

    ticket: int | None  # the thinking service's job for the seat to move
    think_started: float
    pending_move: int | None  # chosen: shown from reveal_from, played at reveal_until
    reveal_from: float
    reveal_until: float

    @property
    def timeline(self) -> Blocks:
        """The table's animations."""
        ...

    @property
    def hint_ticket(self) -> int | None:
        """The hint being worked out for a person, if any."""
        ...

    @property
    def status_note(self) -> Callable[[], str | None] | None:
        """A lesson's own status line."""
        ...

    def legal(self) -> frozenset[int]:
        """Legal moves of the current position."""
        ...

    def play(self, move: int) -> None:
        """Apply a move and start its animation."""
        ...

    def hard_budget(self) -> float:
        """Seconds per move for the Hard level."""
        ...

    def _think_times(self) -> tuple[float, float]:
        """Seconds a computer seat visibly thinks, then shows its choice (before speed)."""
        ...


class ComputerSeats:
    """The computer seats' turns on a live table (a mixin of ``TableScene``)."""

    ticket: int | None
    think_started: float
    pending_move: int | None
    reveal_from: float
    reveal_until: float

    def _think_times(self) -> tuple[float, float]:
        """Seconds a computer seat visibly thinks, then shows its choice (before speed)."""
        return MIN_THINK, REVEAL

    def _computer_turn(self: ComputerSeatTable, now: float) -> None:
        speed = self.services.settings.speed_factor()
        think, reveal = self._think_times()
        if self.pending_move is not None:
            if now >= self.reveal_until:
                move = self.pending_move
                self.pending_move = None
                self.play(move)
            return
        seat = self.session.current_seat()
        if self.ticket is None:
            seed = (self.session.seed * 7919 + len(self.session.moves)) % (2**31)
            try:
                self.ticket = self.services.thinking.submit(
                    self.state, playable(seat.level), seed=seed, budget=self.hard_budget()
                )
            except (ValueError, RuntimeError) as exc:  # a closed or confused service
                log.error("cannot ask the computer player (%s); playing a random legal move", exc)
                self.pending_move = random.Random(seed).choice(sorted(self.legal()))
                self.reveal_from = self.reveal_until = now
                return
            self.think_started = now
            self.host.invalidate()
            return
        try:
            polled = self.services.thinking.poll(self.ticket)
        except RuntimeError as exc:
            log.error("%s; playing a random legal move instead", exc)
            polled = random.Random(len(self.session.moves)).choice(sorted(self.legal()))
        if polled is None:
            return
        move = polled
        self.ticket = None
        if move not in self.legal():
            log.error("computer player chose an illegal move %r; using a legal one", move)
            move = sorted(self.legal())[0]
        self.reveal_from = max(now, self.think_started + think * speed)
        self.reveal_until = self.reveal_from + reveal * speed
        self.pending_move = move
        if self.reveal_until <= now:
            self.pending_move = None
            self.play(move)
        self.host.invalidate()

    def thinking_seat(self: ComputerSeatTable) -> int | None:
        """The computer seat visibly thinking now (None if none)."""
        if self.state.is_over or self.timeline.blocking:
            return None
        if self.status_note is not None and self.status_note() is not None:
            return None  # a lesson holds the computer's turn while its step is read
        if self.session.current_seat().is_person:
            return int(self.state.current_player) if self.hint_ticket is not None else None
        if self.pending_move is not None and self.services.clock() >= self.reveal_from:
            return None
        return int(self.state.current_player)

    def revealing(self: ComputerSeatTable) -> int | None:
        """The computer move being shown before it is played (None if none)."""
        if self.pending_move is not None and self.services.clock() >= self.reveal_from:
            return self.pending_move
        return None

    def _cancel_thinking(self: ComputerSeatTable) -> None:
        if self.ticket is not None:
            self.services.thinking.cancel(self.ticket)
        self.ticket = None
        self.pending_move = None
