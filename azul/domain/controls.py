"""Remappable controls: every action a key or a controller button triggers, its defaults, the
player's own mapping and the checks a new binding passes (no pygame: keys are named).

Keys are stored by pygame's own key names ("h", "page up", "f1"): the names are pygame's
fixed compatibility table, so they stay the same across pygame and SDL versions and keyboard
layouts' key codes, and a settings file stays readable by a person. Controller buttons are
named by SDL's standard layout (a south, b east, x west, y north, the shoulders and the
stick clicks), whatever is printed on the pad.

What never moves (so a mapping can never lock the player out): Escape always goes back (and
on the table opens the menu), Enter always confirms, Tab always moves the focus, the arrows,
the D-pad and the left stick always move it too, and the number keys always pick lines and
counts. These keys cannot be given to any action; each action's own key and button can be
changed, never removed, and a key or button another action has is refused (never swapped).
"""

from __future__ import annotations

import string
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from enum import StrEnum
from typing import TypeVar


class Action(StrEnum):
    """What a key or a controller button does (the ids are stored in the settings file)."""

    CONFIRM = "confirm"  # press the focused button, play the focused move, skip an animation
    BACK = "back"  # cancel what is chosen, close a screen (on the table: the menu)
    MENU = "menu"  # the table's menu, whatever is chosen
    UNDO = "undo"
    HINT = "hint"
    FOCUS = "focus"  # the next focusable thing
    PREV_AREA = "prev_area"  # the previous area of the table, page or row
    NEXT_AREA = "next_area"
    FLOOR = "floor"  # the floor line (base family)
    PASS = "pass"  # pass (Summer Pavilion)
    LOG = "log"  # the move log, large
    SCORES = "scores"  # the score tip, seat by seat
    RULES = "rules"
    KEYS = "keys"  # the keys overlay
    FULLSCREEN = "fullscreen"
    SCREENSHOT = "screenshot"
    # Narration's read-outs on the table (said only while narration is on).
    READ_BOARD = "read_board"  # your board
    READ_RIVAL = "read_rival"  # the next rival's board
    READ_OFFER = "read_offer"  # the factories and the centre
    READ_SCORES = "read_scores"  # the scores and whose turn


@dataclass(frozen=True)
class ActionSpec:
    """One action's defaults: its own keys (changeable), the keys that always do it (fixed,
    shown but never changed) and its controller button (None: none by default)."""

    action: Action
    keys: tuple[str, ...] = ()
    fixed: tuple[str, ...] = ()
    button: str | None = None


# The order of the Controls screen and of the keys overlay's rows.
ACTIONS: tuple[ActionSpec, ...] = (
    ActionSpec(Action.CONFIRM, ("space",), ("return", "enter"), "a"),
    ActionSpec(Action.BACK, (), ("escape",), "b"),
    ActionSpec(Action.MENU, ("menu",), (), "start"),
    ActionSpec(Action.UNDO, ("u", "backspace"), (), "x"),
    ActionSpec(Action.HINT, ("h",), (), "y"),
    ActionSpec(Action.FOCUS, (), ("tab",), "back"),
    ActionSpec(Action.PREV_AREA, ("page up",), (), "lb"),
    ActionSpec(Action.NEXT_AREA, ("page down",), (), "rb"),
    ActionSpec(Action.FLOOR, ("f",)),
    ActionSpec(Action.PASS, ("p",)),
    ActionSpec(Action.LOG, ("l",)),
    ActionSpec(Action.SCORES, ("s",)),
    ActionSpec(Action.RULES, ("f1",)),
    ActionSpec(Action.KEYS, ("f2",)),
    ActionSpec(Action.FULLSCREEN, ("f11",)),
    ActionSpec(Action.SCREENSHOT, ("f12",)),
    ActionSpec(Action.READ_BOARD, ("b",)),
    ActionSpec(Action.READ_RIVAL, ("r",)),
    ActionSpec(Action.READ_OFFER, ("o",)),
    ActionSpec(Action.READ_SCORES, ("t",)),
)
SPECS: dict[Action, ActionSpec] = {spec.action: spec for spec in ACTIONS}

# The controller buttons an action may have (SDL's standard names; the guide button is the
# system's, the D-pad and the left stick move the focus).
BUTTONS: tuple[str, ...] = ("a", "b", "x", "y", "lb", "rb", "back", "start", "ls", "rs")
# The keys an action may be given: letters, punctuation, the function keys and the editing and
# paging keys. Not the fixed keys (Escape, Enter, Tab), the arrows, Home and End (lists jump
# with them), the number keys (lines and counts) or a modifier (Shift, Ctrl, Alt).
ASSIGNABLE_KEYS: frozenset[str] = frozenset(
    [
        *string.ascii_lowercase,
        *"-=[]\\;',./`",
        *(f"f{i}" for i in range(1, 13)),
        "space",
        "backspace",
        "insert",
        "delete",
        "page up",
        "page down",
        "menu",
        "[+]",
        "[-]",
        "[*]",
        "[/]",
        "[.]",
    ]
)
MAX_KEYS = 3  # the most keys one action keeps from a settings file
ACTION_IDS = frozenset(str(a) for a in Action)
ORDER = {spec.action: i for i, spec in enumerate(ACTIONS)}
V = TypeVar("V")


@dataclass(frozen=True)
class Refusal:
    """Why a key or button cannot be given to an action: another action has it (`other`), or
    it is one of the keys that never move (`other` None)."""

    other: Action | None


