"""A Summer Pavilion table at several window sizes, drawn."""

from __future__ import annotations

from pathlib import Path

from ui.driver import Driver, make_app, session_for

from azul.app import TOAST_SECONDS
from azul.ui import canvas as canvas_mod
from azul.ui.canvas import TextDrawn
from azul.ui.families.pavilion.scene import PavilionTableScene

SIZES = [(1280, 720), (1920, 1080)]


SEED = 5


def open_table(
    tmp: Path, size: tuple[int, int], players: int, language: str = "en", ui_size: int = 100
) -> tuple[Driver, PavilionTableScene]:
    """A new Summer Pavilion game of people only, in a language and at a text size."""
    d = make_app(tmp, size=size)
    services = d.app.services
    services.settings.ui_size = ui_size
    services.text.set_language(language)
    services.fonts.clear()
    table = d.start_table(session_for("summer-pavilion", "p" * players, seed=SEED))
    assert isinstance(table, PavilionTableScene)
    d.settle()
    d.step(TOAST_SECONDS)  # the toast saying who starts is gone (toasts go over everything)
    assert not d.app.toasts()
    return d, table


def render(d: Driver) -> list[TextDrawn]:
    """Every line of text of a whole new frame (the cached layers drawn again too)."""
    lines: list[TextDrawn] = []
    canvas_mod.text_observers.append(lines.append)
    try:
        d.app._layers.clear()
        d.app.dirty = True
        d.app.render()
    finally:
        canvas_mod.text_observers.remove(lines.append)
    return lines
