"""Issue 32: the first take from the Summer Pavilion centre is worth its penalty when it brings
many tiles (a rule-based bot that always takes the most tiles beat Medium until Medium's move
value stopped counting the whole penalty against the take)."""

from __future__ import annotations

from typing import Any

import pytest

from azul.ai.families import policy_for
from azul.ai.pavilion_policy import CENTRE_PENALTY_SHARE
from azul.ai.players import MediumPlayer
from azul.engine import state_from_json
from azul.engine.colours import PAVILION_LETTERS

from .positions import pavilion_position


def centre_holds_many_tiles() -> Any:
    """Summer Pavilion, round 2 (green is wild), drafting, the marker still in the centre: the
    centre holds five yellows and a wild green (6 tiles for 6 points), the factories two
    tiles of a colour at most. Seat 0 has one yellow space covered and an empty board
    otherwise, so every colour is wanted."""
    state = pavilion_position(
        round_no=2,
        phase="draft",
        spaces=[{"y1": "y"}, {}],
        scores=[20, 20],
        factories=["ppbo", "rroo"],
    )
    d = state.to_json()
    centre = [0] * len(PAVILION_LETTERS)
    for letter in "yyyyyg":
        centre[PAVILION_LETTERS.index(letter)] += 1
    d["centre"] = centre
    d["marker_in_centre"] = True
    d["next_first"] = -1
    d["bag"] = [b - c for b, c in zip(d["bag"], centre, strict=True)]
    return state_from_json(d)


def test_the_centre_penalty_counts_only_in_part() -> None:
    assert 0.0 < CENTRE_PENALTY_SHARE < 1.0


def test_a_big_centre_take_is_valued_above_two_tiles_from_a_factory() -> None:
    state = centre_holds_many_tiles()
    moves = state.legal_moves()
    values = dict(zip(moves, policy_for(state).move_values(state, moves), strict=True))
    centre = state.parse_move("cy")
    assert values[centre] == max(values.values())
    assert values[centre] > values[state.parse_move("2r")] + 1.0


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_medium_takes_the_centre_when_it_brings_many_tiles(seed: int) -> None:
    state = centre_holds_many_tiles()
    assert state.format_move(MediumPlayer(seed).choose(state)) == "cy"
