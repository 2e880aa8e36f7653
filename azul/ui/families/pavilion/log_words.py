"""Summer Pavilion's moves as the move log shows them: a tile icon, a count and where (the
source of a take, the space covered, a bonus tile, a kept tile), and the whole sentence for
the hover, from the position each move was played in (catalog section ``[log_pavilion]``)."""

from __future__ import annotations

from collections.abc import Callable

from azul.engine.pavilion_game import PavilionState
from azul.engine.pavilion_moves import CENTRE, decode_move

from ...hints import Words, colour_word
from ...table.log import LogMove
from . import decisions as dec
from .hints import pavilion_star


def pavilion_log_move(
    words: Words, state: PavilionState, move: int, sprite: Callable[[int], str]
) -> LogMove:
    """A Summer Pavilion move (take, place, bonus pick, keep, done, pass) for the log
    (``sprite``: a tile colour's picture)."""
    kind, a, b, c, d = decode_move(move)
    if kind == "draft":
        return _take(words, state, a, b, sprite)
    if kind == "place":
        return _place(words, state, a, b, c, d, sprite)
    if kind == "pick":
        sentence = words.t("log_pavilion.pick", colour=colour_word(words, state, a))
        return LogMove(sprite(a), 1, words.t("log_pavilion.bonus"), sentence)
    if kind == "keep":
        sentence = words.t("log_pavilion.keep", colour=colour_word(words, state, a))
        return LogMove(sprite(a), 1, words.t("log_pavilion.kept"), sentence)
    key = "log_pavilion.done" if kind == "done" else "log_pavilion.pass"
    return LogMove(None, 0, words.t(key), words.t(key))


def _take(
    words: Words, state: PavilionState, source: int, colour: int, sprite: Callable[[int], str]
) -> LogMove:
    pv = dec.take_preview(state, source, colour)
    count = pv.count if pv is not None else 0
    name = colour_word(words, state, colour)
    if source == CENTRE:
        sentence = words.tn("log_pavilion.take_centre", count, colour=name)
        where = words.t("log_pavilion.from_centre")
    else:
        sentence = words.tn("log_pavilion.take_factory", count, colour=name, source=source + 1)
        where = words.t("log_pavilion.from_factory", source=source + 1)
    if pv is None or not pv.wild:
        return LogMove(sprite(colour), count, where, sentence, arrow=False)
    wild = colour_word(words, state, state.wild)
    sentence = words.t("log_pavilion.with_wild", take=sentence, wild=wild)
    # The wild tile that comes along is shown beside the colour taken: [tile]×2 + [wild].
    return LogMove(sprite(colour), count, where, sentence, sprite(state.wild), 1, arrow=False)


def _place(
    words: Words,
    state: PavilionState,
    star: int,
    space: int,
    colour: int,
    wilds: int,
    sprite: Callable[[int], str],
) -> LogMove:
    value = space + 1
    name = colour_word(words, state, colour)
    pay = words.tn("hint.pay_colour", value - wilds, colour=name)
    if wilds:
        wild = colour_word(words, state, state.wild)
        pay = words.tn("hint.pay_with_wilds", wilds, paid=pay, wild=wild)
    sentence = words.t(
        "log_pavilion.place", star=pavilion_star(words, state, star), value=value, pay=pay
    )
    where = words.t("log_pavilion.space", value=value)
    if not wilds:
        return LogMove(sprite(colour), value, where, sentence)
    # The tiles paid: the colour's and, beside them, the wild ones spent for it.
    return LogMove(sprite(colour), value - wilds, where, sentence, sprite(state.wild), wilds)
