"""The Summer Pavilion lessons on the real Summer Pavilion table: every move the learner is
taught is made through real pygame events (clicks on factories, spaces, panel buttons, supply
tiles and the pass dialog) and is exactly the scripted move; the other scripted moves are
played as the lesson plays them. At every step the pointers resolve to rectangles inside the
design space and the step's text fits the lesson's callout box in every language."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from support.lesson_pavilion import (
    DESIGN,
    open_table,
    play_lesson,
)

from azul.domain.lessons import LESSONS, Lesson, LessonStep
from azul.domain.lessons.pavilion_first_game import PAVILION_FIRST_GAME, TEXT_SECTION
from azul.domain.lessons.pavilion_variants import PAVILION_LESSONS
from azul.i18n import load_catalog
from azul.resources import locale_dir
from azul.ui import lesson_callout as callout
from azul.ui.families.pavilion.lesson_points import lesson_box, lesson_rects
from azul.ui.families.pavilion.scene import PavilionTableScene

from .driver import Driver, make_app

PAVILION = (PAVILION_FIRST_GAME, *PAVILION_LESSONS)
LANGUAGES = ("en", "hu", "fi")


@pytest.mark.parametrize("lesson", PAVILION, ids=lambda ls: ls.id)
def test_every_taught_move_is_made_by_clicks_and_is_the_scripted_one(
    driver: Driver, lesson: Lesson
) -> None:
    assert LESSONS[lesson.id] is lesson
    table = play_lesson(driver, lesson)
    if lesson is PAVILION_FIRST_GAME:
        while len(table.session.moves) < len(lesson.script):
            table.play(table.state.parse_move(lesson.script[len(table.session.moves)]))
        assert table.state.is_over and table.state.scores == (80, 62)


@pytest.mark.parametrize("lesson", PAVILION, ids=lambda ls: ls.id)
def test_every_text_fits_the_callout_in_every_language(tmp_path: Path, lesson: Lesson) -> None:
    d = make_app(tmp_path)
    try:
        table = open_table(d, lesson)
        box = lesson_box(table.layout)
        assert DESIGN.contains(box)
        canvas = d.app.canvas()
        for language in LANGUAGES:
            catalog = load_catalog(locale_dir() / f"{language}.toml")
            for step in lesson.steps:
                for key in (step.key, f"{step.key}_why")[: 1 + step.move]:
                    text = catalog[f"{TEXT_SECTION}.{key}"]
                    filled = text.format(mine=80, theirs=62) if "{" in text else text
                    assert callout.text_fits(canvas, filled, box), f"{language} {key}"
    finally:
        d.close()


def test_screenshots_of_key_steps(tmp_path: Path) -> None:
    """Paint the callout's rings and box over the table at every step (a render must not
    fail) and keep a few pictures for people to look at."""
    d = make_app(tmp_path, size=(1280, 720))
    shots = {"take_wild", "pay_wild", "pillar", "bonus_pick", "pass_keep", "end_bonus"}

    def paint(step: LessonStep, table: PavilionTableScene) -> None:
        canvas = d.app.canvas()
        table.draw(canvas)
        rects = [r for p in step.points for r in lesson_rects(p, table.layout, table.view)]
        box = lesson_box(table.layout)
        callout.paint_rings(canvas, rects)
        callout.paint_box(canvas, box, d.app.services.t(f"{TEXT_SECTION}.{step.key}"), "")
        if step.key in shots:
            pygame.image.save(pygame.display.get_surface(), tmp_path / f"{step.key}.png")

    try:
        play_lesson(d, PAVILION_FIRST_GAME, paint)
        assert {p.stem for p in tmp_path.glob("*.png")} == shots
    finally:
        d.close()
