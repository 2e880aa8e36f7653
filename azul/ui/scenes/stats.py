"""Statistics per rule set and player count: games and wins by name, best and average score,
win rate against each computer level, and a chart of scores over time (points open a replay)."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

import pygame

from azul.domain.controls import Action
from azul.domain.levels import offered_levels
from azul.engine import all_rulesets
from azul.storage import GroupStats, PersonStats, Problem, StatsFile

from .. import router, theme
from ..actions import pressed
from ..canvas import Canvas
from ..narration import joined
from ..persistence import open_replay, show_problems
from ..scene import Scene, SceneHost
from ..seat_mark import paint_seat_mark
from ..widgets import Button, Selector, WidgetGroup
from .game_labels import local_time, ruleset_label
from .load import RECORDS
from .table import level_label

TABLE = pygame.FRect(90, 216, 900, 664)
CHART = pygame.FRect(1030, 216, 800, 664)
PLOT = pygame.FRect(CHART.x + 86, CHART.y + 96, CHART.w - 120, CHART.h - 250)
ROW = 46.0
MAX_PEOPLE = 6


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


def group_order(stats: StatsFile) -> list[str]:
    """Group keys in rule-set order, then by player count."""
    order = {r.id: i for i, r in enumerate(all_rulesets())}
    return sorted(
        stats.groups,
        key=lambda k: (order.get(stats.groups[k].ruleset, 99), stats.groups[k].players, k),
    )


def latest(group: GroupStats) -> datetime | None:
    """When the group's most recent game finished."""
    dates = [p.date for person in group.people.values() for p in person.history]
    return max(dates) if dates else None


