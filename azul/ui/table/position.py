"""The position a table holds and what it shows of it, for the live table and the one that only
shows (``TableScene``, ``ShownTable``): the session's engine position, the timeline's view."""

from __future__ import annotations

from typing import Any

from azul.domain.session import GameSession
from azul.engine.state import GameState

from .timeline import Timeline


class SessionOnTimeline:
    """A table with a ``session`` (the game so far) and a ``timeline`` (its animations)."""

    session: GameSession
    timeline: Timeline[Any]  # the view is the table's family's

    @property
    def state(self) -> GameState:
        """The engine position (the view may still be animating towards it)."""
        state: GameState = self.session.state
        return state

    @property
    def view(self) -> Any:
        """What the table shows now."""
        return self.timeline.view
