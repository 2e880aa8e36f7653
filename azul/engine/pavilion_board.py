"""A Summer Pavilion player board: hand, corner tiles, covered spaces, score; its JSON form.

Loading never trusts its input: a malformed field, a star breaking its colour rule or a
breakdown that does not add up raises StateFormatError.
"""

from __future__ import annotations

from typing import Any

from .common import (
    BREAKDOWN_LIMIT,
    json_bool,
    json_counts,
    json_int,
    json_list,
    json_object,
    json_tally,
)
from .errors import StateFormatError
from .pavilion_geometry import CELLS
from .pavilion_moves import NCOL
from .pavilion_rules import ANY, PavilionSpec

# Score breakdown kept per board; the entries always add up to the score.
TALLY_KEYS = ("start", "tiles", "adjacency", "centre", "discards", "leftover", "stars", "values")
T_START, T_TILES, T_ADJ, T_CENTRE, T_DISCARD, T_LEFTOVER, T_STARS, T_VALUES = range(8)

POPCOUNT6: tuple[int, ...] = tuple(bin(m).count("1") for m in range(64))


class PavilionBoard:
    """One player's board: hand, corner (kept) tiles, covered spaces, score and breakdown."""

    __slots__ = ("hand", "corners", "cells", "filled", "star_colours", "score", "tally", "passed")

    hand: list[int]  # tiles next to the board, per colour
    corners: list[int]  # tiles kept on the corners when passing, per colour (≤ 4 in all)
    cells: list[int]  # colour on each of the 42 spaces (star * 6 + space), -1 if empty
    filled: int  # bit per covered space
    star_colours: list[int]  # per star: bit c set when colour c is on it
    score: int
    tally: list[int]  # see TALLY_KEYS
    passed: bool  # passed in this round's phase 2

    @classmethod
    def empty(cls, start_score: int) -> PavilionBoard:
        """A board at the start of a game."""
        b = cls.__new__(cls)
        b.hand = [0] * NCOL
        b.corners = [0] * NCOL
        b.cells = [-1] * CELLS
        b.filled = 0
        b.star_colours = [0] * 7
        b.score = start_score
        b.tally = [0] * len(TALLY_KEYS)
        b.tally[T_START] = start_score
        b.passed = False
        return b

    def copy(self) -> PavilionBoard:
        """An independent copy."""
        b = PavilionBoard.__new__(PavilionBoard)
        b.hand = self.hand[:]
        b.corners = self.corners[:]
        b.cells = self.cells[:]
        b.filled = self.filled
        b.star_colours = self.star_colours[:]
        b.score = self.score
        b.tally = self.tally[:]
        b.passed = self.passed
        return b

    def star_mask(self, star: int) -> int:
        """6-bit mask of the covered spaces of a star."""
        return (self.filled >> (star * 6)) & 63

    def star_state(self, star: int) -> tuple[str, int]:
        """("empty"|"open"|"single"|"multi", colour): a star's colour rule so far (grey boards:
        "open" = one tile, the next decides; "single" = that colour only; "multi" = all differ)."""
        n = POPCOUNT6[self.star_mask(star)]
        cm = self.star_colours[star]
        if n == 0:
            return ("empty", -1)
        if n == 1:
            return ("open", cm.bit_length() - 1)
        if POPCOUNT6[cm] == 1:
            return ("single", cm.bit_length() - 1)
        return ("multi", -1)

    def to_json(self) -> dict[str, Any]:
        """The board as plain JSON-compatible data."""
        return {
            "hand": self.hand[:],
            "corners": self.corners[:],
            "spaces": self.cells[:],
            "score": self.score,
            "tally": self.tally[:],
            "passed": self.passed,
        }


def board_from_json(spec: PavilionSpec, colours: tuple[str, ...], data: Any) -> PavilionBoard:
    """A board from its JSON data, checked against the board side (StateFormatError if bad)."""
    data = json_object(data, "a board")
    b = PavilionBoard.empty(spec.start_score)
    b.hand = json_counts(data["hand"], NCOL, "hand")
    b.corners = json_counts(data["corners"], NCOL, "corners")
    if sum(b.corners) > spec.keep_limit:
        raise StateFormatError(f"at most {spec.keep_limit} tiles fit on the corners")
    cells = json_list(data["spaces"], "spaces")
    if len(cells) != CELLS:
        raise StateFormatError(f"a board has {CELLS} spaces")
    star_colours = b.star_colours
    fixed_colours = spec.star_colours
    filled = 0
    for cell, colour in enumerate(cells):
        if type(colour) is not int or not -1 <= colour < NCOL:  # json_int's usual case inline
            colour = json_int(colour, -1, NCOL - 1, "space colour")
        if colour < 0:
            continue
        star = cell // 6
        fixed = fixed_colours[star]
        cm = star_colours[star]
        if fixed != ANY:
            if colour != fixed:
                raise StateFormatError(f"star {star} cannot hold {colours[colour]}")
        elif cm and not _star_ok(spec.grey, cm, colour):
            raise StateFormatError(f"star {star} breaks its colour rule")
        filled |= 1 << cell
        star_colours[star] = cm | 1 << colour
    b.cells = cells[:]  # every entry checked above (json_int gives back the value it checks)
    b.filled = filled
    if spec.grey:
        for star in range(7):
            cm = b.star_colours[star]
            cnt = POPCOUNT6[b.star_mask(star)]
            if cnt >= 2 and POPCOUNT6[cm] not in (1, cnt):
                raise StateFormatError(f"star {star} mixes single- and multicolour")
    b.score = json_int(data["score"], spec.min_score, BREAKDOWN_LIMIT, "score")
    b.tally = json_tally(data["tally"], TALLY_KEYS, b.score)
    b.passed = json_bool(data["passed"], "passed")
    return b


def _star_ok(grey: bool, cm: int, colour: int) -> bool:
    """May a star already holding colour mask cm (some tiles) take another tile of colour?"""
    if not cm >> colour & 1:
        return True  # a new colour: fine for multicolour; grey single stars are checked after
    return grey and POPCOUNT6[cm] == 1  # a repeat: only on a grey single-colour star
