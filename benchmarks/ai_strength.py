"""Strength of the computer levels: the match table behind benchmarks/README.md ("Computer opponents").

    python benchmarks/ai_strength.py --games 200 --budget 1.0 --jobs 2 --json ai.json
    python benchmarks/ai_strength.py --only azul --only hard-vs-medium --games 40 --budget 0.25

Every row is an arena match (``azul.arena.run_match``: seats rotated, one deal per rotation).
Rows: Hard vs Medium, Medium vs Easy, Easy vs random and Hard self-play, for 2-player azul,
azul-grey, crystal-mosaic-1 and summer-pavilion, plus 4-player azul rows. Targets (2 players):
Hard >= 80% vs Medium, Medium >= 80% vs Easy, Easy >= 95% vs random, Hard averages >= 60 in
azul and >= 100 in summer-pavilion self-play, Hard's median time per move <= 1.0 s.

Prints one markdown table row per match (win rate with its 95% Wilson interval, average
scores, time per move of every level) and the machine's conditions (CPU count, load).
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from azul.arena import run_match  # noqa: E402

RULESETS_2P = ("azul", "azul-grey", "crystal-mosaic-1", "summer-pavilion")
PAIRINGS: dict[str, tuple[str, ...]] = {
    "hard-vs-medium": ("hard", "medium"),
    "medium-vs-easy": ("medium", "easy"),
    "easy-vs-random": ("easy", "random"),
    "hard-self-play": ("hard", "hard"),
}
FOUR_PLAYER: dict[str, tuple[str, ...]] = {
    "4p-hard-vs-3-medium": ("hard", "medium", "medium", "medium"),
    "4p-medium-vs-3-easy": ("medium", "easy", "easy", "easy"),
    "4p-easy-vs-3-random": ("easy", "random", "random", "random"),
    "4p-hard-self-play": ("hard", "hard", "hard", "hard"),
}


def matches() -> list[tuple[str, str, tuple[str, ...]]]:
    """(row name, rule set, seats) of every benchmark row, in table order."""
    out = [(name, rs, seats) for rs in RULESETS_2P for name, seats in PAIRINGS.items()]
    out += [(name, "azul", seats) for name, seats in FOUR_PLAYER.items()]
    return out


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
        if level in ("easy", "medium", "hard")
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
    p.add_argument("--jobs", type=int, default=2, help="games in parallel")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument(
        "--only",
        action="append",
        default=[],
        help="keep rows whose rule set or row name is this (repeatable: all must match)",
    )
    p.add_argument("--json", default=None, help="append every match summary to this JSON file")
    p.add_argument(
        "--responsiveness",
        action="store_true",
        help="only measure main-thread frame ticks while Hard thinks (process vs thread)",
    )
    args = p.parse_args(argv)
    if args.responsiveness:
        print("conditions:", json.dumps(conditions()))
        for mode, r in responsiveness().items():
            print(f"{mode:8s} " + "  ".join(f"{k} {v:.1f}" for k, v in r.items()))
        return 0
    selected = [m for m in matches() if all(key in (m[0], m[1]) for key in args.only)]
    if not selected:
        print("no benchmark row matches --only", file=sys.stderr)
        return 2
    print("conditions:", json.dumps(conditions()))
    print(HEADER)
    results: list[dict[str, Any]] = []
    if args.json and Path(args.json).exists():
        results = json.loads(Path(args.json).read_text(encoding="utf-8"))
    for name, rs, seats in selected:
        summary = run_match(rs, seats, args.games, args.seed, args.jobs, args.budget).summary()
        summary["row"] = name
        summary["conditions"] = conditions()
        print(row(name, summary), flush=True)
        results.append(summary)
        if args.json:
            Path(args.json).write_text(json.dumps(results, indent=1), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
