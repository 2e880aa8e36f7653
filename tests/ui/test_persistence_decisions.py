"""Undo grouping survives a save: a Summer Pavilion game continued after a crash, or loaded from
a saved game, takes back a whole decision (a pass with its kept tiles, a set of bonus tiles, a
placement) exactly as it would have before."""

from __future__ import annotations

import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pygame
import pytest
from support.pavilion_input import pass_turn, pick, place
from support.persistence import crash, open_app, press

from azul.domain.session import GameSession
from azul.engine.pavilion_game import BONUS, PLACE
from azul.engine.pavilion_moves import PASS
from azul.ui.families.pavilion import decisions as dec
from azul.ui.families.pavilion.scene import PavilionTableScene
from azul.ui.kits import make_table
from azul.ui.scenes.load import LoadScene
from azul.ui.scenes.pause import PauseScene

from .driver import Driver, session_for


def played_until(seed: int, ready: Callable[[Any], bool]) -> GameSession:
    """Two people play random moves (each its own decision) until a position is ready."""
    session = session_for("summer-pavilion", "pp", seed=seed)
    rng = random.Random(seed)
    for _ in range(2000):
        if ready(session.state):
            return session
        session.play(rng.choice(session.state.legal_moves()))
    raise AssertionError("no such position in this game")


def on_table(d: Driver, session: GameSession) -> PavilionTableScene:
    """Put the session on the table (it starts autosaving) and let it settle."""
    table = make_table(d.app, session)
    assert isinstance(table, PavilionTableScene)
    d.app.stack.reset(table)
    d.pump()
    d.settle()
    return table


def can_pass_keeping_two(state: Any) -> bool:
    return bool(
        state.phase == PLACE
        and state.round < 6
        and sum(state.boards[state.current_player].hand) >= 3
    )


def can_pick_two(state: Any) -> bool:
    return bool(state.phase == BONUS and state.bonus_owed >= 2)


def can_place(state: Any) -> bool:
    return bool(state.phase == PLACE and any(m != PASS for m in state.legal_moves()))


def decide_pass(d: Driver, table: PavilionTableScene) -> None:
    hand = dec.hand_list(table.state.boards[table.me()].hand)
    pass_turn(d, table, [hand[0], hand[-1]])


def decide_pick(d: Driver, table: PavilionTableScene) -> None:
    state = table.state
    pick(d, table, sorted(c for c in state.supply if c >= 0)[: state.bonus_owed])


def decide_place(d: Driver, table: PavilionTableScene) -> None:
    place(d, table, next(m for m in table.state.legal_moves() if m != PASS))


CASES = {
    "pass": (8, can_pass_keeping_two, decide_pass),
    "bonus": (30, can_pick_two, decide_pick),
    "place": (5, can_place, decide_place),
}


def undone_copy(session: GameSession) -> GameSession:
    """What undo does to the session now (on a copy)."""
    copy = GameSession(
        setup=session.setup,
        seed=session.seed,
        states=list(session.states),
        moves=list(session.moves),
        movers=list(session.movers),
        continued=list(session.continued),
    )
    copy.undo()
    return copy


@pytest.mark.parametrize("decision", list(CASES))
def test_continue_after_a_crash_undoes_the_whole_decision(tmp_path: Path, decision: str) -> None:
    seed, ready, decide = CASES[decision]
    first = open_app(tmp_path)
    table = on_table(first, played_until(seed, ready))
    session = table.session
    before = len(session.moves)
    decide(first, table)
    first.settle()
    made = len(session.moves) - before
    if decision == "place":
        assert made == 1 and session.continued[-1:] == [False]
    else:  # several engine moves for one decision: the later ones continue the first
        assert made >= 2 and session.continued[before:] == [False] + [True] * (made - 1)
    assert session.person_to_move() and session.can_undo()
    expected = undone_copy(session)
    assert len(expected.moves) == before  # the decision as a whole, not its last move
    states, moves, continued = list(session.states), list(session.moves), list(session.continued)
    crash(first)

    second = open_app(tmp_path)
    try:
        press(second, "Continue")
        resumed = second.top
        assert isinstance(resumed, PavilionTableScene)
        s = resumed.session
        assert (s.states, s.moves, s.continued) == (states, moves, continued)
        resumed.undo()
        assert s.moves == expected.moves and s.state == expected.state
        assert s.state == states[before]
    finally:
        second.close()


def test_a_saved_game_loads_with_its_decisions(tmp_path: Path) -> None:
    d = open_app(tmp_path)
    try:
        table = on_table(d, played_until(8, can_pass_keeping_two))
        before = len(table.session.moves)
        decide_pass(d, table)
        d.settle()
        saved = list(table.session.continued)
        assert sum(saved[before:]) >= 1
        d.key(pygame.K_ESCAPE)
        press(d, "Save game")
        d.key(pygame.K_BACKSPACE, mod=pygame.KMOD_CTRL)
        d.type_text("Kept tiles")
        d.key(pygame.K_RETURN)
        assert isinstance(d.top, PauseScene)
        d.key(pygame.K_ESCAPE)
        table.undo()  # changed after saving: loading must bring back the saved game
        assert len(table.session.moves) == before
        d.key(pygame.K_ESCAPE)
        press(d, "Quit to menu")
        press(d, "Load game")
        load = d.top
        assert isinstance(load, LoadScene) and [s.name for s in load.saves] == ["Kept tiles"]
        press(d, "Load")
        press(d, "Load")  # confirms replacing the game behind Continue
        loaded = d.top
        assert isinstance(loaded, PavilionTableScene)
        assert loaded.session.continued == saved
        loaded.undo()
        assert len(loaded.session.moves) == before
    finally:
        d.close()
