"""Reports how many complete random games the invariant tests played in this run.

The number is printed in the terminal summary and stored in pytest's cache, readable with
``cat .pytest_cache/v/azul/engine-random-games``.
"""

from __future__ import annotations

import pytest

from .counters import RANDOM_GAMES


def pytest_terminal_summary(
    terminalreporter: pytest.TerminalReporter, config: pytest.Config
) -> None:
    """Print and store the random-game count (only when the random-game tests ran)."""
    if not RANDOM_GAMES["games"]:
        return
    terminalreporter.write_line(
        f"base-family random games played: {RANDOM_GAMES['games']} complete games, "
        f"{RANDOM_GAMES['moves']} moves checked"
    )
    cache = getattr(config, "cache", None)  # absent when run with -p no:cacheprovider
    if cache is not None:
        cache.set("azul/engine-random-games", dict(RANDOM_GAMES))
