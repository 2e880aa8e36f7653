"""The practice screens' words fit at 1280×720 and 1920×1080, at 100, 125 and 150 % text size,
in every language, with the longest reasons the review gives (the rival's line and the
connections): the practice box in every stage (asked, nudged with every kind of nudge, the
answer shown, found) holds its text above its buttons, and no line of the list is cut."""

from __future__ import annotations

import itertools
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest
from support.practice import click_move, open_practice, open_practice_menu, pavilion_take

from azul.domain.practice import FOUND, NUDGE_KINDS, NUDGED, SHOWN, TRYING
from azul.ui import canvas as canvas_module
from azul.ui import lesson_callout as callout
from azul.ui.canvas import TextDrawn
from azul.ui.scenes.practice import PracticeScene

from .driver import Driver
from .ui_size_scenes import stocked_app

WINDOW = pygame.FRect(0, 0, 1920, 1080)


def prepared(tmp_path: Path, language: str, ui_size: int, size: tuple[int, int]) -> Driver:
    d = stocked_app(tmp_path, language, ui_size)
    if size != (1280, 720):
        d.post(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size)
        d.pump()
    return d


def drawn_lines(d: Driver) -> list[TextDrawn]:
    lines: list[TextDrawn] = []
    canvas_module.text_observers.append(lines.append)
    try:
        d.app.dirty = True
        d.app.render()
    finally:
        canvas_module.text_observers.remove(lines.append)
    return lines


def check_box(d: Driver, scene: PracticeScene, text: str | None = None) -> None:
    """The box's text fits its text area; nothing drawn is cut or outside the window; the
    box's buttons hold their labels."""
    canvas = d.app.canvas()
    words = scene.fitted_text(canvas) if text is None else text
    assert callout.text_fits(canvas, words, scene.box()), (scene.attempt.stage, words)
    if scene.attempt.stage in (FOUND, SHOWN):  # the largest reason is always said
        assert scene.reasons(1)[-1] in words.split("\n")
    lines = drawn_lines(d)
    assert [x.asked for x in lines if x.shown != x.asked] == []
    assert [x.asked for x in lines if not WINDOW.contains(x.rect)] == []
    for button in scene.widgets.widgets:
        mine = [x for x in lines if button.rect.collidepoint(x.rect.center) and x.shown]
        assert mine and all(button.rect.inflate(2, 2).contains(x.rect) for x in mine)
    area = callout.text_area(scene.box())
    for a, b in itertools.combinations(scene.widgets.widgets, 2):
        assert not a.rect.colliderect(b.rect)
    assert all(not w.rect.colliderect(area) for w in scene.widgets.widgets)


def every_nudge(scene: PracticeScene) -> Iterator[str]:
    """The nudge stage's text with each kind of nudge."""
    head = scene.t("practice.not_yet", points=float(scene.position.loss))
    for kind in NUDGE_KINDS:
        yield f"{head}\n{scene.t(f'practice.nudge_{kind}')}"


CASES = [
    (ruleset, size, ui_size)
    for size in [(1280, 720), (1920, 1080)]
    for ui_size in [100, 125, 150]
    for ruleset in ["azul", "summer-pavilion"]
    if ruleset == "azul" or ui_size != 125
]


@pytest.mark.parametrize(("ruleset", "size", "ui_size"), CASES)
@pytest.mark.parametrize("language", ["en", "hu", "fi"])
def test_the_practice_box_fits_in_every_stage(
    tmp_path: Path, language: str, ruleset: str, ui_size: int, size: tuple[int, int]
) -> None:
    """Azul's box sits above the player's board; Summer Pavilion's over the foot of the
    other board, grown upwards while it gives reasons."""
    d = prepared(tmp_path, language, ui_size, size)
    play = click_move if ruleset == "azul" else pavilion_take
    try:
        scene = open_practice(d, "ask", "" if ruleset == "azul" else ruleset)
        assert scene.attempt.stage == TRYING
        check_box(d, scene)
        play(d, scene.table, scene.table.state.parse_move(scene.position.played))
        assert scene.attempt.stage == NUDGED
        check_box(d, scene)
        for text in every_nudge(scene):
            check_box(d, scene, text)
        d.click(scene.widgets.widgets[1].rect.center)  # Show answer
        assert scene.attempt.stage == SHOWN
        check_box(d, scene)
        d.click(scene.widgets.widgets[0].rect.center)  # Next
        play(d, scene.table, scene.table.state.parse_move(scene.position.best))
        assert scene.attempt.stage == FOUND
        check_box(d, scene)
    finally:
        d.close()


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("ui_size", [100, 150])
@pytest.mark.parametrize("language", ["en", "hu", "fi"])
def test_the_practice_list_fits(
    tmp_path: Path, language: str, ui_size: int, size: tuple[int, int]
) -> None:
    d = prepared(tmp_path, language, ui_size, size)
    try:
        menu = open_practice_menu(d)
        lines = drawn_lines(d)
        assert [x.asked for x in lines if x.shown != x.asked] == []
        assert [x.asked for x in lines if not WINDOW.contains(x.rect)] == []
        said = {x.shown for x in lines}
        assert menu.status_text() in said
        first = menu.positions[0]
        assert {menu.title_text(first), menu.detail_text(first), menu.state_text(first)} <= said
        shown = [x for x in lines if x.shown.strip()]
        for a, b in itertools.combinations(shown, 2):
            both = a.rect.clip(b.rect)
            assert both.w < 4 or both.h < 0.4 * min(a.rect.h, b.rect.h), (a.shown, b.shown)
    finally:
        d.close()
