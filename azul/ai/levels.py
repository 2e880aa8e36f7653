"""The registry of computer-player levels selectable per seat."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from azul.engine import EngineError, get_ruleset

from .players import HARD_BUDGET, EasyPlayer, HardPlayer, MediumPlayer
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
# The Hint is Hard's search with an iteration budget instead of a clock, so that the same
# position and seed always give the same hint, on any machine and under any load, and the game
# review can reproduce it exactly (its verdicts never call the Hint's move a mistake). This
# many iterations per second of Hard's thinking time: about what Hard reaches in a second of
# CPU on the 2-core test machine (3,600 in Azul, 2,500 in Summer Pavilion per second).
HINT_ITERATIONS_PER_SECOND = 3000
MIN_HINT_ITERATIONS = 16
HINT_SEED_STEP = 7919  # a hint's seed: the game's seed times this plus the move number
HINT_SEED_MOD = 2**31
# Levels whose moves depend only on the seed, never on timing (fit for reproducible runs).
DETERMINISTIC_LEVELS: frozenset[str] = frozenset({"random", "greedy", "easy", "medium"})


def make_player(level: str, seed: int = 0, budget: float | None = None) -> Any:
    """A fresh player of the given level; raises KeyError naming the known levels."""
    try:
        factory = LEVELS[level]
    except KeyError:
        raise KeyError(f"unknown level {level!r} (known: {', '.join(LEVELS)})") from None
    return factory(seed, budget)


def hint_iterations(budget: float | None = None) -> int:
    """The Hint's iteration budget for Hard's thinking time ``budget`` (None: the default)."""
    seconds = HARD_BUDGET if budget is None else budget
    return max(MIN_HINT_ITERATIONS, round(seconds * HINT_ITERATIONS_PER_SECOND))


def hint_seed(game_seed: int, move_number: int) -> int:
    """The seed of the Hint asked for before move ``move_number`` (0-based) of a game."""
    return (game_seed * HINT_SEED_STEP + move_number) % HINT_SEED_MOD


def hint_player(seed: int = 0, budget: float | None = None) -> HardPlayer:
    """The player behind the Hint: Hard with the iteration budget of ``hint_iterations``."""
    return HardPlayer(seed, None, iterations=hint_iterations(budget))


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
