"""The file format shared by the autosave and saved games: building it and loading it back."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

from pydantic import ValidationError

from . import models
from .documents import DocumentError, read_document
from .migrations import GAME
from .models import GameFile, GameHeader, SeatModel, SetupModel
from .problems import CORRUPT, TOO_LONG, Problem
from .replay import (
    GameSnapshot,
    Positions,
    ResumedGame,
    decision_flags,
    replay_positions,
)


def game_document(
    kind: str, name: str, snapshot: GameSnapshot, positions: Positions, now: datetime
) -> GameFile:
    """The document for a verified game (positions come from replaying the snapshot);
    DocumentError if some value cannot be stored (e.g. a seed beyond 64 bits)."""
    final = positions.final
    seats = [SeatModel.of(s) for s in snapshot.seats]
    try:
        return GameFile(
            schema_version=GAME.current,
            kind="autosave" if kind == "autosave" else "save",
            name=name,
            saved_at=now,
            header=GameHeader(
                ruleset=snapshot.setup.ruleset,
                players=[s.name for s in seats],
                round=int(final.round),
                scores=[int(x) for x in final.scores],
                moves=len(positions.moves),
                over=bool(final.is_over),
                to_move=int(final.current_player),
            ),
            seats=seats,
            setup=SetupModel.of(snapshot.setup),
            moves=list(positions.notation),
            continued=list(decision_flags(snapshot.continued, positions.movers)),
        )
    except ValidationError as exc:
        raise DocumentError(Problem(CORRUPT, {"file": name or kind}), str(exc)) from exc


def check_seats(snapshot: GameSnapshot, label: str) -> None:
    """A snapshot must have one seat per player and no more moves than any game under the
    rules can have (DocumentError otherwise; nothing is written, the last good file stays)."""
    if len(snapshot.seats) != snapshot.setup.players:
        raise DocumentError(Problem(CORRUPT, {"file": label}), "seats do not match players")
    cap = models.MAX_MOVES  # read at call time: tests lower it instead of playing 8,000 moves
    if len(snapshot.moves) > cap:
        problem = Problem(TOO_LONG, {"max": cap})
        raise DocumentError(problem, f"{label}: {len(snapshot.moves)} moves, more than {cap}")


def resume(doc: GameFile, label: str) -> ResumedGame:
    """Rebuild every position of a stored game by replaying it (DocumentError if illegal)."""
    setup = doc.setup.to_setup()
    positions = replay_positions(setup, doc.moves, label)
    seats = tuple(s.to_seat() for s in doc.seats)
    # Flags that cannot be right (a hand-edited file) are dropped rather than refusing the game:
    # they only decide how far undo goes back.
    flags = decision_flags(doc.continued, positions.movers)
    return ResumedGame(doc.name, doc.saved_at, seats, setup, positions, flags)


def read_game(path: Path) -> ResumedGame:
    """Load a game file and replay it (FileNotFoundError if absent, DocumentError if bad)."""
    return resume(read_document(path, GameFile, GAME), path.name)
