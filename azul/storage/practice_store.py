"""Practice progress on disk: which practice positions are done and which are to retry.

One small versioned document, ``practice.json`` in the data folder beside the records (the
positions it names are decisions of recorded games: ``<record id>#<move index>``), written
atomically and read back like every stored document. A damaged file is moved aside and the
progress starts afresh (the positions themselves come from the records and their reviews,
so nothing else is lost). Entries of records that are gone are dropped when it is written.
"""

from __future__ import annotations

import re
from collections.abc import Collection, Mapping
from datetime import datetime
from pathlib import Path
from typing import Annotated, Any, Literal

from pydantic import AfterValidator, Field

from .documents import DocumentError, encode, read_document, reject, write_checked
from .migrations import Migrations
from .models import StoredModel
from .paths import StoragePaths
from .problems import Loaded, Saved

PRACTICE = Migrations("practice", current=1)
PRACTICE_FILE = "practice.json"
MAX_ENTRIES = 5000  # far more positions than years of games give
_KEY = re.compile(r"^[0-9]{8}-[0-9]{6}-[a-z0-9-]{1,80}-[0-9a-f]{12}#[0-9]{1,5}$")
Status = Literal["done", "retry"]


def _only_good_keys(value: dict[str, str]) -> dict[str, str]:
    """Entries under a key that names no record's move are left out (one bad entry loses no
    other)."""
    return {k: v for k, v in value.items() if _KEY.match(k)}


class PracticeFile(StoredModel):
    """practice.json: the progress over the practice positions."""

    schema_version: int
    kind: Literal["practice"]
    progress: Annotated[
        dict[Annotated[str, Field(max_length=120)], Status],
        AfterValidator(_only_good_keys),
        Field(max_length=MAX_ENTRIES),
    ] = {}


def practice_file(paths: StoragePaths) -> Path:
    """Where the practice progress is kept."""
    return paths.data_dir / PRACTICE_FILE


def _record_of(key: str) -> str:
    return key.split("#", 1)[0]


def load_practice(paths: StoragePaths, now: datetime) -> Loaded[dict[str, str]]:
    """The saved progress (empty when there is none; a damaged file is moved aside and its
    problem reported)."""
    path = practice_file(paths)
    try:
        doc = read_document(path, PracticeFile, PRACTICE)
    except FileNotFoundError:
        return Loaded({})
    except DocumentError as exc:
        return Loaded({}, (reject(path, exc, now),))
    return Loaded(dict(doc.progress))


def save_practice(
    paths: StoragePaths, progress: Mapping[str, str], records: Collection[str] | None = None
) -> Saved:
    """Write the progress (atomic, checked); with ``records`` given, entries of other records
    (games no longer kept) are left out."""
    kept: dict[str, Any] = {
        k: v
        for k, v in progress.items()
        if _KEY.match(k)
        and v in ("done", "retry")
        and (records is None or _record_of(k) in records)
    }
    if len(kept) > MAX_ENTRIES:  # the oldest games' entries go first (ids sort by date)
        kept = dict(sorted(kept.items())[-MAX_ENTRIES:])
    doc = PracticeFile(schema_version=PRACTICE.current, kind="practice", progress=kept)
    target = practice_file(paths)
    return write_checked(
        target, encode(doc), PracticeFile, PRACTICE, "practice", f"writing practice {target}"
    )
