"""The Summer Pavilion table: the base table's scene loop (TableScene) with this family's
input. A person's decision is built in `PavilionDecision` (decision_state.py), which resolves it
to engine moves; this class wires clicks, drags, keys and the Hint to it and answers with sounds
and toasts. Phase 1: choose a colour on a source, then take it (a second click, Enter, the hand,
"Take", or a drag to the hand); phase 2: choose a space, its colour and payment, then "Place",
or "Pass" (the keep dialog); bonus tiles: choose as many as owed, then "Take". Undo takes back
a whole decision, never past the end of a round."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from azul.domain.session import GameSession
from azul.engine.drafting import DRAFT
from azul.engine.pavilion_game import PLACE, PavilionState
from azul.engine.pavilion_moves import draft_move

from ...scene import SceneHost
from ...scenes.table import TableScene
from ...table import input as table_input
from ...table.log import LogOverlay, kit_describe
from ...table.targets import GroupTarget, Target
from ...widgets import Button
from . import control_actions, hint_play, keys, pass_dialog, play_sequence
from .decision_state import Change, PavilionChoice, PavilionDecision
from .frame import PavilionExtra, live_extra
from .hints import decision_status, space_hint
from .layout import Control, PavilionLayout
from .targets import (
    ControlTarget,
    HandTarget,
    PavilionTarget,
    SpaceTarget,
    SupplyTarget,
    focus_after_choice,
    focus_targets,
    target_at,
)
from .view import PavilionView

FRect = pygame.FRect
Point = tuple[float, float]
SMALL_LABEL = 24.0  # the Hint and Moves labels at the normal text size


class PavilionTableScene(TableScene):
    """One Summer Pavilion game on the table (see the module notes)."""

    layout: PavilionLayout

    def __init__(self, host: SceneHost, session: GameSession) -> None:
        self.decision = PavilionDecision()  # before the base class, which sets the selection
        # The table has no room for the move log: this button (and L) opens it over the table.
        # Made first: the base class's __init__ places the buttons (_sync_buttons).
        self.log_button = Button(FRect(), lambda: self.t("table.moves"), self.open_log, size=24)
        super().__init__(host, session)
        self.buttons.add(self.log_button)

    @property
    def selection(self) -> tuple[int, int] | None:
        """The take chosen in phase 1 (the decision holds it)."""
        return self.decision.selection

    @selection.setter
    def selection(self, value: tuple[int, int] | None) -> None:
        self.decision.selection = value

    # -- the family's parts --

    def _hint_rect(self) -> FRect:
        return self.layout.hint_rect(self.state.phase == DRAFT)

    def open_log(self) -> None:
        """The move log over the table."""
        self.host.stack.push(
            LogOverlay(
                self.host, self.session, kit_describe(self.kit, self), table_input.seat_guard(self)
            )
        )

    def _sync_buttons(self) -> None:
        super()._sync_buttons()  # also on resuming: the text size may have changed
        # Placed by the phase, not by whether the panel shows now: after a computer's move the
        # panel appears only once the animation is over, with no move to move the button.
        self.hint_button.rect = self._hint_rect()
        self.log_button.rect = self.layout.log_button_rect(self.state.phase == DRAFT)
        # These two keep their height (the ring's plates are close): at a larger text size
        # their labels grow half as much, and keep a margin.
        small = SMALL_LABEL / self.layout.grown(1.0)
        self.hint_button.size = small
        self.log_button.size = small

    def _think_times(self) -> tuple[float, float]:
        quick = play_sequence.quick_think(self.state.phase)
        return quick if quick is not None else super()._think_times()

    @property
    def state(self) -> PavilionState:
        """The engine position (this family's kit plays only Summer Pavilion states)."""
        state: PavilionState = self.session.state
        return state

    @property
    def view(self) -> PavilionView:
        """What the table shows now."""
        view: PavilionView = self.timeline.view
        return view

    def frame_extra(self) -> PavilionExtra:
        """What the pavilion painters read of the decision in progress (see frame.py)."""
        return live_extra(self)

    # -- queries --

    def legal(self) -> frozenset[int]:
        """Legal moves of the current position (the decision keeps them per position)."""
        return self.decision.legal(self.state)

    def me(self) -> int:
        """The seat deciding now."""
        return int(self.state.current_player)

    def choice(self) -> PavilionChoice:
        """The decision as it is drawn now."""
        return self.decision.snapshot(self.state)

    def controls(self) -> list[Control]:
        """The table's own buttons that can be used now."""
        if not self.interactive():
            return []
        return self.layout.controls(self.choice())

    def panel_rect(self) -> FRect | None:
        """The decision panel or take preview shown now (None when there is none)."""
        return self.layout.panel_rect(self.choice()) if self.interactive() else None

    def keep_clear(self) -> list[FRect]:
        """The take preview or the decision panel shown now, with its buttons: toasts and a
        lesson's arrow keep off it."""
        panel = self.panel_rect()
        return [] if panel is None else [panel]

    def toast_clear(self) -> list[FRect]:
        """Toasts keep off the boards and the central board too: they are played on."""
        boards = [b.rect for b in self.layout.boards]
        return [*super().toast_clear(), *boards, self.layout.central_rect()]

    # -- hit testing and focus --

    def hit(self, pos: Point) -> PavilionTarget | None:
        """What is under a design point: a control, a tile group, a supply tile, a space."""
        if not self.interactive():
            return target_at(self.layout, self.view, [], None, pos)
        # The controls and the panel from one snapshot of the decision (as ``controls`` and
        # ``panel_rect`` would each take): every pointer move asks.
        choice = self.choice()
        controls = self.layout.controls(choice)
        return target_at(self.layout, self.view, controls, self.layout.panel_rect(choice), pos)

    def focus_items(self) -> list[PavilionTarget]:
        """What Tab / arrows move between now."""
        if not self.interactive():
            return []
        return focus_targets(self.choice(), self.view, self.state.wild, self.controls())

    # -- actions --

    def _answer(self, change: Change, why: Callable[[], str | None], sound: str = "pick") -> bool:
        """Answer a choice: a sound for a new one (a click for a tile un-chosen), the reason
        for a refused one; True when the choice stands."""
        if change in (Change.REFUSED, Change.FULL):
            text = why()
            if text:
                self.host.toast(text)
        elif change is not Change.IGNORED and change is not Change.SAME:
            self.services.audio.play(sound if change is Change.CHOSEN else "click")
        return change in (Change.CHOSEN, Change.SAME)

    def select(self, source: int, colour: int) -> bool:
        """Choose a colour on a factory or in the centre (the preview shows what it brings)."""
        if not self.interactive():
            return False
        change = self.decision.select(self.state, source, colour)
        return self._answer(change, lambda: self.reason(draft_move(source, colour)))

    def take(self) -> bool:
        """Take the chosen colour into the hand."""
        if not self.interactive():
            return False
        move = self.decision.take_move(self.state)
        return move is not None and self.play_person([move])

    def choose_space(self, cell: int) -> bool:
        """Pick a space on the current player's board (its payments show in the panel)."""
        if not self.interactive():
            return False
        state = self.state
        cells = self.decision.legal_cells(state)
        why = lambda: space_hint(self, state, self.me(), cell, cells)  # noqa: E731
        return self._answer(self.decision.choose_space(state, cell), why, "click")

    def confirm_place(self) -> bool:
        """Place a tile on the chosen space with the chosen payment."""
        if not self.interactive():
            return False
        move = self.decision.place_move(self.state)
        return move is not None and self.play_person([move])

    def toggle_pick(self, index: int) -> None:
        """Choose (or un-choose) a supply tile as a bonus tile."""
        if not self.interactive():
            return
        owed = self.decision.owed(self.state)
        change = self.decision.toggle_pick(self.state, index)
        self._answer(change, lambda: self.tn("pavilion.picks_full", owed))

    def confirm_picks(self) -> bool:
        """Take the chosen bonus tiles."""
        if not self.interactive():
            return False
        change, moves = self.decision.bonus_moves(self.state)
        if change is Change.REFUSED:
            self.host.toast(self.tn("pavilion.picks_needed", self.decision.owed(self.state)))
        return change is Change.CHOSEN and self.play_person(moves)

    def open_pass(self) -> None:
        """The pass dialog (keep tiles, see the discard penalty, confirm)."""
        pass_dialog.open_pass(self)

    def play_person(self, moves: list[int]) -> bool:
        """Play a person's decision (one or more engine moves), unless a lesson refuses it."""
        if not moves or self.gate_refuses(moves):
            return False
        if len(moves) == 1:
            self.play(moves[0])
        else:
            self.play_moves(moves)
        return True

    def play_moves(self, moves: list[int]) -> None:
        """Play one decision made of several engine moves, animated as one sequence; undo
        takes it back as a whole."""
        if not moves:
            return
        play_sequence.play_as_one(self, moves)
        self._reset_choice()
        self._cancel_hint()
        self._sync_buttons()

    def play(self, move: int) -> None:
        """Apply a move (person or computer) and start its animation."""
        super().play(move)
        self._reset_choice()

    def _reset_choice(self) -> None:
        self.decision.reset()
        self.focus = 0

    def cancel(self) -> None:
        """Drop the current choice (the colour picked, the space chosen, the bonus tiles)."""
        self.decision.cancel()
        self.dragging = False
        self.press = None
        self.focus = 0

    def _show_hint(self, move: int) -> None:
        hint_play.show_hint(self, move)

    def undo(self) -> None:
        """Take back the last decision of a person (never past a round's end)."""
        super().undo()
        self._reset_choice()

    def try_target(self, target: Target) -> bool:
        """Act on a target (click or Enter)."""
        if isinstance(target, ControlTarget):
            controls = self.controls()
            if 0 <= target.index < len(controls):
                control_actions.activate(self, controls[target.index])
                return True
            return False
        if isinstance(target, GroupTarget):
            if self.selection == (target.source, target.colour):
                return self.take()
            return self.select(target.source, target.colour)
        if isinstance(target, SpaceTarget):
            if target.seat != self.me() or self.state.phase != PLACE:
                return False
            placeable = self.decision.place_move(self.state) is not None
            if self.decision.space == target.cell and placeable:
                return self.confirm_place()
            return self.choose_space(target.cell)
        if isinstance(target, SupplyTarget):
            self.toggle_pick(target.index)
            return True
        if isinstance(target, HandTarget) and target.seat == self.me():
            return self.selection is not None and self.take()
        return False

    # -- words --

    def status(self) -> str:
        """The status line: whose turn and what to do."""
        shared = self.turn_status()
        if shared is not None:
            return shared
        d = self.decision
        name = self.session.current_seat().name
        owed = d.owed(self.state)
        return decision_status(
            self, self.state, name, d.selection is not None, d.space is not None, owed
        )

    # -- input --

    def has_choice(self) -> bool:
        """True while a group, a space or supply tiles are chosen (Escape drops them)."""
        return self.decision.has_choice()

    def on_press(self, target: Target | None) -> str:
        """A press on a new group chooses it (a second click takes it); on nothing, cancels."""
        if target is None:
            if self.state.phase == DRAFT:
                self.cancel()
            return ""
        if isinstance(target, GroupTarget) and self.selection != (target.source, target.colour):
            fresh = self.select(target.source, target.colour)
            return table_input.FRESH if fresh else table_input.DROP
        return ""

    def on_drop(self, target: Target | None) -> None:
        """Dragged tiles dropped on one's own hand are taken."""
        if isinstance(target, HandTarget) and target.seat == self.me():
            self.take()

    def on_enter(self) -> None:
        """Enter plays a hint just shown, else confirms what is chosen, or acts on the focused
        target."""
        if hint_play.play_hint(self):
            return
        state = self.state
        if not self.keyboard:
            # Enter without a focus ring confirms what is chosen already.
            if not keys.confirm_chosen(self):
                self.keyboard = True
                self.focus = 0
            return
        target = self.focused()
        if target is None:
            return
        before = (self.selection, self.decision.space)
        self.try_target(target)
        if (self.selection, self.decision.space) != before and self.state is state:
            self.focus = focus_after_choice(self.focus_items(), self.controls(), self.selection)

    def on_key(self, event: pygame.event.Event) -> None:
        """P passes; 0-5 set how many wild tiles pay for the chosen space; L shows the log."""
        keys.press_key(self, event)
