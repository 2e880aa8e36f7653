"""The base family's Hint in words (see azul/ui/hints.py)."""

from __future__ import annotations

from collections.abc import Callable

from azul.engine.base_game import CENTRE, FLOOR, BaseState, decode_move

from ...hints import Words, colour_word
from ...table.log import LogMove


def base_hint(words: Words, state: BaseState, move: int) -> str:
    """A base-family move (Azul, grey wall, Mini, Crystal Mosaic) as a hint sentence."""
    kind, a, b, c = decode_move(move)
    if kind == "tile":
        return words.t("hint.tile", line=a + 1, column=b + 1)
    colour = colour_word(words, state, b)
    where = "centre" if a == CENTRE else "factory"
    to = "floor" if c == FLOOR else "line"
    count = state.centre[b] if a == CENTRE else state.factories[a][b]  # "the tile" for one
    return words.tn(f"hint.{where}_{to}", count, colour=colour, source=a + 1, line=c + 1)


def base_log_move(
    words: Words, state: BaseState, move: int, sprite: Callable[[int], str]
) -> LogMove:
    """A base-family move as the move log shows it, from the position it was played in
    (``sprite``: a tile colour's picture)."""
    kind, a, b, c = decode_move(move)
    if kind == "tile":
        where = words.t("log.line_to_column", line=a + 1, column=b + 1)
        return LogMove(None, 0, where, words.t("log.tile", line=a + 1, column=b + 1))
    count = state.centre[b] if a == CENTRE else state.factories[a][b]
    src = "centre" if a == CENTRE else "factory"
    to = "floor" if c == FLOOR else "line"
    sentence = words.tn(
        f"log.{src}_{to}", count, colour=colour_word(words, state, b), source=a + 1, line=c + 1
    )
    where = words.t("log.floor") if c == FLOOR else words.t("log.line", line=c + 1)
    return LogMove(sprite(b), count, where, sentence)
