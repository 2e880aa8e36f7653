"""Couch play with controllers SDL itself reports: virtual game controllers on pygame's own SDL
(tests/support/sdl_pads.py), so every device, button and axis event comes from SDL and a
re-plugged controller gets a new instance id, as a real one does. Skipped where SDL has no
virtual joysticks."""

from __future__ import annotations

import random
import time
from collections import deque
from collections.abc import Iterator
from statistics import median

import pygame
import pytest
from support.sdl_pads import PS4, XBOX_360, XBOX_ONE, VirtualPads

from azul.domain.settings import COMPUTER, PERSON
from azul.engine.base_game import FLOOR, decode_move
from azul.ui.canvas import TextDrawn
from azul.ui.controller import PLAYSTATION, XBOX
from azul.ui.families.base.targets import FloorTarget, LineTarget
from azul.ui.scenes.overlay import ConfirmScene
from azul.ui.scenes.pause import PauseScene
from azul.ui.scenes.setup_cards import RuleSetCard
from azul.ui.scenes.table import TableScene
from azul.ui.table.input import next_area
from azul.ui.table.targets import GroupTarget
from azul.ui.widgets import Segmented

from .driver import Driver
from .pads_helpers import LIMIT, focused_label, open_setup

A = pygame.CONTROLLER_BUTTON_A
B = pygame.CONTROLLER_BUTTON_B
Y = pygame.CONTROLLER_BUTTON_Y
START = pygame.CONTROLLER_BUTTON_START
UP = pygame.CONTROLLER_BUTTON_DPAD_UP
DOWN = pygame.CONTROLLER_BUTTON_DPAD_DOWN
LB = pygame.CONTROLLER_BUTTON_LEFTSHOULDER
RB = pygame.CONTROLLER_BUTTON_RIGHTSHOULDER
STICK_Y = pygame.CONTROLLER_AXIS_LEFTY
STICK_X = pygame.CONTROLLER_AXIS_LEFTX
DOWN_ONLY = (DOWN,)
D_PAD = (DOWN, UP)
WITH_SHOULDERS = (DOWN, UP, RB, LB)
HINT_WAIT = 30.0  # seconds a hint may take on a busy machine


@pytest.fixture
def pads(driver: Driver) -> Iterator[VirtualPads]:
    """SDL virtual controllers for the app under test (all pulled out afterwards)."""
    driver.draw_every = 4  # a press takes two frames; drawing each would only cost time
    vp = VirtualPads.open(driver.pump)
    try:
        yield vp
    finally:
        vp.close()


def couch(driver: Driver, pads: VirtualPads) -> tuple[TableScene, int, int]:
    """An Xbox and a PlayStation controller take the two seats with Start; the Xbox one
    starts the game from the D-pad."""
    one = pads.plug(XBOX_360)
    two = pads.plug(PS4)
    assert one != two and driver.app.services.pads.connected(one)
    setup = open_setup(driver)
    pads.press(one, START)
    pads.press(two, START)
    assert setup.bound == {0: one, 1: two}
    for _ in range(LIMIT):
        if focused_label(setup) == "Start game":
            break
        pads.press(one, DOWN)
    pads.press(one, A)
    table = driver.table()
    assert table is not None and driver.top is table
    assert [s.pad for s in table.session.setup.seats] == [one, two]
    driver.settle()
    return table, one, two


def plan(table: TableScene, want: object, buttons: tuple[int, ...]) -> list[int]:
    """The fewest presses of these buttons that put the table's focus ring on a target (the
    ring's own rules: the first press shows it on the first item, the shoulders jump areas)."""
    items = table.focus_items()
    goal = items.index(want)
    start = (table.keyboard, table.focus % len(items) if table.keyboard else 0)

    def after(state: tuple[bool, int], button: int) -> tuple[bool, int]:
        shown, at = state
        if button in (RB, LB):
            return True, next_area(items, at, 1 if button == RB else -1, shown)
        if not shown:
            return True, 0
        return True, (at + (1 if button == DOWN else -1)) % len(items)

    seen: dict[tuple[bool, int], list[int]] = {start: []}
    queue = deque([start])
    while queue:
        state = queue.popleft()
        if state == (True, goal):
            return seen[state]
        for button in buttons:
            nxt = after(state, button)
            if nxt not in seen:
                seen[nxt] = [*seen[state], button]
                queue.append(nxt)
    raise AssertionError(f"no way to {want}")


def play(driver: Driver, pads: VirtualPads, pad: int, move: int) -> tuple[int, int, int]:
    """One base-family move by controller, with the D-pad and the shoulders: presses taken,
    and how many the D-pad alone would have taken, and Down alone (all count the two A
    presses)."""
    table = driver.table()
    assert table is not None
    _, a, b, c = decode_move(move)
    p = table.state.current_player
    taken = d_pad = down = 0
    for step in ("group", "place"):
        items = table.focus_items()
        if step == "group":
            want = next(t for t in items if t == GroupTarget(a, b))
        else:
            want = next(
                t for t in items if (t == FloorTarget(p) and c == FLOOR) or t == LineTarget(p, c)
            )
        d_pad += len(plan(table, want, D_PAD)) + 1
        down += len(plan(table, want, DOWN_ONLY)) + 1
        path = plan(table, want, WITH_SHOULDERS)
        for button in path:
            pads.press(pad, button)
        assert table.focused() == want
        pads.press(pad, A)
        taken += len(path) + 1
    return taken, d_pad, down


