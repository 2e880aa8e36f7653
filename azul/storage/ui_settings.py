"""Conversion between the stored settings and the UI's in-memory Settings dataclass.

Stored-only fields (the default seats' names, colours and kinds) are carried
over from the ``base`` settings when converting back, so the UI never erases them. The UI's
single default computer level lives in the levels of the stored default seats.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from azul.domain.controls import controls_from, stored_buttons, stored_keys
from azul.domain.settings import COMPUTER, NewGameChoices, Seat, Settings

from .models import (
    MAX_LESSONS,
    NewGameModel,
    SeatModel,
    SettingsFile,
    fitted,
    lesson_id_ok,
    lesson_step_ok,
)


def _default_level(seats: list[SeatModel]) -> str:
    """The default computer level: that of the first computer seat that names one."""
    for seat in sorted(seats, key=lambda s: s.kind != "computer"):
        if seat.level:
            return seat.level
    return ""


def _default_seats(level: str, base: list[SeatModel]) -> list[SeatModel]:
    """The stored default seats carrying the UI's default level (base kept when it agrees)."""
    if _default_level(base) == level:
        return base
    # Every seat gets it: a person seat switched to the computer in setup plays at this level.
    seats = [s.to_seat() for s in base] or [Seat(kind=COMPUTER)]
    return [SeatModel.of(replace(seat, level=level)) for seat in seats]


def _lesson_steps(value: Any) -> dict[str, int]:
    """Lesson progress to store: well-formed entries only (a bad one is dropped)."""
    if not isinstance(value, dict):
        return {}
    good = {k: v for k, v in value.items() if lesson_id_ok(k) and lesson_step_ok(v)}
    return dict(list(good.items())[:MAX_LESSONS])


def _lessons_done(value: Any) -> list[str]:
    """Finished lessons to store: well-formed ids only, each once."""
    if not isinstance(value, list | tuple):
        return []
    return list(dict.fromkeys(v for v in value if lesson_id_ok(v)))[:MAX_LESSONS]


def to_ui_settings(stored: SettingsFile) -> Settings:
    """The UI's Settings from the stored ones."""
    ng = stored.last_new_game
    return Settings(
        language=stored.language,
        animation_speed=stored.animation_speed,
        volume=stored.sound_volume,
        music_volume=stored.music_volume,
        muted=stored.muted,
        fullscreen=stored.fullscreen,
        window_size=stored.window_size,
        window_pos=stored.window_pos,
        colour_blind_symbols=stored.colour_blind_symbols,
        palette=stored.palette,
        default_players=stored.default_players,
        hard_seconds=stored.hard_seconds,
        default_level=_default_level(stored.default_seats),
        lesson_offered=stored.lesson_offered,
        lesson_steps=dict(stored.lesson_steps),
        lessons_done=list(stored.lessons_done),
        ui_size=stored.ui_size,
        narration=stored.narration,
        speech_rate=stored.speech_rate,
        controls=controls_from(stored.control_keys, stored.control_buttons),
        new_game=NewGameChoices(
            ruleset=ng.ruleset,
            players=ng.players,
            seats=[s.to_seat() for s in ng.seats],
            first_player=ng.first_player,
            seed="",  # a typed seed is for one game, never carried across starts
        ),
    )


def from_ui_settings(ui: Settings, base: SettingsFile | None = None) -> SettingsFile:
    """The stored settings for the UI's Settings, each value validated by the settings model:
    a value it refuses keeps base's (whose stored-only fields are kept too), a too long text is
    cut."""
    base = base or SettingsFile()
    ng = ui.new_game
    new_game = {
        "ruleset": ng.ruleset,
        "players": ng.players,
        "seats": [SeatModel.of(s) for s in ng.seats],
        "first_player": ng.first_player,
        "seed": "",  # a typed seed is for one game: not carried to the next start
    }
    values = {
        "language": ui.language,
        "animation_speed": ui.animation_speed,
        "sound_volume": ui.volume,
        "music_volume": ui.music_volume,
        "muted": ui.muted,
        "fullscreen": ui.fullscreen,
        "window_size": ui.window_size,
        "window_pos": ui.window_pos,
        "last_new_game": fitted(NewGameModel, new_game, base.last_new_game),
        "colour_blind_symbols": ui.colour_blind_symbols,
        "palette": ui.palette,
        "default_players": ui.default_players,
        "hard_seconds": ui.hard_seconds,
        "default_seats": _default_seats(ui.default_level, base.default_seats),
        "lesson_offered": ui.lesson_offered,
        "lesson_steps": _lesson_steps(ui.lesson_steps),
        "lessons_done": _lessons_done(ui.lessons_done),
        "ui_size": ui.ui_size,
        "narration": ui.narration,
        "speech_rate": ui.speech_rate,
        "control_keys": stored_keys(ui.controls),
        "control_buttons": stored_buttons(ui.controls),
    }
    return fitted(SettingsFile, values, base)
