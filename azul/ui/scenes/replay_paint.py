"""The shared replay's painting beyond the table: the top bar's lines (the rule set, the round,
the move shown) and the sentence of the move under the pointer in the move list."""

from __future__ import annotations

from collections.abc import Iterable

import pygame

from .. import theme
from ..canvas import Canvas
from ..table.hud import hud_line, line_growth
from ..table.log import paint_sentence
from ..widgets import Widget
from .replay_controls import HUD_BUTTON
from .replay_moves import MoveList


def paint_hud(canvas: Canvas, hud: pygame.FRect, title: str, round_line: str, move: str) -> None:
    """The top bar between its buttons: the rule set's name, the round, the move shown."""
    x = hud.centerx
    between = hud.w - 2 * (HUD_BUTTON + 10)
    hud_line(canvas, title, (x, hud.y + 8), 27, theme.GOLD, theme.BOLD, between, 19)
    # Larger text (Settings): each line moves down by what the lines above it grew.
    below_title = line_growth(canvas, 27, theme.BOLD)
    below_round = below_title + line_growth(canvas, 22, theme.BODY)
    hud_line(
        canvas, round_line, (x, hud.y + 44 + below_title), 22, theme.CREAM, theme.BODY, between, 17
    )
    y = hud.y + 76 + below_round
    hud_line(canvas, move, (x, y), 23, theme.CREAM, theme.BOLD, hud.w - 10, 18)


def paint_move_tip(canvas: Canvas, widgets: Iterable[Widget], mouse: tuple[float, float]) -> None:
    """The sentence of the move under the pointer in a move list among ``widgets``."""
    for widget in widgets:
        if isinstance(widget, MoveList) and widget.visible:
            text = widget.sentence_at(mouse)
            if text is not None:
                paint_sentence(canvas, text, mouse)
