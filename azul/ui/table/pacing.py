"""A live table's pace: the round summary run at the timeline's hold step, and how soon the next
frame is due while something moves, thinks or counts down. Mixed into the table scene
(``scenes/table.py``), which keeps the state it reads."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from .game_table import GameTable
from .round_summary import RoundSummary
from .timeline import Timeline, View

if TYPE_CHECKING:
    pass

SUMMARY_FRAME = 0.05  # seconds between frames while the round summary counts down


class PacedTable(GameTable, Protocol):
    """What the pace needs of a table: what runs on it and when its waits end."""

    @property
    def timeline(self) -> Timeline[View]:
        """The table's animations."""
        ...

    @property
    def summary(self) -> RoundSummary:
        """The round summary panel."""
        ...

    @property
    def dragging(self) -> bool:
        """True while tiles are dragged."""
        ...

    @property
    def pending_move(self) -> int | None:
        """A computer seat's chosen move, shown before it is played."""
        ...

    @property
    def reveal_from(self) -> float:
        """When the chosen move starts to show."""
        ...

    @property
    def reveal_until(self) -> float:
        """When the chosen move is played."""
        ...

    @property
    def ticket(self) -> int | None:
        """The computer seat's move being worked out, if any."""
        ...

    @property
    def hint_ticket(self) -> int | None:
        """The hint being worked out, if any."""
        ...

    @property
    def end_at(self) -> float | None:
        """When the results appear (once the game is over)."""
        ...

    @property
    def end_shown(self) -> bool:
        """True once the results were shown."""
        ...


class TablePacing:
    """The table's round summary and frame pace (a mixin of ``TableScene``)."""

    def round_summary_shown(self: PacedTable, now: float) -> bool:
        """Run the round summary at the timeline's hold step: True while it is up; a hold with
        no summary to show (put away, or none armed) is released at once."""
        if self.summary.due(self.timeline.held or not self.timeline.blocking, now):
            if self.summary.update(now):
                self.timeline.release()
            self.host.invalidate()  # its countdown bar moves
            return True
        if self.timeline.held:
            self.timeline.release()
        return False

    def frame_interval(self: PacedTable) -> float | None:
        if self.summary.active:
            return SUMMARY_FRAME
        if self.timeline.busy or self.dragging:
            return 0.0
        now = self.services.clock()
        if self.pending_move is not None:
            if now < self.reveal_from:  # still "thinking": keep the dots moving
                return max(0.0, min(0.1, self.reveal_from - now))
            return max(0.0, self.reveal_until - now)
        if self.ticket is not None or self.hint_ticket is not None:
            return 0.1  # thinking indicator and polling
        if self.end_at is not None and not self.end_shown:
            return max(0.0, self.end_at - now)
        if not self.state.is_over and not self.session.current_seat().is_person:
            return 0.0  # about to submit the next computer turn
        return None
