"""The replay of a Summer Pavilion game: the pavilion table drawn by its own painters, and the
replay controls in a bar along the bottom of the window with the move list as a panel that
opens above it.

The pavilion table has no move-log box, so the replay gives it a slightly different layout:
slimmer margins at the top and bottom, a status bar with only the rule set and the round (the
buttons and what the step shows move into the replay bar), and the bar under everything.
A board alone in its column has the live table's tall form and size; factory tiles and
supply tiles keep the sizes that stay readable at 1280×720.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from azul.domain.controls import Action
from azul.storage import FinishedGame

from ... import theme
from ...actions import action_of
from ...canvas import Canvas
from ...scene import SceneHost
from ...scenes.replay import ReplayScene
from ...scenes.replay_controls import REVIEW_W, IconButton, StepSlider
from ...scenes.replay_moves import MoveList
from ...table.hud import hud_line, line_growth
from ...viewport import DESIGN_H, DESIGN_W
from ...widgets import Button, Widget
from .board_geometry import StarBoardGeometry
from .layout import BOARD_H_TALL, BOARD_W, MARGIN, MIDDLE_W, PavilionLayout
from .paint import phase_name

FRect = pygame.FRect

EDGE = 8.0  # margin above the table and below the bar
BAR_H = 68.0
BAR_GAP = 8.0  # between the table and the bar
ROW_GAP = 10.0  # between two boards in a column
HUD_H = 72.0
ICON = 52.0
BACK_W = 130.0
EXPORT_W = 150.0
TOGGLE_W = 172.0
LABEL_SMALLEST = 16.0  # the move list toggle's label at its smallest
HEADLINE_W = 420.0
LIST_W = 640.0
LIST_H = 360.0


class ReplayPavilionLayout(PavilionLayout):
    """The pavilion table's layout with room for the replay bar at the bottom."""

    def __init__(self, players: int, factories: int) -> None:
        super().__init__(players, factories)
        top = EDGE
        bottom = self.bar_rect().y - BAR_GAP
        left_x = MARGIN
        right_x = DESIGN_W - MARGIN - BOARD_W
        # As on the live table, a board alone in its column (both with two players, the right
        # one with three) is tall, with its hand under a bigger hexagon; a column of two boards
        # shares the height above the bar.
        short = (bottom - top - ROW_GAP) / 2
        tall_y = (top + bottom - BOARD_H_TALL) / 2
        low = bottom - short
        if players == 2:
            spots = [(left_x, tall_y, True), (right_x, tall_y, True)]
        elif players == 3:
            spots = [(left_x, top, False), (right_x, tall_y, True), (left_x, low, False)]
        else:
            spots = [
                (left_x, top, False),
                (right_x, top, False),
                (right_x, low, False),
                (left_x, low, False),
            ]
        self.boards = [
            StarBoardGeometry(
                FRect(x, y, BOARD_W, BOARD_H_TALL if tall else short),
                hand_left=x > DESIGN_W / 2,
                hand_below=tall,
            )
            for x, y, tall in spots[:players]
        ]
        self.middle = FRect(left_x + BOARD_W + MARGIN, top, MIDDLE_W, bottom - top)
        self.place_pavilion_ring()

    def hud_rect(self) -> FRect:
        """The status bar: the rule set and the round (the rest is in the replay bar)."""
        m = self.middle
        return FRect(m.x, m.y, m.w, HUD_H)

    @staticmethod
    def bar_rect() -> FRect:
        """The replay bar along the bottom of the window."""
        return FRect(MARGIN, DESIGN_H - EDGE - BAR_H, DESIGN_W - 2 * MARGIN, BAR_H)

    def list_rect(self) -> FRect:
        """The move list panel, opened above the bar in the middle column: it covers the
        central board for a while, never a player's board."""
        bar = self.bar_rect()
        m = self.middle
        w = min(LIST_W, m.w)
        return FRect(m.centerx - w / 2, bar.y - BAR_GAP - LIST_H, w, LIST_H)


class ListToggle(Widget):
    """Opens and closes the move list: a cream button with a list symbol, lit while open."""

    def __init__(
        self,
        rect: FRect,
        label: Callable[[], str],
        is_open: Callable[[], bool],
        action: Callable[[], None],
    ) -> None:
        super().__init__(rect)
        self.label = label
        self.is_open = is_open
        self.action = action

    def activate(self) -> bool:
        self.action()
        return True

    def spoken_value(self, t: Callable[..., str]) -> str:
        """Narration: the button's words, and whether the list is open."""
        state = t("settings.on") if self.is_open() else t("settings.off")
        return f"{self.label()}: {state}"

    def draw(self, canvas: Canvas, focused: bool) -> None:
        r = self.rect
        canvas.panel(r, corner=min(0.9, r.h / 80))
        if self.is_open():
            canvas.fill(r.inflate(-10, -10), theme.GOLD, alpha=130, radius=10)
        elif self.hover:
            canvas.fill(r.inflate(-10, -10), theme.GOLD, alpha=60, radius=10)
        # The symbol: three lines with bullets, like a written list.
        x, cy = r.x + 22, r.centery
        for k in (-1, 0, 1):
            y = cy + k * 9
            canvas.circle((x, y), 2.6, theme.NAVY)
            canvas.fill(FRect(x + 7, y - 1.5, 20, 3), theme.NAVY, radius=1.5)
        canvas.text(
            self.label(),
            (x + 40, cy),
            22,
            theme.NAVY,
            theme.BOLD,
            "midleft",
            max_width=r.right - 14 - (x + 40),
            shrink=LABEL_SMALLEST,  # at 150 % "Lépések" is set smaller, not cut to "Lépé…"
        )
        if focused:
            canvas.outline(r.inflate(8, 8), theme.FOCUS, width=3, radius=12)


