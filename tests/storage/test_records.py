"""Game records: every finished game kept, listed, loaded, exported and imported (checked by
replay)."""

from __future__ import annotations

import json
from pathlib import Path

from azul.storage import Storage
from azul.storage.problems import (
    CORRUPT,
    ILLEGAL_MOVE,
    NOT_A_FOLDER,
    NOT_A_RECORD,
    NOT_FINISHED,
    NOT_FOUND,
    UNKNOWN_RULESET,
)

from .helpers import make_storage, play_random, seats_for

CRYSTAL = play_random("crystal-mosaic-2", 3, seed=12, choice_seed=6)
SEATS = seats_for(3, ("greedy", "random"))


def recorded(store: Storage) -> str:
    result = store.record_finished_game(CRYSTAL.snapshot(SEATS))
    assert result.record.ok and result.stats.ok
    return result.record.id


def test_record_holds_the_whole_finished_game(store: Storage) -> None:
    ident = recorded(store)
    (info,) = store.list_records().items
    final = CRYSTAL.states[-1]
    assert info.id == ident and info.ruleset == "crystal-mosaic-2"
    assert info.players == ("Anna", "Bot 1", "Bot 2")
    assert info.scores == tuple(final.scores)
    assert info.winners == tuple(sorted(final.winners()))
    assert info.moves == len(CRYSTAL.notation)
    loaded = store.load_record(ident)
    assert loaded.ok and loaded.value is not None
    game = loaded.value
    assert game.positions.final == final
    assert game.doc.setup.seed == 12 and game.doc.start_player == CRYSTAL.states[0].start_player
    assert game.doc.moves == CRYSTAL.notation
    assert game.seats == SEATS


def test_unfinished_game_is_not_recorded(store: Storage) -> None:
    result = store.record_finished_game(CRYSTAL.snapshot(SEATS, 30))
    assert not result.record.ok and result.record.problem is not None
    assert result.record.problem.key == NOT_FINISHED
    assert store.list_records().items == ()


def test_recording_the_same_game_twice_keeps_one(store: Storage) -> None:
    first = recorded(store)
    assert recorded(store) == first
    assert len(store.list_records().items) == 1
    stats = store.load_stats().value
    assert stats is not None and stats.groups["crystal-mosaic-2/3"].games == 1


def test_export_and_import_into_another_installation(tmp_path: Path) -> None:
    home = make_storage(tmp_path / "home")
    ident = recorded(home)
    dest = tmp_path / "shared" / "our game.json"
    assert home.export_record(ident, dest).ok
    exported = dest.read_bytes()
    friend = make_storage(tmp_path / "friend")
    imported = friend.import_record(dest)
    assert imported.ok and imported.value is not None
    assert imported.value.positions.final == CRYSTAL.states[-1]
    assert [r.id for r in friend.list_records().items] == [ident]
    stats = friend.load_stats().value
    assert stats is not None and stats.groups["crystal-mosaic-2/3"].people["Anna"].played == 1
    assert dest.read_bytes() == exported  # the player's file is left alone
    # Importing the same file again does not count the game twice.
    assert friend.import_record(dest).ok
    assert friend.load_stats().value.groups["crystal-mosaic-2/3"].games == 1  # type: ignore[union-attr]


def _exported(tmp_path: Path) -> dict[str, object]:
    home = make_storage(tmp_path / "home")
    dest = tmp_path / "game.json"
    assert home.export_record(recorded(home), dest).ok
    doc: dict[str, object] = json.loads(dest.read_text("utf-8"))
    return doc


def _import(tmp_path: Path, doc: dict[str, object]) -> tuple[Storage, object]:
    src = tmp_path / "incoming.json"
    src.write_text(json.dumps(doc), "utf-8")
    friend = make_storage(tmp_path / "friend")
    loaded = friend.import_record(src)
    assert loaded.value is None
    assert src.exists()  # never moved or deleted: it is the player's own file
    assert friend.list_records().items == ()
    return friend, loaded.problem


def test_import_refuses_tampered_scores(tmp_path: Path) -> None:
    doc = _exported(tmp_path)
    doc["final_scores"] = [100, 0, 0]
    _, problem = _import(tmp_path, doc)
    assert problem.key == CORRUPT  # type: ignore[attr-defined]


def test_import_refuses_illegal_move_naming_it(tmp_path: Path) -> None:
    doc = _exported(tmp_path)
    moves = list(doc["moves"])  # type: ignore[call-overload]
    moves[7] = moves[6]
    doc["moves"] = moves
    _, problem = _import(tmp_path, doc)
    assert problem.key == ILLEGAL_MOVE and problem.params["move_number"] == 8  # type: ignore[attr-defined]


def test_import_refuses_unfinished_unknown_and_other_files(tmp_path: Path) -> None:
    doc = _exported(tmp_path)
    short = dict(doc, moves=list(doc["moves"])[:20])  # type: ignore[call-overload]
    assert _import(tmp_path, short)[1].key == NOT_FINISHED  # type: ignore[attr-defined]
    unknown = dict(doc, setup=dict(doc["setup"], ruleset="azul-queens-garden"))  # type: ignore[call-overload]
    assert _import(tmp_path, unknown)[1].key == UNKNOWN_RULESET  # type: ignore[attr-defined]
    save = dict(doc, kind="save")
    assert _import(tmp_path, save)[1].key == NOT_A_RECORD  # type: ignore[attr-defined]
    friend = make_storage(tmp_path / "x")
    missing = friend.import_record(tmp_path / "nowhere.json")
    assert missing.problem is not None and missing.problem.key == NOT_FOUND


def test_export_to_an_unwritable_place(store: Storage, tmp_path: Path) -> None:
    ident = recorded(store)
    blocker = tmp_path / "a-file"
    blocker.write_text("x")
    result = store.export_record(ident, blocker / "game.json")
    assert not result.ok and result.problem is not None
    assert result.problem.key == NOT_A_FOLDER


def test_damaged_record_is_moved_aside_and_others_still_list(store: Storage) -> None:
    ident = recorded(store)
    bad = store.paths.records_dir / "20250101-000000-azul-0123456789ab.json"
    bad.write_text('{"kind": "record"')
    listing = store.list_records()
    assert [r.id for r in listing.items] == [ident]
    assert len(listing.problems) == 1 and listing.problems[0].key == CORRUPT
    assert not bad.exists() and listing.problems[0].moved_to is not None


def test_records_from_any_valid_date_can_be_opened_and_exported(
    store: Storage, tmp_path: Path
) -> None:
    """Issue 14, finding 6: a record finished before the year 1000 got an id that failed its
    own pattern (strftime's %Y is not zero-padded), so it could be listed but never opened."""
    ident = recorded(store)
    source = store.paths.records_dir / f"{ident}.json"
    doc = json.loads(source.read_text("utf-8"))
    source.unlink()
    for when in ("0001-01-01T00:00:00Z", "0999-12-31T23:59:59+00:00", "0042-06-01T12:00:00Z"):
        doc["finished_at"] = when
        src = tmp_path / "old.json"
        src.write_text(json.dumps(doc), "utf-8")
        imported = store.import_record(src)
        assert imported.value is not None, imported.problems
        new_id = imported.value.id
        assert new_id.startswith(when[:4])
        loaded = store.load_record(new_id)
        assert loaded.ok, loaded.problems
        assert store.export_record(new_id, tmp_path / f"out-{when[:4]}.json").ok
        (store.paths.records_dir / f"{new_id}.json").unlink()
