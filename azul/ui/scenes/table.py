"""The table of any family: a game in progress (turns, computer players, hints, undo, the
animation timeline, autosave, input routing). Its family's kit lays it out, animates and paints
it; its family's scene (families/<family>/scene.py) says what input means on the board."""

from __future__ import annotations

import logging
import random
from collections.abc import Callable, Sequence
from typing import Any

import pygame

from azul.domain.controls import Action
from azul.domain.levels import playable
from azul.domain.session import GameSession
from azul.engine.state import GameState

from .. import narration, prompts, router
from ..canvas import Canvas
from ..kits import TableKit, kit_for
from ..persistence import watch
from ..scene import Scene, SceneHost
from ..table import input as table_input
from ..table import pad_seats
from ..table.frame import TableFrame, illegal_reason, level_name, seat_labels
from ..table.marks import Marks
from ..table.position import SessionOnTimeline
from ..table.round_summary import RoundSummary
from ..table.score_tip import ScoreTips
from ..table.targets import GroupTarget, Target
from ..table.timeline import Timeline
from ..widgets import Button, WidgetGroup

log = logging.getLogger(__name__)

MIN_THINK = 0.55  # seconds a computer seat visibly thinks (scaled by the animation speed)
HINT_DROP = 60.0  # design px the Hint button moves down per 100 % of extra text size
HINT_H = 44.0  # the Hint button's height at the normal text size
REVEAL = 0.45  # seconds its chosen tiles are highlighted before they move
END_HOLD = 1.0  # seconds the final table stays before the results appear
MENU_BADGE_OVERHANG = 24.0  # design px the Menu button's Start badge reaches out to its left
SUMMARY_FRAME = 0.05  # seconds between frames while the round summary counts down

# A live table's frame: the kit of any family paints it (the registry's kits; see kits.py).
LiveFrame = TableFrame[Any, Any, Any, Target, Any]


