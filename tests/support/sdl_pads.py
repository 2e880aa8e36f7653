"""Game controllers that SDL itself makes: virtual joysticks of the SDL library pygame-ce loaded.

SDL's virtual joystick API (SDL >= 2.24: SDL_JoystickAttachVirtualEx, SDL_JoystickSetVirtual-
Button/Axis, SDL_JoystickDetachVirtual), called through ctypes on the very library pygame runs
on, so every device, button and axis event the app sees comes from SDL: a re-plugged device
gets a new instance id, exactly as a real one does. SDL reads a virtual device's state when it
pumps events, so a press must stay down across one pump (a press and release between two
pumps is never seen): ``press`` holds each button over a frame of the driver. Where SDL has no
virtual joysticks (an older SDL, another library than pygame's, no joystick subsystem),
``VirtualPads.open`` skips the test.
"""

from __future__ import annotations

import ctypes
import glob
import os
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import pygame
import pytest

JOYSTICK_TYPE_GAMECONTROLLER = 1  # SDL_JOYSTICK_TYPE_GAMECONTROLLER
DESC_VERSION = 1  # SDL_VIRTUAL_JOYSTICK_DESC_VERSION
BUTTONS = 15  # SDL_CONTROLLER_BUTTON_A .. SDL_CONTROLLER_BUTTON_DPAD_RIGHT
AXES = 6  # left and right stick, two triggers
AXIS_FULL = 32767
# The layout SDL gives a virtual game controller (buttons and axes in SDL's own order); added
# as a mapping only when this SDL does not map virtual controllers by itself.
MAPPING = (
    "a:b0,b:b1,x:b2,y:b3,back:b4,guide:b5,start:b6,leftstick:b7,rightstick:b8,"
    "leftshoulder:b9,rightshoulder:b10,dpup:b11,dpdown:b12,dpleft:b13,dpright:b14,"
    "leftx:a0,lefty:a1,rightx:a2,righty:a3,lefttrigger:a4,righttrigger:a5,"
)


@dataclass(frozen=True)
class Model:
    """A kind of controller: the name SDL reports and its USB ids (they make SDL's GUID)."""

    name: str
    vendor: int
    product: int


XBOX_360 = Model("Xbox 360 Controller", 0x045E, 0x028E)
XBOX_ONE = Model("Xbox One Controller", 0x045E, 0x02EA)
PS4 = Model("PS4 Controller", 0x054C, 0x05C4)


class Desc(ctypes.Structure):
    """SDL_VirtualJoystickDesc (version 1)."""

    _fields_ = [
        ("version", ctypes.c_uint16),
        ("type", ctypes.c_uint16),
        ("naxes", ctypes.c_uint16),
        ("nbuttons", ctypes.c_uint16),
        ("nhats", ctypes.c_uint16),
        ("vendor_id", ctypes.c_uint16),
        ("product_id", ctypes.c_uint16),
        ("padding", ctypes.c_uint16),
        ("button_mask", ctypes.c_uint32),
        ("axis_mask", ctypes.c_uint32),
        ("name", ctypes.c_char_p),
        ("userdata", ctypes.c_void_p),
        ("Update", ctypes.c_void_p),
        ("SetPlayerIndex", ctypes.c_void_p),
        ("Rumble", ctypes.c_void_p),
        ("RumbleTriggers", ctypes.c_void_p),
        ("SetLED", ctypes.c_void_p),
        ("SendEffect", ctypes.c_void_p),
    ]


class Guid(ctypes.Structure):
    """SDL_JoystickGUID."""

    _fields_ = [("data", ctypes.c_uint8 * 16)]


def pygame_sdl_path() -> str | None:
    """The SDL2 library file this process runs pygame on (None when it cannot be told)."""
    maps = Path("/proc/self/maps")
    if maps.exists():  # Linux: the library actually mapped, whatever its bundled name
        for line in maps.read_text().splitlines():
            path = line.split()[-1] if line.split() else ""
            if "libSDL2-2" in os.path.basename(path) or os.path.basename(path).startswith(
                "libSDL2.so"
            ):
                return path
        return None
    base = Path(pygame.__file__).parent
    patterns = ["SDL2.dll", "libSDL2*.dylib", ".dylibs/libSDL2*.dylib", "../pygame_ce.libs/*SDL2*"]
    for pattern in patterns:
        found = sorted(glob.glob(str(base / pattern)))
        if found:
            return found[0]
    return None


def load_sdl() -> ctypes.PyDLL | None:
    """pygame's SDL with the virtual joystick calls typed (None: no such API here).

    PyDLL keeps the GIL held during each call: SDL runs pygame's event filter (Python) from
    inside the calls that queue device events."""
    path = pygame_sdl_path()
    if path is None or pygame.get_sdl_version() < (2, 24, 0):
        return None
    try:
        sdl = ctypes.PyDLL(path)
        typed: list[tuple[str, list[type], type | None]] = [
            ("SDL_JoystickAttachVirtualEx", [ctypes.POINTER(Desc)], ctypes.c_int),
            ("SDL_JoystickDetachVirtual", [ctypes.c_int], ctypes.c_int),
            ("SDL_JoystickOpen", [ctypes.c_int], ctypes.c_void_p),
            ("SDL_JoystickClose", [ctypes.c_void_p], None),
            (
                "SDL_JoystickSetVirtualButton",
                [ctypes.c_void_p, ctypes.c_int, ctypes.c_uint8],
                ctypes.c_int,
            ),
            (
                "SDL_JoystickSetVirtualAxis",
                [ctypes.c_void_p, ctypes.c_int, ctypes.c_int16],
                ctypes.c_int,
            ),
            ("SDL_JoystickInstanceID", [ctypes.c_void_p], ctypes.c_int),
            ("SDL_NumJoysticks", [], ctypes.c_int),
            ("SDL_JoystickGetDeviceInstanceID", [ctypes.c_int], ctypes.c_int),
            ("SDL_IsGameController", [ctypes.c_int], ctypes.c_int),
            ("SDL_JoystickGetDeviceGUID", [ctypes.c_int], Guid),
            ("SDL_JoystickGetGUIDString", [Guid, ctypes.c_char_p, ctypes.c_int], None),
            ("SDL_GameControllerAddMapping", [ctypes.c_char_p], ctypes.c_int),
            ("SDL_GetError", [], ctypes.c_char_p),
        ]
        for name, args, result in typed:
            fn = getattr(sdl, name)
            fn.argtypes = args
            fn.restype = result
    except (OSError, AttributeError):
        return None
    return sdl


