"""Settings, on four tabs: Game (language, the defaults of a new game), Display (fullscreen,
text size, animation speed, colours, colour-blind symbols), Sound (volume, music, mute) and
Accessibility (narration, speaking rate, keys and controller). The rows, their layout and
painter are in ui/settings_view/; the scene places the rows on the tab shown."""

from __future__ import annotations

from functools import partial

import pygame

from azul.domain.controls import Action

from .. import router
from ..actions import action_of
from ..canvas import Canvas
from ..persistence import save_settings
from ..prompts import CORNER_LEGEND_TOP
from ..scene import SceneHost
from ..settings_view.layout import (
    BACK_H,
    BACK_W,
    FOOT_PAD,
    LEGEND_INSET,
    ROW_INSET,
    ROW_PAD,
    TAB_H,
    TITLE_ROOM,
    TOGGLE_LABEL_W,
    TOGGLE_W,
    SettingsLayout,
)
from ..settings_view.paint import paint_rows
from ..settings_view.rows import SettingsRows
from ..settings_view.tabs import LAST_TAB, TAB_NAMES, TAB_STEPS, TABS
from ..widgets import Button, Segmented, Toggle, Widget
from .overlay import DialogScene, panel_with_title


class SettingsScene(DialogScene):
    """Changes apply at once; Back (or Esc) returns to where the player came from."""

    def __init__(self, host: SceneHost) -> None:
        super().__init__(host)
        self.rows: list[tuple[str, Widget]] = []  # every tab's rows
        remembered = self.services.remembered.get(LAST_TAB, TAB_NAMES[0])
        self.tab = remembered if remembered in TAB_NAMES else TAB_NAMES[0]
        self.tabs = Segmented(pygame.FRect(), TAB_NAMES, self._tab_name, self.tab, self._show_tab)
        self.row_set = SettingsRows(host, self._build, self._controls)  # widgets and changes
        self.back_rect = pygame.FRect()  # the Back button's, set by _build
        self._build()

    def _tab_name(self, tab: str) -> str:
        return self.t(f"settings.tab.{tab}")

    def shown_rows(self) -> list[tuple[str, Widget]]:
        """The rows of the tab shown, in order."""
        keys = dict(TABS)[self.tab]
        built = dict(self.rows)
        return [(key, built[key]) for key in keys if key in built]

    def tab_of(self, key: str) -> str:
        """The tab that holds a row."""
        return next(name for name, keys in TABS if key in keys)

    def _most_rows(self) -> int:
        """The row count of the fullest tab: every tab has the panel of the same size."""
        built = dict(self.rows)
        return max(1, *(sum(key in built for key in keys) for _, keys in TABS))

    def layout(self) -> SettingsLayout:
        """The screen's geometry at the text size, for the fullest tab's rows."""
        return SettingsLayout(self.ui(), self._most_rows())

    def row_h(self) -> float:
        """Height of one settings row: grown with the controls size, closer together when the
        rows would otherwise leave the window."""
        return self.layout().row_h()

    def _panel(self) -> pygame.FRect:
        return self.layout().panel()

    def _build(self) -> None:
        focus, shown = self.widgets.focus, self.widgets.show_focus
        self.widgets.clear()
        grow = self.ui()
        self.rows = self.row_set.make(grow)
        panel = self._panel()
        rh = self.row_h()
        self.tabs.rect = pygame.FRect(
            panel.x + ROW_INSET,
            panel.y + TITLE_ROOM * grow,
            panel.w - 2 * ROW_INSET,
            TAB_H * grow,
        )
        self.tabs.value = self.tab
        self.tabs.spoken_text = self._tab_position
        self.widgets.add(self.tabs)
        for key, w in self.rows:
            w.spoken_name = partial(self.t, key)  # narration names the row before its value
            w.rect.h = min(w.rect.h, rh - ROW_PAD * grow)
        for i, (_, w) in enumerate(self.shown_rows()):
            y = self.row_y(panel, i)
            w.rect.midright = (panel.right - ROW_INSET, y)
            if isinstance(w, Toggle):
                w.rect.w = TOGGLE_W * grow
                w.rect.midright = (panel.right - ROW_INSET - TOGGLE_LABEL_W * grow, y)
            self.widgets.add(w)
        back = pygame.FRect(0, 0, BACK_W * grow, BACK_H * grow)
        back.midbottom = (panel.centerx, panel.bottom - FOOT_PAD)
        self.back_rect = back
        self.widgets.add(Button(back, lambda: self.t("dialog.back"), self.close))
        self.widgets.focus, self.widgets.show_focus = focus, shown  # rebuilt: the focus stays

    def _tab_position(self) -> str:
        """What narration says of the tab bar: which tab of how many ("Tab 2 of 4")."""
        return self.t("settings.tab_position", n=TAB_NAMES.index(self.tab) + 1, total=len(TABS))

    def _show_tab(self, tab: str) -> None:
        """Show another tab: the tab bar keeps the focus, a focused row hands it to the new
        tab's first row; narration says the tab's name (the status) and then the focus."""
        on_rows = self.widgets.focused() not in (None, self.tabs)
        self.tab = tab
        self.services.remembered[LAST_TAB] = tab
        self._build()
        rows = self.shown_rows()
        if on_rows:
            self.widgets.focus = self.widgets.widgets.index(rows[0][1]) if rows else None
        self.refocused = True
        self.host.invalidate()

    def step_tab(self, delta: int) -> None:
        """The previous (-1) or next (+1) tab, round the ends."""
        i = TAB_NAMES.index(self.tab)
        self._show_tab(TAB_NAMES[(i + delta) % len(TAB_NAMES)])

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and not self.refused(event):
            action = action_of(event)
            delta = TAB_STEPS.get(action) if action is not None else None
            if delta is not None:
                self.step_tab(delta)
                return
        super().handle(event)

    def row_y(self, panel: pygame.FRect, i: int) -> float:
        """The middle of row i."""
        return self.layout().row_y(panel, i)

    def _controls(self) -> None:
        self.host.stack.push(self.make_scene(router.CONTROLS))

    def spoken_title(self) -> str | None:
        """The screen's title."""
        return self.t("settings.title")

    def pad_legend(self) -> list[tuple[tuple[str, ...], str]]:
        """A selects, B goes back, the shoulders change the tab."""
        return [
            *super().pad_legend(),
            (self.pad_buttons(Action.PREV_AREA, Action.NEXT_AREA), self.t("pads.switch_tab")),
        ]

    def pad_legend_box(self) -> pygame.FRect | None:
        """The window's bottom left while the panel ends above the legend there; at a text
        size that makes the panel reach down to it, inside the panel left of the Back button
        (the strip lay over the panel's bottom border)."""
        panel, back = self._panel(), self.back_rect
        if panel.bottom <= CORNER_LEGEND_TOP:
            return None
        left = panel.x + LEGEND_INSET
        return pygame.FRect(left, back.y, back.x - LEGEND_INSET - left, back.h)

    def spoken_status(self) -> str | None:
        """The tab shown, by name."""
        return self._tab_name(self.tab)

    def resume(self) -> None:
        self._build()

    def on_resize(self) -> None:
        # Fullscreen may have been switched with F11 while this screen is open.
        for key, w in self.rows:
            if key == "settings.fullscreen" and isinstance(w, Toggle):
                w.value = self.services.settings.fullscreen

    def widget_used(self) -> None:
        save_settings(self.host)  # every change is kept at once (written only if changed)

    def draw(self, canvas: Canvas) -> None:
        below = self.host.stack.scenes
        dim = 150 if len(below) > 1 else 0
        if dim == 0:
            canvas.background()
        lay = self.layout()
        panel = lay.panel()
        panel_with_title(canvas, panel, self.t("settings.title"), dim=dim)
        paint_rows(canvas, lay, panel, self.shown_rows(), self.t)
        self.widgets.draw(canvas)