def wait_for_hint(driver: Driver, table: TableScene) -> None:
    """Run frames until the hint asked for has come (it is worked out in a thread)."""
    deadline = time.monotonic() + HINT_WAIT
    while table.hint_ticket is not None and time.monotonic() < deadline:
        time.sleep(0.005)
        driver.step(0.05)
    assert table.hint_ticket is None and table.hint_move is not None


def test_sdl_controllers_take_seats_play_their_turns_and_keep_their_prompts(
    driver: Driver, pads: VirtualPads
) -> None:
    table, one, two = couch(driver, pads)
    status = driver.app.services.pads
    session = table.session
    own = {0: one, 1: two}
    for _ in range(4):  # two moves each, each on its own controller
        now = int(session.state.current_player)
        mine, other = own[now], own[1 - now]
        pads.press(mine, Y)  # a hint, on the player's own controller: the prompts are theirs
        family = status.family()
        assert family == (XBOX if mine == one else PLAYSTATION)
        wait_for_hint(driver, table)
        before = len(session.moves)
        table.keyboard = False
        pads.press(other, DOWN)
        pads.press(other, A)
        assert len(session.moves) == before and not table.keyboard  # refused
        name = session.seat(now).name
        assert f"Not your turn – {name} plays now" in driver.app.toasts()
        assert status.family() == family  # a refused press keeps the prompts as they were
        pads.press(other, START)  # the menu opens from any controller
        assert isinstance(driver.top, PauseScene)
        pads.press(other, B)
        assert driver.top is table
        move = sorted(table.legal())[0]
        play(driver, pads, mine, move)
        assert session.moves[before:] == [move] and int(session.movers[-1]) == now
        driver.settle()


def test_a_replugged_sdl_controller_keeps_its_seat(driver: Driver, pads: VirtualPads) -> None:
    table, one, two = couch(driver, pads)
    session = table.session
    move = sorted(table.legal())[0]
    play(driver, pads, one, move)
    driver.settle()
    assert int(session.state.current_player) == 1
    pads.unplug(one)
    # Seat 2 plays on; on seat 1's turn nobody's controller plays seat 1.
    play(driver, pads, two, sorted(table.legal())[0])
    driver.settle()
    assert int(session.state.current_player) == 0
    driver.step(10.0)
    pads.press(two, A)
    assert len(session.moves) == 2
    assert "Player 1's controller is unplugged: plug it back in, or take over the seat" in (
        driver.app.toasts()
    )
    assert isinstance(driver.top, ConfirmScene)  # asked to take over
    pads.press(two, B)  # no
    assert driver.top is table
    back = pads.plug(XBOX_360)
    assert back != one  # SDL gives the returning device a new instance id ...
    driver.step(0.0)
    assert driver.top is table  # ... and it is known again by its GUID, without a question
    assert "Player 1 plays with controller 2 again" in driver.app.toasts()
    table.keyboard = False
    pads.press(two, DOWN)  # seat 2's controller still plays only its own seat
    assert not table.keyboard
    move = sorted(table.legal())[0]
    play(driver, pads, back, move)
    assert session.moves[-1] == move and int(session.movers[-1]) == 0
    driver.settle()
    table.keyboard = False
    pads.press(back, DOWN)  # and the returned one only its own: not seat 2's turn
    assert not table.keyboard
    assert "Not your turn – Player 2 plays now" in driver.app.toasts()


def test_a_hot_plugged_third_sdl_controller_is_nobodys_until_asked(
    driver: Driver, pads: VirtualPads
) -> None:
    table, one, two = couch(driver, pads)
    session = table.session
    third = pads.plug(XBOX_ONE)
    driver.step(0.0)
    assert driver.top is table  # no seat waits: nothing to ask
    assert driver.app.services.pads.connected(third)
    table.keyboard = False
    pads.press(two, DOWN)  # the bound ones still play only their own seats
    assert not table.keyboard
    pads.unplug(one)
    move = sorted(table.legal())[0]
    table.keyboard = False
    pads.press(third, DOWN)  # seat 1 waits for its controller: not the third one's to play
    assert not table.keyboard and isinstance(driver.top, ConfirmScene)
    pads.press(third, B)
    pads.unplug(third)
    # Another Xbox-style controller (another GUID) comes: is it seat 1's? Only it may answer.
    fourth = pads.plug(XBOX_ONE)
    driver.step(0.0)
    ask = driver.top
    assert isinstance(ask, ConfirmScene)
    assert ask.message() == "Is this Player 1's controller? Then it plays Player 1's seat again."
    pads.press(two, A)
    assert driver.top is ask  # not seat 2's controller's question
    assert driver.app.services.pads.active != two  # nor its prompts
    for _ in range(LIMIT):
        if focused_label(ask) == "Yes, it is mine":
            break
        pads.press(fourth, UP)
    pads.press(fourth, A)
    assert driver.top is table
    play(driver, pads, fourth, move)
    assert session.moves == [move] and int(session.movers[-1]) == 0


