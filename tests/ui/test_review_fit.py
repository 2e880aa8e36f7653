"""The review screen's words fit at 1280×720 in every language, with the longest reasons: a
saved review with every reason is opened (instantly) and drawn; pictures go to the temp dir."""

from __future__ import annotations

import random
from pathlib import Path

import pygame
import pytest

from azul.ai.review import (
    LABELS,
    Candidate,
    DecisionReview,
    GameReview,
    Reason,
    ReviewSettings,
    decision_indices,
    summarise,
)
from azul.domain.session import Seat
from azul.engine import Setup, new_game
from azul.storage import GameSnapshot, Storage, StoragePaths, reviews_dir, save_review
from azul.ui import canvas as canvas_module
from azul.ui.canvas import TextDrawn
from azul.ui.review_words import reason_text
from azul.ui.scenes import review as review_module
from azul.ui.scenes.review import ReviewScene

from .test_persistence import choose_tab, open_app, press

NAMES = ("Anna-Kaisa Virtanen", "Bence Kovács-Szabó", "Kalle", "Sanna")
SETTINGS = ReviewSettings(iterations=6)
EVERY_REASON = (
    Reason("floor", {"tiles": 4, "points": -6}),
    Reason("line_unfinishable", {"line": 5}),
    Reason("wall_row_blocked", {"row": 4}),
    Reason("centre_gift", {"tiles": 3, "colour": "black"}),
    Reason("scores_less", {"points": 7}),
)


def record_game(root: Path, ruleset: str, players: int, seed: int) -> str:
    """Record a random finished game of any rule set; returns its id."""
    rng = random.Random(seed)
    state = new_game(ruleset, players, seed)
    moves: list[str] = []
    while not state.is_over:
        move = rng.choice(state.legal_moves())
        moves.append(state.format_move(move))
        state = state.apply(move)
    seats = tuple(Seat(NAMES[i], i, "person") for i in range(players))
    storage = Storage(StoragePaths.under(root))
    recorded = storage.record_finished_game(
        GameSnapshot(seats, Setup(ruleset, players, seed), tuple(moves))
    )
    assert recorded.record.ok
    return recorded.record.id


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
