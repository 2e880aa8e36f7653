"""Headless games between built-in players: ``python -m azul.sim`` (also ``azul-sim``).

One game prints the move log in notation and the final scores with their breakdown;
``--games N`` prints win counts and average scores instead. ``--record OUT.json`` also writes
the game as a record in the app's format (what ``python -m azul.review`` reads). Bad arguments
give a one-line error and exit code 2; a record that cannot be written, exit code 1.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from datetime import UTC, datetime
from pathlib import Path

from azul.ai.levels import LEVELS, make_player, seat_levels
from azul.domain.session import Seat
from azul.engine import GameState, Setup, new_game, ruleset_ids
from azul.engine.rng import MAX_SEED
from azul.storage import GameSnapshot
from azul.storage.atomic import write_atomic
from azul.storage.documents import DocumentError, encode, readback_check
from azul.storage.migrations import RECORD
from azul.storage.models import RecordFile
from azul.storage.records import build_record
from azul.tool_args import Parser, UsageError


def _parser() -> argparse.ArgumentParser:
    p = Parser(prog="azul-sim", description="Play Azul games between built-in players.")
    p.add_argument(
        "--ruleset", "-r", default="azul", help="rule set id: " + ", ".join(ruleset_ids())
    )
    p.add_argument("--players", "-p", type=int, default=2, help="number of seats (2-4)")
    p.add_argument("--seed", "-s", default="0", help="non-negative integer seed")
    p.add_argument(
        "--seats",
        default="greedy,random",
        help="comma-separated player kinds, one per seat or one for all ("
        + ", ".join(LEVELS)
        + ")",
    )
    p.add_argument("--first-player", type=int, default=None, help="starting seat (default: drawn)")
    p.add_argument("--games", "-n", type=int, default=1, help="play N games and print totals")
    p.add_argument("--quiet", "-q", action="store_true", help="one game: scores only, no move log")
    p.add_argument(
        "--record", metavar="OUT.json", default=None, help="one game: also write it as a record"
    )
    return p


def _validate(args: argparse.Namespace) -> tuple[int, list[str]]:
    try:
        kinds = seat_levels(args.ruleset, args.players, args.seats)
    except ValueError as exc:
        raise UsageError(str(exc)) from None
    try:
        seed = int(args.seed)
    except ValueError:
        raise UsageError(f"seed must be a non-negative integer, not {args.seed!r}") from None
    if not 0 <= seed <= MAX_SEED:  # refused before the game: a record could not store it
        raise UsageError(f"seed must be an integer from 0 to {MAX_SEED}, not {args.seed!r}")
    if args.first_player is not None and not 0 <= args.first_player < args.players:
        raise UsageError(f"--first-player must be 0..{args.players - 1}")
    if args.games < 1:
        raise UsageError("--games must be at least 1")
    if args.record is not None and args.games != 1:
        raise UsageError("--record writes one game: leave out --games")
    return seed, kinds


def play_game(
    ruleset: str, kinds: Sequence[str], seed: int, first_player: int | None = None
) -> tuple[GameState, list[tuple[int, str]]]:
    """Play one complete game; returns (final state, [(round, move in notation)])."""
    state = new_game(ruleset, len(kinds), seed, first_player)
    players = [make_player(k, seed * 31 + i) for i, k in enumerate(kinds)]
    log: list[tuple[int, str]] = []
    while not state.is_over:
        move = players[state.current_player].choose(state)
        log.append((state.round, state.format_move(move)))
        state = state.apply(move)
    return state, log


def write_game_record(
    dest: Path,
    ruleset: str,
    kinds: Sequence[str],
    seed: int,
    first_player: int | None,
    moves: Sequence[str],
) -> None:
    """Write a finished sim game as a record file (OSError / DocumentError if impossible)."""
    seats = tuple(Seat(f"{kind} {i + 1}", i, "computer", kind) for i, kind in enumerate(kinds))
    snapshot = GameSnapshot(seats, Setup(ruleset, len(kinds), seed, first_player), tuple(moves))
    doc, _ = build_record(snapshot, datetime.now(UTC))
    data = encode(doc)
    write_atomic(dest, data, verify=readback_check(data, RecordFile, RECORD, dest.name))


def _print_game(
    state: GameState, log: list[tuple[int, str]], kinds: Sequence[str], quiet: bool
) -> None:
    if not quiet:
        rounds: dict[int, list[str]] = {}
        for r, m in log:
            rounds.setdefault(r, []).append(m)
        for r, moves in rounds.items():
            print(f"round {r}: {' '.join(moves)}")
    winners = state.winners()
    for rank, seat in state.ranking():
        parts = ", ".join(f"{k} {v:+d}" for k, v in state.breakdown(seat).items() if v)
        mark = " (winner)" if seat in winners else ""
        print(f"{rank}. seat {seat + 1} [{kinds[seat]}]: {state.scores[seat]}{mark}  ({parts})")


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point; returns the process exit code."""
    try:
        args = _parser().parse_args(argv)
        seed, kinds = _validate(args)
    except UsageError as exc:
        print(f"azul-sim: error: {exc}", file=sys.stderr)
        return 2
    if args.games == 1:
        state, log = play_game(args.ruleset, kinds, seed, args.first_player)
        print(
            f"{args.ruleset}, {args.players} players, seed {seed}, seat {state.start_player + 1} starts"
        )
        _print_game(state, log, kinds, args.quiet)
        if args.record is not None:
            try:
                write_game_record(
                    Path(args.record),
                    args.ruleset,
                    kinds,
                    seed,
                    args.first_player,
                    [m for _, m in log],
                )
            except (OSError, DocumentError) as exc:
                print(f"azul-sim: error: cannot write {args.record}: {exc}", file=sys.stderr)
                return 1
        return 0
    wins = [0.0] * args.players
    totals = [0] * args.players
    for g in range(args.games):
        state, _ = play_game(args.ruleset, kinds, seed + g, args.first_player)
        winners = state.winners()
        for w in winners:
            wins[w] += 1 / len(winners)  # a shared victory is split
        for p in range(args.players):
            totals[p] += state.scores[p]
    print(f"{args.ruleset}, {args.players} players, {args.games} games from seed {seed}")
    for p in range(args.players):
        print(
            f"seat {p + 1} [{kinds[p]}]: wins {wins[p]:g} ({100 * wins[p] / args.games:.1f}%), "
            f"average score {totals[p] / args.games:.1f}"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
