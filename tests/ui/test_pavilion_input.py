"""Summer Pavilion decisions through real input (mouse and keyboard), and the helpers the other
pavilion UI tests use to play whole decisions through the event path."""

from __future__ import annotations

from typing import Any

import pygame
from support.pavilion_input import (
    clear_kept,
    control_point,
    decide_until,
    group_point,
    pick,
    place,
    start,
    take,
)

from azul.engine.pavilion_game import BONUS, DRAFT, PLACE
from azul.engine.pavilion_moves import CENTRE, DONE, PASS, draft_move, keep_move
from azul.ui.families.pavilion import decisions as dec
from azul.ui.families.pavilion.pass_dialog import PassDialog, TileButton

from .driver import Driver

# -- helpers --------------------------------------------------------------------------------


def wild_factory(state: Any) -> int:
    """The first factory holding the wild colour and another colour beside it."""
    w = state.wild
    return next(
        i
        for i, tiles in enumerate(state.factories)
        if tiles[w] and any(tiles[c] for c in range(6) if c != w)
    )


# -- tests ----------------------------------------------------------------------------------


def test_every_way_to_take_tiles(driver: Driver) -> None:
    table = start(driver, kinds="pp", seed=11)
    for how in ("click", "key", "button", "hand", "drag"):
        state = table.state
        assert state.phase == DRAFT
        move = state.legal_moves()[0]
        before = len(table.session.moves)
        take(driver, table, move, how)
        assert table.session.moves[before:] == [move], how
        driver.settle()


def test_take_preview_shows_the_wild_tile_and_the_centre_penalty(driver: Driver) -> None:
    table = start(driver, kinds="pp", seed=5)
    state = table.state
    w = state.wild
    f = wild_factory(state)
    colour = next(c for c in range(6) if state.factories[f][c] and c != w)
    driver.click(group_point(table, f, colour))
    pv = table.choice().preview
    assert pv is not None and pv.wild == 1 and pv.count == state.factories[f][colour]
    assert not pv.marker and pv.penalty == 0
    me = state.current_player
    driver.app.render()
    driver.key(pygame.K_RETURN)
    after = table.state
    assert after.boards[me].hand[w] == 1 and after.boards[me].hand[colour] == pv.count
    driver.settle()
    # The first take from the centre: the marker and the penalty are shown before taking.
    state = table.state
    colour = next(c for c in range(6) if state.centre[c] and c != state.wild)
    driver.click(group_point(table, CENTRE, colour))
    pv = table.choice().preview
    assert pv is not None and pv.marker
    n = state.centre[colour] + (1 if state.centre[state.wild] else 0)
    assert pv.total == n and pv.penalty == min(n, state.boards[state.current_player].score - 1)
    driver.app.render()
    me = state.current_player
    driver.click(control_point(table, "take"))
    assert table.state.boards[me].score == state.boards[me].score - pv.penalty


def test_a_wild_colour_cannot_be_taken_with_others_and_says_why(driver: Driver) -> None:
    table = start(driver, kinds="pp", seed=5)
    state = table.state
    w = state.wild
    f = wild_factory(state)
    driver.click(group_point(table, f, w))
    assert table.selection is None
    assert any("wild" in t for t in driver.app.toasts())
    assert table.session.moves == []
    assert draft_move(f, w) not in state.legal_moves()


def test_placing_shows_payments_points_and_structures(driver: Driver) -> None:
    table = start(driver, kinds="pp", seed=20)

    def wild_payment(state: Any) -> dec.Payment | None:
        """A payment with wild tiles for a space that can be paid in two ways or more."""
        if state.phase != PLACE:
            return None
        legal = frozenset(state.legal_moves())
        for cell in sorted(dec.legal_cells(legal)):
            opts = dec.cell_options(state, legal, cell)
            pays = [p for ps in opts.by_colour.values() for p in ps]
            if len(pays) >= 2 and any(p.wilds for p in pays):
                return next(p for p in pays if p.wilds)
        return None

    pay = decide_until(driver, table, 20, 600, wild_payment)
    me = table.state.current_player
    before = len(table.session.moves)
    place(driver, table, pay.move, "key")
    assert table.session.moves[before] == pay.move
    # What the panel promised is what the engine did.
    events = table.session.states[before + 1].last_events
    placed = next(e for e in events if e.reason == "star-tile")
    assert (placed.player, placed.delta, placed.info["wilds"]) == (me, pay.points, pay.wilds)
    structs = tuple(
        (e.info["kind"], e.info["index"], e.info["tiles"])
        for e in events
        if e.reason == "structure"
    )
    assert structs == pay.structures


