"""Learn to play: a guided game on the real table. The lesson (azul.domain.lessons) fixes the
deal and every move; this scene plays the computer's scripted moves, lets the learner play
only the move a step teaches (the table asks it through its move gate), and draws the step's
callout over the table, its pointers placed by the family's kit. The lesson's game is never
autosaved, recorded or counted; where the learner is in each lesson lives in the settings."""

from __future__ import annotations

import pygame

from azul.domain.controls import Action
from azul.domain.lessons import LESSONS, LessonRun, Pointer
from azul.domain.session import GameSession, GameSetup, Seat
from azul.domain.settings import COMPUTER, PERSON

from .. import lesson_callout as callout
from ..actions import action_of
from ..canvas import Canvas, Point
from ..kits import TableKit, kit_for
from ..persistence import save_settings
from ..scene import Scene, SceneHost
from ..widgets import Button, WidgetGroup
from .guided_table import back_leaves, guided_table

COMPUTER_PAUSE = 0.9  # seconds before a scripted computer move (scaled by the animation speed)
FAST_PAUSE = 0.12  # seconds between fast-forwarded moves (scaled likewise)
FAST_GAP = 2  # a step more than this many moves ahead is reached by fast-forwarding
BUTTON_SIZE = 22.0
NO_TABLE_ACTIONS = (Action.UNDO, Action.HINT)  # not in a lesson


