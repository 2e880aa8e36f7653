"""The new-game screen around its widgets: the heading, the right panel with its labels and
hints, and the line that says what a computer level means."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from .. import theme
from ..canvas import Canvas
from .setup_layout import (
    GRID_X,
    HINT_PAD,
    LABEL_W,
    LEVEL_ABOUT_CLEARANCE,
    LEVEL_ABOUT_GAP,
    LEVEL_ABOUT_SIZE,
    LEVEL_ABOUT_Y,
    RIGHT_END,
    RIGHT_X,
    SEAT_H,
    SEAT_Y,
    SEATS_HINT_DY,
    STARTER_Y,
)


def paint_frame(canvas: Canvas, t: Callable[..., str]) -> None:
    """The background, the page's heading, the rule sets' label and the right panel."""
    canvas.background()
    with canvas.fixed_text():  # the page's heading is large already; the grid is under it
        canvas.text(
            t("setup.title"),
            (GRID_X, 50),
            theme.SIZE_HEADING + 8,
            theme.CREAM,
            theme.TITLE,
            shadow=theme.SHADOW,
        )
    canvas.text(
        t("setup.ruleset"),
        (GRID_X, 130),
        theme.SIZE_LARGE,
        theme.GOLD,
        theme.BOLD,
        shadow=theme.SHADOW,
    )
    right = pygame.FRect(RIGHT_X - 40, 110, RIGHT_END - (RIGHT_X - 40), 830)
    canvas.fill(right.move(0, 8), theme.SHADOW, alpha=60, radius=24)
    canvas.panel(right, corner=1.0)


def paint_labels(
    canvas: Canvas, t: Callable[..., str], players: int, level_about: str | None
) -> None:
    """The right panel's labels and hints (and what the described level means, if any)."""
    canvas.text(
        t("setup.players"),
        (RIGHT_X, 214),
        theme.SIZE_LARGE,
        theme.INK,
        theme.BOLD,
        "midleft",
    )
    y = STARTER_Y
    for key, dy in (("setup.first_player", 32), ("setup.seed", 122)):  # the rows' labels
        canvas.text(
            t(key),
            (RIGHT_X, y + dy),
            theme.SIZE_LARGE,
            theme.INK,
            theme.BOLD,
            "midleft",
            max_width=LABEL_W,
            shrink=theme.SIZE_BODY,
        )
    canvas.text(
        t("setup.seed_hint"),
        (RIGHT_X + 260, y + 164),
        19,
        theme.INK_SOFT,
        theme.BODY,
        max_width=RIGHT_END - HINT_PAD - (RIGHT_X + 260),
        shrink=15,
    )
    if level_about is not None:
        paint_level_about(canvas, level_about, players)
    if players < 4:
        canvas.text(
            t("setup.seats_hint"),
            (RIGHT_X, SEAT_Y + players * SEAT_H + SEATS_HINT_DY),
            20,
            theme.INK_SOFT,
            theme.BODY,
            max_width=RIGHT_END - HINT_PAD - RIGHT_X,
            shrink=15,
        )


def paint_level_about(canvas: Canvas, text: str, players: int) -> None:
    """What the described computer level means: wrapped under the seats hint while there
    is room above the starter row, else one line at the panel's foot."""
    width = RIGHT_END - HINT_PAD - RIGHT_X
    n = players
    y = SEAT_Y + n * SEAT_H + SEATS_HINT_DY + LEVEL_ABOUT_GAP
    lines = canvas.wrap(text, LEVEL_ABOUT_SIZE, theme.BODY, width)
    step = canvas.measure(text, LEVEL_ABOUT_SIZE)[1]
    if n < 4 and y + len(lines) * step <= STARTER_Y - LEVEL_ABOUT_CLEARANCE:
        for k, line in enumerate(lines):
            canvas.text(line, (RIGHT_X, y + k * step), LEVEL_ABOUT_SIZE, theme.INK_SOFT)
        return
    canvas.text(
        text,
        (RIGHT_X, LEVEL_ABOUT_Y),
        LEVEL_ABOUT_SIZE - 1,
        theme.INK_SOFT,
        theme.BODY,
        max_width=width,
        shrink=15,
    )
