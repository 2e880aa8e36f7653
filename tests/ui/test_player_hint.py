"""After a Hint, Enter (or Space) plays the hinted move on every family's table, whatever the
keyboard focus was on; the Hint button stays reachable and takes the hover from the table."""

from __future__ import annotations

import random
import time
from typing import Any

import pygame
import pytest

from azul.engine.pavilion_game import PLACE
from azul.ui.kits import make_table
from azul.ui.table.targets import GroupTarget

from .driver import Driver, session_for


def _table(driver: Driver, ruleset: str, seed: int, phase: str | None = None) -> Any:
    session = session_for(ruleset, "pp", seed=seed)
    rng = random.Random(seed)
    while phase is not None and session.state.phase != phase:
        session.play(rng.choice(session.state.legal_moves()))
    table: Any = make_table(driver.app, session)
    driver.app.stack.reset(table)
    driver.pump()
    driver.settle()
    return table


def _hint(driver: Driver, table: Any) -> int:
    driver.key(pygame.K_h)
    deadline = time.monotonic() + 20.0
    while table.hint_move is None and time.monotonic() < deadline:
        driver.step(0.05)
        time.sleep(0.01)
    assert table.hint_move is not None, "no hint within 20 s"
    return int(table.hint_move)


@pytest.mark.parametrize("ruleset", ["crystal-mosaic-1", "azul", "summer-pavilion"])
@pytest.mark.parametrize("enter", [pygame.K_RETURN, pygame.K_SPACE])
def test_enter_after_a_hint_plays_the_hinted_move_not_the_focused_item(
    driver: Driver, ruleset: str, enter: int
) -> None:
    table = _table(driver, ruleset, seed=5)
    for _ in range(3):  # H then Enter, again and again: each plays the hint of its turn
        driver.key(pygame.K_TAB)  # the focus ring is on some item
        driver.key(pygame.K_TAB)
        assert table.keyboard
        move = _hint(driver, table)
        before = len(table.session.moves)
        driver.key(enter)
        assert table.session.moves[before] == move
        driver.settle()


def test_h_twice_then_enter_does_not_flip_the_selection(driver: Driver) -> None:
    table = _table(driver, "summer-pavilion", seed=7)
    first = _hint(driver, table)
    chosen = table.selection
    second = _hint(driver, table)
    assert table.selection == chosen and first == second  # same position, same hint
    before = len(table.session.moves)
    driver.key(pygame.K_RETURN)
    assert table.session.moves[before] == second


def test_enter_after_a_tab_acts_on_the_focus_again(driver: Driver) -> None:
    table = _table(driver, "azul", seed=5)
    move = _hint(driver, table)
    driver.key(pygame.K_ESCAPE)  # the hinted group dropped: the person decides otherwise
    driver.key(pygame.K_TAB)
    before = len(table.session.moves)
    driver.key(pygame.K_RETURN)  # chooses the focused group, plays nothing
    assert len(table.session.moves) == before and table.selection is not None
    assert table.hint_move == move


def test_the_hint_button_is_never_covered_by_the_phase_2_panel(driver: Driver) -> None:
    table = _table(driver, "summer-pavilion", seed=5, phase=PLACE)
    assert table.state.phase == PLACE
    driver.app.render()
    rect = table.hint_button.rect
    hud = table.layout.hud_rect()
    assert not rect.colliderect(hud) and rect.colliderect(table.layout.ring_rect())
    driver.click(rect.center)  # the mouse reaches it: a hint is asked for
    assert table.hint_ticket is not None or table.hint_move is not None
    for c in table.controls():
        assert not c.rect.colliderect(rect)


@pytest.mark.parametrize("ruleset", ["azul", "summer-pavilion"])
def test_moving_onto_a_button_drops_the_table_hover(driver: Driver, ruleset: str) -> None:
    table = _table(driver, ruleset, seed=5)
    group = next(iter(table.focus_items()))
    assert isinstance(group, GroupTarget)
    # Find a point over that group by scanning the table (families lay groups out their way).
    point = None
    for x in range(0, 1920, 8):
        for y in range(0, 1080, 8):
            if table.hit((x, y)) == group:
                point = (float(x), float(y))
                break
        if point:
            break
    assert point is not None
    driver.move(point)
    assert table.hover == group
    driver.move(table.hint_button.rect.center)
    assert table.hover is None  # no stale tooltip beside the Hint button
    driver.app.render()
