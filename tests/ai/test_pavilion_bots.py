"""The rule-based Summer Pavilion yardsticks (benchmarks/pavilion_bots.py) play legally and in
their own style."""

from __future__ import annotations

import importlib.util
import sys
from collections.abc import Callable
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from azul.engine import new_game
from azul.engine.drafting import DRAFT
from azul.engine.pavilion_game import KEEP, PLACE
from azul.engine.pavilion_moves import PASS, PDEC, PLACE_BASE, PLACE_LIMIT

ROOT = Path(__file__).resolve().parents[2]
RULESETS = (
    "summer-pavilion",
    "summer-pavilion-grey",
    "summer-pavilion-alt-track",
    "summer-pavilion-grey-alt-track",
)


def _bots() -> ModuleType:
    name = "benchmarks_pavilion_bots"
    if name not in sys.modules:
        spec = importlib.util.spec_from_file_location(
            name, ROOT / "benchmarks" / "pavilion_bots.py"
        )
        assert spec is not None and spec.loader is not None
        module = importlib.util.module_from_spec(spec)
        sys.modules[name] = module
        spec.loader.exec_module(module)
    return sys.modules[name]


Watch = Callable[[Any, int, list[int]], None]


def _play(ruleset: str, bot: str, seed: int, watch: Watch | None = None, players: int = 2) -> Any:
    """A whole game of the bot (seat 0) against greedy-now; ``watch(state, move, legal)`` sees
    every decision of seat 0 before it is played."""
    bots = _bots().BOTS
    seats = [bots[bot](seed)] + [bots["greedy-now"](seed + p) for p in range(1, players)]
    state = new_game(ruleset, players, seed)
    while not state.is_over:
        p = state.current_player
        move = seats[p].choose(state.copy())
        if p == 0 and watch is not None:
            watch(state, move, state.legal_moves())
        state = state.apply(move)  # apply checks legality
    return state


@pytest.mark.parametrize("ruleset", RULESETS)
@pytest.mark.parametrize("bot", ["greedy-now", "one-star", "wild-hoarder", "never-keep"])
def test_bot_plays_whole_games_legally(ruleset: str, bot: str) -> None:
    state = _play(ruleset, bot, 3)
    assert state.round == 6
    assert max(state.scores) > 30


def test_bots_play_four_player_games() -> None:
    state = _play("summer-pavilion", "one-star", 4, players=4)
    assert state.is_over


def _places(legal: list[int]) -> list[int]:
    return [m for m in legal if PLACE_BASE <= m < PLACE_LIMIT]


@pytest.mark.parametrize("ruleset", RULESETS)
def test_greedy_now_takes_most_tiles_and_never_passes_while_it_can_place(ruleset: str) -> None:
    mod = _bots()
    seen = {"draft": 0, "place": 0}

    def watch(state: Any, move: int, legal: list[int]) -> None:
        if state.phase == DRAFT:
            most = max(sum(mod.take(state, m)[1:]) for m in legal)
            assert sum(mod.take(state, move)[1:]) == most
            seen["draft"] += 1
        elif state.phase == PLACE:
            places = _places(legal)
            assert (move == PASS) == (not places)
            if places:
                best = max(sum(mod.placement(state, m)[1:3]) for m in places)
                assert sum(mod.placement(state, move)[1:3]) == best  # scores most now
                seen["place"] += 1

    _play(ruleset, "greedy-now", 7, watch)
    assert seen["draft"] > 10 and seen["place"] > 10


def test_greedy_now_spends_wild_tiles_last() -> None:
    checked = 0

    def watch(state: Any, move: int, legal: list[int]) -> None:
        nonlocal checked
        if state.phase == PLACE and move != PASS:
            cell, c, k = PDEC[move - PLACE_BASE]
            cheaper = [m for m in _places(legal) if PDEC[m - PLACE_BASE][:2] == (cell, c)]
            assert k == min(PDEC[m - PLACE_BASE][2] for m in cheaper)
            checked += 1

    for seed in (1, 2):
        _play("summer-pavilion", "greedy-now", seed, watch)
    assert checked > 20


@pytest.mark.parametrize("ruleset", RULESETS)
def test_never_keep_keeps_nothing(ruleset: str) -> None:
    keeps = {"passes_holding_tiles": 0}

    def watch(state: Any, move: int, legal: list[int]) -> None:
        if state.phase == KEEP:
            assert len(legal) > 1  # it had tiles to keep
            keeps["passes_holding_tiles"] += 1
            assert move == legal[-1]  # "done" at once
        if state.phase == DRAFT:
            assert not any(state.boards[0].corners)

    state = _play(ruleset, "never-keep", 5, watch)
    assert keeps["passes_holding_tiles"] > 0
    assert state.breakdown(0)["discards"] < 0  # what it did not keep cost points


def test_one_star_works_on_one_star_at_a_time() -> None:
    mod = _bots()
    on_target = 0

    def watch(state: Any, move: int, legal: list[int]) -> None:
        nonlocal on_target
        if state.phase != PLACE or move == PASS:
            return
        star, _ = mod.OneStarPlayer().target(state)
        if any(PDEC[m - PLACE_BASE][0] // 6 == star for m in _places(legal)):
            assert PDEC[move - PLACE_BASE][0] // 6 == star
            on_target += 1

    state = _play("summer-pavilion", "one-star", 2, watch)
    assert on_target >= 5
    covered = sorted((state.boards[0].filled >> (6 * s) & 63).bit_count() for s in range(7))
    assert covered[-1] == 6  # it completed at least one star


@pytest.mark.parametrize("ruleset", ["summer-pavilion", "summer-pavilion-grey"])
def test_wild_hoarder_takes_wild_tiles_and_keeps_them(ruleset: str) -> None:
    mod = _bots()
    spent = {"plain": 0, "keeps": 0}

    def watch(state: Any, move: int, legal: list[int]) -> None:
        if state.phase == DRAFT:
            if any(mod.take(state, m)[2] for m in legal):
                assert mod.take(state, move)[2] == 1  # a wild tile whenever one comes along
        elif state.phase == PLACE and move != PASS:
            _, _, tiles, wild = mod.placement(state, move)
            if wild and not mod.last_round(state):
                assert tiles or mod.completes_star(state, move)
            else:
                spent["plain"] += 1
        elif state.phase == KEEP:
            b = state.boards[0]
            w = mod.next_wild(state)
            plan = mod.WildHoarderPlayer().keep(state)
            assert plan[w] == min(b.hand[w] + b.corners[w], state.spec.keep_limit)
            spent["keeps"] += 1

    _play(ruleset, "wild-hoarder", 4, watch)
    assert spent["plain"] > 5 and spent["keeps"] > 0


def test_register_adds_the_levels(monkeypatch: pytest.MonkeyPatch) -> None:
    from azul.ai import levels
    from azul.ai.levels import make_player

    # The levels are registered into a copy: the real table is the same after the test (the
    # catalog test expects a name for every level there).
    monkeypatch.setattr(levels, "LEVELS", dict(levels.LEVELS))
    LEVELS = levels.LEVELS
    _bots().register()
    for name in _bots().BOTS:
        assert name in LEVELS
        player = make_player(name, 1)
        state = new_game("summer-pavilion", 2, 1)
        assert player.choose(state) in state.legal_moves()
