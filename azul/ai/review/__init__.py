"""Game review: the engine values every decision of a finished game (see ``analysis``).

- ``analysis``: the measure, labels, accuracy and the per-decision search
  (``review_decisions`` / ``review_decision`` / ``summarise`` / ``review_game``);
- ``reasons``: structured reasons for a loss and the per-family explainer registry, which
  loads a family's explainer (``base_reasons`` / ``pavilion_reasons``) from its manifest.
"""

from __future__ import annotations

from .analysis import (
    ACCURACY_SCALE,
    BLUNDER,
    DEFAULT_ITERATIONS,
    GOOD,
    INACCURACY,
    LABELS,
    MISTAKE,
    Candidate,
    DecisionReview,
    GameReview,
    ReviewSettings,
    SeatSummary,
    accuracy,
    decision_indices,
    label_for,
    review_decision,
    review_decisions,
    review_game,
    summarise,
)
from .reasons import Reason, english, explain

__all__ = [
    "ACCURACY_SCALE",
    "BLUNDER",
    "DEFAULT_ITERATIONS",
    "GOOD",
    "INACCURACY",
    "LABELS",
    "MISTAKE",
    "Candidate",
    "DecisionReview",
    "GameReview",
    "Reason",
    "ReviewSettings",
    "SeatSummary",
    "accuracy",
    "decision_indices",
    "english",
    "explain",
    "label_for",
    "review_decision",
    "review_decisions",
    "review_game",
    "summarise",
]
