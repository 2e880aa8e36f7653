"""Reading and writing one stored document: bytes ⇄ JSON ⇄ migrated ⇄ validated model.

Every way a file can be wrong ends in a DocumentError carrying the player-facing Problem, so
callers never see a raw exception from bad data.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Callable
from datetime import datetime
from pathlib import Path
from typing import Any, TypeVar

from pydantic import BaseModel, ValidationError

from .atomic import NotAFileError, TooLargeError, move_aside, read_limited
from .migrations import FutureVersionError, MigrationError, Migrations
from .problems import CORRUPT, FUTURE_VERSION, NOT_A_FILE, UNREADABLE, Problem

log = logging.getLogger(__name__)

M = TypeVar("M", bound=BaseModel)


class DocumentError(Exception):
    """A file that cannot be used; ``problem`` says why in player terms."""

    def __init__(self, problem: Problem, detail: str = "") -> None:
        super().__init__(detail or problem.key)
        self.problem = problem


def encode(doc: BaseModel) -> bytes:
    """The bytes written for a document (UTF-8 JSON, readable when opened by hand)."""
    return doc.model_dump_json(indent=1).encode("utf-8") + b"\n"


def parse_json(data: bytes, label: str) -> dict[str, Any]:
    """The top-level JSON object of a file's bytes."""
    corrupt = Problem(CORRUPT, {"file": label})
    try:
        value = json.loads(data.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError) as exc:
        # ValueError covers JSONDecodeError and absurdly long integer literals.
        raise DocumentError(corrupt, f"{label}: not JSON: {exc}") from exc
    if not isinstance(value, dict):
        raise DocumentError(corrupt, f"{label}: top level is not an object")
    return value


def upgrade(raw: dict[str, Any], migrations: Migrations, label: str) -> dict[str, Any]:
    """The document migrated to the current schema version."""
    try:
        return migrations.upgrade(raw)
    except FutureVersionError as exc:
        problem = Problem(
            FUTURE_VERSION, {"file": label, "version": exc.version, "supported": exc.supported}
        )
        raise DocumentError(problem, str(exc)) from exc
    except MigrationError as exc:
        raise DocumentError(Problem(CORRUPT, {"file": label}), str(exc)) from exc


def as_json(doc: dict[str, Any]) -> bytes:
    """A parsed document as JSON bytes again, for validation in JSON mode (so strict mode
    applies JSON's own types, dates as strings). A lone surrogate ("\\ud800" in the file) has
    no UTF-8 form and becomes "?" here: text is cleaned, not the whole file refused."""
    return json.dumps(doc, ensure_ascii=False).encode("utf-8", "replace")


def validate(doc: dict[str, Any], model: type[M], label: str) -> M:
    """The validated model of a current-version document."""
    try:
        return model.model_validate_json(as_json(doc))
    except (ValidationError, ValueError, TypeError, RecursionError) as exc:
        raise DocumentError(Problem(CORRUPT, {"file": label}), f"{label}: {exc}") from exc


def decode(data: bytes, model: type[M], migrations: Migrations, label: str) -> M:
    """Bytes of a file → validated, current-version model (DocumentError if unusable)."""
    return validate(upgrade(parse_json(data, label), migrations, label), model, label)


def read_bytes(path: Path) -> bytes:
    """A stored file's bytes; FileNotFoundError passes through, other failures → unreadable."""
    try:
        return read_limited(path)
    except FileNotFoundError:
        raise
    except TooLargeError as exc:
        raise DocumentError(Problem(CORRUPT, {"file": path.name}), str(exc)) from exc
    except NotAFileError as exc:
        raise DocumentError(Problem(NOT_A_FILE, {"file": path.name}), str(exc)) from exc
    except OSError as exc:
        problem = Problem(UNREADABLE, {"file": path.name})
        raise DocumentError(problem, f"{path}: {exc}") from exc


def read_document(path: Path, model: type[M], migrations: Migrations) -> M:
    """Read and decode one file (FileNotFoundError when it does not exist)."""
    return decode(read_bytes(path), model, migrations, path.name)


def reject(path: Path, error: DocumentError, now: datetime) -> Problem:
    """Log a bad file, move it aside (never delete it) and return the problem to show."""
    log.warning("rejected %s: %s", path, error)
    moved = move_aside(path, now) if path.exists() or path.is_symlink() else None
    p = error.problem
    params = dict(p.params)
    if moved is not None:
        params["moved_to"] = moved.name  # for the storage.notice.moved_aside message
    return Problem(p.key, params, moved)


def readback_check(
    expected: bytes, model: type[BaseModel], migrations: Migrations, label: str
) -> Callable[[bytes], None]:
    """A verify hook for write_atomic: the bytes on disk are exactly those meant and decode as
    a valid document (OSError otherwise, so the write is abandoned)."""

    def verify(back: bytes) -> None:
        if back != expected:
            raise OSError(f"{label}: read-back differs from what was written")
        try:
            decode(back, model, migrations, label)
        except DocumentError as exc:
            raise OSError(f"{label}: written file does not validate: {exc}") from exc

    return verify
