"""Guided lessons: a fixed deal, scripted moves and the steps that explain them (no pygame).

Each family's manifest (``azul.engine.manifest``) names its lessons; ``LESSONS`` gathers those
of every registered family, loading each family's lesson modules the first time it is read.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Any

from azul.engine import get_ruleset
from azul.engine.manifest import FamilyManifest, ManifestError, PartCache, manifests

from .script import Lesson, LessonRun, LessonStep, Pointer


def _lessons_part(manifest: FamilyManifest, lessons: Any) -> tuple[Lesson, ...]:
    """A family's lessons, each a Lesson of one of the family's own rule sets."""
    if not isinstance(lessons, tuple | list):
        raise ManifestError(f"family {manifest.name!r}: lessons {manifest.lessons!r} is not a list")
    for lesson in lessons:
        if not isinstance(lesson, Lesson):
            raise ManifestError(f"family {manifest.name!r}: {lesson!r} is not a Lesson")
        if get_ruleset(lesson.ruleset).family != manifest.name:
            raise ManifestError(
                f"family {manifest.name!r}: lesson {lesson.id!r} plays another family's "
                f"rule set {lesson.ruleset!r}"
            )
    return tuple(lessons)


_PARTS = PartCache("lessons", _lessons_part)


class Lessons(Mapping[str, Lesson]):
    """Every registered family's lessons by id: the families in registration order, each
    family's lessons in the order the lessons list shows them (within each group)."""

    def __init__(self) -> None:
        self._key: tuple[FamilyManifest, ...] = ()
        self._by_id: dict[str, Lesson] = {}

    def _current(self) -> dict[str, Lesson]:
        key = manifests()
        if key != self._key:  # a family came or went: gather again
            by_id: dict[str, Lesson] = {}
            for family, lessons in _PARTS.items():
                for lesson in lessons:
                    if lesson.id in by_id:
                        raise ManifestError(f"family {family!r}: lesson id {lesson.id!r} is taken")
                    by_id[lesson.id] = lesson
            self._key, self._by_id = key, by_id
        return self._by_id

    def __getitem__(self, lesson_id: str) -> Lesson:
        return self._current()[lesson_id]

    def __iter__(self) -> Iterator[str]:
        return iter(self._current())

    def __len__(self) -> int:
        return len(self._current())


LESSONS: Mapping[str, Lesson] = Lessons()

__all__ = ["LESSONS", "Lesson", "LessonRun", "LessonStep", "Pointer"]
