"""The review screen's words fit at 1280×720 and 1920×1080, at 100 % and 150 % text size, in
every language, with the longest reasons, why in numbers, the key moments and the luck: a saved
review with every reason is opened (instantly) and drawn; pictures go to the temp dir. Both
lines of a decision fit too, at every step (at 100, 125 and 150 %)."""

from __future__ import annotations

import shutil
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pygame
import pytest
from support.persistence import choose_tab, open_app, press
from support.review import (
    EVERY_REASON,
    EVERY_WHY,
    SETTINGS,
    long_review,
    luck_once_per_game,
    record_game,
    run_until,
)

from azul.ai.review import review_game
from azul.ai.review.worker import QUICK, Message
from azul.domain.review_text import reason_text
from azul.storage import Storage, StoragePaths, reviews_dir, save_review
from azul.ui import canvas as canvas_module
from azul.ui import review_run
from azul.ui.canvas import TextDrawn
from azul.ui.review_lines import event_lines
from azul.ui.scenes import review as review_module
from azul.ui.scenes.review import ReviewScene


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("ui_size", [100, 150])
@pytest.mark.parametrize("language", ["en", "hu", "fi"])
def test_the_review_screen_fits_in_every_language(
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    language: str,
    ui_size: int,
    size: tuple[int, int],
) -> None:
    monkeypatch.setattr(review_module, "SETTINGS", SETTINGS)
    luck_once_per_game(monkeypatch)  # the same game in every language and size
    ident = record_game(tmp_path, "azul", 4, seed=11)
    long_review(tmp_path, ident)
    d = open_app(tmp_path)
    drawn: list[TextDrawn] = []
    try:
        press(d, "Load game")
        choose_tab(d, "Finished games")
        press(d, "Review")
        scene = d.top
        assert isinstance(scene, ReviewScene) and scene.run.loaded  # the saved one, at once
        d.app.services.text.set_language(language)
        d.app.services.settings.ui_size = ui_size
        d.app.services.fonts.clear()
        if size != (1280, 720):
            d.post(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size)
        d.key(pygame.K_n)  # the first costly decision: every reason
        chosen = scene.decisions[scene.chosen or 0]
        assert chosen.reasons == EVERY_REASON
        d.app.render()  # paints the small tables once; the next frame reuses them
        canvas_module.text_observers.append(drawn.append)
        d.app.render()
        canvas_module.text_observers.remove(drawn.append)
        pygame.image.save(
            pygame.display.get_surface(),
            str(Path("/tmp") / f"azul-review-{language}-{size[0]}-{ui_size}.png"),
        )
        cut = [t.asked for t in drawn if t.shown != t.asked]
        assert cut == []
        area = pygame.FRect(0, 0, 1920, 1080)
        assert [t.asked for t in drawn if not area.contains(t.rect)] == []
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
                assert word in words, f"{word!r} of {sentence!r} is not shown"
        # Nothing overlaps: the summary ends above the decision list, the words above the tables.
        rows = [r.rect for r in scene.moments if r.number is not None]
        assert all(a.bottom <= b.top + 0.5 for a, b in zip(rows, rows[1:], strict=False))
        assert rows[-1].bottom <= scene.list.rect.top
        assert scene.list.rows >= 3
    finally:
        if drawn.append in canvas_module.text_observers:
            canvas_module.text_observers.remove(drawn.append)
        d.close()


