"""The on-disk formats as pydantic v2 models (used only here at the storage edge).

Validation is strict (JSON types must match exactly: a hand-edited "3" is not the number 3),
unknown extra keys are ignored, and NaN/infinity are refused.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import TYPE_CHECKING, Annotated, Any, Literal, TypeVar

from pydantic import (
    AwareDatetime,
    BaseModel,
    BeforeValidator,
    ConfigDict,
    Field,
    ValidationError,
    model_validator,
)

from azul.domain.settings import ANIMATION_SPEEDS, DEFAULT_SPEECH_RATE, PALETTES, UI_SIZES, Seat
from azul.engine import MAX_GAME_MOVES, Setup

from .screen_text import clean_value

# The longest game the rules allow (the engine's bound over every rule set: RULES.md 4.3 and
# 4.10 end every game), so no real game is ever refused while a file cannot grow without end.
MAX_MOVES = MAX_GAME_MOVES

# Every text field of every file is cleaned by the one rule of screen_text (control, format
# and surrogate characters become U+FFFD), so nothing read from a file can upset the renderer.
Screened = BeforeValidator(clean_value)
Name = Annotated[str, Screened, Field(max_length=40)]
ShortText = Annotated[str, Screened, Field(max_length=80)]
SaveName = Annotated[str, Screened, Field(max_length=60)]
SeedText = Annotated[str, Screened, Field(max_length=40)]
MoveText = Annotated[str, Screened, Field(min_length=1, max_length=16)]
Volume = Annotated[float, Field(ge=0.0, le=1.0)]
Count = Annotated[int, Field(ge=0)]
SeatIndex = Annotated[int, Field(ge=0, le=7)]
Dimension = Annotated[int, Field(ge=320, le=16384)]
if TYPE_CHECKING:
    AnimationSpeed = str
    UiSize = int
    PaletteName = str
else:
    # The values offered are the domain's tuples (listed once, there). A Literal built from
    # them keeps pydantic's enum schema and its "Input should be 'slow', 'normal', ..." message;
    # mypy cannot read a Literal of a variable, so it sees the plain type.
    AnimationSpeed = Literal[ANIMATION_SPEEDS]
    UiSize = Literal[UI_SIZES]
    PaletteName = Literal[PALETTES]


class StoredModel(BaseModel):
    """Common validation rules of every stored document."""

    model_config = ConfigDict(strict=True, extra="ignore", allow_inf_nan=False, frozen=True)


M = TypeVar("M", bound=BaseModel)
_TOO_LONG = ("string_too_long", "too_long")  # pydantic's error types for a text or list


def _cut(value: Any, error: Mapping[str, Any]) -> Any:
    """value cut to the length the model allows (None when the error is not that it is long)."""
    limit = error.get("ctx", {}).get("max_length")
    whole = len(error["loc"]) == 1  # the field itself, not a part of it
    if whole and error["type"] in _TOO_LONG and isinstance(limit, int):
        return value[:limit] if isinstance(value, str | list) else None
    return None


def fitted(model: type[M], values: Mapping[str, Any], fallback: M) -> M:
    """The model of values, each field validated by the model itself (for a model whose rules
    are per field): a text or list longer than the model allows is cut to its length, and any
    other value it refuses is fallback's, so one bad value resets only itself. A field missing
    from values is fallback's."""
    wanted = {**dict(fallback), **values}
    for cutting in (True, False):  # a cut value the model still refuses is fallback's as well
        try:
            return model.model_validate(wanted)
        except ValidationError as exc:
            errors = exc.errors()
        for error in errors:
            name = str(error["loc"][0]) if error["loc"] else ""
            if name in wanted:
                cut = _cut(wanted[name], error) if cutting else None
                wanted[name] = getattr(fallback, name) if cut is None else cut
    return model.model_validate(wanted)


class SeatModel(StoredModel):
    """One seat: its name, colour index, person or computer, and computer level."""

    name: Name = ""
    colour: Annotated[int, Field(ge=0, le=63)] = 0
    kind: Literal["person", "computer"] = "person"
    level: ShortText = ""

    @staticmethod
    def of(seat: Seat) -> SeatModel:
        """The stored form of a seat: too long a name or level is cut, and an unknown kind or
        colour stored as the default ("person", 0); the session-only controller is left out."""
        values = {"name": seat.name, "colour": seat.colour, "kind": seat.kind, "level": seat.level}
        return fitted(SeatModel, values, SeatModel())

    def to_seat(self) -> Seat:
        """The seat it stores."""
        return Seat(self.name, self.colour, self.kind, self.level)


