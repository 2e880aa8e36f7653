"""A monkey: tens of thousands of random mouse, keyboard and window events through the real
event path, across whole games and every screen; nothing may crash and every game position
must stay legal."""

from __future__ import annotations

import random
import time

import pygame
import pytest
from support.monkey import seeded_new_games, smart_point

import azul.ai.levels as ai_levels
from azul.engine import replay, state_from_json
from azul.engine.base_game import CENTRE, FLOOR, decode_move
from azul.ui.scenes.table import TableScene
from azul.ui.scenes.title import TitleScene

from .driver import make_app

pytestmark = pytest.mark.slow  # a long run: skipped by -m "not slow", CI runs it

EVENTS = 20_000
# Frames between two drawn ones: a sample of the states the monkey wanders through is
# drawn (drawing is most of its cost; the full-game tests draw more often).
DRAW_EVERY = 27
KEYS = [
    pygame.K_TAB,
    pygame.K_RETURN,
    pygame.K_SPACE,
    pygame.K_ESCAPE,
    pygame.K_LEFT,
    pygame.K_RIGHT,
    pygame.K_UP,
    pygame.K_DOWN,
    pygame.K_1,
    pygame.K_3,
    pygame.K_5,
    pygame.K_f,
    pygame.K_BACKSPACE,
    pygame.K_z,
    pygame.K_u,
    pygame.K_a,
    pygame.K_F11,
]


def _smart_point(table: TableScene, rng: random.Random) -> tuple[float, float]:
    """A point on something that matters now (a legal source or destination)."""
    if table.state.ruleset.family == "pavilion":  # the setup screen can start those too
        return smart_point(table, rng, table)  # type: ignore[arg-type]
    state = table.state
    lay = table.layout
    moves = state.legal_moves()
    if not moves:
        return (rng.uniform(0, 1920), rng.uniform(0, 1080))
    kind, a, b, c = decode_move(rng.choice(moves))
    geo = lay.boards[state.current_player]
    if kind == "tile":
        return geo.wall_cell(a, b).center
    if table.selection is None or rng.random() < 0.3:
        if a == CENTRE:
            return lay.centre_slot(1 + b).center
        tiles = table.view.factories[a]
        return lay.factory_tile(a, tiles.index(b) if b in tiles else 0).center
    return geo.floor_rect().center if c == FLOOR else geo.line_rect(rng.randrange(5)).center


def _check(app_table: TableScene | None, deep: bool) -> None:
    if app_table is None:
        return
    state = app_table.state
    assert state.tiles_in_play == state.ruleset.total_tiles
    if not state.is_over:
        assert state.legal_moves()
    if deep:
        assert state_from_json(state.to_json()) == state
        record = app_table.session.record()
        assert replay(record.setup, record.moves) == state


def test_monkey(tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    # The monkey tests input handling, not strength, and it waits for every computer answer:
    # whatever level it picks in the setup plays like Easy, so its run time stays small.
    # (The full-game tests play the real levels in the real worker process.)
    cheap = ai_levels.LEVELS["easy"]
    for level in ai_levels.PLAYER_LEVELS:
        monkeypatch.setitem(ai_levels.LEVELS, level, cheap)
    d = make_app(tmp_path, size=(1280, 720), speed="fast")
    rng = random.Random(20240611)
    seeded_new_games(monkeypatch, 20240611)
    d.draw_every = DRAW_EVERY
    games_finished = 0
    last_top = ""
    seen_scenes: set[str] = set()
    started = time.monotonic()
    try:
        for i in range(EVENTS):
            app = d.app
            if not app.running:  # the monkey pressed Quit: start the app again
                app.stack.reset(TitleScene(app))
                app.running = True
            table = d.table()
            w, h = app.viewport.window_w, app.viewport.window_h
            roll = rng.random()
            top_name = type(d.top).__name__
            if table is not None and top_name in ("PauseScene", "ConfirmScene") and roll < 0.6:
                # Mostly go back to the game, so that games get played to the end.
                d.post(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0)
                roll = 2.0
            on_table = table is not None and d.top is table
            if on_table and roll < 0.8:
                pos = d.screen(_smart_point(table, rng))
            else:
                pos = (rng.randrange(-20, w + 20), rng.randrange(-20, h + 20))
            kind = rng.random()
            if roll == 2.0:
                kind = 2.0  # the Esc above was this turn's event
            elif on_table and roll < 0.8:
                kind = 0.3 + kind * 0.4  # a click on something that matters
            if kind >= 1.0:
                pass
            elif kind < 0.30:
                d.post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
            elif kind < 0.70:
                button = 1 if rng.random() < 0.9 else 3
                d.post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
                d.post(pygame.MOUSEBUTTONDOWN, pos=pos, button=button)
                if rng.random() < 0.15:  # a drag
                    d.post(
                        pygame.MOUSEMOTION,
                        pos=(pos[0] + 40, pos[1] + 30),
                        rel=(40, 30),
                        buttons=(1, 0, 0),
                    )
                d.post(pygame.MOUSEBUTTONUP, pos=pos, button=button)
            elif kind < 0.90:
                key = rng.choice(KEYS)
                if key in (pygame.K_F11, pygame.K_ESCAPE) and rng.random() < 0.8:
                    key = pygame.K_TAB
                mod = (
                    pygame.KMOD_CTRL
                    if key == pygame.K_z
                    else (pygame.KMOD_SHIFT if rng.random() < 0.1 else 0)
                )
                d.post(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0)
                d.post(pygame.KEYUP, key=key, mod=mod, unicode="", scancode=0)
            elif kind < 0.95:
                d.post(pygame.TEXTINPUT, text=rng.choice(["a", "7", "é", "Ω", " ", "42"]))
            elif kind < 0.98:
                d.post(
                    pygame.MOUSEWHEEL,
                    x=0,
                    y=rng.choice([-1, 1]),
                    flipped=False,
                    precise_x=0.0,
                    precise_y=1.0,
                )
            else:
                size = rng.choice(
                    [(1280, 720), (1920, 1080), (1000, 800), (2560, 1080), (700, 400)]
                )
                d.post(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size)
            for event in pygame.event.get():
                app.dispatch(event)
            d.step(0.05)
            # A computer's answer comes with the next frame (the synchronous test service), so
            # the monkey's path (and how many games it finishes) never depends on the machine.
            table = d.table()
            _check(table, deep=i % 250 == 0)
            if d.top is not None:
                name = type(d.top).__name__
                if name == "EndScene" and last_top != "EndScene":
                    games_finished += 1
                last_top = name
                seen_scenes.add(name)
            if i % 97 == 0:
                d.app.render()
    finally:
        d.close()
    elapsed = time.monotonic() - started
    print("STATS", seen_scenes, games_finished, elapsed)
    # The monkey really wandered: through the menus, onto the table and into a game's end.
    assert {"TitleScene", "SetupScene", "EndScene"} <= seen_scenes, seen_scenes
    assert {"BaseTableScene", "PavilionTableScene"} & seen_scenes, seen_scenes
    assert games_finished >= 2
