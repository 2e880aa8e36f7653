"""Everything the app keeps on disk: settings, autosave/resume, saved games, game records and
statistics. pydantic is used only here, at the storage edge; the engine never sees it.

Use one ``Storage`` object (``Storage()`` uses the platform folders; tests pass
``StoragePaths.under(tmp_path)``). No method raises on a bad file or a failed write: each
returns ``Loaded`` / ``Saved`` / ``Listing`` with ``Problem`` objects whose ``key`` is an i18n
message key (locales/en.toml) and whose ``params`` fill its placeholders. Damaged
files are renamed ``<name>.bad-<timestamp>``, never deleted.
"""

from __future__ import annotations

from .models import (
    GroupStats,
    LevelTally,
    NewGameModel,
    PersonStats,
    ScorePoint,
    SeatModel,
    SettingsFile,
    StatsFile,
)
from .paths import StoragePaths
from .problems import Listing, Loaded, Problem, Saved
from .records import FinishedGame, RecordInfo
from .replay import GameSnapshot, Positions, ResumedGame
from .reviews import export_review, load_review, reviews_dir, save_review
from .saves import SaveInfo
from .stats import group_key
from .store import Recorded, Storage

__all__ = [
    "FinishedGame",
    "GameSnapshot",
    "GroupStats",
    "LevelTally",
    "Listing",
    "Loaded",
    "NewGameModel",
    "PersonStats",
    "Positions",
    "Problem",
    "RecordInfo",
    "Recorded",
    "ResumedGame",
    "SaveInfo",
    "Saved",
    "ScorePoint",
    "SeatModel",
    "SettingsFile",
    "StatsFile",
    "Storage",
    "StoragePaths",
    "export_review",
    "group_key",
    "load_review",
    "reviews_dir",
    "save_review",
]
