"""The title screen and main menu."""

from __future__ import annotations

import math
from functools import partial

import pygame

from azul.domain.controls import Action
from azul.domain.lessons import LESSONS
from azul.domain.lessons.script import FIRST_GAMES

from .. import router, theme
from ..actions import pressed
from ..canvas import Canvas
from ..persistence import continue_game, save_settings, show_notices
from ..scene import Scene, SceneHost
from ..widgets import Button, WidgetGroup
from .overlay import ConfirmScene

# The coloured-wall pattern drawn as a decorative band (colour index per cell).
_BAND_ROWS = 3
_TILES = ("base_blue", "base_yellow", "base_red", "base_black", "base_white")
MENU_TOP = 496  # the menu panel's top at the normal controls size
GROWN_MENU_TOP = 470  # larger controls: the panel moves up against the subtitle
MENU_BOTTOM = 1060  # a grown menu's panel ends above this
MENU_PAD = 40  # the panel's edge to its first and last button
LABEL_LINE = 1.2  # a label's line box in units of its font size (Lato)
FACE_SHARE = 53 / 64  # the share of a glazed button's height its face takes (widgets.py)
COLUMN_GAP = 40  # between the two columns of a menu too long for one


class TitleScene(Scene):
    """Title, tile band and the main menu (new game, settings, quit)."""

    def __init__(self, host: SceneHost) -> None:
        super().__init__(host)
        self.widgets = WidgetGroup(on_activate=lambda: self.services.audio.play("click"))
        self._build()

    def _build(self) -> None:
        self.widgets.clear()
        # Room is left for Continue, Rules and Statistics: entries are added here when they
        # exist, and the panel below grows (buttons get slimmer) to hold them.
        entries = [
            ("menu.new_game", self._new_game),
            ("lesson.menu", self._learn),
            ("menu.rules", self._rules),
            ("menu.settings", self._settings),
            ("menu.quit", self.host.quit),
        ]
        persistence = self.services.persistence
        if persistence is not None:
            entries[1:1] = [("menu.load", self._load), ("menu.statistics", self._statistics)]
            entries.insert(4, ("menu.practice", self._practice))
            if persistence.has_autosave():
                entries.insert(0, ("menu.continue", self._continue))
        n = len(entries)
        h: float
        gap: float
        h, gap = (84, 22) if n <= 4 else (66, 14) if n <= 6 else (56, 11) if n <= 7 else (50, 9)
        grow = self.ui()
        h, gap = h * grow, gap * grow
        # Grown buttons: the menu starts higher (under the subtitle) and, when it still would
        # not fit above the window's bottom, its buttons get slimmer.
        top = MENU_TOP if grow == 1 else GROWN_MENU_TOP
        room = MENU_BOTTOM - top - 2 * MENU_PAD
        # The slimmest button whose face still holds its label at this text size.
        least = LABEL_LINE * theme.SIZE_LARGE * grow / FACE_SHARE
        rows = n
        if n * h + (n - 1) * gap > room and h * room / (n * h + (n - 1) * gap) < least:
            rows = math.ceil(n / 2)  # too slim in one column: two columns, top to bottom
        if rows * h + (rows - 1) * gap > room:
            shrink = room / (rows * h + (rows - 1) * gap)
            h, gap = h * shrink, gap * shrink
        w = 440 * grow
        columns = math.ceil(n / rows)
        span = columns * w + (columns - 1) * COLUMN_GAP
        panel = self.panel_rect(rows, h, gap, span + 100, top)
        for i, (key, action) in enumerate(entries):
            column, row = divmod(i, rows)
            x = 960 - span / 2 + column * (w + COLUMN_GAP)
            rect = pygame.FRect(x, panel.y + MENU_PAD + row * (h + gap), w, h)
            self.widgets.add(Button(rect, partial(self.t, key), action))
        self.panel = panel

    @staticmethod
    def panel_rect(
        n: int, h: float, gap: float, width: float = 540, top: float = 496
    ) -> pygame.FRect:
        """The menu panel for n buttons."""
        panel = pygame.FRect(0, 0, width, n * h + (n - 1) * gap + 2 * MENU_PAD)
        panel.midtop = (960, top)
        return panel

    def _new_game(self) -> None:
        persistence = self.services.persistence
        if persistence is None or not persistence.has_autosave():
            self.host.stack.push(self.make_scene(router.SETUP))
            return
        # Starting a game replaces the one Continue would bring back: ask first.
        self.host.stack.push(
            ConfirmScene(
                self.host,
                lambda: self.t("title.replace_title"),
                lambda: self.t("title.replace_message"),
                lambda: self.t("menu.new_game"),
                lambda: self.host.stack.push(self.make_scene(router.SETUP)),
            )
        )

    def _practice(self) -> None:
        self.host.stack.push(self.make_scene(router.PRACTICE_MENU))

    def _learn(self) -> None:
        self.host.stack.push(self.make_scene(router.LESSONS))

    def _offer_lesson(self) -> None:
        """At the first start, offer the lessons once (remembered in the settings)."""
        settings = self.services.settings
        if settings.lesson_offered or settings.lessons_done:
            return
        settings.lesson_offered = True
        save_settings(self.host)
        self.host.stack.push(
            ConfirmScene(
                self.host,
                lambda: self.t("lesson.offer_title"),
                lambda: self.t("lesson.offer_message"),
                lambda: self.t("lesson.offer_yes"),
                self._first_lesson,
            )
        )

    def _first_lesson(self) -> None:
        """The offer's "Start the lesson": the first guided game itself, not the list."""
        first = next((lesson for lesson in LESSONS.values() if lesson.group == FIRST_GAMES), None)
        if first is None:  # no guided game registered: the list says what there is
            self._learn()
            return
        self.host.stack.push(self.make_scene(router.LESSON, lesson=first.id, step=0))

    def _ask_quit(self) -> None:
        """Esc (or a controller's B) on the title asks before the window closes."""
        self.host.stack.push(
            ConfirmScene(
                self.host,
                lambda: self.t("title.quit_title"),
                lambda: self.t("title.quit_message"),
                lambda: self.t("menu.quit"),
                self.host.quit,
            )
        )

    def _continue(self) -> None:
        continue_game(self.host)

    def _load(self) -> None:
        self.host.stack.push(self.make_scene(router.LOAD))

    def _statistics(self) -> None:
        self.host.stack.push(self.make_scene(router.STATS))

    def _rules(self) -> None:
        self.host.stack.push(self.make_scene(router.RULES, picker=True))

    def _settings(self) -> None:
        self.host.stack.push(self.make_scene(router.SETTINGS))

    def enter(self) -> None:
        show_notices(self.host)
        if self.host.stack.top is self:  # a notice about a damaged file comes first
            self._offer_lesson()

    def resume(self) -> None:
        self._build()

    def handle(self, event: pygame.event.Event) -> None:
        pos = self.design_pos(event) if hasattr(event, "pos") else None
        if self.widgets.handle(event, pos):
            return
        if pressed(event, Action.BACK):
            self._ask_quit()

    def pad_legend(self) -> list[tuple[tuple[str, ...], str]]:
        """A selects; B (Escape) leaves the game from here."""
        return [
            (self.pad_buttons(Action.CONFIRM), self.t("pads.select")),
            (self.pad_buttons(Action.BACK), self.t("pads.quit")),
        ]

    def draw(self, canvas: Canvas) -> None:
        canvas.background()
        self._draw_band(canvas, 24)
        bottom_band = 1080 - 24 - _BAND_ROWS * 58
        if self.panel.bottom + 8 <= bottom_band:  # a longer menu takes the band's place
            self._draw_band(canvas, bottom_band)
        title = self.t("app.title")
        with canvas.fixed_text():  # the big title is the picture on the box: it is large enough
            canvas.text(
                title,
                (960, 318),
                size=theme.SIZE_TITLE * 1.5,
                colour=theme.CREAM,
                font=theme.TITLE,
                anchor="center",
                shadow=(30, 16, 8),
            )
        canvas.text(
            self.t("title.subtitle"),
            (960, 440),
            size=theme.SIZE_LARGE,
            colour=theme.GOLD,
            font=theme.BOLD,
            anchor="center",
            shadow=(30, 16, 8),
        )
        panel = self.panel
        canvas.fill(panel.move(0, 8), theme.SHADOW, alpha=70, radius=26)
        canvas.panel(panel)
        self.widgets.draw(canvas)

    def _draw_band(self, canvas: Canvas, y: float) -> None:
        size = 52
        pitch = 58
        cols = math.ceil(1920 / pitch) + 1
        x0 = (1920 - cols * pitch) / 2
        for r in range(_BAND_ROWS):
            for c in range(cols):
                colour = (c - r) % 5
                cx = x0 + c * pitch + pitch / 2
                cy = y + r * pitch + pitch / 2
                # Fade the band towards the middle so the title stays the focus.
                dist = abs(cx - 960) / 960
                alpha = int(60 + 195 * min(1.0, dist**1.5 * 1.6))
                canvas.image_sized(f"tiles/{_TILES[colour]}.png", (cx, cy), size, size, alpha)
