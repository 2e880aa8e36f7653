"""Learn from your mistakes, driven through real events: the title's Practice list (no games,
the person's mistakes newest first, unreviewed games reviewed in the background), a position
on the real table answered wrongly (a nudge, then the answer) and rightly (found, with the
reasons), the progress kept in practice.json, and the review screen's Practise button."""

from __future__ import annotations

import json
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pygame
import pytest
from support.persistence import labels, open_app, press
from support.practice import (
    SEATS,
    click_move,
    key_move,
    practice_top,
    record,
    review_with_mistakes,
)
from support.review import TINY, run_until

from azul.ai.review import analysis
from azul.domain.practice import FOUND, NUDGED, SHOWN, TRYING
from azul.storage import StoragePaths
from azul.storage.practice_store import practice_file, save_practice
from azul.ui import practice_pool
from azul.ui.scenes import review as review_module
from azul.ui.scenes.practice import PracticeScene
from azul.ui.scenes.practice_menu import PracticeMenuScene

from .driver import Driver


@pytest.fixture(autouse=True)
def tiny_reviews(monkeypatch: pytest.MonkeyPatch) -> None:
    """Reviews and answers are judged with a few iterations and samples (the judge's own
    tests cover the full budget)."""
    monkeypatch.setattr(practice_pool, "SETTINGS", TINY)
    monkeypatch.setattr(review_module, "SETTINGS", TINY)
    monkeypatch.setattr(analysis, "MAX_SAMPLES_FACTOR", 1)


def menu_top(d: Driver) -> PracticeMenuScene:
    scene = d.top
    assert isinstance(scene, PracticeMenuScene), type(scene).__name__
    return scene


def open_menu(d: Driver) -> PracticeMenuScene:
    press(d, "Practice")
    return menu_top(d)


@contextmanager
def practising(
    root: Path, ruleset: str = "azul", seed: int = 5, blunders: int = 2
) -> Iterator[tuple[Driver, PracticeScene]]:
    """A person's finished game with reviewed mistakes, the app open on its first position
    (Title → Practice → Start); the app is closed afterwards."""
    ident = record(root, ruleset, seed=seed)
    review_with_mistakes(root, ident, blunders=blunders)
    d = open_app(root)
    try:
        open_menu(d)
        press(d, "Start")
        yield d, practice_top(d)
    finally:
        d.close()


def progress(root: Path) -> dict[str, str]:
    data = json.loads(practice_file(StoragePaths.under(root)).read_text(encoding="utf-8"))
    assert data["kind"] == "practice" and data["schema_version"] == 1
    return dict(data["progress"])


def test_with_no_finished_game_the_list_says_how_to_get_positions(tmp_path: Path) -> None:
    d = open_app(tmp_path)
    try:
        menu = open_menu(d)
        d.step(0.0)
        assert not menu.positions and not menu.pool.busy
        assert menu.empty_text() == d.app.services.t("practice.no_games")
        assert not menu.start_button.enabled
        d.app.render()
        d.key(pygame.K_ESCAPE)
        assert type(d.top).__name__ == "TitleScene"
    finally:
        d.close()


def test_the_list_holds_the_persons_mistakes_and_reviews_the_rest_in_the_background(
    tmp_path: Path,
) -> None:
    reviewed = record(tmp_path, seed=5)
    review_with_mistakes(tmp_path, reviewed)
    unreviewed = record(tmp_path, seed=6)
    d = open_app(tmp_path)
    try:
        menu = open_menu(d)
        # The saved review is read at once; the other game is being reviewed meanwhile.
        assert {p.record_id for p in menu.positions} == {reviewed}
        assert menu.pool.busy
        at = menu.pool.reviewing()
        assert at is not None and (at.game, at.games) == (1, 1) and at.total > 10
        assert "Reviewing your games" in menu.status_text()
        d.app.render()  # the progress bar over the rows
        run_until(d, lambda: not menu.pool.busy)
        d.step(0.0)
        ids = {p.record_id for p in menu.positions}
        assert reviewed in ids
        # Only the person's seat (seat 0), never the computer's.
        assert {p.seat for p in menu.positions} == {0}
        assert all(p.label in ("inaccuracy", "mistake", "blunder") for p in menu.positions)
        # Newest game first (ids sort by finish time), each game's in game order.
        order = [(p.finished_at, p.index) for p in menu.positions]
        assert order == sorted(order, key=lambda o: (-o[0].timestamp(), o[1]))
        assert menu.state_text(menu.positions[0]) == "New"
        assert menu.rows and menu.rows[0].button.label() == "Practise"
        if unreviewed in ids:  # a random game of tiny searches may or may not have slips
            assert any(p.record_id == unreviewed for p in menu.positions)
        d.app.render()
    finally:
        d.close()


