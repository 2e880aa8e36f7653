"""The Summer Pavilion position value of one seat: its expected final score."""

from __future__ import annotations

from azul.engine.pavilion_game import PavilionState

from .pavilion_features import features, secured_bonus
from .pavilion_weights import WEIGHTS


def seat_estimate(state: PavilionState, seat: int) -> float:
    """Score so far, the end bonuses already secured and the fitted prediction of the points
    still to come (exactly the score once the game is over)."""
    if state.is_over:
        return float(state.scores[seat])
    weights = WEIGHTS[min(state.round, len(WEIGHTS)) - 1]
    f = features(state, seat)
    # Points still to come can hardly be negative: the clamp guards the linear fit against
    # positions unlike the games it was fitted on.
    gain = sum(w * x for w, x in zip(weights, f, strict=True))
    return state.boards[seat].score + secured_bonus(state, seat) + (gain if gain > 0.0 else 0.0)
