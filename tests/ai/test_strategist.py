"""The benchmark's rule-based strategist (benchmarks/strategists.py) plays legally."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import pytest

from azul.engine import new_game

ROOT = Path(__file__).resolve().parents[2]


def _strategists() -> ModuleType:
    name = "benchmarks_strategists"
    if name not in sys.modules:
        spec = importlib.util.spec_from_file_location(name, ROOT / "benchmarks" / "strategists.py")
        assert spec is not None and spec.loader is not None
        module = importlib.util.module_from_spec(spec)
        sys.modules[name] = module
        spec.loader.exec_module(module)
    return sys.modules[name]


@pytest.mark.parametrize(
    ("ruleset", "players"),
    [
        ("azul", 2),
        ("azul-grey", 3),
        ("crystal-mosaic-1", 2),
        ("summer-pavilion", 2),
        ("summer-pavilion-grey", 4),
    ],
)
def test_strategist_plays_whole_games_legally(ruleset: str, players: int) -> None:
    player = _strategists().StrategistPlayer(1)
    state = new_game(ruleset, players, 5)
    while not state.is_over:
        state = state.apply(player.choose(state.copy()))  # apply checks legality
    assert max(state.scores) > 20


def test_strategist_finishes_lines_rather_than_feeding_the_floor() -> None:
    from .positions import base_position

    state = base_position(factories=["bbbb", "yrkw"], scores=[10, 10], next_first=1)
    move = state.format_move(_strategists().StrategistPlayer(1).choose(state))
    assert move in ("1b4", "2y1", "2r1", "2k1", "2w1")  # a line finished, nothing on the floor
