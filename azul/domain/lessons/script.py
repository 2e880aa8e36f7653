"""What a lesson is (a fixed deal, every move of the game scripted, steps that explain them)
and a run through it: which step shows, which move is taught, which scripted move is due."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from azul.engine import new_game

# What a pointer marks on the table (the UI turns these into rectangles of the family layout).
BOARD = "board"  # a = seat
GROUP = "group"  # a = factory, b = colour
CENTRE_GROUP = "centre_group"  # b = colour (a pile in the centre)
LINE = "line"  # a = seat, b = pattern line (0-based)
FLOOR = "floor"  # a = seat
WALL = "wall"  # a = seat
WALL_ROW = "wall_row"  # a = seat, b = row
WALL_CELL = "wall_cell"  # a = seat, b = row * 5 + column (0-based)
CENTRE = "centre"
SCORE = "score"  # a = seat
LID = "lid"  # where spare tiles go (the lid, or Azul Mini's set-aside pile)

# The groups of the lessons list: whole guided first games, then what a variant changes.
FIRST_GAMES = "first_games"
VARIANTS = "variants"


@dataclass(frozen=True)
class Pointer:
    """One element of the table a step points at."""

    kind: str
    a: int = 0
    b: int = 0


@dataclass(frozen=True)
class LessonStep:
    """One step: its text (key under the lesson's section), when it shows and what it points at.

    A move step shows when `at` scripted moves are played and accepts only script[at], played
    by the learner; a note step shows at the same point and waits for Next."""

    key: str
    at: int
    points: tuple[Pointer, ...] = ()
    move: bool = False


@dataclass(frozen=True)
class Lesson:
    """A guided game: rule set, fixed seed and starting seat, every move of it, its steps."""

    id: str
    ruleset: str
    seed: int
    first_player: int
    learner: int  # the learner's seat; the other seats are the computer's
    script: tuple[str, ...]
    steps: tuple[LessonStep, ...]
    players: int = 2
    section: str = "lesson"  # the catalog section of the step texts
    prefix: str = ""  # prepended to every step key in that section
    group: str = FIRST_GAMES  # where the lessons list shows it
    fast_key: str = "lesson.fast"  # what the box says while moves are fast-forwarded
    title: str = ""  # catalog key of its name in the lessons list ("": by its id)
    summary: str = ""  # catalog key of its one-line description ("": by its id)

    def start(self) -> Any:
        """The lesson's first position (always the same deal)."""
        return new_game(self.ruleset, self.players, self.seed, self.first_player)

    def text_key(self, key: str) -> str:
        """The catalog key of a step's text (``key`` may carry a suffix such as ``_why``)."""
        return f"{self.section}.{self.prefix}{key}"

    @property
    def _slug(self) -> str:
        return self.id.replace("-", "_")

    @property
    def title_key(self) -> str:
        """The catalog key of the lesson's name in the lessons list."""
        return self.title or f"lesson_variants.{self._slug}_title"

    @property
    def summary_key(self) -> str:
        """The catalog key of the lesson's one-line description in the lessons list."""
        return self.summary or f"lesson_variants.{self._slug}_summary"


class LessonRun:
    """Where the learner is in a lesson (a step index) and what is due next."""

    def __init__(self, lesson: Lesson, step: int = 0) -> None:
        self.lesson = lesson
        self.step = max(0, min(step, len(lesson.steps) - 1))

    @property
    def current(self) -> LessonStep:
        """The step shown (or about to show, once its scripted moves are played)."""
        return self.lesson.steps[self.step]

    @property
    def is_last(self) -> bool:
        """True on the lesson's last step."""
        return self.step == len(self.lesson.steps) - 1

    def due(self, played: int) -> str | None:
        """The scripted move to play for the learner's opponent (or to fast-forward) before the
        current step shows, given how many moves are played; None when the step is showing."""
        if played < self.current.at:
            return self.lesson.script[played]
        return None

    def showing(self, played: int) -> bool:
        """True when the current step's position is reached (its text and pointers show)."""
        return played == self.current.at

    def taught(self) -> str | None:
        """The move the current step teaches (None on a note step)."""
        step = self.current
        return self.lesson.script[step.at] if step.move else None

    def accepts(self, move_text: str | Sequence[str], played: int) -> bool:
        """True when a learner's decision (one move, or the several engine moves one decision
        is made of, such as a pass and the tiles kept) is the one this step asks for now."""
        texts = (move_text,) if isinstance(move_text, str) else tuple(move_text)
        step = self.current
        if not (step.move and texts and self.showing(played)):
            return False
        return self.lesson.script[step.at : step.at + len(texts)] == texts

    def advance(self) -> bool:
        """Go to the next step; False when this was the last one."""
        if self.is_last:
            return False
        self.step += 1
        return True
