"""Couch seats follow the person, not SDL's instance id.

A controller pulled out and plugged back in comes back under a new instance id. When SDL's
GUID says which unplugged controller it is (the only one gone with that GUID), the controller
already follows its old id (controller.PadStatus.follow) and the table only says so; otherwise,
when a seat waits for a controller of the same kind, the table asks on screen whether the new
one is that seat's. Until a seat's controller is back, no controller plays the seat, unless
one explicitly takes it over (asked when it presses on that seat's turn). The keyboard, mouse
and touch play as ever.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

import pygame

from azul.domain.session import GameSession

from ..controller import PadStatus, pad_of
from ..scenes.overlay import ConfirmScene, Refuses
from .game_table import SeatedTable

if TYPE_CHECKING:
    pass


class Blocks(Protocol):
    """An animation that may hold the table still."""

    @property
    def blocking(self) -> bool:
        """True while it plays and the table waits for it."""
        ...


class PadTable(SeatedTable, Protocol):
    """What the couch-seat checks need of a table scene: its game, its words and its host."""

    @property
    def timeline(self) -> Blocks:
        """The table's animations."""
        ...

    def t(self, key: str, **values: object) -> str:
        """A text in the language shown."""
        ...


def seat_of(session: GameSession, ident: int) -> int | None:
    """The seat taken with a controller's (first) id, if any."""
    for i, seat in enumerate(session.setup.seats):
        if seat.pad == ident:
            return i
    return None


def waiting(session: GameSession, pads: PadStatus, seat: int) -> bool:
    """True while a seat's own controller is unplugged: the seat waits for it."""
    ident = session.seat(seat).pad
    return ident is not None and pads.holder(ident) is None


def stands_in(session: GameSession, pads: PadStatus, pad: int, seat: int) -> bool:
    """True when a controller took over a waiting seat (until the seat's own is back)."""
    ident = session.seat(seat).pad
    return ident is not None and pads.stand_ins.get(ident) == pad and waiting(session, pads, seat)


def only_from(pads: PadStatus, pad: int) -> Refuses:
    """A dialog's check that lets one controller answer (and keys, the mouse and touch); a
    refused press leaves the prompts as they were."""

    def refuses(event: pygame.event.Event) -> bool:
        other = pad_of(event)
        refused = other is not None and other != pad and event.type == pygame.KEYDOWN
        if refused:
            pads.refuse()
        return refused

    return refuses


def offer_take_over(table: PadTable, pad: int, seat: int, ask: bool) -> None:
    """A controller pressed on a waiting seat's turn: say so, and (on the table itself) ask
    whether it takes the seat over."""
    pads: PadStatus = table.services.pads
    name = table.session.seat(seat).name
    table.host.toast(table.t("pads.unplugged_turn", name=name))
    if not ask:
        return
    ident = table.session.seat(seat).pad

    def take() -> None:
        # A waiting seat always has its own controller's id (see waiting), as in ask_whose.
        if ident is not None and pads.connected(pad) and pads.holder(ident) is None:
            pads.stand_ins[ident] = pad
            table.host.toast(table.t("pads.taken_over", name=name, n=pads.number(pad)))

    table.host.stack.push(
        ConfirmScene(
            table.host,
            lambda: table.t("pads.take_over_title", name=name),
            lambda: table.t("pads.take_over_message", name=name, n=pads.number(pad)),
            lambda: table.t("pads.take_over_yes"),
            take,
            refuses=only_from(pads, pad),
        )
    )


def follow_pads(table: PadTable) -> None:
    """Controllers plugged in since the table last looked: one that already follows its seat's
    id is welcomed back; a new one of the kind a waiting seat had is asked whether it is that
    seat's controller."""
    pads: PadStatus = table.services.pads
    if not pads.arrivals:
        return
    session: GameSession = table.session
    arrivals = list(pads.arrivals)
    pads.arrivals.clear()
    for pad in arrivals:
        if not pads.connected(pad):
            continue
        ident = pads.who(pad)
        seat = seat_of(session, ident)
        if seat is not None:
            if ident != pad:  # re-plugged and known again by its GUID
                welcome(table, pad, seat)
            continue
        waits = [i for i in range(len(session.setup.seats)) if waiting(session, pads, i)]
        maybe = pads.returning(pad)
        same = [i for i in waits if session.seat(i).pad in maybe] or [
            i for i in waits if pads.gone_family(session.seat(i).pad or 0) == pads.family(pad)
        ]
        if same:
            ask_whose(table, pad, same[0])


def welcome(table: PadTable, pad: int, seat: int) -> None:
    """Say that a seat has its controller back."""
    name = table.session.seat(seat).name
    table.host.toast(table.t("pads.returned", name=name, n=table.services.pads.number(pad)))


def ask_whose(table: PadTable, pad: int, seat: int) -> None:
    """Ask on screen whether a newly plugged controller is a waiting seat's own."""
    pads: PadStatus = table.services.pads
    name = table.session.seat(seat).name
    ident = table.session.seat(seat).pad

    def mine() -> None:
        if ident is not None and pads.connected(pad) and pads.holder(ident) is None:
            pads.follow(pad, ident)
            welcome(table, pad, seat)

    table.host.stack.push(
        ConfirmScene(
            table.host,
            lambda: table.t("pads.is_it_title", n=pads.number(pad)),
            lambda: table.t("pads.is_it_message", name=name, n=pads.number(pad)),
            lambda: table.t("pads.is_it_yes"),
            mine,
            refuses=only_from(pads, pad),
        )
    )
