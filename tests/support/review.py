"""Reviews of finished games: recorded, saved and opened."""

from __future__ import annotations

import atexit
import json
import shutil
import tempfile
import threading
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import pygame
import pytest
from ui.driver import Driver

from azul.ai.review import (
    LABELS,
    Candidate,
    DecisionReview,
    GameReview,
    Luck,
    Reason,
    ReviewSettings,
    analysis,
    decision_indices,
    review_decisions,
    review_game,
    summarise,
)
from azul.ai.review.luck import LUCK_SAMPLES
from azul.ai.review.worker import DECISION, DONE, QUICK, Message, replay_positions
from azul.domain.session import Seat
from azul.engine import GameState
from azul.storage import Storage, StoragePaths, reviews_dir, save_review
from azul.ui import canvas as canvas_module
from azul.ui.review_line_view import LineView
from azul.ui.review_words import MISTAKES
from azul.ui.scenes import review as review_scene
from azul.ui.scenes import review_detail
from azul.ui.scenes.review import ReviewScene
from support.persistence import choose_tab, press
from support.records import record_random_game

NAMES = ("Anna-Kaisa Virtanen", "Bence Kovács-Szabó", "Kalle", "Sanna")


SETTINGS = ReviewSettings(iterations=6)


EVERY_REASON = (
    Reason("floor", {"tiles": 4, "points": -6}),
    Reason("line_unfinishable", {"line": 5}),
    Reason("wall_row_blocked", {"row": 4}),
    Reason("centre_gift", {"tiles": 3, "colour": "black"}),
    Reason("scores_less", {"points": 7}),
)

# The longest breakdown the review says: four kinds (the most it names), rival included.
EVERY_WHY = (
    Reason(
        "why_rival",
        {"played": 61.5, "best": 55.25, "scored_played": 48, "scored_best": 44, "share": 0.5},
    ),
    Reason("why_outlook_connections", {"played": 1, "best": 7.5}),
    Reason("why_outlook_bonus", {"played": 2.5, "best": 9}),
    Reason("why_floor", {"played": -4, "best": 0}),
)
NOISE = 1.75


def record_game(root: Path, ruleset: str, players: int, seed: int) -> str:
    """Record a random finished game of any rule set; returns its id."""
    seats = tuple(Seat(NAMES[i], i, "person") for i in range(players))
    return record_random_game(root, seats, ruleset, seed)


def long_review(root: Path, ident: str) -> GameReview:
    """A saved review of the record in which every decision gives every base reason."""
    game = Storage(StoragePaths.under(root)).load_record(ident).value
    assert game is not None
    states, moves = game.positions.states, game.positions.moves
    decisions = []
    for number, index in enumerate(decision_indices(states, moves)):
        state = states[index]
        played = state.format_move(moves[index])
        other = next(m for m in state.legal_moves() if m != moves[index])
        label = LABELS[number % len(LABELS)]
        best = played if label == "best" else state.format_move(other)
        decisions.append(
            DecisionReview(
                index=index,
                number=number,
                seat=state.current_player,
                round=state.round,
                played=played,
                best=best,
                loss=0.0 if label == "best" else 12.75,
                label=label,
                reasons=() if label == "best" else EVERY_REASON,
                why=() if label == "best" else EVERY_WHY,
                stderr=0.0 if label == "best" else NOISE,
                expected=tuple(float(s) + 3 for s in state.scores),
                candidates=(Candidate(best, 1.0, 5),),
                iterations=6,
            )
        )
    final = states[-1]
    review = GameReview(
        SETTINGS, tuple(decisions), summarise(decisions, final.players), tuple(final.scores)
    )
    assert save_review(reviews_dir(StoragePaths.under(root)), ident, review).ok
    return review


TINY = ReviewSettings(iterations=6)

# The luck of a game, by its opening, moves, samples and seed: worked out once per test process.
_LUCK: dict[tuple[str, tuple[int, ...], int, int], Luck] = {}


def luck_once_per_game(monkeypatch: pytest.MonkeyPatch) -> None:
    """The review screen works out a game's luck as always, but the same game and seed give the
    result already worked out (luck is seeded: the same every time, as
    tests/review/test_luck_and_moments.py checks): for the screens' fit tests, which open the
    same stocked game in many languages and sizes."""
    real = review_scene.game_luck

    def remembered(
        states: Sequence[GameState],
        moves: Sequence[int],
        samples: int = LUCK_SAMPLES,
        seed: int = 0,
    ) -> Luck:
        key = (json.dumps(states[0].to_json()), tuple(moves), samples, seed)
        if key not in _LUCK:
            _LUCK[key] = real(states, moves, samples, seed)
        return _LUCK[key]

    monkeypatch.setattr(review_scene, "game_luck", remembered)


