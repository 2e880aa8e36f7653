"""Game controllers: synthetic SDL controller events through pygame's queue drive every screen."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pygame
from support.pavilion_input import choose_decision, decide
from support.pavilion_input import start as start_pavilion
from support.persistence import open_app

from azul.engine.base_game import FLOOR, decode_move
from azul.engine.pavilion_game import BONUS, DRAFT, PLACE
from azul.engine.pavilion_moves import PASS
from azul.engine.pavilion_moves import decode_move as pavilion_decode
from azul.ui import controller
from azul.ui.controller import AXIS_MAX, REPEAT_DELAY, REPEAT_INTERVAL, STICK_PRESS
from azul.ui.families.base.targets import FloorTarget, LineTarget
from azul.ui.families.pavilion import decisions as dec
from azul.ui.families.pavilion.pass_dialog import PassDialog, TileButton
from azul.ui.families.pavilion.scene import PavilionTableScene
from azul.ui.families.pavilion.targets import ControlTarget, SpaceTarget, SupplyTarget
from azul.ui.scenes.end import EndScene
from azul.ui.scenes.load import RECORDS, LoadScene
from azul.ui.scenes.pause import PauseScene
from azul.ui.scenes.replay import ReplayScene
from azul.ui.scenes.save_dialog import SaveGameScene
from azul.ui.scenes.setup import SetupScene
from azul.ui.scenes.table import TableScene
from azul.ui.scenes.title import TitleScene
from azul.ui.table.targets import GroupTarget
from azul.ui.widgets import Button, Segmented

from .driver import Driver, session_for

PAD = 7  # the instance id SDL gave our pretend controller
A = pygame.CONTROLLER_BUTTON_A
B = pygame.CONTROLLER_BUTTON_B
X = pygame.CONTROLLER_BUTTON_X
Y = pygame.CONTROLLER_BUTTON_Y
START = pygame.CONTROLLER_BUTTON_START
BACK = pygame.CONTROLLER_BUTTON_BACK
DOWN = pygame.CONTROLLER_BUTTON_DPAD_DOWN
RIGHT_SHOULDER = pygame.CONTROLLER_BUTTON_RIGHTSHOULDER
LIMIT = 80  # presses a walk through a focus order may take before the test gives up


def press(driver: Driver, button: int, pad: int = PAD) -> None:
    """Press and release a controller button."""
    driver.post(pygame.CONTROLLERBUTTONDOWN, instance_id=pad, button=button)
    driver.post(pygame.CONTROLLERBUTTONUP, instance_id=pad, button=button)
    driver.pump()


def tilt(driver: Driver, axis: int, value: int, pad: int = PAD) -> None:
    """Move a stick axis."""
    driver.post(pygame.CONTROLLERAXISMOTION, instance_id=pad, axis=axis, value=value)
    driver.pump()


def focused_label(scene: Any) -> str:
    """The label of a menu's focused button ("" when none)."""
    w = scene.widgets.focused() if scene.widgets.show_focus else None
    return w.label() if isinstance(w, Button) else ""


def focus_button(driver: Driver, label: str, step: int = DOWN) -> None:
    """Walk the focus with the D-pad (or another button) onto a button."""
    for _ in range(LIMIT):
        if focused_label(driver.top) == label:
            return
        press(driver, step)
    raise AssertionError(f"no focus on {label!r}")


def focus_target(driver: Driver, table: TableScene, want: Any) -> None:
    """Walk the table's focus ring with the D-pad onto a target."""
    for _ in range(LIMIT):
        if table.keyboard and table.focused() == want:
            return
        press(driver, DOWN)
    raise AssertionError(f"no focus on {want}")


def play_base_move(driver: Driver, table: TableScene, move: int) -> None:
    """A base-family move by controller only: the group, A, the line or floor, A."""
    _, a, b, c = decode_move(move)
    group = next(t for t in table.focus_items() if t == GroupTarget(a, b))
    focus_target(driver, table, group)
    press(driver, A)
    p = table.state.current_player
    dest = next(
        t for t in table.focus_items() if t == (FloorTarget(p) if c == FLOOR else LineTarget(p, c))
    )
    focus_target(driver, table, dest)
    press(driver, A)


