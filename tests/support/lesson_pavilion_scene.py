"""The Summer Pavilion lessons opened from the list and played through."""

from __future__ import annotations

from collections.abc import Callable

from ui.driver import Driver

from azul.domain.lessons.pavilion_variants import PAVILION_LESSONS
from azul.ui import router
from azul.ui.scenes.lesson import LessonScene
from azul.ui.scenes.lessons_menu import LessonsMenuScene
from support.lesson import button, settle
from support.lesson_pavilion import DESIGN, decision, learner_plays

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
