"""The table's parts that are board art, painted the same way by every family: the cached layer
of what never moves, the middle of the table (factories, centre) and the players' boards, bottom
to top, at the normal text size. Each family says how it paints each part."""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from ..canvas import Canvas

F = TypeVar("F")  # the family's frame
M = TypeVar("M")  # its marks (interactive on a live table, none on one that only shows)


def paint_board_parts(
    frame: F,
    canvas: Canvas,
    marks: M,
    static: Callable[[F, Canvas], None],
    middle: Callable[[F, Canvas, M], None],
    boards: Callable[[F, Canvas, M], None],
) -> None:
    """Paint the static layer, the middle and the boards, in that order."""
    with canvas.fixed_text():  # boards keep their size; the chrome around grows
        static(frame, canvas)
        middle(frame, canvas, marks)
        boards(frame, canvas, marks)
