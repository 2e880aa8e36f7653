"""The Controls screen, driven through real events: a key and a controller button changed by
keyboard, mouse, touch and controller (SDL's virtual controllers), a clash refused naming the
other action, the fixed keys refused, Esc cancelling, Restore defaults after a question, the
new key and button at work on the table, in the keys overlay and the prompts, and the mapping
kept across a restart."""

from __future__ import annotations

import json
from pathlib import Path

import pygame
import pytest
from support.persistence import open_app, press
from support.sdl_pads import XBOX_360, VirtualPads

from azul.domain.controls import ACTIONS, Action, Controls
from azul.storage import StoragePaths
from azul.ui.canvas import TextDrawn
from azul.ui.controls_view.cell import KEY, PAD, BindingCell
from azul.ui.scenes import keys_help
from azul.ui.scenes.controls import ControlsScene
from azul.ui.scenes.keys_help import KeysHelpScene
from azul.ui.scenes.overlay import ConfirmScene
from azul.ui.scenes.settings_menu import SettingsScene
from azul.ui.scenes.table import TableScene
from azul.ui.scenes.title import TitleScene

from .driver import Driver, session_for
from .pads_helpers import touch_driver
from .settings_tabs import show_row

A = pygame.CONTROLLER_BUTTON_A
B = pygame.CONTROLLER_BUTTON_B
X = pygame.CONTROLLER_BUTTON_X
Y = pygame.CONTROLLER_BUTTON_Y
DOWN = pygame.CONTROLLER_BUTTON_DPAD_DOWN
RIGHT = pygame.CONTROLLER_BUTTON_DPAD_RIGHT
RS = pygame.CONTROLLER_BUTTON_RIGHTSTICK
HINT_ROW = [s.action for s in ACTIONS].index(Action.HINT)


def open_controls(driver: Driver) -> ControlsScene:
    """Title → Settings → Controls, by clicks."""
    assert isinstance(driver.top, TitleScene)
    press(driver, "Settings")
    settings = driver.top
    assert isinstance(settings, SettingsScene)
    driver.click(show_row(driver, settings, "settings.controls").rect.center)
    scene = driver.top
    assert isinstance(scene, ControlsScene)
    return scene


def cell(scene: ControlsScene, action: Action, kind: str) -> BindingCell:
    """A row's key or button cell."""
    return next(c for c in scene.cells if c.does == action and c.kind == kind)


def shown_cell(driver: Driver, scene: ControlsScene, action: Action, kind: str) -> BindingCell:
    """A row's cell, the list scrolled by the mouse wheel until it shows."""
    found = cell(scene, action, kind)
    for _ in range(len(ACTIONS)):
        if found.visible:
            break
        driver.post(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False, precise_x=0.0, precise_y=-1.0)
        driver.pump()
    assert found.visible
    return found


def controls(driver: Driver) -> Controls:
    """The player's mapping now."""
    return driver.app.services.settings.controls


def to_table(driver: Driver) -> TableScene:
    """Leave the Controls and Settings with Esc, then start a two-person Azul game."""
    driver.key(pygame.K_ESCAPE)
    driver.key(pygame.K_ESCAPE)
    assert isinstance(driver.top, TitleScene)
    table = driver.start_table(session_for("azul", "pp", seed=3))
    driver.settle()
    return table


def test_hint_moves_to_j_by_keyboard_and_j_asks_for_a_hint(tmp_path: Path) -> None:
    driver = open_app(tmp_path)
    try:
        scene = open_controls(driver)
        for _ in range(HINT_ROW + 1):  # the first Down shows the focus on the first row
            driver.key(pygame.K_DOWN)
        assert scene.widgets.focused() is cell(scene, Action.HINT, KEY)
        driver.key(pygame.K_RETURN)
        assert scene.capture == (Action.HINT, KEY)
        driver.key(pygame.K_j)
        assert scene.capture is None
        assert controls(driver).keys_of(Action.HINT) == ("j",)
        assert "J" in scene.message
        table = to_table(driver)
        driver.key(pygame.K_h)  # H no longer asks
        assert table.hint_ticket is None and table.hint_move is None
        driver.key(pygame.K_j)
        assert table.hint_ticket is not None or table.hint_move is not None
    finally:
        driver.close()


def test_a_key_another_action_has_is_refused_naming_it(tmp_path: Path) -> None:
    driver = open_app(tmp_path)
    try:
        scene = open_controls(driver)
        driver.click(cell(scene, Action.HINT, KEY).rect.center)  # the mouse chooses the row
        assert scene.capture == (Action.HINT, KEY)
        driver.key(pygame.K_u)
        assert controls(driver) == Controls()
        assert scene.capture == (Action.HINT, KEY)  # still waiting for another key
        assert scene.message == scene.t(
            "controls.taken", binding="U", other=scene.action_name(Action.UNDO)
        )
        assert "Undo" in scene.message
        driver.key(pygame.K_3)  # a number key never moves
        assert scene.message == scene.t("controls.fixed", binding="3")
        driver.key(pygame.K_ESCAPE)  # Esc cancels: nothing changed, the screen stays
        assert scene.capture is None and driver.top is scene
        assert controls(driver) == Controls()
        driver.key(pygame.K_ESCAPE)  # and then goes back as ever
        assert isinstance(driver.top, SettingsScene)
    finally:
        driver.close()


