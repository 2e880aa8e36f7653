"""The game review speaks, heard through the recording narrator while real key presses go in:
its title and the game as it opens, the decision chosen with the arrows, N/P or the player's
next/previous-area keys (the words the screen shows, a first look said as provisional), the
key moments when focused, both lines step by step, and the review's end without a key press.
The review's keys follow the player's mapping: a remapped action wins over the review's own
letters."""

from __future__ import annotations

import re
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pygame
import pytest
from support.narration import Ear
from support.persistence import open_app
from support.review import (
    EVERY_REASON,
    EVERY_WHY,
    NAMES,
    TINY,
    blunder_first_look,
    costly,
    from_records,
    long_review,
    record_game,
    run_until,
    saved_review,
)

from azul.ai.review import analysis
from azul.ai.review.worker import ERROR, Message
from azul.domain.controls import Action, Controls
from azul.domain.review_text import reason_text
from azul.storage import Storage, StoragePaths
from azul.ui import review_run
from azul.ui.review_words import MISTAKES
from azul.ui.scenes import review as review_module
from azul.ui.scenes.review import ReviewScene
from azul.ui.scenes.review_list import MomentRow

from .driver import Driver

MAX_TABS = 30  # a hang guard while looking for a key moment


@pytest.fixture(autouse=True)
def tiny_reviews(monkeypatch: pytest.MonkeyPatch) -> None:
    """A few iterations per decision and no extra samples (as the review's own tests)."""
    monkeypatch.setattr(review_module, "SETTINGS", TINY)
    monkeypatch.setattr(analysis, "MAX_SAMPLES_FACTOR", 1)


def opened(d: Driver) -> tuple[Ear, ReviewScene, list[str]]:
    """Narration on, the review opened from the records list: the ear, the screen and what
    was said once it was up."""
    ear = Ear(d)
    ear.step()
    start = len(ear.n.said)
    scene = from_records(d)
    ear.step()
    return ear, scene, ear.n.said[start:]


def listen_to_review(d: Driver) -> tuple[Ear, int, ReviewScene]:
    """An ear on the app (the title said), how much it has heard, and the review of the
    newest finished game opened from the records."""
    ear = Ear(d)
    ear.step()
    start = len(ear.n.said)
    return ear, start, from_records(d)


def test_the_review_says_its_game_and_each_decision_chosen(tmp_path: Path) -> None:
    ident = record_game(tmp_path, "azul", 2, seed=5)
    long_review(tmp_path, ident)  # saved: opens finished, each label in turn
    d = open_app(tmp_path)
    try:
        ear, scene, said = opened(d)
        total = len(scene.decisions)
        names = f"{NAMES[0]}, {NAMES[1]}"
        first = scene.decisions[0]
        head = f"Move {first.index + 1} · round 1 · {NAMES[first.seat]}"
        assert said[-1] == (
            f"Game review: Azul, 2 players: {names}. 1 of {total}: {head}. Best. "
            f"Played: {scene.said(first)[0]} The engine would have played this move too."
        ), said
        good = ear.key(pygame.K_DOWN)  # a good move: its loss, both moves, the first reason
        second = scene.decisions[1]
        played, best = scene.said(second)
        floor = reason_text(scene, EVERY_REASON[0])
        assert good == [
            f"2 of {total}: Move {second.index + 1} · round {second.round} · "
            f"{NAMES[second.seat]}. Good. 12.8 points lost. Played: {played} "
            f"The engine's choice: {best} {floor}"
        ], good
        mistake = ear.key(pygame.K_n)  # the next mistake: the why-lines' first reason
        assert scene.chosen == 2 and scene.decisions[2].label in MISTAKES
        assert mistake[0].startswith(f"3 of {total}: ") and ". Inaccuracy. " in mistake[0]
        assert mistake[0].endswith(reason_text(scene, EVERY_WHY[0])), mistake
        assert ear.key(pygame.K_END)[0].startswith(f"{total} of {total}: ")
        assert ear.key(pygame.K_HOME)[0].startswith(f"1 of {total}: ")
        # The player's next and previous area (Page Down and Page Up): next and previous mistake.
        assert ear.key(pygame.K_PAGEDOWN)[0].startswith(f"3 of {total}: ")
        assert ear.key(pygame.K_PAGEDOWN)[0].startswith(f"4 of {total}: ")
        assert ear.key(pygame.K_PAGEUP)[0].startswith(f"3 of {total}: ")
        # A key moment says its sentence when the focus comes to it (the last decision chosen).
        ear.key(pygame.K_END)
        for _ in range(MAX_TABS):
            heard = ear.key(pygame.K_TAB)
            if heard and " instead of " in heard[-1]:
                break
        else:
            raise AssertionError(f"no key moment heard; last: {ear.n.said[-4:]}")
        row = scene.widgets.focused()
        assert isinstance(row, MomentRow) and row in scene.moments and row.number is not None
        assert heard[-1] == scene.moment_sentence(scene.decisions[row.number])
        assert row.number != total - 1
        said = ear.key(pygame.K_RETURN)  # it chooses its decision, which is said
        assert scene.chosen == row.number
        assert said and said[0].startswith(f"{row.number + 1} of {total}: "), said
    finally:
        d.close()


