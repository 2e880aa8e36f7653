"""A game review computed off the drawing thread: decisions stream in one at a time, the
finished review is kept next to its record and loaded instantly the next time.

First the worker takes a quick look at every decision (``worker.quick_settings``: a second or
two for a whole Azul game), whose provisional verdicts the screen shows, marked as such, until
the full judge's verdict of the same decision replaces each (``shown``); only the full
verdicts are the review (``decisions``, ``review``) and only they are saved.

The search is pure Python: in a thread it would hold the interpreter lock and halve the
window's frame rate, so by default it runs in a separate worker PROCESS (the 'spawn' start
method, like the thinking service). The worker gets the record as plain data (setup and moves
in notation, see ``azul.ai.review.worker``) and streams each decision back through a queue as
plain JSON; a light reader thread here collects them, saves the finished review and, when the
run is cancelled or closed, stops the worker, waits for it and terminates it if it lingers, so
no process or thread is left behind. Thread mode (the app's ``ai_process=False``, and the
fallback when no process can be started) runs the same stream in the reader thread itself.
"""

from __future__ import annotations

import contextlib
import logging
import multiprocessing
import queue
import threading
import time
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from azul.ai.review import (
    DecisionReview,
    GameReview,
    ReviewSettings,
    decision_indices,
    summarise,
)
from azul.ai.review.worker import (
    DECISION,
    DONE,
    ERROR,
    QUICK,
    Message,
    review_worker_main,
    stream_review,
)
from azul.domain.session import GameSession
from azul.storage import FinishedGame, Problem, Saved, load_review, reviews_dir, save_review
from azul.storage.records import build_record, fingerprint, record_files
from azul.storage.replay import GameSnapshot

if TYPE_CHECKING:
    import ctypes
    from multiprocessing.process import BaseProcess
    from multiprocessing.queues import Queue

    from .services import Services

log = logging.getLogger(__name__)

POLL_SECONDS = 0.1  # how often the reader thread looks at the stop request while it waits
STOP_GRACE = 1.0  # seconds a stopped worker process may take to end before it is terminated
PROCESS_WAIT = 1.0  # seconds to wait for a terminated (then killed) worker process
JOIN_SECONDS = STOP_GRACE + 2 * PROCESS_WAIT + 1.0  # close(): the reader thread is done by then
WORKER_GONE = "RuntimeError: the review worker stopped"

# What the worker is given: the record's setup (JSON), its moves in notation and the budget.
Job = tuple[dict[str, Any], list[str], int | None, float | None]


class ReviewRun:
    """One review being computed (or loaded): its decisions so far and whether it is done."""

    def __init__(
        self,
        game: FinishedGame,
        settings: ReviewSettings,
        folder: Path | None,
        *,
        in_process: bool = True,
        quick: bool = True,
    ) -> None:
        self.game = game
        self.settings = settings
        self.quick = quick  # a quick first look at every decision before the full review
        self.folder = folder if game.id else None  # a game that is no record is not kept
        self.in_process = in_process
        positions = game.positions
        self.players = len(positions.states[0].scores)
        self.total = len(decision_indices(positions.states, positions.moves))
        self.loaded = False  # True when the review came from disk
        self.problems: list[Problem] = []  # what was wrong with a saved review (set aside)
        self.failed: str | None = None
        self.saved: Saved | None = (
            None  # the storage Saved of the finished review (None: not saved)
        )
        self._decisions: list[DecisionReview] = []
        self._quick: list[DecisionReview] = []  # the quick first look's provisional verdicts
        self._done = False
        self._complete = False  # the worker said every decision is in
        self._lock = threading.Lock()
        self._stop = threading.Event()
        self.thread: threading.Thread | None = None  # the reader (and, in thread mode, worker)
        self.process: BaseProcess | None = None  # the worker process while one runs (process mode)

    # -- running --

    def start(self) -> None:
        """Use the saved review when there is one, else start computing in the background."""
        if self.folder is not None:
            loaded = load_review(
                self.folder, self.game.id, self.settings, datetime.now(UTC), self.game.positions
            )
            self.problems = list(loaded.problems)  # a damaged saved review: said, made again
            if loaded.value is not None:
                self._decisions = list(loaded.value.decisions)
                self._done = True
                self.loaded = True
                return
        self.thread = threading.Thread(target=self._work, name="azul-review", daemon=True)
        self.thread.start()

    def _job(self) -> Job:
        """The record and budget as plain data: what the worker needs and nothing live."""
        notation = list(self.game.positions.notation)
        return self.game.setup.to_json(), notation, self.settings.iterations, self.settings.seconds

    def _work(self) -> None:
        job = self._job()
        try:
            complete = self._work_in_process(job) if self.in_process else None
            if complete is None:  # thread mode: chosen, or no process could be started
                self.in_process = False
                stream_review(
                    *job, send=self._receive, should_stop=self._stop.is_set, quick=self.quick
                )
                complete = self._complete
        except Exception as exc:  # a failed review is said on screen, never crashes the app
            log.exception("reviewing the game failed")
            self.failed = f"{type(exc).__name__}: {exc}"
            return
        if not complete or self._stop.is_set() or self.failed:
            return
        review = self.review()
        if self.folder is not None and review is not None:
            self.saved = save_review(self.folder, self.game.id, review)
        with self._lock:
            self._done = True

    def _receive(self, message: Message) -> bool:
        """Take one message from the worker; True when it is the last one."""
        kind, payload = message
        if kind == DECISION:
            decision = DecisionReview.from_json(payload)
            with self._lock:
                self._decisions.append(decision)
            return False
        if kind == QUICK:
            look = DecisionReview.from_json(payload)
            with self._lock:
                self._quick.append(look)
            return False
        if kind == DONE:
            self._complete = True
        else:
            self.failed = str(payload) if kind == ERROR else f"unknown message {kind!r}"
        return True

    def _work_in_process(self, job: Job) -> bool | None:
        """Run the review in a worker process; None when no process could be started."""

        def started(process: BaseProcess | None) -> None:
            self.process = process

        ended = pump_worker(
            review_worker_main,
            (*job,),
            {"quick": self.quick},
            "azul-review-worker",
            self._receive,
            self._stop.is_set,
            started,
        )
        if ended is None:  # reviewed in this thread instead
            return None
        if ended == GONE:
            self.failed = WORKER_GONE
        return ended == LAST and self._complete

    def cancel(self) -> None:
        """Stop computing (the worker ends within milliseconds; nothing is saved)."""
        self._stop.set()

    def close(self) -> None:
        """Cancel and wait for the worker (thread and process) to end."""
        self.cancel()
        if self.thread is not None:
            self.thread.join(JOIN_SECONDS)

    # -- results --

    @property
    def done(self) -> bool:
        """True when every decision has been reviewed."""
        with self._lock:
            return self._done

    @property
    def cancelled(self) -> bool:
        """True once cancel() was called."""
        return self._stop.is_set()

    def decisions(self) -> list[DecisionReview]:
        """The decisions reviewed so far, in game order (a copy)."""
        with self._lock:
            return list(self._decisions)

    def shown(self) -> list[DecisionReview]:
        """What the screen shows: the full verdicts so far, then the quick first look's
        provisional ones of the decisions not judged yet (number ``count()`` on)."""
        with self._lock:
            return self._decisions + self._quick[len(self._decisions) :]

    def count(self) -> int:
        """How many decisions are reviewed so far."""
        with self._lock:
            return len(self._decisions)

    def review(self) -> GameReview | None:
        """The whole review once every decision is in (None before)."""
        decisions = self.decisions()
        if len(decisions) < self.total:
            return None
        final = self.game.positions.states[-1]
        return GameReview(
            self.settings, tuple(decisions), summarise(decisions, self.players), tuple(final.scores)
        )


