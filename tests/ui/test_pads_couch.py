"""Couch seats: each person takes a seat with Start on their own controller; in the game a
bound controller plays only its seat's turns, any controller opens the menu, and a seat whose
controller is unplugged waits for it (or for a controller that explicitly takes it over)."""

from __future__ import annotations

import random
from typing import Any

import pygame
from support.pavilion_input import choose_decision, decide

from azul.domain.session import GameSession, GameSetup, Seat
from azul.domain.settings import PERSON
from azul.engine.pavilion_game import PLACE
from azul.ui.families.pavilion.pass_dialog import PassDialog
from azul.ui.families.pavilion.scene import PavilionTableScene
from azul.ui.kits import make_table
from azul.ui.scenes.keys_help import KeysHelpScene
from azul.ui.scenes.overlay import ConfirmScene
from azul.ui.scenes.pause import PauseScene
from azul.ui.scenes.table import TableScene
from azul.ui.table.log import LogOverlay

from .driver import Driver
from .pads_helpers import (
    DOWN,
    START,
    A,
    B,
    X,
    focus_button,
    open_setup,
    play_base_move,
    plug,
    press,
)


def couch_game(driver: Driver, monkeypatch: Any) -> tuple[TableScene, int, int]:
    """Two controllers take the two seats in the setup and start the game by controller."""
    one, two = plug(driver, monkeypatch, "Xbox 360 Controller", "PS4 Controller")
    setup = open_setup(driver)
    press(driver, START, one)
    press(driver, START, two)
    assert setup.bound == {0: one, 1: two}
    assert "Player 2 plays with controller 2" in driver.app.toasts()
    focus_button(driver, "Start game", one)
    press(driver, A, one)
    table = driver.table()
    assert table is not None and driver.top is table
    assert [s.pad for s in table.session.setup.seats] == [one, two]
    driver.settle()
    return table, one, two


def test_start_takes_the_focused_or_next_free_seat_and_gives_it_back(
    driver: Driver, monkeypatch: Any
) -> None:
    one, two, three = plug(driver, monkeypatch, "Xbox One", "DualSense", "8BitDo")
    setup = open_setup(driver, people=3)
    # The second seat's name field has the focus: the first controller takes that seat.
    name_field = next(w for w in setup.widgets.widgets if w.rect.y == 300 + 92 + 6)
    setup.widgets.focus = setup.widgets.widgets.index(name_field)
    setup.widgets.show_focus = True
    press(driver, START, one)
    assert setup.bound == {1: one}
    setup.widgets.show_focus = False
    press(driver, START, two)
    press(driver, START, three)
    assert setup.bound == {1: one, 0: two, 2: three}
    press(driver, START, one)  # pressed again: the seat is free again
    assert setup.bound == {0: two, 2: three}
    press(driver, START, 99)  # a controller never announced takes the free seat ...
    assert setup.setup().seats[1].pad is None  # ... but is no binding once the game starts
    setup.set_kind(0, "computer")
    assert [s.pad for s in setup.setup().seats] == [None, None, three]


def test_each_controller_plays_only_its_own_seat(driver: Driver, monkeypatch: Any) -> None:
    table, one, two = couch_game(driver, monkeypatch)
    session = table.session
    pads = {0: one, 1: two}
    for _ in range(4):  # two moves each
        now = int(session.state.current_player)
        other = pads[1 - now]
        table.keyboard = False
        before = len(session.moves)
        press(driver, DOWN, other)
        press(driver, A, other)
        assert not table.keyboard and len(session.moves) == before  # ignored
        name = session.seat(now).name
        assert f"Not your turn – {name} plays now" in driver.app.toasts()
        press(driver, START, other)  # the menu opens from any controller
        assert isinstance(driver.top, PauseScene)
        press(driver, B, other)
        assert driver.top is table
        press(driver, START, pads[now])
        assert isinstance(driver.top, PauseScene)
        press(driver, B, pads[now])
        move = sorted(table.legal())[0]
        play_base_move(driver, table, move, pads[now])
        assert session.moves[before:] == [move]
        assert int(session.movers[-1]) == now
        driver.settle()


def test_an_unplugged_controllers_seat_waits_for_it_or_an_explicit_take_over(
    driver: Driver, monkeypatch: Any
) -> None:
    table, one, two = couch_game(driver, monkeypatch)
    session = table.session
    assert int(session.state.current_player) == 0
    press(driver, DOWN, two)
    assert not table.keyboard  # seat 1's turn: controller 2 is ignored
    driver.post(pygame.CONTROLLERDEVICEREMOVED, instance_id=one)
    driver.pump()
    # Seat 1 waits for its own controller: controller 2 is refused, and asked to take over.
    driver.step(10.0)
    press(driver, DOWN, two)
    assert not table.keyboard and session.moves == []
    assert "Player 1's controller is unplugged: plug it back in, or take over the seat" in (
        driver.app.toasts()
    )
    ask = driver.top
    assert isinstance(ask, ConfirmScene)
    press(driver, B, two)  # not now
    assert driver.top is table
    move = sorted(table.legal())[0]
    table.keyboard = False
    driver.play_move(move, "key")  # the keyboard still plays for anyone
    assert session.moves == [move]
    driver.settle()
    assert int(session.state.current_player) == 1
    move = sorted(table.legal())[0]
    play_base_move(driver, table, move, two)  # controller 2 plays its own seat as ever
    driver.settle()
    assert int(session.state.current_player) == 0
    table.keyboard = False
    press(driver, A, two)  # on seat 1's turn again: asked again; now it takes over
    ask = driver.top
    assert isinstance(ask, ConfirmScene)
    focus_button(driver, "Take over", two)
    press(driver, A, two)
    assert driver.top is table
    assert "Controller 1 plays for Player 1 until their controller is back" in (driver.app.toasts())
    move = sorted(table.legal())[0]
    play_base_move(driver, table, move, two)
    assert session.moves[-1] == move and int(session.movers[-1]) == 0


