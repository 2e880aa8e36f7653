"""Touch: whole games by finger events only, SDL's mouse copies of a touch ignored, drag to
place, taps on menus, and small targets reached by a finger that lands just beside them."""

from __future__ import annotations

import random

import pygame

from azul.engine import replay
from azul.engine.base_game import draft_move
from azul.ui.families.base.targets import LineTarget
from azul.ui.families.pavilion.scene import PavilionTableScene
from azul.ui.kits import make_table
from azul.ui.scenes.end import EndScene
from azul.ui.scenes.setup import SetupScene
from azul.ui.scenes.table import TableScene
from azul.ui.scenes.title import TitleScene
from azul.ui.table import input as table_input
from azul.ui.widgets import Button

from .driver import Driver, session_for
from .pads_helpers import TouchDriver, touch_driver
from .test_pavilion_input import choose_decision, decide, expected_moves

PAVILION_HOW = ("click", "button", "space", "hand", "drag")


def check_scores(table: TableScene) -> None:
    """The engine replaying the recorded moves reaches the scores the table shows."""
    record = table.session.record()
    final = replay(record.setup, record.moves)
    assert final.scores == table.session.state.scores
    assert [b.score for b in table.view.boards] == list(final.scores)


def test_a_whole_game_of_azul_by_touch(driver: Driver) -> None:
    finger = touch_driver(driver)
    driver.draw_every = finger.draw_every = 5
    table = finger.start_table(session_for("azul", "pp", seed=21))
    rng = random.Random("touch-azul")
    moves = 0
    while True:
        finger.settle()
        if table.state.is_over:
            break
        assert table.interactive()
        move = rng.choice(table.state.legal_moves())
        before = len(table.session.moves)
        finger.play_move(move, "drag" if moves % 3 == 2 else "click")
        assert table.session.moves[before:] == [move], table.state.format_move(move)
        moves += 1
    finger.settle()
    assert isinstance(finger.top, EndScene)
    check_scores(table)
    assert moves > 10


def test_a_whole_game_of_summer_pavilion_by_touch(driver: Driver) -> None:
    finger = touch_driver(driver)
    driver.draw_every = finger.draw_every = 5
    table = make_table(finger.app, session_for("summer-pavilion", "pp", seed=44))
    assert isinstance(table, PavilionTableScene)
    finger.app.stack.reset(table)
    finger.pump()
    rng = random.Random("touch-pavilion")
    decisions = 0
    seen: set[str] = set()
    while True:
        finger.settle()
        state = table.state
        if state.is_over:
            break
        assert table.interactive()
        kind, what = choose_decision(state, rng)
        want = expected_moves(state, kind, what)
        before = len(table.session.moves)
        decide(finger, table, kind, what, PAVILION_HOW[decisions % len(PAVILION_HOW)])
        assert table.session.moves[before:] == want, f"{kind} {what}"
        decisions += 1
        seen.add(kind)
    finger.settle()
    assert isinstance(finger.top, EndScene)
    check_scores(table)
    assert {"take", "place", "pass"} <= seen


def test_the_mouse_copies_of_a_touch_are_ignored(driver: Driver) -> None:
    table = driver.start_table(session_for("azul", "pp"))
    driver.settle()
    a, colour = table.view.groups()[0]
    point = table.layout.factory_tile(a, table.view.factories[a].index(colour)).center
    pos = driver.screen(point)
    driver.post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0), touch=True)
    driver.post(pygame.MOUSEBUTTONDOWN, pos=pos, button=1, touch=True)
    driver.post(pygame.MOUSEBUTTONUP, pos=pos, button=1, touch=True)
    driver.pump()
    assert table.selection is None and table.hover is None
    touch_driver(driver).click(point)  # the same tap by finger chooses the group
    assert table.selection == (a, colour)