class SetupModel(StoredModel):
    """The engine Setup: rule set, player count, seed and the starting seat (None = drawn)."""

    ruleset: ShortText
    players: Annotated[int, Field(ge=1, le=8)]
    seed: Annotated[int, Field(ge=0, lt=2**64)]
    first_player: SeatIndex | None = None

    def to_setup(self) -> Setup:
        """The engine's Setup."""
        return Setup(self.ruleset, self.players, self.seed, self.first_player)

    @staticmethod
    def of(setup: Setup) -> SetupModel:
        """From the engine's Setup."""
        return SetupModel(
            ruleset=setup.ruleset,
            players=setup.players,
            seed=setup.seed,
            first_player=setup.first_player,
        )


# --- settings -------------------------------------------------------------------------------


def _default_seats() -> list[SeatModel]:
    return [
        SeatModel(colour=0, kind="person"),
        SeatModel(colour=1, kind="computer"),
        SeatModel(colour=2, kind="computer"),
        SeatModel(colour=3, kind="computer"),
    ]


class NewGameModel(StoredModel):
    """The last choices on the new-game screen."""

    ruleset: ShortText = "azul"
    players: Annotated[int, Field(ge=2, le=4)] = 2
    seats: Annotated[list[SeatModel], Field(max_length=8)] = Field(default_factory=_default_seats)
    first_player: SeatIndex | None = None  # None = drawn at random
    seed: SeedText = ""  # "" = a fresh random seed each game


Coordinate = Annotated[int, Field(ge=-100_000, le=100_000)]

MAX_LESSONS = 64  # lesson entries kept in settings.json (far more than the app has)
MAX_LESSON_STEP = 999
_LESSON_ID = re.compile(r"[a-z0-9][a-z0-9_-]{0,39}")


def lesson_id_ok(value: Any) -> bool:
    """True for a well-formed lesson id."""
    return isinstance(value, str) and _LESSON_ID.fullmatch(value) is not None


def lesson_step_ok(value: Any) -> bool:
    """True for a step number settings.json may hold."""
    ok = isinstance(value, int) and not isinstance(value, bool)
    return ok and 0 <= value <= MAX_LESSON_STEP


def _clean_lesson_steps(value: Any) -> Any:
    """Only well-formed entries (a lesson id and a step): one bad entry loses no other."""
    if not isinstance(value, dict):
        return value  # not an object at all: the field is refused (and reset) as a whole
    good = [(k, v) for k, v in value.items() if lesson_id_ok(k) and lesson_step_ok(v)]
    return dict(good[:MAX_LESSONS])


def _clean_lessons_done(value: Any) -> Any:
    """Only well-formed lesson ids, each once."""
    if not isinstance(value, list):
        return value
    return list(dict.fromkeys(v for v in value if lesson_id_ok(v)))[:MAX_LESSONS]


LessonId = Annotated[str, Field(pattern=r"^[a-z0-9][a-z0-9_-]{0,39}$")]
LessonSteps = Annotated[
    dict[LessonId, Annotated[int, Field(ge=0, le=MAX_LESSON_STEP)]],
    BeforeValidator(_clean_lesson_steps),
    Field(max_length=MAX_LESSONS),
]
LessonsDone = Annotated[
    list[LessonId], BeforeValidator(_clean_lessons_done), Field(max_length=MAX_LESSONS)
]


# Action ids and key or button names are short words; a file cannot grow without end.
ControlName = Annotated[str, Field(max_length=24)]
ControlKeys = Annotated[
    dict[ControlName, Annotated[list[ControlName], Field(max_length=8)]], Field(max_length=64)
]
ControlButtons = Annotated[dict[ControlName, ControlName], Field(max_length=64)]


class SettingsFile(StoredModel):
    """settings.json."""

    schema_version: int = 2
    language: Annotated[str, Field(pattern=r"^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$")] = "en"
    fullscreen: bool = False
    window_size: tuple[Dimension, Dimension] = (1600, 900)
    # Where the window was last (top-left, desktop pixels; negative on a display to the left).
    window_pos: tuple[Coordinate, Coordinate] | None = None
    sound_volume: Volume = 0.8
    music_volume: Volume = 0.6
    muted: bool = False
    animation_speed: AnimationSpeed = "normal"
    colour_blind_symbols: bool = True  # tiles show their symbol unless switched off
    palette: PaletteName = "default"  # colour palette; an older file without it: the default
    default_players: Annotated[int, Field(ge=2, le=4)] = 2
    hard_seconds: Annotated[int, Field(ge=1, le=60)] = 1  # Hard's thinking time per move
    default_seats: Annotated[list[SeatModel], Field(max_length=8)] = Field(
        default_factory=_default_seats
    )
    last_new_game: NewGameModel = Field(default_factory=NewGameModel)
    lesson_offered: bool = False  # the first start offered the guided game once
    lesson_steps: LessonSteps = Field(default_factory=dict)  # lesson id → step where it was left
    lessons_done: LessonsDone = Field(default_factory=list)  # lessons played to their end
    ui_size: UiSize = 100  # text and controls size in percent
    narration: bool = False  # speak focus, moves and scores (absent in older files: off)
    speech_rate: Annotated[int, Field(ge=80, le=400)] = DEFAULT_SPEECH_RATE  # words a minute
    # The player's own keys and controller buttons (action id -> key names / a button name),
    # only where they differ from the defaults; azul.domain.controls cleans them when read.
    control_keys: ControlKeys = Field(default_factory=dict)
    control_buttons: ControlButtons = Field(default_factory=dict)


