"""Which computer levels the game offers, read from azul.ai.levels at run time."""

from __future__ import annotations

from azul.ai import levels as _ai


def offered_levels() -> list[str]:
    """Levels a person can pick for a computer seat, weakest first.

    The AI package names the ones meant for people (PLAYER_LEVELS); every registered level
    is offered when it does not."""
    chosen = getattr(_ai, "PLAYER_LEVELS", None) or tuple(_ai.LEVELS)
    return [lvl for lvl in chosen if lvl in _ai.LEVELS]


def default_level() -> str:
    """The level a new computer seat gets."""
    level = str(getattr(_ai, "DEFAULT_LEVEL", ""))
    offered = offered_levels()
    if level in offered:
        return level
    return offered[0] if offered else next(iter(_ai.LEVELS))


def playable(level: str) -> str:
    """The level itself when the AI knows it, else the default (old settings stay usable)."""
    return level if level in _ai.LEVELS else default_level()
