"""Exact planning of one seat's turns once Summer Pavilion's drafting is over.

After the last take, a seat's round is a puzzle of its own: which spaces to cover from the
hand drafted, in which order (a run scores by what is already next to it), with which wild
tiles, which bonus tiles to pick, and what to keep when it passes. Rivals touch it only
through the bonus-tile supply. The search (``mcts.py``) plays such turns out with quick
random-ish moves and judges the round's end, so it often settles for a worse payment; this
module instead tries every sequence of the seat's own placements (depth-first, with a table
of positions already solved: many orders reach one position) and values each way of passing
exactly as the search would at the round's end (``PavilionPolicy.estimate``), keeping the
best tiles. The rivals are assumed to have passed: what they still do changes only which bonus
tiles are left, which the plan cannot know anyway.

The future supply refills are random: the plan runs on a copy with other draws
(``reseeded``), like every simulation of the search, so it never peeks at the real ones.
The plan is exhaustive, so it can be large: it gives up (returns None) past its node or time
limit and the caller searches as before.
"""

from __future__ import annotations

import random
from itertools import product

from azul.engine.pavilion_game import BONUS, KEEP, PLACE, STRUCTS_AT, PavilionState
from azul.engine.pavilion_geometry import RING_RUN
from azul.engine.pavilion_moves import NCOL, PASS, PDEC, PLACE_BASE, PLACE_LIMIT

from .pavilion_features import colour_demand, features, secured_bonus
from .pavilion_value import seat_estimate
from .pavilion_weights import WEIGHTS
from .policy import PlanLimits

# Feature slots of ``pavilion_features.FEATURES`` that depend on the tiles in hand: at the
# round's end they are recomputed for the tiles kept.
HAND, HAND_USEFUL, WILD_HELD = 7, 8, 9
CHECK_EVERY = 256  # positions between looks at the clock
NOTHING_KEPT: tuple[int, ...] = (0,) * NCOL


class PlanAborted(Exception):
    """The plan passed its node or time limit (or the caller asked it to stop)."""


def _after_loss(score: int, amount: int, floor: int) -> int:
    """A score after losing ``amount`` points (never below the floor, RULES 4.6)."""
    after = score - amount
    if after < floor:
        return floor if score > floor else score
    return after


def _keep_options(hand: list[int], first: int, room: int) -> list[tuple[int, ...]]:
    """Every way to keep up to ``room`` more tiles of colours ``first`` and later, per colour."""
    ranges = [range(min(hand[c], room) + 1) if c >= first else range(1) for c in range(NCOL)]
    return [k for k in product(*ranges) if sum(k) <= room]


BoardPart = tuple[float, list[int], float]


def board_part(state: PavilionState, seat: int) -> BoardPart:
    """What the round-end estimate takes from the board alone, whatever tiles are kept: the
    fitted gain of its features but the hand's, its colour demand and its secured bonuses."""
    weights = WEIGHTS[min(state.round + 1, len(WEIGHTS)) - 1]
    demand = colour_demand(state, seat)
    f = features(state, seat, demand)
    fixed = 0.0
    for i, (w, x) in enumerate(zip(weights, f, strict=True)):
        if i != HAND and i != HAND_USEFUL and i != WILD_HELD:
            fixed += w * x
    return fixed, demand, secured_bonus(state, seat)


def round_end_value(
    state: PavilionState, seat: int, part: BoardPart | None = None
) -> tuple[float, tuple[int, ...]]:
    """The seat's estimated final score if it passes (or, while keeping, stops) now with the
    best choice of tiles to keep, and that choice (per colour, beyond those already kept).

    The same number ``PavilionPolicy.estimate`` gives at the start of the next round (or the
    exact final score after the last round), without playing the round's end. ``part``: the
    board's ``board_part``, when the caller has it already.
    """
    b = state.boards[seat]
    spec = state.spec
    hand = b.hand
    held = sum(hand)
    if state.round >= spec.rounds:
        # The last round keeps nothing: the hand costs 1 point a tile at the pass.
        bonus = secured_bonus(state, seat) if part is None else part[2]
        return float(_after_loss(b.score, held, spec.min_score)) + bonus, NOTHING_KEPT
    fixed, demand, bonus = board_part(state, seat) if part is None else part
    weights = WEIGHTS[min(state.round + 1, len(WEIGHTS)) - 1]
    wild_next = spec.wild(state.round + 1)
    corners = b.corners
    room = spec.keep_limit - sum(corners)
    first = state.colour_floor if state.phase == KEEP else 0
    w_hand, w_useful, w_wild = weights[HAND], weights[HAND_USEFUL], weights[WILD_HELD]
    already = fixed + w_hand * sum(corners) + w_wild * corners[wild_next]
    already += w_useful * sum(min(corners[c], demand[c]) for c in range(NCOL))
    # Each kept tile saves its 1-point discard and adds its share of the estimate; the share
    # only shrinks as more of a colour is kept (beyond the colour's demand), so keeping the
    # best tiles one by one is optimal, unless the score floor or the estimate's clamp at
    # zero can bend the sums (then every choice is tried). The clamp cannot while the
    # estimate without kept tiles is positive and every kept tile adds to it.
    gains: list[tuple[float, int]] = []
    for c in range(first, NCOL):
        base = 1.0 + w_hand + (w_wild if c == wild_next else 0.0)
        for j in range(min(hand[c], room)):
            gains.append((base + (w_useful if corners[c] + j < demand[c] else 0.0), c))
    gains.sort(reverse=True)
    keep = [0] * NCOL
    gain = already
    for g, c in gains[:room]:
        if g <= 0.0:
            break
        keep[c] += 1
        gain += g - 1.0
    kept = sum(keep)
    adds = w_hand >= 0.0 and w_useful >= 0.0 and w_wild >= 0.0
    if adds and already > 0.0 and b.score - held > spec.min_score:
        return b.score - held + kept + bonus + gain, tuple(keep)
    best = -1e18
    best_keep: tuple[int, ...] = NOTHING_KEPT
    for option in _keep_options(hand, first, room):
        total = [corners[c] + option[c] for c in range(NCOL)]
        estimate = (
            fixed
            + w_hand * sum(total)
            + w_useful * sum(min(total[c], demand[c]) for c in range(NCOL))
            + w_wild * total[wild_next]
        )
        value = _after_loss(b.score, held - sum(option), spec.min_score) + bonus
        value += estimate if estimate > 0.0 else 0.0
        if value > best:
            best, best_keep = value, option
    return best, best_keep


