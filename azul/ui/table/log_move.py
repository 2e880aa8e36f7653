"""A move as the move log (and the replay's list) shows it; families describe their moves this
way (``TableKit.describe_move``), the notation stands in for a family that does not."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from azul.engine.state import GameState


@dataclass(frozen=True)
class LogMove:
    """One move in the log: the icon form (``sprite`` or none, ``count``, ``where``) and the
    whole sentence without the seat's name. ``extra`` is a second tile picture that comes
    with the first (``extra_count`` of it: a wild tile taken or spent along), and ``arrow``
    says whether ``where`` is the tiles' destination (an arrow before it) or not (a take's
    source, worded as such)."""

    sprite: str | None
    count: int
    where: str
    sentence: str
    extra: str | None = None
    extra_count: int = 0
    arrow: bool = True


Describe = Callable[["GameState", int], LogMove]


def notation_move(state: GameState, move: int) -> LogMove:
    """A move as its text form: the log of a family that does not describe its moves."""
    text = str(state.format_move(move))
    return LogMove(None, 0, text, text)
