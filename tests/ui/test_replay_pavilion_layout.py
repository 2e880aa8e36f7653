"""The Summer Pavilion replay lays its boards out as the live table does: a board alone in its
column has the tall form (hand under the hexagon) and the live table's size, and the replay bar
and the move list stay clear of every board, inside the design space."""

from __future__ import annotations

import itertools
from pathlib import Path

import pygame
import pytest
from support.persistence import open_app
from support.replay_pavilion import finished_game

from azul.engine.pavilion_geometry import CELLS
from azul.ui.families.pavilion.layout import PavilionLayout
from azul.ui.families.pavilion.replay import PavilionReplayScene, ReplayPavilionLayout
from azul.ui.persistence import open_replay
from azul.ui.viewport import DESIGN_H, DESIGN_W

SHORT_SHARE = 0.95  # a board sharing its column is at least this share of the live table's

BOUNDS = pygame.FRect(0, 0, DESIGN_W, DESIGN_H)


@pytest.mark.parametrize(("players", "factories"), [(2, 5), (3, 7), (4, 9)])
def test_replay_boards_take_the_live_tables_forms_and_sizes(players: int, factories: int) -> None:
    live = PavilionLayout(players, factories)
    replay = ReplayPavilionLayout(players, factories)
    for p, (mine, theirs) in enumerate(zip(replay.boards, live.boards, strict=True)):
        assert mine.hand_below == theirs.hand_below, p
        assert mine.hand_left == theirs.hand_left, p
        assert mine.rect.x == theirs.rect.x and mine.rect.w == theirs.rect.w, p
        if theirs.hand_below:  # alone in its column: tall, exactly as on the table
            assert mine.rect.size == theirs.rect.size, p
            assert mine.hex_rect().size == theirs.hex_rect().size, p
            assert mine.space_long() == theirs.space_long(), p
        else:  # two in a column: a little shorter, to leave room for the replay bar
            assert mine.space_long() >= SHORT_SHARE * theirs.space_long(), p
    if players == 3:
        assert [g.hand_below for g in replay.boards] == [False, True, False]


@pytest.mark.parametrize(("players", "factories"), [(2, 5), (3, 7), (4, 9)])
def test_replay_boards_stay_clear_of_the_bar_the_list_and_the_middle(
    players: int, factories: int
) -> None:
    lay = ReplayPavilionLayout(players, factories)
    boards = [g.rect for g in lay.boards]
    others = [lay.bar_rect(), lay.list_rect(), lay.middle, lay.hud_rect(), lay.central_rect()]
    others += [lay.bag_rect(), lay.storage_rect(), lay.ring_rect()]
    others += [lay.factory_rect(f) for f in range(factories)]
    for r in boards + others:
        assert BOUNDS.contains(r), r
    for a, b in itertools.combinations(boards, 2):
        assert not a.colliderect(b), (a, b)
    for board, other in itertools.product(boards, others):
        assert not board.colliderect(other), (board, other)
    for g in lay.boards:
        hexagon = g.hex_rect()
        assert g.rect.contains(hexagon) and g.rect.contains(g.hand_rect())
        assert not g.hand_rect().colliderect(hexagon)
        for c in range(6):
            assert g.hand_rect().contains(g.hand_slot(c))
        for cell in range(CELLS):
            assert hexagon.contains(g.space_bounds(cell))
            assert g.space_at(g.space_centre(cell)) == cell


def test_three_player_replay_controls_and_move_list_clear_the_boards(tmp_path: Path) -> None:
    ident = finished_game(tmp_path, seed=5, players=3)
    d = open_app(tmp_path)
    try:
        assert open_replay(d.app, ident)
        scene = d.top
        assert isinstance(scene, PavilionReplayScene)
        boards = [g.rect for g in scene.layout.boards]
        assert scene.layout.boards[1].hand_below  # the lone right-hand board is tall
        d.key(pygame.K_m)  # open the move list
        assert scene.list_open and scene.move_list.visible
        d.app.render()
        controls = [w.rect for w in scene.widgets.widgets] + [scene.headline_rect]
        for r, board in itertools.product(controls, boards):
            assert BOUNDS.contains(r), r
            assert not r.colliderect(board), (r, board)
        # The tall board's hand row is inside the window.
        hand = scene.layout.boards[1].hand_rect()
        assert d.app.screen is not None
        window = d.app.screen.get_rect()
        assert window.collidepoint(d.screen(hand.topleft))
        assert window.collidepoint(d.screen((hand.right - 1, hand.bottom - 1)))
    finally:
        d.close()
