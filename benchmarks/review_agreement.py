"""Game review: does the review agree with the Hint, is it stable across its own seeds, and
does its accuracy tell the levels apart?

    nice -n 15 python benchmarks/review_agreement.py                       # 2 Azul games
    nice -n 15 python benchmarks/review_agreement.py --ruleset summer-pavilion --games 1
    nice -n 15 python benchmarks/review_agreement.py --player hard --games 2
    nice -n 15 python benchmarks/review_agreement.py --separation --games 20 --cache /tmp/games

In each game one seat (seat 1 in even games, seat 2 in odd ones) always plays what the app's
Hint would show at the default thinking time (``--player hint``: ``levels.hint_player`` with
the Hint's seed for that move, as the table asks for it), or what a computer seat of that
level plays (``--player easy|medium|hard``; Hard with a clock, ``--hard-budget`` CPU seconds
per move, the way a game against Hard runs); the other seat is ``--opponent`` (default
medium). Each game is then reviewed twice at the default settings, with review seeds
``--seeds`` (default 0 and 1).

Printed per game and in total: the share of the judged seat's decisions labelled an
inaccuracy, a mistake or a blunder (target for the Hint: at most 2 % inaccuracies, none
worse); stability, the share of all decisions given the same label by both seeds (target: at
least 95 %) and the decisions whose label moves by two classes or more (target: none); each
seat's accuracy (the review's own figure, ``analysis.accuracy``); and the first review's CPU
time per decision (the second reuses each position's search, which depends on the Hint's seed
only, so only the first review's time is a whole review's).

``--separation``: Easy, Medium and Hard (``--levels``) each play ``--games`` games against
the same ``--opponent`` (the same game seeds for every level), and only their decisions are
reviewed (review seed ``--seeds[0]``): per level the mean accuracy over games with a 95 %
bootstrap interval (games resampled), and per pair of neighbouring levels the mean of the
per-seed accuracy difference with its interval (the games share seeds, so they pair).

With ``--cache`` the games and the reviews are kept there and read back on a rerun. One
process, no worker pool (the machine is shared).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import azul.ai.review.analysis as analysis  # noqa: E402
from azul.ai.levels import hint_player, hint_seed, make_player  # noqa: E402
from azul.ai.players import HardPlayer  # noqa: E402
from azul.ai.review import DecisionReview, ReviewSettings  # noqa: E402
from azul.engine import Setup, new_game  # noqa: E402
from azul.storage.replay import Positions, replay_positions  # noqa: E402

ERRORS = ("inaccuracy", "mistake", "blunder")
BOOTSTRAP_SAMPLES = 10_000
CONFIDENCE = 0.95


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


def game_name(ruleset: str, seed: int, player: str, opponent: str, budget: float) -> str:
    """The cache file name of one game (Hard's budget only when not the default 1 s)."""
    hard = f"-b{budget:g}" if "hard" in (player, opponent) and budget != 1.0 else ""
    return f"{ruleset}-{seed}-{player}-{opponent}{hard}.json"


def _player(level: str, seed: int, budget: float) -> Any:
    """A computer seat of ``level`` (Hard on a CPU clock of ``budget`` seconds per move)."""
    if level == "hard":
        return HardPlayer(seed, budget, clock=time.process_time)
    return make_player(level, seed)


def play(
    ruleset: str,
    seed: int,
    judged_seat: int,
    player: str,
    opponent: str,
    budget: float,
    cache: Path | None,
) -> Positions:
    """One 2-player game: ``judged_seat`` plays the Hint (or a level), the other ``opponent``
    (kept in ``cache`` as its moves, and read back from there the next time)."""
    name = game_name(ruleset, seed, player, opponent, budget)
    if cache is not None and (cache / name).exists():
        moves: list[str] = json.loads((cache / name).read_text(encoding="utf-8"))
        return replay_positions(Setup(ruleset, 2, seed), moves, "bench")
    state = new_game(ruleset, 2, seed)
    other = _player(opponent, seed * 31 + 1 - judged_seat, budget)
    mine = None if player == "hint" else _player(player, seed * 31 + judged_seat, budget)
    moves = []
    while not state.is_over:
        if state.current_player != judged_seat:
            move = other.choose(state)
        elif mine is None:
            move = hint_player(hint_seed(state.seed, len(moves))).choose(state)
        else:
            move = mine.choose(state)
        moves.append(state.format_move(move))
        state = state.apply(move)
    if cache is not None:
        cache.mkdir(parents=True, exist_ok=True)
        (cache / name).write_text(json.dumps(moves), encoding="utf-8")
    return replay_positions(Setup(ruleset, 2, seed), moves, "bench")


def review(
    positions: Positions,
    settings: ReviewSettings,
    cache: Path | None,
    name: str,
    seat: int | None = None,
) -> tuple[list[DecisionReview], float]:
    """The verdicts on every decision (or only ``seat``'s) and the CPU seconds they took (0
    when read back from ``cache``)."""
    path = None
    if cache is not None:
        who = "" if seat is None else f"-seat{seat}"
        path = cache / f"{name.removesuffix('.json')}.review-{settings.key}{who}.json"
        if path.exists():
            data = json.loads(path.read_text(encoding="utf-8"))
            return [DecisionReview.from_json(d) for d in data], 0.0
    states, moves = positions.states, positions.moves
    cpu = time.process_time()
    decisions = [
        analysis.review_decision(states, moves, index, settings, number=number)
        for number, index in enumerate(analysis.decision_indices(states, moves))
        if seat is None or states[index].current_player == seat
    ]
    spent = time.process_time() - cpu
    if path is not None:
        path.write_text(json.dumps([d.to_json() for d in decisions]), encoding="utf-8")
    return decisions, spent


def label_jump(a: DecisionReview, b: DecisionReview) -> int:
    """How many label classes apart two verdicts on the same decision are."""
    return abs(analysis.LABELS.index(a.label) - analysis.LABELS.index(b.label))


def seat_accuracy(decisions: list[DecisionReview], seat: int) -> float:
    """The review's accuracy of ``seat`` over these decisions."""
    return analysis.accuracy([d.loss for d in decisions if d.seat == seat])


def bootstrap(values: list[float], seed: int = 0) -> tuple[float, float, float]:
    """The mean and its 95 % percentile bootstrap interval (the values resampled)."""
    rng = random.Random(seed)
    n = len(values)
    means = sorted(sum(rng.choices(values, k=n)) / n for _ in range(BOOTSTRAP_SAMPLES))
    tail = (1.0 - CONFIDENCE) / 2.0
    low = means[int(tail * BOOTSTRAP_SAMPLES)]
    high = means[int((1.0 - tail) * BOOTSTRAP_SAMPLES) - 1]
    return sum(values) / n, low, high


def agreement(args: argparse.Namespace) -> None:
    """The agreement and stability rows (see the module docstring)."""
    print(
        f"{args.ruleset}, {args.player} seat against {args.opponent}, review seeds "
        f"{args.seeds[0]} and {args.seeds[1]}, default review settings"
    )
    print(
        f"| seed | {args.player} decisions | inaccuracy | mistake | blunder | "
        "same label (both seeds) | moved 2+ classes | accuracy judged / other | "
        "review CPU s per decision |"
    )
    print("|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
    judged = {label: 0 for label in ERRORS}
    judged_total = same_total = all_total = jumps_total = 0
    cpu_total = 0.0
    cpu_decisions = 0
    for game in range(args.first_seed, args.first_seed + args.games):
        seat = game % 2
        _SEARCHES.clear()  # keyed by the states' ids, which a later game may reuse
        positions = play(
            args.ruleset, game, seat, args.player, args.opponent, args.hard_budget, args.cache
        )
        name = game_name(args.ruleset, game, args.player, args.opponent, args.hard_budget)
        first, cpu_a = review(positions, ReviewSettings(seed=args.seeds[0]), args.cache, name)
        second, _ = review(positions, ReviewSettings(seed=args.seeds[1]), args.cache, name)
        mine = [d for d in first if d.seat == seat]
        counts = {label: sum(1 for d in mine if d.label == label) for label in ERRORS}
        pairs = list(zip(first, second, strict=True))
        same = sum(1 for a, b in pairs if a.label == b.label)
        jumps = sum(1 for a, b in pairs if label_jump(a, b) >= 2)
        for label in ERRORS:
            judged[label] += counts[label]
        judged_total += len(mine)
        same_total += same
        all_total += len(first)
        jumps_total += jumps
        if cpu_a:
            cpu_total += cpu_a
            cpu_decisions += len(first)
        flips = [
            f"#{a.number + 1} {a.label}/{b.label} ({a.loss:.1f}±{a.stderr:.1f}, "
            f"{b.loss:.1f}±{b.stderr:.1f}, n {a.samples}/{b.samples})"
            for a, b in pairs
            if a.label != b.label
        ]
        cpu_text = f"{cpu_a / len(first):.2f}" if cpu_a else "cached"
        print(
            f"| {game} | {len(mine)} | {counts['inaccuracy']} | {counts['mistake']} | "
            f"{counts['blunder']} | {same}/{len(first)} | {jumps} | "
            f"{seat_accuracy(first, seat):.1f} / {seat_accuracy(first, 1 - seat):.1f} | "
            f"{cpu_text} |",
            flush=True,
        )
        if flips:
            print("  label changes: " + "; ".join(flips), flush=True)
    share = {label: 100.0 * n / max(judged_total, 1) for label, n in judged.items()}
    cpu_text = f"{cpu_total / cpu_decisions:.2f}" if cpu_decisions else "cached"
    print(
        f"\n{args.player} seat: {judged_total} decisions, inaccuracy {share['inaccuracy']:.1f} %, "
        f"mistake {share['mistake']:.1f} %, blunder {share['blunder']:.1f} %; same label with "
        f"both seeds {100.0 * same_total / max(all_total, 1):.1f} % of {all_total}, "
        f"{jumps_total} moved by two classes or more; review {cpu_text} CPU s per decision"
    )


def separation(args: argparse.Namespace) -> None:
    """The separation rows (see the module docstring)."""
    settings = ReviewSettings(seed=args.seeds[0])
    print(
        f"{args.ruleset}, {', '.join(args.levels)} against {args.opponent}, "
        f"{args.games} games each, review seed {settings.seed}, default review settings"
    )
    by_level: dict[str, dict[int, float]] = {level: {} for level in args.levels}
    labels: dict[str, dict[str, int]] = {
        level: dict.fromkeys(analysis.LABELS, 0) for level in args.levels
    }
    # Game by game, every level in turn: a run cut short still pairs the levels' games.
    print(
        "| seed | level | decisions | best / good / inacc. / mistake / blunder | mean loss | "
        "accuracy | review CPU s |"
    )
    print("|---:|---|---:|---:|---:|---:|---:|")
    for game in range(args.first_seed, args.first_seed + args.games):
        seat = game % 2
        for level in args.levels:
            _SEARCHES.clear()
            positions = play(
                args.ruleset, game, seat, level, args.opponent, args.hard_budget, args.cache
            )
            name = game_name(args.ruleset, game, level, args.opponent, args.hard_budget)
            mine, cpu = review(positions, settings, args.cache, name, seat)
            counts = [sum(1 for d in mine if d.label == x) for x in analysis.LABELS]
            for x, n in zip(analysis.LABELS, counts, strict=True):
                labels[level][x] += n
            mean_loss = sum(d.loss for d in mine) / max(len(mine), 1)
            by_level[level][game] = seat_accuracy(mine, seat)
            print(
                f"| {game} | {level} | {len(mine)} | {' / '.join(map(str, counts))} | "
                f"{mean_loss:.2f} | {by_level[level][game]:.1f} | {cpu:.0f} |",
                flush=True,
            )
    print(
        "\n| level | games | decisions | best or good | mean accuracy | 95 % bootstrap interval |"
    )
    print("|---|---:|---:|---:|---:|---|")
    for level, accs in by_level.items():
        mean, low, high = bootstrap(list(accs.values()))
        total = sum(labels[level].values())
        fine = 100.0 * (labels[level]["best"] + labels[level]["good"]) / max(total, 1)
        print(
            f"| {level} | {len(accs)} | {total} | {fine:.1f} % | {mean:.1f} | {low:.1f}–{high:.1f} |"
        )
    print("\n| pair (same seeds) | mean difference | 95 % bootstrap interval | games higher |")
    print("|---|---:|---|---:|")
    for weaker, stronger in zip(args.levels, args.levels[1:], strict=False):
        diffs = [by_level[stronger][g] - by_level[weaker][g] for g in by_level[weaker]]
        mean, low, high = bootstrap(diffs)
        higher = sum(1 for d in diffs if d > 0)
        print(
            f"| {stronger} − {weaker} | {mean:.1f} | {low:.1f}–{high:.1f} | {higher}/{len(diffs)} |"
        )


def main() -> int:
    """Entry point."""
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--ruleset", default="azul")
    p.add_argument("--games", type=int, default=2)
    p.add_argument("--first-seed", type=int, default=0)
    p.add_argument("--player", choices=("hint", "easy", "medium", "hard"), default="hint")
    p.add_argument("--opponent", default="medium")
    p.add_argument("--hard-budget", type=float, default=1.0, help="Hard's CPU s per move")
    p.add_argument("--seeds", type=int, nargs=2, default=(0, 1), help="the two review seeds")
    p.add_argument("--cache", type=Path, default=None, help="a folder to keep the games in")
    p.add_argument("--separation", action="store_true", help="accuracy per level instead")
    p.add_argument("--levels", nargs="+", default=["easy", "medium", "hard"])
    args = p.parse_args()
    analysis.judge_search = _shared_search
    print(f"CPUs {os.cpu_count()}, load average {os.getloadavg()[0]:.1f} at start")
    if args.separation:
        separation(args)
    else:
        agreement(args)
    print(f"load average {os.getloadavg()[0]:.1f} at the end")
    return 0


if __name__ == "__main__":
    sys.exit(main())
