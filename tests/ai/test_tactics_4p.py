"""Four players: positions with one clearly best take, where three rivals move between two of
Medium's turns and its round-out forecast alone once led it astray."""

from __future__ import annotations

from typing import Any

from azul.ai.base_policy import BasePolicy
from azul.ai.players import MediumPlayer

from .positions import base_position

SEEDS = (1, 2, 3)
CLEAN_TAKES = ("cw3", "8w3")  # three whites into the empty pattern line 3


def clean_line_or_floor_dump() -> Any:
    """Round 2, four players, seat 0 to take. Three whites (in the centre, or on factory 8) fill its
    empty pattern line 3 exactly. The four blacks beside them would finish line 4 (one tile missing) and
    put three on the floor (-4 now). The blacks stay where they are either way (no rival has
    a line for them, and no factory holds one), so the clean take comes first."""
    return base_position(
        players=4,
        walls=[
            ("..r..", "...r.", "...y.", ".....", "....."),
            (".y...", "..y..", "....r", ".....", "....."),
            (".y...", ".b...", ".w...", ".....", "....."),
            ("b....", "....k", "k....", ".....", "....."),
        ],
        lines=[
            ("k", "yy", "", "kkk", ""),
            ("r", "rr", "", "yyyy", ""),
            ("w", "ww", "bbb", "bbb", ""),
            ("k", "ww", "rrr", "b", ""),
        ],
        floors=["", "M", "", ""],
        next_first=1,
        factories=["brrw", "", "", "", "", "", "", "bwww"],
        centre="rrkkkkwww",
        scores=[4, 2, 5, 2],
        round_no=2,
    )


class _RoundOutOnly(BasePolicy):
    """The base policy as Medium used it before: the round-out alone decides."""

    plan_trust = 0.0


def test_medium_fills_a_line_cleanly_before_dumping_on_the_floor() -> None:
    state = clean_line_or_floor_dump()
    for seed in SEEDS:
        assert state.format_move(MediumPlayer(seed).choose(state)) in CLEAN_TAKES


def test_the_round_out_alone_dumps_on_the_floor() -> None:
    """The scenario is a real trap: trusting one forecast of three rivals' play, Medium took
    the blacks (three on the floor)."""
    state = clean_line_or_floor_dump()
    moves = []
    for seed in SEEDS:
        player = MediumPlayer(seed)
        player.policy = _RoundOutOnly()
        moves.append(state.format_move(player.choose(state)))
    assert "ck4" in moves
    for take in CLEAN_TAKES:
        assert not state.apply(state.parse_move(take)).boards[0].floor
    after = state.apply(state.parse_move("ck4"))
    assert len(after.boards[0].floor) == 3
