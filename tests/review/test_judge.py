"""The one judge: the review's best move is the Hint's, a move played from the Hint loses
nothing, a loss is labelled only beyond its noise, the reasons' numbers are what the two lines
score, and the same seed gives the same review."""

from __future__ import annotations

from itertools import islice
from typing import Any

import pytest

from azul.ai.families import policy_for
from azul.ai.levels import hint_seed
from azul.ai.players import HardPlayer
from azul.ai.review import (
    GOOD,
    INACCURACY,
    NOISE_K,
    ReviewSettings,
    judge_search,
    label_for,
    play_line,
    review_decision,
    review_decisions,
)
from azul.ai.service import ThinkingService, hint
from tests.ai.positions import base_position

from .helpers import HINT_BUDGET, SMALL, last_factory, sim_positions, single


def test_a_move_played_from_the_hint_loses_nothing() -> None:
    positions = sim_positions("azul", ["greedy", "random"], 5)
    index = next(i for i in range(6, 20) if len(positions.states[i].legal_moves()) > 1)
    state = positions.states[index]
    move = hint(state, HINT_BUDGET, hint_seed(state.seed, index))
    # The thinking service's Hint is the same move: an iteration budget, not a clock.
    with ThinkingService(use_process=False) as service:
        ticket = service.submit_hint(state, hint_seed(state.seed, index), HINT_BUDGET)
        while (answer := service.poll(ticket)) is None:
            pass
    assert answer == move
    states = [*positions.states[:index], state]
    moves = [*positions.moves[:index], move]
    verdict = review_decision(states, moves, index, SMALL)
    assert (verdict.played, verdict.best) == (state.format_move(move), state.format_move(move))
    assert (verdict.loss, verdict.label, verdict.why, verdict.reasons) == (0.0, "best", (), ())
    # Any other move is judged against the Hint's move.
    other = next(m for m in state.legal_moves() if m != move)
    verdict = review_decision(states, [*moves[:index], other], index, SMALL)
    assert verdict.best == state.format_move(move)


