"""Knowledge of the base family (Azul, grey wall, Mini, Crystal Mosaic) for the AI players.

Three things, all driven by the rule set's data so every wall layout works:
- ``draft_value`` / ``tile_value``: how good a take or a wall-column choice looks for the
  player making it (points-like: wall points gained, pattern-line progress, floor cost);
- ``BasePolicy.estimate``: the expected final score of every seat: score, end bonuses already
  secured, and the fitted prediction of the points still to come (``base_features``);
- a fast move choice for simulations, and the ``greedy`` player's move value.

The "base" family's manifest (``azul.engine.builtin``) names ``BasePolicy`` and ``FEATURE_SET``.
"""

from __future__ import annotations

import random
from typing import cast

from azul.engine import GameState
from azul.engine.base_game import (
    CENTRE,
    DECODE,
    FLOOR,
    FLOOR_SPACES,
    RUN,
    TILE_BASE,
    TILING,
    BaseState,
    Board,
)
from azul.engine.base_rules import FREE, WallSpec

from .base_features import FEATURES, features, secured_bonus, stage
from .base_weights import Table, weights_for
from .families import FeatureSet, Sample
from .policy import GenericPolicy, best_of

POP: tuple[int, ...] = tuple(bin(i).count("1") for i in range(32))
# Credit for a pattern line by the number of tiles it still misses, as a share of the points
# its tile would score. Low on purpose: lines left half-filled block later takes (self-play
# of the greedy move chooser scored 35 with (1, .9, .75, .6, .45, .3) and 56 with these).
DRAFT_LINE_P: tuple[float, ...] = (1.0, 0.5, 0.3, 0.2, 0.1, 0.05)
LONG_LINE_VALUE = 0.25  # per line index, for finishing a pattern line
ROLLOUT_SAMPLE = 8  # candidate moves looked at per simulated turn
DEAD_CELL_COST = 4.0  # a wall cell that can never be filled: a row bonus and points lost
# Planning the round (Medium): tiles left on the table that the mover's pattern lines could
# not take end on someone's floor late in the round, quite possibly the mover's; a line opened
# while others are still unfinished makes that likelier. Medium with these (0.6, 1.0-2.0) won
# 77-83% of 60-game azul matches against the strategist, 55% without.
STRANDED_TILE_COST = 0.6
OPEN_LINE_COST = 1.5  # per unfinished line already open


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
# Best column memo for chosen-column walls: (wall id, wall bits, row, colour, columns already
# holding the colour) -> (column, points).
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
    value = 0.0
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


def plan_draft_values(state: BaseState, moves: list[int]) -> list[float]:
    """draft_value of each take, less the cost of the tiles it leaves on the table that the
    taker could not absorb and of opening a line while others are unfinished."""
    b = state.boards[state.current]
    table = list(state.centre)
    for f in state.factories:
        for c in range(5):
            table[c] += f[c]
    lc = b.line_count
    room = [0] * 5  # per pattern line: tiles it can still take
    for r in range(5):
        room[r] = r + 1 - lc[r]
    accept = b.accept
    open_lines = sum(1 for r in range(5) if 0 < lc[r] <= r)
    out = []
    for m in moves:
        s, c, d = DECODE[m]
        n = state.centre[c] if s == CENTRE else state.factories[s][c]
        stranded = 0
        for c2 in range(5):
            left = table[c2] - (n if c2 == c else 0)
            if left <= 0:
                continue
            can = 0
            mask = accept[c2]
            for r in range(5):
                if r != d and mask >> r & 1:
                    can += room[r]
            if left > can:
                stranded += left - can
        value = draft_value(state, m) - STRANDED_TILE_COST * stranded
        if d != FLOOR and lc[d] == 0 and n < d + 1:
            value -= OPEN_LINE_COST * open_lines
        out.append(value)
    return out


def new_dead_cells(state: BaseState, b: Board, row: int, col: int, colour: int) -> int:
    """How many empty cells of the wall would become unfillable by putting colour there."""
    fixed = state.spec.wall.fixed
    w = b.wall | 1 << (row * 5 + col)
    before = after = 0
    rc, cc = b.row_colours, b.col_colours
    bit = 1 << colour
    for j in range(5):  # the rest of the row loses the colour
        if j != col and not w >> (row * 5 + j) & 1:
            used = rc[row] | cc[j]
            f = fixed[row * 5 + j]
            before += (used == 31) if f < 0 else (used >> f & 1)
            used |= bit
            after += (used == 31) if f < 0 else (used >> f & 1)
    for r in range(5):  # ... and so does the rest of the column
        if r != row and not w >> (r * 5 + col) & 1:
            used = rc[r] | cc[col]
            f = fixed[r * 5 + col]
            before += (used == 31) if f < 0 else (used >> f & 1)
            used |= bit
            after += (used == 31) if f < 0 else (used >> f & 1)
    return after - before


