"""Game review: does the review agree with the Hint, and is it stable across its own seeds?

    nice -n 10 python benchmarks/review_agreement.py                       # 2 Azul games
    nice -n 10 python benchmarks/review_agreement.py --ruleset summer-pavilion --games 1
    nice -n 10 python benchmarks/review_agreement.py --player hard --games 2

In each game one seat (seat 1 in even games, seat 2 in odd ones) always plays what the app's
Hint would show at the default thinking time (``--player hint``: ``levels.hint_player`` with
the Hint's seed for that move, as the table asks for it), or what a Hard computer seat plays
(``--player hard``: Hard with a clock, ``--hard-budget`` CPU seconds per move, the way a game
against Hard runs); the other seat is ``--opponent`` (default medium). Each game is then
reviewed twice at the default settings, with review seeds ``--seeds`` (default 0 and 1).

Printed per game and in total: the share of the Hint (or Hard) seat's decisions labelled an
inaccuracy, a mistake or a blunder (target: at most 2 % inaccuracies, none worse); stability,
the share of all decisions given the same label by both seeds (target: at least 95 %); and
the first review's CPU time per decision (the second reuses each position's search, which
depends on the Hint's seed only, so only the first review's time is a whole review's). One process, no worker pool (the machine is shared).
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import azul.ai.review.analysis as analysis  # noqa: E402
from azul.ai.levels import hint_player, hint_seed, make_player  # noqa: E402
from azul.ai.players import HardPlayer  # noqa: E402
from azul.ai.review import DecisionReview, ReviewSettings, review_decisions  # noqa: E402
from azul.engine import Setup, new_game  # noqa: E402
from azul.storage.replay import Positions, replay_positions  # noqa: E402

ERRORS = ("inaccuracy", "mistake", "blunder")


_SEARCHES: dict[tuple[int, int, int | None], Any] = {}
_judge_search = analysis.judge_search


def _shared_search(
    state: Any, index: int, settings: ReviewSettings, should_stop: Any = None
) -> Any:
    """The review's search, run once per position: both review seeds search the same way
    (the Hint's seed), only their paired samples differ."""
    key = (id(state), index, settings.iterations)
    if key not in _SEARCHES:
        _SEARCHES[key] = _judge_search(state, index, settings, should_stop)
    return _SEARCHES[key]


def play(
    ruleset: str,
    seed: int,
    judged_seat: int,
    player: str,
    opponent: str,
    budget: float,
    cache: Path | None,
) -> Positions:
    """One 2-player game: ``judged_seat`` plays the Hint (or Hard), the other ``opponent``
    (kept in ``cache`` as its moves, and read back from there the next time)."""
    name = f"{ruleset}-{seed}-{player}-{opponent}.json"
    if cache is not None and (cache / name).exists():
        moves = json.loads((cache / name).read_text(encoding="utf-8"))
        return replay_positions(Setup(ruleset, 2, seed), moves, "bench")
    state = new_game(ruleset, 2, seed)
    other = make_player(opponent, seed * 31 + 1 - judged_seat)
    hard = HardPlayer(seed, budget, clock=time.process_time)
    moves: list[str] = []
    while not state.is_over:
        if state.current_player != judged_seat:
            move = other.choose(state)
        elif player == "hint":
            move = hint_player(hint_seed(state.seed, len(moves))).choose(state)
        else:
            move = hard.choose(state)
        moves.append(state.format_move(move))
        state = state.apply(move)
    if cache is not None:
        cache.mkdir(parents=True, exist_ok=True)
        (cache / name).write_text(json.dumps(moves), encoding="utf-8")
    return replay_positions(Setup(ruleset, 2, seed), moves, "bench")


def review(positions: Positions, settings: ReviewSettings) -> tuple[list[DecisionReview], float]:
    """Every decision's verdict and the CPU seconds the review took."""
    cpu = time.process_time()
    decisions = list(review_decisions(positions.states, positions.moves, settings))
    return decisions, time.process_time() - cpu


def main() -> int:
    """Entry point."""
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--ruleset", default="azul")
    p.add_argument("--games", type=int, default=2)
    p.add_argument("--first-seed", type=int, default=0)
    p.add_argument("--player", choices=("hint", "hard"), default="hint")
    p.add_argument("--opponent", default="medium")
    p.add_argument("--hard-budget", type=float, default=1.0, help="Hard's CPU s per move")
    p.add_argument("--seeds", type=int, nargs=2, default=(0, 1), help="the two review seeds")
    p.add_argument("--cache", type=Path, default=None, help="a folder to keep the games in")
    args = p.parse_args()
    analysis.judge_search = _shared_search
    print(f"CPUs {os.cpu_count()}, load average {os.getloadavg()[0]:.1f} at start")
    print(
        f"{args.ruleset}, {args.player} seat against {args.opponent}, review seeds "
        f"{args.seeds[0]} and {args.seeds[1]}, default review settings"
    )
    print(
        f"| seed | {args.player} decisions | inaccuracy | mistake | blunder | "
        "same label (both seeds) | review CPU s per decision |"
    )
    print("|---:|---:|---:|---:|---:|---:|---:|")
    judged = {label: 0 for label in ERRORS}
    judged_total = same_total = all_total = 0
    cpu_total = 0.0
    for game in range(args.first_seed, args.first_seed + args.games):
        seat = game % 2
        positions = play(
            args.ruleset, game, seat, args.player, args.opponent, args.hard_budget, args.cache
        )
        first, cpu_a = review(positions, ReviewSettings(seed=args.seeds[0]))
        second, _ = review(positions, ReviewSettings(seed=args.seeds[1]))
        mine = [d for d in first if d.seat == seat]
        counts = {label: sum(1 for d in mine if d.label == label) for label in ERRORS}
        same = sum(1 for a, b in zip(first, second, strict=True) if a.label == b.label)
        for label in ERRORS:
            judged[label] += counts[label]
        judged_total += len(mine)
        same_total += same
        all_total += len(first)
        cpu_total += cpu_a
        flips = [
            f"#{a.number + 1} {a.label}/{b.label} ({a.loss:.1f}±{a.stderr:.1f}, "
            f"{b.loss:.1f}±{b.stderr:.1f})"
            for a, b in zip(first, second, strict=True)
            if a.label != b.label
        ]
        print(
            f"| {game} | {len(mine)} | {counts['inaccuracy']} | {counts['mistake']} | "
            f"{counts['blunder']} | {same}/{len(first)} | "
            f"{cpu_a / len(first):.2f} |",
            flush=True,
        )
        if flips:
            print("  label changes: " + "; ".join(flips), flush=True)
    share = {label: 100.0 * n / max(judged_total, 1) for label, n in judged.items()}
    print(
        f"\n{args.player} seat: {judged_total} decisions, inaccuracy {share['inaccuracy']:.1f} %, "
        f"mistake {share['mistake']:.1f} %, blunder {share['blunder']:.1f} %; same label with "
        f"both seeds {100.0 * same_total / max(all_total, 1):.1f} % of {all_total}; review "
        f"{cpu_total / max(all_total, 1):.2f} CPU s per decision"
    )
    print(f"load average {os.getloadavg()[0]:.1f} at the end")
    return 0


if __name__ == "__main__":
    sys.exit(main())