def small_tables_unheard(monkeypatch: pytest.MonkeyPatch) -> None:
    """The review screen's small tables (the decision's two, both lines' two) are painted as
    always, but the words painted into their pictures are not told to the text observers: a
    test then sees in one frame only the words drawn on the screen, as it saw them in a second
    frame that reused the pictures (the words inside a picture are where the picture is drawn,
    not where the observers would place them)."""
    # The decision's two are painted by review_detail.paint_shot, both lines' by LineView._shot.
    for owner, name in ((review_detail, "paint_shot"), (LineView, "_shot")):
        real = getattr(owner, name)

        def unheard(
            self: object, canvas: object, k: int, box: pygame.FRect, real: object = real
        ) -> None:
            heard = list(canvas_module.text_observers)
            canvas_module.text_observers.clear()
            try:
                real(self, canvas, k, box)  # type: ignore[operator]
            finally:
                canvas_module.text_observers[:] = heard

        monkeypatch.setattr(owner, name, unheard)


def review_top(d: Driver) -> ReviewScene:
    scene = d.top
    assert isinstance(scene, ReviewScene)
    return scene


def run_until(d: Driver, done: object, limit: float = 120.0) -> None:
    """Run frames (with real time for the worker) until done() holds."""
    deadline = time.monotonic() + limit
    while not done():  # type: ignore[operator]
        assert time.monotonic() < deadline, "the review did not get there in time"
        d.step(0.02)
        time.sleep(0.005)
    d.step(0.0)  # the screen takes what the worker sent since its last frame


def from_records(d: Driver) -> ReviewScene:
    press(d, "Load game")
    choose_tab(d, "Finished games")
    press(d, "Review")
    return review_top(d)


# The games saved_review made, with their reviews, by game and samples limit: made once per
# test process (removed when it ends), copied for each test.
_REVIEWED: dict[tuple[str, int, int, int], Path] = {}


def saved_review(root: Path, ruleset: str, players: int, seed: int) -> None:
    """A random finished game and its real review (TINY budget), saved next to it. The review
    is made once per test process for each game (and limit of extra samples for a doubtful
    verdict, which a test may set: analysis.MAX_SAMPLES_FACTOR), its files copied after."""
    key = (ruleset, players, seed, analysis.MAX_SAMPLES_FACTOR)
    if key not in _REVIEWED:
        made = Path(tempfile.mkdtemp(prefix="azul-reviewed-"))
        atexit.register(shutil.rmtree, made, True)
        ident = record_game(made, ruleset, players, seed)
        game = Storage(StoragePaths.under(made)).load_record(ident).value
        assert game is not None
        review = review_game(game.positions.states, game.positions.moves, TINY, luck_samples=0)
        assert save_review(reviews_dir(StoragePaths.under(made)), ident, review).ok
        _REVIEWED[key] = made
    shutil.copytree(_REVIEWED[key], root, dirs_exist_ok=True)


def costly(d: Driver, scene: ReviewScene) -> DecisionReview:
    """The first costly decision, chosen with the Home and "next mistake" keys."""
    d.key(pygame.K_HOME)
    if scene.decisions[0].label not in MISTAKES:
        d.key(pygame.K_n)
    decision = scene.decisions[scene.chosen or 0]
    assert decision.label in MISTAKES and decision.lines
    return decision


def blunder_first_look(
    go_on: threading.Event, quick_seen: list[bool] | None = None
) -> Callable[..., None]:
    """A stand-in for the review worker's stream: a first look that calls every decision a
    blunder, then (once go_on is set) the real verdicts of a small review and the end.
    ``quick_seen`` collects the ``quick`` flag each run was asked with."""

    def stream(
        setup: dict[str, Any],
        moves: list[str],
        iterations: int | None,
        seconds: float | None,
        send: Callable[[Message], Any],
        should_stop: Callable[[], bool],
        *,
        quick: bool = False,
    ) -> None:
        if quick_seen is not None:
            quick_seen.append(quick)
        states, ints = replay_positions(setup, moves)
        looks = list(review_decisions(states, ints, TINY))
        for look in looks:
            send((QUICK, {**look.to_json(), "label": "blunder", "loss": 9.0}))
        go_on.wait(30)
        for look in looks:
            send((DECISION, look.to_json()))
        send((DONE, None))

    return stream
