"""The review screen's line view and its quick first look, driven through real events: both
lines of a costly decision on the tables, stepped by keys, buttons, a controller and touch,
each step's position and score events the ones the review's own lines were played with; and
the provisional labels of the first look, marked, replaced by the full verdicts, never saved."""

from __future__ import annotations

import threading
from datetime import UTC, datetime
from pathlib import Path

import pygame
import pytest
from support.persistence import open_app, press
from support.review import (
    TINY,
    blunder_first_look,
    costly,
    from_records,
    record_game,
    run_until,
    saved_review,
)

from azul.ai.review import DecisionReview, analysis, review_decisions
from azul.storage import Storage, StoragePaths, load_review, reviews_dir
from azul.ui import review_run
from azul.ui.canvas import TextDrawn
from azul.ui.review_lines import LINE_AHEAD, event_lines
from azul.ui.review_words import label_text
from azul.ui.scenes import review as review_module
from azul.ui.scenes.review import ReviewScene

from .driver import Driver
from .pads_helpers import plug, touch_driver
from .pads_helpers import press as pad_press


@pytest.fixture(autouse=True)
def tiny_reviews(monkeypatch: pytest.MonkeyPatch) -> None:
    """A few iterations per decision and no extra samples (the judge's tests cover those)."""
    monkeypatch.setattr(review_module, "SETTINGS", TINY)
    monkeypatch.setattr(analysis, "MAX_SAMPLES_FACTOR", 1)


def check_step(scene: ReviewScene, d: DecisionReview) -> None:
    """Both tables show the review's own lines at the step shown, replayed with their chance,
    and the step's events are the events the review stored for those moves."""
    view = scene.line_view
    assert view is not None
    positions = scene.game.positions
    for line, board in zip(view.lines, view.boards, strict=True):
        stored = d.lines[line.side]
        state = positions.states[d.index].reseeded(stored.seed)
        taken = 0 if view.step == 0 else min(view.step, LINE_AHEAD + 1)
        if view.step > LINE_AHEAD + 1:
            taken = len(stored.moves)
        for notation in stored.moves[:taken]:
            state = state.apply(state.parse_move(notation))
        assert board.session.state == state
        assert board.session.states[: d.index] == list(positions.states[: d.index])
        if 0 < view.step <= line.last:
            step = line.steps[view.step - 1]
            first = view.step - 1
            last = first if step.single else len(stored.moves) - 1
            mine = [(e.seat, e.reason, e.points) for e in stored.events if first <= e.step <= last]
            assert [(e.player, e.reason, e.delta) for e in step.events] == mine


def shown_text(d: Driver, drawn: list[TextDrawn]) -> set[str]:
    """Every text of a whole new frame."""
    drawn.clear()
    d.app._layers.clear()
    d.app.dirty = True
    d.app.render()
    return {t.shown for t in drawn}


def test_both_lines_step_on_the_tables_by_keys_and_buttons(
    tmp_path: Path, drawn: list[TextDrawn]
) -> None:
    saved_review(tmp_path, "azul", 2, seed=5)
    d = open_app(tmp_path)
    try:
        scene = from_records(d)
        assert scene.run.loaded
        decision = costly(d, scene)
        assert scene.lines_button.enabled and scene.line_view is None
        press(d, "Both lines")  # a click on the button
        view = scene.line_view
        assert view is not None and view.step == 1 and len(view.lines) == 2
        assert {line.side for line in view.lines} == {"played", "best"}
        check_step(scene, decision)
        # The words: each line's title, its move as the log says it, the step's points.
        text = shown_text(d, drawn)
        assert scene.t("review.line_step", n=1, total=view.last) in text
        assert scene.t("review.line_title_played") in text
        played = view.lines[0].steps[0]
        move = scene.describe(played.before, played.moves[0]).sentence
        name = scene.seats[decision.seat].name
        assert scene.t("review.line_move", name=name, move=move) in text
        # Forward by key, button and the last step; each time the tables and events agree.
        d.key(pygame.K_RIGHT)
        assert view.step == 2
        check_step(scene, decision)
        press(d, "Step forward")
        assert view.step == 3
        check_step(scene, decision)
        d.key(pygame.K_END)
        assert view.step == view.last and not scene.line_forward.enabled
        check_step(scene, decision)
        text = shown_text(d, drawn)
        names = [s.name for s in scene.seats]
        for line in view.lines:
            said = event_lines(scene, line.steps[-1].events, names)
            assert said and set(said) <= text  # the round's scoring, in words
        press(d, "Step back")
        assert view.step == view.last - 1
        d.key(pygame.K_HOME)
        assert view.step == 0 and not scene.line_back.enabled
        check_step(scene, decision)
        assert scene.t("review.line_start") in shown_text(d, drawn)
        # Another decision: the lines follow it; Esc closes the lines, then leaves.
        d.key(pygame.K_n)
        assert scene.line_view is not None and scene.line_view.number == scene.chosen
        d.key(pygame.K_ESCAPE)
        assert scene.line_view is None and d.top is scene
        d.key(pygame.K_l)
        assert scene.line_view is not None
        d.key(pygame.K_l)
        assert scene.line_view is None
        d.key(pygame.K_ESCAPE)
        assert d.top is not scene
    finally:
        d.close()


