"""The Statistics screen's chart of scores over time: each person's games as points (x by game
order, y by score; a point opens its game's replay), the grid and its painter."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

import pygame

from azul.i18n import Translator
from azul.storage import PersonStats

from .. import theme
from ..canvas import Canvas
from ..scenes.game_labels import local_time
from ..seat_mark import paint_seat_mark
from .numbers import MAX_PEOPLE

CHART = pygame.FRect(1030, 216, 800, 664)
PLOT = pygame.FRect(CHART.x + 86, CHART.y + 96, CHART.w - 120, CHART.h - 250)


@dataclass(frozen=True)
class Point:
    """One person's game on the chart."""

    x: float
    y: float
    person: int
    name: str
    score: int
    won: bool
    date: datetime
    record: str


def chart_points(people: list[tuple[str, PersonStats]]) -> list[Point]:
    """The games of the first MAX_PEOPLE of ``people`` on the chart (x by game order, y by
    score; the chart's top is every person's)."""
    top = chart_top(people)
    people = people[:MAX_PEOPLE]
    games = sorted({(p.date, p.record) for _, person in people for p in person.history})
    index = {rec: i for i, (_, rec) in enumerate(games)}
    out = []
    n = max(1, len(games) - 1)
    for i, (name, person) in enumerate(people):
        for p in person.history:
            x = PLOT.x + (index[p.record] / n if len(games) > 1 else 0.5) * PLOT.w
            y = PLOT.bottom - (max(0, p.score) / top) * PLOT.h
            out.append(Point(x, y, i, name, p.score, p.won, p.date, p.record))
    return out


def chart_top(people: list[tuple[str, PersonStats]]) -> int:
    """The score at the top of the chart (a round number above the best score)."""
    best = max((max(0, p.score) for _, person in people for p in person.history), default=0)
    step = grid_step(best)
    return max(step, (best // step + 1) * step)


def grid_step(best: int) -> int:
    """Points between the chart's grid lines (about five lines whatever the scores)."""
    for step in (2, 5, 10, 20, 50):
        if best <= step * 5:
            return step
    return 100


def paint_chart(
    canvas: Canvas,
    text: Translator,
    people: list[tuple[str, PersonStats]],
    points: list[Point],
    top: int,
    hover: Point | None,
) -> None:
    """The chart: its grid up to ``top``, each person's points joined in game order (a ring
    around a won game), the first and last dates, the legend and the tooltip of ``hover``."""
    canvas.text(
        text.t("stats.chart"),
        (CHART.x + 40, CHART.y + 28),
        theme.SIZE_LARGE,
        theme.NAVY,
        theme.TITLE,
    )
    if not points:
        return  # nobody's scores to plot (the table beside it says why)
    step = grid_step(top - 1)
    for v in range(0, top + 1, step):
        y = PLOT.bottom - v / top * PLOT.h
        canvas.line((PLOT.x, y), (PLOT.right, y), (226, 210, 176), 1)
        canvas.text(str(v), (PLOT.x - 12, y), 18, theme.INK_SOFT, theme.BODY, "midright")
    canvas.line((PLOT.x, PLOT.bottom), (PLOT.right, PLOT.bottom), theme.INK_SOFT, 2)
    by_person: dict[int, list[Point]] = {}
    for p in points:
        by_person.setdefault(p.person, []).append(p)
    for person, pts in by_person.items():
        colour = theme.seat_colour(person)
        pts.sort(key=lambda p: p.x)
        for a, b in zip(pts, pts[1:], strict=False):
            canvas.line((a.x, a.y), (b.x, b.y), colour, 3)
        for p in pts:
            r = 9 if p is hover else 7
            canvas.circle((p.x, p.y), r + 2, theme.CREAM)
            paint_seat_mark(canvas, (p.x, p.y), r, person)  # the legend's shape too
            if p.won:
                canvas.circle((p.x, p.y), r + 4, theme.GOLD_DEEP, width=2)
    first = min(points, key=lambda p: p.x)
    last = max(points, key=lambda p: p.x)
    axis_y = PLOT.bottom + 10
    # The first game's date under the axis's start, the last one's under its end; when
    # every game stands at one place on the axis, one date centred under it.
    dates = [(first, first.x, "topleft"), (last, PLOT.right, "topright")]
    if last.x <= first.x:
        dates = [(first, first.x, "midtop")]
    for point, x, anchor in dates:
        day = local_time(point.date)[:10]
        canvas.text(day, (x, axis_y), 18, theme.INK_SOFT, theme.BODY, anchor)
    _legend(canvas, text, people)
    if hover is not None:
        _tooltip(canvas, text, hover)


def _legend(canvas: Canvas, text: Translator, people: list[tuple[str, PersonStats]]) -> None:
    x = CHART.x + 50
    y = CHART.bottom - 112
    for i, (name, _) in enumerate(people[:MAX_PEOPLE]):
        col, row = i % 3, i // 3
        px = x + col * 240
        py = y + row * 34
        paint_seat_mark(canvas, (px + 8, py + 12), 8, i)
        canvas.text(name, (px + 24, py), 21, theme.INK, theme.BODY, max_width=200)
    # What the ring around a point means, then how to open a game.
    won = canvas.text(
        text.t("stats.legend_won"),
        (CHART.right - 40, CHART.bottom - 30),
        18,
        theme.INK_SOFT,
        theme.BODY,
        "bottomright",
    )
    ring = (won.x - 18, won.centery)
    canvas.circle(ring, 9, theme.CREAM)
    canvas.circle(ring, 7, theme.INK_SOFT)
    canvas.circle(ring, 11, theme.GOLD_DEEP, width=2)
    canvas.text(
        text.t("stats.chart_hint"),
        (CHART.x + 50, CHART.bottom - 30),
        18,
        theme.INK_SOFT,
        theme.BODY,
        "bottomleft",
        max_width=won.x - 50 - CHART.x - 50,
    )


def _tooltip(canvas: Canvas, text: Translator, p: Point) -> None:
    key = "stats.point_won" if p.won else "stats.point"
    words = text.t(key, name=p.name, date=local_time(p.date), points=p.score)
    w, h = canvas.measure(words, 20, theme.BOLD)
    box = pygame.FRect(0, 0, w + 28, h + 16)
    box.midbottom = (p.x, p.y - 16)
    box.clamp_ip(CHART.inflate(-10, -10))
    canvas.fill(box, (40, 34, 44), alpha=235, radius=10)
    canvas.outline(box, theme.GOLD, width=2, radius=10)
    canvas.text(words, box.center, 20, theme.CREAM, theme.BOLD, "center")
