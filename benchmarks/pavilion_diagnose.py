"""Where a level loses points against a Summer Pavilion yardstick (issue 32), decision by decision.

    python benchmarks/pavilion_diagnose.py --level medium --bot greedy-now --games 40

Plays the level against a bot of ``benchmarks/pavilion_bots.py`` (or the strategist), seats
alternating, one deal per pair of games, and prints per entry: wins, the score split (tiles,
adjacency, centre penalty, discards, star and value bonuses), per round the tiles drafted and
placed, the passes made while a placement was still legal (with the tiles then in hand and
the tiles kept), and the bias of the position value: at every round start the level's own
estimate of each seat (``PavilionPolicy.estimate``) against the seat's final score, split by
the tiles the seat holds then (kept over from the round before). Everything is deterministic
for deterministic levels, so two runs with the same --seed play the same deals.
"""

from __future__ import annotations

import argparse
import statistics
import sys
from collections import defaultdict
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from azul.ai.families import policy_for  # noqa: E402
from azul.ai.levels import make_player  # noqa: E402
from azul.arena import wilson  # noqa: E402
from azul.engine import new_game  # noqa: E402
from azul.engine.pavilion_game import PLACE  # noqa: E402
from azul.engine.pavilion_moves import PASS, PLACE_BASE, PLACE_LIMIT  # noqa: E402
from benchmarks.pavilion_bots import register as register_bots  # noqa: E402
from benchmarks.strategists import register as register_strategist  # noqa: E402


def play(ruleset: str, levels: tuple[str, str], deal: int, seed: int) -> dict[str, Any]:
    """One game; per entry (0: first level) its decisions' statistics and the estimate bias."""
    state: Any = new_game(ruleset, 2, deal)
    players = [make_player(levels[e], seed * 16 + e) for e in range(2)]
    stats: list[dict[str, Any]] = [defaultdict(float) for _ in range(2)]
    policy = policy_for(state)
    starts: list[tuple[int, int, float, int]] = []  # (entry, round, estimate, tiles held)
    seen_round = 0
    while not state.is_over:
        if state.round != seen_round:
            seen_round = state.round
            est = policy.estimate(state)
            for e in range(2):
                b = state.boards[e]
                held = sum(b.hand) + sum(b.corners)
                starts.append((e, state.round, est[e], held))
                stats[e]["kept_over"] += held
        p = state.current_player
        st = stats[p]
        moves = state.legal_moves()
        move = players[p].choose(state.copy())
        if state.phase == PLACE:
            held = sum(state.boards[p].hand)
            if PLACE_BASE <= move < PLACE_LIMIT:
                st["placements"] += 1
            elif move == PASS:
                could = any(PLACE_BASE <= m < PLACE_LIMIT for m in moves)
                st["passes"] += 1
                st["held_at_pass"] += held
                if could:
                    st["early_passes"] += 1
                    st["held_at_early_pass"] += held
        elif state.phase == "draft":
            before = sum(state.boards[p].hand)
            after = state.copy()
            after.play(move)
            st["drafted"] += sum(after.boards[p].hand) - before
        state = state.apply(move)
    winners = state.winners()
    out: dict[str, Any] = {"entries": []}
    for e in range(2):
        b = state.boards[e]
        entry = dict(stats[e])
        entry["score"] = state.scores[e]
        entry["win"] = 1.0 / len(winners) if e in winners else 0.0
        entry.update({f"tally_{k}": v for k, v in state.breakdown(e).items()})
        out["entries"].append(entry)
    out["bias"] = [(e, r, est - state.scores[e], held) for e, r, est, held in starts]
    return out


def finish(state: Any, levels: tuple[str, str], seed: int) -> list[int]:
    """Final scores after playing the position out with fresh players of the levels."""
    players = [make_player(levels[e], seed * 16 + e) for e in range(2)]
    while not state.is_over:
        state.play(players[state.current_player].choose(state.copy()))
    return list(state.scores)


