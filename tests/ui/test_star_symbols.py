"""Colour-blind symbols on the Summer Pavilion star spaces, and a legal-space highlight that
never hides a space's own colour."""

from __future__ import annotations

import random
from typing import Any

import pygame
import pytest
from support.pavilion_input import choose_decision, decide, start

from azul.engine.pavilion_game import PLACE
from azul.ui.families.pavilion import paint_board, sprites
from azul.ui.families.pavilion.scene import PavilionTableScene

from .driver import Driver

Pixel = tuple[int, int, int]


def _pixel(driver: Driver, design: tuple[float, float]) -> Pixel:
    """The window's colour at a design point, after a fresh frame."""
    driver.app.invalidate()
    driver.pump()
    surf = pygame.display.get_surface()
    assert surf is not None
    c = surf.get_at(driver.screen(design))
    return (c.r, c.g, c.b)


def _far(a: Pixel, b: Pixel) -> int:
    return max(abs(x - y) for x, y in zip(a, b, strict=True))


def _empty_coloured_cells(table: PavilionTableScene, p: int) -> list[int]:
    """Empty spaces of one-colour stars on a board."""
    state = table.state
    cells = table.view.boards[p].cells
    return [
        star * 6 + v
        for star in range(7)
        if paint_board.star_colour(state.spec, cells, star) is not None
        for v in range(6)
        if cells[star * 6 + v] < 0
    ]


def _to_place_phase(driver: Driver, table: PavilionTableScene) -> None:
    """Draft through the real event path until the first seat must place a tile."""
    rng = random.Random(5)
    for _ in range(200):
        state = table.state
        if state.phase == PLACE and state.current_player == 0:
            return
        kind, what = choose_decision(state, rng)
        decide(driver, table, kind, what)
        driver.settle()
    raise AssertionError("never reached the place phase")


def test_star_spaces_show_symbols_only_with_the_setting(
    driver: Driver, monkeypatch: pytest.MonkeyPatch
) -> None:
    driver.draw_every = 1  # a pixel test: the window is drawn every frame
    table = start(driver, kinds="pp", seed=4)
    assets = driver.app.services.assets
    cells = _empty_coloured_cells(table, 0)
    assert len(cells) == 36  # a new coloured board: six one-colour stars, all empty
    geo = table.layout.boards[0]
    probe = paint_board.symbol_pos(geo, cells[0])

    calls: list[tuple[str, Any]] = []
    real = sprites.symbol_token

    def spy(canvas: Any, name: str, centre: Any, diameter: float) -> None:
        calls.append((name, centre))
        real(canvas, name, centre, diameter)

    monkeypatch.setattr(sprites, "symbol_token", spy)
    assets.set_symbols(True)
    on = _pixel(driver, probe)
    drawn = {centre for name, centre in calls}
    # Every empty space of both boards' coloured stars carries its colour's symbol.
    assert {paint_board.symbol_pos(geo, c) for c in cells} <= drawn
    names = table.state.ruleset.colours
    star = cells[0] // 6
    assert (names[table.state.spec.star_colours[star]], probe) in calls

    calls.clear()
    assets.set_symbols(False)
    off = _pixel(driver, probe)
    assert calls == []
    assert _far(on, off) > 40, (on, off)
    assert not driver.app.services.settings.colour_blind_symbols


def test_grey_board_star_shows_its_symbol_once_decided(driver: Driver) -> None:
    table = start(driver, ruleset="summer-pavilion-grey", kinds="pp", seed=4)
    spec = table.state.spec
    cells = [-1] * 42
    assert paint_board.star_colour(spec, cells, 0) is None  # undecided
    cells[0] = cells[1] = 2
    assert paint_board.star_colour(spec, cells, 0) == 2
    cells[1] = 3
    assert paint_board.star_colour(spec, cells, 0) is None  # multicolour


def test_legal_highlight_keeps_the_space_colour(
    driver: Driver, monkeypatch: pytest.MonkeyPatch
) -> None:
    driver.draw_every = 1  # a pixel test: the window is drawn every frame
    table = start(driver, kinds="pp", seed=4)
    driver.app.services.assets.set_symbols(False)  # sample the plain space, not a token
    _to_place_phase(driver, table)
    geo = table.layout.boards[0]
    legal = [c for c in sorted(table.choice().legal_cells) if c in _empty_coloured_cells(table, 0)]
    assert legal
    probe = paint_board.symbol_pos(geo, legal[0])  # inside the space, clear of its value
    pts = sprites.rhombus_points(
        geo.space_centre(legal[0]), geo.space_long(), geo.space_angle(legal[0]), 1
    )
    edge = ((pts[0][0] + pts[1][0]) / 2, (pts[0][1] + pts[1][1]) / 2)
    lit, lit_edge = _pixel(driver, probe), _pixel(driver, edge)
    monkeypatch.setattr(table.decision, "legal_cells", lambda state: set())
    plain, plain_edge = _pixel(driver, probe), _pixel(driver, edge)
    assert _far(lit, plain) <= 6, (lit, plain)
    # The highlight is still there: a ring on the space's edge.
    assert _far(lit_edge, plain_edge) > 40, (lit_edge, plain_edge)