def test_a_wrong_answer_gets_a_nudge_and_a_right_one_is_found(tmp_path: Path) -> None:
    ident = record(tmp_path, seed=5)
    review_with_mistakes(tmp_path, ident)
    d = open_app(tmp_path)
    try:
        menu = open_menu(d)
        assert len(menu.positions) == 2
        press(d, "Start")
        scene = practice_top(d)
        position = scene.position
        table = scene.table
        game = scene.game
        # The real table at the position before the decision, the person to move.
        assert table.session.state == game.positions.states[position.index]
        assert table.session.current_seat().is_person
        assert "Find a better move" in scene.text()
        d.app.render()
        # The move played again: the review's verdict, a nudge towards the floor.
        state = table.state
        click_move(d, table, state.parse_move(position.played))
        assert scene.attempt.stage == NUDGED
        assert "Hint: think about your floor line." in scene.text()
        assert position.best not in scene.text()
        d.app.render()
        # Input on the table waits for Try again.
        assert len(table.session.moves) == position.index + 1
        press(d, "Try again")
        assert scene.attempt.stage == TRYING
        table = scene.table
        assert len(table.session.moves) == position.index
        # The engine's move: found, with the review's reasons.
        click_move(d, table, table.state.parse_move(position.best))
        assert scene.attempt.stage == FOUND
        text = scene.text()
        assert "Well found" in text and "Floor line" in text
        # The engine's line, as the review played it: its first moves with their movers.
        line = scene.line_text()
        assert line.startswith("The engine's line: Anna: ") and "Bot: " in line
        assert line in text
        assert progress(tmp_path) == {position.key: "done"}
        d.app.render()
        # Next: the second position; Leave: the list, whose row now says Done.
        press(d, "Next")
        assert scene.number == 1 and scene.attempt.stage == TRYING
        d.key(pygame.K_ESCAPE)
        menu = menu_top(d)
        assert menu.state_text(menu.positions[0]) == "Done"
        assert "1 done" in menu.status_text()
    finally:
        d.close()


def test_another_move_is_judged_in_the_background_and_twice_wrong_shows_the_answer(
    tmp_path: Path,
) -> None:
    with practising(tmp_path, blunders=1) as (d, scene):
        position = scene.position
        state = scene.table.state
        # A move the review did not judge: compared with the best by the review's judge.
        others = [
            m
            for m in state.legal_moves()
            if state.format_move(m) not in (position.best, position.played)
        ]
        floor = [m for m in others if state.format_move(m).endswith("F")]
        answer = (floor or others)[0]
        click_move(d, scene.table, answer)
        assert scene.attempt.answer == state.format_move(answer)
        run_until(d, lambda: scene.attempt.stage != "judging")
        verdict = scene.attempt.verdict
        assert verdict is not None
        if verdict.good:  # within the noise of the best: found
            assert scene.attempt.stage == FOUND
            return
        assert scene.attempt.stage == NUDGED
        press(d, "Try again")
        click_move(d, scene.table, scene.table.state.parse_move(position.played))
        # Twice worse: the answer, played on the table, and the position is to retry.
        assert scene.attempt.stage == SHOWN
        assert "The engine's choice" in scene.text()
        table = scene.table
        assert table.session.moves[-1] == table.session.states[-2].parse_move(position.best)
        assert progress(tmp_path) == {position.key: "retry"}
        d.app.render()
        d.key(pygame.K_RETURN)  # Next: the only position is not done, so it comes again
        assert scene.attempt.stage == TRYING and scene.number == 0


def test_show_answer_and_leave_keep_the_position_to_retry(tmp_path: Path) -> None:
    with practising(tmp_path, blunders=1) as (d, scene):
        assert labels(scene) == ["Show answer", "Leave"]
        press(d, "Show answer")
        assert scene.attempt.stage == SHOWN
        assert progress(tmp_path) == {scene.position.key: "retry"}
        press(d, "Leave")
        menu = menu_top(d)
        assert menu.state_text(menu.positions[0]) == "To retry"


