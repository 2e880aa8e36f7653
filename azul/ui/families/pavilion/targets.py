"""What input can point at on the Summer Pavilion table: the table's own buttons and panel, a
group of tiles, a supply tile, a round on the track, and on a seat's star board a space, a
structure or the hand."""

from __future__ import annotations

from dataclasses import dataclass

from ...table.targets import GroupTarget, Target


@dataclass(frozen=True)
class ControlTarget(Target):
    """One of the table's own buttons (``index`` in the frame's controls; ``value``: its value,
    a colour or a count of wild tiles)."""

    index: int
    value: int


@dataclass(frozen=True)
class PanelTarget(Target):
    """The decision panel or the take preview itself (nothing under it reacts)."""


@dataclass(frozen=True)
class SupplyTarget(Target):
    """A supply space on the central board."""

    index: int


@dataclass(frozen=True)
class TrackTarget(Target):
    """A round's wild colour on the round track (``index``: the round, from 0)."""

    index: int


@dataclass(frozen=True)
class SpaceTarget(Target):
    """A space of a seat's star board (``cell``: star * 6 + space)."""

    seat: int
    cell: int


@dataclass(frozen=True)
class StructureTarget(Target):
    """A structure (pillar, statue, window) printed on a seat's board."""

    seat: int
    index: int


@dataclass(frozen=True)
class HandTarget(Target):
    """A seat's hand (``colour``: the tiles pointed at, -1 for the hand as a whole)."""

    seat: int
    colour: int


PavilionTarget = (
    ControlTarget
    | PanelTarget
    | GroupTarget
    | SupplyTarget
    | TrackTarget
    | SpaceTarget
    | StructureTarget
    | HandTarget
)
