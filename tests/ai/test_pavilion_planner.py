"""Hard's exact plan of its own turns once Summer Pavilion's drafting is over."""

from __future__ import annotations

import random
from typing import Any

import pytest
from support.pavilion_planner import LAST_ROUNDS, best_final_score, last_round
from support.tactics import keep_next_rounds_wild

from azul.ai.families import policy_for
from azul.ai.pavilion_planner import plan_values, round_end_value
from azul.ai.players import HardPlayer
from azul.ai.policy import PlanLimits, best_valued
from azul.engine.pavilion_moves import DONE, PASS, keep_move

from .positions import reach

PAVILION_RULESETS = ("summer-pavilion", "summer-pavilion-grey", "summer-pavilion-alt-track")
PLAN_ITERATIONS = 500  # Hard's budget here: its plan may visit 10 positions per iteration


@pytest.mark.parametrize("name", LAST_ROUNDS)
def test_hard_places_its_last_hand_for_the_best_final_score(name: str) -> None:
    hand, spaces = LAST_ROUNDS[name]
    state = last_round(hand, spaces)
    best = best_final_score(state)
    for seed in (1, 2):
        player = HardPlayer(seed, iterations=PLAN_ITERATIONS)
        played = state
        moves = []
        while not played.is_over:
            move = player.choose(played)
            moves.append(played.format_move(move))
            played = played.apply(move)
        assert played.scores[0] == best, (moves, best)


def positions_after_drafting(ruleset: str, seed: int) -> list[Any]:
    """Placement-phase positions of one game played at random, one per round."""
    out = []
    for round_no in range(1, 7):
        state = reach(
            ruleset,
            2,
            seed * 10 + round_no,
            lambda s, r=round_no: s.phase == "place" and s.round == r,
        )
        if state is not None:
            out.append(state)
    return out


def play_round_end(state: Any, seat: int, keep: tuple[int, ...]) -> Any:
    """Pass, keep the given tiles, and let every other seat pass until the round ends."""
    state = state.apply(PASS)
    while state.phase == "keep" and state.current_player == seat:
        kept = state.boards[seat].corners
        more = [c for c in range(6) if keep[c] > kept[c]]
        state = state.apply(keep_move(more[0]) if more else DONE)
    start = state.round
    while not state.is_over and state.round == start:
        moves = state.legal_moves()
        state = state.apply(DONE if DONE in moves else PASS if PASS in moves else moves[0])
    return state


@pytest.mark.parametrize("ruleset", PAVILION_RULESETS)
def test_passing_is_valued_as_the_next_round_values_it(ruleset: str) -> None:
    """The plan values a pass without playing the round's end: the same number (keeping the
    same tiles) as the position value at the next round's start, or the final score."""
    checked = 0
    for seed in (1, 2):
        for state in positions_after_drafting(ruleset, seed):
            seat = state.current_player
            value, keep = round_end_value(state, seat)
            after = play_round_end(state, seat, keep)
            assert sum(after.boards[seat].hand) == sum(keep) or after.is_over
            assert value == pytest.approx(policy_for(state).estimate(after)[seat], abs=1e-9)
            checked += 1
    assert checked >= 8


def test_hard_keeps_next_rounds_wild_colour() -> None:
    state = keep_next_rounds_wild()
    for seed in (1, 2):
        assert state.format_move(HardPlayer(seed, iterations=50).choose(state)) == "ko"


def test_a_plan_too_large_for_its_limit_leaves_the_move_to_the_search() -> None:
    hand, spaces = LAST_ROUNDS["runs on two stars"]
    state = last_round(hand, spaces)
    values = plan_values(state, random.Random(1), PlanLimits(10**6))
    assert values is not None and set(values) == set(state.legal_moves())
    # This plan visits some 4,000 positions; the clock and the stop request are looked at
    # every 256, so each limit stops it.
    assert plan_values(state, random.Random(1), PlanLimits(100)) is None
    assert plan_values(state, random.Random(1), PlanLimits(10**6, deadline=0.0)) is None
    stop = PlanLimits(10**6, should_stop=lambda: True)
    assert plan_values(state, random.Random(1), stop) is None
    player = HardPlayer(1, iterations=5)  # a plan of 50 positions: too small, so it searches
    move = player.choose(state)
    assert move in state.legal_moves()
    assert player.last is not None and player.last.iterations > 0


def test_there_is_no_plan_while_drafting() -> None:
    state = reach("summer-pavilion", 2, 3, lambda s: s.phase == "draft")
    assert state is not None
    assert plan_values(state, random.Random(1), PlanLimits(10**6)) is None


@pytest.mark.parametrize("name", LAST_ROUNDS)
def test_every_planned_value_is_the_final_score_that_move_can_reach(name: str) -> None:
    """The values behind Hard's choice (and the game review's verdicts after drafting): each
    legal move is worth the best final score still reachable after it."""
    hand, spaces = LAST_ROUNDS[name]
    state = last_round(hand, spaces)
    values = plan_values(state, random.Random(1), PlanLimits(10**6))
    assert values is not None
    assert list(values) == state.legal_moves()
    for move, value in values.items():
        assert value == best_final_score(state.apply(move)), state.format_move(move)
    assert values[best_valued(values)] == best_final_score(state)
