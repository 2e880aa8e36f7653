"""Fitted weights of the Summer Pavilion position value (see ``fit_eval.py``).

WEIGHTS[round - 1][i] multiplies feature i (``pavilion_features.FEATURES``) to predict the
points a board will still score, beyond the end bonuses it has already secured, from the start
of that round to the end of the game. Fitted on games between Medium players (the round-out
Medium, before it searched): the earlier fit on Easy players of mixed carefulness credited a
star with 5 of 6 spaces covered at round 3 with 1.75 times the bonus it would earn when
complete (skill showed through: good boards both had such stars and scored more later), so
the search kept stars one space short and let a rival take the tiles that finished them.
"""

from __future__ import annotations

from .pavilion_features import FEATURES

# fitted by: python -m azul.ai.fit_eval --ruleset summer-pavilion --games 1200 --player medium --seed 3 --jobs 1
# fmt: off
WEIGHTS_BY_NAME: tuple[dict[str, float], ...] = (
    {"const": 86.557, "covered": 0.000, "stars5": 0.000, "stars4": 0.000, "stars3": 0.000, "values": 0.000, "potential": 0.000, "hand": 0.000, "hand_useful": 0.000, "wild": 0.000, "first": 2.731},
    {"const": 71.017, "covered": 0.035, "stars5": 0.000, "stars4": 8.880, "stars3": 2.976, "values": 2.184, "potential": 0.035, "hand": 0.585, "hand_useful": 0.585, "wild": 0.642, "first": 1.637},
    {"const": 80.679, "covered": 0.393, "stars5": 9.129, "stars4": 4.455, "stars3": 1.595, "values": 1.132, "potential": -0.500, "hand": 0.983, "hand_useful": 0.711, "wild": 0.020, "first": 3.176},
    {"const": 52.559, "covered": 0.267, "stars5": 8.986, "stars4": 1.348, "stars3": 0.272, "values": 1.092, "potential": -0.250, "hand": 1.234, "hand_useful": 0.860, "wild": 0.864, "first": 1.657},
    {"const": 28.353, "covered": 0.217, "stars5": 6.204, "stars4": -1.691, "stars3": -0.048, "values": 1.100, "potential": -0.078, "hand": 0.725, "hand_useful": 1.161, "wild": 0.846, "first": 2.473},
    {"const": -7.827, "covered": 0.314, "stars5": 3.130, "stars4": -2.543, "stars3": -0.329, "values": 0.908, "potential": 0.205, "hand": 0.723, "hand_useful": 1.188, "wild": 1.596, "first": 3.350},
)
# fmt: on

WEIGHTS: tuple[tuple[float, ...], ...] = tuple(
    tuple(stage[name] for name in FEATURES) for stage in WEIGHTS_BY_NAME
)
