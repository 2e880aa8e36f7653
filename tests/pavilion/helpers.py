"""Build exact Summer Pavilion positions for scenario tests (through the JSON loader, so every
position is also a valid saved game with all 132 tiles accounted for)."""

from __future__ import annotations

from typing import Any

from azul.engine import PavilionState, new_game, state_from_json
from azul.engine.colours import PAVILION_LETTERS
from azul.engine.pavilion_moves import STAR_LETTERS

NCOL = 6


def counts(spec: dict[str, int] | None) -> list[int]:
    """{"b": 7, "p": 3} → per-colour counts in engine order."""
    out = [0] * NCOL
    for letter, n in (spec or {}).items():
        out[PAVILION_LETTERS.index(letter)] += n
    return out


def cell(name: str) -> int:
    """ "b6" → cell index (star letter o r b y g p c, then the coloured-side value position)."""
    return STAR_LETTERS.index(name[0]) * 6 + int(name[1]) - 1


def colour(letter: str) -> int:
    """Colour index of a notation letter."""
    return PAVILION_LETTERS.index(letter)


def position(
    ruleset: str = "summer-pavilion",
    players: int = 2,
    *,
    round: int = 1,
    phase: str = "place",
    current: int = 0,
    first_player: int = 0,
    next_first: int = -1,
    hands: dict[int, dict[str, int]] | None = None,
    corners: dict[int, dict[str, int]] | None = None,
    spaces: dict[int, dict[str, str]] | None = None,
    factories: list[dict[str, int]] | None = None,
    centre: dict[str, int] | None = None,
    supply: str | None = None,
    storage: dict[str, int] | None = None,
    bag: dict[str, int] | None = None,
    scores: dict[int, int] | None = None,
    passed: tuple[int, ...] = (),
    bonus_owed: int = 0,
    colour_floor: int = 0,
    seed: int = 0,
    rest_to_hand: int | None = None,
) -> PavilionState:
    """A position with exactly the given tiles; every other tile goes to the bag (or, when
    ``bag`` is given, to the storage; with ``rest_to_hand`` to that seat's hand, leaving bag and
    storage as given). Spaces: {seat: {"b6": "b", ...}}; supply: a string of
    colour letters, "." for an empty space (default: 10 tiles, "pgoybrpgoy")."""
    d: dict[str, Any] = new_game(ruleset, players, seed, first_player).to_json()
    nf = len(d["factories"])
    d["round"] = round
    d["phase"] = phase
    d["current"] = current
    d["first_player"] = first_player
    d["next_first"] = next_first
    d["marker_in_centre"] = next_first < 0
    facs = [counts(f) for f in (factories or [])]
    d["factories"] = facs + [[0] * NCOL for _ in range(nf - len(facs))]
    d["centre"] = counts(centre)
    sup = supply if supply is not None else "pgoybrpgoy"
    d["supply"] = [-1 if ch == "." else colour(ch) for ch in sup]
    d["bonus_owed"] = bonus_owed
    d["colour_floor"] = colour_floor
    for p, bd in enumerate(d["boards"]):
        bd["hand"] = counts((hands or {}).get(p))
        bd["corners"] = counts((corners or {}).get(p))
        cells = [-1] * 42
        for name, letter in (spaces or {}).get(p, {}).items():
            cells[cell(name)] = colour(letter)
        bd["spaces"] = cells
        score = (scores or {}).get(p, 5)
        bd["score"] = score
        bd["tally"] = [5, score - 5, 0, 0, 0, 0, 0, 0]
        bd["passed"] = p in passed
    d["last_events"] = []
    used = [0] * NCOL
    for f in d["factories"]:
        used = [a + b for a, b in zip(used, f, strict=True)]
    used = [a + b for a, b in zip(used, d["centre"], strict=True)]
    for c in d["supply"]:
        if c >= 0:
            used[c] += 1
    for bd in d["boards"]:
        used = [a + b + c for a, b, c in zip(used, bd["hand"], bd["corners"], strict=True)]
        for c in bd["spaces"]:
            if c >= 0:
                used[c] += 1
    if rest_to_hand is not None:
        d["bag"] = counts(bag)
        d["storage"] = counts(storage)
        used = [a + b + c for a, b, c in zip(used, d["bag"], d["storage"], strict=True)]
        hand = d["boards"][rest_to_hand]["hand"]
        d["boards"][rest_to_hand]["hand"] = [h + 22 - u for h, u in zip(hand, used, strict=True)]
    elif bag is None:
        d["storage"] = counts(storage)
        used = [a + b for a, b in zip(used, d["storage"], strict=True)]
        d["bag"] = [22 - u for u in used]
    else:
        d["bag"] = counts(bag)
        used = [a + b for a, b in zip(used, d["bag"], strict=True)]
        d["storage"] = [22 - u for u in used]
    state = state_from_json(d)
    assert isinstance(state, PavilionState)
    assert state.tiles_in_play == 132
    return state


def play(state: PavilionState, *moves: str) -> PavilionState:
    """Apply moves in notation through the checked path."""
    for m in moves:
        state = state.apply(state.parse_move(m))
    return state


def notation(state: PavilionState) -> list[str]:
    """The legal moves in notation."""
    return [state.format_move(m) for m in state.legal_moves()]