class StatsScene(Scene):
    """Main menu → Statistics."""

    def __init__(self, host: SceneHost) -> None:
        super().__init__(host)
        self.stats = StatsFile()
        self.problems: list[Problem] = []
        persistence = self.services.persistence
        if persistence is not None:
            loaded = persistence.storage.load_stats()
            self.stats = loaded.value or StatsFile()
            self.problems = list(loaded.problems)
        self.keys = group_order(self.stats)
        newest = [(latest(self.stats.groups[k]), k) for k in self.keys]
        dated = [(d, k) for d, k in newest if d is not None]
        self.key = max(dated)[1] if dated else (self.keys[0] if self.keys else "")
        self.hover: Point | None = None
        self.widgets = WidgetGroup(on_activate=lambda: self.services.audio.play("click"))
        self._build()

    # -- model --

    def group(self) -> GroupStats | None:
        """The rule set and player count shown."""
        return self.stats.groups.get(self.key)

    def people(self) -> list[tuple[str, PersonStats]]:
        """The people of the group, most games first."""
        group = self.group()
        if group is None:
            return []
        return sorted(group.people.items(), key=lambda kv: (-kv[1].played, kv[0].casefold()))

    def levels(self) -> list[str]:
        """Computer levels played against in the group."""
        found = {lvl for _, p in self.people() for lvl in p.vs_level}
        order = {lvl: i for i, lvl in enumerate(offered_levels())}
        return sorted(found, key=lambda lvl: (order.get(lvl, len(order)), lvl))  # weakest first

    def group_label(self, key: str) -> str:
        """ "Azul · 2 players"."""
        group = self.stats.groups.get(key)
        if group is None:
            return ""
        return self.t(
            "stats.group",
            ruleset=ruleset_label(self, group.ruleset),
            players=self.tn("load.players", group.players),
        )

    def points(self) -> list[Point]:
        """Every person's games on the chart (x by game order, y by score)."""
        people = self.people()[:MAX_PEOPLE]
        games = sorted({(p.date, p.record) for _, person in people for p in person.history})
        index = {rec: i for i, (_, rec) in enumerate(games)}
        top = self.chart_top()
        out = []
        n = max(1, len(games) - 1)
        for i, (name, person) in enumerate(people):
            for p in person.history:
                x = PLOT.x + (index[p.record] / n if len(games) > 1 else 0.5) * PLOT.w
                y = PLOT.bottom - (max(0, p.score) / top) * PLOT.h
                out.append(Point(x, y, i, name, p.score, p.won, p.date, p.record))
        return out

    def chart_top(self) -> int:
        """The score at the top of the chart (a round number above the best score)."""
        best = max(
            (max(0, p.score) for _, person in self.people() for p in person.history), default=0
        )
        step = self.grid_step(best)
        return max(step, (best // step + 1) * step)

    @staticmethod
    def grid_step(best: int) -> int:
        """Points between the chart's grid lines (about five lines whatever the scores)."""
        for step in (2, 5, 10, 20, 50):
            if best <= step * 5:
                return step
        return 100

    # -- widgets --

    def _build(self) -> None:
        self.widgets.clear()
        if self.keys:
            chooser = self.widgets.add(
                Selector(
                    pygame.FRect(610, 126, 700, 64),
                    self.keys,
                    self.group_label,
                    self.key,
                    self._set_group,
                )
            )
            chooser.spoken_text = self.spoken_group
        w, h = 320, 76
        games = Button(
            pygame.FRect(960 - w - 14, 910, w, h),
            lambda: self.t("stats.finished_games"),
            self._finished_games,
            quiet=True,
        )
        back = Button(pygame.FRect(960 + 14, 910, w, h), lambda: self.t("dialog.back"), self.close)
        self.widgets.add(games)
        self.widgets.add(back)
        self.widgets.focus = 0

    def spoken_title(self) -> str | None:
        """The screen's title."""
        return self.t("stats.title")

    def spoken_status(self) -> str | None:
        """With no finished game: that there are none."""
        return None if self.keys else self.t("stats.empty")

    def spoken_group(self) -> str:
        """The group shown in words: its name and games, then each person's numbers (the
        table's), as the group's chooser says it."""
        group = self.group()
        if group is None:
            return ""
        people = [
            self.t(
                "narration.stats_person",
                name=name,
                played=person.played,
                won=person.won,
                rate=self.t("stats.percent", n=round(person.win_rate * 100)),
                best="–" if person.best is None else person.best,
                average=self.t("stats.average", value=round(person.average, 1)),
            )
            for name, person in self.people()
        ]
        return joined([self.group_label(self.key), self.tn("stats.games", group.games), *people])

    def _set_group(self, key: str) -> None:
        self.key = key
        self.hover = None

    def _finished_games(self) -> None:
        self.host.stack.push(self.make_scene(router.LOAD, tab=RECORDS))

    def close(self) -> None:
        """Back to the main menu."""
        if self.host.stack.top is self:
            self.host.stack.pop()

    # -- scene --

    def enter(self) -> None:
        found, self.problems = self.problems, []
        show_problems(self.host, found)

    def point_at(self, pos: tuple[float, float]) -> Point | None:
        """The chart point under the pointer."""
        best: tuple[float, Point] | None = None
        for p in self.points():
            d = (p.x - pos[0]) ** 2 + (p.y - pos[1]) ** 2
            if d <= 14**2 and (best is None or d < best[0]):
                best = (d, p)
        return best[1] if best else None

    def handle(self, event: pygame.event.Event) -> None:
        pos = self.design_pos(event) if hasattr(event, "pos") else None
        if event.type == pygame.MOUSEMOTION and pos is not None:
            self.hover = self.point_at(pos)
        if (
            event.type == pygame.MOUSEBUTTONUP
            and getattr(event, "button", 0) == 1
            and pos is not None
            and self.widgets.captured is None
        ):
            point = self.point_at(pos)
            if point is not None:
                open_replay(self.host, point.record)
                return
        if self.widgets.handle(event, pos):
            return
        if pressed(event, Action.BACK):
            self.close()

    # -- drawing --

    def draw(self, canvas: Canvas) -> None:
        canvas.background()
        canvas.text(
            self.t("stats.title"),
            (960, 36),
            theme.SIZE_HEADING * 1.3,
            theme.CREAM,
            theme.TITLE,
            "midtop",
            shadow=theme.SHADOW,
        )
        if not self.keys:
            box = pygame.FRect(360, 330, 1200, 300)
            canvas.panel(box)
            lines = canvas.wrap(self.t("stats.empty"), theme.SIZE_LARGE, theme.BOLD, box.w - 120)
            for i, line in enumerate(lines[:4]):
                canvas.text(
                    line,
                    (box.centerx, box.centery - (len(lines) - 1) * 22 + i * 44),
                    theme.SIZE_LARGE,
                    theme.INK_SOFT,
                    theme.BOLD,
                    "center",
                )
            self.widgets.draw(canvas)
            return
        canvas.panel(TABLE)
        canvas.panel(CHART)
        self._table(canvas)
        self._chart(canvas)
        self.widgets.draw(canvas)

    def _table(self, canvas: Canvas) -> None:
        group = self.group()
        if group is None:
            return
        x = TABLE.x + 40
        canvas.text(
            self.tn("stats.games", group.games),
            (x, TABLE.y + 28),
            theme.SIZE_LARGE,
            theme.NAVY,
            theme.TITLE,
        )
        cols = [
            ("stats.col_played", 410),
            ("stats.col_won", 525),
            ("stats.col_rate", 640),
            ("stats.col_best", 745),
            ("stats.col_average", 850),
        ]
        y = TABLE.y + 92
        canvas.text(self.t("stats.col_name"), (x, y), 20, theme.INK_SOFT, theme.BOLD)
        for key, cx in cols:
            canvas.text(
                self.t(key),
                (TABLE.x + cx, y),
                20,
                theme.INK_SOFT,
                theme.BOLD,
                "topright",
                max_width=104,
            )
        y += 34
        canvas.line((TABLE.x + 30, y), (TABLE.right - 30, y), (214, 192, 150), 2)
        people = self.people()
        shown = people[:MAX_PEOPLE]
        for i, (name, person) in enumerate(shown):
            cy = y + 8 + i * ROW + ROW / 2
            paint_seat_mark(canvas, (x + 9, cy), 9, i)
            canvas.text(name, (x + 28, cy), 24, theme.INK, theme.BOLD, "midleft", max_width=290)
            values = [
                str(person.played),
                str(person.won),
                self.t("stats.percent", n=round(person.win_rate * 100)),
                "–" if person.best is None else str(person.best),
                self.t("stats.average", value=round(person.average, 1)),
            ]
            for (_, cx), value in zip(cols, values, strict=True):
                canvas.text(value, (TABLE.x + cx, cy), 24, theme.INK, theme.BODY, "midright")
        if len(people) > len(shown):
            more = self.t("stats.more", n=len(people) - len(shown))
            canvas.text(more, (x, y + 8 + len(shown) * ROW + 4), 19, theme.INK_SOFT, theme.BODY)
        self._levels(canvas, shown, y + 8 + max(len(shown), 1) * ROW + 40)

    def _levels(self, canvas: Canvas, people: list[tuple[str, PersonStats]], y: float) -> None:
        levels = self.levels()
        if not levels:
            return
        x = TABLE.x + 40
        canvas.text(self.t("stats.vs_computer"), (x, y), 24, theme.NAVY, theme.BOLD)
        y += 40
        width = (TABLE.right - 40 - (TABLE.x + 400)) / max(1, len(levels))
        for j, level in enumerate(levels[:4]):
            cx = TABLE.x + 400 + (j + 1) * width
            canvas.text(
                level_label(self, level),
                (cx, y),
                20,
                theme.INK_SOFT,
                theme.BOLD,
                "topright",
                max_width=width - 10,
            )
        y += 32
        for i, (name, person) in enumerate(people):
            cy = y + i * 38 + 19
            if cy > TABLE.bottom - 20:
                break
            paint_seat_mark(canvas, (x + 9, cy), 9, i)
            canvas.text(name, (x + 28, cy), 22, theme.INK, theme.BODY, "midleft", max_width=330)
            for j, level in enumerate(levels[:4]):
                tally = person.vs_level.get(level)
                text = "–"
                if tally is not None and tally.games:
                    text = self.t(
                        "stats.vs_level",
                        wins=tally.wins,
                        games=tally.games,
                        rate=self.t("stats.percent", n=round(tally.win_rate * 100)),
                    )
                cx = TABLE.x + 400 + (j + 1) * width
                canvas.text(text, (cx, cy), 22, theme.INK, theme.BODY, "midright")

    def _chart(self, canvas: Canvas) -> None:
        canvas.text(
            self.t("stats.chart"),
            (CHART.x + 40, CHART.y + 28),
            theme.SIZE_LARGE,
            theme.NAVY,
            theme.TITLE,
        )
        top = self.chart_top()
        step = self.grid_step(top - 1)
        for v in range(0, top + 1, step):
            y = PLOT.bottom - v / top * PLOT.h
            canvas.line((PLOT.x, y), (PLOT.right, y), (226, 210, 176), 1)
            canvas.text(str(v), (PLOT.x - 12, y), 18, theme.INK_SOFT, theme.BODY, "midright")
        canvas.line((PLOT.x, PLOT.bottom), (PLOT.right, PLOT.bottom), theme.INK_SOFT, 2)
        points = self.points()
        if not points:
            return
        by_person: dict[int, list[Point]] = {}
        for p in points:
            by_person.setdefault(p.person, []).append(p)
        for person, pts in by_person.items():
            colour = theme.seat_colour(person)
            pts.sort(key=lambda p: p.x)
            for a, b in zip(pts, pts[1:], strict=False):
                canvas.line((a.x, a.y), (b.x, b.y), colour, 3)
            for p in pts:
                r = 9 if p is self.hover else 7
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
        self._legend(canvas)
        if self.hover is not None:
            self._tooltip(canvas, self.hover)

    def _legend(self, canvas: Canvas) -> None:
        x = CHART.x + 50
        y = CHART.bottom - 112
        for i, (name, _) in enumerate(self.people()[:MAX_PEOPLE]):
            col, row = i % 3, i // 3
            px = x + col * 240
            py = y + row * 34
            paint_seat_mark(canvas, (px + 8, py + 12), 8, i)
            canvas.text(name, (px + 24, py), 21, theme.INK, theme.BODY, max_width=200)
        # What the ring around a point means, then how to open a game.
        won = canvas.text(
            self.t("stats.legend_won"),
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
            self.t("stats.chart_hint"),
            (CHART.x + 50, CHART.bottom - 30),
            18,
            theme.INK_SOFT,
            theme.BODY,
            "bottomleft",
            max_width=won.x - 50 - CHART.x - 50,
        )

    def _tooltip(self, canvas: Canvas, p: Point) -> None:
        key = "stats.point_won" if p.won else "stats.point"
        text = self.t(key, name=p.name, date=local_time(p.date), points=p.score)
        w, h = canvas.measure(text, 20, theme.BOLD)
        box = pygame.FRect(0, 0, w + 28, h + 16)
        box.midbottom = (p.x, p.y - 16)
        box.clamp_ip(CHART.inflate(-10, -10))
        canvas.fill(box, (40, 34, 44), alpha=235, radius=10)
        canvas.outline(box, theme.GOLD, width=2, radius=10)
        canvas.text(text, box.center, 20, theme.CREAM, theme.BOLD, "center")