def branches(
    ruleset: str, level: str, bot: str, deal: int, seed: int, swap: bool, limit: int
) -> list[tuple[int, int, int, float, float]]:
    """Play one game of level against bot; at each of the level's passes (with tiles in hand)
    where the bot would place instead, play the game out both ways (same deal, same players'
    seeds): (round, tiles in hand, kept-tile estimate, level's margin after passing, after
    the bot's placement). At most ``limit`` such decisions per game."""
    levels = (level, bot) if not swap else (bot, level)
    me = 0 if not swap else 1
    state: Any = new_game(ruleset, 2, deal)
    players = [make_player(levels[e], seed * 16 + e) for e in range(2)]
    yardstick = make_player(bot, seed)
    out: list[tuple[int, int, int, float, float]] = []
    step = 0
    while not state.is_over and len(out) < limit:
        p = state.current_player
        move = players[p].choose(state.copy())
        if p == me and state.phase == PLACE and move == PASS and sum(state.boards[p].hand):
            other = yardstick.choose(state.copy())
            if other != PASS:
                step += 1
                results = []
                for first in (move, other):
                    branch = state.copy()
                    branch.play(first)
                    final = finish(branch, levels, seed + 7 * step)
                    results.append(float(final[me] - final[1 - me]))
                held = sum(state.boards[p].hand)
                out.append((state.round, held, min(held, state.spec.keep_limit), *results))
        state.play(move)
    return out


def main_branches(args: argparse.Namespace) -> int:
    """The --branches mode: what the level's passes cost against the bot's placements."""
    rows: list[tuple[int, int, int, float, float]] = []
    for g in range(args.games):
        deal, swap = divmod(g, 2)
        rows += branches(
            args.ruleset, args.level, args.bot, args.seed * 1_000_003 + deal, g, bool(swap), 3
        )
    print(f"{args.ruleset}: {args.level} passes where {args.bot} would place, {len(rows)} cases")
    print("round held kept  margin(pass)  margin(place)")
    for r in rows:
        print(f"  {r[0]}  {r[1]:3d}  {r[2]:3d}  {r[3]:+7.1f}  {r[4]:+7.1f}")
    if rows:
        diffs = [r[4] - r[3] for r in rows]
        sd = statistics.stdev(diffs) if len(diffs) > 1 else 0.0
        print(
            f"placing instead of passing: margin {statistics.fmean(diffs):+.2f} "
            f"(sd {sd:.1f}, se {sd / len(diffs) ** 0.5:.2f}); placing better in "
            f"{sum(d > 0 for d in diffs)}, worse in {sum(d < 0 for d in diffs)}"
        )
    return 0


def main(argv: list[str] | None = None) -> int:
    """Play the games and print the comparison."""
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    p.add_argument("--ruleset", default="summer-pavilion")
    p.add_argument("--level", default="medium")
    p.add_argument("--bot", default="greedy-now")
    p.add_argument("--games", type=int, default=20)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument(
        "--branches",
        action="store_true",
        help="play the level's passes (with tiles in hand) out against the bot's placements",
    )
    args = p.parse_args(argv)
    register_bots()
    register_strategist()
    if args.branches:
        return main_branches(args)
    totals: list[dict[str, list[float]]] = [defaultdict(list), defaultdict(list)]
    bias: list[tuple[int, int, float, int]] = []
    for g in range(args.games):
        deal, swap = divmod(g, 2)
        levels = (args.level, args.bot) if not swap else (args.bot, args.level)
        game = play(args.ruleset, levels, args.seed * 1_000_003 + deal, args.seed * 7919 + g)
        for seat, entry in enumerate(game["entries"]):
            e = seat if not swap else 1 - seat
            for k, v in entry.items():
                totals[e][k].append(v)
        bias += [(e if not swap else 1 - e, r, d, h) for e, r, d, h in game["bias"]]
    n = args.games
    print(f"{args.ruleset}: {args.level} vs {args.bot}, {n} games, seed {args.seed}")
    wins = sum(totals[0]["win"])
    lo, hi = wilson(wins, n)
    print(f"{args.level} wins {wins:g}/{n} = {wins / n:.1%} [{lo:.1%}, {hi:.1%}]")
    keys = sorted(set(totals[0]) | set(totals[1]))
    for k in keys:
        a = sum(totals[0].get(k, [0.0])) / n
        b = sum(totals[1].get(k, [0.0])) / n
        print(f"  {k:22s} {a:8.2f} {b:8.2f}")
    print("estimate - final score at round start (mean; by entry, round, tiles held 0 / 1-2 / 3+):")
    for e, name in enumerate((args.level, args.bot)):
        for r in range(2, 7):
            for label, lo_h, hi_h in (("0", 0, 0), ("1-2", 1, 2), ("3+", 3, 99)):
                ds = [d for ee, rr, d, h in bias if ee == e and rr == r and lo_h <= h <= hi_h]
                if ds:
                    print(
                        f"  {name:12s} round {r} held {label:3s}: {statistics.fmean(ds):+6.1f}"
                        f" (n={len(ds)})"
                    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