def test_both_button_families_prompts_from_sdl_controllers(
    driver: Driver, pads: VirtualPads, drawn: list[TextDrawn]
) -> None:
    xbox = pads.plug(XBOX_360)
    ps = pads.plug(PS4)
    open_setup(driver)
    status = driver.app.services.pads
    for pad, family, letter_shown in ((xbox, XBOX, True), (ps, PLAYSTATION, False)):
        pads.press(pad, DOWN)
        assert status.prompts_shown() and status.family() == family
        drawn.clear()
        driver.app.dirty = True
        driver.app.render()
        words = [t.asked for t in drawn]
        assert "Take a seat" in words and "Jump" in words
        assert ("A" in words) == letter_shown  # Xbox badges are letters, PlayStation symbols


def test_presses_per_move_with_the_shoulders(driver: Driver, pads: VirtualPads) -> None:
    """A scripted couch game: the median presses per move with the D-pad alone, and with the
    shoulders' area jumps too (both counted on the same moves)."""
    driver.draw_every = 1000
    table, one, two = couch(driver, pads)
    session = table.session
    own = {0: one, 1: two}
    rng = random.Random(7)
    taken: list[int] = []
    d_pad: list[int] = []
    down: list[int] = []
    while not session.state.is_over:
        legal = sorted(table.legal())
        lines = [m for m in legal if decode_move(m)[3] != FLOOR]
        move = rng.choice(lines or legal)
        now = int(session.state.current_player)
        got, alone, walked = play(driver, pads, own[now], move)
        assert session.moves[-1] == move
        taken.append(got)
        d_pad.append(alone)
        down.append(walked)
        driver.settle()
    print(
        f"presses per move over {len(taken)} moves: Down only median {median(down)} "
        f"(range {min(down)}-{max(down)}), D-pad median {median(d_pad)} "
        f"(range {min(d_pad)}-{max(d_pad)}), with LB/RB median {median(taken)} "
        f"(range {min(taken)}-{max(taken)})"
    )
    assert median(taken) < median(d_pad)


def flicks_to_person_seat_2(
    driver: Driver, pads: VirtualPads, pad: int, jump: bool, across: bool = False
) -> int:
    """Stick flicks (and shoulder presses) until seat 2 is a person, from a fresh New game
    screen with seat 2 a computer: down the focus order, by RB (`jump`), or by the stick with
    a flick to the right from the cards over to the seats (`across`)."""
    setup = open_setup(driver)
    setup.set_kind(1, COMPUTER)
    assert not setup.widgets.show_focus
    start = pads.presses
    for _ in range(LIMIT):
        w = setup.widgets.focused() if setup.widgets.show_focus else None
        if isinstance(w, Segmented) and w.rect.y == 300 + 92 + 6 and w.value == COMPUTER:
            pads.flick(pad, STICK_X, -1.0)
            break
        if jump:
            pads.press(pad, RB)
        elif across and isinstance(w, RuleSetCard):
            pads.flick(pad, STICK_X, 1.0)
        else:
            pads.flick(pad, STICK_Y, 1.0)
    assert setup.choices.seats[1].kind == PERSON
    return pads.presses - start


def test_flicks_to_make_seat_2_a_person(driver: Driver, pads: VirtualPads) -> None:
    pad = pads.plug(XBOX_360)
    before = flicks_to_person_seat_2(driver, pads, pad, jump=False)
    after = flicks_to_person_seat_2(driver, pads, pad, jump=True)
    stick = flicks_to_person_seat_2(driver, pads, pad, jump=False, across=True)
    print(
        f"flicks to make seat 2 a person: down the focus order {before}, "
        f"with RB {after}, by stick across from the cards {stick}"
    )
    assert after <= 4 < before and stick < before


def test_a_replugged_sdl_controller_keeps_its_seat_on_the_new_game_screen(
    driver: Driver, pads: VirtualPads
) -> None:
    one = pads.plug(XBOX_360)
    two = pads.plug(PS4)
    setup = open_setup(driver)
    pads.press(two, START)
    pads.press(one, START)
    assert setup.bound == {0: two, 1: one}
    pads.unplug(one)
    assert setup.setup().seats[1].pad is None  # while it is out, any input plays the seat
    back = pads.plug(XBOX_360)
    assert back != one
    assert setup.setup().seats[1].pad == one  # the seat is its again, under its first id
    pads.press(back, START)  # and Start on it gives that seat back, not another
    assert setup.bound == {0: two}
