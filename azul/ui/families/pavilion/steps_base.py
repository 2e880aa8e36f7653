"""What every Summer Pavilion animation is built from: the timing, the flights of a rhombus
tile, and the recorder that the move's steps (steps.py) and the round's beats (steps_round.py)
share, with the flight of a hand into the storage that both of them charge."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from azul.engine import events as ev
from azul.engine.events import ScoreEvent
from azul.engine.pavilion_game import PavilionState
from azul.engine.pavilion_geometry import STRUCTURES

from ... import theme
from ...table import step_parts as part
from ...table.timeline import Flight, StepRecorder
from .layout import PavilionLayout
from .view import NCOL, PavilionView

MARKER = 6  # flight "colour" of the first-player marker
# Timing, in seconds at normal speed (every duration is multiplied by the speed factor).
TAKE = 0.5  # a take's tiles fly to the hand, a placement's to the board
FLIGHT = 0.4  # one tile's flight
FLIGHT_LONG = 0.45  # a longer flight (bonus picks, refill, kept tiles)
FLIGHT_SHORT = 0.35  # a short hop (a kept tile to its corner)
LEFTOVER_DELAY = 0.12  # leftovers leave for the centre after the take has set off
STAGGER = 0.05  # between tiles that set off one after another
STAGGER_WIDE = 0.08
STAGGER_TIGHT = 0.03
STAGGER_KEEP = 0.04
COUNT = 0.3  # after a placement, the run it joined stays lit
REWARD = 0.55  # a completed structure's reward glows
ROUND_TURN = 0.7  # the round track moves on
END_BONUS = 0.75  # each end-of-game bonus
BEAT = 0.3  # a short pause (a pass, an empty refill)
SETTLE = 0.2  # the last beat of the game
MAX_FLYING = 24  # at most this many tiles fly at once (the rest simply vanish)
Point = tuple[float, float]


@dataclass
class RhombusFlight(Flight):
    """A tile flying onto a star space: drawn as a rhombus turned to the space's angle."""

    angle: float = 90.0


def structure_index(kind: str, index: int) -> int:
    """Position in STRUCTURES of a structure named by an event (kind, index)."""
    for i, st in enumerate(STRUCTURES):
        if st.kind == kind and st.index == index:
            return i
    return 0


class PavilionRecorder(StepRecorder[PavilionView]):
    """Records steps on a simulated view, with the table's layout and words."""

    def __init__(
        self,
        layout: PavilionLayout,
        speed: float,
        t: Callable[..., str],
        tn: Callable[..., str] | None = None,
    ) -> None:
        super().__init__(speed)
        self.layout = layout
        self.t = t
        self.tn = tn or (lambda key, n, **kw: t(key, n=n, **kw))
        self.storage = layout.storage_rect().center
        self.bag = layout.bag_rect().center

    def _discard(
        self, before: PavilionState, after: PavilionState, p: int, events: list[ScoreEvent]
    ) -> None:
        """The rest of the hand goes to the storage on passing, −1 per tile."""
        assert self.sim is not None
        geo = self.layout.boards[p]
        hand = self.sim.boards[p].hand
        starts = [(c, geo.hand_slot(c).center) for c in range(NCOL) for _ in range(hand[c])]
        charged = shown(events, ev.DISCARD, p)
        if starts or charged:
            self._to_storage(p, starts, charged, "pavilion.pop_discard", STAGGER_KEEP, FLIGHT_LONG)

    def _to_storage(
        self,
        p: int,
        starts: list[tuple[int, Point]],
        charged: list[ScoreEvent],
        words: str,
        stagger: float,
        flight: float,
        corners: bool = False,
    ) -> None:
        """A seat's hand (and its kept tiles with ``corners``) go to the storage, charged."""
        lay = self.layout
        geo = lay.boards[p]
        f = self.f
        flights = [
            part.away(
                c,
                pos,
                self.storage,
                lay.cell,
                delay=i * stagger * f,
                duration=flight * f,
                arc=16,
            )
            for i, (c, pos) in enumerate(starts[:MAX_FLYING])
        ]
        n = len(starts)
        popups = [
            part.score_popup(
                f,
                p,
                int(e.delta),
                geo.score_badge().midtop,
                sub=self.tn(words, int(e.info.get("tiles", n))),
                size=34,
                gain=False,
            )
            for e in charged
        ]
        delta = sum(int(e.delta) for e in charged)

        def on_start(view: PavilionView) -> None:
            view.boards[p].hand = [0] * NCOL
            if corners:
                view.boards[p].corners = [0] * NCOL

        def on_end(view: PavilionView) -> None:
            view.boards[p].score += delta
            view.storage += n

        self.fly(
            flights,
            on_start=on_start,
            on_end=on_end,
            popups=popups,
            glow=[geo.hand_rect(), geo.score_badge()],
            glow_colour=theme.PENALTY,
            sound_end="penalty",
            at_least=BEAT * f,
        )


def shown(events: list[ScoreEvent], reason: str, p: int) -> list[ScoreEvent]:
    """A seat's events of one reason that change (or try to change) its score."""
    return [e for e in events if e.reason == reason and e.player == p and (e.delta or e.points)]


def ring_run(cells: list[int], star: int, space: int) -> list[int]:
    """Board cells (star * 6 + space) of the covered run through a space on its star's ring:
    what a tile placed there scores (RULES.md 2.3)."""
    ring = [cells[star * 6 + k] >= 0 for k in range(6)]
    ring[space] = True
    if all(ring):
        return [star * 6 + k for k in range(6)]
    run = [space]
    k = (space + 1) % 6
    while ring[k]:
        run.append(k)
        k = (k + 1) % 6
    k = (space - 1) % 6
    while ring[k]:
        run.append(k)
        k = (k - 1) % 6
    return [star * 6 + k for k in run]
