"""A monkey on the Summer Pavilion table: thousands of random mouse, keyboard and window events
through the real event path, over whole games of every pavilion rule set; nothing may crash and
every position must stay legal."""

from __future__ import annotations

import random
import time

import pygame
import pytest
from support.monkey import seeded_new_games, smart_point

import azul.ai.levels as ai_levels
from azul.engine import replay, state_from_json
from azul.ui.families.pavilion.pass_dialog import PassDialog
from azul.ui.families.pavilion.scene import PavilionTableScene
from azul.ui.kits import make_table

from .driver import Driver, make_app, session_for

pytestmark = pytest.mark.slow  # a long run: skipped by -m "not slow", CI runs it

EVENTS = 12_000
# Frames between two drawn ones: a sample of the states the monkey wanders through is
# drawn (drawing is most of its cost; the full-game tests draw more often).
DRAW_EVERY = 21
RULESETS = (
    "summer-pavilion",
    "summer-pavilion-grey",
    "summer-pavilion-alt-track",
    "summer-pavilion-grey-alt-track",
)
KEYS = [
    pygame.K_TAB,
    pygame.K_RETURN,
    pygame.K_SPACE,
    pygame.K_ESCAPE,
    pygame.K_LEFT,
    pygame.K_RIGHT,
    pygame.K_UP,
    pygame.K_DOWN,
    pygame.K_0,
    pygame.K_1,
    pygame.K_2,
    pygame.K_p,
    pygame.K_BACKSPACE,
    pygame.K_z,
    pygame.K_u,
]


def check(table: PavilionTableScene, deep: bool) -> None:
    """The position is legal (and, now and then, survives saving and replaying)."""
    state = table.state
    assert state.tiles_in_play == state.ruleset.total_tiles
    if not state.is_over:
        assert state.legal_moves()
    if deep:
        assert state_from_json(state.to_json()) == state
        record = table.session.record()
        assert replay(record.setup, record.moves) == state


def new_table(d: Driver, rng: random.Random) -> PavilionTableScene:
    """A fresh pavilion table with a random rule set and seats."""
    players = rng.choice((2, 3, 4))
    kinds = "".join(rng.choice("pc") for _ in range(players))
    if "p" not in kinds:
        kinds = "p" + kinds[1:]
    session = session_for(rng.choice(RULESETS), kinds, seed=rng.randrange(1000), levels=("random",))
    table = make_table(d.app, session)
    assert isinstance(table, PavilionTableScene)
    d.app.stack.reset(table)
    return table


def test_pavilion_monkey(tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    # It waits for every computer answer: any level picked in the setup plays like Easy here.
    cheap = ai_levels.LEVELS["easy"]
    for level in ai_levels.PLAYER_LEVELS:
        monkeypatch.setitem(ai_levels.LEVELS, level, cheap)
    # Computer seats think in a thread here: the monkey runs faster than a worker process
    # answers (the full games use the real process).
    d = make_app(tmp_path, size=(1280, 720), speed="fast")
    rng = random.Random(20250611)
    seeded_new_games(monkeypatch, 20250611)
    d.draw_every = DRAW_EVERY
    games = 0
    dialogs = 0
    started = time.monotonic()
    table = new_table(d, rng)
    try:
        for i in range(EVENTS):
            app = d.app
            app.running = True
            top = d.top
            found = d.table()
            if not isinstance(found, PavilionTableScene) or type(top).__name__ in (
                "EndScene",
                "TitleScene",
                "SetupScene",
            ):
                if type(top).__name__ == "EndScene":
                    games += 1
                table = new_table(d, rng)
                top = d.top
            table = found if isinstance(found, PavilionTableScene) else table
            if type(top).__name__ in ("PauseScene", "ConfirmScene", "SettingsScene"):
                d.post(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0)
            w, h = app.viewport.window_w, app.viewport.window_h
            roll = rng.random()
            if roll < 0.75 and (top is table or isinstance(top, PassDialog)):
                pos = d.screen(smart_point(table, rng, top))
            else:
                pos = (rng.randrange(-20, w + 20), rng.randrange(-20, h + 20))
            kind = rng.random()
            if kind < 0.2:
                d.post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
            elif kind < 0.78:
                button = 1 if rng.random() < 0.92 else 3
                d.post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
                d.post(pygame.MOUSEBUTTONDOWN, pos=pos, button=button)
                if rng.random() < 0.1:  # a drag
                    d.post(
                        pygame.MOUSEMOTION,
                        pos=(pos[0] + 60, pos[1] + 40),
                        rel=(60, 40),
                        buttons=(1, 0, 0),
                    )
                d.post(pygame.MOUSEBUTTONUP, pos=pos, button=button)
            elif kind < 0.97:
                key = rng.choice(KEYS)
                undo = key in (pygame.K_BACKSPACE, pygame.K_z, pygame.K_u)
                if (key == pygame.K_ESCAPE or undo) and rng.random() < 0.8:
                    key = pygame.K_RETURN  # undo now and then, not so often that games never end
                mod = pygame.KMOD_CTRL if key == pygame.K_z else 0
                d.post(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0)
                d.post(pygame.KEYUP, key=key, mod=mod, unicode="", scancode=0)
            else:
                size = rng.choice([(1280, 720), (1920, 1080), (1000, 800), (700, 400)])
                d.post(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size)
            for event in pygame.event.get():
                app.dispatch(event)
            d.step(0.05)
            if isinstance(d.top, PassDialog):
                dialogs += 1
            found = d.table()
            if isinstance(found, PavilionTableScene):
                # A computer's answer comes with the next frame (the synchronous test service):
                # the monkey's path never depends on how loaded the machine is.
                check(found, deep=i % 300 == 0)
            if i % 97 == 0:
                d.app.render()
    finally:
        d.close()
    elapsed = time.monotonic() - started
    print("PAVILION MONKEY", games, dialogs, f"{elapsed:.1f}s")
    assert games >= 2  # whole games were played to the end
    assert dialogs > 0  # and the pass dialog was opened and used
