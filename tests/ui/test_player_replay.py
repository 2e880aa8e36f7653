"""The replay's move list always shows (and highlights) the move just played, the last one
included, whatever the number of moves."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from support.persistence import open_app
from support.records import finished_game, replay_of

from azul.ui.scenes.replay_moves import MoveList


@pytest.mark.parametrize("seed", [20, 21])  # 61 and 80 moves: odd and even
def test_the_move_list_shows_the_current_move_at_every_step(tmp_path: Path, seed: int) -> None:
    finished_game(tmp_path, seed=seed)
    d = open_app(tmp_path)
    try:
        scene = replay_of(d)
        moves = next(w for w in scene.widgets.widgets if isinstance(w, MoveList))
        d.key(pygame.K_END)
        total = len(scene.game.positions.moves)
        for _ in range(total):
            start, cap = moves.window()
            current = scene.step - 1
            if current >= 0:
                assert start <= current < start + cap, (total, current, start, cap)
                assert start % 2 == 0  # a move keeps its column
                assert moves.rect.contains(moves.cell(current))
            d.key(pygame.K_LEFT)
        d.app.render()
    finally:
        d.close()
