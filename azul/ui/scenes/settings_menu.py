"""Settings: animation speed, volume, mute, fullscreen (and language once catalogs exist)."""

from __future__ import annotations

import pygame

from azul.i18n import LANGUAGES

from .. import theme
from ..canvas import Canvas
from ..persistence import save_settings
from ..scene import Scene, SceneHost
from ..settings import ANIMATION_SPEEDS
from ..widgets import Button, Selector, Slider, Toggle, Widget, WidgetGroup
from .overlay import panel_with_title

ROW_H = 86


class SettingsScene(Scene):
    """Changes apply at once; Back (or Esc) returns to where the player came from."""

    opaque = False

    def __init__(self, host: SceneHost) -> None:
        super().__init__(host)
        self.widgets = WidgetGroup(on_activate=lambda: self.services.audio.play("click"))
        self.rows: list[tuple[str, Widget]] = []
        self._build()

    def _languages(self) -> list[str]:
        folder = self.services.text.locale_dir
        return [lang for lang in LANGUAGES if (folder / f"{lang}.toml").is_file()]

    def _panel(self) -> pygame.FRect:
        panel = pygame.FRect(0, 0, 980, 200 + len(self.rows) * ROW_H + 110)
        panel.center = (960, 540)
        return panel

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
        panel = self._panel()
        for i, (_, w) in enumerate(self.rows):
            w.rect.midright = (panel.right - 70, panel.y + 170 + i * ROW_H + ROW_H / 2)
            if isinstance(w, Toggle):
                w.rect.w = 120
                w.rect.midright = (panel.right - 70 - 150, panel.y + 170 + i * ROW_H + ROW_H / 2)
            self.widgets.add(w)
        back = pygame.FRect(0, 0, 300, 76)
        back.midbottom = (panel.centerx, panel.bottom - 40)
        self.widgets.add(Button(back, lambda: self.t("dialog.back"), self.close))

    def _set_speed(self, value: str) -> None:
        self.services.settings.animation_speed = value

    def _set_volume(self, value: float) -> None:
        self.services.settings.volume = value
        self.services.audio.play("click")

    def _set_mute(self, value: bool) -> None:
        self.services.settings.muted = value

    def _set_fullscreen(self, value: bool) -> None:
        if self.services.settings.fullscreen != value:
            self.services.settings.fullscreen = value
            self.host.apply_display_settings()

    def _set_language(self, value: str) -> None:
        self.services.settings.language = value
        self.services.text.set_language(value)
        self.services.fonts.clear()

    def resume(self) -> None:
        self._build()

    def on_resize(self) -> None:
        # Fullscreen may have been switched with F11 while this screen is open.
        for key, w in self.rows:
            if key == "settings.fullscreen" and isinstance(w, Toggle):
                w.value = self.services.settings.fullscreen

    def close(self) -> None:
        """Back to the previous screen."""
        if self.host.stack.top is self:
            self.host.stack.pop()

    def handle(self, event: pygame.event.Event) -> None:
        pos = self.design_pos(event) if hasattr(event, "pos") else None
        if self.widgets.handle(event, pos):
            save_settings(self.host)  # every change is kept at once (written only if changed)
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.close()

    def draw(self, canvas: Canvas) -> None:
        below = self.host.stack.scenes
        dim = 150 if len(below) > 1 else 0
        if dim == 0:
            canvas.background()
        panel = self._panel()
        panel_with_title(canvas, panel, self.t("settings.title"), dim=dim)
        for i, (key, w) in enumerate(self.rows):
            y = panel.y + 170 + i * ROW_H + ROW_H / 2
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
                    (panel.x + 70, y + ROW_H / 2),
                    (panel.right - 70, y + ROW_H / 2),
                    (226, 210, 176),
                    1,
                )
        self.widgets.draw(canvas)
