"""The Summer Pavilion table's keys: Enter confirming what is chosen, P passing, 0-5 setting
how many wild tiles pay, L opening the move log (P and L: the player's mapping)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from azul.domain.controls import Action
from azul.engine.drafting import DRAFT
from azul.engine.pavilion_game import BONUS, PLACE

from ...actions import action_of

if TYPE_CHECKING:
    from .scene import PavilionTableScene

# 0-5 on the row and the keypad: how many wild tiles pay.
WILD_KEYS = {getattr(pygame, f"K_{i}"): i for i in range(6)}
WILD_KEYS.update({getattr(pygame, f"K_KP{i}"): i for i in range(6)})


def confirm_chosen(table: PavilionTableScene) -> bool:
    """Enter without a focus ring: take, place or take the bonus tiles chosen already; False
    when nothing is ready to confirm."""
    state = table.state
    decision = table.decision
    if state.phase == DRAFT and decision.selection is not None:
        table.take()
    elif state.phase == PLACE and decision.space is not None:
        table.confirm_place()
    elif state.phase == BONUS and len(decision.picks) == decision.owed(state):
        table.confirm_picks()
    else:
        return False
    return True


def press_key(table: PavilionTableScene, event: pygame.event.Event) -> None:
    """P passes; 0-5 set how many wild tiles pay for the chosen space; L shows the log."""
    action = action_of(event)
    key = getattr(event, "key", 0)
    if action == Action.LOG:  # the table has no room for the move log: it opens over it
        table.open_log()
        return
    if table.state.phase == PLACE:
        if action == Action.PASS:
            table.open_pass()
            return
        if key in WILD_KEYS and table.decision.space is not None:
            table.decision.set_wilds(table.state, WILD_KEYS[key])
