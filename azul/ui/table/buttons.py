"""A live table's Undo, Hint and Menu buttons: where the Hint button sits, when the buttons take
a press, and the controller legend between them. Mixed into the table scene
(``scenes/table.py``), which makes the buttons."""

from __future__ import annotations

from typing import Protocol

import pygame

from azul.domain.controls import Action
from azul.domain.session import GameSession

from ..widgets import Button
from .pad_seats import Blocks
from .ring import RingLayout
from .round_summary import RoundSummary

HINT_DROP = 60.0  # design px the Hint button moves down per 100 % of extra text size
HINT_H = 44.0  # the Hint button's height at the normal text size
MENU_BADGE_OVERHANG = 24.0  # design px the Menu button's Start badge reaches out to its left


class ButtonTable(Protocol):
    """What the buttons need of a table: its layout, its buttons and whether it takes input."""

    @property
    def layout(self) -> RingLayout:
        """Where everything sits."""
        ...

    @property
    def session(self) -> GameSession:
        """The game on the table."""
        ...

    @property
    def timeline(self) -> Blocks:
        """The table's animations."""
        ...

    @property
    def summary(self) -> RoundSummary:
        """The round summary panel."""
        ...

    @property
    def undo_button(self) -> Button:
        """Takes back the last person's decision."""
        ...

    @property
    def hint_button(self) -> Button:
        """Asks what the computer would play."""
        ...

    @property
    def menu_button(self) -> Button:
        """Opens the pause menu."""
        ...

    def ui(self) -> float:
        """The text size (1.0 normal)."""
        ...

    def t(self, key: str, **values: object) -> str:
        """A catalog text."""
        ...

    def pad_buttons(self, *actions: Action) -> tuple[str, ...]:
        """The controller buttons of actions (the player's mapping)."""
        ...

    def interactive(self) -> bool:
        """True when a person may act on the table now."""
        ...

    def has_choice(self) -> bool:
        """True while something is chosen."""
        ...

    def can_hint(self) -> bool:
        """True when a hint may be asked now."""
        ...


class TableButtons:
    """The table's buttons and controller legend (a mixin of ``TableScene``)."""

    def _hint_rect(self: ButtonTable) -> pygame.FRect:
        """The Hint button: under the Undo button, just below the status bar."""
        undo = self.layout.undo_rect()
        # Larger text makes the status bar's lines taller: the button moves down with them.
        drop = HINT_DROP * (self.ui() - 1)
        h = self.layout.grown(HINT_H)
        return pygame.FRect(undo.x, self.layout.hud_rect().bottom + 4 + drop, undo.w, h)

    def _sync_buttons(self: ButtonTable) -> None:
        self.undo_button.enabled = self.session.can_undo()
        self.hint_button.enabled = self.can_hint()

    def pad_legend(self: ButtonTable) -> list[tuple[tuple[str, ...], str]]:
        """A and RB's area jump on the table, A and B once tiles are chosen (X, Y and Start are
        on the Undo, Hint and Menu buttons; each the player's mapping)."""
        confirm = self.pad_buttons(Action.CONFIRM)
        if self.timeline.blocking or self.summary.active:
            return [(confirm, self.t("pads.skip"))]
        if not self.interactive():
            return []
        if not self.has_choice():  # B's menu is on the Menu button: RB's next area here (LB,
            # the previous one, would shrink the strip's words below easy reading at 720p)
            return [
                (confirm, self.t("pads.choose")),
                (self.pad_buttons(Action.NEXT_AREA), self.t("pads.area")),
            ]
        return [
            (confirm, self.t("pads.place")),
            (self.pad_buttons(Action.BACK), self.t("pads.put_back")),
        ]

    def pad_legend_box(self: ButtonTable) -> pygame.FRect:
        """Over the game's name, between the Undo and Menu buttons: the boards stay clear."""
        undo, menu = self.undo_button.rect, self.menu_button.rect
        left, right = undo.right + 14, menu.x - 14 - MENU_BADGE_OVERHANG
        return pygame.FRect(left, undo.y, right - left, undo.h * 0.8)