def test_the_players_mapping_wins_over_the_reviews_letters(tmp_path: Path) -> None:
    ident = record_game(tmp_path, "azul", 2, seed=5)
    long_review(tmp_path, ident)
    d = open_app(tmp_path)
    try:
        # N is the player's next area here, P their previous area: both do what they say.
        d.app.services.settings.controls = Controls(
            keys=((Action.NEXT_AREA, ("p",)), (Action.PREV_AREA, ("n",)), (Action.PASS, ()))
        )
        scene = from_records(d)
        d.key(pygame.K_HOME)
        d.key(pygame.K_p)
        assert scene.chosen == 2  # the next mistake, as the player's mapping says
        d.key(pygame.K_p)
        assert scene.chosen == 3
        d.key(pygame.K_n)
        assert scene.chosen == 2
        d.key(pygame.K_RIGHT)  # the arrows are the review's own (never remapped)
        assert scene.chosen == 3
    finally:
        d.close()


def test_both_lines_say_each_step_with_both_moves_and_their_points(tmp_path: Path) -> None:
    saved_review(tmp_path, "azul", 2, seed=5)
    d = open_app(tmp_path)
    try:
        ear, scene, _ = opened(d)
        costly(d, scene)
        said = ear.key(pygame.K_l)
        view = scene.line_view
        assert view is not None and len(said) == 1, said
        assert said[0].startswith(f"Step 1 of {view.last}. The line played: "), said
        assert ". The engine's line: " in said[0]
        played_move, played_events = view.step_words(view.lines[0])
        assert f"The line played: {played_move}; {'; '.join(played_events)}" in said[0]
        step = ear.key(pygame.K_RIGHT)
        assert step[0].startswith(f"Step 2 of {view.last}. "), step
        assert ear.key(pygame.K_ESCAPE)[0].startswith(f"{(scene.chosen or 0) + 1} of ")
        # The move log's key (remapped to K) shows both lines; L is then the review's own.
        d.app.services.settings.controls = Controls(keys=((Action.LOG, ("k",)),))
        assert ear.key(pygame.K_k)[0].startswith("Step 1 of ")
        assert ear.key(pygame.K_l)[0].startswith(f"{(scene.chosen or 0) + 1} of ")
    finally:
        d.close()


def test_a_first_look_is_said_provisional_and_the_end_without_a_key(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    record_game(tmp_path, "azul", 2, seed=5)
    go_on = threading.Event()

    monkeypatch.setattr(review_run, "stream_review", blunder_first_look(go_on))
    d = open_app(tmp_path)
    try:
        ear, start, scene = listen_to_review(d)
        run_until(d, lambda: len(scene.decisions) == scene.run.total)
        ear.step()
        heard = ear.n.said[start:]
        assert any(". Blunder, provisional (a first look). " in s for s in heard), heard
        start = len(ear.n.said)
        go_on.set()
        run_until(d, lambda: scene.run.done)
        for _ in range(3):
            ear.step()
        heard = ear.n.said[start:]  # no key pressed since
        finished = [s for s in heard if s.startswith("The review is finished. ")]
        assert len(finished) == 1 and f"{NAMES[0]}: accuracy " in finished[0], heard
        final = [s for s in heard if s.startswith(f"1 of {scene.run.total}: ")]
        assert final and "provisional" not in final[-1], heard  # its final verdict, said
    finally:
        d.close()


def test_a_review_that_stops_on_an_error_says_so(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    record_game(tmp_path, "azul", 2, seed=5)

    def broken(*args: Any, **kwargs: Any) -> None:
        send: Callable[[Message], Any] = args[4]
        send((ERROR, "RuntimeError: no engine today"))

    monkeypatch.setattr(review_run, "stream_review", broken)
    d = open_app(tmp_path)
    try:
        ear, start, scene = listen_to_review(d)
        run_until(d, lambda: scene.run.failed)
        for _ in range(3):
            ear.step()
        heard = ear.n.said[start:]
        assert heard.count(scene.t("review.failed")) == 1, heard
    finally:
        d.close()


@pytest.mark.parametrize(
    ("language", "title", "best"),
    [
        ("hu", "Játszmaelemzés: Azul, 2 játékos: ", ". Legjobb. "),
        ("fi", "Pelin analyysi: Azul, 2 pelaajaa: ", ". Paras. "),
    ],
)
def test_the_review_speaks_the_language_shown(
    tmp_path: Path, language: str, title: str, best: str
) -> None:
    ident = record_game(tmp_path, "azul", 2, seed=5)
    long_review(tmp_path, ident)
    d = open_app(tmp_path)
    try:
        ear = Ear(d)
        ear.step()
        d.app.services.text.set_language(language)
        game = Storage(StoragePaths.under(tmp_path)).load_record(ident).value
        assert game is not None
        d.app.stack.push(ReviewScene(d.app, game))
        said = ear.step()
        assert said[-1].startswith(title + f"{NAMES[0]}, {NAMES[1]}. 1/"), said
        assert best in said[-1]
    finally:
        d.close()


def test_a_streaming_review_says_the_chosen_decision_once_not_at_every_verdict(
    tmp_path: Path,
) -> None:
    record_game(tmp_path, "azul-mini", 2, seed=4)
    d = open_app(tmp_path)
    try:
        ear, start, scene = listen_to_review(d)
        run_until(d, lambda: scene.run.done)
        for _ in range(3):
            ear.step()
        heard = ear.n.said[start:]
        opening = next(k for k, s in enumerate(heard) if s.startswith("Game review: Azul Mini, "))
        heard = heard[opening:]  # no key pressed: the title, the first decision, the end
        total = scene.run.total
        chosen = [s for s in heard if re.search(r"(^|\. )1 of \d+: ", s)]
        assert len(chosen) == 1 and f"1 of {total}: " in chosen[0], heard
        assert heard[-1].startswith("The review is finished. "), heard
    finally:
        d.close()
