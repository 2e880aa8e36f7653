"""A newcomer's first game ends: one Enter too many must not skip the results."""

from __future__ import annotations

import pygame

from azul.ui.scenes.end import EndScene
from azul.ui.scenes.overlay import ConfirmScene
from azul.ui.scenes.table import TableScene
from azul.ui.scenes.title import TitleScene

from .driver import Driver, session_for


def _last_move(driver: Driver) -> tuple[TableScene, int]:
    """A two-person game played up to its last move, on the table; that move."""
    session = session_for("azul", "pp", seed=5)
    while True:
        move = sorted(session.state.legal_moves())[0]
        if session.state.apply(move).is_over:
            break
        session.play(move)
    return driver.start_table(session), move


def _run(driver: Driver, seconds: float) -> None:
    for _ in range(int(seconds / 0.05)):
        driver.step(0.05)


def test_enters_after_the_last_move_keep_the_results(normal: Driver) -> None:
    table, move = _last_move(normal)
    normal.play_move(move, "key")  # ends with Enter, as Hint + Enter does
    for _ in range(2):  # "Enter confirms or skips": a newcomer presses it on
        normal.key(pygame.K_RETURN)
        _run(normal, 3.0)
    end = normal.top
    assert isinstance(end, EndScene), "a stray Enter skipped the results"
    assert end.session is table.session and table.state.is_over
    for _ in range(3):
        normal.key(pygame.K_RETURN)
        normal.key(pygame.K_SPACE)
        _run(normal, 0.5)
    assert normal.top is end, "Enter alone chose what comes after the results"


def test_the_next_game_is_a_deliberate_choice(normal: Driver) -> None:
    table, move = _last_move(normal)
    normal.play_move(move, "click")
    _run(normal, 20.0)
    end = normal.top
    assert isinstance(end, EndScene)
    normal.key(pygame.K_DOWN)  # the keyboard picks a button first, then Enter presses it
    normal.key(pygame.K_RETURN)
    again = normal.top
    assert isinstance(again, TableScene) and again is not table and again.session.moves == []


def _title(driver: Driver) -> TitleScene:
    driver.app.stack.reset(TitleScene(driver.app))
    driver.pump()
    title = driver.top
    assert isinstance(title, TitleScene)
    return title


def test_escape_on_the_title_asks_before_quitting(driver: Driver) -> None:
    title = _title(driver)
    driver.key(pygame.K_ESCAPE)
    ask = driver.top
    assert isinstance(ask, ConfirmScene) and driver.app.running, "Esc quit at once"
    assert ask.title() == "Quit the game?"
    driver.key(pygame.K_ESCAPE)  # a second Esc: the game stays open
    assert driver.top is title and driver.app.running
    driver.key(pygame.K_ESCAPE)
    driver.key(pygame.K_RETURN)  # the safe choice has the focus: Enter keeps the game open
    assert driver.top is title and driver.app.running
    driver.key(pygame.K_ESCAPE)
    no = driver.top.widgets.widgets[1]  # type: ignore[union-attr]
    driver.click(no.rect.center)  # the mouse reaches No
    assert driver.top is title and driver.app.running
    driver.key(pygame.K_ESCAPE)
    driver.key(pygame.K_UP)  # the arrows (a controller's D-pad) reach Quit
    driver.key(pygame.K_RETURN)
    assert not driver.app.running


def test_escape_asks_in_every_language(driver: Driver) -> None:
    services = driver.app.services
    for language in ("en", "hu", "fi"):
        services.text.set_language(language)
        for key in ("title.quit_title", "title.quit_message"):
            assert not services.t(key).startswith("title."), (language, key)