def test_the_pass_dialog_takes_only_the_passing_seats_controller(
    driver: Driver, monkeypatch: Any
) -> None:
    one, two = plug(driver, monkeypatch, "Xbox Controller", "DualSense")
    seats = tuple(Seat(f"Seat {i + 1}", i, PERSON, pad=pad) for i, pad in enumerate((one, two)))
    table = make_table(driver.app, GameSession.start(GameSetup("summer-pavilion", seats, 3)))
    assert isinstance(table, PavilionTableScene)
    driver.app.stack.reset(table)
    driver.pump()
    driver.settle()
    rng = random.Random(3)
    while not (table.state.phase == PLACE and sum(table.state.boards[0].hand) >= 3):
        kind, what = choose_decision(table.state, rng)
        decide(driver, table, kind, what)
        driver.settle()
    now = int(table.state.current_player)
    mine, other = (one, two) if now == 0 else (two, one)
    driver.key(pygame.K_p)
    dialog = driver.top
    assert isinstance(dialog, PassDialog)
    before = len(table.session.moves)
    for _ in range(6):
        press(driver, DOWN, other)
        press(driver, A, other)
        press(driver, B, other)
    assert driver.top is dialog and len(table.session.moves) == before
    assert not dialog.widgets.show_focus
    press(driver, B, mine)  # the passing seat's own controller closes it
    assert driver.top is table


def refused_everything(driver: Driver, dialog: Any, pad: int, now: str) -> None:
    """Every button of another seat's controller leaves the dialog as it was (but Start), and
    a toast says whose turn it is."""
    driver.step(10.0)  # earlier toasts are gone
    assert driver.app.toasts() == []
    for button in (DOWN, A, B, X, DOWN, A):
        press(driver, button, pad)
    assert driver.top is dialog
    assert not getattr(dialog.widgets, "show_focus", False)  # not even the focus moved
    assert f"Not your turn – {now} plays now" in driver.app.toasts()


def test_the_undo_question_takes_only_the_seat_to_moves_controller(
    driver: Driver, monkeypatch: Any
) -> None:
    table, one, two = couch_game(driver, monkeypatch)
    session = table.session
    move = sorted(table.legal())[0]
    play_base_move(driver, table, move, one)
    driver.settle()
    assert int(session.state.current_player) == 1
    # Seat 2 asks to take back seat 1's move; seat 1's controller cannot answer for seat 2.
    press(driver, X, two)
    dialog = driver.top
    assert isinstance(dialog, ConfirmScene)
    refused_everything(driver, dialog, one, "Player 2")
    assert session.moves == [move]
    press(driver, B, two)  # the seat to move says no
    assert driver.top is table and session.moves == [move]
    # Asked from the keyboard, the answer still belongs to the seat to move's controller.
    driver.key(pygame.K_u)
    dialog = driver.top
    assert isinstance(dialog, ConfirmScene)
    refused_everything(driver, dialog, one, "Player 2")
    focus_button(driver, "Take it back", two)
    press(driver, A, two)
    assert driver.top is table and session.moves == []


def overlay_answers_the_seat_to_move(
    driver: Driver, table: TableScene, one: int, two: int, key: int, scene: type
) -> None:
    """Open an overlay by key on seat 1's turn: seat 2's controller is refused, seat 1's B
    closes it."""
    assert int(table.session.state.current_player) == 0
    driver.key(key)
    overlay = driver.top
    assert isinstance(overlay, scene)
    refused_everything(driver, overlay, two, "Player 1")
    press(driver, B, one)
    assert driver.top is table


def test_the_keys_overlay_over_a_couch_table_closes_for_the_seat_to_move_only(
    driver: Driver, monkeypatch: Any
) -> None:
    table, one, two = couch_game(driver, monkeypatch)
    overlay_answers_the_seat_to_move(driver, table, one, two, pygame.K_F2, KeysHelpScene)
    # From the pause menu (open to everyone) the keys overlay is everyone's too.
    press(driver, START, two)
    assert isinstance(driver.top, PauseScene)
    focus_button(driver, "Keys", two)
    press(driver, A, two)
    assert isinstance(driver.top, KeysHelpScene)
    press(driver, B, two)
    assert isinstance(driver.top, PauseScene)


def test_the_move_log_over_a_couch_table_closes_for_the_seat_to_move_only(
    driver: Driver, monkeypatch: Any
) -> None:
    table, one, two = couch_game(driver, monkeypatch)
    overlay_answers_the_seat_to_move(driver, table, one, two, pygame.K_l, LogOverlay)
