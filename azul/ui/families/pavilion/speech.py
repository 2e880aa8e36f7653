"""What narration says on a Summer Pavilion table: the focused group, space, supply tile or
panel button (the wild colour, Pass, Place and the payments), a board read out (the hand and
each star's covered spaces) and the factories, the centre, the wild colour and the supply."""

from __future__ import annotations

from azul.engine.pavilion_game import PavilionState
from azul.engine.pavilion_moves import CENTRE

from ...hints import Words, colour_word
from ...narration import counted, group_words, offer_words
from ...table.targets import GroupTarget, Target
from .frame import PavilionFrame, choice_of, extra_of
from .hints import pavilion_star, space_hint
from .paint_panel import LABELS
from .targets import ControlTarget, SpaceTarget, SupplyTarget

SPACES = 6  # spaces per star (a cell is star * 6 + space)
STARS = 7


def speak_target(frame: PavilionFrame, target: Target) -> str:
    """The focused target in words."""
    state = frame.state
    if isinstance(target, GroupTarget):
        text = _group(frame, state, target)
        if choice_of(frame).selection == (target.source, target.colour):  # Enter again takes it
            text += ". " + extra_of(frame).status
        return text
    if isinstance(target, ControlTarget):
        return _control(frame, state, target)
    if isinstance(target, SpaceTarget):
        star, space = divmod(target.cell, SPACES)
        name = frame.t(
            "pavilion.space_title", star=pavilion_star(frame, state, star), value=space + 1
        )
        why = space_hint(frame, state, target.seat, target.cell, choice_of(frame).legal_cells)
        return f"{name}. {why}"
    if isinstance(target, SupplyTarget):
        colour = colour_word(frame, state, state.supply[target.index])
        text = frame.t("narration.supply_tile", colour=colour)
        if target.index in choice_of(frame).picks:
            text += " " + frame.t("narration.chosen")
        return text
    return ""


def _group(frame: PavilionFrame, state: PavilionState, target: GroupTarget) -> str:
    factory = None if target.source == CENTRE else target.source
    counts = state.centre if factory is None else state.factories[target.source]
    text = group_words(frame, state, target.colour, counts[target.colour], factory)
    if target.colour != state.wild and counts[state.wild] > 0:
        text += " " + frame.t("pavilion.take_wild", wild=colour_word(frame, state, state.wild))
    return text


def _control(frame: PavilionFrame, state: PavilionState, target: ControlTarget) -> str:
    controls = extra_of(frame).controls
    if not 0 <= target.index < len(controls):
        return ""
    control = controls[target.index]
    if control.kind == "colour":
        text = colour_word(frame, state, control.value)
    elif control.kind == "wilds":
        wild = colour_word(frame, state, state.wild)
        text = frame.tn("narration.wilds", control.value, wild=wild)
    else:
        text = frame.t(LABELS.get(control.kind, control.kind))
    if not control.enabled:
        text += " " + frame.t("narration.disabled")
    return text


def hand_words(words: Words, state: PavilionState, seat: int) -> str:
    """The tiles in a seat's hand, by colour."""
    hand = counted(words, state, state.boards[seat].hand)
    return words.t("narration.hand", tiles=hand or "0")


def stars_words(words: Words, state: PavilionState, seat: int) -> str:
    """Each star with covered spaces: which spaces are covered."""
    cells = state.boards[seat].cells
    out = []
    for star in range(STARS):
        covered = [str(space + 1) for space in range(SPACES) if cells[star * SPACES + space] >= 0]
        if covered:
            name = pavilion_star(words, state, star)
            spaces = ", ".join(covered)
            out.append(words.tn("narration.star_covered", len(covered), star=name, spaces=spaces))
    return " ".join(out) if out else words.t("narration.stars_empty")


def speak_board(frame: PavilionFrame, seat: int) -> str:
    """A board read out: whose, the score, whether it passed, the hand and the stars."""
    state = frame.state
    name = frame.session.seat(seat).name
    text = frame.tn("narration.seat_score", int(state.scores[seat]), name=name) + "."
    if state.boards[seat].passed:
        text += " " + frame.t("pavilion.passed") + "."
    return f"{text} {hand_words(frame, state, seat)} {stars_words(frame, state, seat)}"


def speak_offer(frame: PavilionFrame) -> str:
    """The round's wild colour, the factories and the centre, and the supply."""
    state = frame.state
    wild = colour_word(frame, state, state.wild)
    text = frame.t("pavilion.hint_track", n=int(state.round), colour=wild)
    offer = offer_words(frame, state, state.factories, state.centre)
    supply = counted(frame, state, state.supply_counts)
    return f"{text} {offer} {frame.t('narration.supply', tiles=supply or '0')}"
