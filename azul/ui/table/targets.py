"""What input can point at on a table, as small typed values: each family's targets are a union
of frozen dataclasses (families/<family>/targets.py); the tile groups on the factory ring are
every drafting family's, so they are here."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Target:
    """Something on the table under the pointer or the keyboard focus (a family's targets
    derive from it; the shared input only passes them back to the family's hooks)."""


@dataclass(frozen=True)
class GroupTarget(Target):
    """The tiles of one colour on a factory or in the centre (``source``: the family's index)."""

    source: int
    colour: int