@dataclass(frozen=True)
class Controls:
    """The player's mapping: only what differs from the defaults (so new defaults reach old
    settings files). Frozen and hashable: the UI keeps one key table per mapping."""

    keys: tuple[tuple[Action, tuple[str, ...]], ...] = ()
    buttons: tuple[tuple[Action, str], ...] = ()

    def keys_of(self, action: Action) -> tuple[str, ...]:
        """The action's own (changeable) keys."""
        return dict(self.keys).get(action, SPECS[action].keys)

    def all_keys_of(self, action: Action) -> tuple[str, ...]:
        """Every key that does the action: the fixed ones first, then its own."""
        return SPECS[action].fixed + self.keys_of(action)

    def button_of(self, action: Action) -> str | None:
        """The action's controller button (None: it has none)."""
        return dict(self.buttons).get(action, SPECS[action].button)

    def key_owner(self, key: str) -> Action | None:
        """The action a key does (None: none)."""
        return next((s.action for s in ACTIONS if key in self.all_keys_of(s.action)), None)

    def button_owner(self, button: str) -> Action | None:
        """The action a controller button does (None: none)."""
        return next((s.action for s in ACTIONS if self.button_of(s.action) == button), None)

    def check_key(self, action: Action, key: str) -> Refusal | None:
        """Why the key cannot become the action's (None: it can)."""
        if key not in ASSIGNABLE_KEYS:
            return Refusal(None)
        owner = self.key_owner(key)
        return Refusal(owner) if owner is not None and owner != action else None

    def check_button(self, action: Action, button: str) -> Refusal | None:
        """Why the button cannot become the action's (None: it can)."""
        if button not in BUTTONS:
            return Refusal(None)
        owner = self.button_owner(button)
        return Refusal(owner) if owner is not None and owner != action else None

    def with_key(self, action: Action, key: str) -> Controls:
        """The mapping with the key as the action's only own key (check_key first)."""
        return self._with_keys(action, (key,))

    def with_button(self, action: Action, button: str) -> Controls:
        """The mapping with the button as the action's (check_button first)."""
        changed = dict(self.buttons)
        changed[action] = button
        if button == SPECS[action].button:
            del changed[action]
        return Controls(self.keys, _ordered(changed))

    def _with_keys(self, action: Action, keys: tuple[str, ...]) -> Controls:
        changed = dict(self.keys)
        changed[action] = keys
        if keys == SPECS[action].keys:
            del changed[action]
        return Controls(_ordered(changed), self.buttons)

    def is_default(self) -> bool:
        """True when nothing differs from the defaults."""
        return not self.keys and not self.buttons


def _ordered(values: Mapping[Action, V]) -> tuple[tuple[Action, V], ...]:
    """Entries in the actions' order (so equal mappings compare and hash equal)."""
    return tuple((s.action, values[s.action]) for s in ACTIONS if s.action in values)


def _action(name: object) -> Action | None:
    return Action(name) if isinstance(name, str) and name in ACTION_IDS else None


def _clashing(
    chosen: Mapping[Action, tuple[str, ...]], default: Callable[[Action], tuple[str, ...]]
) -> Action | None:
    """The last chosen action whose binding another action also has (None: no clash)."""
    owners: dict[str, list[Action]] = {}
    for spec in ACTIONS:
        bound = chosen[spec.action] if spec.action in chosen else default(spec.action)
        for item in bound:
            owners.setdefault(item, []).append(spec.action)
    clashing = [a for group in owners.values() if len(group) > 1 for a in group if a in chosen]
    return max(clashing, key=ORDER.__getitem__) if clashing else None


def controls_from(keys: Mapping[str, object], buttons: Mapping[str, object]) -> Controls:
    """The mapping a settings file holds, cleaned: an unknown action, key or button name is
    dropped (the action keeps its default), and so is a binding that another action also has
    (the later action's, in the Controls screen's order, until none clash)."""
    wanted_keys: dict[Action, tuple[str, ...]] = {}
    for name, names in keys.items():
        action = _action(name)
        if action is None or not isinstance(names, list | tuple):
            continue
        good = tuple(dict.fromkeys(k for k in names if k in ASSIGNABLE_KEYS))[:MAX_KEYS]
        if good:
            wanted_keys[action] = good
    wanted_buttons: dict[Action, tuple[str, ...]] = {}
    for name, button in buttons.items():
        action = _action(name)
        if action is not None and button in BUTTONS:
            wanted_buttons[action] = (str(button),)
    while (a := _clashing(wanted_keys, lambda x: SPECS[x].fixed + SPECS[x].keys)) is not None:
        del wanted_keys[a]
    while (a := _clashing(wanted_buttons, _default_button)) is not None:
        del wanted_buttons[a]
    result = Controls()
    for action, chosen in wanted_keys.items():
        result = result._with_keys(action, chosen)
    for action, (button,) in wanted_buttons.items():
        result = result.with_button(action, button)
    return result


def _default_button(action: Action) -> tuple[str, ...]:
    button = SPECS[action].button
    return () if button is None else (button,)


def stored_keys(controls: Controls) -> dict[str, list[str]]:
    """The key part of a mapping as a settings file holds it."""
    return {str(action): list(keys) for action, keys in controls.keys}


def stored_buttons(controls: Controls) -> dict[str, str]:
    """The button part of a mapping as a settings file holds it."""
    return {str(action): button for action, button in controls.buttons}
