"""The table of any family: a game in progress (turns, computer players, hints, undo, the
animation timeline, autosave, input routing). Its family's kit lays it out, animates and paints
it; its family's scene (families/<family>/scene.py) says what input means on the board. The
table's own jobs are mixed in from ui/table/ (the computer seats, the Hint, narration, the
buttons, the status lines, the pace, the input hooks' defaults); this class wires them."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from azul.domain.controls import Action
from azul.domain.session import GameSession
from azul.engine.state import GameState

from .. import narration, prompts, router
from ..canvas import Canvas
from ..kits import TableKit, kit_for
from ..persistence import watch
from ..scene import Scene, SceneHost
from ..table import input as table_input
from ..table import pad_seats
from ..table.buttons import TableButtons
from ..table.computer_seats import ComputerSeats
from ..table.frame import TableFrame, illegal_reason, level_name, seat_labels
from ..table.hint_asking import HintAsking
from ..table.input_hooks import InputHooks
from ..table.marks import Marks
from ..table.narrating import TableNarration
from ..table.pacing import TablePacing
from ..table.position import SessionOnTimeline
from ..table.round_summary import RoundSummary
from ..table.score_tip import ScoreTips
from ..table.status_lines import StatusLines
from ..table.targets import Target
from ..table.timeline import Timeline
from ..widgets import Button, WidgetGroup

END_HOLD = 1.0  # seconds the final table stays before the results appear

# A live table's frame: the kit of any family paints it (the registry's kits; see kits.py).
LiveFrame = TableFrame[Any, Any, Any, Target, Any]


class TableScene(
    InputHooks,
    HintAsking,
    ComputerSeats,
    TableNarration,
    TableButtons,
    StatusLines,
    TablePacing,
    Scene,
    SessionOnTimeline,
):
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

    # -- the frame the painters read --

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

    # -- input --

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

    # -- time (the round summary and the frame pace: table/pacing.py) --

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
