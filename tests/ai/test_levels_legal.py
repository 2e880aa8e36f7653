"""Every level answers every kind of decision of every rule set with a legal move."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from azul.ai.levels import LEVELS, PLAYER_LEVELS, make_player
from azul.ai.players import HardPlayer
from azul.engine import get_ruleset, new_game, ruleset_ids

from .positions import reach

BASE_KINDS: dict[str, Callable[[Any], bool]] = {
    "round-start": lambda s: s.phase == "draft" and s.round >= 2 and s.table_tiles >= 16,
    "mid-round": lambda s: s.phase == "draft" and sum(s.centre) > 3,
    "wall-column": lambda s: s.phase == "tiling",
}
PAVILION_KINDS: dict[str, Callable[[Any], bool]] = {
    kind: (lambda s, k=kind: s.phase == k) for kind in ("draft", "place", "bonus", "keep")
}


def _cases() -> list[tuple[str, str, int]]:
    out = []
    for rs in ruleset_ids():
        ruleset = get_ruleset(rs)
        if ruleset.family == "base":
            kinds = [k for k in BASE_KINDS if k != "wall-column" or ruleset.spec.wall.has_choice]
        else:
            kinds = list(PAVILION_KINDS)
        for i, kind in enumerate(kinds):
            out.append((rs, kind, 2 + (i + len(rs)) % 3))  # 2, 3 and 4 players in turn
    return out


CASES = _cases()


def _position(ruleset: str, kind: str, players: int) -> Any:
    kinds = BASE_KINDS if get_ruleset(ruleset).family == "base" else PAVILION_KINDS
    for seed in range(40):
        state = reach(ruleset, players, seed, kinds[kind])
        if state is not None:
            return state
    raise AssertionError(f"random play never reached a {kind} decision in {ruleset}")


def _player(level: str, seed: int) -> Any:
    if level == "hard":
        return HardPlayer(seed, iterations=40)  # small fixed budget: fast and deterministic
    return make_player(level, seed)


def test_every_rule_set_and_decision_kind_is_covered() -> None:
    families = {get_ruleset(rs).family for rs, _, _ in CASES}
    assert families == {"base", "pavilion"}
    kinds = {kind for _, kind, _ in CASES}
    assert {"wall-column", "draft", "place", "bonus", "keep"} <= kinds
    assert {players for _, _, players in CASES} == {2, 3, 4}


@pytest.mark.parametrize(("ruleset", "kind", "players"), CASES)
def test_every_level_plays_a_legal_move(ruleset: str, kind: str, players: int) -> None:
    state = _position(ruleset, kind, players)
    before = state.to_json()
    legal = set(state.legal_moves())
    for level in LEVELS:
        move = _player(level, 7).choose(state)
        assert move in legal, f"{level} chose {move!r} ({kind}, {ruleset})"
        assert state.why_illegal(move) is None
    assert state.to_json() == before, "a player changed the position it was shown"


def test_make_player_hard_respects_a_time_budget() -> None:
    import time

    state = new_game("azul", 2, 3)
    player = make_player("hard", 1, 0.05)
    start = time.perf_counter()
    move = player.choose(state)
    elapsed = time.perf_counter() - start
    assert move in state.legal_moves()
    assert elapsed < 1.0  # budget 0.05 s; generous for a loaded machine


def test_levels_offered_to_people_are_registered_weakest_first() -> None:
    assert PLAYER_LEVELS == ("easy", "medium", "hard")
    assert all(level in LEVELS for level in PLAYER_LEVELS)
    with pytest.raises(KeyError, match="unknown level"):
        make_player("grandmaster")


@pytest.mark.parametrize("ruleset", ["azul-grey", "summer-pavilion-grey"])
def test_whole_games_between_the_levels_finish_legally(ruleset: str) -> None:
    """Easy, Medium and a small Hard play complete games through the checked path."""
    state = new_game(ruleset, 3, 11)
    seats = [make_player("easy", 1), make_player("medium", 2), HardPlayer(3, iterations=15)]
    moves = 0
    while not state.is_over:
        state = state.apply(seats[state.current_player].choose(state.copy()))
        moves += 1
    assert moves > 20
    assert state.winners()
