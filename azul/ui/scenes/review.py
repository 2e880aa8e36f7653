"""Game review: the engine's verdict on every decision of a finished game.

The review runs in the background (``review_run``) while the screen fills in: per decision the
move played, the engine's choice, the points lost and a label; per seat the accuracy, points
lost, the key moments (a click or Enter chooses one) and the luck; a chart of each seat's
expected final score; for the chosen decision the tables after both moves and why it lost.
Until the full judge has reached a decision, its label is the worker's quick first look
(``review_run``), drawn faded and marked "?" (the accuracy "≈"); key moments name final verdicts
only. "Both lines" (or L) shows the chosen decision's two lines on the tables, step by step with
each step's points (``review_line_view``); ←/→ step, Esc goes back to the decision.
Esc or Back cancels a review still running and leaves; a finished review is saved next to its
record and opens instantly the next time; Export writes it as JSON.
The parts live beside this module: review_layout (where everything sits), review_list (the
decision list and the key moment rows), review_widgets (the buttons, built and kept in step),
review_summary and review_detail (the painting), review_tables (the small tables posed),
review_moves (moves in words), review_keys, review_narration and review_export; they see this
scene as a ``review_screen.ReviewScreen``.
"""

from __future__ import annotations

import logging

import pygame

from azul.ai.review import DecisionReview, Luck, ReviewSettings, game_luck
from azul.domain.practice import PracticePosition
from azul.domain.session import GameSession
from azul.storage import FinishedGame

from .. import router
from ..assets import LRU
from ..canvas import Canvas, TextRuler
from ..kits import kit_for
from ..narration import say
from ..persistence import default_seat_name, problem_text, seats_of, session_of
from ..practice_pool import game_positions
from ..review_chart import ReviewChart
from ..review_line_view import LineView
from ..review_lines import decision_lines
from ..review_run import ReviewRun, review_folder, review_in_process
from ..review_words import MISTAKES, MoveSayer, label_text
from ..scene import Scene, SceneHost
from ..table.log import LogMove, kit_describe
from ..table.shown import ShownTable
from ..widgets import Button, WidgetGroup
from . import review_narration, review_widgets
from .review_detail import paint_detail
from .review_export import ReviewExportDialog
from .review_keys import press_key
from .review_layout import DETAIL, LEFT
from .review_list import DecisionList, MomentRow
from .review_moves import DecisionMoves
from .review_screen import ShotKey
from .review_summary import Summary, paint_progress, paint_seats, paint_summary, paint_title
from .review_tables import SmallLayers, pose_decision

log = logging.getLogger(__name__)

# The search budget per decision; tests replace it with a tiny one.
SETTINGS = ReviewSettings()


