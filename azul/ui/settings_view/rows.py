"""The Settings screen's rows: each row's widget (a selector, slider, switch, segmented choice
or button) and what a change of it does, applied at once. The scene
(``scenes/settings_menu.py``) places the rows on their tabs."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

import pygame

from azul.domain.levels import offered_levels, playable
from azul.domain.settings import ANIMATION_SPEEDS, HARD_SECONDS, PALETTES, SPEECH_RATES, UI_SIZES
from azul.i18n import LANGUAGES

from .. import theme
from ..narration import rate_word, sync_voice
from ..scene import SceneHost
from ..table.frame import level_name
from ..widgets import Button, Segmented, Selector, Slider, Toggle, Widget
from .layout import CONTROL_H, CONTROL_W, TOGGLE_H

PLAYER_COUNTS = (2, 3, 4)


class SettingsRows:
    """Every row's widget and what a change of it does (``rebuild``: lays the screen out
    again; ``open_controls``: the Controls screen)."""

    def __init__(
        self, host: SceneHost, rebuild: Callable[[], None], open_controls: Callable[[], None]
    ) -> None:
        self.host = host
        self.services = host.services
        self.rebuild = rebuild
        self.open_controls = open_controls
        self.rate: Selector[int] | None = None  # the speaking rate's row, made with the rows

    def languages(self) -> list[str]:
        """The languages with a catalog."""
        folder = self.services.text.locale_dir
        return [lang for lang in LANGUAGES if (folder / f"{lang}.toml").is_file()]

    def make(self, grow: float) -> list[tuple[str, Widget]]:
        """Every tab's rows, in no particular order: a row's key and its widget (sized, not
        placed); a row the game does not offer is left out."""
        s = self.services.settings
        t, tn = self.services.text.t, self.services.text.tn
        rows: list[tuple[str, Widget]] = []
        control = pygame.FRect(0, 0, CONTROL_W * grow, CONTROL_H * grow)
        toggle = pygame.FRect(0, 0, CONTROL_W * grow, TOGGLE_H * grow)
        rows.append(
            (
                "settings.animation_speed",
                Selector(
                    control.copy(),
                    ANIMATION_SPEEDS,
                    lambda v: t(f"settings.speed.{v}"),
                    s.animation_speed,
                    self.set_speed,
                ),
            )
        )
        rows.append(("settings.volume", Slider(control.copy(), s.volume, self.set_volume)))
        rows.append(("settings.music", Slider(control.copy(), s.music_volume, self.set_music)))
        rows.append(("settings.mute", Toggle(toggle.copy(), s.muted, self.set_mute)))
        rows.append(
            (
                "settings.fullscreen",
                Toggle(toggle.copy(), s.fullscreen, self.set_fullscreen),
            )
        )
        langs = self.languages()
        if len(langs) > 1:
            rows.append(
                (
                    "settings.language",
                    Selector(
                        control.copy(),
                        langs,
                        lambda v: t(f"language.{v}"),
                        s.language,
                        self.set_language,
                    ),
                )
            )
        rows.append(
            (
                "settings.symbols",
                Toggle(toggle.copy(), s.colour_blind_symbols, self.set_symbols),
            )
        )
        rows.append(
            (
                "settings.colours",
                Selector(
                    control.copy(),
                    PALETTES,
                    lambda v: t(f"settings.palette.{v}"),
                    s.palette if s.palette in PALETTES else PALETTES[0],
                    self.set_palette,
                ),
            )
        )
        players = s.default_players if s.default_players in PLAYER_COUNTS else 2
        rows.append(
            (
                "settings.default_players",
                Segmented(control.copy(), PLAYER_COUNTS, str, players, self.set_players),
            )
        )
        levels = offered_levels()
        if levels:
            level = playable(s.default_level)
            rows.append(
                (
                    "settings.default_level",
                    Selector(
                        control.copy(),
                        levels,
                        lambda v: level_name(self.services.text, v),
                        level if level in levels else levels[0],
                        self.set_level,
                    ),
                )
            )
        if "hard" in levels:
            seconds = s.hard_seconds if s.hard_seconds in HARD_SECONDS else HARD_SECONDS[0]
            rows.append(
                (
                    "settings.hard_seconds",
                    Selector(
                        control.copy(),
                        HARD_SECONDS,
                        lambda v: tn("settings.seconds", v),
                        seconds,
                        self.set_hard_seconds,
                    ),
                )
            )
        rows.append(("settings.narration", Toggle(toggle.copy(), s.narration, self.set_narration)))
        words = partial(rate_word, self.services.text)
        self.rate = rate = Selector(
            control.copy(), SPEECH_RATES, words, s.speech_rate, self.set_rate
        )
        rate.enabled = s.narration  # the rate matters only while narration speaks
        rows.append(("settings.speech_rate", rate))
        rows.append(
            (
                "ui_size.label",
                Segmented(
                    control.copy(),
                    UI_SIZES,
                    lambda v: t("ui_size.percent", n=v),
                    s.ui_size if s.ui_size in UI_SIZES else UI_SIZES[0],
                    self.set_ui_size,
                ),
            )
        )
        rows.append(
            (
                "settings.controls",
                Button(
                    control.copy(),
                    lambda: t("settings.controls_open"),
                    self.open_controls,
                    size=theme.SIZE_BODY,  # as large as the other rows' values
                ),
            )
        )
        return rows

    def set_ui_size(self, value: int) -> None:
        """The text size."""
        # Applied at once: this screen is laid out again at the new size, the screens below
        # lay themselves out again when they come back (text is sized as it is drawn).
        self.services.settings.ui_size = value
        self.rebuild()
        self.host.invalidate()

    def set_speed(self, value: str) -> None:
        """The animation speed."""
        self.services.settings.animation_speed = value

    def set_volume(self, value: float) -> None:
        """The sound effects' volume (a click says how loud)."""
        self.services.settings.volume = value
        self.services.audio.play("click")

    def set_music(self, value: float) -> None:
        """The music's volume."""
        self.services.settings.music_volume = value
        self.services.audio.sync_music()

    def set_mute(self, value: bool) -> None:
        """Every sound off or on."""
        self.services.settings.muted = value
        self.services.audio.sync_music()

    def set_fullscreen(self, value: bool) -> None:
        """Fullscreen or a window."""
        if self.services.settings.fullscreen != value:
            self.services.settings.fullscreen = value
            self.host.apply_display_settings()

    def set_language(self, value: str) -> None:
        """The language shown (and spoken)."""
        self.services.settings.language = value
        self.services.text.set_language(value)
        self.services.fonts.clear()

    def set_narration(self, value: bool) -> None:
        """Narration on or off (said either way)."""
        self.services.settings.narration = value
        if self.rate is not None:  # made with the rows
            self.rate.enabled = value
        sync_voice(self.services)
        self.services.narrator.say(
            self.services.text.t("narration.on" if value else "narration.off")
        )

    def set_rate(self, value: int) -> None:
        """Narration's speaking rate."""
        self.services.settings.speech_rate = value
        sync_voice(self.services)

    def set_symbols(self, value: bool) -> None:
        """The colour-blind symbols on the tiles."""
        self.services.assets.set_symbols(value)
        # The app paints its cached layers (rule diagrams, boards) again with(out) the symbols.
        self.host.invalidate()

    def set_palette(self, value: str) -> None:
        """The colours the tiles are drawn in."""
        # The app draws with the palette the settings name from the next frame on (and paints
        # its cached layers again).
        self.services.settings.palette = value
        self.host.invalidate()

    def set_players(self, value: int) -> None:
        """A new game's number of players."""
        s = self.services.settings
        s.default_players = value
        # The next new game starts with it; a count picked there is remembered as before.
        s.new_game.players = value

    def set_level(self, value: str) -> None:
        """A new game's computer level."""
        # Seats that never had a level picked (and seats added later) play at this level.
        self.services.settings.default_level = value

    def set_hard_seconds(self, value: int) -> None:
        """Seconds the Hard level and the Hint think per move."""
        # The next search of a Hard seat (and the next Hint) uses it; one running goes on.
        self.services.settings.hard_seconds = value
