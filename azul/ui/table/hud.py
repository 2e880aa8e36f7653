"""Painting the status bar at the top of the middle column (any family): the rule set's name,
a round line and the status line, between the Undo and Menu buttons."""

from __future__ import annotations

from dataclasses import dataclass

from .. import theme
from ..canvas import Canvas
from ..widgets import WidgetGroup
from .frame import AnyFrame
from .ring import RingLayout

BUTTONS_W = 2 * 126.0  # the Undo and Menu buttons with their margins
TITLE_SIZE = 27.0
TITLE_SMALLEST = 19.0  # a fitted title shrinks down to this before an ellipsis
STATUS_SMALLEST = 17.0
LINE_SAMPLE = "Ág"  # a line's height is measured on letters reaching above and below
LINE_SHARE = 0.8  # of a line box's height is taken by its letters (lines may come that close)
ROUND_SMALLEST = 16.0  # a round line kept between the buttons shrinks this far before a cut
LINE_BOX = 1.2  # a line box's height in units of its font size (Lato)
STATUS_Y = 76.0  # the status line's top in the bar at the normal text size


@dataclass(frozen=True)
class StatusBar:
    """The three lines of a family's status bar and their type sizes."""

    title: str
    round_line: str
    status: str
    round_size: float = 22.0
    status_size: float = 23.0
    fit_title: bool = True  # shrink a long title instead of cutting it ("Crystal Mosaic…")
    round_fits: bool = False  # the round line stays between the buttons


def hud_line(
    canvas: Canvas,
    text: str,
    pos: tuple[float, float],
    size: float,
    colour: tuple[int, int, int],
    font: str,
    max_width: float | None,
    shrink: float | None = None,
) -> None:
    """One shadowed, centred line of a status bar, hanging from ``pos``."""
    canvas.text(
        text,
        pos,
        size=size,
        colour=colour,
        font=font,
        anchor="midtop",
        shadow=theme.SHADOW,
        max_width=max_width,
        shrink=shrink,
    )


def line_growth(canvas: Canvas, size: float, font: str) -> float:
    """How much taller a line of this size is drawn than at the normal text size."""
    height = canvas.measure(LINE_SAMPLE, size, font)[1]
    return LINE_SHARE * height * (1 - 1 / canvas.text_scale)


def status_letters_bottom(
    hud_y: float, text_scale: float, round_size: float, status_size: float
) -> float:
    """Where the status line's letters end at a text size (its full size, before any shrink):
    what a panel under the bar keeps clear of (as paint_status_bar moves the lines down)."""
    grown = LINE_SHARE * LINE_BOX * (text_scale - 1) * (TITLE_SIZE + round_size)
    return hud_y + STATUS_Y + grown + LINE_SHARE * LINE_BOX * status_size * text_scale


def paint_status_bar(
    canvas: Canvas, lay: RingLayout, bar: StatusBar, buttons: WidgetGroup | None
) -> None:
    """The status bar's lines and the table's buttons (none on a table that only shows)."""
    hud = lay.hud_rect()
    between = hud.w - BUTTONS_W
    size = TITLE_SIZE
    if bar.fit_title:
        while size > TITLE_SMALLEST and canvas.measure(bar.title, size, theme.BOLD)[0] > between:
            size -= 1
    x = hud.centerx
    title_y = hud.y + 8 + (TITLE_SIZE - size) / 2
    hud_line(canvas, bar.title, (x, title_y), size, theme.GOLD, theme.BOLD, between)
    round_max = between if bar.round_fits else None
    # Larger text (Settings): each line moves down by what the lines above it grew.
    title_growth = line_growth(canvas, size, theme.BOLD)
    round_growth = line_growth(canvas, bar.round_size, theme.BODY)
    hud_line(
        canvas,
        bar.round_line,
        (x, hud.y + 44 + title_growth),
        bar.round_size,
        theme.CREAM,
        theme.BODY,
        round_max,
        ROUND_SMALLEST if round_max is not None else None,
    )
    # Long names and longer languages: smaller before an ellipsis.
    status_max = hud.w - 10
    hud_line(
        canvas,
        bar.status,
        (x, hud.y + STATUS_Y + title_growth + round_growth),
        bar.status_size,
        theme.CREAM,
        theme.BOLD,
        status_max,
        STATUS_SMALLEST,
    )
    if buttons is not None:
        buttons.draw(canvas)


def paint_table_status(canvas: Canvas, frame: AnyFrame, round_no: int, status: str) -> None:
    """The status bar as most tables show it: the rule set's name, the round, the status
    line (the shared one while the table is busy), and the table's buttons."""
    bar = StatusBar(
        title=frame.t(frame.state.ruleset.name_key),
        round_line=frame.t("table.round", n=round_no),
        status=frame.busy_status or status,
    )
    paint_status_bar(canvas, frame.layout, bar, frame.buttons)
