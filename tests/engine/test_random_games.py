"""Complete random games over all six base-family rule sets and 2-4 players: legal moves
compared at every step with an independent reading of RULES.md 1, tiles counted independently
of tiles_in_play, and the base family's own invariants (floor, marker, scores never negative).
The generic contract of every family (why_illegal, apply == play, copies, JSON and notation
round trips, score events, max_moves, determinism) is checked by tests/contract/.

Hypothesis profiles (pick with AZUL_ENGINE_PROFILE): "azul-engine" (default, CI: 30 complete
games per rule set and player count, 540 in all) and "azul-engine-long" (500 per pair).
The number of games actually played is reported at the end of the run (conftest.py).
"""

from __future__ import annotations

import os
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from azul.engine import BaseState, all_rulesets, max_game_moves, new_game
from azul.engine.base_game import CENTRE, FLOOR, draft_move, tile_move
from azul.engine.colours import MARKER

from .counters import RANDOM_GAMES

# Every base-family rule set (tests/engine/test_golden.py pins the six names).
RULESETS = tuple(r.id for r in all_rulesets() if r.family == "base")

settings.register_profile(
    "azul-engine",
    max_examples=30,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)
settings.register_profile(
    "azul-engine-long",
    max_examples=500,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)
PROFILE = settings.get_profile(os.environ.get("AZUL_ENGINE_PROFILE", "azul-engine"))


def oracle(s: BaseState) -> set[int]:
    """Legal moves read straight from the rules, without the engine's tables and masks."""
    out: set[int] = set()
    if s.phase == "draft":
        b = s.boards[s.current_player]
        # The pattern lines that may take each colour (the same whatever the source).
        lines: list[list[int]] = [[] for _ in range(5)]
        for c in range(5):
            for d in range(5):
                on_wall_row = c in b.cells[d * 5 : d * 5 + 5]
                fits = b.line_count[d] == 0 or (b.line_colour[d] == c and b.line_count[d] <= d)
                if fits and not on_wall_row:
                    lines[c].append(d)
        sources = [*enumerate(s.factories), (CENTRE, tuple(s.centre))]
        for src, tiles in sources:
            for c in range(5):
                if not tiles[c]:
                    continue
                out.add(draft_move(src, c, FLOOR))
                for d in lines[c]:
                    out.add(draft_move(src, c, d))
    elif s.phase == "tiling":
        b = s.boards[s.current_player]
        r = s.pending_row
        c = b.line_colour[r]
        assert b.line_count[r] == r + 1
        for j in range(5):
            printed = s.spec.wall.fixed[r * 5 + j]
            column = [b.cells[k * 5 + j] for k in range(5)]
            row = b.cells[r * 5 : r * 5 + 5]
            if b.cells[r * 5 + j] < 0 and printed in (-1, c) and c not in column and c not in row:
                out.add(tile_move(r, j))
        assert len(out) >= 2, "a column choice is only asked for when there are 2+ cells"
    return out


def counted_tiles(s: BaseState) -> int:
    """Every tile counted from the visible state, independently of tiles_in_play."""
    n = sum(s.bag) + sum(s.lid) + sum(s.centre) + sum(sum(f) for f in s.factories)
    for b in s.boards:
        n += sum(b.line_count) + sum(1 for x in b.cells if x >= 0)
        n += sum(1 for t in b.floor if t != MARKER)
    return n


def check_position(s: BaseState) -> list[int]:
    """The base family's own invariants of one position; returns its legal moves."""
    assert counted_tiles(s) == 100
    for p in range(s.players):
        assert s.scores[p] >= 0
        assert len(s.boards[p].floor) <= 7
    markers = sum(b.floor.count(MARKER) for b in s.boards)
    assert markers <= 1 and (s.marker_in_centre == (s.next_first < 0))
    legal = s.legal_moves()
    assert set(legal) == oracle(s)
    return legal


def play_random_game(ruleset: str, players: int, seed: int, policy_seed: int) -> None:
    """Play one complete game with random legal moves, checking every position."""
    policy = random.Random(policy_seed)
    s = new_game(ruleset, players, seed)
    assert isinstance(s, BaseState)
    bound = max_game_moves(ruleset, players)
    moves = 0
    while not s.is_over:
        assert moves < bound, "the game did not end"
        s.play(policy.choice(check_position(s)))
        moves += 1
    check_position(s)
    RANDOM_GAMES["games"] += 1
    RANDOM_GAMES["moves"] += moves


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("ruleset", RULESETS)
@PROFILE
@given(seed=st.integers(0, 2**64 - 1), policy_seed=st.integers(0, 2**32))
def test_random_games_keep_every_invariant(
    ruleset: str, players: int, seed: int, policy_seed: int
) -> None:
    play_random_game(ruleset, players, seed, policy_seed)


@pytest.mark.parametrize(
    ("ruleset", "players", "seed"),
    [("crystal-mosaic-1", 3, 64), ("crystal-mosaic-1", 4, 4), ("crystal-mosaic-2", 4, 74)],
)
def test_games_that_used_to_deadlock_now_end(ruleset: str, players: int, seed: int) -> None:
    # With these seeds random play once locked every tile a row still needed in unfinished
    # pattern lines, and the game never ended; ruling 4.3 now ends it (checked on all walls).
    play_random_game(ruleset, players, seed, seed)


@pytest.mark.parametrize(
    ("mini", "original"), [("azul-mini", "azul"), ("azul-mini-dark", "azul-grey")]
)
def test_mini_rule_sets_play_identically_to_their_originals(mini: str, original: str) -> None:
    for players in (2, 3, 4):
        for seed in range(12):
            a, b = new_game(mini, players, seed), new_game(original, players, seed)
            policy = random.Random(seed)
            while not b.is_over:
                legal = b.legal_moves()
                assert a.legal_moves() == legal
                move = policy.choice(legal)
                a, b = a.apply(move), b.apply(move)
                assert a.last_events == b.last_events
            assert a.is_over and a.scores == b.scores and a.winners() == b.winners()
            ja, jb = a.to_json(), b.to_json()
            assert (ja.pop("ruleset"), jb.pop("ruleset")) == (mini, original)
            assert ja == jb
