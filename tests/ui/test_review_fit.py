"""The review screen's words fit at 1280×720 and 1920×1080, at 100 % and 150 % text size, in
every language, with the longest reasons, why in numbers, the key moments and the luck: a saved
review with every reason is opened (instantly) and drawn; pictures go to the temp dir. Both
lines of a decision fit too, at every step (at 100, 125 and 150 %).

Each test opens the review once in its language and checks every text size and window size on
it in turn, each as the player would set it (the text size, then the window), the screen's
small tables painted anew for each."""

from __future__ import annotations

import shutil
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pygame
import pytest
from support.persistence import choose_tab, open_app, press
from support.pictures import save_picture
from support.review import (
    EVERY_REASON,
    EVERY_WHY,
    SETTINGS,
    long_review,
    luck_once_per_game,
    record_game,
    run_until,
    small_tables_unheard,
)
from support.shared import made_once

from azul.ai.review import analysis, review_game
from azul.ai.review.worker import QUICK, Message
from azul.domain.review_text import reason_text
from azul.storage import Storage, StoragePaths, reviews_dir, save_review
from azul.ui import canvas as canvas_module
from azul.ui import review_run
from azul.ui.canvas import TextDrawn
from azul.ui.review_lines import event_lines
from azul.ui.scenes import review as review_module
from azul.ui.scenes.review import ReviewScene
from azul.ui.scenes.review_layout import DETAIL, LETTERS

from .driver import Driver

LANGUAGES = ["en", "hu", "fi"]
SIZES = [(1280, 720), (1920, 1080)]
# (text size, window size): every one is checked in each language.
SCREENS = [(ui_size, size) for ui_size in (100, 150) for size in SIZES]
LINE_SCREENS = [(ui_size, size) for ui_size in (100, 125, 150) for size in SIZES]
WINDOW = pygame.FRect(0, 0, 1920, 1080)


def opened_review(d: Driver, language: str) -> ReviewScene:
    """The review of the finished game, opened from the records list, in a language."""
    press(d, "Load game")
    choose_tab(d, "Finished games")
    press(d, "Review")
    scene = d.top
    assert isinstance(scene, ReviewScene)
    d.app.services.text.set_language(language)
    return scene


def show_at(d: Driver, scene: ReviewScene, ui_size: int, size: tuple[int, int]) -> None:
    """The text size and window size the player chose (the window told its size, as on a
    resize; at the size it has already, it is painted again all the same), the screen's
    widgets laid out anew as when it opens (the decision list, its rows and the key moments
    at the top, at the first decision)."""
    if scene.line_view is not None:
        d.key(pygame.K_l)  # both lines closed, to be opened anew
    d.app.services.settings.ui_size = ui_size
    d.app.services.fonts.clear()
    d.post(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size)
    d.pump()
    scene._build()
    d.key(pygame.K_HOME)


def whole_frame(d: Driver, drawn: list[TextDrawn]) -> None:
    """Every text of a whole new frame into drawn (the small tables' own words aside; the
    window's one layer here, the background, holds no words)."""
    drawn.clear()
    canvas_module.text_observers.append(drawn.append)
    try:
        d.app.dirty = True
        d.app.render()
    finally:
        canvas_module.text_observers.remove(drawn.append)


def make_long_four(root: Path) -> list[dict[str, Any]]:
    """A 4-player Azul game with its saved review in which every costly decision gives every
    reason (long_review); the review's decisions (as the worker sends them)."""
    ident = record_game(root, "azul", 4, seed=11)
    return [d.to_json() for d in long_review(root, ident).decisions]


