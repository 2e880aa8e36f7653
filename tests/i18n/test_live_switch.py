"""Choosing a language in Settings applies at once to every screen on the stack, with no
restart and no stale cached text."""

from __future__ import annotations

from pathlib import Path

import pygame
from ui.driver import make_app  # tests/ui (pytest puts tests/ on the path)

from azul.ui import canvas as canvas_module
from azul.ui.canvas import TextDrawn
from azul.ui.scenes.settings_menu import SettingsScene
from azul.ui.widgets import Button, Selector

from .screens import SEAT_NAMES, session_for_names


def _labels(scene: object) -> set[str]:
    return {w.label() for w in scene.widgets.widgets if isinstance(w, Button)}  # type: ignore[attr-defined]


def _drawn(driver: object) -> set[str]:
    seen: list[TextDrawn] = []
    canvas_module.text_observers.append(seen.append)
    try:
        driver.app.dirty = True  # type: ignore[attr-defined]
        driver.app.render()  # type: ignore[attr-defined]
    finally:
        canvas_module.text_observers.remove(seen.append)
    return {d.shown for d in seen}


def test_the_language_picker_switches_every_screen_at_once(tmp_path: Path) -> None:
    driver = make_app(tmp_path)
    try:
        title = driver.top
        assert "Rules" in _labels(title)
        driver.app.stack.push(SettingsScene(driver.app))
        driver.pump()
        settings = driver.top
        picker = next(
            w
            for w in settings.widgets.widgets  # type: ignore[union-attr]
            if isinstance(w, Selector) and "fi" in w.options
        )
        assert picker.options == ["en", "hu", "fi"]
        driver.click((picker.rect.right - 20, picker.rect.centery))  # English → Magyar
        assert driver.app.services.text.language == "hu"
        assert driver.app.services.settings.language == "hu"
        shown = _drawn(driver)
        assert {"Beállítások", "Nyelv", "Magyar", "Vissza"} <= shown
        assert not {"Settings", "Language", "Back"} & shown
        driver.key(pygame.K_ESCAPE)
        assert "Szabályok" in _labels(driver.top) and "Rules" not in _labels(driver.top)
        assert "Szabályok" in _drawn(driver)

        # A table's cached layers (static labels) are repainted in the new language too.
        table = driver.start_table(session_for_names("azul"))
        driver.app._layers.clear()  # see the static labels as they are painted
        before = _drawn(driver)
        assert "Zsák" in before and "Bag" not in before
        driver.app.services.text.set_language("fi")  # the app drops its layers itself
        after = _drawn(driver)
        assert {"Pussi", "Siirrot", "PÖYDÄN", "KESKUSTA"} <= after  # the centre: word by word
        assert not {"Zsák", "Lépések"} & after
        assert any(SEAT_NAMES[0] in text for text in after)
        assert table is driver.top
    finally:
        driver.close()
