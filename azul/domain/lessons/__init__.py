"""Guided lessons: a fixed deal, scripted moves and the steps that explain them (no pygame)."""

from .azul_first_game import AZUL_FIRST_GAME
from .script import Lesson, LessonRun, LessonStep, Pointer

LESSONS: dict[str, Lesson] = {AZUL_FIRST_GAME.id: AZUL_FIRST_GAME}

__all__ = ["AZUL_FIRST_GAME", "LESSONS", "Lesson", "LessonRun", "LessonStep", "Pointer"]