@pytest.fixture(scope="module")
def long_four(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, list[dict[str, Any]]]:
    """make_long_four's folder and decisions, made once for the test run."""
    folder, looks = made_once(tmp_path_factory, "long-four", make_long_four)
    return folder, looks


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_review_screen_fits_in_every_language(
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    long_four: tuple[Path, list[dict[str, Any]]],
    language: str,
) -> None:
    monkeypatch.setattr(review_module, "SETTINGS", SETTINGS)
    luck_once_per_game(monkeypatch)  # the same game in every language and size
    small_tables_unheard(monkeypatch)
    shutil.copytree(long_four[0], tmp_path, dirs_exist_ok=True)
    d = open_app(tmp_path)
    drawn: list[TextDrawn] = []
    try:
        scene = opened_review(d, language)
        assert scene.run.loaded  # the saved one, at once
        for ui_size, size in SCREENS:
            show_at(d, scene, ui_size, size)
            d.key(pygame.K_n)  # the first costly decision: every reason
            chosen = scene.decisions[scene.chosen or 0]
            assert chosen.reasons == EVERY_REASON
            whole_frame(d, drawn)
            save_picture(
                pygame.display.get_surface(),
                Path("/tmp") / f"azul-review-{language}-{size[0]}-{ui_size}.png",
            )
            cut = [t.asked for t in drawn if t.shown != t.asked]
            assert cut == [], (ui_size, size)
            assert [t.asked for t in drawn if not WINDOW.contains(t.rect)] == [], (ui_size, size)
            words = " ".join(t.asked for t in drawn).split()
            t = scene.t
            said = [t("review.loss_noise", points=float(chosen.loss), noise=float(chosen.stderr))]
            said += ["• " + reason_text(scene, r) for r in (*EVERY_WHY, *EVERY_REASON)]
            # The summary: every key moment and each seat's luck (worked out by the screen).
            said += [" ".join(row.lines) for row in scene.moments if row.number is not None]
            luck = scene.luck()
            assert luck is not None and [r.number for r in scene.moments if r.number is not None]
            said += [
                t(
                    "review.luck_seat",
                    name=s.name,
                    luck=float(luck.total[k]),
                    adjusted=float(luck.adjusted[k]),
                    score=scene.states[-1].scores[k],
                )
                for k, s in enumerate(scene.seats)
            ]
            for sentence in said:
                for word in sentence.split():
                    assert word in words, (
                        f"{word!r} of {sentence!r} is not shown ({ui_size}, {size})"
                    )
            # Nothing overlaps: the summary ends above the decision list, the words above the
            # tables.
            rows = [r.rect for r in scene.moments if r.number is not None]
            assert all(a.bottom <= b.top + 0.5 for a, b in zip(rows, rows[1:], strict=False))
            assert rows[-1].bottom <= scene.list.rect.top
            assert scene.list.rows >= 3
    finally:
        d.close()


def make_reviewed_four(root: Path) -> None:
    """A 4-player Azul game (the longest names, the most score events a step) with its real
    review (a tiny budget: real lines to play), for the line view's fit tests. No extra
    samples for a doubtful verdict, as in the other review screen tests (the judge's own tests
    cover those): the lines kept are the same (each the first sample's)."""
    ident = record_game(root, "azul", 4, seed=11)
    game = Storage(StoragePaths.under(root)).load_record(ident).value
    assert game is not None
    positions = game.positions
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(analysis, "MAX_SAMPLES_FACTOR", 1)
        review = review_game(positions.states, positions.moves, SETTINGS, luck_samples=0)
    assert save_review(reviews_dir(StoragePaths.under(root)), ident, review).ok


