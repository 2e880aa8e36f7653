"""Replaying a finished Summer Pavilion game: every control steps to the right position, the
table drawn at each step is the engine's position at that step, and the replay bar and the
move list fit around the table."""

from __future__ import annotations

import itertools
import math
from pathlib import Path

import pygame
import pytest
from support.persistence import open_app
from support.records import plays_to_the_end_then_leaves, replay_of, replay_shows
from support.replay_pavilion import finished_game

from azul.engine import all_rulesets
from azul.engine.pavilion_geometry import CELLS
from azul.ui.families.pavilion.replay import (
    ListToggle,
    PavilionReplayScene,
    ReplayPavilionLayout,
)
from azul.ui.families.pavilion.view import PavilionView
from azul.ui.persistence import open_replay
from azul.ui.scenes.load import LoadScene
from azul.ui.scenes.replay_controls import IconButton, StepSlider
from azul.ui.viewport import DESIGN_H, DESIGN_W
from azul.ui.widgets import Button

from .driver import Driver

PAVILION = [r.id for r in all_rulesets() if r.family == "pavilion"]


def shows(scene: PavilionReplayScene, k: int) -> bool:
    """The replay is at step k and the table holds exactly that position."""
    return replay_shows(scene, k, PavilionView.of)


def pixels(d: Driver, scene: PavilionReplayScene) -> dict[tuple[int, int], tuple[int, ...]]:
    """The colour drawn at the middle of every space of every board, as the window shows it."""
    d.app.render()
    screen = d.app.screen
    assert screen is not None
    return {
        (p, cell): tuple(screen.get_at(d.screen(geo.space_centre(cell))))
        for p, geo in enumerate(scene.layout.boards)
        for cell in range(CELLS)
    }


def icons(scene: PavilionReplayScene) -> list[IconButton]:
    """The bar's first, previous, next, last and play buttons, left to right."""
    return [w for w in scene.widgets.widgets if isinstance(w, IconButton)]


def test_stepping_forwards_and_backwards_draws_each_position(tmp_path: Path) -> None:
    finished_game(tmp_path, seed=41)
    d = open_app(tmp_path)
    try:
        scene = replay_of(d)
        assert isinstance(scene, PavilionReplayScene)
        assert not scene.frame().interactive and scene.frame().extra is None  # only shows
        last = scene.last
        states = scene.game.positions.states
        assert last > 100 and shows(scene, 0)
        empty = pixels(d, scene)  # every space is empty at the start

        def drawn_matches(k: int) -> None:
            """The spaces drawn covered are exactly the ones covered at step k."""
            now = pixels(d, scene)
            for (p, cell), colour in now.items():
                covered = states[k].boards[p].cells[cell] >= 0
                assert (colour != empty[(p, cell)]) == covered, (k, p, cell)

        # The keys.
        for _ in range(3):
            d.key(pygame.K_RIGHT)
        assert shows(scene, 3)
        d.key(pygame.K_LEFT)
        assert shows(scene, 2)
        d.key(pygame.K_PAGEDOWN)
        assert shows(scene, scene.round_starts[0]) and scene.board.state.round == 2
        drawn_matches(scene.step)
        d.key(pygame.K_END)
        assert shows(scene, last) and scene.board.state.is_over
        assert "won with" in scene.headline()
        drawn_matches(last)
        d.key(pygame.K_PAGEUP)
        assert shows(scene, scene.round_starts[-1])
        d.key(pygame.K_HOME)
        assert shows(scene, 0)
        drawn_matches(0)

        # Stepping back over each placement of one round uncovers its space again.
        start = scene.round_starts[1]
        end = scene.round_starts[2]
        scene.go(end)
        placed = 0
        for k in range(end, start, -1):
            before = states[k - 1].boards
            after = states[k].boards
            changed = [
                (p, c)
                for p in range(2)
                for c in range(CELLS)
                if before[p].cells[c] != after[p].cells[c]
            ]
            if changed:
                drawn_matches(k)
                placed += 1
            d.key(pygame.K_LEFT)
            assert shows(scene, k - 1)
        drawn_matches(start)
        assert placed >= 4

        # The bar's buttons: first, previous, next, last.
        first, prev, nxt, end_button, _ = icons(scene)
        d.click(nxt.rect.center)
        assert shows(scene, start + 1)
        d.click(prev.rect.center)
        d.click(prev.rect.center)
        assert shows(scene, start - 1)
        d.click(end_button.rect.center)
        assert shows(scene, last)
        d.click(first.rect.center)
        assert shows(scene, 0)
        # The slider: the middle of its track is the middle of the game.
        slider = next(w for w in scene.widgets.widgets if isinstance(w, StepSlider))
        assert slider.marks == scene.round_starts and len(slider.marks) == 5
        d.click(slider.rect.center)
        assert abs(scene.step - last / 2) <= 1 and shows(scene, scene.step)
        drawn_matches(scene.step)

        # The move list opens above the bar; a click on a move shows the position after it.
        assert not scene.move_list.visible
        toggle = next(w for w in scene.widgets.widgets if isinstance(w, ListToggle))
        d.click(toggle.rect.center)
        assert scene.list_open and scene.move_list.visible
        begin, _ = scene.move_list.window()
        d.click(scene.move_list.cell(begin + 3).center)
        assert shows(scene, begin + 4)
        d.key(pygame.K_ESCAPE)  # closes the list first
        assert not scene.list_open and d.top is scene
        d.key(pygame.K_m)
        assert scene.list_open
        d.key(pygame.K_m)
        assert not scene.list_open

        # Playing it out reaches the end by itself.
        d.key(pygame.K_HOME)
        d.key(pygame.K_SPACE)
        assert scene.playing
        d.draw_every = 25
        plays_to_the_end_then_leaves(d, scene, PavilionView.of)
    finally:
        d.close()


