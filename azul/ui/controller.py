"""Game controllers (SDL's controller API) as keyboard input: one translator for every screen.

Every screen already works by keyboard, so a controller event becomes a key press tagged with
the action the player's mapping gives its button (see actions.py and the README's "Game
controllers"); each key event it makes carries the controller's instance id as ``pad`` (a couch
seat may be bound to one, see PadStatus) and the button's name. A held direction
(D-pad or left stick) repeats like a held key. Controllers may come and go at any moment: a
device that cannot be opened, or disappears mid-press, is forgotten and never stops the game.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

import pygame
from pygame._sdl2 import controller as sdl_controller

from azul.domain.controls import Controls

from .actions import ACTION, BUTTON, NO_KEY, Keymap, canonical_key, keymap

log = logging.getLogger(__name__)

# SDL's buttons by the names the player's mapping uses (azul.domain.controls.BUTTONS); what
# each does is the mapping's (actions.Keymap.by_button): A confirms, B goes back, and so on.
BUTTON_NAMES: dict[int, str] = {
    pygame.CONTROLLER_BUTTON_A: "a",
    pygame.CONTROLLER_BUTTON_B: "b",
    pygame.CONTROLLER_BUTTON_X: "x",
    pygame.CONTROLLER_BUTTON_Y: "y",
    pygame.CONTROLLER_BUTTON_START: "start",
    pygame.CONTROLLER_BUTTON_BACK: "back",
    pygame.CONTROLLER_BUTTON_LEFTSHOULDER: "lb",
    pygame.CONTROLLER_BUTTON_RIGHTSHOULDER: "rb",
    pygame.CONTROLLER_BUTTON_LEFTSTICK: "ls",
    pygame.CONTROLLER_BUTTON_RIGHTSTICK: "rs",
}
# D-pad buttons are directions: they repeat while held, like the stick.
DPAD_KEYS: dict[int, int] = {
    pygame.CONTROLLER_BUTTON_DPAD_UP: pygame.K_UP,
    pygame.CONTROLLER_BUTTON_DPAD_DOWN: pygame.K_DOWN,
    pygame.CONTROLLER_BUTTON_DPAD_LEFT: pygame.K_LEFT,
    pygame.CONTROLLER_BUTTON_DPAD_RIGHT: pygame.K_RIGHT,
}
# The left stick's axes: (key below the centre, key above it).
STICK_KEYS: dict[int, tuple[int, int]] = {
    pygame.CONTROLLER_AXIS_LEFTX: (pygame.K_LEFT, pygame.K_RIGHT),
    pygame.CONTROLLER_AXIS_LEFTY: (pygame.K_UP, pygame.K_DOWN),
}
AXIS_MAX = 32767  # SDL's axis range is -32768..32767
STICK_PRESS = 0.55  # share of the full tilt that counts as a press (the deadzone lies below)
STICK_RELEASE = 0.35  # share below which a tilted stick counts as back in the centre
REPEAT_DELAY = 0.40  # seconds a direction is held before it starts repeating
REPEAT_INTERVAL = 0.12  # seconds between repeats while it stays held

CONTROLLER_EVENTS = frozenset(
    {
        pygame.CONTROLLERDEVICEADDED,
        pygame.CONTROLLERDEVICEREMOVED,
        pygame.CONTROLLERDEVICEREMAPPED,
        pygame.CONTROLLERBUTTONDOWN,
        pygame.CONTROLLERBUTTONUP,
        pygame.CONTROLLERAXISMOTION,
    }
)


# Controller families, told apart by the name SDL gives the device (the prompts differ).
XBOX = "xbox"
PLAYSTATION = "playstation"
GENERIC = "generic"
FAMILY_WORDS: tuple[tuple[str, tuple[str, ...]], ...] = (
    (PLAYSTATION, ("playstation", "dualshock", "dualsense", "ps3", "ps4", "ps5", "sony")),
    (XBOX, ("xbox", "xinput", "x-box")),
)


def family_of(name: str) -> str:
    """The prompt family of a controller from its name (GENERIC when the name says nothing)."""
    low = name.lower()
    for family, words in FAMILY_WORDS:
        if any(word in low for word in words):
            return family
    return GENERIC


def pad_of(event: pygame.event.Event) -> int | None:
    """The controller a translated key event came from (None: a real key, mouse or touch)."""
    pad = getattr(event, "pad", None)
    return pad if isinstance(pad, int) and not isinstance(pad, bool) else None


def key_event(
    kind: int,
    key: int,
    mods: int = 0,
    repeat: bool = False,
    pad: int | None = None,
    tags: Mapping[str, object] | None = None,
) -> pygame.event.Event:
    """A keyboard event as SDL would deliver it (KEYDOWN or KEYUP), tagged with its controller
    (and, for a button, its action and name: actions.ACTION, actions.BUTTON)."""
    attrs: dict[str, Any] = {"key": key, "mod": mods, "unicode": "", "scancode": 0}
    return pygame.event.Event(kind, {**attrs, "repeat": repeat, "pad": pad, **(tags or {})})


@dataclass
class Gone:
    """An unplugged controller, as it may be known again: its name and SDL's GUID ("" unknown)."""

    name: str
    guid: str