def test_title_to_a_game_and_moves_with_a_controller_only(driver: Driver) -> None:
    driver.post(pygame.CONTROLLERDEVICEADDED, device_index=0)  # no such device: ignored
    driver.pump()
    assert isinstance(driver.top, TitleScene)
    focus_button(driver, "New game")
    press(driver, A)
    assert isinstance(driver.top, SetupScene)
    focus_button(driver, "Start game")
    press(driver, A)
    table = driver.table()
    assert table is not None and driver.top is table
    driver.settle()
    for _ in range(3):
        assert table.session.person_to_move()
        before = len(table.session.moves)
        move = table.state.legal_moves()[0]
        play_base_move(driver, table, move)
        assert table.session.moves[before] == move
        driver.settle()


def test_start_opens_the_menu_and_b_closes_it_and_backs_out(driver: Driver) -> None:
    table = driver.start_table(session_for("azul", "pp"))
    driver.settle()
    press(driver, START)
    assert isinstance(driver.top, PauseScene)
    press(driver, B)
    assert driver.top is table
    press(driver, START)
    press(driver, START)  # Start toggles the menu
    assert driver.top is table
    press(driver, START)
    focus_button(driver, "Settings")
    press(driver, A)
    assert type(driver.top).__name__ == "SettingsScene"
    press(driver, B)
    assert isinstance(driver.top, PauseScene)
    focus_button(driver, "Quit to menu")
    press(driver, A)
    assert isinstance(driver.top, TitleScene)


def test_b_drops_a_choice_x_undoes_y_hints(driver: Driver) -> None:
    table = driver.start_table(session_for("azul", "pp"))
    driver.settle()
    press(driver, DOWN)
    press(driver, A)
    assert table.selection is not None
    press(driver, B)
    assert table.selection is None and driver.top is table  # cancels, no menu
    move = table.state.legal_moves()[0]
    play_base_move(driver, table, move)
    driver.settle()
    assert table.session.moves == [move]
    press(driver, X)
    driver.confirm_if_asked()  # a couch game: taking back the other person's move asks first
    assert table.session.moves == []
    press(driver, Y)
    assert table.hint_ticket is not None or table.hint_move is not None  # the hint is asked


def test_shoulders_jump_between_the_sources_and_the_board(driver: Driver) -> None:
    table = driver.start_table(session_for("azul", "pp"))
    driver.settle()
    press(driver, RIGHT_SHOULDER)  # the first press shows the ring on the first source
    first = table.focused()
    assert table.keyboard and isinstance(first, GroupTarget) and table.focus == 0
    press(driver, RIGHT_SHOULDER)  # the next factory (or the centre)
    second = table.focused()
    assert isinstance(second, GroupTarget) and second.source != first.source
    press(driver, pygame.CONTROLLER_BUTTON_LEFTSHOULDER)
    assert table.focused() == first
    press(driver, A)  # chosen: now the board's lines and its floor are the areas
    assert table.selection is not None and isinstance(table.focused(), LineTarget)
    press(driver, RIGHT_SHOULDER)
    assert isinstance(table.focused(), FloorTarget)
    press(driver, RIGHT_SHOULDER)
    assert table.focused() == LineTarget(table.state.current_player, 0)


