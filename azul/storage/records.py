"""Finished games as records: written once per game, listed, loaded (replayed and checked),
exported to a chosen file and imported from one."""

from __future__ import annotations

import hashlib
import json
import logging
import re
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from pydantic import ValidationError

from azul.domain.settings import Seat
from azul.engine import Setup

from .atomic import clean_stale_temps, write_atomic
from .documents import (
    DocumentError,
    encode,
    load_file,
    parse_json,
    read_bytes,
    read_document,
    read_or_set_aside,
    readback_check,
    upgrade,
    validate,
    write_checked,
)
from .game_file_format import check_seats
from .migrations import RECORD
from .models import RecordFile, SeatModel, SetupModel
from .paths import StoragePaths
from .problems import (
    CORRUPT,
    NOT_A_RECORD,
    NOT_FINISHED,
    NOT_FOUND,
    Listing,
    Loaded,
    Problem,
    Saved,
    write_problem,
)
from .replay import GameSnapshot, Positions, replay_positions

log = logging.getLogger(__name__)

_ID = re.compile(r"^[0-9]{8}-[0-9]{6}-[a-z0-9-]{1,80}-[0-9a-f]{12}$")


@dataclass(frozen=True, slots=True)
class RecordInfo:
    """One finished game as listed (from the file, without replaying)."""

    id: str
    finished_at: datetime
    ruleset: str
    players: tuple[str, ...]
    seats: tuple[Seat, ...]
    scores: tuple[int, ...]
    winners: tuple[int, ...]
    moves: int


@dataclass(frozen=True, slots=True)
class FinishedGame:
    """A loaded record, replayed and checked: every position of the finished game."""

    id: str
    doc: RecordFile
    positions: Positions

    @property
    def info(self) -> RecordInfo:
        """The list entry for this record."""
        return info_of(self.id, self.doc)

    @property
    def setup(self) -> Setup:
        """The engine setup."""
        return self.doc.setup.to_setup()

    @property
    def seats(self) -> tuple[Seat, ...]:
        """The seats."""
        return tuple(s.to_seat() for s in self.doc.seats)


def info_of(ident: str, doc: RecordFile) -> RecordInfo:
    """The list entry of a record document."""
    return RecordInfo(
        id=ident,
        finished_at=doc.finished_at,
        ruleset=doc.setup.ruleset,
        players=tuple(s.name for s in doc.seats),
        seats=tuple(s.to_seat() for s in doc.seats),
        scores=tuple(doc.final_scores),
        winners=tuple(doc.winners),
        moves=len(doc.moves),
    )


def fingerprint(setup: Setup, moves: Sequence[str]) -> str:
    """Identifies a game by its setup and moves (the same game imported twice is one game)."""
    text = json.dumps([setup.to_json(), list(moves)], sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:12]


def record_id(doc: RecordFile) -> str:
    """File stem of a record: finish time, rule set and fingerprint (sorts by date)."""
    t = doc.finished_at
    # Not strftime("%Y"): it does not pad years before 1000 to four digits on every platform,
    # and the id must match _ID for the record to be opened again.
    stamp = f"{t.year:04d}{t.month:02d}{t.day:02d}-{t.hour:02d}{t.minute:02d}{t.second:02d}"
    return f"{stamp}-{doc.setup.ruleset}-{fingerprint(doc.setup.to_setup(), doc.moves)}"


def _existing(paths: StoragePaths, fp: str) -> Path | None:
    try:
        return next(iter(sorted(paths.records_dir.glob(f"*-{fp}.json"))), None)
    except OSError:
        return None


def _checked(doc: RecordFile, label: str) -> Positions:
    """Replay a record and check it is finished and agrees with its stored result."""
    positions = replay_positions(doc.setup.to_setup(), doc.moves, label)
    final = positions.final
    if not final.is_over:
        raise DocumentError(Problem(NOT_FINISHED, {"file": label}), "game not finished")
    corrupt = Problem(CORRUPT, {"file": label})
    if list(final.scores) != doc.final_scores or sorted(final.winners()) != sorted(doc.winners):
        raise DocumentError(corrupt, "stored result differs from the replayed game")
    if int(positions.states[0].start_player) != doc.start_player:
        raise DocumentError(corrupt, "stored first player differs from the replayed game")
    return positions


def build_record(snapshot: GameSnapshot, now: datetime) -> tuple[RecordFile, Positions]:
    """The record of a finished game (DocumentError if illegal or not finished)."""
    label = "record"
    check_seats(snapshot, label)
    positions = replay_positions(snapshot.setup, snapshot.moves, label)
    final = positions.final
    if not final.is_over:
        raise DocumentError(Problem(NOT_FINISHED, {"file": label}), "game not finished")
    try:
        doc = _record_file(snapshot, positions, now)
    except ValidationError as exc:
        raise DocumentError(Problem(CORRUPT, {"file": label}), str(exc)) from exc
    return doc, positions


