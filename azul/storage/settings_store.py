"""settings.json: loaded with defaults for anything missing or damaged, saved atomically."""

from __future__ import annotations

from collections.abc import Collection
from datetime import datetime
from typing import Any

from pydantic import ValidationError

from .atomic import clean_stale_temps
from .documents import (
    DocumentError,
    as_json,
    encode,
    known_part,
    parse_json,
    read_bytes,
    reject,
    write_checked,
)
from .documents import upgrade as upgrade_document
from .migrations import SETTINGS, VERSION_KEY
from .models import SettingsFile
from .paths import StoragePaths
from .problems import CORRUPT, LESSONS_CLEANED, UNVERSIONED, Loaded, Problem, Saved


def _validate(doc: dict[str, Any]) -> SettingsFile:
    return SettingsFile.model_validate_json(as_json(known_part(doc, SettingsFile)))


def _salvage(doc: dict[str, Any], error: ValidationError) -> SettingsFile | None:
    """The settings with every invalid entry reset to its default (None if even that fails),
    so one bad hand-edited value does not throw away all the others."""
    bad = {e["loc"][0] for e in error.errors() if e["loc"]}
    if not bad:
        return None
    try:
        return _validate({k: v for k, v in doc.items() if k not in bad})
    except (ValidationError, ValueError, TypeError, RecursionError):
        return None


# Keys only the pre-release (unversioned, version 0) file had, and keys only current files have.
_PRE_RELEASE_KEYS = frozenset({"lang", "volume", "mute", "window", "animations"})
_CURRENT_ONLY_KEYS = frozenset(SettingsFile.model_fields) - {"fullscreen"}


def _pre_release(doc: dict[str, Any]) -> bool:
    """True for the pre-release settings format (the one unversioned format there was)."""
    keys = set(doc)
    return bool(keys & _PRE_RELEASE_KEYS) and not keys & _CURRENT_ONLY_KEYS


def _kept(settings: SettingsFile, paths: StoragePaths, problem: Problem) -> Loaded[SettingsFile]:
    """Settings read from a file that was moved aside: written back at once, so the next start
    finds them (and reports nothing)."""
    saved = save_settings(paths, settings)
    extra = (saved.problem,) if saved.problem is not None else ()
    return Loaded(settings, (problem, *extra))


def _only_known_lessons(doc: dict[str, Any], known: Collection[str]) -> dict[str, Any] | None:
    """The document with progress on unknown lesson ids taken out (None when there was none):
    however many unknown entries a file holds, they never crowd out the real lessons' own."""
    steps, done = doc.get("lesson_steps"), doc.get("lessons_done")
    cleaned = dict(doc)
    if isinstance(steps, dict) and any(k not in known for k in steps):
        cleaned["lesson_steps"] = {k: v for k, v in steps.items() if k in known}
    if isinstance(done, list) and any(not isinstance(v, str) or v not in known for v in done):
        cleaned["lessons_done"] = [v for v in done if isinstance(v, str) and v in known]
    return None if cleaned == doc else cleaned


def load_settings(
    paths: StoragePaths, now: datetime, known_lessons: Collection[str] | None = None
) -> Loaded[SettingsFile]:
    """The saved settings; defaults (with a problem to show) when the file is missing or bad.

    The value is never None. A damaged or unversioned file is moved aside (never silently
    reset or overwritten); whatever part of it is still valid is kept and written back at once.
    Given the lessons this version has, progress on other lesson ids is dropped the same way.
    """
    path = paths.settings_file
    label = path.name
    clean_stale_temps(paths.config_dir)
    aside: Problem | None = None  # the file was moved aside, its good part is written back
    try:
        raw = parse_json(read_bytes(path), label)
        if VERSION_KEY not in raw and not _pre_release(raw):
            # Not the pre-release format: read it as the current one, keep the file aside.
            error = DocumentError(Problem(UNVERSIONED, {"file": label}), f"no {VERSION_KEY}")
            aside = reject(path, error, now)
            raw = {**raw, VERSION_KEY: SETTINGS.current}
        doc = upgrade_document(raw, SETTINGS, label)
    except FileNotFoundError:
        return Loaded(SettingsFile())
    except DocumentError as exc:
        return Loaded(SettingsFile(), (reject(path, exc, now),))
    cleaned = None if known_lessons is None else _only_known_lessons(doc, known_lessons)
    if cleaned is not None:
        doc = cleaned
        if aside is None:
            error = DocumentError(Problem(LESSONS_CLEANED, {"file": label}), "unknown lessons")
            aside = reject(path, error, now)
    try:
        settings = _validate(doc)
    except (ValidationError, ValueError, TypeError, RecursionError) as exc:
        problem = aside
        if problem is None:
            error = DocumentError(Problem(CORRUPT, {"file": label}), str(exc))
            problem = reject(path, error, now)
        salvaged = _salvage(doc, exc) if isinstance(exc, ValidationError) else None
        if salvaged is None:
            return Loaded(SettingsFile(), (problem,))
        return _kept(salvaged, paths, problem)
    if aside is not None:
        return _kept(settings, paths, aside)
    return Loaded(settings)


def save_settings(paths: StoragePaths, settings: SettingsFile) -> Saved:
    """Write the settings atomically."""
    target = paths.settings_file
    data = encode(settings)
    return write_checked(target, data, SettingsFile, SETTINGS, "settings", f"saving {target.name}")
