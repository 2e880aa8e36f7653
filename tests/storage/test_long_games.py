"""Issue 14, finding 3: the move cap agrees with the rules' bound on a game's length, so no
real game is refused, and a longer one gets the right message with the last autosave kept."""

from __future__ import annotations

import pytest

import azul.storage.models as models
from azul.engine import Setup, all_rulesets, max_game_moves
from azul.storage import GameSnapshot, Storage
from azul.storage.problems import TOO_LONG

from .helpers import seats_for

SEATS = seats_for(2)


def refusing_game(moves: int) -> GameSnapshot:
    """Two players who never place a tile on a wall when they can help it (RULES.md 4.10)."""
    setup = Setup("azul", 2, 7)
    state = setup.new_state()
    notation: list[str] = []
    while not state.is_over and len(notation) < moves:
        texts = {state.format_move(m): m for m in state.legal_moves()}
        floor = [t for t in texts if t.endswith("f")]
        text = floor[0] if floor else next(iter(texts))
        notation.append(text)
        state = state.apply(texts[text])
    return GameSnapshot(SEATS, setup, tuple(notation), (False,) * len(notation))


def test_the_cap_covers_every_rule_set() -> None:
    """The engine bounds every game (4.3, 4.10); storage accepts every game within it."""
    for ruleset in all_rulesets():
        for players in ruleset.player_counts:
            assert max_game_moves(ruleset.id, players) <= models.MAX_MOVES, ruleset.id
    assert models.MAX_MOVES > 5000  # the old cap refused long real games


def test_a_refusing_game_ends_and_is_recorded(store: Storage) -> None:
    game = refusing_game(20_000)  # used to run past 20,000 moves; three dead rounds end it
    assert len(game.moves) < 200
    assert store.autosave(game).ok
    resumed = store.load_autosave().value
    assert resumed is not None and resumed.positions.states[-1].is_over
    assert store.record_finished_game(game).record.ok


def test_a_game_beyond_the_cap_is_refused_with_the_right_message(
    store: Storage, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(models, "MAX_MOVES", 20)
    game = refusing_game(40)
    assert len(game.moves) > 20
    assert store.autosave(GameSnapshot(SEATS, game.setup, game.moves[:15])).ok
    for attempt in (
        store.autosave(game),
        store.save_game("Long", game),
        store.record_finished_game(game).record,
    ):
        assert not attempt.ok and attempt.problem is not None
        assert attempt.problem.key == TOO_LONG and attempt.problem.params == {"max": 20}
    resumed = store.load_autosave().value
    assert resumed is not None and len(resumed.moves) == 15  # the last good autosave is kept
