"""The review screen's words fit at 1280×720 and 1920×1080, at 100 % and 150 % text size, in
every language, with the longest reasons, why in numbers, the key moments and the luck: a saved
review with every reason is opened (instantly) and drawn; pictures go to the temp dir."""

from __future__ import annotations

from pathlib import Path

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
)

from azul.domain.review_text import reason_text
from azul.ui import canvas as canvas_module
from azul.ui.canvas import TextDrawn
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
