"""Positions for the AI tests: hand-built ones (through the JSON loader, so every position is
one the engine accepts with all tiles accounted for) and ones reached by random play."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any

from azul.engine import new_game, state_from_json
from azul.engine.colours import MARKER, PAVILION_LETTERS
from azul.engine.pavilion_moves import STAR_LETTERS

BASE_LETTERS = "byrkw"


def _counts(text: str, letters: str | Sequence[str]) -> list[int]:
    return [text.count(ch) for ch in letters]


def base_position(
    ruleset: str = "azul",
    *,
    walls: Sequence[Sequence[str]] = (),
    lines: Sequence[Sequence[str]] = (),
    floors: Sequence[str] = (),
    scores: Sequence[int] = (),
    factories: Sequence[str] = (),
    centre: str = "",
    current: int = 0,
    next_first: int = -1,
    phase: str = "draft",
    pending_row: int = -1,
    round_no: int = 3,
    players: int = 2,
) -> Any:
    """A base-family position: walls as 5 row strings ('.' empty), pattern lines as strings of
    one letter, floors as letters ('M' = marker); every unplaced tile is in the bag."""
    d = new_game(ruleset, players, 1, first_player=0).to_json()
    used = [0] * 5
    nf = len(d["factories"])
    d["factories"] = [_counts(f, BASE_LETTERS) for f in factories] + [[0] * 5] * (
        nf - len(factories)
    )
    d["centre"] = _counts(centre, BASE_LETTERS)
    for f in [*d["factories"], d["centre"]]:
        used = [u + n for u, n in zip(used, f, strict=True)]
    for p, bd in enumerate(d["boards"]):
        wall = walls[p] if p < len(walls) else (".....",) * 5
        bd["wall"] = [-1 if ch == "." else BASE_LETTERS.index(ch) for row in wall for ch in row]
        pl = lines[p] if p < len(lines) else ("",) * 5
        bd["lines"] = [[BASE_LETTERS.index(t[0]) if t else -1, len(t)] for t in pl]
        fl = floors[p] if p < len(floors) else ""
        bd["floor"] = [MARKER if ch == "M" else BASE_LETTERS.index(ch) for ch in fl]
        score = scores[p] if p < len(scores) else 0
        bd["score"] = score
        bd["tally"] = [score, 0, 0, 0, 0, 0, 0]
        for c in bd["wall"]:
            if c >= 0:
                used[c] += 1
        for colour, count in bd["lines"]:
            if count:
                used[colour] += count
        for t in bd["floor"]:
            if t != MARKER:
                used[t] += 1
    d["bag"] = [20 - u for u in used]
    d["lid"] = [0] * 5
    d.update(
        current=current,
        first_player=0,
        next_first=next_first,
        marker_in_centre=next_first < 0,
        phase=phase,
        pending_row=pending_row,
        round=round_no,
        last_events=[],
    )
    return state_from_json(d)


def pavilion_cell(name: str) -> int:
    """'r5' -> cell index: star letter (o r b y g p c) and the coloured-side value 1..6."""
    return STAR_LETTERS.index(name[0]) * 6 + int(name[1]) - 1


def pavilion_position(
    ruleset: str = "summer-pavilion",
    *,
    round_no: int = 6,
    phase: str = "place",
    current: int = 0,
    hands: Sequence[str] = (),
    spaces: Sequence[dict[str, str]] = (),
    scores: Sequence[int] = (),
    passed: Sequence[int] = (),
    supply: str = "pgoybrpgoy",
    bonus_owed: int = 0,
    factories: Sequence[str] = (),
) -> Any:
    """A Summer Pavilion position (factories as letter strings, the rest and the centre
    empty); hands as letter strings, spaces as {"r5": "r"}; every other tile is in the bag."""
    letters = PAVILION_LETTERS
    d = new_game(ruleset, 2, 1, first_player=0).to_json()
    d["round"] = round_no
    d["phase"] = phase
    d["current"] = current
    d["first_player"] = 0
    d["next_first"] = 0
    d["marker_in_centre"] = False
    nf = len(d["factories"])
    d["factories"] = [_counts(f, letters) for f in factories] + [[0] * 6] * (nf - len(factories))
    d["centre"] = [0] * 6
    d["supply"] = [-1 if ch == "." else letters.index(ch) for ch in supply]
    d["bonus_owed"] = bonus_owed
    d["colour_floor"] = 0
    used = [sum(col) for col in zip(*d["factories"], strict=True)]
    for c in d["supply"]:
        if c >= 0:
            used[c] += 1
    for p, bd in enumerate(d["boards"]):
        hand = _counts(hands[p] if p < len(hands) else "", letters)
        bd["hand"] = hand
        bd["corners"] = [0] * 6
        cells = [-1] * 42
        for name, letter in (spaces[p] if p < len(spaces) else {}).items():
            cells[pavilion_cell(name)] = letters.index(letter)
        bd["spaces"] = cells
        score = scores[p] if p < len(scores) else 5
        bd["score"] = score
        bd["tally"] = [5, score - 5, 0, 0, 0, 0, 0, 0]
        bd["passed"] = p in passed
        used = [u + h for u, h in zip(used, hand, strict=True)]
        for c in cells:
            if c >= 0:
                used[c] += 1
    d["bag"] = [22 - u for u in used]
    d["storage"] = [0] * 6
    d["last_events"] = []
    return state_from_json(d)


def reach(
    ruleset: str, players: int, seed: int, wanted: Callable[[Any], bool], limit: int = 2000
) -> Any | None:
    """Play random legal moves from a new game until ``wanted(state)``; None if never."""
    rng = random.Random(seed)
    state = new_game(ruleset, players, seed)
    for _ in range(limit):
        if state.is_over:
            return None
        if wanted(state):
            return state
        moves = state.legal_moves()
        state.play(moves[rng.randrange(len(moves))])
    return None
