"""Knowledge of the base family (Azul, grey wall, Mini, Crystal Mosaic) for the AI players.

Three things, all driven by the rule set's data so every wall layout works:
- ``draft_value``: how good a single take looks for the taker (points-like);
- ``BasePolicy.estimate``: the expected final score of every seat at any position, from the
  score so far, the pattern lines still being filled, and how close each wall row, column and
  colour is to its end bonus given the rounds likely left;
- fast move choice for simulations.

Values are in points so the parts add up; the constants are judgement calls, kept together.
"""

from __future__ import annotations

import random
from typing import Any

from azul.engine.base_game import CENTRE, DECODE, FLOOR, RUN, TILE_BASE, TILING, BaseState, Board
from azul.engine.rulesets import FREE, WallSpec

from .base_features import features, secured_bonus, stage
from .base_weights import WEIGHTS

POP: tuple[int, ...] = tuple(bin(i).count("1") for i in range(32))
# Credit for a pattern line by the number of tiles it still misses, as a share of the points
# its tile would score: in the position value (LINE_P) and when judging a take (DRAFT_LINE_P).
LINE_P: tuple[float, ...] = (1.0, 0.5, 0.3, 0.2, 0.1, 0.05)
DRAFT_LINE_P: tuple[float, ...] = (1.0, 0.5, 0.3, 0.2, 0.1, 0.05)
# Per missing tile, the chance factor for still earning a row / column / colour bonus.
BONUS_Q = 0.5
FIRST_PLAYER_VALUE = 1.0  # choosing first in the next round is worth about a point
DRAFT_MARKER_VALUE = 0.0  # ...but a greedy take should not seek the marker for it
LONG_LINE_VALUE = 0.25  # per line index, for finishing a pattern line
ROLLOUT_SAMPLE = 8  # candidate moves looked at per simulated turn


def _fixed_columns(fixed: tuple[int, ...]) -> tuple[tuple[int, ...], ...]:
    """COL[row][colour] = the one column printed with that colour, -1 if none (grey cells)."""
    table = []
    for r in range(5):
        row = [-1] * 5
        for j in range(5):
            f = fixed[r * 5 + j]
            if f != FREE:
                row[f] = j
        table.append(tuple(row))
    return tuple(table)


# id(WallSpec) -> (fixed-colour column table, or None when columns are chosen). Rule sets are
# registered once and never freed, so their ids are stable keys.
_WALLS: dict[int, tuple[tuple[int, ...], ...] | None] = {}


_BEST: dict[tuple[int, int, int, int, int], tuple[int, int]] = {}


def _wall_columns(wall: WallSpec) -> tuple[tuple[int, ...], ...] | None:
    key = id(wall)
    try:
        return _WALLS[key]
    except KeyError:
        table = None if wall.has_choice else _fixed_columns(wall.fixed)
        _WALLS[key] = table
        return table


def place_points(b: Board, row: int, col: int) -> int:
    """Points (before any ×2) a tile would score on an empty wall cell now."""
    wall = b.wall | 1 << (row * 5 + col)
    wall_t = b.wall_t | 1 << (col * 5 + row)
    h = RUN[(wall >> (row * 5)) & 31][col]
    v = RUN[(wall_t >> (col * 5)) & 31][row]
    return (h if h > 1 else 0) + (v if v > 1 else 0) or 1


