"""What the Summer Pavilion table points at: the target under a design point, the targets Tab
moves between in each phase, and where the focus goes after a choice."""

from __future__ import annotations

import pygame

from azul.engine.drafting import DRAFT
from azul.engine.pavilion_game import BONUS, KEEP
from azul.engine.pavilion_geometry import STRUCTURES
from azul.engine.pavilion_moves import CENTRE

from ...scenes.table import Target
from .decision_state import PavilionChoice
from .layout import Control, PavilionLayout
from .view import PavilionView

HAND_SLOT_REACH = (40, 10)  # a hand tile's slot takes clicks this much wider and taller
TRACK_ROUNDS = 6  # places on the round track
HAND_COLOURS = 6  # slots in a hand, one per colour
CONFIRMING = ("take", "place")  # the buttons that confirm a choice


def target_at(
    layout: PavilionLayout,
    view: PavilionView,
    controls: list[Control],
    panel: pygame.FRect | None,
    pos: tuple[float, float],
) -> Target | None:
    """What is under a design point: a control, the panel, a tile group, a supply tile, the
    round track, a space, a structure or a hand (its colour's slot)."""
    for i, c in enumerate(controls):
        if c.rect.collidepoint(pos):
            return Target("control", i, c.value)
    if panel is not None and panel.collidepoint(pos):
        return Target("panel")  # the panel itself: nothing under it reacts
    group = layout.group_at(view.factories, view.centre, CENTRE, pos)
    if group is not None:
        return Target("group", *group)
    for i in range(len(view.supply)):
        if view.supply[i] >= 0 and layout.supply_slot(i).collidepoint(pos):
            return Target("supply", i)
    for k in range(TRACK_ROUNDS):
        if layout.track_rect(k).collidepoint(pos):
            return Target("track", k)
    for p, geo in enumerate(layout.boards):
        if not geo.rect.collidepoint(pos):
            continue
        cell = geo.space_at(pos)
        if cell is not None:
            return Target("space", p, cell)
        for i in range(len(STRUCTURES)):
            if geo.structure_rect(i).collidepoint(pos):
                return Target("structure", p, i)
        if geo.hand_rect().collidepoint(pos):
            for colour in range(HAND_COLOURS):
                if geo.hand_slot(colour).inflate(*HAND_SLOT_REACH).collidepoint(pos):
                    return Target("hand", p, colour)
            return Target("hand", p, -1)
    return None


def focus_targets(
    choice: PavilionChoice, view: PavilionView, wild: int, controls: list[Control]
) -> list[Target]:
    """What Tab and the arrows move between in the decision shown (``wild``: the round's wild
    colour)."""
    buttons = [Target("control", i, c.value) for i, c in enumerate(controls)]
    if choice.phase == DRAFT:
        return [Target("group", s, c) for s, c in view.groups(wild)]
    if choice.phase == BONUS:
        supply = [Target("supply", i) for i, c in enumerate(view.supply) if c >= 0]
        return supply + buttons
    if choice.phase == KEEP or choice.space is not None:
        return buttons
    cells = sorted(choice.legal_cells)
    return [Target("space", choice.me, c) for c in cells] + buttons


def focus_after_choice(
    items: list[Target], controls: list[Control], selection: tuple[int, int] | None
) -> int:
    """Where the focus goes after a choice: onto the button that confirms it, else onto the
    chosen group."""
    for i, t in enumerate(items):
        if t.kind == "control" and 0 <= t.a < len(controls) and controls[t.a].kind in CONFIRMING:
            return i
    if selection is not None:
        for i, t in enumerate(items):
            if t.kind == "group" and (t.a, t.b) == selection:
                return i
    return 0
