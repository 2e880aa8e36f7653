"""The base family's lessons, in the order the lessons list shows them (named by its manifest)."""

from __future__ import annotations

from .azul_first_game import AZUL_FIRST_GAME
from .script import Lesson
from .variants import VARIANT_LESSONS

LESSONS: tuple[Lesson, ...] = (AZUL_FIRST_GAME, *VARIANT_LESSONS)
