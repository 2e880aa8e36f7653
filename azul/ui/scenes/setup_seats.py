"""The new-game screen's seat rows: each seat's colour swatch, name, person or computer and
level, and the badge of the controller that took a person's seat."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Protocol

import pygame

from azul.domain.levels import offered_levels
from azul.domain.session import Seat
from azul.domain.settings import COMPUTER, PERSON

from .. import prompts, theme
from ..canvas import Canvas
from ..seat_mark import paint_seat_mark
from ..widgets import Segmented, Selector, TextField, Widget, WidgetGroup
from .setup_layout import RIGHT_X, SEAT_H, SEAT_Y


class Swatch(Widget):
    """A seat's colour; clicking picks the next colour no other seat uses."""

    def __init__(
        self, rect: pygame.FRect, colour: Callable[[], int], on_next: Callable[[], None]
    ) -> None:
        super().__init__(rect)
        self.colour = colour
        self.on_next = on_next

    def spoken_value(self, t: Callable[..., str]) -> str:
        """The seat's colour by its number."""
        return t("narration.seat_colour", n=self.colour() + 1)

    def activate(self) -> bool:
        self.on_next()
        return True

    def draw(self, canvas: Canvas, focused: bool) -> None:
        c = self.rect.center
        rad = self.rect.h * 0.42
        canvas.circle((c[0], c[1] + 3), rad, theme.SHADOW, alpha=80)
        paint_seat_mark(
            canvas, c, rad, self.colour(), theme.CREAM if not self.hover else theme.GOLD, 3
        )
        if focused:
            canvas.circle(c, rad + 7, theme.FOCUS, width=3)


class SeatChoices(Protocol):
    """What the seat rows show and change: the screen's choices for each seat."""

    def t(self, key: str, **values: object) -> str:
        """A translated text."""
        ...

    def seat_name(self, i: int) -> str:
        """The name a seat will play under."""
        ...

    def seat_colour(self, i: int) -> int:
        """A seat's colour index."""
        ...

    def default_name(self, i: int) -> str:
        """Name shown when a seat's name is left empty."""
        ...

    def seat_level(self, i: int) -> str:
        """A computer seat's level."""
        ...

    def level_text(self, level: str) -> str:
        """A computer level's name."""
        ...

    def next_colour(self, i: int) -> None:
        """Give a seat the next colour no other seat uses."""
        ...

    def set_name(self, i: int, text: str) -> None:
        """A seat's name as typed."""
        ...

    def set_kind(self, i: int, kind: str) -> None:
        """A seat played by a person or the computer."""
        ...

    def set_level(self, i: int, level: str) -> None:
        """A computer seat's level."""
        ...


def add_seat_rows(widgets: WidgetGroup, seats: list[Seat], players: int, host: SeatChoices) -> None:
    """Each seat's row: its colour, name, person or computer and (a computer's) level."""
    levels = offered_levels()
    for i in range(players):
        y = SEAT_Y + i * SEAT_H
        seat = seats[i]
        seat_name = partial(host.seat_name, i)  # what narration calls the seat's controls
        named = widgets.add(
            Swatch(
                pygame.FRect(RIGHT_X, y + 6, 56, 56),
                partial(host.seat_colour, i),
                partial(host.next_colour, i),
            )
        )
        named.spoken_name = seat_name
        named = widgets.add(
            TextField(
                pygame.FRect(RIGHT_X + 68, y + 6, 240, 58),
                seat.name,
                partial(host.set_name, i),
                placeholder=partial(host.default_name, i),
                max_len=16,
            )
        )
        named.spoken_name = partial(host.t, "narration.name")
        named = widgets.add(
            Segmented(
                pygame.FRect(RIGHT_X + 320, y + 6, 290, 58),
                [PERSON, COMPUTER],
                lambda k: host.t(f"seat.{k}"),
                seat.kind,
                partial(host.set_kind, i),
            )
        )
        named.spoken_name = seat_name
        if seat.kind == COMPUTER:
            level = host.seat_level(i)
            named = widgets.add(
                Selector(
                    pygame.FRect(RIGHT_X + 620, y + 6, 200, 58),
                    levels,
                    host.level_text,
                    level,
                    partial(host.set_level, i),
                )
            )
            named.spoken_name = seat_name


def paint_seat_pad(canvas: Canvas, i: int, colour: int, label: str) -> None:
    """A bound seat's badge: the controller and its number, where a level would be."""
    box = pygame.FRect(RIGHT_X + 620, SEAT_Y + i * SEAT_H + 6, 200, 58)
    canvas.fill(box, prompts.DARK, alpha=230, radius=box.h / 2)
    canvas.outline(box, theme.seat_colour(colour), 3, box.h / 2)
    prompts.paint_pad_icon(canvas, (box.x + 44, box.centery), 30, prompts.RIM)
    canvas.text(
        label,
        (box.x + 80, box.centery),
        20,
        theme.CREAM,
        theme.BOLD,
        "midleft",
        max_width=box.right - 12 - (box.x + 80),
    )
