"""Painting the move log panel (any family): each move as a seat (colour dot and name) and a
compact icon form (a tile of the colour, the count, an arrow and where it went), in two
columns with a line per round, the latest at the bottom, scrolled by the wheel. Hovering a
row shows the whole move as a sentence. The notation stays in files; a family describes its
moves (``LogMove``) from the position each was played in."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pygame

from azul.domain.session import GameSession

from .. import theme
from ..canvas import Canvas
from .popups import tooltip_anchor, tooltip_box

ROW_H = 27.0
COLUMNS = 2  # two columns of moves keep more history visible; rounds start a new line
TOP_PAD = 46.0
SIDE_PAD = 22.0
TEXT = 19.0
TILE = 20.0  # the tile icon's side
MIN_TEXT = 13  # a long destination ("3. sor → 4. oszlop") shrinks to this before it is cut
NAME_W = 120.0  # the name's column: the moves start at the same place in every row
TIP_TEXT = 20.0
TIP_W = 560.0  # a hover sentence wraps at this width


@dataclass(frozen=True)
class LogMove:
    """One move in the log: the icon form (``sprite`` or none, ``count``, ``where``) and the
    whole sentence without the seat's name."""

    sprite: str | None
    count: int
    where: str
    sentence: str


Describe = Callable[[Any, int], LogMove]


def notation_move(state: Any, move: int) -> LogMove:
    """A move as its text form: the log of a family that does not describe its moves."""
    text = str(state.format_move(move))
    return LogMove(None, 0, text, text)


@dataclass(frozen=True)
class LogRow:
    """A line's entry: a round heading (``move`` None) or a seat's move."""

    round: int
    seat: int
    move: LogMove | None


def log_rows(session: GameSession, describe: Describe) -> list[LogRow]:
    """Round headings and moves in the order played."""
    rows: list[LogRow] = []
    last_round = 0
    for state, move, seat in zip(session.states, session.moves, session.movers, strict=False):
        if state.round != last_round:
            rows.append(LogRow(state.round, -1, None))
            last_round = state.round
        rows.append(LogRow(state.round, seat, describe(state, move)))
    return rows


def log_sentence(session: GameSession, row: LogRow, t: Callable[..., str]) -> str:
    """A move row as the hover says it ("Anna: 3 blue from factory 5 to line 1")."""
    assert row.move is not None
    return t("log.seat_move", name=session.seat(row.seat).name, move=row.move.sentence)


def _lines(rows: list[LogRow]) -> list[list[LogRow]]:
    lines: list[list[LogRow]] = []
    for row in rows:
        head = row.move is None
        if head or not lines or lines[-1][0].move is None or len(lines[-1]) >= COLUMNS:
            lines.append([row])
        else:
            lines[-1].append(row)
    return lines


def log_cells(
    box: pygame.FRect, rows: list[LogRow], wanted: int
) -> tuple[list[tuple[pygame.FRect, LogRow]], int, int]:
    """Where each visible entry sits, the scroll used and the largest scroll."""
    top = box.y + TOP_PAD
    visible = max(1, int((box.bottom - 16 - top) // ROW_H))
    lines = _lines(rows)
    max_scroll = max(0, len(lines) - visible)
    scroll = min(wanted, max_scroll)
    start = max(0, len(lines) - visible - scroll)
    col_w = (box.w - 2 * SIDE_PAD) / COLUMNS
    cells: list[tuple[pygame.FRect, LogRow]] = []
    for i, line in enumerate(lines[start : start + visible]):
        for j, row in enumerate(line):
            rect = pygame.FRect(box.x + SIDE_PAD + j * col_w, top + i * ROW_H, col_w, ROW_H)
            cells.append((rect, row))
    return cells, scroll, max_scroll


def paint_move_log(
    canvas: Canvas,
    box: pygame.FRect,
    session: GameSession,
    scroll: float,
    t: Callable[..., str],
    language: str,
    describe: Describe = notation_move,
    mouse: tuple[float, float] = (-1.0, -1.0),
) -> None:
    """The log panel's entries (cached until a move, a scroll or a language change) and the
    sentence of the row under the pointer."""
    key = (id(session), session.version, int(scroll), language)
    rows = log_rows(session, describe)
    cells, _, _ = log_cells(box, rows, int(scroll))
    canvas.layer("move-log", key, box, lambda c: _entries(c, box, session, rows, int(scroll), t))
    for rect, row in cells:
        if row.move is not None and rect.collidepoint(mouse):
            _hover(canvas, log_sentence(session, row, t), mouse)


def _hover(canvas: Canvas, text: str, mouse: tuple[float, float]) -> None:
    lines = canvas.wrap(text, TIP_TEXT, theme.BODY, TIP_W)
    w = max(canvas.measure(line, TIP_TEXT, theme.BODY)[0] for line in lines)
    line_h = TIP_TEXT * 1.3
    box = tooltip_box(
        canvas, (w + 32, line_h * len(lines) + 20), tooltip_anchor(None, mouse), theme.GOLD
    )
    for i, line in enumerate(lines):
        canvas.text(line, (box.x + 16, box.y + 10 + i * line_h), TIP_TEXT, theme.CREAM, theme.BODY)


def _entries(
    canvas: Canvas,
    box: pygame.FRect,
    session: GameSession,
    rows: list[LogRow],
    wanted: int,
    t: Callable[..., str],
) -> None:
    cells, scroll, max_scroll = log_cells(box, rows, wanted)
    if not rows:
        canvas.text(
            t("table.no_moves"), (box.x + SIDE_PAD, box.y + TOP_PAD + 4), 20, theme.INK_SOFT
        )
    for rect, row in cells:
        x, y = rect.x, rect.y
        if row.move is None:
            canvas.text(t("table.round", n=row.round), (x, y), TEXT, theme.GOLD_DEEP, theme.BOLD)
            continue
        who = session.seat(row.seat)
        canvas.circle((x + 8, y + 12), 7, theme.seat_colour(who.colour))
        canvas.text(who.name, (x + 22, y + 1), TEXT, theme.INK, theme.BODY, max_width=NAME_W - 26)
        _icon(canvas, row.move, x + NAME_W, y, rect.right - 4)
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


def _icon(canvas: Canvas, move: LogMove, x: float, y: float, right: float) -> None:
    """The compact form: [tile]×3 → line 1 (or just the words when there is no tile)."""
    if move.sprite is not None:
        canvas.image_sized(move.sprite, (x + TILE / 2, y + 12), TILE, TILE)
        x += TILE + 3
        if move.count > 1:
            x = canvas.text(f"×{move.count}", (x, y + 1), TEXT, theme.NAVY, theme.BOLD).right
        x = canvas.text(" →", (x, y + 1), TEXT, theme.INK_SOFT, theme.SYMBOLS).right + 5
    where_w = max(10, right - x)
    canvas.text(
        move.where, (x, y + 1), TEXT, theme.NAVY, theme.BOLD, max_width=where_w, shrink=MIN_TEXT
    )