@dataclass
class PadStatus:
    """What screens may ask about controllers: which are connected (by name, in the order they
    came) and which one, if any, gave the last input (None after a key, the mouse or touch).

    Seats follow the person, not SDL's instance id: a re-plugged controller gets a new instance
    id, so it *follows* the id its seat was taken with (see ``who``), either at once (the only
    unplugged controller with its GUID) or after the table asks on screen."""

    names: dict[int, str] = field(default_factory=dict)  # instance id -> device name
    active: int | None = None
    before: int | None = None  # the active controller before the last key (see use, refuse)
    guids: dict[int, str] = field(default_factory=dict)  # instance id -> SDL's GUID
    follows: dict[int, int] = field(default_factory=dict)  # re-plugged id -> the id it had
    gone: dict[int, Gone] = field(default_factory=dict)  # the id it had -> the unplugged device
    arrivals: list[int] = field(default_factory=list)  # plugged in, not yet seen by a table
    stand_ins: dict[int, int] = field(default_factory=dict)  # gone id -> the pad taking over

    def use(self, pad: int | None) -> None:
        """A key came from this controller (None: a key, the mouse or touch)."""
        self.before, self.active = self.active, pad

    def refuse(self) -> None:
        """The last key was turned down (another seat's turn): the prompts stay as they were."""
        self.active = self.before if self.before is None or self.connected(self.before) else None

    def who(self, pad: int) -> int:
        """The id seats know a connected controller by (its first id, if it was re-plugged)."""
        return self.follows.get(pad, pad)

    def holder(self, ident: int) -> int | None:
        """The connected controller that a seat's id stands for (None while it is unplugged)."""
        if ident in self.names and ident not in self.follows:
            return ident
        return next((pad for pad, was in self.follows.items() if was == ident), None)

    def follow(self, pad: int, ident: int) -> None:
        """A re-plugged controller is the one a seat was taken with: it plays that seat again."""
        self.follows[pad] = ident
        self.gone.pop(ident, None)
        self.stand_ins.pop(ident, None)

    def returning(self, pad: int) -> list[int]:
        """The unplugged ids a newly plugged controller may be: those with its GUID."""
        guid = self.guids.get(pad, "")
        return [ident for ident, g in self.gone.items() if guid and g.guid == guid]

    def connected(self, pad: int) -> bool:
        """True while the controller with this instance id is plugged in."""
        return pad in self.names

    def gone_family(self, ident: int) -> str:
        """The prompt family of an unplugged controller (GENERIC when unknown)."""
        g = self.gone.get(ident)
        return family_of(g.name) if g is not None else GENERIC

    def number(self, pad: int) -> int:
        """A controller's number for people (1 = the first connected; 0 when not connected)."""
        order = list(self.names)
        return order.index(pad) + 1 if pad in order else 0

    def family(self, pad: int | None = None) -> str:
        """The prompt family of a controller (the active one by default)."""
        pad = self.active if pad is None else pad
        return family_of(self.names.get(pad, "")) if pad is not None else GENERIC

    def prompts_shown(self) -> bool:
        """True while a controller is the input in use (its button prompts are shown)."""
        return self.active is not None


