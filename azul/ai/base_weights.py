"""Fitted weights of the base-family position value (see ``fit_eval.py`` and ``base_features``).

WEIGHTS[stage][i] multiplies feature i (``base_features.FEATURES``) to predict the points a
board will still score, beyond the end bonuses it has already secured, from a round start to
the end of the game. Fitted on games between Easy players of mixed carefulness, so that the
boards of one game differ as they do against people.
"""

from __future__ import annotations

from .base_features import FEATURES

# fitted by: python -m azul.ai.fit_eval --ruleset azul --games 3000 --player mix --seed 2
# fmt: off
WEIGHTS_BY_NAME: tuple[dict[str, float], ...] = (
    {"const": 37.478, "tiles": -0.320, "rows4": 0.000, "rows3": 0.000, "rows2": 0.000, "cols4": -2.753, "cols3": 1.032, "cols2": -0.594, "cols1": -0.434, "colours4": 0.000, "colours3": 3.439, "colours2": 0.266, "line_m1": 0.672, "line_m2": 0.216, "line_m3": 1.289, "line_m4": 2.360, "lines_n": -4.852, "potential": 0.607, "first": 0.667},
    {"const": -1.746, "tiles": 2.648, "rows4": 0.000, "rows3": 0.000, "rows2": 2.016, "cols4": 2.893, "cols3": 0.857, "cols2": 0.734, "cols1": 0.356, "colours4": 3.159, "colours3": 0.007, "colours2": 0.019, "line_m1": 1.223, "line_m2": 1.160, "line_m3": 0.510, "line_m4": -0.213, "lines_n": -2.078, "potential": 0.551, "first": 1.242},
    {"const": -6.532, "tiles": 1.773, "rows4": 0.000, "rows3": 2.500, "rows2": 0.181, "cols4": 1.577, "cols3": 0.971, "cols2": 0.748, "cols1": 0.468, "colours4": 1.001, "colours3": -0.190, "colours2": -0.004, "line_m1": 0.955, "line_m2": 1.028, "line_m3": 0.613, "line_m4": -0.162, "lines_n": -3.058, "potential": 0.325, "first": 0.968},
    {"const": -7.705, "tiles": 1.098, "rows4": 1.482, "rows3": -0.035, "rows2": -0.095, "cols4": 0.447, "cols3": 0.439, "cols2": 0.571, "cols1": 0.221, "colours4": 0.835, "colours3": 0.273, "colours2": 0.299, "line_m1": 0.624, "line_m2": 0.598, "line_m3": 0.385, "line_m4": 0.296, "lines_n": -2.625, "potential": 0.157, "first": 1.582},
)
# fmt: on

WEIGHTS: tuple[tuple[float, ...], ...] = tuple(
    tuple(stage[name] for name in FEATURES) for stage in WEIGHTS_BY_NAME
)
