"""Finished games: kept as records, counted in the statistics, replayed step by step, exported
and imported again."""

from __future__ import annotations

from pathlib import Path

import pygame
from support.persistence import choose_tab, labels, open_app, play_moves, press
from support.records import (
    finished_game,
    plays_to_the_end_then_leaves,
    record_random_game,
    replay_of,
    replay_shows,
)

from azul.domain.session import Seat
from azul.storage import Storage, StoragePaths
from azul.ui import canvas as canvas_module
from azul.ui.canvas import TextDrawn
from azul.ui.families.base.view import TableView
from azul.ui.scenes.load import LoadScene
from azul.ui.scenes.replay import ReplayScene
from azul.ui.scenes.replay_controls import StepSlider
from azul.ui.scenes.replay_moves import MoveList
from azul.ui.scenes.stats import StatsScene
from azul.ui.scenes.title import TitleScene

from .driver import session_for


def test_a_game_played_to_the_end_appears_in_statistics_and_records(tmp_path: Path) -> None:
    d = open_app(tmp_path)
    try:
        table = d.start_table(session_for("azul-mini", "pc", seed=8, levels=("easy", "easy")))
        while not table.state.is_over:
            play_moves(d, table, 1)
        d.settle()
        final = list(table.state.scores)
        assert type(d.top).__name__ == "EndScene"
        press(d, "Main menu")
        title = d.top
        assert isinstance(title, TitleScene)
        assert "Continue" not in labels(title)  # the finished game is a record, not an autosave

        press(d, "Statistics")
        stats = d.top
        assert isinstance(stats, StatsScene)
        assert stats.key == "azul-mini/2"
        person = stats.group().people["Seat 1"]  # type: ignore[union-attr]
        assert person.played == 1 and person.best == final[0]
        assert person.won == int(0 in table.state.winners())
        assert list(person.vs_level) == ["easy"]
        assert "Seat 2" not in stats.group().people  # type: ignore[union-attr]  # computers
        assert len(stats.points()) == 1

        press(d, "Finished games")
        load = d.top
        assert isinstance(load, LoadScene) and load.tab == "records"
        assert [r.scores for r in load.records] == [tuple(final)]
        assert load.records[0].moves == len(table.session.moves)
    finally:
        d.close()


def shows(scene: ReplayScene, k: int) -> bool:
    """The replay is at step k and the table shows exactly that position."""
    return replay_shows(scene, k, TableView.of)


def test_replay_steps_forwards_and_backwards_to_the_right_positions(tmp_path: Path) -> None:
    finished_game(tmp_path, seed=21)
    d = open_app(tmp_path)
    try:
        scene = replay_of(d)
        last = scene.last
        assert last > 40 and shows(scene, 0)
        for _ in range(3):
            d.key(pygame.K_RIGHT)
        assert shows(scene, 3)
        d.key(pygame.K_LEFT)
        assert shows(scene, 2)
        d.key(pygame.K_END)
        assert shows(scene, last) and scene.board.state.is_over
        assert "won with" in scene.headline()
        d.key(pygame.K_HOME)
        assert shows(scene, 0)
        d.key(pygame.K_PAGEDOWN)  # to the first position of round 2
        assert shows(scene, scene.round_starts[0]) and scene.board.state.round == 2
        # Buttons: first, previous, next, last (the drawn icons, left to right).
        icons = [w for w in scene.widgets.widgets if type(w).__name__ == "IconButton"]
        d.click(icons[2].rect.center)  # next
        assert shows(scene, scene.round_starts[0] + 1)
        d.click(icons[1].rect.center)  # previous
        d.click(icons[1].rect.center)
        assert shows(scene, scene.round_starts[0] - 1)
        d.click(icons[3].rect.center)  # last
        assert shows(scene, last)
        d.click(icons[0].rect.center)  # first
        assert shows(scene, 0)
        # The slider: the middle of its track is the middle of the game.
        slider = next(w for w in scene.widgets.widgets if isinstance(w, StepSlider))
        d.click(slider.rect.center)
        assert abs(scene.step - last / 2) <= 1 and shows(scene, scene.step)
        # The move list: a click on a move shows the position right after it.
        moves = next(w for w in scene.widgets.widgets if isinstance(w, MoveList))
        start, _ = moves.window()
        d.click(moves.cell(start + 1).center)
        assert shows(scene, start + 2)
        # Playing it out reaches the end by itself.
        d.key(pygame.K_SPACE)
        plays_to_the_end_then_leaves(d, scene, TableView.of)
    finally:
        d.close()


