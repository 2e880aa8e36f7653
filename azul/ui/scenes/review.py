"""Game review: the engine's verdict on every decision of a finished game.

The review runs in the background (``review_run``) while the screen fills in: per decision the
move played, the engine's choice in words, the points of expected lead lost and a coloured
label; per seat the accuracy and points lost, then the game's key moments (a click or Enter
chooses that decision) and each seat's luck with its luck-adjusted result; a chart of each
seat's expected final score (a click jumps to that decision); and for the chosen decision the
table after the move played beside the table after the engine's move, painted by the family's
read-only painter. Under an inaccuracy, mistake or blunder the words say, as the review command
does, the loss with its noise, why in numbers (both lines' figures) and the named facts; the
tables shrink, then the words, so that all of them fit.
Until the full judge has reached a decision, its label is the worker's quick first look
(``review_run``), drawn faded and marked "?" (the accuracy "≈"); key moments name final verdicts
only. "Both lines" (or L) shows the chosen decision's two lines on the tables, step by step with
each step's points (``review_line_view``); ←/→ step, Esc goes back to the decision.
Esc or Back cancels a review still running and leaves; a finished review is saved next to its
record and opens instantly the next time; Export writes it as JSON.
"""

from __future__ import annotations

import logging
from functools import partial
from pathlib import Path

import pygame

from azul.ai.review import (
    DecisionReview,
    GameReview,
    Luck,
    ReviewSettings,
    game_luck,
    key_moments,
    summarise,
)
from azul.domain.controls import Action
from azul.domain.practice import PracticePosition
from azul.domain.review_text import points_text, reason_text
from azul.domain.session import GameSession
from azul.engine.state import GameState
from azul.storage import FinishedGame, Saved, export_review

from .. import router, theme
from ..actions import action_of
from ..assets import LRU
from ..canvas import Canvas
from ..kits import kit_for
from ..narration import joined, say
from ..persistence import default_seat_name, problem_text, seats_of, session_of
from ..practice_pool import game_positions
from ..review_chart import ReviewChart
from ..review_line_view import STEP_BUTTON_H, STEP_BUTTON_W, LineView
from ..review_lines import decision_lines
from ..review_run import ReviewRun, review_folder, review_in_process
from ..review_words import (
    LABEL_COLOURS,
    MISTAKES,
    MoveSayer,
    label_text,
)
from ..scene import Scene, SceneHost
from ..seat_mark import paint_seat_mark
from ..table.log import LogMove, kit_describe, paint_log_move
from ..table.shown import ShownTable
from ..viewport import DESIGN_H, DESIGN_W
from ..widgets import Button, Widget, WidgetGroup, Words, spoken_entry
from .keys_help import REVIEW_KEYS, is_help_key
from .load_files import ExportDialog, export_name

FRect = pygame.FRect
log = logging.getLogger(__name__)

# The search budget per decision; tests replace it with a tiny one.
SETTINGS = ReviewSettings()

TOP_BUTTON = FRect(24, 20, 210, 64)
PRACTISE_GAP = 16.0  # between the Practise and Export buttons
LEFT = FRect(24, 110, 576, 946)
CHART = FRect(620, 110, 1276, 232)
DETAIL = FRect(620, 356, 1276, 700)
PROGRESS = FRect(560, 76, 800, 26)
TITLE_Y = 14.0
TITLE_SIZE = 44.0
TITLE_SMALLEST = 30.0  # a title grown with the text size (Settings) stops growing at its band
RULESET_SIZE = 22.0  # the rule set's name under the title, where the progress bar was
MOVE_RIGHT = 218.0  # where a decision row's move (tile, count, where) must end, before its label
MOVE_TEXT = 19.0
LETTERS = 0.8  # of a line box's height the letters take (the rest may touch the next line)
SEAT_ROW = 46.0
ROW = 38.0
MISTAKE_BUTTON_H = 64.0
BOARD_GAP = 16.0
BOARD_ASPECT = DESIGN_H / DESIGN_W
BODY = 22.0
LINE = 28.0  # between two lines of the decision's words
SMALLEST_BODY = 15.0  # the decision's words shrink this far before the small tables do
BOARD_SMALLEST = 0.55  # of its full width, a small table shrinks this far for the words
SUMMARY_TEXT = 17.0  # the key moments and luck under the seats
SUMMARY_LINE = 22.0
SUMMARY_SMALLEST = 12.0  # the summary's type shrinks this far to leave the list its rows
MARKER_SIZE = 16.0  # the list's ▲ and ▼
LIST_LEAST = 4  # decision rows the summary leaves the list when it can
SUMMARY_GAP = 8.0
KEY_MOMENTS = 3  # decisions named in the summary (as the review command does)
LINES_BUTTON_W = 250.0  # "Both lines", right of Back
LINES_GAP = 16.0
CHIP_H = 40.0  # the decision's label chip, at the top of the detail
PROVISIONAL_ALPHA = 110  # a provisional label's chip: faded, its words marked too
SHOTS_KEPT = 4  # board pictures kept (the chosen decision's two, at most two window sizes)
SMALL_LAYERS = 32  # cached layers of the small tables (one per slot a family paints)
# The player's actions the review does (their keys win over the review's own letters below):
# Back leaves, the move log's key shows both lines, the next and previous area jump to the
# next and previous mistake (a controller's shoulder buttons).
LINES_ACTION = Action.LOG
MISTAKE_ACTIONS = {Action.PREV_AREA: -1, Action.NEXT_AREA: 1}
REVIEW_ACTIONS = frozenset({Action.BACK, LINES_ACTION, *MISTAKE_ACTIONS})
# The review's own keys, which no action fits (the arrows, Home and End are never remapped);
# a letter does its job only while the player's mapping gives it none of the review's actions.
LINES_KEY = pygame.K_l
MISTAKE_KEYS = {pygame.K_LEFT: -1, pygame.K_p: -1, pygame.K_RIGHT: 1, pygame.K_n: 1}


