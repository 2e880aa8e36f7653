"""Learn to play: a guided game on the real table. The lesson (azul.domain.lessons) fixes the
deal and every move; this scene plays the computer's scripted moves, lets the learner play
only the move a step teaches (the table asks it through its move gate), and draws the step's
callout over the table. The lesson's game is never autosaved, recorded or counted."""

from __future__ import annotations

import pygame

from azul.domain.lessons import LESSONS, LessonRun
from azul.domain.session import GameSession, GameSetup, Seat
from azul.domain.settings import COMPUTER, PERSON

from .. import lesson_callout as callout
from ..canvas import Canvas
from ..kits import table_scene_for
from ..persistence import save_settings
from ..scene import Scene, SceneHost
from ..widgets import Button, WidgetGroup
from .table import TableScene

COMPUTER_PAUSE = 0.9  # seconds before a scripted computer move (scaled by the animation speed)
FAST_PAUSE = 0.12  # seconds between fast-forwarded moves (scaled likewise)
FAST_GAP = 2  # a step more than this many moves ahead is reached by fast-forwarding
BUTTON_SIZE = 22.0
NO_TABLE_KEYS = (pygame.K_BACKSPACE, pygame.K_u, pygame.K_h)  # undo and hint: not in a lesson
NEXT_KEYS = (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER)


