"""Write the Summer Pavilion golden files: tests/golden/pavilion/<rule set>.json.

Each file holds one complete game per player count (2, 3, 4): the setup, every move in
notation, the number of legal moves before each move, and the final scores, breakdowns and
winners. tests/pavilion/test_pavilion_golden.py replays them; any engine change that alters a
legal-move list, a random draw or a score shows up there. Regenerate deliberately (after a
reviewed rules change) with:  .venv/bin/python tools/make_golden_pavilion.py
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from azul.engine import new_game, rng  # noqa: E402
from azul.engine.pavilion_moves import PASS  # noqa: E402

RULESETS = (
    "summer-pavilion",
    "summer-pavilion-grey",
    "summer-pavilion-alt-track",
    "summer-pavilion-grey-alt-track",
)
GAMES = ((2, 101), (3, 202), (4, 303))  # (players, seed)
OUT = ROOT / "tests" / "golden" / "pavilion"


def choose(policy: int, moves: list[int]) -> tuple[int, int]:
    """(new policy state, move): a placement 85% of the time when one exists, else uniform.

    Uses the engine's own generator so the files never depend on Python's ``random``."""
    placing = [m for m in moves if m != PASS]
    if PASS in moves and placing:
        policy, roll = rng.below(policy, 100)
        if roll < 85:
            policy, i = rng.below(policy, len(placing))
            return policy, placing[i]
    policy, i = rng.below(policy, len(moves))
    return policy, moves[i]


def play_game(ruleset: str, players: int, seed: int) -> dict[str, Any]:
    """One deterministic game as a golden record."""
    state = new_game(ruleset, players, seed)
    policy = rng.seed_to_state(seed * 7 + 1)
    moves: list[str] = []
    counts: list[int] = []
    while not state.is_over:
        legal = state.legal_moves()
        counts.append(len(legal))
        policy, m = choose(policy, legal)
        moves.append(state.format_move(m))
        state.play(m)
    return {
        "players": players,
        "seed": seed,
        "first_player": None,
        "policy_seed": seed * 7 + 1,
        "moves": moves,
        "legal_counts": counts,
        "scores": list(state.scores),
        "breakdowns": [state.breakdown(p) for p in range(players)],
        "winners": list(state.winners()),
    }


def main() -> None:
    """Regenerate every golden file."""
    OUT.mkdir(parents=True, exist_ok=True)
    for ruleset in RULESETS:
        data = {
            "ruleset": ruleset,
            "generator": "tools/make_golden_pavilion.py",
            "games": [play_game(ruleset, n, seed) for n, seed in GAMES],
        }
        path = OUT / f"{ruleset}.json"
        path.write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")
        print(f"wrote {path.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