def review_in_process(services: Services) -> bool:
    """True when background work may use worker processes (the thinking service's choice)."""
    return bool(services.thinking.in_process)


def review_folder(services: Services) -> Path | None:
    """Where reviews are kept (None when nothing is kept on disk)."""
    persistence = services.persistence
    return None if persistence is None else reviews_dir(persistence.storage.paths)


def finished_game_of(services: Services, session: GameSession) -> FinishedGame:
    """A just-finished session as its record (the stored one's id when it was recorded, so
    its review is kept next to it; an empty id otherwise). DocumentError if not finished."""
    snapshot = GameSnapshot.of_session(session)
    doc, positions = build_record(snapshot, datetime.now(UTC))
    ident = ""
    persistence = services.persistence
    if persistence is not None:
        tail = "-" + fingerprint(doc.setup.to_setup(), doc.moves)
        stored = [p.stem for p in record_files(persistence.storage.paths) if p.stem.endswith(tail)]
        ident = stored[0] if stored else ""
    return FinishedGame(ident, doc, positions)


LAST = "last"  # pump_worker: the receiver took the worker's last message
GONE = "gone"  # pump_worker: the worker ended without its last message
STOPPED = "stopped"  # pump_worker: asked to stop


def pump_worker(
    target: Callable[..., None],
    args: tuple[Any, ...],
    kwargs: dict[str, Any],
    name: str,
    receive: Callable[[Message], bool],
    stopped: Callable[[], bool],
    started: Callable[[BaseProcess | None], None],
) -> str | None:
    """Run ``target(*args, results, stop, **kwargs)`` in a spawned worker process and hand its
    messages to ``receive`` (True: that was the last) until the last one, the worker's end or
    ``stopped()``; then stop and reap the worker. ``started`` gets the process while it runs
    (None after). Returns LAST, GONE or STOPPED; None when no process could be started."""
    ctx = multiprocessing.get_context("spawn")
    try:
        results: Queue[Message] = ctx.Queue()
        stop: ctypes.c_byte = ctx.RawValue("b", 0)
        process = ctx.Process(
            target=target, args=(*args, results, stop), kwargs=kwargs, name=name, daemon=True
        )
        process.start()
    except (OSError, RuntimeError):
        log.exception("no worker process could be started")
        return None
    started(process)
    try:
        while not stopped():
            try:
                message = results.get(timeout=POLL_SECONDS)
            except queue.Empty:
                if process.is_alive():
                    continue
                try:  # its last words may still be in the pipe
                    message = results.get(timeout=POLL_SECONDS)
                except queue.Empty:
                    return GONE
            if receive(message):
                return LAST
        return STOPPED
    finally:
        stop.value = 1
        _end_process(process, results)
        started(None)


def _end_process(process: BaseProcess, results: Queue[Message]) -> None:
    """Wait for a stopped worker (reading what it still sends), terminate it if it lingers,
    then reap it, so no zombie is left."""
    deadline = time.monotonic() + STOP_GRACE
    while process.is_alive() and time.monotonic() < deadline:
        with contextlib.suppress(queue.Empty, OSError, ValueError, EOFError):
            while True:  # drain: a worker blocked on a full pipe could not end
                results.get_nowait()
        process.join(POLL_SECONDS / 2)
    if process.is_alive():
        process.terminate()
        process.join(PROCESS_WAIT)
    if process.is_alive():
        process.kill()
        process.join(PROCESS_WAIT)
    results.cancel_join_thread()
    results.close()
    if not process.is_alive():
        process.close()
