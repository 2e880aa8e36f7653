"""Parts every family's step builder shares: score pop-ups that name the score event they show,
tiles flying away (into the lid, the storage or the bag), the beat that shows one score change
with what it counted lit up, the last beat of the game, and a take from the factory ring as
one step (``take_step``: a family with a simple board needs no more)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Protocol, TypeVar

import pygame

from .. import theme
from .ring import RingLayout
from .timeline import Flight, Popup, Step, View
from .view import RingTiles

Point = tuple[float, float]
POP_LIFE = 1.2  # seconds a pop-up lives at normal speed
POP_LIFE_MIN = 0.6  # ... scaled by the speed factor, but never shorter than this share
AWAY_SHRINK = 0.6  # a tile flying away ends this much smaller

V = TypeVar("V", bound=View)
R = TypeVar("R", bound="RingTiles")  # a view of the ring's tiles
SV = TypeVar("SV", bound="ScoredView")  # a view with scores


class SeatScore(Protocol):
    """A board's shown score (a view action changes it)."""

    score: int


class ScoredView(View, Protocol):
    """A family's view with a shown score per seat."""

    @property
    def boards(self) -> Sequence[SeatScore]:
        """Each seat's board as drawn."""
        ...


def signed(delta: int) -> str:
    """A score change as a person writes it: +3, −2 (a real minus sign), 0."""
    if delta > 0:
        return f"+{delta}"
    if delta < 0:
        return f"−{-delta}"
    return "0"


def pop_life(speed: float, life: float = POP_LIFE) -> float:
    """How long a pop-up lives at an animation speed."""
    return life * max(POP_LIFE_MIN, speed)


def score_popup(
    speed: float,
    seat: int,
    delta: int,
    pos: Point,
    *,
    sub: str = "",
    size: float = 38,
    gain: bool | None = None,
    life: float = POP_LIFE,
) -> Popup:
    """A pop-up that shows one score event of a seat (``delta`` as applied by the engine)."""
    good = delta > 0 if gain is None else gain
    return Popup(
        text=signed(delta),
        pos=pos,
        colour=theme.GAIN if good else theme.PENALTY,
        size=size,
        life=pop_life(speed, life),
        sub=sub,
        seat=seat,
        delta=delta,
    )


def note_popup(speed: float, text: str, pos: Point, sub: str = "", size: float = 32) -> Popup:
    """A pop-up that is no score change (tiles won, a pass, the new round)."""
    return Popup(text=text, pos=pos, colour=theme.GAIN, size=size, life=pop_life(speed), sub=sub)


def away(
    colour: int,
    start: Point,
    end: Point,
    size: float,
    *,
    delay: float,
    duration: float,
    arc: float = 0.0,
) -> Flight:
    """A tile leaving the table for the lid, the storage or the bag: it shrinks and fades."""
    return Flight(
        colour=colour,
        start=start,
        end=end,
        size0=size,
        size1=size * AWAY_SHRINK,
        delay=delay,
        duration=duration,
        fade=True,
        arc=arc,
    )


def add_score(seat: int, delta: int) -> Callable[[ScoredView], None]:
    """A view action: the seat's shown score changes by delta."""

    def act(view: ScoredView) -> None:
        view.boards[seat].score += delta

    return act


def then(*actions: Callable[[V], None]) -> Callable[[V], None]:
    """One view action doing several in order."""

    def act(view: V) -> None:
        for action in actions:
            action(view)

    return act


def centre_of(rects: Sequence[pygame.FRect]) -> Point:
    """The middle of some rects (where a pop-up about all of them goes)."""
    return (
        sum(r.centerx for r in rects) / len(rects),
        sum(r.centery for r in rects) / len(rects),
    )


def score_beat(
    speed: float,
    duration: float,
    popup: Popup,
    glow: list[pygame.FRect],
    *,
    glow_colour: tuple[int, int, int] = theme.GAIN,
) -> list[Step[SV]]:
    """One score change shown: what it counted lights up as its pop-up rises and the score
    moves (a step of no time), then stays lit for the beat."""
    sound = "score" if (popup.delta or 0) >= 0 else "penalty"
    change = add_score(popup.seat, popup.delta or 0)
    shown: Step[SV] = Step(0.0, on_end=change, popups=[popup], glow=glow, sound_end=sound)
    lit: Step[SV] = Step(duration * speed, glow=glow, glow_colour=glow_colour)
    shown.glow_colour = glow_colour
    return [shown, lit]


