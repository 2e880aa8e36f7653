"""Rule-based "strategist" players: the yardstick a sound human club player would be.

One bot per game family, each a plain list of priorities a good player follows, scored move by
move (one ply, no look-ahead, no search). They are written from the strategy alone and use only
the engine (nothing from ``azul.ai``), so they are an independent check of the Medium level.

Base family (Azul, grey wall, Mini, Crystal Mosaic), in order of weight:
1. finish pattern lines that score well on the wall (adjacent tiles, ×2 cells);
2. never waste tiles on the floor (every floor space costs what is printed on it), and keep
   room in the pattern lines for what is left on the table (late in a round it is forced on
   someone); do not open a new line while others are still open;
3. grow lines that can still be finished; none in a round that ends the game;
4. work towards end bonuses: columns (+7), colours (+10), rows (+2);
5. deny an opponent the tiles that would finish their line or a 5-tile colour, when cheap;
6. take the first-player marker when the take is good anyway;
7. grey/crystal walls: put a tile where it scores and never where it kills a cell of the row.

Summer Pavilion, in order of weight:
1. place where it scores: runs, completed stars (big bonuses), value groups (credited as
   they fill up), structures (windows 3 / statues 2 / pillars 1 free tiles);
2. pay with ordinary tiles first, wild tiles only for what ordinary ones cannot pay;
3. draft the colours the board can use (the cheapest empty spaces of each star), and wild tiles;
4. keep next round's wild colour and the colours still needed; never keep more than can be used;
5. pick bonus tiles that allow a placement now, else wild or needed colours;
6. pass when no placement is worth its tiles (in the last round every unused tile costs 1).

    from benchmarks.strategists import register; register()   # adds the "strategist" level
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from azul.engine.base_game import CENTRE as B_CENTRE
from azul.engine.base_game import DECODE, FLOOR, FLOOR_SPACES, RUN, TILE_BASE, TILING
from azul.engine.base_rules import FREE
from azul.engine.pavilion_board import POPCOUNT6
from azul.engine.pavilion_game import STRUCTS_AT
from azul.engine.pavilion_geometry import RING_RUN
from azul.engine.pavilion_moves import (
    CENTRE as P_CENTRE,
)
from azul.engine.pavilion_moves import (
    DONE,
    KEEP_BASE,
    NCOL,
    PASS,
    PDEC,
    PICK_BASE,
    PLACE_BASE,
    PLACE_LIMIT,
)
from azul.engine.pavilion_rules import ANY

LEVEL = "strategist"

# -- base family ---------------------------------------------------------------------------

COLUMN_BONUS_STEP = 0.6  # per tile already in the target column (towards +7)
COLOUR_BONUS_STEP = 0.7  # per tile of the colour already on the wall (towards +10)
ROW_BONUS_STEP = 0.2  # per tile already in the target row (towards +2, and the game end)
PARTIAL_LINE_SHARE = 0.4  # a started line is worth this share of its tile's points per fill
OPEN_LINE_COST = 2.0  # per line already open, for opening another one
FLEX_COST = 0.6  # per tile left on the table that my pattern lines could not absorb
MARKER_WORTH = 1.0  # starting the next round
DENY_SHARE = 0.35  # share of an opponent's gain that taking their tiles is worth
DEAD_CELL = 4.0  # a cell that no colour can fill any more: a row that cannot be completed


def _points(wall: int, row: int, col: int) -> int:
    """Points a tile scores on an empty wall cell."""
    w = wall | 1 << (row * 5 + col)
    h = RUN[(w >> (row * 5)) & 31][col]
    wt = 0
    for r in range(5):
        if w >> (r * 5 + col) & 1:
            wt |= 1 << r
    v = RUN[wt][row]
    return (h if h > 1 else 0) + (v if v > 1 else 0) or 1


def _free_cells(state: Any, b: Any, row: int, colour: int) -> list[int]:
    """Columns where colour may go in row (fixed colours or the grey/crystal rules)."""
    if b.row_colours[row] >> colour & 1:
        return []
    fixed = state.spec.wall.fixed
    out = []
    for j in range(5):
        cell = row * 5 + j
        if b.wall >> cell & 1:
            continue
        f = fixed[cell]
        if f == FREE:
            if not b.col_colours[j] >> colour & 1:
                out.append(j)
        elif f == colour:
            out.append(j)
    return out


def _cell_points(state: Any, b: Any, row: int, col: int) -> float:
    pts = _points(b.wall, row, col)
    if row * 5 + col in state.spec.wall.doubled:
        pts *= 2
    return float(pts)


def _bonus_outlook(state: Any, b: Any, row: int, col: int, colour: int) -> float:
    in_col = sum(1 for r in range(5) if b.wall >> (r * 5 + col) & 1)
    in_row = sum(1 for j in range(5) if b.wall >> (row * 5 + j) & 1)
    same = sum(1 for cell in b.cells if cell == colour)
    return COLUMN_BONUS_STEP * in_col + COLOUR_BONUS_STEP * same + ROW_BONUS_STEP * in_row


def _target(state: Any, b: Any, row: int, colour: int) -> tuple[int, float]:
    """(column, points + bonus outlook) of where a finished line of colour would go."""
    best, best_v = -1, -1e9
    for j in _free_cells(state, b, row, colour):
        v = _cell_points(state, b, row, j) + _bonus_outlook(state, b, row, j, colour)
        v -= DEAD_CELL * _dead_after(state, b, row, j, colour)
        if v > best_v:
            best, best_v = j, v
    return best, best_v


def _dead_after(state: Any, b: Any, row: int, col: int, colour: int) -> int:
    """Empty cells of the row and column that no colour could fill after colour goes here."""
    fixed = state.spec.wall.fixed
    wall = b.wall | 1 << (row * 5 + col)
    rows = list(b.row_colours)
    cols = list(b.col_colours)
    rows[row] |= 1 << colour
    cols[col] |= 1 << colour
    dead = 0
    cells = [(row, j) for j in range(5)] + [(r, col) for r in range(5)]
    for r, j in cells:
        if wall >> (r * 5 + j) & 1:
            continue
        used = rows[r] | cols[j]
        f = fixed[r * 5 + j]
        if (f == FREE and used == 31) or (f != FREE and used >> f & 1):
            dead += 1
    return dead


def _game_ends_this_round(state: Any) -> bool:
    """Some board will complete a wall row in this round's tiling."""
    for b in state.boards:
        for r in range(5):
            filled = (b.wall >> (r * 5)) & 31
            if filled.bit_count() == 4 and b.line_count[r] == r + 1:
                return True
    return False


