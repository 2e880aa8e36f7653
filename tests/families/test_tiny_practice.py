"""Practice is family-free: a third family that exists only in the tests gets it with no edit
anywhere else. A finished Tiny game's saved review gives practice positions, the practice
table is Tiny's own (its kit), the review's best move taken by a click is found, and a move
the review did not judge is judged in the background by the review's judge (Tiny's policy)."""

from __future__ import annotations

import time
from pathlib import Path

import pytest
from support.persistence import press
from support.practice import practice_top, review_with_mistakes
from support.review import TINY

from azul.ai.review import analysis
from azul.domain.practice import FOUND, JUDGING, NUDGED
from azul.ui import practice_pool
from azul.ui.scenes.practice_menu import PracticeMenuScene

from . import tiny_engine as tiny
from .tiny_kit import TinyKit
from .tiny_play import finished_game, start, take
from .tiny_table import TinyTableScene


def test_a_tiny_games_mistakes_are_practised_on_tinys_table(
    registered: None, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(practice_pool, "SETTINGS", TINY)
    monkeypatch.setattr(analysis, "MAX_SAMPLES_FACTOR", 1)
    ident = finished_game(tmp_path, 5)
    review_with_mistakes(tmp_path, ident, blunders=1)
    d = start(tmp_path)
    try:
        press(d, "Practice")
        menu = d.top
        assert isinstance(menu, PracticeMenuScene)
        assert [p.record_id for p in menu.positions] == [ident]
        assert menu.positions[0].ruleset == tiny.RULESET_ID
        press(d, "Start")
        scene = practice_top(d)
        assert isinstance(scene.kit, TinyKit) and isinstance(scene.table, TinyTableScene)
        d.app.render()  # Tiny's painter under the box (Tiny has no lesson box: the foot box)
        state = scene.table.state
        position = scene.position
        others = [
            m
            for m in state.legal_moves()
            if state.format_move(m) not in (position.best, position.played)
        ]
        if others:  # judged by the review's own comparison, in the background
            take(d, scene.table, others[0], "click")
            assert scene.attempt.stage == JUDGING
            deadline = time.monotonic() + 60
            while scene.attempt.stage == JUDGING:
                assert time.monotonic() < deadline
                d.step(0.05)
                time.sleep(0.005)
            assert scene.attempt.verdict is not None
            if scene.attempt.stage == FOUND:
                return
            assert scene.attempt.stage == NUDGED
            press(d, "Try again")
        take(d, scene.table, scene.table.state.parse_move(position.best), "click")
        assert scene.attempt.stage == FOUND
        d.app.render()
        assert d.app._errors == 0
    finally:
        d.close()