def test_progress_on_a_game_no_longer_kept_is_dropped(tmp_path: Path) -> None:
    ident = record(tmp_path, seed=5)
    review_with_mistakes(tmp_path, ident, blunders=1)
    gone = "20250101-101010-azul-0123456789ab#3"
    save_practice(StoragePaths.under(tmp_path), {gone: "done", f"{ident}#1": "retry"})
    d = open_app(tmp_path)
    try:
        open_menu(d)
        assert progress(tmp_path) == {f"{ident}#1": "retry"}
    finally:
        d.close()


def test_the_review_screens_practise_button_opens_that_games_mistakes(tmp_path: Path) -> None:
    ident = record(tmp_path, seed=5)
    review_with_mistakes(tmp_path, ident)
    d = open_app(tmp_path)
    try:
        from support.review import from_records

        review = from_records(d)
        run_until(d, lambda: review.run.done)
        d.step(0.0)
        assert review.practise_button.enabled
        press(d, "Practise")
        scene = practice_top(d)
        assert [p.seat for p in scene.positions] == [0, 0]
        assert all(p.record_id == ident for p in scene.positions)
        d.key(pygame.K_ESCAPE)
        assert d.top is review
    finally:
        d.close()


def test_the_seats_of_the_record_are_kept_on_the_practice_table(tmp_path: Path) -> None:
    with practising(tmp_path, blunders=1) as (d, scene):
        seats = scene.table.session.setup.seats
        assert [s.name for s in seats] == [s.name for s in SEATS]
        assert not seats[1].is_person


def test_a_summer_pavilion_position_is_practised_on_its_own_table(tmp_path: Path) -> None:
    from support.pavilion_input import take

    from azul.ui.families.pavilion.scene import PavilionTableScene

    with practising(tmp_path, "summer-pavilion", seed=4, blunders=1) as (d, scene):
        table = scene.table
        assert isinstance(table, PavilionTableScene)
        position = scene.position
        assert table.session.state == scene.game.positions.states[position.index]
        d.app.render()
        # The move played again, by the table's own input: a nudge; then the engine's move.
        take(d, table, table.state.parse_move(position.played))
        assert scene.attempt.stage == NUDGED
        d.app.render()
        press(d, "Try again")
        table = scene.table
        assert isinstance(table, PavilionTableScene)
        take(d, table, table.state.parse_move(position.best))
        assert scene.attempt.stage == FOUND
        assert progress(tmp_path) == {position.key: "done"}
        d.app.render()


