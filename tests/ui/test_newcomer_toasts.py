"""Toasts never land on controls: the lessons list's Back button after a finished lesson, the
setup's Back button and description when controllers join, the boards under a Hint's words."""

from __future__ import annotations

import time
from typing import Any

import pygame
import pytest
from support.lesson import button, open_lesson, settle

from azul.domain.lessons.azul_first_game import AZUL_FIRST_GAME
from azul.ui.scenes.lessons_menu import LessonsMenuScene
from azul.ui.scenes.setup import SetupScene

from .driver import Driver, session_for
from .pads_helpers import START, plug, press
from .ui_size_scenes import open_title


def _toasts_off(driver: Driver, rects: list[pygame.FRect]) -> list[pygame.FRect]:
    """The toasts shown now (at least one); every one of them clear of the rects."""
    driver.app.dirty = True
    driver.app.render()
    toasts = driver.app.toast_rects()
    assert toasts, "no toast shown"
    for t in toasts:
        for r in rects:
            assert not t.colliderect(r), (tuple(t), tuple(r))
    return toasts


def test_lesson_complete_keeps_off_the_back_button(driver: Driver) -> None:
    settings = driver.app.services.settings
    settings.lesson_steps[AZUL_FIRST_GAME.id] = len(AZUL_FIRST_GAME.steps) - 1
    lesson = open_lesson(driver)  # Resume: at the last step
    settle(driver, lesson)
    assert lesson.run.is_last
    driver.click(button(lesson, 0))  # Finish
    menu = driver.top
    assert isinstance(menu, LessonsMenuScene)
    assert driver.app.services.t("lesson.finished") in driver.app.toasts()
    _toasts_off(driver, [w.rect for w in menu.widgets.widgets if w.visible])


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_controller_toasts_keep_off_the_setup_controls(
    driver: Driver, monkeypatch: Any, size: tuple[int, int]
) -> None:
    open_title(driver)
    driver.app.stack.push(SetupScene(driver.app))
    driver.pump()
    setup = driver.top
    assert isinstance(setup, SetupScene)
    one, two = plug(driver, monkeypatch, "Xbox Series X Controller", "PS5 Controller")
    press(driver, START, one)  # each takes a seat: "… plays with controller N"
    press(driver, START, two)
    assert len(driver.app.toasts()) >= 2
    controls = [w.rect for w in setup.widgets.widgets if w.visible]
    _toasts_off(driver, [*controls, setup.description_box()])


def test_the_hint_toast_keeps_off_the_boards(driver: Driver) -> None:
    table = driver.start_table(session_for("azul", "pp", seed=5))
    driver.settle()
    driver.key(pygame.K_h)
    deadline = time.monotonic() + 20.0
    while table.hint_move is None and time.monotonic() < deadline:
        driver.step(0.05)
        time.sleep(0.01)
    assert table.hint_move is not None
    boards = [b.rect for b in table.layout.boards]
    buttons = [w.rect for w in table.buttons.widgets if w.visible]
    toasts = _toasts_off(driver, [*boards, *buttons])
    for t in toasts:  # inside the window
        assert t.x >= 0 and t.right <= 1920 and t.y >= 0 and t.bottom <= 1080


@pytest.mark.parametrize("ui_size", [100, 150])
def test_the_first_toast_keeps_off_the_summer_pavilion_boards(driver: Driver, ui_size: int) -> None:
    driver.app.services.settings.ui_size = ui_size
    table = driver.start_table(session_for("summer-pavilion", "pp", seed=5))
    driver.settle()
    assert driver.app.toasts()  # who starts
    lay = table.layout
    _toasts_off(driver, [*(b.rect for b in lay.boards), lay.central_rect()])
