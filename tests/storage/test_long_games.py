"""Issue 14, finding 3: the move cap agrees with the rules' bound on a game's length, so no
real game is refused, and a longer one gets the right message with the last autosave kept."""

from __future__ import annotations

import pytest

import azul.storage.models as models
from azul.engine import Setup, all_rulesets
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
    for ruleset in all_rulesets():
        assert max(ruleset.player_counts) <= models.MAX_PLAYERS, ruleset.id
        for players in ruleset.player_counts:
            tiles = ruleset.factories(players) * ruleset.tiles_per_factory
            assert tiles <= models.TILES_PER_ROUND, ruleset.id
    # 3 dead rounds in a row end a game; every other round adds a wall tile (4.10).
    assert models.MAX_ROUNDS >= 3 * (models.MAX_PLAYERS * models.WALL_SPACES + 1)
    assert models.MAX_MOVES == models.MAX_ROUNDS * models.MOVES_PER_ROUND


def test_a_long_refusing_game_keeps_autosaving(store: Storage) -> None:
    game = refusing_game(5200)  # beyond the old cap of 5,000 moves
    for upto in (4990, len(game.moves)):
        part = GameSnapshot(SEATS, game.setup, game.moves[:upto], game.continued[:upto])
        saved = store.autosave(part)
        assert saved.ok, saved.problem
    resumed = store.load_autosave().value
    assert resumed is not None and len(resumed.moves) == len(game.moves)


def test_a_game_beyond_the_cap_is_refused_with_the_right_message(
    store: Storage, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(models, "MAX_MOVES", 60)
    game = refusing_game(80)
    assert store.autosave(GameSnapshot(SEATS, game.setup, game.moves[:55])).ok
    for attempt in (
        store.autosave(game),
        store.save_game("Long", game),
        store.record_finished_game(game).record,
    ):
        assert not attempt.ok and attempt.problem is not None
        assert attempt.problem.key == TOO_LONG and attempt.problem.params == {"max": 60}
    resumed = store.load_autosave().value
    assert resumed is not None and len(resumed.moves) == 55  # the last good autosave is kept
