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
from .builtin import BUILTIN_FAMILIES
from .errors import (
    EngineError,
    IllegalMoveError,
    NotationError,
    SetupError,
    StateFormatError,
    UnknownRuleSetError,
)
from .events import ScoreEvent
from .families import family_names, family_state, register_family, unregister_family
from .game import (
    GameRecord,
    ReplayError,
    Setup,
    max_game_moves,
    new_game,
    replay,
    state_from_json,
)
from .manifest import (
    FamilyManifest,
    ManifestError,
    family_manifest,
    manifests,
    register_manifest,
    unregister_manifest,
)
from .pavilion_board import PavilionBoard
from .pavilion_game import PavilionState
from .rulesets import (
    RuleSet,
    all_rulesets,
    get_ruleset,
    make_ruleset,
    register_ruleset,
    ruleset_ids,
    unregister_ruleset,
)
from .state import GameState, PlayerBoard, StateClass

# One call per shipped family; the list's order is the order every rule-set list shows.
for _manifest in BUILTIN_FAMILIES:
    register_manifest(_manifest)

# The longest possible game of any built-in rule set (base family, 4 players: 3·81 rounds of
# at most 36 takes, plus 100 wall-column choices); max_game_moves gives it per rule set.
MAX_GAME_MOVES: int = max(max_game_moves(r.id, n) for r in all_rulesets() for n in r.player_counts)

__all__ = [
    "BUILTIN_FAMILIES",
    "BaseState",
    "Board",
    "EngineError",
    "FamilyManifest",
    "GameRecord",
    "MAX_GAME_MOVES",
    "GameState",
    "IllegalMoveError",
    "ManifestError",
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
    "PlayerBoard",
    "StateClass",
    "all_rulesets",
    "family_manifest",
    "family_names",
    "family_state",
    "get_ruleset",
    "make_ruleset",
    "manifests",
    "max_game_moves",
    "new_game",
    "register_family",
    "register_manifest",
    "register_ruleset",
    "replay",
    "ruleset_ids",
    "state_from_json",
    "unregister_family",
    "unregister_manifest",
    "unregister_ruleset",
]
