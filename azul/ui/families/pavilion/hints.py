"""Summer Pavilion's Hint in words, its stars' names, and what the table says about a space
and a decision (see azul/ui/hints.py)."""

from __future__ import annotations

from collections.abc import Collection

from azul.engine.drafting import DRAFT
from azul.engine.pavilion_game import BONUS, KEEP, PLACE, PavilionState
from azul.engine.pavilion_geometry import CENTRE_STAR
from azul.engine.pavilion_moves import CENTRE, decode_move

from ...hints import Words, colour_word


def pavilion_star(words: Words, state: PavilionState, star: int) -> str:
    """A Summer Pavilion star's name: its colour (coloured side), its place (grey side)."""
    if star == CENTRE_STAR:
        return words.t("pavilion.star_centre")
    if state.spec.grey:
        return words.t(f"pavilion.star_at.{star}")
    return words.t(
        "pavilion.star_colour", colour=colour_word(words, state, state.spec.star_colours[star])
    )


def pavilion_hint(words: Words, state: PavilionState, move: int) -> str:
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


def allowed_colours(state: PavilionState, p: int, star: int) -> list[int]:
    """Colours a star of a board still takes (by the star rules alone, not the hand)."""
    spec = state.spec
    b = state.boards[p]
    fixed = spec.star_colours[star]
    if fixed >= 0:
        return [fixed]
    kind, colour = b.star_state(star)
    on = b.star_colours[star]
    if spec.grey:
        if kind in ("empty", "open"):
            return list(range(6))
        if kind == "single":
            return [colour]
    return [c for c in range(6) if not on >> c & 1]


def star_rule(words: Words, state: PavilionState, p: int, star: int) -> str:
    """The colour rule of a star whose colour is chosen in play ("" for a printed one)."""
    spec = state.spec
    if spec.star_colours[star] >= 0:
        return ""
    if not spec.grey:
        return words.t("pavilion.rule_centre")
    kind, colour = state.boards[p].star_state(star)
    if kind == "single":
        return words.t("pavilion.rule_single", colour=colour_word(words, state, colour))
    if kind == "multi":
        return words.t("pavilion.rule_multi")
    return words.t("pavilion.rule_open")


def space_hint(
    words: Words, state: PavilionState, p: int, cell: int, legal_cells: Collection[int]
) -> str:
    """Why a space of seat p can or cannot be covered now, in words (``legal_cells``: the
    spaces the player to move can pay for)."""
    b = state.boards[p]
    star, space = divmod(cell, 6)
    if b.cells[cell] >= 0:
        return words.t("pavilion.hint_covered")
    cost = state.cost(star, space)
    allowed = allowed_colours(state, p, star)
    wild = colour_word(words, state, state.wild)
    if len(allowed) == 1:
        colour = colour_word(words, state, allowed[0])
        if allowed[0] == state.wild:
            text = words.tn("pavilion.hint_cost_wild", cost, colour=colour)
        else:
            text = words.tn("pavilion.hint_cost", cost, colour=colour, wild=wild)
    else:
        text = words.tn("pavilion.hint_cost_any", cost, wild=wild)
    rule = star_rule(words, state, p, star)
    if rule:
        text = rule + " " + text
    mine = p == state.current_player
    if mine and state.phase == PLACE and cell not in legal_cells:
        text += " " + words.t("pavilion.hint_cannot")
    return text


def decision_status(
    words: Words, state: PavilionState, name: str, selecting: bool, paying: bool, owed: int
) -> str:
    """The status line while seat ``name`` decides: what to do in this phase (``selecting``: a
    take is chosen; ``paying``: a space is chosen; ``owed``: bonus tiles to choose)."""
    if state.phase == DRAFT:
        if selecting:
            return words.t("pavilion.status_take", name=name)
        return words.t("pavilion.status_draft", name=name)
    if state.phase == BONUS:
        return words.tn("pavilion.status_bonus", owed, name=name)
    if state.phase == KEEP:
        return words.t("pavilion.status_keep", name=name)
    if paying:
        return words.t("pavilion.status_pay", name=name)
    return words.t("pavilion.status_place", name=name)