def test_the_next_move_is_animated_and_ends_on_its_position(tmp_path: Path) -> None:
    finished_game(tmp_path, seed=7, ruleset="summer-pavilion-grey")
    d = open_app(tmp_path, fast=False)  # animations at normal speed
    try:
        scene = replay_of(d)
        assert isinstance(scene, PavilionReplayScene)
        scene.go(scene.round_starts[0] - 1)
        d.key(pygame.K_RIGHT)  # the last move of round 1: tiles fly, the round ends
        assert scene.board.timeline.busy
        assert scene.board.session.state == scene.game.positions.states[scene.round_starts[0]]
        for _ in range(400):
            if not scene.board.timeline.busy:
                break
            d.step(0.05)
        assert shows(scene, scene.round_starts[0])
    finally:
        d.close()


@pytest.mark.parametrize(("players", "factories"), [(2, 5), (3, 7), (4, 9)])
def test_the_replay_layout_fits_and_stays_readable(players: int, factories: int) -> None:
    lay = ReplayPavilionLayout(players, factories)
    bounds = pygame.FRect(0, 0, DESIGN_W, DESIGN_H)
    bar = lay.bar_rect()
    boards = [g.rect for g in lay.boards]
    parts = boards + [lay.factory_rect(f) for f in range(factories)]
    parts += [lay.central_rect(), lay.bag_rect(), lay.storage_rect(), lay.hud_rect()]
    assert bounds.contains(bar) and bounds.contains(lay.list_rect())
    assert lay.list_rect().bottom < bar.y
    for r in parts:
        assert bounds.contains(r), r
        assert not r.colliderect(bar), r  # nothing of the table is under the bar
    assert lay.middle.contains(lay.central_rect())
    for a, b in itertools.combinations(boards, 2):
        assert not a.colliderect(b)
    for g in lay.boards:
        assert not g.rect.colliderect(lay.middle)
        assert g.rect.contains(g.hex_rect()) and g.rect.contains(g.hand_rect())
        for cell in range(CELLS):
            assert g.space_at(g.space_centre(cell)) == cell
        # As readable at 1280×720 (scale 2/3) as the table itself (see test_pavilion_table).
        assert g.space_long() * 2 / 3 >= 40
        assert g.hand_slot(0).w * 2 / 3 >= 28
    assert lay.tile * 2 / 3 >= 25 and lay.supply_slot(0).w * 2 / 3 >= 25
    assert not lay.central_rect().colliderect(lay.ring_rect())
    assert not lay.hud_rect().colliderect(lay.factory_rect(0))
    cx, cy = lay.central_rect().center
    for i in range(10):
        s = lay.supply_slot(i)
        assert math.dist(s.center, (cx, cy)) + s.w * 0.71 < lay.central_rect().w * 196 / 600
    for a, b in itertools.combinations(range(10), 2):
        assert not lay.supply_slot(a).colliderect(lay.supply_slot(b))


def test_the_bar_holds_every_control_without_overlaps(tmp_path: Path) -> None:
    finished_game(tmp_path, seed=3)
    d = open_app(tmp_path)
    try:
        scene = replay_of(d)
        assert isinstance(scene, PavilionReplayScene)
        bar = scene.layout.bar_rect()
        controls = [w.rect for w in scene.widgets.widgets if w is not scene.move_list]
        controls.append(scene.headline_rect)
        for r in controls:
            assert bar.contains(r), r
        for a, b in itertools.combinations(controls, 2):
            assert not a.colliderect(b), (a, b)
        labels = [w.label() for w in scene.widgets.widgets if isinstance(w, Button)]
        assert labels == ["Back", "Export", "Review"]
        assert scene.layout.list_rect().contains(scene.move_list.rect)
        d.click(labels and scene.widgets.widgets[0].rect.center)  # Back
        assert isinstance(d.top, LoadScene)
    finally:
        d.close()


@pytest.mark.parametrize("ruleset", PAVILION)
@pytest.mark.parametrize("players", [3, 4])
def test_every_pavilion_rule_set_and_player_count_replays(
    tmp_path: Path, ruleset: str, players: int
) -> None:
    ident = finished_game(tmp_path, seed=players * 13, ruleset=ruleset, players=players)
    d = open_app(tmp_path)
    try:
        assert open_replay(d.app, ident)
        scene = d.top
        assert isinstance(scene, PavilionReplayScene)
        assert len(scene.layout.boards) == players
        for k in [0, *scene.round_starts, scene.last // 2, scene.last]:
            scene.go(k)
            d.app.render()
            assert shows(scene, k)
        assert scene.board.state.is_over and d.app.toasts() == []
    finally:
        d.close()
