"""The base-family engine (Azul, grey wall, Mini, Crystal Mosaic), driven by rule-set data.

One class, ``BaseState``, holds a whole game position and implements every rule of
RULES.md sections 1, 3 and 4. Variants differ only through ``RuleSet.spec`` (wall layout,
×2 cells, floor values, end bonuses).

Speed matters because the AI lives on simulated games, so the representation is flat:
moves are small ints, factories are immutable count tuples, each wall is a 25-bit mask plus
its transpose, and legal moves come from precomputed tables keyed by a per-colour bitmask
of the pattern lines that accept that colour (kept up to date incrementally).

Two ways to apply a move:
- ``apply(move)`` (checked): validates, returns a NEW state, leaves ``self`` unchanged, raises
  IllegalMoveError with a reason code on an illegal move.
- ``play(move)`` (fast path, for search): mutates ``self`` in place and does NOT validate; the
  caller must pass a move from ``legal_moves()``.
"""

from __future__ import annotations

from typing import Any

from . import events as ev
from .base_rules import FREE, BaseSpec
from .colours import MARKER
from .common import (
    BREAKDOWN_LIMIT,
    OVER,
    json_counts,
    json_int,
    json_list,
    json_object,
    json_tally,
)
from .drafting import DRAFT, DraftingState, present_colours
from .errors import IllegalMoveError, NotationError, StateFormatError
from .events import ScoreEvent
from .rulesets import RuleSet

TILING = "tiling"
PHASES = (DRAFT, TILING, OVER)

CENTRE = 9  # source index of the centre in the move encoding (factories are 0..8)
FLOOR = 5  # destination index of the floor line (pattern lines are 0..4)
TILE_BASE = 300  # tile-placement moves: TILE_BASE + row * 5 + col
MOVE_LIMIT = TILE_BASE + 25
FLOOR_SPACES = 7
WALL_CELLS = 25
ROW_CELLS_BEFORE_FULL = 20  # a wall with no complete row holds at most 4 tiles per row
DEAD_ROUNDS_TO_END = 3  # RULES.md 4.10: the third dead round in a row ends the game

# --- Precomputed tables -----------------------------------------------------------------

