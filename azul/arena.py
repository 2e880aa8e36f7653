"""Matches between computer levels: ``python -m azul.arena``.

    python -m azul.arena --ruleset azul --players 2 --games 200 --seats hard,medium \\
        --seed 1 --jobs 2 [--budget 1.0] [--json results.json]

Games are played in blocks of one deal per seat rotation: every deal (seed) is played once
with each rotation of the seat list, so every level sits in every seat (and starts) equally
often. Games run in parallel worker processes. The report gives, per seat entry, the win
rate with its 95% Wilson interval (a shared first place counts as 1/k of a win), the average
score, and per level the average / median / 95th-percentile thinking time per move.

``--seed`` makes a run reproducible for levels whose moves depend only on their seed
(random, greedy, easy, medium). Hard searches for a fixed time, so its moves, and any match
with it, vary with the machine and its load. Bad arguments give a one-line error, exit 2.
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import statistics
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from azul.ai.levels import DETERMINISTIC_LEVELS, LEVELS, make_player, seat_levels
from azul.engine import new_game, ruleset_ids
from azul.tool_args import Parser, UsageError

Z95 = 1.959963984540054


@dataclass(frozen=True, slots=True)
class GameSpec:
    """One game of a match: which deal, and which entry sits in which seat."""

    index: int
    ruleset: str
    seed: int  # the deal
    seating: tuple[int, ...]  # seating[seat] = entry index
    levels: tuple[str, ...]  # per entry
    budget: float | None
    player_seed: int


@dataclass(slots=True)
class GameResult:
    """What one game produced, per entry."""

    index: int
    scores: list[int]  # per entry
    wins: list[float]  # per entry: 1/k if among k winners, else 0
    times: list[list[float]]  # per entry: seconds per decision
    moves: int
    rounds: int


@dataclass(slots=True)
class MatchResult:
    """A whole match, ready to print or save."""

    ruleset: str
    players: int
    levels: list[str]
    labels: list[str]
    budget: float | None
    seed: int
    games: list[GameResult] = field(default_factory=list)
    wall_seconds: float = 0.0

    def summary(self) -> dict[str, Any]:
        """Plain-dict summary: per entry win rate, interval, scores; per level move times."""
        n = len(self.games)
        entries = []
        for e, label in enumerate(self.labels):
            wins = sum(g.wins[e] for g in self.games)
            lo, hi = wilson(wins, n)
            scores = [g.scores[e] for g in self.games]
            entries.append(
                {
                    "entry": label,
                    "level": self.levels[e],
                    "games": n,
                    "wins": wins,
                    "win_rate": wins / n if n else 0.0,
                    "ci95": [lo, hi],
                    "avg_score": statistics.fmean(scores) if scores else 0.0,
                    "score_sd": statistics.stdev(scores) if len(scores) > 1 else 0.0,
                }
            )
        times: dict[str, list[float]] = {}
        for g in self.games:
            for e, ts in enumerate(g.times):
                times.setdefault(self.levels[e], []).extend(ts)
        timing = {level: time_stats(ts) for level, ts in times.items()}
        return {
            "ruleset": self.ruleset,
            "players": self.players,
            "seats": self.levels,
            "games": n,
            "seed": self.seed,
            "budget": self.budget,
            "entries": entries,
            "move_time": timing,
            "avg_rounds": statistics.fmean(g.rounds for g in self.games) if n else 0.0,
            "wall_seconds": self.wall_seconds,
            "reproducible": all(level in DETERMINISTIC_LEVELS for level in self.levels),
        }


def wilson(successes: float, n: int, z: float = Z95) -> tuple[float, float]:
    """Wilson score interval of a proportion (successes may be fractional for shared wins)."""
    if n <= 0:
        return 0.0, 1.0
    p = successes / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


def percentile(values: Sequence[float], q: float) -> float:
    """The q-th percentile (0..100) by linear interpolation between closest ranks."""
    if not values:
        return 0.0
    s = sorted(values)
    k = (len(s) - 1) * q / 100.0
    lo = math.floor(k)
    hi = min(lo + 1, len(s) - 1)
    return s[lo] + (s[hi] - s[lo]) * (k - lo)


def time_stats(values: Sequence[float]) -> dict[str, float]:
    """Mean, median and 95th percentile (seconds) plus the number of decisions."""
    if not values:
        return {"decisions": 0, "mean": 0.0, "median": 0.0, "p95": 0.0}
    return {
        "decisions": len(values),
        "mean": statistics.fmean(values),
        "median": statistics.median(values),
        "p95": percentile(values, 95),
    }


def play_game(spec: GameSpec) -> GameResult:
    """Play one game to the end; the players only ever see copies of the position."""
    players = len(spec.seating)
    state = new_game(spec.ruleset, players, spec.seed)
    seats = [
        make_player(spec.levels[e], spec.player_seed * 16 + e, spec.budget) for e in spec.seating
    ]
    times: list[list[float]] = [[] for _ in spec.levels]
    moves = 0
    while not state.is_over:
        p = state.current_player
        view = state.copy()
        t0 = time.perf_counter()
        move = seats[p].choose(view)
        times[spec.seating[p]].append(time.perf_counter() - t0)
        state = state.apply(move)  # checked: a level playing an illegal move fails loudly
        moves += 1
    scores = [0] * len(spec.levels)
    wins = [0.0] * len(spec.levels)
    winners = state.winners()
    for seat, e in enumerate(spec.seating):
        scores[e] = state.scores[seat]
        if seat in winners:
            wins[e] = 1.0 / len(winners)
    return GameResult(spec.index, scores, wins, times, moves, state.round)


def schedule(
    ruleset: str, levels: Sequence[str], games: int, seed: int, budget: float | None
) -> list[GameSpec]:
    """The games of a match: deal d is played with every rotation of the seats in turn."""
    n = len(levels)
    out = []
    for g in range(games):
        deal, rotation = divmod(g, n)
        seating = tuple((seat + rotation) % n for seat in range(n))
        out.append(
            GameSpec(
                index=g,
                ruleset=ruleset,
                seed=seed * 1_000_003 + deal,
                seating=seating,
                levels=tuple(levels),
                budget=budget,
                player_seed=seed * 1_000_003 + g,
            )
        )
    return out


def labels_for(levels: Sequence[str]) -> list[str]:
    """Entry labels: the level, numbered when a level appears more than once."""
    out = []
    for i, level in enumerate(levels):
        count = levels.count(level)
        out.append(f"{level}#{levels[: i + 1].count(level)}" if count > 1 else level)
    return out


def run_match(
    ruleset: str,
    levels: Sequence[str],
    games: int,
    seed: int = 1,
    jobs: int = 1,
    budget: float | None = None,
    progress: Any = None,
) -> MatchResult:
    """Play a whole match (in ``jobs`` processes when > 1) and collect the results."""
    specs = schedule(ruleset, levels, games, seed, budget)
    result = MatchResult(
        ruleset, len(levels), list(levels), labels_for(levels), budget, seed, wall_seconds=0.0
    )
    start = time.perf_counter()
    if jobs <= 1:
        for spec in specs:
            result.games.append(play_game(spec))
            if progress is not None:
                progress(len(result.games), games)
    else:
        ctx = multiprocessing.get_context("spawn")
        with ctx.Pool(jobs) as pool:
            for game in pool.imap(play_game, specs, chunksize=1):
                result.games.append(game)
                if progress is not None:
                    progress(len(result.games), games)
    result.wall_seconds = time.perf_counter() - start
    return result


def format_report(summary: dict[str, Any]) -> str:
    """The human-readable report of a match summary."""
    lines = [
        f"{summary['ruleset']}, {summary['players']} players, {summary['games']} games, "
        f"seed {summary['seed']}"
        + (f", budget {summary['budget']} s/move" if summary["budget"] is not None else "")
        + f", {summary['wall_seconds']:.0f} s",
        "",
        f"{'entry':<12}{'win rate':>9}  {'95% CI':<15}{'avg score':>10}",
    ]
    for e in summary["entries"]:
        lo, hi = e["ci95"]
        lines.append(
            f"{e['entry']:<12}{e['win_rate'] * 100:>8.1f}%  "
            f"[{lo * 100:4.1f}, {hi * 100:5.1f}]%  {e['avg_score']:>9.1f}"
        )
    lines += ["", f"{'level':<12}{'decisions':>10}{'mean':>10}{'median':>10}{'p95':>10}"]
    for level, t in summary["move_time"].items():
        lines.append(
            f"{level:<12}{t['decisions']:>10}{_ms(t['mean']):>10}{_ms(t['median']):>10}"
            f"{_ms(t['p95']):>10}"
        )
    if not summary["reproducible"]:
        lines += [
            "",
            "note: hard searches for a fixed time, so its moves depend on CPU speed and load;",
            "      this run is not exactly reproducible from the seed.",
        ]
    return "\n".join(lines)


def _ms(seconds: float) -> str:
    return f"{seconds * 1000:.1f} ms" if seconds < 1 else f"{seconds:.2f} s"


def _parser() -> argparse.ArgumentParser:
    p = Parser(prog="python -m azul.arena", description="Play matches between computer levels.")
    p.add_argument("--ruleset", default="azul", help="rule set id: " + ", ".join(ruleset_ids()))
    p.add_argument("--players", type=int, default=2, help="number of seats (2-4)")
    p.add_argument("--games", type=int, default=20, help="games to play")
    p.add_argument(
        "--seats", default="medium,easy", help="comma-separated levels: " + ", ".join(LEVELS)
    )
    p.add_argument("--seed", type=int, default=1, help="non-negative integer seed")
    p.add_argument("--jobs", type=int, default=1, help="games played in parallel")
    p.add_argument("--budget", type=float, default=None, help="seconds per move for hard")
    p.add_argument("--json", default=None, help="also write the summary to this file")
    p.add_argument("--quiet", action="store_true", help="no progress line on stderr")
    return p


def parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    """Parse and validate the command line; raises UsageError with a one-line message."""
    args = _parser().parse_args(argv)
    try:
        levels = seat_levels(args.ruleset, args.players, args.seats)
    except ValueError as exc:
        raise UsageError(str(exc)) from None
    if args.games < 1:
        raise UsageError("--games must be at least 1")
    if args.seed < 0:
        raise UsageError("--seed must be a non-negative integer")
    if args.jobs < 1:
        raise UsageError("--jobs must be at least 1")
    if args.budget is not None and not (0 < args.budget <= 600):
        raise UsageError("--budget must be a number of seconds between 0 and 600")
    args.levels = levels
    return args


def main(argv: Sequence[str] | None = None) -> int:
    """Command-line entry point."""
    try:
        args = parse_args(argv)
    except UsageError as exc:
        print(f"azul.arena: error: {exc}", file=sys.stderr)
        return 2

    def progress(done: int, total: int) -> None:
        if not args.quiet:
            print(f"\r{done}/{total} games", end="", file=sys.stderr, flush=True)

    try:
        result = run_match(
            args.ruleset, args.levels, args.games, args.seed, args.jobs, args.budget, progress
        )
    except KeyboardInterrupt:
        print("\nazul.arena: interrupted", file=sys.stderr)
        return 130
    if not args.quiet:
        print(file=sys.stderr)
    summary = result.summary()
    print(format_report(summary))
    if args.json:
        try:
            with open(args.json, "w", encoding="utf-8") as fh:
                json.dump(summary, fh, indent=2)
        except OSError as exc:
            print(f"azul.arena: error: cannot write {args.json}: {exc}", file=sys.stderr)
            return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
