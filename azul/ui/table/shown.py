"""A table that only shows positions (the replay's, the review's small ones): the family's
layout (with room for the replay bar), a session holding the game up to the step shown, and
the animation timeline. No one acts on it and no one thinks: it is no scene, it only builds
the frames its kit paints read-only (``kit.paint_read_only``)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from azul.domain.session import GameSession
from azul.engine.state import GameState

from .frame import TableFrame, seat_labels
from .position import SessionOnTimeline
from .timeline import Timeline

if TYPE_CHECKING:
    from azul.i18n import Translator

    from ..kits import TableKit

ShownFrame = TableFrame[Any, Any, Any, Any, Any]  # a kit of any family (the registry's kits)


class ShownTable(SessionOnTimeline):
    """One game shown at a step (``pose``), drawn through its family's kit."""

    def __init__(
        self, kit: TableKit, session: GameSession, sound: Callable[[str], None] | None = None
    ) -> None:
        self.kit = kit
        self.session = session
        players = len(session.setup.seats)
        factories = session.ruleset.factories(players)
        self.layout = kit.make_layout(players, factories, True)
        # The view is the kit's family's (any family's, like ShownFrame).
        self.timeline: Timeline[Any] = Timeline(kit.view_of(session.state), sound=sound)
        self.timeline.holds = False  # a live table's round summary: none when only showing

    def pose(
        self, states: Sequence[GameState], moves: Sequence[int], movers: Sequence[int]
    ) -> None:
        """Hold the game up to ``states[-1]`` (``moves`` and ``movers`` lead there); the view is
        left as it is (``rest`` or an animation brings it there)."""
        session = self.session
        session.states = list(states)
        session.moves = list(moves)
        session.movers = list(movers)
        session.continued = [False] * len(moves)  # nobody undoes in a replay
        session.version += 1

    def rest(self) -> None:
        """Show the position held, at rest (a running animation is cut short)."""
        self.timeline.skip()
        self.timeline.reset(self.kit.view_of(self.session.state))

    def frame(self, text: Translator, now: float, speed: float) -> ShownFrame:
        """This table as it is drawn now: no input, no marks, no one thinking."""
        return TableFrame(
            state=self.session.state,
            view=self.timeline.view,
            layout=self.layout,
            session=self.session,
            text=text,
            timeline=self.timeline,
            speed=speed,
            now=now,
            seat_labels=seat_labels(text, self.session),
        )