def tile_value(state: BaseState, move: int) -> float:
    """Value of a wall-column choice: the points it scores now, a little column-bonus outlook,
    and a heavy cost for every cell it makes unfillable (a row that can never be completed)."""
    r, j = divmod(move - TILE_BASE, 5)
    b = state.boards[state.current]
    pts = place_points(b, r, j)
    if r * 5 + j in state.spec.wall.doubled:
        pts *= 2
    dead = new_dead_cells(state, b, r, j, b.line_colour[r])
    # Columns already holding tiles move closer to a column bonus.
    return pts + 0.2 * POP[(b.wall_t >> (j * 5)) & 31] - DEAD_CELL_COST * dead


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


def fitted_estimate(
    state: BaseState, table: Table | None = None, at_stage: int | None = None
) -> list[float]:
    """Score so far, secured end bonuses and the fitted prediction of the points still to
    come, per seat (with the weights of ``at_stage``, by default the position's own stage).
    Mid-round (only the root of a search) the floor still to be charged and the tiles of
    finished pattern lines are settled first; at a round start both are nil."""
    if table is None:
        table = weights_for(state.ruleset.id, state.spec.wall.has_choice)
    weights = table[stage(state) if at_stage is None else at_stage]
    floor_values = state.spec.floor_values
    out = []
    for p, b in enumerate(state.boards):
        v = float(b.score)
        if b.floor:
            pen = sum(floor_values[: len(b.floor)])
            v += pen if b.score + pen > 0 else -b.score
        for r in range(5):
            if b.line_count[r] == r + 1:
                v += best_column(state, b, r, b.line_colour[r])[1]
        f = features(state, p, carried_lines(state, b))
        # Points still to come can hardly be negative: the clamp guards the linear fit
        # against positions unlike the games it was fitted on.
        gain = sum(w * x for w, x in zip(weights, f, strict=True))
        out.append(v + secured_bonus(state, b) + (gain if gain > 0.0 else 0.0))
    return out


# What each feature of the fitted value stands for, in the game review's words: the parts of a
# seat's expected points still to come (``BasePolicy.outlook_parts_all``).
OUTLOOK_PART: dict[str, str] = {
    **dict.fromkeys(
        ("rows4", "rows3", "rows2", "cols4", "cols3", "cols2", "cols1"), "outlook-bonus"
    ),
    **dict.fromkeys(("colours4", "colours3", "colours2"), "outlook-bonus"),
    **dict.fromkeys(("line_m1", "line_m2", "line_m3", "line_m4", "lines_n"), "outlook-lines"),
    "potential": "outlook-connections",
    "first": "outlook-first",
    "dead": "outlook-dead",
    "dead_rows": "outlook-dead",
}


def fitted_parts(
    state: BaseState, table: Table | None = None, at_stage: int | None = None
) -> list[dict[str, float]]:
    """Per seat, ``fitted_estimate`` less the score, split by what it stands for (the keys of
    ``OUTLOOK_PART`` and "outlook" for the rest: the fit's constant and tile count, the floor
    and finished lines still to be settled mid-round, and the secured end bonuses go with
    "outlook-bonus"). The parts add up to the estimate less the score."""
    if table is None:
        table = weights_for(state.ruleset.id, state.spec.wall.has_choice)
    weights = table[stage(state) if at_stage is None else at_stage]
    estimate = fitted_estimate(state, table, at_stage)
    out = []
    for p, b in enumerate(state.boards):
        parts: dict[str, float] = {"outlook-bonus": float(secured_bonus(state, b))}
        f = features(state, p, carried_lines(state, b))
        terms = [w * x for w, x in zip(weights, f, strict=True)]
        if sum(terms) > 0.0:  # a clamped prediction has no parts
            for name, term in zip(FEATURES, terms, strict=True):
                key = OUTLOOK_PART.get(name, "outlook")
                parts[key] = parts.get(key, 0.0) + term
        named = sum(parts.values())
        parts["outlook"] = parts.get("outlook", 0.0) + (estimate[p] - b.score - named)
        out.append(parts)
    return out


def greedy_draft_value(state: BaseState, move: int) -> tuple[int, int]:
    """(immediate value, -floor tiles) of a draft move if the round ended now: the wall
    points of a pattern line it completes plus the floor penalty it adds (the greedy player)."""
    s, c, d = DECODE[move]
    b = state.boards[state.current]
    n = state.centre[c] if s == CENTRE else state.factories[s][c]
    marker = 1 if s == CENTRE and state.marker_in_centre else 0
    value = 0
    to_floor = n
    if d != FLOOR:
        room = d + 1 - b.line_count[d]
        put = min(n, room)
        to_floor = n - put
        if put == room:  # completes the line: it would be tiled this round
            cols = state._legal_columns(b, d, c)
            if cols:
                doubled = state.spec.wall.doubled
                value += max(
                    place_points(b, d, j) * (2 if d * 5 + j in doubled else 1) for j in cols
                )
    used = len(b.floor)
    new = min(FLOOR_SPACES - used, to_floor + marker)
    values = state.spec.floor_values
    value += sum(values[used : used + new])
    return value, -(to_floor + marker)


