"""The one object the UI talks to: every stored thing, with the folders and clock injected."""

from __future__ import annotations

from collections.abc import Callable, Collection
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from . import autosave, records, saves, settings_store, stats
from .documents import DocumentError
from .models import SettingsFile, StatsFile
from .paths import StoragePaths
from .problems import Listing, Loaded, Saved
from .records import FinishedGame, RecordInfo
from .replay import GameSnapshot, ReplayCache, ResumedGame
from .saves import SaveInfo


def utc_now() -> datetime:
    """The current time with its time zone (files store UTC)."""
    return datetime.now(UTC)


@dataclass(frozen=True, slots=True)
class Recorded:
    """What recording a finished game did: the record write and the statistics update."""

    record: Saved
    stats: Saved


class Storage:
    """Settings, autosave, saved games, game records and statistics; never raises on bad
    files or failed writes (every method returns a result object with a message key)."""

    def __init__(
        self, paths: StoragePaths | None = None, clock: Callable[[], datetime] = utc_now
    ) -> None:
        self.paths = paths or StoragePaths.default()
        self.clock = clock
        self._autosave_cache = ReplayCache()

    # --- settings -------------------------------------------------------------------------

    def load_settings(self, known_lessons: Collection[str] | None = None) -> Loaded[SettingsFile]:
        """The saved settings (defaults when missing or damaged; value never None); given the
        lessons this version has, progress on any other lesson id is dropped."""
        return settings_store.load_settings(self.paths, self.clock(), known_lessons)

    def save_settings(self, settings: SettingsFile) -> Saved:
        """Write the settings."""
        return settings_store.save_settings(self.paths, settings)

    # --- the game in progress -------------------------------------------------------------

    def autosave(self, game: GameSnapshot) -> Saved:
        """Write the game in progress (call after every move and undo)."""
        return autosave.write_autosave(self.paths, game, self._autosave_cache, self.clock())

    def load_autosave(self) -> Loaded[ResumedGame]:
        """The game to continue (value None when there is none), rebuilt by replay."""
        return autosave.load_autosave(self.paths, self.clock())

    def has_autosave(self) -> bool:
        """True when there may be a game to continue."""
        return autosave.has_autosave(self.paths)

    def clear_autosave(self) -> Saved:
        """Forget the game in progress."""
        return autosave.clear_autosave(self.paths)

    # --- saved games ----------------------------------------------------------------------

    def save_game(self, name: str, game: GameSnapshot) -> Saved:
        """Save under a name (the same name replaces that save); Saved.id is the save's id."""
        return saves.save_game(self.paths, name, game, self.clock())

    def list_saves(self) -> Listing[SaveInfo]:
        """Saved games, newest first (from file headers; no replay)."""
        return saves.list_saves(self.paths, self.clock())

    def load_save(self, save_id: str) -> Loaded[ResumedGame]:
        """A saved game, rebuilt by replay."""
        return saves.load_save(self.paths, save_id, self.clock())

    def delete_save(self, save_id: str) -> Saved:
        """Delete a saved game."""
        return saves.delete_save(self.paths, save_id)

    # --- finished games and statistics ----------------------------------------------------

    def record_finished_game(self, game: GameSnapshot) -> Recorded:
        """Store a finished game as a record and add it to the statistics."""
        now = self.clock()
        try:
            doc, _ = records.build_record(game, now)
        except DocumentError as exc:
            failed = Saved.failed(exc.problem)
            return Recorded(failed, failed)
        saved = records.store_record(self.paths, doc)
        if not saved.ok:
            # The statistics are computed from records, so without a record there is nothing
            # to count; a later successful record write brings them up to date.
            return Recorded(saved, saved)
        return Recorded(saved, stats.count_record(self.paths, saved.id, doc, now))

    def list_records(self) -> Listing[RecordInfo]:
        """Finished games, newest first."""
        return records.list_records(self.paths, self.clock())

    def load_record(self, record_id: str) -> Loaded[FinishedGame]:
        """A finished game, replayed and checked."""
        return records.load_record(self.paths, record_id, self.clock())

    def export_record(self, record_id: str, dest: Path) -> Saved:
        """Write a record to a file the player chose."""
        return records.export_record(self.paths, record_id, dest, self.clock())

    def import_record(self, src: Path) -> Loaded[FinishedGame]:
        """Import a record file (validated by replay) and add it to the statistics."""
        loaded = records.import_record(self.paths, src)
        if loaded.value is not None:
            game = loaded.value
            counted = stats.count_record(self.paths, game.id, game.doc, self.clock())
            if counted.problem is not None:
                return Loaded(game, (*loaded.problems, counted.problem))
        return loaded

    def load_stats(self) -> Loaded[StatsFile]:
        """Statistics (rebuilt from the records if the stats file is damaged)."""
        return stats.load_stats(self.paths, self.clock())

    def rebuild_stats(self) -> Loaded[StatsFile]:
        """Recompute the statistics from every record."""
        return stats.rebuild_stats(self.paths, self.clock())