def test_the_stick_moves_with_a_deadzone_and_repeats_when_held(driver: Driver) -> None:
    table = driver.start_table(session_for("azul", "pp"))
    driver.settle()
    axis = pygame.CONTROLLER_AXIS_LEFTY
    tilt(driver, axis, int(AXIS_MAX * STICK_PRESS / 2))  # inside the deadzone: nothing
    assert not table.keyboard
    tilt(driver, axis, AXIS_MAX)  # the first press shows the ring on the first item
    assert table.keyboard and table.focus == 0
    tilt(driver, axis, AXIS_MAX - 5)  # still held: no new press
    assert table.focus == 0
    driver.step(REPEAT_DELAY + 0.01)
    assert table.focus == 1
    driver.step(REPEAT_INTERVAL + 0.01)
    assert table.focus == 2
    tilt(driver, axis, 0)  # let go: no more repeats
    driver.step(REPEAT_DELAY * 3)
    assert table.focus == 2
    assert driver.app.pads.held == {}


def test_unplugging_and_replugging_mid_game_never_crashes(driver: Driver) -> None:
    table = driver.start_table(session_for("azul", "pp"))
    driver.settle()
    driver.post(pygame.CONTROLLERBUTTONDOWN, instance_id=PAD, button=DOWN)  # held...
    driver.pump()
    assert driver.app.pads.held
    driver.post(pygame.CONTROLLERDEVICEREMOVED, instance_id=PAD)  # ...when the cable goes
    driver.pump()
    assert driver.app.pads.held == {}  # the held direction is let go, it does not repeat
    focus = table.focus
    driver.step(REPEAT_DELAY * 3)
    assert table.focus == focus
    driver.post(pygame.CONTROLLERDEVICEADDED, device_index=0)
    driver.post(pygame.CONTROLLERDEVICEREMOVED, instance_id=99)  # one never seen
    driver.post(pygame.CONTROLLERBUTTONDOWN, instance_id=PAD)  # fields missing: ignored
    driver.post(pygame.CONTROLLERAXISMOTION, instance_id=PAD, axis=0, value="bad")
    driver.pump()
    assert driver.top is table
    move = table.state.legal_moves()[0]
    play_base_move(driver, table, move)
    assert table.session.moves[0] == move


def _control(table: PavilionTableScene, kind: str) -> Any:
    """The focus item of one of the pavilion table's buttons."""
    controls = table.controls()
    return next(
        t
        for t in table.focus_items()
        if isinstance(t, ControlTarget)
        and 0 <= t.index < len(controls)
        and controls[t.index].kind == kind
    )


def test_summer_pavilion_take_place_with_payment_and_pass(driver: Driver) -> None:
    table = start_pavilion(driver, kinds="pp")
    assert table.state.phase == DRAFT
    while table.state.phase == DRAFT:  # take tiles: a group, A, A (Take)
        move = table.state.legal_moves()[0]
        _, source, colour, _, _ = pavilion_decode(move)
        group = next(t for t in table.focus_items() if t == GroupTarget(source, colour))
        focus_target(driver, table, group)
        press(driver, A)
        assert table.selection == (source, colour)
        press(driver, A)  # the focus went to the Take button
        driver.settle()
        assert table.session.moves[-1] == move
    assert table.state.phase == PLACE
    paid = [m for m in table.state.legal_moves() if m != PASS and pavilion_decode(m)[4] > 0]
    assert paid, "this deal offers a placement paid with wild tiles"
    move = paid[0]
    _, star, space, colour, wilds = pavilion_decode(move)
    me = table.state.current_player
    cell = next(t for t in table.focus_items() if t == SpaceTarget(me, star * 6 + space))
    focus_target(driver, table, cell)
    press(driver, A)
    for kind, value in (("colour", colour), ("wilds", wilds)):
        controls = table.controls()
        if sum(c.kind == kind for c in controls) > 1:
            i = next(i for i, c in enumerate(controls) if c.kind == kind and c.value == value)
            want = next(t for t in table.focus_items() if t == ControlTarget(i, value))
            focus_target(driver, table, want)
            press(driver, A)
    focus_target(driver, table, _control(table, "place"))
    press(driver, A)
    driver.settle()
    assert move in table.session.moves
    focus_target(driver, table, _control(table, "pass"))
    press(driver, A)
    dialog = driver.top
    assert isinstance(dialog, PassDialog)
    if table.state.round < 6:  # A on a kept tile puts it back (on a hand tile: keeps it)
        proposed = list(dialog.kept)  # the dialog opens with the best tiles to keep chosen
        put_back = bool(proposed)
        tile = next(
            w
            for w in dialog.widgets.widgets
            if isinstance(w, TileButton) and w.enabled and w.kept == put_back
        )
        for _ in range(LIMIT):
            if dialog.widgets.show_focus and dialog.widgets.focused() is tile:
                break
            press(driver, DOWN)
        press(driver, A)
        assert len(dialog.kept) == len(proposed) + (-1 if put_back else 1)
    for _ in range(LIMIT):  # the pass dialog: the focus onto its OK button, then A
        if dialog.widgets.show_focus and dialog.widgets.focused() is dialog.ok:
            break
        press(driver, DOWN)
    before = len(table.session.moves)
    press(driver, A)
    assert driver.top is table and table.session.moves[before] == PASS


