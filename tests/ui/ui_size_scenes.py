"""Every screen a player sees, opened in the real app (for the text-size checks and pictures)."""

from __future__ import annotations

import atexit
import shutil
import tempfile
from collections.abc import Callable
from pathlib import Path

import pygame
from support.games import play_computers_to_end
from support.persistence import open_app
from support.practice import open_practice, open_practice_menu
from support.records import SEATS, finished_game
from support.replay_pavilion import finished_game as finished_pavilion_game
from support.review import SETTINGS as REVIEW_SETTINGS
from support.review import long_review

from azul.domain.session import GameSession
from azul.engine import Setup, new_game
from azul.storage import GameSnapshot, Storage, StoragePaths
from azul.ui import router
from azul.ui.families.pavilion.pass_dialog import PassDialog
from azul.ui.persistence import open_replay
from azul.ui.router import Route
from azul.ui.scenes.load import RECORDS, LoadScene
from azul.ui.scenes.load_files import ExportDialog, ImportDialog
from azul.ui.scenes.review import ReviewScene
from azul.ui.scenes.review_export import ReviewExportDialog
from azul.ui.scenes.save_dialog import TextDialog
from azul.ui.scenes.table import TableScene

from .driver import Driver, session_for

SAVED_PLIES = 12  # a saved game some moves in


_STOCK: list[Path] = []  # the stocked files: made once per test process, copied for each app


def stocked_files() -> Path:
    """A folder with two saved games and two finished ones, written through the storage (once
    per test process; removed when the process ends)."""
    if not _STOCK:
        root = Path(tempfile.mkdtemp(prefix="azul-stock-"))
        atexit.register(shutil.rmtree, root, True)
        storage = Storage(StoragePaths.under(root))
        for seed in (1, 2):
            finished_game(root, seed)
            state = new_game("azul", 2, seed)
            moves: list[str] = []
            for _ in range(SAVED_PLIES):
                move = state.legal_moves()[0]
                moves.append(state.format_move(move))
                state = state.apply(move)
            storage.save_game(
                f"Sofa evening {seed}", GameSnapshot(SEATS, Setup("azul", 2, seed), tuple(moves))
            )
        _STOCK.append(root)
    return _STOCK[0]


def stocked_app(root: Path, language: str, ui_size: int) -> Driver:
    """The app at 1280×720 with two saved games and two finished ones on disk (a copy of
    stocked_files), in a language and at a text size."""
    shutil.copytree(stocked_files(), root, dirs_exist_ok=True)
    driver = open_app(root)
    driver.show_in(language, ui_size)
    open_title(driver)
    return driver


MID_GAME_PLIES = 7  # a few drafts in: boards with tiles, a log with lines


def mid_game(ruleset: str, plies: int = MID_GAME_PLIES) -> GameSession:
    """A two-person session some moves in (each move the first legal one)."""
    session = session_for(ruleset, "pp", seed=5)
    for _ in range(plies):
        if session.state.is_over:
            break
        session.play(session.state.legal_moves()[0])
    return session


def _push(driver: Driver, route: Route[...], **kwargs: object) -> None:
    top = driver.top
    assert top is not None
    driver.app.stack.push(top.make_scene(route, **kwargs))
    driver.pump()


def open_title(driver: Driver) -> None:
    """The title screen."""
    driver.app.stack.reset(driver.app.services.router.make(router.TITLE, driver.app))
    driver.pump()


def open_table(driver: Driver, ruleset: str) -> TableScene:
    """A table mid-game."""
    table = driver.start_table(mid_game(ruleset))
    driver.settle()
    return table


def open_end(driver: Driver) -> None:
    """The end screen of a finished computer game (played in the engine with the seeds the
    table would use, then shown on its table, which opens the end screen)."""
    session = play_computers_to_end(session_for("crystal-mosaic-1", "cc", seed=8))
    driver.start_table(session)
    driver.settle()
    assert type(driver.top).__name__ == "EndScene"


def open_pass(driver: Driver) -> None:
    """The Summer Pavilion pass dialog with tiles in hand."""
    table = driver.start_table(session_for("summer-pavilion", "pp", seed=5))
    driver.settle()
    session = table.session
    # Draft until the placing phase, then pass with what is in hand.
    for _ in range(200):
        state = session.state
        if state.phase == "place" and sum(state.boards[state.current_player].hand):
            break
        session.play(state.legal_moves()[0])
    table = driver.start_table(session)
    open_pass_on(table, driver)


def open_place_panel(driver: Driver) -> None:
    """The Summer Pavilion table in phase 2: the "Place a tile" panel and its paragraphs."""
    session = session_for("summer-pavilion", "pp", seed=5)
    for _ in range(200):
        state = session.state
        if state.phase == "place" and sum(state.boards[state.current_player].hand):
            break
        session.play(state.legal_moves()[0])
    driver.start_table(session)
    driver.settle()


def open_pass_on(table: TableScene, driver: Driver) -> None:
    """Open the pass dialog on a pavilion table."""
    table.open_pass()  # type: ignore[attr-defined]
    driver.pump()
    assert isinstance(driver.top, PassDialog)


