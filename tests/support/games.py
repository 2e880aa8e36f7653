"""Reaching positions without the table: games played in the engine, as the app would play them."""

from __future__ import annotations

from azul.ai.levels import make_player
from azul.domain.levels import playable
from azul.domain.session import GameSession

SEED_STRIDE = 7919  # the table's seed for a computer turn: seed * stride + moves played
SEED_RANGE = 2**31


def play_computers_to_end(session: GameSession) -> GameSession:
    """Play a game of computer seats to its end with the seeds and levels the table gives them
    (the same game the app would show, without drawing or animating it); the session."""
    while not session.state.is_over:
        seat = session.current_seat()
        assert not seat.is_person, "a person's turn: this plays computer seats only"
        seed = (session.seed * SEED_STRIDE + len(session.moves)) % SEED_RANGE
        session.play(make_player(playable(seat.level), seed).choose(session.state))
    return session
