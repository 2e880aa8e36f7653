"""The game review's detail panel as painted: the chosen decision's label chip, loss and
heading, then either both lines (the line view) or its words (the move played, the engine's,
under a mistake the noise and the reasons) above the small tables after each move, the tables
shrinking first and then the words so that all of them fit."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from azul.domain.review_text import reason_text

from .. import theme
from ..canvas import Canvas
from ..review_words import LABEL_COLOURS, MISTAKES
from ..viewport import DESIGN_W
from .review_layout import (
    BOARD_ASPECT,
    BOARD_GAP,
    BOARD_SMALLEST,
    BODY,
    CHIP_H,
    DETAIL,
    LETTERS,
    LINE,
    PROVISIONAL_ALPHA,
    SMALLEST_BODY,
)
from .review_screen import ReviewScreen

if TYPE_CHECKING:
    from azul.ai.review import DecisionReview

FRect = pygame.FRect

SHOTS_KEPT = 4  # board pictures kept (the chosen decision's two, at most two window sizes)


def paint_detail(screen: ReviewScreen, canvas: Canvas) -> None:
    """The chosen decision: its label, loss and heading, then both lines (while shown) or its
    words and the small tables after the move played and the engine's."""
    r = DETAIL
    if screen.chosen is None or not screen.decisions:
        key = "review.failed" if screen.run.failed else "review.waiting"
        canvas.text(
            screen.t(key, n=0, total=screen.run.total),
            r.center,
            28,
            theme.INK_SOFT,
            theme.BOLD,
            "center",
            max_width=r.w - 60,
        )
        return
    d = screen.decisions[screen.chosen]
    x, y, w = r.x + 16, r.y + 8, r.w - 32
    chip = FRect(0, y, 250, CHIP_H)
    chip.right = r.right - 16
    alpha = PROVISIONAL_ALPHA if screen.provisional(d) else 255
    canvas.fill(chip, LABEL_COLOURS[d.label], alpha=alpha, radius=20)
    canvas.text(
        screen.label_of(d),
        chip.center,
        23,
        theme.INK if screen.provisional(d) else theme.CREAM,
        theme.BOLD,
        "center",
        max_width=chip.w - 16,
        shrink=16,
    )
    loss = screen.t("review.loss", points=float(d.loss)) if d.loss > 0 else ""
    if loss:
        canvas.text(loss, (chip.x - 16, chip.centery), BODY, theme.INK, theme.BOLD, "midright")
    head = screen.t(
        "review.decision", move=d.index + 1, round=d.round, name=screen.seats[d.seat].name
    )
    head_w = chip.x - x - 40 - (canvas.measure(loss, BODY, theme.BOLD)[0] if loss else 0)
    canvas.text(
        head,
        (x, chip.centery),
        28,
        theme.NAVY,
        theme.BOLD,
        "midleft",
        max_width=head_w,
        shrink=16,  # a long name beside a loss at a large text size: smaller, not cut
    )
    y = chip.bottom + 12
    if screen.line_view is not None:
        area = FRect(x, chip.bottom + 8, w, r.bottom - 8 - chip.bottom - 8)
        screen.line_view.draw(canvas, area)
        return
    played, best = screen.said(d)
    lines = [(screen.t("review.played", move=played), theme.INK)]
    if screen.provisional(d):
        lines.insert(0, (screen.t("review.provisional_note"), theme.INK_SOFT))
    if d.best == d.played:
        lines.append((screen.t("review.agrees"), LABEL_COLOURS["best"]))
    else:
        lines.append((screen.t("review.best", move=best), theme.NAVY))
    if d.label in MISTAKES:  # as the review command says it: noise, numbers, facts
        noise = screen.t("review.loss_noise", points=float(d.loss), noise=float(d.stderr))
        lines.append((noise, theme.INK))
    for reason in d.reasons if d.label not in MISTAKES else (*d.why, *d.reasons):
        lines.append(("• " + reason_text(screen, reason), theme.INK_SOFT))
    size, line_h, wrapped, bw = fit_words(screen, canvas, lines, r.bottom - y, w)
    boards_top = r.bottom - 10 - bw * BOARD_ASPECT - 34
    for line, colour in wrapped:
        if y + line_h > boards_top + 1e-6:
            break
        canvas.text(line, (x, y), size, colour, theme.BODY)
        y += line_h
    paint_boards(screen, canvas, d, boards_top, bw)


def fit_words(
    screen: ReviewScreen,
    canvas: Canvas,
    lines: list[tuple[str, theme.Colour]],
    room: float,
    w: float,
) -> tuple[float, float, list[tuple[str, theme.Colour]], float]:
    """The decision's words and small tables in ``room``: (type size, line height, the
    wrapped lines, a small table's width). The tables shrink first, then the words."""
    full = (w - BOARD_GAP) / 2
    size = BODY
    while True:
        line_h = max(LINE * size / BODY, canvas.measure("Ág", size)[1] * LETTERS + 4)
        wrapped = [
            (part, colour)
            for text, colour in lines
            for part in canvas.wrap(text, size, theme.BODY, w)
        ]
        # room = words + caption (34) + table + margin (10)
        bw = min(full, (room - len(wrapped) * line_h - 44) / BOARD_ASPECT)
        if bw >= full * BOARD_SMALLEST or size <= SMALLEST_BODY:
            return size, line_h, wrapped, max(bw, full * BOARD_SMALLEST)
        size -= 1


def paint_boards(
    screen: ReviewScreen, canvas: Canvas, d: DecisionReview, top: float, bw: float
) -> None:
    """The small tables after the move played and after the engine's (one when they agree)."""
    r = DETAIL
    bh = bw * BOARD_ASPECT
    captions = ["review.after_played", "review.after_best"]
    sides = [0] if d.best == d.played else [0, 1]
    left = r.centerx - (len(sides) * bw + (len(sides) - 1) * BOARD_GAP) / 2
    for k, side in enumerate(sides):
        bx = left + k * (bw + BOARD_GAP)
        canvas.text(
            screen.t(captions[side]),
            (bx + bw / 2, top + 2),
            21,
            theme.INK_SOFT,
            theme.BOLD,
            "midtop",
            max_width=bw,
            shrink=14,  # over a table made small for the words
        )
        box = FRect(bx, top + 32, bw, bh)
        paint_shot(screen, canvas, side, box)
        colour = LABEL_COLOURS[d.label] if side == 0 else LABEL_COLOURS["best"]
        canvas.outline(box.inflate(6, 6), colour, width=4, radius=6)


def paint_shot(screen: ReviewScreen, canvas: Canvas, side: int, box: FRect) -> None:
    """A table drawn small: painted once per decision and window size, then reused."""
    target = canvas.rect(box)
    chosen = screen.chosen if screen.chosen is not None else -1
    key = (chosen, side, target.size, theme.palette().name)
    surf = screen.shots.get(key)
    if surf is None:
        surf = pygame.Surface(target.size)
        small = Canvas(
            surf, target.w / DESIGN_W, (0, 0), canvas.assets, canvas.fonts, screen.small_layers()
        )
        board = screen.boards[side]
        speed = screen.services.settings.speed_factor()
        board.kit.paint_read_only(
            board.frame(screen.services.text, screen.services.clock(), speed), small
        )
        if len(screen.shots) >= SHOTS_KEPT:
            screen.shots.clear()
        screen.shots[key] = surf
    canvas.surface.blit(surf, target.topleft)
