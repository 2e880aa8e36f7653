"""Constructed positions with one clear error: the review calls it a mistake or a blunder,
proposes the better move and says why; and the same settings always give the same review."""

from __future__ import annotations

from collections.abc import Callable
from itertools import islice
from typing import Any

import pytest
from support.pavilion_planner import LAST_ROUNDS, best_final_score, last_round
from support.tactics import (
    avoid_the_floor_crash,
    grey_wall_keeps_its_row_alive,
    star_with_wild_tiles,
)

from azul.ai.review import (
    BLUNDER,
    GOOD,
    INACCURACY,
    LABELS,
    MISTAKE,
    ReviewSettings,
    accuracy,
    english,
    label_for,
    review_decision,
    review_decisions,
)
from tests.ai.positions import base_position

from .helpers import sim_positions, single

ITERATIONS = ReviewSettings(iterations=250, samples=32)


def four_to_the_floor() -> Any:
    """Four blacks on factory 1 and an empty pattern line 4 that takes them all."""
    return base_position(
        lines=[("", "", "", "", ""), ("b", "", "", "", "")],
        factories=["kkkk", "bbyr", "rrww"],
        scores=[10, 10],
        next_first=1,
        round_no=2,
    )


# (position, the error played, the better move, the reason key and values expected)
ERRORS: list[tuple[Callable[[], Any], str, str, str, dict[str, Any]]] = [
    (four_to_the_floor, "1kf", "1k4", "floor", {"tiles": 4, "points": -6}),
    (avoid_the_floor_crash, "ck1", "cb1", "floor", {"tiles": 4, "points": -6}),
    (grey_wall_keeps_its_row_alive, "r1c3", "r1c4", "wall_row_blocked", {"row": 1}),
    (star_with_wild_tiles, "c2r+1", "r6r+2", "wilds_spent", {"wilds": 1, "needed": 0}),
]
IDS = [f"{build.__name__}-{played}" for build, played, *_ in ERRORS]


@pytest.mark.parametrize(("build", "played", "better", "key", "values"), ERRORS, ids=IDS)
def test_a_clear_error_is_a_mistake_or_blunder_with_its_reason(
    build: Callable[[], Any], played: str, better: str, key: str, values: dict[str, Any]
) -> None:
    states, moves = single(build(), played)
    verdict = review_decision(states, moves, 0, ITERATIONS)
    assert verdict.played == played
    assert verdict.best == better
    assert verdict.label in ("mistake", "blunder")
    assert verdict.loss >= MISTAKE
    found = {r.key: dict(r.values) for r in verdict.reasons}
    assert found[key] == values
    assert verdict.candidates[0].move == better  # best first, the played move listed too
    assert played in [c.move for c in verdict.candidates]


def test_the_best_move_played_is_labelled_best_with_no_reason() -> None:
    states, moves = single(four_to_the_floor(), "1k4")
    verdict = review_decision(states, moves, 0, ITERATIONS)
    assert (verdict.best, verdict.loss, verdict.label, verdict.reasons) == ("1k4", 0.0, "best", ())


def test_reasons_read_as_english() -> None:
    states, moves = single(four_to_the_floor(), "1kf")
    verdict = review_decision(states, moves, 0, ITERATIONS)
    assert "4 tiles to the floor: \u22126" in [english(r) for r in verdict.reasons]
    states, moves = single(star_with_wild_tiles(), "c2r+1")
    verdict = review_decision(states, moves, 0, ITERATIONS)
    assert "pays with 1 wild tile where 0 would do" in [english(r) for r in verdict.reasons]


def test_labels_and_accuracy_follow_the_documented_thresholds() -> None:
    assert [label_for(x) for x in (0.0, GOOD, INACCURACY, MISTAKE, BLUNDER)] == list(LABELS)
    assert [label_for(x - 0.01) for x in (GOOD, INACCURACY, MISTAKE, BLUNDER)] == list(LABELS[:4])
    assert label_for(9.0, is_best=True) == "best"
    assert accuracy([]) == accuracy([0.0, 0.0]) == 100.0
    assert accuracy([1.0]) > accuracy([2.0, 2.0]) > accuracy([10.0]) > 0.0


