"""Statistics accumulate over recorded games and are rebuilt from the records when damaged."""

from __future__ import annotations

import json

import pytest

import azul.storage.stats as stats_module
from azul.domain.session import Seat
from azul.storage import Storage
from azul.storage.problems import CORRUPT, FUTURE_VERSION, ILLEGAL_MOVE, STATS_REBUILT, Saved

from .helpers import PlayedGame, play_random

ANNA = Seat("Anna", 0)
BEN = Seat("Ben", 1)
GREEDY = Seat("Greedy bot", 2, "computer", "greedy")
RANDOM = Seat("Random bot", 3, "computer", "random")

# (game, seats): several groups, two people, two computer levels.
GAMES: list[tuple[PlayedGame, tuple[Seat, ...]]] = [
    (play_random("azul", 2, seed=s, choice_seed=s), (ANNA, GREEDY)) for s in range(1, 5)
] + [
    (play_random("azul", 2, seed=20, choice_seed=1), (ANNA, BEN)),
    (play_random("azul", 2, seed=21, choice_seed=2), (BEN, RANDOM)),
    (play_random("azul", 3, seed=30, choice_seed=3), (ANNA, GREEDY, RANDOM)),
    (play_random("azul", 3, seed=31, choice_seed=4), (RANDOM, ANNA, GREEDY)),
    (play_random("summer-pavilion", 2, seed=40, choice_seed=5), (RANDOM, ANNA)),
]


def record_all(store: Storage) -> None:
    for game, seats in GAMES:
        result = store.record_finished_game(game.snapshot(seats))
        assert result.record.ok and result.stats.ok


def expected(ruleset: str, players: int, name: str) -> dict[str, object]:
    """Straight from the engine's final positions: what the statistics must say for a name."""
    scores: list[int] = []
    wins = 0
    vs: dict[str, list[int]] = {}
    for game, seats in GAMES:
        if game.setup.ruleset != ruleset or game.setup.players != players:
            continue
        final = game.states[-1]
        for seat, info in enumerate(seats):
            if info.name != name:
                continue
            won = seat in final.winners()
            scores.append(final.scores[seat])
            wins += won
            for level in {s.level for s in seats if s.kind == "computer"}:
                tally = vs.setdefault(level, [0, 0])
                tally[0] += 1
                tally[1] += won
    return {"scores": scores, "wins": wins, "vs": vs}


@pytest.mark.parametrize(
    ("ruleset", "players", "name"),
    [
        ("azul", 2, "Anna"),
        ("azul", 2, "Ben"),
        ("azul", 3, "Anna"),
        ("summer-pavilion", 2, "Anna"),
    ],
)
def test_statistics_accumulate(store: Storage, ruleset: str, players: int, name: str) -> None:
    record_all(store)
    loaded = store.load_stats()
    assert loaded.ok and loaded.value is not None
    group = loaded.value.groups[f"{ruleset}/{players}"]
    want = expected(ruleset, players, name)
    scores: list[int] = want["scores"]  # type: ignore[assignment]
    person = group.people[name]
    assert person.played == len(scores) > 0
    assert person.won == want["wins"]
    assert person.best == max(scores)
    assert person.average == pytest.approx(sum(scores) / len(scores))
    assert person.win_rate == pytest.approx(person.won / person.played)
    vs: dict[str, list[int]] = want["vs"]  # type: ignore[assignment]
    assert {k: [t.games, t.wins] for k, t in person.vs_level.items()} == vs
    for level, (games, wins) in vs.items():
        assert person.vs_level[level].win_rate == pytest.approx(wins / games)
    assert [p.score for p in person.history] == scores  # in the order they were played
    dates = [p.date for p in person.history]
    assert dates == sorted(dates) and len(set(dates)) == len(dates)


def test_groups_and_computers(store: Storage) -> None:
    record_all(store)
    stats = store.load_stats().value
    assert stats is not None
    assert {k: g.games for k, g in stats.groups.items()} == {
        "azul/2": 6,
        "azul/3": 2,
        "summer-pavilion/2": 1,
    }
    assert "Greedy bot" not in stats.groups["azul/2"].people  # only people are ranked
    azul2 = stats.groups["azul/2"]
    assert azul2.best == max(p.best for p in azul2.people.values() if p.best is not None)
    assert stats.groups["azul/2"].people["Anna"].vs_level["greedy"].games == 4