def test_both_lines_by_controller_and_by_touch(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    saved_review(tmp_path, "summer-pavilion", 2, seed=3)
    d = open_app(tmp_path)
    try:
        scene = from_records(d)
        decision = costly(d, scene)
        (pad,) = plug(d, monkeypatch, "Pad")
        # The controller: Back (Tab) to the button, A opens; the d-pad steps; B closes.
        for _ in range(len(scene.widgets.widgets) + 1):
            if scene.widgets.focused() is scene.lines_button:
                break
            pad_press(d, pygame.CONTROLLER_BUTTON_BACK, pad)
        assert scene.widgets.focused() is scene.lines_button
        pad_press(d, pygame.CONTROLLER_BUTTON_A, pad)
        view = scene.line_view
        assert view is not None
        pad_press(d, pygame.CONTROLLER_BUTTON_DPAD_RIGHT, pad)
        assert view.step == 2
        check_step(scene, decision)
        pad_press(d, pygame.CONTROLLER_BUTTON_DPAD_LEFT, pad)
        assert view.step == 1
        pad_press(d, pygame.CONTROLLER_BUTTON_B, pad)
        assert scene.line_view is None and d.top is scene
        # Touch: a tap opens, taps step, a tap goes back to the move.
        finger = touch_driver(d)
        finger.click(scene.lines_button.rect.center)
        view = scene.line_view
        assert view is not None
        finger.click(scene.line_forward.rect.center)
        finger.click(scene.line_forward.rect.center)
        assert view.step == 3
        check_step(scene, decision)
        finger.click(scene.line_back.rect.center)
        assert view.step == 2
        d.app.render()
        finger.click(scene.lines_button.rect.center)
        assert scene.line_view is None
    finally:
        d.close()


def test_a_best_move_has_no_lines_to_show(tmp_path: Path) -> None:
    saved_review(tmp_path, "azul", 2, seed=5)
    d = open_app(tmp_path)
    try:
        scene = from_records(d)
        best = next(x for x in scene.decisions if x.best == x.played)
        scene.choose(best.number)
        assert not scene.lines_button.enabled
        d.key(pygame.K_l)
        assert scene.line_view is None
    finally:
        d.close()


def test_the_first_look_is_shown_provisional_then_replaced_and_never_saved(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, drawn: list[TextDrawn]
) -> None:
    """A worker that sends its quick first look of every decision, then waits: the screen
    shows those labels marked as provisional; the full verdicts replace them one by one, and
    only the full review is saved."""
    ident = record_game(tmp_path, "azul", 2, seed=5)
    go_on = threading.Event()
    quick_seen: list[bool] = []

    monkeypatch.setattr(review_run, "stream_review", blunder_first_look(go_on, quick_seen))
    d = open_app(tmp_path)
    try:
        scene = from_records(d)
        run_until(d, lambda: len(scene.decisions) == scene.run.total)
        assert quick_seen == [True] and scene.firm == 0 and not scene.run.done
        assert all(scene.provisional(x) for x in scene.decisions)
        text = shown_text(d, drawn)
        marked = scene.t("review.provisional_label", label=label_text(scene, "blunder"))
        assert marked in text and label_text(scene, "blunder") not in text
        assert scene.t("review.provisional_note") in text
        assert any(t.startswith("≈") for t in text)  # the accuracy is an estimate too
        assert not scene.export_button.enabled
        assert all(row.number is None for row in scene.moments)  # no key moment yet
        go_on.set()
        run_until(d, lambda: scene.run.done)
        d.step(0.0)
        assert scene.firm == scene.run.total
        assert not any(scene.provisional(x) for x in scene.decisions)
        game = Storage(StoragePaths.under(tmp_path)).load_record(ident).value
        assert game is not None
        final = list(review_decisions(game.positions.states, game.positions.moves, TINY))
        assert [x.to_json() for x in scene.decisions] == [x.to_json() for x in final]
        folder = reviews_dir(StoragePaths.under(tmp_path))
        loaded = load_review(folder, ident, TINY, datetime.now(UTC), game.positions).value
        assert loaded is not None
        assert [x.to_json() for x in loaded.decisions] == [x.to_json() for x in final]
        assert marked not in shown_text(d, drawn)
    finally:
        go_on.set()
        d.close()
