"""A newcomer's small wording slips: the Hint's number, names in the language shown."""

from __future__ import annotations

import random
import time
from typing import Any

import pygame

from azul.engine.base_game import CENTRE, decode_move
from azul.ui.kits import make_table

from .driver import Driver, session_for


def _singles_only(driver: Driver) -> Any:
    """An Azul table where every take is of a single tile (late in a round)."""
    rng = random.Random(11)
    session = session_for("azul", "pp", seed=11)
    while True:
        state = session.state
        counts = []
        for move in state.legal_moves():
            kind, a, b, _ = decode_move(move)
            if kind == "draft":
                counts.append(state.centre[b] if a == CENTRE else state.factories[a][b])
        if counts and set(counts) == {1}:
            break
        session.play(rng.choice(state.legal_moves()))
    table: Any = make_table(driver.app, session)
    driver.app.stack.reset(table)
    driver.pump()
    driver.settle()
    return table


def _hint_text(driver: Driver, table: Any) -> str:
    driver.key(pygame.K_h)
    deadline = time.monotonic() + 20.0
    while table.hint_move is None and time.monotonic() < deadline:
        driver.step(0.05)
        time.sleep(0.01)
    text = table.hint_status()
    assert text, "no hint within 20 s"
    return str(text)


def test_a_hint_for_one_tile_says_tile(driver: Driver) -> None:
    table = _singles_only(driver)
    text = _hint_text(driver, table)
    assert " tile from " in text and "tiles" not in text and " them " not in text, text


def test_a_hint_for_one_tile_in_hungarian_and_finnish(driver: Driver) -> None:
    services = driver.app.services
    table = _singles_only(driver)
    for language, plural in (("hu", "csempék"), ("fi", "laatat")):
        services.settings.language = language
        services.text.set_language(language)
        text = str(table.describe_hint(table.hint_move or _hint_move(driver, table)))
        assert plural not in text, text


def _hint_move(driver: Driver, table: Any) -> int:
    _hint_text(driver, table)
    return int(table.hint_move)
