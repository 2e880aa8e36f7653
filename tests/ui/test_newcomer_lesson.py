"""What a newcomer met in the lessons: texts that match the screen, nothing thinking while a
step is read."""

from __future__ import annotations

import pygame
import pytest
from support.lesson import do_step, open_lesson, settle, to_step
from support.lesson_pavilion import play_lesson
from support.pavilion_input import control_point

from azul.domain.lessons import LessonStep
from azul.domain.lessons.pavilion_first_game import PAVILION_FIRST_GAME, TEXT_SECTION
from azul.ui.families.pavilion.pass_dialog import PassDialog
from azul.ui.families.pavilion.scene import PavilionTableScene

from .driver import Driver


def _drawn(driver: Driver) -> list[str]:
    return [d.shown for d in driver.drawn_lines()]


def test_nobody_thinks_while_the_first_step_is_read(driver: Driver) -> None:
    lesson = open_lesson(driver)
    settle(driver, lesson)
    assert not lesson.run.current.move and not lesson.session.person_to_move()
    for _ in range(20):  # the computer's turn is held: it is not "thinking" for seconds
        driver.step(0.1)
    thinking = driver.app.services.t("table.thinking")
    assert lesson.table.thinking_seat() is None
    assert not [t for t in _drawn(driver) if thinking in t]


def test_the_box_does_not_say_the_computer_chooses_under_the_round_summary(
    normal: Driver,
) -> None:
    lesson = open_lesson(normal)
    to_step(normal, lesson, "last_take")
    do_step(normal, lesson)  # the learner's move ends round 2
    watch = normal.app.services.t("lesson.watch")
    said = []
    for _ in range(1200):
        normal.step(0.05)
        if lesson.table.summary.active:
            said.append(lesson.step_text())
            assert watch not in _drawn(normal)
        if lesson.showing():
            break
    assert said, "no round summary was shown"
    assert set(said) == {normal.app.services.t("lesson.round_scored")}, set(said)


@pytest.mark.parametrize("language", ["en", "hu", "fi"])
def test_the_pass_step_names_what_the_pass_window_shows(driver: Driver, language: str) -> None:
    services = driver.app.services
    services.settings.language = language
    services.text.set_language(language)
    seen = []

    def on_step(step: LessonStep, table: PavilionTableScene) -> None:
        if step.key != "pass_keep":
            return
        text = services.t(f"{TEXT_SECTION}.pass_keep")
        driver.click(control_point(table, "pass"))
        dialog = driver.top
        assert isinstance(dialog, PassDialog)
        yellow = table.state.ruleset.colours.index("yellow")
        assert dialog.kept == [yellow]  # "already keeps the yellow tile"
        assert f"{dialog.ok.label()}" in text.split(":")[-1], (dialog.ok.label(), text)
        assert services.t("pavilion.keep_confirm") not in text  # no button of another window
        driver.key(pygame.K_ESCAPE)
        assert driver.top is table
        seen.append(step.key)

    play_lesson(driver, PAVILION_FIRST_GAME, on_step)
    assert seen == ["pass_keep"]


def test_the_end_bonus_step_says_which_bonuses_the_learner_earned(driver: Driver) -> None:
    lesson = open_lesson(driver)
    to_step(driver, lesson, "end_bonus")
    parts = lesson.session.state.breakdown(lesson.lesson.learner)
    assert parts["rows"] and parts["columns"]  # the scripted game ends with both
    text = lesson.step_text()
    for part in ("rows", "columns", "colours"):
        assert f"+{parts[part]}" in text, (part, text)
    assert "Yours: full rows +4, full columns +7, colours +0." in text
    assert any("+4" in line for line in _drawn(driver))  # in the box, as painted
