"""What narration says on a base-family table: the focused group, pattern line, floor or wall
space (and, with tiles chosen, why they cannot go there), a board read out (lines, wall,
floor) and the factories and centre."""

from __future__ import annotations

from azul.engine.base_game import CENTRE, BaseState
from azul.engine.colours import MARKER

from ...hints import Words, colour_word
from ...narration import group_words, offer_words
from ...table.targets import GroupTarget, Target
from .frame import BaseFrame
from .targets import CellTarget, FloorTarget, LineTarget, target_move

ROWS = 5  # pattern lines and wall rows


def speak_target(frame: BaseFrame, target: Target) -> str:
    """The focused target in words; a destination adds why the chosen tiles cannot go there."""
    state = frame.state
    if isinstance(target, GroupTarget):
        factory = None if target.source == CENTRE else target.source
        counts = state.centre if factory is None else state.factories[target.source]
        return group_words(frame, state, target.colour, counts[target.colour], factory)
    if isinstance(target, LineTarget):
        text = line_words(frame, state, target.seat, target.row)
    elif isinstance(target, FloorTarget):
        text = floor_words(frame, state, target.seat)
    elif isinstance(target, CellTarget):
        text = frame.t("narration.wall_cell", row=target.row + 1, column=target.col + 1)
    else:
        return ""
    move = target_move(state, frame.selection, target)
    why = frame.reason(move) if move is not None else None
    return f"{text}. {why}" if why else text


def line_words(words: Words, state: BaseState, seat: int, row: int) -> str:
    """A pattern line: empty and its room, or its tiles."""
    board = state.boards[seat]
    count = board.line_count[row]
    if count == 0 or board.line_colour[row] < 0:
        return words.tn("narration.line_empty", row + 1, line=row + 1)
    colour = colour_word(words, state, board.line_colour[row])
    return words.tn("narration.line", count, line=row + 1, colour=colour, size=row + 1)


def floor_words(words: Words, state: BaseState, seat: int) -> str:
    """The floor line: its tiles, and the first-player marker when it lies there."""
    floor = state.boards[seat].floor
    tiles = sum(1 for t in floor if t != MARKER)
    text = words.tn("narration.floor", tiles)
    if MARKER in floor:
        text += " " + words.t("narration.floor_marker")
    return text


def wall_words(words: Words, state: BaseState, seat: int) -> str:
    """The wall, row by row: the colours placed and their columns."""
    board = state.boards[seat]
    rows = []
    for r in range(ROWS):
        placed = [
            words.t(
                "narration.wall_tile",
                colour=colour_word(words, state, board.cells[r * ROWS + c]),
                column=c + 1,
            )
            for c in range(ROWS)
            if board.cells[r * ROWS + c] >= 0
        ]
        if placed:
            rows.append(words.t("narration.wall_row", row=r + 1, tiles=", ".join(placed)))
    return " ".join(rows) if rows else words.t("narration.wall_empty")


def speak_board(frame: BaseFrame, seat: int) -> str:
    """A board read out: whose, the score, the pattern lines, the wall and the floor."""
    state = frame.state
    name = frame.session.seat(seat).name
    head = frame.tn("narration.seat_score", int(state.scores[seat]), name=name)
    lines = ". ".join(line_words(frame, state, seat, r) for r in range(ROWS))
    return f"{head}. {lines}. {wall_words(frame, state, seat)} {floor_words(frame, state, seat)}."


def speak_offer(frame: BaseFrame) -> str:
    """The factories with tiles and the centre, and the first-player marker if it is there."""
    state = frame.state
    text = offer_words(frame, state, state.factories, state.centre)
    if state.marker_in_centre:
        text += " " + frame.t("narration.marker_in_centre")
    return text
