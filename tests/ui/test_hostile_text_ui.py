"""Issue 14, finding 1 on screen: text the font cannot render never raises, a NUL in a stored
name never closes the app, and frames that keep failing save the game and say so."""

from __future__ import annotations

import json
from pathlib import Path

import pygame
import pytest
from support.persistence import open_app, play_moves, press

from azul.app import MAX_CONSECUTIVE_ERRORS
from azul.storage import Storage, StoragePaths
from azul.ui.canvas import Canvas
from azul.ui.scenes.notice import NoticeScene
from azul.ui.scenes.table import TableScene
from azul.ui.scenes.title import TitleScene

from .driver import Driver, session_for

HOSTILE = ["A\u0000B", "\ud800", "\u0000", "x\u0007\u001b[31my", "\udfff\ud83d", "ok"]


def test_canvas_draws_and_measures_any_text(driver: Driver) -> None:
    services = driver.app.services
    surf = pygame.Surface((600, 200), pygame.SRCALPHA)
    canvas = Canvas(surf, 1.0, (0, 0), services.assets, services.fonts)
    for text in HOSTILE:
        rect = canvas.text(text, (10, 10), shadow=(0, 0, 0), max_width=300)
        assert rect.w >= 0
        assert canvas.measure(text, 24)[0] >= 0
        canvas.wrap(f"{text} {text}", 24, "body", 100)
        canvas.text(text, (10, 10), max_width=40, shrink=10)


def test_nul_in_the_autosaved_names_does_not_close_the_app(tmp_path: Path) -> None:
    first = open_app(tmp_path)
    table = first.start_table(session_for("azul", "pp", seed=4))
    play_moves(first, table, 2)
    first.close()
    path = StoragePaths.under(tmp_path).autosave_file
    doc = json.loads(path.read_text("utf-8"))
    doc["seats"][0]["name"] = "Se\u0000at"
    doc["header"]["players"][0] = "Se\u0000at"
    path.write_text(json.dumps(doc), "utf-8")

    second = open_app(tmp_path)
    try:
        press(second, "Continue")
        assert isinstance(second.top, TableScene)
        for _ in range(5):
            second.app.invalidate()
            second.app.frame([], 0.02)
        assert second.app._errors == 0
        assert "\u0000" not in second.top.session.setup.seats[0].name
    finally:
        second.close()


def test_frames_that_keep_failing_save_the_game_and_say_so(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    d = open_app(tmp_path)
    try:
        table = d.start_table(session_for("azul", "pp", seed=4))
        play_moves(d, table, 3)
        moves = list(table.session.moves)
        storage = Storage(StoragePaths.under(tmp_path))
        storage.paths.autosave_file.unlink()  # only the recovery can write it again

        def broken(canvas: Canvas) -> None:
            raise ValueError("a frame that cannot be drawn")

        monkeypatch.setattr(table, "draw", broken)
        for _ in range(MAX_CONSECUTIVE_ERRORS):
            d.app.invalidate()
            d.app.frame([], 0.02)  # never raises: the app stays open
        assert isinstance(d.top, NoticeScene)
        assert d.top.paragraphs == [d.app.services.t("notice.frame_error")]
        assert isinstance(d.app.stack.scenes[0], TitleScene)
        resumed = storage.load_autosave().value
        assert resumed is not None and list(resumed.moves) == moves
        d.app.invalidate()
        d.app.frame([], 0.02)
        assert d.app._errors == 0

        # When even the main menu keeps failing, the app closes, with the game saved first.
        monkeypatch.setattr(TitleScene, "draw", lambda self, canvas: broken(canvas))
        with pytest.raises(ValueError):
            for _ in range(2 * MAX_CONSECUTIVE_ERRORS):
                d.app.invalidate()
                d.app.frame([], 0.02)
    finally:
        d.close()
