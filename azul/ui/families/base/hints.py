"""The base family's Hint in words (see azul/ui/hints.py)."""

from __future__ import annotations

from typing import Any

from azul.engine.base_game import CENTRE, FLOOR, decode_move

from ...hints import Words, colour_word


def base_hint(words: Words, state: Any, move: int) -> str:
    """A base-family move (Azul, grey wall, Mini, Crystal Mosaic) as a hint sentence."""
    kind, a, b, c = decode_move(move)
    if kind == "tile":
        return words.t("hint.tile", line=a + 1, column=b + 1)
    colour = colour_word(words, state, b)
    where = "centre" if a == CENTRE else "factory"
    to = "floor" if c == FLOOR else "line"
    return words.t(f"hint.{where}_{to}", colour=colour, n=a + 1, line=c + 1)
