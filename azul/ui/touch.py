"""Touch screens: finger events become the app's own mouse events, flagged ``finger``.

SDL also turns a touch into mouse events of its own (flagged ``touch``); the app drops those,
so one tap never acts twice. Only the first finger down counts until it lifts (a palm or a
second finger does not jump the pointer). Positions arrive as 0..1 of the window. A touch
has no hover: when the finger lifts, the pointer moves far off the window, so no tooltip or lit
button stays where it was.
"""

from __future__ import annotations

from typing import Any

import pygame

FINGER_EVENTS = frozenset({pygame.FINGERDOWN, pygame.FINGERMOTION, pygame.FINGERUP})
MOUSE_EVENTS = frozenset(
    {pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEWHEEL}
)
# Where the pointer goes when a finger lifts: so far off the window that nothing, not even a
# finger's reach around small targets, is under it in any window size.
AWAY = (-100_000, -100_000)


def emulated(event: pygame.event.Event) -> bool:
    """True for a mouse event SDL made from a touch (the finger events already acted)."""
    return event.type in MOUSE_EVENTS and bool(getattr(event, "touch", False))


def is_finger(event: pygame.event.Event) -> bool:
    """True for a mouse event the app made from a finger (targets are easier to hit)."""
    return bool(getattr(event, "finger", False))


class TouchInput:
    """Follows one finger at a time and says what it does as mouse events."""

    def __init__(self) -> None:
        self.finger: tuple[int, int] | None = None  # (touch device, finger) while one is down

    def translate(
        self, event: pygame.event.Event, window: tuple[int, int]
    ) -> list[pygame.event.Event]:
        """Mouse events (left button, window pixels) for one finger event."""
        x, y = getattr(event, "x", None), getattr(event, "y", None)
        if not isinstance(x, (int, float)) or not isinstance(y, (int, float)):
            return []  # a malformed event: nowhere to aim
        who = (int(getattr(event, "touch_id", 0) or 0), int(getattr(event, "finger_id", 0) or 0))
        fx = min(1.0, max(0.0, float(x)))
        fy = min(1.0, max(0.0, float(y)))
        pos = (round(fx * (window[0] - 1)), round(fy * (window[1] - 1)))
        et = event.type
        if et == pygame.FINGERDOWN:
            if self.finger is not None:
                return []  # another finger is already down
            self.finger = who
            return [_mouse(pygame.MOUSEMOTION, pos, buttons=(0, 0, 0)), _press(True, pos)]
        if who != self.finger:
            return []
        if et == pygame.FINGERMOTION:
            return [_mouse(pygame.MOUSEMOTION, pos, buttons=(1, 0, 0))]
        if et == pygame.FINGERUP:
            self.finger = None
            return [
                _mouse(pygame.MOUSEMOTION, pos, buttons=(1, 0, 0)),
                _press(False, pos),
                _mouse(pygame.MOUSEMOTION, AWAY, buttons=(0, 0, 0)),  # no hover after a lift
            ]
        return []


# A pygame event's attributes are whatever its kind carries (button, buttons, ...).
def _mouse(kind: int, pos: tuple[int, int], **attrs: Any) -> pygame.event.Event:
    return pygame.event.Event(kind, pos=pos, rel=(0, 0), finger=True, touch=False, **attrs)


def _press(down: bool, pos: tuple[int, int]) -> pygame.event.Event:
    kind = pygame.MOUSEBUTTONDOWN if down else pygame.MOUSEBUTTONUP
    return pygame.event.Event(kind, pos=pos, button=1, finger=True, touch=False)
