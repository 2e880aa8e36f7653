"""A covered table finishes its score popups: nothing stays half-faded under the end screen
or a menu (SceneStack updates only the top scene)."""

from __future__ import annotations

import random

import pygame

from azul.ui.scenes.pause import PauseScene

from .driver import Driver, session_for


def test_score_popups_finish_when_the_table_is_covered(driver: Driver) -> None:
    driver.app.services.settings.animation_speed = "normal"
    # A random game, played in the engine first: the table plays only its last round (whose
    # end scores the walls and the game's bonuses), the rounds before are set up directly.
    rng = random.Random(4)
    game = session_for("azul", "pp", seed=4)
    while not game.state.is_over:
        game.play(rng.choice(game.state.legal_moves()))
    last_round = game.states[-2].round
    first = next(i for i, state in enumerate(game.states) if state.round == last_round)
    session = session_for("azul", "pp", seed=4)
    for move in game.moves[:first]:
        session.play(move)
    table = driver.start_table(session)
    popups = False
    for move in game.moves[first:]:  # play on until a move leaves score popups on the table
        table.play(move)
        for _ in range(400):
            if not table.timeline.blocking:
                break
            driver.step(0.05)
        if table.timeline.popups:
            popups = True
            break
    assert popups, "no move left popups"
    driver.key(pygame.K_ESCAPE)
    assert isinstance(driver.top, PauseScene)
    assert not table.timeline.popups  # finished, not frozen mid-fade
    driver.app.render()
