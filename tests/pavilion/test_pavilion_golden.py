"""Golden playthroughs (tools/make_golden_pavilion.py): every rule set replays exactly, with
the same legal-move count before every move and the same final scores."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from azul.engine import new_game

GOLDEN = Path(__file__).resolve().parent.parent / "golden" / "pavilion"
RULESETS = (
    "summer-pavilion",
    "summer-pavilion-grey",
    "summer-pavilion-alt-track",
    "summer-pavilion-grey-alt-track",
)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_golden_playthroughs_replay_exactly(ruleset: str) -> None:
    data = json.loads((GOLDEN / f"{ruleset}.json").read_text(encoding="utf-8"))
    assert data["ruleset"] == ruleset
    assert [g["players"] for g in data["games"]] == [2, 3, 4]
    for game in data["games"]:
        s = new_game(ruleset, game["players"], game["seed"], game["first_player"])
        assert len(game["moves"]) == len(game["legal_counts"])
        for i, (text, count) in enumerate(zip(game["moves"], game["legal_counts"], strict=True)):
            legal = s.legal_moves()
            assert len(legal) == count, f"move {i + 1}: {len(legal)} legal moves, not {count}"
            m = s.parse_move(text)
            assert m in legal, f"move {i + 1} ({text}) is not legal"
            s = s.apply(m)
        assert s.is_over and s.round == 6
        assert list(s.scores) == game["scores"]
        assert [s.breakdown(p) for p in range(game["players"])] == game["breakdowns"]
        assert list(s.winners()) == game["winners"]