@dataclass
class VirtualPad:
    """One attached virtual controller: its SDL instance id and joystick handle."""

    model: Model
    instance: int
    handle: int


class VirtualPads:
    """Plugs, presses and pulls SDL virtual game controllers; `pump` runs one app frame."""

    def __init__(self, sdl: ctypes.PyDLL, pump: Callable[[], None]) -> None:
        self.sdl = sdl
        self.pump = pump
        self.attached: list[VirtualPad] = []
        self.presses = 0  # buttons pressed and stick flicks, for the measurements

    @classmethod
    def open(cls, pump: Callable[[], None]) -> VirtualPads:
        """Virtual controllers on pygame's SDL (the test is skipped where there are none)."""
        sdl = load_sdl()
        if sdl is None:
            pytest.skip("SDL has no virtual joystick API here (SDL >= 2.24, pygame's own SDL)")
        if not pygame.joystick.get_init():
            pytest.skip("SDL's joystick subsystem is not running")
        return cls(sdl, pump)

    def plug(self, model: Model) -> int:
        """Attach a controller (SDL announces it; the app opens it); its instance id."""
        sdl = self.sdl
        desc = Desc(
            version=DESC_VERSION,
            type=JOYSTICK_TYPE_GAMECONTROLLER,
            naxes=AXES,
            nbuttons=BUTTONS,
            nhats=0,
            vendor_id=model.vendor,
            product_id=model.product,
            button_mask=(1 << BUTTONS) - 1,
            axis_mask=(1 << AXES) - 1,
            name=model.name.encode(),
        )
        index = sdl.SDL_JoystickAttachVirtualEx(ctypes.byref(desc))
        if index < 0:
            pytest.skip(f"SDL cannot attach a virtual joystick: {sdl.SDL_GetError()!r}")
        if not sdl.SDL_IsGameController(index):  # an SDL that does not map virtual pads
            text = ctypes.create_string_buffer(33)
            sdl.SDL_JoystickGetGUIDString(sdl.SDL_JoystickGetDeviceGUID(index), text, 33)
            line = f"{text.value.decode()},{model.name},{MAPPING}"
            sdl.SDL_GameControllerAddMapping(line.encode())
        handle = sdl.SDL_JoystickOpen(index)
        if not handle:
            pytest.skip(f"SDL cannot open its virtual joystick: {sdl.SDL_GetError()!r}")
        pad = VirtualPad(model, sdl.SDL_JoystickInstanceID(handle), handle)
        self.attached.append(pad)
        self.pump()  # SDL announces the device; the app opens it
        return pad.instance

    def _pad(self, instance: int) -> VirtualPad:
        return next(p for p in self.attached if p.instance == instance)

    def unplug(self, instance: int) -> None:
        """Detach a controller (SDL says it went; the app forgets it)."""
        pad = self._pad(instance)
        sdl = self.sdl
        sdl.SDL_JoystickClose(pad.handle)
        for index in range(sdl.SDL_NumJoysticks()):
            if sdl.SDL_JoystickGetDeviceInstanceID(index) == instance:
                sdl.SDL_JoystickDetachVirtual(index)
                break
        self.attached.remove(pad)
        self.pump()

    def hold(self, instance: int, button: int, down: bool) -> None:
        """Set a button's state; it reaches the app at the next pump."""
        self.sdl.SDL_JoystickSetVirtualButton(self._pad(instance).handle, button, int(down))

    def press(self, instance: int, button: int) -> None:
        """Press and release a button, each held across a pump (or SDL never sees it)."""
        self.presses += 1
        self.hold(instance, button, True)
        self.pump()
        self.hold(instance, button, False)
        self.pump()

    def tilt(self, instance: int, axis: int, share: float) -> None:
        """Tilt a stick's axis (-1..1 of its range); it reaches the app at the next pump."""
        value = max(-AXIS_FULL - 1, min(AXIS_FULL, round(share * AXIS_FULL)))
        self.sdl.SDL_JoystickSetVirtualAxis(self._pad(instance).handle, axis, value)

    def flick(self, instance: int, axis: int, share: float) -> None:
        """Tilt the stick firmly and let it spring back (one step of the focus)."""
        self.presses += 1
        self.tilt(instance, axis, share)
        self.pump()
        self.tilt(instance, axis, 0.0)
        self.pump()

    def close(self) -> None:
        """Detach every controller still attached."""
        for pad in list(self.attached):
            self.unplug(pad.instance)
