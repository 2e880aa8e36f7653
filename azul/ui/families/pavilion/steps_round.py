"""The Summer Pavilion's beats after a turn: the supply refilled, and at a round's end the
kept tiles back in the hands, the round track turning on and the factories dealt again; at
the game's end the leftover tiles charged and every end bonus, one by one."""

from __future__ import annotations

from azul.engine import events as ev
from azul.engine.events import ScoreEvent
from azul.engine.pavilion_game import PavilionState
from azul.engine.pavilion_geometry import CELLS

from ...table import step_parts as part
from ...table.ring_flights import deal_flights
from ...table.timeline import Flight, Step
from .steps_base import (
    BEAT,
    END_BONUS,
    FLIGHT,
    FLIGHT_LONG,
    MARKER,
    ROUND_TURN,
    SETTLE,
    STAGGER,
    STAGGER_TIGHT,
    PavilionRecorder,
    shown,
)
from .view import NCOL, PavilionView


class RoundSteps(PavilionRecorder):
    """The beats after a turn, a round and the game (see the module notes)."""

    def _refill_supply(self, after: PavilionState) -> None:
        assert self.sim is not None
        lay = self.layout
        f = self.f
        refill = [
            (i, after.supply[i])
            for i in range(len(after.supply))
            if self.sim.supply[i] < 0 and after.supply[i] >= 0
        ]
        final_bag, final_storage = int(after.bag_total), int(sum(after.storage))
        round_ends = after.round != self.sim.round or after.is_over

        def settle(view: PavilionView) -> None:
            for i, c in refill:
                view.supply[i] = c
            if not round_ends:
                view.bag, view.storage = final_bag, final_storage

        if not refill:
            if not round_ends:
                self._add(Step(duration=0.0, flights=[], on_start=None, on_end=settle))
            return
        flights: list[Flight] = [
            Flight(
                colour=c,
                start=self.bag,
                end=lay.supply_slot(i).center,
                size0=lay.supply_slot(i).w * 0.5,
                size1=lay.supply_slot(i).w,
                delay=j * STAGGER * f,
                duration=FLIGHT * f,
                arc=36,
            )
            for j, (i, c) in enumerate(refill)
        ]
        duration = max(fl.end_time for fl in flights)
        self._add(
            Step(
                duration=duration, flights=flights, on_start=None, on_end=settle, sound_start="pick"
            )
        )

    def _round_end(self, after: PavilionState) -> None:
        """Three beats: kept tiles back into the hands, the round track on, the new deal."""
        new = PavilionView.of(after)
        self._return_kept()
        self._turn_track(after, new)
        self._deal(new)

    def _return_kept(self) -> None:
        """Kept tiles go back into their owners' hands."""
        assert self.sim is not None
        lay = self.layout
        f = self.f
        flights: list[Flight] = []
        back: list[tuple[int, list[int]]] = []
        for p, b in enumerate(self.sim.boards):
            kept = b.corner_tiles()
            if not kept:
                continue
            geo = lay.boards[p]
            back.append((p, list(b.corners)))
            for k, c in enumerate(kept):
                flights.append(
                    Flight(
                        colour=c,
                        start=geo.corner_slot(k).center,
                        end=geo.hand_slot(c).center,
                        size0=geo.corner_slot(k).w,
                        size1=lay.cell,
                        delay=k * STAGGER * f,
                        duration=FLIGHT * f,
                        arc=18,
                    )
                )

        def corners_start(view: PavilionView) -> None:
            for p, _ in back:
                view.boards[p].corners = [0] * NCOL

        def corners_end(view: PavilionView) -> None:
            for p, corners in back:
                for c in range(NCOL):
                    view.boards[p].hand[c] += corners[c]
            for b in view.boards:
                b.passed = False

        duration = max((fl.end_time for fl in flights), default=0.0)
        self._add(
            Step(duration=duration, flights=flights, on_start=corners_start, on_end=corners_end)
        )

    def _turn_track(self, after: PavilionState, new: PavilionView) -> None:
        """The round marker moves on and the wild colour changes."""
        lay = self.layout
        f = self.f
        k = new.round - 1
        track = lay.track_rect(k)
        name = self.t(f"colour.{after.ruleset.colours[new.wild]}")
        pop = part.note_popup(
            f,
            self.t("table.round", n=new.round),
            lay.wild_rect().midtop,
            self.t("pavilion.pop_wild", colour=name),
            size=40,
        )

        def advance(view: PavilionView) -> None:
            view.round = new.round
            view.wild = new.wild

        self._add(
            Step(
                duration=ROUND_TURN * f,
                flights=[],
                on_start=advance,
                on_end=None,
                popups=[pop],
                glow=[track.inflate(12, 12), lay.wild_rect().inflate(8, 8)],
                sound_start="score",
            )
        )

    def _deal(self, new: PavilionView) -> None:
        """New tiles on the factories; the marker goes back to the centre."""
        assert self.sim is not None
        lay = self.layout
        f = self.f
        t = lay.tile
        refill = deal_flights(lay, new.factories, self.bag, f)
        owner = self.sim.marker_owner
        if owner >= 0:
            refill.append(
                Flight(
                    colour=MARKER,
                    start=lay.boards[owner].marker_pos(),
                    end=lay.centre_slot(0).center,
                    size0=30,
                    size1=t,
                    delay=0.0,
                    duration=FLIGHT_LONG * f,
                    arc=30,
                )
            )

        def deal_start(view: PavilionView) -> None:
            view.marker_owner = -1

        def deal_end(view: PavilionView) -> None:
            view.factories = [list(fl) for fl in new.factories]
            view.centre = list(new.centre)
            view.marker_in_centre = new.marker_in_centre
            view.marker_owner = new.marker_owner
            view.bag = new.bag
            view.storage = new.storage
            view.supply = list(new.supply)

        self.fly(
            refill,
            on_start=deal_start,
            on_end=deal_end,
            sound_start="pick",
            at_least=BEAT * f,
        )

    def _game_end(self, after: PavilionState, events: list[ScoreEvent]) -> None:
        """Leftover tiles cost one each, then every star and value bonus, one by one."""
        assert self.sim is not None
        for p, b in enumerate(self.sim.boards):
            charged = shown(events, ev.LEFTOVER, p)
            if not charged:
                continue
            geo = self.layout.boards[p]
            starts = [(c, geo.hand_slot(c).center) for c in range(NCOL) for _ in range(b.hand[c])]
            starts += [(c, geo.corner_slot(k).center) for k, c in enumerate(b.corner_tiles())]
            self._to_storage(
                p, starts, charged, "pavilion.pop_leftover", STAGGER_TIGHT, FLIGHT, True
            )
        names = after.ruleset.colours
        for e in events:
            if e.reason not in (ev.STAR_BONUS, ev.VALUE_BONUS):
                continue
            p = e.player
            geo = self.layout.boards[p]
            if e.reason == ev.STAR_BONUS:
                star = int(e.info.get("star", 0))
                colour = int(e.info.get("colour", -1))
                rects = [geo.space_bounds(star * 6 + k) for k in range(6)]
                # A grey board's star of several colours has its own name (the rulebooks:
                # "többszínű" on grey boards, "sokszínű" on the coloured side).
                multi = (
                    "pavilion.multicolour_star_grey"
                    if after.spec.grey
                    else "pavilion.multicolour_star"
                )
                label = (
                    self.t(multi)
                    if colour < 0
                    else self.t("pavilion.colour_star", colour=self.t(f"colour.{names[colour]}"))
                )
                at = geo.star_centre(star)
            else:
                value = int(e.info.get("value", 0))
                cells = [c for c in range(CELLS) if after.spec.values[c] == value]
                rects = [geo.space_bounds(c) for c in cells]
                label = self.t("pavilion.all_values", value=value)
                at = part.centre_of(rects) if rects else geo.centre
            pop = part.score_popup(self.f, p, int(e.delta), at, sub=label, size=44)
            self._add_all(part.score_beat(self.f, END_BONUS, pop, rects + [geo.score_badge()]))

        def settle(view: PavilionView) -> None:
            view.bag = int(after.bag_total)
            view.storage = int(sum(after.storage))

        self._add(part.last_beat(self.f, SETTLE, settle))
