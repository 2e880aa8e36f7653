"""Fitted weights of the base-family position value (see ``fit_eval.py`` and ``base_features``).

For each rule set, WEIGHTS[stage][i] multiplies feature i (``base_features.FEATURES``) to
predict the points a board will still score, beyond the end bonuses it has already secured,
from a round start to the end of the game. Fitted on games between Easy players of mixed
carefulness, so that the boards of one game differ as they do against people. Azul Mini plays
exactly like Azul (and its dark side like the grey wall), so it shares their weights.
"""

from __future__ import annotations

from .base_features import FEATURES

# fmt: off
WEIGHTS_BY_NAME: dict[str, tuple[dict[str, float], ...]] = {
    # fitted by: python -m azul.ai.fit_eval --ruleset azul --games 3000 --player mix --seed 2
    "azul": (
        {"const": 37.478, "tiles": -0.320, "rows4": 0.000, "rows3": 0.000, "rows2": 0.000, "cols4": -2.753, "cols3": 1.032, "cols2": -0.594, "cols1": -0.434, "colours4": 0.000, "colours3": 3.439, "colours2": 0.266, "line_m1": 0.672, "line_m2": 0.216, "line_m3": 1.289, "line_m4": 2.360, "lines_n": -4.852, "potential": 0.607, "first": 0.667, "dead": 0.000, "dead_rows": 0.000},
        {"const": -1.746, "tiles": 2.648, "rows4": 0.000, "rows3": 0.000, "rows2": 2.016, "cols4": 2.893, "cols3": 0.857, "cols2": 0.734, "cols1": 0.356, "colours4": 3.159, "colours3": 0.007, "colours2": 0.019, "line_m1": 1.223, "line_m2": 1.160, "line_m3": 0.510, "line_m4": -0.213, "lines_n": -2.078, "potential": 0.551, "first": 1.242, "dead": 0.000, "dead_rows": 0.000},
        {"const": -6.532, "tiles": 1.773, "rows4": 0.000, "rows3": 2.500, "rows2": 0.181, "cols4": 1.577, "cols3": 0.971, "cols2": 0.748, "cols1": 0.468, "colours4": 1.001, "colours3": -0.190, "colours2": -0.004, "line_m1": 0.955, "line_m2": 1.028, "line_m3": 0.613, "line_m4": -0.162, "lines_n": -3.058, "potential": 0.325, "first": 0.968, "dead": 0.000, "dead_rows": 0.000},
        {"const": -7.705, "tiles": 1.098, "rows4": 1.482, "rows3": -0.035, "rows2": -0.095, "cols4": 0.447, "cols3": 0.439, "cols2": 0.571, "cols1": 0.221, "colours4": 0.835, "colours3": 0.273, "colours2": 0.299, "line_m1": 0.624, "line_m2": 0.598, "line_m3": 0.385, "line_m4": 0.296, "lines_n": -2.625, "potential": 0.157, "first": 1.582, "dead": 0.000, "dead_rows": 0.000},
    ),
    # fitted by: python -m azul.ai.fit_eval --ruleset azul-grey --games 3000 --player mix --seed 2
    "azul-grey": (
        {"const": 34.835, "tiles": -0.929, "rows4": 0.000, "rows3": 0.000, "rows2": 0.000, "cols4": 9.639, "cols3": 4.335, "cols2": -1.839, "cols1": -4.812, "colours4": 0.000, "colours3": 14.066, "colours2": 5.872, "line_m1": 1.174, "line_m2": 0.325, "line_m3": 0.541, "line_m4": 1.471, "lines_n": -3.048, "potential": 0.491, "first": 0.190, "dead": 0.000, "dead_rows": 0.000},
        {"const": 10.871, "tiles": 1.791, "rows4": 0.000, "rows3": 0.000, "rows2": 2.777, "cols4": 1.868, "cols3": -1.181, "cols2": -3.307, "cols1": -3.745, "colours4": 7.209, "colours3": 2.454, "colours2": 0.119, "line_m1": 1.058, "line_m2": 0.481, "line_m3": 0.293, "line_m4": -0.017, "lines_n": -1.654, "potential": 0.339, "first": 0.649, "dead": -5.476, "dead_rows": -5.476},
        {"const": 8.227, "tiles": 1.324, "rows4": 0.000, "rows3": 3.365, "rows2": 0.697, "cols4": -0.005, "cols3": -1.545, "cols2": -2.945, "cols1": -2.058, "colours4": 1.715, "colours3": -0.264, "colours2": -0.257, "line_m1": 0.886, "line_m2": 0.742, "line_m3": 0.502, "line_m4": -0.006, "lines_n": -2.901, "potential": 0.135, "first": 0.275, "dead": -3.278, "dead_rows": -2.817},
        {"const": -2.515, "tiles": 0.996, "rows4": 1.588, "rows3": 0.314, "rows2": -0.137, "cols4": -0.187, "cols3": -0.801, "cols2": -0.784, "cols1": -0.082, "colours4": 0.354, "colours3": 0.310, "colours2": 0.625, "line_m1": 0.492, "line_m2": 0.508, "line_m3": 0.274, "line_m4": 0.031, "lines_n": -2.572, "potential": 0.135, "first": 1.102, "dead": -1.825, "dead_rows": -3.147},
    ),
    # fitted by: python -m azul.ai.fit_eval --ruleset crystal-mosaic-1 --games 3000 --player mix --seed 2
    "crystal-mosaic-1": (
        {"const": 40.110, "tiles": 0.310, "rows4": 0.000, "rows3": 0.000, "rows2": 0.000, "cols4": 0.952, "cols3": 2.513, "cols2": 1.189, "cols1": -0.079, "colours4": 0.000, "colours3": 2.906, "colours2": -0.064, "line_m1": 0.324, "line_m2": 0.898, "line_m3": 1.060, "line_m4": 1.406, "lines_n": -3.533, "potential": 0.348, "first": 0.948, "dead": -4.704, "dead_rows": -4.704},
        {"const": 13.829, "tiles": 3.178, "rows4": 0.000, "rows3": 0.000, "rows2": 0.477, "cols4": 3.901, "cols3": 1.191, "cols2": -0.122, "cols1": -0.614, "colours4": -1.074, "colours3": -0.632, "colours2": -0.673, "line_m1": 0.763, "line_m2": 0.471, "line_m3": 0.134, "line_m4": 0.008, "lines_n": -1.440, "potential": 0.268, "first": 0.413, "dead": -3.836, "dead_rows": -2.935},
        {"const": 11.848, "tiles": 1.877, "rows4": 0.000, "rows3": 0.238, "rows2": 0.079, "cols4": -0.297, "cols3": -0.954, "cols2": -1.534, "cols1": -1.014, "colours4": -0.318, "colours3": -0.666, "colours2": -0.320, "line_m1": 0.562, "line_m2": 0.498, "line_m3": 0.214, "line_m4": 0.154, "lines_n": -2.170, "potential": 0.294, "first": 0.575, "dead": -3.976, "dead_rows": -0.853},
        {"const": 16.850, "tiles": 0.118, "rows4": -1.531, "rows3": -0.425, "rows2": -0.188, "cols4": -0.039, "cols3": -0.655, "cols2": -0.450, "cols1": -0.304, "colours4": 1.126, "colours3": 1.206, "colours2": 0.944, "line_m1": 0.510, "line_m2": 0.458, "line_m3": 0.358, "line_m4": 0.212, "lines_n": -1.981, "potential": 0.123, "first": 1.174, "dead": -2.852, "dead_rows": -1.557},
    ),
    # fitted by: python -m azul.ai.fit_eval --ruleset crystal-mosaic-2 --games 3000 --player mix --seed 2
    "crystal-mosaic-2": (
        {"const": 36.359, "tiles": -1.134, "rows4": 0.000, "rows3": 0.000, "rows2": 0.000, "cols4": 1.054, "cols3": 1.059, "cols2": -1.493, "cols1": -2.033, "colours4": 0.000, "colours3": 4.541, "colours2": 0.983, "line_m1": 0.887, "line_m2": 0.078, "line_m3": 0.264, "line_m4": 2.212, "lines_n": -2.876, "potential": 1.058, "first": -0.130, "dead": -3.724, "dead_rows": -5.323},
        {"const": 7.713, "tiles": 2.009, "rows4": 0.000, "rows3": 0.000, "rows2": 1.752, "cols4": 3.251, "cols3": 0.381, "cols2": -0.673, "cols1": -1.024, "colours4": 1.764, "colours3": 1.458, "colours2": 0.191, "line_m1": 0.937, "line_m2": 0.792, "line_m3": 0.058, "line_m4": 0.343, "lines_n": -0.905, "potential": 0.535, "first": -0.080, "dead": -4.186, "dead_rows": -2.632},
        {"const": 8.627, "tiles": 1.454, "rows4": 0.000, "rows3": 0.733, "rows2": 0.018, "cols4": 1.142, "cols3": -0.828, "cols2": -1.205, "cols1": -0.864, "colours4": 1.088, "colours3": -0.126, "colours2": 0.078, "line_m1": 0.767, "line_m2": 0.787, "line_m3": 0.205, "line_m4": -0.043, "lines_n": -2.308, "potential": 0.334, "first": 0.499, "dead": -4.169, "dead_rows": -0.745},
        {"const": 11.290, "tiles": -0.030, "rows4": -0.359, "rows3": -0.196, "rows2": 0.311, "cols4": 0.600, "cols3": -0.163, "cols2": -0.118, "cols1": 0.288, "colours4": 1.658, "colours3": 1.133, "colours2": 0.802, "line_m1": 0.677, "line_m2": 0.726, "line_m3": 0.441, "line_m4": 0.322, "lines_n": -2.587, "potential": 0.200, "first": 1.382, "dead": -1.807, "dead_rows": -2.576},
    ),
}
# fmt: on

SAME_AS: dict[str, str] = {"azul-mini": "azul", "azul-mini-dark": "azul-grey"}

Table = tuple[tuple[float, ...], ...]
TABLES: dict[str, Table] = {
    rs: tuple(tuple(stage.get(name, 0.0) for name in FEATURES) for stage in stages)
    for rs, stages in WEIGHTS_BY_NAME.items()
}


def weights_for(ruleset_id: str, chosen_columns: bool) -> Table:
    """The weight table of a base-family rule set (a new one borrows the closest wall's)."""
    rs = SAME_AS.get(ruleset_id, ruleset_id)
    if rs in TABLES:
        return TABLES[rs]
    return TABLES["azul-grey" if chosen_columns else "azul"]
