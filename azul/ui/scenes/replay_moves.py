"""The replay's move list: the moves around the step shown, in one or two columns (each its
number, the mover and the move in icons and words); a click goes to after that move, and the
pointer over a move shows its whole sentence."""

from __future__ import annotations

from typing import Protocol

import pygame

from azul.storage import FinishedGame

from .. import theme
from ..canvas import Canvas
from ..seat_mark import paint_seat_mark
from ..table.log import MIN_TEXT, LogMove, paint_log_move
from ..table.shown import ShownTable
from ..widgets import Widget

MOVE_ROW = 27.0
MOVE_TEXT = 19.0
NUMBER_W = 44.0  # "12." right-aligned in this width, then the seat's dot and name
NAME_SHARE = 0.3  # of a cell's width for the seat's name; the move's icons and words after it
CELL_MIN = 220.0  # design px a move's cell needs at 100 % text (more at a larger text size)


class ReplayView(Protocol):
    """What the move list reads of the replay and asks of it (a replay scene is one)."""

    game: FinishedGame
    board: ShownTable
    step: int  # the moves made in the position shown

    def ui(self) -> float:
        """The player's text and controls size (1.0 at 100 %)."""
        ...

    def go(self, step: int, animate: bool = False) -> None:
        """Show the position after ``step`` moves."""
        ...

    def log_move(self, i: int) -> LogMove:
        """Move i in icons and words, as the table's log shows it."""
        ...

    def move_sentence(self, i: int) -> str:
        """Move i as a sentence with the mover's name."""
        ...


class MoveList(Widget):
    """The moves around the current step in two columns; a click jumps to after that move."""

    focusable = False

    def __init__(self, rect: pygame.FRect, scene: ReplayView) -> None:
        super().__init__(rect)
        self.scene = scene

    def row_h(self) -> float:
        """A line's height: it grows with the player's text size."""
        return MOVE_ROW * max(1.0, self.scene.ui())

    def columns(self) -> int:
        """Two columns of moves, one when larger text leaves two too narrow for the words."""
        return 2 if self.rect.w / 2 >= CELL_MIN * self.scene.ui() else 1

    def window(self) -> tuple[int, int]:
        """First move index shown and how many fit."""
        cols = self.columns()
        rows = max(1, int(self.rect.h // self.row_h()))
        cap = rows * cols
        total = len(self.scene.game.positions.moves)
        current = self.scene.step - 1
        start = max(0, min(current - cap // 2 + 1, total - cap))
        start -= start % cols  # the same move stays in the same column
        if current >= start + cap:
            start += cols  # rounding down hid the current (last) move: show one row later
        return max(0, start), cap

    def cell(self, i: int) -> pygame.FRect:
        """Where move i is written."""
        start, _ = self.window()
        cols = self.columns()
        k = i - start
        w = self.rect.w / cols
        h = self.row_h()
        x = self.rect.x + (k % cols) * w
        return pygame.FRect(x, self.rect.y + (k // cols) * h, w, h - 1)

    def click(self, pos: tuple[float, float]) -> bool:
        start, cap = self.window()
        for i in range(start, min(start + cap, len(self.scene.game.positions.moves))):
            if self.cell(i).collidepoint(pos):
                self.scene.go(i + 1)
                return True
        return False

    def draw(self, canvas: Canvas, focused: bool) -> None:
        positions = self.scene.game.positions
        start, cap = self.window()
        seats = self.scene.board.session.setup.seats
        # The names' column: as wide as the longest name, up to its share of a cell.
        widest = max(canvas.measure(s.name, MOVE_TEXT, theme.BODY)[0] for s in seats)
        grow = max(1.0, canvas.text_scale)
        for i in range(start, min(start + cap, len(positions.moves))):
            r = self.cell(i)
            if i == self.scene.step - 1:
                canvas.fill(r.inflate(-4, 2), theme.GOLD, alpha=150, radius=8)
            seat = self.scene.board.session.seat(positions.movers[i])
            cy = r.centery
            size = MOVE_TEXT
            number_w = NUMBER_W * grow
            canvas.text(
                f"{i + 1}.", (r.x + number_w, cy), size, theme.INK_SOFT, theme.BODY, "midright"
            )
            paint_seat_mark(canvas, (r.x + number_w + 16, cy), 7, seat.colour)
            name_x = r.x + number_w + 30
            name_w = min(widest, r.w * NAME_SHARE)
            canvas.text(
                seat.name,
                (name_x, cy),
                size,
                theme.INK,
                theme.BODY,
                "midleft",
                max_width=name_w,
                shrink=MIN_TEXT,
            )
            move = self.scene.log_move(i)
            paint_log_move(canvas, move, name_x + name_w + 8, cy, r.right - 10, size)

    def sentence_at(self, pos: tuple[float, float]) -> str | None:
        """The whole sentence of the move under the pointer (None over no move)."""
        start, cap = self.window()
        for i in range(start, min(start + cap, len(self.scene.game.positions.moves))):
            if self.cell(i).collidepoint(pos):
                return self.scene.move_sentence(i)
        return None
