"""Engine and AI of "Tiny": a third family that exists only in the tests.

One round on a tiny table: two factories of three tiles, three colours. A take moves every tile
of one colour from a factory or the centre onto the taker's board (the rest of a factory goes
to the centre) and scores one point per tile; the first take from the centre also takes the
first-player marker for -1. The game ends when the table is empty.

It plugs in as the shipped families do: one manifest (``MANIFEST``: its engine, policy and
table kit by module and name), registered by one ``register_manifest`` call; nothing outside
the tests knows it exists.
"""

from __future__ import annotations

from pathlib import Path
from types import MappingProxyType
from typing import Any, ClassVar, Self

from azul.ai.policy import GenericPolicy
from azul.engine import (
    GameState,
    IllegalMoveError,
    NotationError,
    RuleSet,
    ScoreEvent,
    StateFormatError,
)
from azul.engine.common import OVER, json_bool, json_counts, json_int, json_object
from azul.engine.drafting import DRAFT, DraftingState
from azul.engine.manifest import FamilyManifest, register_manifest, unregister_manifest

FAMILY = "tiny"
RULESET_ID = "tiny-1"
COLOURS = ("red", "blue", "white")
LETTERS = ("r", "b", "w")
TAKE = "tiny-take"  # score event: tiles taken; info: colour, tiles
MARKER = "tiny-marker"  # score event: the first-player marker; info: none
MARKER_PENALTY = -1

RULESET = RuleSet(
    id=RULESET_ID,
    family=FAMILY,
    name_key="ruleset.tiny-1.name",
    description_key="ruleset.tiny-1.description",
    colours=COLOURS,
    letters=LETTERS,
    tiles_per_colour=4,
    factories_by_players=MappingProxyType({2: 2}),
    tiles_per_factory=3,
    look="tiny",
    discard_key="lid",
    spec=None,
    player_counts=(2,),
)


class TinyBoard:
    """One seat: tiles held per colour, the score and whether it holds the marker."""

    __slots__ = ("held", "score", "marker")

    def __init__(self) -> None:
        self.held = [0] * len(COLOURS)
        self.score = 0
        self.marker = False

    def copy(self) -> TinyBoard:
        """An independent copy."""
        b = TinyBoard()
        b.held = self.held[:]
        b.score = self.score
        b.marker = self.marker
        return b


def encode(source: int, colour: int) -> int:
    """A move: take ``colour`` from ``source`` (a factory index, or the centre index)."""
    return source * len(COLOURS) + colour


def decode(move: int) -> tuple[int, int]:
    """(source, colour) of a move."""
    return divmod(move, len(COLOURS))


