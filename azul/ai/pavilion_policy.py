"""Knowledge of Summer Pavilion (every board side and round track) for the AI players.

- ``move_value``: how good one decision looks for the player making it, for every decision
  kind: takes (tiles wanted, wild tile, centre penalty), placements (points for the run, tiles
  from completed structures, progress to star and value bonuses, minus the tiles paid - wild
  tiles count a little more), passing (tiles that would be discarded), keeping tiles and
  bonus picks (how useful that colour is);
- ``PavilionPolicy.estimate``: score so far plus the fitted prediction of the points a board
  will still score (``pavilion_features`` / ``pavilion_weights``);
- quick move choice for simulations.

The "pavilion" family's manifest (``azul.engine.builtin``) names ``PavilionPolicy`` and
``FEATURE_SET``.
"""

from __future__ import annotations

import random
from typing import cast

from azul.engine import GameState
from azul.engine import pavilion_moves as pm
from azul.engine.pavilion_board import POPCOUNT6
from azul.engine.pavilion_game import STRUCTS_AT, PavilionState
from azul.engine.pavilion_geometry import RING_RUN

from .families import FeatureSet, Sample
from .pavilion_features import FEATURES, colour_demand, features, secured_bonus
from .pavilion_planner import plan_values
from .pavilion_value import seat_estimate
from .policy import GenericPolicy, PlanLimits, best_of

# The move encoding's bounds, as locals of this module (move_value runs in every simulation).
CENTRE, PASS, DONE, PDEC = pm.CENTRE, pm.PASS, pm.DONE, pm.PDEC
PLACE_BASE, PLACE_LIMIT, PICK_BASE, KEEP_BASE = (
    pm.PLACE_BASE,
    pm.PLACE_LIMIT,
    pm.PICK_BASE,
    pm.KEEP_BASE,
)

TILE_COST = 0.45  # value of an ordinary tile paid for a placement
WILD_COST = 0.75  # a wild tile is worth more: it could have paid for any colour
STRUCTURE_TILE = 0.9  # value of one bonus tile earned by completing a structure
CENTRE_MARKER = 1.0  # starting the next round is worth about a point
# Share of the first centre take's penalty (a point per tile) that the take's value counts.
# The tiles and the next round's first turn repay most of it: a rule-based bot that always
# takes the most tiles, centre penalty and all, beat one that counts the penalty against the
# tiles in 74% of 200 games (summer-pavilion; 75% on grey boards). Counted in full, the
# take's prior was so low that Medium's 100-iteration search hardly ever looked at it and
# drafted 8 tiles a game fewer than that bot (issue 32, benchmarks/README.md): at half,
# Medium's margin over the bot grew from +3.6 to +17.3 points a game on the same 40 deals.
CENTRE_PENALTY_SHARE = 0.5
ROLLOUT_SAMPLE = 10


def draft_value(state: PavilionState, move: int, demand: list[int]) -> float:
    """A take: tiles of a wanted colour (less once the demand is met), the wild tile, part of
    the centre penalty (``CENTRE_PENALTY_SHARE``) and the marker."""
    src, c = divmod(move, pm.NCOL)
    w = state.wild
    b = state.boards[state.current]
    counts = state.centre if src == CENTRE else state.factories[src]
    if c == w:
        n, wild = 0, 1
    else:
        n, wild = counts[c], 1 if counts[w] else 0
    have = b.hand[c]
    useful = max(0, min(have + n, demand[c]) - min(have, demand[c]))
    value = useful * 1.0 + (n - useful) * 0.15 + wild * 1.3
    if src == CENTRE and state.marker_in_centre:
        value -= CENTRE_PENALTY_SHARE * (n + wild) - CENTRE_MARKER
    return value


def place_value(state: PavilionState, move: int) -> float:
    """A placement: run points, structure tiles, bonus progress, minus what is paid."""
    cell, c, k = PDEC[move - PLACE_BASE]
    b = state.boards[state.current]
    spec = state.spec
    star = cell // 6
    filled = b.filled | 1 << cell
    mask = (filled >> (star * 6)) & 63
    value = float(RING_RUN[mask][cell - star * 6])
    for smask, reward, _, _ in STRUCTS_AT[cell]:
        if filled & smask == smask:
            value += reward * STRUCTURE_TILE
    covered = POPCOUNT6[mask]
    cm = b.star_colours[star] | 1 << c
    if covered == 6:
        value += (
            spec.star_bonus_by_colour[c] if POPCOUNT6[cm] == 1 else spec.multicolour_bonus
        ) * 0.8
    else:
        value += covered * covered * 0.12  # stars near completion are worth finishing
    n = spec.values[cell]
    if c == state.wild:
        value -= n * WILD_COST
    else:
        value -= (n - k) * TILE_COST + k * WILD_COST
    return value


