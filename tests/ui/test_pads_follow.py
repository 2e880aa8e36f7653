"""Seats follow the person (controller.PadStatus), the New game screen's row jumps and the round
summary's line for a controller player. Pretend devices through pygame's queue."""

from __future__ import annotations

from typing import Any

import pygame

from azul.domain.settings import COMPUTER, PERSON
from azul.ui.canvas import TextDrawn
from azul.ui.controller import XBOX, ControllerInput, PadStatus
from azul.ui.table.round_summary import SeatRound, paint_summary
from azul.ui.widgets import Segmented

from .driver import Driver
from .pads_helpers import FIRST_PAD, open_setup, plug, press

XBOX_GUID = "030000005e0400008e02000014010000"
PS_GUID = "030000004c050000c405000000010000"
RB = pygame.CONTROLLER_BUTTON_RIGHTSHOULDER
LB = pygame.CONTROLLER_BUTTON_LEFTSHOULDER
RIGHT = pygame.CONTROLLER_BUTTON_DPAD_RIGHT
LEFT = pygame.CONTROLLER_BUTTON_DPAD_LEFT


class Device:
    """A controller as SDL opens it: a fixed instance id, name and GUID."""

    def __init__(self, instance: int, name: str, guid: str) -> None:
        self.instance, self.name, self.guid = instance, name, guid

    def as_joystick(self) -> Any:
        return self

    def get_instance_id(self) -> int:
        return self.instance

    def get_guid(self) -> str:
        return self.guid

    def quit(self) -> None:
        """Nothing to close."""


def connect(pads: ControllerInput, monkeypatch: Any, instance: int, name: str, guid: str) -> None:
    """Plug in a device with these ids (the translator opens it by its device index 0)."""
    monkeypatch.setattr(
        "azul.ui.controller.sdl_controller.Controller",
        lambda index: Device(instance, name, guid),
    )
    pads.translate(pygame.event.Event(pygame.CONTROLLERDEVICEADDED, device_index=0), 0.0)


def pull(pads: ControllerInput, instance: int) -> None:
    """Pull a device out."""
    pads.translate(pygame.event.Event(pygame.CONTROLLERDEVICEREMOVED, instance_id=instance), 0.0)


def test_a_replugged_controller_follows_its_first_id_when_its_guid_says_which(
    monkeypatch: Any,
) -> None:
    status = PadStatus()
    pads = ControllerInput(status=status)
    connect(pads, monkeypatch, 1, "Xbox 360 Controller", XBOX_GUID)
    connect(pads, monkeypatch, 2, "Xbox 360 Controller", XBOX_GUID)
    pull(pads, 1)
    assert status.holder(1) is None and status.gone[1].guid == XBOX_GUID
    connect(pads, monkeypatch, 3, "Xbox 360 Controller", XBOX_GUID)
    assert status.who(3) == 1 and status.holder(1) == 3 and 1 not in status.gone
    assert status.who(2) == 2 and status.holder(2) == 2
    # Both out, one back: the GUID cannot tell which, so it follows neither (the table asks).
    pull(pads, 3)
    pull(pads, 2)
    connect(pads, monkeypatch, 4, "Xbox 360 Controller", XBOX_GUID)
    assert status.who(4) == 4 and sorted(status.returning(4)) == [1, 2]
    assert status.gone_family(1) == XBOX
    # Another model's GUID is no match at all.
    connect(pads, monkeypatch, 5, "PS4 Controller", PS_GUID)
    assert status.returning(5) == []
    assert status.arrivals == [4, 5]  # the ones still plugged in, not yet seen by a table


def test_a_refused_press_puts_the_prompts_back() -> None:
    status = PadStatus(names={1: "Xbox One", 2: "DualSense"})
    status.use(1)
    status.use(2)
    status.refuse()
    assert status.active == 1
    status.use(None)
    status.use(2)
    status.refuse()
    assert status.active is None and not status.prompts_shown()


def test_the_shoulders_jump_between_the_new_game_rows(driver: Driver, monkeypatch: Any) -> None:
    (pad,) = plug(driver, monkeypatch, "Xbox One")
    assert pad == FIRST_PAD
    setup = open_setup(driver)
    setup.set_kind(1, COMPUTER)
    rows = setup.sections()
    press(driver, RB, pad)  # from the cards (nothing focused yet) to the seat count
    assert setup.widgets.focus == setup.entry(rows[1])
    press(driver, RB, pad)
    press(driver, RB, pad)  # seat 2's person / computer choice
    w = setup.widgets.focused()
    assert isinstance(w, Segmented) and w.value == COMPUTER
    press(driver, LEFT, pad)
    assert setup.choices.seats[1].kind == PERSON
    press(driver, LB, pad)
    press(driver, LB, pad)
    press(driver, LB, pad)  # back on the chosen rule set's card
    assert setup.widgets.focused() is setup.widgets.widgets[setup.entry(setup.sections()[0])]
    press(driver, RIGHT, pad)  # a card's Right goes over to the first seat
    assert setup.widgets.focus == setup.entry(setup.sections()[2])
    press(driver, pygame.CONTROLLER_BUTTON_DPAD_UP, pad)
    press(driver, pygame.CONTROLLER_BUTTON_DPAD_UP, pad)  # the first seat's colour swatch
    press(driver, LEFT, pad)  # Left where it changes nothing: back to the cards
    assert setup.widgets.focus == setup.entry(setup.sections()[0])


def test_the_round_summary_names_the_controllers_button(
    driver: Driver, drawn: list[TextDrawn]
) -> None:
    canvas = driver.app.canvas()
    rows = [SeatRound("Ann", [3, -1], 2, 10), SeatRound("Bob", [1, 0], 1, 7)]
    labels = ["scoring.summary_wall", "scoring.summary_floor"]
    t = driver.app.services.t
    paint_summary(canvas, t, 1, labels, rows, 1.0)
    assert "Click or press any key to go on." in [d.asked for d in drawn]
    drawn.clear()
    paint_summary(canvas, t, 1, labels, rows, 1.0, XBOX)
    words = [d.asked for d in drawn]
    assert "Click or press any key to go on." not in words
    assert "Press" in words and "to go on." in words and "A" in words  # the A badge between
