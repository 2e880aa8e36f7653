"""The review's chart: each seat's expected final score across the game, one point per
reviewed decision (a click picks the decision nearest to it), costly decisions marked."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from azul.ai.review import DecisionReview

from . import theme
from .canvas import Canvas
from .review_words import LABEL_COLOURS, LABEL_SIGNS, MISTAKES
from .seat_mark import paint_seat_mark
from .widgets import Widget

PAD_LEFT = 56.0  # room for the score axis
PAD = 16.0
GRID_STEPS = 4  # horizontal grid lines
POINT = 5.0  # radius of a decision's point
MARK = 11.0  # radius of a costly decision's mark (room for its sign)
SIGN_SIZE = 14  # the sign's text size in that mark


class ReviewChart(Widget):
    """Expected final scores by move; the chosen decision is a gold line."""

    focusable = False

    def __init__(
        self,
        rect: pygame.FRect,
        moves: int,
        decisions: Callable[[], Sequence[DecisionReview]],
        finals: Sequence[int],
        colours: Sequence[int],
        chosen: Callable[[], int | None],
        on_pick: Callable[[int], None],
        complete: Callable[[], bool],
        round_starts: Sequence[int] = (),
        firm: Callable[[], int] | None = None,
    ) -> None:
        super().__init__(rect)
        self.moves = max(1, moves)
        self.decisions = decisions
        self.finals = list(finals)
        self.colours = list(colours)
        self.chosen = chosen
        self.on_pick = on_pick
        self.complete = complete  # the lines reach the final scores once every decision is in
        self.round_starts = list(round_starts)
        # How many decisions (in order) are final; a provisional error's mark is a ring.
        self.firm = firm

    def plot(self) -> pygame.FRect:
        """The area the lines are drawn in."""
        r = self.rect
        return pygame.FRect(r.x + PAD_LEFT, r.y + PAD, r.w - PAD_LEFT - PAD, r.h - 2 * PAD)

    def top_score(self) -> float:
        """The score at the top of the chart (a round number above every value)."""
        values = [v for d in self.decisions() for v in d.expected] + self.finals + [10.0]
        top = max(values)
        step = 10 if top <= 60 else 20
        return float(step * (int(top // step) + 1))

    def x_of(self, index: float) -> float:
        """Horizontal position of the position before move ``index`` (moves: the end)."""
        p = self.plot()
        return p.x + p.w * index / self.moves

    def y_of(self, value: float, top: float) -> float:
        """Vertical position of a score."""
        p = self.plot()
        low = min(0.0, value)
        return p.bottom - p.h * (max(low, value) / top if top else 0.0)

    def click(self, pos: tuple[float, float]) -> bool:
        decisions = self.decisions()
        if not decisions:
            return False
        nearest = min(decisions, key=lambda d: abs(self.x_of(d.index) - pos[0]))
        self.on_pick(nearest.number)
        return True

    def draw(self, canvas: Canvas, focused: bool) -> None:
        r, p = self.rect, self.plot()
        canvas.fill(r, (255, 250, 238), alpha=170, radius=14)
        top = self.top_score()
        for k in range(GRID_STEPS + 1):
            value = top * k / GRID_STEPS
            y = self.y_of(value, top)
            canvas.line((p.x, y), (p.right, y), (214, 196, 160), 1)
            canvas.text(str(round(value)), (p.x - 8, y), 17, theme.INK_SOFT, theme.BODY, "midright")
        for k in self.round_starts:
            x = self.x_of(k)
            canvas.line((x, p.y), (x, p.bottom), (226, 210, 176), 1)
        decisions = self.decisions()
        chosen = self.chosen()
        picked = next((d for d in decisions if d.number == chosen), None)
        if picked is not None:
            x = self.x_of(picked.index)
            canvas.line((x, p.y - 4), (x, p.bottom + 4), theme.GOLD_DEEP, 3)
        for seat in range(len(self.finals)):
            index = self.colours[seat] if seat < len(self.colours) else seat
            colour = theme.seat_colour(index)
            points = [(self.x_of(d.index), self.y_of(d.expected[seat], top)) for d in decisions]
            if self.complete():
                points.append((self.x_of(self.moves), self.y_of(self.finals[seat], top)))
            for a, b in zip(points, points[1:], strict=False):
                canvas.line(a, b, colour, 3)
            for d in decisions:
                if d.seat != seat:
                    continue
                centre = (self.x_of(d.index), self.y_of(d.expected[seat], top))
                if d.label in MISTAKES and self.firm is not None and d.number >= self.firm():
                    # Provisional: a ring, its sign in ink (the weight never by colour alone).
                    canvas.circle(centre, MARK, theme.CREAM)
                    canvas.circle(centre, MARK, LABEL_COLOURS[d.label], width=3)
                    sign = LABEL_SIGNS.get(d.label, "")
                    canvas.text(sign, centre, SIGN_SIZE, theme.INK, theme.BOLD, "center")
                elif d.label in MISTAKES:
                    canvas.circle(centre, MARK, LABEL_COLOURS[d.label])
                    canvas.circle(centre, MARK, theme.CREAM, width=2)
                    sign = LABEL_SIGNS.get(d.label, "")
                    canvas.text(sign, centre, SIGN_SIZE, theme.CREAM, theme.BOLD, "center")
                else:
                    # In the seat's shape: whose line it is shows without its colour.
                    paint_seat_mark(canvas, centre, POINT, index)
            if points:
                paint_seat_mark(canvas, points[-1], MARK - 2, index, theme.CREAM)
