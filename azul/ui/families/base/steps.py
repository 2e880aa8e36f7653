"""The base family's animations: a move's steps, built by diffing two states and reading
``state.last_events`` (see ``azul.ui.table.timeline`` for how steps play)."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from azul.engine import events as ev
from azul.engine.base_game import CENTRE, FLOOR, TILING, BaseState, decode_move
from azul.engine.events import ScoreEvent

from ... import theme
from ...table.ring_flights import deal_flights
from ...table.step_parts import (
    add_score,
    away,
    centre_of,
    land_in_centre,
    last_beat,
    lift_take,
    score_beat,
    score_popup,
    then,
    to_centre,
)
from ...table.timeline import Cue, Flight, Step, StepRecorder
from .layout import BoardGeometry, TableLayout
from .view import TableView

MARKER = 5
FLOOR_SPACES = 7
# Timing, in seconds at normal speed (every duration is multiplied by the speed factor).
DRAFT = 0.5  # a take's tiles fly to the pattern line and the floor
FLIGHT = 0.4  # one tile's flight (leftovers to the centre)
LEFTOVER_DELAY = 0.12  # leftovers leave for the centre after the take has set off
STAGGER = 0.05  # between tiles that set off one after another
STAGGER_TIGHT = 0.03
STAGGER_FLOOR = 0.04  # a line's tiles dropping to the floor one after another
TO_WALL = 0.3  # a line's tile moves to the wall (and scores as it lands)
COUNT = 0.3  # then the runs it counted stay lit, so a person can follow the sum
TO_FLOOR = 0.45  # a line whose tile cannot go on the wall drops to the floor
FLOOR_GAP = 0.17  # between floor penalties
FLOOR_FLIGHT = 0.34  # a floor tile flies to the lid
BEAT = 0.3  # a short pause
END_BONUS = 0.75  # each end-of-game bonus
SETTLE = 0.2  # the last beat of the game
SCORE_BADGE_W = 86  # design px: the score badge in a board's header
Point = tuple[float, float]
# What the round summary adds up: (label key, breakdown keys).
SUMMARY_PARTS = (
    ("scoring.part_wall", ("tiles", "adjacency", "doubled")),
    ("scoring.part_floor", ("floor",)),
)


# --- building steps from a move -----------------------------------------------------------


class StepBuilder(StepRecorder[TableView]):
    """Turns (state before, move, state after) into steps, tracking a simulated view."""

    def __init__(
        self,
        layout: TableLayout,
        speed: float,
        t: Callable[..., str],
        lid_point: Point | None = None,
    ) -> None:
        super().__init__(speed)
        self.layout = layout
        self.t = t
        self.lid = lid_point or layout.lid_rect().center
        self.bag = layout.bag_rect().center
        self.round_ends = False
        self.colours: tuple[str, ...] = ()

    def build(
        self, view: TableView, before: BaseState, move: int, after: BaseState
    ) -> list[Step[TableView]]:
        """Steps that take `view` (showing `before`) to the view of `after`."""
        if self.f <= 0:
            return []
        self.start(view)
        self.colours = tuple(after.ruleset.colours)
        # The marker goes back to the centre only when this move finishes the round.
        self.round_ends = after.round != before.round and not after.is_over
        kind, a, b, c = decode_move(move)
        if kind == "draft":
            self._draft(before, a, b, c)
            tiling_started = after.phase != "draft" or after.round != before.round
            if not tiling_started:
                return self.steps
            start = (0, 0)
        else:
            start = (before.current_player, before.pending_row)
        events = list(after.last_events)
        ok = self._tiling(after, start, events)
        if ok and (after.round != before.round or after.is_over):
            if after.is_over:
                self._bonuses(events)
            else:
                self._add(Step(0.0, hold=True))  # the round summary shows here
                self._refill(after)
        return self.steps

    # -- drafting --

    def _draft(self, before: BaseState, source: int, colour: int, dest: int) -> None:
        assert self.sim is not None
        lay = self.layout
        v = self.sim
        p = before.current_player
        geo = lay.boards[p]
        t, cell = lay.tile, geo.cell
        f = self.f
        flights: list[Flight] = []
        if source == CENTRE:
            n = v.centre[colour]
            src = [lay.centre_slot(1 + colour).center] * n
            marker = v.marker_in_centre
            leftovers: list[tuple[int, Point]] = []
        else:
            tiles = v.factories[source]
            src = [
                lay.factory_tile(source, k).center for k, col in enumerate(tiles) if col == colour
            ]
            n = len(src)
            marker = False
            leftovers = [
                (col, lay.factory_tile(source, k).center)
                for k, col in enumerate(tiles)
                if col != colour
            ]
        board = v.boards[p]
        dests: list[Point] = []
        put = 0
        k0 = 0
        if dest != FLOOR:
            k0 = board.lines[dest][1]
            put = max(0, min(n, dest + 1 - k0))
            dests = [geo.line_fill_slot(dest, k0 + j).center for j in range(put)]
        used = len(board.floor)
        marker_to_floor = marker and used < FLOOR_SPACES
        first_free = used + (1 if marker_to_floor else 0)
        rest = n - put
        to_floor = max(0, min(rest, FLOOR_SPACES - first_free))
        to_lid = rest - to_floor
        dests += [geo.floor_slot(first_free + j).center for j in range(to_floor)]
        dur = DRAFT * f
        for i, start in enumerate(src):
            delay = i * STAGGER * f
            if i < len(dests):
                flights.append(Flight(colour, start, dests[i], t, cell, delay, dur, arc=30))
            else:
                flights.append(away(colour, start, self.lid, t, delay=delay, duration=dur))
        if marker:
            end = geo.floor_slot(used).center if marker_to_floor else geo.header().center
            flights.append(
                Flight(
                    colour=MARKER,
                    start=lay.centre_slot(0).center,
                    end=end,
                    size0=t,
                    size1=cell,
                    delay=0.0,
                    duration=dur,
                    fade=not marker_to_floor,
                    arc=20,
                )
            )
        flights += to_centre(lay.centre_slot, leftovers, f)

        def on_end(view: TableView) -> None:
            b = view.boards[p]
            if put:
                b.lines[dest] = (colour, k0 + put)
            if marker_to_floor:
                b.floor.append(MARKER)
            b.floor.extend([colour] * to_floor)
            view.lid += to_lid

        self.fly(
            flights,
            lift_take(source, CENTRE, [colour] * n, marker),
            then(on_end, land_in_centre(leftovers)),
            sound_start="pick",
            sound_end="place",
            at_least=dur,
        )

    # -- wall tiling --

    def _tiling(self, after: BaseState, start: tuple[int, int], events: list[ScoreEvent]) -> bool:
        """Steps for wall tiling from start (seat, line) until a pending choice or the end."""
        assert self.sim is not None
        stop = (after.current_player, after.pending_row) if after.phase == TILING else None
        p, r = start
        players = len(self.sim.boards)
        while p < players:
            while r < 5:
                if (p, r) == stop:
                    return False
                colour, count = self.sim.boards[p].lines[r]
                if count == r + 1 and colour >= 0:
                    e = events[0] if events else None
                    if (
                        e is not None
                        and e.reason == ev.WALL
                        and e.player == p
                        and e.info.get("row") == r
                    ):
                        events.pop(0)
                        self._to_wall(p, r, e)
                    else:
                        self._line_to_floor(p, r)
                r += 1
            floor_events = []
            while events and events[0].reason == ev.FLOOR and events[0].player == p:
                floor_events.append(events.pop(0))
            self._floor(p, floor_events, after)
            p += 1
            r = 0
        return True

    def _to_wall(self, p: int, r: int, e: ScoreEvent) -> None:
        """The line's tile flies to the wall and scores; then what it counted stays lit."""
        assert self.sim is not None
        geo = self.layout.boards[p]
        cell = geo.cell
        colour, count = self.sim.boards[p].lines[r]
        col = int(e.info.get("col", 0))
        target = geo.wall_cell(r, col)
        dur = TO_WALL * self.f
        flights = [
            Flight(
                colour=colour,
                start=geo.line_fill_slot(r, 0).center,
                end=target.center,
                size0=cell,
                size1=cell,
                delay=0,
                duration=dur,
                arc=14,
            )
        ]
        flights += [
            away(colour, geo.line_fill_slot(r, k).center, self.lid, cell, delay=0, duration=dur)
            for k in range(1, count)
        ]
        delta = int(e.delta)
        # Over the pattern line it came from: the wall stays clear for the counted runs.
        line = geo.line_rect(r)
        popup = score_popup(
            self.f, p, delta, (line.centerx, line.bottom), sub=self._run_words(e), size=40
        )

        def on_start(view: TableView) -> None:
            view.boards[p].lines[r] = (-1, 0)

        def on_end(view: TableView) -> None:
            view.boards[p].wall[r * 5 + col] = colour
            view.lid += count - 1

        self._add(
            Step(
                duration=dur,
                flights=flights,
                on_start=on_start,
                on_end=then(on_end, add_score(p, delta)),
                popups=[popup],
                glow=[target],
                sound_end="score",
            )
        )
        across, down = counted_runs(list(self.sim.boards[p].wall), r, col)
        glow = [geo.wall_cell(i // 5, i % 5) for i in sorted(set(across + down))]
        labels = []
        if len(across) > 1:  # the count sits on the run's right end
            last = geo.wall_cell(r, across[-1] % 5)
            labels.append(((last.right, last.centery), str(len(across))))
        if len(down) > 1:  # ... and on its bottom end
            last = geo.wall_cell(down[-1] // 5, col)
            labels.append(((last.centerx, last.bottom), str(len(down))))
        self._add(Step(duration=COUNT * self.f, glow=glow + [score_badge(geo)], labels=labels))

    def _run_words(self, e: ScoreEvent) -> str:
        """What a wall tile counted, in words: "row 3 + column 2" (×2 on a doubled space)."""
        h, v = int(e.info.get("h", 1)), int(e.info.get("v", 1))
        parts = []
        if h > 1:
            parts.append(self.t("scoring.run_row", n=h))
        if v > 1:
            parts.append(self.t("scoring.run_column", n=v))
        words = " + ".join(parts) if parts else self.t("scoring.run_alone")
        if int(e.info.get("multiplier", 1)) == 2:
            words = self.t("scoring.run_doubled", run=words)
        return words

    def _line_to_floor(self, p: int, r: int) -> None:
        assert self.sim is not None
        geo = self.layout.boards[p]
        cell = geo.cell
        b = self.sim.boards[p]
        colour, count = b.lines[r]
        used = len(b.floor)
        k = max(0, min(count, FLOOR_SPACES - used))
        dur = TO_FLOOR * self.f
        flights = []
        for j in range(count):
            start = geo.line_fill_slot(r, j).center
            delay = j * STAGGER_FLOOR * self.f
            if j < k:
                end = geo.floor_slot(used + j).center
                flights.append(Flight(colour, start, end, cell, cell, delay, dur))
            else:
                flights.append(away(colour, start, self.lid, cell, delay=delay, duration=dur))

        def on_start(view: TableView) -> None:
            view.boards[p].lines[r] = (-1, 0)

        def on_end(view: TableView) -> None:
            view.boards[p].floor.extend([colour] * k)
            view.lid += count - k

        self.fly(
            flights,
            on_start=on_start,
            on_end=on_end,
            glow=[geo.line_rect(r)],
            glow_colour=theme.PENALTY,
            sound_end="penalty",
            at_least=dur,
        )

    def _floor(self, p: int, floor_events: list[ScoreEvent], after: BaseState) -> None:
        """Floor tiles leave one by one, each charging its printed value (the score counts down)."""
        assert self.sim is not None
        geo = self.layout.boards[p]
        cell = geo.cell
        tiles = list(self.sim.boards[p].floor)
        if not tiles:
            return
        by_space = {int(e.info.get("space", -1)): e for e in floor_events}
        keep_marker = self.round_ends
        gap = FLOOR_GAP * self.f
        fly = FLOOR_FLIGHT * self.f
        flights: list[Flight] = []
        cues: list[Cue[TableView]] = []
        sounded = False
        for i, tile in enumerate(tiles):
            slot = geo.floor_slot(i)
            if tile == MARKER:
                # Back to the centre if the round ends now, else it waits with its owner.
                end = self.layout.centre_slot(0).center if keep_marker else geo.header().center
                flights.append(
                    Flight(
                        colour=MARKER,
                        start=slot.center,
                        end=end,
                        size0=cell,
                        size1=self.layout.tile,
                        delay=i * gap,
                        duration=fly,
                        fade=not keep_marker,
                        arc=24,
                    )
                )
            else:
                flights.append(away(tile, slot.center, self.lid, cell, delay=i * gap, duration=fly))
            e = by_space.get(i)
            popups = []
            sound = None
            if e is not None:
                popups.append(
                    score_popup(self.f, p, int(e.delta), (slot.centerx, slot.y), size=34, life=1.0)
                )
                sound = None if sounded else "penalty"
                sounded = True

            def land(view: TableView, tile: int = tile) -> None:
                if tile == MARKER:
                    if keep_marker:
                        view.marker_in_centre = True
                else:
                    view.lid += 1

            # The penalty shows as the tile lifts off; the tile reaches the lid a little later.
            charge = add_score(p, int(e.delta)) if e is not None else None
            cues.append(
                Cue(time=i * gap + STAGGER * self.f, action=charge, popups=popups, sound=sound)
            )
            cues.append(Cue(time=i * gap + fly, action=land))
        cues.sort(key=lambda c: c.time)

        def on_start(view: TableView) -> None:
            view.boards[p].floor = [-1] * len(tiles)  # every floor tile is now drawn as a flight

        def on_end(view: TableView) -> None:
            view.boards[p].floor = []

        glow = [geo.floor_rect(), score_badge(geo)] if by_space else []
        self._add(
            Step(
                duration=(len(tiles) - 1) * gap + fly,
                flights=flights,
                on_start=on_start,
                on_end=on_end,
                glow=glow,
                glow_colour=theme.PENALTY,
                cues=cues,
            )
        )

    # -- round end --

    def _refill(self, after: BaseState) -> None:
        lay = self.layout
        new = TableView.of(after)
        flights = deal_flights(lay, new.factories, self.bag, self.f)
        drawn = len(flights)

        def on_start(view: TableView) -> None:
            view.round = new.round
            view.lid = new.lid
            view.bag = new.bag + drawn
            view.marker_in_centre = new.marker_in_centre

        def on_end(view: TableView) -> None:
            view.factories = [list(fl) for fl in new.factories]
            view.centre = list(new.centre)
            view.bag = new.bag
            view.lid = new.lid

        self.fly(
            flights,
            on_start=on_start,
            on_end=on_end,
            sound_start="pick",
            at_least=BEAT * self.f,
        )

    def _bonuses(self, events: list[ScoreEvent]) -> None:
        """Each complete row, column and colour in turn: the line lights up, then its points."""
        assert self.sim is not None
        for e in events:
            if e.reason not in (ev.ROW_BONUS, ev.COLUMN_BONUS, ev.COLOUR_BONUS):
                continue
            p = e.player
            geo = self.layout.boards[p]
            wall = self.sim.boards[p].wall
            if e.reason == ev.ROW_BONUS:
                r = int(e.info.get("row", 0))
                cells = [geo.wall_cell(r, c) for c in range(5)]
                label = self.t("scoring.bonus_row", n=r + 1)
            elif e.reason == ev.COLUMN_BONUS:
                c = int(e.info.get("col", 0))
                cells = [geo.wall_cell(r, c) for r in range(5)]
                label = self.t("scoring.bonus_column", n=c + 1)
            else:
                colour = int(e.info.get("colour", 0))
                cells = [geo.wall_cell(i // 5, i % 5) for i in range(25) if wall[i] == colour]
                name = self.t(f"colour.{self.colours[colour]}") if self.colours else ""
                label = self.t("scoring.bonus_colour", colour=name)
            cells = cells or [geo.wall_rect()]
            cx, cy = centre_of(cells)
            pop = score_popup(self.f, p, int(e.delta), (cx, cy - 10), sub=label, size=46, life=1.4)
            self._add_all(score_beat(self.f, END_BONUS, pop, cells + [score_badge(geo)]))
        self._add(last_beat(self.f, SETTLE))


def counted_runs(wall: list[int], row: int, col: int) -> tuple[list[int], list[int]]:
    """Wall cells (r * 5 + c) of the horizontal and the vertical run through a tile placed at
    (row, col), left to right and top to bottom (RULES.md 1.1: a run of 1 does not count)."""
    filled = [c >= 0 for c in wall]
    filled[row * 5 + col] = True
    across = [row * 5 + c for c in _run(lambda c: filled[row * 5 + c], col)]
    down = [r * 5 + col for r in _run(lambda r: filled[r * 5 + col], row)]
    return across, down


def _run(filled: Callable[[int], bool], at: int) -> list[int]:
    """Indices 0..4 of the unbroken run of filled places through ``at``."""
    lo = at
    while lo > 0 and filled(lo - 1):
        lo -= 1
    hi = at
    while hi < 4 and filled(hi + 1):
        hi += 1
    return list(range(lo, hi + 1))


def score_badge(geo: BoardGeometry) -> pygame.FRect:
    """The score badge at the right of a board's header."""
    head = geo.header()
    badge = pygame.FRect(0, 0, SCORE_BADGE_W, head.h * 0.92)
    badge.midright = (head.right - 2, head.centery)
    return badge