class ReviewScene(Scene):
    """The review of one finished game (a stored record, or the game just played)."""

    def __init__(
        self, host: SceneHost, game: FinishedGame, settings: ReviewSettings | None = None
    ) -> None:
        super().__init__(host)
        self.game = game
        positions = game.positions
        self.states = list(positions.states)
        self.seats = seats_of(game.seats, default_seat_name(self.services))
        self.run = ReviewRun(
            game,
            settings or SETTINGS,
            review_folder(self.services),
            in_process=review_in_process(self.services),
        )
        self.decisions: list[DecisionReview] = []  # the full verdicts, then the first looks
        self.firm = 0  # how many of them are the full review's (the rest are provisional)
        self.chosen: int | None = None
        self._was_done = False
        self._failure_said = False  # narration said that the review stopped on an error
        self.ruleset = self.states[0].ruleset
        kit_for(host, self.ruleset)  # NoTableError before anything starts when there is none
        # Two tables that only show (after the move played, after the engine's move).
        self.boards = [self._board(), self._board()]
        kit = kit_for(host, self.ruleset)
        # The decision list shows each move as the table's log does (tile, count, where).
        self.describe = kit_describe(kit, self)
        sayer = MoveSayer(kit, self.services.text, self.states)
        self.moves = DecisionMoves(sayer, self.describe, self.states, self.services.text)
        self.shots: dict[ShotKey, pygame.Surface] = {}
        self._small_layers = SmallLayers()
        self.round_starts = [
            k
            for k in range(1, len(self.states))
            if self.states[k].round != self.states[k - 1].round
        ]
        self.widgets = WidgetGroup(on_activate=lambda: self.services.audio.play("click"))
        self._luck: Luck | None = None  # worked out once the review is done
        self._luck_tried = False
        self.summary = Summary()  # the key moments and the luck under the seats
        self.line_view: LineView | None = None  # both lines of the chosen decision, on demand
        # The widgets, which review_widgets.build makes anew with each layout.
        self.export_button: Button
        self.lines_button: Button
        self.line_back: Button
        self.line_forward: Button
        self.prev_button: Button
        self.next_button: Button
        self.practise_button: Button
        self.list: DecisionList
        self.chart: ReviewChart
        self.moments: list[MomentRow]
        self._build()

    def board_session(self) -> GameSession:
        """A session of this game for a table that only shows, posed at the game's start."""
        return session_of(self.game.setup, self.seats, self.game.positions, upto=0)

    def small_layers(self) -> LRU:
        """The small tables' cached layers (see ``review_tables.SmallLayers``)."""
        return self._small_layers.current()

    def _board(self) -> ShownTable:
        """A table that only shows, at the game's start until a decision is chosen."""
        return ShownTable(kit_for(self.host, self.ruleset), self.board_session())

    # -- widgets --

    def _build(self) -> None:
        review_widgets.build(self)

    def sync(self) -> None:
        """The widgets made to fit what is shown (enabled, visible, the key moments)."""
        review_widgets.sync(self)

    def luck(self) -> Luck | None:
        """What the random draws gave each seat: the review's own, else worked out once the
        review is done (a fraction of a second, with the review's seed); None before."""
        if self._luck is None and self.run.done and not self._luck_tried:
            self._luck_tried = True
            review = self.run.review()
            if review is not None and review.luck is not None:
                self._luck = review.luck
            else:
                positions = self.game.positions
                seed = self.run.settings.seed
                try:
                    self._luck = game_luck(positions.states, positions.moves, seed=seed)
                except Exception:  # luck is an extra: a game it trips on is shown without it
                    log.exception("working out the game's luck failed")
        return self._luck

    # -- lifecycle --

    def enter(self) -> None:
        self.run.start()
        for problem in self.run.problems:  # a saved review set aside: said once, made again
            self.host.toast(problem_text(self.services, problem))
        self._take_new(announce=False)  # a saved review opens finished: nothing to announce
        self._lay_out()

    def exit(self) -> None:
        self.run.close()

    def update(self, dt: float) -> None:
        if self._take_new():
            self.host.invalidate()
        self._lay_out()
        if self.run.failed and not self._failure_said:
            self._failure_said = True  # narration: the review stopped, without a key press
            say(self.services, self.t("review.failed", n=self.run.count(), total=self.run.total))
        if self.line_view is not None and self.line_view.update(dt):
            self.host.invalidate()

    def frame_interval(self) -> float | None:
        if self.line_view is not None and self.line_view.busy:
            return 0.0
        return super().frame_interval()

    def _take_new(self, announce: bool = True) -> bool:
        """Take the decisions reviewed since the last frame; True when anything changed
        (``announce``: narration says that the review has finished, if it just did)."""
        done = self.run.done
        shown = self.run.shown()
        if (
            self.run.count() == self.firm
            and len(shown) == len(self.decisions)
            and done == self._was_done
        ):
            return False
        finished = announce and done and not self._was_done and not self.run.failed
        self._was_done = done
        before = self.decisions
        self.decisions = shown
        self.firm = self.run.count()
        chosen = self.chosen
        if chosen is not None and chosen < len(before) and before[chosen] is not shown[chosen]:
            self.choose(chosen)  # its final verdict came in: its tables and lines again
        if self.chosen is None and self.decisions:
            self.choose(0)
        self.sync()
        if finished:
            say(
                self.services, review_narration.finished_words(self)
            )  # narration: without a key press
        self.restated = True  # narration says the chosen decision again if its verdict changed
        return True

    def close(self) -> None:
        """Cancel a review still running and go back."""
        self.run.cancel()
        if self.host.stack.top is self:
            self.host.stack.pop()

    # -- choosing --

    def choose(self, number: int) -> None:
        """Show a decision: its words, and the tables after both moves."""
        if not self.decisions:
            return
        number = max(0, min(number, len(self.decisions) - 1))
        d = self.decisions[number]
        self.chosen = number
        self.list.show(number)
        pose_decision(self.boards, self.states, self.game.positions, d)
        self.shots.clear()
        self.restated = True  # narration says the decision chosen (by a click too)
        if self.line_view is not None:  # the lines follow the decision chosen (or close)
            step = self.line_view.step if self.line_view.number == number else 1
            self.line_view = None
            self.open_lines(step)
        self.sync()
        self.host.invalidate()

    # -- both lines --

    def open_lines(self, step: int = 1) -> bool:
        """Show both lines of the chosen decision on the tables (False: it has none)."""
        if self.chosen is None or not self.decisions:
            return False
        lines = decision_lines(self.states, self.decisions[self.chosen])
        if not lines:
            return False
        self.line_view = LineView(self, self.chosen, lines)
        if step != 1:
            self.line_view.go(step)
        return True

    def close_lines(self) -> None:
        """Back to the decision's words and its two tables."""
        self.line_view = None
        self.restated = True
        self.sync()
        self.host.invalidate()

    def toggle_lines(self) -> None:
        """Open both lines of the chosen decision, or close them."""
        if self.line_view is not None:
            self.close_lines()
        elif self.open_lines():
            self.sync()
            self.restated = True
            self.host.invalidate()

    def step_lines(self, direction: int) -> None:
        """One step forward (animated) or back along both lines."""
        view = self.line_view
        if view is not None:
            view.go(view.step + direction, animate=direction > 0)
            self.sync()
            self.restated = True  # narration says the step (a button clicked too)

    def jump_mistake(self, direction: int) -> None:
        """The next (1) or previous (-1) decision that cost an inaccuracy or worse."""
        costly = [d.number for d in self.decisions if d.label in MISTAKES]
        if not costly:
            return
        at = self.chosen if self.chosen is not None else -1
        later = [n for n in costly if (n - at) * direction > 0]
        if later:
            self.choose(later[0] if direction > 0 else later[-1])
        else:  # round the end: the first (last) one again
            self.choose(costly[0] if direction > 0 else costly[-1])

    # -- practice --

    def practice_positions(self) -> list[PracticePosition]:
        """The finished review's practice positions (the person seats' mistakes)."""
        review = self.run.review() if self.run.done else None
        return [] if review is None else game_positions(self.game, review)

    def practise(self) -> None:
        """Practise this game's mistakes on the table."""
        positions = self.practice_positions()
        if positions:
            games = {self.game.id: self.game}
            self.host.stack.push(self.make_scene(router.PRACTICE, positions=positions, games=games))

    # -- export --

    def export(self) -> None:
        """Write the finished review as JSON to a file the player chooses."""
        review = self.run.review()
        if review is not None:
            self.host.stack.push(ReviewExportDialog(self.host, self.game, review))

    # -- input --

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and press_key(self, event):
            return
        if event.type == pygame.MOUSEWHEEL:
            self.list.scroll(-int(getattr(event, "y", 0)))
            self.host.invalidate()
            return
        pos = self.design_pos(event) if hasattr(event, "pos") else None
        self.widgets.handle(event, pos)

    # -- narration --

    def spoken_title(self) -> str | None:
        """The review's title and the game: its rule set and its players."""
        return review_narration.spoken_title(self)

    def spoken_status(self) -> str | None:
        """The step of both lines, else the chosen decision, else what the review is doing."""
        return review_narration.spoken_status(self)

    # -- words --

    def number(self, value: float) -> str:
        """A number of points as the language writes it (one decimal)."""
        return str(self.t("review.number", value=float(value)))

    def provisional(self, d: DecisionReview) -> bool:
        """True for a quick first look's verdict, which the full review has not confirmed."""
        return d.number >= self.firm

    def label_of(self, d: DecisionReview) -> str:
        """A decision's label in words, marked when it is only provisional."""
        said = label_text(self, d.label)
        return self.t("review.provisional_label", label=said) if self.provisional(d) else said

    def seat_colour(self, seat: int) -> int:
        """A seat's colour index."""
        return self.seats[seat].colour if seat < len(self.seats) else seat

    def said(self, d: DecisionReview) -> tuple[str, str]:
        """(the move played, the engine's move) in words, in the language shown."""
        return self.moves.said(d)

    def move_form(self, d: DecisionReview) -> LogMove:
        """The move played as the log shows it (tile, count, where), in the language shown."""
        return self.moves.move_form(d)

    def short(self, d: DecisionReview, notation: str) -> str:
        """A move of a decision as the log's short sentence, its notation when unreadable."""
        return self.moves.short(d, notation)

    def moment_sentence(self, d: DecisionReview) -> str:
        """A key moment in words: who played what instead of what, and what it cost."""
        return self.t(
            "review.key_moment",
            move=d.index + 1,
            name=self.seats[d.seat].name,
            played=self.short(d, d.played),
            best=self.short(d, d.best),
            points=float(d.loss),
        )

    # -- drawing --

    def draw(self, canvas: Canvas) -> None:
        canvas.background()
        paint_title(self, canvas)
        paint_progress(self, canvas)
        canvas.panel(LEFT.inflate(16, 16), corner=0.8)
        canvas.panel(DETAIL.inflate(16, 12), corner=0.8)
        paint_seats(self, canvas)
        paint_summary(self.summary.layout, canvas)
        self.widgets.draw(canvas)
        paint_detail(self, canvas)

    def _lay_out(self) -> None:
        """The summary laid out for what is shown, before it is drawn (draw only paints)."""
        self.summary.update(
            self, TextRuler(self.services.fonts, self.host.viewport.scale, self.ui())
        )

    def on_resize(self) -> None:
        self.shots.clear()
        self._lay_out()
        self._small_layers.clear()  # layers of the old sizes
        if self.line_view is not None:
            self.line_view.forget_pictures()
