"""A seeded monkey on the saving screens: random clicks, keys and typing over the menus, the
load / replay / statistics screens and the dialogs, while stored files get damaged under it.
Nothing may raise, and the game in progress must always be what the autosave holds."""

from __future__ import annotations

import random
from pathlib import Path

import pygame
import pytest
from support.monkey import seeded_new_games
from support.persistence import open_app, play_moves
from support.records import finished_game

from azul.storage import GameSnapshot, Storage, StoragePaths
from azul.ui.scenes.load import RECORDS, LoadScene
from azul.ui.scenes.replay import ReplayScene
from azul.ui.scenes.stats import StatsScene
from azul.ui.scenes.table import TableScene
from azul.ui.scenes.title import TitleScene

from .driver import session_for

pytestmark = pytest.mark.slow  # a long run: skipped by -m "not slow", CI runs it

EVENTS = 1500
# Frames between two drawn ones: a sample of the states the monkey wanders through is
# drawn (drawing is most of its cost; the full-game tests draw more often).
DRAW_EVERY = 12
KEYS = (
    pygame.K_ESCAPE,
    pygame.K_RETURN,
    pygame.K_SPACE,
    pygame.K_TAB,
    pygame.K_UP,
    pygame.K_DOWN,
    pygame.K_LEFT,
    pygame.K_RIGHT,
    pygame.K_HOME,
    pygame.K_END,
    pygame.K_PAGEUP,
    pygame.K_PAGEDOWN,
    pygame.K_DELETE,
    pygame.K_BACKSPACE,
    pygame.K_u,
)
START = (LoadScene, StatsScene, lambda app: LoadScene(app, tab=RECORDS))
TEXTS = ("a", "Zoë", "/tmp/nowhere.json", "  ", "ő", "..", "x" * 30)


def damage(rng: random.Random, paths: StoragePaths) -> None:
    """Cut a random stored file short (as a crash or a hand edit might)."""
    files = [p for p in paths.data_dir.rglob("*.json") if p.is_file()]
    if paths.settings_file.is_file():
        files.append(paths.settings_file)
    if files:
        victim = rng.choice(sorted(files))
        data = victim.read_bytes()
        victim.write_bytes(data[: rng.randrange(0, max(1, len(data)))])


def test_monkey_on_the_saving_screens(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("AZUL_DOCUMENTS_DIR", str(tmp_path / "documents"))
    paths = StoragePaths.under(tmp_path)
    first = finished_game(tmp_path, seed=41)
    finished_game(tmp_path, seed=42)
    # The replay is one of the start screens too, from a record read before any damage: the
    # walk from the other screens alone depends on every widget on the way (a new setting
    # was enough to steer it past the replay).
    game = Storage(paths).load_record(first).value
    assert game is not None
    starts = (*START, lambda app: ReplayScene(app, game))
    d = open_app(tmp_path)
    table = d.start_table(session_for("azul", "pc", seed=9))
    play_moves(d, table, 2)
    Storage(paths).save_game("Monkey", GameSnapshot.of_session(table.session))
    d.app.stack.reset(TitleScene(d.app))
    rng = random.Random(8080)
    seeded_new_games(monkeypatch, 8080)
    d.draw_every = DRAW_EVERY
    seen: set[str] = set()
    try:
        for i in range(EVENTS):
            app = d.app
            if not app.running:  # the monkey pressed Quit: start again, as a player would
                app.stack.reset(TitleScene(app))
                app.running = True
            if i % 250 == 0:  # visit each saving screen, wherever the monkey wandered off to
                app.stack.reset(TitleScene(app))
                app.stack.push(starts[(i // 250) % len(starts)](app))
            top = d.top
            seen.add("TableScene" if isinstance(top, TableScene) else type(top).__name__)
            widgets = getattr(getattr(top, "widgets", None), "widgets", [])
            roll = rng.random()
            if roll < 0.45 and widgets:
                w = rng.choice(widgets)
                d.click((w.rect.centerx, w.rect.centery))
            elif roll < 0.55:
                d.click((rng.uniform(0, 1920), rng.uniform(0, 1080)))
            elif roll < 0.85:
                d.key(rng.choice(KEYS))
            elif roll < 0.92:
                d.type_text(rng.choice(TEXTS))
            elif roll < 0.97:
                d.post(pygame.MOUSEWHEEL, x=0, y=rng.choice((-3, -1, 1, 3)))
                d.pump()
            else:
                damage(rng, paths)
            for _ in range(3):
                d.step(0.05)
            on_table = d.table()
            if on_table is not None and i % 50 == 0:
                check_autosave(paths, on_table)
        assert {"TitleScene", "LoadScene", "StatsScene", "ReplayScene", "TableScene"} <= seen, seen
    finally:
        d.close()


def check_autosave(paths: StoragePaths, table: TableScene) -> None:
    """The autosave (when one could be written) holds exactly the game on the table."""
    session = table.session
    if session.state.is_over or not paths.data_dir.is_dir():
        return
    loaded = Storage(paths).load_autosave()
    if loaded.value is not None and not loaded.problems:
        assert list(loaded.value.moves) == session.moves
