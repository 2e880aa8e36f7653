"""Summer Pavilion animations: a move's steps, built from the states before and after it.

Same contract as the base table's StepBuilder (animation.py): every step edits the view when
it starts (what begins to fly leaves its place) and when it ends (what landed is put down);
running all steps on the view before a move gives exactly ``PavilionView.of(after)``. The
timeline snaps to that view at the end anyway, so a mismatch never leaves a wrong picture.
"""

from __future__ import annotations

from azul.engine import events as ev
from azul.engine.events import ScoreEvent
from azul.engine.pavilion_game import BONUS, KEEP, PavilionState
from azul.engine.pavilion_geometry import STRUCTURES
from azul.engine.pavilion_moves import CENTRE, decode_move

from ... import theme
from ...table import step_parts as part
from ...table.timeline import Flight, Step
from .steps_base import (
    BEAT,
    COUNT,
    FLIGHT_LONG,
    FLIGHT_SHORT,
    MARKER,
    REWARD,
    STAGGER,
    STAGGER_WIDE,
    TAKE,
    Point,
    RhombusFlight,
    ring_run,
    shown,
    structure_index,
)
from .steps_round import RoundSteps
from .view import NCOL, PavilionView

# What the round summary adds up: (label key, breakdown keys).
SUMMARY_PARTS = (
    ("scoring.part_placed", ("tiles", "adjacency")),
    ("scoring.part_penalties", ("centre", "discards", "leftover")),
)


class PavilionSteps(RoundSteps):
    """Turns (state before, move, state after) into steps, tracking a simulated view."""

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
            # The paid tiles fly from the hand, one lands on the space; then its rewards.
            self._place_tile(before, p=p, star=a, space=b, colour=c, wilds=k, events=events)
            self._rewards(p, a, b, events)
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

    def _place_tile(
        self,
        before: PavilionState,
        *,
        p: int,
        star: int,
        space: int,
        colour: int,
        wilds: int,
        events: list[ScoreEvent],
    ) -> None:
        """The paid tiles fly from the hand to the storage, one onto the space (its points)."""
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

    def _rewards(self, p: int, star: int, space: int, events: list[ScoreEvent]) -> None:
        """The run the tile joined stays lit, then each structure it completed glows."""
        assert self.sim is not None
        geo = self.layout.boards[p]
        f = self.f
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