def pass_value(state: PavilionState) -> float:
    """Passing: the tiles that would be discarded (or charged at the game end)."""
    b = state.boards[state.current]
    held = sum(b.hand)
    if state.round >= state.spec.rounds:
        return -float(held)
    return -float(max(0, held - state.spec.keep_limit + sum(b.corners))) - 0.5


def colour_value(state: PavilionState, colour: int, demand: list[int], next_round: bool) -> float:
    """Worth of one more tile of a colour in hand (this round, or the next when keeping)."""
    wild = state.spec.wild(state.round + 1) if next_round else state.wild
    b = state.boards[state.current]
    value = 1.0 if b.hand[colour] < demand[colour] else 0.3
    if colour == wild:
        value += 0.6
    return value


def move_value(state: PavilionState, move: int, demand: list[int] | None = None) -> float:
    """The value of any Summer Pavilion decision for the player making it."""
    if PLACE_BASE <= move < PLACE_LIMIT:
        return place_value(state, move)
    if move == PASS:
        return pass_value(state)
    if move == DONE:
        return 0.0
    if demand is None:
        demand = colour_demand(state, state.current)
    if move < PLACE_BASE:
        return draft_value(state, move, demand)
    if move < KEEP_BASE:
        return colour_value(state, move - PICK_BASE, demand, next_round=False)
    return colour_value(state, move - KEEP_BASE, demand, next_round=True) + 0.5


def record_round_start(state: GameState) -> list[Sample]:
    """(stage = round - 1, features, points already certain) of every seat (for fit_eval)."""
    pav = cast(PavilionState, state)
    return [
        (pav.round - 1, features(pav, p), b.score + secured_bonus(pav, p))
        for p, b in enumerate(pav.boards)
    ]


class PavilionPolicy(GenericPolicy):
    """The FamilyPolicy of Summer Pavilion."""

    # Hard's objective here (players.HARD_RIVALRY elsewhere): a pure builder. Summer Pavilion
    # gives few ways to spoil a rival's board, and the half-rival objective cost points: in
    # self-play at 1 s per move, rivalry 0.5 averaged 97.4 (40 games) and rivalry 0 99.8
    # (20 other deals). Not yet re-measured against Medium (see benchmarks/README.md).
    search_rivalry = 0.0
    # Medium plans the round by a small search instead of round-outs: a round here is drafting
    # and then one payment after another from the same hand, which one greedy round-out per
    # candidate plans badly (see benchmarks/README.md, "Issue 18 targets").
    medium_iterations = 100

    def move_values(self, state: GameState, moves: list[int]) -> list[float]:
        """Heuristic value of each legal move for the player to act."""
        pav = cast(PavilionState, state)
        demand = colour_demand(pav, pav.current)
        return [move_value(pav, m, demand) for m in moves]

    def rollout_move(self, state: GameState, moves: list[int], rng: random.Random) -> int:
        """Best of a random handful of moves by move value (all of them when few)."""
        if len(moves) == 1:
            return moves[0]
        pav = cast(PavilionState, state)
        cand = moves if len(moves) <= ROLLOUT_SAMPLE else rng.sample(moves, ROLLOUT_SAMPLE)
        if PASS in moves and PASS not in cand:
            cand.append(PASS)
        # Only takes, picks and keeps ask for the colour demand; placements, the pass and
        # "done" do not, so most simulation steps skip working it out.
        if any(m < PLACE_BASE or m >= PICK_BASE for m in cand if m != PASS and m != DONE):
            demand: list[int] | None = colour_demand(pav, pav.current)
        else:
            demand = None
        return best_of(cand, lambda m: move_value(pav, m, demand))

    def planned_values(
        self, state: GameState, rng: random.Random, limits: PlanLimits
    ) -> dict[int, float] | None:
        """After drafting: every move's value by the best of every sequence of the seat's own
        turns this round (``pavilion_planner``); None while drafting or when the plan is too
        large."""
        return plan_values(cast(PavilionState, state), rng, limits)

    def estimate(self, state: GameState) -> list[float]:
        """Expected final score of every seat (exact once the game is over)."""
        pav = cast(PavilionState, state)
        return [seat_estimate(pav, p) for p in range(pav.players)]


# What the weight-fitting tool records for the family (named in its manifest).
FEATURE_SET = FeatureSet(FEATURES, record_round_start)