def best_column(state: BaseState, b: Board, row: int, colour: int) -> tuple[int, int]:
    """(column, points with ×2) of the best legal wall cell for colour in row; (-1, 0) if none."""
    if b.row_colours[row] >> colour & 1:
        return -1, 0
    wall = state.spec.wall
    table = _wall_columns(wall)
    if table is not None:
        j = table[row][colour]
        return j, place_points(b, row, j)
    # Chosen columns (grey / crystal walls): memoised, many searched positions share a wall.
    cols = b.col_colours
    colmask = 0
    for j in range(5):
        if cols[j] >> colour & 1:
            colmask |= 1 << j
    key = (id(wall), b.wall, row, colour, colmask)
    hit = _BEST.get(key)
    if hit is not None:
        return hit
    fixed = wall.fixed
    doubled = wall.doubled
    best, best_pts = -1, 0
    w = b.wall
    for j in range(5):
        cell = row * 5 + j
        if w >> cell & 1 or colmask >> j & 1 or fixed[cell] not in (FREE, colour):
            continue
        pts = place_points(b, row, j)
        if cell in doubled:
            pts *= 2
        if pts > best_pts:
            best, best_pts = j, pts
    if len(_BEST) > 500_000:
        _BEST.clear()
    _BEST[key] = (best, best_pts)
    return best, best_pts


def draft_value(state: BaseState, move: int) -> float:
    """How good a take looks for the taker: expected wall points gained minus floor cost."""
    s, c, d = DECODE[move]
    b = state.boards[state.current]
    if s == CENTRE:
        n = state.centre[c]
        marker = 1 if state.marker_in_centre else 0
    else:
        n = state.factories[s][c]
        marker = 0
    value = DRAFT_MARKER_VALUE if marker else 0.0
    over = n
    if d != FLOOR:
        k = b.line_count[d]
        room = d + 1 - k
        put = n if n < room else room
        over = n - put
        _, pts = best_column(state, b, d, c)
        gain = DRAFT_LINE_P[room - put] - (DRAFT_LINE_P[room] if k else 0.0)
        value += gain * pts
        if put == room:
            value += LONG_LINE_VALUE * d
    new = over + marker
    if new:
        used = len(b.floor)
        value += sum(state.spec.floor_values[used : used + new])
    return value


def tile_value(state: BaseState, move: int) -> float:
    """Value of a wall-column choice: the points it scores now plus a little bonus outlook."""
    r, j = divmod(move - TILE_BASE, 5)
    b = state.boards[state.current]
    pts = place_points(b, r, j)
    if r * 5 + j in state.spec.wall.doubled:
        pts *= 2
    # Columns already holding tiles move closer to a column bonus.
    return pts + 0.2 * POP[(b.wall_t >> (j * 5)) & 31]


def move_value(state: BaseState, move: int) -> float:
    """draft_value or tile_value, whichever kind the move is."""
    return draft_value(state, move) if move < TILE_BASE else tile_value(state, move)


def rounds_left(state: BaseState) -> int:
    """Rough number of rounds still to be played after this one finishes (at least 1)."""
    most = 0
    for b in state.boards:
        w = b.wall
        lc = b.line_count
        for r in range(5):
            n = POP[(w >> (r * 5)) & 31] + (1 if lc[r] == r + 1 else 0)
            if n > most:
                most = n
    return 5 - most


def _bonus_chance(need: float, allow: float) -> float:
    if need < 0.05:
        return 1.0
    if need > allow + 0.05:
        return 0.0
    return float(BONUS_Q**need)


def board_estimate(state: BaseState, b: Board, left: int) -> float:
    """Expected final score of one board, given about ``left`` more rounds after this one."""
    spec = state.spec
    v = float(b.score)
    if b.floor:
        pen = sum(spec.floor_values[: len(b.floor)])
        v += pen if b.score + pen > 0 else -b.score
    w = b.wall
    wt = b.wall_t
    rows = [float(POP[(w >> (r * 5)) & 31]) for r in range(5)]
    cols = [float(POP[(wt >> (j * 5)) & 31]) for j in range(5)]
    cells = b.cells
    colours = [float(cells.count(c)) for c in range(5)]
    lc = b.line_count
    for r in range(5):
        k = lc[r]
        if not k:
            continue
        c = b.line_colour[r]
        j, pts = best_column(state, b, r, c)
        if j < 0:
            v -= k  # a full line with no legal cell falls to the floor
            continue
        missing = r + 1 - k
        p = LINE_P[missing] if (missing == 0 or left > 0) else 0.0
        v += p * pts
        rows[r] += p
        cols[j] += p
        colours[c] += p
    allow = float(left)
    br, bc, bk = spec.bonus_row, spec.bonus_column, spec.bonus_colour
    for r in range(5):
        v += br * _bonus_chance(5.0 - rows[r], allow)
    for j in range(5):
        v += bc * _bonus_chance(5.0 - cols[j], 2.0 * allow)
    for c in range(5):
        v += bk * _bonus_chance(5.0 - colours[c], 2.0 * allow)
    return v


