"""Settings on tabs: every row's words fit inside its control on every tab (100/125/150 %,
720p and 1080p, en/hu/fi), and the tabs change by mouse, keyboard and controller, say so to a
listener and are remembered while the app runs."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from support.sdl_pads import XBOX_360, VirtualPads
from support.ui_fit import at_every_window_size_and_language, inside, render_top

from azul.domain.narration import RecordingNarrator
from azul.ui import router, theme
from azul.ui.canvas import TextDrawn
from azul.ui.scenes.settings_menu import SettingsScene
from azul.ui.settings_view.tabs import TAB_NAMES, TABS
from azul.ui.widgets import Button, Segmented, Selector, Slider, Toggle, Widget

from .driver import Driver, make_app
from .settings_tabs import click_tab

SLACK = 1.0  # design px of rounding allowed at a control's edges
FRAME = 1 / 60
LB = pygame.CONTROLLER_BUTTON_LEFTSHOULDER
RB = pygame.CONTROLLER_BUTTON_RIGHTSHOULDER


def open_settings(d: Driver, language: str = "en", size: int = 100) -> SettingsScene:
    """The Settings screen over the title, in a language and at a text size."""
    d.show_in(language, size)
    services = d.app.services
    d.app.stack.push(services.router.make(router.SETTINGS, d.app))
    d.pump()
    scene = d.top
    assert isinstance(scene, SettingsScene)
    return scene


def face(w: Widget) -> pygame.FRect:
    """Where a control's words must stay: a glazed button's face, any other control's box."""
    r = w.rect
    if isinstance(w, Button) and not w.quiet:
        return pygame.FRect(r.x, r.y + r.h * 3 / 64, r.w, r.h * 53 / 64)
    return r


def misfits(scene: SettingsScene, lines: list[TextDrawn]) -> list[str]:
    """What does not fit on the tab shown: words sticking out of their control (or taller than
    it), values set smaller than small type or cut short, labels running into their control."""
    out: list[str] = []
    rh = scene.row_h()
    panel = scene._panel()  # noqa: SLF001 (the rows' band: the test measures the layout)
    words = [x for x in lines if x.shown.strip()]
    for i, (key, w) in enumerate(scene.shown_rows()):
        y = scene.row_y(panel, i)
        band = pygame.FRect(panel.x, y - rh / 2, panel.w, rh)
        label = next((x for x in words if x.asked == scene.t(key)), None)
        if label is None:
            out.append(f"{key}: no label")
            continue
        if label.shown != label.asked or not band.contains(label.rect):
            out.append(f"{key}: label {label.shown!r} {tuple(label.rect)}")
        if isinstance(w, Selector | Segmented | Button):
            mine = [x for x in words if w.rect.collidepoint(x.rect.center)]
            if not mine:
                out.append(f"{key}: no value drawn")
            for x in mine:
                if not face(w).inflate(2 * SLACK, 2 * SLACK).contains(x.rect):
                    out.append(f"{key}: {x.shown!r} {tuple(x.rect)} outside {tuple(face(w))}")
                if x.shown != x.asked or x.size < theme.SIZE_SMALL:
                    out.append(f"{key}: {x.shown!r} cut or tiny ({x.size})")
        else:  # a switch's On/Off word beside it, a slider's percentage before it
            beside = [x for x in words if x is not label and band.collidepoint(x.rect.center)]
            if len(beside) != 1:
                out.append(f"{key}: {[x.shown for x in beside]} beside the control")
            for x in beside:
                if not band.contains(x.rect) or x.size < theme.SIZE_SMALL:
                    out.append(f"{key}: {x.shown!r} {tuple(x.rect)} out of its row or tiny")
                if x.rect.colliderect(w.rect) or x.rect.colliderect(label.rect):
                    out.append(f"{key}: {x.shown!r} over its control or label")
        if label.rect.right > w.rect.x:
            out.append(f"{key}: label runs into the control")
        if not inside(w.rect) or not panel.contains(w.rect):
            out.append(f"{key}: control out of the panel {tuple(w.rect)}")
        if isinstance(w, Toggle | Slider) and w.rect.h < theme.SIZE_BODY:
            out.append(f"{key}: control {w.rect.h} high")
    bar = scene.tabs
    for i, name in enumerate(TAB_NAMES):
        shown = next((x for x in words if x.asked == scene.t(f"settings.tab.{name}")), None)
        cell_w = bar.rect.w / len(TAB_NAMES)
        cell = pygame.FRect(bar.rect.x + i * cell_w, bar.rect.y, cell_w, bar.rect.h)
        if shown is None or shown.shown != shown.asked or not cell.contains(shown.rect):
            out.append(f"tab {name}: {shown and (shown.shown, tuple(shown.rect))} in {cell}")
    return out


