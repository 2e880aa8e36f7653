"""Pretend controllers and a finger for the pads tests: devices SDL would open, and a driver
whose taps and drags are FINGER events (with SDL's own mouse copies, flagged touch, beside)."""

from __future__ import annotations

from typing import Any

import pygame

from azul.engine.base_game import FLOOR, decode_move
from azul.ui import controller
from azul.ui.families.base.targets import FloorTarget, LineTarget
from azul.ui.scenes.table import TableScene
from azul.ui.table.targets import GroupTarget
from azul.ui.widgets import Button

from .driver import Driver

LIMIT = 80  # presses a walk through a focus order may take before the test gives up
FIRST_PAD = 20  # the instance id of the first pretend controller (the next ones count up)
A = pygame.CONTROLLER_BUTTON_A
B = pygame.CONTROLLER_BUTTON_B
X = pygame.CONTROLLER_BUTTON_X
Y = pygame.CONTROLLER_BUTTON_Y
START = pygame.CONTROLLER_BUTTON_START
DOWN = pygame.CONTROLLER_BUTTON_DPAD_DOWN


class FakePad:
    """A controller as pygame._sdl2.controller.Controller opens it, named per device index."""

    names: dict[int, str] = {}

    def __init__(self, index: int) -> None:
        if index not in self.names:
            raise pygame.error("no such device")
        self.index = index
        self.name = self.names[index]

    def as_joystick(self) -> Any:
        return self

    def get_instance_id(self) -> int:
        return FIRST_PAD + self.index

    def quit(self) -> None:
        """Nothing to close."""


def plug(driver: Driver, monkeypatch: Any, *names: str) -> list[int]:
    """Connect controllers with these names (through CONTROLLERDEVICEADDED); their ids."""
    monkeypatch.setattr(controller.sdl_controller, "Controller", FakePad)
    monkeypatch.setattr(FakePad, "names", dict(enumerate(names)))
    for i in range(len(names)):
        driver.post(pygame.CONTROLLERDEVICEADDED, device_index=i)
    driver.pump()
    return [FIRST_PAD + i for i in range(len(names))]


def press(driver: Driver, button: int, pad: int) -> None:
    """Press and release a controller button."""
    driver.post(pygame.CONTROLLERBUTTONDOWN, instance_id=pad, button=button)
    driver.post(pygame.CONTROLLERBUTTONUP, instance_id=pad, button=button)
    driver.pump()


def focused_label(scene: Any) -> str:
    """The label of a menu's focused button ("" when none)."""
    w = scene.widgets.focused() if scene.widgets.show_focus else None
    return w.label() if isinstance(w, Button) else ""


def focus_button(driver: Driver, label: str, pad: int) -> None:
    """Walk a menu's focus with the D-pad onto a button."""
    for _ in range(LIMIT):
        if focused_label(driver.top) == label:
            return
        press(driver, DOWN, pad)
    raise AssertionError(f"no focus on {label!r}")


def focus_target(driver: Driver, table: TableScene, want: Any, pad: int) -> None:
    """Walk the table's focus ring with the D-pad onto a target."""
    for _ in range(LIMIT):
        if table.keyboard and table.focused() == want:
            return
        press(driver, DOWN, pad)
    raise AssertionError(f"no focus on {want}")


def play_base_move(driver: Driver, table: TableScene, move: int, pad: int) -> None:
    """A base-family move on one controller: the group, A, the line or floor, A."""
    _, a, b, c = decode_move(move)
    group = next(t for t in table.focus_items() if t == GroupTarget(a, b))
    focus_target(driver, table, group, pad)
    press(driver, A, pad)
    p = table.state.current_player
    dest = next(
        t for t in table.focus_items() if t == (FloorTarget(p) if c == FLOOR else LineTarget(p, c))
    )
    focus_target(driver, table, dest, pad)
    press(driver, A, pad)


class TouchDriver(Driver):
    """Taps and drags by finger; the mouse events SDL would copy from them come too (they must
    be ignored, or every tap would act twice). The keyboard is not used."""

    finger = 3

    def finger_at(self, kind: int, design: tuple[float, float]) -> tuple[int, int]:
        """Post one finger event at a design point; the window pixel it lands on."""
        px, py = self.screen(design)
        w, h = self.app.viewport.window_w, self.app.viewport.window_h
        self.post(kind, touch_id=1, finger_id=self.finger, x=px / (w - 1), y=py / (h - 1))
        return px, py

    def click(self, design: tuple[float, float], button: int = 1) -> None:
        """A tap."""
        pos = self.finger_at(pygame.FINGERDOWN, design)
        self.post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0), touch=True)
        self.post(pygame.MOUSEBUTTONDOWN, pos=pos, button=1, touch=True)
        self.finger_at(pygame.FINGERUP, design)
        self.post(pygame.MOUSEBUTTONUP, pos=pos, button=1, touch=True)
        self.pump()

    def drag(self, start: tuple[float, float], end: tuple[float, float]) -> None:
        """Touch, slide in steps, lift."""
        self.finger_at(pygame.FINGERDOWN, start)
        for i in range(1, 6):
            k = i / 5
            p = (start[0] + (end[0] - start[0]) * k, start[1] + (end[1] - start[1]) * k)
            pos = self.finger_at(pygame.FINGERMOTION, p)
            self.post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0), touch=True)
        self.finger_at(pygame.FINGERUP, end)
        self.pump()

    def key(self, key: int, mod: int = 0, unicode: str = "") -> None:
        """Never: these games are played by touch only."""
        raise AssertionError("a touch-only game pressed a key")


def touch_driver(driver: Driver) -> TouchDriver:
    """The same app, driven by finger."""
    return TouchDriver(driver.app, driver.clock)
