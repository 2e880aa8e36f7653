"""The short "what is different" lessons and the lessons list, through real pygame events."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from support.lesson import LANGUAGES, back_to_title, button, open_lesson, settle
from support.persistence import open_app

from azul.domain.lessons import LESSONS
from azul.domain.lessons.checks import problems
from azul.domain.lessons.script import FIRST_GAMES, VARIANTS
from azul.domain.lessons.variants import VARIANT_LESSONS
from azul.engine.base_game import CENTRE, FLOOR, decode_move
from azul.ui import lesson_callout as callout
from azul.ui import theme
from azul.ui.scenes.lesson import LessonScene
from azul.ui.scenes.lessons_menu import LessonsMenuScene
from azul.ui.scenes.title import TitleScene

from .driver import Driver, make_app

VARIANT_IDS = [lesson.id for lesson in VARIANT_LESSONS]


def click_any_move(d: Driver, lesson: LessonScene, text: str) -> None:
    """A take (group, then line or floor) or a wall cell of a grey or crystal wall, by mouse."""
    table = lesson.table
    kind, a, b, dest = decode_move(table.state.parse_move(text))
    geo = table.layout.boards[table.state.current_player]
    if kind == "tile":
        d.click(geo.wall_cell(a, b).center)
        return
    lay = table.layout
    src = lay.group_tile(table.view.factories, CENTRE, a, b).center
    d.click(src)
    d.click(geo.floor_rect().center if dest == FLOOR else geo.line_rect(dest).center)


def play_through(d: Driver, lesson: LessonScene) -> list[int]:
    """Play a lesson as taught to its end (moves by mouse, Next by click); the steps seen."""
    seen: list[int] = []
    for _ in range(200):
        settle(d, lesson)
        if d.top is not lesson:
            return seen
        seen.append(lesson.run.step)
        assert lesson.session.on_change is None  # never autosaved nor recorded
        taught = lesson.run.taught()
        if taught is None:
            d.click(button(lesson, 0))
        else:
            click_any_move(d, lesson, taught)
        d.step(0.05)
    raise AssertionError("the lesson did not end")


def set_language(d: Driver, language: str) -> None:
    d.app.services.settings.language = language
    d.app.services.text.set_language(language)


@pytest.mark.slow
@pytest.mark.parametrize("lesson_id", VARIANT_IDS)
def test_every_variant_lesson_plays_to_its_end(tmp_path: Path, lesson_id: str) -> None:
    # One play-through per lesson (English); every step's words in every language are checked
    # directly (test_every_lesson_text_fits_its_box_and_every_pointer_is_found).
    d = make_app(tmp_path, speed="fast")
    try:
        lesson = open_lesson(d, lesson_id)
        assert lesson.session.ruleset.id == LESSONS[lesson_id].ruleset
        seen = play_through(d, lesson)
        assert seen == list(range(len(LESSONS[lesson_id].steps)))
        settings = d.app.services.settings
        assert settings.lessons_done == [lesson_id]
        assert lesson_id not in settings.lesson_steps
        menu = d.top
        assert isinstance(menu, LessonsMenuScene)
        row = next(r for r in menu.rows if r.lesson.id == lesson_id)
        assert menu.state_text(row.lesson) == d.app.services.t("lesson_variants.state_done")
    finally:
        d.close()


def test_a_wrong_wall_cell_gets_the_why_sentence(driver: Driver) -> None:
    lesson = open_lesson(driver, "grey")
    while lesson.run.current.key != "closed":
        settle(driver, lesson)
        taught = lesson.run.taught()
        if taught is None:
            driver.click(button(lesson, 0))
        else:
            click_any_move(driver, lesson, taught)
        driver.step(0.05)
    settle(driver, lesson)
    why = driver.app.services.t("lesson_variants.grey_closed_why")
    before, played = lesson.session.state, lesson.played()
    for wrong in ("r3c4", "r3c3"):  # legal but not asked for; closed (black is in column 3)
        click_any_move(driver, lesson, wrong)
        assert lesson.wrong == why and lesson.step_text() == why
        assert lesson.session.state is before and lesson.played() == played
    click_any_move(driver, lesson, "r3c2")
    settle(driver, lesson)
    assert lesson.run.current.key == "done" and lesson.wrong is None
    assert lesson.session.state.boards[0].cells[2 * 5 + 1] == 3  # black on row 3, column 2


def test_a_note_step_says_what_to_do_not_that_the_computer_thinks(driver: Driver) -> None:
    lesson = open_lesson(driver, "azul")
    settle(driver, lesson)
    assert lesson.run.current.key == "welcome"
    assert not lesson.session.person_to_move()  # the computer starts, held by the lesson
    status = lesson.table.turn_status()
    assert status == driver.app.services.t("lesson_variants.status_note")
    seat = lesson.session.current_seat().name
    assert status != driver.app.services.t("status.thinking", name=seat)
    for _ in range(2):  # the two notes read: the learner's first move is asked for
        driver.click(button(lesson, 0))
        settle(driver, lesson)
    assert lesson.run.current.move
    assert lesson.table.turn_status() != status  # the family's own "your turn" line


@pytest.mark.parametrize("lesson_id", list(LESSONS))
def test_every_script_is_legal_and_its_steps_agree(lesson_id: str) -> None:
    assert problems(LESSONS[lesson_id]) == []


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_lesson_text_fits_its_box_and_every_pointer_is_found(
    driver: Driver, language: str
) -> None:
    set_language(driver, language)
    services = driver.app.services
    canvas = driver.app.canvas()
    for lesson_id, spec in LESSONS.items():
        lesson = LessonScene(driver.app, lesson=lesson_id, step=0)
        box = lesson.box()
        for step in spec.steps:
            keys = [step.key, f"{step.key}_why"] if step.move else [step.key]
            for key in keys:
                text = services.t(spec.text_key(key), mine=62, theirs=46)
                assert not text.startswith(spec.section + "."), key
                assert callout.text_fits(canvas, text, box), (language, lesson_id, key)
        assert callout.text_fits(canvas, services.t(spec.fast_key), box)
        for index in range(len(spec.steps)):
            lesson.table.exit()
            lesson = LessonScene(driver.app, lesson=lesson_id, step=index)
            for pointer in lesson.run.current.points:
                assert lesson.pointer_rects(pointer), (lesson_id, index, pointer)
        lesson.table.exit()


def menu_of(d: Driver) -> LessonsMenuScene:
    title = d.top
    assert isinstance(title, TitleScene)
    entry = next(w for w in title.widgets.widgets if w.label() == d.app.services.t("lesson.menu"))
    d.click(entry.rect.center)
    menu = d.top
    assert isinstance(menu, LessonsMenuScene)
    return menu


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_list_shows_every_lesson_grouped_and_fits(
    tmp_path: Path, language: str, size: tuple[int, int]
) -> None:
    d = make_app(tmp_path, size=size)
    set_language(d, language)
    try:
        menu = menu_of(d)
        ids = [row.lesson.id for row in menu.rows]
        assert sorted(ids) == sorted(LESSONS)
        groups = [row.lesson.group for row in menu.rows]
        assert groups == sorted(groups, key=[FIRST_GAMES, VARIANTS].index)
        assert [g for g, _ in menu.headings] == [FIRST_GAMES, VARIANTS]
        canvas = d.app.canvas()
        t = d.app.services.t
        for row in menu.rows:
            assert not t(row.lesson.title_key).startswith("lesson_variants.")
            room = menu.text_room(row)
            summary = t(row.lesson.summary_key)
            assert canvas.measure(summary, 24)[0] <= room, (language, summary)
            title = canvas.measure(t(row.lesson.title_key), 30, theme.BOLD)[0]
            state = canvas.measure(t("lesson_variants.state_step", n=20, total=20), 24, theme.BOLD)
            assert title + 24 + state[0] <= room, (language, row.lesson.id)
            for widget in (row.primary, row.restart):
                assert canvas.measure(widget.label(), widget.size)[0] <= widget.rect.w - 12
            assert row.rect.bottom <= 930  # above the Back button
        d.app.render()  # drawn without an error
    finally:
        d.close()


def test_the_list_shows_progress_resumes_and_restarts(tmp_path: Path) -> None:
    d = open_app(tmp_path)
    try:
        menu = menu_of(d)
        t = d.app.services.t
        row = next(r for r in menu.rows if r.lesson.id == "crystal-2")
        assert menu.state_text(row.lesson) == t("lesson_variants.state_new")
        assert row.primary.label() == t("lesson_variants.start") and not row.restart.enabled
        lesson = open_lesson_from(d, menu, "crystal-2")
        settle(d, lesson)
        d.click(button(lesson, 0))  # Next: the intro read
        settle(d, lesson)
        click_any_move(d, lesson, "5b2")
        settle(d, lesson)
        step = lesson.run.step
        assert step == 2
        d.key(pygame.K_ESCAPE)  # leave the lesson
        menu = d.top
        assert isinstance(menu, LessonsMenuScene)
        row = next(r for r in menu.rows if r.lesson.id == "crystal-2")
        total = len(row.lesson.steps)
        assert menu.state_text(row.lesson) == t("lesson_variants.state_step", n=3, total=total)
        assert row.primary.label() == t("lesson_variants.resume") and row.restart.enabled
        back_to_title(d)
        d.close()
        d = open_app(tmp_path)  # progress survives a restart of the app
        assert d.app.services.settings.lesson_steps == {"crystal-2": step}
        menu = menu_of(d)
        lesson = open_lesson_from(d, menu, "crystal-2")
        settle(d, lesson)
        assert lesson.run.step == step and lesson.run.current.key == "fixed"
        d.key(pygame.K_ESCAPE)
        menu = d.top
        assert isinstance(menu, LessonsMenuScene)
        row = next(r for r in menu.rows if r.lesson.id == "crystal-2")
        d.click(row.restart.rect.center)  # Restart: from its first step
        lesson = d.top
        assert isinstance(lesson, LessonScene)
        assert lesson.run.step == 0 and lesson.played() == 0
        assert "crystal-2" not in d.app.services.settings.lesson_steps
    finally:
        d.close()


def open_lesson_from(d: Driver, menu: LessonsMenuScene, lesson_id: str) -> LessonScene:
    row = next(r for r in menu.rows if r.lesson.id == lesson_id)
    d.click(row.primary.rect.center)
    lesson = d.top
    assert isinstance(lesson, LessonScene)
    return lesson


def test_the_list_works_with_keys_alone(driver: Driver) -> None:
    menu = menu_of(driver)
    driver.key(pygame.K_DOWN)  # the first focusable button: the first lesson's Start
    assert menu.widgets.focused() is menu.rows[0].primary
    driver.key(pygame.K_DOWN)  # its Restart is disabled: skipped to the next lesson's Start
    assert menu.widgets.focused() is menu.rows[1].primary
    driver.key(pygame.K_RETURN)
    lesson = driver.top
    assert isinstance(lesson, LessonScene) and lesson.lesson is menu.rows[1].lesson
    driver.key(pygame.K_ESCAPE)  # leaves the lesson
    assert driver.top is menu
    driver.key(pygame.K_ESCAPE)  # back to the title
    assert isinstance(driver.top, TitleScene)
