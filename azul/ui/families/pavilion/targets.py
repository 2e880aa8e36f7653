"""What input can point at on the Summer Pavilion table (the table's own buttons and panel, a
group of tiles, a supply tile, a round on the track, and on a seat's star board a space, a
structure or the hand), which of them is under a design point, which ones Tab moves between
in each phase, and where the focus goes after a choice."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from azul.engine.drafting import DRAFT
from azul.engine.pavilion_game import BONUS, KEEP
from azul.engine.pavilion_geometry import STRUCTURES
from azul.engine.pavilion_moves import CENTRE

from ...table.targets import GroupTarget, Target
from .decision_state import PavilionChoice
from .layout import Control, PavilionLayout
from .view import PavilionView

HAND_SLOT_REACH = (40, 10)  # a hand tile's slot takes clicks this much wider and taller
TRACK_ROUNDS = 6  # places on the round track
HAND_COLOURS = 6  # slots in a hand, one per colour
CONFIRMING = ("take", "place")  # the buttons that confirm a choice


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


def target_at(
    layout: PavilionLayout,
    view: PavilionView,
    controls: list[Control],
    panel: pygame.FRect | None,
    pos: tuple[float, float],
) -> PavilionTarget | None:
    """What is under a design point: a control, the panel, a tile group, a supply tile, the
    round track, a space, a structure or a hand (its colour's slot)."""
    for i, c in enumerate(controls):
        if c.rect.collidepoint(pos):
            return ControlTarget(i, c.value)
    if panel is not None and panel.collidepoint(pos):
        return PanelTarget()  # the panel itself: nothing under it reacts
    group = layout.group_at(view.factories, view.centre, CENTRE, pos)
    if group is not None:
        return GroupTarget(*group)
    for i in range(len(view.supply)):
        if view.supply[i] >= 0 and layout.supply_slot(i).collidepoint(pos):
            return SupplyTarget(i)
    for k in range(TRACK_ROUNDS):
        if layout.track_rect(k).collidepoint(pos):
            return TrackTarget(k)
    for p, geo in enumerate(layout.boards):
        if not geo.rect.collidepoint(pos):
            continue
        cell = geo.space_at(pos)
        if cell is not None:
            return SpaceTarget(p, cell)
        for i in range(len(STRUCTURES)):
            if geo.structure_rect(i).collidepoint(pos):
                return StructureTarget(p, i)
        if geo.hand_rect().collidepoint(pos):
            for colour in range(HAND_COLOURS):
                if geo.hand_slot(colour).inflate(*HAND_SLOT_REACH).collidepoint(pos):
                    return HandTarget(p, colour)
            return HandTarget(p, -1)
    return None


def focus_targets(
    choice: PavilionChoice, view: PavilionView, wild: int, controls: list[Control]
) -> list[PavilionTarget]:
    """What Tab and the arrows move between in the decision shown (``wild``: the round's wild
    colour)."""
    buttons: list[PavilionTarget] = [ControlTarget(i, c.value) for i, c in enumerate(controls)]
    if choice.phase == DRAFT:
        return [GroupTarget(s, c) for s, c in view.groups(wild)]
    if choice.phase == BONUS:
        supply = [SupplyTarget(i) for i, c in enumerate(view.supply) if c >= 0]
        return [*supply, *buttons]
    if choice.phase == KEEP or choice.space is not None:
        return buttons
    cells = sorted(choice.legal_cells)
    return [*(SpaceTarget(choice.me, c) for c in cells), *buttons]


def focus_after_choice(
    items: list[PavilionTarget], controls: list[Control], selection: tuple[int, int] | None
) -> int:
    """Where the focus goes after a choice: onto the button that confirms it, else onto the
    chosen group."""
    for i, t in enumerate(items):
        if not isinstance(t, ControlTarget) or not 0 <= t.index < len(controls):
            continue
        if controls[t.index].kind in CONFIRMING:
            return i
    if selection is not None:
        for i, t in enumerate(items):
            if isinstance(t, GroupTarget) and (t.source, t.colour) == selection:
                return i
    return 0
