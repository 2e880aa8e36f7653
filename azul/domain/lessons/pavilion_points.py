"""What a Summer Pavilion lesson step can point at (the UI resolves these to rectangles).

Kinds shared with every family (azul.domain.lessons.script) keep their meaning here: GROUP
(a = factory, b = colour), CENTRE_GROUP (b = colour), CENTRE, BOARD (a = seat), SCORE
(a = seat). The Summer Pavilion table adds these; a value of ALL in b means "the whole thing".
"""

from __future__ import annotations

from .script import BOARD, CENTRE, CENTRE_GROUP, GROUP, SCORE

ALL = -1

STAR = "pavilion_star"  # a = seat, b = star (0..5 outer clockwise from upper-left, 6 centre)
SPACE = "pavilion_space"  # a = seat, b = cell (star * 6 + space)
STRUCTURE = "pavilion_structure"  # a = seat, b = index into the engine's STRUCTURES
HAND = "pavilion_hand"  # a = seat, b = colour (ALL: the whole hand)
CORNERS = "pavilion_corners"  # a = seat: the corner spaces where kept tiles wait
SUPPLY = "pavilion_supply"  # b = colour: the supply tiles of it (ALL: the whole supply)
WILD_MARKER = "pavilion_wild"  # this round's wild colour in the middle of the central board
ROUND_TRACK = "pavilion_track"  # b = round (1..6; ALL: the whole track)
PANEL = "pavilion_panel"  # the decision panel (payments, Place, Pass) in phase 2
STORAGE = "pavilion_storage"  # where paid and discarded tiles go

KINDS: tuple[str, ...] = (
    BOARD,
    CENTRE,
    CENTRE_GROUP,
    GROUP,
    SCORE,
    STAR,
    SPACE,
    STRUCTURE,
    HAND,
    CORNERS,
    SUPPLY,
    WILD_MARKER,
    ROUND_TRACK,
    PANEL,
    STORAGE,
)
"""Every kind a Summer Pavilion lesson may use (the UI resolves each of them)."""

__all__ = [
    "ALL",
    "BOARD",
    "CENTRE",
    "CENTRE_GROUP",
    "CORNERS",
    "GROUP",
    "HAND",
    "KINDS",
    "PANEL",
    "ROUND_TRACK",
    "SCORE",
    "SPACE",
    "STAR",
    "STORAGE",
    "STRUCTURE",
    "SUPPLY",
    "WILD_MARKER",
]