REPLAY_STEPS = 9  # a replay some moves in: tiles on the boards, rows in the move list


def data_root(driver: Driver) -> Path:
    """The folder the app's storage lives under (stocked_app's root)."""
    persistence = driver.app.services.persistence
    assert persistence is not None
    return persistence.storage.paths.data_dir.parent


def azul_record(driver: Driver) -> str:
    """The id of one of the stocked finished games of Azul."""
    persistence = driver.app.services.persistence
    assert persistence is not None
    records = persistence.storage.list_records().items
    assert records
    return records[0].id


def open_replay_of(driver: Driver, ident: str) -> None:
    """The replay of a finished game, some moves in."""
    open_title(driver)
    assert open_replay(driver.app, ident)
    driver.pump()
    for _ in range(REPLAY_STEPS):
        driver.key(pygame.K_RIGHT)
    driver.settle()
    assert "Replay" in type(driver.top).__name__


def open_review(driver: Driver) -> None:
    """The review of a finished game with every reason on its costly decisions (a saved review,
    so it opens at once), the first costly decision chosen."""
    ident = azul_record(driver)
    long_review(data_root(driver), ident)
    persistence = driver.app.services.persistence
    assert persistence is not None
    game = persistence.storage.load_record(ident).value
    open_title(driver)
    _push(driver, router.REVIEW, game=game, settings=REVIEW_SETTINGS)
    scene = driver.top
    assert isinstance(scene, ReviewScene) and scene.run.loaded
    driver.key(pygame.K_n)
    driver.app.render()  # paints the small tables once


def open_review_export(driver: Driver) -> None:
    """The review's export dialog."""
    open_review(driver)
    scene = driver.top
    assert isinstance(scene, ReviewScene)
    scene.export()  # the review's Export button
    driver.pump()
    assert isinstance(driver.top, ReviewExportDialog)


def open_save(driver: Driver) -> None:
    """The save dialog over a game in progress (pause menu, Save)."""
    table = open_table(driver, "azul")
    _push(driver, router.SAVE, session=table.session)
    assert isinstance(driver.top, TextDialog)


def open_records_dialog(driver: Driver, kind: type[TextDialog]) -> None:
    """The export or import dialog of the finished games list."""
    open_title(driver)
    _push(driver, router.LOAD, tab=RECORDS)
    load = driver.top
    assert isinstance(load, LoadScene)
    dialog = ExportDialog(driver.app, load.chosen()) if kind is ExportDialog else None
    driver.app.stack.push(dialog or ImportDialog(driver.app, load.imported))
    driver.pump()
    assert isinstance(driver.top, kind)


SCENES: dict[str, Callable[[Driver], None]] = {
    "title": open_title,
    "setup": lambda d: (open_title(d), _push(d, router.SETUP)),  # type: ignore[dict-item]
    "settings": lambda d: (open_title(d), _push(d, router.SETTINGS)),  # type: ignore[dict-item]
    "controls": lambda d: (  # type: ignore[dict-item]
        open_title(d),
        _push(d, router.SETTINGS),
        _push(d, router.CONTROLS),
    ),
    "load": lambda d: (open_title(d), _push(d, router.LOAD)),  # type: ignore[dict-item]
    "records": lambda d: (open_title(d), _push(d, router.LOAD, tab=RECORDS)),  # type: ignore[dict-item]
    "stats": lambda d: (open_title(d), _push(d, router.STATS)),  # type: ignore[dict-item]
    "rules": lambda d: (open_title(d), _push(d, router.RULES, picker=True)),  # type: ignore[dict-item]
    "azul_table": lambda d: open_table(d, "azul"),  # type: ignore[dict-item]
    "pavilion_table": lambda d: open_table(d, "summer-pavilion"),  # type: ignore[dict-item]
    "pause": lambda d: (open_table(d, "azul"), _push_pause(d)),  # type: ignore[dict-item]
    "keys": lambda d: (open_table(d, "azul"), _push(d, router.KEYS)),  # type: ignore[dict-item]
    "lesson": lambda d: (open_title(d), _push(d, router.LESSON)),  # type: ignore[dict-item]
    "end": open_end,
    "pass": open_pass,
    "place_panel": open_place_panel,
    "replay_azul": lambda d: open_replay_of(d, azul_record(d)),
    "replay_pavilion": lambda d: open_replay_of(d, finished_pavilion_game(data_root(d), 4)),
    "review": open_review,
    "review_export": open_review_export,
    "save": open_save,
    "export": lambda d: open_records_dialog(d, ExportDialog),
    "import": lambda d: open_records_dialog(d, ImportDialog),
    "practice_menu": lambda d: (open_title(d), open_practice_menu(d)),  # type: ignore[dict-item]
    "practice": lambda d: (open_title(d), open_practice(d, "nudge")),  # type: ignore[dict-item]
}


def _push_pause(driver: Driver) -> None:
    table = driver.table()
    assert table is not None
    _push(driver, router.PAUSE, table=table)
