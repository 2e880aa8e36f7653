"""Reading and writing one stored document: bytes ⇄ JSON ⇄ migrated ⇄ validated model.

Every way a file can be wrong ends in a DocumentError carrying the player-facing Problem, so
callers never see a raw exception from bad data.
"""

from __future__ import annotations

import json
import logging
import operator
import re
import threading
from collections.abc import Callable
from datetime import datetime
from itertools import accumulate, count
from pathlib import Path
from types import UnionType
from typing import Any, TypeVar, Union, get_args, get_origin

from pydantic import BaseModel, ValidationError

from .atomic import NotAFileError, TooLargeError, move_aside, read_limited, write_atomic
from .migrations import FutureVersionError, MigrationError, Migrations
from .problems import (
    CORRUPT,
    FUTURE_VERSION,
    NOT_A_FILE,
    NOT_FOUND,
    UNREADABLE,
    Loaded,
    Problem,
    Saved,
    write_problem,
)

log = logging.getLogger(__name__)

M = TypeVar("M", bound=BaseModel)
T = TypeVar("T")


class DocumentError(Exception):
    """A file that cannot be used; ``problem`` says why in player terms."""

    def __init__(self, problem: Problem, detail: str = "") -> None:
        super().__init__(detail or problem.key)
        self.problem = problem


def encode(doc: BaseModel) -> bytes:
    """The bytes written for a document (UTF-8 JSON, readable when opened by hand)."""
    return doc.model_dump_json(indent=1).encode("utf-8") + b"\n"


# Limits on a file's JSON structure, far above any file the game writes (the largest real ones:
# a game of the longest length the rules allow, about 90,000 values; statistics of 20,000
# games of two people, about 240,000 values and 40,000 objects). A 16 MiB file of "{}" would
# otherwise become five million objects and take gigabytes to parse and validate.
MAX_DEPTH = 32
MAX_CONTAINERS = 100_000  # objects and arrays
MAX_VALUES = 500_000  # about the number of commas, and of strings (keys included)
# A JSON string (written unrolled so long strings are skipped quickly).
_STRING = re.compile(rb'"[^"\\]*(?:\\.[^"\\]*)*"')
_NOT_BRACKETS = bytes(b for b in range(256) if b not in b"[]{}")
_BRACKET_STEPS = bytes.maketrans(b"[{]}", b"\x02\x02\x00\x00")  # one deeper, one out (less 1)


def check_structure(data: bytes, label: str) -> None:
    """Refuse (DocumentError, damaged) JSON whose structure is far larger than any stored file,
    counted on the bytes before anything is built, so memory stays bounded."""
    corrupt = Problem(CORRUPT, {"file": label})
    # Upper bounds, counted in C without building anything (brackets and commas inside
    # strings count too: no real file has many, its texts are short names).
    containers = data.count(b"{") + data.count(b"[")
    values = data.count(b",") + 1
    strings = data.count(b'"') // 2
    if containers > MAX_CONTAINERS or max(values, strings) > MAX_VALUES:
        raise DocumentError(corrupt, f"{label}: {containers} objects/arrays, {values} values")
    if containers <= MAX_DEPTH:
        return  # no deeper than the number of brackets that open
    # The nesting depth after each bracket outside strings, all in C (a file is checked on
    # every read and write, so a loop in Python per bracket cost more than the rest of it):
    # the strings are cut out, the brackets kept as 2 (opening) or 0 (closing), and the depth
    # after the n-th bracket is the sum of the first n of those less n.
    brackets = _STRING.sub(b"", data).translate(_BRACKET_STEPS, _NOT_BRACKETS)
    if max(map(operator.sub, accumulate(brackets), count(1)), default=0) > MAX_DEPTH:
        raise DocumentError(corrupt, f"{label}: nested more than {MAX_DEPTH} deep")


def parse_json(data: bytes, label: str) -> dict[str, Any]:
    """The top-level JSON object of a file's bytes (structure checked first)."""
    corrupt = Problem(CORRUPT, {"file": label})
    check_structure(data, label)
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


def known_part(value: Any, annotation: Any) -> Any:
    """The value without the object keys no model of its annotation knows. Unknown keys are
    ignored anyway, and pydantic copies a model's whole input into every error it reports, so
    a big unknown key in a damaged file would be copied once per missing field."""
    prune = _pruner(annotation)
    return value if prune is None else prune(value)