class TableScene(Scene, SessionOnTimeline):
    """One game on the table, drawn and animated by its family's kit (see kits.TableKit)."""

    def __init__(self, host: SceneHost, session: GameSession) -> None:
        super().__init__(host)
        self.session = session
        rs = session.ruleset
        players = len(session.setup.seats)
        # The family's layout, view, animation and painting.
        self.kit: TableKit = kit_for(host, rs)
        self.layout = self.kit.make_layout(players, rs.factories(players), False)
        self.layout.text_scale = self.ui()
        # The view is the kit's family's (any family's, like LiveFrame).
        self.timeline: Timeline[Any] = Timeline(
            self.kit.view_of(session.state), sound=self.services.audio.play
        )
        self.timeline.holds = True  # a live table shows its round summary at a round's hold step
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
        self.summary = RoundSummary()  # the panel that sums up a round before the next
        self.score_tips = ScoreTips()  # S: a seat's score breakdown from the keyboard
        self.rival = 0  # narration's R key: the rival whose board it read out last
        self.focus_news = False  # narration: the focus moved by itself, to be said when shown
        self._legal_cache: tuple[GameState, frozenset[int]] | None = None
        # A lesson's say on a person's decision (its engine moves): None lets it through.
        self.move_gate: Callable[[list[int]], str | None] | None = None
        self.status_note: Callable[[], str | None] | None = None  # a lesson's own status line
        self.buttons = WidgetGroup(on_activate=lambda: self.services.audio.play("click"))
        self.undo_button = Button(
            self.layout.undo_rect(),
            lambda: self.t("table.undo"),
            lambda: table_input.undo_asking(self),  # a couch game asks before undoing
            size=24,
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
        # While a controller is in use, each button shows the controller button that presses it.
        pads = self.services.pads
        self.undo_button.prompt = prompts.badge_for(pads, lambda: self.pad_button(Action.UNDO))
        self.hint_button.prompt = prompts.badge_for(pads, lambda: self.pad_button(Action.HINT))
        self.menu_button.prompt = prompts.badge_for(pads, lambda: self.pad_button(Action.MENU))
        self._sync_buttons()

    # -- lifecycle --

    def enter(self) -> None:
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
        if self.session.person_to_move() and narration.narrating(self.services):
            self.keyboard = True  # narration says the first choice as the table opens

    def exit(self) -> None:
        self._cancel_thinking()
        self._cancel_hint()

    def pause(self) -> None:
        # Covered scenes are not updated: score popups would stay half-faded under the end
        # screen or a menu, so they finish now.
        self.timeline.popups.clear()

    def resume(self) -> None:
        self.layout.text_scale = self.ui()  # the text size may have changed meanwhile
        self.undo_button.rect = self.layout.undo_rect()
        self.menu_button.rect = self.layout.menu_rect()
        self.hint_button.rect = self._hint_rect()
        self._sync_buttons()

    # -- what a family's table may change --

    def _hint_rect(self) -> pygame.FRect:
        """The Hint button: under the Undo button, just below the status bar."""
        undo = self.layout.undo_rect()
        # Larger text makes the status bar's lines taller: the button moves down with them.
        drop = HINT_DROP * (self.ui() - 1)
        h = self.layout.grown(HINT_H)
        return pygame.FRect(undo.x, self.layout.hud_rect().bottom + 4 + drop, undo.w, h)

    def _think_times(self) -> tuple[float, float]:
        """Seconds a computer seat visibly thinks, then shows its choice (before speed)."""
        return MIN_THINK, REVEAL

    # -- queries used by drawing and tests --

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
            and not self.summary.active
        )

    def reason(self, move: int) -> str | None:
        """Why a move is illegal, in words (None when legal)."""
        return illegal_reason(self.services.text, self.state, move)

    def seat_label(self, seat_index: int) -> str:
        """A seat's kind in words ("Person", "Computer · Medium"); nothing for a lesson's
        scripted computer, which plays at a tool level no player chooses and is already
        named "Computer"."""
        return seat_labels(self.services.text, self.session)[seat_index]

    # -- focus (keyboard) --

    def marks(self) -> Marks[Target]:
        """What input marks on the table now (computed once per frame)."""
        return Marks(self.interactive(), self.focused())

    def frame(self) -> LiveFrame:
        """The table as it is drawn now, frozen: what the kit's painters and step builders
        read (they never see the scene)."""
        marks = self.marks()
        text = self.services.text
        return TableFrame(
            state=self.state,
            view=self.view,
            layout=self.layout,
            session=self.session,
            text=text,
            timeline=self.timeline,
            speed=self.services.settings.speed_factor(),
            now=self.services.clock(),
            extra=self.frame_extra(),
            marks=marks,
            hover=self.hover,
            selection=self.selection,
            interactive=marks.interactive,
            hint_move=self.hint_move,
            hint_asked=self.hint_ticket is not None,
            thinking_seat=self.thinking_seat(),
            revealing=self.revealing(),
            dragging=self.dragging,
            mouse=self.mouse,
            log_scroll=self.log_scroll,
            legal=self.legal(),
            seat_labels=seat_labels(text, self.session),
            turn_status=self.turn_status(),
            busy_status=self.busy_status(),
            buttons=self.buttons,
            tip_seat=self.score_tips.seat,
            end_columns=tuple(self.kit.end_columns(self.state.ruleset)),
        )

    def frame_extra(self) -> object:
        """What the family's painters need beyond the shared frame (a frozen value built from
        the scene's own state; None here)."""
        return None

    def focused(self) -> Target | None:
        """The keyboard-focused target (when the focus ring is shown)."""
        items = self.focus_items()
        if not self.keyboard or not items:
            return None
        return items[self.focus % len(items)]

    # -- what input means: a family's scene says; this table alone takes no board input --

    def hit(self, pos: tuple[float, float]) -> Target | None:
        """What is under a design point: nothing on a table without a family's input rules."""
        return None

    def group_at(self, pos: tuple[float, float], centre_source: int) -> GroupTarget | None:
        """The group of tiles on the factory ring under a design point, if any (for a family's
        ``hit``; ``centre_source``: its source number of the centre)."""
        view = self.view
        group = self.layout.group_at(view.factories, view.centre, centre_source, pos)
        return None if group is None else GroupTarget(*group)

    def focus_items(self) -> Sequence[Target]:
        """What Tab moves between: nothing on a table without a family's input rules."""
        return []

    def try_target(self, target: Target) -> bool:
        """Act on a target: a table without a family's input rules has none."""
        return False

    def cancel(self) -> None:
        """Drop what is chosen."""
        self.selection = None
        self.dragging = False
        self.press = None

    def has_choice(self) -> bool:
        """True while something is chosen (Escape drops it)."""
        return self.selection is not None

    def on_press(self, target: Target | None) -> str:
        """A left press on a target waits for its release there (a click: ``try_target``); a
        press on nothing is dropped."""
        return "" if target is not None else table_input.DROP

    def on_drop(self, target: Target | None) -> None:
        """Dragged tiles let go: nothing is dragged here."""

    def on_enter(self) -> None:
        """Enter acts on the focused target (the first press shows the focus ring)."""
        focused = self.focused()
        self.keyboard = True
        if focused is not None:
            self.try_target(focused)

    def on_key(self, event: pygame.event.Event) -> None:
        """A family's own keys: none here."""

    def on_wheel(self, event: pygame.event.Event) -> None:
        """The wheel: nothing scrolls here."""

    def describe_hint(self, move: int) -> str:
        """The hinted move in words (the status line and the toast): the kit's sentence."""
        return self.kit.describe_hint(self, self.state, move)

    def _show_hint(self, move: int) -> None:
        """Show a hint on the table: the status line says it (a family may mark more)."""

    # -- actions --

    def play(self, move: int) -> None:
        """Apply a move (person or computer) and start its animation."""
        before = self.session.state
        view_before = self.timeline.view
        if self.timeline.blocking:
            self.timeline.skip()
            view_before = self.timeline.view
        frame = self.frame()  # the table the move starts from
        seat = int(before.current_player)
        after = self.session.play(move)
        self.narrate_move(seat, before, move, after)
        steps = self.kit.build_steps(frame, view_before, before, move, after)
        self.timeline.play(steps, self.kit.view_of(after))
        names = [seat.name for seat in self.session.setup.seats]
        parts = self.kit.summary_parts
        speed = self.services.settings.speed_factor()
        self.summary.arm(self.session.states, before, after, names, parts, speed)
        if not steps:
            self.services.audio.play("place")
            if after.is_over:
                self.services.audio.play("game_end")
        self.selection = None
        self.dragging = False
        self.press = None
        self.focus = 0
        # The focus went back to the first choice: a person deciding now hears it as soon as
        # the table takes input again (with narration on, the focus is there even before the
        # keyboard was used here).
        if self.session.person_to_move() and narration.narrating(self.services):
            self.keyboard = True
        self.focus_news = self.keyboard and self.session.person_to_move()
        self.log_scroll = 0
        self._cancel_hint()
        self._sync_buttons()

    def narrate_move(self, seat: int, before: GameState, move: int, after: GameState) -> None:
        """Narration: who did what, the score events, a round's end and whose turn is next."""
        if not narration.narrating(self.services):
            return
        words = self.kit.describe_move(self, before, move).sentence
        for sentence in narration.move_sentences(self, self.session, words, seat, before, after):
            narration.say(self.services, sentence)

    def spoken_title(self) -> str | None:
        """Narration, as the table opens or comes back: the rule set and whose turn it is."""
        turn = narration.turn_sentence(self, self.session, self.state)
        return narration.joined([self.t(self.session.ruleset.name_key), turn])

    def spoken_focus(self) -> str | None:
        """Narration: the focused target on the table, in the family's words."""
        target = self.focused()
        if target is None:
            return super().spoken_focus()
        return self.kit.speak_target(self.frame(), target) or None

    def read_out(self, what: str) -> None:
        """Narration's read-out keys: your board, the next rival's, the factories and centre,
        or the scores and whose turn it is."""
        if not narration.narrating(self.services):
            return
        frame = self.frame()
        seats = len(self.session.setup.seats)
        me = self._reader()
        if what == narration.BOARD:
            text = self.kit.speak_board(frame, me)
        elif what == narration.RIVAL:
            rivals = [i for i in range(seats) if i != me] or [me]
            self.rival = (
                rivals[(rivals.index(self.rival) + 1) % len(rivals)]
                if (self.rival in rivals)
                else rivals[0]
            )
            text = self.kit.speak_board(frame, self.rival)
        elif what == narration.OFFER:
            text = self.kit.speak_offer(frame)
        else:
            text = narration.scores_sentence(self, self.session, self.state)
        narration.say(self.services, text)

    def _reader(self) -> int:
        """Whose board "your board" is: the person to move, else the first person seated."""
        now = int(self.state.current_player)
        seats = self.session.setup.seats
        if seats[now].is_person:
            return now
        return next((i for i, seat in enumerate(seats) if seat.is_person), now)

    def gate_refuses(self, moves: list[int]) -> bool:
        """True (and the reason shown) when a lesson does not let a person's decision through."""
        why = self.move_gate(moves) if self.move_gate else None
        if why is not None:
            self.host.toast(why)
            return True
        return False

    def play_if_legal(self, move: int) -> bool:
        """Play a person's move, or say why it is not allowed (False)."""
        why = (self.move_gate([move]) if self.move_gate else None) or self.reason(move)
        if why is not None:
            self.host.toast(why)
            return False
        self.play(move)
        return True

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
        self.summary.dismiss()
        self.selection = None
        self.dragging = False
        self.press = None
        self.focus = 0
        self.end_at = None
        self._sync_buttons()

    def open_menu(self) -> None:
        """The pause menu."""
        self.cancel()
        self.host.stack.push(self.make_scene(router.PAUSE, table=self))

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
        if self.hint_move is not None and self.hint_move in self.legal():
            # Asked again in the same position: show the same hint (a time-budgeted search
            # could answer differently, and the person would see the hint flip).
            self.host.toast(self.describe_hint(self.hint_move))
            self._show_hint(self.hint_move)
            self.host.invalidate()
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

    def turn_status(self) -> str | None:
        """The status line where no family rule matters: game over, a computer thinking, or
        the hint shown to the person to move (None: the family says what to do)."""
        note = None if self.status_note is None else self.status_note()
        if note is not None:
            return note
        if self.state.is_over:
            return self.t("status.game_over")
        seat = self.session.current_seat()
        if not seat.is_person:
            return self.t("status.thinking", name=seat.name)
        return self.hint_status()

    def hint_status(self) -> str | None:
        """While a hint is shown to the person to move: its sentence, else None."""
        if self.hint_move is None or self.state.is_over:
            return None
        if not self.session.current_seat().is_person:
            return None
        return self.describe_hint(self.hint_move)

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

    def pad_legend(self) -> list[tuple[tuple[str, ...], str]]:
        """A and RB's area jump on the table, A and B once tiles are chosen (X, Y and Start are
        on the Undo, Hint and Menu buttons; each the player's mapping)."""
        confirm = self.pad_buttons(Action.CONFIRM)
        if self.timeline.blocking or self.summary.active:
            return [(confirm, self.t("pads.skip"))]
        if not self.interactive():
            return []
        if not self.has_choice():  # B's menu is on the Menu button: RB's next area here (LB,
            # the previous one, would shrink the strip's words below easy reading at 720p)
            return [
                (confirm, self.t("pads.choose")),
                (self.pad_buttons(Action.NEXT_AREA), self.t("pads.area")),
            ]
        return [
            (confirm, self.t("pads.place")),
            (self.pad_buttons(Action.BACK), self.t("pads.put_back")),
        ]

    def pad_legend_box(self) -> pygame.FRect:
        """Over the game's name, between the Undo and Menu buttons: the boards stay clear."""
        undo, menu = self.undo_button.rect, self.menu_button.rect
        left, right = undo.right + 14, menu.x - 14 - MENU_BADGE_OVERHANG
        return pygame.FRect(left, undo.y, right - left, undo.h * 0.8)

    def handle(self, event: pygame.event.Event) -> None:
        et = event.type
        if table_input.pad_refused(self, event):
            return  # a couch seat's controller, out of its turn
        pos = self.design_pos(event) if hasattr(event, "pos") else None
        if et == pygame.MOUSEMOTION and pos is not None:
            self.mouse = pos
            self.keyboard = False
        # The Undo/Menu buttons take the mouse only: the keyboard plays on the table.
        mouse = et in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)
        if mouse and self.buttons.handle(event, pos):
            if et == pygame.MOUSEMOTION:
                self.hover = None  # on a button, off the table: no table tooltip
            return
        seats = len(self.session.setup.seats)
        if self.summary.handle(event):
            self.timeline.release()
            self.host.invalidate()
            return
        if self.score_tips.handle(event, seats):
            self.host.invalidate()
            return
        table_input.handle(self, event, pos)

    def busy_status(self) -> str | None:
        """The status line while the table is busy: the round summary's or an animation's way
        on; None when the turn's own status applies."""
        if self.summary.active:
            return self.t("status.summary_hint")
        if self.timeline.blocking:
            return self.t("status.skip_hint")
        return None

    # -- time --

    def round_summary_shown(self, now: float) -> bool:
        """Run the round summary at the timeline's hold step: True while it is up; a hold with
        no summary to show (put away, or none armed) is released at once."""
        if self.summary.due(self.timeline.held or not self.timeline.blocking, now):
            if self.summary.update(now):
                self.timeline.release()
            self.host.invalidate()  # its countdown bar moves
            return True
        if self.timeline.held:
            self.timeline.release()
        return False

    def update(self, dt: float) -> None:
        pad_seats.follow_pads(self)  # a re-plugged controller takes its seat back
        if self.timeline.update(dt):
            self.host.invalidate()
        if self.focus_news and self.interactive():  # the move's animation is over: say it
            self.refocused, self.focus_news = True, False
        self._poll_hint()
        enabled = self.can_hint()
        if enabled != self.hint_button.enabled:
            self.hint_button.enabled = enabled
            self.host.invalidate()
        now = self.services.clock()
        if self.round_summary_shown(now):
            return
        if self.timeline.blocking:
            return
        state = self.state
        if state.is_over:
            self._cancel_thinking()
            if self.end_shown:
                return
            if self.end_at is None:
                self.end_at = now + END_HOLD * self.services.settings.speed_factor()
            if now >= self.end_at:
                self.end_shown = True
                self.host.stack.push(self.make_scene(router.END, table=self))
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
            polled = self.services.thinking.poll(self.ticket)
        except RuntimeError as exc:
            log.error("%s; playing a random legal move instead", exc)
            polled = random.Random(len(self.session.moves)).choice(sorted(self.legal()))
        if polled is None:
            return
        move = polled
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
        if self.status_note is not None and self.status_note() is not None:
            return None  # a lesson holds the computer's turn while its step is read
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
        if self.summary.active:
            return SUMMARY_FRAME
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
        self.kit.paint_table(self.frame(), canvas)
        self.summary.paint(
            canvas,
            self.t,
            self.services.clock(),
            self.services.pads,
            self.pad_button(Action.CONFIRM) or prompts.A,
        )


def level_label(scene: Scene, level: str) -> str:
    """Translated name of a computer level (the id if the catalog has none)."""
    return level_name(scene.services.text, level)
