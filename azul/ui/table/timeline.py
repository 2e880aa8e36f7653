"""The animation timeline of any family's table: flights, score pop-ups, cues and steps.

A move becomes a list of Steps (each family's step builder makes them). Each step removes what
starts moving from the view when it begins (the flights draw it in the air), and puts the
result down when it ends. Applying every step to the view before the move gives exactly the
view of the state after it; the timeline snaps to that view at the end anyway, so a mismatch
can never leave a wrong picture. The timeline is generic over the family's view type.
"""

from __future__ import annotations

import math
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Generic, Protocol, Self, TypeVar

import pygame

from .. import theme

Point = tuple[float, float]


class View(Protocol):
    """What the timeline needs of a family's table view: an independent copy."""

    def copy(self) -> Self:
        """An independent copy."""
        ...


V = TypeVar("V", bound=View)


@dataclass
class Flight:
    """A tile (or the marker) moving from one place to another during a step."""

    colour: int
    start: Point
    end: Point
    size0: float
    size1: float
    delay: float = 0.0
    duration: float = 0.3
    fade: bool = False  # fades away on arrival (into the lid or the bag)
    arc: float = 0.0  # lift in the middle of the flight (design px)

    def at(self, t: float) -> tuple[Point, float, int]:
        """Position, size and alpha at t seconds into the step."""
        u = 0.0 if self.duration <= 0 else (t - self.delay) / self.duration
        u = max(0.0, min(1.0, u))
        e = u * u * (3 - 2 * u)  # smoothstep
        x = self.start[0] + (self.end[0] - self.start[0]) * e
        y = self.start[1] + (self.end[1] - self.start[1]) * e - self.arc * math.sin(math.pi * e)
        size = self.size0 + (self.size1 - self.size0) * e
        alpha = 255
        if self.fade and u > 0.55:
            alpha = int(255 * max(0.0, 1 - (u - 0.55) / 0.45))
        return (x, y), size, alpha

    @property
    def end_time(self) -> float:
        """When the flight lands, from the step's start."""
        return self.delay + self.duration


@dataclass
class Popup:
    """Floating score text (+3, −1, ×2) that rises and fades."""

    text: str
    pos: Point
    colour: tuple[int, int, int]
    size: float = 40
    life: float = 1.1
    age: float = 0.0
    sub: str = ""
    seat: int = -1  # the seat whose score it shows (-1: not a score change)
    delta: int | None = None  # the score event's change it shows (None: not a score change)

    def alive(self) -> bool:
        """True until its life is over."""
        return self.age < self.life


@dataclass
class Cue(Generic[V]):
    """Something that happens at a moment inside a step (a tile lands: score, pop-up, sound)."""

    time: float
    action: Callable[[V], None] | None = None
    popups: list[Popup] = field(default_factory=list)
    sound: str | None = None


@dataclass
class Step(Generic[V]):
    """One beat of an animation (see module notes)."""

    duration: float
    flights: list[Flight] = field(default_factory=list)
    on_start: Callable[[V], None] | None = None
    on_end: Callable[[V], None] | None = None
    popups: list[Popup] = field(default_factory=list)  # spawned when the step ends
    glow: list[pygame.FRect] = field(default_factory=list)  # highlighted during the step
    glow_colour: tuple[int, int, int] = theme.GAIN
    sound_start: str | None = None
    sound_end: str | None = None
    cues: list[Cue[V]] = field(default_factory=list)  # in time order
    labels: list[tuple[Point, str]] = field(default_factory=list)  # counts shown during the step
    hold: bool = False  # the timeline waits here until released (see Timeline.holds)


