"""Strength of the computer levels: the match table behind benchmarks/README.md ("Computer opponents").

    python benchmarks/ai_strength.py --list                       # every row, with its target
    python benchmarks/ai_strength.py --rows medium-vs-strategist --games 200 --json ai.json
    python benchmarks/ai_strength.py --rows hard-self-play --only summer-pavilion --games 100
    python benchmarks/ai_strength.py --deterministic --games 200  # rows without Hard only

Every row is an arena match (``azul.arena``: seats rotated, one deal per rotation) between
levels, the "strategist" of ``benchmarks/strategists.py`` (a rule-based yardstick) and fixed
thinking times of Hard ("hard-2s", "hard-0.5s"). The rows and their targets (issue 18):

- 2 players, in azul, azul-grey, crystal-mosaic-1 and summer-pavilion: Medium wins >= 60%
  against the strategist; Easy wins <= 25% against Medium and >= 90% against random; Hard
  wins >= 95% against Medium;
- Hard self-play averages >= 63 in azul and >= 100 in summer-pavilion (1 s per move);
- 4 players (azul, summer-pavilion): Medium >= 40% against three strategists, Hard >= 60%
  against three Medium players;
- thinking-time scaling: Hard at 2 s against Hard at 1 s, and at 0.5 s against 1 s (no
  target: the longer budget should win more than half);
- issue 32, 2 players in summer-pavilion and summer-pavilion-grey: Medium wins >= 65% and
  Hard >= 95% against each rule-based yardstick of ``benchmarks/pavilion_bots.py`` (greedy-now,
  one-star, wild-hoarder, never-keep) and the strategist.

Prints one markdown table row per match (win rate with its 95% Wilson interval, average
scores, time per move of every level) and the machine's conditions (CPU count, load). Hard
searches for a time budget; here its seconds are counted on the process's CPU clock by
default (--clock cpu), so a loaded machine measures the same Hard, only more slowly
(--clock wall: the game's own wall clock, which a busy machine turns into a weaker Hard).
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import os
import platform
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from azul.ai.levels import DETERMINISTIC_LEVELS, LEVELS  # noqa: E402
from azul.ai.players import HardPlayer  # noqa: E402
from azul.arena import MatchResult, labels_for, play_game, schedule  # noqa: E402
from benchmarks.pavilion_bots import BOTS as PAVILION_BOTS  # noqa: E402
from benchmarks.pavilion_bots import register as register_pavilion_bots  # noqa: E402
from benchmarks.strategists import LEVEL as STRATEGIST  # noqa: E402
from benchmarks.strategists import register as register_strategist  # noqa: E402

RULESETS_2P = ("azul", "azul-grey", "crystal-mosaic-1", "summer-pavilion")
RULESETS_4P = ("azul", "summer-pavilion")
# Issue 32: the rule-based Summer Pavilion yardsticks of benchmarks/pavilion_bots.py.
PAVILION_2P = ("summer-pavilion", "summer-pavilion-grey")
# Levels whose moves depend only on their seed, besides the app's own deterministic levels.
RULE_BASED: frozenset[str] = frozenset({STRATEGIST, *PAVILION_BOTS})
# Hard at a fixed thinking time, whatever --budget says (for the scaling rows).
FIXED_HARD: dict[str, float] = {"hard-2s": 2.0, "hard-1s": 1.0, "hard-0.5s": 0.5}


@dataclass(frozen=True, slots=True)
class Row:
    """One match of the table: its name, rule sets, seats and target."""

    name: str
    rulesets: tuple[str, ...]
    seats: tuple[str, ...]
    target: str


ROWS: tuple[Row, ...] = (
    Row("medium-vs-strategist", RULESETS_2P, ("medium", STRATEGIST), "Medium wins >= 60%"),
    Row("easy-vs-medium", RULESETS_2P, ("easy", "medium"), "Easy wins <= 25%"),
    Row("easy-vs-random", RULESETS_2P, ("easy", "random"), "Easy wins >= 90%"),
    Row("hard-vs-medium", RULESETS_2P, ("hard", "medium"), "Hard wins >= 95%"),
    Row("hard-self-play", ("azul", "summer-pavilion"), ("hard", "hard"), ">= 63 / >= 100"),
    Row(
        "4p-medium-vs-3-strategists",
        RULESETS_4P,
        ("medium", STRATEGIST, STRATEGIST, STRATEGIST),
        "Medium wins >= 40%",
    ),
    Row("4p-hard-vs-3-medium", RULESETS_4P, ("hard", "medium", "medium", "medium"), ">= 60%"),
    Row("hard-2s-vs-1s", ("azul", "summer-pavilion"), ("hard-2s", "hard-1s"), "2 s wins > 50%"),
    Row("hard-0.5s-vs-1s", ("azul", "summer-pavilion"), ("hard-0.5s", "hard-1s"), "< 50%"),
    # Issue 32: every level against every rule-based Summer Pavilion yardstick.
    *(
        Row(f"medium-vs-{bot}", PAVILION_2P, ("medium", bot), "Medium wins >= 65%")
        for bot in PAVILION_BOTS
    ),
    # Easy: beats every yardstick sometimes, loses to Medium most of the time (issue 32).
    *(
        Row(f"easy-vs-{bot}", PAVILION_2P, ("easy", bot), "Easy wins > 0%")
        for bot in (*PAVILION_BOTS, STRATEGIST)
    ),
    Row("pavilion-easy-vs-medium", PAVILION_2P, ("easy", "medium"), "Easy wins < 50%"),
    *(
        Row(f"4p-medium-vs-3-{bot}", ("summer-pavilion",), ("medium", bot, bot, bot), ">= 40%")
        for bot in PAVILION_BOTS
    ),
    # (the name "medium-vs-strategist" is the issue-18 row above, at its own target)
    Row("pavilion-medium-vs-strategist", PAVILION_2P, ("medium", STRATEGIST), ">= 65%"),
    *(
        Row(f"hard-vs-{bot}", PAVILION_2P, ("hard", bot), "Hard wins >= 95%")
        for bot in (*PAVILION_BOTS, STRATEGIST)
    ),
)


# What Hard's seconds are counted on. "cpu": the search process's CPU time, so a loaded
# machine gives Hard the same search as a quiet one (only the match takes longer); "wall": the
# game's own clock (wall time), which a busy machine turns into a weaker Hard.
CLOCKS: dict[str, Callable[[], float]] = {"cpu": time.process_time, "wall": time.perf_counter}


def register_levels(clock: str = "cpu") -> None:
    """The benchmark-only levels: the strategist, the Summer Pavilion yardsticks, Hard on the
    chosen clock, and Hard at fixed thinking times."""
    register_strategist()
    register_pavilion_bots()
    tick = CLOCKS[clock]
    LEVELS["hard"] = lambda seed, budget: HardPlayer(seed, budget=budget, clock=tick)
    for name, seconds in FIXED_HARD.items():
        LEVELS[name] = lambda seed, budget, s=seconds: HardPlayer(seed, budget=s, clock=tick)


def deterministic(seats: tuple[str, ...]) -> bool:
    """True when no seat's moves depend on timing (the row can run on a loaded machine)."""
    return all(level in DETERMINISTIC_LEVELS or level in RULE_BASED for level in seats)