# Draft move m = (source * 5 + colour) * 6 + destination.
DECODE: tuple[tuple[int, int, int], ...] = tuple(
    (m // 30, (m // 6) % 5, m % 6) for m in range(TILE_BASE)
)
# MOVES[source][colour][mask] = the draft moves for that colour, one per pattern line whose
# bit is set in the 5-bit mask, plus the floor (always legal).
MOVES: tuple[tuple[tuple[tuple[int, ...], ...], ...], ...] = tuple(
    tuple(
        tuple(
            tuple((s * 5 + c) * 6 + d for d in range(5) if mask >> d & 1) + ((s * 5 + c) * 6 + 5,)
            for mask in range(32)
        )
        for c in range(5)
    )
    for s in range(10)
)
EMPTY: tuple[int, ...] = (0, 0, 0, 0, 0)
# Colours present in a factory/centre count tuple, for every tuple a factory can hold.
PRESENT: dict[tuple[int, ...], tuple[int, ...]] = present_colours(5, 4)


def _run(bits: int, i: int) -> int:
    """Length of the unbroken run of set bits through position i of a 5-bit line (0 if unset)."""
    if not bits >> i & 1:
        return 0
    lo = i
    while lo > 0 and bits >> (lo - 1) & 1:
        lo -= 1
    hi = i
    while hi < 4 and bits >> (hi + 1) & 1:
        hi += 1
    return hi - lo + 1


# RUN[bits][i]: run length through position i, for every 5-bit row or column pattern.
RUN: tuple[tuple[int, ...], ...] = tuple(
    tuple(_run(bits, i) for i in range(5)) for bits in range(32)
)
ROW_MASK = tuple(31 << (5 * r) for r in range(5))
# COLOURS_NOT_IN[mask]: the colours whose bit is clear in a 5-bit colour mask.
COLOURS_NOT_IN: tuple[tuple[int, ...], ...] = tuple(
    tuple(c for c in range(5) if not mask >> c & 1) for mask in range(32)
)


def distinct_choice(options: list[int]) -> bool:
    """True when every bit mask can contribute a different bit (a perfect matching of the
    items into the bits; Hall's condition: every k items together offer at least k bits)."""
    k = len(options)
    for subset in range(1, 1 << k):
        union = 0
        for i in range(k):
            if subset >> i & 1:
                union |= options[i]
        if union.bit_count() < subset.bit_count():
            return False
    return True


def draft_move(source: int, colour: int, dest: int) -> int:
    """Encode a draft: source 0..8 factory or CENTRE, colour 0..4, dest 0..4 line or FLOOR."""
    return (source * 5 + colour) * 6 + dest


def tile_move(row: int, col: int) -> int:
    """Encode a wall-tiling column choice (0-based row and column)."""
    return TILE_BASE + row * 5 + col


def decode_move(move: int) -> tuple[str, int, int, int]:
    """Split a move int into ("draft", source, colour, dest) or ("tile", row, col, 0)."""
    if 0 <= move < TILE_BASE:
        s, c, d = DECODE[move]
        return ("draft", s, c, d)
    if TILE_BASE <= move < MOVE_LIMIT:
        return ("tile", (move - TILE_BASE) // 5, (move - TILE_BASE) % 5, 0)
    raise ValueError(f"not a base-family move: {move}")


# --- Notation ---------------------------------------------------------------------------
# Draft: <source><colour><destination>, e.g. "3y5" = factory 3, yellow, pattern line 5;
#        "ckf" = centre, black, floor. Sources 1..9 or c; colours b y r k w; lines 1..5 or f.
# Tile:  r<row>c<col>, e.g. "r2c4" = put the tile of complete pattern line 2 in wall column 4.


def format_move(move: int, letters: tuple[str, ...] = ("b", "y", "r", "k", "w")) -> str:
    """Text form of a move (see module notes); inverse of parse_move."""
    kind, a, b, c = decode_move(move)
    if kind == "draft":
        src = "c" if a == CENTRE else str(a + 1)
        dst = "f" if c == FLOOR else str(c + 1)
        return f"{src}{letters[b]}{dst}"
    return f"r{a + 1}c{b + 1}"


def parse_move(text: str, letters: tuple[str, ...] = ("b", "y", "r", "k", "w")) -> int:
    """Parse the text form of a move; raises NotationError if it is not well formed."""
    if not isinstance(text, str):
        raise NotationError(f"not a move: {text!r}")
    t = text.strip().lower()
    if len(t) == 4 and t[0] == "r" and t[2] == "c" and t[1] in "12345" and t[3] in "12345":
        return tile_move(int(t[1]) - 1, int(t[3]) - 1)
    if len(t) == 3 and t[0] in "123456789c" and t[1] in letters and t[2] in "12345f":
        src = CENTRE if t[0] == "c" else int(t[0]) - 1
        dst = FLOOR if t[2] == "f" else int(t[2]) - 1
        return draft_move(src, letters.index(t[1]), dst)
    raise NotationError(f"not a move: {text!r} (expected e.g. '3y5', 'ckf' or 'r2c4')")


# --- Player board -----------------------------------------------------------------------


class Board:
    """One player's board: pattern lines, wall, floor line, score and score breakdown."""

    __slots__ = (
        "line_colour",
        "line_count",
        "wall",
        "wall_t",
        "cells",
        "row_colours",
        "col_colours",
        "floor",
        "score",
        "accept",
        "tally",
    )

    line_colour: list[int]  # -1 when the line is empty
    line_count: list[int]
    wall: int  # bit r*5+c set when the cell is filled
    wall_t: int  # the transpose: bit c*5+r
    cells: list[int]  # colour on each wall cell, -1 if empty
    row_colours: list[int]  # bit c set when colour c is in wall row r
    col_colours: list[int]  # bit c set when colour c is in wall column
    floor: list[int]  # tile colours left to right; MARKER for the first-player marker
    score: int
    accept: list[int]  # per colour: 5-bit mask of pattern lines that may receive it
    tally: list[int]  # score breakdown, see TALLY_KEYS

    @classmethod
    def empty(cls) -> Board:
        """A board at the start of a game."""
        b = cls.__new__(cls)
        b.line_colour = [-1] * 5
        b.line_count = [0] * 5
        b.wall = 0
        b.wall_t = 0
        b.cells = [-1] * 25
        b.row_colours = [0] * 5
        b.col_colours = [0] * 5
        b.floor = []
        b.score = 0
        b.accept = [31] * 5
        b.tally = [0] * len(TALLY_KEYS)
        return b

    def copy(self) -> Board:
        """An independent copy."""
        b = Board.__new__(Board)
        b.line_colour = self.line_colour[:]
        b.line_count = self.line_count[:]
        b.wall = self.wall
        b.wall_t = self.wall_t
        b.cells = self.cells[:]
        b.row_colours = self.row_colours[:]
        b.col_colours = self.col_colours[:]
        b.floor = self.floor[:]
        b.score = self.score
        b.accept = self.accept[:]
        b.tally = self.tally[:]
        return b

    def refresh_line(self, r: int) -> None:
        """Recompute, for every colour, whether pattern line r may receive it."""
        lc = self.line_colour[r]
        rc = self.row_colours[r]
        open_line = lc == -1 or self.line_count[r] <= r
        bit = 1 << r
        acc = self.accept
        for c in range(5):
            if open_line and (lc == -1 or lc == c) and not rc >> c & 1:
                acc[c] |= bit
            else:
                acc[c] &= ~bit

    def refresh_lines(self) -> None:
        """Recompute ``accept`` for every pattern line at once (what refresh_line does for
        one)."""
        acc = [0] * 5
        for r in range(5):
            lc = self.line_colour[r]
            rc = self.row_colours[r]
            if lc == -1:
                colours = COLOURS_NOT_IN[rc]
            elif self.line_count[r] <= r and not rc >> lc & 1:
                colours = (lc,)
            else:
                continue  # a full line, or one whose colour its wall row already has
            bit = 1 << r
            for c in colours:
                acc[c] |= bit
        self.accept = acc

    def full_rows(self) -> int:
        """Number of complete horizontal wall rows."""
        w = self.wall
        return sum(1 for m in ROW_MASK if w & m == m)

    def to_json(self) -> dict[str, Any]:
        """The board as plain JSON-compatible data (its part of the saved state)."""
        colour = self.line_colour
        count = self.line_count
        return {
            # [colour, count] of the 5 pattern lines, written out: every save and every
            # state comparison runs this
            "lines": [
                [colour[0], count[0]],
                [colour[1], count[1]],
                [colour[2], count[2]],
                [colour[3], count[3]],
                [colour[4], count[4]],
            ],
            "wall": self.cells[:],
            "floor": self.floor[:],
            "score": self.score,
            "tally": self.tally[:],
        }


# Score breakdown kept per board; the entries always add up to the score.
TALLY_KEYS = ("tiles", "adjacency", "doubled", "floor", "rows", "columns", "colours")
T_TILES, T_ADJ, T_X2, T_FLOOR, T_ROWS, T_COLS, T_COLOURS = range(7)


# --- Game state ---------------------------------------------------------------------------


class BaseState(DraftingState):
    """A complete base-family game position; see the module notes for the two apply paths."""

    __slots__ = ("spec", "lid", "pending_row", "dead_rounds", "tiled")

    empty_factory = EMPTY
    family = "base"
    phases = PHASES

    spec: BaseSpec
    lid: list[int]  # the discard pile (box lid)
    boards: list[Board]
    pending_row: int  # TILING: the pattern line awaiting a column choice
    dead_rounds: int  # RULES.md 4.10: rounds in a row, up to the last one, with no wall tile
    tiled: bool  # a wall tile has been placed in this round's wall tiling (derived, not saved)
    # current: during TILING, the seat choosing a wall column

    # -- construction --

    @classmethod
    def new(
        cls, ruleset: RuleSet, players: int, seed: int, first_player: int | None = None
    ) -> BaseState:
        """Set up a new game; the first player is drawn from the seed when not given."""
        s = cls._setup(ruleset, players, seed, first_player)
        s.spec = ruleset.spec
        s.lid = [0] * 5
        s.boards = [Board.empty() for _ in range(players)]
        s.pending_row = -1
        s.dead_rounds = 0
        s.tiled = False
        s._refill_factories(s.lid)
        return s

    @classmethod
    def max_moves(cls, ruleset: RuleSet, players: int) -> int:
        """The most moves any game of this rule set can last (a proven bound, RULES.md 4.10).

        Every round either puts a tile on some wall or is dead. A round with a wall tile that
        does not end the game leaves every wall without a complete row (else the game ends),
        so at most 4 tiles per row: at most 20 per wall, so at most 20·players + 1 rounds put
        a tile. At most 2 dead rounds come before each of them, and at most 3 end the game:
        at most 3·(20·players + 1) rounds. A round has at most one take per tile dealt; a
        column choice places a wall tile, at most 25 per wall in the whole game.
        """
        rounds = DEAD_ROUNDS_TO_END * (ROW_CELLS_BEFORE_FULL * players + 1)
        takes = ruleset.factories(players) * ruleset.tiles_per_factory
        choices = WALL_CELLS * players if ruleset.spec.wall.has_choice else 0
        return rounds * takes + choices

    def copy(self) -> BaseState:
        """An independent copy (cheap: flat lists and immutable tuples)."""
        s = BaseState.__new__(BaseState)
        self._copy_drafting(s)
        s.spec = self.spec
        s.lid = self.lid[:]
        s.pending_row = self.pending_row
        s.dead_rounds = self.dead_rounds
        s.tiled = self.tiled
        return s

    @property
    def tiles_in_play(self) -> int:
        """Every tile wherever it is (always the rule set's total: tile conservation)."""
        total = self.bag_total + sum(self.lid) + self.table_tiles
        for b in self.boards:
            total += sum(b.line_count) + 25 - b.cells.count(-1)
            total += len(b.floor) - b.floor.count(MARKER)
        return total

    def tile_census(self) -> tuple[int, ...]:
        """Tiles of each colour wherever they are: bag, lid, table, pattern lines, walls and
        floors (20 of each colour always)."""
        counts = self._drafting_census(self.lid)
        for b in self.boards:
            for r in range(5):
                if b.line_count[r]:
                    counts[b.line_colour[r]] += b.line_count[r]
            for t in (*b.cells, *b.floor):
                if 0 <= t < MARKER:
                    counts[t] += 1
        return tuple(counts)

    def tiebreak_keys(self) -> tuple[tuple[int, int], ...]:
        """Per seat (score, complete rows): the ranking order of RULES.md 1.2."""
        return tuple((b.score, b.full_rows()) for b in self.boards)

    def tiebreak_used(self) -> bool:
        """True when the top score is shared and complete rows decided (or split) it."""
        scores = self.scores
        top = max(scores)
        return sum(1 for s in scores if s == top) > 1

    def breakdown(self, player: int) -> dict[str, int]:
        """The player's score split into tiles, adjacency, ×2, floor, rows, columns, colours."""
        return dict(zip(TALLY_KEYS, self.boards[player].tally, strict=True))

    def format_move(self, move: int) -> str:
        """Notation of a move (see module notes)."""
        return format_move(move, self.ruleset.letters)

    def parse_move(self, text: str) -> int:
        """Parse notation into a move int (legality is not checked)."""
        return parse_move(text, self.ruleset.letters)

    # -- legal moves --

    @property
    def move_space(self) -> int:
        """Every move is an int below this (MOVE_LIMIT); why_illegal refuses the rest."""
        return MOVE_LIMIT

    def legal_moves(self) -> list[int]:
        """Every legal move for the player to act, exactly; empty once the game is over."""
        phase = self.phase
        if phase == DRAFT:
            acc = self.boards[self.current].accept
            out: list[int] = []
            for s, f in enumerate(self.factories):
                if f is not EMPTY:
                    row = MOVES[s]
                    for c in PRESENT[f]:
                        out += row[c][acc[c]]
            centre = self.centre
            row = MOVES[CENTRE]
            for c in range(5):
                if centre[c]:
                    out += row[c][acc[c]]
            return out
        if phase == TILING:
            r = self.pending_row
            b = self.boards[self.current]
            base = TILE_BASE + r * 5
            return [base + j for j in self._legal_columns(b, r, b.line_colour[r])]
        return []

    def _legal_columns(self, b: Board, r: int, c: int) -> list[int]:
        """Wall columns of row r where colour c may go (RULES.md 1 B, 1.3)."""
        if b.row_colours[r] >> c & 1:
            return []
        fixed = self.spec.wall.fixed
        wall = b.wall
        cols = b.col_colours
        out = []
        for j in range(5):
            cell = r * 5 + j
            if wall >> cell & 1 or cols[j] >> c & 1:
                continue
            f = fixed[cell]
            if f in (FREE, c):
                out.append(j)
        return out

    def wall_columns(self, player: int, row: int, colour: int) -> list[int]:
        """Wall columns of a row where a colour may still go on a player's board (RULES.md 1.3)."""
        return self._legal_columns(self.boards[player], row, colour)

    def why_illegal(self, move: int) -> IllegalMoveError | None:
        """None if the move is legal, else an error whose code/params say why."""
        # A plain int is the usual case: one type test (a bool is an int, but no move).
        if (
            type(move) is not int and (not isinstance(move, int) or isinstance(move, bool))
        ) or not 0 <= move < MOVE_LIMIT:
            return IllegalMoveError(f"not a move: {move!r}", "unknown-move")
        phase = self.phase
        if phase == OVER:
            return IllegalMoveError("the game is over", "game-over")
        if move < TILE_BASE:
            a, c, d = DECODE[move]
            if phase != DRAFT:
                return IllegalMoveError(
                    "tiles are being placed on the wall: choose a wall column", "wrong-phase"
                )
            err = self._why_source(a, c, CENTRE)
            if err is not None or d == FLOOR:
                return err
            b = self.boards[self.current]
            if b.row_colours[d] >> c & 1:
                return self._colour_taken("wall row", d, c, "wall-row-has-colour", "line")
            if b.line_colour[d] not in (-1, c):
                return IllegalMoveError(
                    f"pattern line {d + 1} already holds {self.ruleset.colours[b.line_colour[d]]}",
                    "line-other-colour",
                    {"line": d, "colour": b.line_colour[d]},
                )
            if b.line_count[d] > d:
                return IllegalMoveError(f"pattern line {d + 1} is full", "line-full", {"line": d})
            return None
        if phase != TILING:
            return IllegalMoveError("no wall column is being chosen now: take tiles", "wrong-phase")
        a, c = divmod(move - TILE_BASE, 5)
        b = self.boards[self.current]
        if a != self.pending_row:
            return IllegalMoveError(
                f"pattern line {self.pending_row + 1} is being tiled, not {a + 1}",
                "wrong-row",
                {"row": self.pending_row},
            )
        colour = b.line_colour[a]
        if b.wall >> (a * 5 + c) & 1:
            return IllegalMoveError(
                f"wall cell row {a + 1}, column {c + 1} is taken",
                "cell-filled",
                {"row": a, "col": c},
            )
        f = self.spec.wall.fixed[a * 5 + c]
        if f != FREE and f != colour:
            return IllegalMoveError(
                f"that cell only takes {self.ruleset.colours[f]}", "cell-colour", {"colour": f}
            )
        if b.col_colours[c] >> colour & 1:
            return self._colour_taken("wall column", c, colour, "column-has-colour", "col")
        return None

    def _colour_taken(
        self, where: str, index: int, colour: int, code: str, key: str
    ) -> IllegalMoveError:
        """The error for a wall row or column (0-based ``index``) that already has the colour."""
        return IllegalMoveError(
            f"{where} {index + 1} already has {self.ruleset.colours[colour]}",
            code,
            {"colour": colour, key: index},
        )

    # -- applying moves --

    def play(self, move: int) -> None:
        """Fast path: apply a move from legal_moves() in place, without validation."""
        self.last_events = ()
        if move >= TILE_BASE:
            p = self.current
            r = (move - TILE_BASE) // 5
            self._place(p, self.boards[p], r, (move - TILE_BASE) % 5)
            self._tile_from(p, r + 1)
            return
        s, c, d = DECODE[move]
        p = self.current
        b = self.boards[p]
        if s == CENTRE:
            centre = self.centre
            n = centre[c]
            centre[c] = 0
            if self.marker_in_centre:
                self.marker_in_centre = False
                self.next_first = p
                # RULES 4.1: with a full floor the marker costs nothing but still counts.
                if len(b.floor) < FLOOR_SPACES:
                    b.floor.append(MARKER)
        else:
            f = self.factories[s]
            n = f[c]
            self.factories[s] = EMPTY
            centre = self.centre
            for c2 in PRESENT[f]:
                if c2 != c:
                    centre[c2] += f[c2]
        self.table_tiles -= n
        if d != FLOOR:
            have = b.line_count[d]
            put = d + 1 - have
            if put > n:
                put = n
            b.line_count[d] = have + put
            if b.line_colour[d] != c:
                b.line_colour[d] = c
                b.refresh_line(d)
            elif have + put > d:
                b.refresh_line(d)
            n -= put
        if n:
            floor = b.floor
            room = FLOOR_SPACES - len(floor)
            if n <= room:
                floor.extend([c] * n)
            else:
                floor.extend([c] * room)
                self.lid[c] += n - room
        if self.table_tiles:
            self.current = p + 1 if p + 1 < self.players else 0
        else:
            self.phase = TILING
            self.tiled = False
            self._tile_from(0, 0)

    # -- wall tiling and round end --

    def _tile_from(self, p: int, r: int) -> None:
        """Continue wall tiling at seat p, pattern line r; stop at a choice or finish the round."""
        has_choice = self.spec.wall.has_choice
        while p < self.players:
            b = self.boards[p]
            while r < 5:
                if b.line_count[r] == r + 1:
                    if has_choice:
                        cols = self._legal_columns(b, r, b.line_colour[r])
                        if len(cols) > 1:
                            self.current = p
                            self.pending_row = r
                            return
                        if cols:
                            self._place(p, b, r, cols[0])
                        else:
                            self._line_to_floor(b, r)
                    else:
                        c = b.line_colour[r]
                        self._place(
                            p, b, r, self.spec.wall.fixed.index(c, r * 5, r * 5 + 5) - r * 5
                        )
                r += 1
            self._floor_penalty(p, b)
            p += 1
            r = 0
        self.pending_row = -1
        self._end_round()

    def _place(self, p: int, b: Board, r: int, j: int) -> None:
        """Move the tile of complete line r to wall column j and score it (RULES.md 1.1)."""
        c = b.line_colour[r]
        cell = r * 5 + j
        b.wall |= 1 << cell
        b.wall_t |= 1 << (j * 5 + r)
        b.cells[cell] = c
        b.row_colours[r] |= 1 << c
        b.col_colours[j] |= 1 << c
        h = RUN[(b.wall >> (r * 5)) & 31][j]
        v = RUN[(b.wall_t >> (j * 5)) & 31][r]
        base = (h if h > 1 else 0) + (v if v > 1 else 0) or 1
        mult = 2 if cell in self.spec.wall.doubled else 1
        pts = base * mult
        b.score += pts
        self.tiled = True
        b.tally[T_TILES] += 1
        b.tally[T_ADJ] += base - 1
        b.tally[T_X2] += pts - base
        self.lid[c] += r  # the rest of the line goes to the lid
        b.line_colour[r] = -1
        b.line_count[r] = 0
        b.refresh_line(r)
        self.last_events += (
            ScoreEvent(
                p,
                pts,
                ev.WALL,
                pts,
                {"row": r, "col": j, "colour": c, "h": h, "v": v, "multiplier": mult},
            ),
        )

    def _line_to_floor(self, b: Board, r: int) -> None:
        """A complete line with no legal wall cell falls to the floor whole (RULES.md 1 B)."""
        c = b.line_colour[r]
        n = b.line_count[r]
        room = FLOOR_SPACES - len(b.floor)
        k = n if n < room else room
        b.floor.extend([c] * k)
        self.lid[c] += n - k
        b.line_colour[r] = -1
        b.line_count[r] = 0
        b.refresh_line(r)

    def _floor_penalty(self, p: int, b: Board) -> None:
        """Charge each occupied floor space, never below 0; tiles to the lid."""
        if not b.floor:
            return
        values = self.spec.floor_values
        new: list[ScoreEvent] = []
        for i, t in enumerate(b.floor):
            v = values[i]
            if t != MARKER:
                self.lid[t] += 1
            if v:
                before = b.score
                b.score = before + v if before + v > 0 else 0
                delta = b.score - before
                b.tally[T_FLOOR] += delta
                new.append(ScoreEvent(p, delta, ev.FLOOR, v, {"space": i, "value": v, "tile": t}))
        b.floor = []
        self.last_events += tuple(new)

    def _end_round(self) -> None:
        """After all wall tiling: end the game (RULES.md 1.2, 4.3, 4.10) or prepare the next
        round."""
        self.dead_rounds = 0 if self.tiled else self.dead_rounds + 1
        over = any(b.wall & m == m for b in self.boards for m in ROW_MASK)
        if not over and self.dead_rounds >= DEAD_ROUNDS_TO_END:
            over = True  # 4.10: three rounds in a row without a wall tile (refusal to play)
        if not over and self.bag_total + sum(self.lid) == 0:
            over = True  # 4.3: no tile can ever be drawn again
        if not over:
            # 4.3: no row can ever be completed. Checked on every wall: the coloured wall
            # deadlocks too when the tiles a row still needs are locked in stuck lines.
            supply, stuck = self._reachable_supply()
            over = all(
                self._row_blocked(b, r, supply, stuck[p])
                for p, b in enumerate(self.boards)
                for r in range(5)
            )
        if over:
            self._final_bonuses()
            self.phase = OVER
            return
        if self.next_first >= 0:
            self.first_player = self.next_first
        # 4.2: nobody took from the centre, so the same player starts again.
        self.next_first = -1
        self.current = self.first_player
        self.marker_in_centre = True
        self.round += 1
        self.phase = DRAFT
        self._refill_factories(self.lid)

    def _reachable_supply(self) -> tuple[list[int], list[int]]:
        """Per colour, the most tiles a pattern line can ever gather; per seat, a bit mask of
        the pattern lines that can never be completed (their tiles are locked for good).

        A partly filled line gives its tiles back only once it is completed, which first takes
        more tiles of its colour from those that are loose (bag, lid, table, floors) or given
        back by other lines. Completing a line never lowers that supply, so completing every
        line that can be completed, in any order, until none more can, gives a sound bound.
        """
        supply = [self.bag[c] + self.lid[c] + self.centre[c] for c in range(5)]
        for f in self.factories:
            for c in PRESENT[f]:
                supply[c] += f[c]
        for b in self.boards:
            for t in b.floor:
                if t != MARKER:
                    supply[t] += 1
        waiting = [
            (p, r, b.line_colour[r], r + 1 - b.line_count[r], b.line_count[r])
            for p, b in enumerate(self.boards)
            for r in range(5)
            if b.line_count[r]
        ]
        progress = True
        while progress:
            progress = False
            for item in waiting[:]:
                _, _, c, need, have = item
                if need <= supply[c]:
                    # Upper bound: all its tiles come back (a grey-wall line may fall whole).
                    supply[c] += have
                    waiting.remove(item)
                    progress = True
        stuck = [0] * self.players
        for p, r, _, _, _ in waiting:
            stuck[p] |= 1 << r
        return supply, stuck

    def _row_blocked(self, b: Board, r: int, supply: list[int], stuck: int) -> bool:
        """True when wall row r can never be completed (RULES.md 4.3): its pattern line is
        stuck, or its empty cells cannot all get distinct missing colours, each legal in its
        cell and still obtainable (a matching between empty cells and colours)."""
        if b.wall & ROW_MASK[r] == ROW_MASK[r]:
            return False
        if stuck >> r & 1:
            return True
        rc = b.row_colours[r]
        held = b.line_colour[r]  # a line that can still be completed delivers its colour
        # Colours the row may still receive: missing from it, and enough of them reachable to
        # fill pattern line r (r + 1 tiles) unless the line already holds that colour.
        wanted = 0
        for c in range(5):
            if not rc >> c & 1 and (c == held or supply[c] > r):
                wanted |= 1 << c
        fixed = self.spec.wall.fixed
        options: list[int] = []  # per empty cell: the colours it may still take
        for j in range(5):
            cell = r * 5 + j
            if b.wall >> cell & 1:
                continue
            mask = wanted & ~b.col_colours[j]
            f = fixed[cell]
            if f != FREE:
                mask &= 1 << f
            if not mask:
                return True
            options.append(mask)
        return not distinct_choice(options)

    def _final_bonuses(self) -> None:
        """End bonuses: complete rows, columns and colours (RULES.md 1.2)."""
        spec = self.spec
        new: list[ScoreEvent] = []
        for p, b in enumerate(self.boards):
            for r in range(5):
                if b.wall & ROW_MASK[r] == ROW_MASK[r]:
                    b.score += spec.bonus_row
                    b.tally[T_ROWS] += spec.bonus_row
                    new.append(
                        ScoreEvent(p, spec.bonus_row, ev.ROW_BONUS, spec.bonus_row, {"row": r})
                    )
            for j in range(5):
                if b.wall_t & ROW_MASK[j] == ROW_MASK[j]:
                    b.score += spec.bonus_column
                    b.tally[T_COLS] += spec.bonus_column
                    new.append(
                        ScoreEvent(
                            p, spec.bonus_column, ev.COLUMN_BONUS, spec.bonus_column, {"col": j}
                        )
                    )
            for c in range(5):
                if b.cells.count(c) == 5:
                    b.score += spec.bonus_colour
                    b.tally[T_COLOURS] += spec.bonus_colour
                    new.append(
                        ScoreEvent(
                            p, spec.bonus_colour, ev.COLOUR_BONUS, spec.bonus_colour, {"colour": c}
                        )
                    )
        self.last_events += tuple(new)

    # -- serialisation --

    def to_json(self) -> dict[str, Any]:
        """The whole state as plain JSON-compatible data (see docs/engine.md)."""
        # Keys in the saved order (the drafting fields first): the same state always gives the
        # same JSON text.
        data = self._drafting_json()
        data["lid"] = self.lid[:]
        data["pending_row"] = self.pending_row
        data["dead_rounds"] = self.dead_rounds
        data["boards"] = [b.to_json() for b in self.boards]
        data["last_events"] = [e.to_json() for e in self.last_events]
        return data

    @classmethod
    def _from_json(cls, data: dict[str, Any]) -> BaseState:
        s = cls._load_drafting(data)
        s.spec = s.ruleset.spec
        s.lid = json_counts(data["lid"], 5, "lid")
        s.pending_row = json_int(data["pending_row"], -1, 4, "pending_row")
        # Saves from before RULES.md 4.10 have no counter: they start counting now.
        most_dead = DEAD_ROUNDS_TO_END if s.phase == OVER else DEAD_ROUNDS_TO_END - 1
        s.dead_rounds = json_int(data.get("dead_rounds", 0), 0, most_dead, "dead_rounds")
        # Mid-tiling, the pending column choice places a tile, so the round is not dead.
        s.tiled = s.phase == TILING
        boards = json_list(data["boards"], "boards")
        if len(boards) != s.players:
            raise StateFormatError("one board per player is needed")
        s.boards = [s._board_from_json(json_object(bd, "a board")) for bd in boards]
        s._check_tiles()
        if s.phase == TILING and s.pending_row < 0:
            raise StateFormatError("tiling phase without a pending pattern line")
        # A loaded game must be playable: these states cannot arise in play and would stall it.
        if s.phase == DRAFT and not s.table_tiles:
            raise StateFormatError("drafting with no tiles on the factories or in the centre")
        if s.phase == TILING:
            b, r = s.boards[s.current], s.pending_row
            if b.line_count[r] != r + 1 or len(s._legal_columns(b, r, b.line_colour[r])) < 2:
                raise StateFormatError(f"pattern line {r + 1} offers no wall column to choose")
        holders = [p for p, b in enumerate(s.boards) for t in b.floor if t == MARKER]
        if s.marker_in_centre != (s.next_first < 0) or holders not in ([], [s.next_first]):
            raise StateFormatError("the first-player marker is in more than one place")
        return s

    def _board_from_json(self, data: dict[str, Any]) -> Board:
        b = Board.empty()
        lines = json_list(data["lines"], "pattern lines")
        if len(lines) != 5:
            raise StateFormatError("a board has 5 pattern lines")
        line_colour = b.line_colour
        line_count = b.line_count
        for r, line in enumerate(lines):
            if not isinstance(line, list) or len(line) != 2:
                raise StateFormatError(f"pattern line {r + 1} must be [colour, count]")
            colour, count = line
            if type(colour) is not int or not -1 <= colour <= 4:  # json_int's usual case inline
                colour = json_int(colour, -1, 4, "line colour")
            if type(count) is not int or not 0 <= count <= r + 1:
                count = json_int(count, 0, r + 1, "line count")
            if (colour == -1) != (count == 0):
                raise StateFormatError(f"pattern line {r + 1} is inconsistent")
            line_colour[r] = colour
            line_count[r] = count
        cells = json_list(data["wall"], "wall")
        if len(cells) != WALL_CELLS:
            raise StateFormatError("a wall has 25 cells")
        fixed = self.spec.wall.fixed
        row_colours = b.row_colours
        col_colours = b.col_colours
        wall = wall_t = 0
        for cell, colour in enumerate(cells):
            if type(colour) is not int or not -1 <= colour <= 4:  # json_int's usual case inline
                colour = json_int(colour, -1, 4, "wall colour")
            if colour < 0:
                continue
            r, j = divmod(cell, 5)
            if fixed[cell] not in (FREE, colour):
                raise StateFormatError(f"wall cell {r + 1},{j + 1} cannot hold that colour")
            if row_colours[r] >> colour & 1 or col_colours[j] >> colour & 1:
                raise StateFormatError(f"colour repeated in wall row {r + 1} or column {j + 1}")
            wall |= 1 << cell
            wall_t |= 1 << (j * 5 + r)
            row_colours[r] |= 1 << colour
            col_colours[j] |= 1 << colour
        b.cells = cells[:]  # every entry checked above (json_int gives back the value it checks)
        b.wall = wall
        b.wall_t = wall_t
        for r in range(5):
            if line_colour[r] >= 0 and row_colours[r] >> line_colour[r] & 1:
                raise StateFormatError(f"pattern line {r + 1} holds a colour its wall row has")
        b.floor = [json_int(t, 0, MARKER, "floor tile") for t in json_list(data["floor"], "floor")]
        if len(b.floor) > FLOOR_SPACES:
            raise StateFormatError("the floor line has 7 spaces")
        b.score = json_int(data["score"], 0, BREAKDOWN_LIMIT, "score")
        b.tally = json_tally(data["tally"], TALLY_KEYS, b.score)
        b.refresh_lines()
        return b
