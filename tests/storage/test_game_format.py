"""The game-file format (autosave and saved games) at version 2: per move, whether it continues
the decision before it, so undo takes back whole decisions after loading. Version 1 files (no
such flags) are migrated step by step and still load, one move per decision as before."""

from __future__ import annotations

import json
from typing import Any

import pytest

from azul.engine.pavilion_game import BONUS, KEEP
from azul.storage import Storage
from azul.storage.migrations import GAME, MigrationError
from azul.storage.problems import CORRUPT
from azul.storage.replay import decision_flags
from azul.storage.saves import save_id

from .helpers import PlayedGame, play_random, seats_for

SEATS = seats_for(2)
PAVILION = play_random("summer-pavilion", 2, seed=12, choice_seed=5)


def pavilion_flags(game: PlayedGame) -> tuple[bool, ...]:
    """Decision grouping as the table makes it: bonus tiles after the first pick, and kept
    tiles after a pass, continue the decision before them."""
    movers = game.movers()
    out = []
    for i, state in enumerate(game.states[:-1]):
        before = game.states[i - 1] if i else None
        same = i > 0 and movers[i] == movers[i - 1]
        bonus_after_bonus = state.phase == BONUS and before is not None and before.phase == BONUS
        out.append(same and (state.phase == KEEP or bonus_after_bonus))
    return tuple(out)


FLAGS = pavilion_flags(PAVILION)


def version_1_document(game: PlayedGame, upto: int, kind: str = "save") -> dict[str, Any]:
    """A game file exactly as version 1 of the format wrote it (no decision flags)."""
    final = game.states[upto]
    return {
        "schema_version": 1,
        "kind": kind,
        "name": "Old save" if kind == "save" else "",
        "saved_at": "2025-02-01T18:30:00Z",
        "header": {
            "ruleset": game.setup.ruleset,
            "players": [s.name for s in SEATS],
            "round": final.round,
            "scores": list(final.scores),
            "moves": upto,
            "over": final.is_over,
            "to_move": final.current_player,
        },
        "seats": [
            {"name": s.name, "colour": s.colour, "kind": s.kind, "level": s.level} for s in SEATS
        ],
        "setup": {
            "ruleset": game.setup.ruleset,
            "players": game.setup.players,
            "seed": game.setup.seed,
            "first_player": game.setup.first_player,
        },
        "moves": game.notation[:upto],
    }


def test_the_flags_are_real_in_the_test_game() -> None:
    # Several multi-move decisions, so the tests below can tell grouping from no grouping.
    assert sum(FLAGS) >= 5
    assert decision_flags(FLAGS, PAVILION.movers()) == FLAGS


def test_version_1_is_migrated_step_by_step_to_all_false_flags() -> None:
    old = version_1_document(PAVILION, 60)
    new = GAME.upgrade(old)
    assert new["schema_version"] == 2
    assert new["continued"] == [False] * 60
    assert {k: v for k, v in new.items() if k not in ("schema_version", "continued")} == {
        k: v for k, v in old.items() if k != "schema_version"
    }
    assert "continued" not in old and old["schema_version"] == 1  # the input is untouched
    with pytest.raises(MigrationError):
        GAME.upgrade({**old, "moves": "not a list"})
    with pytest.raises(MigrationError):
        GAME.upgrade({k: v for k, v in old.items() if k != "moves"})


