"""The Controls screen's painters: the column headings and the rows' bands and action names,
the chevrons of the scroll marks, and the message and note lines over the foot. Each is given
what it draws (the scene calls them; none reads it)."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from azul.domain.controls import ACTIONS, Action

from .. import theme
from ..canvas import Canvas
from .cell import SMALLEST, TEXT
from .layout import COLUMNS_H, HEAD, NOTE_H, ROW_INSET, ControlsLayout

SCROLL_MARK = 20.0  # the size of the arrows saying more rows lie above or below
BAND = (238, 226, 200)  # every other row


def paint_rows(
    canvas: Canvas,
    lay: ControlsLayout,
    top: int,
    t: Callable[..., str],
    action_name: Callable[[Action], str],
) -> None:
    """The column headings, then each row shown from ``top``: its band and its action's name
    (the cells draw themselves)."""
    p = lay.panel()
    rh = lay.row_h()
    key0, pad0 = lay.cell_rects(0)
    heads_y = p.y + HEAD + COLUMNS_H / 2
    label_x = p.x + ROW_INSET + 10
    for words, x, anchor in (
        (t("controls.column_action"), label_x, "midleft"),
        (t("controls.column_key"), key0.centerx, "center"),
        (t("controls.column_pad"), pad0.centerx, "center"),
    ):
        width = key0.x - label_x - 20 if anchor == "midleft" else key0.w
        canvas.text(
            words, (x, heads_y), TEXT * 0.85, theme.INK_SOFT, theme.BOLD, anchor,
            max_width=width, shrink=SMALLEST,
        )  # fmt: skip
    n = lay.visible_rows()
    for shown in range(n):
        i = top + shown
        if i >= len(ACTIONS):
            break
        y = lay.rows_top() + shown * rh
        if i % 2 == 0:
            band = pygame.FRect(p.x + ROW_INSET - 20, y, p.w - 2 * ROW_INSET + 40, rh)
            canvas.fill(band, BAND, radius=8)
        canvas.text(
            action_name(ACTIONS[i].action),
            (label_x, y + rh / 2),
            TEXT,
            theme.INK,
            theme.BOLD,
            "midleft",
            max_width=key0.x - label_x - 20,
            shrink=SMALLEST,
        )


def paint_notes(
    canvas: Canvas, lay: ControlsLayout, message: str, note: str, capturing: bool
) -> None:
    """The last change, refusal or wait (``capturing``: a cell waits) and the note on the
    fixed keys, under the rows."""
    p = lay.panel()
    g = lay.grow
    note_y = lay.rows_top() + lay.visible_rows() * lay.row_h() + NOTE_H * g * 0.3
    colour = theme.NAVY if capturing else theme.INK
    for j, (words, ink, font) in enumerate(
        ((message, colour, theme.BOLD), (note, theme.INK_SOFT, theme.BODY))
    ):
        canvas.text(
            words,
            (p.centerx, note_y + j * NOTE_H * g * 0.42),
            TEXT * 0.85,
            ink,
            font,
            "center",
            max_width=p.w - 2 * ROW_INSET,
            shrink=SMALLEST * 0.85,
        )


def paint_scroll_marks(canvas: Canvas, marks: list[tuple[pygame.FRect, int]]) -> None:
    """A chevron in each scroll mark, pointing where the hidden rows are."""
    for rect, rows in marks:
        sign = 1.0 if rows > 0 else -1.0
        x = rect.centerx
        y = rect.bottom - SCROLL_MARK if rows > 0 else rect.y + SCROLL_MARK
        tip = (x, y + sign * SCROLL_MARK / 2)
        left = (x - SCROLL_MARK / 2, y - sign * SCROLL_MARK / 2)
        right = (x + SCROLL_MARK / 2, y - sign * SCROLL_MARK / 2)
        canvas.line(left, tip, theme.INK_SOFT, 3)
        canvas.line(tip, right, theme.INK_SOFT, 3)
