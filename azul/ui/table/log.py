"""Painting the move log panel (any family): one column per seat under its name (colour dot
and name), so each seat's moves line up; a heading line starts each round, and within a round
a seat's moves stack down its column in the order played, the latest at the bottom, scrolled
by the wheel. Each move is a compact icon form (a tile of the colour, the count, an arrow and
where it went); hovering it shows the whole move as a sentence. The notation stays in files;
a family describes its moves (``LogMove``) from the position each was played in."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from functools import partial
from typing import TYPE_CHECKING

import pygame

from azul.domain.controls import Action
from azul.domain.session import GameSession

from .. import theme
from ..actions import pressed
from ..canvas import Canvas
from ..scene import SceneHost
from ..scenes.overlay import DialogScene, Refuses, centred_panel, panel_with_title
from ..seat_mark import paint_seat_mark
from .frame import AnyFrame
from .log_move import Describe as Describe
from .log_move import LogMove as LogMove
from .log_move import notation_move as notation_move
from .popups import tooltip_anchor, tooltip_box

if TYPE_CHECKING:
    from ..hints import Words
    from ..kits import TableKit

ROW_H = 27.0
TOP_PAD = 46.0  # under the panel's title ("Moves")
HEAD_H = 30.0  # the seats' names over their columns
SIDE_PAD = 16.0
COL_GAP = 6.0
TEXT = 19.0
TILE = 20.0  # the tile icon's side
TILE_GAP = 3.0  # between a tile icon and its count
EXTRA_GAP = 4.0  # between the + and the tile that comes along
WHERE_GAP = 5.0  # before the words of where
DOT = 6.0  # the radius of a seat's colour dot over its column
MIN_TEXT = 13  # a long destination or name shrinks to this before it is cut
TIP_TEXT = 20.0
TIP_W = 560.0  # a hover sentence wraps at this width
OVERLAY_W, OVERLAY_H = 1240.0, 860.0  # the log over a table that has no room for it


def kit_describe(kit: TableKit, words: Words) -> Describe:
    """How a family's table kit describes moves for the log, in ``words`` (its
    ``describe_move``)."""
    return partial(kit.describe_move, words)


@dataclass(frozen=True)
class LogRow:
    """A line's entry: a round heading (``move`` None) or a seat's move."""

    round: int
    seat: int
    move: LogMove | None


def log_rows(session: GameSession, describe: Describe) -> list[LogRow]:
    """Round headings and moves in the order played."""
    moves = zip(session.states, session.moves, strict=False)  # one more position than moves
    described = [describe(state, move) for state, move in moves]
    return _rows(session, described)


def _rows(session: GameSession, described: list[LogMove]) -> list[LogRow]:
    """Round headings and moves in the order played, each move as ``described`` has it."""
    rows: list[LogRow] = []
    last_round = 0
    for state, seat, move in zip(session.states, session.movers, described, strict=False):
        if state.round != last_round:
            rows.append(LogRow(state.round, -1, None))
            last_round = state.round
        rows.append(LogRow(state.round, seat, move))
    return rows


@dataclass
class _RowsMemo:
    """The rows of the log painted last, and what they were described from."""

    session: GameSession | None = None
    version: int = -1
    language: str = ""
    describe: Describe | None = None
    rows: list[LogRow] = field(default_factory=list)
    # Each move described, with the position and move it was described from (held, so an
    # identity check against the session's positions stays sound).
    described: list[tuple[object, int, LogMove]] = field(default_factory=list)


_memo = _RowsMemo()


def _same_describe(a: Describe, b: Describe) -> bool:
    """The same way of describing moves: the same function, or partials of one function over
    the same objects (a table makes its partial afresh at every frame)."""
    if a is b:
        return True
    if isinstance(a, partial) and isinstance(b, partial):
        return (
            a.func is b.func
            and len(a.args) == len(b.args)
            and all(x is y for x, y in zip(a.args, b.args, strict=True))
            and a.keywords == b.keywords
        )
    return False


def painted_rows(session: GameSession, describe: Describe, language: str) -> list[LogRow]:
    """log_rows, worked out again only after a move, an undo, a language change or for another
    log: the log is painted at every drawn frame, and describing every move of a long game
    each time was most of a frame's cost (the rows are only read). After a move or an undo
    of the same log only the moves not described yet are: a move played from the very same
    position (the same object) is described as before."""
    m = _memo
    same_log = (
        m.session is session
        and m.language == language
        and m.describe is not None
        and _same_describe(m.describe, describe)
    )
    if same_log and m.version == session.version:
        return m.rows
    known = m.described if same_log else []
    described: list[tuple[object, int, LogMove]] = []
    for i, (state, move) in enumerate(zip(session.states, session.moves, strict=False)):
        if i < len(known) and known[i][0] is state and known[i][1] == move:
            described.append(known[i])
        else:
            described.append((state, move, describe(state, move)))
    m.rows = _rows(session, [entry[2] for entry in described])
    m.described = described
    m.session, m.version, m.language, m.describe = session, session.version, language, describe
    return m.rows


def log_sentence(session: GameSession, row: LogRow, t: Callable[..., str]) -> str:
    """A move row as the hover says it ("Anna: 3 blue from factory 5 to line 1")."""
    assert row.move is not None
    return t("log.seat_move", name=session.seat(row.seat).name, move=row.move.sentence)


def _lines(rows: list[LogRow]) -> list[list[LogRow]]:
    """Round headings alone on their line; moves side by side, one per seat's column (a seat
    moving again before the line is full starts the next line)."""
    lines: list[list[LogRow]] = []
    for row in rows:
        last = lines[-1] if lines else None
        if (
            row.move is None
            or last is None
            or last[0].move is None
            or any(r.seat == row.seat for r in last)
        ):
            lines.append([row])
        else:
            last.append(row)
    return lines


def _seats(rows: list[LogRow], seats: int) -> int:
    return seats or max((r.seat + 1 for r in rows), default=1)


def row_height(scale: float) -> float:
    """A log line's height at the player's text size (``scale``: canvas.text_scale)."""
    return ROW_H * max(1.0, scale)


def head_height(scale: float) -> float:
    """The height of the seats' names over their columns at the player's text size."""
    return HEAD_H * max(1.0, scale)


def column_rect(box: pygame.FRect, seats: int, seat: int) -> pygame.FRect:
    """A seat's column in the log panel (its name on top, then its moves)."""
    col_w = (box.w - 2 * SIDE_PAD - (seats - 1) * COL_GAP) / seats
    x = box.x + SIDE_PAD + seat * (col_w + COL_GAP)
    top = box.y + TOP_PAD
    return pygame.FRect(x, top, col_w, box.bottom - 12 - top)


