"""The rules engine: pure Python, no pygame or pydantic (a test enforces it).

Quick use::

    from azul.engine import new_game
    state = new_game("azul", players=2, seed=7)
    while not state.is_over:
        move = state.legal_moves()[0]
        print(state.format_move(move))
        state = state.apply(move)
    print(state.scores, state.winners())

See docs/engine.md for the API, the move notation and the state format.
"""

from __future__ import annotations

from .base_game import BaseState, Board
from .errors import (
    EngineError,
    IllegalMoveError,
    NotationError,
    SetupError,
    StateFormatError,
    UnknownRuleSetError,
)
from .events import ScoreEvent
from .game import GameRecord, GameState, ReplayError, Setup, new_game, replay, state_from_json
from .pavilion_game import PavilionBoard, PavilionState
from .rulesets import RuleSet, all_rulesets, get_ruleset, ruleset_ids

__all__ = [
    "BaseState",
    "Board",
    "EngineError",
    "GameRecord",
    "GameState",
    "IllegalMoveError",
    "NotationError",
    "PavilionBoard",
    "PavilionState",
    "ReplayError",
    "RuleSet",
    "ScoreEvent",
    "Setup",
    "SetupError",
    "StateFormatError",
    "UnknownRuleSetError",
    "all_rulesets",
    "get_ruleset",
    "new_game",
    "replay",
    "ruleset_ids",
    "state_from_json",
]
