"""One row's key or button cell on the Controls screen: the binding in words or as a
controller badge; pressed, it waits for the new key or button."""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

import pygame

from azul.domain.controls import Action, Controls

from .. import prompts, theme
from ..actions import keys_label
from ..canvas import Canvas
from ..widgets import Pressable, focus_ring

KEY, PAD = "key", "pad"  # the two cells of a row: what is being changed
TEXT = 24.0
SMALLEST = 17.0
BADGE = 34.0
CAPTURING = (255, 236, 180)  # the cell waiting for a key or button


class CellOwner(Protocol):
    """What a cell needs of its screen: the mapping, the words and the cell waiting."""

    @property
    def capture(self) -> tuple[Action, str] | None:
        """The cell waiting for a key or button (action, KEY or PAD), if any."""
        ...

    def controls(self) -> Controls:
        """The player's mapping now."""
        ...

    def start(self, action: Action, kind: str) -> None:
        """Wait for the new key or button of an action."""
        ...

    def t(self, key: str, **values: object) -> str:
        """A catalog text."""
        ...

    def has(self, key: str) -> bool:
        """True when the catalogs have the key."""
        ...

    def action_name(self, action: Action) -> str:
        """An action in words."""
        ...

    def button_name(self, button: str) -> str:
        """A controller button in words."""
        ...

    def grow(self) -> float:
        """The player's controls size."""
        ...

    def pad_family(self) -> str:
        """The badges' style."""
        ...


class BindingCell(Pressable):
    """One row's key or button cell: the binding in words or as a badge; pressed, it waits for
    the new key or button."""

    def __init__(self, rect: pygame.FRect, scene: CellOwner, action: Action, kind: str) -> None:
        super().__init__(rect, lambda: scene.start(action, kind))
        self.scene = scene
        self.does = action  # (Pressable's `action` is what a press runs)
        self.kind = kind

    def spoken_value(self, t: Callable[..., str]) -> str:
        """Narration: the action, the column and its binding ("Undo, Keys: Backspace, U")."""
        scene = self.scene
        controls = scene.controls()
        if self.kind == KEY:
            column = t("controls.column_key")
            words = keys_label(controls.all_keys_of(self.does), t, scene.has)
        else:
            column = t("controls.column_pad")
            button = controls.button_of(self.does)
            words = "–" if button is None else scene.button_name(button)
        return f"{scene.action_name(self.does)}, {column}: {words}"

    def draw(self, canvas: Canvas, focused: bool) -> None:
        r = self.rect
        waiting = self.scene.capture == (self.does, self.kind)
        canvas.fill(r, CAPTURING if waiting else theme.CREAM, radius=10)
        canvas.outline(r, theme.GOLD_DEEP if self.hover or waiting else (200, 180, 140), 2, 10)
        if focused:
            focus_ring(canvas, r, radius=12, grow=6)
        controls = self.scene.controls()
        size = TEXT  # the canvas grows text with the player's size, as the cell grows
        if waiting:
            words = self.scene.t("controls.press_key" if self.kind == KEY else "controls.press_pad")
            canvas.text(words, r.center, size, theme.NAVY, theme.BOLD, "center", max_width=r.w - 16)
            return
        if self.kind == KEY:
            words = keys_label(controls.all_keys_of(self.does), self.scene.t, self.scene.has)
            canvas.text(
                words,
                r.center,
                size,
                theme.INK,
                theme.BOLD,
                "center",
                max_width=r.w - 16,
                shrink=SMALLEST,
            )
            return
        button = controls.button_of(self.does)
        if button is None:
            canvas.text("–", r.center, size, theme.INK_SOFT, theme.BOLD, "center")
            return
        badge = min(BADGE * self.scene.grow(), r.h * 0.8)
        prompts.paint_badge(canvas, r.center, self.scene.pad_family(), button, badge)
