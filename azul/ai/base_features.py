"""Features of one base-family board between rounds, for the fitted position value.

The position value of a board is its score plus a linear function of these features (weights
in ``base_weights.py``, fitted by ``python -m azul.ai.fit_eval`` on recorded games): what the
wall already holds, how close each row, column and colour is to its end bonus, the pattern
lines carried into the next round, how well future tiles would connect, and who starts.
"""

from __future__ import annotations

from azul.engine.base_game import RUN, BaseState, Board

POP: tuple[int, ...] = tuple(bin(i).count("1") for i in range(32))

FEATURES: tuple[str, ...] = (
    "const",
    "tiles",
    "rows4",
    "rows3",
    "rows2",
    "cols4",
    "cols3",
    "cols2",
    "cols1",
    "colours4",
    "colours3",
    "colours2",
    "line_m1",  # points the carried pattern lines would score, by tiles still missing
    "line_m2",
    "line_m3",
    "line_m4",
    "lines_n",  # number of carried pattern lines
    "potential",  # sum over empty cells of the extra points a tile there would score now
    "first",  # starts the next round
    "dead",  # empty wall cells no tile can ever fill (grey and crystal walls)
    "dead_rows",  # wall rows holding such a cell: they can never be completed
)
N_FEATURES = len(FEATURES)


def dead_cell(fixed: tuple[int, ...], b: Board, row: int, col: int) -> bool:
    """True when an empty wall cell can never be filled: every colour it could take is
    already in its row or its column (on a coloured wall this never happens)."""
    used = b.row_colours[row] | b.col_colours[col]
    f = fixed[row * 5 + col]
    return used == 31 if f < 0 else bool(used >> f & 1)


def dead_cells(state: BaseState, b: Board) -> tuple[int, int]:
    """(dead empty cells, rows holding one) of a board's wall."""
    fixed = state.spec.wall.fixed
    w = b.wall
    cells = rows = 0
    for r in range(5):
        n = 0
        for j in range(5):
            if not w >> (r * 5 + j) & 1 and dead_cell(fixed, b, r, j):
                n += 1
        if n:
            cells += n
            rows += 1
    return cells, rows


def secured_bonus(state: BaseState, b: Board) -> float:
    """End bonuses already certain: complete wall rows, columns and colours."""
    spec = state.spec
    total = 0
    w = b.wall
    wt = b.wall_t
    for r in range(5):
        if (w >> (r * 5)) & 31 == 31:
            total += spec.bonus_row
        if (wt >> (r * 5)) & 31 == 31:
            total += spec.bonus_column
    cells = b.cells
    for c in range(5):
        if cells.count(c) == 5:
            total += spec.bonus_colour
    return float(total)


def stage(state: BaseState) -> int:
    """Game stage 0..3 from the fullest wall row on any board (4 tiles: stage 3)."""
    most = 0
    for b in state.boards:
        w = b.wall
        for r in range(5):
            n = POP[(w >> (r * 5)) & 31]
            if n > most:
                most = n
    return min(3, max(0, most - 1))


def cell_points(b: Board, row: int, col: int) -> int:
    """Points a tile would score on an empty cell now (before any ×2)."""
    wall = b.wall | 1 << (row * 5 + col)
    wall_t = b.wall_t | 1 << (col * 5 + row)
    h = RUN[(wall >> (row * 5)) & 31][col]
    v = RUN[(wall_t >> (col * 5)) & 31][row]
    return (h if h > 1 else 0) + (v if v > 1 else 0) or 1


# Connection potential by wall (``wall | wall_t << 25``): many searched positions share a
# wall, and summing its 25 cells again for each of them was a tenth of a review's time.
_POTENTIAL: dict[int, int] = {}
_POTENTIAL_KEPT = 200_000  # walls remembered before the memo starts again (bounded memory)


def potential(b: Board) -> int:
    """Sum over the empty wall cells of the extra points a tile there would score now."""
    key = b.wall | b.wall_t << 25
    pot = _POTENTIAL.get(key)
    if pot is None:
        pot = 0
        w = b.wall
        for cell in range(25):
            if not w >> cell & 1:
                r, j = divmod(cell, 5)
                pot += cell_points(b, r, j) - 1
        if len(_POTENTIAL) >= _POTENTIAL_KEPT:
            _POTENTIAL.clear()
        _POTENTIAL[key] = pot
    return pot


def features(state: BaseState, seat: int, line_points: list[tuple[int, int]]) -> list[float]:
    """Feature vector of a seat's board; line_points: (tiles missing, points) per carried line."""
    b = state.boards[seat]
    w = b.wall
    wt = b.wall_t
    f = [0.0] * N_FEATURES
    f[0] = 1.0
    tiles = 0
    for r in range(5):
        n = POP[(w >> (r * 5)) & 31]
        tiles += n
        if n >= 2:
            f[6 - n] += 1.0  # rows4 at 2, rows3 at 3, rows2 at 4
    f[1] = float(tiles)
    for j in range(5):
        n = POP[(wt >> (j * 5)) & 31]
        if 1 <= n <= 4:
            f[9 - n] += 1.0  # cols4 at 5 ... cols1 at 8
    cells = b.cells
    for c in range(5):
        n = cells.count(c)
        if 2 <= n <= 4:
            f[13 - n] += 1.0  # colours4 at 9 ... colours2 at 11
    for missing, pts in line_points:
        if 1 <= missing <= 4:
            f[11 + missing] += float(pts)
        f[16] += 1.0
    f[17] = float(potential(b))
    first = state.next_first if state.next_first >= 0 else state.first_player
    f[18] = 1.0 if first == seat else 0.0
    if state.spec.wall.has_choice:
        dead, dead_rows = dead_cells(state, b)
        f[19] = float(dead)
        f[20] = float(dead_rows)
    return f
