"""A covered table finishes its score popups: nothing stays half-faded under the end screen
or a menu (SceneStack updates only the top scene)."""

from __future__ import annotations

import random

import pygame

from azul.ui.scenes.pause import PauseScene

from .driver import Driver, session_for


def test_score_popups_finish_when_the_table_is_covered(driver: Driver) -> None:
    driver.app.services.settings.animation_speed = "normal"
    session = session_for("azul", "pp", seed=4)
    rng = random.Random(4)
    table = driver.start_table(session)
    popups = False
    for _ in range(200):  # play on until a move leaves score popups on the table
        table.play(rng.choice(table.state.legal_moves()))
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
