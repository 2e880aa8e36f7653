"""Game review: the engine values every decision of a finished game (see ``analysis``).

- ``analysis``: the measure, labels, accuracy, the per-decision judge (the Hint's search, then
  the paired comparison of the played and the best move: loss, noise, breakdown and lines)
  (``review_decisions`` / ``review_decision`` / ``summarise`` / ``review_game``);
- ``reasons``: structured reasons for a loss (named facts and the breakdown in numbers,
  ``why_reasons``) and the per-family explainer registry, which loads a family's explainer
  (``base_reasons`` / ``pavilion_reasons``) from its manifest.
"""

from __future__ import annotations

from .analysis import (
    ACCURACY_SCALE,
    BLUNDER,
    DEFAULT_ITERATIONS,
    DEFAULT_SAMPLES,
    GOOD,
    INACCURACY,
    ITERATIONS_PER_SAMPLE,
    LABELS,
    MISTAKE,
    NOISE_K,
    Candidate,
    Comparison,
    DecisionReview,
    GameReview,
    Line,
    LineEvent,
    ReviewSettings,
    SeatSummary,
    accuracy,
    compare,
    decision_indices,
    judge_search,
    key_moments,
    label_for,
    play_line,
    review_decision,
    review_decisions,
    review_game,
    search_rivalry,
    summarise,
)
from .luck import Luck, LuckEvent, game_luck
from .reasons import CATALOG_KEYS, Reason, english, explain, why_reasons

__all__ = [
    "ACCURACY_SCALE",
    "BLUNDER",
    "CATALOG_KEYS",
    "DEFAULT_ITERATIONS",
    "DEFAULT_SAMPLES",
    "GOOD",
    "INACCURACY",
    "ITERATIONS_PER_SAMPLE",
    "LABELS",
    "MISTAKE",
    "NOISE_K",
    "Candidate",
    "Comparison",
    "DecisionReview",
    "GameReview",
    "Line",
    "LineEvent",
    "Luck",
    "LuckEvent",
    "Reason",
    "ReviewSettings",
    "SeatSummary",
    "accuracy",
    "compare",
    "decision_indices",
    "english",
    "explain",
    "game_luck",
    "judge_search",
    "key_moments",
    "label_for",
    "play_line",
    "review_decision",
    "review_decisions",
    "review_game",
    "search_rivalry",
    "summarise",
    "why_reasons",
]
