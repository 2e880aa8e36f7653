"""The review worker: a record given as plain data is replayed and each decision's verdict is
sent back as plain JSON-able messages, one at a time.

The window starts ``review_worker_main`` in a separate process (the 'spawn' start method), so
the search never holds the window's interpreter lock; in thread mode (tests, or when no
process can be started) the window calls ``stream_review`` itself. Both send the same messages:

- with a quick first look asked for: ``("quick", DecisionReview.to_json())`` per decision, in
  game order, judged at a small budget (``quick_settings``), before any final verdict: a
  provisional label, never the review's (the Hint's search may choose otherwise);
- ``("decision", DecisionReview.to_json())`` per decision, in game order;
- ``("done", None)`` once every decision is in (not sent when stopped);
- ``("error", "Type: text")`` when the review failed (nothing follows it).

Only plain data crosses: the setup's ``to_json``, the moves in notation and the budget; the
worker rebuilds every position through the engine, so no live object of a family travels.
"""

from __future__ import annotations

import contextlib
import multiprocessing
import os
from collections.abc import Callable, Sequence
from typing import Any

from azul.engine import GameState, Setup

from .analysis import ReviewSettings, review_decisions

Message = tuple[str, Any]
QUICK = "quick"
DECISION = "decision"
DONE = "done"
ERROR = "error"
# The worker yields the CPU to the window: a review is background work, drawing is not.
WORKER_NICENESS = 10
# The quick first look: a search of this many iterations (about a thirtieth of the Hint's) and
# this many paired samples per decision, none more for a doubtful verdict; about 25 ms a
# decision of 2-player Azul, so a whole game has provisional labels in a second or two.
QUICK_ITERATIONS = 96
QUICK_SAMPLES = 32


def quick_settings(settings: ReviewSettings) -> ReviewSettings | None:
    """The quick first look's budget for a review of ``settings`` (its seed); None when the
    review itself is hardly slower (a budget of at most twice the quick one)."""
    if settings.iterations is not None and settings.iterations <= 2 * QUICK_ITERATIONS:
        return None
    return ReviewSettings(QUICK_ITERATIONS, None, QUICK_SAMPLES, settings.seed)


def replay_positions(
    setup: dict[str, Any], moves: Sequence[str]
) -> tuple[list[GameState], list[int]]:
    """Every position of a record (len(moves) + 1) and its moves as the engine's ints."""
    state = Setup.from_json(setup).new_state()
    states = [state]
    ints: list[int] = []
    for text in moves:
        move = state.parse_move(text)
        state = state.apply(move)
        ints.append(move)
        states.append(state)
    return states, ints


def stream_review(
    setup: dict[str, Any],
    moves: Sequence[str],
    iterations: int | None,
    seconds: float | None,
    send: Callable[[Message], Any],
    should_stop: Callable[[], bool],
    *,
    samples: int | None = None,
    seed: int = 0,
    quick: bool = False,
) -> None:
    """Review a record, sending each decision as it is reviewed, then done (or an error);
    ``samples`` and ``seed`` as in ``ReviewSettings``; ``quick``: a quick first look at every
    decision before (``quick_settings``)."""
    try:
        states, ints = replay_positions(setup, moves)
        settings = ReviewSettings(iterations, seconds, samples, seed)
        first = quick_settings(settings) if quick else None
        if first is not None:
            looks = review_decisions(
                states, ints, first, should_stop=should_stop, max_samples_factor=1
            )
            for d in looks:
                if should_stop():
                    return
                send((QUICK, d.to_json()))
        for d in review_decisions(states, ints, settings, should_stop=should_stop):
            if should_stop():
                return  # a search cut short: its verdict is not sent
            send((DECISION, d.to_json()))
    except Exception as exc:  # said to the window, which shows it; never lost in the worker
        send((ERROR, f"{type(exc).__name__}: {exc}"))
        return
    if not should_stop():
        send((DONE, None))


def review_worker_main(
    setup: dict[str, Any],
    moves: list[str],
    iterations: int | None,
    seconds: float | None,
    results: Any,
    stop: Any,
    samples: int | None = None,
    seed: int = 0,
    quick: bool = False,
) -> None:
    """Process entry: stream a review into ``results`` until done or ``stop.value`` is set."""
    parent = multiprocessing.parent_process()
    with contextlib.suppress(AttributeError, OSError):  # no os.nice on Windows
        os.nice(WORKER_NICENESS)

    def should_stop() -> bool:
        return bool(stop.value)

    def send(message: Message) -> None:
        if parent is not None and not parent.is_alive():
            stop.value = 1  # orphaned: never outlive the window
            return
        results.put(message)

    stream_review(
        setup,
        moves,
        iterations,
        seconds,
        send,
        should_stop,
        samples=samples,
        seed=seed,
        quick=quick,
    )
