"""A compact way to write base-family positions for scenario tests.

A position is described the way a player would read the table:

- colours are letters ``b y r k w`` (blue, yellow, red, black, white); ``M`` on a floor line is
  the first-player marker;
- a pattern line is a string of one repeated letter (``"bb"`` = 2 blue), ``""`` when empty;
- a wall is 5 row strings of 5 characters: ``.`` empty, a colour letter, or ``X`` for "the
  colour printed on this cell" (coloured wall only);
- factories, centre, bag and lid are letter strings (``"yyrk"``) or 5 colour counts.

``position()`` turns that into a real ``BaseState`` through ``state_from_json`` (so every
position is one the engine itself accepts) and checks that it round-trips. When the bag is not
given it holds every tile not placed anywhere else, so all 100 tiles are always accounted for.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from azul.engine import BaseState, new_game, state_from_json
from azul.engine.base_game import TALLY_KEYS
from azul.engine.colours import MARKER

LETTERS = "byrkw"
B, Y, R, K, W = range(5)
Counts = str | Sequence[int]


def colour(letter: str) -> int:
    """Colour index of a letter."""
    return LETTERS.index(letter)


def counts(spec: Counts) -> list[int]:
    """5 colour counts from a letter string or a count sequence."""
    if isinstance(spec, str):
        return [spec.count(letter) for letter in LETTERS]
    out = [int(n) for n in spec]
    assert len(out) == 5, "colour counts need 5 entries"
    return out


def board(
    lines: Sequence[str] = ("",) * 5,
    wall: Sequence[str] = (".....",) * 5,
    floor: str = "",
    score: int = 0,
    tally: Sequence[int] | None = None,
) -> dict[str, Any]:
    """A board description (converted by position(); walls may use X for printed colours)."""
    assert len(lines) == 5 and len(wall) == 5
    return {
        "lines": list(lines),
        "wall": list(wall),
        "floor": floor,
        "score": score,
        "tally": list(tally) if tally is not None else None,
    }


def _board_json(spec: dict[str, Any], fixed: tuple[int, ...]) -> dict[str, Any]:
    lines = []
    for r, text in enumerate(spec["lines"]):
        assert len(text) <= r + 1 and len(set(text)) <= 1, f"bad pattern line {r + 1}: {text!r}"
        lines.append([colour(text[0]) if text else -1, len(text)])
    cells: list[int] = []
    for r, row in enumerate(spec["wall"]):
        assert len(row) == 5, f"wall row {r + 1} needs 5 characters: {row!r}"
        for c, ch in enumerate(row):
            if ch == ".":
                cells.append(-1)
            elif ch == "X":
                assert fixed[r * 5 + c] >= 0, "X is only for cells with a printed colour"
                cells.append(fixed[r * 5 + c])
            else:
                cells.append(colour(ch))
    floor = [MARKER if ch == "M" else colour(ch) for ch in spec["floor"]]
    tally = spec["tally"]
    if tally is None:
        # Points scored before the scenario: booked as placed tiles so the breakdown adds up.
        tally = [spec["score"]] + [0] * (len(TALLY_KEYS) - 1)
    return {
        "lines": lines,
        "wall": cells,
        "floor": floor,
        "score": spec["score"],
        "tally": list(tally),
    }


def position(
    ruleset: str = "azul",
    players: int = 2,
    *,
    boards: Sequence[dict[str, Any]] | None = None,
    factories: Sequence[Counts] = (),
    centre: Counts = "",
    bag: Counts | None = None,
    lid: Counts = "",
    current: int = 0,
    first_player: int = 0,
    next_first: int | None = None,
    marker_in_centre: bool | None = None,
    phase: str = "draft",
    pending_row: int = -1,
    round_no: int = 1,
    dead_rounds: int = 0,
    seed: int = 1,
) -> BaseState:
    """A checked BaseState built from a compact description (see the module notes)."""
    base = new_game(ruleset, players, seed, first_player=first_player)
    fixed = base.spec.wall.fixed
    specs = list(boards) if boards is not None else [board() for _ in range(players)]
    assert len(specs) == players, "one board per player"
    data = base.to_json()
    data["boards"] = [_board_json(b, fixed) for b in specs]
    n_factories = len(base.factories)
    assert len(factories) <= n_factories, f"only {n_factories} factories with {players} players"
    facs = [counts(f) for f in factories] + [[0] * 5] * (n_factories - len(factories))
    data["factories"] = facs
    data["centre"] = counts(centre)
    data["lid"] = counts(lid)
    marker_seat = [p for p, b in enumerate(data["boards"]) if MARKER in b["floor"]]
    if next_first is None:
        next_first = marker_seat[0] if marker_seat else -1
    if marker_in_centre is None:
        marker_in_centre = next_first == -1
    if bag is None:
        used = [0] * 5
        for f in [*facs, data["centre"], data["lid"]]:
            for c in range(5):
                used[c] += f[c]
        for b in data["boards"]:
            for colour_, count in b["lines"]:
                if count:
                    used[colour_] += count
            for t in [*b["wall"], *b["floor"]]:
                if 0 <= t < 5:
                    used[t] += 1
        data["bag"] = [20 - u for u in used]
        assert min(data["bag"]) >= 0, f"more than 20 tiles of a colour: {used}"
    else:
        data["bag"] = counts(bag)
    data.update(
        {
            "current": current,
            "first_player": first_player,
            "next_first": next_first,
            "marker_in_centre": marker_in_centre,
            "phase": phase,
            "pending_row": pending_row,
            "round": round_no,
            "dead_rounds": dead_rounds,
            "last_events": [],
        }
    )
    state: BaseState = state_from_json(data)
    assert state.to_json() == data, "the built position does not round-trip"
    return state


def play(state: BaseState, *moves: str) -> BaseState:
    """Apply moves given in notation through the checked path."""
    for text in moves:
        state = state.apply(state.parse_move(text))
    return state


def wall_rows(state: BaseState, seat: int) -> list[str]:
    """A wall as 5 row strings ('.' empty), for readable assertions."""
    cells = state.boards[seat].cells
    return [
        "".join("." if x < 0 else LETTERS[x] for x in cells[r * 5 : r * 5 + 5]) for r in range(5)
    ]


def lines_of(state: BaseState, seat: int) -> list[str]:
    """Pattern lines as strings ('' empty), for readable assertions."""
    b = state.boards[seat]
    return [
        LETTERS[b.line_colour[r]] * b.line_count[r] if b.line_count[r] else "" for r in range(5)
    ]


def floor_of(state: BaseState, seat: int) -> str:
    """A floor line as a string, M for the first-player marker."""
    return "".join("M" if t == MARKER else LETTERS[t] for t in state.boards[seat].floor)


def events_of(state: BaseState, reason: str, seat: int | None = None) -> list[Any]:
    """The last move's score events with this reason (optionally for one seat)."""
    return [
        e for e in state.last_events if e.reason == reason and (seat is None or e.player == seat)
    ]


def destinations(state: BaseState, source: int, colour_: int) -> set[int]:
    """Legal destinations (0..4 pattern line, 5 floor) for one take from one source."""
    out = set()
    for m in state.legal_moves():
        if m < 300 and m // 30 == source and (m // 6) % 5 == colour_:
            out.add(m % 6)
    return out
