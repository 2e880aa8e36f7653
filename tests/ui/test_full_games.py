"""Whole games played through real UI input, checked against the engine replaying the moves."""

from __future__ import annotations

import random

import pytest

from azul.engine import all_rulesets, replay
from azul.ui.scenes.end import EndScene

from .driver import Driver, make_app, session_for

BASE = [r.id for r in all_rulesets() if r.family == "base"]
SEATS = {2: "pc", 3: "cpp", 4: "pcpc"}
HOW = ("click", "drag", "key")


@pytest.fixture(scope="module")
def real_driver(tmp_path_factory: pytest.TempPathFactory):  # type: ignore[no-untyped-def]
    """One app for all these games, its computer players thinking in the real worker process."""
    d = make_app(tmp_path_factory.mktemp("full"), speed="instant", ai_process=True)
    yield d
    d.close()


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("ruleset", BASE)
def test_full_game_through_the_ui(real_driver: Driver, ruleset: str, players: int) -> None:
    driver = real_driver
    driver.draw_every = 7
    session = session_for(ruleset, SEATS[players], seed=11 + players)
    table = driver.start_table(session)
    rng = random.Random(f"{ruleset}-{players}")
    person_moves = 0
    while True:
        driver.settle()
        state = table.state
        if state.is_over:
            break
        assert table.interactive()
        move = rng.choice(state.legal_moves())
        before = len(session.moves)
        how = HOW[person_moves % len(HOW)]
        driver.play_move(move, how)
        assert len(session.moves) == before + 1, (
            f"{how} input did not play {state.format_move(move)}"
        )
        assert session.moves[-1] == move
        person_moves += 1
    driver.settle()
    assert isinstance(driver.top, EndScene)
    # The engine replaying the recorded moves reaches the same scores the table shows.
    record = session.record()
    final = replay(record.setup, record.moves)
    assert final.scores == session.state.scores
    assert [b.score for b in table.view.boards] == list(final.scores)
    assert person_moves > 0
    assert any(not session.seat(p).is_person for p in range(players))
    assert driver.app.services.thinking.worker_pid is not None  # computers thought off-process
