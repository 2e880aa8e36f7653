"""The members every part of the live table relies on, declared once: the parts' own
protocols (computer seats, hints, pacing, narration, couch seats) add what else they need."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from azul.domain.session import GameSession
from azul.engine.state import GameState

from ..scene import SceneHost

if TYPE_CHECKING:
    from ..services import Services


class SeatedTable(Protocol):
    """A table scene's game and where it lives."""

    @property
    def host(self) -> SceneHost:
        """The window the table lives in (its toasts, scene stack and redraws)."""
        ...

    @property
    def services(self) -> Services:
        """The app's services (the thinking service, the clock, the settings, the pads)."""
        ...

    @property
    def session(self) -> GameSession:
        """The game on the table."""
        ...


class GameTable(SeatedTable, Protocol):
    """A table scene with its engine position."""

    @property
    def state(self) -> GameState:
        """The engine position."""
        ...
