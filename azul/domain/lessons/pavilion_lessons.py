"""Summer Pavilion's lessons, in the order the lessons list shows them (named by its manifest)."""

from __future__ import annotations

from .pavilion_first_game import PAVILION_FIRST_GAME
from .pavilion_variants import PAVILION_LESSONS
from .script import Lesson

LESSONS: tuple[Lesson, ...] = (PAVILION_FIRST_GAME, *PAVILION_LESSONS)