class _Planner:
    """One exhaustive plan of a seat's own remaining turns this round."""

    def __init__(self, seat: int, limits: PlanLimits) -> None:
        self.seat = seat
        self.limits = limits
        self.nodes = 0
        # (covered spaces, star colours, hand, supply, phase, picks owed, colour floor) ->
        # (best points still to gain from here, the move that gains them)
        self.table: dict[tuple[object, ...], tuple[float, int]] = {}
        # (covered spaces, star colours) -> board_part: many hands share one board.
        self.boards: dict[tuple[int, tuple[int, ...]], BoardPart] = {}

    def _key(self, s: PavilionState, colours: tuple[int, ...]) -> tuple[object, ...]:
        b = s.boards[self.seat]
        return (
            b.filled,
            colours,
            tuple(b.hand),
            tuple(s.supply_counts),
            s.phase,
            s.bonus_owed,
            s.colour_floor,
        )

    def _tick(self) -> None:
        self.nodes += 1
        limits = self.limits
        if self.nodes > limits.max_nodes:
            raise PlanAborted
        if self.nodes % CHECK_EVERY == 0:
            if limits.clock() >= limits.deadline:
                raise PlanAborted
            if limits.should_stop is not None and limits.should_stop():
                raise PlanAborted

    def solve(self, s: PavilionState, every: dict[int, float] | None = None) -> tuple[float, int]:
        """(best points still to gain, best move) for the seat to act in s; ``every``, when
        given, receives the points each legal move gains."""
        me = self.seat
        board = s.boards[me]
        colours = tuple(board.star_colours)
        key = self._key(s, colours)
        known = self.table.get(key) if every is None else None
        if known is not None:
            return known
        self._tick()
        score = board.score
        best = -1e18
        best_move = PASS
        # A placement that completes no structure changes only this board (the supply, when
        # full, stays as it is): its position is known without playing it, so a position
        # solved already is looked up without copying the state.
        quick = s.phase == PLACE and s.supply_total == len(s.supply)
        filled, hand, wild, values = board.filled, board.hand, s.wild, s.spec.values
        supply = key[3]
        for m in s.legal_moves():
            if quick and PLACE_BASE <= m < PLACE_LIMIT:
                cell, c, k = PDEC[m - PLACE_BASE]
                after = filled | 1 << cell
                if all(after & mask != mask for mask, _, _, _ in STRUCTS_AT[cell]):
                    star = cell // 6
                    left = hand[:]
                    left[c] -= values[cell] - k
                    left[wild] -= k
                    now = list(colours)
                    now[star] |= 1 << c
                    known = self.table.get((after, tuple(now), tuple(left), supply, PLACE, 0, 0))
                    if known is not None:
                        gain = RING_RUN[(after >> (star * 6)) & 63][cell - star * 6] + known[0]
                        if every is not None:
                            every[m] = gain
                        if gain > best:
                            best, best_move = gain, m
                        continue
            if m == PASS:
                at = (board.filled, colours)
                part = self.boards.get(at)
                if part is None:
                    part = self.boards[at] = board_part(s, me)
                gain = round_end_value(s, me, part)[0] - score
            else:
                t = s.copy()
                t.play(m)
                gain = t.boards[me].score - score + self.solve(t)[0]
            if every is not None:
                every[m] = gain
            if gain > best:
                best, best_move = gain, m
        self.table[key] = (best, best_move)
        return best, best_move


def plan_values(
    state: PavilionState, rng: random.Random, limits: PlanLimits
) -> dict[int, float] | None:
    """Every legal move's value after drafting (placing, picking bonus tiles or keeping): the
    seat's expected final score when it plays the move and then its best plan; None while
    drafting or when the plan passes its limits."""
    phase = state.phase
    if phase != PLACE and phase != BONUS and phase != KEEP:
        return None
    me = state.current
    root = state.reseeded(rng.getrandbits(62))
    if phase == KEEP:
        out: dict[int, float] = {}
        for m in root.legal_moves():
            after = root.copy()
            after.play(m)
            if after.phase == KEEP and after.current == me:
                out[m] = round_end_value(after, me)[0]
            elif after.is_over or after.round != root.round:
                out[m] = seat_estimate(after, me)
            else:  # done keeping: the hand is discarded, the kept tiles wait in the corners
                out[m] = round_end_value(after, me)[0]
        return out
    for seat, board in enumerate(root.boards):
        if seat != me:
            board.passed = True  # so every turn of the plan comes back to this seat
    planner = _Planner(me, limits)
    gains: dict[int, float] = {}
    try:
        planner.solve(root, gains)
    except PlanAborted:
        return None
    score = state.boards[me].score
    return {m: score + gain for m, gain in gains.items()}
