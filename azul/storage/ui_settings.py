"""Conversion between the stored settings and the UI's in-memory Settings dataclass.

Stored-only fields (the default seats' names, colours and kinds) are carried
over from the ``base`` settings when converting back, so the UI never erases them. The UI's
single default computer level lives in the levels of the stored default seats.
"""

from __future__ import annotations

import math
import re
from typing import Any, Literal

from azul.domain.settings import ANIMATION_SPEEDS, UI_SIZES, NewGameChoices, SeatChoice, Settings

from .models import (
    MAX_LESSONS,
    NewGameModel,
    SeatModel,
    SettingsFile,
    lesson_id_ok,
    lesson_step_ok,
)

_LANGUAGE = re.compile(r"[a-z]{2,3}(-[A-Za-z0-9]{2,8})?")


def _seat_to_ui(seat: SeatModel) -> SeatChoice:
    return SeatChoice(name=seat.name, colour=seat.colour, kind=seat.kind, level=seat.level)


def _seat_from_ui(seat: Any) -> SeatModel:
    is_computer = getattr(seat, "kind", "person") == "computer"
    kind: Literal["person", "computer"] = "computer" if is_computer else "person"
    colour = getattr(seat, "colour", 0)
    return SeatModel(
        name=str(getattr(seat, "name", ""))[:40],
        colour=colour if isinstance(colour, int) and 0 <= colour <= 63 else 0,
        kind=kind,
        level=str(getattr(seat, "level", "") or "")[:80],
    )


def _default_level(seats: list[SeatModel]) -> str:
    """The default computer level: that of the first computer seat that names one."""
    for seat in sorted(seats, key=lambda s: s.kind != "computer"):
        if seat.level:
            return seat.level
    return ""


def _default_seats(level: Any, base: list[SeatModel]) -> list[SeatModel]:
    """The stored default seats carrying the UI's default level (base kept when it agrees)."""
    level = str(level or "")[:80]
    if _default_level(base) == level:
        return base
    if not base:
        return [SeatModel(kind="computer", level=level)]
    # Every seat gets it: a person seat switched to the computer in setup plays at this level.
    return [seat.model_copy(update={"level": level}) for seat in base]


def _volume(value: Any, fallback: float) -> float:
    try:
        v = float(value)
    except (TypeError, ValueError):
        return fallback
    return fallback if math.isnan(v) else max(0.0, min(1.0, v))


def _size(value: Any, fallback: tuple[int, int]) -> tuple[int, int]:
    try:
        w, h = (int(x) for x in value)
    except (TypeError, ValueError):
        return fallback
    return (max(320, min(16384, w)), max(320, min(16384, h)))


def _position(pos: Any) -> tuple[int, int] | None:
    """A window position to store (None when it is not two sane integers)."""
    if not isinstance(pos, tuple | list) or len(pos) != 2:
        return None
    if not all(isinstance(v, int) and not isinstance(v, bool) and abs(v) <= 100_000 for v in pos):
        return None
    return (pos[0], pos[1])


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
        default_players=stored.default_players,
        hard_seconds=stored.hard_seconds,
        default_level=_default_level(stored.default_seats),
        lesson_offered=stored.lesson_offered,
        lesson_steps=dict(stored.lesson_steps),
        lessons_done=list(stored.lessons_done),
        ui_size=stored.ui_size,
        new_game=NewGameChoices(
            ruleset=ng.ruleset,
            players=ng.players,
            seats=[_seat_to_ui(s) for s in ng.seats],
            first_player=ng.first_player,
            seed="",  # a typed seed is for one game, never carried across starts
        ),
    )


def from_ui_settings(ui: Settings, base: SettingsFile | None = None) -> SettingsFile:
    """The stored settings for the UI's Settings; values out of range are clamped or fall back
    to base (whose stored-only fields are kept)."""
    base = base or SettingsFile()
    ng = ui.new_game
    old = base.last_new_game
    players = ng.players if isinstance(ng.players, int) and 2 <= ng.players <= 4 else old.players
    first = ng.first_player
    if not (isinstance(first, int) and 0 <= first <= 7):
        first = None
    new_game = NewGameModel(
        ruleset=str(ng.ruleset)[:80],
        players=players,
        seats=[_seat_from_ui(s) for s in list(ng.seats)[:8]],
        first_player=first,
        seed="",  # a typed seed is for one game: not carried to the next start
    )
    dp = getattr(ui, "default_players", None)
    default_players = dp if isinstance(dp, int) and 2 <= dp <= 4 else base.default_players
    hs = getattr(ui, "hard_seconds", None)
    ok = isinstance(hs, int) and not isinstance(hs, bool) and 1 <= hs <= 60
    hard_seconds = hs if ok else base.hard_seconds
    language = ui.language if _LANGUAGE.fullmatch(str(ui.language)) else base.language
    ui_size = getattr(ui, "ui_size", None)
    if not (isinstance(ui_size, int) and ui_size in UI_SIZES):
        ui_size = base.ui_size  # the last good value stays
    speed = ui.animation_speed if ui.animation_speed in ANIMATION_SPEEDS else "normal"
    return base.model_copy(
        update={
            "language": language,
            "animation_speed": speed,
            "sound_volume": _volume(ui.volume, base.sound_volume),
            "music_volume": _volume(getattr(ui, "music_volume", None), base.music_volume),
            "muted": bool(ui.muted),
            "fullscreen": bool(ui.fullscreen),
            "window_size": _size(ui.window_size, base.window_size),
            "window_pos": _position(getattr(ui, "window_pos", None)),
            "last_new_game": new_game,
            "colour_blind_symbols": bool(getattr(ui, "colour_blind_symbols", True)),
            "default_players": default_players,
            "hard_seconds": hard_seconds,
            "default_seats": _default_seats(getattr(ui, "default_level", ""), base.default_seats),
            "lesson_offered": bool(getattr(ui, "lesson_offered", False)),
            "lesson_steps": _lesson_steps(getattr(ui, "lesson_steps", None)),
            "lessons_done": _lessons_done(getattr(ui, "lessons_done", None)),
            "ui_size": ui_size,
        }
    )
