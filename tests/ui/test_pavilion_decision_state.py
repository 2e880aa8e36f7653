"""The Summer Pavilion decision state without an app or a display: real engine positions, the
moves each choice resolves to, and what it refuses."""

from __future__ import annotations

import random
import subprocess
import sys
from collections.abc import Callable

import pytest

from azul.engine import new_game
from azul.engine.drafting import DRAFT
from azul.engine.pavilion_game import BONUS, PLACE, PavilionState
from azul.engine.pavilion_moves import PASS, decode_move, draft_move
from azul.ui.families.pavilion import decisions as dec
from azul.ui.families.pavilion.decision_state import Change, HintPlay, PavilionDecision

RULESET = "summer-pavilion"


def start(seed: int = 3, players: int = 2) -> PavilionState:
    state = new_game(RULESET, players, seed)
    assert isinstance(state, PavilionState)
    return state


def advance(state: PavilionState, until: Callable[[PavilionState], bool]) -> PavilionState:
    """Random legal moves (seeded) until the position satisfies `until`."""
    rng = random.Random(7)
    for _ in range(2000):
        if until(state):
            return state
        assert not state.is_over, "the game ended before the position was reached"
        state = state.apply(rng.choice(state.legal_moves()))
    raise AssertionError("position not reached")


def placing() -> PavilionState:
    return advance(
        start(), lambda s: s.phase == PLACE and len(dec.legal_cells(set(s.legal_moves()))) > 2
    )


def picking() -> PavilionState:
    return advance(start(0), lambda s: s.phase == BONUS)


def test_the_module_loads_no_pygame() -> None:
    code = (
        "import sys, azul.ui.families.pavilion.decision_state; "
        "sys.exit(1 if 'pygame' in sys.modules else 0)"
    )
    assert subprocess.run([sys.executable, "-c", code], check=False).returncode == 0


def test_a_legal_take_is_selected_and_resolves_to_its_draft_move() -> None:
    state = start()
    d = PavilionDecision()
    source, colour = next(
        decode_move(m)[1:3] for m in state.legal_moves() if decode_move(m)[0] == "draft"
    )
    assert d.take_move(state) is None and d.take_preview(state) is None
    assert d.select(state, source, colour) is Change.CHOSEN
    assert d.select(state, source, colour) is Change.SAME
    assert d.selection == (source, colour) and d.has_choice()
    assert d.take_move(state) == draft_move(source, colour)
    assert d.take_preview(state) == dec.take_preview(state, source, colour)
    snap = d.snapshot(state)
    assert snap.phase == DRAFT and snap.selection == (source, colour)
    assert snap.preview == d.take_preview(state) and snap.payment is None


def test_an_illegal_take_is_refused_and_the_selection_kept() -> None:
    state = start()
    d = PavilionDecision()
    legal = state.legal_moves()
    good = next(decode_move(m)[1:3] for m in legal if decode_move(m)[0] == "draft")
    bad = next(
        (f, c)
        for f in range(len(state.factories))
        for c in range(6)
        if draft_move(f, c) not in legal
    )
    d.select(state, *good)
    assert d.select(state, *bad) is Change.REFUSED
    assert d.selection == good


def test_choices_of_another_phase_are_ignored() -> None:
    drafting, placing_now = start(), placing()
    d = PavilionDecision()
    assert d.choose_space(drafting, 0) is Change.IGNORED and d.space is None
    assert d.toggle_pick(drafting, 0) is Change.IGNORED and d.picks == []
    assert d.bonus_moves(drafting) == (Change.IGNORED, [])
    assert d.select(placing_now, 0, 0) is Change.IGNORED and d.selection is None
    assert d.legal_cells(drafting) == set()
    assert d.owed(drafting) == 0


def test_a_space_is_chosen_with_the_likely_colour_and_the_fewest_wild_tiles() -> None:
    state = placing()
    d = PavilionDecision()
    cells = d.legal_cells(state)
    assert cells == dec.legal_cells(set(state.legal_moves()))
    cell = min(cells)
    assert d.choose_space(state, cell) is Change.CHOSEN
    assert d.choose_space(state, cell) is Change.SAME
    opts = d.cell_options(state, cell)
    hand = state.boards[state.current_player].hand
    assert d.place_colour == max(opts.colours, key=lambda c: (hand[c], -c))
    pays = opts.by_colour[d.place_colour]
    assert d.place_wilds == pays[0].wilds == min(p.wilds for p in pays)
    pay = d.payment(state)
    assert pay is not None and d.place_move(state) == pay.move
    assert pay.move in state.legal_moves()


def test_a_space_that_cannot_be_paid_for_is_refused() -> None:
    state = placing()
    d = PavilionDecision()
    chosen = min(d.legal_cells(state))
    d.choose_space(state, chosen)
    board = state.boards[state.current_player]
    blocked = next(c for c in range(len(board.cells)) if c not in d.legal_cells(state))
    assert d.choose_space(state, blocked) is Change.REFUSED
    assert d.space == chosen


def test_every_legal_placement_can_be_chosen_and_nothing_else() -> None:
    state = placing()
    d = PavilionDecision()
    reached: set[int] = set()
    for cell in sorted(d.legal_cells(state)):
        d.choose_space(state, cell)
        opts = d.cell_options(state, cell)
        for colour in opts.colours:
            d.set_colour(state, colour)
            for pay in opts.by_colour[colour]:
                d.set_wilds(state, pay.wilds)
                move = d.place_move(state)
                assert move == pay.move and d.payment(state) == pay
                reached.add(move)
    placements = {m for m in state.legal_moves() if decode_move(m)[0] == "place"}
    assert reached == placements


