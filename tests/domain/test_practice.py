"""Practice positions and attempts without a window: which decisions are practised (the
person seats' mistakes and blunders, inaccuracies when a game has few), their order, the
nudge a reason points to, and an attempt's stages and the progress it earns."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from azul.ai.review import Candidate, DecisionReview, GameReview, Reason, ReviewSettings
from azul.ai.review.answer import AnswerVerdict
from azul.domain.practice import (
    DONE,
    FEW,
    FOUND,
    GENERAL_NUDGE,
    JUDGING,
    NUDGED,
    RETRY,
    SHOWN,
    TRYING,
    Attempt,
    PracticePosition,
    newest_first,
    next_to_practise,
    nudge_kind,
    position_key,
    positions_of,
    tally,
)

WHEN = datetime(2026, 11, 27, 12, 0, tzinfo=UTC)


def decision(index: int, seat: int, label: str, loss: float, **kw: object) -> DecisionReview:
    best = "b" if label not in ("best",) else "p"
    return DecisionReview(
        index=index,
        number=index,
        seat=seat,
        round=1,
        played="p",
        best=best,
        loss=loss,
        label=label,
        reasons=kw.get("reasons", ()),  # type: ignore[arg-type]
        expected=(0.0, 0.0),
        candidates=(Candidate(best, 0.0, 1),),
        iterations=1,
        why=kw.get("why", ()),  # type: ignore[arg-type]
    )


def review(*decisions: DecisionReview) -> GameReview:
    return GameReview(ReviewSettings(iterations=1), decisions, (), (0, 0))


def test_mistakes_and_blunders_of_the_persons_seats_only_in_game_order() -> None:
    r = review(
        decision(9, 0, "blunder", 8.0),
        decision(3, 0, "mistake", 4.0),
        decision(4, 1, "blunder", 9.0),  # the computer's seat
        decision(5, 0, "mistake", 3.5),
        decision(6, 0, "inaccuracy", 2.0),
        decision(7, 0, "good", 1.0),
    )
    chosen = positions_of(r, "game", WHEN, "azul", [0])
    assert [p.index for p in chosen] == [3, 5, 9]  # FEW errors already: no inaccuracy
    assert all(p.seat == 0 for p in chosen)
    assert chosen[0].key == position_key("game", 3) == "game#3"


def test_a_game_with_few_errors_gets_its_largest_inaccuracies() -> None:
    r = review(
        decision(2, 0, "inaccuracy", 1.6),
        decision(4, 0, "blunder", 7.0),
        decision(6, 0, "inaccuracy", 2.9),
        decision(8, 0, "inaccuracy", 2.0),
        decision(9, 1, "inaccuracy", 2.9),
    )
    chosen = positions_of(r, "game", WHEN, "azul", [0])
    assert len(chosen) == FEW
    assert [(p.index, p.label) for p in chosen] == [
        (4, "blunder"),
        (6, "inaccuracy"),
        (8, "inaccuracy"),
    ]
    assert positions_of(r, "game", WHEN, "azul", []) == []


def position(record: str, index: int, when: datetime = WHEN, **kw: object) -> PracticePosition:
    return PracticePosition(record, when, "azul", index, 0, "p", "b", 7.0, "blunder", **kw)  # type: ignore[arg-type]


def test_newest_game_first_then_game_order_and_the_next_not_done() -> None:
    old, new = WHEN, WHEN.replace(hour=13)
    ps = newest_first([position("a", 5, old), position("b", 9, new), position("b", 2, new)])
    assert [(p.record_id, p.index) for p in ps] == [("b", 2), ("b", 9), ("a", 5)]
    progress = {ps[0].key: DONE, ps[1].key: RETRY}
    assert next_to_practise(ps, progress) == 1  # to retry counts as not done
    assert next_to_practise(ps, progress, after=1) == 2
    assert next_to_practise(ps, {p.key: DONE for p in ps}) is None
    assert tally(ps, progress) == {DONE: 1, RETRY: 1, "new": 1}
    assert tally(ps, {ps[0].key: "bogus"}) == {DONE: 0, RETRY: 0, "new": 3}


def test_the_nudge_follows_the_first_named_fact_then_the_largest_reason() -> None:
    floor = Reason("floor", {"tiles": 3, "points": -4})
    rival = Reason("why_rival", {"points": 2.0, "played": 1.0, "best": 0.0})
    assert nudge_kind(position("a", 1, reasons=(floor,), why=(rival,))) == "floor"
    assert nudge_kind(position("a", 1, why=(rival,))) == "rival"
    assert nudge_kind(position("a", 1, why=(Reason("why_other", {}),))) == GENERAL_NUDGE
    assert nudge_kind(position("a", 1)) == GENERAL_NUDGE
    # An answer judged on its own: the nudge follows why the best beats that answer.
    own = AnswerVerdict(9.8, 0.4, "blunder", (rival,), (floor,))
    assert nudge_kind(position("a", 1, why=(rival,)), own) == "floor"
    assert nudge_kind(position("a", 1, why=(rival,)), AnswerVerdict(2, 0, "mistake")) == "rival"


def test_an_attempt_nudges_once_then_shows_the_answer() -> None:
    a = Attempt(position("a", 1, why=(Reason("why_floor", {}),)))
    assert a.stage == TRYING and a.status is None
    worse = a.submit("p")  # the move played: the review's own verdict, at once
    assert worse is not None and worse.label == "blunder" and a.stage == JUDGING
    a.judged(worse)
    assert a.stage == NUDGED and not a.over
    a.again()
    assert a.stage == TRYING and a.answer is None
    assert a.submit("x") is None  # another move: the judge is asked
    a.judged(AnswerVerdict(2.0, 0.3, "inaccuracy"))
    assert a.stage == SHOWN and a.over and a.status == RETRY
    with pytest.raises(ValueError):
        a.submit("b")


def test_a_good_answer_is_found_on_either_try() -> None:
    a = Attempt(position("a", 1))
    best = a.submit("b")
    assert best is not None and best.good
    a.judged(best)
    assert a.stage == FOUND and a.status == DONE
    b = Attempt(position("a", 1))
    b.submit("x")
    b.judged(AnswerVerdict(5.0, 0.5, "mistake"))
    b.again()
    b.submit("y")
    b.judged(AnswerVerdict(0.8, 0.5, "good"))
    assert b.stage == FOUND and b.tries == 2
    c = Attempt(position("a", 1))
    c.submit("x")
    c.failed()  # the judge could not say: the position again, no try spent
    assert c.stage == TRYING and c.tries == 0
    c.give_up()
    assert c.stage == SHOWN and c.status == RETRY


def test_a_review_still_running_gives_its_errors_so_far_without_filling_up() -> None:
    streamed = [decision(2, 0, "inaccuracy", 2.5), decision(4, 0, "mistake", 4.0)]
    chosen = positions_of(streamed, "game", WHEN, "azul", [0])
    assert [p.index for p in chosen] == [4]  # the inaccuracy waits for the whole review
    done = positions_of(review(*streamed), "game", WHEN, "azul", [0])
    assert [p.index for p in done] == [2, 4]