def test_every_menu_screen_is_reachable_and_leavable_by_controller(tmp_path: Path) -> None:
    d = open_app(tmp_path)
    try:
        focus_button(d, "New game")
        press(d, A)
        focus_button(d, "Start game")
        press(d, A)
        table = d.table()
        assert table is not None
        d.settle()
        play_base_move(d, table, table.state.legal_moves()[0])
        d.settle()
        press(d, START)
        focus_button(d, "Save game")
        press(d, A)
        assert isinstance(d.top, SaveGameScene)
        focus_button(d, "Save")
        press(d, A)
        assert isinstance(d.top, PauseScene)
        assert any("saved" in t for t in d.app.toasts())
        focus_button(d, "Quit to menu")
        press(d, A)
        assert isinstance(d.top, TitleScene)
        for label, kind in (
            ("Statistics", "StatsScene"),
            ("Rules", "RulesScene"),
            ("Settings", "SettingsScene"),
            ("Load game", "LoadScene"),
        ):
            focus_button(d, label)
            press(d, A)
            assert type(d.top).__name__ == kind, label
            press(d, B)
            assert isinstance(d.top, TitleScene), label
        focus_button(d, "Load game")
        press(d, A)
        focus_button(d, "Load", BACK)
        press(d, A)
        if type(d.top).__name__ == "ConfirmScene":  # the game behind Continue is replaced
            focus_button(d, "Load")
            press(d, A)
        loaded = d.top
        assert isinstance(loaded, TableScene) and loaded.session.moves == table.session.moves
    finally:
        d.close()


def test_the_end_screen_and_a_replay_by_controller(tmp_path: Path) -> None:
    d = open_app(tmp_path)
    try:
        table = d.start_table(session_for("crystal-mosaic-1", "cc", seed=8))
        d.settle()
        end = d.top
        assert isinstance(end, EndScene)
        press(d, B)  # B shows the table under the results, B again brings them back
        assert end.collapsed
        press(d, B)
        assert not end.collapsed
        focus_button(d, "Main menu")
        press(d, A)
        assert isinstance(d.top, TitleScene)
        focus_button(d, "Load game")
        press(d, A)
        load = d.top
        assert isinstance(load, LoadScene)
        tilt(d, pygame.CONTROLLER_AXIS_LEFTX, AXIS_MAX)  # the stick to the right: finished games
        tilt(d, pygame.CONTROLLER_AXIS_LEFTX, 0)
        assert load.tab == RECORDS and load.records
        focus_button(d, "Replay", BACK)
        press(d, A)
        replay = d.top
        assert isinstance(replay, ReplayScene)
        press(d, pygame.CONTROLLER_BUTTON_DPAD_RIGHT)
        press(d, pygame.CONTROLLER_BUTTON_DPAD_RIGHT)
        assert replay.step == 2
        press(d, RIGHT_SHOULDER)  # the next round
        assert replay.step > 2
        press(d, B)
        assert d.top is load
        press(d, B)
        assert isinstance(d.top, TitleScene)
        assert table.state.is_over
    finally:
        d.close()


