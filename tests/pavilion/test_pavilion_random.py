"""Random complete games: legal moves checked at every step against an independent,
deliberately simple reading of RULES.md 2.3–2.7, and the family's own invariants (scores never
below 1, at most 4 corner tiles, six rounds). The generic contract of every family (why_illegal,
apply == play, copies, JSON and notation round trips, tiles, score events, max_moves,
determinism) is checked by tests/contract/."""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from azul.engine import PavilionState, all_rulesets, new_game
from azul.engine.pavilion_geometry import OUTER_STAR_COLOURS
from azul.engine.pavilion_moves import (
    DONE,
    PASS,
    draft_move,
    keep_move,
    pick_move,
    place_move,
)

# Every Summer Pavilion rule set (tests/pavilion/test_pavilion_golden.py pins the four names).
RULESETS = tuple(r.id for r in all_rulesets() if r.family == "pavilion")
GAMES = 100  # complete games per run (each checked at every step)


def oracle(s: PavilionState) -> set[int]:
    """Legal moves straight from the rules text, without the engine's tables."""
    w = s.wild
    out: set[int] = set()
    if s.phase == "draft":
        sources = list(enumerate(s.factories)) + [(9, tuple(s.centre))]
        for src, counts in sources:
            plain = [c for c in range(6) if counts[c] and c != w]
            out.update(draft_move(src, c) for c in plain)
            if not plain and counts[w]:
                out.add(draft_move(src, w))
    elif s.phase == "place":
        b = s.boards[s.current]
        hand = b.hand
        for star in range(7):
            on = [b.cells[star * 6 + v] for v in range(6) if b.cells[star * 6 + v] >= 0]
            for v in range(6):
                if b.cells[star * 6 + v] >= 0:
                    continue
                n = s.spec.values[star * 6 + v]
                for c in range(6):
                    if not s.spec.grey:
                        ok = c == OUTER_STAR_COLOURS[star] if star < 6 else c not in on
                    elif len(on) < 2:
                        ok = True
                    elif len(set(on)) == 1:
                        ok = c == on[0]
                    else:
                        ok = c not in on
                    if not ok:
                        continue
                    for k in range(6):
                        if c == w:
                            pays = k == 0 and hand[c] >= n
                        else:
                            pays = k <= n - 1 and hand[c] >= n - k and hand[w] >= k
                        if pays:
                            out.add(place_move(star, v, c, k))
        out.add(PASS)
    elif s.phase == "bonus":
        # picks in colour order: colour c only if the tiles of colours >= c cover what is owed
        tiles = [c for c in s.supply if c >= 0]
        for c in range(s.colour_floor, 6):
            if c in tiles and sum(1 for t in tiles if t >= c) >= s.bonus_owed:
                out.add(pick_move(c))
    elif s.phase == "keep":
        b = s.boards[s.current]
        if sum(b.corners) < 4:
            out.update(keep_move(c) for c in range(s.colour_floor, 6) if b.hand[c])
        out.add(DONE)
    return out


def _choose(rnd: random.Random, moves: list[int]) -> int:
    # Mostly place when possible: uniform play passes early and rarely completes anything.
    placing = [m for m in moves if m != PASS]
    if PASS in moves and placing and rnd.random() < 0.85:
        return rnd.choice(placing)
    return rnd.choice(moves)


def _check(s: PavilionState) -> None:
    assert min(s.scores) >= 1
    for p in range(s.players):
        assert sum(s.boards[p].corners) <= 4
    moves = s.legal_moves()
    assert set(moves) == oracle(s)


@settings(
    max_examples=GAMES,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)
@given(
    ruleset=st.sampled_from(RULESETS),
    players=st.integers(2, 4),
    seed=st.integers(0, 2**40),
    choices=st.integers(0, 2**32),
)
def test_random_games_keep_every_invariant(
    ruleset: str, players: int, seed: int, choices: int
) -> None:
    rnd = random.Random(choices)
    s = new_game(ruleset, players, seed)
    assert isinstance(s, PavilionState)
    rounds = [s.round]
    while not s.is_over:
        _check(s)
        s.play(_choose(rnd, s.legal_moves()))
        if s.round != rounds[-1]:
            rounds.append(s.round)
    _check(s)
    assert rounds == [1, 2, 3, 4, 5, 6]