def pose(board: ShownTable, states: list[GameState], moves: list[int], movers: list[int]) -> None:
    """Show a position on a show-only table: the game up to ``states[-1]``, at rest."""
    board.pose(states, moves, movers)
    board.rest()


class DecisionList(Widget):
    """The reviewed decisions, one row each; a click chooses one, the wheel scrolls."""

    focusable = False

    def __init__(self, rect: FRect, scene: ReviewScene) -> None:
        super().__init__(rect)
        self.scene = scene
        self.top = 0

    @property
    def rows(self) -> int:
        """How many rows fit."""
        return max(1, int(self.rect.h // ROW))

    def row_rect(self, number: int) -> FRect:
        """Where a decision's row is drawn (when scrolled into view)."""
        return FRect(self.rect.x, self.rect.y + (number - self.top) * ROW, self.rect.w, ROW)

    def show(self, number: int) -> None:
        """Scroll so the decision is in view."""
        if number < self.top:
            self.top = number
        elif number >= self.top + self.rows:
            self.top = number - self.rows + 1

    def scroll(self, rows: int) -> None:
        """Scroll by rows (positive: later decisions)."""
        self.top = max(0, min(self.top + rows, max(0, self.scene.run.count() - self.rows)))

    def click(self, pos: tuple[float, float]) -> bool:
        number = self.top + int((pos[1] - self.rect.y) // ROW)
        if 0 <= number < self.scene.run.count():
            self.scene.choose(number)
            return True
        return False

    def draw(self, canvas: Canvas, focused: bool) -> None:
        scene = self.scene
        decisions = scene.decisions
        r = self.rect
        canvas.fill(r, (255, 250, 238), alpha=150, radius=12)
        for d in decisions[self.top : self.top + self.rows]:
            row = self.row_rect(d.number)
            if d.number == scene.chosen:
                canvas.fill(row.inflate(-6, -2), theme.GOLD, alpha=130, radius=8)
            cy = row.centery
            canvas.text(
                f"{d.index + 1}.", (row.x + 64, cy), 20, theme.INK_SOFT, theme.BODY, "midright"
            )
            paint_seat_mark(canvas, (row.x + 82, cy), 8, scene.seat_colour(d.seat))
            move = scene.move_form(d)
            paint_log_move(canvas, move, row.x + 98, cy, row.x + MOVE_RIGHT, size=MOVE_TEXT)
            chip = FRect(row.x + 226, row.y + 5, 196, row.h - 10)
            alpha = PROVISIONAL_ALPHA if scene.provisional(d) else 255
            canvas.fill(chip, LABEL_COLOURS[d.label], alpha=alpha, radius=chip.h / 2)
            canvas.text(
                scene.label_of(d),
                chip.center,
                18,
                theme.INK if scene.provisional(d) else theme.CREAM,  # dark on a faded chip
                theme.BOLD,
                "center",
                max_width=chip.w - 12,
                shrink=14,
            )
            loss = "–" if d.loss <= 0 else "\u2212" + scene.number(d.loss)
            canvas.text(loss, (row.right - 14, cy), 21, theme.INK, theme.BODY, "midright")
        if self.top > 0:
            canvas.text(
                "▲", (r.right - 8, r.y + 2), MARKER_SIZE, theme.INK_SOFT, theme.SYMBOLS, "topright"
            )
        if self.top + self.rows < len(decisions):
            canvas.text(
                "▼",
                (r.right - 8, r.bottom - 2),
                MARKER_SIZE,
                theme.INK_SOFT,
                theme.SYMBOLS,
                "bottomright",
            )


class MomentRow(Widget):
    """One key moment of the summary: its sentence; a click (or Enter) chooses its decision."""

    def __init__(self, scene: ReviewScene) -> None:
        super().__init__(FRect(0, 0, 0, 0), enabled=False)
        self.scene = scene
        self.number: int | None = None  # the decision it names (None: no moment here)
        self.lines: list[str] = []  # its sentence, wrapped (laid out with the summary)
        self.size = SUMMARY_TEXT  # the summary's type size

    def activate(self) -> bool:
        if self.number is None:
            return False
        self.scene.choose(self.number)
        return True

    def spoken_value(self, t: Words) -> str:
        """The key moment's sentence, as the summary shows it."""
        if self.number is None or self.number >= len(self.scene.decisions):
            return ""
        return self.scene.moment_sentence(self.scene.decisions[self.number])

    def draw(self, canvas: Canvas, focused: bool) -> None:
        if self.number is None:
            return
        chosen = self.number == self.scene.chosen
        if chosen or focused or self.hover:
            canvas.fill(self.rect, theme.GOLD, alpha=130 if chosen else 70, radius=8)
        if focused:
            canvas.outline(self.rect, theme.NAVY, width=2, radius=8)
        y = self.rect.y + 2
        step = (self.rect.h - 4) / max(1, len(self.lines))
        for line in self.lines:
            canvas.text(line, (self.rect.x + 12, y), self.size, theme.NAVY, theme.BODY)
            y += step


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
        self.sayer = MoveSayer(kit, self.services.text, self.states)
        # The decision list shows each move as the table's log does (tile, count, where).
        self.describe = kit_describe(kit, self)
        self._said: dict[tuple[str, int], tuple[str, str]] = {}
        self._forms: dict[tuple[str, int], LogMove] = {}
        self._short: dict[tuple[str, int, str], str] = {}
        self._shots: dict[tuple[int, int, tuple[int, int], str], pygame.Surface] = {}
        # What never moves on the small tables (wood, boards), composed once per size, language
        # and palette for every picture of them (the decision's two, both lines' two).
        self._small_layers = LRU(SMALL_LAYERS)
        self._small_palette = theme.palette().name
        self.round_starts = [
            k
            for k in range(1, len(self.states))
            if self.states[k].round != self.states[k - 1].round
        ]
        self.widgets = WidgetGroup(on_activate=lambda: self.services.audio.play("click"))
        self._luck: Luck | None = None  # worked out once the review is done
        self._luck_tried = False
        self.line_view: LineView | None = None  # both lines of the chosen decision, on demand
        self._build()

    def board_session(self) -> GameSession:
        """A session of this game for a table that only shows, posed at the game's start."""
        return session_of(self.game.setup, self.seats, self.game.positions, upto=0)

    def small_layers(self) -> LRU:
        """The small tables' cached layers (forgotten when the palette changed: painted in
        its colours)."""
        palette = theme.palette().name
        if palette != self._small_palette:
            self._small_layers.clear()
            self._small_palette = palette
        return self._small_layers

    def _board(self) -> ShownTable:
        """A table that only shows, at the game's start until a decision is chosen."""
        return ShownTable(kit_for(self.host, self.ruleset), self.board_session())

    # -- widgets --

    def _build(self) -> None:
        self.widgets.clear()
        back = Button(TOP_BUTTON.copy(), lambda: self.t("dialog.back"), self.close, size=26)
        export_rect = TOP_BUTTON.copy()
        export_rect.right = DESIGN_W - 24
        self.export_button = Button(
            export_rect, lambda: self.t("review.export"), self.export, enabled=False, size=26
        )
        # Beside Back (Practise and Export take the right; the title the middle).
        lines_rect = FRect(TOP_BUTTON.right + LINES_GAP, TOP_BUTTON.y, LINES_BUTTON_W, TOP_BUTTON.h)
        self.lines_button = Button(
            lines_rect,
            lambda: self.t("review.lines_close" if self.line_view else "review.lines"),
            self.toggle_lines,
            enabled=False,
            size=24,
        )
        step_y = DETAIL.y + 8 + CHIP_H + 8
        self.line_back = Button(
            FRect(DETAIL.x + 16, step_y, STEP_BUTTON_W, STEP_BUTTON_H),
            lambda: self.t("review.line_back"),
            partial(self.step_lines, -1),
            size=22,
        )
        self.line_forward = Button(
            FRect(DETAIL.right - 16 - STEP_BUTTON_W, step_y, STEP_BUTTON_W, STEP_BUTTON_H),
            lambda: self.t("review.line_forward"),
            partial(self.step_lines, 1),
            size=22,
        )
        seats = len(self.seats)
        list_top = LEFT.y + 54 + seats * SEAT_ROW + 14
        list_rect = FRect(LEFT.x, list_top, LEFT.w, LEFT.bottom - MISTAKE_BUTTON_H - 12 - list_top)
        self.list = DecisionList(list_rect, self)
        half = (LEFT.w - 12) / 2
        y = LEFT.bottom - MISTAKE_BUTTON_H
        self.prev_button = Button(
            FRect(LEFT.x, y, half, MISTAKE_BUTTON_H),
            lambda: self.t("review.previous_mistake"),
            partial(self.jump_mistake, -1),
            size=22,
        )
        self.next_button = Button(
            FRect(LEFT.x + half + 12, y, half, MISTAKE_BUTTON_H),
            lambda: self.t("review.next_mistake"),
            partial(self.jump_mistake, 1),
            size=22,
        )
        self.chart = ReviewChart(
            CHART.copy(),
            len(self.game.positions.moves),
            lambda: self.decisions,
            list(self.states[-1].scores),
            [s.colour for s in self.seats],
            lambda: self.chosen,
            self.choose,
            lambda: self.run.done,
            self.round_starts,
            lambda: self.firm,
        )
        practise_rect = export_rect.move(-export_rect.w - PRACTISE_GAP, 0)
        self.practise_button = Button(
            practise_rect, lambda: self.t("practice.open"), self.practise, enabled=False, size=26
        )
        for w in (
            back,
            self.prev_button,
            self.next_button,
            self.lines_button,
            self.line_back,
            self.line_forward,
            self.export_button,
        ):
            self.widgets.add(w)
        self.moments = [MomentRow(self) for _ in range(KEY_MOMENTS)]
        self.widgets.add(self.practise_button)
        for row in self.moments:
            self.widgets.add(row)
        self.widgets.add(self.list)
        self.widgets.add(self.chart)
        self._sync()

    def _sync(self) -> None:
        self.export_button.enabled = self.run.done
        chosen = self.decisions[self.chosen] if self.chosen is not None else None
        self.lines_button.enabled = self.line_view is not None or (
            chosen is not None and chosen.best != chosen.played and bool(chosen.lines)
        )
        view = self.line_view
        for button in (self.line_back, self.line_forward):
            button.visible = view is not None
        self.line_back.enabled = view is not None and view.step > 0
        self.line_forward.enabled = view is not None and view.step < view.last
        self.practise_button.enabled = bool(self.practice_positions())
        costly = any(d.label in MISTAKES for d in self.decisions)
        self.prev_button.enabled = self.next_button.enabled = costly
        # Key moments among the verdicts already final: they firm up as the review goes on.
        named = key_moments(self.decisions[: self.firm], KEY_MOMENTS)
        for k, row in enumerate(self.moments):
            row.number = named[k].number if k < len(named) else None
            row.enabled = row.visible = row.number is not None

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

    def exit(self) -> None:
        self.run.close()

    def update(self, dt: float) -> None:
        if self._take_new():
            self.host.invalidate()
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
        self._sync()
        if finished:
            say(self.services, self.finished_words())  # narration: without a key press
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
        states, moves, movers = self.states, self.game.positions.moves, self.game.positions.movers
        i = d.index
        pose(self.boards[0], states[: i + 2], list(moves[: i + 1]), list(movers[: i + 1]))
        before = states[i]
        try:
            best = before.parse_move(d.best)
            after = before.apply(best)
        except Exception:  # a stored move this version cannot read: show the played one twice
            best, after = moves[i], states[i + 1]
        pose(self.boards[1], [*states[: i + 1], after], [*moves[:i], best], [*movers[:i], d.seat])
        self._shots.clear()
        self.restated = True  # narration says the decision chosen (by a click too)
        if self.line_view is not None:  # the lines follow the decision chosen (or close)
            step = self.line_view.step if self.line_view.number == number else 1
            self.line_view = None
            self.open_lines(step)
        self._sync()
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
        self._sync()
        self.host.invalidate()

    def toggle_lines(self) -> None:
        """Open both lines of the chosen decision, or close them."""
        if self.line_view is not None:
            self.close_lines()
        elif self.open_lines():
            self._sync()
            self.restated = True
            self.host.invalidate()

    def step_lines(self, direction: int) -> None:
        """One step forward (animated) or back along both lines."""
        view = self.line_view
        if view is not None:
            view.go(view.step + direction, animate=direction > 0)
            self._sync()
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
        if event.type == pygame.KEYDOWN:
            key = event.key
            action = action_of(event)
            if action == Action.BACK and self.line_view is not None:
                self.close_lines()
                return
            if action == Action.BACK:
                self.close()
                return
            if is_help_key(event):  # the review's own keys, not the table's
                self.host.stack.push(self.make_scene(router.KEYS, sheet=REVIEW_KEYS))
                return
            if action == LINES_ACTION or (key == LINES_KEY and action not in REVIEW_ACTIONS):
                self.toggle_lines()
                return
            if action in MISTAKE_ACTIONS:
                self.jump_mistake(MISTAKE_ACTIONS[action])
                return
            view = self.line_view
            if view is not None and key in (pygame.K_LEFT, pygame.K_RIGHT):
                self.step_lines(1 if key == pygame.K_RIGHT else -1)
                return
            if view is not None and key in (pygame.K_HOME, pygame.K_END):
                view.go(0 if key == pygame.K_HOME else view.last)
                self._sync()
                return
            steps = {pygame.K_UP: -1, pygame.K_DOWN: 1}
            if key in steps and self.chosen is not None:
                self.choose(self.chosen + steps[key])
                return
            if key in MISTAKE_KEYS and action not in REVIEW_ACTIONS:
                self.jump_mistake(MISTAKE_KEYS[key])
                return
            if key in (pygame.K_HOME, pygame.K_END) and self.decisions:
                self.choose(0 if key == pygame.K_HOME else len(self.decisions) - 1)
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
        names = ", ".join(seat.name for seat in self.seats)
        return self.t(
            "narration.review_title",
            title=self.t("review.title"),
            ruleset=self.t(self.ruleset.name_key),
            n=len(self.seats),
            names=names,
        )

    def spoken_status(self) -> str | None:
        """The step of both lines while they are shown, else the chosen decision (which the
        decision list, never focused, cannot say), else what the review is doing."""
        if self.line_view is not None:
            return self.line_words()
        if self.chosen is None or not self.decisions:
            key = "review.failed" if self.run.failed else "review.waiting"
            return self.t(key, n=0, total=self.run.total)
        d = self.decisions[self.chosen]
        # Out of the game's decisions, not those in so far: a count that grew as the review
        # streams in would say the chosen decision again with every new verdict.
        total = max(self.run.total, len(self.decisions))
        return spoken_entry(self.t, self.chosen, total, self.decision_words(d))

    def decision_words(self, d: DecisionReview) -> str:
        """A decision as the detail shows it: the move, its label (said as provisional for a
        first look), the points lost, the move played, the engine's and the first reason."""
        head = self.t(
            "review.decision", move=d.index + 1, round=d.round, name=self.seats[d.seat].name
        )
        label = label_text(self, d.label)
        if self.provisional(d):
            label = self.t("narration.review_provisional", label=label)
        loss = self.t("review.loss", points=float(d.loss)) if d.loss > 0 else None
        played, best = self.said(d)
        agrees = d.best == d.played
        engine = self.t("review.agrees") if agrees else self.t("review.best", move=best)
        reasons = (*d.why, *d.reasons) if d.label in MISTAKES else d.reasons
        first = reason_text(self, reasons[0]) if reasons else None
        return joined([head, label, loss, self.t("review.played", move=played), engine, first])

    def line_words(self) -> str:
        """Both lines' step: its number, then each line's move and its score events."""
        view = self.line_view
        if view is None:
            return ""
        titles = {"played": "review.line_title_played", "best": "review.line_title_best"}
        parts = [self.t("review.line_step", n=view.step, total=view.last)]
        for line in view.lines:
            move, events = view.step_words(line)
            parts.append(
                self.t(
                    "narration.review_line",
                    title=self.t(titles[line.side]),
                    move=move,
                    events="; ".join(events),
                )
            )
        return joined(parts)

    def finished_words(self) -> str:
        """That the review is finished, with each seat's accuracy and points lost."""
        seats = [
            self.t(
                "narration.review_seat",
                name=self.seats[s.seat].name,
                accuracy=self.t("review.percent", value=round(s.accuracy)),
                points=points_text(round(float(s.total_loss), 1)),  # 120, not 120.0
            )
            for s in summarise(self.decisions, len(self.seats))
            if s.decisions
        ]
        return joined([self.t("narration.review_finished"), *seats])

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
        key = (self.services.text.language, d.number)
        if key not in self._said:
            self._said[key] = (self.sayer.say(d.index, d.played), self.sayer.say(d.index, d.best))
        return self._said[key]

    def move_form(self, d: DecisionReview) -> LogMove:
        """The move played as the log shows it (tile, count, where), in the language shown."""
        key = (self.services.text.language, d.number)
        if key not in self._forms:
            before = self.states[d.index]
            self._forms[key] = self.describe(before, before.parse_move(d.played))
        return self._forms[key]

    def short(self, d: DecisionReview, notation: str) -> str:
        """A move of a decision as the log's short sentence ("3 red from factory 2 to line 3"),
        its notation when this version cannot read it."""
        key = (self.services.text.language, d.number, notation)
        if key not in self._short:
            before = self.states[d.index]
            try:
                self._short[key] = self.describe(before, before.parse_move(notation)).sentence
            except Exception:  # a stored move this version cannot read: its notation
                self._short[key] = notation
        return self._short[key]

    # -- drawing --

    def draw(self, canvas: Canvas) -> None:
        canvas.background()
        canvas.text(
            self.t("review.title"),
            (960, TITLE_Y),
            self._title_size(canvas),
            theme.CREAM,
            theme.TITLE,
            "midtop",
            shadow=theme.SHADOW,
            max_width=1180,
        )
        self._progress(canvas)
        canvas.panel(LEFT.inflate(16, 16), corner=0.8)
        canvas.panel(DETAIL.inflate(16, 12), corner=0.8)
        self._seats(canvas)
        self._summary(canvas)
        self.widgets.draw(canvas)
        self._detail(canvas)

    def _title_size(self, canvas: Canvas) -> float:
        """The title's type size: grown with the text size only as far as the band above the
        rule set's name (or the progress bar) allows (line boxes may touch a little)."""
        below = canvas.measure(self.t(self.ruleset.name_key), RULESET_SIZE, theme.BOLD)[1]
        below = max(below, PROGRESS.h)
        room = PROGRESS.centery - below / 2 + (1 - LETTERS) * below - TITLE_Y
        title = self.t("review.title")
        size = TITLE_SIZE
        while size > TITLE_SMALLEST and canvas.measure(title, size, theme.TITLE)[1] > room:
            size -= 1
        return size

    def _progress(self, canvas: Canvas) -> None:
        run = self.run
        if run.done:
            text = self.t(self.ruleset.name_key)
            canvas.text(
                text,
                PROGRESS.center,
                RULESET_SIZE,
                theme.GOLD,
                theme.BOLD,
                "center",
                max_width=1100,
            )
            return
        canvas.fill(PROGRESS, (40, 30, 24), alpha=150, radius=PROGRESS.h / 2)
        share = run.count() / run.total if run.total else 1.0
        if share > 0:
            done = FRect(PROGRESS.x, PROGRESS.y, max(PROGRESS.h, PROGRESS.w * share), PROGRESS.h)
            canvas.fill(done, theme.GOLD_DEEP, radius=PROGRESS.h / 2)
        key = "review.failed" if run.failed else "review.progress"
        canvas.text(
            self.t(key, n=run.count(), total=run.total),
            PROGRESS.center,
            19,
            theme.CREAM,
            theme.BOLD,
            "center",
            max_width=PROGRESS.w - 20,
        )

    def _seats(self, canvas: Canvas) -> None:
        x, y = LEFT.x + 12, LEFT.y + 8
        col_acc, col_lost = LEFT.right - 170, LEFT.right - 16
        for key, right, width in (
            ("review.accuracy", col_acc, 124),
            ("review.lost", col_lost, 136),
        ):
            canvas.text(
                self.t(key),
                (right, y + 8),
                19,
                theme.INK_SOFT,
                theme.BOLD,
                "topright",
                max_width=width,
                shrink=14,
            )
        y += 46
        summary = summarise(self.decisions, len(self.seats))
        for s in summary:
            seat = self.seats[s.seat]
            cy = y + SEAT_ROW / 2
            paint_seat_mark(canvas, (x + 12, cy), 11, seat.colour)
            canvas.text(
                seat.name,
                (x + 32, cy),
                25,
                theme.INK,
                theme.BOLD,
                "midleft",
                max_width=260,
                shrink=14,  # a long name at a large text size: smaller, not cut
            )
            key = (
                "review.percent_provisional"
                if len(self.decisions) > self.firm
                else "review.percent"
            )
            acc = self.t(key, value=round(s.accuracy)) if s.decisions else "–"
            canvas.text(acc, (col_acc, cy), 25, theme.NAVY, theme.BOLD, "midright")
            lost = "\u2212" + self.number(s.total_loss) if s.total_loss > 0 else "0"
            canvas.text(lost, (col_lost, cy), 25, theme.INK, theme.BODY, "midright")
            y += SEAT_ROW

    def _summary_texts(self) -> tuple[list[tuple[MomentRow, str]], list[str]]:
        """The summary's sentences: (row, its key moment) for each moment, each seat's luck."""
        moments = []
        for row in self.moments:
            if row.number is None:
                continue
            moments.append((row, self.moment_sentence(self.decisions[row.number])))
        luck = self.luck()
        lucky = []
        if luck is not None:
            for seat, name in enumerate(s.name for s in self.seats):
                said = self.t(
                    "review.luck_seat",
                    name=name,
                    luck=float(luck.total[seat]),
                    adjusted=float(luck.adjusted[seat]),
                    score=self.states[-1].scores[seat],
                )
                lucky.append(said)
        return moments, lucky

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

    def _summary(self, canvas: Canvas) -> None:
        """Under the seats: the key moments (each chooses its decision) and each seat's luck,
        in type small enough to leave the decision list some rows; the list takes the rest."""
        moments, lucky = self._summary_texts()
        if not moments and not lucky:
            return
        x, w = LEFT.x + 12, LEFT.w - 24
        top = LEFT.y + 54 + len(self.seats) * SEAT_ROW + 4
        bottom = LEFT.bottom - MISTAKE_BUTTON_H - 12
        size = SUMMARY_TEXT
        while True:
            step = max(
                SUMMARY_LINE * size / SUMMARY_TEXT, canvas.measure("Ág", size)[1] * LETTERS + 4
            )
            said = [canvas.wrap(text, size, theme.BODY, w - 12) for _, text in moments]
            luck = [canvas.wrap(text, size, theme.BODY, w) for text in lucky]
            lines = (1 if moments else 0) + sum(map(len, said)) + sum(map(len, luck))
            height = lines * step + 4 * len(moments) + (SUMMARY_GAP / 2 if luck else 0)
            if (
                bottom - (top + height + SUMMARY_GAP) >= LIST_LEAST * ROW
                or size <= SUMMARY_SMALLEST
            ):
                break
            size -= 1
        y = top
        if moments:
            canvas.text(self.t("review.key_moments"), (x, y), size, theme.INK, theme.BOLD)
            y += step
        for (row, _), wrapped in zip(moments, said, strict=True):
            row.lines, row.size = wrapped, size
            row.rect = FRect(LEFT.x, y, LEFT.w, len(wrapped) * step + 4)
            y = row.rect.bottom
        if luck:
            y += SUMMARY_GAP / 2
        for wrapped in luck:
            for line in wrapped:
                canvas.text(line, (x, y), size, theme.INK_SOFT, theme.BODY)
                y += step
        list_top = y + SUMMARY_GAP
        if list_top != self.list.rect.y:
            # Whole rows, and below them room for the list's "more below" ▼ (at the text size).
            room = canvas.measure("▼", MARKER_SIZE, theme.SYMBOLS)[1] * LETTERS
            rows = max(1, int((bottom - list_top - room) // ROW))
            self.list.rect = FRect(LEFT.x, list_top, LEFT.w, rows * ROW + room)
            self.list.scroll(0)
            if self.chosen is not None:
                self.list.show(self.chosen)

    def _detail(self, canvas: Canvas) -> None:
        r = DETAIL
        if self.chosen is None or not self.decisions:
            key = "review.failed" if self.run.failed else "review.waiting"
            canvas.text(
                self.t(key, n=0, total=self.run.total),
                r.center,
                28,
                theme.INK_SOFT,
                theme.BOLD,
                "center",
                max_width=r.w - 60,
            )
            return
        d = self.decisions[self.chosen]
        x, y, w = r.x + 16, r.y + 8, r.w - 32
        chip = FRect(0, y, 250, CHIP_H)
        chip.right = r.right - 16
        alpha = PROVISIONAL_ALPHA if self.provisional(d) else 255
        canvas.fill(chip, LABEL_COLOURS[d.label], alpha=alpha, radius=20)
        canvas.text(
            self.label_of(d),
            chip.center,
            23,
            theme.INK if self.provisional(d) else theme.CREAM,
            theme.BOLD,
            "center",
            max_width=chip.w - 16,
            shrink=16,
        )
        loss = self.t("review.loss", points=float(d.loss)) if d.loss > 0 else ""
        if loss:
            canvas.text(loss, (chip.x - 16, chip.centery), BODY, theme.INK, theme.BOLD, "midright")
        head = self.t(
            "review.decision", move=d.index + 1, round=d.round, name=self.seats[d.seat].name
        )
        head_w = chip.x - x - 40 - (canvas.measure(loss, BODY, theme.BOLD)[0] if loss else 0)
        canvas.text(
            head,
            (x, chip.centery),
            28,
            theme.NAVY,
            theme.BOLD,
            "midleft",
            max_width=head_w,
            shrink=16,  # a long name beside a loss at a large text size: smaller, not cut
        )
        y = chip.bottom + 12
        if self.line_view is not None:
            area = FRect(x, chip.bottom + 8, w, r.bottom - 8 - chip.bottom - 8)
            self.line_view.draw(canvas, area)
            return
        played, best = self.said(d)
        lines = [(self.t("review.played", move=played), theme.INK)]
        if self.provisional(d):
            lines.insert(0, (self.t("review.provisional_note"), theme.INK_SOFT))
        if d.best == d.played:
            lines.append((self.t("review.agrees"), LABEL_COLOURS["best"]))
        else:
            lines.append((self.t("review.best", move=best), theme.NAVY))
        if d.label in MISTAKES:  # as the review command says it: noise, numbers, facts
            noise = self.t("review.loss_noise", points=float(d.loss), noise=float(d.stderr))
            lines.append((noise, theme.INK))
        for reason in d.reasons if d.label not in MISTAKES else (*d.why, *d.reasons):
            lines.append(("• " + reason_text(self, reason), theme.INK_SOFT))
        size, line_h, wrapped, bw = self._fit_words(canvas, lines, r.bottom - y, w)
        boards_top = r.bottom - 10 - bw * BOARD_ASPECT - 34
        for line, colour in wrapped:
            if y + line_h > boards_top + 1e-6:
                break
            canvas.text(line, (x, y), size, colour, theme.BODY)
            y += line_h
        self._boards(canvas, d, boards_top, bw)

    def _fit_words(
        self, canvas: Canvas, lines: list[tuple[str, theme.Colour]], room: float, w: float
    ) -> tuple[float, float, list[tuple[str, theme.Colour]], float]:
        """The decision's words and small tables in ``room``: (type size, line height, the
        wrapped lines, a small table's width). The tables shrink first, then the words."""
        full = (w - BOARD_GAP) / 2
        size = BODY
        while True:
            line_h = max(LINE * size / BODY, canvas.measure("Ág", size)[1] * LETTERS + 4)
            wrapped = [
                (part, colour)
                for text, colour in lines
                for part in canvas.wrap(text, size, theme.BODY, w)
            ]
            # room = words + caption (34) + table + margin (10)
            bw = min(full, (room - len(wrapped) * line_h - 44) / BOARD_ASPECT)
            if bw >= full * BOARD_SMALLEST or size <= SMALLEST_BODY:
                return size, line_h, wrapped, max(bw, full * BOARD_SMALLEST)
            size -= 1

    def _boards(self, canvas: Canvas, d: DecisionReview, top: float, bw: float) -> None:
        r = DETAIL
        bh = bw * BOARD_ASPECT
        captions = ["review.after_played", "review.after_best"]
        sides = [0] if d.best == d.played else [0, 1]
        left = r.centerx - (len(sides) * bw + (len(sides) - 1) * BOARD_GAP) / 2
        for k, side in enumerate(sides):
            bx = left + k * (bw + BOARD_GAP)
            canvas.text(
                self.t(captions[side]),
                (bx + bw / 2, top + 2),
                21,
                theme.INK_SOFT,
                theme.BOLD,
                "midtop",
                max_width=bw,
                shrink=14,  # over a table made small for the words
            )
            box = FRect(bx, top + 32, bw, bh)
            self._shot(canvas, side, box)
            colour = LABEL_COLOURS[d.label] if side == 0 else LABEL_COLOURS["best"]
            canvas.outline(box.inflate(6, 6), colour, width=4, radius=6)

    def _shot(self, canvas: Canvas, side: int, box: FRect) -> None:
        """A table drawn small: painted once per decision and window size, then reused."""
        target = canvas.rect(box)
        chosen = self.chosen if self.chosen is not None else -1
        key = (chosen, side, target.size, theme.palette().name)
        surf = self._shots.get(key)
        if surf is None:
            surf = pygame.Surface(target.size)
            small = Canvas(
                surf, target.w / DESIGN_W, (0, 0), canvas.assets, canvas.fonts, self.small_layers()
            )
            board = self.boards[side]
            speed = self.services.settings.speed_factor()
            board.kit.paint_read_only(
                board.frame(self.services.text, self.services.clock(), speed), small
            )
            if len(self._shots) >= SHOTS_KEPT:
                self._shots.clear()
            self._shots[key] = surf
        canvas.surface.blit(surf, target.topleft)

    def on_resize(self) -> None:
        self._shots.clear()
        self._small_layers.clear()  # layers of the old sizes
        if self.line_view is not None:
            self.line_view.forget_pictures()


class ReviewExportDialog(ExportDialog):
    """Export a finished review as JSON (prefilled in the Documents folder)."""

    def __init__(self, host: SceneHost, game: FinishedGame, review: GameReview) -> None:
        self.game = game
        self.review = review
        super().__init__(host, game.info, "review.export_title")

    def file_name(self) -> str:
        """The record's export name, marked as its review."""
        return export_name(self.info).removesuffix(".json") + "-review.json"

    def write(self, path: Path) -> Saved:
        """Write the review (the format of a saved one)."""
        return export_review(self.review, self.game.id or "game", path)