def record_round_start(state: GameState) -> list[Sample]:
    """(stage, features, points already certain) of every seat's board (for fit_eval)."""
    base = cast(BaseState, state)
    st = stage(base)
    return [
        (
            st,
            features(base, p, carried_lines(base, b)),
            b.score + secured_bonus(base, b),
        )
        for p, b in enumerate(base.boards)
    ]


class BasePolicy(GenericPolicy):
    """The FamilyPolicy of the base family."""

    # Within a round nothing is random, so a position's legal moves depend only on the moves
    # that led to it: the search need not re-check them per determinisation.
    stable_moves = True
    # Denying a rival the tiles that finish a line or a colour is part of sound play here:
    # Medium with 0.2 beat the pure builder in 72.5% (azul) and 76.2% (crystal-mosaic-1) of
    # 40 games and the strategist in 95% of 40 crystal-mosaic-1 games (the builder: 69% of 50).
    denial = 0.2
    # With three rivals Medium's single round-out is a shaky forecast (see
    # players.MediumPlayer): weighing each candidate's plan value 5 points per point beside it
    # (2.5 per rival beyond the first) raised 4-player azul against three strategists from
    # 21.5% to 48.5% of 100 games (scores 56.8 -> 68.1). Two players are left alone: there
    # the round-out's forecast is what wins (weight 5: 85% -> 76% against the strategist).
    plan_trust = 2.5

    def __init__(self, weights: Table | None = None) -> None:
        self.weights = weights  # None: the fitted table of the state's rule set

    def move_values(self, state: GameState, moves: list[int]) -> list[float]:
        """Heuristic value of each legal move for the player to act."""
        base = cast(BaseState, state)
        if base.phase == TILING:
            return [tile_value(base, m) for m in moves]
        return [draft_value(base, m) for m in moves]

    def plan_values(self, state: GameState, moves: list[int]) -> list[float]:
        """Move values with the rest of the round in mind (leftover tiles, open lines)."""
        base = cast(BaseState, state)
        if base.phase == TILING:
            return [tile_value(base, m) for m in moves]
        return plan_draft_values(base, moves)

    def rollout_move(self, state: GameState, moves: list[int], rng: random.Random) -> int:
        """Best of a random handful of moves by move value (all of them when few)."""
        if len(moves) == 1:
            return moves[0]
        base = cast(BaseState, state)
        cand = moves if len(moves) <= ROLLOUT_SAMPLE else rng.sample(moves, ROLLOUT_SAMPLE)
        value = tile_value if base.phase == TILING else draft_value
        return best_of(cand, lambda m: value(base, m))

    def estimate(self, state: GameState) -> list[float]:
        """Expected final score of every seat (exact once the game is over)."""
        if state.is_over:
            return [float(x) for x in state.scores]
        return fitted_estimate(cast(BaseState, state), self.weights)

    def estimate_all(self, states: list[GameState]) -> list[list[float]]:
        """Estimates averaged over the weights of every stage the positions reach: the
        fitted weights jump from stage to stage, and a candidate move must not look better
        merely because it keeps every wall row short of the next stage (Medium once threw a
        tile on the floor rather than put a third tile in a row)."""
        stages = sorted({stage(cast(BaseState, s)) for s in states if not s.is_over})
        out = []
        for s in states:
            if s.is_over:
                out.append([float(x) for x in s.scores])
                continue
            per_stage = [fitted_estimate(cast(BaseState, s), self.weights, st) for st in stages]
            out.append([sum(e[p] for e in per_stage) / len(per_stage) for p in range(s.players)])
        return out

    def outlook_parts_all(self, states: list[GameState]) -> list[list[dict[str, float]]]:
        """Per position and seat, ``estimate_all`` less the score split by what it stands for
        (``fitted_parts``, averaged over the same stages): the game review's breakdown of
        what a line of play leaves for later."""
        stages = sorted({stage(cast(BaseState, s)) for s in states if not s.is_over})
        out: list[list[dict[str, float]]] = []
        for s in states:
            if s.is_over:
                out.append([{} for _ in range(s.players)])
                continue
            per_stage = [fitted_parts(cast(BaseState, s), self.weights, st) for st in stages]
            seats = []
            for p in range(s.players):
                merged: dict[str, float] = {}
                for parts in per_stage:
                    for k, v in parts[p].items():
                        merged[k] = merged.get(k, 0.0) + v / len(per_stage)
                seats.append(merged)
            out.append(seats)
        return out

    def greedy_value(self, state: GameState, move: int) -> tuple[int, int]:
        """Drafts: their value if the round ended now; wall-column choices: the points."""
        if move < TILE_BASE:
            return greedy_draft_value(cast(BaseState, state), move)
        return super().greedy_value(state, move)


# What the weight-fitting tool records for the family (named in its manifest).
FEATURE_SET = FeatureSet(FEATURES, record_round_start)
