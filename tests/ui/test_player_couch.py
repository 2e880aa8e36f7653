"""Small frictions of a couch game and of saving: the Save dialog proposes a name that Enter
accepts, undoing another person's decision asks first, and the keys overlay lists every key."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

import pygame
import pytest
from support.persistence import open_app, press

from azul.storage.saves import MAX_NAME
from azul.ui.scenes.keys_help import ROWS, KeysHelpScene
from azul.ui.scenes.overlay import ConfirmScene
from azul.ui.scenes.pause import PauseScene
from azul.ui.scenes.save_dialog import SaveGameScene

from .driver import Driver, session_for


def _play_one(driver: Driver, table: object) -> None:
    """The person to move plays their first legal move through the table."""
    state = table.state  # type: ignore[attr-defined]
    driver.play_move(state.legal_moves()[0])
    driver.settle()


def test_the_save_dialog_proposes_a_name_and_enter_saves_under_it(tmp_path: Path) -> None:
    d = open_app(tmp_path)
    try:
        table = d.start_table(session_for("azul", "pp", seed=3))
        _play_one(d, table)
        d.key(pygame.K_ESCAPE)
        press(d, "Save game")
        dialog = d.top
        assert isinstance(dialog, SaveGameScene)
        name = dialog.field.text
        assert "Azul" in name and "Seat 1, Seat 2" in name
        assert datetime.now().strftime("%Y-%m-%d") in name and len(name) <= MAX_NAME
        d.key(pygame.K_RETURN)
        assert isinstance(d.top, PauseScene)
        assert any(name in toast for toast in d.app.toasts())
        saves = d.app.services.persistence.storage.list_saves().items
        assert [s.name for s in saves] == [name]
        # Saving again proposes the same kind of name; Enter on it asks before replacing.
        press(d, "Save game")
        assert isinstance(d.top, SaveGameScene) and d.top.field.text.startswith("Azul")
    finally:
        d.close()


def test_a_long_list_of_names_still_shows_the_date(tmp_path: Path) -> None:
    d = open_app(tmp_path)
    try:
        session = session_for("summer-pavilion", "pppp", seed=3)
        table = d.start_table(session)
        d.key(pygame.K_ESCAPE)
        press(d, "Save game")
        dialog = d.top
        assert isinstance(dialog, SaveGameScene)
        name = dialog.field.text
        assert len(name) <= MAX_NAME and name.endswith(datetime.now().strftime("%Y-%m-%d %H.%M"))
        assert table is not None
    finally:
        d.close()


def test_undoing_another_persons_move_asks_first(driver: Driver) -> None:
    table = driver.start_table(session_for("azul", "pp", seed=3))
    _play_one(driver, table)  # one person plays; the other is to move
    moves = len(table.session.moves)
    mover = table.session.seat(table.session.movers[-1]).name
    driver.key(pygame.K_u)
    assert isinstance(driver.top, ConfirmScene)  # the other's move: asked, not undone
    assert mover in driver.top.message()
    driver.key(pygame.K_ESCAPE)
    assert driver.top is table and len(table.session.moves) == moves
    driver.click(table.undo_button.rect.center)  # the Undo button asks the same
    assert isinstance(driver.top, ConfirmScene)
    driver.click(driver.top.widgets.widgets[0].rect.center)  # "Take it back"
    assert driver.top is table and len(table.session.moves) == moves - 1


def test_undoing_ones_own_move_against_the_computer_does_not_ask(driver: Driver) -> None:
    table = driver.start_table(session_for("azul", "pc", seed=3))
    driver.settle()
    before = len(table.session.moves)
    _play_one(driver, table)
    driver.key(pygame.K_u)
    assert driver.top is table and len(table.session.moves) == before


@pytest.mark.parametrize("how", ["f2", "question", "menu"])
@pytest.mark.parametrize("language", ["en", "hu", "fi"])
def test_the_keys_overlay_lists_every_key(driver: Driver, how: str, language: str) -> None:
    driver.app.services.text.set_language(language)
    table = driver.start_table(session_for("summer-pavilion", "pp", seed=3))
    if how == "f2":
        driver.key(pygame.K_F2)
    elif how == "question":
        driver.key(pygame.K_SLASH, mod=pygame.KMOD_SHIFT, unicode="?")
    else:
        driver.key(pygame.K_ESCAPE)
        assert isinstance(driver.top, PauseScene)
        label = driver.app.services.text.t("keys.menu")
        press(driver, label)
    overlay = driver.top
    assert isinstance(overlay, KeysHelpScene)
    text = driver.app.services.text
    for keys, does in ROWS:
        assert text.has(keys) and text.has(does)
    driver.app.render()
    driver.key(pygame.K_ESCAPE)
    assert driver.top is not overlay
    if how != "menu":
        assert driver.top is table
