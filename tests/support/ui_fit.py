"""Whether a screen fits its window: the lines drawn on top, the widgets shown, and rect checks."""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

import pygame
import pytest
from ui.driver import Driver

from azul.domain.settings import UI_SIZES
from azul.ui.canvas import TextDrawn
from azul.ui.viewport import DESIGN_H, DESIGN_W
from azul.ui.widgets import Widget, WidgetGroup

SLACK = 1.0  # design px of rounding allowed at the window's edges
OVERLAP_W = 4.0  # design px: lines that only touch at a corner do not count
OVERLAP_SHARE = 0.4  # of the lower line's box height: more than this is one line over another
WINDOWS = [(1280, 720), (1920, 1080)]  # the smallest supported window and full HD
LANGUAGES = ["en", "hu", "fi"]

Test = TypeVar("Test", bound=Callable[..., None])


def at_every_window_size_and_language(test: Test) -> Test:
    """Run a test (taking ``language``, ``size`` and ``window``) in both windows, at every text
    size, in every language."""
    test = pytest.mark.parametrize("language", LANGUAGES)(test)
    test = pytest.mark.parametrize("size", UI_SIZES)(test)
    return pytest.mark.parametrize("window", WINDOWS)(test)


def render(driver: Driver, lines: list[TextDrawn]) -> list[TextDrawn]:
    """Draw one frame; the lines it drew."""
    lines.clear()
    driver.app.dirty = True
    driver.app.render()
    return list(lines)


def render_top(driver: Driver, lines: list[TextDrawn]) -> list[TextDrawn]:
    """Draw one frame; the lines the screen on top drew (not those of the screen it covers,
    nor the toasts)."""
    render(driver, lines)
    lines.clear()
    top = driver.top
    assert top is not None
    top.draw(driver.app.canvas())
    return list(lines)


def widgets_of(driver: Driver) -> list[Widget]:
    """The visible widgets of the screen on top (a table's are its buttons)."""
    top = driver.top
    assert top is not None
    groups = [g for g in vars(top).values() if isinstance(g, WidgetGroup)]
    return [w for g in groups for w in g.widgets if w.visible]


def inside(r: pygame.FRect) -> bool:
    """True when a design rect is within the window's design area."""
    return (
        r.x >= -SLACK
        and r.y >= -SLACK
        and r.right <= DESIGN_W + SLACK
        and r.bottom <= DESIGN_H + SLACK
    )


def overlapping(a: pygame.FRect, b: pygame.FRect) -> bool:
    """True when two lines of text cover each other (a line's box has room above and below
    its letters, so neighbouring lines may touch a little)."""
    both = a.clip(b)
    return both.w > OVERLAP_W and both.h > OVERLAP_SHARE * min(a.h, b.h)
