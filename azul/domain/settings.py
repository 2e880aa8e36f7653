"""In-memory player settings (persistence to disk is added elsewhere; keep this plain data)."""

from __future__ import annotations

from dataclasses import dataclass, field

from .controls import Controls

ANIMATION_SPEEDS: tuple[str, ...] = ("slow", "normal", "fast", "instant")
# Multiplier applied to every animation duration; instant skips animations entirely.
SPEED_FACTOR: dict[str, float] = {"slow": 1.7, "normal": 1.0, "fast": 0.45, "instant": 0.0}
PERSON = "person"
COMPUTER = "computer"
MIN_WINDOW = (960, 540)
# Seconds the Hard level (and the Hint) may think per move: 1 s is the default; patient
# players can give it more for a stronger opponent.
HARD_SECONDS: tuple[int, ...] = (1, 2, 5, 10)
# Text and controls size in percent, for reading the screen from further away (a sofa).
UI_SIZES: tuple[int, ...] = (100, 125, 150)
PERCENT = 100
# Narration's speaking rates in words per minute (pyttsx3's own default is about 200).
SPEECH_RATES: tuple[int, ...] = (140, 180, 220, 260)
DEFAULT_SPEECH_RATE = 180

# Colour palettes: the game's own colours, one told apart under the three common colour-vision
# deficiencies (protanopia, deuteranopia, tritanopia) and a high-contrast one. The first is the
# default; the colours themselves are the UI's (azul.ui.theme) and the art's (assets/tiles/).
PALETTES: tuple[str, ...] = ("default", "safe", "contrast")


@dataclass(frozen=True)
class Seat:
    """One player at the table: name, colour, person or computer and the computer's level.

    The one seat type of the app: the new-game choices, the game session and stored games all
    hold it (storage converts it to its file form in one place, `SeatModel`)."""

    name: str = ""  # "" in the new-game choices: the default name
    colour: int = 0
    kind: str = PERSON  # PERSON or COMPUTER
    level: str = ""  # "" = the default level of azul.ai.levels
    # The game controller (its instance id for this run) a person took the seat with on the
    # couch; None: any input plays for the seat. Kept for the session only, never saved.
    pad: int | None = None

    @property
    def is_person(self) -> bool:
        """True for a person (anything that is not a computer)."""
        return self.kind != COMPUTER


def _default_seats() -> list[Seat]:
    return [
        Seat(colour=0, kind=PERSON),
        Seat(colour=1, kind=COMPUTER),
        Seat(colour=2, kind=COMPUTER),
        Seat(colour=3, kind=COMPUTER),
    ]


@dataclass
class NewGameChoices:
    """The last choices made on the new-game screen (offered again next time)."""

    ruleset: str = "azul"
    players: int = 2
    seats: list[Seat] = field(default_factory=_default_seats)
    first_player: int | None = None  # None = drawn at random
    seed: str = ""  # "" = a fresh random seed each game


@dataclass
class Settings:
    """Everything the player can set; the app reads it live from services.settings."""

    language: str = "en"
    animation_speed: str = "normal"
    volume: float = 0.8  # 0..1: sound effects
    music_volume: float = 0.6  # 0..1: the background music loop
    muted: bool = False
    fullscreen: bool = False
    window_size: tuple[int, int] = (1600, 900)
    # Where the window was last (its top-left corner on the desktop); None: the system centres it.
    window_pos: tuple[int, int] | None = None
    colour_blind_symbols: bool = True  # False: tiles are told apart by colour alone
    palette: str = PALETTES[0]  # one of PALETTES
    default_players: int = 2  # 2..4, the seat count a first new game starts with
    default_level: str = ""  # computer level for seats with no level chosen yet ("" = the AI's)
    hard_seconds: int = 1  # thinking time per move of the Hard level and of the Hint
    new_game: NewGameChoices = field(default_factory=NewGameChoices)
    lesson_offered: bool = False  # the first start offered the guided game once
    ui_size: int = 100  # text and controls size in percent, one of UI_SIZES
    # Narration: focus changes, moves, scores and the read-out keys spoken aloud (opt-in).
    narration: bool = False
    speech_rate: int = DEFAULT_SPEECH_RATE  # words per minute, one of SPEECH_RATES
    # Per lesson (by id): the step where the learner left it (absent: not started or done),
    # and the lessons played to their end at least once.
    lesson_steps: dict[str, int] = field(default_factory=dict)
    lessons_done: list[str] = field(default_factory=list)
    controls: Controls = field(default_factory=Controls)  # the player's keys and buttons

    def lesson_state(self, lesson: str) -> tuple[int | None, bool]:
        """Where a lesson was left (None: not in progress) and whether it was ever finished."""
        step = self.lesson_steps.get(lesson)
        ok = isinstance(step, int) and not isinstance(step, bool) and step > 0
        return (step if ok else None), lesson in self.lessons_done

    def speed_factor(self) -> float:
        """Duration multiplier of the chosen animation speed (0 for instant)."""
        return SPEED_FACTOR.get(self.animation_speed, 1.0)

    def ui_scale(self) -> float:
        """Multiplier of text and control sizes (1.0 when the stored value is none offered)."""
        return (self.ui_size if self.ui_size in UI_SIZES else UI_SIZES[0]) / PERCENT

    def effective_volume(self) -> float:
        """Volume actually applied to sounds (0 when muted), clamped to 0..1."""
        return 0.0 if self.muted else max(0.0, min(1.0, float(self.volume)))
