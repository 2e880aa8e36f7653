"""Statistics per rule set and player count: games and wins by name, best and average score,
win rate against each computer level, and a chart of scores over time (points open a replay).
The groups, the table of numbers and the chart are in ui/stats_view/."""

from __future__ import annotations

import pygame

from azul.domain.controls import Action
from azul.storage import GroupStats, PersonStats, Problem, StatsFile

from .. import router, theme
from ..actions import pressed
from ..canvas import Canvas
from ..narration import joined
from ..persistence import open_replay, show_problems
from ..scene import Scene, SceneHost
from ..stats_view.chart import CHART, Point, chart_points, chart_top, paint_chart
from ..stats_view.groups import group_order, latest, levels_of, people_of
from ..stats_view.numbers import TABLE, paint_numbers
from ..widgets import Button, Selector, WidgetGroup
from .game_labels import ruleset_label
from .load import RECORDS


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
        return people_of(self.group())

    def levels(self) -> list[str]:
        """Computer levels played against in the group."""
        return levels_of(self.people())

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
        return chart_points(self.people())

    def chart_top(self) -> int:
        """The score at the top of the chart (a round number above the best score)."""
        return chart_top(self.people())

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
        if not people:
            people = [self.t("stats.no_people")]
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
        text, people = self.services.text, self.people()
        group = self.group()
        if group is not None:
            paint_numbers(canvas, text, group, people, self.levels())
        paint_chart(canvas, text, people, self.points(), self.chart_top(), self.hover)
        self.widgets.draw(canvas)
