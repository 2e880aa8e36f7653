"""Settings, on four tabs: Game (language, the defaults of a new game), Display (fullscreen,
text size, animation speed, colours, colour-blind symbols), Sound (volume, music, mute) and
Accessibility (narration, speaking rate, keys and controller)."""

from __future__ import annotations

from functools import partial

import pygame

from azul.domain.controls import Action
from azul.domain.levels import offered_levels, playable
from azul.domain.settings import (
    ANIMATION_SPEEDS,
    HARD_SECONDS,
    PALETTES,
    SPEECH_RATES,
    UI_SIZES,
)
from azul.i18n import LANGUAGES

from .. import router, theme
from ..actions import action_of
from ..assets import LRU
from ..canvas import Canvas
from ..narration import rate_word, sync_voice
from ..persistence import save_settings
from ..prompts import CORNER_LEGEND_TOP
from ..scene import SceneHost
from ..viewport import DESIGN_H, DESIGN_W
from ..widgets import Button, Segmented, Selector, Slider, Toggle, Widget
from .overlay import DialogScene, centred_panel, panel_with_title
from .table import level_label

ROW_H = 76
PLAYER_COUNTS = (2, 3, 4)
PANEL_W = 1100
TITLE_ROOM = 120  # the panel's top to the tab bar (the title), grown with the text size
TAB_H = 60  # the tab bar's height, grown with the text size
TAB_GAP = 24  # the tab bar to the first row, grown with the text size
ROW_PAD = 14  # a row's control keeps this much of the row's height free
FOOT_PAD = 40  # the Back button's bottom to the panel's
FOOT_GAP = 24  # the last row to the Back button
SCREEN_PAD = 20  # the panel's edge to the window's
LEGEND_INSET = 24  # the controller legend's box: from the panel's left edge and the Back button
BACK_W, BACK_H = 300, 76
CONTROL_W, CONTROL_H = 420, 64
TOGGLE_W, TOGGLE_H = 120, 52
TOGGLE_LABEL_W = 150  # right of a switch: its On/Off word
ROW_INSET = 70  # the panel's side edges to a row's label and control
LABEL_INSET = 10  # a row's label starts this much inside the row
LABEL_GAP = 40  # between a row's label and its control
SLIDER_VALUE_W = 110  # left of a slider: its percentage (grown with the text size)
VALUE_GAP = 24  # a slider's percentage and a switch's word keep this far from the control
RULE_COLOUR = (226, 210, 176)  # the thin lines between rows

# The tabs and their rows, in order (a row the game does not offer is left out).
TABS: tuple[tuple[str, tuple[str, ...]], ...] = (
    (
        "game",
        (
            "settings.language",
            "settings.default_players",
            "settings.default_level",
            "settings.hard_seconds",
        ),
    ),
    (
        "display",
        (
            "settings.fullscreen",
            "ui_size.label",
            "settings.animation_speed",
            "settings.colours",
            "settings.symbols",
        ),
    ),
    ("sound", ("settings.volume", "settings.music", "settings.mute")),
    ("access", ("settings.narration", "settings.speech_rate", "settings.controls")),
)
TAB_NAMES = tuple(name for name, _ in TABS)
LAST_TAB = "settings-tab"  # where Services.remembered keeps the tab last shown
TAB_STEPS = {Action.PREV_AREA: -1, Action.NEXT_AREA: 1}  # Page Up/Down, the shoulder buttons