@pytest.fixture(scope="module")
def reviewed_four(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A 4-player Azul game (the longest names, the most score events a step) with its real
    review (a tiny budget: real lines to play), made once for the line view's fit tests."""
    root = tmp_path_factory.mktemp("four")
    ident = record_game(root, "azul", 4, seed=11)
    game = Storage(StoragePaths.under(root)).load_record(ident).value
    assert game is not None
    positions = game.positions
    review = review_game(positions.states, positions.moves, SETTINGS, luck_samples=0)
    assert save_review(reviews_dir(StoragePaths.under(root)), ident, review).ok
    return root


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("ui_size", [100, 125, 150])
@pytest.mark.parametrize("language", ["en", "hu", "fi"])
def test_both_lines_fit_in_every_language(
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    reviewed_four: Path,
    language: str,
    ui_size: int,
    size: tuple[int, int],
) -> None:
    """Every step of both lines of a costly decision: the words are whole, inside the detail
    panel, every score event is said and the events end above the keys' reminder."""
    monkeypatch.setattr(review_module, "SETTINGS", SETTINGS)
    shutil.copytree(reviewed_four, tmp_path, dirs_exist_ok=True)
    d = open_app(tmp_path)
    drawn: list[TextDrawn] = []
    try:
        press(d, "Load game")
        choose_tab(d, "Finished games")
        press(d, "Review")
        scene = d.top
        assert isinstance(scene, ReviewScene) and scene.run.loaded
        d.app.services.text.set_language(language)
        d.app.services.settings.ui_size = ui_size
        d.app.services.fonts.clear()
        if size != (1280, 720):
            d.post(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size)
        d.key(pygame.K_n)
        d.key(pygame.K_l)
        view = scene.line_view
        assert view is not None
        panel = review_module.DETAIL.inflate(8, 8)
        names = [s.name for s in scene.seats]
        for step in range(view.last + 1):
            view.go(step)
            d.app._layers.clear()
            d.app.dirty = True
            d.app.render()  # paints the step's tables once; the next frame reuses them
            drawn.clear()
            canvas_module.text_observers.append(drawn.append)
            d.app._layers.clear()
            d.app.dirty = True
            d.app.render()
            canvas_module.text_observers.remove(drawn.append)
            assert [t.asked for t in drawn if t.shown != t.asked] == []
            lines = [t for t in drawn if scene.list.rect.right < t.rect.x]
            assert [
                t.asked for t in lines if t.rect.y > panel.y and not panel.contains(t.rect)
            ] == []
            keys = next(t for t in drawn if t.asked == scene.t("review.line_keys"))
            words = " ".join(t.asked for t in lines if t.rect.y > panel.y).split()
            for line in view.lines:
                said = view.step_words(line)
                for sentence in [said[0], *said[1]]:
                    for word in sentence.split():
                        assert word in words, f"{word!r} of {sentence!r} is not shown"
                if 0 < step <= line.last:
                    assert event_lines(scene, line.steps[step - 1].events, names) == [
                        s for s in said[1] if s != scene.t("review.line_no_points")
                    ]
            above = [t for t in lines if t is not keys and t.rect.y > panel.y]
            # Line boxes may touch a little (the letters take LETTERS of a box's height).
            letters = review_module.LETTERS
            assert all(t.rect.y + t.rect.h * letters <= keys.rect.top + 1 for t in above)
        if language == "fi" and ui_size == 150:
            pygame.image.save(
                pygame.display.get_surface(), str(Path("/tmp") / f"azul-lines-{size[0]}.png")
            )
    finally:
        if drawn.append in canvas_module.text_observers:
            canvas_module.text_observers.remove(drawn.append)
        d.close()


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("ui_size", [100, 150])
@pytest.mark.parametrize("language", ["en", "hu", "fi"])
def test_provisional_labels_fit_in_every_language(
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    language: str,
    ui_size: int,
    size: tuple[int, int],
) -> None:
    """The first look's labels (every label, marked "?") and its note fit as the final ones
    do: a worker that sends a first look of every decision and then nothing more."""
    monkeypatch.setattr(review_module, "SETTINGS", SETTINGS)
    ident = record_game(tmp_path, "azul", 4, seed=11)
    looks = [d.to_json() for d in long_review(tmp_path, ident).decisions]
    for saved in reviews_dir(StoragePaths.under(tmp_path)).glob("*.json"):
        saved.unlink()  # reviewed anew: the first look streams in

    def stream(*args: Any, send: Callable[[Message], Any], **kwargs: Any) -> None:
        for look in looks:
            send((QUICK, look))

    monkeypatch.setattr(review_run, "stream_review", stream)
    d = open_app(tmp_path)
    drawn: list[TextDrawn] = []
    try:
        press(d, "Load game")
        choose_tab(d, "Finished games")
        press(d, "Review")
        scene = d.top
        assert isinstance(scene, ReviewScene)
        run_until(d, lambda: len(scene.decisions) == len(looks))
        assert scene.firm == 0
        d.app.services.text.set_language(language)
        d.app.services.settings.ui_size = ui_size
        d.app.services.fonts.clear()
        if size != (1280, 720):
            d.post(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size)
        d.key(pygame.K_n)  # a costly decision: its words under the note
        for _ in range(5):  # the list shows every label; each decision's own words
            d.key(pygame.K_DOWN)
            d.app.render()  # paints the small tables once; the next frame reuses them
            drawn.clear()
            canvas_module.text_observers.append(drawn.append)
            d.app._layers.clear()
            d.app.dirty = True
            d.app.render()
            canvas_module.text_observers.remove(drawn.append)
            assert [t.asked for t in drawn if t.shown != t.asked] == []
            area = pygame.FRect(0, 0, 1920, 1080)
            assert [t.asked for t in drawn if not area.contains(t.rect)] == []
            assert scene.t("review.provisional_note") in {t.shown for t in drawn}
    finally:
        if drawn.append in canvas_module.text_observers:
            canvas_module.text_observers.remove(drawn.append)
        d.close()
