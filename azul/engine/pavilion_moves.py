"""Summer Pavilion moves: the int encoding, decoding and the text notation.

Moves are small ints so legal-move lists are cheap (see ``decode_move`` for the layout);
the notation is short text for logs, saves, tests and replays (see ``format_move``).
"""

from __future__ import annotations

from .colours import PAVILION_LETTERS
from .errors import NotationError
from .pavilion_geometry import CELLS

NCOL = 6
CENTRE = 9  # draft source index of the centre (factories are 0..8)
PLACE_BASE = 100  # placements: PLACE_BASE + ((star * 6 + space) * 6 + colour) * 6 + wilds
PLACE_LIMIT = PLACE_BASE + CELLS * NCOL * NCOL
PASS = 1700
PICK_BASE = 1710  # bonus pick of a colour from the supply: PICK_BASE + colour
KEEP_BASE = 1720  # keep one tile of a colour on passing: KEEP_BASE + colour
DONE = 1730  # finish keeping; the rest of the hand is discarded
MOVE_LIMIT = DONE + 1

# Star letters of the notation: outer positions by their coloured-side colour, "c" the centre.
STAR_LETTERS: tuple[str, ...] = ("o", "r", "b", "y", "g", "p", "c")

# Placement decoding: index move - PLACE_BASE → (cell, colour, wilds).
PDEC: tuple[tuple[int, int, int], ...] = tuple(
    (i // 36, (i // 6) % 6, i % 6) for i in range(CELLS * 36)
)


def draft_move(source: int, colour: int) -> int:
    """Encode a take: source 0..8 factory or CENTRE, colour 0..5."""
    return source * NCOL + colour


def place_move(star: int, space: int, colour: int, wilds: int) -> int:
    """Encode a placement: star 0..6, space 0..5 (value-1 on the coloured side), colour,
    number of wild-colour tiles spent in the payment."""
    return PLACE_BASE + ((star * 6 + space) * NCOL + colour) * 6 + wilds


def pick_move(colour: int) -> int:
    """Encode a bonus pick of one tile of a colour from the supply."""
    return PICK_BASE + colour


def keep_move(colour: int) -> int:
    """Encode keeping one tile of a colour on passing."""
    return KEEP_BASE + colour


def decode_move(move: int) -> tuple[str, int, int, int, int]:
    """Split a move int: ("draft", source, colour, 0, 0), ("place", star, space, colour,
    wilds), ("pass", 0, 0, 0, 0), ("pick", colour, 0, 0, 0), ("keep", colour, 0, 0, 0) or
    ("done", 0, 0, 0, 0); ValueError if it is no move at all."""
    if 0 <= move < CENTRE * NCOL + NCOL:
        return ("draft", move // NCOL, move % NCOL, 0, 0)
    if PLACE_BASE <= move < PLACE_LIMIT:
        cell, c, k = PDEC[move - PLACE_BASE]
        return ("place", cell // 6, cell % 6, c, k)
    if move == PASS:
        return ("pass", 0, 0, 0, 0)
    if PICK_BASE <= move < PICK_BASE + NCOL:
        return ("pick", move - PICK_BASE, 0, 0, 0)
    if KEEP_BASE <= move < KEEP_BASE + NCOL:
        return ("keep", move - KEEP_BASE, 0, 0, 0)
    if move == DONE:
        return ("done", 0, 0, 0, 0)
    raise ValueError(f"not a Summer Pavilion move: {move}")


def _decoded_or_none(move: int) -> tuple[str, int, int, int, int] | None:
    """decode_move's answer, or None for an int below MOVE_LIMIT that is no move."""
    try:
        return decode_move(move)
    except ValueError:
        return None


# DECODED[move]: decode_move(move) for every int below MOVE_LIMIT, None where it is no move
# (a table lookup, so that checking a move is cheap).
DECODED: tuple[tuple[str, int, int, int, int] | None, ...] = tuple(
    _decoded_or_none(m) for m in range(MOVE_LIMIT)
)


# Notation (colour letters p g o y b r):
#   draft  <source><colour>          "3g" factory 3 green (+ the forced wild), "cy" centre yellow;
#                                    "3p" with purple wild and only purple there: one wild tile
#   place  <star><space><colour>[+k] "b6b" blue star space 6 paid with blue only,
#                                    "b6b+3" three wild tiles spent, "c3y+1" centre star;
#                                    stars o r b y g p = outer positions (coloured-side colour),
#                                    c = centre; space 1..6 = coloured-side value position
#   pass   "pass";  pick "sg" (a green tile from the supply);  keep "kg";  done "done"


def format_move(move: int, letters: tuple[str, ...] = PAVILION_LETTERS) -> str:
    """Text form of a move (see the notation notes above); inverse of parse_move."""
    kind, a, b, c, k = decode_move(move)
    if kind == "draft":
        return f"{'c' if a == CENTRE else a + 1}{letters[b]}"
    if kind == "place":
        return f"{STAR_LETTERS[a]}{b + 1}{letters[c]}" + (f"+{k}" if k else "")
    if kind == "pick":
        return f"s{letters[a]}"
    if kind == "keep":
        return f"k{letters[a]}"
    return kind  # "pass" / "done"


def parse_move(text: str, letters: tuple[str, ...] = PAVILION_LETTERS) -> int:
    """Parse the text form of a move; raises NotationError if it is not well formed."""
    if not isinstance(text, str):
        raise NotationError(f"not a move: {text!r}")
    t = text.strip().lower()
    if t == "pass":
        return PASS
    if t == "done":
        return DONE
    if len(t) == 2 and t[1] in letters:
        if t[0] in "123456789c":
            src = CENTRE if t[0] == "c" else int(t[0]) - 1
            return draft_move(src, letters.index(t[1]))
        if t[0] == "s":
            return pick_move(letters.index(t[1]))
        if t[0] == "k":
            return keep_move(letters.index(t[1]))
    if 3 <= len(t) <= 5 and t[0] in STAR_LETTERS and t[1] in "123456" and t[2] in letters:
        wilds = 0
        if len(t) == 5 and t[3] == "+" and t[4] in "012345":
            wilds = int(t[4])
        elif len(t) != 3:
            raise NotationError(f"not a move: {text!r} (wild count is written '+1'..'+5')")
        return place_move(STAR_LETTERS.index(t[0]), int(t[1]) - 1, letters.index(t[2]), wilds)
    raise NotationError(
        f"not a move: {text!r} (expected e.g. '3g', 'cy', 'b6b+2', 'pass', 'sg', 'kg', 'done')"
    )
