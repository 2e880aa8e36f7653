"""Summer Pavilion animations: a move's steps, built from the states before and after it.

Same contract as the base table's StepBuilder (animation.py): every step edits the view when
it starts (what begins to fly leaves its place) and when it ends (what landed is put down);
running all steps on the view before a move gives exactly ``PavilionView.of(after)``. The
timeline snaps to that view at the end anyway, so a mismatch never leaves a wrong picture.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from azul.engine import events as ev
from azul.engine.events import ScoreEvent
from azul.engine.pavilion_game import BONUS, KEEP, PavilionState
from azul.engine.pavilion_geometry import CELLS, STRUCTURES
from azul.engine.pavilion_moves import CENTRE, decode_move

from ... import theme
from ...table import step_parts as part
from ...table.ring_flights import deal_flights
from ...table.timeline import Flight, Step, StepRecorder
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
# What the round summary adds up: (label key, breakdown keys).
SUMMARY_PARTS = (
    ("scoring.part_placed", ("tiles", "adjacency")),
    ("scoring.part_penalties", ("centre", "discards", "leftover")),
)


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


class PavilionSteps(StepRecorder[PavilionView]):
    """Turns (state before, move, state after) into steps, tracking a simulated view."""

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

    def build(
        self, view: PavilionView, before: PavilionState, move: int, after: PavilionState
    ) -> list[Step[PavilionView]]:
        """Steps that take `view` (showing `before`) to the view of `after`."""
        if self.f <= 0:
            return []
        self.start(view)
        kind, a, b, c, k = decode_move(move)
        p = before.current_player
        events = list(after.last_events)
        if kind == "draft":
            self._draft(before, p=p, source=a, colour=b, events=events)
            return self.steps
        if kind == "place":
            self._place(before, after, p=p, star=a, space=b, colour=c, wilds=k, events=events)
            self._picks(before, after, p, paid=self._paid(before, a, b, c, k))
        elif kind == "pick":
            self._picks(before, after, p, paid=[0] * NCOL)
        elif kind == "pass":
            self._pass(p)
        elif kind == "keep":
            self._keep(p, a)
        if kind in ("pass", "keep", "done") and after.phase != KEEP:
            self._discard(before, after, p, events)
        if after.phase in (BONUS, KEEP) and after.current_player == p and not after.is_over:
            return self.steps  # the same player still has to decide
        self._refill_supply(after)
        if after.is_over:
            self._game_end(after, events)
        elif after.round != before.round:
            self._add(Step(0.0, hold=True))  # the round summary shows here
            self._round_end(after)
        return self.steps

    # -- phase 1 --

    def _draft(
        self, before: PavilionState, *, p: int, source: int, colour: int, events: list[ScoreEvent]
    ) -> None:
        """A take: the group flies to the hand, leftovers to the centre, the marker along."""
        assert self.sim is not None
        lay = self.layout
        v = self.sim
        geo = lay.boards[p]
        t, cell = lay.tile, lay.cell
        f = self.f
        w = before.wild
        flights: list[Flight] = []
        taken: list[tuple[int, Point]] = []
        leftovers: list[tuple[int, Point]] = []
        if source == CENTRE:
            n = 1 if colour == w else v.centre[colour]
            taken = [(colour, lay.centre_slot(1 + colour).center)] * n
            if colour != w and v.centre[w]:
                taken.append((w, lay.centre_slot(1 + w).center))
            marker = v.marker_in_centre
        else:
            tiles = v.factories[source]
            wild_taken = colour == w
            for k, col in enumerate(tiles):
                pos = lay.factory_tile(source, k).center
                if col == colour and (col != w or not any(c == w for c, _ in taken)):
                    taken.append((col, pos))
                elif col == w and not wild_taken:
                    taken.append((col, pos))
                    wild_taken = True
                else:
                    leftovers.append((col, pos))
            marker = False
        dur = TAKE * f
        for i, (col, start) in enumerate(taken):
            end = geo.hand_slot(col).center
            flights.append(
                Flight(
                    colour=col,
                    start=start,
                    end=end,
                    size0=t,
                    size1=cell,
                    delay=i * STAGGER * f,
                    duration=dur,
                    arc=30,
                )
            )
        flights += part.to_centre(lay.centre_slot, leftovers, f)
        popups = []
        penalty = 0
        if marker:
            flights.append(
                Flight(
                    colour=MARKER,
                    start=lay.centre_slot(0).center,
                    end=geo.marker_pos(),
                    size0=t,
                    size1=30,
                    delay=0,
                    duration=dur,
                    arc=24,
                )
            )
            for e in shown(events, ev.CENTRE_PENALTY, p):
                penalty = int(e.delta)
                popups.append(part.score_popup(f, p, penalty, geo.score_badge().midtop, gain=False))

        def on_end(view: PavilionView) -> None:
            b = view.boards[p]
            for col, _ in taken:
                b.hand[col] += 1
            if marker:
                view.marker_owner = p
                b.score += penalty

        self.fly(
            flights,
            part.lift_take(source, CENTRE, [col for col, _ in taken], marker),
            part.then(on_end, part.land_in_centre(leftovers)),
            popups=popups,
            sound_start="pick",
            sound_end="penalty" if penalty else "place",
            at_least=dur,
        )

    # -- phase 2 --

    @staticmethod
    def _paid(before: PavilionState, star: int, space: int, colour: int, wilds: int) -> list[int]:
        paid = [0] * NCOL
        paid[colour] += before.cost(star, space) - wilds
        paid[before.wild] += wilds
        return paid

    def _place(
        self,
        before: PavilionState,
        after: PavilionState,
        *,
        p: int,
        star: int,
        space: int,
        colour: int,
        wilds: int,
        events: list[ScoreEvent],
    ) -> None:
        """A placement: the paid tiles fly from the hand, one lands on the space, rewards."""
        lay = self.layout
        geo = lay.boards[p]
        f = self.f
        cell = star * 6 + space
        cost = before.cost(star, space)
        own = cost - wilds
        w = before.wild
        target = geo.space_centre(cell)
        long = geo.space_long()
        dur = TAKE * f
        flights: list[Flight] = [
            RhombusFlight(
                colour=colour,
                start=geo.hand_slot(colour).center,
                end=target,
                size0=lay.cell,
                size1=long,
                delay=0.0,
                duration=dur,
                arc=26,
                angle=geo.space_angle(cell),
            )
        ]
        paying = [colour] * (own - 1) + [w] * wilds
        flights += [
            part.away(
                col,
                geo.hand_slot(col).center,
                self.storage,
                lay.cell,
                delay=(STAGGER_WIDE + i * STAGGER) * f,
                duration=TAKE * f,
                arc=20,
            )
            for i, col in enumerate(paying)
        ]
        popups = []
        run = 0
        for e in shown(events, ev.STAR_TILE, p):
            run = int(e.delta)
            sub = self.tn("pavilion.pop_run", run) if run > 1 else ""
            popups.append(part.score_popup(f, p, run, (target[0], target[1] - long / 3), sub=sub))

        def on_start(view: PavilionView) -> None:
            b = view.boards[p]
            b.hand[colour] -= own
            b.hand[w] -= wilds

        def on_end(view: PavilionView) -> None:
            view.boards[p].cells[cell] = colour
            view.storage += cost - 1

        self.fly(
            flights,
            on_start=on_start,
            on_end=part.then(on_end, part.add_score(p, run)),
            popups=popups,
            glow=[geo.space_bounds(cell)],
            sound_start="pick",
            sound_end="score",
            at_least=dur,
        )
        assert self.sim is not None
        counted = ring_run(self.sim.boards[p].cells, star, space)
        glow = [geo.space_bounds(c) for c in counted] + [geo.score_badge()]
        self._add(Step(duration=COUNT * f, glow=glow))
        for e in events:
            if e.reason != ev.STRUCTURE or e.player != p:
                continue
            idx = structure_index(str(e.info["kind"]), int(e.info["index"]))
            rect = geo.structure_rect(idx)
            st = STRUCTURES[idx]
            pop = part.note_popup(
                f,
                self.tn("pavilion.pop_tiles", int(e.info["tiles"])),
                (rect.centerx, rect.y),
                self.t(f"pavilion.structure.{st.kind}"),
            )
            around = [geo.space_bounds(c) for c in st.cells]
            self._add(
                Step(
                    duration=REWARD * f,
                    popups=[pop],
                    glow=[rect.inflate(10, 10)] + around,
                    sound_end="score",
                )
            )

    def _picks(self, before: PavilionState, after: PavilionState, p: int, paid: list[int]) -> None:
        """Bonus tiles fly from the supply into the hand (made or forced picks of this move)."""
        assert self.sim is not None
        lay = self.layout
        geo = lay.boards[p]
        f = self.f
        hand_before = before.boards[p].hand
        hand_after = after.boards[p].hand
        picked: list[int] = []
        for c in range(NCOL):
            picked += [c] * max(0, hand_after[c] - (hand_before[c] - paid[c]))
        if not picked or after.round != before.round:
            return
        supply = list(self.sim.supply)
        slots: list[int] = []
        for c in picked:  # the engine empties the first space holding the colour
            i = supply.index(c) if c in supply else -1
            if i >= 0:
                supply[i] = -1
            slots.append(i)
        flights: list[Flight] = []
        for j, (c, i) in enumerate(zip(picked, slots, strict=True)):
            start = lay.supply_slot(i).center if i >= 0 else self.bag
            flights.append(
                Flight(
                    colour=c,
                    start=start,
                    end=geo.hand_slot(c).center,
                    size0=lay.supply_slot(0).w,
                    size1=lay.cell,
                    delay=j * STAGGER_WIDE * f,
                    duration=FLIGHT_LONG * f,
                    arc=30,
                )
            )

        def on_start(view: PavilionView) -> None:
            for i in slots:
                if i >= 0:
                    view.supply[i] = -1

        def on_end(view: PavilionView) -> None:
            for c in picked:
                view.boards[p].hand[c] += 1

        self.fly(
            flights,
            on_start=on_start,
            on_end=on_end,
            sound_start="pick",
            sound_end="place",
        )

    def _pass(self, p: int) -> None:
        geo = self.layout.boards[p]
        head = geo.header()
        pop = part.note_popup(self.f, self.t("pavilion.passed"), (head.centerx, head.bottom + 30))
        pop.colour = theme.CREAM

        def on_end(view: PavilionView) -> None:
            view.boards[p].passed = True

        self._add(Step(duration=BEAT * self.f, on_end=on_end, popups=[pop], sound_end="click"))

    def _keep(self, p: int, colour: int) -> None:
        assert self.sim is not None
        lay = self.layout
        geo = lay.boards[p]
        k = min(3, sum(self.sim.boards[p].corners))
        slot = geo.corner_slot(k)
        flight = Flight(
            colour=colour,
            start=geo.hand_slot(colour).center,
            end=slot.center,
            size0=lay.cell,
            size1=slot.w,
            delay=0,
            duration=FLIGHT_SHORT * self.f,
        )

        def on_start(view: PavilionView) -> None:
            view.boards[p].hand[colour] -= 1

        def on_end(view: PavilionView) -> None:
            view.boards[p].corners[colour] += 1

        self._add(
            Step(
                duration=FLIGHT_SHORT * self.f,
                flights=[flight],
                on_start=on_start,
                on_end=on_end,
                sound_end="place",
            )
        )

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

    # -- after a turn --

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
        assert self.sim is not None
        lay = self.layout
        f = self.f
        new = PavilionView.of(after)
        # Kept tiles go back into their owners' hands.
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
        # The round marker moves on and the wild colour changes.
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
        # New tiles on the factories; the marker goes back to the centre.
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
                label = (
                    self.t("pavilion.multicolour_star")
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