class LessonScene(Scene):
    """A guided game: the shared table with a lesson's callout and its own buttons."""

    def __init__(self, host: SceneHost, lesson: str = "azul", step: int | None = None) -> None:
        super().__init__(host)
        self.lesson = LESSONS[lesson]
        self.widgets = WidgetGroup(on_activate=lambda: self.services.audio.play("click"))
        self.wrong: str | None = None  # the friendly sentence after a move not asked for
        self.wait_until: float | None = None
        start = self.services.settings.lesson_step if step is None else step
        self._begin(start)

    # -- building --

    def _begin(self, step: int) -> None:
        """The lesson at a step: its scripted moves up to there played, the table built."""
        self.run = LessonRun(self.lesson, step)
        seats = tuple(
            Seat(self.t("lesson.you"), 0, PERSON)
            if i == self.lesson.learner
            else Seat(self.t("lesson.computer"), 1, COMPUTER, "greedy")
            for i in range(2)
        )
        setup = GameSetup(self.lesson.ruleset, seats, self.lesson.seed, self.lesson.first_player)
        session = GameSession.start(setup, self.lesson.seed)
        for text in self.lesson.script[: self.run.current.at]:
            session.play(session.state.parse_move(text))
        table = table_scene_for(self.host, session)
        if not isinstance(table, TableScene):
            raise TypeError("the lesson needs a table for its rule set")
        table.end_shown = True  # the lesson's last steps take the results screen's place
        table.move_gate = self._gate
        # Undo and Hint have no place in a scripted game; Menu leaves the lesson.
        table.buttons = WidgetGroup(on_activate=lambda: self.services.audio.play("click"))
        table.menu_button.action = self.leave
        table.buttons.add(table.menu_button)
        self.table = table
        self.wrong = None
        self.wait_until = None
        self._build_buttons()

    def _build_buttons(self) -> None:
        self.widgets.clear()
        box = callout.box_rect(self.table.layout)
        entries = [
            (self._next_label, self.next_step),
            (lambda: self.t("lesson.skip"), self.skip),
            (lambda: self.t("lesson.restart"), self.restart),
            (lambda: self.t("lesson.leave"), self.leave),
        ]
        for rect, (label, action) in zip(
            callout.button_rects(box, len(entries)), entries, strict=True
        ):
            self.widgets.add(
                Button(rect, label, action, size=BUTTON_SIZE, quiet=action != self.next_step)
            )
        self._sync()

    def _next_label(self) -> str:
        return self.t("lesson.finish" if self.run.is_last else "lesson.next")

    def _sync(self) -> None:
        showing = self.showing()
        step = self.run.current
        self.widgets.widgets[0].enabled = showing and not step.move
        self.widgets.widgets[1].enabled = showing and not self.run.is_last

    # -- queries (tests and drawing) --

    @property
    def session(self) -> GameSession:
        """The lesson's game."""
        return self.table.session

    def played(self) -> int:
        """Moves played so far in the lesson's game."""
        return len(self.session.moves)

    def showing(self) -> bool:
        """True when the current step is on the table (its scripted moves are played)."""
        return self.run.showing(self.played()) and not self.table.timeline.blocking

    def step_text(self) -> str:
        """What the box says now."""
        if not self.run.showing(self.played()):
            ahead = self.run.current.at - self.played() > FAST_GAP
            return self.t("lesson.fast" if ahead else "lesson.watch")
        if self.wrong is not None:
            return self.wrong
        state = self.session.state
        me = self.lesson.learner
        return self.t(
            f"lesson.{self.run.current.key}", mine=state.scores[me], theirs=state.scores[1 - me]
        )

    # -- the learner's moves --

    def _gate(self, move: int) -> str | None:
        """The table asks before playing a person's move: only the taught one passes."""
        if self.run.accepts(self.session.state.format_move(move), self.played()):
            self.wrong = None
            return None
        step = self.run.current
        key = f"lesson.{step.key}_why" if step.move else "lesson.read_first"
        self.wrong = self.t(key)
        return self.wrong

    # -- actions --

    def next_step(self) -> None:
        """Next (on a note step), or Finish on the last one."""
        if not self.showing() or self.run.current.move:
            return
        self._advance()

    def _advance(self) -> None:
        self.wrong = None
        if not self.run.advance():
            self.finish()
            return
        self.services.settings.lesson_step = self.run.step
        save_settings(self.host)
        self._sync()
        self.host.invalidate()

    def skip(self) -> None:
        """Skip this step: a taught move is played for the learner, a note is passed."""
        if not self.showing() or self.run.is_last:
            return
        taught = self.run.taught()
        if taught is None:
            self._advance()
            return
        self.table.play(self.session.state.parse_move(taught))  # update() then moves on

    def restart(self) -> None:
        """Start the lesson again from its first step."""
        self.table.exit()
        self.services.settings.lesson_step = 0
        save_settings(self.host)
        self._begin(0)
        self.host.invalidate()

    def leave(self) -> None:
        """Back to the title; the lesson resumes at this step next time."""
        self.services.settings.lesson_step = self.run.step
        save_settings(self.host)
        if self.host.stack.top is self:
            self.host.stack.pop()

    def finish(self) -> None:
        """The lesson is over: remembered as done, and back to the title."""
        settings = self.services.settings
        settings.lesson_done = True
        settings.lesson_step = 0
        save_settings(self.host)
        if self.host.stack.top is self:
            self.host.stack.pop()
        self.host.toast(self.t("lesson.finished"))

    # -- scene --

    def exit(self) -> None:
        self.table.exit()

    def handle(self, event: pygame.event.Event) -> None:
        pos = self.design_pos(event) if hasattr(event, "pos") else None
        if self.widgets.handle(event, pos):
            self._sync()
            return
        if event.type == pygame.KEYDOWN:
            key = getattr(event, "key", 0)
            table = self.table
            if key == pygame.K_ESCAPE and not (table.has_choice() or table.dragging):
                if table.timeline.blocking:
                    table.timeline.skip()
                    return
                self.leave()
                return
            if key in NO_TABLE_KEYS or (key == pygame.K_z and getattr(event, "mod", 0)):
                return
            if key in NEXT_KEYS and self.showing() and not self.run.current.move:
                self.next_step()
                return
        self.table.handle(event)

    def update(self, dt: float) -> None:
        table = self.table
        step = self.run.current
        if step.move and self.played() > step.at and not table.timeline.blocking:
            self._advance()  # the taught move was played (or skipped)
        played = self.played()
        due = self.run.due(played)
        if due is not None and not table.timeline.blocking:
            self._play_due(due, played)
        computer_turn = not self.session.state.is_over and not self.session.person_to_move()
        if computer_turn:  # scripted here: the table never asks its computer player
            if table.timeline.update(dt):
                self.host.invalidate()
            table.round_summary_shown(self.services.clock())  # a round may end on its move
        else:
            table.update(dt)
        self._sync()

    def _play_due(self, due: str, played: int) -> None:
        now = self.services.clock()
        fast = self.run.current.at - played > FAST_GAP
        wait = (FAST_PAUSE if fast else COMPUTER_PAUSE) * self.services.settings.speed_factor()
        if self.wait_until is None:
            self.wait_until = now + wait
        if now < self.wait_until:
            return
        self.wait_until = None
        self.table.play(self.session.state.parse_move(due))
        if fast:
            self.table.timeline.skip()  # fast-forward: the position, not every flight
        self.host.invalidate()

    def frame_interval(self) -> float | None:
        if self.wait_until is not None:
            return max(0.0, min(0.1, self.wait_until - self.services.clock()))
        if self.run.due(self.played()) is not None:
            return 0.0
        return self.table.frame_interval()

    def on_resize(self) -> None:
        self.table.on_resize()

    def draw(self, canvas: Canvas) -> None:
        self.table.draw(canvas)
        box = callout.box_rect(self.table.layout)
        if self.showing():
            rects = [
                r
                for p in self.run.current.points
                for r in callout.pointer_rects(p, self.table.layout, self.table.view)
            ]
            callout.paint_rings(canvas, rects)
            if rects:
                callout.paint_arrow(canvas, box, rects[0])
        heading = self.t("lesson.heading", n=self.run.step + 1, total=len(self.lesson.steps))
        callout.paint_box(canvas, box, self.step_text(), heading)
        self.widgets.draw(canvas)