class LessonScene(Scene):
    """A guided game: the shared table with a lesson's callout and its own buttons."""

    def __init__(self, host: SceneHost, lesson: str = "azul", step: int | None = None) -> None:
        super().__init__(host)
        self.lesson = LESSONS[lesson]
        self.widgets = WidgetGroup(on_activate=lambda: self.services.audio.play("click"))
        self.wrong: str | None = None  # the friendly sentence after a move not asked for
        self.wait_until: float | None = None
        self._arrow_cache: tuple[object, list[Point]] | None = None  # the last route, its inputs
        left_at, _ = self.services.settings.lesson_state(self.lesson.id)
        self._begin((left_at or 0) if step is None else step)

    # -- building --

    def _begin(self, step: int) -> None:
        """The lesson at a step: its scripted moves up to there played, the table built."""
        self.run = LessonRun(self.lesson, step)
        lesson = self.lesson
        seats = tuple(
            Seat(self.t("lesson.you"), 0, PERSON)
            if i == lesson.learner
            else Seat(self.t("lesson.computer"), i if i else 1, COMPUTER, "greedy")
            for i in range(lesson.players)
        )
        setup = GameSetup(lesson.ruleset, seats, lesson.seed, lesson.first_player)
        session = GameSession.start(setup, lesson.seed)
        for text in lesson.script[: self.run.current.at]:
            session.play(session.state.parse_move(text))
        self.kit: TableKit = kit_for(self.host, session.ruleset)
        # The lesson's last steps take the results screen's place.
        self.table = guided_table(
            self.host, self.kit, session, self._gate, self._status_note, self.leave, "the lesson"
        )
        self.wrong = None
        self.wait_until = None
        self._build_buttons()

    def _build_buttons(self) -> None:
        self.widgets.clear()
        box = self.box()
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

    def box(self) -> pygame.FRect:
        """The callout box (over the learner's board)."""
        return self.kit.lesson_box(self.table.layout, self.lesson.learner)

    def text(self, key: str, **kwargs: object) -> str:
        """A step text of this lesson (``key`` as in its steps, maybe with ``_why``)."""
        return self.t(self.lesson.text_key(key), **kwargs)

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
            if self.table.summary.active and not ahead:  # nobody chooses while it is up
                return self.t("lesson.round_scored")
            return self.t(self.lesson.fast_key if ahead else "lesson.watch")
        if self.wrong is not None:
            return self.wrong
        scores = self.session.state.scores
        me = self.lesson.learner
        theirs = max(s for i, s in enumerate(scores) if i != me)
        # The learner's score parts ({rows}, {columns}, …): a step can say what they earned.
        parts = self.session.state.breakdown(me)
        return self.text(self.run.current.key, **parts, mine=scores[me], theirs=theirs)

    def _status_note(self) -> str | None:
        """The table's status line while a note step shows: what the learner does now (the
        computer's turn is held by the lesson, so "thinking" would not be true)."""
        if self.showing() and not self.run.current.move:
            return self.t("lesson_variants.status_note")
        return None

    # -- the learner's moves --

    def _gate(self, moves: list[int]) -> str | None:
        """The table asks before playing a person's decision: only the taught one passes."""
        texts = []
        state = self.session.state
        for move in moves:  # a decision of several moves is written move by move
            texts.append(state.format_move(move))
            state = state.apply(move) if move in state.legal_moves() else state
        if self.run.accepts(texts, self.played()):
            self.wrong = None
            return None
        step = self.run.current
        self.wrong = self.text(f"{step.key}_why") if step.move else self.t("lesson.read_first")
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
        self._remember(self.run.step)
        self._sync()
        self.host.invalidate()

    def _remember(self, step: int) -> None:
        """Store where the learner is in this lesson (step 0: nothing in progress)."""
        steps = self.services.settings.lesson_steps
        if step > 0:
            steps[self.lesson.id] = step
        else:
            steps.pop(self.lesson.id, None)
        save_settings(self.host)

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
        self._remember(0)
        self._begin(0)
        self.host.invalidate()

    def leave(self) -> None:
        """Back to where the lesson was opened; it resumes at this step next time."""
        self._remember(self.run.step)
        if self.host.stack.top is self:
            self.host.stack.pop()

    def finish(self) -> None:
        """The lesson is over: remembered as done, and back to where it was opened."""
        done = self.services.settings.lessons_done
        if self.lesson.id not in done:
            done.append(self.lesson.id)
        self._remember(0)
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
            action = action_of(event)
            if back_leaves(self.table, action, self.leave):
                return
            if action in NO_TABLE_ACTIONS or (key == pygame.K_z and getattr(event, "mod", 0)):
                return
            if action == Action.CONFIRM and self.showing() and not self.run.current.move:
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
        if table.refocused:  # the table's focus went back to the learner's first choice
            self.refocused, table.refocused = True, False

    def spoken_title(self) -> str | None:
        """The lesson's name."""
        return self.t(self.lesson.title_key)

    def spoken_status(self) -> str | None:
        """What the lesson's box says now."""
        return self.step_text()

    def spoken_focus(self) -> str | None:
        """The table's focus while the keyboard is on the table, else the lesson's buttons."""
        return self.table.spoken_focus() if self.table.keyboard else super().spoken_focus()

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

    def pointer_rects(self, pointer: Pointer) -> list[pygame.FRect]:
        """Where a pointer is on this table, as the family's kit places it."""
        return self.kit.lesson_rects(pointer, self.table.layout, self.table.view)

    def on_resize(self) -> None:
        self.table.on_resize()

    def keep_clear(self) -> list[pygame.FRect]:
        """What the table keeps clear (its decision panel): toasts and the callout's arrow
        keep off it too."""
        return self.table.keep_clear()

    def toast_clear(self) -> list[pygame.FRect]:
        """Toasts keep off the callout's buttons and whatever the table keeps them off."""
        return [*super().toast_clear(), *self.table.toast_clear()]

    def pointed(self) -> list[pygame.FRect]:
        """What the step shown now points at (nothing while its moves are still played)."""
        if not self.showing():
            return []
        return [r for p in self.run.current.points for r in self.pointer_rects(p)]

    def arrow(self) -> list[Point]:
        """The callout's arrow now, box to first pointed element, bent round the table's panel
        (empty: no arrow)."""
        rects = self.pointed()
        if not rects:
            return []
        # Round the panel, and round the factories, the centre and the labelled icons rather
        # than striking through them (those holding the target or the box do not count).
        avoid, marks = self.keep_clear(), self.table.layout.landmarks()
        key = (self.box(), rects[0], tuple(map(tuple, [*avoid, *marks])))
        if self._arrow_cache is None or self._arrow_cache[0] != key:
            path = callout.arrow_path(self.box(), rects[0], avoid, marks)
            self._arrow_cache = (key, path)
        return self._arrow_cache[1]

    def draw(self, canvas: Canvas) -> None:
        self.table.draw(canvas)
        box = self.box()
        callout.paint_rings(canvas, self.pointed())
        callout.paint_arrow(canvas, self.arrow())
        heading = self.t("lesson.heading", n=self.run.step + 1, total=len(self.lesson.steps))
        callout.paint_box(canvas, box, self.step_text(), heading)
        self.widgets.draw(canvas)
