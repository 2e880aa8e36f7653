"""What input marks on a table in one frame: computed once when drawing starts, passed to every
painter, so drawing reads the scene and never writes it. A read-only table (a replay) has none."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Generic, TypeVar

T = TypeVar("T", covariant=True)


@dataclass(frozen=True)
class Marks(Generic[T]):
    """Whether a person may act now, and the keyboard-focused target (None: no focus ring)."""

    interactive: bool = False
    focus: T | None = None
