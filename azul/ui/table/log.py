"""Painting the move log panel (any family): moves in two columns, a line per round, the
latest at the bottom, scrolled by the wheel."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from azul.domain.session import GameSession

from .. import theme
from ..canvas import Canvas

ROW_H = 27.0
COLUMNS = 2  # two columns of moves keep more history visible; rounds start a new line


def paint_move_log(
    canvas: Canvas,
    box: pygame.FRect,
    session: GameSession,
    scroll: float,
    t: Callable[..., str],
    language: str,
) -> None:
    """The log panel's entries (cached until a move, a scroll or a language change)."""
    key = (id(session), session.version, int(scroll), language)
    canvas.layer("move-log", key, box, lambda c: _entries(c, box, session, int(scroll), t))


def _entries(
    canvas: Canvas, box: pygame.FRect, session: GameSession, wanted: int, t: Callable[..., str]
) -> None:
    rows: list[tuple[str, int, str]] = []  # ("round", n, "") or ("move", seat, notation)
    last_round = 0
    for rnd, seat, text in session.move_log():
        if rnd != last_round:
            rows.append(("round", rnd, ""))
            last_round = rnd
        rows.append(("move", seat, text))
    top = box.y + 46
    row_h = ROW_H
    visible = max(1, int((box.bottom - 16 - top) // row_h))
    cols = COLUMNS
    lines: list[list[tuple[str, int, str]]] = []
    for row in rows:
        if row[0] == "round" or not lines or lines[-1][0][0] == "round" or len(lines[-1]) >= cols:
            lines.append([row])
        else:
            lines[-1].append(row)
    max_scroll = max(0, len(lines) - visible)
    scroll = min(wanted, max_scroll)
    start = max(0, len(lines) - visible - scroll)
    col_w = (box.w - 44) / cols
    if not lines:
        canvas.text(t("table.no_moves"), (box.x + 22, top + 4), 20, theme.INK_SOFT, theme.BODY)
    for i, line in enumerate(lines[start : start + visible]):
        y = top + i * row_h
        for j, (kind, a, text) in enumerate(line):
            x = box.x + 22 + j * col_w
            if kind == "round":
                canvas.text(t("table.round", n=a), (x, y), 19, theme.GOLD_DEEP, theme.BOLD)
                continue
            who = session.seat(a)
            canvas.circle((x + 8, y + 12), 7, theme.seat_colour(who.colour))
            name = canvas.text(
                who.name, (x + 22, y + 1), 19, theme.INK, theme.BODY, max_width=col_w - 100
            )
            canvas.text(
                text, (max(name.right + 10, x + col_w - 70), y + 1), 19, theme.NAVY, theme.BOLD
            )
    if max_scroll:
        canvas.text(
            "▲" if scroll < max_scroll else "",
            (box.right - 22, box.y + 18),
            16,
            theme.INK_SOFT,
            theme.SYMBOLS,
            "topright",
        )
        if scroll:
            canvas.text(
                "▼",
                (box.right - 22, box.bottom - 14),
                16,
                theme.INK_SOFT,
                theme.SYMBOLS,
                "bottomright",
            )