def matches(
    rows: list[str] | None = None, only: list[str] | None = None, det_only: bool = False
) -> list[tuple[str, str, tuple[str, ...]]]:
    """(row name, rule set, seats) of the selected rows, in table order."""
    out = []
    for r in ROWS:
        if rows and r.name not in rows:
            continue
        if det_only and not deterministic(r.seats):
            continue
        for rs in r.rulesets:
            if only and not all(key in (r.name, rs) for key in only):
                continue
            out.append((r.name, rs, r.seats))
    return out


def run_match(
    ruleset: str,
    seats: tuple[str, ...],
    games: int,
    seed: int,
    jobs: int,
    budget: float | None,
    clock: str = "cpu",
) -> MatchResult:
    """``azul.arena.run_match`` with the benchmark levels registered in every worker."""
    specs = schedule(ruleset, seats, games, seed, budget)
    result = MatchResult(ruleset, len(seats), list(seats), labels_for(seats), budget, seed)
    start = time.perf_counter()
    if jobs <= 1:
        result.games = [play_game(spec) for spec in specs]
    else:
        ctx = multiprocessing.get_context("spawn")
        with ctx.Pool(jobs, initializer=register_levels, initargs=(clock,)) as pool:
            result.games = list(pool.imap(play_game, specs, chunksize=1))
    result.wall_seconds = time.perf_counter() - start
    return result


def conditions() -> dict[str, Any]:
    """What the numbers were measured on."""
    load = os.getloadavg() if hasattr(os, "getloadavg") else (0.0, 0.0, 0.0)
    return {
        "cpus": os.cpu_count(),
        "python": platform.python_version(),
        "machine": platform.machine(),
        "load_1_5_15": [round(x, 2) for x in load],
        "date": time.strftime("%Y-%m-%d %H:%M:%S"),
    }


