"""Thinking off the drawing thread: the UI submits a position and polls for the move.

The interface (submit / poll / is_thinking / cancel / close, plus submit_hint and warm_up) is
what the UI codes against. By default the thinking happens in one worker PROCESS started with
the 'spawn' method: a search is pure Python, and in a thread it would hold the GIL and stall
drawing. Positions travel as ``state.to_json()``; the worker rebuilds them with
``state_from_json``. If a process cannot be started (an unusual packaging or sandbox), the
service falls back to a background thread behind the same interface.

Jobs run one at a time in submission order. ``cancel`` drops a queued job at once and makes a
running search stop within milliseconds (the worker polls a shared integer); a worker that
does not stop within ``KILL_AFTER`` seconds is terminated and replaced. ``close`` ends the
worker and waits for it, so nothing is left running.

Packaging note: an app that uses this must call ``multiprocessing.freeze_support()`` first
thing when frozen (PyInstaller), and its entry module must only start the app under
``if __name__ == "__main__":`` (spawned workers import it).
"""

from __future__ import annotations

import contextlib
import itertools
import multiprocessing
import queue
import threading
import time
from collections import deque
from typing import Any

from .levels import LEVELS, hint_player
from .worker import HINT_JOB, Job, Result, think, worker_main

KILL_AFTER = 2.0  # seconds a cancelled job may keep the worker busy before it is replaced
JOIN_TIMEOUT = 2.0  # seconds close() waits for the worker to quit on its own


class _StopFlag:
    """Thread-mode stand-in for the shared integer of the process mode."""

    def __init__(self) -> None:
        self.value = 0


class _ProcessBackend:
    """One spawned worker process fed through queues."""

    def __init__(self) -> None:
        ctx = multiprocessing.get_context("spawn")
        self.jobs: Any = ctx.Queue()
        self.results: Any = ctx.Queue()
        self.stop: Any = ctx.RawValue("q", 0)
        self.process = ctx.Process(
            target=worker_main,
            args=(self.jobs, self.results, self.stop),
            name="azul-ai-worker",
            daemon=True,
        )
        self.process.start()

    @property
    def alive(self) -> bool:
        return bool(self.process.is_alive())

    @property
    def pid(self) -> int | None:
        return self.process.pid if self.alive else None

    def start(self, job: Job) -> None:
        self.jobs.put(job)

    def collect(self) -> list[Result]:
        out: list[Result] = []
        while True:
            try:
                out.append(self.results.get_nowait())
            except (queue.Empty, OSError, ValueError, EOFError):
                return out

    def request_stop(self, ticket: int) -> None:
        self.stop.value = ticket

    def close(self, graceful: bool = True) -> None:
        proc = self.process
        if graceful and proc.is_alive():
            with contextlib.suppress(OSError, ValueError):
                self.jobs.put(None)
            proc.join(JOIN_TIMEOUT)
        if proc.is_alive():
            proc.terminate()
            proc.join(JOIN_TIMEOUT)
        if proc.is_alive():
            proc.kill()
            proc.join(JOIN_TIMEOUT)
        for q in (self.jobs, self.results):
            q.cancel_join_thread()
            q.close()
        proc.close()


class _ThreadBackend:
    """Fallback: one background thread per job (drawing may stutter while it thinks)."""

    def __init__(self) -> None:
        self.stop = _StopFlag()
        self.lock = threading.Lock()
        self.results: list[Result] = []
        self.thread: threading.Thread | None = None

    @property
    def alive(self) -> bool:
        return True

    @property
    def pid(self) -> int | None:
        return None

    def start(self, job: Job) -> None:
        def run() -> None:
            result = think(job, self.stop)
            with self.lock:
                self.results.append(result)

        self.thread = threading.Thread(target=run, name=f"azul-ai-{job[0]}", daemon=True)
        self.thread.start()

    def collect(self) -> list[Result]:
        with self.lock:
            out, self.results = self.results, []
        return out

    def request_stop(self, ticket: int) -> None:
        self.stop.value = ticket

    def close(self, graceful: bool = True) -> None:
        if self.thread is not None:
            self.thread.join(JOIN_TIMEOUT)


