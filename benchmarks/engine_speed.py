"""Engine speed per rule set at 2 and 4 players, on one core (not a test).

Measures, for each rule set:
- complete random games per second: uniform random choice among ALL legal moves, full
  legal-move generation every turn, in-place fast path (``play``);
- moves per second in those games;
- clone+apply per second: ``copy()`` then ``play()`` of a legal move, as a search does.

Usage: python benchmarks/engine_speed.py [--seconds S] [--rulesets a,b] [--markdown]
Results on this machine are kept in benchmarks/README.md.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from azul.engine import new_game, ruleset_ids  # noqa: E402


def random_games(ruleset: str, players: int, seconds: float) -> tuple[float, float, float]:
    """(games/s, moves/s, moves per game) of uniform-random complete games."""
    rnd = random.Random(1)
    games = moves = seed = 0
    start = time.perf_counter()
    while True:
        state = new_game(ruleset, players, seed)
        seed += 1
        while not state.is_over:
            legal = state.legal_moves()
            state.play(legal[int(rnd.random() * len(legal))])
            moves += 1
        games += 1
        elapsed = time.perf_counter() - start
        if elapsed >= seconds:
            return games / elapsed, moves / elapsed, moves / games


def clone_apply(ruleset: str, players: int, seconds: float) -> float:
    """copy()+play() per second over positions sampled from random games."""
    rnd = random.Random(2)
    positions = []
    seed = 0
    while len(positions) < 2000:
        state = new_game(ruleset, players, seed)
        seed += 1
        while not state.is_over:
            legal = state.legal_moves()
            positions.append((state.copy(), legal[int(rnd.random() * len(legal))]))
            state.play(positions[-1][1])
    count = 0
    start = time.perf_counter()
    while True:
        for state, move in positions:
            s = state.copy()
            s.play(move)
        count += len(positions)
        elapsed = time.perf_counter() - start
        if elapsed >= seconds:
            return count / elapsed


def main() -> None:
    """Run the benchmark and print a table."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seconds", type=float, default=3.0, help="time per measurement")
    ap.add_argument("--rulesets", default=",".join(ruleset_ids()))
    ap.add_argument("--markdown", action="store_true", help="print a Markdown table")
    args = ap.parse_args()
    header = ("rule set", "players", "games/s", "moves/s", "moves/game", "clone+apply/s")
    if args.markdown:
        print("| " + " | ".join(header) + " |")
        print("|" + "---|" * len(header))
    else:
        print("  ".join(f"{h:>14}" for h in header))
    for rs in args.rulesets.split(","):
        for n in (2, 4):
            g, m, per = random_games(rs, n, args.seconds)
            ca = clone_apply(rs, n, args.seconds)
            row = (rs, str(n), f"{g:,.0f}", f"{m:,.0f}", f"{per:.0f}", f"{ca:,.0f}")
            if args.markdown:
                print("| " + " | ".join(row) + " |")
            else:
                print("  ".join(f"{c:>14}" for c in row), flush=True)


if __name__ == "__main__":
    main()