def test_drag_a_group_from_a_factory_to_a_line(driver: Driver) -> None:
    finger = touch_driver(driver)
    table = finger.start_table(session_for("azul", "pp", seed=8))
    finger.settle()
    a, colour = table.view.groups()[0]
    move = draft_move(a, colour, 2)
    assert move in table.legal()
    src = table.layout.factory_tile(a, table.view.factories[a].index(colour)).center
    dest = table.layout.boards[table.state.current_player].line_rect(2).center
    finger.drag(src, dest)
    assert table.session.moves == [move]


def test_a_finger_just_beside_a_small_tile_still_takes_it(driver: Driver) -> None:
    finger = touch_driver(driver)
    table = finger.start_table(session_for("azul", "pp", seed=8))
    finger.settle()
    a, colour = table.view.groups()[0]
    tile = table.layout.factory_tile(a, table.view.factories[a].index(colour))
    # A point just outside the tile where nothing else is: the mouse misses it, a finger not.
    spots = [
        (tile.centerx + dx, tile.centery + dy)
        for dx, dy in ((0, -1), (0, 1), (-1, 0), (1, 0))
        for dx, dy in [(dx * (tile.w / 2 + 8), dy * (tile.h / 2 + 8))]
    ]
    spot = next(p for p in spots if table.hit(p) is None)
    assert table_input.target_at(table, spot, touch=True) == table.hit(tile.center)
    driver.click(spot)
    assert table.selection is None
    finger.click(spot)
    assert table.selection == (a, colour)


def test_menus_by_tap(driver: Driver) -> None:
    finger: TouchDriver = touch_driver(driver)
    assert isinstance(finger.top, TitleScene)

    def tap(label: str) -> None:
        top = finger.top
        assert top is not None
        widgets = top.widgets.widgets  # type: ignore[attr-defined]
        button = next(w for w in widgets if isinstance(w, Button) and w.label() == label)
        finger.click(button.rect.center)

    tap("New game")
    assert isinstance(finger.top, SetupScene)
    tap("Start game")
    table = finger.table()
    assert table is not None and finger.top is table
    finger.settle()
    finger.click(table.menu_button.rect.center)
    assert type(finger.top).__name__ == "PauseScene"


def test_a_lifted_finger_leaves_no_hover_behind(driver: Driver) -> None:
    finger = touch_driver(driver)
    table = finger.start_table(session_for("azul", "pp", seed=8))
    finger.settle()
    a, colour = table.view.groups()[0]
    src = table.layout.factory_tile(a, table.view.factories[a].index(colour)).center
    finger.click(src)
    assert table.selection == (a, colour) and table.hover is None
    # While the finger rests on a line its tooltip shows; lifted there, the move is made and
    # the line shows no tooltip afterwards (a mouse would still hover it).
    dest = table.layout.boards[table.state.current_player].line_rect(2).center
    finger.finger_at(pygame.FINGERDOWN, dest)
    finger.pump()
    assert isinstance(table.hover, LineTarget)
    finger.finger_at(pygame.FINGERUP, dest)
    finger.pump()
    assert table.session.moves == [draft_move(a, colour, 2)]
    assert table.hover is None
    driver.move(dest)  # the mouse, by contrast, hovers where it rests
    assert table.hover is not None
    # A menu button is lit under the finger only while it is down.
    finger.settle()
    finger.click(table.menu_button.rect.center)
    pause = finger.top
    assert type(pause).__name__ == "PauseScene"
    widgets = pause.widgets.widgets  # type: ignore[union-attr]
    resume = next(w for w in widgets if isinstance(w, Button) and w.label() == "Resume")
    finger.finger_at(pygame.FINGERDOWN, resume.rect.center)
    finger.finger_at(pygame.FINGERMOTION, (resume.rect.centerx, resume.rect.bottom + 40))
    finger.pump()
    assert not resume.hover  # slid off: no click
    finger.finger_at(pygame.FINGERMOTION, resume.rect.center)
    finger.pump()
    assert resume.hover
    finger.finger_at(pygame.FINGERUP, resume.rect.center)
    finger.pump()
    assert finger.top is table and not table.menu_button.hover  # the tap that opened the menu