def test_the_same_settings_give_the_same_review() -> None:
    positions = sim_positions("azul", ["greedy", "random"], 7)
    settings = ReviewSettings(iterations=60, samples=8)

    def first(n: int) -> list[Any]:
        return list(islice(review_decisions(positions.states, positions.moves, settings), n))

    once = first(8)
    assert once == first(8)
    # Each decision is seeded by itself: reviewing one alone gives the same verdict.
    again = review_decision(positions.states, positions.moves, once[5].index, settings)
    assert again.to_json() | {"number": 5} == once[5].to_json()


def test_cancelling_stops_the_review() -> None:
    positions = sim_positions("azul", ["greedy", "random"], 7)
    calls = {"n": 0}

    def stop() -> bool:
        calls["n"] += 1
        return calls["n"] > 3

    done = list(review_decisions(positions.states, positions.moves, ITERATIONS, should_stop=stop))
    assert 1 <= len(done) <= 3


def test_settings_are_checked() -> None:
    with pytest.raises(ValueError):
        ReviewSettings(iterations=0)
    with pytest.raises(ValueError):
        ReviewSettings(iterations=None, seconds=None)
    with pytest.raises(ValueError):
        ReviewSettings(iterations=5, seconds=1.0)
    assert ReviewSettings(iterations=None, seconds=0.25).key == "s0.25"
    assert not ReviewSettings(iterations=None, seconds=0.25).reproducible


def last_round_stranded_line() -> Any:
    """Seat 1's full pattern line 1 completes wall row 1 at this round's end, so the game ends.
    Seat 0 holds 2 reds in pattern line 4 and only one red is left on the table."""
    return base_position(
        walls=[(".....",) * 5, ("byrk.", ".....", ".....", ".....", ".....")],
        lines=[("", "", "", "rr", ""), ("w", "", "", "", "")],
        factories=["rkkb", "yyww"],
        scores=[20, 22],
        next_first=1,
        round_no=5,
    )


def test_a_named_fact_the_lines_do_not_bear_out_is_not_said() -> None:
    """In the game's last round a pattern line left unfinished costs nothing more than the
    tiles' places: the fact is found, but the paired lines show almost no loss, so the review
    neither labels the move nor names the fact (a template guess would have)."""
    from azul.ai.review.base_reasons import last_round, stranded_line

    state = last_round_stranded_line()
    assert last_round(state)
    assert stranded_line(state, state.parse_move("1r4")) == 3
    assert stranded_line(state, state.parse_move("1k2")) == -1
    assert not last_round(four_to_the_floor())
    states, moves = single(state, "1r4")
    verdict = review_decision(states, moves, 0, ITERATIONS)
    assert verdict.best != "1r4"
    if verdict.breakdown.get("outlook", 0.0) + verdict.breakdown.get("wall", 0.0) < GOOD:
        assert "line_unfinishable" not in [r.key for r in verdict.reasons]
    assert verdict.label in ("best", "good")


def test_tiles_left_in_the_centre_for_the_next_player_are_named() -> None:
    """Taking the black from factory 1 sends three reds to the two in the centre: the next
    player completes pattern line 5 with them, next to three wall tiles. Taking the two reds
    from the centre instead leaves three, too few for that line."""
    from azul.ai.families import policy_for
    from azul.ai.review import explain

    state = base_position(
        walls=[("b....",) + (".....",) * 4, (".....",) * 4 + ("y.kw.",)],
        factories=["rrrk", "yyww", "bbkk"],
        centre="rr",
        scores=[20, 20],
        next_first=1,
        round_no=2,
    )
    played, instead = state.parse_move("1k1"), state.parse_move("cr5")
    reasons = explain(state, played, instead, policy_for(state))
    assert "leaves 5 red in the centre for the next player" in [english(r) for r in reasons]
    assert not [r for r in explain(state, instead, played, policy_for(state)) if "gift" in r.key]


def test_a_summer_pavilion_placement_loses_exactly_the_points_it_leaves() -> None:
    """After drafting the review values moves by Hard's exact plan: in the last round a
    placement's loss is the final score it gives up, to the point."""

    hand, spaces = LAST_ROUNDS["the centre star"]
    state = last_round(hand, spaces)
    best = best_final_score(state)
    reachable = {m: best_final_score(state.apply(m)) for m in state.legal_moves()}
    worse = [m for m, score in reachable.items() if 0 < best - score <= 4]
    assert worse
    for move in worse:
        states, moves = single(state, state.format_move(move))
        verdict = review_decision(states, moves, 0, ITERATIONS)
        assert verdict.loss == best - reachable[move]
        assert reachable[state.parse_move(verdict.best)] == best
        assert verdict.iterations == 0  # no search was needed
