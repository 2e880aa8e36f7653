"""Button prompts: shown while a controller gives the input, in its family's style, hidden by a
key, the mouse or a finger. Synthetic events through pygame's queue."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from azul.ui.controller import GENERIC, PLAYSTATION, XBOX, family_of
from azul.ui.prompts import START, X, Y

from .driver import Driver, session_for
from .pads_helpers import DOWN, A, plug, press, touch_driver

RAW_PAD = 7  # a controller SDL never announced (its events still arrive)


def legend_pixels(driver: Driver) -> bytes:
    """The window's pixels where the table's legend strip goes."""
    driver.app.render()
    top = driver.top
    assert top is not None
    box = top.pad_legend_box()
    assert box is not None
    x, y, w, h = box
    (sx, sy), (ex, ey) = driver.screen((x, y)), driver.screen((x + w, y + h))
    screen = driver.app.screen
    assert screen is not None
    return pygame.image.tobytes(screen.subsurface((sx, sy, ex - sx, ey - sy)), "RGB")


@pytest.mark.parametrize(
    ("name", "family"),
    [
        ("Xbox Series X Controller", XBOX),
        ("XInput Controller #1", XBOX),
        ("PS4 Controller", PLAYSTATION),
        ("PS5 Controller", PLAYSTATION),
        ("Sony Interactive Entertainment DualSense Wireless Controller", PLAYSTATION),
        ("DualShock 3", PLAYSTATION),
        ("PlayStation Controller", PLAYSTATION),
        ("8BitDo Pro 2", GENERIC),
        ("Nintendo Switch Pro Controller", GENERIC),
        ("", GENERIC),
    ],
)
def test_the_family_comes_from_the_name(name: str, family: str) -> None:
    assert family_of(name) == family


def test_prompts_appear_after_a_controller_button_and_go_after_a_key_or_the_mouse(
    driver: Driver,
) -> None:
    table = driver.start_table(session_for("azul", "pp"))
    driver.settle()
    pads = driver.app.services.pads
    hidden = legend_pixels(driver)
    assert not pads.prompts_shown() and table.hint_button.prompt is not None
    assert table.hint_button.prompt() is None
    press(driver, DOWN, RAW_PAD)
    assert pads.prompts_shown() and pads.active == RAW_PAD
    assert table.hint_button.prompt() == (GENERIC, Y)
    assert table.undo_button.prompt is not None and table.undo_button.prompt() == (GENERIC, X)
    assert table.menu_button.prompt is not None and table.menu_button.prompt() == (GENERIC, START)
    shown = legend_pixels(driver)
    assert shown != hidden  # the strip with the buttons is drawn
    driver.key(pygame.K_TAB)
    assert not pads.prompts_shown() and table.hint_button.prompt() is None
    assert legend_pixels(driver) == hidden
    press(driver, A, RAW_PAD)
    assert pads.prompts_shown()
    driver.move((960, 900))
    assert not pads.prompts_shown()
    press(driver, A, RAW_PAD)
    touch_driver(driver).click((960, 900))  # a tap on nothing hides them too
    assert not pads.prompts_shown()


def test_a_playstation_controller_gets_playstation_prompts(
    driver: Driver, monkeypatch: Any
) -> None:
    xbox, ps = plug(
        driver, monkeypatch, "Xbox Wireless Controller", "DualSense Wireless Controller"
    )
    table = driver.start_table(session_for("azul", "pp"))
    driver.settle()
    press(driver, DOWN, ps)
    assert table.hint_button.prompt is not None
    assert table.hint_button.prompt() == (PLAYSTATION, Y)
    playstation = legend_pixels(driver)
    press(driver, pygame.CONTROLLER_BUTTON_DPAD_UP, xbox)  # back to the same focus
    press(driver, DOWN, xbox)
    press(driver, pygame.CONTROLLER_BUTTON_DPAD_UP, xbox)
    assert table.hint_button.prompt() == (XBOX, Y)
    assert legend_pixels(driver) != playstation  # letters, not shapes
    driver.post(pygame.CONTROLLERDEVICEREMOVED, instance_id=xbox)
    driver.pump()
    assert not driver.app.services.pads.prompts_shown()  # the pad in use went


def test_menus_and_dialogs_show_select_and_back(driver: Driver) -> None:
    table = driver.start_table(session_for("azul", "pp"))
    driver.settle()
    press(driver, pygame.CONTROLLER_BUTTON_START, RAW_PAD)
    assert driver.top is not table
    words = [w for _, w in driver.top.pad_legend()] if driver.top else []
    assert words == ["Select", "Back"]
    press(driver, pygame.CONTROLLER_BUTTON_B, RAW_PAD)
    assert driver.top is table
    assert [w for _, w in table.pad_legend()] == ["Choose", "Menu"]
