"""The Hint in words: what the computer (Hard level) would play, said as a player would say it.

The move notation ("3y5", "b6b+3") is for logs and saves; people get a sentence through the
i18n catalogs instead. One describer per family; both take the scene (for ``t``/``tn``) and
the position the hint was computed for.
"""

from __future__ import annotations

from typing import Any, Protocol

from azul.engine.base_game import CENTRE as BASE_CENTRE
from azul.engine.base_game import FLOOR, decode_move
from azul.engine.pavilion_geometry import CENTRE_STAR
from azul.engine.pavilion_moves import CENTRE as PAVILION_CENTRE
from azul.engine.pavilion_moves import decode_move as decode_pavilion_move


class Words(Protocol):
    """What a describer needs of a scene: catalog look-ups."""

    def t(self, key: str, **values: Any) -> str:
        """A catalog text."""
        ...

    def tn(self, key: str, n: int, **values: Any) -> str:
        """A catalog text with a count."""
        ...


def _colour(words: Words, state: Any, colour: int) -> str:
    return words.t(f"colour.{state.ruleset.colours[colour]}")


def base_hint(words: Words, state: Any, move: int) -> str:
    """A base-family move (Azul, grey wall, Mini, Crystal Mosaic) as a hint sentence."""
    kind, a, b, c = decode_move(move)
    if kind == "tile":
        return words.t("hint.tile", line=a + 1, column=b + 1)
    colour = _colour(words, state, b)
    where = "centre" if a == BASE_CENTRE else "factory"
    to = "floor" if c == FLOOR else "line"
    return words.t(f"hint.{where}_{to}", colour=colour, n=a + 1, line=c + 1)


def pavilion_star(words: Words, state: Any, star: int) -> str:
    """A Summer Pavilion star's name: its colour (coloured side), its place (grey side)."""
    if star == CENTRE_STAR:
        return words.t("pavilion.star_centre")
    if state.spec.grey:
        return words.t(f"pavilion.star_at.{star}")
    return words.t(
        "pavilion.star_colour", colour=_colour(words, state, state.spec.star_colours[star])
    )


def pavilion_hint(words: Words, state: Any, move: int) -> str:
    """A Summer Pavilion move (take, place, pass, bonus pick, keep, done) as a hint sentence."""
    kind, a, b, c, d = decode_pavilion_move(move)
    if kind == "draft":
        colour = _colour(words, state, b)
        if a == PAVILION_CENTRE:
            return words.t("hint.pavilion_take_centre", colour=colour)
        return words.t("hint.pavilion_take_factory", colour=colour, n=a + 1)
    if kind == "place":
        star, space, colour_i, wilds = a, b, c, d
        value = space + 1
        colour = _colour(words, state, colour_i)
        own = value - wilds  # tiles of the placed colour; the rest are wild tiles
        pay = words.tn("hint.pay_colour", own, colour=colour)
        if wilds:
            wild = _colour(words, state, state.wild)
            pay = words.tn("hint.pay_with_wilds", wilds, paid=pay, wild=wild)
        return words.t(
            "hint.pavilion_place", star=pavilion_star(words, state, star), value=value, pay=pay
        )
    if kind == "pick":
        return words.t("hint.pavilion_pick", colour=_colour(words, state, a))
    if kind == "keep":
        return words.t("hint.pavilion_keep", colour=_colour(words, state, a))
    if kind == "done":
        return words.t("hint.pavilion_done")
    return words.t("hint.pavilion_pass")