def carried_lines(state: BaseState, b: Board) -> list[tuple[int, int]]:
    """(tiles still missing, points its tile would score now) of every unfinished pattern line."""
    out = []
    lc = b.line_count
    for r in range(5):
        k = lc[r]
        if k and k <= r:
            _, pts = best_column(state, b, r, b.line_colour[r])
            out.append((r + 1 - k, pts))
    return out


USE_FITTED = True


def fitted_estimate(
    state: BaseState, table: tuple[tuple[float, ...], ...] = WEIGHTS
) -> list[float]:
    """Score so far plus the fitted prediction of the points still to come, per seat."""
    weights = table[stage(state)]
    out = []
    for p, b in enumerate(state.boards):
        v = float(b.score)
        lines = carried_lines(state, b)
        if state.phase != "draft" or state.table_tiles:  # mid-round: settle what is certain
            spec = state.spec
            if b.floor:
                pen = sum(spec.floor_values[: len(b.floor)])
                v += pen if b.score + pen > 0 else -b.score
            for r in range(5):
                if b.line_count[r] == r + 1:
                    v += best_column(state, b, r, b.line_colour[r])[1]
        f = features(state, p, lines)
        # Points still to come can hardly be negative: the clamp guards the linear fit
        # against positions unlike the games it was fitted on.
        gain = sum(w * x for w, x in zip(weights, f, strict=True))
        out.append(v + secured_bonus(state, b) + (gain if gain > 0.0 else 0.0))
    return out


class BasePolicy:
    """The FamilyPolicy of the base family."""

    # Within a round nothing is random, so a position's legal moves depend only on the moves
    # that led to it: the search need not re-check them per determinisation.
    stable_moves = True

    def __init__(self, weights: tuple[tuple[float, ...], ...] = WEIGHTS) -> None:
        self.weights = weights

    def move_values(self, state: Any, moves: list[int]) -> list[float]:
        """Heuristic value of each legal move for the player to act."""
        if state.phase == TILING:
            return [tile_value(state, m) for m in moves]
        return [draft_value(state, m) for m in moves]

    def rollout_move(self, state: Any, moves: list[int], rng: random.Random) -> int:
        """Best of a random handful of moves by move value (all of them when few)."""
        if len(moves) == 1:
            return moves[0]
        cand = moves if len(moves) <= ROLLOUT_SAMPLE else rng.sample(moves, ROLLOUT_SAMPLE)
        value = tile_value if state.phase == TILING else draft_value
        best = cand[0]
        best_v = -1e9
        for m in cand:
            v = value(state, m)
            if v > best_v:
                best, best_v = m, v
        return best

    def estimate(self, state: Any) -> list[float]:
        """Expected final score of every seat (exact once the game is over)."""
        if state.is_over:
            return [float(x) for x in state.scores]
        if USE_FITTED:
            return fitted_estimate(state, self.weights)
        left = rounds_left(state)
        out = [board_estimate(state, b, left) for b in state.boards]
        first = state.next_first if state.next_first >= 0 else state.first_player
        out[first] += FIRST_PLAYER_VALUE
        return out

    def horizon(self, root: Any, state: Any) -> bool:
        """Simulations stop when the root's round has been tiled (or the game is over)."""
        return bool(state.is_over or state.round != root.round)

    def progress(self, state: Any) -> float:
        """Game stage from the fullest wall row: 1.0 once a row holds four tiles."""
        return stage(state) / 3.0