def row(name: str, summary: dict[str, Any]) -> str:
    """One markdown table row for a match summary."""
    first = summary["entries"][0]
    lo, hi = first["ci95"]
    scores = " / ".join(f"{e['avg_score']:.1f}" for e in summary["entries"])
    times = "; ".join(
        f"{level} {t['median'] * 1000:.0f}/{t['p95'] * 1000:.0f} ms"
        for level, t in summary["move_time"].items()
        if level != "random"
    )
    budget = summary["budget"] if summary["budget"] is not None else "-"
    return (
        f"| {summary['ruleset']} | {summary['players']} | {name} | {summary['games']} | {budget} "
        f"| {first['win_rate'] * 100:.1f}% [{lo * 100:.1f}, {hi * 100:.1f}] | {scores} "
        f"| {times} |"
    )


HEADER = (
    "| rule set | players | match | games | budget s | first seat's win rate [95% CI] "
    "| avg scores | time per move median/p95 |\n|---|---|---|---|---|---|---|---|"
)


def responsiveness(seconds: float = 3.0) -> dict[str, dict[str, float]]:
    """Main-thread frame ticks (16.7 ms of pure-Python work each) while Hard thinks, with the
    thinking in a worker process versus a thread: how much the GIL would stall drawing."""
    from azul.ai.service import ThinkingService
    from azul.engine import new_game

    state = new_game("azul", 2, 1)
    out: dict[str, dict[str, float]] = {}
    for mode, use_process in (("idle", None), ("process", True), ("thread", False)):
        service = ThinkingService(use_process=bool(use_process))
        if use_process is not None:
            service.warm_up()
            service.submit(state, "hard", budget=seconds + 5)
            time.sleep(0.2)
        ticks: list[float] = []
        end = time.perf_counter() + seconds
        while time.perf_counter() < end:
            start = time.perf_counter()
            x = 0
            while time.perf_counter() - start < 1 / 60:  # a frame's worth of Python work
                x += 1
            ticks.append(time.perf_counter() - start)
        service.close()
        ticks.sort()
        out[mode] = {
            "frames": len(ticks),
            "p50_ms": ticks[len(ticks) // 2] * 1000,
            "p95_ms": ticks[int(len(ticks) * 0.95)] * 1000,
            "max_ms": ticks[-1] * 1000,
        }
    return out


def main(argv: list[str] | None = None) -> int:
    """Run the selected rows and print the table."""
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    p.add_argument("--games", type=int, default=200, help="games per match (default 200)")
    p.add_argument("--budget", type=float, default=None, help="Hard's seconds per move (1.0)")
    p.add_argument("--jobs", type=int, default=1, help="games in parallel (default 1)")
    p.add_argument(
        "--clock",
        choices=sorted(CLOCKS),
        default="cpu",
        help="Hard's seconds in CPU time (default: load-proof) or wall time (as in the game)",
    )
    p.add_argument("--seed", type=int, default=1)
    p.add_argument(
        "--rows", action="append", default=[], help="run only this row (repeatable; see --list)"
    )
    p.add_argument(
        "--only",
        action="append",
        default=[],
        help="keep matches whose rule set or row name is this (repeatable: all must match)",
    )
    p.add_argument(
        "--deterministic", action="store_true", help="only rows whose levels ignore timing"
    )
    p.add_argument("--list", action="store_true", help="list the rows and their targets")
    p.add_argument("--json", default=None, help="append every match summary to this JSON file")
    p.add_argument(
        "--responsiveness",
        action="store_true",
        help="only measure main-thread frame ticks while Hard thinks (process vs thread)",
    )
    args = p.parse_args(argv)
    register_levels(args.clock)
    if args.list:
        for r in ROWS:
            kind = "deterministic" if deterministic(r.seats) else "timed"
            print(f"{r.name:28s} {','.join(r.rulesets):48s} {r.target} ({kind})")
        return 0
    if args.responsiveness:
        print("conditions:", json.dumps(conditions()))
        for mode, r in responsiveness().items():
            print(f"{mode:8s} " + "  ".join(f"{k} {v:.1f}" for k, v in r.items()))
        return 0
    unknown = [name for name in args.rows if name not in {r.name for r in ROWS}]
    if unknown:
        print(f"unknown row {unknown[0]!r} (see --list)", file=sys.stderr)
        return 2
    selected = matches(args.rows, args.only, args.deterministic)
    if not selected:
        print("no benchmark row matches --rows / --only", file=sys.stderr)
        return 2
    print("conditions:", json.dumps(conditions()))
    print(HEADER)
    results: list[dict[str, Any]] = []
    if args.json and Path(args.json).exists():
        results = json.loads(Path(args.json).read_text(encoding="utf-8"))
    for name, rs, seats in selected:
        summary = run_match(
            rs, seats, args.games, args.seed, args.jobs, args.budget, args.clock
        ).summary()
        summary["row"] = name
        summary["conditions"] = conditions()
        print(row(name, summary), flush=True)
        results.append(summary)
        if args.json:
            Path(args.json).write_text(json.dumps(results, indent=1), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
