"""Opening and stepping the lessons."""

from __future__ import annotations

import pygame
from ui.driver import Driver

from azul.ui.scenes.lesson import LessonScene
from azul.ui.scenes.lessons_menu import LessonsMenuScene
from azul.ui.scenes.title import TitleScene

LANGUAGES = ("en", "hu", "fi")


def open_lesson(d: Driver, lesson_id: str = "azul") -> LessonScene:
    """Title → Learn to play → the lesson's Start (or Resume) button (real clicks)."""
    title = d.top
    assert isinstance(title, TitleScene)
    button = next(w for w in title.widgets.widgets if w.label() == d.app.services.t("lesson.menu"))
    d.click(button.rect.center)
    menu = d.top
    assert isinstance(menu, LessonsMenuScene)
    row = next(r for r in menu.rows if r.lesson.id == lesson_id)
    d.click(row.primary.rect.center)
    lesson = d.top
    assert isinstance(lesson, LessonScene)
    return lesson


def back_to_title(d: Driver) -> None:
    """From the lessons list back to the title (Esc)."""
    if isinstance(d.top, LessonsMenuScene):
        d.key(pygame.K_ESCAPE)
    assert isinstance(d.top, TitleScene)


def settle(d: Driver, lesson: LessonScene) -> None:
    """Run frames until the current step shows (scripted moves played, animations done)."""
    for _ in range(2000):
        if d.top is not lesson or lesson.showing():
            return
        d.step(0.05)
    raise AssertionError("the lesson did not reach its step")


def button(lesson: LessonScene, index: int) -> tuple[float, float]:
    """Centre of a callout button: 0 Next, 1 Skip, 2 Restart, 3 Leave."""
    return tuple(lesson.widgets.widgets[index].rect.center)  # type: ignore[return-value]