class PavilionReplayScene(ReplayScene):
    """A finished Summer Pavilion game on a table that only shows, with the replay bar."""

    def __init__(self, host: SceneHost, game: FinishedGame) -> None:
        self.list_open = False
        super().__init__(host, game)

    @property
    def layout(self) -> ReplayPavilionLayout:
        """Where everything sits (the kit lays a replayed table out with the replay bar)."""
        layout = self.board.layout
        assert isinstance(layout, ReplayPavilionLayout)
        return layout

    # -- widgets --

    def _build(self) -> None:
        lay = self.layout
        self.widgets.clear()
        bar = lay.bar_rect()
        y = bar.centery - ICON / 2
        back = FRect(bar.x + 12, y, BACK_W, ICON)
        self.widgets.add(Button(back, lambda: self.t("dialog.back"), self.close, size=22))
        x = back.right + 20
        icons: list[tuple[Callable[[], str], Callable[[], None]]] = [
            (lambda: "first", lambda: self.go(0)),
            (lambda: "prev", lambda: self.go(self.step - 1, animate=False)),
            (lambda: "next", lambda: self.go(self.step + 1, animate=True)),
            (lambda: "last", lambda: self.go(self.last)),
            (lambda: "pause" if self.playing else "play", self.toggle_play),
        ]
        for icon, action in icons:
            self.widgets.add(IconButton(FRect(x, y, ICON, ICON), icon, action))
            x += ICON + 8
        self.headline_rect = FRect(x + 8, bar.y, HEADLINE_W, bar.h)
        export = FRect(bar.right - 12 - EXPORT_W, y, EXPORT_W, ICON)
        toggle = FRect(export.x - 12 - TOGGLE_W, y, TOGGLE_W, ICON)
        left = self.headline_rect.right + 16
        slider = FRect(left, bar.centery - 20, toggle.x - 36 - REVIEW_W - left, 40)
        self.widgets.add(
            StepSlider(slider, self.last, self.round_starts, lambda: self.step, self.go)
        )
        self.widgets.add(
            ListToggle(
                toggle, lambda: self.t("table.moves"), lambda: self.list_open, self.toggle_list
            )
        )
        self.widgets.add(Button(export, lambda: self.t("load.export"), self._export, size=22))
        self.move_list = MoveList(lay.list_rect().inflate(-28, -28), self)
        self.move_list.visible = self.list_open
        self.widgets.add(self.move_list)

    def review_rect(self) -> FRect:
        """The Review button: in the bar, before the move list's toggle."""
        bar = self.layout.bar_rect()
        toggle_x = bar.right - 24 - EXPORT_W - TOGGLE_W
        return FRect(toggle_x - 12 - REVIEW_W, bar.centery - ICON / 2, REVIEW_W, ICON)

    def toggle_list(self) -> None:
        """Open or close the move list."""
        self.list_open = not self.list_open
        self.move_list.visible = self.list_open
        self.host.invalidate()

    # -- input --

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            key = getattr(event, "key", 0)
            if action_of(event) == Action.BACK and self.list_open:
                self.toggle_list()
                return
            if key == pygame.K_m:
                self.toggle_list()
                return
        super().handle(event)

    # -- drawing --

    def draw(self, canvas: Canvas) -> None:
        self.board.kit.paint_read_only(self.frame(), canvas)
        self._status(canvas)
        bar = self.layout.bar_rect()
        canvas.fill(bar.move(0, 4), theme.SHADOW, alpha=80, radius=16)
        canvas.panel(bar, corner=0.6)
        if self.list_open:
            box = self.layout.list_rect()
            canvas.fill(box.move(0, 6), theme.SHADOW, alpha=90, radius=18)
            canvas.panel(box, corner=0.7)
        self.widgets.draw(canvas)
        h = self.headline_rect
        canvas.text(
            self.headline(),
            (h.x, h.centery),
            22,
            theme.NAVY,
            theme.BOLD,
            "midleft",
            max_width=h.w,
            shrink=16,
        )
        self.paint_move_tip(canvas)

    def _status(self, canvas: Canvas) -> None:
        """The rule set's name, then the round and phase of the step shown."""
        hud = self.layout.hud_rect()
        state = self.board.state
        x, w = hud.centerx, hud.w - 10
        title = self.t(state.ruleset.name_key)
        hud_line(canvas, title, (x, hud.y + 6), 27, theme.GOLD, theme.BOLD, w, 19)
        line = self.t("replay.title_phase", n=self.board.view.round, phase=phase_name(self, state))
        y = hud.y + 42 + line_growth(canvas, 27, theme.BOLD)  # under a title grown (Settings)
        hud_line(canvas, line, (x, y), 21, theme.CREAM, theme.BODY, w, 16)
