"""Write the base-family golden files: tests/golden/base/<rule set>.json.

Each file holds, for one rule set (azul, azul-grey, azul-mini, azul-mini-dark,
crystal-mosaic-1, crystal-mosaic-2):

- one complete seeded playthrough per player count (2, 3, 4): the setup, every move in
  notation, the number of legal moves before each move, and the final scores, breakdowns,
  winners, round, the final state JSON and its SHA-256 (of ``canonical()`` text). Moves are
  chosen by ``random.Random(policy_seed).choice(state.legal_moves())``, so the file is fully
  determined by the engine;
- perft node counts (moves are applied with ``copy()`` + ``play()``; a finished game counts as
  one leaf) from the opening of each playthrough (depths 1 and 2) and from later positions of
  it: the first position after ply 5 with at most 20 legal moves whose depth-3 tree is small,
  the last draft of round 1 (its tree crosses wall tiling and the next round's refill) and, on
  grey-type walls, the first wall-column decision; depth 3 where the tree stays small
  (PERFT3_LIMIT leaves), else depth 2.

tests/engine/test_golden.py replays them: any engine change that alters a legal-move list, a
random draw, a score or the state format shows up there. Regenerate deliberately, after a
reviewed rules change, with:  .venv/bin/python tools/make_golden.py
"""

from __future__ import annotations

import hashlib
import json
import random
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))  # the rule sets and the hash text the test shares

from support.golden import RULESETS, canonical  # noqa: E402

from azul.engine import new_game  # noqa: E402

GAMES = ((2, 11, 1011), (3, 22, 2022), (4, 33, 3033))  # (players, seed, policy seed)
PERFT3_LIMIT = 20_000  # keep every golden perft well under a second
OUT = ROOT / "tests" / "golden" / "base"


def pretty(value: Any, indent: str = "") -> str:
    """JSON with one line per object key and compact lists of plain values (short diffs)."""
    inner = indent + "  "
    if isinstance(value, dict):
        items = [f"{inner}{json.dumps(k)}: {pretty(v, inner)}" for k, v in value.items()]
        return "{\n" + ",\n".join(items) + "\n" + indent + "}"
    if isinstance(value, list) and any(isinstance(v, dict) for v in value):
        items = [inner + pretty(v, inner) for v in value]
        return "[\n" + ",\n".join(items) + "\n" + indent + "]"
    return json.dumps(value)


def perft(state: Any, depth: int) -> int:
    """Leaf count of the move tree to this depth (a finished game is one leaf)."""
    if depth == 0:
        return 1
    moves = state.legal_moves()
    if not moves:
        return 1
    if depth == 1:
        return len(moves)
    total = 0
    for m in moves:
        child = state.copy()
        child.play(m)
        total += perft(child, depth - 1)
    return total


def perft_entry(state: Any, ply: int, why: str) -> dict[str, Any]:
    """Perft counts from one position: depth 3 when that tree is small enough, else depth 2."""
    nodes = [perft(state, 1), perft(state, 2)]
    # Guard first: a wide depth-2 tree (an opening) means a depth-3 tree far over the limit.
    if why != "opening" and nodes[1] <= PERFT3_LIMIT // 8:
        deep = perft(state, 3)
        if deep <= PERFT3_LIMIT:
            nodes.append(deep)
    return {"ply": ply, "why": why, "depth": len(nodes), "nodes": nodes}


def chosen_plies(states: list[Any]) -> list[tuple[int, str]]:
    """Positions of a playthrough worth a perft count (see the module notes)."""
    out = [(0, "opening")]
    small = [
        i
        for i, s in enumerate(states)
        if i >= 5 and len(s.legal_moves()) <= 20 and perft(s, 3) <= PERFT3_LIMIT
    ]
    if small:
        out.append((small[0], "small"))
    # The last draft of round 1: its tree crosses wall tiling and the next round's refill.
    last = max(i for i, s in enumerate(states) if s.round == 1 and s.phase == "draft")
    out.append((last, "round-end"))
    tiling = [i for i, s in enumerate(states) if s.phase == "tiling"]
    if tiling:
        out.append((tiling[0], "tiling"))
    return sorted(out)


def playthrough(ruleset: str, players: int, seed: int, policy_seed: int) -> dict[str, Any]:
    """One complete game with seeded random moves, plus perft counts along the way."""
    policy = random.Random(policy_seed)
    state = new_game(ruleset, players, seed)
    states: list[Any] = []
    moves: list[str] = []
    counts: list[int] = []
    while not state.is_over:
        legal = state.legal_moves()
        states.append(state)
        counts.append(len(legal))
        move = policy.choice(legal)
        moves.append(state.format_move(move))
        state = state.apply(move)
    final = state.to_json()
    return {
        "players": players,
        "seed": seed,
        "first_player": None,
        "policy_seed": policy_seed,
        "start_player": state.start_player,
        "moves": moves,
        "legal_counts": counts,
        "rounds": state.round,
        "scores": list(state.scores),
        "breakdowns": [state.breakdown(p) for p in range(players)],
        "winners": list(state.winners()),
        "tiebreak_used": state.tiebreak_used(),
        "perft": [perft_entry(states[i], i, why) for i, why in chosen_plies(states)],
        "final_state_sha256": hashlib.sha256(canonical(final).encode()).hexdigest(),
        "final_state": final,
    }


def main() -> None:
    """Regenerate every base-family golden file."""
    OUT.mkdir(parents=True, exist_ok=True)
    for ruleset in RULESETS:
        games = [playthrough(ruleset, *game) for game in GAMES]
        data = {"ruleset": ruleset, "games": games}
        path = OUT / f"{ruleset}.json"
        path.write_text(pretty(data) + "\n", encoding="utf-8")
        summary = ", ".join(f"{g['players']}p {len(g['moves'])} moves {g['scores']}" for g in games)
        print(f"{path.relative_to(ROOT)}: {summary}")


if __name__ == "__main__":
    main()
