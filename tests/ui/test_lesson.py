"""The guided first game of Azul, played through real pygame events; its words in every language."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from support.lesson import (
    LANGUAGES,
    back_to_title,
    button,
    click_move,
    do_step,
    open_lesson,
    settle,
    to_step,
)
from support.persistence import open_app

from azul.domain.lessons import LessonRun
from azul.domain.lessons.azul_first_game import AZUL_FIRST_GAME
from azul.ui import lesson_callout as callout
from azul.ui.scenes.lesson import LessonScene
from azul.ui.scenes.lessons_menu import LessonsMenuScene
from azul.ui.scenes.overlay import ConfirmScene
from azul.ui.scenes.title import TitleScene

from .driver import Driver, make_app


@pytest.mark.slow
def test_the_whole_lesson_plays_to_its_end(tmp_path: Path) -> None:
    # One play-through (English); every step's words in every language are checked directly
    # (test_every_step_fits_its_box_at_1280x720).
    d = make_app(tmp_path, speed="fast")
    try:
        lesson = open_lesson(d)
        steps = len(AZUL_FIRST_GAME.steps)
        seen = []
        while True:
            settle(d, lesson)
            if d.top is not lesson:
                break
            seen.append(lesson.run.step)
            assert lesson.table.session.on_change is None  # never autosaved nor recorded
            do_step(d, lesson)
            d.step(0.05)
        assert seen == list(range(steps))
        assert lesson.session.state.is_over
        assert lesson.session.state.scores == (74, 44)
        assert d.app.services.settings.lessons_done == ["azul"]
        assert "azul" not in d.app.services.settings.lesson_steps
        assert isinstance(d.top, LessonsMenuScene)
    finally:
        d.close()


def test_a_wrong_move_gets_a_friendly_sentence_and_changes_nothing(driver: Driver) -> None:
    lesson = open_lesson(driver)
    to_step(driver, lesson, "take_factory")
    before = lesson.session.state
    played = lesson.played()
    click_move(driver, lesson, "3b1")  # legal, but not the move this step teaches
    why = driver.app.services.t("lesson.take_factory_why")
    assert lesson.wrong == why
    assert lesson.step_text() == why
    assert lesson.session.state is before and lesson.played() == played
    assert lesson.run.current.key == "take_factory"
    lesson.table.cancel()
    click_move(driver, lesson, "1w1")  # the taught move is accepted
    settle(driver, lesson)
    assert lesson.run.current.key == "overflow"
    assert lesson.wrong is None


def test_keys_for_undo_and_hint_do_nothing_in_a_lesson(driver: Driver) -> None:
    lesson = open_lesson(driver)
    to_step(driver, lesson, "overflow")
    played = lesson.played()
    driver.key(pygame.K_BACKSPACE)
    driver.key(pygame.K_h)
    assert lesson.played() == played and lesson.table.hint_ticket is None
    assert driver.top is lesson


def test_leave_and_resume_continue_at_the_same_step_and_nothing_is_stored(
    tmp_path: Path,
) -> None:
    d = open_app(tmp_path)
    try:
        lesson = open_lesson(d)
        to_step(d, lesson, "line_waits")
        step, played = lesson.run.step, lesson.played()
        d.click(button(lesson, 3))  # Leave
        assert isinstance(d.top, LessonsMenuScene)
        back_to_title(d)
        persistence = d.app.services.persistence
        assert persistence is not None
        assert not persistence.has_autosave()
        assert not persistence.storage.paths.stats_file.exists()
        d.close()
        d = open_app(tmp_path)  # a new start reads the step back from the settings file
        assert d.app.services.settings.lesson_steps == {"azul": step}
        lesson = open_lesson(d)
        settle(d, lesson)
        assert lesson.run.step == step and lesson.played() == played
        assert lesson.run.current.key == "line_waits"
        # Skip to the end: Skip plays a taught move for the learner, passes a note.
        for _ in range(200):
            settle(d, lesson)
            if d.top is not lesson:
                break
            d.click(button(lesson, 0 if lesson.run.is_last else 1))
            d.step(0.05)
        back_to_title(d)
        assert not persistence.has_autosave()
        d.close()
        d = open_app(tmp_path)
        assert d.app.services.settings.lessons_done == ["azul"]
        assert d.app.services.settings.lesson_steps == {}
        persistence = d.app.services.persistence
        assert persistence is not None
        assert not persistence.has_autosave()
        assert not persistence.storage.paths.stats_file.exists()
        assert not list(persistence.storage.paths.data_dir.rglob("*.json"))
    finally:
        d.close()


def test_restart_goes_back_to_the_first_step(driver: Driver) -> None:
    lesson = open_lesson(driver)
    to_step(driver, lesson, "overflow")
    driver.click(button(lesson, 2))
    settle(driver, lesson)
    assert lesson.run.step == 0 and lesson.played() == 0


def test_the_first_start_offers_the_lesson_once(driver: Driver) -> None:
    settings = driver.app.services.settings
    settings.lesson_offered = False
    driver.app.stack.reset(TitleScene(driver.app))
    offer = driver.top
    assert isinstance(offer, ConfirmScene)
    canvas = driver.app.canvas()
    for widget in offer.widgets.widgets:  # the offer's buttons say their words in full
        width, _ = canvas.measure(widget.label(), widget.size)  # type: ignore[attr-defined]
        assert width <= widget.rect.w - 12
    driver.click(offer.widgets.widgets[0].rect.center)
    lesson = driver.top  # "Start the lesson" starts the first guided game, not the list
    assert isinstance(lesson, LessonScene), type(lesson).__name__
    assert lesson.lesson.id == AZUL_FIRST_GAME.id and lesson.run.step == 0
    assert settings.lesson_offered
    driver.key(pygame.K_ESCAPE)  # Leave: back to the title
    assert isinstance(driver.top, TitleScene)
    driver.app.stack.reset(TitleScene(driver.app))
    assert isinstance(driver.top, TitleScene)  # not offered again


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_step_fits_its_box_at_1280x720(driver: Driver, language: str) -> None:
    services = driver.app.services
    services.settings.language = language
    services.text.set_language(language)
    lesson = LessonScene(driver.app, step=0)
    canvas = driver.app.canvas()
    box = lesson.box()
    for step in AZUL_FIRST_GAME.steps:
        keys = [step.key, f"{step.key}_why"] if step.move else [step.key]
        for key in keys:
            text = services.t(f"lesson.{key}", mine=62, theirs=46, rows=10, columns=35, colours=50)
            assert not text.startswith("lesson."), key
            assert callout.text_fits(canvas, text, box), (language, key)
    for key in ("read_first", "watch", "fast", "round_scored"):
        assert callout.text_fits(canvas, services.t(f"lesson.{key}"), box)
    for widget in lesson.widgets.widgets:
        width, _ = canvas.measure(widget.label(), widget.size)  # type: ignore[attr-defined]
        assert width <= widget.rect.w - 12, (language, widget.label())
    assert LessonRun(AZUL_FIRST_GAME, 999).is_last


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_lessons_computer_is_named_computer_without_a_tool_levels_name(
    tmp_path: Path, language: str
) -> None:
    # The scripted computer plays at the "greedy" tool level, which no player can choose and
    # no catalog names: its seat said "Computer · Greedy", in English in every language.
    d = make_app(tmp_path, speed="fast")
    d.app.services.settings.language = language
    d.app.services.text.set_language(language)
    try:
        lesson = open_lesson(d)
        settle(d, lesson)
        table = lesson.table
        computer = 1 - AZUL_FIRST_GAME.learner
        assert table.session.seat(computer).name == d.app.services.t("lesson.computer")
        assert table.seat_label(computer) == ""  # not "Computer · Greedy", nor "Computer" twice
        assert table.seat_label(AZUL_FIRST_GAME.learner) == d.app.services.t("seat.person")
    finally:
        d.close()