def test_export_then_import_round_trip(tmp_path: Path) -> None:
    home, other = tmp_path / "home", tmp_path / "other"
    ident = finished_game(home, seed=33)
    exported = tmp_path / "shared" / "anna-vs-bot.json"
    d = open_app(home)
    try:
        press(d, "Load game")
        choose_tab(d, "Finished games")
        press(d, "Export")
        dialog = d.top
        assert dialog is not None and type(dialog).__name__ == "ExportDialog"
        suggested = dialog.field.text  # type: ignore[attr-defined]
        assert Path(suggested).name.startswith("azul-") and suggested.endswith(".json")
        d.key(pygame.K_BACKSPACE, mod=pygame.KMOD_CTRL)
        d.type_text(str(exported))
        d.key(pygame.K_RETURN)
        assert isinstance(d.top, LoadScene) and exported.is_file()
        # Exporting to the same file again asks before replacing it.
        press(d, "Export")
        d.key(pygame.K_BACKSPACE, mod=pygame.KMOD_CTRL)
        d.type_text(str(exported))
        d.key(pygame.K_RETURN)
        assert type(d.top).__name__ == "ConfirmScene"
        press(d, "Cancel")
        d.key(pygame.K_ESCAPE)
    finally:
        d.close()

    d = open_app(other)
    try:
        press(d, "Load game")
        choose_tab(d, "Finished games")
        load = d.top
        assert isinstance(load, LoadScene) and load.records == []
        press(d, "Import")
        d.key(pygame.K_BACKSPACE, mod=pygame.KMOD_CTRL)
        d.type_text(str(exported))
        d.key(pygame.K_RETURN)
        assert d.top is load
        assert [r.id for r in load.records] == [ident]
        original = Storage(StoragePaths.under(home)).load_record(ident).value
        copy = Storage(StoragePaths.under(other)).load_record(ident).value
        assert original is not None and copy is not None
        assert copy.doc == original.doc
        # The imported game counts in the statistics of this installation too.
        d.key(pygame.K_ESCAPE)
        press(d, "Statistics")
        stats = d.top
        assert isinstance(stats, StatsScene)
        assert stats.group().people["Anna"].played == 1  # type: ignore[union-attr]
    finally:
        d.close()


def test_default_names_are_listed_in_the_language_shown(tmp_path: Path) -> None:
    """A game finished in Hungarian by "Gép 1" against Anna is listed, in English, by
    "Computer 1" and Anna, as its replay and review name them: on the row and in its words."""
    seats = (Seat("Gép 1", 0, "computer", "easy"), Seat("Anna", 1, "person"))
    record_random_game(tmp_path, seats, "azul-mini", 3)
    d = open_app(tmp_path)
    drawn: list[TextDrawn] = []
    try:
        press(d, "Load game")
        choose_tab(d, "Finished games")
        load = d.top
        assert isinstance(load, LoadScene)
        canvas_module.text_observers.append(drawn.append)
        d.app.dirty = True
        d.app.render()
        shown = {t.shown for t in drawn}
        assert {"Computer 1", "Anna"} <= shown and "Gép 1" not in shown
        assert "Computer 1" in load._row_words(0)  # the row in words (narration) too
        # At 150 % the names are set smaller where they must, not cut ("Comput…"), and keep
        # clear of the winner's star and the scores.
        d.app.services.settings.ui_size = 150
        drawn.clear()
        d.app.dirty = True
        d.app.render()
        names = [t for t in drawn if t.asked in ("Computer 1", "Anna")]
        assert len(names) == 2 and all(t.shown == t.asked for t in names)
        others = [t for t in drawn if t.asked in ("★",) or t.asked.isdigit()]
        assert not any(n.rect.colliderect(o.rect) for n in names for o in others)
    finally:
        if drawn.append in canvas_module.text_observers:
            canvas_module.text_observers.remove(drawn.append)
        d.close()


def test_statistics_of_games_only_computers_played_say_why_they_hold_no_one(
    tmp_path: Path,
) -> None:
    seats = (Seat("Bot", 0, "computer", "easy"), Seat("Other bot", 1, "computer", "medium"))
    record_random_game(tmp_path, seats, "azul-mini", 5)
    d = open_app(tmp_path)
    drawn: list[TextDrawn] = []
    try:
        press(d, "Statistics")
        stats = d.top
        assert isinstance(stats, StatsScene) and stats.people() == []
        canvas_module.text_observers.append(drawn.append)
        d.app.dirty = True
        d.app.render()
        said = " ".join(t.shown for t in drawn)
        assert "1 game played" in said
        assert "Only computer players played these games" in said
        assert "Only computer players" in stats.spoken_group()  # narration says it too
    finally:
        if drawn.append in canvas_module.text_observers:
            canvas_module.text_observers.remove(drawn.append)
        d.close()
