"""The Settings screen's tabs: each tab's rows in order, and the keys that step between tabs."""

from __future__ import annotations

from azul.domain.controls import Action

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
