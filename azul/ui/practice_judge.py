"""A practice answer judged off the drawing thread, as the review is: by default in a spawned
worker process (the paired comparison is pure Python and would hold the interpreter lock for
a second or more in a thread), with a light reader thread here; in thread mode (the app's
``ai_process=False``, or when no process can be started) the reader thread judges itself.
``close`` stops the worker and waits for it, so nothing is left running."""

from __future__ import annotations

import logging
import threading
from typing import TYPE_CHECKING

from azul.ai.review.answer import (
    ANSWER,
    AnswerJob,
    AnswerVerdict,
    answer_worker_main,
    stream_answer,
)
from azul.ai.review.worker import Message
from azul.domain.practice import PracticePosition
from azul.storage import FinishedGame

from . import practice_pool
from .review_run import GONE, JOIN_SECONDS, WORKER_GONE, pump_worker

if TYPE_CHECKING:
    from multiprocessing.process import BaseProcess

log = logging.getLogger(__name__)


def answer_job(game: FinishedGame, position: PracticePosition, answer: str) -> AnswerJob:
    """The judge's job: the game up to the position, the answer and the review's best move,
    with the review's budget and seed (the comparison's samples and seed follow them)."""
    return (
        game.setup.to_json(),
        list(game.positions.notation[: position.index]),
        answer,
        position.best,
        position.exact,
        practice_pool.SETTINGS.to_json(),
    )


class AnswerRun:
    """One answer being judged: its verdict once there, or what went wrong."""

    def __init__(self, job: AnswerJob, *, in_process: bool = True) -> None:
        self.job = job
        self.in_process = in_process
        self.verdict: AnswerVerdict | None = None
        self.failed: str | None = None
        self._stop = threading.Event()
        self.thread: threading.Thread | None = None
        self.process: BaseProcess | None = None

    def start(self) -> None:
        """Start judging in the background."""
        self.thread = threading.Thread(target=self._work, name="azul-practice", daemon=True)
        self.thread.start()

    @property
    def done(self) -> bool:
        """True once there is a verdict or a failure."""
        return self.verdict is not None or self.failed is not None

    def _receive(self, message: Message) -> None:
        kind, payload = message
        if kind == ANSWER:
            self.verdict = AnswerVerdict.from_json(payload)
        else:
            self.failed = str(payload)

    def _work(self) -> None:
        try:
            if not self.in_process or not self._work_in_process():
                self.in_process = False
                stream_answer(self.job, self._receive, self._stop.is_set)
        except Exception as exc:  # a failed judgement is said on screen, never crashes the app
            log.exception("judging the practice answer failed")
            self.failed = f"{type(exc).__name__}: {exc}"

    def _work_in_process(self) -> bool:
        """Judge in a worker process; False when no process could be started."""

        def receive(message: Message) -> bool:
            self._receive(message)
            return True  # one answer is all the worker sends

        def started(process: BaseProcess | None) -> None:
            self.process = process

        ended = pump_worker(
            answer_worker_main,
            (self.job,),
            {},
            "azul-practice-worker",
            receive,
            self._stop.is_set,
            started,
        )
        if ended is None:
            return False
        if ended == GONE:
            self.failed = WORKER_GONE
        return True

    def close(self) -> None:
        """Stop judging and wait for the worker (thread and process) to end."""
        self._stop.set()
        if self.thread is not None:
            self.thread.join(JOIN_SECONDS)
