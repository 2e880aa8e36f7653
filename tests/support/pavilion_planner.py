"""Summer Pavilion last rounds and their best final scores."""

from __future__ import annotations

import json
from typing import Any

from ai.positions import pavilion_position


def last_round(hand: str, spaces: dict[str, str]) -> Any:
    """Round 6 (red is wild), seat 0 to place; seat 1 has passed, so every turn left is seat
    0's and its pass ends the game."""
    return pavilion_position(
        round_no=6, hands=[hand, ""], spaces=[spaces, {}], passed=[1], scores=[60, 60]
    )


# Last-round hands where the order of the placements and the use of the wild reds decide the
# final score; the search alone (300-1000 iterations) fell 1 to 3 points short in B, C and D.
LAST_ROUNDS = {
    "one star to finish": ("ooooorr", {"o1": "o", "o2": "o", "o3": "o", "o4": "o"}),
    "bonus tiles to pick": ("bbbyyyrr", {"b1": "b", "b2": "b", "y1": "y", "y3": "y"}),
    "runs on two stars": ("ggggppprr", {"g2": "g", "g3": "g", "g5": "g", "p1": "p", "p2": "p"}),
    "the centre star": ("oooyyybbr", {"c1": "o", "c2": "y", "o1": "o", "y2": "y"}),
}


# best_final_score by position (its JSON text without the last move's score events, which
# the rest of the game does not depend on): placing the same tiles in another order reaches
# the same positions, and the tests ask for the same last rounds again.
_BEST: dict[str, int] = {}


def best_final_score(state: Any) -> int:
    """Seat 0's highest final score over every sequence of its own moves (plain recursion
    through the checked engine path: independent of the plan's shortcuts)."""
    if state.is_over:
        return int(state.scores[0])
    data = state.to_json()
    del data["last_events"]
    key = json.dumps(data, sort_keys=True)
    best = _BEST.get(key)
    if best is None:
        best = _BEST[key] = max(best_final_score(state.apply(m)) for m in state.legal_moves())
    return best
