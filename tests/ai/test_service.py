"""The thinking service: moves arrive, cancelling stops a search, closing leaves nothing running."""

from __future__ import annotations

import multiprocessing
import os
import time
from collections.abc import Iterator

import pytest

from azul.ai.service import ThinkingService, hint
from azul.engine import new_game

LONG = 60.0  # a search budget no test may wait for: only a working cancel ends it early


def _wait(service: ThinkingService, ticket: int, timeout: float = 20.0) -> int:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        move = service.poll(ticket)
        if move is not None:
            return move
        time.sleep(0.01)
    raise AssertionError("no move arrived in time")


def _pid_running(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    # A zombie still answers kill(0); it is not running.
    try:
        with open(f"/proc/{pid}/stat", encoding="ascii") as fh:
            return fh.read().split(")")[-1].split()[0] != "Z"
    except OSError:
        return False


@pytest.fixture
def service() -> Iterator[ThinkingService]:
    s = ThinkingService()
    try:
        yield s
    finally:
        s.close()


def test_a_worker_process_answers_with_a_legal_move(service: ThinkingService) -> None:
    state = new_game("azul", 2, 5)
    ticket = service.submit(state, "medium", seed=1)
    move = _wait(service, ticket)
    assert move in state.legal_moves()
    assert service.worker_pid is not None and service.worker_pid != os.getpid()
    assert service.poll(ticket) is None  # a result is handed out once
    assert not service.is_thinking(ticket)


def test_cancel_stops_a_running_search_and_the_worker_stays_usable(
    service: ThinkingService,
) -> None:
    state = new_game("azul", 2, 6)
    service.warm_up()
    pid = service.worker_pid
    long = service.submit(state, "hard", seed=1, budget=LONG)
    time.sleep(0.3)  # let the search get going in the worker
    assert service.is_thinking(long)
    started = time.monotonic()
    service.cancel(long)
    assert not service.is_thinking(long)
    quick = service.submit(state, "easy", seed=2)
    move = _wait(service, quick)
    # The next job ran in the same worker well before the cancelled search's 60 s budget:
    # the search stopped by itself (a stuck worker would have been replaced: another pid).
    assert time.monotonic() - started < 10.0
    assert service.worker_pid == pid
    assert move in state.legal_moves()
    assert service.poll(long) is None  # a cancelled job never delivers


def test_cancel_of_a_queued_job_drops_it(service: ThinkingService) -> None:
    state = new_game("azul-grey", 3, 2)
    first = service.submit(state, "hard", seed=1, budget=LONG)
    queued = service.submit(state, "medium", seed=1)
    assert service.is_thinking(queued)
    service.cancel(queued)
    assert not service.is_thinking(queued)
    service.cancel(first)
    last = service.submit(state, "greedy")
    assert _wait(service, last) in state.legal_moves()
    assert service.poll(queued) is None


def test_close_ends_the_worker_even_in_the_middle_of_a_search() -> None:
    service = ThinkingService()
    state = new_game("summer-pavilion", 2, 4)
    ticket = service.submit(state, "hard", seed=1, budget=LONG)
    time.sleep(0.3)
    pid = service.worker_pid
    assert pid is not None and _pid_running(pid)
    assert service.is_thinking(ticket)
    started = time.monotonic()
    service.close()
    assert time.monotonic() - started < 5.0
    assert not _pid_running(pid)
    assert multiprocessing.active_children() == []
    assert service.worker_pid is None
    with pytest.raises(RuntimeError, match="closed"):
        service.submit(state, "easy")


def test_thread_mode_offers_the_same_interface_and_cancels() -> None:
    with ThinkingService(use_process=False) as service:
        state = new_game("crystal-mosaic-1", 2, 8)
        long = service.submit(state, "hard", seed=1, budget=LONG)
        time.sleep(0.1)
        service.cancel(long)
        quick = service.submit(state, "easy")
        started = time.monotonic()
        assert _wait(service, quick) in state.legal_moves()
        assert time.monotonic() - started < 10.0
        assert service.worker_pid is None


def test_hints_come_from_the_hard_level(service: ThinkingService) -> None:
    state = new_game("azul", 2, 9)
    ticket = service.submit_hint(state, budget=0.2)
    assert _wait(service, ticket) in state.legal_moves()
    assert hint(state, budget=0.05) in state.legal_moves()


def test_bad_requests_are_refused_at_once(service: ThinkingService) -> None:
    state = new_game("azul", 2, 1)
    with pytest.raises(ValueError, match="unknown level"):
        service.submit(state, "grandmaster")
    assert service.poll(12345) is None
    assert not service.is_thinking(12345)
    service.cancel(12345)  # unknown tickets are ignored


def test_a_crashed_worker_reports_an_error_and_is_replaced(service: ThinkingService) -> None:
    import signal

    state = new_game("azul", 2, 12)
    ticket = service.submit(state, "hard", seed=1, budget=LONG)
    time.sleep(0.3)
    pid = service.worker_pid
    assert pid is not None
    os.kill(pid, signal.SIGKILL)
    deadline = time.monotonic() + 10
    with pytest.raises(RuntimeError, match="worker stopped"):
        while time.monotonic() < deadline:
            service.poll(ticket)
            time.sleep(0.01)
    again = service.submit(state, "easy")
    assert _wait(service, again) in state.legal_moves()
    assert service.worker_pid not in (None, pid)
