"""The thinking worker process: rebuilds positions from JSON and runs the requested level.

Started by ``ThinkingService`` with the 'spawn' start method, so it shares nothing with the
window process but two queues and one shared integer: the ticket the window wants stopped.
A search polls that integer and stops within a few milliseconds when its ticket appears.
"""

from __future__ import annotations

import multiprocessing
import queue
from typing import Any

from azul.engine import state_from_json

from .levels import hint_player, make_player

# Messages parent -> worker: (ticket, state JSON, level, seed, budget), or None to quit.
# The level HINT_JOB asks for the Hint (``levels.hint_player``) rather than a seat's level.
Job = tuple[int, dict[str, Any], str, int, float | None]
# Messages worker -> parent: (ticket, "ok", move) or (ticket, "error", description).
Result = tuple[int, str, Any]
HINT_JOB = "hint"


def think(job: Job, stop: Any) -> Result:
    """Run one job; ``stop.value == ticket`` asks a running search to give up."""
    ticket, data, level, seed, budget = job
    try:
        state = state_from_json(data)
        player = (
            hint_player(seed, budget) if level == HINT_JOB else make_player(level, seed, budget)
        )
        if hasattr(player, "should_stop"):
            player.should_stop = lambda: bool(stop.value == ticket)
        return ticket, "ok", player.choose(state)
    except Exception as exc:  # reported through poll(), never lost in the worker
        return ticket, "error", f"{type(exc).__name__}: {exc}"


def worker_main(jobs: Any, results: Any, stop: Any) -> None:
    """Serve jobs until told to quit or until the window process has gone."""
    parent = multiprocessing.parent_process()
    while True:
        try:
            job = jobs.get(timeout=0.5)
        except queue.Empty:
            if parent is not None and not parent.is_alive():
                return  # orphaned: never outlive the window
            continue
        if job is None:
            return
        results.put(think(job, stop))