class Timeline(Generic[V]):
    """Plays steps against the table view; click-to-skip finishes everything at once."""

    def __init__(self, view: V, sound: Callable[[str], None] | None = None) -> None:
        self.view = view
        self.sound = sound or (lambda _name: None)
        self.steps: deque[Step[V]] = deque()
        self.current: Step[V] | None = None
        self.t = 0.0
        self.popups: list[Popup] = []
        self.final: V | None = None
        self.cue = 0  # next cue of the current step
        # Hold steps wait for release() (the live table shows its round summary there; a
        # timeline whose owner never releases, like the replay's, passes through them).
        self.holds = False

    @property
    def blocking(self) -> bool:
        """True while steps remain (input waits; a click skips)."""
        return self.current is not None or bool(self.steps)

    @property
    def held(self) -> bool:
        """True while the timeline waits at a hold step."""
        return self.holds and self.current is not None and self.current.hold

    def release(self) -> None:
        """Go on from a hold step."""
        if self.held:
            self._finish(quiet=True)
            if not self.steps and self.final is not None:
                self.view = self.final
                self.final = None

    @property
    def busy(self) -> bool:
        """True while anything moves (steps or popups)."""
        return self.blocking or bool(self.popups)

    def reset(self, view: V) -> None:
        """Drop every animation and show a view."""
        self.steps.clear()
        self.current = None
        self.popups.clear()
        self.final = None
        self.view = view

    def play(self, steps: list[Step[V]], final: V) -> None:
        """Queue a move's steps; the view becomes ``final`` when they are done."""
        if self.blocking:
            self.skip(through_holds=True)
        self.steps.extend(steps)
        self.final = final
        if not steps:
            self.view = final
            self.final = None

    def _begin(self, step: Step[V]) -> None:
        self.current = step
        self.t = 0.0
        self.cue = 0
        if step.on_start is not None:
            step.on_start(self.view)
        if step.sound_start:
            self.sound(step.sound_start)

    def _fire_cues(self, until: float, quiet: bool = False) -> None:
        step = self.current
        if step is None:
            return
        while self.cue < len(step.cues) and step.cues[self.cue].time <= until:
            cue = step.cues[self.cue]
            self.cue += 1
            if cue.action is not None:
                cue.action(self.view)
            if not quiet:
                self.popups.extend(cue.popups)
                if cue.sound:
                    self.sound(cue.sound)

    def _finish(self, quiet: bool = False) -> None:
        step = self.current
        if step is None:
            return
        self._fire_cues(float("inf"), quiet)
        if step.on_end is not None:
            step.on_end(self.view)
        if not quiet:
            self.popups.extend(step.popups)
            if step.sound_end:
                self.sound(step.sound_end)
        self.current = None

    def update(self, dt: float) -> bool:
        """Advance by dt seconds; True when something visible changed."""
        if not self.busy:
            return False
        for p in self.popups:
            p.age += dt
        self.popups = [p for p in self.popups if p.alive()]
        remaining = dt
        while self.current is not None or self.steps:
            if self.current is None:
                self._begin(self.steps.popleft())
            assert self.current is not None
            if self.held:
                break
            left = self.current.duration - self.t
            if remaining < left:
                self.t += remaining
                self._fire_cues(self.t)
                break
            remaining -= max(0.0, left)
            self._finish()
        if self.current is None and not self.steps and self.final is not None:
            self.view = self.final
            self.final = None
        return True

    def skip(self, through_holds: bool = False) -> None:
        """Finish every queued step now (no sounds, no popups), up to the next hold step
        (through it too with ``through_holds``)."""
        self.popups.clear()
        if self.held and not through_holds:
            return
        if self.current is not None:
            self._finish(quiet=True)
        while self.steps:
            self._begin_quiet(self.steps.popleft())
            if self.held and not through_holds:
                return
            self._finish(quiet=True)
        if self.final is not None:
            self.view = self.final
            self.final = None

    def _begin_quiet(self, step: Step[V]) -> None:
        self.current = step
        self.t = 0.0
        self.cue = 0
        if step.on_start is not None:
            step.on_start(self.view)

    def flights(self) -> list[tuple[Point, float, int, int]]:
        """(position, size, alpha, colour) of everything in the air now."""
        step = self.current
        if step is None:
            return []
        out = []
        for f in step.flights:
            pos, size, alpha = f.at(self.t)
            out.append((pos, size, alpha, f.colour))
        return out

    def labels(self) -> list[tuple[Point, str]]:
        """Counts the current step shows beside what it highlights (a run's length)."""
        return [] if self.current is None else self.current.labels

    def glows(self) -> tuple[list[pygame.FRect], tuple[int, int, int]]:
        """Rects highlighted by the current step."""
        if self.current is None:
            return [], theme.GAIN
        return self.current.glow, self.current.glow_colour


class StepRecorder(Generic[V]):
    """What every family's step builder starts from: the steps so far, and a simulated view
    that each recorded step is applied to, so the next one starts where it left the table."""

    def __init__(self, speed: float) -> None:
        self.f = speed  # animation speed factor (0: no animation)
        self.steps: list[Step[V]] = []
        self.sim: V | None = None

    def start(self, view: V) -> None:
        """Begin a move's steps from the view that shows the state before it."""
        self.sim = view.copy()
        self.steps = []

    def fly(
        self,
        flights: list[Flight],
        on_start: Callable[[V], None] | None = None,
        on_end: Callable[[V], None] | None = None,
        *,
        at_least: float = 0.0,
        **details: object,
    ) -> None:
        """Record a step in which tiles fly: it lasts until the last one lands (``at_least``
        when none fly); ``details`` are the other Step fields (pop-ups, glow, sounds)."""
        duration = max((f.end_time for f in flights), default=at_least)
        step: Step[V] = Step(duration, flights, on_start, on_end, **details)  # type: ignore[arg-type]
        self._add(step)

    def _add_all(self, steps: list[Step[V]]) -> None:
        for step in steps:
            self._add(step)

    def _add(self, step: Step[V]) -> None:
        assert self.sim is not None
        if step.on_start is not None:
            step.on_start(self.sim)
        for cue in step.cues:
            if cue.action is not None:
                cue.action(self.sim)
        if step.on_end is not None:
            step.on_end(self.sim)
        self.steps.append(step)
