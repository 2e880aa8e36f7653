"""The load screen's files: a finished game exported to a file the player names, and a
record file imported (checked by replaying it) into the finished games."""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path

from azul.storage import RecordInfo, Saved

from ..persistence import documents_dir, problem_text, show_problems
from ..scene import SceneHost
from .game_labels import local_time
from .overlay import ConfirmScene
from .save_dialog import MAX_PATH, TextDialog


def export_name(info: RecordInfo) -> str:
    """A file name for an exported record: the game and when it finished."""
    stamp = local_time(info.finished_at).replace(" ", "-").replace(":", "")
    name = info.ruleset if info.ruleset.startswith("azul") else f"azul-{info.ruleset}"
    return f"{name}-{stamp}.json"


class ExportDialog(TextDialog):
    """Export a record: the file to write (prefilled in the Documents folder)."""

    def __init__(self, host: SceneHost, info: RecordInfo, title_key: str = "export.title") -> None:
        self.info = info
        default = documents_dir() / self.file_name()
        super().__init__(
            host,
            lambda: self.t(title_key),
            lambda: self.t("export.prompt"),
            str(default),
            lambda: self.t("export.export"),
            MAX_PATH,
        )

    def file_name(self) -> str:
        """The suggested file name."""
        return export_name(self.info)

    def target(self) -> Path:
        """The file the text names (a folder gets the suggested file name)."""
        path = Path(os.path.expandvars(self.field.text.strip())).expanduser()
        if path.is_dir():
            path = path / self.file_name()
        return path

    def submit(self) -> None:
        if not self.field.text.strip():
            self.error = self.t("export.no_path")
            return
        path = self.target()
        if path.exists():
            self.host.stack.push(
                ConfirmScene(
                    self.host,
                    lambda: self.t("export.replace_title"),
                    lambda: self.t("export.replace_message", file=path.name),
                    lambda: self.t("export.replace"),
                    lambda: self._export(path),
                )
            )
            return
        self._export(path)

    def write(self, path: Path) -> Saved | None:
        """Write the file; the storage's Saved (None when nothing is kept on disk)."""
        persistence = self.services.persistence
        if persistence is None:
            return None
        return persistence.storage.export_record(self.info.id, path)

    def _export(self, path: Path) -> None:
        saved = self.write(path)
        if saved is None:
            return
        if not saved.ok:
            self.error = problem_text(self.services, saved.problem) if saved.problem else ""
            return
        self.close()
        self.host.toast(self.t("export.done", file=str(path)))


class ImportDialog(TextDialog):
    """Import a record file (checked by replaying it) into the finished games."""

    def __init__(self, host: SceneHost, on_import: Callable[[str], None]) -> None:
        self.on_import = on_import  # told the imported record's id (to show it chosen)
        super().__init__(
            host,
            lambda: self.t("import.title"),
            lambda: self.t("import.prompt"),
            str(documents_dir()) + os.sep,
            lambda: self.t("import.import"),
            MAX_PATH,
        )

    def submit(self) -> None:
        persistence = self.services.persistence
        text = self.field.text.strip()
        if persistence is None:
            return
        if not text:
            self.error = self.t("export.no_path")
            return
        path = Path(os.path.expandvars(text)).expanduser()
        loaded = persistence.storage.import_record(path)
        if loaded.value is None:
            problem = loaded.problem
            self.error = problem_text(self.services, problem) if problem else ""
            return
        self.close()
        self.on_import(loaded.value.id)
        self.host.toast(self.t("import.done", file=path.name))
        if loaded.problems:  # imported, but e.g. the statistics could not be written
            show_problems(self.host, loaded.problems)
