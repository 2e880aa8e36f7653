"""Fitted weights of the Summer Pavilion position value (see ``fit_eval.py``).

WEIGHTS[round - 1][i] multiplies feature i (``pavilion_features.FEATURES``) to predict the
points a board will still score from the start of that round to the end of the game.
"""

from __future__ import annotations

WEIGHTS: tuple[tuple[float, ...], ...] = (
    (58.965, 0.000, 0.000, 0.000, 0.000, 0.000, -0.000, 0.000, 0.000, 0.000, 2.186),
    (44.955, 0.064, 0.000, 4.228, 2.510, 0.586, 0.064, 1.837, -0.407, 0.386, 2.028),
    (89.167, 0.915, 0.312, 2.620, -0.575, 0.894, -1.164, 0.544, 0.544, 0.429, 3.151),
    (37.890, -0.675, 8.235, 1.174, -0.170, 0.928, -0.067, 0.551, 0.551, 0.718, 2.819),
    (22.982, -0.562, 3.794, -1.617, -1.067, 0.987, 0.034, -2.060, 3.652, 0.887, 2.593),
    (-4.936, 0.095, 1.131, -2.667, -0.927, 0.677, 0.153, 0.916, 0.370, 1.604, 4.370),
)