class ThinkingService:
    """Runs computer players' decisions in the background, one job at a time, in order."""

    def __init__(self, use_process: bool = True) -> None:
        self._use_process = use_process
        self._backend: _ProcessBackend | _ThreadBackend | None = None
        self._ids = itertools.count(1)
        self._pending: deque[Job] = deque()
        self._running: int | None = None
        self._running_cancelled_at: float | None = None
        self._done: dict[int, tuple[str, Any]] = {}
        self._lock = threading.RLock()
        self._closed = False

    # -- public interface --

    def submit(self, state: Any, level: str, seed: int = 0, budget: float | None = None) -> int:
        """Queue thinking about the player to act in state; returns a ticket for poll/cancel."""
        if level not in LEVELS:
            raise ValueError(f"unknown level {level!r} (known: {', '.join(LEVELS)})")
        return self._queue(state, level, seed, budget)

    def submit_hint(self, state: Any, seed: int = 0, budget: float | None = None) -> int:
        """Queue a hint: the move Hard would play for the player to act, searched with an
        iteration budget worth ``budget`` seconds of Hard's time (``levels.hint_player``), so
        the same position and seed always give the same hint, which the game review
        reproduces."""
        return self._queue(state, HINT_JOB, seed, budget)

    def _queue(self, state: Any, level: str, seed: int, budget: float | None) -> int:
        if state.is_over:
            raise ValueError("the game is over: there is no move to think about")
        with self._lock:
            if self._closed:
                raise RuntimeError("the thinking service has been closed")
            ticket = next(self._ids)
            self._pending.append((ticket, state.to_json(), level, seed, budget))
            self._pump()
            return ticket

    def poll(self, ticket: int) -> int | None:
        """The chosen move once ready, else None; raises RuntimeError if thinking failed."""
        with self._lock:
            self._pump()
            outcome = self._done.pop(ticket, None)
        if outcome is None:
            return None
        status, payload = outcome
        if status != "ok":
            raise RuntimeError(f"computer player failed: {payload}")
        return int(payload)

    def is_thinking(self, ticket: int) -> bool:
        """True while the job is queued or running (never once it has been cancelled)."""
        with self._lock:
            self._pump()
            if ticket == self._running:
                return self._running_cancelled_at is None
            return any(job[0] == ticket for job in self._pending)

    def cancel(self, ticket: int) -> None:
        """Forget a job (undo, restart, quit): a running search stops, its result is dropped."""
        with self._lock:
            self._done.pop(ticket, None)
            for job in list(self._pending):
                if job[0] == ticket:
                    self._pending.remove(job)
            if ticket == self._running and self._running_cancelled_at is None:
                self._running_cancelled_at = time.monotonic()
                if self._backend is not None:
                    self._backend.request_stop(ticket)
            self._pump()

    def close(self) -> None:
        """Cancel everything and end the worker; waits (briefly) until it is gone."""
        with self._lock:
            self._closed = True
            self._pending.clear()
            self._done.clear()
            if self._backend is not None:
                if self._running is not None:
                    self._backend.request_stop(self._running)
                self._backend.close()
                self._backend = None
            self._running = None

    def warm_up(self) -> None:
        """Start the worker now so the first request does not wait for it."""
        with self._lock:
            if not self._closed:
                self._ensure_backend()

    @property
    def in_process(self) -> bool:
        """True when work runs in worker processes (False: thread mode, chosen or fallen back to)."""
        return self._use_process

    @property
    def worker_pid(self) -> int | None:
        """Process id of the worker while one is running (None in thread mode or if none)."""
        with self._lock:
            return self._backend.pid if self._backend is not None else None

    def __enter__(self) -> ThinkingService:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # -- internals --

    def _ensure_backend(self) -> _ProcessBackend | _ThreadBackend:
        if self._backend is None or not self._backend.alive:
            if self._backend is not None:
                self._backend.close(graceful=False)
            backend: _ProcessBackend | _ThreadBackend
            if self._use_process:
                try:
                    backend = _ProcessBackend()
                except (OSError, RuntimeError):
                    self._use_process = False
                    backend = _ThreadBackend()
            else:
                backend = _ThreadBackend()
            self._backend = backend
        return self._backend

    def _pump(self) -> None:
        """Collect finished jobs, replace a stuck or dead worker, start the next job."""
        backend = self._backend
        if backend is not None:
            for ticket, status, payload in backend.collect():
                if ticket == self._running:
                    cancelled = self._running_cancelled_at is not None
                    self._running = None
                    self._running_cancelled_at = None
                    if not cancelled:
                        self._done[ticket] = (status, payload)
            if self._running is not None:
                stuck = (
                    self._running_cancelled_at is not None
                    and time.monotonic() - self._running_cancelled_at > KILL_AFTER
                )
                if stuck or not backend.alive:
                    if not stuck:
                        self._done[self._running] = ("error", "the thinking worker stopped")
                    backend.close(graceful=False)
                    self._backend = None
                    self._running = None
                    self._running_cancelled_at = None
        if self._running is None and self._pending and not self._closed:
            job = self._pending.popleft()
            self._ensure_backend().start(job)
            self._running = job[0]


def hint(state: Any, budget: float | None = None, seed: int = 0) -> int:
    """The Hint's move for the player to act (blocking; tests and tools): what
    ``submit_hint`` answers for the same seed and budget."""
    return int(hint_player(seed, budget).choose(state))
