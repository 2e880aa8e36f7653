"""The Summer Pavilion lessons in the real lesson scene, opened from the lessons list: played
to their end by clicks (the learner's decisions on the Pavilion table, Next on the notes) in
every language, a decision not asked for is refused with its friendly sentence, and the
scene's box and pointers come from the Pavilion kit."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from azul.domain.lessons import LESSONS
from azul.domain.lessons.pavilion_variants import PAVILION_LESSONS
from azul.ui import router
from azul.ui.scenes.lesson import LessonScene
from azul.ui.scenes.lessons_menu import LessonsMenuScene

from .driver import Driver, make_app
from .test_lesson import LANGUAGES, button, settle
from .test_lesson_pavilion import DESIGN, decision, learner_plays
from .test_pavilion_input import take

PAVILION_IDS = ["summer-pavilion", *(lesson.id for lesson in PAVILION_LESSONS)]


def open_from_list(d: Driver, lesson_id: str) -> LessonScene:
    """Title → lessons list → the lesson's Start button (real clicks)."""
    top = d.top
    assert top is not None
    d.app.stack.push(top.make_scene(router.LESSONS))
    menu = d.top
    assert isinstance(menu, LessonsMenuScene)
    row = next(r for r in menu.rows if r.lesson.id == lesson_id)
    d.click(row.primary.rect.center)
    lesson = d.top
    assert isinstance(lesson, LessonScene) and lesson.lesson.id == lesson_id
    return lesson


def check_box_and_pointers(lesson: LessonScene) -> None:
    """The step's box lies in the design space and each of its pointers finds its element."""
    assert DESIGN.contains(lesson.box())
    for pointer in lesson.run.current.points:
        assert lesson.pointer_rects(pointer), (lesson.run.current.key, pointer)


def play_through(
    d: Driver, lesson: LessonScene, check: Callable[[LessonScene], None] = check_box_and_pointers
) -> int:
    """Play the lesson as taught to its end, checking every step; the number of steps seen."""
    for seen in range(400):
        settle(d, lesson)
        if d.top is not lesson:
            return seen
        check(lesson)
        step = lesson.run.current
        if step.move:
            learner_plays(d, lesson.table, decision(lesson.lesson, step.at))
        else:
            d.click(button(lesson, 0))
        d.step(0.05)
    raise AssertionError("the lesson did not end")


@pytest.mark.parametrize("lesson_id", PAVILION_IDS)
@pytest.mark.parametrize("language", LANGUAGES)
def test_each_pavilion_lesson_plays_to_its_end(
    tmp_path: Path, language: str, lesson_id: str
) -> None:
    d = make_app(tmp_path, speed="fast")
    try:
        d.app.services.settings.language = language
        d.app.services.text.set_language(language)
        lesson = open_from_list(d, lesson_id)
        seen = play_through(d, lesson)
        assert seen >= len(LESSONS[lesson_id].steps)
        assert lesson.session.state.is_over or lesson_id != "summer-pavilion"
        assert lesson_id in d.app.services.settings.lessons_done
    finally:
        d.close()


def test_a_take_not_asked_for_is_refused_with_the_steps_sentence(tmp_path: Path) -> None:
    d = make_app(tmp_path, speed="fast")
    try:
        lesson = open_from_list(d, "summer-pavilion")
        while not lesson.run.current.move:
            settle(d, lesson)
            d.click(button(lesson, 0))
        settle(d, lesson)
        table = lesson.table
        taught = table.state.parse_move(lesson.run.taught() or "")
        other = next(m for m in table.state.legal_moves() if m != taught)
        played = len(lesson.session.moves)
        take(d, table, other)
        assert len(lesson.session.moves) == played  # nothing happened on the table
        why = d.app.services.t(lesson.lesson.text_key(f"{lesson.run.current.key}_why"))
        assert lesson.step_text() == why
    finally:
        d.close()