@at_every_window_size_and_language
def test_every_row_fits_its_control_on_every_tab(
    tmp_path: Path,
    drawn: list[TextDrawn],
    language: str,
    size: int,
    window: tuple[int, int],
) -> None:
    d = make_app(tmp_path, size=window)
    try:
        d.app.services.settings.narration = True  # the speaking rate row is active
        scene = open_settings(d, language, size)
        seen: set[str] = set()
        for _ in TAB_NAMES:
            lines = render_top(d, drawn)
            assert not misfits(scene, lines), (scene.tab, misfits(scene, lines))
            seen.add(scene.tab)
            d.key(pygame.K_PAGEDOWN)
        assert seen == set(TAB_NAMES)
        assert {key for key, _ in scene.rows} <= {key for _, keys in TABS for key in keys}
    finally:
        d.close()


def test_the_tabs_change_by_mouse_and_keyboard_and_are_remembered(driver: Driver) -> None:
    scene = open_settings(driver)
    assert scene.tab == "game"
    click_tab(driver, scene, "sound")  # a click (a tap arrives as the same click)
    volume = dict(scene.rows)["settings.volume"]
    assert volume in scene.widgets.widgets
    assert dict(scene.rows)["settings.language"] not in scene.widgets.widgets
    driver.key(pygame.K_PAGEDOWN)
    assert scene.tab == "access"
    driver.key(pygame.K_PAGEDOWN)  # round the end
    assert scene.tab == "game"
    driver.key(pygame.K_PAGEUP)
    assert scene.tab == "access"
    # The click left the focus on the tab bar: Tab goes on into the rows, Shift+Tab back to
    # the bar; left and right change the tab there, Down goes into its rows.
    driver.key(pygame.K_TAB)
    assert scene.widgets.focused() is dict(scene.rows)["settings.narration"]
    driver.key(pygame.K_TAB, pygame.KMOD_SHIFT)
    assert scene.widgets.focused() is scene.tabs
    driver.key(pygame.K_LEFT)
    assert scene.tab == "sound" and scene.widgets.focused() is scene.tabs
    driver.key(pygame.K_DOWN)
    assert scene.widgets.focused() is dict(scene.rows)["settings.volume"]
    driver.key(pygame.K_RIGHT)  # the row still works: the volume goes up
    assert driver.app.services.settings.volume == pytest.approx(0.85)
    driver.key(pygame.K_UP)
    assert scene.widgets.focused() is scene.tabs
    driver.key(pygame.K_DOWN)
    driver.key(pygame.K_PAGEDOWN)  # from a row: the new tab's first row takes the focus
    assert scene.tab == "access"
    assert scene.widgets.focused() is dict(scene.rows)["settings.narration"]
    driver.key(pygame.K_ESCAPE)
    assert not isinstance(driver.top, SettingsScene)
    again = open_settings(driver)
    assert again.tab == "access"  # the last tab, while the app runs


def test_a_listener_hears_the_tab_then_the_focused_row(driver: Driver) -> None:
    ear = RecordingNarrator()
    driver.app.services.narrator = ear
    driver.app.services.settings.narration = True
    open_settings(driver)
    driver.step(FRAME)
    assert ear.said[-1] == "Settings. Game"
    driver.key(pygame.K_TAB)
    driver.key(pygame.K_TAB)
    driver.step(FRAME)
    assert ear.said[-1] == "Language: English"
    driver.key(pygame.K_PAGEDOWN)
    driver.step(FRAME)
    assert ear.said[-1] == "Display. Fullscreen: Off"
    driver.key(pygame.K_UP)
    driver.step(FRAME)
    assert ear.said[-1] == "Tab 2 of 4"
    driver.key(pygame.K_RIGHT)
    driver.step(FRAME)
    assert ear.said[-1] == "Sound. Tab 3 of 4"


def test_the_shoulder_buttons_change_the_tab(driver: Driver, pads: VirtualPads) -> None:
    pad = pads.plug(XBOX_360)
    scene = open_settings(driver)
    pads.press(pad, RB)
    assert scene.tab == "display"
    pads.press(pad, RB)
    assert scene.tab == "sound"
    pads.press(pad, LB)
    pads.press(pad, LB)
    pads.press(pad, LB)
    assert scene.tab == "access"  # round the start
    assert driver.app.services.pads.active == pad
    assert (("lb", "rb"), "Change tab") in scene.pad_legend()  # the legend says so