def _taken(state: Any, source: int, colour: int) -> tuple[int, bool]:
    if source == B_CENTRE:
        return state.centre[colour], bool(state.marker_in_centre)
    return state.factories[source][colour], False


def _opponent_gain(state: Any, colour: int, n: int) -> float:
    """The most an opponent would gain from these tiles: finishing a line, or a colour bonus."""
    best = 0.0
    for p, b in enumerate(state.boards):
        if p == state.current:
            continue
        for r in range(5):
            k = b.line_count[r]
            if k and b.line_colour[r] == colour and 0 < r + 1 - k <= n:
                cols = _free_cells(state, b, r, colour)
                if cols:
                    gain = max(_cell_points(state, b, r, j) for j in cols)
                    if sum(1 for c in b.cells if c == colour) == 4:
                        gain += 10.0
                    best = max(best, gain)
    return best


def _stranded(state: Any, b: Any, source: int, colour: int, dest: int) -> int:
    """Tiles left on the table after this take that my pattern lines could not absorb: late in
    a round they end on someone's floor, quite possibly mine."""
    left = list(state.centre)
    for i, f in enumerate(state.factories):
        for c in range(5):
            if i == source:
                if c != colour:
                    left[c] += f[c]
            else:
                left[c] += f[c]
    if source == B_CENTRE:
        left[colour] = 0
    stranded = 0
    for c in range(5):
        if not left[c]:
            continue
        room = 0
        for r in range(5):
            k = b.line_count[r]
            if r == dest:
                continue  # the take just used this line (or part of it)
            if k == 0 and not b.row_colours[r] >> c & 1:
                room += r + 1
            elif k and b.line_colour[r] == c:
                room += r + 1 - k
        stranded += max(0, left[c] - room)
    return stranded


