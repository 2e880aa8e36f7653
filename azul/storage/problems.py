"""What callers get back: a value and/or a player-facing problem (an i18n key plus params).

Nothing in azul.storage raises on bad files or failed writes; every public function returns
one of these result objects instead, and the UI shows ``t(problem.key, **problem.params)``.
"""

from __future__ import annotations

import errno
from dataclasses import dataclass, field
from pathlib import Path
from typing import Generic, TypeVar

from .atomic import NotAFileError
from .screen_text import clean_text

T = TypeVar("T")

# Message keys (English text in locales/en.toml).
CORRUPT = "storage.error.corrupt"
FUTURE_VERSION = "storage.error.future_version"
UNKNOWN_RULESET = "storage.error.unknown_ruleset"
ILLEGAL_MOVE = "storage.error.illegal_move"
UNREADABLE = "storage.error.unreadable"
FOLDER_READONLY = "storage.error.folder_readonly"
WRITE_FAILED = "storage.error.write_failed"
NOT_FOUND = "storage.error.not_found"
INVALID_NAME = "storage.error.invalid_name"
NOT_A_RECORD = "storage.error.not_a_record"
NOT_FINISHED = "storage.error.not_finished"
TOO_LONG = "storage.error.too_long"
NOT_A_FILE = "storage.error.not_a_file"
NOT_REPLACED = "storage.error.not_replaced"
NOT_A_FOLDER = "storage.error.not_a_folder"
UNVERSIONED = "storage.error.unversioned"
MOVED_ASIDE = "storage.notice.moved_aside"
RECOVERED_PREVIOUS = "storage.notice.recovered_previous"
STATS_REBUILT = "storage.notice.stats_rebuilt"
LESSONS_CLEANED = "storage.notice.lessons_cleaned"
SECOND_COPY = "storage.notice.second_copy"
REVIEW_REMADE = "storage.notice.review_remade"

# errno values meaning "this folder cannot be written to" rather than "the write failed".
_READONLY_ERRNOS = {errno.EACCES, errno.EPERM, errno.EROFS, errno.ENOTDIR, errno.EEXIST}


@dataclass(frozen=True, slots=True)
class Problem:
    """One player-facing message: i18n key, its placeholders, and where a bad file was put."""

    key: str
    params: dict[str, str | int] = field(default_factory=dict)
    moved_to: Path | None = None  # the damaged file, renamed aside (never deleted)

    def __post_init__(self) -> None:
        # File names and moves quoted in messages come from outside too: same rule as files.
        cleaned = {k: clean_text(v) if isinstance(v, str) else v for k, v in self.params.items()}
        object.__setattr__(self, "params", cleaned)

    def __str__(self) -> str:
        extra = f" (kept as {self.moved_to.name})" if self.moved_to else ""
        return f"{self.key} {self.params}{extra}"


@dataclass(frozen=True, slots=True)
class Loaded(Generic[T]):
    """A load: the value (None if there was nothing usable) plus any problems met on the way."""

    value: T | None = None
    problems: tuple[Problem, ...] = ()

    @property
    def ok(self) -> bool:
        """True when a value came back and nothing went wrong."""
        return self.value is not None and not self.problems

    @property
    def problem(self) -> Problem | None:
        """The first problem, if any (the one to show the player)."""
        return self.problems[0] if self.problems else None


@dataclass(frozen=True, slots=True)
class Saved:
    """A write or delete: where it went (an id such as a save's file stem) or why it failed."""

    ok: bool
    id: str = ""
    path: Path | None = None
    problem: Problem | None = None

    @staticmethod
    def failed(problem: Problem) -> Saved:
        """A failed write."""
        return Saved(ok=False, problem=problem)


@dataclass(frozen=True, slots=True)
class Listing(Generic[T]):
    """A folder listing: the good entries (newest first) and a problem per bad file."""

    items: tuple[T, ...] = ()
    problems: tuple[Problem, ...] = ()


def write_problem(exc: OSError, target: Path) -> Problem:
    """The message for a failed write: something that is not a file at the target, a file
    where the folder should be, a read-only folder, or a failure such as a full disk."""
    if isinstance(exc, NotAFileError):
        return Problem(NOT_REPLACED, {"file": target.name})
    if _blocked_by_a_file(target.parent):
        return Problem(NOT_A_FOLDER, {"folder": str(target.parent), "file": target.name})
    if isinstance(exc, PermissionError | NotADirectoryError | FileExistsError) or (
        exc.errno in _READONLY_ERRNOS
    ):
        return Problem(FOLDER_READONLY, {"folder": str(target.parent), "file": target.name})
    return Problem(WRITE_FAILED, {"file": target.name, "detail": exc.strerror or str(exc)})


def _blocked_by_a_file(folder: Path) -> bool:
    """True when the folder, or one above it, exists but is not a folder (a file named
    like it), so nothing can be written inside it."""
    for part in (folder, *folder.parents):
        if part.exists() or part.is_symlink():
            return not part.is_dir()
    return False
