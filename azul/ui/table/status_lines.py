"""A live table's status line where no family rule matters: a lesson's note, the game over, a
computer thinking, the hint shown, or the way on while the round summary or an animation
runs. Mixed into the table scene (``scenes/table.py``); a family's painter says the rest."""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from azul.domain.session import GameSession
from azul.engine.state import GameState

from .pad_seats import Blocks
from .round_summary import RoundSummary


class StatusTable(Protocol):
    """What the status line needs of a table: its game, its lesson note and what runs."""

    @property
    def session(self) -> GameSession:
        """The game on the table."""
        ...

    @property
    def state(self) -> GameState:
        """The engine position."""
        ...

    @property
    def timeline(self) -> Blocks:
        """The table's animations."""
        ...

    @property
    def summary(self) -> RoundSummary:
        """The round summary panel."""
        ...

    @property
    def status_note(self) -> Callable[[], str | None] | None:
        """A lesson's own status line."""
        ...

    def t(self, key: str, **values: object) -> str:
        """A catalog text."""
        ...

    def hint_status(self) -> str | None:
        """The hint's sentence while one is shown to the person to move."""
        ...


class StatusLines:
    """The table's own status lines (a mixin of ``TableScene``)."""

    def turn_status(self: StatusTable) -> str | None:
        """The status line where no family rule matters: game over, a computer thinking, or
        the hint shown to the person to move (None: the family says what to do)."""
        note = None if self.status_note is None else self.status_note()
        if note is not None:
            return note
        if self.state.is_over:
            return self.t("status.game_over")
        seat = self.session.current_seat()
        if not seat.is_person:
            return self.t("status.thinking", name=seat.name)
        return self.hint_status()

    def busy_status(self: StatusTable) -> str | None:
        """The status line while the table is busy: the round summary's or an animation's way
        on; None when the turn's own status applies."""
        if self.summary.active:
            return self.t("status.summary_hint")
        if self.timeline.blocking:
            return self.t("status.skip_hint")
        return None
