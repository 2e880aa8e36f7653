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


def test_round_six_pass_puts_the_whole_hand_into_storage_at_once() -> None:
    """RULES 4.7: no keep decision; the whole hand is discarded to storage at the pass, −1
    per tile, and nothing is left to charge at the game end."""
    s = position(round=6, hands={0: {"y": 3}, 1: {"b": 1}}, scores={0: 9, 1: 2})
    storage_before = list(s.storage)
    s = play(s, "pass")
    assert s.phase == "place" and s.current_player == 1  # no keep decision
    assert s.boards[0].hand == counts({}) and s.boards[0].corners == counts({})
    assert s.storage[colour("y")] == storage_before[colour("y")] + 3
    discards = [(e.player, e.delta, e.points) for e in s.last_events if e.reason == ev.DISCARD]
    assert discards == [(0, -3, -3)]
    assert s.scores == (6, 2)
    s = play(s, "pass")
    assert s.is_over and s.phase == "over" and s.legal_moves() == []
    discards = [(e.player, e.delta, e.points) for e in s.last_events if e.reason == ev.DISCARD]
    assert discards == [(1, -1, -1)]  # seat 0 is not charged twice
    assert not [e for e in s.last_events if e.reason == ev.LEFTOVER]
    assert s.scores == (6, 1)
    assert s.breakdown(0)["discards"] == -3 and s.breakdown(1)["discards"] == -1
    assert s.breakdown(0)["leftover"] == 0
    assert sum(b.score for b in s.boards) == sum(sum(s.breakdown(p).values()) for p in (0, 1))
    assert s.tiles_in_play == 132


def test_round_six_passed_tiles_refill_the_supply_for_later_bonus_picks() -> None:
    """With bag and storage empty, the supply's gaps are refilled from what a round-6 pass
    put into storage, and a later bonus pick in that round can take those tiles."""
    s = position(
        round=6,
        supply="pgobrpg...",  # no yellow, three empty spaces
        bag={},
        storage={},
        hands={0: {"y": 3}},
        spaces={1: {"o2": "o", "o3": "o", "c6": "r"}},  # the orange pillar needs c1 only
        rest_to_hand=1,
    )
    assert s.bag_total == 0 and sum(s.storage) == 0 and s.supply_total == 7
    s = play(s, "pass")
    assert s.supply_total == 10  # refilled from storage: the three yellow tiles
    assert s.supply_counts[colour("y")] == 3
    assert s.storage == counts({}) and s.bag_total == 0
    s = play(s, "c1g")  # completes the pillar: one bonus tile from the supply
    assert s.phase == "bonus" and s.current_player == 1
    assert "sy" in notation(s)
    s = play(s, "sy")
    assert s.boards[1].hand[colour("y")] > 0 and s.supply_counts[colour("y")] == 2
    assert s.tiles_in_play == 132


def test_a_save_from_before_ruling_4_7_still_charges_its_kept_hand_at_the_end() -> None:
    """Older versions left a round-6 passer's tiles in the hand; such a save still loads and
    the game end charges them, exactly once."""
    s = position(round=6, hands={0: {"y": 3}}, passed=(0,), current=1, scores={0: 9})
    s = play(s, "pass")
    assert s.is_over
    assert [(e.player, e.delta) for e in s.last_events if e.reason == ev.LEFTOVER] == [(0, -3)]
    assert s.scores[0] == 6 and s.boards[0].hand == counts({})


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
    s = play(s, "pass")
    assert [(e.player, e.reason, e.delta) for e in s.last_events] == [(0, ev.DISCARD, -3)]
    s = play(s, "pass")
    assert s.is_over
    reasons = [e.reason for e in s.last_events]
    assert reasons[0] == ev.DISCARD and ev.DISCARD not in reasons[1:]  # then the bonuses
    assert ev.LEFTOVER not in reasons
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
