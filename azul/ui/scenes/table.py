"""The table: a game in progress (input, computer turns, animations, undo, move log)."""

from __future__ import annotations

import logging
import random
from dataclasses import dataclass
from typing import Any

import pygame

from azul.domain.levels import default_level, playable
from azul.domain.session import GameSession
from azul.engine import events as ev
from azul.engine.base_game import CENTRE, FLOOR, TILING, decode_move, draft_move, tile_move

from ..canvas import Canvas
from ..hints import base_hint
from ..kits import kit_for
from ..scene import Scene, SceneHost
from ..table import input as table_input
from ..table.marks import Marks
from ..table.timeline import Timeline
from ..widgets import Button, WidgetGroup

log = logging.getLogger(__name__)

# Number keys to pattern lines (or wall columns): 1-5 on the row and the keypad.
LINE_KEYS = {pygame.K_1: 0, pygame.K_2: 1, pygame.K_3: 2, pygame.K_4: 3, pygame.K_5: 4}
LINE_KEYS.update(
    {pygame.K_KP1: 0, pygame.K_KP2: 1, pygame.K_KP3: 2, pygame.K_KP4: 3, pygame.K_KP5: 4}
)
MIN_THINK = 0.55  # seconds a computer seat visibly thinks (scaled by the animation speed)
REVEAL = 0.45  # seconds its chosen tiles are highlighted before they move
END_HOLD = 1.0  # seconds the final table stays before the results appear
LOG_ROW = 28.0


@dataclass(frozen=True)
class Target:
    """Something on the table under the pointer or the keyboard focus."""

    kind: str  # "group" (a = source, b = colour), "line" (a = seat, b = row), "floor" (a = seat),
    # "cell" (a = seat, b = row, c = column)
    a: int = 0
    b: int = 0
    c: int = 0


