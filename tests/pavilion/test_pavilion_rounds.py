"""Round end, the next round, the wild colour by round, and the game end (RULES.md 2.5, 2.6,
4.2, 4.6, 4.7)."""

from __future__ import annotations

from azul.engine import events as ev
from azul.engine.pavilion_geometry import CELLS

from .helpers import colour, counts, notation, play, position

ALL_SPACES = {
    **{f"{s}{v}": s for s in "orbygp" for v in range(1, 7)},
    **{f"c{v}": "pgoybr"[v - 1] for v in range(1, 7)},
}


def test_next_round_marker_holder_starts_and_kept_tiles_return_to_the_hand() -> None:
    s = position(
        players=3,
        first_player=0,
        next_first=2,
        current=1,
        hands={1: {"p": 3, "b": 1, "g": 2}},
        corners={0: {"y": 2}},
        passed=(0, 2),
    )
    s = play(s, "pass", "kp", "kp", "kp", "kb")  # four kept → the rest (2 green) discarded
    assert s.round == 2 and s.phase == "draft"
    assert s.wild == colour("g")
    assert s.current_player == 2 and s.first_player == 2
    assert s.marker_in_centre and s.next_first == -1
    assert all(sum(f) == 4 for f in s.factories)
    assert s.boards[1].hand == counts({"p": 3, "b": 1}) and s.boards[1].corners == counts({})
    assert s.boards[0].hand == counts({"y": 2})
    assert not any(b.passed for b in s.boards)
    assert s.tiles_in_play == 132


def test_nobody_took_the_marker_so_the_same_player_starts_again() -> None:
    s = position(first_player=1, current=0, passed=(1,))
    s = play(s, "pass")
    assert s.round == 2 and s.current_player == 1


def test_kept_wild_tiles_lose_their_wild_status_next_round() -> None:
    round1 = position(round=1, hands={0: {"p": 3, "b": 1}})
    assert "b4b+3" in notation(round1)
    round2 = position(round=2, hands={0: {"p": 3, "b": 1, "g": 1}})
    assert round2.wild == colour("g")
    offered = notation(round2)
    assert "b4b+3" not in offered  # purple is an ordinary colour now
    assert "b2b+1" in offered  # green is the wild colour
    assert "p3p" in offered and "c3p" in offered
    assert "g1g" in offered and "g2g+1" not in offered


def test_round_six_pass_keeps_nothing_and_leftovers_cost_at_the_end() -> None:
    s = position(round=6, hands={0: {"y": 3}, 1: {"b": 1}}, scores={0: 9, 1: 2})
    s = play(s, "pass")
    assert s.phase == "place" and s.boards[0].hand == counts({"y": 3})  # no keep decision
    s = play(s, "pass")
    assert s.is_over and s.phase == "over" and s.legal_moves() == []
    leftovers = [(e.player, e.delta, e.points) for e in s.last_events if e.reason == ev.LEFTOVER]
    assert leftovers == [(0, -3, -3), (1, -1, -1)]
    assert s.scores == (6, 1)
    assert s.breakdown(0)["leftover"] == -3
    assert sum(b.score for b in s.boards) == sum(sum(s.breakdown(p).values()) for p in (0, 1))
    assert s.tiles_in_play == 132


def test_end_of_game_scoring_list() -> None:
    # seat 0: every star complete; seat 1: all 1s and 3s covered plus the green star
    ones_threes = {
        f"{st}{v}": ("pgoybr"[v - 1] if st == "c" else st) for st in "orbygpc" for v in (1, 3)
    }
    green = {f"g{v}": "g" for v in range(1, 7)}
    s = position(
        round=6,
        spaces={0: ALL_SPACES, 1: {**ones_threes, **green}},
        hands={0: {"r": 3}, 1: {"b": 5}},
        scores={0: 20, 1: 3},
    )
    s = play(s, "pass", "pass")
    assert s.is_over
    reasons = [e.reason for e in s.last_events]
    assert reasons[:2] == [ev.LEFTOVER, ev.LEFTOVER]  # penalties first, then the bonuses
    stars0 = {
        e.info["star"]: e.delta
        for e in s.last_events
        if e.reason == ev.STAR_BONUS and e.player == 0
    }
    # orange 17, red 14, blue 15, yellow 16, green 18, purple 20, multicolour centre 12
    assert stars0 == {0: 17, 1: 14, 2: 15, 3: 16, 4: 18, 5: 20, 6: 12}
    values0 = [
        e.info["value"] for e in s.last_events if e.reason == ev.VALUE_BONUS and e.player == 0
    ]
    assert values0 == [1, 2, 3, 4]
    assert s.scores[0] == 20 - 3 + 112 + 4 + 8 + 12 + 16
    assert s.breakdown(0)["stars"] == 112 and s.breakdown(0)["values"] == 40
    # seat 1: 3 - 5 stops at 1, then green star 18, all 1s 4, all 3s 12
    assert s.scores[1] == 1 + 18 + 4 + 12
    bonus1 = sorted((e.reason, e.delta) for e in s.last_events if e.player == 1 and e.delta > 0)
    assert bonus1 == [(ev.STAR_BONUS, 18), (ev.VALUE_BONUS, 4), (ev.VALUE_BONUS, 12)]
    assert s.winners() == (0,)
    assert s.ranking() == [(1, 0), (2, 1)]
    assert not s.tiebreak_used()


def test_ties_are_shared_victories() -> None:
    s = position(players=3, round=6, scores={0: 14, 1: 9, 2: 14}, passed=(1, 2))
    s = play(s, "pass")
    assert s.is_over
    assert s.winners() == (0, 2)
    assert s.ranking() == [(1, 0), (1, 2), (3, 1)]
    assert not s.tiebreak_used()


def test_a_game_lasts_exactly_six_rounds() -> None:
    from azul.engine import new_game

    s = new_game("summer-pavilion", 2, seed=3)
    rounds = [s.round]
    while not s.is_over:
        moves = s.legal_moves()
        # play placements when possible so the game is not just passes
        s.play(moves[0])
        if s.round != rounds[-1]:
            rounds.append(s.round)
    assert rounds == [1, 2, 3, 4, 5, 6]
    assert sum(bin(b.filled).count("1") for b in s.boards) <= 2 * CELLS
