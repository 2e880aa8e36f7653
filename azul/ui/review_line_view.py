"""The review screen's line view: both lines of the chosen decision on two show-only tables,
stepped together one move at a time, with each step's move and the engine's score events.

The lines are ``review_lines.decision_lines`` (the review's own sampled lines, replayed with
their chance); each table is a ``ShownTable`` of the game's family, posed at the step shown and
painted by the family's read-only painter, and a step forward plays the family's animation of
the move (``kit.build_steps``), as the replay does. The view opens at step 1 (after both
moves); the screen's buttons and keys step it (``go``) and close it.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import pygame

from . import theme
from .canvas import Canvas
from .review_lines import ShownLine, event_lines
from .review_words import LABEL_COLOURS
from .table.shown import ShownTable
from .viewport import DESIGN_H, DESIGN_W

if TYPE_CHECKING:
    from .scenes.review import ReviewScene

FRect = pygame.FRect

ASPECT = DESIGN_H / DESIGN_W
STEP_BUTTON_W = 240.0
STEP_BUTTON_H = 52.0
COLUMN_GAP = 16.0
TEXT = 20.0  # the view's words, shrunk to SMALLEST_TEXT (then the tables) to fit
SMALLEST_TEXT = 14.0
LINE_GAP = 1.25  # line height over type size
BOARD_SMALLEST = 0.5  # of a column's width, a table shrinks this far for the words
CAPTION = 22.0  # a line's title over its table
KEYS_TEXT = 16.0  # the keys' reminder at the bottom
SHOTS_KEPT = 4  # table pictures kept at rest (two tables, at most two window sizes)


class LineView:
    """Both lines of one decision, at one step."""

    def __init__(self, scene: ReviewScene, number: int, lines: Sequence[ShownLine]) -> None:
        self.scene = scene
        self.number = number  # the decision shown
        self.lines = list(lines)
        self.step = 1
        self.boards = [self._board(k) for k in range(len(self.lines))]
        self._shots: dict[tuple[int, int, tuple[int, int]], pygame.Surface] = {}
        self.go(1)

    @property
    def last(self) -> int:
        """The last step of the longer line."""
        return max(line.last for line in self.lines)

    def _board(self, k: int) -> ShownTable:
        scene = self.scene
        # One table speaks for both: two sounds at once would only be noise.
        sound = scene.services.audio.play if k == 0 else None
        return ShownTable(scene.boards[0].kit, scene.board_session(), sound=sound)

    def go(self, step: int, animate: bool = False) -> None:
        """Show both lines after ``step`` steps (animated when it is the next single move)."""
        step = max(0, min(step, self.last))
        scene = self.scene
        d = scene.decisions[self.number]
        positions = scene.game.positions
        i = d.index
        speed = scene.services.settings.speed_factor()
        for line, board in zip(self.lines, self.boards, strict=True):
            states, moves, movers = line.upto(step)
            history = (
                [*positions.states[:i], *states],
                [*positions.moves[:i], *moves],
                [*positions.movers[:i], *movers],
            )
            moved = step == self.step + 1 and step <= line.last
            shown = line.steps[step - 1] if moved else None
            if animate and speed > 0 and shown is not None and shown.single:
                board.timeline.skip()
                view_before = board.timeline.view
                frame = board.frame(scene.services.text, scene.services.clock(), speed)
                board.pose(*history)
                steps = board.kit.build_steps(
                    frame, view_before, shown.before, shown.moves[0], shown.state
                )
                board.timeline.play(steps, board.kit.view_of(shown.state))
            else:
                board.pose(*history)
                board.rest()
        self.step = step
        scene.host.invalidate()

    @property
    def busy(self) -> bool:
        """True while a table is animating."""
        return any(b.timeline.busy for b in self.boards)

    def update(self, dt: float) -> bool:
        """Advance the animations; True when anything moved."""
        moved = False
        for board in self.boards:
            moved = board.timeline.update(dt) or moved
        return moved

    # -- words --

    def step_words(self, line: ShownLine) -> tuple[str, list[str]]:
        """What a line's current step shows: its move in words and its score events."""
        scene = self.scene
        if self.step == 0:
            return scene.t("review.line_start"), []
        if self.step > line.last:
            return scene.t("review.line_ended"), []
        shown = line.steps[self.step - 1]
        names = [s.name for s in scene.seats]
        if shown.single:
            mover = shown.movers[0]
            move = scene.describe(shown.before, shown.moves[0]).sentence
            said = scene.t("review.line_move", name=names[mover], move=move)
        else:
            said = scene.tn("review.line_rest", len(shown.moves))
        events = event_lines(scene, shown.events, names, scene.services.text.has)
        return said, events or [scene.t("review.line_no_points")]

    # -- drawing --

    def draw(self, canvas: Canvas, area: FRect) -> None:
        """The step's caption, then per line: its title, move, table and events."""
        scene = self.scene
        caption = scene.t("review.line_step", n=self.step, total=self.last)
        row_y = area.y + STEP_BUTTON_H / 2
        canvas.text(caption, (area.centerx, row_y), 24, theme.NAVY, theme.BOLD, "center")
        top = area.y + STEP_BUTTON_H + 10
        keys = scene.t("review.line_keys")
        keys_h = canvas.measure(keys, KEYS_TEXT)[1]
        bottom = area.bottom - keys_h - 4
        canvas.text(
            keys,
            (area.centerx, area.bottom),
            KEYS_TEXT,
            theme.INK_SOFT,
            theme.BODY,
            "midbottom",
            max_width=area.w,
            shrink=12,
        )
        columns = len(self.lines)
        col_w = (area.w - (columns - 1) * COLUMN_GAP) / columns
        said = [self.step_words(line) for line in self.lines]
        size, line_h, wrapped, bw = self._fit(canvas, said, col_w, bottom - top)
        titles = {"played": "review.line_title_played", "best": "review.line_title_best"}
        d = scene.decisions[self.number]
        frames = {"played": LABEL_COLOURS[d.label], "best": LABEL_COLOURS["best"]}
        for k, line in enumerate(self.lines):
            x = area.x + k * (col_w + COLUMN_GAP)
            y = top
            canvas.text(
                scene.t(titles[line.side]),
                (x + col_w / 2, y),
                CAPTION,
                frames[line.side],
                theme.BOLD,
                "midtop",
                max_width=col_w,
                shrink=14,
            )
            y += canvas.measure("Ág", CAPTION, theme.BOLD)[1] + 2
            move_lines, event_rows = wrapped[k]
            for text in move_lines:
                canvas.text(text, (x, y), size, theme.INK, theme.BOLD)
                y += line_h
            box = FRect(x + (col_w - bw) / 2, y + 6, bw, bw * ASPECT)
            self._shot(canvas, k, box)
            canvas.outline(box.inflate(6, 6), frames[line.side], width=4, radius=6)
            y = box.bottom + 10
            for text in event_rows:
                if y + line_h > bottom + 1e-6:
                    break
                canvas.text(text, (x, y), size, theme.INK_SOFT, theme.BODY)
                y += line_h

    def _fit(
        self, canvas: Canvas, said: list[tuple[str, list[str]]], col_w: float, room: float
    ) -> tuple[float, float, list[tuple[list[str], list[str]]], float]:
        """Type size, line height, each line's wrapped words and the tables' width that fit
        ``room``: the words shrink first, then the tables."""
        title_h = canvas.measure("Ág", CAPTION, theme.BOLD)[1] + 2
        size = TEXT
        while True:
            line_h = max(size * LINE_GAP, canvas.measure("Ág", size)[1] * 0.8 + 4)
            wrapped = [
                (
                    canvas.wrap(move, size, theme.BOLD, col_w),
                    [part for e in events for part in canvas.wrap(e, size, theme.BODY, col_w)],
                )
                for move, events in said
            ]
            rows = max(len(m) + len(e) for m, e in wrapped)
            bw = min(col_w, (room - title_h - rows * line_h - 18) / ASPECT)  # 16 + rounding
            if bw >= col_w * BOARD_SMALLEST or size <= SMALLEST_TEXT:
                return size, line_h, wrapped, max(bw, col_w * BOARD_SMALLEST)
            size -= 1

    def _shot(self, canvas: Canvas, k: int, box: FRect) -> None:
        """A table drawn small: every frame while it animates, else painted once and reused."""
        target = canvas.rect(box)
        board = self.boards[k]
        key = (self.step, k, target.size)
        surf = None if board.timeline.busy else self._shots.get(key)
        if surf is None:
            surf = pygame.Surface(target.size)
            layers = self.scene.small_layers()  # what never moves: shared by every step
            small = Canvas(surf, target.w / DESIGN_W, (0, 0), canvas.assets, canvas.fonts, layers)
            services = self.scene.services
            frame = board.frame(services.text, services.clock(), services.settings.speed_factor())
            board.kit.paint_read_only(frame, small)
            if not board.timeline.busy:
                if len(self._shots) >= SHOTS_KEPT:
                    self._shots.clear()
                self._shots[key] = surf
        canvas.surface.blit(surf, target.topleft)

    def forget_pictures(self) -> None:
        """The window changed size (or the language): paint the tables again."""
        self._shots.clear()
