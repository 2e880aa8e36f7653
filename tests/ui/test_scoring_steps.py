"""What the animations show of the score is what the engine scored: every score event of a
move becomes exactly one "+N"/"−N" pop-up of its seat, in the engine's order; and the wall
tiling goes slowly enough at Normal speed for a person to follow."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

import pytest

from azul.ai.simple import GreedyPlayer, RandomPlayer
from azul.domain.settings import SPEED_FACTOR
from azul.engine import all_rulesets, new_game
from azul.engine import events as ev
from azul.ui.kits import registered_kits
from azul.ui.table.step_parts import signed
from azul.ui.table.timeline import Popup, Step, Timeline

KITS = {kit.family: kit for kit in registered_kits()}
RULESETS = [r.id for r in all_rulesets() if r.family in KITS]
MAX_MOVES = 400  # short games: enough for several rounds and, mostly, the end


def _t(key: str, **values: object) -> str:
    return key + "".join(f" {v}" for v in values.values())


def _tn(key: str, n: int, **values: object) -> str:
    return _t(key, n=n, **values)


def fake_table(state: Any, speed: float) -> Any:
    """What a kit's build_steps reads of its table's frame."""
    kit = KITS[state.ruleset.family]
    players = len(state.boards)
    layout = kit.make_layout(players, state.ruleset.factories(players), False)
    return SimpleNamespace(layout=layout, speed=speed, t=_t, tn=_tn)


def score_popups(steps: list[Step[Any]]) -> list[Popup]:
    """The score pop-ups of a move's steps in the order they appear on the table."""
    out: list[Popup] = []
    for step in steps:
        for cue in step.cues:
            out += cue.popups
        out += step.popups
    return [p for p in out if p.delta is not None]


def play(ruleset: str, players: int, seed: int, speed: float = 1.0) -> Any:
    """Yield (before, move, after, steps) through a short game of greedy and random seats."""
    state = new_game(ruleset, players, seed=seed)
    kit = KITS[state.ruleset.family]
    seats = [GreedyPlayer(seed + i) if i % 2 else RandomPlayer(seed + i) for i in range(players)]
    table = fake_table(state, speed)
    view = kit.view_of(state)
    for _ in range(MAX_MOVES):
        if state.is_over:
            break
        move = seats[state.current_player].choose(state)
        after = state.apply(move)
        steps = kit.build_steps(table, view, state, move, after)
        yield state, move, after, steps
        view, state = kit.view_of(after), after


@pytest.mark.parametrize("ruleset", RULESETS)
def test_popups_equal_score_events(ruleset: str) -> None:
    reasons: set[str] = set()
    for players, seed in ((2, 7), (3, 11), (4, 5)):
        for before, move, after, steps in play(ruleset, players, seed):
            # Every score change, and every charge the score floor swallowed (shown as "0").
            events = [e for e in after.last_events if e.delta or e.points]
            shown = score_popups(steps)
            where = f"{before.format_move(move)} (round {before.round}, {players} seats)"
            assert [(p.seat, p.delta) for p in shown] == [(e.player, e.delta) for e in events], (
                where
            )
            for p in shown:
                assert p.text == signed(int(p.delta or 0)), where
            reasons.update(e.reason for e in events)
    assert reasons, "the games scored something"


def test_games_reach_their_end_bonuses() -> None:
    """The short games above do reach the end (so end bonuses are compared too)."""
    for ruleset in ("azul", "summer-pavilion"):
        seen = set()
        for _, _, after, _ in play(ruleset, 2, 7):
            seen.update(e.reason for e in after.last_events)
        bonus = {ev.ROW_BONUS, ev.COLUMN_BONUS, ev.COLOUR_BONUS, ev.STAR_BONUS, ev.VALUE_BONUS}
        assert seen & bonus, ruleset


def wall_seconds(speed: str) -> float:
    """Seconds per scored wall tile at a speed, measured on a game's round ends: the tile's
    flight with its pop-up, then the beat where what it counted stays lit."""
    total = 0.0
    tiles = 0
    for _, _, after, steps in play("azul", 2, 3, SPEED_FACTOR[speed]):
        if after.is_over:
            continue
        for i, step in enumerate(steps):
            if any(p.delta is not None and p.delta > 0 for p in step.popups):
                count = steps[i + 1]
                assert not count.flights and not count.popups and count.glow
                total += step.duration + count.duration
                tiles += 1
    assert tiles >= 10
    return total / tiles


def test_wall_tiling_can_be_followed() -> None:
    normal = wall_seconds("normal")
    fast = wall_seconds("fast")
    slow = wall_seconds("slow")
    assert 0.5 <= normal <= 0.8, normal
    assert fast < normal * 0.6, fast
    assert slow > normal


def test_round_end_holds_for_the_summary() -> None:
    """The round's last move stops once its scoring is shown (the live table puts its summary
    there); a click skips only up to that point; a timeline that never releases (a replay's)
    goes through."""
    for ruleset in ("azul", "summer-pavilion"):
        before, _, after, steps = next(
            m for m in play(ruleset, 2, 7) if m[2].round != m[0].round and not m[2].is_over
        )
        kit = KITS[after.ruleset.family]
        holds = [s for s in steps if s.hold]
        assert len(holds) == 1 and steps[-1] is not holds[0], ruleset
        live: Timeline[Any] = Timeline(kit.view_of(before))
        live.holds = True
        live.play(steps, kit.view_of(after))
        live.skip()
        assert live.held and live.view.round == before.round
        for _ in range(100):
            live.update(0.1)
        assert live.held, "it waits"
        live.release()
        for _ in range(100):
            live.update(0.1)
        assert not live.blocking and live.view == kit.view_of(after)
        replay: Timeline[Any] = Timeline(kit.view_of(before))
        replay.play(steps, kit.view_of(after))
        for _ in range(200):
            replay.update(0.1)
        assert not replay.blocking and replay.view == kit.view_of(after)


@pytest.mark.parametrize(
    ("ruleset", "key"),
    [
        ("summer-pavilion", "pavilion.multicolour_star"),
        ("summer-pavilion-grey", "pavilion.multicolour_star_grey"),
    ],
)
def test_a_multicolour_star_is_named_as_its_board_side_names_it(ruleset: str, key: str) -> None:
    """The end bonus of a star of six colours says "sokszínű" on the coloured side and
    "többszínű" on grey boards (the publisher's two words), never the other side's word."""
    subs: set[str] = set()
    for seed in range(3, 30):
        for _, _, after, steps in play(ruleset, 2, seed):
            if after.is_over:
                subs.update(p.sub for p in score_popups(steps) if "multicolour" in p.sub)
        if subs:
            break
    assert subs == {key}
