"""Family-independent entry points: new games, JSON loading, setups, records and replay."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from .errors import EngineError, IllegalMoveError, NotationError, SetupError, StateFormatError
from .families import family_state
from .rulesets import get_ruleset
from .state import GameState


def new_game(
    ruleset_id: str, players: int, seed: int, first_player: int | None = None
) -> GameState:
    """A new game: first_player None draws the starting seat from the seed."""
    ruleset = get_ruleset(ruleset_id)
    return family_state(ruleset.family).new(ruleset, players, seed, first_player)


def max_game_moves(ruleset_id: str, players: int) -> int:
    """The most moves any game of this rule set and seat count can last: every game ends
    within it (RULES.md 4.3, 4.10), so a longer move list is not a real game."""
    ruleset = get_ruleset(ruleset_id)
    if players not in ruleset.player_counts:
        raise SetupError(f"{ruleset_id} is not played by {players} players")
    return family_state(ruleset.family).max_moves(ruleset, players)


def state_from_json(data: dict[str, Any]) -> GameState:
    """Rebuild any family's state from its to_json output (StateFormatError if bad)."""
    if not isinstance(data, dict):
        raise StateFormatError("a game state must be a JSON object")
    ruleset_id = data.get("ruleset")
    if not isinstance(ruleset_id, str):
        raise StateFormatError(f"a game state names its rule set, not {ruleset_id!r}")
    try:
        ruleset = get_ruleset(ruleset_id)
        state_cls = family_state(ruleset.family)
    except KeyError as exc:
        raise StateFormatError(f"game state names no known rule set: {exc}") from exc
    return state_cls.from_json(data)


@dataclass(frozen=True, slots=True)
class Setup:
    """What fixes a game before its first move: rule set, seats, seed and starting seat."""

    ruleset: str
    players: int
    seed: int
    first_player: int | None = None

    def new_state(self) -> GameState:
        """The opening position."""
        return new_game(self.ruleset, self.players, self.seed, self.first_player)

    def to_json(self) -> dict[str, Any]:
        """Plain-dict form."""
        return {
            "ruleset": self.ruleset,
            "players": self.players,
            "seed": self.seed,
            "first_player": self.first_player,
        }

    @staticmethod
    def from_json(data: dict[str, Any]) -> Setup:
        """Inverse of to_json."""
        fp = data.get("first_player")
        return Setup(str(data["ruleset"]), int(data["players"]), int(data["seed"]), fp)


class ReplayError(EngineError):
    """A move list does not replay legally; ``index`` is the 0-based move that failed."""

    def __init__(self, index: int, move: str, reason: str) -> None:
        super().__init__(f"move {index + 1} ({move!r}) cannot be played: {reason}")
        self.index = index
        self.move = move
        self.reason = reason


def replay(setup: Setup, moves: Iterable[str | int]) -> GameState:
    """Play a move list (notation or ints) from a setup through the checked path."""
    state = setup.new_state()
    for i, m in enumerate(moves):
        try:
            move = state.parse_move(m) if isinstance(m, str) else m
            state = state.apply(move)
        except (NotationError, IllegalMoveError) as exc:
            raise ReplayError(i, str(m), str(exc)) from exc
    return state


@dataclass(slots=True)
class GameRecord:
    """A whole game as setup plus moves in notation; enough to rebuild every position."""

    setup: Setup
    moves: list[str] = field(default_factory=list)

    def final_state(self) -> GameState:
        """Replay the record (ReplayError names the failing move)."""
        return replay(self.setup, self.moves)

    def to_json(self) -> dict[str, Any]:
        """Plain-dict form."""
        return {"setup": self.setup.to_json(), "moves": list(self.moves)}

    @staticmethod
    def from_json(data: dict[str, Any]) -> GameRecord:
        """Inverse of to_json."""
        return GameRecord(Setup.from_json(data["setup"]), [str(m) for m in data["moves"]])
