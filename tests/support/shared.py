"""Test data made once for a whole test run and shared by its worker processes (pytest-xdist
runs a module's tests in several processes, and a module fixture once in each of them)."""

from __future__ import annotations

import json
import os
import shutil
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

WAIT_SECONDS = 600.0  # how long a worker waits for another's data before making its own
POLL_SECONDS = 0.05


def made_once(
    factory: pytest.TempPathFactory, name: str, make: Callable[[Path], Any]
) -> tuple[Path, Any]:
    """A folder filled by make(folder) once per test run, and what make returned (JSON data).

    Under xdist the first worker to claim the name makes it in the run's shared temporary
    folder; the others wait for it to appear (a folder is renamed into place only once
    complete), or make their own when it failed there. Alone, the process makes it in its own
    temporary folder."""
    if "PYTEST_XDIST_WORKER" not in os.environ:
        folder = factory.mktemp(name)
        return folder, make(folder)
    base = factory.getbasetemp().parent  # the run's folder, shared by its workers
    done = base / name
    answer = base / f"{name}.json"
    failed = base / f"{name}.failed"
    try:
        (base / f"{name}.claim").mkdir()
    except FileExistsError:
        deadline = time.monotonic() + WAIT_SECONDS
        while not done.exists() and not failed.exists() and time.monotonic() < deadline:
            time.sleep(POLL_SECONDS)
        if done.exists():
            return done, json.loads(answer.read_text(encoding="utf-8"))
        folder = factory.mktemp(name)  # it failed there (or never came): made here
        return folder, make(folder)
    part = base / f"{name}.part"
    shutil.rmtree(part, ignore_errors=True)
    part.mkdir()
    try:
        value = make(part)
    except BaseException:
        failed.touch()  # the waiting workers make their own (and say what goes wrong)
        raise
    answer.write_text(json.dumps(value), encoding="utf-8")
    part.rename(done)  # complete: the waiting workers take it
    return done, value
