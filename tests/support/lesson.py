"""Opening and stepping the lessons."""

from __future__ import annotations

import pygame
from ui.driver import Driver

from azul.engine.base_game import CENTRE, FLOOR, decode_move
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


def click_move(d: Driver, lesson: LessonScene, text: str) -> None:
    """Click a group on a factory or in the centre, then the learner's line or floor."""
    table = lesson.table
    kind, source, colour, dest = decode_move(table.state.parse_move(text))
    assert kind == "draft"
    lay = table.layout
    src = lay.group_tile(table.view.factories, CENTRE, source, colour).center
    geo = lay.boards[table.state.current_player]
    d.click(src)
    d.click(geo.floor_rect().center if dest == FLOOR else geo.line_rect(dest).center)


def do_step(d: Driver, lesson: LessonScene) -> None:
    """Play the current step as a learner would: the taught move by mouse, or Next."""
    settle(d, lesson)
    taught = lesson.run.taught()
    if taught is None:
        d.click(button(lesson, 0))
    else:
        click_move(d, lesson, taught)


def to_step(d: Driver, lesson: LessonScene, key: str) -> None:
    """Play the lesson as taught up to the step with this key."""
    while True:
        settle(d, lesson)
        if lesson.run.current.key == key:
            return
        do_step(d, lesson)
        d.step(0.05)
