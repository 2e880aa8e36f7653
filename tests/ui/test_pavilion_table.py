"""The Summer Pavilion table: it fits and stays readable, animations end on the engine's state,
the setup and end screens know the family, undo and keyboard play work, and a game left in
the middle of keeping tiles can be finished."""

from __future__ import annotations

import itertools
import math
import random

import pygame
import pytest
from support.pavilion_input import choose_decision, clear_kept, control_point, decide, start

from azul.engine import all_rulesets, new_game, state_from_json
from azul.engine.pavilion_game import KEEP, PLACE
from azul.engine.pavilion_geometry import CELLS, STRUCTURES
from azul.engine.pavilion_moves import PASS, keep_move
from azul.ui.families.pavilion.layout import PavilionLayout
from azul.ui.families.pavilion.pass_dialog import PassDialog
from azul.ui.families.pavilion.scene import PavilionTableScene
from azul.ui.families.pavilion.steps import PavilionSteps
from azul.ui.families.pavilion.targets import SpaceTarget
from azul.ui.families.pavilion.view import PavilionView
from azul.ui.scenes.end import EndScene
from azul.ui.scenes.setup import SetupScene
from azul.ui.viewport import DESIGN_H, DESIGN_W

from .driver import Driver

PAVILION = [r.id for r in all_rulesets() if r.family == "pavilion"]


def _t(key: str, **_: object) -> str:
    return key


@pytest.mark.parametrize(("players", "factories"), [(2, 5), (3, 7), (4, 9)])
def test_table_fits_without_overlaps(players: int, factories: int) -> None:
    lay = PavilionLayout(players, factories)
    bounds = pygame.FRect(0, 0, DESIGN_W, DESIGN_H)
    boards = [g.rect for g in lay.boards]
    parts = boards + [lay.factory_rect(f) for f in range(factories)]
    parts += [lay.central_rect(), lay.bag_rect(), lay.storage_rect(), lay.hud_rect()]
    for r in parts:
        assert bounds.contains(r), r
    for a, b in itertools.combinations(boards, 2):
        assert not a.colliderect(b)
    for g in lay.boards:
        assert not g.rect.colliderect(lay.middle)
        hexagon = g.hex_rect()
        assert g.rect.contains(hexagon) and g.rect.contains(g.hand_rect())
        assert not g.hand_rect().colliderect(hexagon)
        for cell in range(CELLS):
            assert hexagon.contains(g.space_bounds(cell))
            # A click on a space's centre finds that space.
            assert g.space_at(g.space_centre(cell)) == cell
        for i in range(len(STRUCTURES)):
            assert hexagon.contains(g.structure_rect(i))
        for c in range(6):
            assert g.hand_rect().contains(g.hand_slot(c))
        for k in range(4):
            corner = g.corner_slot(k)
            assert hexagon.contains(corner)
            # The corner spaces lie outside the playing field: no star space under them.
            for cell in range(CELLS):
                assert not corner.colliderect(g.space_bounds(cell))
    ring = lay.ring_rect()
    for f in range(factories):
        assert ring.contains(lay.factory_rect(f))
        for k in range(4):
            assert lay.factory_rect(f).contains(lay.factory_tile(f, k))
    for k in range(7):
        assert lay.centre_rect.contains(lay.centre_slot(k))
    board = lay.central_rect()
    assert not board.colliderect(ring)
    cx, cy = board.center
    for i in range(10):
        s = lay.supply_slot(i)
        # Inside the central board's inner field, inside the round track.
        assert math.dist(s.center, (cx, cy)) + s.w * 0.71 < board.w * 196 / 600
    for k in range(6):
        assert math.dist(lay.track_pos(k), (cx, cy)) == pytest.approx(board.w * 239 / 600)
    for a, b in itertools.combinations(range(10), 2):
        assert not lay.supply_slot(a).colliderect(lay.supply_slot(b))


@pytest.mark.parametrize("players", [2, 4])
def test_four_boards_stay_readable_at_1280x720(driver: Driver, players: int) -> None:
    table = start(driver, kinds="p" * players)
    canvas = driver.app.canvas()
    assert canvas.scale == pytest.approx(2 / 3)
    geo = table.layout.boards[0]
    assert canvas.px(geo.space_long()) >= 40  # a star space on screen (long diagonal)
    assert canvas.px(geo.space_long() * 0.34) >= 13  # its printed value (font px)
    assert canvas.px(geo.hand_slot(0).w) >= 28  # tiles in the hand
    assert canvas.px(table.layout.supply_slot(0).w) >= 25  # supply tiles
    assert canvas.px(table.layout.tile) >= 25  # factory tiles
    assert canvas.px(geo.structure_size()) >= 20  # pillars, statues, windows


@pytest.mark.parametrize("ruleset", PAVILION)
@pytest.mark.parametrize("players", [2, 3, 4])
def test_steps_end_on_the_new_state(ruleset: str, players: int) -> None:
    rng = random.Random(f"{ruleset}{players}")
    state = new_game(ruleset, players, seed=rng.randrange(10_000))
    layout = PavilionLayout(players, state.ruleset.factories(players))
    view = PavilionView.of(state)
    popups = sounds = 0
    while not state.is_over:
        move = rng.choice(state.legal_moves())
        after = state.apply(move)
        steps = PavilionSteps(layout, 1.0, _t).build(view, state, move, after)
        sim = view.copy()
        for step in steps:
            if step.on_start:
                step.on_start(sim)
            if step.on_end:
                step.on_end(sim)
            assert all(step.duration >= f.end_time - 1e-9 for f in step.flights)
            popups += len(step.popups)
            sounds += bool(step.sound_start or step.sound_end)
        assert sim == PavilionView.of(after), f"{state.format_move(move)} in round {state.round}"
        view, state = sim, after
    assert popups > 20 and sounds > 50  # points, penalties and bonuses were shown and heard


