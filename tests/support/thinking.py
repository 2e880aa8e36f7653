"""A synchronous thinking service for UI tests: the real AI levels, in-process, no waiting."""

from __future__ import annotations

import itertools
from collections.abc import Callable
from typing import Any

from azul.ai.levels import HINT_LEVEL, LEVELS
from azul.ai.players import HardPlayer
from azul.ai.worker import Job, Result
from azul.engine import state_from_json

# The Hard level (and the Hint) search this many iterations instead of a time budget: the
# answer is the real search's, deterministic, and costs no wall-clock time.
HARD_ITERATIONS = 200


class FakeThinking:
    """The interface of azul.ai.service.ThinkingService (submit / submit_hint / poll /
    is_thinking / cancel / warm_up / close), answering synchronously.

    A job is thought about at its first poll after the clock (the app's fake clock) has moved
    on from its submit, so the table sees it "thinking" for at least one frame, as with the
    real worker; the position still travels as JSON, as to the worker."""

    in_process = False  # reviews run in a thread, as with the real service in thread mode
    worker_pid = None

    def __init__(self, clock: Callable[[], float], hard_iterations: int = HARD_ITERATIONS) -> None:
        self.clock = clock
        self.hard_iterations = hard_iterations
        self._ids = itertools.count(1)
        self._pending: dict[int, tuple[float, Job]] = {}
        self._done: dict[int, Result] = {}
        self._closed = False
        self.answered = 0  # jobs thought about (tests may check the service was used)

    def submit(self, state: Any, level: str, seed: int = 0, budget: float | None = None) -> int:
        """Queue a job (checked as the real service checks it); returns its ticket."""
        if level not in LEVELS:
            raise ValueError(f"unknown level {level!r} (known: {', '.join(LEVELS)})")
        if state.is_over:
            raise ValueError("the game is over: there is no move to think about")
        if self._closed:
            raise RuntimeError("the thinking service has been closed")
        ticket = next(self._ids)
        self._pending[ticket] = (self.clock(), (ticket, state.to_json(), level, seed, budget))
        return ticket

    def submit_hint(self, state: Any, seed: int = 0, budget: float | None = None) -> int:
        """Queue a hint: the move the Hard level would play."""
        return self.submit(state, HINT_LEVEL, seed, budget)

    def poll(self, ticket: int) -> int | None:
        """The move once thought about (RuntimeError if thinking failed), else None: a queued
        job is thought about now if the clock has moved on since its submit."""
        queued = self._pending.get(ticket)
        if queued is not None and self.clock() > queued[0]:
            del self._pending[ticket]
            self._done[ticket] = self._think(queued[1])
        outcome = self._done.pop(ticket, None)
        if outcome is None:
            return None
        _, status, payload = outcome
        if status != "ok":
            raise RuntimeError(f"computer player failed: {payload}")
        return int(payload)

    def is_thinking(self, ticket: int) -> bool:
        """True while the job is queued (not yet thought about)."""
        return ticket in self._pending

    def cancel(self, ticket: int) -> None:
        """Forget a job and its answer."""
        self._pending.pop(ticket, None)
        self._done.pop(ticket, None)

    def warm_up(self) -> None:
        """Nothing to start."""

    def close(self) -> None:
        """Forget everything; later submits raise RuntimeError, as with the real service."""
        self._closed = True
        self._pending.clear()
        self._done.clear()

    def _think(self, job: Job) -> Result:
        ticket, data, level, seed, budget = job
        try:
            state = state_from_json(data)
            player = LEVELS[level](seed, budget)
            if isinstance(player, HardPlayer):  # iterations, not seconds: no clock involved
                player.budget = None
                player.iterations = self.hard_iterations
            self.answered += 1
            return ticket, "ok", player.choose(state)
        except Exception as exc:  # reported through poll(), as the worker reports it
            return ticket, "error", f"{type(exc).__name__}: {exc}"