# What a value of an annotation becomes without its unknown keys; None: the value as it is
# (nothing in it is a model's object).
_Prune = Callable[[Any], Any]
# One pruner per model, made once: walking the annotations again for every value of every
# file read cost more than the rest of reading it.
_MODEL_PRUNERS: dict[type[BaseModel], _Prune] = {}
_BUILDING: dict[type[BaseModel], _Prune] = {}  # being made (by the thread holding the lock)
_PRUNERS_LOCK = threading.RLock()


def _pruner(annotation: Any) -> _Prune | None:
    """How a value of annotation loses the keys no model knows (None: it keeps all it has)."""
    if isinstance(annotation, type) and issubclass(annotation, BaseModel):
        return _model_pruner(annotation)
    origin, args = get_origin(annotation), get_args(annotation)
    if origin is list and args:
        item = _pruner(args[0])
        if item is None:
            return None
        return lambda value: [item(v) for v in value] if isinstance(value, list) else value
    if origin is dict and len(args) == 2:
        entry = _pruner(args[1])
        if entry is None:
            return None
        return lambda value: (
            {k: entry(v) for k, v in value.items()} if isinstance(value, dict) else value
        )
    if origin in (Union, UnionType):  # an optional model
        models = [a for a in args if isinstance(a, type) and issubclass(a, BaseModel)]
        if len(models) == 1:
            return _model_pruner(models[0])
    return None


def _model_pruner(model: type[BaseModel]) -> _Prune:
    """The pruner of a model's objects: its fields' keys kept, each pruned by its annotation."""
    if (known := _MODEL_PRUNERS.get(model)) is not None:
        return known
    # Files are read from more than one thread (the autosave's writer): a pruner is shown to
    # others only when all its fields are in it.
    with _PRUNERS_LOCK:
        if (known := _MODEL_PRUNERS.get(model) or _BUILDING.get(model)) is not None:
            return known  # made meanwhile, or a model that holds itself
        names = frozenset(model.model_fields)
        deeper: dict[str, _Prune] = {}

        def prune(value: Any) -> Any:
            if not isinstance(value, dict):
                return value
            kept = {k: v for k, v in value.items() if k in names}
            for key, inner in deeper.items():
                if key in kept:
                    kept[key] = inner(kept[key])
            return kept

        _BUILDING[model] = prune
        try:
            for name, field in model.model_fields.items():
                if (inner := _pruner(field.annotation)) is not None:
                    deeper[name] = inner
        finally:
            del _BUILDING[model]
        _MODEL_PRUNERS[model] = prune
        return prune


def validate(doc: dict[str, Any], model: type[M], label: str) -> M:
    """The validated model of a current-version document."""
    try:
        return model.model_validate_json(as_json(known_part(doc, model)))
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


def read_or_set_aside(
    read: Callable[[Path], T], path: Path, now: datetime, problems: list[Problem]
) -> T | None:
    """What read makes of a file; None when it is gone or damaged (a damaged file is moved
    aside and its problem added to problems)."""
    try:
        return read(path)
    except FileNotFoundError:
        return None
    except DocumentError as exc:
        problems.append(reject(path, exc, now))
        return None


def load_file(read: Callable[[Path], T], path: Path, now: datetime) -> Loaded[T]:
    """What read makes of a file the player asked for: "not found" when it is gone; a damaged
    file is moved aside and reported."""
    try:
        return Loaded(read(path))
    except FileNotFoundError:
        return Loaded(None, (Problem(NOT_FOUND, {"file": path.name}),))
    except DocumentError as exc:
        return Loaded(None, (reject(path, exc, now),))


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


def write_checked(
    target: Path,
    data: bytes,
    model: type[BaseModel],
    migrations: Migrations,
    ident: str,
    action: str,
    before_replace: Callable[[], None] | None = None,
) -> Saved:
    """Write a document's bytes atomically, read back and checked; a failure is logged as
    "<action> failed" and returned as the problem to show (the old file stays)."""
    try:
        write_atomic(
            target,
            data,
            verify=readback_check(data, model, migrations, target.name),
            before_replace=before_replace,
        )
    except OSError as exc:
        log.warning("%s failed: %s", action, exc)
        return Saved.failed(write_problem(exc, target))
    return Saved(ok=True, id=ident, path=target)