class TinyState(DraftingState):
    """The Tiny family's state, built on the engine's shared drafting table."""

    __slots__ = ("lid",)
    empty_factory: ClassVar[tuple[int, ...]] = (0,) * len(COLOURS)
    family: ClassVar[str] = FAMILY
    phases: ClassVar[tuple[str, ...]] = (DRAFT, OVER)
    score_reasons: ClassVar[tuple[str, ...]] = (TAKE, MARKER)
    boards: list[TinyBoard]  # type: ignore[assignment]
    lid: list[int]

    @classmethod
    def new(
        cls, ruleset: RuleSet, players: int, seed: int, first_player: int | None = None
    ) -> Self:
        """A new game: the factories are filled from the seeded bag."""
        s = cls._setup(ruleset, players, seed, first_player)
        s.boards = [TinyBoard() for _ in range(players)]
        s.lid = [0] * len(COLOURS)
        s._refill_factories(s.lid)
        return s

    @classmethod
    def max_moves(cls, ruleset: RuleSet, players: int) -> int:
        """One round, and every take removes at least one tile: at most one move per tile."""
        return ruleset.factories(players) * ruleset.tiles_per_factory

    def copy(self) -> Self:
        """An independent copy."""
        s = type(self).__new__(type(self))
        self._copy_drafting(s)
        s.lid = self.lid[:]
        return s

    @property
    def centre_index(self) -> int:
        """The source index of the centre."""
        return len(self.factories)

    @property
    def move_space(self) -> int:
        """Every (source, colour) pair, the centre included: moves are below this."""
        return (len(self.factories) + 1) * len(COLOURS)

    def legal_moves(self) -> list[int]:
        """Every (source, colour) that holds tiles."""
        if self.phase == OVER:
            return []
        sources = [*self.factories, tuple(self.centre)]
        return [encode(i, c) for i, f in enumerate(sources) for c in range(len(COLOURS)) if f[c]]

    def why_illegal(self, move: int) -> IllegalMoveError | None:
        """None for a legal move, else why not."""
        if self.phase == OVER:
            return IllegalMoveError("the game is over", "game-over")
        if not isinstance(move, int) or move < 0:
            return IllegalMoveError(f"not a move: {move!r}", "bad-move")
        source, colour = decode(move)
        if source > self.centre_index:
            return IllegalMoveError(f"there is no source {source + 1}", "no-such-factory")
        return self._why_source(source, colour, self.centre_index)

    def play(self, move: int) -> None:
        """Apply a legal move in place."""
        source, colour = decode(move)
        board = self.boards[self.current]
        events: list[ScoreEvent] = []
        if source == self.centre_index:
            taken = self.centre[colour]
            self.centre[colour] = 0
            if self.marker_in_centre:
                self.marker_in_centre = False
                self.next_first = self.current
                board.marker = True
                board.score += MARKER_PENALTY
                events.append(ScoreEvent(self.current, MARKER_PENALTY, MARKER, MARKER_PENALTY))
        else:
            tiles = self.factories[source]
            taken = tiles[colour]
            for c, n in enumerate(tiles):
                if c != colour:
                    self.centre[c] += n
            self.factories[source] = self.empty_factory
        board.held[colour] += taken
        board.score += taken
        self.table_tiles -= taken
        events.insert(0, ScoreEvent(self.current, taken, TAKE, taken, {"colour": colour}))
        self.last_events = tuple(events)
        if self.table_tiles == 0:
            self.phase = OVER
        else:
            self.current = (self.current + 1) % self.players

    def tiebreak_keys(self) -> tuple[tuple[int, ...], ...]:
        """Score only: ties are shared."""
        return tuple((b.score,) for b in self.boards)

    def tiebreak_used(self) -> bool:
        """Tiny has no tie-breaker."""
        return False

    def breakdown(self, player: int) -> dict[str, int]:
        """Tiles taken and the marker penalty (they add up to the score)."""
        return self.breakdown_of(self.boards[player])

    @staticmethod
    def breakdown_of(b: TinyBoard) -> dict[str, int]:
        """A board's tiles taken and marker penalty."""
        return {"tiles": sum(b.held), "marker": MARKER_PENALTY if b.marker else 0}

    def format_move(self, move: int) -> str:
        """'1r' takes red from factory 1, 'cb' blue from the centre."""
        source, colour = decode(move)
        where = "c" if source == self.centre_index else str(source + 1)
        return f"{where}{LETTERS[colour]}"

    def parse_move(self, text: str) -> int:
        """Inverse of format_move (legality not checked)."""
        t = text.strip().lower()
        if len(t) != 2 or t[1] not in LETTERS:
            raise NotationError(f"not a Tiny move: {text!r}")
        if t[0] == "c":
            source = self.centre_index
        elif t[0].isdigit() and 1 <= int(t[0]) <= len(self.factories):
            source = int(t[0]) - 1
        else:
            raise NotationError(f"not a Tiny source: {text!r}")
        return encode(source, LETTERS.index(t[1]))

    @property
    def tiles_in_play(self) -> int:
        """Every tile wherever it is."""
        held = sum(sum(b.held) for b in self.boards)
        return self.bag_total + sum(self.lid) + self.table_tiles + held

    def tile_census(self) -> tuple[int, ...]:
        """Tiles of each colour wherever they are: bag, lid, table and boards."""
        counts = self._drafting_census(self.lid)
        for b in self.boards:
            for c, n in enumerate(b.held):
                counts[c] += n
        return tuple(counts)

    def to_json(self) -> dict[str, Any]:
        """The whole state as JSON data."""
        return {
            **self._drafting_json(),
            "lid": list(self.lid),
            "boards": [
                {"held": list(b.held), "score": b.score, "marker": b.marker} for b in self.boards
            ],
            "last_events": [e.to_json() for e in self.last_events],
        }

    @classmethod
    def _from_json(cls, data: dict[str, Any]) -> Self:
        s = cls._load_drafting(data)
        s.lid = json_counts(data["lid"], len(COLOURS), "lid")
        boards = data["boards"]
        if not isinstance(boards, list) or len(boards) != s.players:
            raise StateFormatError("one board per seat expected")
        s.boards = []
        for raw in boards:
            raw = json_object(raw, "a board")
            b = TinyBoard()
            b.held = json_counts(raw["held"], len(COLOURS), "held")
            b.score = json_int(raw["score"], -100, 100, "score")
            b.marker = json_bool(raw["marker"], "marker")
            parts = sum(s.breakdown_of(b).values())
            if b.score != parts:
                raise StateFormatError(f"the breakdown adds up to {parts}, the score is {b.score}")
            s.boards.append(b)
        s._check_tiles()
        return s


class TinyPolicy(GenericPolicy):
    """The AI's view of Tiny: a take is worth its tiles, minus the marker's point."""

    def move_values(self, state: GameState, moves: list[int]) -> list[float]:
        """Points each move scores at once."""
        assert isinstance(state, TinyState)
        out: list[float] = []
        for move in moves:
            source, colour = decode(move)
            if source == state.centre_index:
                value = state.centre[colour] + (MARKER_PENALTY if state.marker_in_centre else 0)
            else:
                value = state.factories[source][colour]
            out.append(float(value))
        return out


RULESETS = (RULESET,)

# Tiny's parts, as the shipped families' manifests name theirs (azul/engine/builtin.py).
RULES_TEXTS = Path(__file__).parent / "rules"  # its own rules text, as a plug-in brings it

MANIFEST = FamilyManifest(
    name=FAMILY,
    state=f"{__name__}:TinyState",
    rulesets=f"{__name__}:RULESETS",
    policy=f"{__name__}:TinyPolicy",
    kit=f"{__package__}.tiny_kit:TinyKit",
    rules_texts=f"{__name__}:RULES_TEXTS",
)


def register() -> None:
    """Plug Tiny into every layer: the engine now, the AI and the table kit on first use."""
    register_manifest(MANIFEST)


def unregister() -> None:
    """Take Tiny out again, so other tests see only the shipped families."""
    unregister_manifest(FAMILY)
