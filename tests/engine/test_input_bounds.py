"""Values from outside the engine that it must refuse with its own errors (reliability F9)."""

from __future__ import annotations

import copy

import pytest

from azul.engine import all_rulesets, new_game, state_from_json
from azul.engine.errors import NotationError, SetupError, StateFormatError
from azul.engine.rng import MAX_SEED

RULESETS = [rs.id for rs in all_rulesets()]


@pytest.mark.parametrize("ruleset", RULESETS)
@pytest.mark.parametrize("text", [None, 3, 3.0, b"3y5", ["3y5"], True])
def test_a_move_that_is_not_text_is_a_notation_error_in_every_family(
    ruleset: str, text: object
) -> None:
    state = new_game(ruleset, 2, 1)
    with pytest.raises(NotationError):
        state.parse_move(text)  # type: ignore[arg-type]  # what a damaged file can hold


@pytest.mark.parametrize("ruleset", RULESETS)
def test_a_seed_beyond_the_generator_is_refused_when_loading(ruleset: str) -> None:
    data = copy.deepcopy(new_game(ruleset, 2, 1).to_json())
    data["seed"] = 10**30
    with pytest.raises(StateFormatError):
        state_from_json(data)
    data["seed"] = MAX_SEED + 1
    with pytest.raises(StateFormatError):
        state_from_json(data)
    data["seed"] = MAX_SEED  # the largest seed still loads
    assert state_from_json(data).seed == MAX_SEED


@pytest.mark.parametrize("ruleset", RULESETS)
def test_new_game_takes_exactly_the_seeds_it_can_store(ruleset: str) -> None:
    with pytest.raises(SetupError):
        new_game(ruleset, 2, MAX_SEED + 1)
    state = new_game(ruleset, 2, MAX_SEED)
    assert state_from_json(state.to_json()) == state