class TableScene(Scene):
    """One game on the table, drawn and animated by its family's kit (see kits.TableKit)."""

    show_only = False  # a replay's table (ShowOnly) gets a layout with room for the replay bar

    def __init__(self, host: SceneHost, session: GameSession) -> None:
        super().__init__(host)
        self.session = session
        rs = session.ruleset
        players = len(session.setup.seats)
        self.kit = kit_for(host, rs)  # the family's layout, view, animation and painting
        self.layout = self.kit.make_layout(players, rs.factories(players), self.show_only)
        self.timeline: Timeline[Any] = Timeline(
            self.kit.view_of(session.state), sound=self.services.audio.play
        )
        self.selection: tuple[int, int] | None = None
        self.hover: Target | None = None
        self.mouse: tuple[float, float] = (-1.0, -1.0)
        self.keyboard = False  # focus ring visible (the keyboard was used last)
        self.focus = 0
        self.press: tuple[Target | None, tuple[float, float]] | None = None
        self.fresh_press = False  # the press chose a group (its release does not act again)
        self.dragging = False
        self.ticket: int | None = None
        self.hint_ticket: int | None = None  # a person asked "what would the computer do?"
        self.hint_move: int | None = None  # the last hint shown (never played by itself)
        self.think_started = 0.0
        self.pending_move: int | None = None
        self.reveal_from = 0.0
        self.reveal_until = 0.0
        self.end_at: float | None = None
        self.end_shown = False
        self.log_scroll = 0.0  # rows scrolled up from the newest entry
        self._legal_cache: tuple[Any, frozenset[int]] | None = None
        self._tile_points: tuple[Any, dict[int, int]] | None = None
        self.buttons = WidgetGroup(on_activate=lambda: self.services.audio.play("click"))
        self.undo_button = Button(
            self.layout.undo_rect(), lambda: self.t("table.undo"), self.undo, size=24
        )
        self.menu_button = Button(
            self.layout.menu_rect(), lambda: self.t("table.menu"), self.open_menu, size=24
        )
        self.hint_button = Button(
            self._hint_rect(), lambda: self.t("table.hint"), self.request_hint, size=24
        )
        self.buttons.add(self.undo_button)
        self.buttons.add(self.hint_button)
        self.buttons.add(self.menu_button)
        self._sync_buttons()

    # -- lifecycle --

    def enter(self) -> None:
        from ..persistence import watch

        watch(self.host, self.session)  # autosave after every move and undo, record at the end
        if any(not s.is_person for s in self.session.setup.seats):
            # Start the computer players' worker now, so their first turn does not wait for it.
            warm_up = getattr(self.services.thinking, "warm_up", None)
            if callable(warm_up):
                warm_up()
        state = self.session.state
        seat = self.session.seat(state.start_player)
        key = "table.starts_random" if self.session.setup.first_player is None else "table.starts"
        if len(self.session.moves) == 0:
            self.host.toast(self.t(key, name=seat.name))

    def exit(self) -> None:
        self._cancel_thinking()
        self._cancel_hint()

    def resume(self) -> None:
        self._sync_buttons()

    # -- what a family's table provides (the Summer Pavilion table overrides these) --

    def _hint_rect(self) -> pygame.FRect:
        """The Hint button: under the Undo button, just below the status bar."""
        undo = self.layout.undo_rect()
        return pygame.FRect(undo.x, self.layout.hud_rect().bottom + 4, undo.w, 44)

    def _think_times(self) -> tuple[float, float]:
        """Seconds a computer seat visibly thinks, then shows its choice (before speed)."""
        return MIN_THINK, REVEAL

    # -- queries used by drawing and tests --

    @property
    def state(self) -> Any:
        """The engine position (the view may still be animating towards it)."""
        return self.session.state

    @property
    def view(self) -> Any:
        """What the table shows now."""
        return self.timeline.view

    def legal(self) -> frozenset[int]:
        """Legal moves of the current position (cached per position)."""
        state = self.state  # cached per state object: undo + replay can repeat a history length
        if self._legal_cache is None or self._legal_cache[0] is not state:
            self._legal_cache = (state, frozenset(state.legal_moves()))
        return self._legal_cache[1]

    def interactive(self) -> bool:
        """True when a person may act on the table now."""
        return bool(
            self.session.person_to_move()
            and not self.timeline.blocking
            and self.pending_move is None
        )

    def tiling_choice(self) -> bool:
        """True when the current decision is a wall column (grey wall / crystal)."""
        return bool(self.state.phase == TILING)

    def tile_points(self) -> dict[int, int]:
        """Points each legal wall cell of the pending line would score now (column → points)."""
        state = self.state
        if self._tile_points is None or self._tile_points[0] is not state:
            pts: dict[int, int] = {}
            if state.phase == TILING:
                me = state.current_player
                for move in self.legal():
                    after = state.apply(move)
                    pts[(move - 300) % 5] = next(
                        (
                            int(e.delta)
                            for e in after.last_events
                            if e.reason == ev.WALL and e.player == me
                        ),
                        0,
                    )
            self._tile_points = (state, pts)
        return self._tile_points[1]

    def source_count(self, source: int, colour: int) -> int:
        """Tiles of a colour at a source in the current position."""
        state = self.state
        if source == CENTRE:
            return int(state.centre[colour])
        return int(state.factories[source][colour])

    def preview(self, dest: int) -> dict[str, int] | None:
        """What playing the selection to dest would do: to line, to floor, to lid, points lost."""
        if self.selection is None:
            return None
        source, colour = self.selection
        state = self.state
        n = self.source_count(source, colour)
        b = state.boards[state.current_player]
        put = 0
        if dest != FLOOR:
            put = max(0, min(n, dest + 1 - b.line_count[dest]))
        rest = n - put
        used = len(b.floor)
        marker = 1 if source == CENTRE and state.marker_in_centre and used < 7 else 0
        to_floor = max(0, min(rest, 7 - used - marker))
        values = state.spec.floor_values
        cost = sum(values[used : used + marker + to_floor])
        return {
            "line": put,
            "floor": to_floor,
            "marker": marker,
            "lid": rest - to_floor,
            "cost": cost,
        }

    def reason(self, move: int) -> str | None:
        """Why a move is illegal, in words (None when legal)."""
        err = self.state.why_illegal(move)
        if err is None:
            return None
        params: dict[str, Any] = {}
        names = self.state.ruleset.colours
        for k, v in err.params.items():
            if k == "colour" and isinstance(v, int) and 0 <= v < len(names):
                params[k] = self.t(f"colour.{names[v]}")
            elif k in ("line", "row", "col", "factory", "source") and isinstance(v, int):
                params[k] = v + 1
            else:
                params[k] = v
        key = f"illegal.{err.code}"
        if not self.services.text.has(key):
            key = "illegal.illegal"
        return self.t(key, **params)

    def seat_label(self, seat_index: int) -> str:
        """A seat's kind in words ("Person" or "Computer · Greedy")."""
        seat = self.session.seat(seat_index)
        if seat.is_person:
            return self.t("seat.person")
        return self.t("seat.computer_level", level=level_label(self, seat.level))

    # -- hit testing --

    def hit(self, pos: tuple[float, float]) -> Target | None:
        """What is under a design point (groups first, then the current player's board)."""
        lay = self.layout
        view = self.view
        for f, tiles in enumerate(view.factories):
            for k, colour in enumerate(tiles):
                if lay.factory_tile(f, k).collidepoint(pos):
                    return Target("group", f, colour)
        for colour, n in enumerate(view.centre):
            if n and lay.centre_group_rect(colour).collidepoint(pos):
                return Target("group", CENTRE, colour)
        for p, geo in enumerate(lay.boards):
            if not geo.rect.collidepoint(pos):
                continue
            for r in range(5):
                if geo.line_rect(r).collidepoint(pos):
                    return Target("line", p, r)
                for c in range(5):
                    if geo.wall_cell(r, c).collidepoint(pos):
                        return Target("cell", p, r, c)
            if geo.floor_rect().collidepoint(pos):
                return Target("floor", p)
        return None

    def target_move(self, target: Target) -> int | None:
        """The move a destination target stands for with the current selection, if any."""
        state = self.state
        if target.a != state.current_player:
            return None
        if target.kind in ("line", "floor") and self.selection is not None:
            if state.phase != "draft":
                return None
            source, colour = self.selection
            dest = FLOOR if target.kind == "floor" else target.b
            return draft_move(source, colour, dest)
        if target.kind == "cell" and state.phase == TILING:
            return tile_move(target.b, target.c)
        return None

    # -- focus (keyboard) --

    def focus_items(self) -> list[Target]:
        """What Tab / arrows move between now."""
        if not self.interactive():
            return []
        state = self.state
        p = state.current_player
        if state.phase == TILING:
            row = state.pending_row
            cols = sorted((m - 300) % 5 for m in self.legal())
            return [Target("cell", p, row, c) for c in cols]
        if self.selection is None:
            return [Target("group", s, c) for s, c in self.view.groups()]
        return [Target("line", p, r) for r in range(5)] + [Target("floor", p)]

    def marks(self) -> Marks:
        """What input marks on the table now (computed once per frame by the painter)."""
        return Marks(self.interactive(), self.focused())

    def focused(self) -> Target | None:
        """The keyboard-focused target (when the focus ring is shown)."""
        items = self.focus_items()
        if not self.keyboard or not items:
            return None
        return items[self.focus % len(items)]

    # -- actions --

    def select(self, source: int, colour: int) -> bool:
        """Pick up a group (it must be a legal source now)."""
        if not self.interactive() or self.state.phase != "draft":
            return False
        if self.source_count(source, colour) <= 0:
            return False
        if self.selection != (source, colour):
            self.services.audio.play("pick")
        self.selection = (source, colour)
        if self.keyboard:
            self.focus = 0
            # Start on the first legal destination so Enter does the obvious thing.
            for i, t in enumerate(self.focus_items()):
                m = self.target_move(t)
                if m is not None and m in self.legal():
                    self.focus = i
                    break
        return True

    def cancel(self) -> None:
        """Put the selection back."""
        if self.selection is not None and self.keyboard:
            groups = self.view.groups()
            self.focus = groups.index(self.selection) if self.selection in groups else 0
        self.selection = None
        self.dragging = False
        self.press = None

    def try_target(self, target: Target) -> bool:
        """Play the move a destination stands for, or say why it is not allowed."""
        move = self.target_move(target)
        if move is None:
            return False
        why = self.reason(move)
        if why is not None:
            self.host.toast(why)
            return False
        self.play(move)
        return True

    def play(self, move: int) -> None:
        """Apply a move (person or computer) and start its animation."""
        before = self.session.state
        view_before = self.timeline.view
        if self.timeline.blocking:
            self.timeline.skip()
            view_before = self.timeline.view
        after = self.session.play(move)
        steps = self.kit.build_steps(self, view_before, before, move, after)
        self.timeline.play(steps, self.kit.view_of(after))
        if not steps:
            self.services.audio.play("place")
            if after.is_over:
                self.services.audio.play("game_end")
        self.selection = None
        self.dragging = False
        self.press = None
        self.focus = 0
        self.log_scroll = 0
        self._cancel_hint()
        self._sync_buttons()

    def undo(self) -> None:
        """Take back moves to the last decision of a person (never past a round's end)."""
        if not self.session.can_undo():
            self.host.toast(self.t("table.cannot_undo"))
            return
        self._cancel_thinking()
        self._cancel_hint()
        self.timeline.skip()
        self.session.undo()
        self.timeline.reset(self.kit.view_of(self.session.state))
        self.selection = None
        self.dragging = False
        self.press = None
        self.focus = 0
        self.end_at = None
        self._sync_buttons()

    def open_menu(self) -> None:
        """The pause menu."""
        from .pause import PauseScene

        self.cancel()
        self.host.stack.push(PauseScene(self.host, self))

    def _sync_buttons(self) -> None:
        self.undo_button.enabled = self.session.can_undo()
        self.hint_button.enabled = self.can_hint()

    # -- hints --

    def can_hint(self) -> bool:
        """True when a person is to move, nothing animates and nobody is thinking."""
        return bool(
            self.interactive()
            and not self.state.is_over
            and self.ticket is None
            and self.hint_ticket is None
        )

    def hard_budget(self) -> float:
        """Seconds per move for the Hard level and the Hint (Settings; other levels ignore it)."""
        # Validated where settings are read and offered (storage, settings screen).
        return float(self.services.settings.hard_seconds)

    def request_hint(self) -> None:
        """Ask the service what the computer (Hard level) would play here; shown, not played."""
        if not self.can_hint():
            return
        seed = (self.session.seed * 7919 + len(self.session.moves)) % (2**31)
        try:
            self.hint_ticket = self.services.thinking.submit_hint(
                self.state, seed=seed, budget=self.hard_budget()
            )
        except (ValueError, RuntimeError) as exc:  # a closed or confused service
            log.error("cannot ask for a hint (%s)", exc)
            self.hint_ticket = None
            return
        self.hint_move = None
        self.think_started = self.services.clock()
        self._sync_buttons()
        self.host.invalidate()

    def _poll_hint(self) -> None:
        if self.hint_ticket is None:
            return
        try:
            move = self.services.thinking.poll(self.hint_ticket)
        except RuntimeError as exc:
            log.error("hint failed: %s", exc)
            self.hint_ticket = None
            self._sync_buttons()
            return
        if move is None:
            return
        self.hint_ticket = None
        self._sync_buttons()
        if move not in self.legal():
            log.error("hint chose an illegal move %r; ignoring it", move)
            return
        self.hint_move = move
        self.host.toast(self.describe_hint(move))
        self._show_hint(move)
        self.host.invalidate()

    def describe_hint(self, move: int) -> str:
        """The hinted move in words (the status line and the toast)."""
        return base_hint(self, self.state, move)

    def hint_status(self) -> str | None:
        """While a hint is shown to the person to move: its sentence, else None."""
        if self.hint_move is None or self.state.is_over:
            return None
        if not self.session.current_seat().is_person:
            return None
        return self.describe_hint(self.hint_move)

    def _show_hint(self, move: int) -> None:
        """Select the group a hinted take uses, so its destinations (the hinted one marked in
        gold) light up; a hinted wall column is marked by the drawing alone."""
        try:
            kind, source, colour, _ = decode_move(move)
        except ValueError:
            return
        if kind == "draft" and self.state.phase == "draft":
            self.select(source, colour)

    def _cancel_hint(self) -> None:
        if self.hint_ticket is not None:
            self.services.thinking.cancel(self.hint_ticket)
        self.hint_ticket = None
        self.hint_move = None

    def _cancel_thinking(self) -> None:
        if self.ticket is not None:
            self.services.thinking.cancel(self.ticket)
        self.ticket = None
        self.pending_move = None

    # -- input --

    def handle(self, event: pygame.event.Event) -> None:
        et = event.type
        pos = self.design_pos(event) if hasattr(event, "pos") else None
        if et == pygame.MOUSEMOTION and pos is not None:
            self.mouse = pos
            self.keyboard = False
        # The Undo/Menu buttons take the mouse only: the keyboard plays on the table.
        mouse = et in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)
        if mouse and self.buttons.handle(event, pos):
            return
        table_input.handle(self, event, pos)

    # -- what input means on this table (the shared flow is in table/input.py) --

    def has_choice(self) -> bool:
        """True while a group is chosen (Escape drops it)."""
        return self.selection is not None

    def on_press(self, target: Target | None) -> str:
        """A press on a group chooses it; a press on nothing cancels."""
        if target is None:
            self.cancel()
            return ""
        if target.kind == "group":
            return table_input.FRESH if self.select(target.a, target.b) else table_input.DROP
        return ""

    def on_drop(self, target: Target | None) -> None:
        """Dragged tiles go onto the line or the floor they are dropped on."""
        if target is not None and target.kind in ("line", "floor"):
            self.try_target(target)

    def on_enter(self) -> None:
        """Enter chooses the focused group or plays onto the focused destination."""
        self.keyboard = True
        target = self.focused()
        if target is None:
            return
        if target.kind == "group":
            self.select(target.a, target.b)
        else:
            self.try_target(target)

    def on_key(self, key: int, mods: int) -> None:
        """1-5 pick a pattern line (or a wall column), F or 0 the floor."""
        p = self.state.current_player
        if self.selection is not None:
            if key in LINE_KEYS:
                self.try_target(Target("line", p, LINE_KEYS[key]))
            elif key in (pygame.K_f, pygame.K_0, pygame.K_KP0):
                self.try_target(Target("floor", p))
        elif self.tiling_choice() and key in LINE_KEYS:
            self.try_target(Target("cell", p, self.state.pending_row, LINE_KEYS[key]))

    def on_wheel(self, event: pygame.event.Event) -> None:
        """The wheel scrolls the move log under the pointer."""
        if self.layout.log_rect().collidepoint(self.mouse):
            self.log_scroll = max(0.0, self.log_scroll + float(getattr(event, "y", 0)))

    # -- time --

    def update(self, dt: float) -> None:
        if self.timeline.update(dt):
            self.host.invalidate()
        self._poll_hint()
        enabled = self.can_hint()
        if enabled != self.hint_button.enabled:
            self.hint_button.enabled = enabled
            self.host.invalidate()
        if self.timeline.blocking:
            return
        state = self.state
        now = self.services.clock()
        if state.is_over:
            self._cancel_thinking()
            if self.end_shown:
                return
            if self.end_at is None:
                self.end_at = now + END_HOLD * self.services.settings.speed_factor()
            if now >= self.end_at:
                self.end_shown = True
                from .end import EndScene

                self.host.stack.push(EndScene(self.host, self))
            return
        if self.session.current_seat().is_person:
            return
        self._computer_turn(now)

    def _computer_turn(self, now: float) -> None:
        speed = self.services.settings.speed_factor()
        think, reveal = self._think_times()
        if self.pending_move is not None:
            if now >= self.reveal_until:
                move = self.pending_move
                self.pending_move = None
                self.play(move)
            return
        seat = self.session.current_seat()
        if self.ticket is None:
            seed = (self.session.seed * 7919 + len(self.session.moves)) % (2**31)
            try:
                self.ticket = self.services.thinking.submit(
                    self.state, playable(seat.level), seed=seed, budget=self.hard_budget()
                )
            except (ValueError, RuntimeError) as exc:  # a closed or confused service
                log.error("cannot ask the computer player (%s); playing a random legal move", exc)
                self.pending_move = random.Random(seed).choice(sorted(self.legal()))
                self.reveal_from = self.reveal_until = now
                return
            self.think_started = now
            self.host.invalidate()
            return
        try:
            move = self.services.thinking.poll(self.ticket)
        except RuntimeError as exc:
            log.error("%s; playing a random legal move instead", exc)
            move = random.Random(len(self.session.moves)).choice(sorted(self.legal()))
        if move is None:
            return
        self.ticket = None
        if move not in self.legal():
            log.error("computer player chose an illegal move %r; using a legal one", move)
            move = sorted(self.legal())[0]
        self.reveal_from = max(now, self.think_started + think * speed)
        self.reveal_until = self.reveal_from + reveal * speed
        self.pending_move = move
        if self.reveal_until <= now:
            self.pending_move = None
            self.play(move)
        self.host.invalidate()

    def thinking_seat(self) -> int | None:
        """The computer seat visibly thinking now (None if none)."""
        if self.state.is_over or self.timeline.blocking:
            return None
        if self.session.current_seat().is_person:
            return int(self.state.current_player) if self.hint_ticket is not None else None
        if self.pending_move is not None and self.services.clock() >= self.reveal_from:
            return None
        return int(self.state.current_player)

    def revealing(self) -> int | None:
        """The computer move being shown before it is played (None if none)."""
        if self.pending_move is not None and self.services.clock() >= self.reveal_from:
            return self.pending_move
        return None

    def frame_interval(self) -> float | None:
        if self.timeline.busy or self.dragging:
            return 0.0
        now = self.services.clock()
        if self.pending_move is not None:
            if now < self.reveal_from:  # still "thinking": keep the dots moving
                return max(0.0, min(0.1, self.reveal_from - now))
            return max(0.0, self.reveal_until - now)
        if self.ticket is not None or self.hint_ticket is not None:
            return 0.1  # thinking indicator and polling
        if self.end_at is not None and not self.end_shown:
            return max(0.0, self.end_at - now)
        if not self.state.is_over and not self.session.current_seat().is_person:
            return 0.0  # about to submit the next computer turn
        return None

    # -- drawing --

    def draw(self, canvas: Canvas) -> None:
        self.kit.paint_table(self, canvas)


def level_label(scene: Scene, level: str) -> str:
    """Translated name of a computer level (the id if the catalog has none)."""
    level = level or default_level()
    key = f"level.{level}"
    if scene.services.text.has(key):
        return scene.t(key)
    return level.capitalize()
