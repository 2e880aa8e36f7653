"""Passing in Summer Pavilion as a player meets it: the dialog opens with the best tiles to
keep already chosen, and an empty hand passes at once."""

from __future__ import annotations

import random
from typing import Any

import pygame
from support.pavilion_input import start

from azul.engine.pavilion_game import KEEP, PLACE
from azul.engine.pavilion_moves import DONE, PASS, keep_move
from azul.ui.families.pavilion import decisions as dec
from azul.ui.families.pavilion.pass_dialog import PassDialog
from azul.ui.kits import make_table

from .driver import Driver, session_for


def _table_at(driver: Driver, want: str, seed: int = 3) -> Any:
    """Two people play at random until the person to move is in phase 2 with a hand that
    is "full" (more than can be kept), or "empty"."""
    session = session_for("summer-pavilion", "pp", seed=seed)
    rng = random.Random(seed)
    for _ in range(3000):
        s = session.state
        hand = sum(s.boards[s.current_player].hand) if not s.is_over else -1
        wanted = (want == "full" and hand > s.spec.keep_limit) or (want == "empty" and hand == 0)
        if s.phase == PLACE and s.round < s.spec.rounds and wanted:
            break
        moves = s.legal_moves()
        # Prefer placing to passing so that hands empty now and then.
        places = [m for m in moves if m != PASS]
        session.play(rng.choice(places if places and rng.random() < 0.9 else moves))
    else:
        raise AssertionError(f"no {want} hand reached")
    table = make_table(driver.app, session)
    driver.app.stack.reset(table)
    driver.pump()
    driver.settle()
    return table


def test_the_pass_dialog_proposes_the_best_tiles_to_keep_and_enter_keeps_them(
    driver: Driver,
) -> None:
    table = _table_at(driver, "full")
    state = table.state
    me = state.current_player
    hand = list(state.boards[me].hand)
    driver.key(pygame.K_p)
    dialog = driver.top
    assert isinstance(dialog, PassDialog)
    limit = state.spec.keep_limit
    assert len(dialog.kept) == limit  # keeping is free: never propose fewer than allowed
    assert dialog.kept == dec.best_keep(state)
    assert all(dialog.kept.count(c) <= hand[c] for c in set(dialog.kept))
    assert dialog.discarded() == sum(hand) - limit
    driver.app.render()
    before = len(table.session.moves)
    driver.key(pygame.K_RETURN)  # the focus starts on Pass: Enter accepts the proposal
    made = table.session.moves[before:]
    assert made[0] == PASS
    assert sorted(m for m in made[1:] if m != DONE) == sorted(keep_move(c) for c in dialog.kept)
    after = table.session.states[before + len(made)]
    assert sorted(dec.hand_list(after.boards[me].corners)) == sorted(dialog.kept)


def test_best_keep_never_keeps_nothing_when_it_may_keep(driver: Driver) -> None:
    table = start(driver, kinds="pp", seed=5)
    s = table.state
    rng = random.Random(5)
    checked = 0
    while not s.is_over and checked < 40:
        me = s.current_player
        if s.phase in (PLACE, KEEP) and s.round < s.spec.rounds:
            hand = sum(s.boards[me].hand)
            room = s.spec.keep_limit - sum(s.boards[me].corners)
            if hand:
                assert len(dec.best_keep(s)) == min(room, hand)
                checked += 1
        s = s.apply(rng.choice(s.legal_moves()))
    assert checked


def test_an_empty_hand_passes_without_a_dialog(driver: Driver) -> None:
    table = _table_at(driver, "empty", seed=4)
    before = len(table.session.moves)
    driver.key(pygame.K_p)
    assert driver.top is table  # no dialog with four empty boxes
    assert table.session.moves[before] == PASS
