"""Games for the review tests: sim games written as records and replayed positions."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

from azul.ai.levels import hint_iterations
from azul.ai.review import ReviewSettings
from azul.engine import Setup
from azul.sim import play_game, write_game_record
from azul.storage.replay import Positions, replay_positions
from tests.ai.positions import base_position

HINT_BUDGET = 0.02  # seconds of Hard's time: a small Hint, so the test stays cheap
SMALL = ReviewSettings(iterations=hint_iterations(HINT_BUDGET), samples=16)


def sim_positions(ruleset: str, kinds: Sequence[str], seed: int) -> Positions:
    """Every position of a game between built-in players."""
    _, log = play_game(ruleset, kinds, seed)
    return replay_positions(Setup(ruleset, len(kinds), seed), [m for _, m in log], "test")


def sim_record(folder: Path, ruleset: str = "azul-mini", seed: int = 4) -> Path:
    """A greedy-against-random game written as a record file in folder."""
    kinds = ["greedy", "random"]
    _, log = play_game(ruleset, kinds, seed)
    path = folder / "game.json"
    write_game_record(path, ruleset, kinds, seed, None, [m for _, m in log])
    return path


def single(state: Any, played: str) -> tuple[list[Any], list[int]]:
    """(states, moves) of one decision: ``played`` from ``state``."""
    return [state], [state.parse_move(played)]


def last_factory() -> Any:
    """The round's last take: four blacks on factory 1, nothing else on the table, and an empty
    pattern line 4 whose wall row has room for black. Whatever is taken, the round ends."""
    return base_position(
        walls=[(".....", ".....", ".....", "r....", "....."), (".y...",) + (".....",) * 4],
        factories=["kkkk"],
        scores=[12, 10],
        next_first=1,
        round_no=2,
    )