def test_restore_defaults_asks_first(tmp_path: Path) -> None:
    driver = open_app(tmp_path)
    try:
        scene = open_controls(driver)
        driver.click(cell(scene, Action.UNDO, KEY).rect.center)
        driver.key(pygame.K_z)
        assert controls(driver).keys_of(Action.UNDO) == ("z",)
        press(driver, scene.t("controls.restore"))
        assert isinstance(driver.top, ConfirmScene)
        press(driver, scene.t("dialog.cancel"))
        assert driver.top is scene and controls(driver).keys_of(Action.UNDO) == ("z",)
        press(driver, scene.t("controls.restore"))
        press(driver, scene.t("controls.restore_yes"))
        assert driver.top is scene and controls(driver) == Controls()
        assert scene.message == scene.t("controls.restored")
    finally:
        driver.close()


def test_the_mapping_is_kept_across_a_restart_and_shown_in_the_keys_overlay(
    tmp_path: Path, drawn: list[TextDrawn]
) -> None:
    first = open_app(tmp_path)
    try:
        scene = open_controls(first)
        first.click(cell(scene, Action.HINT, KEY).rect.center)
        first.key(pygame.K_j)
        first.click(cell(scene, Action.LOG, KEY).rect.center)
        first.key(pygame.K_F8)
    finally:
        first.close()
    stored = json.loads(StoragePaths.under(tmp_path).settings_file.read_text("utf-8"))
    assert stored["control_keys"] == {"hint": ["j"], "log": ["f8"]}
    again = open_app(tmp_path)
    try:
        assert controls(again).keys_of(Action.HINT) == ("j",)
        table = again.start_table(session_for("azul", "pp", seed=3))
        again.settle()
        again.key(pygame.K_F2)
        assert isinstance(again.top, KeysHelpScene)
        drawn.clear()
        again.app.dirty = True
        again.app.render()
        shown = {x.shown for x in drawn}
        assert "J" in shown and "F8" in shown and "H" not in shown
        again.key(pygame.K_ESCAPE)
        again.key(pygame.K_F8)  # the move log, on its new key
        assert type(again.top).__name__ == "LogOverlay"
        again.key(pygame.K_F8)
        assert again.top is table
    finally:
        again.close()


def test_a_touch_starts_the_wait_and_another_touch_cancels_it(tmp_path: Path) -> None:
    driver = touch_driver(open_app(tmp_path))
    try:
        scene = open_controls(driver)
        driver.click(cell(scene, Action.PASS, KEY).rect.center)
        assert scene.capture == (Action.PASS, KEY)
        driver.click(scene.panel().midtop)
        assert scene.capture is None and controls(driver) == Controls()
        assert driver.top is scene
    finally:
        driver.close()


def test_an_unanswered_wait_ends_by_itself(tmp_path: Path) -> None:
    driver = open_app(tmp_path)
    try:
        scene = open_controls(driver)
        driver.click(cell(scene, Action.HINT, PAD).rect.center)
        assert scene.capture == (Action.HINT, PAD)
        driver.key(pygame.K_j)  # a key while a button is awaited: it says so, and waits
        assert scene.capture == (Action.HINT, PAD)
        assert scene.message == scene.t("controls.press_pad_first")
        driver.step(10.0)
        assert scene.capture is None and controls(driver) == Controls()
    finally:
        driver.close()


def test_rows_below_the_window_scroll_into_view_with_the_focus(tmp_path: Path) -> None:
    driver = open_app(tmp_path)
    try:
        driver.app.services.settings.ui_size = 150
        scene = open_controls(driver)
        scene.resume()
        shown = scene.visible_rows()
        assert shown < len(ACTIONS)  # at 150 % in 720p the list scrolls
        last = cell(scene, ACTIONS[-1].action, KEY)
        assert not last.visible
        for _ in range(len(ACTIONS)):
            driver.key(pygame.K_DOWN)
        assert scene.widgets.focused() is last and last.visible
        assert scene.top == len(ACTIONS) - shown
        driver.key(pygame.K_RIGHT)
        assert scene.widgets.focused() is cell(scene, ACTIONS[-1].action, PAD)
        driver.key(pygame.K_DOWN)  # past the last row: Restore defaults
        assert scene.widgets.focused() is scene.widgets.widgets[-2]
    finally:
        driver.close()


# -- controllers (SDL virtual controllers) --------------------------------------------------


