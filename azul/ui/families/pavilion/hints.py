"""Summer Pavilion's Hint in words, and its stars' names (see azul/ui/hints.py)."""

from __future__ import annotations

from typing import Any

from azul.engine.pavilion_geometry import CENTRE_STAR
from azul.engine.pavilion_moves import CENTRE, decode_move

from ...hints import Words, colour_word


def pavilion_star(words: Words, state: Any, star: int) -> str:
    """A Summer Pavilion star's name: its colour (coloured side), its place (grey side)."""
    if star == CENTRE_STAR:
        return words.t("pavilion.star_centre")
    if state.spec.grey:
        return words.t(f"pavilion.star_at.{star}")
    return words.t(
        "pavilion.star_colour", colour=colour_word(words, state, state.spec.star_colours[star])
    )


def pavilion_hint(words: Words, state: Any, move: int) -> str:
    """A Summer Pavilion move (take, place, pass, bonus pick, keep, done) as a hint sentence."""
    kind, a, b, c, d = decode_move(move)
    if kind == "draft":
        colour = colour_word(words, state, b)
        if a == CENTRE:
            return words.t("hint.pavilion_take_centre", colour=colour)
        return words.t("hint.pavilion_take_factory", colour=colour, n=a + 1)
    if kind == "place":
        star, space, colour_i, wilds = a, b, c, d
        value = space + 1
        colour = colour_word(words, state, colour_i)
        own = value - wilds  # tiles of the placed colour; the rest are wild tiles
        pay = words.tn("hint.pay_colour", own, colour=colour)
        if wilds:
            wild = colour_word(words, state, state.wild)
            pay = words.tn("hint.pay_with_wilds", wilds, paid=pay, wild=wild)
        return words.t(
            "hint.pavilion_place", star=pavilion_star(words, state, star), value=value, pay=pay
        )
    if kind == "pick":
        return words.t("hint.pavilion_pick", colour=colour_word(words, state, a))
    if kind == "keep":
        return words.t("hint.pavilion_keep", colour=colour_word(words, state, a))
    if kind == "done":
        return words.t("hint.pavilion_done")
    return words.t("hint.pavilion_pass")
