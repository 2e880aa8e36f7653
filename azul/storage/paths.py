"""Where every stored file lives; injected everywhere so tests can use a temporary folder."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import platformdirs

APP_NAME = "azul"


@dataclass(frozen=True, slots=True)
class StoragePaths:
    """The two roots (settings in the config folder, games and statistics in the data folder)."""

    config_dir: Path
    data_dir: Path

    @staticmethod
    def default() -> StoragePaths:
        """The per-user platform folders (platformdirs, no app-author level)."""
        return StoragePaths(
            config_dir=Path(platformdirs.user_config_dir(APP_NAME, appauthor=False)),
            data_dir=Path(platformdirs.user_data_dir(APP_NAME, appauthor=False)),
        )

    @staticmethod
    def under(root: Path) -> StoragePaths:
        """Both roots inside one folder (tests, portable installs)."""
        return StoragePaths(config_dir=root / "config", data_dir=root / "data")

    @property
    def settings_file(self) -> Path:
        """The player's settings."""
        return self.config_dir / "settings.json"

    @property
    def autosave_file(self) -> Path:
        """The game in progress, rewritten after every move."""
        return self.data_dir / "autosave.json"

    @property
    def autosave_prev_file(self) -> Path:
        """The autosave before the latest one (kept until the new one is verified)."""
        return self.data_dir / "autosave.prev.json"

    @property
    def saves_dir(self) -> Path:
        """Games saved under a name."""
        return self.data_dir / "saves"

    @property
    def records_dir(self) -> Path:
        """One record per finished game."""
        return self.data_dir / "records"

    @property
    def stats_file(self) -> Path:
        """Statistics computed from the records (rebuildable from them)."""
        return self.data_dir / "stats.json"
