"""A practice answer is judged as the review judges the decision: the review's best move is
best, the move played gets the review's own verdict, any other move is compared with the best
by the same paired lines (a floor dump is a blunder with the floor as reason; a move as good
as the best is good), and the worker's plain-data form gives the same verdict."""

from __future__ import annotations

import random
from typing import Any

from azul.ai.review import ReviewSettings, review_decision
from azul.ai.review.analysis import judge_search
from azul.ai.review.answer import (
    ANSWER,
    AnswerVerdict,
    answer_of,
    judge_answer,
    stream_answer,
)
from azul.ai.review.worker import ERROR, Message
from azul.engine import Setup, new_game

from .helpers import SMALL, last_factory, single


def test_the_best_move_is_best_and_another_is_compared_by_the_reviews_lines() -> None:
    state = last_factory()
    states, moves = single(state, "1kf")
    decision = review_decision(states, moves, 0, SMALL)
    best = state.parse_move(decision.best)
    assert judge_answer(state, 0, best, best, SMALL).label == "best"
    # The move the review judged: the same comparison gives the same loss.
    again = judge_answer(state, 0, state.parse_move("1kf"), best, SMALL)
    assert again.label == decision.label == "blunder"
    assert again.loss == decision.loss
    assert {r.key for r in again.why} >= {"why_floor"}
    assert "floor" in {r.key for r in again.reasons}
    assert not again.good


def test_a_move_as_good_as_the_best_counts_as_good() -> None:
    state = last_factory()
    states, moves = single(state, "1kf")
    decision = review_decision(states, moves, 0, SMALL)
    best = state.parse_move(decision.best)
    verdicts = {
        state.format_move(m): judge_answer(state, 0, m, best, SMALL) for m in state.legal_moves()
    }
    good = [m for m, v in verdicts.items() if v.good]
    assert decision.best in good
    # Every verdict is the review's label for its loss, never better than "best".
    for verdict in verdicts.values():
        assert verdict.loss >= 0 and (verdict.good == (verdict.label in ("best", "good")))


def test_the_workers_plain_data_gives_the_same_verdict() -> None:
    setup = Setup("azul", 2, 1)
    first = setup.new_state()
    move = first.legal_moves()[0]
    other = first.legal_moves()[-1]
    job: Any = (
        setup.to_json(),
        [],
        first.format_move(other),
        first.format_move(move),
        False,
        SMALL.to_json(),
    )
    verdict = answer_of(job)
    direct = judge_answer(first, 0, other, move, SMALL)
    assert verdict == direct
    assert AnswerVerdict.from_json(verdict.to_json()) == verdict
    sent: list[Message] = []
    stream_answer(job, sent.append, lambda: False)
    assert sent == [(ANSWER, verdict.to_json())]
    # A move the position does not have: an error message, never an exception.
    broken = (job[0], [], "zz", job[3], False, job[5])
    sent.clear()
    stream_answer(broken, sent.append, lambda: False)
    assert len(sent) == 1 and sent[0][0] == ERROR
    # Stopped: nothing is sent.
    sent.clear()
    stream_answer(job, sent.append, lambda: True)
    assert sent == []


def test_where_the_plan_judged_the_decision_the_plan_judges_the_answer() -> None:
    """Summer Pavilion after drafting: the review's verdict by the exact plan, and the same
    verdict on the move played again as an answer (no sampling noise: the plan's values)."""
    rng = random.Random(3)
    state = new_game("summer-pavilion", 2, 7)
    states, moves = [state], []
    settings = ReviewSettings(iterations=60, samples=16)
    while not state.is_over:
        move = rng.choice(state.legal_moves())
        # The review's own search first (its best move and whether the plan gave it): the
        # paired lines of the decisions before, which the plan does not judge, are not needed.
        if len(state.legal_moves()) > 1 and judge_search(state, len(moves), settings)[2]:
            decision = review_decision(
                [*states, state.apply(move)], [*moves, move], len(moves), settings
            )
            assert decision.exact
            if decision.best != decision.played:
                best = state.parse_move(decision.best)
                verdict = judge_answer(state, len(moves), move, best, settings, exact=True)
                assert (verdict.label, verdict.loss) == (decision.label, decision.loss)
                assert verdict.stderr == 0.0
                return
        state = state.apply(move)
        states.append(state)
        moves.append(move)
    raise AssertionError("no decision judged by the plan")
