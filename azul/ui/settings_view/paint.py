"""The Settings screen's painter: each row's label, a slider's percentage, a switch's On/Off
word and the thin lines between rows (the widgets draw themselves)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from .. import theme
from ..canvas import Canvas
from ..widgets import Slider, Toggle, Widget
from .layout import ROW_INSET, SettingsLayout

LABEL_INSET = 10  # a row's label starts this much inside the row
LABEL_GAP = 40  # between a row's label and its control
SLIDER_VALUE_W = 110  # left of a slider: its percentage (grown with the text size)
VALUE_GAP = 24  # a slider's percentage and a switch's word keep this far from the control
RULE_COLOUR = (226, 210, 176)  # the thin lines between rows


def paint_rows(
    canvas: Canvas,
    lay: SettingsLayout,
    panel: pygame.FRect,
    rows: Sequence[tuple[str, Widget]],
    t: Callable[..., str],
) -> None:
    """The rows shown (a row's key and its placed widget) in the panel, top to bottom."""
    rh = lay.row_h()
    grow = lay.grow
    for i, (key, w) in enumerate(rows):
        y = lay.row_y(panel, i)
        # The label's room ends where the row's control (or its value) begins.
        left = w.rect.x - (SLIDER_VALUE_W * grow if isinstance(w, Slider) else 0)
        label_x = panel.x + ROW_INSET + LABEL_INSET
        canvas.text(
            t(key),
            (label_x, y),
            theme.SIZE_LARGE,
            theme.INK,
            theme.BOLD,
            "midleft",
            max_width=left - LABEL_GAP - label_x,
            shrink=theme.SIZE_BODY,
        )
        if isinstance(w, Slider):
            canvas.text(
                f"{round(w.value * 100)} %",
                (w.rect.x - VALUE_GAP, y),
                theme.SIZE_BODY,
                theme.INK_SOFT,
                theme.BODY,
                "midright",
            )
        if isinstance(w, Toggle):
            label = t("settings.on") if w.value else t("settings.off")
            canvas.text(
                label,
                (w.rect.right + VALUE_GAP, y),
                theme.SIZE_BODY,
                theme.INK_SOFT,
                theme.BODY,
                "midleft",
            )
        if i < len(rows) - 1:
            canvas.line(
                (panel.x + ROW_INSET, y + rh / 2),
                (panel.right - ROW_INSET, y + rh / 2),
                RULE_COLOUR,
                1,
            )
