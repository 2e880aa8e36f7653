"""A live table's Hint: what the computer (Hard level) would play for the person to move, asked
of the thinking service and shown, never played. Mixed into the table scene
(``scenes/table.py``), which keeps the state it reads."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Protocol

from ..hints import Words
from ..kits import TableKit
from .game_table import GameTable

if TYPE_CHECKING:
    pass

log = logging.getLogger(__name__)


class HintTable(Words, GameTable, Protocol):
    """What the Hint needs of a table: its game, the tickets, and where a hint is shown."""

    hint_ticket: int | None  # a person asked "what would the computer do?"
    hint_move: int | None  # the last hint shown (never played by itself)
    think_started: float

    @property
    def kit(self) -> TableKit:
        """The family's kit (its sentence for a move)."""
        ...

    @property
    def ticket(self) -> int | None:
        """The computer seat's move being worked out, if any."""
        ...

    def interactive(self) -> bool:
        """True when a person may act on the table now."""
        ...

    def legal(self) -> frozenset[int]:
        """Legal moves of the current position."""
        ...

    def can_hint(self) -> bool:
        """True when a hint may be asked now."""
        ...

    def hard_budget(self) -> float:
        """Seconds per move for the Hard level and the Hint."""
        ...

    def describe_hint(self, move: int) -> str:
        """The hinted move in words."""
        ...

    def _show_hint(self, move: int) -> None:
        """Show a hint on the table (the family's marks)."""
        ...

    def _sync_buttons(self) -> None:
        """Enable the Undo and Hint buttons as the game allows."""
        ...


class HintAsking:
    """The Hint of a live table (a mixin of ``TableScene``)."""

    hint_ticket: int | None
    hint_move: int | None
    think_started: float

    def can_hint(self: HintTable) -> bool:
        """True when a person is to move, nothing animates and nobody is thinking."""
        return bool(
            self.interactive()
            and not self.state.is_over
            and self.ticket is None
            and self.hint_ticket is None
        )

    def hard_budget(self: HintTable) -> float:
        """Seconds per move for the Hard level and the Hint (Settings; other levels ignore it)."""
        # Validated where settings are read and offered (storage, settings screen).
        return float(self.services.settings.hard_seconds)

    def request_hint(self: HintTable) -> None:
        """Ask the service what the computer (Hard level) would play here; shown, not played."""
        if not self.can_hint():
            return
        if self.hint_move is not None and self.hint_move in self.legal():
            # Asked again in the same position: show the same hint (a time-budgeted search
            # could answer differently, and the person would see the hint flip).
            self.host.toast(self.describe_hint(self.hint_move))
            self._show_hint(self.hint_move)
            self.host.invalidate()
            return
        seed = (self.session.seed * 7919 + len(self.session.moves)) % (2**31)
        try:
            self.hint_ticket = self.services.thinking.submit_hint(
                self.state, seed=seed, budget=self.hard_budget()
            )
        except (ValueError, RuntimeError) as exc:  # a closed or confused service
            log.error("cannot ask for a hint (%s)", exc)
            self.hint_ticket = None
            return
        self.hint_move = None
        self.think_started = self.services.clock()
        self._sync_buttons()
        self.host.invalidate()

    def _poll_hint(self: HintTable) -> None:
        if self.hint_ticket is None:
            return
        try:
            move = self.services.thinking.poll(self.hint_ticket)
        except RuntimeError as exc:
            log.error("hint failed: %s", exc)
            self.hint_ticket = None
            self._sync_buttons()
            return
        if move is None:
            return
        self.hint_ticket = None
        self._sync_buttons()
        if move not in self.legal():
            log.error("hint chose an illegal move %r; ignoring it", move)
            return
        self.hint_move = move
        self.host.toast(self.describe_hint(move))
        self._show_hint(move)
        self.host.invalidate()

    def describe_hint(self: HintTable, move: int) -> str:
        """The hinted move in words (the status line and the toast): the kit's sentence."""
        return self.kit.describe_hint(self, self.state, move)

    def _show_hint(self, move: int) -> None:
        """Show a hint on the table: the status line says it (a family may mark more)."""

    def hint_status(self: HintTable) -> str | None:
        """While a hint is shown to the person to move: its sentence, else None."""
        if self.hint_move is None or self.state.is_over:
            return None
        if not self.session.current_seat().is_person:
            return None
        return self.describe_hint(self.hint_move)

    def _cancel_hint(self: HintTable) -> None:
        if self.hint_ticket is not None:
            self.services.thinking.cancel(self.hint_ticket)
        self.hint_ticket = None
        self.hint_move = None