def test_a_colour_or_wild_count_the_space_cannot_take_is_ignored() -> None:
    state = placing()
    d = PavilionDecision()
    d.set_colour(state, 0)  # no space chosen yet
    assert d.place_colour is None
    cell = min(d.legal_cells(state))
    d.choose_space(state, cell)
    colour, wilds = d.place_colour, d.place_wilds
    opts = d.cell_options(state, cell)
    other = next(c for c in range(6) if c not in opts.colours)
    d.set_colour(state, other)
    d.set_wilds(state, 6)  # never a legal count of wild tiles
    assert (d.place_colour, d.place_wilds) == (colour, wilds)


def test_bonus_tiles_are_chosen_up_to_the_count_owed_then_taken() -> None:
    state = picking()
    d = PavilionDecision()
    owed = d.owed(state)
    assert owed >= 1
    supply = state.supply
    assert d.bonus_moves(state) == (Change.REFUSED, [])  # none chosen yet
    # Choosing a colour marks its first free supply space, whichever of them is clicked.
    index = max(i for i, c in enumerate(supply) if c >= 0)
    first = d.first_supply(state, supply[index])
    assert first is not None
    assert d.toggle_pick(state, index) is Change.CHOSEN
    assert d.picks == [first] and d.picked_colours(state) == [supply[index]]
    if first != index:
        # The clicked space is not the one marked: a click on it is another choice (refused
        # when the tiles owed are chosen), a click on the marked one un-chooses it.
        assert d.toggle_pick(state, index) is (Change.FULL if owed == 1 else Change.CHOSEN)
        d.picks = [first]
    assert d.toggle_pick(state, first) is Change.REMOVED and d.picks == []
    assert d.toggle_pick(state, -1) is Change.IGNORED
    while len(d.picks) < owed:
        free = next(i for i, c in enumerate(supply) if c >= 0 and i not in d.picks)
        assert d.toggle_pick(state, free) is Change.CHOSEN
    spare = next((i for i, c in enumerate(supply) if c >= 0 and i not in d.picks), None)
    if spare is not None:
        assert d.toggle_pick(state, spare) is Change.FULL
    change, moves = d.bonus_moves(state)
    assert change is Change.CHOSEN
    assert moves == dec.bonus_moves(state, d.picked_colours(state)) and moves
    s = state
    for m in moves:
        assert s.why_illegal(m) is None
        s = s.apply(m)


def test_a_hint_plays_only_while_the_choice_matches_it() -> None:
    state = start()
    d = PavilionDecision()
    drafts = [m for m in state.legal_moves() if decode_move(m)[0] == "draft"]
    hinted, other = drafts[0], drafts[-1]
    assert d.hint_play(state, hinted) == HintPlay()  # nothing chosen yet
    d.select(state, *decode_move(other)[1:3])
    assert d.hint_play(state, hinted) == HintPlay()  # the person chose otherwise
    d.select(state, *decode_move(hinted)[1:3])
    assert d.hint_play(state, hinted) == HintPlay((hinted,))


def test_a_hinted_placement_plays_its_chosen_payment_and_a_pass_opens_the_dialog() -> None:
    state = placing()
    d = PavilionDecision()
    assert d.hint_play(state, PASS) == HintPlay(open_pass=True)
    cell = min(d.legal_cells(state))
    d.choose_space(state, cell)
    pay = d.payment(state)
    assert pay is not None
    assert d.hint_play(state, pay.move) == HintPlay((pay.move,))
    assert d.hint_play(state, PASS) == HintPlay()  # a space is chosen: Enter does not pass
    others = [m for m in state.legal_moves() if decode_move(m)[0] == "place" and m != pay.move]
    if others:
        assert d.hint_play(state, others[0]) == HintPlay()


def test_what_a_position_resolves_to_is_kept_for_that_position_only() -> None:
    state = placing()
    d = PavilionDecision()
    legal = d.legal(state)
    assert d.legal(state) is legal  # worked out once per position
    assert legal == frozenset(state.legal_moves())
    twin = state.copy()  # equal, but another position object (undo, replay)
    assert d.legal(twin) is not legal and d.legal(twin) == legal
    after = state.apply(min(legal))
    assert d.legal(after) == frozenset(after.legal_moves())


def test_cancel_keeps_the_colour_and_reset_forgets_everything() -> None:
    state = placing()
    d = PavilionDecision()
    d.choose_space(state, min(d.legal_cells(state)))
    colour = d.place_colour
    d.cancel()
    assert d.space is None and not d.has_choice() and d.place_colour == colour
    d.reset()
    assert (d.place_colour, d.place_wilds) == (None, None)
    snap = d.snapshot(state)
    assert snap.space is None and snap.options is None and snap.payment is None
    assert snap.legal_cells == tuple(d.legal_cells(state)) and snap.me == state.current_player


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_snapshot_follows_the_decision(players: int) -> None:
    state = advance(start(5, players), lambda s: s.phase == PLACE)
    d = PavilionDecision()
    if not d.legal_cells(state):
        pytest.skip("no space can be paid for in this position")
    cell = min(d.legal_cells(state))
    d.choose_space(state, cell)
    snap = d.snapshot(state)
    assert (snap.space, snap.colour, snap.wilds) == (cell, d.place_colour, d.place_wilds)
    assert snap.options == d.cell_options(state, cell) and snap.payment == d.payment(state)
    assert snap.owed == 0 and snap.picks == () and snap.picked == ()
