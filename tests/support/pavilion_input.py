"""Playing the Summer Pavilion table by real input: taking, placing, passing, deciding."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any, TypeVar

import pygame
from ui.driver import Driver, session_for

from azul.engine.drafting import DRAFT
from azul.engine.pavilion_game import BONUS, KEEP
from azul.engine.pavilion_moves import CENTRE, PASS, decode_move
from azul.ui.families.pavilion import decisions as dec
from azul.ui.families.pavilion.pass_dialog import PassDialog, TileButton
from azul.ui.families.pavilion.scene import PavilionTableScene
from azul.ui.kits import make_table

Point = tuple[float, float]
T = TypeVar("T")


def start(
    driver: Driver, ruleset: str = "summer-pavilion", kinds: str = "pp", seed: int = 3
) -> Any:
    """A pavilion table for a new session, settled until a person must act."""
    table = make_table(driver.app, session_for(ruleset, kinds, seed=seed))
    assert isinstance(table, PavilionTableScene)
    driver.app.stack.reset(table)
    driver.pump()
    driver.settle()
    return table


def group_point(table: PavilionTableScene, source: int, colour: int) -> Point:
    """Where a colour's tiles sit on a factory or in the centre."""
    lay = table.layout
    if source == CENTRE:
        return lay.centre_slot(1 + colour).center
    return lay.factory_tile(source, table.view.factories[source].index(colour)).center


def control_point(table: PavilionTableScene, kind: str, value: int | None = None) -> Point:
    """Where one of the table's own buttons is."""
    for c in table.controls():
        if c.kind == kind and (value is None or c.value == value):
            return c.rect.center
    raise AssertionError(f"no {kind} control now: {[c.kind for c in table.controls()]}")


def take(driver: Driver, table: PavilionTableScene, move: int, how: str = "click") -> None:
    """Phase 1: choose a colour, then take it (click again, Enter, Take, the hand or a drag)."""
    _, source, colour, _, _ = decode_move(move)
    src = group_point(table, source, colour)
    me = table.state.current_player
    hand = table.layout.boards[me].hand_slot(colour).center
    if how == "drag":
        driver.drag(src, hand)
        return
    driver.click(src)
    assert table.selection == (source, colour)
    if how == "click":
        driver.click(src)
    elif how == "key":
        driver.key(pygame.K_RETURN)
    elif how == "button":
        driver.click(control_point(table, "take"))
    else:
        driver.click(hand)


def place(driver: Driver, table: PavilionTableScene, move: int, how: str = "click") -> None:
    """Phase 2: choose the space, its colour and payment, then place (button, Enter, space)."""
    _, star, space, colour, wilds = decode_move(move)
    cell = star * 6 + space
    me = table.state.current_player
    point = table.layout.boards[me].space_centre(cell)
    driver.click(point)
    assert table.decision.space == cell
    opts = table.decision.cell_options(table.state, cell)
    if len(opts.colours) > 1:
        driver.click(control_point(table, "colour", colour))
    assert table.decision.place_colour == colour
    if len(opts.by_colour[colour]) > 1:
        if how == "key":
            driver.key(pygame.K_0 + wilds)
        else:
            driver.click(control_point(table, "wilds", wilds))
    assert table.decision.place_wilds == wilds
    if how == "key":
        driver.key(pygame.K_RETURN)
    elif how == "space":
        driver.click(point)
    else:
        driver.click(control_point(table, "place"))


def pick(driver: Driver, table: PavilionTableScene, colours: list[int]) -> None:
    """Bonus tiles: click supply tiles of these colours, then Take."""
    supply = table.state.supply
    used: set[int] = set()
    for c in colours:
        i = next(i for i, x in enumerate(supply) if x == c and i not in used)
        used.add(i)
        driver.click(table.layout.supply_slot(i).center)
    driver.click(control_point(table, "picks"))


def pass_turn(
    driver: Driver, table: PavilionTableScene, kept: list[int], how: str = "click"
) -> None:
    """Pass: open the dialog (button or P), keep these tiles, confirm."""
    if how == "key":
        driver.key(pygame.K_p)
    else:
        driver.click(control_point(table, "keep" if table.state.phase == KEEP else "pass"))
    if not kept and not isinstance(driver.top, PassDialog):
        return  # an empty hand passes at once, without the dialog
    dialog = driver.top
    assert isinstance(dialog, PassDialog)
    clear_kept(driver, dialog)
    for c in kept:
        driver.click(dialog.hand_rect(c).center)
    assert sorted(dialog.kept) == sorted(kept)
    driver.click(dialog.ok.rect.center)


def clear_kept(driver: Driver, dialog: PassDialog) -> None:
    """Put back the tiles the dialog proposes to keep (click the first kept slot)."""
    while dialog.kept:
        slot = next(w for w in dialog.widgets.widgets if isinstance(w, TileButton) and w.kept)
        driver.click(slot.rect.center)


def choose_decision(state: Any, rng: random.Random) -> tuple[str, Any]:
    """A person's decision, biased towards the interesting ones (wild payments, the centre
    star, structures) so that a few games meet every kind of decision."""
    if state.phase == DRAFT:
        return "take", rng.choice(state.legal_moves())
    if state.phase == BONUS:
        tiles = [c for c in state.supply if c >= 0]
        return "pick", rng.sample(tiles, state.bonus_owed)
    hand = dec.hand_list(state.boards[state.current_player].hand)
    moves = [m for m in state.legal_moves() if m != PASS]
    if state.phase == KEEP:
        return "keep", rng.sample(hand, min(len(hand), rng.randint(0, 4)))
    if moves and rng.random() < 0.9:
        wild = [m for m in moves if decode_move(m)[4] > 0]
        centre = [m for m in moves if decode_move(m)[1] == 6]
        roll = rng.random()
        if wild and roll < 0.4:
            return "place", rng.choice(wild)
        if centre and roll < 0.6:
            return "place", rng.choice(centre)
        return "place", rng.choice(moves)
    kept = rng.sample(hand, min(len(hand), rng.randint(0, 4))) if state.round < 6 else []
    return "pass", kept


def decide_until(
    driver: Driver, table: PavilionTableScene, seed: int, limit: int, goal: Callable[[Any], T]
) -> T:
    """Make seeded random decisions (``choose_decision``) through the real event path until
    ``goal`` of the position is truthy, within ``limit`` decisions; what ``goal`` gave."""
    rng = random.Random(seed)
    for _ in range(limit):
        state = table.state
        assert not state.is_over
        reached = goal(state)
        if reached:
            return reached
        kind, what = choose_decision(state, rng)
        decide(driver, table, kind, what)
        driver.settle()
    raise AssertionError(f"no position the test needs within {limit} decisions")


def expected_moves(state: Any, kind: str, what: Any) -> list[int]:
    """The engine moves a decision should record."""
    if kind in ("take", "place"):
        return [what]
    if kind == "pick":
        return dec.bonus_moves(state, what)
    if kind == "keep":
        return dec.play_sequence(state, dec.keep_moves(what), KEEP)
    return dec.pass_moves(state, what)


def decide(
    driver: Driver, table: PavilionTableScene, kind: str, what: Any, how: str = "click"
) -> None:
    """Make a decision through the real event path."""
    if kind == "take":
        take(driver, table, what, how)
    elif kind == "place":
        place(driver, table, what, how if how in ("click", "key", "space") else "click")
    elif kind == "pick":
        pick(driver, table, what)
    else:
        pass_turn(driver, table, what, "key" if how == "key" and kind == "pass" else "click")
