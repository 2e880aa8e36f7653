"""What each of the Summer Pavilion table's own buttons does (see layout.Control)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from .layout import Control

if TYPE_CHECKING:
    from .scene import PavilionTableScene


def activate(table: PavilionTableScene, control: Control) -> None:
    """Use one of the table's own buttons."""
    if not control.enabled:
        return
    kind = control.kind
    decision = table.decision
    if kind in ("colour", "wilds"):
        choose = decision.set_colour if kind == "colour" else decision.set_wilds
        choose(table.state, control.value)
        table.services.audio.play("click")
        return
    actions: dict[str, Callable[[], object]] = {
        "take": table.take,
        "untake": table.cancel,
        "pass": table.open_pass,
        "keep": table.open_pass,
        "place": table.confirm_place,
        "cancel": table.cancel,
        "picks": table.confirm_picks,
        "clear": decision.picks.clear,
    }
    if kind in actions:
        actions[kind]()
