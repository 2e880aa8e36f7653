"""The player's keys and controller buttons as actions: every screen asks `action_of(event)`
instead of comparing key codes, so a remapped key works everywhere (azul.domain.controls
holds the action table, the defaults and the checks; this module resolves key names).

The app tags each key event with its action as it arrives (`tag`); a controller's button
arrives already tagged (controller.py). An untagged event (a test calling a screen directly)
is read with the default mapping.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from functools import lru_cache

import pygame

from azul.domain.controls import ACTIONS, SPECS, Action, Controls

ACTION = "action"  # the attribute of a key event naming its action (None: no action)
BUTTON = "button_name"  # the attribute naming the controller button a key event came from
CHORD_MODS = pygame.KMOD_CTRL | pygame.KMOD_ALT  # Ctrl+key and Alt+key are other shortcuts
NO_KEY = pygame.K_UNKNOWN  # the key of a controller button that does no action
KEYPAD_ENTER = "enter"  # pygame's name of the keypad's Enter (the main one is "return")


def key_code(name: str) -> int | None:
    """The key code of a stored key name (None: pygame does not know the name)."""
    try:
        return int(pygame.key.key_code(name))
    except (ValueError, TypeError, pygame.error):
        return None


def key_name(code: int) -> str:
    """The stored name of a key code (pygame's compatibility name; "" unknown)."""
    try:
        return str(pygame.key.name(code))
    except (ValueError, TypeError, pygame.error):
        return ""


@dataclass(frozen=True)
class Keymap:
    """One mapping, resolved to key codes: what a key does, what a button does."""

    controls: Controls
    by_key: dict[int, Action] = field(default_factory=dict)
    by_button: dict[str, Action] = field(default_factory=dict)

    def action_for(self, key: int, mods: int = 0) -> Action | None:
        """The action of a key press (None: none; a Ctrl or Alt chord is never an action)."""
        if mods & CHORD_MODS:
            return None
        return self.by_key.get(key)

    def button(self, action: Action) -> str | None:
        """The controller button of an action (None: it has none)."""
        return self.controls.button_of(action)

    def codes(self, action: Action) -> tuple[int, ...]:
        """The key codes of an action."""
        return tuple(code for code, a in self.by_key.items() if a == action)


@lru_cache(maxsize=8)
def keymap(controls: Controls) -> Keymap:
    """The resolved key table of a mapping (a key name pygame does not know is left out)."""
    by_key: dict[int, Action] = {}
    for spec in ACTIONS:
        for name in controls.all_keys_of(spec.action):
            code = key_code(name)
            if code is not None:
                by_key.setdefault(code, spec.action)
    by_button = {
        button: spec.action
        for spec in ACTIONS
        if (button := controls.button_of(spec.action)) is not None
    }
    return Keymap(controls, by_key, by_button)


def canonical_key(action: Action) -> int:
    """The key code a controller's button for the action carries (its first default key), so
    an event stays a sensible key press for anything that reads keys."""
    spec = SPECS[action]
    code = key_code((spec.fixed + spec.keys)[0]) if spec.fixed + spec.keys else None
    return NO_KEY if code is None else code


def tag(event: pygame.event.Event, controls: Controls) -> None:
    """Name a key press's action on the event (once: a controller's own tag is kept)."""
    if event.type in (pygame.KEYDOWN, pygame.KEYUP) and not hasattr(event, ACTION):
        table = keymap(controls)
        setattr(event, ACTION, table.action_for(getattr(event, "key", 0), getattr(event, "mod", 0)))


def action_of(event: pygame.event.Event) -> Action | None:
    """The action of a key event (None: none, or not a key event)."""
    if event.type not in (pygame.KEYDOWN, pygame.KEYUP):
        return None
    if hasattr(event, ACTION):
        tagged = getattr(event, ACTION)
        return tagged if isinstance(tagged, Action) else None
    return keymap(Controls()).action_for(getattr(event, "key", 0), getattr(event, "mod", 0))


def pressed(event: pygame.event.Event, *actions: Action) -> bool:
    """True for a key press (KEYDOWN) that does one of the actions."""
    return event.type == pygame.KEYDOWN and action_of(event) in actions


def key_label(name: str, t: Callable[[str], str], has: Callable[[str], bool]) -> str:
    """A stored key name as the player reads it: the language's word for a named key (Space,
    Esc, Page Up), a letter or a function key in capitals, else SDL's own name."""
    words = f"keyname.{name.replace(' ', '_')}"
    if has(words):
        return t(words)
    if len(name) == 1 or (name[:1] == "f" and name[1:].isdigit()):
        return name.upper()
    code = key_code(name)
    return str(pygame.key.name(code, False)) if code is not None else name


def keys_label(
    names: Sequence[str], t: Callable[[str], str], has: Callable[[str], bool], sep: str = ", "
) -> str:
    """Several keys as the player reads them, joined (the keypad's Enter beside Enter is said
    once: it is the same key to a player)."""
    shown = [n for n in names if not (n == KEYPAD_ENTER and "return" in names)]
    return sep.join(key_label(name, t, has) for name in shown)
