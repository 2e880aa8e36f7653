"""Finished games of Azul on disk, and opening their replays."""

from __future__ import annotations

import random
from pathlib import Path

from ui.driver import Driver

from azul.domain.session import Seat
from azul.engine import Setup, new_game
from azul.storage import GameSnapshot, Storage, StoragePaths
from azul.ui.scenes.replay import ReplayScene
from support.persistence import choose_tab, press

SEATS = (Seat("Anna", 0, "person"), Seat("Bot", 1, "computer", "greedy"))


def finished_game(root: Path, seed: int) -> str:
    """Record a random finished game straight through the storage; returns its id."""
    rng = random.Random(seed)
    state = new_game("azul", 2, seed)
    moves: list[str] = []
    while not state.is_over:
        move = rng.choice(state.legal_moves())
        moves.append(state.format_move(move))
        state = state.apply(move)
    recorded = Storage(StoragePaths.under(root)).record_finished_game(
        GameSnapshot(SEATS, Setup("azul", 2, seed), tuple(moves))
    )
    assert recorded.record.ok
    return recorded.record.id


def replay_of(d: Driver) -> ReplayScene:
    press(d, "Load game")
    choose_tab(d, "Finished games")
    press(d, "Replay")
    scene = d.top
    assert isinstance(scene, ReplayScene)
    return scene
