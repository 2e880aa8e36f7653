"""The replay's controls: the symbol buttons (first, previous, next, last, play or pause) and
the step slider with a mark where each round starts; and the sizes of the top bar's buttons
and the Review button."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from .. import theme
from ..canvas import Canvas
from ..widgets import (
    Pressable,
    Widget,
    face_centre_y,
    focus_ring,
    knob,
    paint_button_face,
    track_fraction,
)

HUD_BUTTON = 146.0  # width of Back / Export in the top bar
REVIEW_W = 150.0  # the Review button, at the end of the slider's row
# What narration says of each symbol button.
ICON_WORDS = {
    "first": "narration.replay_first",
    "prev": "narration.replay_prev",
    "next": "narration.replay_next",
    "last": "narration.replay_last",
    "play": "narration.replay_play",
    "pause": "narration.replay_pause",
}


class IconButton(Pressable):
    """A small square button with a drawn symbol: first, prev, next, last, play or pause."""

    def __init__(
        self, rect: pygame.FRect, icon: Callable[[], str], action: Callable[[], None]
    ) -> None:
        super().__init__(rect, action)
        self.icon = icon

    def spoken_value(self, t: Callable[..., str]) -> str:
        """What the symbol means, in words ("Next move")."""
        return t(ICON_WORDS[self.icon()])

    def draw(self, canvas: Canvas, focused: bool) -> None:
        r = self.rect
        icon = self.icon()
        quiet = icon in ("play", "pause")  # playing out differs from stepping: a cream button
        paint_button_face(canvas, self, quiet)
        if quiet:
            colour = theme.NAVY if self.enabled else theme.DISABLED
            cx, cy = r.center
        else:
            colour = theme.CREAM if self.enabled else theme.DISABLED
            cx, cy = r.centerx, face_centre_y(r)
        a = r.h * 0.2

        def tri(x: float, right: bool) -> None:
            d = a if right else -a
            canvas.polygon([(x + d, cy), (x - d, cy - a), (x - d, cy + a)], colour)

        def bar(x: float) -> None:
            canvas.fill(pygame.FRect(x - a * 0.22, cy - a, a * 0.44, 2 * a), colour)

        if icon == "first":
            bar(cx - a * 1.1)
            tri(cx + a * 0.2, False)
        elif icon == "prev":
            tri(cx, False)
        elif icon == "next":
            tri(cx, True)
        elif icon == "last":
            tri(cx - a * 0.2, True)
            bar(cx + a * 1.1)
        elif icon == "play":
            tri(cx + a * 0.15, True)
        else:  # pause
            bar(cx - a * 0.45)
            bar(cx + a * 0.45)
        if focused:
            focus_ring(canvas, r, radius=12)


class StepSlider(Widget):
    """Chooses a step 0..last by clicking or dragging; marks where each round starts."""

    def __init__(
        self,
        rect: pygame.FRect,
        last: int,
        marks: list[int],
        value: Callable[[], int],
        on_change: Callable[[int], None],
    ) -> None:
        super().__init__(rect)
        self.last = last
        self.marks = marks
        self.value = value
        self.on_change = on_change

    def _x(self, step: int) -> float:
        pad = self.rect.h / 2
        span = self.rect.w - 2 * pad
        return self.rect.x + pad + span * (step / self.last if self.last else 0.0)

    def _step_at(self, x: float) -> int:
        return round(track_fraction(self.rect, x) * self.last)

    def click(self, pos: tuple[float, float]) -> bool:
        self.on_change(self._step_at(pos[0]))
        return True

    def drag(self, pos: tuple[float, float]) -> bool:
        step = self._step_at(pos[0])
        if step != self.value():
            self.on_change(step)
            return True
        return False

    def draw(self, canvas: Canvas, focused: bool) -> None:
        r = self.rect
        x0, x1 = self._x(0), self._x(self.last)
        track = pygame.FRect(x0, r.centery - 5, x1 - x0, 10)
        canvas.fill(track, (150, 128, 100), radius=5)
        kx = self._x(self.value())
        if kx > x0 + 1:
            canvas.fill(pygame.FRect(x0, track.y, kx - x0, track.h), theme.GOLD_DEEP, radius=5)
        for m in self.marks:
            mx = self._x(m)
            canvas.line((mx, r.centery - 12), (mx, r.centery + 12), theme.NAVY, 2)
        knob(canvas, (kx, r.centery), r.h * 0.36, theme.NAVY, ring_width=3)
        if focused:
            focus_ring(canvas, r)
