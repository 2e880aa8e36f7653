"""What input means on a table without a family's rules: the hooks the shared input
(``table/input.py``) calls, each doing nothing much, for a family's scene to override. Mixed
into the table scene (``scenes/table.py``)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

import pygame

from . import input as table_input
from .ring import RingLayout
from .targets import GroupTarget, Target
from .view import RingTiles

Point = tuple[float, float]


class HookedTable(Protocol):
    """What the default hooks need of a table: what is chosen, pressed and focused."""

    selection: tuple[int, int] | None
    dragging: bool
    press: tuple[Target | None, Point] | None
    keyboard: bool  # the focus ring is shown
    focus: int

    @property
    def view(self) -> RingTiles:
        """What the table shows now."""
        ...

    @property
    def layout(self) -> RingLayout:
        """Where everything sits."""
        ...

    def focus_items(self) -> Sequence[Target]:
        """What Tab moves between."""
        ...

    def focused(self) -> Target | None:
        """The keyboard-focused target."""
        ...

    def try_target(self, target: Target) -> bool:
        """Act on a target."""
        ...


class InputHooks:
    """The table's input hooks with no family's rules (a mixin of ``TableScene``)."""

    selection: tuple[int, int] | None  # the chosen group (source, colour), None when none
    dragging: bool
    press: tuple[Target | None, Point] | None  # (target pressed, where) while the button is down
    keyboard: bool  # the focus ring is shown

    def focused(self: HookedTable) -> Target | None:
        """The keyboard-focused target (when the focus ring is shown)."""
        items = self.focus_items()
        if not self.keyboard or not items:
            return None
        return items[self.focus % len(items)]

    def hit(self, pos: Point) -> Target | None:
        """What is under a design point: nothing on a table without a family's input rules."""
        return None

    def group_at(self: HookedTable, pos: Point, centre_source: int) -> GroupTarget | None:
        """The group of tiles on the factory ring under a design point, if any (for a family's
        ``hit``; ``centre_source``: its source number of the centre)."""
        view = self.view
        group = self.layout.group_at(view.factories, view.centre, centre_source, pos)
        return None if group is None else GroupTarget(*group)

    def focus_items(self) -> Sequence[Target]:
        """What Tab moves between: nothing on a table without a family's input rules."""
        return []

    def try_target(self, target: Target) -> bool:
        """Act on a target: a table without a family's input rules has none."""
        return False

    def cancel(self: HookedTable) -> None:
        """Drop what is chosen."""
        self.selection = None
        self.dragging = False
        self.press = None

    def has_choice(self: HookedTable) -> bool:
        """True while something is chosen (Escape drops it)."""
        return self.selection is not None

    def on_press(self, target: Target | None) -> str:
        """A left press on a target waits for its release there (a click: ``try_target``); a
        press on nothing is dropped."""
        return "" if target is not None else table_input.DROP

    def on_drop(self, target: Target | None) -> None:
        """Dragged tiles let go: nothing is dragged here."""

    def on_enter(self: HookedTable) -> None:
        """Enter acts on the focused target (the first press shows the focus ring)."""
        focused = self.focused()
        self.keyboard = True
        if focused is not None:
            self.try_target(focused)

    def on_key(self, event: pygame.event.Event) -> None:
        """A family's own keys: none here."""

    def on_wheel(self, event: pygame.event.Event) -> None:
        """The wheel: nothing scrolls here."""
