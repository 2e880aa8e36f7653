"""The game review in its real worker process (the app's default): decisions stream in and
match the in-thread review, the finished review is saved, and a review cancelled mid-way
stops its worker and leaves no child process."""

from __future__ import annotations

import multiprocessing
from pathlib import Path

import pygame
import pytest
from support.persistence import open_app, press
from support.records import finished_game
from support.review import TINY, from_records, review_top, run_until

from azul.ai.review import ReviewSettings, review_decisions
from azul.ai.review.answer import AnswerJob, answer_of
from azul.engine import Setup
from azul.storage import StoragePaths, reviews_dir
from azul.ui.practice_judge import AnswerRun
from azul.ui.scenes import review as review_module
from azul.ui.scenes.review import ReviewScene

from .driver import Driver

SLOW = ReviewSettings(iterations=400)  # slow enough to be cut short


def open_process_app(root: Path) -> Driver:
    """The app as main() starts it: background work in worker processes, folders under root."""
    return open_app(root, ai_process=True)


def review_workers() -> list[multiprocessing.process.BaseProcess]:
    return [p for p in multiprocessing.active_children() if p.name == "azul-review-worker"]


def test_a_review_runs_in_a_worker_process_and_cancels_without_leaving_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    finished_game(tmp_path, seed=9)
    monkeypatch.setattr(review_module, "SETTINGS", TINY)
    d = open_process_app(tmp_path)
    folder = reviews_dir(StoragePaths.under(tmp_path))
    try:
        scene = from_records(d)
        assert isinstance(scene, ReviewScene) and scene.run.in_process
        run_until(d, lambda: scene.decisions)
        run_until(d, lambda: scene.run.done)
        d.step(0.0)
        # Streamed from the worker as JSON: the same verdicts as the review computed here.
        positions = scene.game.positions
        here = review_decisions(positions.states, positions.moves, TINY)
        assert [x.to_json() for x in scene.decisions] == [x.to_json() for x in here]
        assert scene.run.in_process and scene.run.failed is None
        assert [p.name for p in folder.glob("*.json")] == [f"{scene.game.id}.{TINY.key}.json"]
        assert scene.run.thread is not None
        scene.run.thread.join(5.0)
        assert not scene.run.thread.is_alive() and not review_workers()
        d.key(pygame.K_ESCAPE)

        # A longer review, cancelled while the worker is searching.
        monkeypatch.setattr(review_module, "SETTINGS", SLOW)
        assert type(d.top).__name__ == "LoadScene"
        press(d, "Review")
        scene = review_top(d)
        assert not scene.run.loaded
        run_until(d, lambda: scene.decisions)
        assert not scene.run.done and scene.run.process is not None
        assert review_workers()
        d.draw_every = 1  # the window's loop draws every frame (the test driver only on ask)
        frames = d.app.frames
        d.app.dirty = True
        d.step(0.02)
        assert d.app.frames > frames  # the window keeps drawing while the worker searches
        d.key(pygame.K_ESCAPE)  # leaves the review: cancel, then wait for the worker
        assert not isinstance(d.top, ReviewScene)
        assert scene.run.thread is not None and not scene.run.thread.is_alive()
        assert scene.run.process is None and not review_workers()
        assert not scene.run.done
        assert not list(folder.glob(f"*.{SLOW.key}.json"))
    finally:
        d.close()
    assert multiprocessing.active_children() == []


def test_a_practice_answer_is_judged_in_a_worker_process_as_in_this_one() -> None:
    """Practice judges an answer off the drawing thread in its own worker process (the app's
    default): the verdict is the one this process gives, and no worker is left."""
    setup = Setup("azul", 2, 1)
    first = setup.new_state()
    best, other = first.legal_moves()[0], first.legal_moves()[-1]
    job: AnswerJob = (
        setup.to_json(),
        [],
        first.format_move(other),
        first.format_move(best),
        False,
        TINY.to_json(),
    )
    run = AnswerRun(job, in_process=True)
    run.start()
    assert run.thread is not None
    run.thread.join(60.0)
    assert run.failed is None and run.verdict == answer_of(job)
    run.close()
    assert not [p for p in multiprocessing.active_children() if p.name == "azul-practice-worker"]
