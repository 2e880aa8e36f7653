"""The review screen's words fit at 1280×720 in every language, with the longest reasons: a
saved review with every reason is opened (instantly) and drawn; pictures go to the temp dir."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from support.persistence import choose_tab, open_app, press
from support.review import EVERY_REASON, SETTINGS, long_review, record_game

from azul.domain.review_text import reason_text
from azul.ui import canvas as canvas_module
from azul.ui.canvas import TextDrawn
from azul.ui.scenes import review as review_module
from azul.ui.scenes.review import ReviewScene


@pytest.mark.parametrize("language", ["en", "hu", "fi"])
def test_the_review_screen_fits_in_every_language(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, language: str
) -> None:
    monkeypatch.setattr(review_module, "SETTINGS", SETTINGS)
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
        d.key(pygame.K_n)  # the first costly decision: every reason
        chosen = scene.decisions[scene.chosen or 0]
        assert chosen.reasons == EVERY_REASON
        d.app.render()  # paints the small tables once; the next frame reuses them
        canvas_module.text_observers.append(drawn.append)
        d.app.render()
        canvas_module.text_observers.remove(drawn.append)
        pygame.image.save(
            pygame.display.get_surface(), str(Path("/tmp") / f"azul-review-{language}.png")
        )
        cut = [t.asked for t in drawn if t.shown != t.asked]
        assert cut == []
        area = pygame.FRect(0, 0, 1920, 1080)
        assert [t.asked for t in drawn if not area.contains(t.rect)] == []
        words = " ".join(t.asked for t in drawn).split()
        for reason in EVERY_REASON:
            for word in ("• " + reason_text(scene, reason)).split():
                assert word in words, f"{word!r} of a reason is not shown"
    finally:
        if drawn.append in canvas_module.text_observers:
            canvas_module.text_observers.remove(drawn.append)
        d.close()
