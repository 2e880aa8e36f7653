"""Guided lessons: a fixed deal, scripted moves and the steps that explain them (no pygame).

Each family's manifest (``azul.engine.manifest``) names its lessons; ``LESSONS`` gathers those
of every registered family (in registration order, each family's in the order the lessons list
shows them within each group), loading a family's lesson modules the first time it is read.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from azul.engine import get_ruleset, ruleset_ids
from azul.engine.manifest import FamilyManifest, ManifestError, MergedParts, PartCache

from .script import Lesson, LessonRun, LessonStep, Pointer


def _lessons_part(manifest: FamilyManifest, lessons: Any) -> dict[str, Lesson]:
    """A family's lessons by id, each a Lesson of one of the family's own rule sets."""
    if not isinstance(lessons, tuple | list):
        raise ManifestError(f"family {manifest.name!r}: lessons {manifest.lessons!r} is not a list")
    for lesson in lessons:
        if not isinstance(lesson, Lesson):
            raise ManifestError(f"family {manifest.name!r}: {lesson!r} is not a Lesson")
        if (
            lesson.ruleset not in ruleset_ids()
            or get_ruleset(lesson.ruleset).family != manifest.name
        ):
            raise ManifestError(
                f"family {manifest.name!r}: lesson {lesson.id!r} plays another family's "
                f"rule set {lesson.ruleset!r}"
            )
    return {lesson.id: lesson for lesson in lessons}


_PARTS = PartCache("lessons", _lessons_part)

# Every lesson by id.
LESSONS: Mapping[str, Lesson] = MergedParts("lesson", _PARTS.items)

__all__ = ["LESSONS", "Lesson", "LessonRun", "LessonStep", "Pointer"]
