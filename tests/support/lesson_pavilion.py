"""The Summer Pavilion lesson's table played as the learner."""

from __future__ import annotations

from typing import Any

import pygame
from ui.driver import Driver

from azul.domain.lessons import Lesson, LessonStep
from azul.domain.lessons import pavilion_points as pp
from azul.domain.session import GameSession, GameSetup, Seat
from azul.domain.settings import PERSON
from azul.engine.pavilion_moves import decode_move
from azul.ui.families.pavilion.lesson_points import lesson_rects
from azul.ui.families.pavilion.scene import PavilionTableScene
from azul.ui.kits import make_table
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


def open_table(d: Driver, lesson: Lesson) -> PavilionTableScene:
    """The lesson's game on the Summer Pavilion table. Both seats are people here, so the
    table never asks a computer player: the opponent's moves come from the script, as the
    lesson scene plays them."""
    seats = tuple(Seat(f"Seat {i + 1}", i, PERSON) for i in range(2))
    setup = GameSetup(lesson.ruleset, seats, lesson.seed, lesson.first_player)
    table = make_table(d.app, GameSession.start(setup, lesson.seed))
    assert isinstance(table, PavilionTableScene)
    table.end_shown = True
    d.app.stack.reset(table)
    d.pump()
    return table


def settle(d: Driver, table: PavilionTableScene) -> None:
    """Frames until the table is at rest (animations and round summaries done)."""
    for _ in range(400):
        if not table.timeline.blocking and d.top is table:
            return
        if d.top is not table:
            d.key(pygame.K_ESCAPE)
        d.step(0.05)
    raise AssertionError("the table did not come to rest")


def check_pointers(step: LessonStep, table: PavilionTableScene) -> None:
    """Every pointer of the step marks something on the table, inside the design space."""
    for pointer in step.points:
        assert pointer.kind in pp.KINDS, pointer
        rects = lesson_rects(pointer, table.layout, table.view)
        assert rects, f"{step.key}: {pointer} marks nothing"
        for r in rects:
            assert r.w > 0 and r.h > 0 and DESIGN.contains(r), f"{step.key}: {pointer} {r}"


def play_lesson(d: Driver, lesson: Lesson, on_step: Any = None) -> PavilionTableScene:
    """The whole lesson: scripted moves played, each taught decision made by real clicks."""
    table = open_table(d, lesson)
    moves = table.session.moves
    for step in lesson.steps:
        while len(moves) < step.at:
            table.play(table.state.parse_move(lesson.script[len(moves)]))
            settle(d, table)
        assert len(moves) == step.at, f"{step.key}: the script ran past the step"
        check_pointers(step, table)
        if on_step is not None:
            on_step(step, table)
        if step.move:
            want = decision(lesson, step.at)
            learner_plays(d, table, want)
            settle(d, table)
            played = [table.state.format_move(m) for m in moves]
            assert played == list(lesson.script[: step.at + len(want)]), step.key
    return table
