"""The registry of computer-player levels selectable per seat."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from azul.engine import EngineError, get_ruleset

from .players import EasyPlayer, HardPlayer, MediumPlayer
from .simple import GreedyPlayer, RandomPlayer


def _random(seed: int, budget: float | None) -> Any:
    return RandomPlayer(seed)


def _greedy(seed: int, budget: float | None) -> Any:
    return GreedyPlayer(seed)


# level id -> factory(seed, budget) -> player with .choose(state) -> move. ``budget`` is the
# thinking time in seconds for levels that search (Hard); the others ignore it.
LEVELS: dict[str, Callable[[int, float | None], Any]] = {
    "random": _random,
    "greedy": _greedy,
    "easy": EasyPlayer,
    "medium": MediumPlayer,
    "hard": HardPlayer,
}
# The levels offered to people in the app, weakest first ("random"/"greedy" are for tools).
PLAYER_LEVELS: tuple[str, ...] = ("easy", "medium", "hard")
DEFAULT_LEVEL = "medium"
HINT_LEVEL = "hard"  # hints show what this level would play
# Levels whose moves depend only on the seed, never on timing (fit for reproducible runs).
DETERMINISTIC_LEVELS: frozenset[str] = frozenset({"random", "greedy", "easy", "medium"})


def make_player(level: str, seed: int = 0, budget: float | None = None) -> Any:
    """A fresh player of the given level; raises KeyError naming the known levels."""
    try:
        factory = LEVELS[level]
    except KeyError:
        raise KeyError(f"unknown level {level!r} (known: {', '.join(LEVELS)})") from None
    return factory(seed, budget)


def seat_levels(ruleset_id: str, players: int, seats: str) -> list[str]:
    """The level of every seat from a comma-separated list (one name: every seat), checked
    against the rule set's seat counts; ValueError with a one-line reason otherwise."""
    try:
        ruleset = get_ruleset(ruleset_id)
    except EngineError as exc:
        raise ValueError(str(exc)) from None
    if players not in ruleset.player_counts:
        counts = ruleset.player_counts
        raise ValueError(f"{ruleset.id} is for {min(counts)}-{max(counts)} players, not {players}")
    levels = [s.strip() for s in seats.split(",") if s.strip()]
    if len(levels) == 1:
        levels *= players
    if len(levels) != players:
        raise ValueError(f"--seats names {len(levels)} levels for {players} players")
    for level in levels:
        if level not in LEVELS:
            raise ValueError(f"unknown level {level!r} (known: {', '.join(LEVELS)})")
    return levels
