"""Summer Pavilion animations: a move's steps, built from the states before and after it.

Same contract as the base table's StepBuilder (animation.py): every step edits the view when
it starts (what begins to fly leaves its place) and when it ends (what landed is put down);
running all steps on the view before a move gives exactly ``PavilionView.of(after)``. The
timeline snaps to that view at the end anyway, so a mismatch never leaves a wrong picture.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from azul.engine import events as ev
from azul.engine.pavilion_game import BONUS, KEEP
from azul.engine.pavilion_geometry import CELLS, STRUCTURES
from azul.engine.pavilion_moves import CENTRE, decode_move

from ... import theme
from ...table.ring_flights import deal_flights
from ...table.timeline import Flight, Popup, Step, StepRecorder
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
LINGER = 0.05  # a placement's glow stays a little after the tile lands
REWARD = 0.55  # a completed structure's reward glows
ROUND_TURN = 0.7  # the round track moves on
END_BONUS = 0.75  # each end-of-game bonus
BEAT = 0.3  # a short pause (a pass, an empty refill)
SETTLE = 0.2  # the last beat of the game
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

    def _pop(
        self, text: str, pos: Point, gain: bool = True, sub: str = "", size: float = 38
    ) -> Popup:
        colour = theme.GAIN if gain else theme.PENALTY
        return Popup(
            text=text, pos=pos, colour=colour, size=size, life=1.2 * max(0.6, self.f), sub=sub
        )

    def build(
        self, view: PavilionView, before: Any, move: int, after: Any
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
            self._round_end(after)
        return self.steps

    # -- phase 1 --

    def _draft(self, before: Any, *, p: int, source: int, colour: int, events: list[Any]) -> None:
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
        for i, (col, start) in enumerate(leftovers):
            end = lay.centre_slot(1 + col).center
            flights.append(
                Flight(
                    colour=col,
                    start=start,
                    end=end,
                    size0=t,
                    size1=t,
                    delay=LEFTOVER_DELAY * f + i * STAGGER_TIGHT * f,
                    duration=FLIGHT * f,
                )
            )
        popups: list[Popup] = []
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
            for e in events:
                if e.reason == ev.CENTRE_PENALTY and e.player == p:
                    penalty = int(e.delta)
            if penalty:
                badge = geo.score_badge()
                popups.append(self._pop(f"{penalty}".replace("-", "−"), badge.midtop, False))

        def on_start(view: PavilionView) -> None:
            if source == CENTRE:
                for col, _ in taken:
                    view.centre[col] -= 1
                if marker:
                    view.marker_in_centre = False
            else:
                view.factories[source] = []

        def on_end(view: PavilionView) -> None:
            b = view.boards[p]
            for col, _ in taken:
                b.hand[col] += 1
            for col, _ in leftovers:
                view.centre[col] += 1
            if marker:
                view.marker_owner = p
                b.score += penalty

        duration = max((fl.end_time for fl in flights), default=dur)
        self._add(
            Step(
                duration=duration,
                flights=flights,
                on_start=on_start,
                on_end=on_end,
                popups=popups,
                sound_start="pick",
                sound_end="penalty" if penalty else "place",
            )
        )

    # -- phase 2 --

    @staticmethod
    def _paid(before: Any, star: int, space: int, colour: int, wilds: int) -> list[int]:
        paid = [0] * NCOL
        paid[colour] += before.cost(star, space) - wilds
        paid[before.wild] += wilds
        return paid

    def _place(
        self,
        before: Any,
        after: Any,
        *,
        p: int,
        star: int,
        space: int,
        colour: int,
        wilds: int,
        events: list[Any],
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
        for i, col in enumerate(paying):
            flights.append(
                Flight(
                    colour=col,
                    start=geo.hand_slot(col).center,
                    end=self.storage,
                    size0=lay.cell,
                    size1=lay.cell * 0.6,
                    delay=STAGGER_WIDE * f + i * STAGGER * f,
                    duration=TAKE * f,
                    fade=True,
                    arc=20,
                )
            )
        run = 0
        structs: list[tuple[int, int]] = []  # (index into STRUCTURES, tiles)
        for e in events:
            if e.player != p:
                continue
            if e.reason == ev.STAR_TILE:
                run = int(e.delta)
            elif e.reason == ev.STRUCTURE:
                structs.append(
                    (
                        structure_index(str(e.info["kind"]), int(e.info["index"])),
                        int(e.info["tiles"]),
                    )
                )
        sub = self.tn("pavilion.pop_run", run) if run > 1 else ""
        popup = self._pop(f"+{run}", (target[0], target[1] - long / 3), True, sub)

        def on_start(view: PavilionView) -> None:
            b = view.boards[p]
            b.hand[colour] -= own
            b.hand[w] -= wilds

        def on_end(view: PavilionView) -> None:
            b = view.boards[p]
            b.cells[cell] = colour
            b.score += run
            view.storage += cost - 1

        duration = max(fl.end_time for fl in flights)
        self._add(
            Step(
                duration=duration + LINGER * f,
                flights=flights,
                on_start=on_start,
                on_end=on_end,
                popups=[popup],
                glow=[geo.space_bounds(cell)],
                sound_start="pick",
                sound_end="score",
            )
        )
        for idx, tiles in structs:
            rect = geo.structure_rect(idx)
            kind = STRUCTURES[idx].kind
            pop = self._pop(
                self.tn("pavilion.pop_tiles", tiles),
                (rect.centerx, rect.y),
                True,
                self.t(f"pavilion.structure.{kind}"),
                32,
            )
            self._add(
                Step(
                    duration=REWARD * f,
                    flights=[],
                    on_start=None,
                    on_end=None,
                    popups=[pop],
                    glow=[rect.inflate(10, 10)],
                    sound_end="score",
                )
            )

    def _picks(self, before: Any, after: Any, p: int, paid: list[int]) -> None:
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

        duration = max(fl.end_time for fl in flights)
        self._add(
            Step(
                duration=duration,
                flights=flights,
                on_start=on_start,
                on_end=on_end,
                sound_start="pick",
                sound_end="place",
            )
        )

    def _pass(self, p: int) -> None:
        geo = self.layout.boards[p]
        head = geo.header()
        pop = Popup(
            text=self.t("pavilion.passed"),
            pos=(head.centerx, head.bottom + 30),
            colour=theme.CREAM,
            size=30,
            life=0.9,
        )

        def on_end(view: PavilionView) -> None:
            view.boards[p].passed = True

        self._add(
            Step(
                duration=BEAT * self.f,
                flights=[],
                on_start=None,
                on_end=on_end,
                popups=[pop],
                sound_end="click",
            )
        )

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

    def _discard(self, before: Any, after: Any, p: int, events: list[Any]) -> None:
        """The rest of the hand goes to the storage on passing, −1 per tile."""
        assert self.sim is not None
        lay = self.layout
        geo = lay.boards[p]
        hand = list(self.sim.boards[p].hand)
        tiles = [c for c in range(NCOL) for _ in range(hand[c])]
        delta = sum(int(e.delta) for e in events if e.reason == ev.DISCARD and e.player == p)
        if not tiles:
            return
        f = self.f
        flights: list[Flight] = [
            Flight(
                colour=c,
                start=geo.hand_slot(c).center,
                end=self.storage,
                size0=lay.cell,
                size1=lay.cell * 0.6,
                delay=i * STAGGER_KEEP * f,
                duration=FLIGHT_LONG * f,
                fade=True,
                arc=16,
            )
            for i, c in enumerate(tiles)
        ]
        badge = geo.score_badge()
        sub = self.tn("pavilion.pop_discard", len(tiles))
        text = f"{delta}".replace("-", "−") if delta else "0"
        popups = [self._pop(text, badge.midtop, False, sub, 34)]

        def on_start(view: PavilionView) -> None:
            view.boards[p].hand = [0] * NCOL

        def on_end(view: PavilionView) -> None:
            view.storage += len(tiles)
            view.boards[p].score += delta

        duration = max(fl.end_time for fl in flights)
        self._add(
            Step(
                duration=duration,
                flights=flights,
                on_start=on_start,
                on_end=on_end,
                popups=popups,
                glow=[geo.hand_rect()],
                glow_colour=theme.PENALTY,
                sound_end="penalty",
            )
        )

    # -- after a turn --

    def _refill_supply(self, after: Any) -> None:
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

    def _round_end(self, after: Any) -> None:
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
        pop = Popup(
            text=self.t("table.round", n=new.round),
            pos=lay.wild_rect().midtop,
            colour=theme.GAIN,
            size=40,
            life=1.6 * max(0.6, f),
            sub=self.t("pavilion.pop_wild", colour=name),
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

        duration = max((fl.end_time for fl in refill), default=BEAT * f)
        self._add(
            Step(
                duration=duration,
                flights=refill,
                on_start=deal_start,
                on_end=deal_end,
                sound_start="pick",
            )
        )

    def _game_end(self, after: Any, events: list[Any]) -> None:
        """Leftover tiles cost one each, then every star and value bonus, one by one."""
        assert self.sim is not None
        lay = self.layout
        f = self.f
        for e in events:
            if e.reason != ev.LEFTOVER:
                continue
            p = e.player
            geo = lay.boards[p]
            b = self.sim.boards[p]
            starts = [(c, geo.hand_slot(c).center) for c in range(NCOL) for _ in range(b.hand[c])]
            starts += [(c, geo.corner_slot(k).center) for k, c in enumerate(b.corner_tiles())]
            flights = [
                Flight(
                    colour=c,
                    start=pos,
                    end=self.storage,
                    size0=lay.cell,
                    size1=lay.cell * 0.6,
                    delay=i * STAGGER_TIGHT * f,
                    duration=FLIGHT * f,
                    fade=True,
                )
                for i, (c, pos) in enumerate(starts[:24])
            ]
            delta = int(e.delta)
            n = int(e.info.get("tiles", len(starts)))
            text = f"{delta}".replace("-", "−") if delta else "0"
            pop = self._pop(
                text, geo.score_badge().midtop, False, self.tn("pavilion.pop_leftover", n)
            )

            def clear(view: PavilionView, p: int = p) -> None:
                view.boards[p].hand = [0] * NCOL
                view.boards[p].corners = [0] * NCOL

            def charge(view: PavilionView, p: int = p, delta: int = delta, n: int = n) -> None:
                view.boards[p].score += delta
                view.storage += n

            duration = max((fl.end_time for fl in flights), default=BEAT * f)
            self._add(
                Step(
                    duration=duration,
                    flights=flights,
                    on_start=clear,
                    on_end=charge,
                    popups=[pop],
                    glow=[geo.hand_rect()],
                    glow_colour=theme.PENALTY,
                    sound_end="penalty",
                )
            )
        names = after.ruleset.colours
        for e in events:
            if e.reason not in (ev.STAR_BONUS, ev.VALUE_BONUS):
                continue
            p = e.player
            geo = lay.boards[p]
            delta = int(e.delta)
            if e.reason == ev.STAR_BONUS:
                star = int(e.info.get("star", 0))
                colour = int(e.info.get("colour", -1))
                rects = [geo.star_rect(star)]
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
                at = geo.centre
            pop = self._pop(f"+{delta}", at, True, label, 44)

            def gain(view: PavilionView, p: int = p, delta: int = delta) -> None:
                view.boards[p].score += delta

            self._add(
                Step(
                    duration=END_BONUS * f,
                    flights=[],
                    on_start=None,
                    on_end=gain,
                    popups=[pop],
                    glow=rects,
                    glow_colour=theme.GAIN,
                    sound_end="score",
                )
            )

        def settle(view: PavilionView) -> None:
            view.bag = int(after.bag_total)
            view.storage = int(sum(after.storage))

        self._add(
            Step(
                duration=SETTLE * f, flights=[], on_start=None, on_end=settle, sound_end="game_end"
            )
        )