# --- games in progress (autosave and saved games) --------------------------------------------


class GameHeader(StoredModel):
    """What a list of saves shows without replaying (a cache: replay is the authority)."""

    ruleset: ShortText
    players: list[Name]
    round: Count
    scores: list[int]
    moves: Count
    over: bool
    to_move: SeatIndex


class GameFile(StoredModel):
    """autosave.json and saves/*.json: seats, setup, the full move list and, per move, whether
    it continues the decision before it (so undo takes back whole decisions after loading)."""

    schema_version: int
    kind: Literal["autosave", "save"]
    name: SaveName = ""
    saved_at: AwareDatetime
    header: GameHeader
    seats: Annotated[list[SeatModel], Field(min_length=1, max_length=8)]
    setup: SetupModel
    moves: Annotated[list[MoveText], Field(max_length=MAX_MOVES)]
    continued: Annotated[list[bool], Field(max_length=MAX_MOVES)]  # since version 2

    @model_validator(mode="after")
    def _consistent(self) -> GameFile:
        if len(self.seats) != self.setup.players:
            raise ValueError(f"{len(self.seats)} seats for {self.setup.players} players")
        if len(self.continued) != len(self.moves):
            raise ValueError(f"{len(self.continued)} decision flags for {len(self.moves)} moves")
        return self


# --- finished games -------------------------------------------------------------------------


class RecordFile(StoredModel):
    """records/*.json: one finished game, enough to replay it and to compute statistics."""

    schema_version: int
    kind: Literal["record"]
    finished_at: AwareDatetime
    setup: SetupModel
    start_player: SeatIndex
    seats: Annotated[list[SeatModel], Field(min_length=1, max_length=8)]
    moves: Annotated[list[MoveText], Field(max_length=MAX_MOVES)]
    final_scores: list[int]
    winners: list[SeatIndex]

    @model_validator(mode="after")
    def _consistent(self) -> RecordFile:
        n = self.setup.players
        if len(self.seats) != n or len(self.final_scores) != n:
            raise ValueError(f"seats and scores do not match {n} players")
        if any(w >= n for w in self.winners):
            raise ValueError("a winner is not a seat of this game")
        return self


# --- statistics -----------------------------------------------------------------------------


class MutableModel(BaseModel):
    """Statistics are updated in place, so they are not frozen."""

    model_config = ConfigDict(strict=True, extra="ignore", allow_inf_nan=False)


class ScorePoint(MutableModel):
    """One finished game of one person (a point on the score-over-time chart)."""

    date: AwareDatetime
    score: int
    won: bool
    record: ShortText


class LevelTally(MutableModel):
    """A person's games against computers of one level."""

    games: Count = 0
    wins: Count = 0

    @property
    def win_rate(self) -> float:
        """Share of these games the person won (0 when none)."""
        return self.wins / self.games if self.games else 0.0


class PersonStats(MutableModel):
    """One person's results in one rule set and player count."""

    played: Count = 0
    won: Count = 0
    best: int | None = None
    total: int = 0
    vs_level: dict[ShortText, LevelTally] = Field(default_factory=dict)
    history: list[ScorePoint] = Field(default_factory=list)

    @property
    def average(self) -> float:
        """Average final score (0 when no games)."""
        return self.total / self.played if self.played else 0.0

    @property
    def win_rate(self) -> float:
        """Share of games won (0 when no games)."""
        return self.won / self.played if self.played else 0.0


class GroupStats(MutableModel):
    """Everything about one rule set at one player count."""

    ruleset: ShortText
    players: Annotated[int, Field(ge=1, le=8)]
    games: Count = 0
    people: dict[Name, PersonStats] = Field(default_factory=dict)

    @property
    def best(self) -> int | None:
        """The best score any person made (None before the first game)."""
        bests = [p.best for p in self.people.values() if p.best is not None]
        return max(bests) if bests else None


class StatsFile(MutableModel):
    """stats.json: statistics per "<ruleset>/<players>" plus the records already counted."""

    schema_version: int = 1
    groups: dict[ShortText, GroupStats] = Field(default_factory=dict)
    counted: list[ShortText] = Field(default_factory=list)
