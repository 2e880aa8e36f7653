"""Games saved under a name: save, list (from each file's header, no replay), load, delete."""

from __future__ import annotations

import hashlib
import re
import unicodedata
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from .atomic import clean_stale_temps
from .documents import (
    DocumentError,
    encode,
    load_file,
    read_document,
    read_or_set_aside,
    write_checked,
)
from .game_file_format import check_seats, game_document, read_game
from .migrations import GAME
from .models import GameFile
from .paths import StoragePaths
from .problems import INVALID_NAME, NOT_FOUND, Listing, Loaded, Problem, Saved, write_problem
from .replay import GameSnapshot, ResumedGame, replay_positions

MAX_NAME = 60
_ID = re.compile(r"^[a-z0-9][a-z0-9-]{0,80}$")


@dataclass(frozen=True, slots=True)
class SaveInfo:
    """One line of the saved-games list."""

    id: str  # pass to load_save / delete_save
    name: str
    saved_at: datetime
    ruleset: str
    players: tuple[str, ...]
    round: int
    scores: tuple[int, ...]
    moves: int
    over: bool


def clean_name(name: str) -> str | None:
    """The name as stored (trimmed, one line), or None if it is empty, too long or odd."""
    text = unicodedata.normalize("NFC", str(name)).strip()
    if not text or len(text) > MAX_NAME:
        return None
    if any(unicodedata.category(ch).startswith("C") for ch in text):
        return None  # control or unassigned characters
    return text


def save_id(name: str) -> str:
    """The file stem for a save name: readable ASCII slug plus a hash of the exact name, so
    the same name always maps to the same file and different names never collide."""
    ascii_text = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode()
    slug = re.sub(r"[^a-z0-9]+", "-", ascii_text.lower()).strip("-")[:40].strip("-") or "save"
    digest = hashlib.sha256(name.encode("utf-8")).hexdigest()[:8]
    return f"{slug}-{digest}"


def _path(paths: StoragePaths, ident: str) -> Path | None:
    return paths.saves_dir / f"{ident}.json" if _ID.match(ident) else None


def save_game(paths: StoragePaths, name: str, snapshot: GameSnapshot, now: datetime) -> Saved:
    """Save under a name (the same name replaces that save); refused if a move is illegal."""
    clean = clean_name(name)
    if clean is None:
        return Saved.failed(Problem(INVALID_NAME, {"max": MAX_NAME}))
    ident = save_id(clean)
    target = paths.saves_dir / f"{ident}.json"
    try:
        check_seats(snapshot, clean)
        positions = replay_positions(snapshot.setup, snapshot.moves, clean)
        data = encode(game_document("save", clean, snapshot, positions, now))
    except DocumentError as exc:
        return Saved.failed(exc.problem)
    return write_checked(target, data, GameFile, GAME, ident, f"saving {target}")


def _read_save_file(path: Path) -> GameFile:
    return read_document(path, GameFile, GAME)


def list_saves(paths: StoragePaths, now: datetime) -> Listing[SaveInfo]:
    """Every readable save, newest first; damaged files are moved aside and reported."""
    folder = paths.saves_dir
    clean_stale_temps(folder)
    try:
        files = sorted(p for p in folder.glob("*.json") if not p.name.startswith("."))
    except OSError:
        return Listing()
    items: list[SaveInfo] = []
    problems: list[Problem] = []
    for path in files:
        doc = read_or_set_aside(_read_save_file, path, now, problems)
        if doc is None:
            continue  # deleted meanwhile, or damaged (moved aside)
        h = doc.header
        items.append(
            SaveInfo(
                id=path.stem,
                name=doc.name or path.stem,
                saved_at=doc.saved_at,
                ruleset=doc.setup.ruleset,
                players=tuple(s.name for s in doc.seats),
                round=h.round,
                scores=tuple(h.scores),
                moves=h.moves,
                over=h.over,
            )
        )
    items.sort(key=lambda s: s.saved_at, reverse=True)
    return Listing(tuple(items), tuple(problems))


def load_save(paths: StoragePaths, ident: str, now: datetime) -> Loaded[ResumedGame]:
    """Load a save by id, replaying every move (a bad file is moved aside and reported)."""
    path = _path(paths, ident)
    if path is None:
        return Loaded(None, (Problem(NOT_FOUND, {"file": ident}),))
    return load_file(read_game, path, now)


def delete_save(paths: StoragePaths, ident: str) -> Saved:
    """Delete a save (already gone counts as done)."""
    path = _path(paths, ident)
    if path is None:
        return Saved.failed(Problem(NOT_FOUND, {"file": ident}))
    try:
        path.unlink(missing_ok=True)
    except OSError as exc:
        return Saved.failed(write_problem(exc, path))
    return Saved(ok=True, id=ident, path=path)
