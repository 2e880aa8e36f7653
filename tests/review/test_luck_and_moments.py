"""Luck (what each random event gave each seat) and the key moments of a review."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import azul.review as review_cli
from azul.ai.review import DecisionReview, analysis, game_luck, key_moments
from azul.ai.review.luck import REFILL, START, drew_at_random

from .helpers import sim_positions, sim_record


def test_every_random_event_and_only_those_gets_its_luck() -> None:
    positions = sim_positions("azul-mini", ["greedy", "random"], 6)
    states, moves = positions.states, positions.moves
    luck = game_luck(states, moves, samples=4)
    assert luck.events[0].index == -1 and luck.events[0].kind == START
    refills = [e.index for e in luck.events if e.kind == REFILL]
    # Every move that ends a round (but the last) fills the factories for the next one.
    new_rounds = [i for i in range(len(moves) - 1) if states[i + 1].round != states[i].round]
    assert refills == new_rounds
    assert not drew_at_random(states[1], moves[1])  # a take in mid-round draws nothing
    players = states[0].players
    for p in range(players):
        assert luck.total[p] == pytest.approx(sum(e.luck[p] for e in luck.events), abs=0.01)
        assert luck.adjusted[p] == pytest.approx(states[-1].scores[p] - luck.total[p], abs=0.01)
    assert game_luck(states, moves, samples=4) == luck  # seeded: the same every time
    assert game_luck(states, moves, samples=4, seed=3) != luck


def _decision(number: int, label: str, loss: float) -> DecisionReview:
    return DecisionReview(number, number, 0, 1, "1k1", "1k2", loss, label, (), (10.0, 10.0), (), 0)


def test_the_key_moments_are_the_largest_errors_in_game_order() -> None:
    decisions = [
        _decision(0, "blunder", 9.0),
        _decision(1, "good", 1.4),
        _decision(2, "mistake", 4.0),
        _decision(3, "inaccuracy", 2.0),
        _decision(4, "blunder", 7.0),
    ]
    assert [d.number for d in key_moments(decisions)] == [0, 2, 4]
    assert key_moments(decisions[1:2]) == []


def test_the_json_report_has_the_key_moments_and_the_luck(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    # The report's parts, not the judge's sampling: no extra samples for a doubtful verdict.
    monkeypatch.setattr(analysis, "MAX_SAMPLES_FACTOR", 1)
    record = sim_record(tmp_path)
    assert review_cli.main([str(record), "-i", "4", "--samples", "4", "--json", "--no-save"]) == 0
    doc = json.loads(capsys.readouterr().out)
    numbers = [d["number"] for d in doc["decisions"]]
    assert set(doc["key_moments"]) <= set(numbers) and len(doc["key_moments"]) <= 3
    assert len(doc["luck"]["total"]) == len(doc["luck"]["adjusted"]) == 2
    assert doc["luck"]["events"][0]["kind"] == START
