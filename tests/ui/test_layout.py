"""Design space → window scaling, and a table that fits and stays readable at every size."""

from __future__ import annotations

import itertools

import pygame
import pytest

from azul.ui.families.base.layout import TableLayout
from azul.ui.viewport import DESIGN_H, DESIGN_W, Viewport

from .driver import Driver, session_for


@pytest.mark.parametrize(
    ("size", "scale"),
    [((1280, 720), 2 / 3), ((1920, 1080), 1.0), ((3840, 2160), 2.0), ((1000, 800), 1000 / 1920)],
)
def test_viewport_scales_uniformly_and_centres(size: tuple[int, int], scale: float) -> None:
    vp = Viewport(*size)
    assert vp.scale == pytest.approx(scale)
    area = vp.design_rect_on_screen
    assert abs(area.centerx - size[0] / 2) <= 1 and abs(area.centery - size[1] / 2) <= 1
    assert area.w <= size[0] and area.h <= size[1]
    for p in [(0, 0), (960, 540), (1919, 1079), (123.5, 456.25)]:
        x, y = vp.to_design(*vp.to_screen(*p))
        assert abs(x - p[0]) <= 1 / vp.scale and abs(y - p[1]) <= 1 / vp.scale


def test_neighbouring_rects_never_overlap_or_gap() -> None:
    vp = Viewport(1366, 768)
    a = vp.rect(pygame.FRect(100.3, 50, 48.7, 48))
    b = vp.rect(pygame.FRect(149.0, 50, 48.7, 48))
    assert a.right == b.x


@pytest.mark.parametrize(("players", "factories"), [(2, 5), (3, 7), (4, 9)])
def test_table_fits_without_overlaps(players: int, factories: int) -> None:
    lay = TableLayout(players, factories)
    bounds = pygame.FRect(0, 0, DESIGN_W, DESIGN_H)
    parts = [g.rect for g in lay.boards] + [lay.factory_rect(f) for f in range(factories)]
    parts += [lay.centre_rect, lay.log_rect(), lay.bag_rect(), lay.lid_rect(), lay.hud_rect()]
    for r in parts:
        assert bounds.contains(r), r
    for a, b in itertools.combinations([g.rect for g in lay.boards], 2):
        assert not a.colliderect(b)
    for g in lay.boards:
        assert not g.rect.colliderect(lay.middle)
        assert g.rect.contains(g.floor_rect()) and g.rect.contains(g.wall_rect())
        assert g.rect.contains(g.lines_area())
    plates = [lay.factory_rect(f) for f in range(factories)]
    for a, b in itertools.combinations(plates, 2):
        assert a.centerx != b.centerx or a.centery != b.centery
        dist = ((a.centerx - b.centerx) ** 2 + (a.centery - b.centery) ** 2) ** 0.5
        assert dist >= a.w  # plates do not overlap
    for f in range(factories):
        for k in range(4):
            assert lay.factory_rect(f).contains(lay.factory_tile(f, k))
        # The round plate (radius 0.46 of its sprite) stays clear of the centre tray.
        cx, cy = lay.factory_centre(f)
        c = lay.centre_rect
        nx, ny = min(max(cx, c.left), c.right), min(max(cy, c.top), c.bottom)
        assert ((cx - nx) ** 2 + (cy - ny) ** 2) ** 0.5 > lay.factory_size * 0.46
    for k in range(6):
        assert lay.centre_rect.contains(lay.centre_slot(k))
    assert lay.log_rect().top >= lay.bag_rect().bottom


def test_tiles_are_readable_at_1280x720_and_crisp_at_4k(driver: Driver) -> None:
    table = driver.start_table(session_for("azul", "pppp"))
    canvas = driver.app.canvas()
    cell = table.layout.cell
    assert canvas.size(cell, cell)[0] >= 30  # board tiles at 1280×720
    assert canvas.size(table.layout.tile, table.layout.tile)[0] >= 26  # factory tiles
    driver.post(pygame.VIDEORESIZE, w=3840, h=2160, size=(3840, 2160))
    driver.pump()
    assert driver.app.screen is not None and driver.app.screen.get_size() == (3840, 2160)
    driver.app.render()
    canvas = driver.app.canvas()
    w, _ = canvas.size(cell, cell)
    assert w == round(cell * 2)
    # Sprites are scaled from the large originals to the new size (not stretched old copies).
    sprite = driver.app.services.assets.scaled("tiles/base_blue.png", (w, w))
    assert sprite.get_size() == (w, w)
    assert driver.app.services.settings.window_size == (3840, 2160)


def test_resize_keeps_clicks_on_target(driver: Driver) -> None:
    table = driver.start_table(session_for("azul", "pp"))
    for size in [(1000, 900), (2200, 1000)]:
        driver.post(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size)
        driver.pump()
        group = table.view.groups()[0]
        k = table.view.factories[group[0]].index(group[1])
        driver.click(table.layout.factory_tile(group[0], k).center)
        assert table.selection == group
        driver.click((5, 5), button=3)
        assert table.selection is None
