"""The Hint: "what would the computer do?" is shown to a person, never played."""

from __future__ import annotations

import random
from typing import Any

import pygame
import pytest
from support.hints import await_hint

from azul.engine.base_game import decode_move as decode_base
from azul.engine.pavilion_moves import decode_move as decode_pavilion
from azul.ui.kits import make_table

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
    move = await_hint(driver, table)
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


def _await_hint(driver: Driver, table: object) -> int:
    return await_hint(driver, table)


def _hint_at(
    driver: Driver, ruleset: str, seed: int, walk: int, phase: str
) -> tuple[Any, Any, int]:
    """Two people play at random until the phase; the one to move then presses H."""
    session = session_for(ruleset, "pp", seed=seed)
    rng = random.Random(walk)
    while session.state.phase != phase:
        session.play(rng.choice(session.state.legal_moves()))
    table: Any = make_table(driver.app, session)
    driver.app.stack.reset(table)
    driver.pump()
    driver.settle()
    driver.key(pygame.K_h)
    return session, table, _await_hint(driver, table)


def test_a_placement_hint_fills_in_the_payment_and_one_click_places_it(driver: Driver) -> None:
    session, table, move = _hint_at(driver, "summer-pavilion", 5, 2, "place")  # phase 2
    kind, star, space, colour, wilds = decode_pavilion(move)
    assert kind == "place"  # a space can always be paid for here on seed 5
    assert table.decision.space == star * 6 + space and table.decision.place_colour == colour
    pay = table.choice().payment
    assert pay is not None and pay.move == move  # the panel shows exactly the hinted payment
    assert table.status() == table.describe_hint(move)
    before = len(session.moves)
    assert table.confirm_place()  # the player's one click on Place
    assert session.moves[before:] == [move]
    assert table.hint_move is None


def test_a_wall_column_hint_names_the_column(driver: Driver) -> None:
    # A grey wall asks for a column for each complete line at the round's end.
    session, table, move = _hint_at(driver, "azul-grey", 4, 1, "tiling")
    kind, row, column, _ = decode_base(move)
    assert kind == "tile" and row == session.state.pending_row
    assert table.hint_status() == table.t("hint.tile", line=row + 1, column=column + 1)
    driver.app.render()


def test_a_bonus_pick_hint_chooses_that_tile_in_the_supply(driver: Driver) -> None:
    session, table, move = _hint_at(driver, "summer-pavilion", 5, 0, "bonus")  # tiles owed
    kind, colour = decode_pavilion(move)[:2]
    assert kind == "pick"
    # Chosen on the central board, not yet taken.
    assert table.decision.picked_colours(table.state) == [colour]
    assert session.state.phase == "bonus"
