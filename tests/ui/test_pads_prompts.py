"""Button prompts: shown while a controller gives the input, in its family's style, hidden by a
key, the mouse or a finger. Synthetic events through pygame's queue."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest

from azul.ui import prompts, router, theme
from azul.ui.canvas import TextDrawn
from azul.ui.controller import GENERIC, PLAYSTATION, XBOX, family_of
from azul.ui.prompts import START, X, Y
from azul.ui.scenes.settings_menu import SettingsScene

from .driver import Driver, make_app, session_for
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
    # B opens the menu too, but the ≡ Menu button says "Menu": the strip does not say it twice.
    assert [w for _, w in table.pad_legend()] == ["Choose", "Area"]
    assert table.menu_button.label() not in [w for _, w in table.pad_legend()]


def window_box(driver: Driver, rect: pygame.FRect) -> tuple[int, int, int, int]:
    """A design rect in window pixels (x, y, w, h), clipped to the window."""
    (sx, sy), (ex, ey) = driver.screen(rect.topleft), driver.screen(rect.bottomright)
    w, h = driver.app.viewport.window_w, driver.app.viewport.window_h
    sx, sy, ex, ey = max(0, sx), max(0, sy), min(w, ex), min(h, ey)
    return sx, sy, ex - sx, ey - sy


def test_a_generic_controllers_badge_reads_at_720p(driver: Driver) -> None:
    assert driver.app.viewport.window_h == 720
    table = driver.start_table(session_for("azul", "pp"))
    driver.settle()
    press(driver, DOWN, RAW_PAD)
    assert table.hint_button.prompt is not None
    assert table.hint_button.prompt() == (GENERIC, Y)
    driver.app.render()
    screen = driver.app.screen
    assert screen is not None
    x, y, w, h = window_box(driver, table.hint_button.rect.inflate(80, 40))
    lit = [
        (i, j)
        for i in range(x, x + w)
        for j in range(y, y + h)
        if screen.get_at((i, j))[:3] == theme.FOCUS
    ]
    assert lit, "no lit dot drawn"
    across = max(i for i, _ in lit) - min(i for i, _ in lit) + 1
    high = max(j for _, j in lit) - min(j for _, j in lit) + 1
    assert across >= 8 and high >= 8  # window px: the north dot of the diamond, not a speck
    others = [
        (i, j)
        for i in range(x, x + w)
        for j in range(y, y + h)
        if screen.get_at((i, j))[:3] == prompts.DIAMOND_DIM
    ]
    assert len(others) >= 3 * 9  # three solid dots (not thin rings) for the other buttons
    assert max(j for _, j in lit) < driver.screen(table.hint_button.rect.center)[1]  # north: Y


def test_the_legend_strip_stays_in_its_box(driver: Driver) -> None:
    for ruleset in ("azul", "summer-pavilion"):
        table = driver.start_table(session_for(ruleset, "pp"))
        driver.settle()
        box = table.pad_legend_box()
        assert box is not None
        below = pygame.FRect(box.x, box.bottom, box.w, 20)
        driver.app.render()
        assert driver.app.screen is not None
        hidden = pygame.image.tobytes(
            driver.app.screen.subsurface(window_box(driver, below)), "RGB"
        )
        press(driver, DOWN, RAW_PAD)
        assert driver.app.services.pads.prompts_shown()
        assert legend_pixels(driver)  # drawn
        shown = pygame.image.tobytes(driver.app.screen.subsurface(window_box(driver, below)), "RGB")
        assert shown == hidden, ruleset  # the round's line under the box stays uncovered


@pytest.mark.parametrize("size", [100, 125, 150])
def test_the_settings_legend_keeps_off_the_panels_edge(
    tmp_path: Path, drawn: list[TextDrawn], size: int
) -> None:
    """At 1280×720 the Settings panel reaches the window's bottom at 150 %: the legend then
    goes inside it, left of Back; at the smaller sizes it stays in the window's corner, clear
    of the panel. Either way, never across the panel's border."""
    d = make_app(tmp_path)
    try:
        services = d.app.services
        services.settings.ui_size = size
        services.fonts.clear()
        d.app.stack.push(services.router.make(router.SETTINGS, d.app))
        d.pump()
        scene = d.top
        assert isinstance(scene, SettingsScene)
        press(d, DOWN, RAW_PAD)  # a controller's button: its prompts show
        assert services.pads.prompts_shown()
        drawn.clear()
        d.app.dirty = True
        d.app.render()
        words = [x.rect for x in drawn if x.shown == scene.t("pads.switch_tab")]
        assert words, "the legend was drawn"
        panel, box = scene._panel(), scene.pad_legend_box()
        if box is None:
            assert size < 150 and not panel.colliderect(words[-1])
        else:
            assert size == 150 and panel.contains(box) and box.contains(words[-1])
            assert box.right <= scene.back_rect.x
    finally:
        d.close()
