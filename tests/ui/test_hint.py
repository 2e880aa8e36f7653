"""The Hint: "what would the computer do?" is shown to a person, never played."""

from __future__ import annotations

import time

import pygame
import pytest

from azul.engine.base_game import decode_move as decode_base
from azul.engine.pavilion_moves import decode_move as decode_pavilion
from azul.ui.scenes.table import make_table

from .driver import Driver, session_for


@pytest.mark.parametrize("ruleset", ["azul", "summer-pavilion"])
def test_hint_key_shows_a_legal_move_without_playing_it(driver: Driver, ruleset: str) -> None:
    table = make_table(driver.app, session_for(ruleset, "pp", seed=5))  # the family's table
    driver.app.stack.reset(table)
    driver.pump()
    driver.settle()
    assert table.interactive() and table.can_hint() and table.hint_button.enabled
    state = table.state
    moves_before = len(table.session.moves)
    driver.key(pygame.K_h)
    assert table.hint_ticket is not None and not table.can_hint()
    deadline = time.monotonic() + 20.0
    while table.hint_move is None and time.monotonic() < deadline:
        driver.step(0.05)
        time.sleep(0.01)
    move = table.hint_move
    assert move is not None, "no hint within 20 s"
    assert move in state.legal_moves()
    text = table.describe_hint(move)
    assert text.startswith("Hint: ") and state.format_move(move) not in text
    assert text in driver.app.toasts()
    assert table.hint_status() == text  # the status line keeps saying it until a move
    assert table.state is state and len(table.session.moves) == moves_before
    assert table.hint_ticket is None and table.can_hint()
    # A hinted take is set up on the table: its group is selected, ready to place.
    decode = decode_pavilion if ruleset.startswith("summer") else decode_base
    kind, source, colour = decode(move)[:3]
    assert kind == "draft" and table.selection == (source, colour)
    driver.app.render()  # the table draws with the hint shown
    # Playing any move ends the hint.
    other = next(m for m in state.legal_moves() if m != move)
    table.play(other)
    assert table.hint_move is None and table.hint_status() is None
