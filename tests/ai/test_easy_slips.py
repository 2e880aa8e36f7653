"""Easy slips like a beginner but never plays an absurd move."""

from __future__ import annotations

from typing import Any

import pytest

from azul.ai.families import policy_for
from azul.ai.players import EASY_MISTAKE_MARGIN, EasyPlayer

from .positions import base_position, reach

RULESETS = ("azul", "azul-grey", "crystal-mosaic-1", "summer-pavilion")


def _decisions(ruleset: str, count: int) -> list[Any]:
    """Positions with a real choice, reached by random play from several deals."""
    out = []
    for seed in range(count):
        state = reach(ruleset, 2, seed, lambda s, k=seed: len(s.legal_moves()) > 3 and k >= 0)
        steps = seed % 7
        while state is not None and steps and not state.is_over:
            state = state.apply(state.legal_moves()[(seed * 31 + steps) % len(state.legal_moves())])
            steps -= 1
        if state is not None and not state.is_over and len(state.legal_moves()) > 1:
            out.append(state)
    return out


@pytest.mark.parametrize("ruleset", RULESETS)
def test_every_easy_move_is_close_to_the_best(ruleset: str) -> None:
    positions = _decisions(ruleset, 30)
    assert len(positions) >= 20
    slips = 0
    for i, state in enumerate(positions):
        moves = state.legal_moves()
        values = dict(zip(moves, policy_for(state).move_values(state, moves), strict=True))
        best = max(values.values())
        for seed in range(6):
            move = EasyPlayer(i * 10 + seed).choose(state)
            assert values[move] >= best - EASY_MISTAKE_MARGIN, state.format_move(move)
            slips += values[move] < best
    assert slips > 0  # it does slip: Easy is not the greedy player


def test_easy_never_dumps_a_full_factory_on_the_floor() -> None:
    """Four blues fit the empty pattern line 4 exactly; the floor would cost 6 points."""
    state = base_position(factories=["bbbb", "yrkw"], scores=[10, 10], next_first=1)
    floor = state.parse_move("1bf")
    assert floor in state.legal_moves()
    for seed in range(200):
        assert EasyPlayer(seed).choose(state) != floor
