"""Settings: animation speed, volume, mute, fullscreen, language, colour-blind symbols, the
colour palette and the defaults of a new game (number of players, computer level)."""

from __future__ import annotations

from functools import partial

import pygame

from azul.domain.levels import offered_levels, playable
from azul.domain.settings import ANIMATION_SPEEDS, HARD_SECONDS, PALETTES, UI_SIZES
from azul.i18n import LANGUAGES

from .. import router, theme
from ..assets import LRU
from ..canvas import Canvas
from ..narration import sync_voice
from ..persistence import save_settings
from ..scene import SceneHost
from ..viewport import DESIGN_H, DESIGN_W
from ..widgets import Button, Segmented, Selector, Slider, Toggle, Widget
from .overlay import DialogScene, centred_panel, panel_with_title
from .table import level_label

ROW_H = 86
ROW_H_TIGHT = 74  # many rows: a little closer so the panel stays inside the screen
PLAYER_COUNTS = (2, 3, 4)
PANEL_W = 1100
HEAD = 170  # the panel's top to its first row (the title)
FOOT_PAD = 40  # the Back button's bottom to the panel's
FOOT_GAP = 24  # the last row to the Back button
SCREEN_PAD = 20  # the panel's edge to the window's
BACK_W, BACK_H = 300, 76
CONTROL_W, CONTROL_H = 420, 64
TOGGLE_W, TOGGLE_H = 120, 52
TOGGLE_LABEL_W = 150  # right of a switch: its On/Off word
ROW_INSET = 70  # the panel's side edges to a row's label and control
LABEL_GAP = 40  # between a row's label and its control


class SettingsScene(DialogScene):
    """Changes apply at once; Back (or Esc) returns to where the player came from."""

    def __init__(self, host: SceneHost) -> None:
        super().__init__(host)
        self.rows: list[tuple[str, Widget]] = []
        self._layers: LRU | None = None  # the app's painted-layer cache, seen while drawing
        self._build()

    def _languages(self) -> list[str]:
        folder = self.services.text.locale_dir
        return [lang for lang in LANGUAGES if (folder / f"{lang}.toml").is_file()]

    def _foot(self) -> float:
        """The panel's last row to its bottom edge (the Back button and its margins)."""
        return FOOT_GAP + BACK_H * self.ui() + FOOT_PAD

    def row_h(self) -> float:
        """Height of one settings row: grown with the controls size, closer together when the
        rows would otherwise leave the window."""
        base = ROW_H if len(self.rows) <= 6 else ROW_H_TIGHT
        room = DESIGN_H - 2 * SCREEN_PAD - HEAD - self._foot()
        return min(base * self.ui(), room / max(1, len(self.rows)))

    def _panel(self) -> pygame.FRect:
        width = min(PANEL_W * self.ui(), DESIGN_W - 2 * SCREEN_PAD)
        return centred_panel(width, HEAD + len(self.rows) * self.row_h() + self._foot())

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
        for i, (key, w) in enumerate(self.rows):
            w.spoken_name = partial(self.t, key)  # narration names the row before its value
            w.rect.h = min(w.rect.h, rh - 14)
            y = self.row_y(panel, i)
            w.rect.midright = (panel.right - ROW_INSET, y)
            if isinstance(w, Toggle):
                w.rect.w = TOGGLE_W * grow
                w.rect.midright = (panel.right - ROW_INSET - TOGGLE_LABEL_W * grow, y)
            self.widgets.add(w)
        back = pygame.FRect(0, 0, BACK_W * grow, BACK_H * grow)
        back.midbottom = (panel.centerx, panel.bottom - FOOT_PAD)
        self.widgets.add(Button(back, lambda: self.t("dialog.back"), self.close))
        self.widgets.focus, self.widgets.show_focus = focus, shown  # rebuilt: the focus stays

    def row_y(self, panel: pygame.FRect, i: int) -> float:
        """The middle of row i."""
        rh = self.row_h()
        return panel.y + HEAD + i * rh + rh / 2

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
        sync_voice(self.services)
        self.services.narrator.say(self.t("narration.on" if value else "narration.off"))

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
        for i, (key, w) in enumerate(self.rows):
            y = self.row_y(panel, i)
            # The label's room ends where the row's control (or its value) begins.
            left = w.rect.x - (self.ui() * 110 if isinstance(w, Slider) else 0)
            canvas.text(
                self.t(key),
                (panel.x + ROW_INSET + 10, y),
                theme.SIZE_LARGE,
                theme.INK,
                theme.BOLD,
                "midleft",
                max_width=left - LABEL_GAP - panel.x - ROW_INSET - 10,
                shrink=theme.SIZE_BODY,
            )
            if isinstance(w, Slider):
                canvas.text(
                    f"{round(w.value * 100)} %",
                    (w.rect.x - 24, y),
                    theme.SIZE_BODY,
                    theme.INK_SOFT,
                    theme.BODY,
                    "midright",
                )
            if isinstance(w, Toggle):
                label = self.t("settings.on") if w.value else self.t("settings.off")
                canvas.text(
                    label,
                    (w.rect.right + 24, y),
                    theme.SIZE_BODY,
                    theme.INK_SOFT,
                    theme.BODY,
                    "midleft",
                )
            if i < len(self.rows) - 1:
                canvas.line(
                    (panel.x + ROW_INSET, y + rh / 2),
                    (panel.right - ROW_INSET, y + rh / 2),
                    (226, 210, 176),
                    1,
                )
        self.widgets.draw(canvas)