def log_cells(
    box: pygame.FRect, rows: list[LogRow], wanted: int, seats: int = 0, scale: float = 1.0
) -> tuple[list[tuple[pygame.FRect, LogRow]], int, int]:
    """Where each visible entry sits, the scroll used and the largest scroll (``seats``: the
    number of columns, by default as many as the rows name; ``scale``: the player's text size,
    canvas.text_scale: lines grow with their text, so fewer fit)."""
    seats = _seats(rows, seats)
    row_h = row_height(scale)
    top = box.y + TOP_PAD + head_height(scale)
    visible = max(1, int((box.bottom - 12 - top) // row_h))
    lines = _lines(rows)
    max_scroll = max(0, len(lines) - visible)
    scroll = min(wanted, max_scroll)
    start = max(0, len(lines) - visible - scroll)
    cells: list[tuple[pygame.FRect, LogRow]] = []
    for i, line in enumerate(lines[start : start + visible]):
        y = top + i * row_h
        for row in line:
            if row.move is None:
                rect = pygame.FRect(box.x + SIDE_PAD, y, box.w - 2 * SIDE_PAD, row_h)
            else:
                col = column_rect(box, seats, row.seat)
                rect = pygame.FRect(col.x, y, col.w, row_h)
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
    rows = painted_rows(session, describe, language)
    seats = len(session.setup.seats)
    cells, _, _ = log_cells(box, rows, int(scroll), seats, canvas.text_scale)
    canvas.layer("move-log", key, box, lambda c: _entries(c, box, session, rows, int(scroll), t))
    for rect, row in cells:
        if row.move is not None and rect.collidepoint(mouse):
            paint_sentence(canvas, log_sentence(session, row, t), mouse)


def paint_frame_log(
    canvas: Canvas, frame: AnyFrame, box: pygame.FRect, describe: Describe = notation_move
) -> None:
    """A table's move log as its frame has it: scrolled, with the pointer's sentence."""
    t, language = frame.t, frame.language
    paint_move_log(canvas, box, frame.session, frame.log_scroll, t, language, describe, frame.mouse)


def paint_log_box(canvas: Canvas, box: pygame.FRect, title: str) -> None:
    """The move log's panel and title (a table paints it once, in its static layer)."""
    canvas.panel(box, corner=0.7)
    canvas.text(title, (box.x + 22, box.y + 16), 21, theme.INK_SOFT, theme.BOLD)


def paint_sentence(canvas: Canvas, text: str, mouse: tuple[float, float]) -> None:
    """A move's whole sentence in a tooltip by the pointer."""
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
    seats = len(session.setup.seats)
    scale = canvas.text_scale
    cells, scroll, max_scroll = log_cells(box, rows, wanted, seats, scale)
    head_h = head_height(scale)
    for i, who in enumerate(session.setup.seats):
        col = column_rect(box, seats, i)
        mid = col.y + (head_h - 4) / 2
        dot = DOT * max(1.0, scale)  # the seat's colour dot grows with its name
        paint_seat_mark(canvas, (col.x + dot, mid), dot, who.colour)
        name_x = 2 * dot + 3
        canvas.text(
            who.name,
            (col.x + name_x, mid),
            TEXT,
            theme.INK,
            theme.BODY,
            "midleft",
            max_width=col.w - name_x,
            shrink=MIN_TEXT,
        )
        canvas.line((col.x, col.y + head_h - 4), (col.right, col.y + head_h - 4), theme.INK_SOFT, 1)
    if not rows:
        canvas.text(
            t("table.no_moves"),
            (box.x + SIDE_PAD, box.y + TOP_PAD + head_h + 4),
            20,
            theme.INK_SOFT,
            max_width=box.w - 2 * SIDE_PAD,
        )
    for rect, row in cells:
        if row.move is None:
            canvas.text(
                t("table.round", n=row.round),
                (rect.x, rect.centery),
                TEXT,
                theme.GOLD_DEEP,
                theme.BOLD,
                "midleft",
                max_width=rect.w,
            )
            continue
        paint_log_move(canvas, row.move, rect.x, rect.centery, rect.right - 2)
    if max_scroll:
        # Both marks sit on the title's line, clear of the columns: ▲ more above, ▼ more below.
        marks = ("▲" if scroll < max_scroll else "") + ("▼" if scroll else "")
        canvas.text(
            marks, (box.right - 22, box.y + 18), 16, theme.INK_SOFT, theme.SYMBOLS, "topright"
        )


def paint_log_move(
    canvas: Canvas, move: LogMove, x: float, cy: float, right: float, size: float = TEXT
) -> None:
    """The compact form, on a line centred at ``cy`` from ``x`` to ``right``: [tile]×3 → line 1,
    [tile]×2 + [wild] from factory 3 (or just the words when there is no tile). In a narrow
    column at a larger text size the whole form gives back its growth (never below its normal
    size) before the words are cut."""
    size = _fitting_size(canvas, move, right - x, size)
    grow = canvas.text_scale * size / TEXT  # the tile grows with the words beside it
    if move.sprite is not None:
        x = _paint_tiles(canvas, move.sprite, move.count, x, cy, size, grow)
        if move.extra is not None:
            x = canvas.text(" +", (x, cy), size, theme.INK_SOFT, theme.BOLD, "midleft").right
            x = _paint_tiles(canvas, move.extra, move.extra_count, x + EXTRA_GAP, cy, size, grow)
        if move.arrow:
            x = canvas.text(" →", (x, cy), size, theme.INK_SOFT, theme.SYMBOLS, "midleft").right
        x += WHERE_GAP
    where_w = max(10, right - x)
    canvas.text(
        move.where,
        (x, cy),
        size,
        theme.NAVY,
        theme.BOLD,
        "midleft",
        max_width=where_w,
        shrink=MIN_TEXT,
    )


def _paint_tiles(
    canvas: Canvas, sprite: str, count: int, x: float, cy: float, size: float, grow: float
) -> float:
    """A tile icon and its count (×3; none for one tile) from ``x``; returns where they end."""
    tile = TILE * grow
    canvas.image_sized(sprite, (x + tile / 2, cy), tile, tile)
    x += tile + TILE_GAP
    if count > 1:
        x = canvas.text(f"×{count}", (x, cy), size, theme.NAVY, theme.BOLD, "midleft").right
    return x


def _tiles_width(canvas: Canvas, count: int, size: float) -> float:
    """The width _paint_tiles takes at a text size."""
    w = TILE * canvas.text_scale * size / TEXT + TILE_GAP
    if count > 1:
        w += canvas.measure(f"×{count}", size, theme.BOLD)[0]
    return w


def _form_width(canvas: Canvas, move: LogMove, size: float) -> float:
    """The compact form's width at a text size."""
    w = canvas.measure(move.where, size, theme.BOLD)[0]
    if move.sprite is not None:
        w += _tiles_width(canvas, move.count, size) + WHERE_GAP
        if move.extra is not None:
            w += canvas.measure(" +", size, theme.BOLD)[0] + EXTRA_GAP
            w += _tiles_width(canvas, move.extra_count, size)
        if move.arrow:
            w += canvas.measure(" →", size, theme.SYMBOLS)[0]
    return w


def _fitting_size(canvas: Canvas, move: LogMove, width: float, size: float) -> float:
    """The largest size from ``size`` down to the normal size (100 %) at which the whole
    compact form fits ``width``."""
    floor = size / max(1.0, canvas.text_scale)
    full = _form_width(canvas, move, size)
    if full <= width:
        return size
    return max(floor, size * width / full)


class LogOverlay(DialogScene):
    """The move log in a panel over a table with no room for one (L, Esc or a click closes
    it); the wheel scrolls, the pointer shows a move's sentence."""

    def __init__(
        self,
        host: SceneHost,
        session: GameSession,
        describe: Describe = notation_move,
        refuses: Refuses | None = None,
    ) -> None:
        super().__init__(host, refuses)
        self.session = session
        self.describe = describe
        self.scroll = 0.0
        self.mouse = (-1.0, -1.0)

    def panel(self) -> pygame.FRect:
        """The panel; the log's entries sit under its title."""
        return centred_panel(OVERLAY_W, OVERLAY_H)

    def log_box(self) -> pygame.FRect:
        """Where the log's columns are painted (the panel minus its title)."""
        return self.panel().inflate(-40, -40).move(0, 50).clip(self.panel().inflate(-40, -60))

    def spoken_title(self) -> str | None:
        """The log's title."""
        return self.t("table.moves")

    def handle(self, event: pygame.event.Event) -> None:
        if self.refused(event):
            return  # a couch seat's controller, out of its turn
        if event.type == pygame.MOUSEMOTION:
            self.mouse = self.design_pos(event)
        elif event.type == pygame.MOUSEWHEEL:
            self.scroll = max(0.0, self.scroll + float(getattr(event, "y", 0)))
        elif self._closes(event):
            self.close()

    @staticmethod
    def _closes(event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN:
            return getattr(event, "button", 1) == 1
        return pressed(event, Action.BACK, Action.LOG)

    def draw(self, canvas: Canvas) -> None:
        panel_with_title(canvas, self.panel(), self.t("table.moves"))
        paint_move_log(
            canvas,
            self.log_box(),
            self.session,
            self.scroll,
            self.t,
            self.services.text.language,
            self.describe,
            self.mouse,
        )
