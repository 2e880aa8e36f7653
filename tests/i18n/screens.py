"""Drives the real app through its screens in one language and records every line of text drawn
(through the canvas's text observer) and every string the translator produced."""

from __future__ import annotations

import random
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

import pygame
from ui.driver import Driver, make_app  # tests/ui (pytest puts tests/ on the path)

from azul.domain.session import GameSession, GameSetup, Seat
from azul.domain.settings import COMPUTER, PERSON
from azul.engine.base_game import FLOOR, decode_move
from azul.engine.pavilion_moves import DONE, PASS, keep_move, pick_move, place_move
from azul.ui import canvas as canvas_module
from azul.ui.canvas import TextDrawn
from azul.ui.kits import make_table
from azul.ui.scene import Scene
from azul.ui.scenes.end import EndScene
from azul.ui.scenes.pause import PauseScene
from azul.ui.scenes.rules import RulesScene
from azul.ui.scenes.settings_menu import SettingsScene
from azul.ui.scenes.setup import SetupScene
from azul.ui.scenes.table import TableScene

SEAT_NAMES = ("Anna", "Bence", "Kalle", "Sanna")
LONGEST = "summer-pavilion-grey-alt-track"


@dataclass
class Screen:
    """What one screen drew: its text lines and the widget rects on it."""

    name: str
    texts: list[TextDrawn] = field(default_factory=list)
    widgets: list[pygame.FRect] = field(default_factory=list)


@dataclass
class Tour:
    """Every screen visited, and everything the translator said meanwhile."""

    language: str
    screens: list[Screen] = field(default_factory=list)
    translated: list[str] = field(default_factory=list)


@contextmanager
def recording(tour: Tour, driver: Driver) -> Iterator[None]:
    """Record translator output for the duration."""
    text = driver.app.services.text
    t, tn = text.t, text.tn

    def t_rec(key: str, **values: Any) -> str:
        out = t(key, **values)
        tour.translated.append(out)
        return out

    def tn_rec(key: str, n: int, **values: Any) -> str:
        out = tn(key, n, **values)
        tour.translated.append(out)
        return out

    text.t = t_rec  # type: ignore[method-assign]
    text.tn = tn_rec  # type: ignore[method-assign]
    try:
        yield
    finally:
        del text.t
        del text.tn


def snap(tour: Tour, driver: Driver, name: str) -> Screen:
    """Render the whole stack afresh and keep what was drawn."""
    screen = Screen(name)
    canvas_module.text_observers.append(screen.texts.append)
    try:
        driver.app._layers.clear()  # cached layers would skip their text
        driver.app.dirty = True
        driver.app.render()
    finally:
        canvas_module.text_observers.remove(screen.texts.append)
    top = driver.top
    group = getattr(top, "widgets", None)
    for w in getattr(group, "widgets", []):
        if w.visible:
            screen.widgets.append(pygame.FRect(w.rect))
    for w in getattr(getattr(top, "buttons", None), "widgets", []):
        screen.widgets.append(pygame.FRect(w.rect))
    tour.screens.append(screen)
    return screen


def finished_session(ruleset: str, players: int, seed: int) -> GameSession:
    """A game played to its end with random legal moves (fast: no table, no animation)."""
    seats = tuple(Seat(SEAT_NAMES[i], i, PERSON, "") for i in range(players))
    session = GameSession.start(GameSetup(ruleset, seats, seed, None))
    rng = random.Random(seed)
    while not session.state.is_over:
        session.play(rng.choice(session.state.legal_moves()))
    return session


def _push(driver: Driver, scene: Scene) -> None:
    driver.app.stack.push(scene)
    driver.pump()


def tour(
    language: str, tmp: Path, ruleset: str = "azul", size: tuple[int, int] = (1280, 720)
) -> Tour:
    """Visit title, setup, table (with a selection and a refused move), pause, settings, the
    end screen and the rules viewer in one language."""
    driver = make_app(tmp, size=size)
    result = Tour(language)
    try:
        driver.app.services.text.set_language(language)
        with recording(result, driver):
            _visit(driver, result, ruleset)
    finally:
        driver.close()
    return result