def test_a_controller_moves_hint_to_the_right_stick(driver: Driver, pads: VirtualPads) -> None:
    pad = pads.plug(XBOX_360)
    scene = open_controls(driver)
    for _ in range(HINT_ROW + 1):
        pads.press(pad, DOWN)
    pads.press(pad, RIGHT)
    assert scene.widgets.focused() is cell(scene, Action.HINT, PAD)
    pads.press(pad, A)
    assert scene.capture == (Action.HINT, PAD)
    pads.press(pad, X)  # Undo's button: refused, naming Undo
    assert controls(driver) == Controls()
    assert scene.message == scene.t(
        "controls.taken",
        binding=scene.button_name("x"),
        other=scene.action_name(Action.UNDO),
    )
    pads.press(pad, RS)
    assert controls(driver).button_of(Action.HINT) == "rs" and scene.capture is None
    assert scene.pad_legend()[0][0] == ("a",)
    pads.press(pad, B)  # back to Settings, and to the title
    pads.press(pad, B)
    assert isinstance(driver.top, TitleScene)
    table = driver.start_table(session_for("azul", "pp", seed=3))
    driver.settle()
    # The Hint button's badge is the player's button now.
    assert table.hint_button.prompt is not None and table.hint_button.prompt() == ("xbox", "rs")
    pads.press(pad, Y)  # Y does nothing now (it was the hint)
    assert table.hint_ticket is None and table.hint_move is None
    pads.press(pad, RS)
    assert table.hint_ticket is not None or table.hint_move is not None


def test_a_finger_pages_down_to_the_last_rows_and_changes_one(tmp_path: Path) -> None:
    driver = touch_driver(open_app(tmp_path))
    try:
        driver.app.services.settings.ui_size = 150
        scene = open_controls(driver)
        scene.resume()
        last = cell(scene, ACTIONS[-1].action, KEY)
        assert not last.visible
        for _ in range(len(ACTIONS)):  # page by page: a finger has no wheel
            marks = [rect for rect, rows in scene.scroll_marks() if rows > 0]
            if not marks:
                break
            driver.click(marks[0].center)
        assert last.visible and scene.top == len(ACTIONS) - scene.visible_rows()
        assert [rows for _, rows in scene.scroll_marks()] == [-scene.visible_rows()]
        driver.click(last.rect.center)
        assert scene.capture == (ACTIONS[-1].action, KEY)
    finally:
        driver.close()


def test_the_app_s_own_keys_reach_a_waiting_cell(tmp_path: Path) -> None:
    """F1, F11 and F12 act everywhere, but not while a cell waits for a key: there they are
    answers (refused while another action has them, given once that action moved)."""
    driver = open_app(tmp_path)
    try:
        scene = open_controls(driver)
        driver.click(cell(scene, Action.HINT, KEY).rect.center)
        driver.key(pygame.K_LSHIFT)  # a modifier alone is no answer: still waiting
        assert scene.capture == (Action.HINT, KEY) and scene.message == scene.t(
            "controls.waiting", action=scene.action_name(Action.HINT)
        )
        driver.key(pygame.K_F11)
        assert not driver.app.services.settings.fullscreen and driver.top is scene
        assert scene.message == scene.t(
            "controls.taken", binding="F11", other=scene.action_name(Action.FULLSCREEN)
        )
        driver.key(pygame.K_ESCAPE)
        driver.click(shown_cell(driver, scene, Action.FULLSCREEN, KEY).rect.center)
        driver.key(pygame.K_F9)
        driver.post(pygame.MOUSEWHEEL, x=0, y=20, flipped=False, precise_x=0.0, precise_y=20.0)
        driver.click(shown_cell(driver, scene, Action.HINT, KEY).rect.center)
        driver.key(pygame.K_F11)
        assert controls(driver).keys_of(Action.HINT) == ("f11",)
        assert controls(driver).keys_of(Action.FULLSCREEN) == ("f9",)
        assert not driver.app.services.settings.fullscreen and driver.top is scene
    finally:
        driver.close()


def test_the_keys_overlay_shows_the_player_s_buttons_while_a_controller_plays(
    driver: Driver, monkeypatch: pytest.MonkeyPatch
) -> None:
    settings = driver.app.services.settings
    settings.controls = Controls().with_button(Action.HINT, "rs").with_button(Action.UNDO, "y")
    badges: list[str] = []
    monkeypatch.setattr(
        keys_help, "paint_badge", lambda _c, _p, _f, button, _s: badges.append(button)
    )
    driver.start_table(session_for("azul", "pp", seed=3))
    driver.settle()
    driver.key(pygame.K_F2)
    assert isinstance(driver.top, KeysHelpScene)
    driver.app.render()
    assert badges == []  # a keyboard player sees no controller buttons
    pads = driver.app.services.pads
    pads.names[99] = "Xbox 360 Controller"
    pads.active = 99
    driver.app.dirty = True
    driver.app.render()
    assert "rs" in badges and "y" in badges and "x" not in badges  # Hint on RS, Undo on Y
