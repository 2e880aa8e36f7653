"""settings.json: loaded with defaults for anything missing or damaged, saved atomically."""

from __future__ import annotations

import json
import logging
from datetime import datetime
from typing import Any

from pydantic import ValidationError

from .atomic import clean_stale_temps, write_atomic
from .documents import DocumentError, encode, parse_json, read_bytes, readback_check, reject
from .documents import upgrade as upgrade_document
from .migrations import SETTINGS
from .models import SettingsFile
from .paths import StoragePaths
from .problems import CORRUPT, Loaded, Problem, Saved, write_problem

log = logging.getLogger(__name__)


def _validate(doc: dict[str, Any]) -> SettingsFile:
    # Through JSON text so strict mode applies JSON's own types.
    return SettingsFile.model_validate_json(json.dumps(doc))


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


def load_settings(paths: StoragePaths, now: datetime) -> Loaded[SettingsFile]:
    """The saved settings; defaults (with a problem to show) when the file is missing or bad.

    The value is never None. A damaged file is moved aside; if part of it was still valid,
    that part is kept and written back at once.
    """
    path = paths.settings_file
    label = path.name
    clean_stale_temps(paths.config_dir)
    try:
        doc = upgrade_document(parse_json(read_bytes(path), label), SETTINGS, label)
    except FileNotFoundError:
        return Loaded(SettingsFile())
    except DocumentError as exc:
        return Loaded(SettingsFile(), (reject(path, exc, now),))
    try:
        return Loaded(_validate(doc))
    except (ValidationError, ValueError, TypeError, RecursionError) as exc:
        error = DocumentError(Problem(CORRUPT, {"file": label}), str(exc))
        problem = reject(path, error, now)
        salvaged = _salvage(doc, exc) if isinstance(exc, ValidationError) else None
    if salvaged is None:
        return Loaded(SettingsFile(), (problem,))
    saved = save_settings(paths, salvaged)
    extra = (saved.problem,) if saved.problem is not None else ()
    return Loaded(salvaged, (problem, *extra))


def save_settings(paths: StoragePaths, settings: SettingsFile) -> Saved:
    """Write the settings atomically."""
    target = paths.settings_file
    data = encode(settings)
    try:
        write_atomic(target, data, verify=readback_check(data, SettingsFile, SETTINGS, target.name))
    except OSError as exc:
        log.warning("saving %s failed: %s", target.name, exc)
        return Saved.failed(write_problem(exc, target))
    return Saved(ok=True, id="settings", path=target)
