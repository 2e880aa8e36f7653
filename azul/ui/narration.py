"""Narration's sentences on the UI side: what a move, its score events, a round's end, the
game's end, the scores and the turn say, in the language shown, handed to the services'
narrator (azul.domain.narration) while narration is on (Settings). What a family's board,
its offer and its focus targets say comes from the family's kit (``speak_board``,
``speak_offer``, ``speak_target``); nothing here asks which family is playing."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from azul.domain.controls import Action
from azul.domain.session import GameSession
from azul.engine.events import ScoreEvent
from azul.engine.state import GameState

from .hints import Words, colour_word

if TYPE_CHECKING:
    from .services import Services

# The read-out keys on a table (plain letters, no Ctrl or Alt): what each reads out.
BOARD, RIVAL, OFFER, SCORES = "board", "rival", "offer", "scores"
# What each read-out action says (its keys are the player's, azul.domain.controls).
READ_ACTIONS = {
    Action.READ_BOARD: BOARD,
    Action.READ_RIVAL: RIVAL,
    Action.READ_OFFER: OFFER,
    Action.READ_SCORES: SCORES,
}


def narrating(services: Services) -> bool:
    """True while narration is on (Settings)."""
    return bool(services.settings.narration)


def say(services: Services, text: str | None, focus: bool = False) -> None:
    """Say a sentence while narration is on (``focus``: it names what the keyboard is on)."""
    if text and narrating(services):
        services.narrator.say(text, focus)


def sync_voice(services: Services) -> None:
    """Tell the narrator the language shown and the chosen speaking rate."""
    services.narrator.set_voice(services.text.language, int(services.settings.speech_rate))


def read_action(action: Action | None) -> str | None:
    """What a table action reads out (None: not a read-out action)."""
    return READ_ACTIONS.get(action) if action is not None else None


def group_words(
    words: Words, state: GameState, colour: int, count: int, factory: int | None
) -> str:
    """A group of tiles on a factory (its index) or in the centre (None): "Factory 3: 2 blue"."""
    name = colour_word(words, state, colour)
    if factory is None:
        return words.tn("narration.group_centre", count, colour=name)
    return words.tn("narration.group_factory", count, colour=name, source=factory + 1)


def offer_words(
    words: Words, state: GameState, factories: Sequence[Sequence[int]], centre: Sequence[int]
) -> str:
    """Every factory with tiles and the centre, each by colour and count (the engine's tile
    counts per colour)."""
    parts = []
    for i, counts in enumerate(factories):
        groups = counted(words, state, counts)
        if groups:
            parts.append(words.t("narration.offer_factory", source=i + 1, tiles=groups))
    groups = counted(words, state, centre)
    parts.append(
        words.t("narration.offer_centre", tiles=groups or words.t("narration.offer_empty"))
    )
    return " ".join(parts)


def counted(words: Words, state: GameState, counts: Sequence[int]) -> str:
    """Tile counts per colour in words: "2 blue, 1 red" ("" for none)."""
    return ", ".join(
        words.tn("narration.count_colour", n, colour=colour_word(words, state, c))
        for c, n in enumerate(counts)
        if n > 0
    )


def reason_word(words: Words, reason: str) -> str:
    """A score event's reason in words (its id when the catalogs have none)."""
    key = f"narration.reason.{reason}"
    text = words.t(key)
    return reason if text == key else text


def event_sentences(words: Words, session: GameSession, after: GameState) -> list[str]:
    """The move's score events, one sentence per seat: "Anna: wall +7, floor −2; 14 points"."""
    by_seat: dict[int, dict[str, int]] = {}
    for event in after.last_events:
        if not isinstance(event, ScoreEvent) or event.delta == 0:
            continue
        reasons = by_seat.setdefault(int(event.player), {})
        reasons[event.reason] = reasons.get(event.reason, 0) + int(event.delta)
    out = []
    for seat, reasons in sorted(by_seat.items()):
        parts = ", ".join(f"{reason_word(words, r)} {signed(d)}" for r, d in reasons.items())
        score = int(after.scores[seat])
        out.append(words.tn("narration.scored", score, name=session.seat(seat).name, parts=parts))
    return out


def signed(n: int) -> str:
    """A change with its sign: +3, −2 (a real minus sign), 0."""
    return f"+{n}" if n > 0 else (f"−{-n}" if n < 0 else "0")


def scores_sentence(words: Words, session: GameSession, state: GameState) -> str:
    """Every seat's score, and whose turn it is (or that the game is over)."""
    scores = ", ".join(
        words.tn("narration.seat_score", int(state.scores[i]), name=seat.name)
        for i, seat in enumerate(session.setup.seats)
    )
    return f"{scores}. {turn_sentence(words, session, state)}"


def turn_sentence(words: Words, session: GameSession, state: GameState) -> str:
    """Whose turn it is, or that the game is over."""
    if state.is_over:
        return words.t("status.game_over")
    seat = session.seat(int(state.current_player))
    key = "narration.your_turn" if seat.is_person else "narration.turn"
    return words.t(key, name=seat.name)


def round_sentence(words: Words, session: GameSession, before: GameState, after: GameState) -> str:
    """A round's end: the round scored, each seat's points this round and its score."""
    start = _round_start(session, before)
    seats = ", ".join(
        words.tn(
            "narration.round_seat",
            int(after.scores[i]),
            name=seat.name,
            delta=signed(int(after.scores[i]) - int(start.scores[i])),
        )
        for i, seat in enumerate(session.setup.seats)
    )
    return f"{words.t('scoring.summary_title', n=int(before.round))}. {seats}."


def _round_start(session: GameSession, before: GameState) -> GameState:
    """The first position of ``before``'s round in the session."""
    start = before
    for state in reversed(session.states):
        if state.round == before.round:
            start = state
        elif start is not before:
            break
    return start


def end_sentence(words: Words, session: GameSession, state: GameState) -> str:
    """The game's end: who won and every final score."""
    names = [session.seat(w).name for w in state.winners()]
    if len(names) == 1:
        head = words.t("end.winner", name=names[0])
    else:
        head = words.t("end.shared", names=", ".join(names))
    scores = ", ".join(
        words.tn("narration.seat_score", int(state.scores[i]), name=seat.name)
        for i, seat in enumerate(session.setup.seats)
    )
    return f"{words.t('status.game_over')} {head} {scores}."


def move_sentences(
    words: Words,
    session: GameSession,
    move_words: str,
    seat: int,
    before: GameState,
    after: GameState,
) -> list[str]:
    """What a move played says: who did what, the score events, the round's end, then the
    next turn or the game's end (``move_words``: the family's sentence for the move)."""
    out = [words.t("log.seat_move", name=session.seat(seat).name, move=move_words)]
    out += event_sentences(words, session, after)
    if after.is_over:
        out.append(end_sentence(words, session, after))
        return out
    if after.round != before.round:
        out.append(round_sentence(words, session, before, after))
    if int(after.current_player) != seat or after.round != before.round:
        out.append(turn_sentence(words, session, after))
    return out
