"""What the Summer Pavilion painters read beyond the shared frame: the decision in progress as
a frozen snapshot (``PavilionChoice``: the chosen take, space, colour, wild tiles and bonus
picks, and what they would do: the take preview, the payment), the table's own buttons, and
the sentences the scene says about it. The live table builds it once per frame
(``PavilionTableScene.frame_extra``); a table that only shows has none (``IDLE``: nothing
chosen)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from azul.engine.pavilion_game import PavilionState

from ...table.frame import TableFrame
from ...widgets import Button
from .decision_state import PavilionChoice
from .hints import space_hint
from .layout import Control, PavilionLayout
from .targets import PavilionTarget, SpaceTarget
from .view import PavilionView

if TYPE_CHECKING:
    from .scene import PavilionTableScene


@dataclass(frozen=True)
class PavilionExtra:
    """The decision in progress on a live Summer Pavilion table."""

    choice: PavilionChoice = PavilionChoice()  # the decision, frozen for this frame
    status: str = ""  # the status line: whose turn and what to do
    controls: tuple[Control, ...] = ()  # the table's own buttons that can be used now
    space_tip: str | None = None  # the sentence about the space under the focus or pointer
    hint_button: Button | None = None  # drawn again over the panel that covers its place


IDLE = PavilionExtra()  # nothing chosen (a table that only shows)

PavilionFrame = TableFrame[
    PavilionState, PavilionView, PavilionLayout, PavilionTarget, PavilionExtra
]


def extra_of(frame: PavilionFrame) -> PavilionExtra:
    """The frame's decision in progress (nothing chosen on a table that only shows)."""
    return frame.extra if frame.extra is not None else IDLE


def choice_of(frame: PavilionFrame) -> PavilionChoice:
    """The frame's decision, frozen (nothing chosen on a table that only shows)."""
    return extra_of(frame).choice


def live_extra(table: PavilionTableScene) -> PavilionExtra:
    """The decision in progress on a live table, with the sentence about the space under the
    focus, else the pointer."""
    choice = table.choice()
    focus = table.focused()  # the tooltip's target: the focus, else the pointer's
    target = focus if focus is not None else table.hover
    tip = None
    if isinstance(target, SpaceTarget):
        tip = space_hint(table, table.state, target.seat, target.cell, choice.legal_cells)
    return PavilionExtra(
        choice=choice,
        status=table.status(),
        controls=tuple(table.controls()),
        space_tip=tip,
        hint_button=table.hint_button,
    )
