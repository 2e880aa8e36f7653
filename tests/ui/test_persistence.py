"""Nothing is lost: resume after a crash, saved games, damaged files, settings across restarts.

Every test runs the real app headlessly with its storage in a temporary folder; "restarting"
means building a new app on the same folders, as the next start of the game would.
"""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pygame
import pytest
from support.persistence import button, choose_tab, crash, labels, open_app, play_moves, press

from azul.storage import StoragePaths
from azul.ui.scenes.load import LoadScene
from azul.ui.scenes.notice import NoticeScene
from azul.ui.scenes.pause import PauseScene
from azul.ui.scenes.save_dialog import SaveGameScene
from azul.ui.scenes.settings_menu import SettingsScene
from azul.ui.scenes.setup import SetupScene
from azul.ui.scenes.table import TableScene
from azul.ui.scenes.title import TitleScene
from azul.ui.widgets import Selector, Slider, Toggle

from .driver import Driver, session_for
from .settings_tabs import show_row


def test_resume_after_a_crash_restores_the_position_and_undo_history(tmp_path: Path) -> None:
    first = open_app(tmp_path)
    table = first.start_table(session_for("azul", "pc", seed=11, levels=("hard", "easy")))
    play_moves(first, table, 4)
    session = table.session
    while not session.can_undo():  # a new round just began: play into it
        play_moves(first, table, 1)
    assert session.person_to_move() and len(session.moves) > 4
    states, moves, movers = list(session.states), list(session.moves), list(session.movers)
    crash(first)

    second = open_app(tmp_path)
    try:
        assert labels(second.top)[0] == "Continue"
        press(second, "Continue")
        resumed = second.top
        assert isinstance(resumed, TableScene)
        s = resumed.session
        assert s.state == states[-1] and s.state.current_player == states[-1].current_player
        assert (s.states, s.moves, s.movers) == (states, moves, movers)
        assert [(x.name, x.kind) for x in s.setup.seats] == [
            ("Seat 1", "person"),
            ("Seat 2", "computer"),
        ]
        assert s.setup.seats[1].level == "easy"
        # Undo goes back exactly as far as it would have in the first run.
        last_person = max(i for i, p in enumerate(movers) if p == 0)
        resumed.undo()
        assert s.state == states[last_person] and s.moves == moves[:last_person]
        # The computer seat plays on by itself after the person's next move.
        second.play_move(s.state.legal_moves()[0])
        second.settle()
        assert s.person_to_move() and len(s.moves) > last_person + 1
    finally:
        second.close()


def test_closing_the_window_keeps_the_game_and_quit_to_menu_offers_continue(
    tmp_path: Path,
) -> None:
    first = open_app(tmp_path)
    table = first.start_table(session_for("azul-mini", "pp", seed=5))
    play_moves(first, table, 3)
    first.key(pygame.K_ESCAPE)
    press(first, "Quit to menu")  # no "will be lost" question: the game is kept
    assert isinstance(first.top, TitleScene) and labels(first.top)[0] == "Continue"
    first.post(pygame.QUIT)
    first.pump()
    assert not first.app.running
    first.close()

    second = open_app(tmp_path)
    try:
        press(second, "Continue")
        assert isinstance(second.top, TableScene)
        assert second.top.session.moves == table.session.moves
    finally:
        second.close()


def test_save_under_a_name_then_load_and_delete_from_the_ui(tmp_path: Path) -> None:
    d = open_app(tmp_path)
    try:
        table = d.start_table(session_for("azul", "pc", seed=3))
        play_moves(d, table, 2)
        d.key(pygame.K_ESCAPE)
        press(d, "Save game")
        dialog = d.top
        assert isinstance(dialog, SaveGameScene) and "Azul" in dialog.field.text
        d.key(pygame.K_BACKSPACE, mod=pygame.KMOD_CTRL)
        d.type_text("Évi's game")
        d.key(pygame.K_RETURN)
        assert isinstance(d.top, PauseScene)
        assert "Game saved as “Évi's game”." in d.app.toasts()
        saved_moves = list(table.session.moves)

        # Play on, then save again under the same name: the player is asked first.
        d.key(pygame.K_ESCAPE)
        play_moves(d, table, 1)
        d.key(pygame.K_ESCAPE)
        press(d, "Save game")
        d.key(pygame.K_BACKSPACE, mod=pygame.KMOD_CTRL)
        d.type_text("Évi's game")
        press(d, "Save")
        assert type(d.top).__name__ == "ConfirmScene"
        press(d, "Replace")
        assert isinstance(d.top, PauseScene)
        assert len(table.session.moves) > len(saved_moves)

        press(d, "Quit to menu")
        press(d, "Load game")
        load = d.top
        assert isinstance(load, LoadScene)
        assert [s.name for s in load.saves] == ["Évi's game"]
        info = load.saves[0]
        assert info.ruleset == "azul" and info.moves == len(table.session.moves)
        assert info.round == table.session.state.round
        press(d, "Load")
        # The game behind Continue would be replaced: the player confirms first.
        assert type(d.top).__name__ == "ConfirmScene"
        press(d, "Load")
        loaded = d.top
        assert isinstance(loaded, TableScene)
        assert loaded.session.moves == table.session.moves
        assert loaded.session.states == table.session.states

        # Delete asks, then the list is empty.
        d.key(pygame.K_ESCAPE)
        press(d, "Quit to menu")
        press(d, "Load game")
        press(d, "Delete")
        press(d, "Cancel")
        assert len(d.top.saves) == 1  # type: ignore[union-attr]
        press(d, "Delete")
        press(d, "Delete")
        assert isinstance(d.top, LoadScene) and d.top.saves == []
        assert not button(d.top, "Load").enabled
    finally:
        d.close()