def test_a_review_with_another_budget_still_lets_the_hints_move_off(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """With more iterations than the Hint the review's best move may differ; the move the Hint
    shows there is still no error. (Here the Hint searches 20 iterations, to keep it cheap.)"""
    import azul.ai.review.analysis as analysis

    positions = sim_positions("azul", ["greedy", "random"], 5)
    monkeypatch.setattr(analysis, "HINT_ITERATIONS", 20)
    monkeypatch.setattr(analysis, "hint_player", lambda seed: HardPlayer(seed, None, 20))
    more = ReviewSettings(400, samples=16)
    for index, state in enumerate(positions.states[:40]):
        if len(state.legal_moves()) < 2:
            continue
        shown = analysis.hint_move(state, index)
        assert shown == HardPlayer(hint_seed(state.seed, index), None, 20).choose(state)
        if judge_search(state, index, more)[0] != shown:
            break  # the review's own best move is not the Hint's here
    else:
        pytest.fail("the two budgets always agreed")
    moves = [*positions.moves[:index], shown]
    verdict = review_decision(positions.states, moves, index, more)
    assert (verdict.best, verdict.loss, verdict.label) == (verdict.played, 0.0, "best")


def test_the_same_seed_gives_the_same_review() -> None:
    positions = sim_positions("azul-mini", ["greedy", "random"], 3)

    def first(settings: ReviewSettings, n: int = 6) -> list[Any]:
        decisions = review_decisions(positions.states, positions.moves, settings)
        return [d.to_json() for d in islice(decisions, n)]

    once = first(SMALL)
    assert once == first(SMALL)
    compared = [d for d in once if d["samples"]]
    assert compared, "some decision was compared"
    other = first(ReviewSettings(SMALL.iterations, samples=SMALL.samples, seed=9))
    # Another seed samples other futures (the best move, the Hint's, stays the same).
    assert [d["best"] for d in other] == [d["best"] for d in once]
    assert [d["lines"] for d in other if d["samples"]] != [d["lines"] for d in compared]


def _scored(state: Any, move: int, seat: int) -> dict[str, int]:
    """The points ``seat`` scores by reason when ``move`` is played (computed by the engine)."""
    after = state.apply(move)
    out: dict[str, int] = {}
    for e in after.last_events:
        if e.player == seat:
            out[e.reason] = out.get(e.reason, 0) + e.delta
    return out


def test_a_full_factory_on_the_floor_is_a_blunder_with_the_lines_numbers() -> None:
    state = last_factory()
    played = state.parse_move("1kf")
    states, moves = single(state, "1kf")
    verdict = review_decision(states, moves, 0, SMALL)
    assert verdict.label == "blunder" and verdict.best != "1kf"
    best = state.parse_move(verdict.best)
    mine_played, mine_best = _scored(state, played, 0), _scored(state, best, 0)
    assert mine_played["floor"] == -6  # four tiles on an empty floor: -1 -1 -2 -2
    # The breakdown is what the two lines score (the round ends at once: one move each).
    assert verdict.breakdown["floor"] == mine_best.get("floor", 0) - mine_played["floor"]
    assert verdict.breakdown["wall"] == mine_best["wall"] - mine_played.get("wall", 0)
    why = {r.key: dict(r.values) for r in verdict.why}
    assert why["why_floor"]["played"] == -6 and why["why_floor"]["best"] == mine_best.get(
        "floor", 0
    )
    assert why["why_wall"]["best"] == mine_best["wall"]
    # The kinds add up to the difference, and the loss is beyond its noise.
    kinds = {k: v for k, v in verdict.breakdown.items() if k not in ("rival-points", "bonus-tiles")}
    assert sum(kinds.values()) == pytest.approx(verdict.difference, abs=0.05 * len(kinds))
    assert verdict.loss > NOISE_K * verdict.stderr
    # Both lines are kept, each with the events the engine gives its moves.
    for side, move in (("played", played), ("best", best)):
        line = verdict.lines[side]
        assert line.moves == (state.format_move(move),)
        engine = sorted((e.player, e.reason, e.delta) for e in state.apply(move).last_events)
        assert sorted((e.seat, e.reason, e.points) for e in line.events) == engine


def test_lines_are_played_with_the_same_chance_and_replay_exactly() -> None:
    positions = sim_positions("azul", ["greedy", "greedy"], 8)
    state = positions.states[3]
    a, b = state.legal_moves()[:2]
    policy = policy_for(state)
    end_a, moves_a, _ = play_line(state, a, 1234, policy)
    again, moves_again, _ = play_line(state, a, 1234, policy)
    assert moves_again == moves_a and again == end_a
    replay = state.reseeded(1234)
    for m in moves_a:
        replay.play(m)
    assert replay == end_a and end_a.round != state.round  # to the round's end
    end_b, _, _ = play_line(state, b, 1234, policy)
    assert end_b.round == end_a.round


def twin_factories() -> Any:
    """Factories 1 and 2 hold the same tiles: taking the reds from either is the same move in
    all but the factory's number."""
    return base_position(
        factories=["rrby", "rrby", "kkww", "wwyy", "bkky"],
        scores=[8, 8],
        round_no=2,
    )


def test_a_near_equal_move_is_not_labelled() -> None:
    state = twin_factories()
    probe = review_decision(*single(state, "1r2"), 0, SMALL)
    played = "2r2" if probe.best == "1r2" else "1r2"
    verdict = review_decision(*single(state, played), 0, SMALL)
    assert verdict.label in ("best", "good")
    assert verdict.loss < INACCURACY or verdict.loss <= NOISE_K * verdict.stderr


def test_a_loss_inside_its_noise_is_not_an_error() -> None:
    assert label_for(2.0, stderr=0.5) == "inaccuracy"
    assert label_for(2.0, stderr=1.0) == "good"  # not more than two standard errors
    assert label_for(7.0, stderr=3.0) == "blunder"
    assert label_for(7.0, stderr=4.0) == "good"
    assert label_for(GOOD - 0.01, stderr=0.0) == "best"


def test_what_a_line_leaves_for_later_is_split_into_parts_that_add_up() -> None:
    """Azul's fitted value is split by what it stands for (end-bonus progress, carried pattern
    lines, connections, who starts, dead cells, the rest): the parts are the estimate less the
    score, on the footing ``estimate_all`` gives the positions compared."""
    positions = sim_positions("azul", ["greedy", "random"], 2)
    states = [s for s in positions.states[::7] if not s.is_over]
    policy = policy_for(states[0])
    estimates = policy.estimate_all(states)
    parts = policy.outlook_parts_all(states)  # type: ignore[attr-defined]
    for state, est, split in zip(states, estimates, parts, strict=True):
        for seat, seat_parts in enumerate(split):
            assert set(seat_parts) <= {
                "outlook",
                "outlook-bonus",
                "outlook-lines",
                "outlook-connections",
                "outlook-first",
                "outlook-dead",
            }
            later = est[seat] - state.scores[seat]
            assert sum(seat_parts.values()) == pytest.approx(later, abs=1e-6)