def test_bonus_tiles_are_chosen_freely_and_taken_in_colour_order(driver: Driver) -> None:
    table = start(driver, kinds="pp", seed=30)
    decide_until(driver, table, 30, 900, lambda s: s.phase == BONUS and s.bonus_owed >= 2)
    state = table.state
    assert state.phase == BONUS and state.bonus_owed >= 2
    driver.app.render()
    assert "bonus" in table.status()
    tiles = [c for c in state.supply if c >= 0]
    chosen = sorted(tiles, reverse=True)[: state.bonus_owed]  # chosen against colour order
    # A chosen tile clicked again goes back; picks beyond what is owed are refused.
    first = next(i for i, c in enumerate(state.supply) if c == chosen[0])
    driver.click(table.layout.supply_slot(first).center)
    assert table.decision.picks == [first]
    driver.click(table.layout.supply_slot(first).center)
    assert table.decision.picks == []
    before = len(table.session.moves)
    me = state.current_player
    hand = list(state.boards[me].hand)
    pick(driver, table, chosen)
    made = table.session.moves[before:]
    assert made and made == dec.bonus_moves(state, chosen)
    after = table.session.states[before + len(made)]
    assert [after.boards[me].hand[c] - hand[c] for c in range(6)] == [
        chosen.count(c) for c in range(6)
    ]
    assert table.session.continued[before:] == [False] + [True] * (len(made) - 1)
    # Undo takes the whole choice back, to the moment the tiles were to be chosen.
    driver.settle()
    if table.session.person_to_move() and table.state.round == state.round:
        driver.key(pygame.K_z, mod=pygame.KMOD_CTRL)
        driver.confirm_if_asked()
        assert len(table.session.moves) == before and table.state.phase == BONUS


def test_pass_keeps_tiles_and_undo_takes_the_whole_pass_back(driver: Driver) -> None:
    table = start(driver, kinds="pp", seed=3)
    decide_until(
        driver,
        table,
        3,
        400,
        lambda s: s.phase == PLACE and s.round < 6 and sum(s.boards[s.current_player].hand) >= 5,
    )
    state = table.state
    me = state.current_player
    hand = state.boards[me].hand
    kept = dec.hand_list(hand)[:1] + dec.hand_list(hand)[-1:]
    driver.click(control_point(table, "pass"))
    dialog = driver.top
    assert isinstance(dialog, PassDialog)
    clear_kept(driver, dialog)
    for c in kept:
        driver.click(dialog.hand_rect(c).center)
    n = sum(hand) - 2
    assert dialog.discarded() == n and dialog.cost() == dec.loss(state.boards[me].score, n)
    # A kept tile clicked again goes back to the hand.
    slot = next(w for w in dialog.widgets.widgets if isinstance(w, TileButton) and w.kept)
    driver.click(slot.rect.center)
    assert len(dialog.kept) == 1
    driver.click(dialog.hand_rect(kept[0]).center)
    driver.app.render()
    before = len(table.session.moves)
    driver.click(dialog.ok.rect.center)
    made = table.session.moves[before:]
    assert made[0] == PASS and sorted(made[1:3]) == sorted(keep_move(c) for c in kept)
    assert made[-1] == DONE or len(made) == 3
    after = table.session.states[before + len(made)]
    assert sorted(dec.hand_list(after.boards[me].corners)) == sorted(kept)
    assert after.boards[me].score == state.boards[me].score - dialog.cost()
    assert table.session.continued[before:] == [False] + [True] * (len(made) - 1)
    driver.settle()
    if table.state.round == state.round:  # undo takes back the pass with its kept tiles
        driver.click(table.layout.undo_rect().center)
        driver.confirm_if_asked()
        assert len(table.session.moves) == before and table.state.phase == PLACE


def test_last_round_pass_explains_that_nothing_is_kept(driver: Driver) -> None:
    table = start(driver, kinds="pp", seed=3)
    decide_until(driver, table, 3, 2000, lambda s: s.phase == PLACE and s.round == 6)
    state = table.state
    assert state.round == 6 and state.phase == PLACE
    driver.key(pygame.K_p)
    dialog = driver.top
    assert isinstance(dialog, PassDialog) and dialog.last_round
    assert not any(isinstance(w, TileButton) for w in dialog.widgets.widgets)
    driver.app.render()
    me = state.current_player
    assert dialog.discarded() == sum(state.boards[me].hand)
    driver.key(pygame.K_ESCAPE)  # cancel: nothing happened
    assert driver.top is table and table.state is state
    driver.key(pygame.K_p)
    before = len(table.session.moves)
    driver.click(driver.top.ok.rect.center)  # type: ignore[union-attr]
    assert table.session.moves[before:] == [PASS]