def last_beat(speed: float, duration: float, on_end: Callable[[V], None] | None = None) -> Step[V]:
    """The game's last beat (its sound), settling what the view still has to show."""
    return Step(duration=duration * speed, on_end=on_end, sound_end="game_end")


LEFTOVER_DELAY = 0.12  # leftovers leave for the centre after the take has set off
LEFTOVER_STAGGER = 0.03  # between leftovers setting off
LEFTOVER_FLIGHT = 0.4  # one leftover's flight


def to_centre(
    centre_slot: Callable[[int], pygame.FRect], leftovers: list[tuple[int, Point]], speed: float
) -> list[Flight]:
    """A factory's leftovers sliding to their colours' places in the centre (slot 0 is the
    first-player marker's, colour c sits in slot 1 + c)."""
    return [
        Flight(
            colour=col,
            start=start,
            end=centre_slot(1 + col).center,
            size0=centre_slot(1 + col).w,
            size1=centre_slot(1 + col).w,
            delay=(LEFTOVER_DELAY + i * LEFTOVER_STAGGER) * speed,
            duration=LEFTOVER_FLIGHT * speed,
        )
        for i, (col, start) in enumerate(leftovers)
    ]


def lift_take(
    source: int, centre: int, taken: list[int], marker: bool
) -> Callable[[RingTiles], None]:
    """A view action: a take leaves its place as it sets off (the whole factory; from the
    centre, the taken tiles and the first-player marker)."""

    def act(view: RingTiles) -> None:
        if source != centre:
            view.factories[source] = []
            return
        for colour in taken:
            view.centre[colour] -= 1
        if marker:
            view.marker_in_centre = False

    return act


def land_in_centre(leftovers: list[tuple[int, Point]]) -> Callable[[RingTiles], None]:
    """A view action: a factory's leftovers arrive in the centre."""

    def act(view: RingTiles) -> None:
        for colour, _ in leftovers:
            view.centre[colour] += 1

    return act


MARKER = -1  # the first-player marker where a flight holds a tile colour
TAKE_FLIGHT = 0.45  # seconds a taken tile flies (at normal speed)
TAKE_STAGGER = 0.04  # between taken tiles setting off


def take_step(
    lay: RingLayout,
    view: RingTiles,
    speed: float,
    take: tuple[int, int, int],
    to: Callable[[int], pygame.FRect],
    on_land: Callable[[R], None],
    popups: list[Popup],
) -> Step[R]:
    """A take from the ring as one step. ``take`` is (source, colour, the centre's source
    index); the taken tiles (from the centre, the first-player marker too, as MARKER) fly to
    the place ``to(colour)``, a factory's leftovers to the centre; the source empties as they set off,
    ``on_land`` shows them on the taker's board and the ``popups`` rise."""
    source, colour, centre = take
    if source == centre:
        taken = [(colour, lay.centre_slot(1 + colour).center)] * view.centre[colour]
        taken += [(MARKER, lay.centre_slot(0).center)] * view.marker_in_centre
        leftovers = []
    else:
        tiles = [
            (c, lay.factory_tile(source, k).center) for k, c in enumerate(view.factories[source])
        ]
        taken = [(c, at) for c, at in tiles if c == colour]
        leftovers = [(c, at) for c, at in tiles if c != colour]
    t, gap, fly = lay.tile, TAKE_STAGGER * speed, TAKE_FLIGHT * speed
    flights = [Flight(c, at, to(c).center, t, t, i * gap, fly) for i, (c, at) in enumerate(taken)]
    flights += to_centre(lay.centre_slot, leftovers, speed)
    marker = any(c == MARKER for c, _ in taken)
    lift = lift_take(source, centre, [c for c, _ in taken if c != MARKER], marker)
    land = then(on_land, land_in_centre(leftovers))
    duration = max(f.end_time for f in flights)
    return Step(duration, flights, lift, land, popups, sound_start="pick", sound_end="place")
