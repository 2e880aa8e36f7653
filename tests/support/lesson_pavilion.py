"""The Summer Pavilion lesson's table played as the learner."""

from __future__ import annotations

import pygame
from ui.driver import Driver

from azul.domain.lessons import Lesson
from azul.engine.pavilion_moves import decode_move
from azul.ui.families.pavilion.scene import PavilionTableScene
from azul.ui.viewport import DESIGN_H, DESIGN_W
from support.pavilion_input import pass_turn, pick, place, take

DESIGN = pygame.FRect(0, 0, DESIGN_W, DESIGN_H)


def decision(lesson: Lesson, at: int) -> list[str]:
    """The scripted moves of the learner's decision at `at`: one move, or a pass with the
    tiles kept after it."""
    moves = [lesson.script[at]]
    if moves[0] == "pass":
        for text in lesson.script[at + 1 :]:
            if not (text.startswith("k") or text == "done"):
                break
            moves.append(text)
    return moves


def learner_plays(d: Driver, table: PavilionTableScene, moves: list[str]) -> None:
    """Make one decision with the mouse, as the step asks a player to."""
    state = table.state
    move = state.parse_move(moves[0])
    kind, a, *_ = decode_move(move)
    if kind == "draft":
        take(d, table, move)
    elif kind == "place":
        place(d, table, move)
    elif kind == "pick":
        pick(d, table, [a])
    elif kind == "pass":
        kept = [decode_move(state.parse_move(t))[1] for t in moves[1:] if t != "done"]
        pass_turn(d, table, kept)
    else:
        raise AssertionError(f"no way to teach {moves[0]!r}")
