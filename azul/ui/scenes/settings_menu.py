"""Settings: animation speed, volume, mute, fullscreen, language, colour-blind symbols and the
defaults of a new game (number of players, computer level)."""

from __future__ import annotations

from typing import Any

import pygame

from azul.domain.levels import offered_levels, playable
from azul.domain.settings import ANIMATION_SPEEDS, HARD_SECONDS
from azul.i18n import LANGUAGES

from .. import theme
from ..canvas import Canvas
from ..persistence import save_settings
from ..scene import SceneHost
from ..widgets import Button, Segmented, Selector, Slider, Toggle, Widget
from .overlay import DialogScene, centred_panel, panel_with_title
from .table import level_label

ROW_H = 86
ROW_H_TIGHT = 74  # many rows: a little closer so the panel stays inside the screen
PLAYER_COUNTS = (2, 3, 4)


class SettingsScene(DialogScene):
    """Changes apply at once; Back (or Esc) returns to where the player came from."""

    def __init__(self, host: SceneHost) -> None:
        super().__init__(host)
        self.rows: list[tuple[str, Widget]] = []
        self._layers: Any = None  # the app's painted-layer cache, seen while drawing
        self._build()

    def _languages(self) -> list[str]:
        folder = self.services.text.locale_dir
        return [lang for lang in LANGUAGES if (folder / f"{lang}.toml").is_file()]

    def row_h(self) -> float:
        """Height of one settings row."""
        return ROW_H if len(self.rows) <= 6 else ROW_H_TIGHT

    def _panel(self) -> pygame.FRect:
        return centred_panel(1100, 200 + len(self.rows) * self.row_h() + 110)

    def _build(self) -> None:
        s = self.services.settings
        self.rows = []
        self.widgets.clear()
        control = pygame.FRect(0, 0, 420, 64)
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
        self.rows.append(
            ("settings.mute", Toggle(pygame.FRect(0, 0, 420, 52), s.muted, self._set_mute))
        )
        self.rows.append(
            (
                "settings.fullscreen",
                Toggle(pygame.FRect(0, 0, 420, 52), s.fullscreen, self._set_fullscreen),
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
                Toggle(pygame.FRect(0, 0, 420, 52), s.colour_blind_symbols, self._set_symbols),
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
        panel = self._panel()
        rh = self.row_h()
        for i, (_, w) in enumerate(self.rows):
            w.rect.h = min(w.rect.h, rh - 14)
            y = panel.y + 170 + i * rh + rh / 2
            w.rect.midright = (panel.right - 70, y)
            if isinstance(w, Toggle):
                w.rect.w = 120
                w.rect.midright = (panel.right - 70 - 150, y)
            self.widgets.add(w)
        back = pygame.FRect(0, 0, 300, 76)
        back.midbottom = (panel.centerx, panel.bottom - 40)
        self.widgets.add(Button(back, lambda: self.t("dialog.back"), self.close))

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

    def _set_symbols(self, value: bool) -> None:
        self.services.assets.set_symbols(value)
        # Tiles painted into cached layers (rule diagrams, boards) must be painted again.
        if self._layers is not None:
            self._layers.clear()
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
            y = panel.y + 170 + i * rh + rh / 2
            canvas.text(
                self.t(key), (panel.x + 80, y), theme.SIZE_LARGE, theme.INK, theme.BOLD, "midleft"
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
                    (panel.x + 70, y + rh / 2),
                    (panel.right - 70, y + rh / 2),
                    (226, 210, 176),
                    1,
                )
        self.widgets.draw(canvas)
