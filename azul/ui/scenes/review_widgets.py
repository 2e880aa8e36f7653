"""The game review's widgets: Back, Both lines and its step buttons, Practise and Export at
the top; the decision list and the previous and next mistake buttons in the left column; the
key moment rows; the chart. ``build`` makes them, ``sync`` enables and shows them to fit the
decision chosen and the review's progress."""

from __future__ import annotations

from functools import partial

import pygame

from azul.ai.review import key_moments

from ..review_chart import ReviewChart
from ..review_line_view import STEP_BUTTON_H, STEP_BUTTON_W
from ..review_words import MISTAKES
from ..viewport import DESIGN_W
from ..widgets import Button
from .review_layout import (
    CHART,
    CHIP_H,
    DETAIL,
    KEY_MOMENTS,
    LEFT,
    LINES_BUTTON_W,
    LINES_GAP,
    MISTAKE_BUTTON_H,
    PRACTISE_GAP,
    SEAT_ROW,
    TOP_BUTTON,
)
from .review_list import DecisionList, MomentRow
from .review_screen import ReviewScreen

FRect = pygame.FRect


def build(screen: ReviewScreen) -> None:
    """Make the screen's widgets anew (its layout at the text size shown)."""
    screen.widgets.clear()
    back = Button(TOP_BUTTON.copy(), lambda: screen.t("dialog.back"), screen.close, size=26)
    export_rect = TOP_BUTTON.copy()
    export_rect.right = DESIGN_W - 24
    screen.export_button = Button(
        export_rect, lambda: screen.t("review.export"), screen.export, enabled=False, size=26
    )
    # Beside Back (Practise and Export take the right; the title the middle).
    lines_rect = FRect(TOP_BUTTON.right + LINES_GAP, TOP_BUTTON.y, LINES_BUTTON_W, TOP_BUTTON.h)
    screen.lines_button = Button(
        lines_rect,
        lambda: screen.t("review.lines_close" if screen.line_view else "review.lines"),
        screen.toggle_lines,
        enabled=False,
        size=24,
    )
    step_y = DETAIL.y + 8 + CHIP_H + 8
    screen.line_back = Button(
        FRect(DETAIL.x + 16, step_y, STEP_BUTTON_W, STEP_BUTTON_H),
        lambda: screen.t("review.line_back"),
        partial(screen.step_lines, -1),
        size=22,
    )
    screen.line_forward = Button(
        FRect(DETAIL.right - 16 - STEP_BUTTON_W, step_y, STEP_BUTTON_W, STEP_BUTTON_H),
        lambda: screen.t("review.line_forward"),
        partial(screen.step_lines, 1),
        size=22,
    )
    seats = len(screen.seats)
    list_top = LEFT.y + 54 + seats * SEAT_ROW + 14
    list_rect = FRect(LEFT.x, list_top, LEFT.w, LEFT.bottom - MISTAKE_BUTTON_H - 12 - list_top)
    screen.list = DecisionList(list_rect, screen)
    half = (LEFT.w - 12) / 2
    y = LEFT.bottom - MISTAKE_BUTTON_H
    screen.prev_button = Button(
        FRect(LEFT.x, y, half, MISTAKE_BUTTON_H),
        lambda: screen.t("review.previous_mistake"),
        partial(screen.jump_mistake, -1),
        size=22,
    )
    screen.next_button = Button(
        FRect(LEFT.x + half + 12, y, half, MISTAKE_BUTTON_H),
        lambda: screen.t("review.next_mistake"),
        partial(screen.jump_mistake, 1),
        size=22,
    )
    screen.chart = ReviewChart(
        CHART.copy(),
        len(screen.game.positions.moves),
        lambda: screen.decisions,
        list(screen.states[-1].scores),
        [s.colour for s in screen.seats],
        lambda: screen.chosen,
        screen.choose,
        lambda: screen.run.done,
        screen.round_starts,
        lambda: screen.firm,
    )
    practise_rect = export_rect.move(-export_rect.w - PRACTISE_GAP, 0)
    screen.practise_button = Button(
        practise_rect, lambda: screen.t("practice.open"), screen.practise, enabled=False, size=26
    )
    for w in (
        back,
        screen.prev_button,
        screen.next_button,
        screen.lines_button,
        screen.line_back,
        screen.line_forward,
        screen.export_button,
    ):
        screen.widgets.add(w)
    screen.moments = [MomentRow(screen) for _ in range(KEY_MOMENTS)]
    screen.widgets.add(screen.practise_button)
    for row in screen.moments:
        screen.widgets.add(row)
    screen.widgets.add(screen.list)
    screen.widgets.add(screen.chart)
    sync(screen)


def sync(screen: ReviewScreen) -> None:
    """The widgets made to fit what is shown: which buttons work, which show, the key moments."""
    screen.export_button.enabled = screen.run.done
    chosen = screen.decisions[screen.chosen] if screen.chosen is not None else None
    screen.lines_button.enabled = screen.line_view is not None or (
        chosen is not None and chosen.best != chosen.played and bool(chosen.lines)
    )
    view = screen.line_view
    for button in (screen.line_back, screen.line_forward):
        button.visible = view is not None
    screen.line_back.enabled = view is not None and view.step > 0
    screen.line_forward.enabled = view is not None and view.step < view.last
    screen.practise_button.enabled = bool(screen.practice_positions())
    costly = any(d.label in MISTAKES for d in screen.decisions)
    screen.prev_button.enabled = screen.next_button.enabled = costly
    # Key moments among the verdicts already final: they firm up as the review goes on.
    named = key_moments(screen.decisions[: screen.firm], KEY_MOMENTS)
    for k, row in enumerate(screen.moments):
        row.number = named[k].number if k < len(named) else None
        row.enabled = row.visible = row.number is not None