@dataclass
class Held:
    """A direction held on one controller: its key and when it next repeats."""

    key: int
    due: float
    pad: int


class ControllerInput:
    """Opens controllers as they are plugged in and turns their input into key events."""

    def __init__(
        self,
        on_change: Callable[[bool], None] | None = None,
        status: PadStatus | None = None,
        mapping: Callable[[], Keymap] | None = None,
    ) -> None:
        self.on_change = on_change  # told True when a controller connects, False when it goes
        self.status = status if status is not None else PadStatus()
        # The player's mapping, asked at each press (it may change on the Controls screen).
        self.mapping = mapping if mapping is not None else lambda: keymap(Controls())
        self.pads: dict[int, sdl_controller.Controller] = {}  # instance id -> open controller
        # (instance id, source) -> the held direction; the source is a D-pad button or an axis
        self.held: dict[tuple[int, str], Held] = {}

    def start(self) -> None:
        """Start SDL's controller support (devices already plugged in arrive as events)."""
        try:
            sdl_controller.init()
        except pygame.error as exc:  # no controller support on this system: keys still work
            log.warning("no game controller support: %s", exc)

    def stop(self) -> None:
        """Close every open controller."""
        for pad in self.pads.values():
            self._close(pad)
        self.pads.clear()
        self.held.clear()
        self.status.names.clear()
        self.status.guids.clear()
        self.status.follows.clear()
        self.status.gone.clear()
        self.status.stand_ins.clear()
        self.status.arrivals.clear()
        self.status.active = None

    # -- devices --

    def _open(self, event: pygame.event.Event) -> None:
        index = getattr(event, "device_index", None)
        if not isinstance(index, int):
            return
        try:
            pad = sdl_controller.Controller(index)
            instance = pad.as_joystick().get_instance_id()
        except (pygame.error, ValueError, TypeError, AttributeError) as exc:
            log.warning("cannot open game controller %s: %s", index, exc)
            return
        old = self.pads.get(instance)
        if old is not None and old is not pad:
            self._close(old)
        self.pads[instance] = pad
        status = self.status
        status.names[instance] = self._name(pad)
        status.guids[instance] = self._guid(event, pad)
        status.gone.pop(instance, None)  # the same id again: nothing was lost
        back = status.returning(instance)
        if len(back) == 1:  # the only unplugged controller with this GUID: it is that one
            status.follow(instance, back[0])
        status.arrivals.append(instance)
        log.info("game controller %s connected (%s)", instance, status.names[instance])
        if self.on_change is not None:
            self.on_change(True)

    @staticmethod
    def _name(pad: sdl_controller.Controller) -> str:
        """The device's name as SDL reports it ("" when it cannot say)."""
        try:
            name = getattr(pad, "name", "")
            if not name:
                name = pad.as_joystick().get_name()
        except (pygame.error, AttributeError) as exc:
            log.debug("a game controller without a name: %s", exc)
            return ""
        return name if isinstance(name, str) else ""

    @staticmethod
    def _guid(event: pygame.event.Event, pad: sdl_controller.Controller) -> str:
        """SDL's GUID of the device (the same for the same model and connection; "" unknown)."""
        guid = getattr(event, "guid", "")
        if not guid:
            try:
                guid = pad.as_joystick().get_guid()
            except (pygame.error, AttributeError) as exc:
                log.debug("a game controller without a GUID: %s", exc)
                return ""
        return guid if isinstance(guid, str) else ""

    @staticmethod
    def _close(pad: sdl_controller.Controller) -> None:
        try:
            pad.quit()
        except (pygame.error, AttributeError) as exc:  # already gone with its device
            log.debug("closing a game controller: %s", exc)

    def _remove(self, instance: int) -> list[pygame.event.Event]:
        pad = self.pads.pop(instance, None)
        status = self.status
        if instance in status.names:  # remembered, so that it can take its seat back
            status.gone[status.who(instance)] = Gone(
                status.names[instance], status.guids.get(instance, "")
            )
        status.names.pop(instance, None)
        status.guids.pop(instance, None)
        status.follows.pop(instance, None)
        status.stand_ins = {k: v for k, v in status.stand_ins.items() if v != instance}
        if instance in status.arrivals:
            status.arrivals.remove(instance)
        if status.active == instance:
            status.active = None
        if pad is not None:
            self._close(pad)
            log.info("game controller %s disconnected", instance)
            if self.on_change is not None:
                self.on_change(False)
        return self._release_all(instance)

    # -- input --

    def translate(self, event: pygame.event.Event, now: float) -> list[pygame.event.Event]:
        """The key events a controller event stands for (none for device changes)."""
        et = event.type
        instance = getattr(event, "instance_id", -1)
        if not isinstance(instance, int):
            return []
        if et == pygame.CONTROLLERDEVICEADDED:
            self._open(event)
            return []
        if et == pygame.CONTROLLERDEVICEREMOVED:
            return self._remove(instance)
        if et == pygame.CONTROLLERBUTTONDOWN:
            return self._button(instance, getattr(event, "button", -1), now, down=True)
        if et == pygame.CONTROLLERBUTTONUP:
            return self._button(instance, getattr(event, "button", -1), now, down=False)
        if et == pygame.CONTROLLERAXISMOTION:
            return self._axis(instance, getattr(event, "axis", -1), getattr(event, "value", 0), now)
        return []

    def _button(
        self, instance: int, button: int, now: float, down: bool
    ) -> list[pygame.event.Event]:
        if button in DPAD_KEYS:
            source = (instance, f"button{button}")
            return self._hold(source, DPAD_KEYS[button], now) if down else self._let_go(source)
        name = BUTTON_NAMES.get(button)
        if name is None:
            return []
        action = self.mapping().by_button.get(name)
        # A button without an action still arrives (as no key): the Controls screen takes it.
        key = NO_KEY if action is None else canonical_key(action)
        kind = pygame.KEYDOWN if down else pygame.KEYUP
        return [key_event(kind, key, pad=instance, tags={ACTION: action, BUTTON: name})]

    def _axis(
        self, instance: int, axis: int, value: object, now: float
    ) -> list[pygame.event.Event]:
        keys = STICK_KEYS.get(axis)
        if keys is None or not isinstance(value, (int, float)):
            return []
        tilt = max(-1.0, min(1.0, float(value) / AXIS_MAX))
        source = (instance, f"axis{axis}")
        held = self.held.get(source)
        if abs(tilt) >= STICK_PRESS:
            key = keys[1] if tilt > 0 else keys[0]
            if held is not None and held.key == key:
                return []  # still tilted the same way: the repeat timer handles it
            return self._let_go(source) + self._hold(source, key, now)
        if abs(tilt) <= STICK_RELEASE:
            return self._let_go(source)
        return []  # between release and press: keep whatever it was (no flicker at the edge)

    def _hold(self, source: tuple[int, str], key: int, now: float) -> list[pygame.event.Event]:
        self.held[source] = Held(key, now + REPEAT_DELAY, source[0])
        return [key_event(pygame.KEYDOWN, key, pad=source[0])]

    def _let_go(self, source: tuple[int, str]) -> list[pygame.event.Event]:
        held = self.held.pop(source, None)
        return [] if held is None else [key_event(pygame.KEYUP, held.key, pad=held.pad)]

    def _release_all(self, instance: int) -> list[pygame.event.Event]:
        out: list[pygame.event.Event] = []
        for source in [s for s in self.held if s[0] == instance]:
            out += self._let_go(source)
        return out

    # -- repeat --

    def tick(self, now: float) -> list[pygame.event.Event]:
        """Repeats of held directions that are due by now."""
        out: list[pygame.event.Event] = []
        for held in self.held.values():
            if now >= held.due:
                out.append(key_event(pygame.KEYDOWN, held.key, repeat=True, pad=held.pad))
                held.due = max(held.due, now) + REPEAT_INTERVAL
        return out

    def next_due(self, now: float) -> float | None:
        """Seconds until the next repeat (None when no direction is held)."""
        if not self.held:
            return None
        return max(0.0, min(h.due for h in self.held.values()) - now)
