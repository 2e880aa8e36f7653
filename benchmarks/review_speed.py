"""Game review: speed at the default setting, and whether the accuracy figure tells players apart.

    nice -n 10 python benchmarks/review_speed.py                # everything below
    nice -n 10 python benchmarks/review_speed.py --only speed
    nice -n 10 python benchmarks/review_speed.py --only accuracy --games 20 --iterations 200

- speed: one 2-player Azul game (greedy against random) and one 4-player Summer Pavilion game
  (medium seats) reviewed at the default setting; prints decisions, wall and CPU time, and the
  wall time until the first decision's verdict (what a UI shows first).
- accuracy: over N sim games of greedy against random (seats swapped every other game), each
  random seat's accuracy should be below its greedy opponent's; likewise Hard against Medium
  (``--hard-games``; 0 skips it; Hard plays with ``--hard-budget`` seconds per move).

One process, no worker pool (the machine is shared). Prints markdown rows for
benchmarks/README.md ("Game review") and the load average.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from azul.ai.levels import make_player  # noqa: E402
from azul.ai.review import ReviewSettings, review_decisions, summarise  # noqa: E402
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
    p.add_argument("--only", choices=("speed", "accuracy"), default=None)
    p.add_argument("--games", type=int, default=20)
    p.add_argument("--iterations", type=int, default=200, help="for the accuracy tables")
    p.add_argument("--hard-games", type=int, default=10)
    p.add_argument("--hard-budget", type=float, default=0.2, help="Hard's seconds per move")
    args = p.parse_args()
    print(f"CPUs {os.cpu_count()}, load average {os.getloadavg()[0]:.1f} at start")
    if args.only in (None, "speed"):
        speed(ReviewSettings())
    if args.only in (None, "accuracy"):
        settings = ReviewSettings(iterations=args.iterations)
        accuracy_table(("greedy", "random"), args.games, settings, None)
        if args.hard_games:
            accuracy_table(("hard", "medium"), args.hard_games, settings, args.hard_budget)
    print(f"load average {os.getloadavg()[0]:.1f} at the end")
    return 0


if __name__ == "__main__":
    sys.exit(main())
