"""The practice screens' words fit at 1280×720 and 1920×1080, at 100, 125 and 150 % text size,
in every language, with the longest reasons the review gives (the rival's line and the
connections): the practice box in every stage (asked, nudged with every kind of nudge, the
answer shown, found) holds its text above its buttons, and no line of the list is cut.

Each test opens the app once in its language and checks every text size and window size on it
in turn, each as a player would set it (the text size, then the window) before the screen is
opened anew; the practice progress is forgotten between them (a fresh start each time)."""

from __future__ import annotations

import itertools
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest
from support.practice import (
    click_move,
    open_practice,
    open_practice_menu,
    pavilion_take,
    practice_again,
)

from azul.domain.practice import FOUND, NUDGE_KINDS, NUDGED, SHOWN, TRYING
from azul.storage import StoragePaths
from azul.storage.practice_store import practice_file
from azul.ui import lesson_callout as callout
from azul.ui.canvas import TextDrawn
from azul.ui.scenes.practice import PracticeScene
from azul.ui.scenes.practice_box import reason_lines
from azul.ui.scenes.practice_menu import PracticeMenuScene

from .driver import Driver
from .ui_size_scenes import open_title, stocked_app

WINDOW = pygame.FRect(0, 0, 1920, 1080)
LANGUAGES = ["en", "hu", "fi"]


def prepared(d: Driver, root: Path, ui_size: int, size: tuple[int, int]) -> None:
    """The title at a text size and window size, no practice played yet."""
    practice_file(StoragePaths.under(root)).unlink(missing_ok=True)
    d.app.services.settings.ui_size = ui_size
    d.app.services.fonts.clear()
    open_title(d)
    d.post(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size)  # told even when unchanged
    d.pump()


def check_text(d: Driver, scene: PracticeScene, text: str | None = None) -> None:
    """The box's text (what it says now, or text in its place) fits its text area."""
    canvas = d.app.canvas()
    words = scene.fitted_text(canvas) if text is None else text
    assert callout.text_fits(canvas, words, scene.box()), (scene.attempt.stage, words)
    if scene.attempt.stage in (FOUND, SHOWN):  # the largest reason is always said
        assert reason_lines(scene, scene.position, 1)[-1] in words.split("\n")


def check_box(d: Driver, scene: PracticeScene) -> None:
    """The box's text fits its text area; nothing drawn is cut or outside the window; the
    box's buttons hold their labels."""
    check_text(d, scene)
    lines = d.drawn_lines()
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


@pytest.mark.parametrize("ruleset", ["azul", "summer-pavilion"])
@pytest.mark.parametrize("language", LANGUAGES)
def test_the_practice_box_fits_in_every_stage(tmp_path: Path, language: str, ruleset: str) -> None:
    """Azul's box sits above the player's board; Summer Pavilion's over the foot of the
    other board, grown upwards while it gives reasons."""
    screens = [(size, ui_size) for r, size, ui_size in CASES if r == ruleset]
    d = stocked_app(tmp_path, language, screens[0][1])
    play = click_move if ruleset == "azul" else pavilion_take
    first: PracticeScene | None = None  # the positions, found once (and stocked) for all
    try:
        for size, ui_size in screens:
            prepared(d, tmp_path, ui_size, size)
            if first is None:
                scene = first = open_practice(d, "ask", "" if ruleset == "azul" else ruleset)
            else:
                scene = practice_again(d, first)
            assert scene.attempt.stage == TRYING, (size, ui_size)
            check_box(d, scene)
            play(d, scene.table, scene.table.state.parse_move(scene.position.played))
            assert scene.attempt.stage == NUDGED
            check_box(d, scene)
            for text in every_nudge(scene):  # the frame just checked; only the words change
                check_text(d, scene, text)
            d.click(scene.widgets.widgets[1].rect.center)  # Show answer
            assert scene.attempt.stage == SHOWN
            check_box(d, scene)
            d.click(scene.widgets.widgets[0].rect.center)  # Next
            play(d, scene.table, scene.table.state.parse_move(scene.position.best))
            assert scene.attempt.stage == FOUND
            check_box(d, scene)
    finally:
        d.close()


LIST_SCREENS = [(size, ui_size) for ui_size in (100, 150) for size in [(1280, 720), (1920, 1080)]]


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_practice_list_fits(tmp_path: Path, language: str) -> None:
    d = stocked_app(tmp_path, language, LIST_SCREENS[0][1])
    try:
        for k, (size, ui_size) in enumerate(LIST_SCREENS):
            prepared(d, tmp_path, ui_size, size)
            menu = open_practice_menu(d, stock=k == 0)
            check_list(menu, d.drawn_lines())
    finally:
        d.close()


def check_list(menu: PracticeMenuScene, lines: list[TextDrawn]) -> None:
    """No line of the list is cut or outside the window, its words are there, none overlap."""
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
