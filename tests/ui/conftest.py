"""Headless UI tests: the dummy video and audio drivers are set before pygame is imported."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from collections.abc import Iterator  # noqa: E402

import pytest  # noqa: E402
from support.sdl_pads import VirtualPads  # noqa: E402

from azul.ui import canvas as canvas_mod  # noqa: E402
from azul.ui.canvas import TextDrawn  # noqa: E402

from .driver import Driver, make_app  # noqa: E402


@pytest.fixture
def driver(tmp_path) -> Iterator[Driver]:  # type: ignore[no-untyped-def]
    """A started app at 1280×720 with instant animations, a fake clock and screenshots in tmp."""
    d = make_app(tmp_path, size=(1280, 720), speed="instant")
    try:
        yield d
    finally:
        d.close()


@pytest.fixture
def normal(tmp_path) -> Iterator[Driver]:  # type: ignore[no-untyped-def]
    """An app at 1280×720 with the animations at normal speed, as a newcomer plays (the round
    summary and the flights show as they do for a player)."""
    d = make_app(tmp_path, size=(1280, 720), speed="normal")
    try:
        yield d
    finally:
        d.close()


@pytest.fixture
def drawn() -> Iterator[list[TextDrawn]]:
    """Every line of text drawn while the test runs."""
    lines: list[TextDrawn] = []
    canvas_mod.text_observers.append(lines.append)
    try:
        yield lines
    finally:
        canvas_mod.text_observers.remove(lines.append)


@pytest.fixture
def pads(driver: Driver) -> Iterator[VirtualPads]:
    """SDL virtual controllers for the app under test (all pulled out afterwards); a module
    may override it (tests/ui/test_pads_sdl.py draws fewer frames)."""
    vp = VirtualPads.open(driver.pump)
    try:
        yield vp
    finally:
        vp.close()
