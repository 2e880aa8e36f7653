"""The registry of computer-player levels selectable per seat."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .simple import GreedyPlayer, RandomPlayer

# level id -> factory(seed) -> player with .choose(state) -> move.
LEVELS: dict[str, Callable[[int], Any]] = {
    "random": RandomPlayer,
    "greedy": GreedyPlayer,
}
DEFAULT_LEVEL = "greedy"


def make_player(level: str, seed: int = 0) -> Any:
    """A fresh player of the given level; raises KeyError naming the known levels."""
    try:
        factory = LEVELS[level]
    except KeyError:
        raise KeyError(f"unknown level {level!r} (known: {', '.join(LEVELS)})") from None
    return factory(seed)
