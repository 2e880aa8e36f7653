"""Learn from your mistakes: a costly decision of a reviewed game, back on the real table.

The table is the family's own (``kit.make_table``, as a lesson's is), posed at the position
before the decision, with the seat to move; a box over the table (the lesson's callout) says
what was played and asks for a better move. The player's decision passes the table's move
gate, is played on the table (every input works as in a game: mouse, keys, controller,
touch) and is judged as the review judges (``azul.ai.review.answer``): the best move and the
move played are known at once, any other move is compared with the best in a worker process
(``practice_judge``) while the window keeps drawing. What the box says at each stage:
``practice_box``; the progress kept: ``practice_progress``.

The game on this table is never autosaved, recorded or counted (its ``enter`` is not run,
so nothing watches its session) and no computer seat thinks on it.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import replace
from functools import partial

import pygame

from azul.ai.review import Line
from azul.ai.review.answer import AnswerVerdict
from azul.domain.controls import Action
from azul.domain.practice import (
    FOUND,
    JUDGING,
    NUDGED,
    SHOWN,
    TRYING,
    Attempt,
    PracticePosition,
    next_to_practise,
)
from azul.domain.session import GameSession
from azul.domain.settings import PERSON
from azul.storage import FinishedGame

from .. import lesson_callout as callout
from .. import prompts
from ..actions import action_of
from ..canvas import Canvas
from ..kits import TableKit, kit_for
from ..narration import joined
from ..persistence import default_seat_name, seats_of, session_of
from ..practice_judge import AnswerRun, answer_job
from ..review_run import review_in_process
from ..review_words import MoveSayer
from ..scene import Scene, SceneHost
from ..widgets import WidgetGroup
from . import practice_box
from .guided_table import back_leaves, guided_table
from .practice_progress import keep_progress, read_progress


class PracticeScene(Scene):
    """Practice positions one after the other on the real table. The player's keys
    (azul.domain.controls): Undo does nothing here, the table's Hint shows the answer while a
    move is asked, Confirm goes on to the next position once one is over."""

    def __init__(
        self,
        host: SceneHost,
        positions: Sequence[PracticePosition],
        games: Mapping[str, FinishedGame],
        start: int = 0,
    ) -> None:
        super().__init__(host)
        if not positions:
            raise ValueError("nothing to practise")
        self.positions = list(positions)
        self.games = dict(games)
        self.widgets = WidgetGroup(on_activate=lambda: self.services.audio.play("click"))
        self.judge: AnswerRun | None = None
        self.judge_failed = False  # the last answer could not be judged (said in the box)
        self._lines: dict[tuple[str, str], str] = {}  # the engine's line in words, by language
        self.known: AnswerVerdict | None = None  # the review's verdict on the answer just played
        self._buttons_for = ""  # the stage the box's buttons were built for
        self.progress = read_progress(self) or {}
        self.number = max(0, min(start, len(self.positions) - 1))
        self.attempt = Attempt(self.positions[self.number])
        self._pose()

    def _remember(self, status: str) -> None:
        """Keep how this position went (the latest attempt counts)."""
        self.progress[self.position.key] = status
        keep_progress(self, self.progress)

    # -- building --

    @property
    def position(self) -> PracticePosition:
        """The position being practised."""
        return self.attempt.position

    @property
    def session(self) -> GameSession:
        """The practice table's game (a language switch renames its default seat names)."""
        return self.table.session

    @property
    def game(self) -> FinishedGame:
        """The finished game the position is from."""
        return self.games[self.position.record_id]

    def _pose(self) -> None:
        """The table at the position before the decision, the seat to move a person's."""
        p = self.position
        game = self.game
        seats = list(seats_of(game.seats, default_seat_name(self.services)))
        seats[p.seat] = replace(seats[p.seat], kind=PERSON, level="")
        session = session_of(game.setup, tuple(seats), game.positions, upto=p.index)
        self.kit: TableKit = kit_for(self.host, session.ruleset)
        self.sayer = MoveSayer(self.kit, self.services.text, session.states)
        # The box takes the results screen's place; the answer is what is asked.
        self.table = guided_table(
            self.host, self.kit, session, self._gate, self._status_note, self.leave, "practice"
        )
        self._build_buttons()

    def _build_buttons(self) -> None:
        stage = self.attempt.stage
        # The keyboard focus stays on its button while the same buttons are rebuilt (a new
        # window size); new buttons start without it, so Tab begins at the first.
        focus = self.widgets.focus if stage == self._buttons_for else None
        self._buttons_for = stage
        self.widgets.clear()
        actions: dict[str, Callable[[], None]] = {
            "practice.try_again": self.try_again,
            "practice.show_answer": self.show_answer,
            "practice.next": self.next_position,
            "practice.leave": self.leave,
        }
        keys = practice_box.button_keys(stage, self.attempt.over)
        buttons = practice_box.box_buttons(self.box(), keys, actions, self.t)
        for key, button in zip(keys, buttons, strict=True):
            if key == "practice.show_answer" and stage == TRYING:  # the Hint's button shows it
                button.prompt = prompts.badge_for(
                    self.services.pads, lambda: self.pad_button(Action.HINT)
                )
            self.widgets.add(button)
        self.widgets.widgets[0].enabled = stage != JUDGING
        self.widgets.focus = focus if focus is not None and focus < len(keys) else None

    # -- queries (tests and drawing) --

    def box(self) -> pygame.FRect:
        """The box: where the family puts a lesson's, else over the foot of the middle; while
        it gives reasons, at least ``REASON_BOX_H`` tall (grown away from the window's edge)."""
        return practice_box.box_rect(
            self.kit, self.table.layout, self.position.seat, self.attempt.stage
        )

    def said(self, notation: str) -> str:
        """A move of the position in words (the review's sentences)."""
        return self.sayer.say(self.position.index, notation)

    def line_text(self) -> str:
        """The engine's line from the position, as the review played it: its first moves in
        the log's words with each mover's name ("" when the review kept no line)."""
        p = self.position
        key = (self.services.text.language, p.key)
        if key not in self._lines:
            seats = self.table.session.setup.seats
            best = p.lines.get("best")
            self._lines[key] = practice_box.engine_line(
                self, self.kit, seats, self.game, p.index, best
            )
        return self._lines[key]

    def fitted_text(self, canvas: Canvas) -> str:
        """What the box says now, with as much of the review's reasons and the engine's line
        as its text area holds (the largest reason is always said)."""
        return practice_box.fitted_text(canvas, self.box(), self.text)

    def text(self, most: int = practice_box.REASONS_SHOWN, line: bool = True) -> str:
        """What the box says now (with at most ``most`` of the review's reasons, and the
        engine's line when ``line``)."""
        return practice_box.box_text(
            self,
            self.attempt,
            self.said,
            partial(practice_box.reason_lines, self, self.position, most),
            self.line_text if line else lambda: "",
            self.table.session.state.round,
            self.judge_failed,
        )

    def heading(self) -> str:
        """The box's small heading: which position of how many."""
        return self.t("practice.heading", n=self.number + 1, total=len(self.positions))

    def lines(self) -> Mapping[str, Line]:
        """The review's two lines of this position ("played", "best"): what a screen that
        plays both lines on the boards step by step shows (the review screen's player)."""
        return self.position.lines

    def _status_note(self) -> str | None:
        """The status line while the box speaks: whose move the table does not ask."""
        if self.attempt.stage != TRYING:
            return self.t("practice.status")
        return None

    # -- answers --

    def _gate(self, moves: list[int]) -> str | None:
        """The table asks before playing the player's decision: the first move is the answer
        (a decision of several moves is judged by its first, as the review judges it)."""
        if self.attempt.stage != TRYING:
            return self.t("practice.status")
        state = self.table.session.state
        if not moves or moves[0] not in state.legal_moves():
            return None  # the table says why it is not allowed
        self.judge_failed = False
        known = self.attempt.submit(state.format_move(moves[0]))
        if known is not None:
            # Said on the next frame: the table plays the move first (the answer shown may
            # rebuild the table, which must not happen while it is playing).
            self.known = known
        else:
            self._start_judging()
        self._build_buttons()
        return None

    def _start_judging(self) -> None:
        job = answer_job(self.game, self.position, self.attempt.answer or "")
        self.judge = AnswerRun(job, in_process=review_in_process(self.services))
        self.judge.start()

    def _judged(self, verdict: AnswerVerdict) -> None:
        self.restated = True  # narration says the verdict
        self.attempt.judged(verdict)
        if self.attempt.stage == FOUND:
            self.services.audio.play("bonus")
            self._remember("done")
        elif self.attempt.stage == SHOWN:
            self._show_best()
        self._build_buttons()
        self.host.invalidate()

    def _show_best(self) -> None:
        """The answer: the table back at the position, the best move played on it."""
        self._remember("retry")
        self.table.exit()
        self._pose()
        state = self.table.session.state
        self.table.play(state.parse_move(self.position.best))

    # -- actions --

    def try_again(self) -> None:
        """After a nudge: the table back at the position for another answer."""
        if self.attempt.stage != NUDGED:
            return
        self.attempt.again()
        self.table.exit()
        self._pose()
        self.host.invalidate()

    def show_answer(self) -> None:
        """Show the best move without (another) try."""
        if self.attempt.over or self.attempt.stage == JUDGING:
            return
        self.attempt.give_up()
        self._show_best()
        self._build_buttons()
        self.host.invalidate()

    def next_position(self) -> None:
        """The next position not done yet; when every one is done, back with a word."""
        if not self.attempt.over:
            return
        after = next_to_practise(self.positions, self.progress, self.number)
        if after is None:
            self.leave()
            self.host.toast(self.t("practice.all_done"))
            return
        self.number = after
        self.attempt = Attempt(self.positions[after])
        self.table.exit()
        self._pose()
        self.host.invalidate()

    def leave(self) -> None:
        """Back to where practice was opened."""
        self._stop_judging()
        if self.host.stack.top is self:
            self.host.stack.pop()

    def _stop_judging(self) -> None:
        if self.judge is not None:
            self.judge.close()
            self.judge = None

    # -- scene --

    def exit(self) -> None:
        self._stop_judging()
        self.table.exit()

    def handle(self, event: pygame.event.Event) -> None:
        table = self.table
        trying = self.attempt.stage == TRYING
        if table.summary.active:  # an answer ended the round: its summary goes on a click or key
            table.handle(event)
            return
        if event.type == pygame.KEYDOWN:
            key = getattr(event, "key", 0)
            action = action_of(event)
            if back_leaves(table, action, self.leave):
                return
            if trying and action == Action.HINT:  # the table's Hint key: the answer, here
                self.show_answer()
                return
            if action == Action.UNDO or (key == pygame.K_z and getattr(event, "mod", 0)):
                return
            if trying:  # the keys choose the move on the table, as in a game
                table.handle(event)
                return
        pos = self.design_pos(event) if hasattr(event, "pos") else None
        if self.widgets.handle(event, pos):
            return
        if (
            event.type == pygame.KEYDOWN
            and action_of(event) == Action.CONFIRM
            and self.attempt.over
        ):
            self.next_position()
            return
        if trying:
            table.handle(event)

    def update(self, dt: float) -> None:
        if self.known is not None:
            known, self.known = self.known, None
            if self.attempt.stage == JUDGING:
                self._judged(known)
        judge = self.judge
        if judge is not None and judge.done:
            self.judge = None
            if judge.verdict is not None and self.attempt.stage == JUDGING:
                self._judged(judge.verdict)
            elif self.attempt.stage == JUDGING:  # the judge failed: the position again
                self.attempt.failed()
                self.judge_failed = True
                self.restated = True  # narration says the position is asked again
                self.table.exit()
                self._pose()
        table = self.table
        if self.attempt.stage == TRYING:
            table.update(dt)
        else:  # the answer is on the table: nobody moves on from it
            if table.timeline.update(dt):
                self.host.invalidate()
            table.round_summary_shown(self.services.clock())
        if self.widgets.widgets:
            self.widgets.widgets[0].enabled = self.attempt.stage != JUDGING
        if table.refocused:  # the table's focus went back to the first choice
            self.refocused, table.refocused = True, False

    # -- narration --

    def spoken_title(self) -> str | None:
        """The practice's heading."""
        return self.t("practice.heading_menu")

    def spoken_status(self) -> str | None:
        """Which position, and what the box says now."""
        return joined([self.heading(), *self.text().split("\n")])  # the box's lines

    def spoken_focus(self) -> str | None:
        """The table's focus while the keyboard is on the table, else the box's buttons."""
        return self.table.spoken_focus() if self.table.keyboard else super().spoken_focus()

    def frame_interval(self) -> float | None:
        if self.known is not None:
            return 0.0  # the verdict is said on the next frame
        if self.judge is not None:
            return 0.1  # look for the verdict
        return self.table.frame_interval()

    def on_resize(self) -> None:
        self.table.on_resize()
        self._build_buttons()

    def keep_clear(self) -> list[pygame.FRect]:
        """What the table keeps clear (its decision panel)."""
        return self.table.keep_clear()

    def toast_clear(self) -> list[pygame.FRect]:
        """Toasts keep off the box's buttons and whatever the table keeps them off."""
        return [*super().toast_clear(), *self.table.toast_clear()]

    def draw(self, canvas: Canvas) -> None:
        self.table.draw(canvas)
        callout.paint_box(canvas, self.box(), self.fitted_text(canvas), self.heading())
        self.widgets.draw(canvas)