def _visit(driver: Driver, result: Tour, ruleset: str) -> None:
    snap(result, driver, "title")
    choices = driver.app.services.settings.new_game
    choices.ruleset = ruleset
    choices.players = 4
    for i, kind in enumerate((PERSON, COMPUTER, COMPUTER, PERSON)):
        choices.seats[i] = replace(choices.seats[i], kind=kind, name="")
    setup = SetupScene(driver.app)
    _push(driver, setup)
    snap(result, driver, "setup")
    setup._pick_ruleset(LONGEST)  # the most to say about a rule set
    snap(result, driver, "setup-long")
    setup._pick_ruleset(ruleset)

    seats = (Seat(SEAT_NAMES[0], 0, PERSON, ""), Seat(SEAT_NAMES[1], 1, COMPUTER, "greedy"))
    session = GameSession.start(GameSetup(ruleset, seats, 5, 0))
    table = make_table(driver.app, session)
    driver.app.stack.reset(table)
    driver.pump()
    driver.settle()
    snap(result, driver, "table")
    if session.ruleset.family == "base":
        _select_and_refuse(driver, table)
    else:
        _hover_everything(driver, table)
    snap(result, driver, "table-selected")
    table.hint_move = _longest_hint(table)
    snap(result, driver, "table-hint")
    table.hint_move = None

    _push(driver, PauseScene(driver.app, table))
    snap(result, driver, "pause")
    _push(driver, SettingsScene(driver.app))
    snap(result, driver, "settings")
    driver.app.stack.pop()
    driver.app.stack.pop()

    done = finished_session(ruleset, 4, 11)
    end_table = make_table(driver.app, done)
    driver.app.stack.reset(end_table)
    driver.pump()
    end_table.end_shown = True
    _push(driver, EndScene(driver.app, end_table))
    snap(result, driver, "end")

    _push(driver, RulesScene(driver.app, ruleset, picker=True))
    snap(result, driver, "rules")


def _longest_hint(table: TableScene) -> int:
    """The move whose hint sentence is longest: this position's moves, and for Summer Pavilion
    every kind of decision (placements with the most wild tiles, picks, keeps, done)."""
    moves = list(table.state.legal_moves())
    if table.session.ruleset.family != "base":
        moves += [place_move(s, 5, c, 4) for s in range(7) for c in range(6)]
        moves += [pick_move(c) for c in range(6)] + [keep_move(c) for c in range(6)]
        moves += [PASS, DONE]
    return max(moves, key=lambda m: len(table.describe_hint(m)))


def _select_and_refuse(driver: Driver, table: TableScene) -> None:
    """Fill line 1, let the computer answer, then hold a group over line 1 (refused: full)."""
    first = next(m for m in table.state.legal_moves() if decode_move(m)[3] == 0)
    driver.play_move(first)
    driver.settle()
    state = table.state
    for move in state.legal_moves():
        kind, source, colour, dest = decode_move(move)
        if kind == "draft" and dest == FLOOR:
            table.select(source, colour)
            geo = table.layout.boards[state.current_player]
            driver.move(geo.line_rect(0).center)
            return


def _hover_everything(driver: Driver, table: TableScene) -> None:
    """Point at a space of the player's star board (its cost shows in a tooltip)."""
    layout: Any = table.layout
    board = layout.boards[table.state.current_player]
    driver.move(board.space_centre(9))


def session_for_names(ruleset: str) -> GameSession:
    """A two-seat game (a person and a computer) under the tour's seat names."""
    seats = (Seat(SEAT_NAMES[0], 0, PERSON, ""), Seat(SEAT_NAMES[1], 1, COMPUTER, "greedy"))
    return GameSession.start(GameSetup(ruleset, seats, 5, 0))
