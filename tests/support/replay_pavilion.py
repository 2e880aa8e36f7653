"""A finished Summer Pavilion game on disk."""

from __future__ import annotations

from pathlib import Path

from azul.domain.session import Seat
from support.records import SEATS, record_random_game


def finished_game(root: Path, seed: int, ruleset: str = "summer-pavilion", players: int = 2) -> str:
    """Record a random finished game straight through the storage; returns its id."""
    seats = SEATS + tuple(Seat(f"Bot {i}", i, "computer", "easy") for i in range(2, players))
    return record_random_game(root, seats, ruleset, seed)
