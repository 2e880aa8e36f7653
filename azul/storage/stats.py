"""Statistics per rule set and player count, computed from finished-game records.

The stats file is a cache of the records: it lists the records it has counted, picks up any
record it has not (e.g. after a failed stats write), and is rebuilt from the records folder
when it is damaged.
"""

from __future__ import annotations

from collections.abc import Iterable
from datetime import datetime

from .documents import (
    DocumentError,
    encode,
    read_document,
    read_or_set_aside,
    reject,
    write_checked,
)
from .migrations import STATS
from .models import GroupStats, LevelTally, PersonStats, RecordFile, ScorePoint, StatsFile
from .paths import StoragePaths
from .problems import STATS_REBUILT, Loaded, Problem, Saved
from .records import read_record, record_files


def group_key(ruleset: str, players: int) -> str:
    """The key of a rule set and player count in StatsFile.groups."""
    return f"{ruleset}/{players}"


def person_name(doc: RecordFile, seat: int) -> str:
    """The name statistics are kept under (seats without a name get "#<seat>")."""
    return doc.seats[seat].name.strip() or f"#{seat + 1}"


def add_record(stats: StatsFile, ident: str, doc: RecordFile) -> bool:
    """Count one finished game (in place); False if this record was already counted."""
    if ident in stats.counted:
        return False
    stats.counted.append(ident)
    setup = doc.setup
    key = group_key(setup.ruleset, setup.players)
    group = stats.groups.get(key)
    if group is None:
        group = stats.groups[key] = GroupStats(ruleset=setup.ruleset, players=setup.players)
    group.games += 1
    levels = sorted({s.level for s in doc.seats if s.kind == "computer"})
    winners = set(doc.winners)
    for seat, model in enumerate(doc.seats):
        if model.kind != "person":
            continue
        name = person_name(doc, seat)
        person = group.people.get(name)
        if person is None:
            person = group.people[name] = PersonStats()
        score = doc.final_scores[seat]
        won = seat in winners  # a shared win counts as a win
        person.played += 1
        person.won += int(won)
        person.total += score
        person.best = score if person.best is None else max(person.best, score)
        for level in levels:
            tally = person.vs_level.get(level)
            if tally is None:
                tally = person.vs_level[level] = LevelTally()
            tally.games += 1
            tally.wins += int(won)
        person.history.append(ScorePoint(date=doc.finished_at, score=score, won=won, record=ident))
        person.history.sort(key=lambda p: (p.date, p.record))
    return True


def compute(records: Iterable[tuple[str, RecordFile]]) -> StatsFile:
    """Statistics of a set of records."""
    stats = StatsFile(schema_version=STATS.current)
    for ident, doc in sorted(records, key=lambda r: (r[1].finished_at, r[0])):
        add_record(stats, ident, doc)
    return stats


def _valid_records(
    paths: StoragePaths, now: datetime, skip: set[str]
) -> tuple[list[tuple[str, RecordFile]], list[Problem]]:
    """Every record not in skip, checked by replay (bad ones moved aside and reported)."""
    found: list[tuple[str, RecordFile]] = []
    problems: list[Problem] = []
    for path in record_files(paths):
        if path.stem in skip:
            continue
        game = read_or_set_aside(read_record, path, now, problems)
        if game is not None:
            found.append((path.stem, game.doc))
    return found, problems


def write_stats(paths: StoragePaths, stats: StatsFile) -> Saved:
    """Write the statistics file atomically."""
    target = paths.stats_file
    return write_checked(target, encode(stats), StatsFile, STATS, "stats", "writing statistics")


def _rebuild(paths: StoragePaths, now: datetime) -> tuple[StatsFile, list[Problem], Saved]:
    records, problems = _valid_records(paths, now, set())
    stats = compute(records)
    return stats, problems, write_stats(paths, stats)


def rebuild_stats(paths: StoragePaths, now: datetime) -> Loaded[StatsFile]:
    """Recompute the statistics from every record and write them."""
    stats, problems, saved = _rebuild(paths, now)
    extra = (saved.problem,) if saved.problem is not None else ()
    return Loaded(stats, (*problems, *extra))


def bookkeeping_agrees(stats: StatsFile, present: set[str]) -> bool:
    """True when the statistics' list of counted records can be trusted: each counted once,
    each still in the records folder, and as many as the games in the statistics."""
    counted = stats.counted
    games = sum(group.games for group in stats.groups.values())
    return len(set(counted)) == len(counted) == games and set(counted) <= present


def _refresh(paths: StoragePaths, now: datetime) -> tuple[StatsFile, list[Problem], Saved | None]:
    """The statistics brought up to date with the records folder: (stats, problems met,
    result of writing them if they had to be written)."""
    try:
        stats = read_document(paths.stats_file, StatsFile, STATS)
    except FileNotFoundError:
        stats = StatsFile(schema_version=STATS.current)
    except DocumentError as exc:
        bad = reject(paths.stats_file, exc, now)
        stats, problems, saved = _rebuild(paths, now)
        notice = Problem(STATS_REBUILT, {"file": paths.stats_file.name})
        return stats, [bad, notice, *problems], saved
    if not bookkeeping_agrees(stats, {p.stem for p in record_files(paths)}):
        # Counting "the records not yet counted" would count some games twice: start afresh.
        notice = Problem(STATS_REBUILT, {"file": paths.stats_file.name})
        error = DocumentError(notice, "the counted records do not match the statistics")
        kept = reject(paths.stats_file, error, now)
        stats, problems, saved = _rebuild(paths, now)
        return stats, [kept, *problems], saved
    missing, problems = _valid_records(paths, now, set(stats.counted))
    if not missing:
        return stats, problems, None
    for ident, doc in sorted(missing, key=lambda r: (r[1].finished_at, r[0])):
        add_record(stats, ident, doc)
    return stats, problems, write_stats(paths, stats)


def load_stats(paths: StoragePaths, now: datetime) -> Loaded[StatsFile]:
    """The statistics, brought up to date with the records folder; a damaged stats file is
    moved aside and rebuilt from the records."""
    stats, problems, saved = _refresh(paths, now)
    if saved is not None and saved.problem is not None:
        problems.append(saved.problem)
    return Loaded(stats, tuple(problems))


def count_record(paths: StoragePaths, ident: str, doc: RecordFile, now: datetime) -> Saved:
    """Bring the statistics file up to date after a new record was stored (rebuilding it
    if it is damaged); Saved.problem carries anything the player should hear about."""
    stats, problems, saved = _refresh(paths, now)  # picks the new record up from the folder
    if add_record(stats, ident, doc):  # not visible in the folder (should not happen)
        saved = write_stats(paths, stats)
    if saved is not None and not saved.ok:
        return saved
    return Saved(
        ok=True, id="stats", path=paths.stats_file, problem=problems[0] if problems else None
    )
