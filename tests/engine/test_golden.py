"""Golden files (tools/make_golden.py): seeded playthroughs replay move for move with the same
legal-move counts, final scores and final state, and perft counts are unchanged."""

from __future__ import annotations

import hashlib
import json
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from support.golden import RULESETS, canonical

from azul.engine import GameRecord, Setup, new_game, replay, state_from_json

GOLDEN = Path(__file__).resolve().parent.parent / "golden" / "base"
CASES = [(rs, i) for rs in RULESETS for i in range(3)]


@cache
def golden(ruleset: str) -> dict[str, Any]:
    data = json.loads((GOLDEN / f"{ruleset}.json").read_text(encoding="utf-8"))
    assert data["ruleset"] == ruleset
    assert [g["players"] for g in data["games"]] == [2, 3, 4]
    return data  # type: ignore[no-any-return]


def perft(state: Any, depth: int) -> int:
    """Leaf count to this depth through the fast path (a finished game is one leaf)."""
    moves = state.legal_moves()
    if depth == 0 or not moves:
        return 1
    total = 0
    for m in moves:
        child = state.copy()
        child.play(m)
        total += perft(child, depth - 1)
    return total


def perft_checked(state: Any, depth: int) -> int:
    """The same count through the checked path (apply), which must agree with play."""
    moves = state.legal_moves()
    if depth == 0 or not moves:
        return 1
    return sum(perft_checked(state.apply(m), depth - 1) for m in moves)


def replayed(game: dict[str, Any], ruleset: str) -> list[Any]:
    """Every position of a golden game, checking the legal-move count before each move."""
    s = new_game(ruleset, game["players"], game["seed"], game["first_player"])
    assert s.start_player == game["start_player"]
    states = [s]
    assert len(game["moves"]) == len(game["legal_counts"])
    for i, (text, count) in enumerate(zip(game["moves"], game["legal_counts"], strict=True)):
        legal = s.legal_moves()
        assert len(legal) == count, f"ply {i}: {len(legal)} legal moves, golden {count}"
        move = s.parse_move(text)
        assert move in legal, f"ply {i}: {text} is not legal"
        s = s.apply(move)
        states.append(s)
    return states


@pytest.mark.parametrize(("ruleset", "index"), CASES)
def test_golden_playthrough_replays_exactly(ruleset: str, index: int) -> None:
    game = golden(ruleset)["games"][index]
    final = replayed(game, ruleset)[-1]
    assert final.is_over
    assert final.round == game["rounds"]
    assert list(final.scores) == game["scores"]
    assert [final.breakdown(p) for p in range(game["players"])] == game["breakdowns"]
    assert list(final.winners()) == game["winners"]
    assert final.tiebreak_used() == game["tiebreak_used"]
    assert final.to_json() == game["final_state"]
    assert (
        hashlib.sha256(canonical(final.to_json()).encode()).hexdigest()
        == game["final_state_sha256"]
    )
    # The same game through replay() and a saved GameRecord, and back from the saved state.
    setup = Setup(ruleset, game["players"], game["seed"], game["first_player"])
    assert replay(setup, game["moves"]) == final
    record = GameRecord.from_json(
        json.loads(json.dumps(GameRecord(setup, game["moves"]).to_json()))
    )
    assert record.final_state() == final
    assert state_from_json(game["final_state"]) == final


@pytest.mark.parametrize(("ruleset", "index"), CASES)
def test_golden_perft_counts(ruleset: str, index: int) -> None:
    game = golden(ruleset)["games"][index]
    states = replayed(game, ruleset)
    whys = {entry["why"] for entry in game["perft"]}
    assert {"opening", "small", "round-end"} <= whys
    for entry in game["perft"]:
        s = states[entry["ply"]]
        counts = [perft(s, d) for d in range(1, entry["depth"] + 1)]
        assert counts == entry["nodes"], f"perft from ply {entry['ply']} ({entry['why']})"
        if entry["why"] != "opening":
            assert perft_checked(s, 2) == entry["nodes"][1]


@pytest.mark.parametrize(
    ("mini", "original"), [("azul-mini", "azul"), ("azul-mini-dark", "azul-grey")]
)
def test_mini_rule_sets_play_exactly_like_their_originals(mini: str, original: str) -> None:
    for a, b in zip(golden(mini)["games"], golden(original)["games"], strict=True):
        for key in ("moves", "legal_counts", "scores", "breakdowns", "winners", "perft"):
            assert a[key] == b[key]
        sa, sb = dict(a["final_state"]), dict(b["final_state"])
        assert (sa.pop("ruleset"), sb.pop("ruleset")) == (mini, original)
        assert sa == sb