def base_draft_value(state: Any, move: int) -> float:
    """The strategist's value of a take (priorities 1-6 of the module docstring)."""
    source, colour, dest = DECODE[move]
    b = state.boards[state.current]
    n, marker = _taken(state, source, colour)
    ending = _game_ends_this_round(state)
    value = 0.0
    to_floor = n
    if dest != FLOOR:
        room = dest + 1 - b.line_count[dest]
        put = min(n, room)
        to_floor = n - put
        _, target = _target(state, b, dest, colour)
        if put == room:  # 1. the line is finished and tiled this round
            value += target + 1.0
        elif not ending:  # 3. progress on a line that can be finished later
            value += PARTIAL_LINE_SHARE * target * put / (dest + 1)
            if b.line_count[dest] == 0:
                open_lines = sum(1 for r in range(5) if 0 < b.line_count[r] <= r)
                value -= OPEN_LINE_COST * open_lines
        else:
            value -= 0.5 * put  # tiles stranded on a line when the game ends
    value -= FLEX_COST * _stranded(state, b, source, colour, dest)  # keep room for leftovers
    # 2. the floor: what the printed spaces actually cost
    used = len(b.floor)
    new = min(FLOOR_SPACES - used, to_floor + (1 if marker else 0))
    value += sum(state.spec.floor_values[used : used + new])
    # 5. denial: tiles an opponent wants, when the take itself costs little
    value += DENY_SHARE * _opponent_gain(state, colour, n) if to_floor <= 1 else 0.0
    # 6. the first-player marker
    if marker and not ending:
        value += MARKER_WORTH
    return value


def base_column_value(state: Any, move: int) -> float:
    """A grey/crystal wall column: points, bonus outlook, never a dead cell (priority 7)."""
    r, j = divmod(move - TILE_BASE, 5)
    b = state.boards[state.current]
    colour = b.line_colour[r]
    value = _cell_points(state, b, r, j) + _bonus_outlook(state, b, r, j, colour)
    return value - DEAD_CELL * _dead_after(state, b, r, j, colour)


# -- Summer Pavilion ------------------------------------------------------------------------

WILD_PAY = 0.9  # a wild tile paid: it could have paid for any colour
TILE_PAY = 0.45  # an ordinary tile paid
STRUCTURE_TILE = 0.8  # a free bonus tile
STAR_PROGRESS = 0.15  # per covered space squared: stars near completion are worth finishing
SPARE_SHARE = 0.6  # share of an ordinary tile's worth for one beyond what may be kept
VALUE_PROGRESS = 1.0  # share of a value group's bonus credited as its spaces are covered
DRAFT_WILD = 1.4
EXCESS_TILE = 0.15


def _star_colours(state: Any, b: Any, star: int) -> tuple[int, ...]:
    """Colours that may still go on a star."""
    spec = state.spec
    m = (b.filled >> (star * 6)) & 63
    cm = b.star_colours[star]
    if spec.grey:
        if POPCOUNT6[m] < 2:
            return tuple(range(NCOL))
        if POPCOUNT6[cm] == 1:
            return (cm.bit_length() - 1,)
        return tuple(c for c in range(NCOL) if not cm >> c & 1)
    f = spec.star_colours[star]
    if f == ANY:
        return tuple(c for c in range(NCOL) if not cm >> c & 1)
    return (f,)


def _needs(state: Any, seat: int) -> list[int]:
    """Per colour: tiles needed for the two cheapest empty spaces of every star it may go on."""
    b = state.boards[seat]
    values = state.spec.values
    need = [0] * NCOL
    for s in range(7):
        m = (b.filled >> (s * 6)) & 63
        if m == 63:
            continue
        costs = sorted(values[s * 6 + v] for v in range(6) if not m >> v & 1)[:2]
        for c in _star_colours(state, b, s):
            need[c] += sum(costs)
    return need


def _value_group_done(state: Any, filled: int, cell: int) -> float:
    """End bonus of the value group that covering cell completes, or a share of it for getting
    closer (0 for values without a bonus)."""
    spec = state.spec
    v = spec.values[cell]
    for value, pts in spec.value_bonus:
        if value == v:
            mask = spec.value_mask(v)
            if filled & mask == mask:
                return float(pts)
            count = mask.bit_count()
            k = (filled & mask).bit_count()
            return VALUE_PROGRESS * pts * (k * k - (k - 1) * (k - 1)) / (count * count)
    return 0.0


def _star_bonus(state: Any, star: int, colours: int) -> float:
    spec = state.spec
    if POPCOUNT6[colours] == 1:
        return float(spec.star_bonus_by_colour[colours.bit_length() - 1])
    return float(spec.multicolour_bonus)