def test_an_answer_the_judge_cannot_judge_is_said_and_may_be_tried_again(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from azul.ai.review.worker import ERROR
    from azul.ui import practice_judge

    def broken(job: object, send: Any, should_stop: object) -> None:
        send((ERROR, "RuntimeError: no judge today"))

    monkeypatch.setattr(practice_judge, "stream_answer", broken)
    with practising(tmp_path, blunders=1) as (d, scene):
        position = scene.position
        state = scene.table.state
        other = next(
            m
            for m in state.legal_moves()
            if state.format_move(m) not in (position.best, position.played)
        )
        click_move(d, scene.table, other)
        run_until(d, lambda: scene.attempt.stage == TRYING)
        assert scene.attempt.tries == 0
        assert "could not be checked" in scene.text()
        assert len(scene.table.session.moves) == position.index  # back at the position
        click_move(d, scene.table, scene.table.state.parse_move(position.best))
        assert scene.attempt.stage == FOUND


def test_keys_play_the_table_while_a_move_is_asked_and_work_the_box_after(
    tmp_path: Path,
) -> None:
    with practising(tmp_path) as (d, scene):
        position = scene.position
        # Tab, arrows and Enter choose the move on the table, not the box's buttons.
        key_move(d, scene.table, scene.table.state.parse_move(position.played))
        assert scene.attempt.stage == NUDGED and scene.widgets.focus is None
        d.key(pygame.K_TAB)  # now the box: its first button, Try again
        d.key(pygame.K_RETURN)
        assert scene.attempt.stage == TRYING
        d.key(pygame.K_h)  # the Hint key shows the answer
        assert scene.attempt.stage == SHOWN
        d.key(pygame.K_SPACE)  # Next
        assert scene.number == 1 and scene.attempt.stage == TRYING
        key_move(d, scene.table, scene.table.state.parse_move(scene.position.best))
        assert scene.attempt.stage == FOUND
        d.key(pygame.K_ESCAPE)
        assert isinstance(d.top, PracticeMenuScene)


def test_a_controller_and_a_finger_practise_too(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from .pads_helpers import play_base_move, plug, touch_driver
    from .pads_helpers import press as pad_press

    ident = record(tmp_path, seed=5)
    review_with_mistakes(tmp_path, ident)
    d = open_app(tmp_path)
    try:
        (pad,) = plug(d, monkeypatch, "Pad")
        open_menu(d)
        press(d, "Start")
        scene = practice_top(d)
        position = scene.position
        # The d-pad and A choose the move on the table; Y (the Hint) shows the answer.
        play_base_move(d, scene.table, scene.table.state.parse_move(position.played), pad)
        assert scene.attempt.stage == NUDGED
        pad_press(d, pygame.CONTROLLER_BUTTON_DPAD_DOWN, pad)  # the box's first button
        pad_press(d, pygame.CONTROLLER_BUTTON_A, pad)  # Try again
        assert scene.attempt.stage == TRYING
        pad_press(d, pygame.CONTROLLER_BUTTON_Y, pad)
        assert scene.attempt.stage == SHOWN
        pad_press(d, pygame.CONTROLLER_BUTTON_DPAD_DOWN, pad)
        pad_press(d, pygame.CONTROLLER_BUTTON_A, pad)  # Next
        assert scene.number == 1 and scene.attempt.stage == TRYING
        # A finger: taps on the group and the line play the engine's move.
        touch = touch_driver(d)
        click_move(touch, scene.table, scene.table.state.parse_move(scene.position.best))
        assert scene.attempt.stage == FOUND
        pad_press(d, pygame.CONTROLLER_BUTTON_B, pad)  # B leaves
        assert isinstance(d.top, PracticeMenuScene)
    finally:
        d.close()


def test_an_answer_that_ends_the_round_shows_its_summary_which_a_key_closes(
    tmp_path: Path,
) -> None:
    from azul.ai.review import DecisionReview, GameReview, decision_indices, summarise
    from azul.storage import Storage, reviews_dir, save_review

    ident = record(tmp_path, seed=5)
    game = Storage(StoragePaths.under(tmp_path)).load_record(ident).value
    assert game is not None
    states, moves = game.positions.states, game.positions.moves
    index = next(
        i
        for i in decision_indices(states, moves)
        if states[i].current_player == 0 and states[i + 1].round != states[i].round
    )
    state = states[index]
    best = next(m for m in state.legal_moves() if m != moves[index])
    blunder = DecisionReview(
        index=index,
        number=0,
        seat=0,
        round=state.round,
        played=state.format_move(moves[index]),
        best=state.format_move(best),
        loss=7.0,
        label="blunder",
        reasons=(),
        expected=(0.0, 0.0),
        candidates=(),
        iterations=1,
    )
    review = GameReview(TINY, (blunder,), summarise((blunder,), 2), tuple(states[-1].scores))
    assert save_review(reviews_dir(StoragePaths.under(tmp_path)), ident, review).ok
    d = open_app(tmp_path, fast=False)  # animations on: the round's end is scored on the table
    try:
        open_menu(d)
        press(d, "Start")
        scene = practice_top(d)
        click_move(d, scene.table, best)
        assert scene.attempt.stage == FOUND
        assert "Why it beats" not in scene.text()  # the review gave no reasons: no heading
        for _ in range(400):
            d.step(1 / 30)
            if scene.table.summary.active:
                break
        assert scene.table.summary.active
        d.key(pygame.K_SPACE)  # goes to the summary, not to Next
        assert not scene.table.summary.active and scene.attempt.stage == FOUND
        d.app.render()
        for _ in range(400):  # the next round's deal lands
            d.step(1 / 30)
        assert not scene.table.timeline.blocking and not scene.table.summary.active
        press(d, "Leave")
        assert isinstance(d.top, PracticeMenuScene)
    finally:
        d.close()
