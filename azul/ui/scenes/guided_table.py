"""The table under a guided screen (a lesson, a practice position): the screen decides which
moves go through and what the status line says, and only Menu (which leaves it) is offered."""

from __future__ import annotations

from collections.abc import Callable

from azul.domain.controls import Action
from azul.domain.session import GameSession

from ..kits import TableKit
from ..scene import SceneHost
from ..widgets import WidgetGroup
from .table import TableScene


def guided_table(
    host: SceneHost,
    kit: TableKit,
    session: GameSession,
    gate: Callable[[list[int]], str | None],
    status_note: Callable[[], str | None],
    leave: Callable[[], None],
    needed_for: str,
) -> TableScene:
    """The kit's table for the session, run by a guided screen (``needed_for`` names the
    screen in the error a kit without a live table gets)."""
    table = kit.make_table(host, session)
    if not isinstance(table, TableScene):
        raise TypeError(f"{needed_for} needs a table for its rule set")
    table.end_shown = True  # the screen's own box takes the results screen's place
    table.move_gate = gate
    table.status_note = status_note
    # Undo and Hint have no place in a guided game (the screen says what is asked); Menu leaves.
    table.buttons = WidgetGroup(on_activate=lambda: table.services.audio.play("click"))
    table.menu_button.action = leave
    table.hint_button.visible = False  # a panel that redraws it on top must not show it
    table.buttons.add(table.menu_button)
    return table


def back_leaves(table: TableScene, action: Action | None, leave: Callable[[], None]) -> bool:
    """Back on a guided screen: it first skips an animation that holds the table, then leaves.
    False (nothing done) for another action, or while the table uses Back itself (a choice
    open, a tile dragged)."""
    if action != Action.BACK or table.has_choice() or table.dragging:
        return False
    if table.timeline.blocking:
        table.timeline.skip()
    else:
        leave()
    return True