def _record_file(snapshot: GameSnapshot, positions: Positions, now: datetime) -> RecordFile:
    final = positions.final
    return RecordFile(
        schema_version=RECORD.current,
        kind="record",
        finished_at=now,
        setup=SetupModel.of(snapshot.setup),
        start_player=int(positions.states[0].start_player),
        seats=[SeatModel.of(s) for s in snapshot.seats],
        moves=list(positions.notation),
        final_scores=[int(x) for x in final.scores],
        winners=sorted(int(w) for w in final.winners()),
    )


def store_record(paths: StoragePaths, doc: RecordFile) -> Saved:
    """Write a checked record into the records folder (an identical game is kept only once)."""
    existing = _existing(paths, fingerprint(doc.setup.to_setup(), doc.moves))
    if existing is not None:
        return Saved(ok=True, id=existing.stem, path=existing)
    ident = record_id(doc)
    target = paths.records_dir / f"{ident}.json"
    return write_checked(target, encode(doc), RecordFile, RECORD, ident, f"writing record {target}")


def record_files(paths: StoragePaths) -> list[Path]:
    """Every record file, oldest first."""
    try:
        return sorted(p for p in paths.records_dir.glob("*.json") if not p.name.startswith("."))
    except OSError:
        return []


def list_records(paths: StoragePaths, now: datetime) -> Listing[RecordInfo]:
    """Every readable record, newest first; damaged files are moved aside and reported."""
    clean_stale_temps(paths.records_dir)
    items: list[RecordInfo] = []
    problems: list[Problem] = []
    for path in record_files(paths):
        doc = read_or_set_aside(_read_record_file, path, now, problems)
        if doc is not None:
            items.append(info_of(path.stem, doc))
    items.sort(key=lambda r: r.finished_at, reverse=True)
    return Listing(tuple(items), tuple(problems))


def _read_record_file(path: Path) -> RecordFile:
    return read_document(path, RecordFile, RECORD)


def read_record(path: Path) -> FinishedGame:
    """Read a record file and check it by replay (FileNotFoundError / DocumentError)."""
    doc = read_document(path, RecordFile, RECORD)
    return FinishedGame(path.stem, doc, _checked(doc, path.name))


def load_record(paths: StoragePaths, ident: str, now: datetime) -> Loaded[FinishedGame]:
    """Load a record by id, replayed and checked (a bad file is moved aside and reported)."""
    if not _ID.match(ident):
        return Loaded(None, (Problem(NOT_FOUND, {"file": ident}),))
    path = paths.records_dir / f"{ident}.json"
    return load_file(read_record, path, now)


def export_record(paths: StoragePaths, ident: str, dest: Path, now: datetime) -> Saved:
    """Write a record (checked first) to a file the player chose."""
    loaded = load_record(paths, ident, now)
    if loaded.value is None:
        return Saved.failed(loaded.problems[0])
    data = encode(loaded.value.doc)
    try:
        write_atomic(dest, data, verify=readback_check(data, RecordFile, RECORD, dest.name))
    except OSError as exc:
        return Saved.failed(write_problem(exc, dest))
    return Saved(ok=True, id=ident, path=dest)


def read_import(src: Path) -> FinishedGame:
    """Read and check a record file from anywhere (DocumentError; the file is left alone)."""
    label = src.name
    try:
        data = read_bytes(src)
    except FileNotFoundError as exc:
        raise DocumentError(Problem(NOT_FOUND, {"file": label}), str(exc)) from exc
    raw = parse_json(data, label)
    if raw.get("kind") != "record":
        raise DocumentError(Problem(NOT_A_RECORD, {"file": label}), f"kind {raw.get('kind')!r}")
    doc = validate(upgrade(raw, RECORD, label), RecordFile, label)
    return FinishedGame("", doc, _checked(doc, label))


def import_record(paths: StoragePaths, src: Path) -> Loaded[FinishedGame]:
    """Import a record file (validated by replay) into the records folder."""
    try:
        game = read_import(src)
    except DocumentError as exc:
        log.warning("import of %s refused: %s", src, exc)
        return Loaded(None, (exc.problem,))
    saved = store_record(paths, game.doc)
    if not saved.ok or saved.problem is not None:
        return Loaded(None, (saved.problem,) if saved.problem else ())
    return Loaded(FinishedGame(saved.id, game.doc, game.positions))
