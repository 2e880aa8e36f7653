"""Settings tabs in UI tests: bring a row's tab forward by a click on the tab bar."""

from __future__ import annotations

from azul.ui.scenes.settings_menu import SettingsScene
from azul.ui.settings_view.tabs import TAB_NAMES
from azul.ui.widgets import Widget

from .driver import Driver


def click_tab(driver: Driver, scene: SettingsScene, tab: str) -> None:
    """Click a tab of the tab bar (a mouse click, through the app)."""
    bar = scene.tabs.rect
    cell = bar.w / len(TAB_NAMES)
    driver.click((bar.x + (TAB_NAMES.index(tab) + 0.5) * cell, bar.centery))
    assert scene.tab == tab


def show_row(driver: Driver, scene: SettingsScene, key: str) -> Widget:
    """The widget of a settings row, its tab shown (clicked) first."""
    tab = scene.tab_of(key)
    if scene.tab != tab:
        click_tab(driver, scene, tab)
    return dict(scene.rows)[key]
