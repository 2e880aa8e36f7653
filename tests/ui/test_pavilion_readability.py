"""Summer Pavilion boards read well at 1280×720: the printed space values are drawn tall enough
and dark on light, on every board for two, three and four players, and only on the spaces
still empty (a covered space hides its value)."""

from __future__ import annotations

from typing import Any

import pygame
import pytest
from support.pavilion_input import start

from azul.ai.levels import make_player
from azul.domain.session import GameSession, GameSetup, Seat
from azul.engine.pavilion_game import PLACE
from azul.engine.pavilion_geometry import CENTRE_STAR
from azul.ui.families.pavilion import paint_board, sprites
from azul.ui.families.pavilion.scene import PavilionTableScene

from .driver import Driver

MIN_GLYPH_PX = 13  # the shortest a value's digit may be at 1280×720 (window px; it was 11)
MIN_CONTRAST = 4.5  # WCAG AA contrast between a digit's ink and what is right around it
INK_MAX = 90  # a window pixel is digit ink when none of its channels is brighter than this
WINDOW = 0.3  # half the side of the square searched round a value, as a share of a space


def _luminance(rgb: tuple[int, int, int]) -> float:
    """Relative luminance (WCAG 2)."""

    def channel(c: int) -> float:
        v = c / 255
        return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4

    r, g, b = rgb
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)


def _value_glyph(driver: Driver, table: PavilionTableScene, p: int, cell: int) -> dict[str, Any]:
    """The ink of a space's printed value as the window shows it: its height in window pixels
    and the contrast between the ink and the lightest pixels round it."""
    geo = table.layout.boards[p]
    screen = pygame.display.get_surface()
    assert screen is not None
    cx, cy = driver.screen(paint_board.value_centre(geo, cell))
    half = round(geo.space_long() * WINDOW * driver.app.viewport.scale)
    ink_rows: list[int] = []
    ink: list[tuple[int, int, int]] = []
    light: list[tuple[int, int, int]] = []
    for y in range(cy - half, cy + half + 1):
        for x in range(cx - half, cx + half + 1):
            c = screen.get_at((x, y))
            rgb = (c.r, c.g, c.b)
            if max(rgb) <= INK_MAX:
                ink_rows.append(y)
                ink.append(rgb)
            else:
                light.append(rgb)
    assert ink, (p, cell)
    darkest = min(_luminance(c) for c in ink)
    lightest = sorted(_luminance(c) for c in light)[-len(light) // 4]  # the light quarter
    return {
        "height": max(ink_rows) - min(ink_rows) + 1,
        "contrast": (lightest + 0.05) / (darkest + 0.05),
    }


@pytest.mark.parametrize("kinds", ["pp", "ppp", "pppp"])
def test_space_values_are_legible_at_1280x720(driver: Driver, kinds: str) -> None:
    assert driver.app.screen is not None and driver.app.screen.get_size() == (1280, 720)
    driver.draw_every = 1  # a pixel test: the window is drawn every frame
    table = start(driver, kinds=kinds, seed=6)
    driver.app.invalidate()
    driver.pump()
    # The centre star's spaces carry no colour and no symbol token: only the value is dark.
    for p in range(len(kinds)):
        for v in range(6):
            glyph = _value_glyph(driver, table, p, CENTRE_STAR * 6 + v)
            assert glyph["height"] >= MIN_GLYPH_PX, (kinds, p, v, glyph)
            assert glyph["contrast"] >= MIN_CONTRAST, (kinds, p, v, glyph)


def _mid_game(players: int, seed: int) -> GameSession:
    """A session in round 3's placing phase, the first seat (a person) to play."""
    seats = tuple(Seat(f"Seat {i + 1}", i, "person", "greedy") for i in range(players))
    session = GameSession.start(GameSetup("summer-pavilion", seats, seed, 0))
    bots = [make_player("greedy", seed + i) for i in range(players)]
    while not (session.state.phase == PLACE and session.state.round >= 3):
        assert not session.state.is_over
        session.play(bots[session.state.current_player].choose(session.state))
    return session


def test_values_show_on_empty_spaces_only(driver: Driver, monkeypatch: pytest.MonkeyPatch) -> None:
    drawn: list[tuple[str, tuple[float, float]]] = []
    real = sprites.haloed_text

    def spy(canvas: Any, text: str, centre: Any, *rest: Any) -> Any:
        drawn.append((text, centre))
        return real(canvas, text, centre, *rest)

    monkeypatch.setattr(sprites, "haloed_text", spy)
    driver.draw_every = 1  # the values drawn in a frame are counted
    table = driver.start_table(_mid_game(3, seed=11))
    assert isinstance(table, PavilionTableScene)
    drawn.clear()
    driver.app.invalidate()
    driver.pump()
    covered = 0
    for p, geo in enumerate(table.layout.boards):
        for cell, colour in enumerate(table.view.boards[p].cells):
            entry = (str(table.state.spec.values[cell]), paint_board.value_centre(geo, cell))
            assert (entry in drawn) == (colour < 0), (p, cell, colour)
            covered += colour >= 0
    assert covered >= 6  # the test saw covered spaces as well as empty ones
