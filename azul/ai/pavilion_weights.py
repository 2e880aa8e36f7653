"""Fitted weights of the Summer Pavilion position value (see ``fit_eval.py``).

WEIGHTS[round - 1][i] multiplies feature i (``pavilion_features.FEATURES``) to predict the
points a board will still score, beyond the end bonuses it has already secured, from the start
of that round to the end of the game. Fitted on games between Easy players of mixed
carefulness.
"""

from __future__ import annotations

from .pavilion_features import FEATURES

# fitted by: python -m azul.ai.fit_eval --ruleset summer-pavilion --games 3000 --player mix --seed 2
# fmt: off
WEIGHTS_BY_NAME: tuple[dict[str, float], ...] = (
    {"const": 48.942, "covered": 0.000, "stars5": 0.000, "stars4": 0.000, "stars3": 0.000, "values": 0.000, "potential": 0.000, "hand": 0.000, "hand_useful": 0.000, "wild": 0.000, "first": 1.447},
    {"const": -84.294, "covered": 2.317, "stars5": 0.000, "stars4": 19.415, "stars3": 5.953, "values": -2.863, "potential": 2.317, "hand": 1.425, "hand_useful": 1.210, "wild": 0.897, "first": -0.042},
    {"const": -0.300, "covered": 2.318, "stars5": 28.053, "stars4": 12.957, "stars3": 2.482, "values": 1.256, "potential": -0.046, "hand": 1.604, "hand_useful": 1.453, "wild": 1.488, "first": 1.240},
    {"const": 37.333, "covered": 2.723, "stars5": 10.833, "stars4": 4.062, "stars3": 0.188, "values": 1.171, "potential": -1.147, "hand": 1.505, "hand_useful": 1.470, "wild": 1.064, "first": 1.790},
    {"const": 20.357, "covered": 1.732, "stars5": 5.264, "stars4": 0.307, "stars3": -0.171, "values": 0.912, "potential": -0.794, "hand": 1.271, "hand_useful": 1.271, "wild": 1.765, "first": 2.212},
    {"const": 2.193, "covered": 0.716, "stars5": 1.939, "stars4": -0.851, "stars3": -0.122, "values": 0.554, "potential": -0.296, "hand": 0.578, "hand_useful": 0.891, "wild": 1.945, "first": 3.411},
)
# fmt: on

WEIGHTS: tuple[tuple[float, ...], ...] = tuple(
    tuple(stage[name] for name in FEATURES) for stage in WEIGHTS_BY_NAME
)
