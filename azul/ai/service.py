"""Thinking off the drawing thread: the UI submits a position and polls for the move.

The interface (submit / poll / cancel / close) is what the UI codes against. This version
thinks in a background thread; a process-based version can replace it behind the same
interface without the UI noticing.
"""

from __future__ import annotations

import itertools
import threading
from dataclasses import dataclass, field
from typing import Any

from .levels import make_player


@dataclass
class _Job:
    cancelled: threading.Event = field(default_factory=threading.Event)
    result: int | None = None
    error: str | None = None
    done: threading.Event = field(default_factory=threading.Event)


class ThinkingService:
    """Runs computer players' decisions in the background, one job per request."""

    def __init__(self) -> None:
        self._jobs: dict[int, _Job] = {}
        self._ids = itertools.count(1)
        self._lock = threading.Lock()

    def submit(self, state: Any, level: str, seed: int = 0, budget: float | None = None) -> int:
        """Start thinking about the player to act in a copy of state; returns a ticket."""
        ticket = next(self._ids)
        job = _Job()
        with self._lock:
            self._jobs[ticket] = job
        snapshot = state.copy()
        thread = threading.Thread(
            target=self._run, args=(job, snapshot, level, seed), daemon=True, name=f"ai-{ticket}"
        )
        thread.start()
        return ticket

    @staticmethod
    def _run(job: _Job, state: Any, level: str, seed: int) -> None:
        try:
            move = make_player(level, seed).choose(state)
            if not job.cancelled.is_set():
                job.result = move
        except Exception as exc:  # reported to the UI through poll(), never lost
            job.error = repr(exc)
        finally:
            job.done.set()

    def poll(self, ticket: int) -> int | None:
        """The chosen move once ready, else None; raises RuntimeError if thinking failed."""
        with self._lock:
            job = self._jobs.get(ticket)
        if job is None or not job.done.is_set():
            return None
        with self._lock:
            self._jobs.pop(ticket, None)
        if job.error is not None:
            raise RuntimeError(f"computer player failed: {job.error}")
        return job.result

    def is_thinking(self, ticket: int) -> bool:
        """True while the job is running."""
        with self._lock:
            job = self._jobs.get(ticket)
        return job is not None and not job.done.is_set()

    def cancel(self, ticket: int) -> None:
        """Forget a job (undo, restart, quit): its result is discarded."""
        with self._lock:
            job = self._jobs.pop(ticket, None)
        if job is not None:
            job.cancelled.set()

    def close(self) -> None:
        """Cancel everything."""
        with self._lock:
            tickets = list(self._jobs)
        for t in tickets:
            self.cancel(t)
