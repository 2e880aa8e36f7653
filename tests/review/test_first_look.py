"""The worker's quick first look: every decision at a small budget, sent as provisional before
any full verdict; the full verdicts that follow are the review's, unchanged."""

from __future__ import annotations

from typing import Any

import pytest

from azul.ai.review import ReviewSettings, analysis, review_decisions
from azul.ai.review import worker as worker_module
from azul.ai.review.worker import DECISION, DONE, QUICK, quick_settings, stream_review
from azul.engine import Setup

from .helpers import sim_positions

FULL = ReviewSettings(iterations=12)


def test_the_first_look_comes_first_and_the_full_review_is_unchanged(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(analysis, "MAX_SAMPLES_FACTOR", 1)
    monkeypatch.setattr(worker_module, "QUICK_ITERATIONS", 3)
    monkeypatch.setattr(worker_module, "QUICK_SAMPLES", 4)
    positions = sim_positions("azul-mini", ["greedy", "random"], 4)
    sent: list[tuple[str, Any]] = []
    setup = Setup("azul-mini", 2, 4).to_json()
    stream_review(
        setup, positions.notation, FULL.iterations, None, sent.append, lambda: False, quick=True
    )
    kinds = [k for k, _ in sent]
    total = len(analysis.decision_indices(positions.states, positions.moves))
    assert kinds == [QUICK] * total + [DECISION] * total + [DONE]
    looks = [p for k, p in sent if k == QUICK]
    assert [p["number"] for p in looks] == list(range(total))
    assert all(p["iterations"] <= 3 for p in looks)  # the small budget
    full = list(review_decisions(positions.states, positions.moves, FULL))
    assert [p for k, p in sent if k == DECISION] == [d.to_json() for d in full]
    # Without asking for it (the command, the tests' tiny budgets): no first look. A first
    # look comes before any full verdict (above), so a stream that opens with the review's
    # first verdict has none; it is stopped there, as the window stops it.
    sent.clear()
    stream_review(setup, positions.notation, FULL.iterations, None, sent.append, lambda: bool(sent))
    assert sent == [(DECISION, full[0].to_json())]


def test_a_review_hardly_slower_than_the_first_look_takes_none() -> None:
    assert quick_settings(ReviewSettings(iterations=2 * worker_module.QUICK_ITERATIONS)) is None
    quick = quick_settings(ReviewSettings(seed=7))
    assert quick is not None and quick.seed == 7
    assert quick.iterations == worker_module.QUICK_ITERATIONS
    assert quick_settings(ReviewSettings(iterations=None, seconds=0.5)) is not None
