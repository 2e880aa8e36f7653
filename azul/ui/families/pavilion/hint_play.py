"""What the Summer Pavilion table does with a Hint: shows it as a choice on the table (still to
be confirmed), and plays it on Enter while the choice still matches it."""

from __future__ import annotations

from typing import TYPE_CHECKING

from azul.engine.drafting import DRAFT
from azul.engine.pavilion_game import BONUS, PLACE
from azul.engine.pavilion_moves import decode_move

if TYPE_CHECKING:
    from .scene import PavilionTableScene


def show_hint(table: PavilionTableScene, move: int) -> None:
    """Set the table up as the hint says: a take's group selected, or a placement's space
    chosen with the hinted colour and payment in the panel (still to be confirmed)."""
    try:
        kind, a, b, c, d = decode_move(move)
    except ValueError:
        return
    table.keyboard = False  # Enter now plays the hint, not a focused item
    decision = table.decision
    if kind == "draft" and table.state.phase == DRAFT:
        table.select(a, b)
    elif kind == "place" and table.state.phase == PLACE and table.choose_space(a * 6 + b):
        decision.set_colour(table.state, c)
        decision.set_wilds(table.state, d)
    elif kind == "pick" and table.state.phase == BONUS:
        if a in decision.picked_colours(table.state):
            return
        first = decision.first_supply(table.state, a)
        if first is not None:
            table.toggle_pick(first)  # the hinted bonus tile, chosen (still to confirm)


def play_hint(table: PavilionTableScene) -> bool:
    """Enter after a Hint plays the hinted decision, while the choice on the table still
    matches it (a Tab or another choice since means the person decides otherwise); a
    hinted pass opens the pass dialog with the best tiles to keep chosen."""
    move = table.hint_move
    if move is None or table.keyboard or not table.interactive() or move not in table.legal():
        return False
    hinted = table.decision.hint_play(table.state, move)
    if hinted.open_pass:
        table.open_pass()
        return True
    return table.play_person(list(hinted.moves))
