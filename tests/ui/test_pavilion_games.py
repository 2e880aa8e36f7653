"""Whole Summer Pavilion games played through real UI input, people and computers mixed,
checked against the engine replaying the recorded moves."""

from __future__ import annotations

import random

import pytest
from support.pavilion_input import choose_decision, decide, expected_moves

from azul.engine import replay
from azul.engine.pavilion_moves import decode_move
from azul.ui.families.pavilion.scene import PavilionTableScene
from azul.ui.kits import make_table
from azul.ui.scenes.end import EndScene

from .driver import Driver, make_app, session_for

SEATS = {2: "pc", 4: "pcpp"}
HOW = ("click", "key", "button", "space", "hand", "drag")


@pytest.fixture(scope="module")
def real_driver(tmp_path_factory: pytest.TempPathFactory):  # type: ignore[no-untyped-def]
    """One app for these games; the computer seats think in the real worker process."""
    d = make_app(tmp_path_factory.mktemp("pavilion"), speed="instant", ai_process=True)
    yield d
    d.close()


@pytest.mark.parametrize("players", [2, 4])
@pytest.mark.parametrize(
    "ruleset", ["summer-pavilion", "summer-pavilion-grey", "summer-pavilion-alt-track"]
)
def test_full_game_through_the_ui(real_driver: Driver, ruleset: str, players: int) -> None:
    driver = real_driver
    driver.draw_every = 5
    session = session_for(ruleset, SEATS[players], seed=40 + players, levels=("easy", "random"))
    table = make_table(driver.app, session)
    assert isinstance(table, PavilionTableScene)
    driver.app.stack.reset(table)
    driver.pump()
    rng = random.Random(f"{ruleset}-{players}")
    seen: set[str] = set()
    decisions = 0
    while True:
        driver.settle()
        state = table.state
        if state.is_over:
            break
        assert table.interactive()
        kind, what = choose_decision(state, rng)
        want = expected_moves(state, kind, what)
        if kind == "place":
            _, star, space, _, wilds = decode_move(what)
            if wilds:
                seen.add("wild payment")
            if len(table.decision.cell_options(table.state, star * 6 + space).colours) > 1:
                seen.add("colour choice")  # the centre star, or any star of a grey board
            if star == 6:
                seen.add("centre star")
        before = len(session.moves)
        how = HOW[decisions % len(HOW)]
        decide(driver, table, kind, what, how)
        assert session.moves[before:] == want, f"{kind} {what} by {how}"
        decisions += 1
        seen.add(kind)
        if kind == "pass" and what:
            seen.add("kept tiles")
    driver.settle()
    assert isinstance(driver.top, EndScene)
    # Every kind of decision was made through the table at least once.
    kinds = {"take", "place", "pick", "pass", "wild payment", "centre star", "colour choice"}
    assert kinds | {"kept tiles"} <= seen, seen
    # The engine replaying the recorded moves reaches the scores the table shows.
    record = session.record()
    final = replay(record.setup, record.moves)
    assert final.scores == session.state.scores
    assert [b.score for b in table.view.boards] == list(final.scores)
    assert any(not session.seat(p).is_person for p in range(players))
    assert driver.app.services.thinking.worker_pid is not None
    print("GAME", ruleset, players, decisions, len(session.moves), final.scores)
