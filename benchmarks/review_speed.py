"""Game review: speed at the default setting, and whether the accuracy figure tells players apart.

    nice -n 10 python benchmarks/review_speed.py                # everything below
    nice -n 10 python benchmarks/review_speed.py --only speed
    nice -n 10 python benchmarks/review_speed.py --only accuracy --games 20 --iterations 200
    nice -n 10 python benchmarks/review_speed.py --only app --old /tmp/oldreview --repeats 3

- speed: one 2-player Azul game (greedy against random) and one 4-player Summer Pavilion game
  (medium seats) reviewed at the default setting; prints decisions, wall and CPU time, and the
  wall time until the first decision's verdict (what a UI shows first).
- app: what the review screen waits for. The app's review worker is a fresh interpreter that
  imports azul and streams verdicts; here each run is such a child process (of this tree, and
  with ``--old`` of another checkout, alternating in one run), reviewing the 2-player Azul
  game at the default setting; the parent stamps each message as it arrives: the first label,
  every decision labelled (a first look's provisional label or a final one) and the whole
  review done, as medians over ``--repeats``.
- accuracy: over N sim games of greedy against random (seats swapped every other game), each
  random seat's accuracy should be below its greedy opponent's; likewise Hard against Medium
  (``--hard-games``; 0 skips it; Hard plays with ``--hard-budget`` seconds per move).

One process, no worker pool (the machine is shared). Prints markdown rows for
benchmarks/README.md ("Game review") and the load average.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from azul.ai.levels import make_player  # noqa: E402
from azul.ai.review import (  # noqa: E402
    ReviewSettings,
    decision_indices,
    review_decisions,
    summarise,
)
from azul.engine import Setup, new_game  # noqa: E402
from azul.storage.replay import Positions, replay_positions  # noqa: E402


def play(ruleset: str, kinds: list[str], seed: int, budget: float | None = None) -> Positions:
    """Every position of one game between built-in players."""
    state = new_game(ruleset, len(kinds), seed)
    players = [make_player(k, seed * 31 + i, budget) for i, k in enumerate(kinds)]
    moves = []
    while not state.is_over:
        move = players[state.current_player].choose(state)
        moves.append(state.format_move(move))
        state = state.apply(move)
    return replay_positions(Setup(ruleset, len(kinds), seed), moves, "bench")


def timed_review(
    positions: Positions, settings: ReviewSettings
) -> tuple[list, float, float, float]:
    """(decisions, wall s, CPU s, wall s until the first verdict)."""
    wall, cpu = time.perf_counter(), time.process_time()
    first = 0.0
    out = []
    for d in review_decisions(positions.states, positions.moves, settings):
        if not out:
            first = time.perf_counter() - wall
        out.append(d)
    return out, time.perf_counter() - wall, time.process_time() - cpu, first


def speed(settings: ReviewSettings) -> None:
    """Review time of the two reference games."""
    print("| game | decisions | wall s | CPU s | first verdict (wall s) |")
    print("|---|---:|---:|---:|---:|")
    games = [
        ("azul, 2 players (greedy vs random)", play("azul", ["greedy", "random"], 1)),
        ("summer-pavilion, 4 players (medium)", play("summer-pavilion", ["medium"] * 4, 1)),
    ]
    for name, positions in games:
        decisions, wall, cpu, first = timed_review(positions, settings)
        print(f"| {name} | {len(decisions)} | {wall:.1f} | {cpu:.1f} | {first:.2f} |", flush=True)


# The child of one app-like run: the worker's stream of one record, each message's kind and
# decision number printed as it is sent (an older tree has no first look: asked only if known).
CHILD = """
import inspect, json, sys, time
from azul.ai.review import worker
setup, moves = json.load(sys.stdin)
extra = {"quick": True} if "quick" in inspect.signature(worker.stream_review).parameters else {}
def send(message):
    kind, payload = message
    number = payload.get("number") if isinstance(payload, dict) else None
    print(json.dumps([kind, number, time.process_time()]), flush=True)
worker.stream_review(setup, moves, worker.ReviewSettings().iterations, None, send,
                     lambda: False, **extra)
