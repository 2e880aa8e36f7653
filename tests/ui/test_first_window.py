"""The first window fits the desktop it opens on, comes back where it was, and a missing sound
card costs one line on stderr, not ALSA's dozen."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from azul.app import (
    MAX_WINDOW,
    PANEL_ROOM,
    App,
    fit_position,
    fit_window,
    initial_window,
    make_services,
)
from azul.domain.settings import MIN_WINDOW, Settings

ROOT = Path(__file__).resolve().parents[2]
DESKTOPS = [(1280, 720), (1366, 768), (1920, 1080), (3840, 2160)]


def _free(desktop: tuple[int, int]) -> tuple[int, int]:
    return desktop[0] - PANEL_ROOM[0], desktop[1] - PANEL_ROOM[1]


@pytest.mark.parametrize("desktop", DESKTOPS)
def test_a_first_window_takes_a_large_16_9_share_of_the_free_desktop(
    desktop: tuple[int, int],
) -> None:
    w, h = fit_window((1600, 900), desktop, first_start=True)
    free_w, free_h = _free(desktop)
    assert MIN_WINDOW[0] <= w <= free_w and MIN_WINDOW[1] <= h <= free_h
    assert abs(w / h - 16 / 9) < 0.02
    assert w >= 0.7 * free_w or h >= 0.7 * free_h or (w, h) == MIN_WINDOW


@pytest.mark.parametrize("desktop", DESKTOPS)
def test_a_remembered_size_is_kept_but_never_larger_than_the_desktop(
    desktop: tuple[int, int],
) -> None:
    assert fit_window((1000, 600), desktop) == (1000, 600)  # fits everywhere: kept as it is
    w, h = fit_window((5000, 3000), desktop)  # from a bigger screen: shrunk to this one
    assert (w, h) == (min(_free(desktop)[0], MAX_WINDOW), _free(desktop)[1])
    assert fit_window((10, 10), desktop) == MIN_WINDOW


def test_a_desktop_smaller_than_the_minimum_still_gets_a_window_that_fits() -> None:
    w, h = fit_window((1600, 900), (800, 600), first_start=True)
    assert (w, h) == _free((800, 600))


def test_a_remembered_position_is_used_only_while_the_window_can_be_grabbed() -> None:
    size, desktop = (1200, 700), (1920, 1080)
    assert fit_position((300, 200), size, desktop) == (300, 200)
    assert fit_position(None, size, desktop) is None
    assert fit_position((1900, 200), size, desktop) is None  # right of the screen
    assert fit_position((300, 1060), size, desktop) is None  # below it
    assert fit_position((300, -40), size, desktop) is None  # title bar above the top
    assert fit_position((-1190, 200), size, desktop) is None  # all but a sliver to the left


@pytest.fixture
def desktop(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[tuple[int, int]]]:
    """The desktop sizes the display reports (set by the test)."""
    sizes: list[tuple[int, int]] = []
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: list(sizes))
    yield sizes


def _start(settings: Settings) -> App:
    app = App(make_services(settings, ai_process=False))
    app.start()
    return app


@pytest.mark.parametrize("size", DESKTOPS)
def test_the_window_opens_inside_the_desktop(
    desktop: list[tuple[int, int]], size: tuple[int, int]
) -> None:
    desktop[:] = [size, (800, 600)]  # a second, smaller display does not matter
    settings = Settings()
    initial_window(settings, first_start=True)
    app = _start(settings)
    try:
        surface = pygame.display.get_surface()
        assert surface is not None
        w, h = surface.get_size()
        assert (w, h) == settings.window_size
        assert w <= size[0] - PANEL_ROOM[0] and h <= size[1] - PANEL_ROOM[1]
        assert app.viewport.window_w == w
    finally:
        app.shutdown()


def test_an_asked_for_size_is_fitted_too(desktop: list[tuple[int, int]]) -> None:
    desktop[:] = [(1366, 768)]
    settings = Settings()
    initial_window(settings, wanted=(2560, 1440))  # azul --size 2560x1440 on a laptop
    assert settings.window_size == _free((1366, 768))


def test_the_window_comes_back_where_it_was_and_remembers_moves(
    desktop: list[tuple[int, int]],
) -> None:
    desktop[:] = [(1920, 1080)]
    settings = Settings(window_size=(1200, 700), window_pos=(140, 90))
    initial_window(settings)
    app = _start(settings)
    try:
        assert app._window().position == (140, 90)
        pygame.event.post(pygame.event.Event(pygame.WINDOWMOVED, x=300, y=120))
        for event in pygame.event.get():
            app.dispatch(event)
        assert settings.window_pos == (300, 120)
        settings.fullscreen = True  # a fullscreen window sits at 0,0: not remembered
        app.dispatch(pygame.event.Event(pygame.WINDOWMOVED, x=0, y=0))
        assert settings.window_pos == (300, 120)
    finally:
        app.shutdown()


def test_a_position_off_this_desktop_is_forgotten(desktop: list[tuple[int, int]]) -> None:
    desktop[:] = [(1280, 720)]
    settings = Settings(window_size=(1200, 700), window_pos=(2500, 300))  # was on a 2nd screen
    initial_window(settings)
    assert settings.window_pos is None
    assert settings.window_size == (1200, _free((1280, 720))[1])


SOUND_PROBE = """
import logging
logging.basicConfig(format="%(levelname)s %(message)s")
from azul.domain.settings import Settings
from azul.ui.audio import Audio
audio = Audio(Settings())
audio.start()
print("available" if audio.available else "off")
"""


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="ALSA is Linux's")
def test_no_sound_card_is_one_line_not_alsa_noise(tmp_path: Path) -> None:
    env = {
        "PATH": "/usr/bin:/bin",
        "HOME": str(tmp_path),
        "PYTHONPATH": str(ROOT),
        "PYGAME_HIDE_SUPPORT_PROMPT": "1",
        "SDL_VIDEODRIVER": "dummy",
        # ALSA with a card that is not there: the case of a machine without sound.
        "SDL_AUDIODRIVER": "alsa",
        "AUDIODEV": "hw:9",
    }
    done = subprocess.run(
        [sys.executable, "-c", SOUND_PROBE],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "off"
    assert "ALSA lib" not in done.stderr
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("WARNING sound is off"), done.stderr