def test_damaged_stats_file_is_rebuilt_from_records(store: Storage) -> None:
    record_all(store)
    before = store.load_stats().value
    assert before is not None
    store.paths.stats_file.write_text('{"schema_version": 1, "groups": {"azul/2": 7}}')
    loaded = store.load_stats()
    assert [p.key for p in loaded.problems] == [CORRUPT, STATS_REBUILT]
    assert loaded.problems[0].moved_to is not None
    assert loaded.value is not None
    assert loaded.value.groups == before.groups
    assert sorted(loaded.value.counted) == sorted(before.counted)
    # The rebuilt file was written: the next load is clean.
    again = store.load_stats()
    assert again.ok and again.value is not None and again.value.groups == before.groups


def test_future_stats_file_is_set_aside_and_rebuilt(store: Storage) -> None:
    record_all(store)
    store.paths.stats_file.write_text('{"schema_version": 3}')
    loaded = store.load_stats()
    assert loaded.problems[0].key == FUTURE_VERSION
    assert loaded.value is not None and loaded.value.groups["azul/2"].games == 6


def test_stats_catch_up_after_a_failed_stats_write(
    store: Storage, monkeypatch: pytest.MonkeyPatch
) -> None:
    game, seats = GAMES[0]
    monkeypatch.setattr(
        stats_module, "write_stats", lambda paths, stats: Saved.failed(stats_module.Problem("x"))
    )
    result = store.record_finished_game(game.snapshot(seats))
    assert result.record.ok and not result.stats.ok
    monkeypatch.undo()
    loaded = store.load_stats()
    assert loaded.ok and loaded.value is not None
    assert loaded.value.groups["azul/2"].people["Anna"].played == 1


def test_record_with_illegal_moves_is_not_counted(store: Storage) -> None:
    game, seats = GAMES[0]
    assert store.record_finished_game(game.snapshot(seats)).record.ok
    good = next(store.paths.records_dir.glob("*.json"))
    # A hand-made copy whose fourth move repeats the third (that factory is already empty).
    doc = json.loads(good.read_text("utf-8"))
    doc["moves"][3] = doc["moves"][2]
    bad = store.paths.records_dir / "20250101-000000-azul-0123456789ab.json"
    bad.write_text(json.dumps(doc), "utf-8")
    rebuilt = store.rebuild_stats()
    assert rebuilt.value is not None and rebuilt.value.groups["azul/2"].games == 1
    (problem,) = rebuilt.problems
    assert problem.key == ILLEGAL_MOVE and problem.params["move_number"] == 4
    assert problem.moved_to is not None and not bad.exists()


@pytest.mark.parametrize(
    "edit",
    [
        lambda doc: doc.pop("counted"),  # no bookkeeping at all
        lambda doc: doc.update(counted=["20240101-000000-azul-0123456789ab"]),  # a missing record
        lambda doc: doc.update(counted=doc["counted"][:1]),  # fewer than the games counted
        lambda doc: doc.update(counted=doc["counted"] * 2),  # the same record twice
    ],
)
def test_stats_with_broken_bookkeeping_are_rebuilt_not_counted_twice(
    store: Storage, edit: object
) -> None:
    """Issue 14, finding 4: without a consistent ``counted`` list every game was counted again
    (2 games became 4), silently."""
    for game, seats in GAMES[:2]:
        assert store.record_finished_game(game.snapshot(seats)).record.ok
    path = store.paths.stats_file
    doc = json.loads(path.read_text("utf-8"))
    before = json.loads(path.read_text("utf-8"))
    edit(doc)  # type: ignore[operator]
    original = json.dumps(doc)
    path.write_text(original, "utf-8")
    loaded = store.load_stats()
    assert loaded.value is not None and loaded.value.groups["azul/2"].games == 2
    assert loaded.value.groups["azul/2"].people["Anna"].played == 2
    assert sorted(loaded.value.counted) == sorted(before["counted"])
    assert [p.key for p in loaded.problems] == [STATS_REBUILT]
    kept = loaded.problems[0].moved_to
    assert kept is not None and kept.read_text("utf-8") == original  # the old file kept aside
    again = store.load_stats()
    assert again.ok and again.value is not None and again.value.groups["azul/2"].games == 2
