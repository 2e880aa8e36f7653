"""Hard stops searching once its answer can no longer change, and answers the same move."""

from __future__ import annotations

import random

import pytest

from azul.ai.families import policy_for
from azul.ai.mcts import MCTS
from azul.engine import new_game

from .positions import reach


def _positions() -> list[object]:
    out: list[object] = [new_game("azul", 2, 3), new_game("summer-pavilion", 2, 5)]
    late = reach("azul", 2, 4, lambda s: s.phase == "draft" and s.round >= 3)
    assert late is not None
    out.append(late)
    return out


@pytest.mark.parametrize("index", range(3))
def test_early_stop_gives_the_full_searchs_move_in_fewer_iterations(index: int) -> None:
    state = _positions()[index]
    policy = policy_for(state)
    full = MCTS(policy, random.Random(9), early_stop=False).run(state, iterations=600)
    quick_search = MCTS(policy, random.Random(9))
    quick = quick_search.run(state, iterations=600)
    assert quick.move == full.move
    assert full.iterations == 600
    # The leader's margin only has to exceed what is left, so clear choices end early.
    if quick_search.stopped_early:
        assert quick.iterations < 600
        leader = max(quick.visits.values())
        second = sorted(quick.visits.values())[-2]
        assert leader - second > 600 - quick.iterations
    else:
        assert quick.iterations == 600


def test_a_clear_choice_ends_well_before_the_budget() -> None:
    # Round 1 of two-player Azul: the search settles on a leader long before 3000 iterations.
    state = new_game("azul", 2, 3)
    search = MCTS(policy_for(state), random.Random(1))
    result = search.run(state, iterations=3000)
    assert search.stopped_early
    assert result.iterations < 3000


def test_the_time_budget_is_counted_on_the_clock_the_search_is_given() -> None:
    """The benchmarks count Hard's seconds in CPU time: the search must ask its own clock."""
    state = new_game("azul", 2, 3)
    ticks = iter(range(10**6))
    # A clock that moves one "second" per reading runs out of a 3-second budget at once.
    hurried = MCTS(policy_for(state), random.Random(1), early_stop=False, clock=lambda: next(ticks))
    assert hurried.run(state, seconds=3.0).iterations <= 16 * 3
    # A stopped clock never runs out: the iteration cap ends the search.
    frozen = MCTS(policy_for(state), random.Random(1), early_stop=False, clock=lambda: 0.0)
    assert frozen.run(state, seconds=0.001, iterations=200).iterations == 200
