"""Fit the base-family position value from recorded games (a maintainer tool).

    python -m azul.ai.fit_eval --ruleset azul --games 400 --player hard:150 --jobs 2

Plays games with the chosen player in every seat, records the features of every board at
every round start (the family's registered ``FeatureSet``) and the points that board went
on to score, then fits, per game stage, the least-squares weights (small ridge) that predict
those future points. The printed table is pasted into ``base_weights.py`` or
``pavilion_weights.py``.
"""

from __future__ import annotations

import argparse
import multiprocessing
import random
import sys
from collections.abc import Sequence

from azul.engine import get_ruleset, new_game

from .families import Sample, feature_set
from .players import EasyPlayer, HardPlayer, MediumPlayer


def _make(spec: str, seed: int) -> EasyPlayer | MediumPlayer | HardPlayer:
    if spec == "medium":
        return MediumPlayer(seed)
    if spec.startswith("hard:"):
        return HardPlayer(seed, iterations=int(spec[5:]), rivalry=0.0)
    player = EasyPlayer(seed)
    if spec == "mix":  # every seat its own skill: boards that differ, as against people
        player.mistake_rate = random.Random(seed).uniform(0.0, 0.6)
    else:
        player.mistake_rate = float(spec[5:]) if spec.startswith("easy:") else 0.1
    return player


def play_and_record(args: tuple[str, str, int, int]) -> list[Sample]:
    """One game: features at each round start and each board's points still to come."""
    ruleset, spec, players, seed = args
    state = new_game(ruleset, players, seed)
    record = feature_set(state.ruleset.family).record
    seats = [_make(spec, seed * 8 + p) for p in range(players)]
    pending: list[tuple[int, int, list[float], float]] = []  # (seat, stage, feats, certain)
    last_round = 0
    while not state.is_over:
        if state.round != last_round:
            last_round = state.round
            for p, (st, feats, certain) in enumerate(record(state)):
                pending.append((p, st, feats, certain))
        state.play(seats[state.current_player].choose(state))
    final = state.scores
    return [(st, feats, float(final[p] - score)) for p, st, feats, score in pending]


def solve(a: list[list[float]], b: list[float]) -> list[float]:
    """Solve a x = b by Gaussian elimination with partial pivoting."""
    n = len(b)
    m = [row[:] + [b[i]] for i, row in enumerate(a)]
    for col in range(n):
        piv = max(range(col, n), key=lambda r: abs(m[r][col]))
        m[col], m[piv] = m[piv], m[col]
        p = m[col][col]
        for r in range(n):
            if r != col and m[r][col]:
                f = m[r][col] / p
                row_r, row_c = m[r], m[col]
                for k in range(col, n + 1):
                    row_r[k] -= f * row_c[k]
    return [m[i][n] / m[i][i] for i in range(n)]


def fit(samples: Sequence[Sample], ridge: float = 0.02) -> list[list[float]]:
    """Per stage, ridge least-squares weights predicting future points from features.

    Features (all but the constant, feature 0) are standardised first and the ridge penalty is
    ``ridge`` times the number of samples, so strongly correlated features (covered spaces and
    run potential, say) share the weight instead of cancelling out with huge opposite values.
    """
    out = []
    n_features = len(samples[0][1])
    for st in range(max(s for s, _, _ in samples) + 1):
        rows = [(f, y) for s, f, y in samples if s == st]
        if not rows:
            out.append([0.0] * n_features)
            continue
        n = len(rows)
        mean = [sum(f[i] for f, _ in rows) / n for i in range(n_features)]
        sd = [(sum((f[i] - mean[i]) ** 2 for f, _ in rows) / n) ** 0.5 for i in range(n_features)]
        live = [i for i in range(1, n_features) if sd[i] > 1e-9]  # constant columns drop out
        cols = [0, *live]

        k = len(cols)
        xtx = [[0.0] * k for _ in range(k)]
        xty = [0.0] * k
        for f, y in rows:
            zf = [1.0] + [(f[i] - mean[i]) / sd[i] for i in live]
            for a in range(k):
                xty[a] += zf[a] * y
                row = xtx[a]
                for b in range(k):
                    row[b] += zf[a] * zf[b]
        for a in range(1, k):
            xtx[a][a] += ridge * n
        wz = solve(xtx, xty)
        w = [0.0] * n_features
        w[0] = wz[0]
        for a, i in enumerate(cols[1:], start=1):
            w[i] = wz[a] / sd[i]
            w[0] -= wz[a] * mean[i] / sd[i]
        err = sum((y - sum(a * b for a, b in zip(w, f, strict=True))) ** 2 for f, y in rows)
        print(
            f"# stage {st}: {n} samples, rms error {(err / n) ** 0.5:.2f}",
            file=sys.stderr,
        )
        out.append(w)
    return out


def main(argv: Sequence[str] | None = None) -> int:
    """Command-line entry point."""
    p = argparse.ArgumentParser(prog="python -m azul.ai.fit_eval", description=__doc__)
    p.add_argument("--ruleset", default="azul")
    p.add_argument("--players", type=int, default=2)
    p.add_argument("--games", type=int, default=400)
    p.add_argument(
        "--player",
        default="easy:0.1",
        help="easy:<mistake rate>, mix (easy, a random rate per seat), medium or hard:<iterations>",
    )
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--jobs", type=int, default=2)
    args = p.parse_args(argv)
    rng = random.Random(args.seed)
    tasks = [
        (args.ruleset, args.player, args.players, rng.getrandbits(40)) for _ in range(args.games)
    ]
    with multiprocessing.get_context("spawn").Pool(args.jobs) as pool:
        samples = [s for game in pool.imap_unordered(play_and_record, tasks) for s in game]
    weights = fit(samples)
    names = feature_set(get_ruleset(args.ruleset).family).names
    print(f"# fitted by: python -m azul.ai.fit_eval {' '.join(argv or sys.argv[1:])}")
    print("# fmt: off")
    print("WEIGHTS_BY_NAME: tuple[dict[str, float], ...] = (")
    for w in weights:
        print("    {" + ", ".join(f'"{n}": {x:.3f}' for n, x in zip(names, w, strict=True)) + "},")
    print(")")
    print("# fmt: on")
    return 0


if __name__ == "__main__":
    sys.exit(main())