"""


def app_run(tree: Path, setup: dict, moves: list[str], total: int) -> list[tuple[float, float]]:
    """One app-like review in a child process of ``tree``: (wall s from its start, the child's
    CPU s) at the first label, at every one of the ``total`` decisions labelled and at the
    review done."""
    started = time.perf_counter()
    child = subprocess.Popen(
        [sys.executable, "-c", CHILD],
        cwd=tree,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
        env={**os.environ, "PYTHONPATH": str(tree)},
    )
    assert child.stdin is not None and child.stdout is not None
    child.stdin.write(json.dumps([setup, moves]))
    child.stdin.close()
    first = every = done = (0.0, 0.0)
    labelled: set[int] = set()
    for text in child.stdout:
        kind, number, cpu = json.loads(text)
        now = (time.perf_counter() - started, cpu)
        if kind == "error":
            raise RuntimeError(f"the review in {tree} failed")
        if number is not None:
            first = first if first[0] else now
            labelled.add(number)
            if len(labelled) == total and not every[0]:
                every = now
        if kind == "done":
            done = now
    child.wait()
    return [first, every, done]


def app_speed(old: Path | None, repeats: int) -> None:
    """Time to the first labels and to the whole review as the app's worker gives them."""
    positions = play("azul", ["greedy", "random"], 1)
    setup = Setup("azul", 2, 1).to_json()
    moves = list(positions.notation)
    total = len(decision_indices(positions.states, positions.moves))
    trees = [("new (this tree)", Path(__file__).resolve().parents[1])]
    if old is not None:
        trees.insert(0, (f"old ({old})", old))
    times: dict[str, list[list[tuple[float, float]]]] = {name: [] for name, _ in trees}
    for k in range(repeats):
        for name, tree in trees:
            marks = app_run(tree, setup, moves, total)
            times[name].append(marks)
            said = ", ".join(f"{w:.2f} s ({c:.2f} CPU s)" for w, c in marks)
            print(f"run {k + 1} {name}: first, all labelled, done: {said}", flush=True)
    print(
        f"\n| code ({total} decisions, {repeats} runs, medians) | first label: wall s (CPU s) "
        "| every decision labelled | whole review |"
    )
    print("|---|---:|---:|---:|")
    for name, runs in times.items():
        cells = []
        for i in range(3):
            wall = statistics.median(r[i][0] for r in runs)
            cpu = statistics.median(r[i][1] for r in runs)
            cells.append(f"{wall:.2f} ({cpu:.2f})")
        print(f"| {name} | " + " | ".join(cells) + " |")


def accuracy_table(
    pair: tuple[str, str], games: int, settings: ReviewSettings, budget: float | None
) -> None:
    """Accuracy of each level per game; counts the games the weaker level scored lower."""
    strong, weak = pair
    print(f"\n{strong} vs {weak}, {games} games of azul, {settings.key} per decision")
    print(f"| seed | {strong} accuracy | {weak} accuracy | {strong} loss | {weak} loss | scores |")
    print("|---:|---:|---:|---:|---:|---|")
    lower = 0
    acc: dict[str, list[float]] = {strong: [], weak: []}
    started = time.perf_counter()
    for seed in range(games):
        kinds = [strong, weak] if seed % 2 == 0 else [weak, strong]
        positions = play("azul", kinds, seed, budget)
        decisions = list(review_decisions(positions.states, positions.moves, settings))
        seats = summarise(decisions, 2)
        s, w = kinds.index(strong), kinds.index(weak)
        acc[strong].append(seats[s].accuracy)
        acc[weak].append(seats[w].accuracy)
        lower += seats[w].accuracy < seats[s].accuracy
        print(
            f"| {seed} | {seats[s].accuracy:.1f} | {seats[w].accuracy:.1f} | "
            f"{seats[s].total_loss:.1f} | {seats[w].total_loss:.1f} | "
            f"{positions.final.scores[s]}–{positions.final.scores[w]} |",
            flush=True,
        )
    mean = {k: sum(v) / len(v) for k, v in acc.items()}
    print(
        f"\n{weak} below {strong} in {lower}/{games} games; mean accuracy {strong} "
        f"{mean[strong]:.1f}, {weak} {mean[weak]:.1f} ({time.perf_counter() - started:.0f} s)"
    )


def main() -> int:
    """Entry point."""
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--only", choices=("speed", "accuracy", "app"), default=None)
    p.add_argument("--old", type=Path, default=None, help="app: a checkout of the old code")
    p.add_argument("--repeats", type=int, default=3, help="app: runs of each tree")
    p.add_argument("--games", type=int, default=20)
    p.add_argument("--iterations", type=int, default=200, help="for the accuracy tables")
    p.add_argument("--hard-games", type=int, default=10)
    p.add_argument("--hard-budget", type=float, default=0.2, help="Hard's seconds per move")
    args = p.parse_args()
    print(f"CPUs {os.cpu_count()}, load average {os.getloadavg()[0]:.1f} at start")
    if args.only in (None, "speed"):
        speed(ReviewSettings())
    if args.only in (None, "app"):
        app_speed(args.old, args.repeats)
    if args.only in (None, "accuracy"):
        settings = ReviewSettings(iterations=args.iterations)
        accuracy_table(("greedy", "random"), args.games, settings, None)
        if args.hard_games:
            accuracy_table(("hard", "medium"), args.hard_games, settings, args.hard_budget)
    print(f"load average {os.getloadavg()[0]:.1f} at the end")
    return 0


if __name__ == "__main__":
    sys.exit(main())
