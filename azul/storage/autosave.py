"""The game in progress, written after every move: verified before it replaces the last one,
with the previous good autosave kept as autosave.prev.json."""

from __future__ import annotations

from datetime import datetime

from .atomic import clean_stale_temps, move_aside, read_limited, write_atomic
from .documents import DocumentError, decode, encode, read_or_set_aside, write_checked
from .game_file_format import check_seats, game_document, read_game
from .migrations import GAME
from .models import GameFile
from .paths import StoragePaths
from .problems import RECOVERED_PREVIOUS, Loaded, Problem, Saved, write_problem
from .replay import GameSnapshot, ReplayCache, ResumedGame


def write_autosave(
    paths: StoragePaths, snapshot: GameSnapshot, cache: ReplayCache, now: datetime
) -> Saved:
    """Write the game in progress; refused (nothing written) if a move does not replay."""
    target = paths.autosave_file
    try:
        check_seats(snapshot, target.name)
        positions = cache.positions(snapshot.setup, snapshot.moves, target.name)
        data = encode(game_document("autosave", "", snapshot, positions, now))
    except DocumentError as exc:
        return Saved.failed(exc.problem)

    def keep_previous() -> None:
        # The current autosave becomes the previous one only if it is itself readable; a
        # damaged one is moved aside instead of overwriting the good previous copy.
        try:
            current = read_limited(target)
            decode(current, GameFile, GAME, target.name)
        except FileNotFoundError:
            return
        except (OSError, DocumentError):
            move_aside(target, now)  # unreadable or damaged: kept aside, never copied
            return
        write_atomic(paths.autosave_prev_file, current)

    return write_checked(target, data, GameFile, GAME, "autosave", "autosave", keep_previous)


def load_autosave(paths: StoragePaths, now: datetime) -> Loaded[ResumedGame]:
    """The game to resume: the autosave, else the previous one; value None if there is none."""
    clean_stale_temps(paths.data_dir)
    problems: list[Problem] = []
    for path in (paths.autosave_file, paths.autosave_prev_file):
        game = read_or_set_aside(read_game, path, now, problems)
        if game is None:
            continue
        if path == paths.autosave_prev_file:
            problems.append(Problem(RECOVERED_PREVIOUS, {"file": path.name}))
        return Loaded(game, tuple(problems))
    return Loaded(None, tuple(problems))


def clear_autosave(paths: StoragePaths) -> Saved:
    """Forget the game in progress (it finished or the player abandoned it)."""
    # The previous copy goes first, so an interruption never leaves only the older game.
    for path in (paths.autosave_prev_file, paths.autosave_file):
        try:
            path.unlink(missing_ok=True)
        except OSError as exc:
            return Saved.failed(write_problem(exc, path))
    return Saved(ok=True, id="autosave")


def has_autosave(paths: StoragePaths) -> bool:
    """True when there may be a game to continue (the title screen's Continue button)."""
    return paths.autosave_file.is_file() or paths.autosave_prev_file.is_file()
