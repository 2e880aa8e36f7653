"""Step-by-step schema migrations: every file carries ``schema_version``; a file written by an
older version is upgraded one version at a time (v → v+1) until it is current.

To change a file format: bump ``current`` of its registry, and register a step from the old
version that turns an old-format dict into the new one (never edit an existing step).
"""

from __future__ import annotations

import copy
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

Doc = dict[str, Any]
Step = Callable[[Doc], Doc]
VERSION_KEY = "schema_version"


class MigrationError(ValueError):
    """The data cannot be brought to the current version (missing version, failed step)."""


class FutureVersionError(ValueError):
    """The file was written by a newer version of the app."""

    def __init__(self, version: int, supported: int) -> None:
        super().__init__(f"schema version {version} is newer than {supported}")
        self.version = version
        self.supported = supported


@dataclass
class Migrations:
    """The migration chain of one kind of file."""

    kind: str
    current: int
    steps: dict[int, Step] = field(default_factory=dict)

    def step(self, from_version: int) -> Callable[[Step], Step]:
        """Decorator registering the upgrade from_version → from_version + 1."""

        def register(fn: Step) -> Step:
            if from_version in self.steps:
                raise ValueError(f"{self.kind}: step from v{from_version} registered twice")
            if not 0 <= from_version < self.current:
                raise ValueError(f"{self.kind}: no step can start at v{from_version}")
            self.steps[from_version] = fn
            return fn

        return register

    def version_of(self, data: Doc) -> int:
        """The file's version; unversioned files are version 0 when a v0 step exists."""
        if VERSION_KEY not in data:
            if 0 in self.steps:
                return 0
            raise MigrationError(f"{self.kind}: no {VERSION_KEY}")
        version = data[VERSION_KEY]
        if not isinstance(version, int) or isinstance(version, bool) or version < 0:
            raise MigrationError(f"{self.kind}: bad {VERSION_KEY} {version!r}")
        return version

    def upgrade(self, data: Doc) -> Doc:
        """The data at the current version (the input itself when already current; otherwise a
        new dict, the input is not modified)."""
        version = self.version_of(data)
        if version > self.current:
            raise FutureVersionError(version, self.current)
        if version == self.current:
            return data
        doc = copy.deepcopy(data)
        while version < self.current:
            fn = self.steps.get(version)
            if fn is None:
                raise MigrationError(f"{self.kind}: no migration from v{version}")
            try:
                doc = fn(doc)
            except (KeyError, TypeError, ValueError, AttributeError, IndexError) as exc:
                raise MigrationError(f"{self.kind}: v{version} → v{version + 1}: {exc}") from exc
            if not isinstance(doc, dict):
                raise MigrationError(f"{self.kind}: v{version} step returned no object")
            version += 1
            doc[VERSION_KEY] = version
        return doc


SETTINGS = Migrations("settings", current=2)
GAME = Migrations("game", current=2)  # the autosave and saved games
RECORD = Migrations("record", current=1)
STATS = Migrations("stats", current=1)


@SETTINGS.step(0)
def _settings_v0_to_v1(doc: Doc) -> Doc:
    """Version 0 (the unversioned pre-release file): ``lang``, ``volume`` in percent used for
    both sound and music, ``mute``, ``window`` as "WIDTHxHEIGHT", ``animations``."""
    out: Doc = {}
    if "lang" in doc:
        out["language"] = doc["lang"]
    if "volume" in doc:
        volume = doc["volume"]
        if not isinstance(volume, int | float) or isinstance(volume, bool):
            raise ValueError(f"volume {volume!r} is not a number")
        out["sound_volume"] = out["music_volume"] = max(0.0, min(1.0, volume / 100.0))
    if "mute" in doc:
        out["muted"] = doc["mute"]
    if "fullscreen" in doc:
        out["fullscreen"] = doc["fullscreen"]
    if "window" in doc:
        width, height = str(doc["window"]).lower().split("x")
        out["window_size"] = [int(width), int(height)]
    if "animations" in doc:
        out["animation_speed"] = doc["animations"]
    return out


FIRST_LESSON = "azul"  # the one guided game version 1 kept progress for


@SETTINGS.step(1)
def _settings_v1_to_v2(doc: Doc) -> Doc:
    """Version 2 keeps progress per lesson: ``lesson_step`` (an int) and ``lesson_done`` (a
    bool) of the one Azul lesson become ``lesson_steps: {"azul": step}`` and ``lessons_done:
    ["azul"]``. A damaged old value is dropped rather than failing the whole file."""
    step = doc.pop("lesson_step", 0)
    done = doc.pop("lesson_done", False)
    if isinstance(step, int) and not isinstance(step, bool) and 0 < step <= 999:
        doc["lesson_steps"] = {FIRST_LESSON: step}
    if done is True:
        doc["lessons_done"] = [FIRST_LESSON]
    return doc


@GAME.step(1)
def _game_v1_to_v2(doc: Doc) -> Doc:
    """Version 2 adds ``continued``: one flag per move, true when the move continues the same
    person's decision before it (bonus tiles after the first, kept tiles after a pass), so that
    undo takes back whole decisions. Version 1 kept no grouping and loading it made every move
    a decision of its own, which is exactly all flags false."""
    moves = doc["moves"]
    if not isinstance(moves, list):
        raise TypeError(f"moves is {type(moves).__name__}, not a list")
    doc["continued"] = [False] * len(moves)
    return doc
