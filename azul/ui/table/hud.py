"""Painting the status bar at the top of the middle column (any family): the rule set's name,
a round line and the status line, between the Undo and Menu buttons."""

from __future__ import annotations

from dataclasses import dataclass

from .. import theme
from ..canvas import Canvas
from ..widgets import WidgetGroup
from .ring import RingLayout

BUTTONS_W = 2 * 126.0  # the Undo and Menu buttons with their margins
TITLE_SIZE = 27.0
TITLE_SMALLEST = 19.0  # a fitted title shrinks down to this before an ellipsis
STATUS_SMALLEST = 17.0


@dataclass(frozen=True)
class StatusBar:
    """The three lines of a family's status bar and their type sizes."""

    title: str
    round_line: str
    status: str
    round_size: float = 22.0
    status_size: float = 23.0
    fit_title: bool = False  # shrink a long title instead of cutting it
    round_fits: bool = False  # the round line stays between the buttons


def paint_status_bar(canvas: Canvas, lay: RingLayout, bar: StatusBar, buttons: WidgetGroup) -> None:
    """The status bar's lines and the Undo and Menu buttons."""
    hud = lay.hud_rect()
    between = hud.w - BUTTONS_W
    size = TITLE_SIZE
    if bar.fit_title:
        while size > TITLE_SMALLEST and canvas.measure(bar.title, size, theme.BOLD)[0] > between:
            size -= 1
    canvas.text(
        bar.title,
        (hud.centerx, hud.y + 8 + (TITLE_SIZE - size) / 2),
        size=size,
        colour=theme.GOLD,
        font=theme.BOLD,
        anchor="midtop",
        shadow=theme.SHADOW,
        max_width=between,
    )
    canvas.text(
        bar.round_line,
        (hud.centerx, hud.y + 44),
        size=bar.round_size,
        colour=theme.CREAM,
        font=theme.BODY,
        anchor="midtop",
        shadow=theme.SHADOW,
        max_width=between if bar.round_fits else None,
    )
    canvas.text(
        bar.status,
        (hud.centerx, hud.y + 76),
        size=bar.status_size,
        colour=theme.CREAM,
        font=theme.BOLD,
        anchor="midtop",
        shadow=theme.SHADOW,
        max_width=hud.w - 10,
        shrink=STATUS_SMALLEST,  # long names and longer languages: smaller before an ellipsis
    )
    buttons.draw(canvas)