def test_summer_pavilion_bonus_tiles_by_controller(driver: Driver) -> None:
    table = start_pavilion(driver, kinds="pp", seed=30)
    rng = random.Random(30)
    for _ in range(900):  # to the first bonus with a choice, played by mouse (tested elsewhere)
        state = table.state
        if state.phase == BONUS and state.bonus_owed >= 1:
            break
        kind, what = choose_decision(state, rng)
        decide(driver, table, kind, what)
        driver.settle()
    state = table.state
    assert state.phase == BONUS
    chosen = [i for i, c in enumerate(state.supply) if c >= 0][: state.bonus_owed]
    for i in chosen:
        focus_target(driver, table, next(t for t in table.focus_items() if t == SupplyTarget(i)))
        press(driver, A)
    assert sorted(table.decision.picks) == sorted(chosen)
    before = len(table.session.moves)
    focus_target(driver, table, _control(table, "picks"))
    press(driver, A)
    colours = [state.supply[i] for i in chosen]
    assert table.session.moves[before:] == dec.bonus_moves(state, colours)


def focus_widget(driver: Driver, find: Any) -> Any:
    """Walk a screen's focus with the D-pad onto the first widget find(widget) accepts."""
    group = driver.top.widgets  # type: ignore[union-attr]
    for _ in range(LIMIT):
        w = group.focused() if group.show_focus else None
        if w is not None and find(w):
            return w
        press(driver, DOWN)
    raise AssertionError("no such widget in the focus order")


def test_the_new_game_choices_by_controller(driver: Driver) -> None:
    focus_button(driver, "New game")
    press(driver, A)
    setup = driver.top
    assert isinstance(setup, SetupScene)
    focus_widget(
        driver,
        lambda w: getattr(w, "ruleset", None) is not None and w.ruleset.id == "summer-pavilion",
    )
    press(driver, A)
    assert setup.ruleset().id == "summer-pavilion"
    counts = focus_widget(driver, lambda w: isinstance(w, Segmented) and 3 in w.options)
    press(driver, pygame.CONTROLLER_BUTTON_DPAD_RIGHT)  # the D-pad sideways changes a value
    assert setup.players() == counts.value != 2
    focus_button(driver, "Start game")
    press(driver, A)
    table = driver.table()
    assert isinstance(table, PavilionTableScene)
    assert len(table.session.setup.seats) == setup.players()


class FakePad:
    """Stands in for pygame's Controller: an opened device with an instance id."""

    opened: list[FakePad] = []

    def __init__(self, index: int) -> None:
        self.index = index
        self.closed = False
        FakePad.opened.append(self)

    def as_joystick(self) -> Any:
        return self

    def get_instance_id(self) -> int:
        return PAD + self.index

    def quit(self) -> None:
        self.closed = True


def test_a_plugged_controller_is_opened_and_closed_when_pulled(
    driver: Driver, monkeypatch: Any
) -> None:
    monkeypatch.setattr(controller.sdl_controller, "Controller", FakePad)
    FakePad.opened.clear()
    table = driver.start_table(session_for("azul", "pp"))
    driver.settle()
    driver.post(pygame.CONTROLLERDEVICEADDED, device_index=0)
    driver.pump()
    assert list(driver.app.pads.pads) == [PAD]
    assert "Controller connected" in driver.app.toasts()
    press(driver, DOWN)
    assert table.keyboard
    driver.post(pygame.CONTROLLERDEVICEREMOVED, instance_id=PAD)
    driver.pump()
    assert driver.app.pads.pads == {} and FakePad.opened[0].closed
    assert "Controller disconnected" in driver.app.toasts() and driver.top is table
    driver.post(pygame.CONTROLLERDEVICEADDED, device_index=0)  # plugged in again
    driver.pump()
    assert list(driver.app.pads.pads) == [PAD]
    driver.app.pads.stop()
    assert all(p.closed for p in FakePad.opened)
