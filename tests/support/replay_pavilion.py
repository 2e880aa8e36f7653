"""A finished Summer Pavilion game on disk."""

from __future__ import annotations

import random
from pathlib import Path

from azul.domain.session import Seat
from azul.engine import Setup, new_game
from azul.storage import GameSnapshot, Storage, StoragePaths

SEATS = (Seat("Anna", 0, "person"), Seat("Bot", 1, "computer", "greedy"))


def finished_game(root: Path, seed: int, ruleset: str = "summer-pavilion", players: int = 2) -> str:
    """Record a random finished game straight through the storage; returns its id."""
    rng = random.Random(seed)
    state = new_game(ruleset, players, seed)
    moves: list[str] = []
    while not state.is_over:
        move = rng.choice(state.legal_moves())
        moves.append(state.format_move(move))
        state = state.apply(move)
    seats = SEATS + tuple(Seat(f"Bot {i}", i, "computer", "easy") for i in range(2, players))
    recorded = Storage(StoragePaths.under(root)).record_finished_game(
        GameSnapshot(seats, Setup(ruleset, players, seed), tuple(moves))
    )
    assert recorded.record.ok
    return recorded.record.id
