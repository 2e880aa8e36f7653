"""The game review screen, driven through real events: opened from the end screen, the records
list and the replay; progress then results; next/previous mistake; a decision chosen on the
list and on the chart; cancelled mid-way; reopened instantly from the saved review; exported."""

from __future__ import annotations

import json
import shutil
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pygame
import pytest
from support.persistence import choose_tab, open_app, press
from support.records import finished_game
from support.review import (
    EVERY_WHY,
    NOISE,
    TINY,
    from_records,
    long_review,
    record_game,
    review_top,
    run_until,
)
from support.shared import made_once

from azul.ai.review import ReviewSettings, analysis, key_moments
from azul.domain.review_text import reason_text
from azul.storage import StoragePaths, reviews_dir
from azul.ui.canvas import TextDrawn
from azul.ui.review_words import MISTAKES
from azul.ui.scenes import review as review_module
from azul.ui.scenes.review import ReviewScene
from azul.ui.scenes.review_list import DecisionList, MomentRow

from .driver import Driver
from .pads_helpers import plug
from .pads_helpers import press as pad_press


@pytest.fixture(autouse=True)
def tiny_reviews(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every review in these tests searches only a few iterations per decision, and takes no
    extra samples for a doubtful verdict (the judge's own tests cover those: test_judge.py)."""
    monkeypatch.setattr(review_module, "SETTINGS", TINY)
    monkeypatch.setattr(analysis, "MAX_SAMPLES_FACTOR", 1)


def make_reviewed_five(root: Path) -> str:
    """A finished game (seed 5) and its review as the review screen makes and saves it (the
    tests' tiny budget); the record's id."""
    ident = finished_game(root, seed=5)
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(review_module, "SETTINGS", TINY)
        patch.setattr(analysis, "MAX_SAMPLES_FACTOR", 1)
        d = open_app(root)
        try:
            scene = from_records(d)
            run_until(d, lambda: scene.run.done and scene.run.saved is not None)
            assert scene.run.saved is not None and scene.run.saved.ok
        finally:
            d.close()
    return ident


@pytest.fixture(scope="module")
def reviewed_five(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, str]:
    """make_reviewed_five's folder and record id, made once for the test run for the tests
    that open the review finished. Each test works on its own copy (copied_game)."""
    folder, ident = made_once(tmp_path_factory, "reviewed-five", make_reviewed_five)
    return folder, str(ident)


def copied_game(reviewed: tuple[Path, str], root: Path) -> str:
    """The reviewed game and its saved review, copied under root; the record's id."""
    shutil.copytree(reviewed[0], root, dirs_exist_ok=True)
    return reviewed[1]


@contextmanager
def review_done(reviewed: tuple[Path, str], root: Path) -> Iterator[tuple[Driver, ReviewScene]]:
    """An app on a copy of the reviewed game, its review opened from the records and done
    (closed afterwards)."""
    copied_game(reviewed, root)
    d = open_app(root)
    try:
        scene = from_records(d)
        run_until(d, lambda: scene.run.done)
        yield d, scene
    finally:
        d.close()


def test_the_end_screen_opens_a_review_that_streams_in_and_is_saved(tmp_path: Path) -> None:
    from .driver import session_for

    d = open_app(tmp_path)
    try:
        table = d.start_table(session_for("azul-mini", "cc", seed=4, levels=("easy", "easy")))
        d.settle()
        assert table.state.is_over and type(d.top).__name__ == "EndScene"
        press(d, "Review")
        scene = review_top(d)
        assert scene.run.total > 10 and not scene.run.loaded
        # Progress first: the screen is up before the review is done, and fills in.
        run_until(d, lambda: scene.decisions)
        assert scene.chosen == 0
        run_until(d, lambda: scene.run.done)
        d.step(0.0)
        assert len(scene.decisions) == scene.run.total
        assert scene.export_button.enabled
        saved = list(reviews_dir(StoragePaths.under(tmp_path)).glob("*.json"))
        assert len(saved) == 1 and saved[0].name.endswith(f".{TINY.key}.json")
        # Back to the end screen; opening it again reads the saved review at once.
        d.key(pygame.K_ESCAPE)
        assert type(d.top).__name__ == "EndScene"
        press(d, "Review")
        again = review_top(d)
        assert again.run.loaded and again.run.done and again.run.thread is None
        assert [x.played for x in again.decisions] == [x.played for x in scene.decisions]
    finally:
        d.close()


def test_mistakes_decisions_and_the_chart_are_chosen_with_keys_and_clicks(
    tmp_path: Path, reviewed_five: tuple[Path, str]
) -> None:
    with review_done(reviewed_five, tmp_path) as (d, scene):
        d.step(0.0)
        costly = [x.number for x in scene.decisions if x.label in MISTAKES]
        assert costly, "a random game has costly decisions"
        # The first decision is chosen at the start: the next mistake is the first after it.
        first = next((i for i, n in enumerate(costly) if n > (scene.chosen or 0)), 0)
        press(d, "Next mistake")
        assert scene.chosen == costly[first]
        d.key(pygame.K_n)
        assert scene.chosen == costly[(first + 1) % len(costly)]
        press(d, "Previous mistake")
        assert scene.chosen == costly[first]
        d.key(pygame.K_LEFT)  # the one before (before the first: round to the last)
        assert scene.chosen == costly[first - 1]
        d.key(pygame.K_HOME)
        d.key(pygame.K_DOWN)
        assert scene.chosen == 1
        # A click on a row of the list chooses that decision.
        rows = next(w for w in scene.widgets.widgets if isinstance(w, DecisionList))
        d.click(rows.row_rect(3).center)
        assert scene.chosen == 3
        # A click on the chart chooses the decision nearest to it.
        last = scene.decisions[-1]
        d.click((scene.chart.x_of(last.index), scene.chart.rect.centery))
        assert scene.chosen == last.number
        # The chosen decision's two tables: after the move played and after the engine's.
        chosen = scene.decisions[scene.chosen]
        positions = scene.game.positions
        assert scene.boards[0].session.states[-1] == positions.states[chosen.index + 1]
        before = positions.states[chosen.index]
        best = before.apply(before.parse_move(chosen.best))
        assert scene.boards[1].session.states[-1] == best
        played, engine = scene.said(chosen)
        assert played and engine and "Hint" not in played
        d.app.render()  # the small tables and every text draw without error


def test_cancel_mid_way_stops_the_worker_and_saves_nothing(tmp_path: Path) -> None:
    finished_game(tmp_path, seed=6)
    review_module.SETTINGS = ReviewSettings(iterations=400)  # slow enough to be cut short
    d = open_app(tmp_path)
    try:
        scene = from_records(d)
        run_until(d, lambda: scene.decisions)
        assert not scene.run.done
        d.draw_every = 1  # the window's loop draws every frame (the test driver only on ask)
        frames = d.app.frames
        d.step(0.02)
        d.app.dirty = True
        d.step(0.0)
        assert d.app.frames > frames  # the window keeps drawing while the engine works
        d.key(pygame.K_ESCAPE)
        assert not isinstance(d.top, ReviewScene)
        assert scene.run.thread is not None
        scene.run.thread.join(5.0)
        assert not scene.run.thread.is_alive() and not scene.run.done
        assert not list(reviews_dir(StoragePaths.under(tmp_path)).glob("*.json"))
    finally:
        review_module.SETTINGS = TINY
        d.close()


def test_the_replay_opens_the_review_and_export_writes_json(
    tmp_path: Path, reviewed_five: tuple[Path, str]
) -> None:
    ident = copied_game(reviewed_five, tmp_path)
    d = open_app(tmp_path)
    try:
        press(d, "Load game")
        choose_tab(d, "Finished games")
        press(d, "Replay")
        assert type(d.top).__name__ == "ReplayScene"
        press(d, "Review")
        scene = review_top(d)
        run_until(d, lambda: scene.run.done)
        d.step(0.0)
        press(d, "Export")
        dialog = d.top
        assert dialog is not None and type(dialog).__name__ == "ReviewExportDialog"
        target = tmp_path / "out" / "review.json"
        target.parent.mkdir()
        d.key(pygame.K_BACKSPACE, mod=pygame.KMOD_CTRL)
        d.type_text(str(target))
        d.key(pygame.K_RETURN)
        assert d.top is scene
        data = json.loads(target.read_text(encoding="utf-8"))
        assert data["kind"] == "review" and data["record_id"] == ident
        assert len(data["decisions"]) == scene.run.total
        d.key(pygame.K_ESCAPE)
        assert type(d.top).__name__ == "ReplayScene"
    finally:
        d.close()


@pytest.mark.parametrize(
    ("ruleset", "players"),
    [("summer-pavilion", 3), ("crystal-mosaic-1", 4), ("summer-pavilion-grey-alt-track", 2)],
)
def test_every_family_and_table_size_is_reviewed_and_drawn(
    tmp_path: Path, ruleset: str, players: int
) -> None:
    record_game(tmp_path, ruleset, players, seed=3)
    d = open_app(tmp_path)
    try:
        scene = from_records(d)
        run_until(d, lambda: len(scene.decisions) >= 5)
        reviewed = len(scene.decisions)  # more may stream in meanwhile
        d.key(pygame.K_END)
        assert scene.chosen is not None and scene.chosen >= reviewed - 1  # the last one
        d.app.render()  # the chosen decision's words and small tables draw
        d.key(pygame.K_ESCAPE)
        assert not isinstance(d.top, ReviewScene)
    finally:
        d.close()


def test_the_decision_list_says_moves_as_the_log_does_not_in_notation(
    tmp_path: Path, drawn: list[TextDrawn], reviewed_five: tuple[Path, str]
) -> None:
    with review_done(reviewed_five, tmp_path) as (d, scene):
        drawn.clear()
        d.app._layers.clear()
        d.app.dirty = True
        d.app.render()
        shown = {t.shown for t in drawn}
        first = scene.decisions[0]
        assert first.played not in shown  # the notation ("1r2") is not a row's text
        assert any(t.startswith("line ") or t == "floor" for t in shown), sorted(shown)[:40]


@pytest.mark.parametrize("damage", ["decision seat", "control"])  # every kind: test_saved_reviews
def test_a_damaged_saved_review_is_set_aside_said_and_made_again(
    tmp_path: Path,
    damage: str,
    caplog: pytest.LogCaptureFixture,
    reviewed_five: tuple[Path, str],
) -> None:
    """Reliability N2: the review screen never breaks on a saved review that does not fit its
    record; it is kept aside, the player is told, and the game is reviewed again."""
    copied_game(reviewed_five, tmp_path)  # its review saved by the review screen
    d = open_app(tmp_path)
    try:
        scene = from_records(d)
        assert scene.run.loaded and scene.run.done
        good = [(x.index, x.played, x.best) for x in scene.decisions]
        d.key(pygame.K_ESCAPE)
        d.key(pygame.K_ESCAPE)
        (saved,) = reviews_dir(StoragePaths.under(tmp_path)).glob("*.json")
        doc = json.loads(saved.read_text("utf-8"))
        for decision in doc["decisions"]:
            if damage == "decision seat":
                decision["seat"] = 7
            elif damage == "decision index":
                decision["index"] = 10**6
            elif damage == "expected":
                decision["expected"] = []
            else:
                decision["played"] = "x\u0000y"
        saved.write_text(json.dumps(doc), "utf-8")
        scene = from_records(d)
        assert any("is damaged" in t and "kept as" in t for t in d.app.toasts())
        assert list(saved.parent.glob("*.bad-*"))  # kept aside, never deleted
        run_until(d, lambda: scene.run.done)
        d.app._layers.clear()
        d.app.dirty = True
        d.app.render()  # the screen draws: no frame error, the review is whole again
        assert isinstance(d.top, ReviewScene)
        assert [(x.index, x.played, x.best) for x in scene.decisions] == good
        for _ in range(5):
            d.step(0.05)
        assert d.app._errors == 0 and isinstance(d.top, ReviewScene)
        assert not [r for r in caplog.records if r.levelname == "ERROR"]
    finally:
        d.close()


def _frame(d: Driver, drawn: list[TextDrawn]) -> str:
    """Every text of a whole new frame, joined (wrapped lines meet again with a space)."""
    drawn.clear()
    d.app._layers.clear()
    d.app.dirty = True
    d.app.render()
    return " ".join(t.shown for t in drawn)


def test_a_costly_decision_says_its_loss_with_noise_and_why_in_numbers(
    tmp_path: Path, drawn: list[TextDrawn]
) -> None:
    ident = record_game(tmp_path, "azul", 2, seed=11)
    long_review(tmp_path, ident)
    d = open_app(tmp_path)
    try:
        scene = from_records(d)
        assert scene.run.loaded
        d.key(pygame.K_HOME)
        d.key(pygame.K_DOWN)  # a "good" decision: the named facts only, no numbers
        assert scene.decisions[scene.chosen or 0].label == "good"
        shown = _frame(d, drawn)
        noise = scene.t("review.loss_noise", points=12.75, noise=NOISE)
        assert noise not in shown and reason_text(scene, EVERY_WHY[0]) not in shown
        press(d, "Next mistake")  # an inaccuracy: its loss and noise, then why in numbers
        chosen = scene.decisions[scene.chosen or 0]
        assert chosen.label in MISTAKES and chosen.why == EVERY_WHY
        shown = _frame(d, drawn)
        assert noise in {t.shown for t in drawn}
        for reason in (*chosen.why, *chosen.reasons):
            assert "• " + reason_text(scene, reason) in shown
        said = shown.index(noise)
        assert said < shown.index(reason_text(scene, EVERY_WHY[0]))
        assert shown.index(reason_text(scene, EVERY_WHY[-1])) < shown.index(
            reason_text(scene, chosen.reasons[0])
        )
    finally:
        d.close()


def test_the_key_moments_choose_their_decision_and_each_seat_has_its_luck(
    tmp_path: Path, drawn: list[TextDrawn], monkeypatch: pytest.MonkeyPatch
) -> None:
    ident = record_game(tmp_path, "azul", 3, seed=12)
    review = long_review(tmp_path, ident)
    d = open_app(tmp_path)
    try:
        scene = from_records(d)
        shown = _frame(d, drawn)
        moments = key_moments(review.decisions, 3)
        rows = [w for w in scene.widgets.widgets if isinstance(w, MomentRow)]
        assert [r.number for r in rows] == [m.number for m in moments]
        assert scene.t("review.key_moments") in shown
        for m in moments:
            sentence = scene.t(
                "review.key_moment",
                move=m.index + 1,
                name=scene.seats[m.seat].name,
                played=scene.short(m, m.played),
                best=scene.short(m, m.best),
                points=float(m.loss),
            )
            assert sentence in shown and m.played not in sentence  # the log's words
        # A click on the second moment chooses its decision (and scrolls the list to it).
        d.click(rows[1].rect.center)
        assert scene.chosen == moments[1].number
        # The keyboard: Tab to the third moment, Enter chooses it.
        d.key(pygame.K_HOME)
        for _ in range(len(scene.widgets.widgets) + 1):
            if scene.widgets.focused() is rows[2]:
                break
            d.key(pygame.K_TAB)
        assert scene.widgets.focused() is rows[2]
        d.key(pygame.K_RETURN)
        assert scene.chosen == moments[2].number
        # A controller's A on the focused moment chooses it too.
        d.key(pygame.K_HOME)
        assert scene.chosen == 0 and scene.widgets.focused() is rows[2]
        (pad,) = plug(d, monkeypatch, "Pad")
        pad_press(d, pygame.CONTROLLER_BUTTON_A, pad)
        assert scene.chosen == moments[2].number
        # Each seat's luck, with its luck-adjusted result and final score.
        luck = scene.luck()
        assert luck is not None
        shown = _frame(d, drawn)
        for k, seat in enumerate(scene.seats):
            line = scene.t(
                "review.luck_seat",
                name=seat.name,
                luck=float(luck.total[k]),
                adjusted=float(luck.adjusted[k]),
                score=review.final_scores[k],
            )
            assert line in shown
            assert luck.adjusted[k] == pytest.approx(review.final_scores[k] - luck.total[k])
    finally:
        d.close()


def test_drawing_the_review_changes_nothing(
    reviewed_five: tuple[Path, str], tmp_path: Path
) -> None:
    """The summary (key moments, luck) is laid out before a frame is drawn: drawing, even
    right after the text size changed, moves no row and no list."""

    def placed(scene: ReviewScene) -> tuple[object, ...]:
        rows = tuple((tuple(r.rect), tuple(r.lines), r.size) for r in scene.moments)
        return rows, tuple(scene.list.rect), scene.list.top

    with review_done(reviewed_five, tmp_path) as (d, scene):
        assert any(r.number is not None for r in scene.moments)  # a summary to lay out
        d.app.services.settings.ui_size = 150
        scene.update(0.0)  # the frame's update, as the app runs it before drawing
        before = placed(scene)
        for _ in range(2):
            d.app.dirty = True
            d.app.render()
        assert placed(scene) == before
        d.app.services.settings.ui_size = 100
        d.pump()
        assert placed(scene) != before  # the summary follows the text size
