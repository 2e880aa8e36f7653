"""What the Summer Pavilion painters read beyond the shared frame: the decision in progress
(the chosen space, colour, wild tiles, bonus picks), what it would do (the take preview, the
payment), the table's own buttons, and the sentences the scene says about it. The live table
builds it once per frame (``PavilionTableScene.frame_extra``); a table that only shows has
none (``IDLE``: nothing chosen)."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from azul.engine.pavilion_game import PavilionState

from ...table.frame import TableFrame
from ...widgets import Button
from . import decisions as dec
from .layout import PavilionLayout
from .targets import PavilionTarget
from .view import PavilionView


@dataclass(frozen=True)
class Control:
    """A button drawn by the table itself (the decision panel, the take callout)."""

    kind: str  # take, untake, pass, colour, wilds, place, cancel, picks, clear, keep
    value: int
    rect: pygame.FRect
    enabled: bool = True


@dataclass(frozen=True)
class PavilionExtra:
    """The decision in progress on a live Summer Pavilion table."""

    me: int = -1  # the seat deciding now
    status: str = ""  # the status line: whose turn and what to do
    space: int | None = None  # the chosen space in phase 2
    place_colour: int | None = None
    place_wilds: int | None = None
    picks: tuple[int, ...] = ()  # chosen supply spaces while picking bonus tiles
    picked_colours: tuple[int, ...] = ()  # their colours
    owed: int = 0  # bonus tiles still to pick
    legal_cells: tuple[int, ...] = ()  # spaces the seat can pay for now (in the set's order)
    options: dec.CellOptions | None = None  # the chosen space's payments
    payment: dec.Payment | None = None  # the payment chosen for it
    take_preview: dec.TakePreview | None = None  # what the chosen colour would bring
    take_box: pygame.FRect | None = None  # where the take preview shows
    controls: tuple[Control, ...] = ()  # the table's own buttons that can be used now
    wilds_row_y: float = 0.0  # top of the wild-count choice in the placement panel
    space_tip: str | None = None  # the sentence about the space under the focus or pointer
    hint_button: Button | None = None  # drawn again over the panel that covers its place


IDLE = PavilionExtra()  # nothing chosen (a table that only shows)

PavilionFrame = TableFrame[
    PavilionState, PavilionView, PavilionLayout, PavilionTarget, PavilionExtra
]


def extra_of(frame: PavilionFrame) -> PavilionExtra:
    """The frame's decision in progress (nothing chosen on a table that only shows)."""
    return frame.extra if frame.extra is not None else IDLE
