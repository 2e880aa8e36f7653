"""The game review's own list of keys (F2 or ?): the decision list, the mistakes, both lines
and Back, with the player's keys, in en/hu/fi and at every text size at 1280×720."""

from __future__ import annotations

import itertools
from pathlib import Path

import pygame
import pytest
from support.persistence import open_app
from support.review import TINY, from_records, luck_once_per_game, record_game, run_until
from support.ui_fit import inside, overlapping, render_top

from azul.ai.review import analysis
from azul.domain.controls import Action, Controls
from azul.domain.settings import UI_SIZES
from azul.ui.canvas import TextDrawn
from azul.ui.scenes import review as review_module
from azul.ui.scenes.keys_help import REVIEW_KEYS, TABLE_KEYS, KeysHelpScene
from azul.ui.scenes.review import ReviewScene


@pytest.fixture(autouse=True)
def tiny_reviews(monkeypatch: pytest.MonkeyPatch) -> None:
    """The reviews behind the list search only a few iterations (the list is the subject)."""
    monkeypatch.setattr(review_module, "SETTINGS", TINY)
    monkeypatch.setattr(analysis, "MAX_SAMPLES_FACTOR", 1)
    luck_once_per_game(monkeypatch)


@pytest.mark.parametrize("language", ["en", "hu", "fi"])
def test_f2_on_the_review_lists_the_reviews_keys_and_they_fit(
    tmp_path: Path, drawn: list[TextDrawn], language: str
) -> None:
    record_game(tmp_path, "azul-mini", 2, seed=4)
    d = open_app(tmp_path)
    try:
        services = d.app.services
        review = from_records(d)  # through the English title and Load screen
        run_until(d, lambda: review.run.done)
        services.settings.language = language
        services.text.set_language(language)
        for size in UI_SIZES:
            services.settings.ui_size = size
            services.fonts.clear()
            d.key(pygame.K_F2)
            sheet = d.top
            assert isinstance(sheet, KeysHelpScene) and sheet.sheet is REVIEW_KEYS
            lines = [x for x in render_top(d, drawn) if x.shown.strip()]
            shown = {x.shown for x in lines}
            for keys, does in REVIEW_KEYS.rows:
                words = sheet.keys_words(keys)
                assert words in shown and sheet.t(does) in shown
                said = words.split(", ")
                assert len(said) == len(set(said)), words  # each key once ("L", not "L, L")
            # Not the table's list: no Hint, no pattern lines.
            assert sheet.t("keys.do_hint") not in shown
            assert all(inside(x.rect) for x in lines), [
                x.shown for x in lines if not inside(x.rect)
            ]
            crowded = [
                (a.shown, b.shown)
                for a, b in itertools.combinations(lines, 2)
                if overlapping(a.rect, b.rect)
            ]
            assert not crowded, (size, crowded)
            d.key(pygame.K_F2)  # the same key closes it
            assert d.top is review
    finally:
        d.close()


def test_the_review_list_says_the_players_own_keys_and_opens_with_a_question_mark(
    tmp_path: Path, drawn: list[TextDrawn]
) -> None:
    record_game(tmp_path, "azul", 2, seed=5)
    d = open_app(tmp_path)
    try:
        services = d.app.services
        # Both lines on K, the next mistake on ] (the letters L, N and P still work).
        services.settings.controls = Controls(
            keys=((Action.LOG, ("k",)), (Action.NEXT_AREA, ("]",)))
        )
        review = from_records(d)
        assert isinstance(review, ReviewScene)
        d.key(pygame.K_SLASH, mod=pygame.KMOD_SHIFT, unicode="?")
        sheet = d.top
        assert isinstance(sheet, KeysHelpScene) and sheet.sheet is REVIEW_KEYS
        shown = {x.shown for x in render_top(d, drawn)}
        assert sheet.keys_words("keys.review_key_lines") == "K, L"
        assert sheet.keys_words("keys.review_key_lines") in shown
        assert any("]" in s and "P, N" in s for s in shown), shown
        d.key(pygame.K_ESCAPE)
        assert d.top is review
        assert TABLE_KEYS.rows != REVIEW_KEYS.rows
    finally:
        d.close()
