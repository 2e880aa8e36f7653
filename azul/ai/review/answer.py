"""A practice answer judged as the review judges a decision: another move tried in a reviewed
position is compared with the review's best move by the same paired lines (``compare``: the
same chance, the same playouts, the same seed as the review gives that decision), so a move as
good as the best within the noise is labelled best or good, as in the review itself.

The review's best move is known (the stored review names it), so no search is needed: a move
the review already judged (the best, or the move played) is answered at once by the caller,
any other costs one paired comparison (about a second and a half in Azul), which the window
runs in a worker process (``answer_worker_main``), as it runs the review. Where the review's
verdict came from the family's exact plan, the plan values the answer too (``judge_search``:
no tree search, the plan alone), exactly as the review would.

Only plain data crosses to the worker: the record's setup, its moves in notation up to the
position, the answer and the best move in notation, and the review's settings.
"""

from __future__ import annotations

import contextlib
import multiprocessing
import os
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from azul.engine import GameState

from ..families import policy_for
from .analysis import (
    EXACT_LINE_SAMPLES,
    FACT_KINDS,
    KIND_EPSILON,
    MAX_SAMPLES_FACTOR,
    REST,
    ReviewSettings,
    compare,
    confirmed,
    decision_seed,
    judge_search,
    label_for,
    search_rivalry,
)
from .reasons import Reason, explain, why_reasons
from .worker import ERROR, Message, replay_positions

ANSWER = "answer"  # the message that carries a verdict (errors are worker.ERROR)
GOOD_LABELS = frozenset({"best", "good"})  # as good as the best move within the noise
WORKER_NICENESS = 10  # background work yields the CPU to the window, as the review's does


@dataclass(frozen=True, slots=True)
class AnswerVerdict:
    """How an answer compares with the review's best move: the points it loses, their noise,
    the review's label for that loss and why, in the review's reasons."""

    loss: float
    stderr: float
    label: str
    why: tuple[Reason, ...] = ()
    reasons: tuple[Reason, ...] = ()

    @property
    def good(self) -> bool:
        """True when the answer is as good as the best move within the noise."""
        return self.label in GOOD_LABELS

    def to_json(self) -> dict[str, Any]:
        """Plain-dict form."""
        return {
            "loss": self.loss,
            "stderr": self.stderr,
            "label": self.label,
            "why": [r.to_json() for r in self.why],
            "reasons": [r.to_json() for r in self.reasons],
        }

    @staticmethod
    def from_json(data: Mapping[str, Any]) -> AnswerVerdict:
        """Inverse of to_json."""
        return AnswerVerdict(
            float(data["loss"]),
            float(data["stderr"]),
            str(data["label"]),
            tuple(Reason(r["key"], dict(r["values"])) for r in data.get("why", [])),
            tuple(Reason(r["key"], dict(r["values"])) for r in data.get("reasons", [])),
        )


BEST_ANSWER = AnswerVerdict(0.0, 0.0, "best")


def judge_answer(
    state: GameState,
    index: int,
    answer: int,
    best: int,
    settings: ReviewSettings,
    *,
    exact: bool = False,
    should_stop: Callable[[], bool] | None = None,
) -> AnswerVerdict:
    """The verdict on ``answer`` before move ``index`` against the review's ``best`` move,
    by the review's own comparison (``exact``: the review judged this decision by the plan)."""
    if answer == best:
        return BEST_ANSWER
    policy = policy_for(state)
    seed = decision_seed(state, index, settings.seed)
    difference: float | None = None
    stderr = 0.0
    if exact:
        _, result, planned = judge_search(state, index, settings, should_stop)
        if planned and answer in result.values and best in result.values:
            difference = result.values[best] - result.values[answer]
    if difference is not None:
        cmp = compare(state, answer, best, policy, seed, EXACT_LINE_SAMPLES)
        shown = sum(v for k, v in cmp.breakdown.items() if k not in FACT_KINDS)
        cmp.breakdown[REST] = cmp.breakdown.get(REST, 0.0) + difference - shown
    else:
        samples = settings.paired_samples
        cmp = compare(
            state,
            answer,
            best,
            policy,
            seed,
            samples,
            max_samples=samples * MAX_SAMPLES_FACTOR,
            should_stop=should_stop,
        )
        difference, stderr = cmp.difference, cmp.stderr
    loss = round(max(0.0, difference), 2)
    stderr = round(stderr, 2)
    breakdown = {k: round(v, 2) for k, v in cmp.breakdown.items() if abs(v) >= KIND_EPSILON}
    facts = explain(state, answer, best, policy)
    return AnswerVerdict(
        loss,
        stderr,
        label_for(loss, stderr=stderr),
        tuple(why_reasons(breakdown, cmp.per_line, search_rivalry(policy))),
        tuple(confirmed(facts, breakdown)),
    )


# What the worker is given: the record's setup (JSON), its moves in notation up to the
# position, the answer and the best move in notation, whether the plan judged it, the budget.
AnswerJob = tuple[dict[str, Any], list[str], str, str, bool, dict[str, Any]]


def answer_of(job: AnswerJob, should_stop: Callable[[], bool] | None = None) -> AnswerVerdict:
    """Judge an answer given as plain data (the worker's and the thread mode's work)."""
    setup, moves, answer, best, exact, settings = job
    states, _ = replay_positions(setup, moves)
    state = states[-1]
    return judge_answer(
        state,
        len(moves),
        state.parse_move(answer),
        state.parse_move(best),
        ReviewSettings.from_json(settings),
        exact=exact,
        should_stop=should_stop,
    )


def stream_answer(
    job: AnswerJob, send: Callable[[Message], Any], should_stop: Callable[[], bool]
) -> None:
    """Judge an answer and send ``("answer", verdict)`` (or an error; nothing when stopped)."""
    try:
        verdict = answer_of(job, should_stop)
    except Exception as exc:  # said to the window, which shows it; never lost in the worker
        send((ERROR, f"{type(exc).__name__}: {exc}"))
        return
    if not should_stop():
        send((ANSWER, verdict.to_json()))


def answer_worker_main(job: AnswerJob, results: Any, stop: Any) -> None:
    """Process entry: judge one answer into ``results`` unless ``stop.value`` is set."""
    parent = multiprocessing.parent_process()
    with contextlib.suppress(AttributeError, OSError):  # no os.nice on Windows
        os.nice(WORKER_NICENESS)

    def should_stop() -> bool:
        return bool(stop.value) or (parent is not None and not parent.is_alive())

    stream_answer(job, results.put, should_stop)