@pytest.fixture(scope="module")
def reviewed_four(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """make_reviewed_four's folder, made once for the test run."""
    return made_once(tmp_path_factory, "reviewed-four", make_reviewed_four)[0]


@pytest.mark.parametrize("language", LANGUAGES)
def test_both_lines_fit_in_every_language(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, reviewed_four: Path, language: str
) -> None:
    """Every step of both lines of a costly decision: the words are whole, inside the detail
    panel, every score event is said and the events end above the keys' reminder."""
    monkeypatch.setattr(review_module, "SETTINGS", SETTINGS)
    luck_once_per_game(monkeypatch)  # the same game in every language and size
    small_tables_unheard(monkeypatch)
    shutil.copytree(reviewed_four, tmp_path, dirs_exist_ok=True)
    d = open_app(tmp_path)
    drawn: list[TextDrawn] = []
    try:
        scene = opened_review(d, language)
        assert scene.run.loaded
        panel = DETAIL.inflate(8, 8)
        names = [s.name for s in scene.seats]
        for ui_size, size in LINE_SCREENS:
            show_at(d, scene, ui_size, size)
            d.key(pygame.K_n)
            d.key(pygame.K_l)
            view = scene.line_view
            assert view is not None
            for step in range(view.last + 1):
                view.go(step)
                whole_frame(d, drawn)
                assert [t.asked for t in drawn if t.shown != t.asked] == [], (ui_size, size)
                lines = [t for t in drawn if scene.list.rect.right < t.rect.x]
                assert [
                    t.asked for t in lines if t.rect.y > panel.y and not panel.contains(t.rect)
                ] == [], (ui_size, size)
                keys = next(t for t in drawn if t.asked == scene.t("review.line_keys"))
                words = " ".join(t.asked for t in lines if t.rect.y > panel.y).split()
                for line in view.lines:
                    said = view.step_words(line)
                    for sentence in [said[0], *said[1]]:
                        for word in sentence.split():
                            assert word in words, (
                                f"{word!r} of {sentence!r} is not shown ({ui_size}, {size})"
                            )
                    if 0 < step <= line.last:
                        assert event_lines(scene, line.steps[step - 1].events, names) == [
                            s for s in said[1] if s != scene.t("review.line_no_points")
                        ]
                above = [t for t in lines if t is not keys and t.rect.y > panel.y]
                # Line boxes may touch a little (the letters take LETTERS of a box's height).
                letters = LETTERS
                assert all(t.rect.y + t.rect.h * letters <= keys.rect.top + 1 for t in above)
            if language == "fi" and ui_size == 150:
                save_picture(
                    pygame.display.get_surface(), Path("/tmp") / f"azul-lines-{size[0]}.png"
                )
    finally:
        d.close()


@pytest.mark.parametrize("language", LANGUAGES)
def test_provisional_labels_fit_in_every_language(
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    long_four: tuple[Path, list[dict[str, Any]]],
    language: str,
) -> None:
    """The first look's labels (every label, marked "?") and its note fit as the final ones
    do: a worker that sends a first look of every decision and then nothing more."""
    monkeypatch.setattr(review_module, "SETTINGS", SETTINGS)
    small_tables_unheard(monkeypatch)
    shutil.copytree(long_four[0], tmp_path, dirs_exist_ok=True)
    looks = long_four[1]
    for saved in reviews_dir(StoragePaths.under(tmp_path)).glob("*.json"):
        saved.unlink()  # reviewed anew: the first look streams in

    def stream(*args: Any, send: Callable[[Message], Any], **kwargs: Any) -> None:
        for look in looks:
            send((QUICK, look))

    monkeypatch.setattr(review_run, "stream_review", stream)
    d = open_app(tmp_path)
    drawn: list[TextDrawn] = []
    try:
        scene = opened_review(d, language)
        run_until(d, lambda: len(scene.decisions) == len(looks))
        assert scene.firm == 0
        for ui_size, size in SCREENS:
            show_at(d, scene, ui_size, size)
            d.key(pygame.K_n)  # a costly decision: its words under the note
            for _ in range(5):  # the list shows every label; each decision's own words
                d.key(pygame.K_DOWN)
                whole_frame(d, drawn)
                assert [t.asked for t in drawn if t.shown != t.asked] == [], (ui_size, size)
                assert [t.asked for t in drawn if not WINDOW.contains(t.rect)] == []
                assert scene.t("review.provisional_note") in {t.shown for t in drawn}
    finally:
        d.close()
