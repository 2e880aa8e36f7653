"""Animations tell the truth: replaying a move's steps on the table shows exactly the new state."""

from __future__ import annotations

import random

import pytest

from azul.engine import all_rulesets, new_game
from azul.ui.families.base.layout import TableLayout
from azul.ui.families.base.steps import StepBuilder
from azul.ui.families.base.view import TableView
from azul.ui.table.timeline import Timeline

BASE = [r.id for r in all_rulesets() if r.family == "base"]


def _t(key: str, **_: object) -> str:
    return key


@pytest.mark.parametrize("ruleset", BASE)
@pytest.mark.parametrize("players", [2, 3, 4])
def test_steps_end_on_the_new_state(ruleset: str, players: int) -> None:
    rng = random.Random(f"{ruleset}{players}")
    state = new_game(ruleset, players, seed=rng.randrange(10_000))
    layout = TableLayout(players, state.ruleset.factories(players))
    view = TableView.of(state)
    kinds = set()
    while not state.is_over:
        move = rng.choice(state.legal_moves())
        after = state.apply(move)
        steps = StepBuilder(layout, 1.0, _t).build(view, state, move, after)
        assert steps, "a move at normal speed always animates"
        sim = view.copy()
        for step in steps:
            if step.on_start:
                step.on_start(sim)
            for cue in step.cues:
                assert 0 <= cue.time <= step.duration + 1e-9
                if cue.action:
                    cue.action(sim)
            if step.on_end:
                step.on_end(sim)
            assert all(step.duration >= f.end_time - 1e-9 for f in step.flights)
            kinds.add(bool(step.popups or any(c.popups for c in step.cues)))
        assert sim == TableView.of(after), f"{state.format_move(move)} in round {state.round}"
        view, state = sim, after
    assert kinds == {True, False}  # score pop-ups appeared, and steps without them too


def test_timeline_plays_and_skips() -> None:
    state = new_game("azul", 2, seed=5)
    layout = TableLayout(2, 5)
    played: list[str] = []
    timeline = Timeline(TableView.of(state), sound=played.append)
    move = state.legal_moves()[0]
    after = state.apply(move)
    steps = StepBuilder(layout, 1.0, _t).build(timeline.view, state, move, after)
    timeline.play(steps, TableView.of(after))
    assert timeline.blocking
    timeline.update(0.01)
    assert timeline.flights(), "tiles are in the air early in the move"
    assert timeline.view != TableView.of(after)
    for _ in range(200):
        timeline.update(1 / 60)
    assert not timeline.blocking
    assert timeline.view == TableView.of(after)
    assert "pick" in played and "place" in played
    # Click-to-skip: the next move jumps straight to its end.
    state = after
    move = state.legal_moves()[-1]
    after = state.apply(move)
    steps = StepBuilder(layout, 1.0, _t).build(timeline.view, state, move, after)
    timeline.play(steps, TableView.of(after))
    timeline.update(0.05)
    timeline.skip()
    assert not timeline.busy
    assert timeline.view == TableView.of(after)


def test_instant_speed_has_no_steps() -> None:
    state = new_game("azul", 2, seed=5)
    move = state.legal_moves()[0]
    after = state.apply(move)
    steps = StepBuilder(TableLayout(2, 5), 0.0, _t).build(TableView.of(state), state, move, after)
    assert steps == []
