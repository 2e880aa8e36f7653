"""Guided lessons: a fixed deal, scripted moves and the steps that explain them (no pygame)."""

from .azul_first_game import AZUL_FIRST_GAME
from .pavilion_first_game import PAVILION_FIRST_GAME
from .pavilion_variants import PAVILION_LESSONS
from .script import Lesson, LessonRun, LessonStep, Pointer
from .variants import VARIANT_LESSONS

# Every lesson by id, in the order the lessons list shows them (within each group).
LESSONS: dict[str, Lesson] = {
    lesson.id: lesson
    for lesson in (AZUL_FIRST_GAME, PAVILION_FIRST_GAME, *VARIANT_LESSONS, *PAVILION_LESSONS)
}

__all__ = ["AZUL_FIRST_GAME", "LESSONS", "Lesson", "LessonRun", "LessonStep", "Pointer"]