def test_a_version_1_save_and_autosave_still_load(store: Storage) -> None:
    store.paths.saves_dir.mkdir(parents=True)
    ident = save_id("Old save")  # the file an old version wrote for this name
    save = store.paths.saves_dir / f"{ident}.json"
    save.write_text(json.dumps(version_1_document(PAVILION, 60)), "utf-8")
    store.paths.autosave_file.write_text(
        json.dumps(version_1_document(PAVILION, 45, "autosave")), "utf-8"
    )
    listed = store.list_saves()
    assert listed.problems == () and [s.name for s in listed.items] == ["Old save"]
    loaded = store.load_save(ident)
    assert loaded.ok and loaded.value is not None
    assert loaded.value.states == tuple(PAVILION.states[:61])
    assert loaded.value.continued == (False,) * 60  # one move per decision, as v1 loaded it
    resumed = store.load_autosave()
    assert resumed.ok and resumed.value is not None
    assert resumed.value.state == PAVILION.states[45]
    assert resumed.value.continued == (False,) * 45
    # Saving it again writes the current version.
    again = store.save_game("Old save", loaded.value.snapshot())
    assert again.ok and again.path == save
    doc = json.loads(save.read_text("utf-8"))
    assert doc["schema_version"] == 2 and doc["continued"] == [False] * 60


def test_version_2_keeps_the_flags_through_save_and_autosave(store: Storage) -> None:
    n = len(PAVILION.notation)
    snapshot = PAVILION.snapshot(SEATS, n - 3, FLAGS)
    saved = store.save_game("Grouped", snapshot)
    assert saved.ok and saved.path is not None
    on_disk = json.loads(saved.path.read_text("utf-8"))
    assert on_disk["schema_version"] == 2
    assert on_disk["continued"] == list(FLAGS[: n - 3])
    loaded = store.load_save(saved.id)
    assert loaded.value is not None and loaded.value.continued == FLAGS[: n - 3]
    assert loaded.value.snapshot() == snapshot
    assert store.autosave(snapshot).ok
    resumed = store.load_autosave()
    assert resumed.value is not None and resumed.value.continued == FLAGS[: n - 3]


def test_flags_that_cannot_be_right_are_dropped_not_fatal(store: Storage) -> None:
    movers = PAVILION.movers()
    # True on the first move and on a move by another seat than the one before: impossible.
    other = next(i for i in range(1, len(movers)) if movers[i] != movers[i - 1])
    wrong = list(FLAGS[:80])
    wrong[0] = wrong[other] = True
    saved = store.save_game("Odd", PAVILION.snapshot(SEATS, 80, tuple(wrong)))
    assert saved.ok and saved.path is not None
    doc = json.loads(saved.path.read_text("utf-8"))
    assert doc["continued"] == list(FLAGS[:80])  # written sanitised
    doc["continued"][0] = True  # a hand edit
    saved.path.write_text(json.dumps(doc), "utf-8")
    loaded = store.load_save(saved.id)
    assert loaded.ok and loaded.value is not None
    assert loaded.value.continued == FLAGS[:80]


@pytest.mark.parametrize(
    "continued",
    [[False] * 79, [False] * 81, ["no"] * 80, [0] * 80, None],
    ids=["short", "long", "strings", "numbers", "null"],
)
def test_a_version_2_file_with_bad_flags_is_reported_and_kept_aside(
    store: Storage, continued: Any
) -> None:
    saved = store.save_game("Bad flags", PAVILION.snapshot(SEATS, 80, FLAGS))
    assert saved.path is not None
    doc = json.loads(saved.path.read_text("utf-8"))
    doc["continued"] = continued
    saved.path.write_text(json.dumps(doc), "utf-8")
    loaded = store.load_save(saved.id)
    assert loaded.value is None
    (problem,) = loaded.problems
    assert problem.key == CORRUPT and problem.moved_to is not None
    assert problem.moved_to.exists() and not saved.path.exists()


def test_a_version_2_file_without_flags_is_damaged(store: Storage) -> None:
    saved = store.save_game("No flags", PAVILION.snapshot(SEATS, 30, FLAGS))
    assert saved.path is not None
    doc = json.loads(saved.path.read_text("utf-8"))
    del doc["continued"]
    saved.path.write_text(json.dumps(doc), "utf-8")
    loaded = store.load_save(saved.id)
    assert loaded.value is None and loaded.problems[0].key == CORRUPT
