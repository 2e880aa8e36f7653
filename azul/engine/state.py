"""The interface every family's game state offers, as typed protocols.

Code outside a family (the AI's search and players, storage, replays, the app) sees a game
only through ``GameState``; a family's own code (its AI policy, its UI table kit) narrows to
its concrete class. ``StateClass`` is what a family's manifest names (``manifest.py``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol, Self

from .errors import IllegalMoveError
from .events import ScoreEvent
from .rulesets import RuleSet


class PlayerBoard(Protocol):
    """What every family's player board offers outside the family: the score."""

    @property
    def score(self) -> int:
        """Points so far."""
        ...


class GameState(Protocol):
    """One game position of any family (members read-only here; the family mutates them)."""

    # -- the setup and whose turn it is --

    @property
    def ruleset(self) -> RuleSet:
        """The rule set being played."""
        ...

    @property
    def players(self) -> int:
        """Number of seats."""
        ...

    @property
    def seed(self) -> int:
        """The setup's seed."""
        ...

    @property
    def start_player(self) -> int:
        """Who started round 1."""
        ...

    @property
    def round(self) -> int:
        """Round number, from 1."""
        ...

    @property
    def phase(self) -> str:
        """The family's phase name ("draft" while drafting, "over" once the game has ended)."""
        ...

    @property
    def current(self) -> int:
        """Seat whose decision it is."""
        ...

    @property
    def first_player(self) -> int:
        """Who started this round."""
        ...

    @property
    def next_first(self) -> int:
        """Who took the first-player marker this round, -1 if nobody yet."""
        ...

    @property
    def marker_in_centre(self) -> bool:
        """True while the first-player marker is still in the centre."""
        ...

    # -- the shared drafting table --

    @property
    def factories(self) -> Sequence[tuple[int, ...]]:
        """Tile counts per colour on each factory display."""
        ...

    @property
    def centre(self) -> Sequence[int]:
        """Tile counts per colour in the centre."""
        ...

    @property
    def bag(self) -> Sequence[int]:
        """Tile counts per colour in the bag."""
        ...

    @property
    def bag_total(self) -> int:
        """Tiles in the bag."""
        ...

    @property
    def table_tiles(self) -> int:
        """Tiles on the factories and in the centre."""
        ...

    @property
    def boards(self) -> Sequence[PlayerBoard]:
        """One board per seat."""
        ...

    @property
    def last_events(self) -> tuple[ScoreEvent, ...]:
        """Score changes caused by the last move."""
        ...

    @property
    def tiles_in_play(self) -> int:
        """Every tile wherever it is (the rule set's total: tile conservation)."""
        ...

    def tile_census(self) -> tuple[int, ...]:
        """Tiles of each colour wherever they are, in colour order (each the rule set's
        ``tiles_per_colour``: tile conservation colour by colour)."""
        ...

    # -- results --

    @property
    def is_over(self) -> bool:
        """True when the game has ended (final scoring applied)."""
        ...

    @property
    def current_player(self) -> int:
        """Seat whose decision it is (meaningless once the game is over)."""
        ...

    @property
    def scores(self) -> tuple[int, ...]:
        """Every player's score, by seat."""
        ...

    def winners(self) -> tuple[int, ...]:
        """Seats sharing first place."""
        ...

    def ranking(self) -> list[tuple[int, int]]:
        """(rank, seat) pairs best first; equal places share a rank."""
        ...

    def tiebreak_used(self) -> bool:
        """True when the family's tie-breaker decided (or split) first place."""
        ...

    def breakdown(self, player: int) -> dict[str, int]:
        """The player's score split into the family's parts (they add up to the score)."""
        ...

    # -- moves --

    @property
    def move_space(self) -> int:
        """Every move of this game is an int in ``range(move_space)`` (OpenSpiel's
        num_distinct_actions); ``why_illegal`` refuses every int outside it."""
        ...

    def legal_moves(self) -> list[int]:
        """Every legal move for the player to act, exactly; empty once the game is over."""
        ...

    def why_illegal(self, move: int) -> IllegalMoveError | None:
        """None if the move is legal, else the error apply would raise."""
        ...

    def apply(self, move: int) -> Self:
        """Checked path: the state after a legal move (IllegalMoveError otherwise)."""
        ...

    def play(self, move: int) -> None:
        """Fast path: apply a move from legal_moves() in place, without validation."""
        ...

    def copy(self) -> Self:
        """An independent copy."""
        ...

    def reseeded(self, seed: int) -> Self:
        """A copy whose future draws come from another seed."""
        ...

    def format_move(self, move: int) -> str:
        """The move's text form."""
        ...

    def parse_move(self, text: str) -> int:
        """Parse a move's text form (NotationError if malformed; legality not checked)."""
        ...

    def to_json(self) -> dict[str, Any]:
        """The whole state as plain JSON-compatible data."""
        ...


class StateClass(Protocol):
    """What a family registers: the constructors of its state class."""

    def new(
        self, ruleset: RuleSet, players: int, seed: int, first_player: int | None = None
    ) -> GameState:
        """Set up a new game; the first player is drawn from the seed when not given."""
        ...

    def from_json(self, data: dict[str, Any]) -> GameState:
        """Rebuild a state from its to_json output (StateFormatError if bad)."""
        ...

    def max_moves(self, ruleset: RuleSet, players: int) -> int:
        """A proven upper bound on the number of moves of any game of the rule set."""
        ...