def save_dialog(d: Driver) -> SaveGameScene:
    """The Save dialog of a new game of two people (Escape on the table, then Save game)."""
    d.start_table(session_for("azul", "pp", seed=3))
    d.key(pygame.K_ESCAPE)
    press(d, "Save game")
    dialog = d.top
    assert isinstance(dialog, SaveGameScene)
    return dialog


@pytest.mark.parametrize("typed", ["", "   "])
def test_an_emptied_name_saves_under_the_proposed_name(tmp_path: Path, typed: str) -> None:
    d = open_app(tmp_path)
    try:
        dialog = save_dialog(d)
        proposed = dialog.field.text
        assert "Azul" in proposed
        d.key(pygame.K_BACKSPACE, mod=pygame.KMOD_CTRL)
        d.type_text(typed)
        drawn = [line.asked for line in d.drawn_lines()]
        assert proposed in drawn  # the emptied field shows what it will be saved as
        d.key(pygame.K_RETURN)
        assert isinstance(d.top, PauseScene)
        assert f"Game saved as “{proposed}”." in d.app.toasts()
        listing = d.app.services.persistence.storage.list_saves()  # type: ignore[union-attr]
        assert [info.name for info in listing.items] == [proposed]
    finally:
        d.close()


def test_a_name_of_control_characters_is_refused_with_a_message(tmp_path: Path) -> None:
    d = open_app(tmp_path)
    try:
        dialog = save_dialog(d)
        dialog.field.text = "\u200e"  # a format character only: nothing a name can show
        d.key(pygame.K_RETURN)
        assert dialog.error == "Please give the save a name of 1 to 60 characters."
        assert not list((tmp_path / "data" / "saves").glob("*.json"))
        d.key(pygame.K_ESCAPE)
        assert isinstance(d.top, PauseScene)
    finally:
        d.close()


def test_a_damaged_autosave_shows_a_message_and_the_menu_still_works(tmp_path: Path) -> None:
    data = tmp_path / "data"
    data.mkdir(parents=True)
    (data / "autosave.json").write_text('{"schema_version": 1, "kind": "autosave", "mov')
    d = open_app(tmp_path)
    try:
        press(d, "Continue")
        notice = d.top
        assert isinstance(notice, NoticeScene)
        text = " ".join(notice.lines)
        assert "“autosave.json” is damaged and cannot be opened." in text
        assert "The damaged file was kept as “autosave.json.bad-" in text
        assert list(data.glob("autosave.json.bad-*"))  # kept, not deleted
        d.key(pygame.K_RETURN)
        title = d.top
        assert isinstance(title, TitleScene) and "Continue" not in labels(title)
        press(d, "New game")
        assert isinstance(d.top, SetupScene)
        press(d, "Start game")
        assert isinstance(d.top, TableScene)
        assert (data / "autosave.json").is_file()  # the new game is autosaved again
    finally:
        d.close()


def test_bad_files_everywhere_never_crash(tmp_path: Path) -> None:
    """A damaged settings file, a save from a newer version and a record of an unknown rule set:
    each is reported in words, and the rest keeps working."""
    paths = StoragePaths.under(tmp_path)
    paths.config_dir.mkdir(parents=True)
    paths.settings_file.write_bytes(b"\xff\xfe not json")
    paths.saves_dir.mkdir(parents=True)
    paths.records_dir.mkdir(parents=True)
    future = {"schema_version": 99, "kind": "save", "name": "from the future"}
    (paths.saves_dir / "future-0a1b2c3d.json").write_text(json.dumps(future))
    d = open_app(tmp_path)
    try:
        notice = d.top
        assert isinstance(notice, NoticeScene)  # the settings problem, shown at start
        assert "“settings.json” is damaged" in notice.lines[0]
        d.key(pygame.K_ESCAPE)
        press(d, "Load game")
        notice = d.top
        assert isinstance(notice, NoticeScene)
        assert "made by a newer version of the game" in " ".join(notice.lines)
        press(d, "OK")
        load = d.top
        assert isinstance(load, LoadScene) and load.saves == []
        choose_tab(d, "Finished games")
        press(d, "Import")
        strange = tmp_path / "strange.json"
        record = {
            "schema_version": 1,
            "kind": "record",
            "finished_at": "2024-05-01T10:00:00Z",
            "setup": {"ruleset": "azul-moon", "players": 2, "seed": 1},
            "start_player": 0,
            "seats": [{"name": "A"}, {"name": "B"}],
            "moves": ["1b1"],
            "final_scores": [0, 0],
            "winners": [0],
        }
        strange.write_text(json.dumps(record))
        d.key(pygame.K_BACKSPACE, mod=pygame.KMOD_CTRL)
        d.type_text(str(strange))
        d.key(pygame.K_RETURN)
        dialog = d.top
        assert dialog is not None and type(dialog).__name__ == "ImportDialog"
        assert "uses a rule set this version of the game does not know (azul-moon)" in (
            dialog.error  # type: ignore[attr-defined]
        )
        d.key(pygame.K_ESCAPE)
        assert isinstance(d.top, LoadScene) and d.top.records == []
        d.key(pygame.K_ESCAPE)
        press(d, "Statistics")
        assert type(d.top).__name__ == "StatsScene"
    finally:
        d.close()