def pavilion_place_value(state: Any, move: int) -> float:
    """Priorities 1-2: what a placement earns minus what it pays."""
    cell, c, k = PDEC[move - PLACE_BASE]
    b = state.boards[state.current]
    star = cell // 6
    filled = b.filled | 1 << cell
    mask = (filled >> (star * 6)) & 63
    value = float(RING_RUN[mask][cell - star * 6])
    for smask, reward, _, _ in STRUCTS_AT[cell]:
        if filled & smask == smask:
            value += reward * STRUCTURE_TILE
    covered = POPCOUNT6[mask]
    if covered == 6:
        value += _star_bonus(state, star, b.star_colours[star] | 1 << c)
    else:
        value += STAR_PROGRESS * covered * covered
    value += _value_group_done(state, filled, cell)
    n = state.spec.values[cell]
    if state.round >= state.spec.rounds:
        value += n  # the last round: every tile spent is a point not lost at the end
        tile_pay = 0.0
    else:
        # Tiles beyond what may be kept are thrown away on passing: nearly free to spend.
        spare = sum(b.hand) - state.spec.keep_limit
        tile_pay = TILE_PAY if spare < n else TILE_PAY * SPARE_SHARE
    if c == state.wild:
        value -= (n - 1) * WILD_PAY
    else:
        value -= (n - k - 1) * tile_pay + k * WILD_PAY
    return value


def pavilion_draft_value(state: Any, move: int) -> float:
    """Priority 3: wanted tiles, the wild tile, the centre's penalty and marker."""
    src, c = divmod(move, NCOL)
    w = state.wild
    b = state.boards[state.current]
    counts = state.centre if src == P_CENTRE else state.factories[src]
    if c == w:
        n, wild = 0, 1
    else:
        n, wild = counts[c], 1 if counts[w] else 0
    need = _needs(state, state.current)
    have = b.hand[c]
    useful = max(0, min(have + n, need[c]) - min(have, need[c]))
    value = useful + EXCESS_TILE * (n - useful) + DRAFT_WILD * wild
    if state.round >= state.spec.rounds:
        value -= 0.8 * (n - useful)  # left over at the end: a point each
    if src == P_CENTRE and state.marker_in_centre:
        value -= n + wild - MARKER_WORTH
    return value


def _colour_worth(state: Any, colour: int, next_round: bool) -> float:
    b = state.boards[state.current]
    need = _needs(state, state.current)
    wild = state.spec.wild(state.round + 1) if next_round else state.wild
    held = b.hand[colour] + b.corners[colour]
    value = 1.0 if held < need[colour] else 0.2
    if colour == wild:
        value += 0.8
    return value


def _enables_placement(state: Any, colour: int) -> float:
    """Best placement value a pick of colour makes affordable now (0 if none)."""
    b = state.boards[state.current]
    values = state.spec.values
    w = state.wild
    best = 0.0
    for s in range(7):
        if colour not in _star_colours(state, b, s):
            continue
        m = (b.filled >> (s * 6)) & 63
        for v in range(6):
            if m >> v & 1:
                continue
            n = values[s * 6 + v]
            have = b.hand[colour] + (b.hand[w] if colour != w else 0)
            if have + 1 >= n > have:
                best = max(best, float(RING_RUN[m | 1 << v][v]))
    return best


def pavilion_value(state: Any, move: int) -> float:
    """The strategist's value of any Summer Pavilion decision."""
    if PLACE_BASE <= move < PLACE_LIMIT:
        return pavilion_place_value(state, move)
    if move == PASS:
        return 0.0
    if move == DONE:
        return -0.1
    if move < PLACE_BASE:
        return pavilion_draft_value(state, move)
    if move < KEEP_BASE:
        c = move - PICK_BASE
        return _colour_worth(state, c, next_round=False) + _enables_placement(state, c)
    return _colour_worth(state, move - KEEP_BASE, next_round=True)


# -- the level -----------------------------------------------------------------------------

# family -> value of a move for the player to act
VALUES: dict[str, Callable[[Any, int], float]] = {
    "base": lambda s, m: base_column_value(s, m) if s.phase == TILING else base_draft_value(s, m),
    "pavilion": pavilion_value,
}


class StrategistPlayer:
    """Plays the best move by its family's priority list (ties broken by its seed)."""

    name = LEVEL

    def __init__(self, seed: int = 0, budget: float | None = None) -> None:
        self.rng = random.Random(seed)

    def choose(self, state: Any) -> int:
        """The highest-valued legal move."""
        moves: list[int] = state.legal_moves()
        if len(moves) == 1:
            return moves[0]
        value = VALUES[state.ruleset.family]
        return max(moves, key=lambda m: (value(state, m), self.rng.random()))


def register() -> None:
    """Add the "strategist" level to the level registry (idempotent)."""
    from azul.ai.levels import LEVELS

    LEVELS.setdefault(LEVEL, StrategistPlayer)