def test_setup_starts_a_pavilion_table_and_names_the_track_assumption(driver: Driver) -> None:
    setup = SetupScene(driver.app)
    driver.app.stack.push(setup)
    cards = {w.ruleset.id: w for w in setup.widgets.widgets if type(w).__name__ == "RuleSetCard"}
    for rid in PAVILION:
        assert cards[rid].available
    assert not any("assumed" in f for f in setup.facts(cards["summer-pavilion"].ruleset))
    alt = cards["summer-pavilion-grey-alt-track"]
    assert any("assumed" in f and "orange, red" in f for f in setup.facts(alt.ruleset))
    driver.click(alt.rect.center)
    driver.app.render()  # the preview picture of this rule set exists and draws
    assert driver.app.services.assets.exists("previews/summer-pavilion-grey-alt-track.png")
    setup.start_game()
    table = driver.top
    assert isinstance(table, PavilionTableScene)
    assert table.state.ruleset.id == "summer-pavilion-grey-alt-track"


def test_end_screen_breaks_down_a_pavilion_score(driver: Driver) -> None:
    table = start(driver, kinds="cc", seed=8)
    driver.settle()
    end = driver.top
    assert isinstance(end, EndScene)
    assert end.columns()[:3] == ["start", "tiles", "adjacency"] and "stars" in end.columns()
    state = table.state
    for seat in range(2):
        bd = state.breakdown(seat)
        assert sum(bd[c] for c in end.columns()) == state.scores[seat]
    driver.app.render()
    names = [driver.app.services.text.t(f"breakdown.{c}") for c in end.columns()]
    assert "Leftover" in names and "Values" in names


def test_keyboard_plays_phase_two(driver: Driver) -> None:
    table = start(driver, kinds="pp", seed=12)
    rng = random.Random(12)
    while table.state.phase != PLACE or len(table.choice().legal_cells) < 2:
        kind, what = choose_decision(table.state, rng)
        if kind == "pass":
            continue
        decide(driver, table, kind, what)
        driver.settle()
    driver.key(pygame.K_TAB)
    focused = table.focused()
    assert isinstance(focused, SpaceTarget)
    driver.key(pygame.K_RETURN)
    assert table.decision.space == focused.cell
    # The focus went to "Place": Enter places the tile with the default payment.
    pay = table.choice().payment
    assert pay is not None and pay.wilds == min(
        p.wilds
        for p in table.decision.cell_options(table.state, focused.cell).by_colour[pay.colour]
    )
    before = len(table.session.moves)
    driver.key(pygame.K_RETURN)
    assert table.session.moves[before:] == [pay.move]


def test_escape_cancels_a_chosen_space_before_opening_the_menu(driver: Driver) -> None:
    table = start(driver, kinds="pp", seed=12)
    rng = random.Random(5)
    while table.state.phase != PLACE or not table.choice().legal_cells:
        kind, what = choose_decision(table.state, rng)
        if kind != "pass":
            decide(driver, table, kind, what)
        driver.settle()
    cell = min(table.choice().legal_cells)
    driver.click(table.layout.boards[table.me()].space_centre(cell))
    assert table.decision.space == cell
    driver.key(pygame.K_ESCAPE)
    assert table.decision.space is None and driver.top is table
    # A space that cannot be paid for says why instead.
    me = table.me()
    blocked = next(
        c
        for c in range(CELLS)
        if c not in table.choice().legal_cells and table.state.boards[me].cells[c] < 0
    )
    driver.click(table.layout.boards[me].space_centre(blocked))
    assert table.decision.space is None and "Costs" in driver.app.toasts()[-1]


def test_a_game_left_while_keeping_tiles_can_be_finished(driver: Driver) -> None:
    table = start(driver, kinds="pp", seed=3)
    rng = random.Random(3)
    while not (
        table.state.phase == PLACE
        and table.state.round < 6
        and sum(table.state.boards[table.me()].hand) >= 3
    ):
        kind, what = choose_decision(table.state, rng)
        decide(driver, table, kind, what)
        driver.settle()
    state = table.state
    # A saved position in the middle of keeping (one tile kept already).
    me = state.current_player
    first = next(c for c in range(6) if state.boards[me].hand[c])
    mid = state.apply(PASS).apply(keep_move(first))
    assert mid.phase == KEEP
    table.session.states.append(state_from_json(mid.to_json()))
    table.session.moves += [PASS, keep_move(first)]
    table.session.movers += [me, me]
    table.timeline.reset(PavilionView.of(table.state))
    driver.app.render()
    assert [c.kind for c in table.controls()] == ["keep"]
    driver.click(control_point(table, "keep"))
    dialog = driver.top
    assert isinstance(dialog, PassDialog) and dialog.resuming and dialog.limit == 3
    hand = table.state.boards[me].hand
    later = [c for c in range(first, 6) if hand[c]]
    clear_kept(driver, dialog)
    driver.click(dialog.hand_rect(later[-1]).center)
    before = len(table.session.moves)
    driver.click(dialog.ok.rect.center)
    assert table.session.moves[before] == keep_move(later[-1])
    after = table.session.states[-1]
    assert after.phase != KEEP and after.boards[me].corners[first] >= 1