def test_settings_changed_in_the_settings_screen_survive_a_restart(tmp_path: Path) -> None:
    first = open_app(tmp_path, fast=False)
    press(first, "Settings")
    scene = first.top
    assert isinstance(scene, SettingsScene)
    speed = show_row(first, scene, "settings.animation_speed")
    assert isinstance(speed, Selector)
    first.click((speed.rect.right - 20, speed.rect.centery))  # normal → fast
    mute = show_row(first, scene, "settings.mute")
    assert isinstance(mute, Toggle)
    first.click(mute.rect.center)
    volume = show_row(first, scene, "settings.volume")
    assert isinstance(volume, Slider)
    first.click((volume.rect.x + volume.rect.w * 0.25, volume.rect.centery))
    chosen = first.app.services.settings
    assert (chosen.animation_speed, chosen.muted) == ("fast", True)
    wanted_volume = chosen.volume
    assert 0.1 < wanted_volume < 0.4
    music = show_row(first, scene, "settings.music")  # the music loop has a volume of its own
    assert isinstance(music, Slider)
    first.click((music.rect.x + music.rect.w * 0.9, music.rect.centery))
    wanted_music = chosen.music_volume
    assert wanted_music > 0.8 and first.app.services.audio.music_volume() == 0.0  # muted
    # Written at once: a crash right now loses none of it.
    crash(first)
    second = open_app(tmp_path, fast=False)
    try:
        s = second.app.services.settings
        assert (s.animation_speed, s.muted, s.volume) == ("fast", True, wanted_volume)
        assert s.music_volume == wanted_music
        # The window size is remembered once a resize has settled, and at the latest on quit.
        second.post(pygame.VIDEORESIZE, w=1100, h=700, size=(1100, 700))
        second.pump()
        second.step(1.0)
        assert json.loads((tmp_path / "config" / "settings.json").read_text())["window_size"] == [
            1100,
            700,
        ]
    finally:
        second.close()
    third = open_app(tmp_path, fast=False)
    try:
        assert third.app.services.settings.window_size == (1100, 700)
        third.key(pygame.K_F11)  # fullscreen from anywhere is remembered too
        stored = json.loads((tmp_path / "config" / "settings.json").read_text())
        assert stored["fullscreen"] is True and stored["window_size"] == [1100, 700]
    finally:
        third.close()


def test_the_new_game_choices_are_remembered(tmp_path: Path) -> None:
    first = open_app(tmp_path)
    press(first, "New game")
    setup = first.top
    assert isinstance(setup, SetupScene)
    setup.choices.ruleset = "azul-grey"
    seats = setup.choices.seats
    seats[0], seats[1] = replace(seats[0], name="Anna"), replace(seats[1], level="easy")
    press(first, "Start game")
    assert isinstance(first.top, TableScene)
    crash(first)
    second = open_app(tmp_path)
    try:
        ng = second.app.services.settings.new_game
        assert (ng.ruleset, ng.seats[0].name, ng.seats[1].level) == ("azul-grey", "Anna", "easy")
        assert [s.kind for s in ng.seats[:2]] == ["person", "computer"]
    finally:
        second.close()


def test_a_folder_that_cannot_be_written_is_said_once_and_play_goes_on(tmp_path: Path) -> None:
    (tmp_path / "data").write_text("not a folder")  # every write into data/ fails
    d = open_app(tmp_path)
    try:
        table = d.start_table(session_for("azul", "pp", seed=2))
        problems = [t for t in d.app.toasts() if "is a file, not a folder" in t]
        assert len(problems) == 1  # said when the game started...
        play_moves(d, table, 3)
        assert [
            t for t in d.app.toasts() if "is a file, not a folder" in t
        ] == problems  # ...only once
        assert len(table.session.moves) == 3
        d.key(pygame.K_ESCAPE)
        press(d, "Save game")
        d.key(pygame.K_RETURN)
        dialog = d.top
        assert isinstance(dialog, SaveGameScene)
        assert "is a file, not a folder" in dialog.error
    finally:
        d.close()
