"""Why a move lost, in Summer Pavilion's terms: wild tiles spent where fewer would do.
Named by the "pavilion" family's manifest (``azul.engine.builtin``)."""

from __future__ import annotations

from typing import cast

from azul.engine import GameState
from azul.engine.pavilion_game import PavilionState
from azul.engine.pavilion_moves import PDEC, PLACE_BASE, PLACE_LIMIT

from ..policy import FamilyPolicy
from .reasons import Reason


def wilds_of(move: int) -> int:
    """Wild tiles a placement spends (0 for any other move)."""
    return PDEC[move - PLACE_BASE][2] if PLACE_BASE <= move < PLACE_LIMIT else 0


def fewest_wilds(state: PavilionState, move: int) -> int:
    """The fewest wild tiles any legal payment for the same space and colour spends."""
    cell, colour, _ = PDEC[move - PLACE_BASE]
    return min(
        wilds_of(m)
        for m in state.legal_moves()
        if PLACE_BASE <= m < PLACE_LIMIT and PDEC[m - PLACE_BASE][:2] == (cell, colour)
    )


def pavilion_reasons(
    state: GameState, played: int, best: int, policy: FamilyPolicy
) -> list[Reason]:
    """Summer Pavilion's reasons for the loss of ``played`` against ``best``."""
    pav = cast(PavilionState, state)
    spent = wilds_of(played)
    if not spent:
        return []
    needed = fewest_wilds(pav, played)
    if spent > needed:
        return [Reason("wilds_spent", {"wilds": spent, "needed": needed})]
    if spent > wilds_of(best):
        return [Reason("wilds_spent", {"wilds": spent, "needed": wilds_of(best)})]
    return []
