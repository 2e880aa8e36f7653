"""Tables with fewer seats use the room: boards grow for two and three players, and nothing on
the table overlaps anything else or leaves the design space (issue #15)."""

from __future__ import annotations

import itertools
import math

import pygame
import pytest

from azul.ui.families.base.layout import TableLayout
from azul.ui.families.pavilion.layout import PavilionLayout
from azul.ui.viewport import DESIGN_H, DESIGN_W

from .driver import Driver, session_for

SEATS = [(2, 5), (3, 7), (4, 9)]
BOUNDS = pygame.FRect(0, 0, DESIGN_W, DESIGN_H)
SMALL_SCALE = 2 / 3  # 1280×720
ICON_TEXT_W = 110.0  # the name and count printed right of the bag, lid and storage icons


def _labelled(icon: pygame.FRect) -> pygame.FRect:
    """An icon with the words printed beside it."""
    return pygame.FRect(icon.x, icon.y, icon.w + ICON_TEXT_W, icon.h)


def base_parts(lay: TableLayout) -> dict[str, pygame.FRect]:
    """Every separate thing on the base table."""
    parts = {f"board{i}": g.rect for i, g in enumerate(lay.boards)}
    parts |= {f"plate{f}": lay.factory_rect(f) for f in range(lay.factories)}
    parts |= {
        "centre": lay.centre_rect,
        "hud": lay.hud_rect(),
        "bag": _labelled(lay.bag_rect()),
        "lid": _labelled(lay.lid_rect()),
        "log": lay.log_rect(),
    }
    return parts


def pavilion_parts(lay: PavilionLayout) -> dict[str, pygame.FRect]:
    """Every separate thing on the Summer Pavilion table."""
    parts = {f"board{i}": g.rect for i, g in enumerate(lay.boards)}
    parts |= {f"plate{f}": lay.factory_rect(f) for f in range(lay.factories)}
    parts |= {
        "centre": lay.centre_rect,
        "hud": lay.hud_rect(),
        "central": lay.central_rect(),
        "bag": _labelled(lay.bag_rect()),
        "storage": _labelled(lay.storage_rect()),
    }
    return parts


def _no_overlaps(parts: dict[str, pygame.FRect]) -> None:
    for name, r in parts.items():
        assert BOUNDS.contains(r), (name, r)
        assert r.w > 0 and r.h > 0, (name, r)
    for (a, ra), (b, rb) in itertools.combinations(parts.items(), 2):
        if a.startswith("plate") and (b == "centre" or b.startswith("plate")):
            continue  # round plates: their squares' corners may touch (see below)
        assert not ra.colliderect(rb), (a, ra, b, rb)


def _plates_clear_the_centre(lay: TableLayout | PavilionLayout) -> None:
    """The round plate (radius 0.46 of its sprite) stays clear of the centre tray."""
    c = lay.centre_rect
    for f in range(lay.factories):
        cx, cy = lay.factory_centre(f)
        nx, ny = min(max(cx, c.left), c.right), min(max(cy, c.top), c.bottom)
        assert ((cx - nx) ** 2 + (cy - ny) ** 2) ** 0.5 > lay.factory_size * 0.46
    for a, b in itertools.combinations(range(lay.factories), 2):
        dist = math.dist(lay.factory_centre(a), lay.factory_centre(b))
        assert dist > 2 * lay.factory_size * 0.46


@pytest.mark.parametrize(("players", "factories"), SEATS)
def test_base_table_has_no_overlaps(players: int, factories: int) -> None:
    lay = TableLayout(players, factories)
    _no_overlaps(base_parts(lay))
    _plates_clear_the_centre(lay)
    for g in lay.boards:
        for part in (g.header(), g.lines_area(), g.wall_rect(), g.floor_rect()):
            assert g.rect.contains(part)
    # The buttons sit in the status bar; the log has room for its lines.
    assert lay.hud_rect().contains(lay.undo_rect()) and lay.hud_rect().contains(lay.menu_rect())
    assert lay.log_rect().w >= 500 and lay.log_rect().h >= 250


@pytest.mark.parametrize(("players", "factories"), SEATS)
def test_pavilion_table_has_no_overlaps(players: int, factories: int) -> None:
    lay = PavilionLayout(players, factories)
    _no_overlaps(pavilion_parts(lay))
    _plates_clear_the_centre(lay)
    for g in lay.boards:
        assert g.rect.contains(g.hex_rect()) and g.rect.contains(g.hand_rect())
        assert not g.hex_rect().colliderect(g.hand_rect())


def _area(r: pygame.FRect) -> float:
    return r.w * r.h


def test_two_player_base_boards_are_clearly_larger() -> None:
    four = TableLayout(4, 9).boards[0]
    two = TableLayout(2, 5).boards
    # The ring's lower plates limit how far the boards reach in: about 1.17× wider and taller.
    for g in two:
        assert _area(g.rect) >= 1.3 * _area(four.rect)
        assert g.cell * SMALL_SCALE >= 36  # board tiles at 1280×720 (32 px with four players)
    assert two[0].rect.h >= DESIGN_H * 0.48


def test_three_player_base_boards_grow_where_there_is_room() -> None:
    four = TableLayout(4, 9).boards[0]
    three = TableLayout(3, 7).boards
    assert all(g.cell >= four.cell for g in three)
    # The two bottom seats reach in under the ring; the first seat keeps the corner by the bar.
    grown = [g for g in three if _area(g.rect) >= 1.3 * _area(four.rect)]
    assert len(grown) == 2


def test_pavilion_boards_alone_in_a_column_are_tall() -> None:
    four = PavilionLayout(4, 9).boards[0].hex_rect()
    for players, factories, alone in [(2, 5, [0, 1]), (3, 7, [1])]:
        boards = PavilionLayout(players, factories).boards
        for i, g in enumerate(boards):
            hexagon = g.hex_rect()
            assert _area(hexagon) >= _area(four) * 0.999
            if i in alone:
                assert _area(hexagon) >= 1.4 * _area(four), (players, i)
                assert g.space_long() * SMALL_SCALE >= 45  # 40 with four players


@pytest.mark.parametrize("kinds", ["pp", "ppp"])
def test_clicks_land_on_grown_boards(driver: Driver, kinds: str) -> None:
    table = driver.start_table(session_for("azul", kinds))
    for _ in range(len(kinds) + 1):
        state = table.state
        p = state.current_player
        move = state.legal_moves()[0]
        driver.play_move(move)
        driver.settle()
        assert table.state.boards[p] != state.boards[p] or table.state.current_player != p
    assert len(table.session.moves) == len(kinds) + 1
