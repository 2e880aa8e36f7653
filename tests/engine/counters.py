"""Counts kept by the random-game tests, reported at the end of the run (see conftest.py)."""

from __future__ import annotations

# Complete random games played (and moves checked) by test_random_games.py in this run.
RANDOM_GAMES = {"games": 0, "moves": 0}