class SettingsScene(DialogScene):
    """Changes apply at once; Back (or Esc) returns to where the player came from."""

    def __init__(self, host: SceneHost) -> None:
        super().__init__(host)
        self.rows: list[tuple[str, Widget]] = []  # every tab's rows
        remembered = self.services.remembered.get(LAST_TAB, TAB_NAMES[0])
        self.tab = remembered if remembered in TAB_NAMES else TAB_NAMES[0]
        self.tabs = Segmented(pygame.FRect(), TAB_NAMES, self._tab_name, self.tab, self._show_tab)
        self._layers: LRU | None = None  # the app's painted-layer cache, seen while drawing
        self.back_rect = pygame.FRect()  # the Back button's, set by _build
        self._build()

    def _languages(self) -> list[str]:
        folder = self.services.text.locale_dir
        return [lang for lang in LANGUAGES if (folder / f"{lang}.toml").is_file()]

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

    def _top(self) -> float:
        """The panel's top edge to its first row (the title and the tab bar)."""
        return (TITLE_ROOM + TAB_H + TAB_GAP) * self.ui()

    def _foot(self) -> float:
        """The panel's last row to its bottom edge (the Back button and its margins)."""
        return FOOT_GAP + BACK_H * self.ui() + FOOT_PAD

    def row_h(self) -> float:
        """Height of one settings row: grown with the controls size, closer together when the
        rows would otherwise leave the window."""
        room = DESIGN_H - 2 * SCREEN_PAD - self._top() - self._foot()
        return min(ROW_H * self.ui(), room / self._most_rows())

    def _panel(self) -> pygame.FRect:
        width = min(PANEL_W * self.ui(), DESIGN_W - 2 * SCREEN_PAD)
        return centred_panel(width, self._top() + self._most_rows() * self.row_h() + self._foot())

    def _build(self) -> None:
        s = self.services.settings
        focus, shown = self.widgets.focus, self.widgets.show_focus
        self.rows = []
        self.widgets.clear()
        grow = self.ui()
        control = pygame.FRect(0, 0, CONTROL_W * grow, CONTROL_H * grow)
        toggle = pygame.FRect(0, 0, CONTROL_W * grow, TOGGLE_H * grow)
        self.rows.append(
            (
                "settings.animation_speed",
                Selector(
                    control.copy(),
                    ANIMATION_SPEEDS,
                    lambda v: self.t(f"settings.speed.{v}"),
                    s.animation_speed,
                    self._set_speed,
                ),
            )
        )
        self.rows.append(("settings.volume", Slider(control.copy(), s.volume, self._set_volume)))
        self.rows.append(
            ("settings.music", Slider(control.copy(), s.music_volume, self._set_music))
        )
        self.rows.append(("settings.mute", Toggle(toggle.copy(), s.muted, self._set_mute)))
        self.rows.append(
            (
                "settings.fullscreen",
                Toggle(toggle.copy(), s.fullscreen, self._set_fullscreen),
            )
        )
        langs = self._languages()
        if len(langs) > 1:
            self.rows.append(
                (
                    "settings.language",
                    Selector(
                        control.copy(),
                        langs,
                        lambda v: self.t(f"language.{v}"),
                        s.language,
                        self._set_language,
                    ),
                )
            )
        self.rows.append(
            (
                "settings.symbols",
                Toggle(toggle.copy(), s.colour_blind_symbols, self._set_symbols),
            )
        )
        self.rows.append(
            (
                "settings.colours",
                Selector(
                    control.copy(),
                    PALETTES,
                    lambda v: self.t(f"settings.palette.{v}"),
                    s.palette if s.palette in PALETTES else PALETTES[0],
                    self._set_palette,
                ),
            )
        )
        players = s.default_players if s.default_players in PLAYER_COUNTS else 2
        self.rows.append(
            (
                "settings.default_players",
                Segmented(control.copy(), PLAYER_COUNTS, str, players, self._set_players),
            )
        )
        levels = offered_levels()
        if levels:
            level = playable(s.default_level)
            self.rows.append(
                (
                    "settings.default_level",
                    Selector(
                        control.copy(),
                        levels,
                        lambda v: level_label(self, v),
                        level if level in levels else levels[0],
                        self._set_level,
                    ),
                )
            )
        if "hard" in levels:
            seconds = s.hard_seconds if s.hard_seconds in HARD_SECONDS else HARD_SECONDS[0]
            self.rows.append(
                (
                    "settings.hard_seconds",
                    Selector(
                        control.copy(),
                        HARD_SECONDS,
                        lambda v: self.tn("settings.seconds", v),
                        seconds,
                        self._set_hard_seconds,
                    ),
                )
            )
        self.rows.append(
            ("settings.narration", Toggle(toggle.copy(), s.narration, self._set_narration))
        )
        words = partial(rate_word, self)
        self.rate = Selector(control.copy(), SPEECH_RATES, words, s.speech_rate, self._set_rate)
        self.rate.enabled = s.narration  # the rate matters only while narration speaks
        self.rows.append(("settings.speech_rate", self.rate))
        self.rows.append(
            (
                "ui_size.label",
                Segmented(
                    control.copy(),
                    UI_SIZES,
                    lambda v: self.t("ui_size.percent", n=v),
                    s.ui_size if s.ui_size in UI_SIZES else UI_SIZES[0],
                    self._set_ui_size,
                ),
            )
        )
        self.rows.append(
            (
                "settings.controls",
                Button(
                    control.copy(),
                    lambda: self.t("settings.controls_open"),
                    self._controls,
                    size=theme.SIZE_BODY,  # as large as the other rows' values
                ),
            )
        )
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
        rh = self.row_h()
        return panel.y + self._top() + i * rh + rh / 2

    def _controls(self) -> None:
        self.host.stack.push(self.make_scene(router.CONTROLS))

    def _set_ui_size(self, value: int) -> None:
        # Applied at once: this screen is laid out again at the new size, the screens below
        # lay themselves out again when they come back (text is sized as it is drawn).
        self.services.settings.ui_size = value
        self._build()
        self.host.invalidate()

    def _set_speed(self, value: str) -> None:
        self.services.settings.animation_speed = value

    def _set_volume(self, value: float) -> None:
        self.services.settings.volume = value
        self.services.audio.play("click")

    def _set_music(self, value: float) -> None:
        self.services.settings.music_volume = value
        self.services.audio.sync_music()

    def _set_mute(self, value: bool) -> None:
        self.services.settings.muted = value
        self.services.audio.sync_music()

    def _set_fullscreen(self, value: bool) -> None:
        if self.services.settings.fullscreen != value:
            self.services.settings.fullscreen = value
            self.host.apply_display_settings()

    def _set_language(self, value: str) -> None:
        self.services.settings.language = value
        self.services.text.set_language(value)
        self.services.fonts.clear()

    def _set_narration(self, value: bool) -> None:
        self.services.settings.narration = value
        self.rate.enabled = value
        sync_voice(self.services)
        self.services.narrator.say(self.t("narration.on" if value else "narration.off"))

    def _set_rate(self, value: int) -> None:
        self.services.settings.speech_rate = value
        sync_voice(self.services)

    def _set_symbols(self, value: bool) -> None:
        self.services.assets.set_symbols(value)
        # Tiles painted into cached layers (rule diagrams, boards) must be painted again.
        if self._layers is not None:
            self._layers.clear()
        self.host.invalidate()

    def _set_palette(self, value: str) -> None:
        # The app draws with the palette the settings name from the next frame on (and paints
        # its cached layers again).
        self.services.settings.palette = value
        self.host.invalidate()

    def _set_players(self, value: int) -> None:
        s = self.services.settings
        s.default_players = value
        # The next new game starts with it; a count picked there is remembered as before.
        s.new_game.players = value

    def _set_level(self, value: str) -> None:
        # Seats that never had a level picked (and seats added later) play at this level.
        self.services.settings.default_level = value

    def _set_hard_seconds(self, value: int) -> None:
        # The next search of a Hard seat (and the next Hint) uses it; one running goes on.
        self.services.settings.hard_seconds = value

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
        self._layers = canvas.layers
        below = self.host.stack.scenes
        dim = 150 if len(below) > 1 else 0
        if dim == 0:
            canvas.background()
        panel = self._panel()
        panel_with_title(canvas, panel, self.t("settings.title"), dim=dim)
        rh = self.row_h()
        grow = self.ui()
        rows = self.shown_rows()
        for i, (key, w) in enumerate(rows):
            y = self.row_y(panel, i)
            # The label's room ends where the row's control (or its value) begins.
            left = w.rect.x - (SLIDER_VALUE_W * grow if isinstance(w, Slider) else 0)
            label_x = panel.x + ROW_INSET + LABEL_INSET
            canvas.text(
                self.t(key),
                (label_x, y),
                theme.SIZE_LARGE,
                theme.INK,
                theme.BOLD,
                "midleft",
                max_width=left - LABEL_GAP - label_x,
                shrink=theme.SIZE_BODY,
            )
            if isinstance(w, Slider):
                canvas.text(
                    f"{round(w.value * 100)} %",
                    (w.rect.x - VALUE_GAP, y),
                    theme.SIZE_BODY,
                    theme.INK_SOFT,
                    theme.BODY,
                    "midright",
                )
            if isinstance(w, Toggle):
                label = self.t("settings.on") if w.value else self.t("settings.off")
                canvas.text(
                    label,
                    (w.rect.right + VALUE_GAP, y),
                    theme.SIZE_BODY,
                    theme.INK_SOFT,
                    theme.BODY,
                    "midleft",
                )
            if i < len(rows) - 1:
                canvas.line(
                    (panel.x + ROW_INSET, y + rh / 2),
                    (panel.right - ROW_INSET, y + rh / 2),
                    RULE_COLOUR,
                    1,
                )
        self.widgets.draw(canvas)
