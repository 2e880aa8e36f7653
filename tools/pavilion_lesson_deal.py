"""Find and check deals for the Summer Pavilion lessons.

python tools/pavilion_lesson_deal.py search [first last] [ruleset]
    plays each seed with both seats taking their family policy's best move (the learner,
    seat 0, first) and lists the seeds where the learner pays with wild tiles, scores a run
    and keeps a tile in round 1, and surrounds a structure by round 2;
python tools/pavilion_lesson_deal.py script SEED [ruleset]
    prints that game's moves one line per round (the form the lesson modules hold);
python tools/pavilion_lesson_deal.py check
    replays every registered lesson's script and says where a move is illegal.
"""

from __future__ import annotations

import sys
from typing import Any

from azul.ai.families import policy_for
from azul.domain.lessons import LESSONS
from azul.engine import events as ev
from azul.engine import new_game

LEARNER = 0
EARLY_ROUND = 2  # a structure surrounded by this round is early enough


def best(state: Any) -> int:
    """The policy's best-valued move (first on ties: the same game every time)."""
    moves: list[int] = state.legal_moves()
    if len(moves) == 1:
        return moves[0]
    values = policy_for(state).move_values(state, moves)
    return moves[max(range(len(moves)), key=lambda i: values[i])]


def game(ruleset: str, seed: int) -> list[tuple[int, int, str, Any]]:
    """(round, seat, move text, state after) for every move of a policy-best game."""
    state = new_game(ruleset, 2, seed, LEARNER)
    out = []
    while not state.is_over:
        seat, rnd = state.current_player, state.round
        move = best(state)
        text = state.format_move(move)
        state = state.apply(move)
        out.append((rnd, seat, text, state))
    return out


def teaches(moves: list[tuple[int, int, str, Any]]) -> dict[str, int]:
    """Index of the learner's first wild payment, run, keep (round 1) and structure."""
    found: dict[str, int] = {}
    for i, (rnd, seat, text, after) in enumerate(moves):
        if seat != LEARNER:
            continue
        for e in after.last_events:
            if e.player != LEARNER:
                continue
            if e.reason == ev.STAR_TILE and rnd == 1:
                if e.info["wilds"]:
                    found.setdefault("wild", i)
                if e.info["run"] > 1:
                    found.setdefault("run", i)
            if e.reason == ev.STRUCTURE and rnd <= EARLY_ROUND:
                found.setdefault("structure", i)
        if text.startswith("k") and rnd == 1:
            found.setdefault("keep", i)
    return found


def search(first: int, last: int, ruleset: str) -> None:
    """List the seeds whose policy game teaches everything early."""
    for seed in range(first, last):
        moves = game(ruleset, seed)
        found = teaches(moves)
        if len(found) == 4:
            print(seed, found, "scores", moves[-1][3].scores, "moves", len(moves))


def script(seed: int, ruleset: str) -> None:
    """A seed's policy game, one line of notation per round."""
    rounds: dict[int, list[str]] = {}
    for rnd, _, text, _ in game(ruleset, seed):
        rounds.setdefault(rnd, []).append(text)
    for rnd, texts in rounds.items():
        print(f'"{" ".join(texts)}",  # round {rnd}')


def check() -> int:
    """Replay every lesson's script; the number of lessons with an illegal move."""
    bad = 0
    for lesson in LESSONS.values():
        state = lesson.start()
        for i, text in enumerate(lesson.script):
            why = state.why_illegal(state.parse_move(text))
            if why is not None:
                print(f"{lesson.id}: move {i} {text!r}: {why}")
                bad += 1
                break
            state = state.apply(state.parse_move(text))
        else:
            print(f"{lesson.id}: {len(lesson.script)} moves, over: {state.is_over}")
    return bad


def main(argv: list[str]) -> int:
    """Run one command (see the module notes)."""
    command = argv[0] if argv else "check"
    if command == "search":
        first, last = (int(argv[1]), int(argv[2])) if len(argv) > 2 else (0, 600)
        search(first, last, argv[3] if len(argv) > 3 else "summer-pavilion")
        return 0
    if command == "script" and len(argv) > 1:
        script(int(argv[1]), argv[2] if len(argv) > 2 else "summer-pavilion")
        return 0
    if command == "check":
        return 1 if check() else 0
    print(__doc__)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
