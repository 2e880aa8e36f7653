"""Registry entries and the opening position (RULES.md 0, 2.2, 4.5, 4.9)."""

from __future__ import annotations

import pytest

from azul.engine import PavilionState, SetupError, get_ruleset, new_game, ruleset_ids
from azul.engine.colours import PAVILION_COLOURS, PAVILION_LETTERS
from azul.engine.families import family_state
from azul.engine.pavilion_rules import FRONT_TRACK, REVERSE_TRACK

PAVILION_IDS = (
    "summer-pavilion",
    "summer-pavilion-grey",
    "summer-pavilion-alt-track",
    "summer-pavilion-grey-alt-track",
)


def _names(track: tuple[int, ...]) -> list[str]:
    return [PAVILION_COLOURS[c] for c in track]


def test_all_four_rule_sets_are_registered_as_pavilion_family() -> None:
    assert set(PAVILION_IDS) <= set(ruleset_ids())
    assert family_state("pavilion") is PavilionState
    for rid in PAVILION_IDS:
        rs = get_ruleset(rid)
        assert rs.family == "pavilion"
        assert rs.colours == PAVILION_COLOURS and rs.letters == PAVILION_LETTERS
        assert rs.total_tiles == 132
        assert [rs.factories(n) for n in (2, 3, 4)] == [5, 7, 9]
        assert rs.look == "pavilion" and rs.discard_key == "storage"
        assert rs.name_key == f"ruleset.{rid}.name"
        assert rs.description_key == f"ruleset.{rid}.description"


def test_board_sides_and_round_tracks() -> None:
    assert not get_ruleset("summer-pavilion").spec.grey
    assert get_ruleset("summer-pavilion-grey").spec.grey
    assert get_ruleset("summer-pavilion-grey-alt-track").spec.grey
    assert _names(get_ruleset("summer-pavilion").spec.wild_by_round) == [
        "purple",
        "green",
        "orange",
        "yellow",
        "blue",
        "red",
    ]
    # RULES.md 4.9: the reverse track is an unverified assumption and says so.
    for rid in ("summer-pavilion-alt-track", "summer-pavilion-grey-alt-track"):
        rs = get_ruleset(rid)
        assert rs.spec.wild_by_round == REVERSE_TRACK
        assert not rs.spec.track_verified
        assert "unverified-track" in rs.tags
    assert _names(REVERSE_TRACK) == ["orange", "red", "blue", "yellow", "green", "purple"]
    assert get_ruleset("summer-pavilion").spec.track_verified
    assert get_ruleset("summer-pavilion-grey").spec.wild_by_round == FRONT_TRACK


@pytest.mark.parametrize("rid", PAVILION_IDS)
@pytest.mark.parametrize("players", [2, 3, 4])
def test_opening_position(rid: str, players: int) -> None:
    s = new_game(rid, players, seed=11)
    assert s.phase == "draft" and s.round == 1
    assert s.scores == (5,) * players
    assert s.supply_total == 10 and -1 not in s.supply
    assert len(s.factories) == {2: 5, 3: 7, 4: 9}[players]
    assert all(sum(f) == 4 for f in s.factories)
    assert s.marker_in_centre and sum(s.centre) == 0
    assert s.bag_total == 132 - 10 - 4 * len(s.factories)
    assert s.tiles_in_play == 132
    assert s.wild == s.spec.wild_by_round[0]
    assert s.current_player == s.start_player == s.first_player
    for p in range(players):
        assert s.breakdown(p) == {
            "start": 5,
            "tiles": 0,
            "adjacency": 0,
            "centre": 0,
            "discards": 0,
            "leftover": 0,
            "stars": 0,
            "values": 0,
        }


def test_setup_is_reproducible_and_first_player_can_be_chosen() -> None:
    a = new_game("summer-pavilion", 3, seed=5)
    b = new_game("summer-pavilion", 3, seed=5)
    assert a == b
    assert new_game("summer-pavilion", 3, seed=5, first_player=2).current_player == 2
    starts = {new_game("summer-pavilion", 4, seed=k).start_player for k in range(40)}
    assert starts == {0, 1, 2, 3}  # drawn from the seed


@pytest.mark.parametrize(
    ("players", "seed", "first"), [(1, 0, None), (5, 0, None), (2, -1, None), (2, 0, 2)]
)
def test_bad_setups_are_refused(players: int, seed: int, first: int | None) -> None:
    with pytest.raises(SetupError):
        new_game("summer-pavilion", players, seed, first)
