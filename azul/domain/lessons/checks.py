"""Checks of a lesson's script: every move legal, each move step on a move of the learner, and
a variant lesson's script exactly its hand-chosen moves with the greedy level's in between."""

from __future__ import annotations

from collections.abc import Mapping

from azul.ai.levels import make_player
from azul.engine import new_game

from .script import Lesson
from .variants import CHOICES

GREEDY_SEED = 0


def play_script(
    ruleset: str, seed: int, first: int, chosen: Mapping[int, str], length: int, players: int = 2
) -> list[str]:
    """``length`` moves from the deal: the chosen ones where given, else the greedy level's."""
    state = new_game(ruleset, players, seed, first)
    greedy = make_player("greedy", GREEDY_SEED)
    out: list[str] = []
    while len(out) < length and not state.is_over:
        text = chosen.get(len(out))
        move = state.parse_move(text) if text is not None else greedy.choose(state)
        if move not in state.legal_moves():
            raise ValueError(f"move {len(out)} {text!r} is not legal here")
        out.append(state.format_move(move))
        state = state.apply(move)
    return out


def problems(lesson: Lesson) -> list[str]:
    """What is wrong with a lesson's script and steps (nothing: an empty list)."""
    out: list[str] = []
    state = lesson.start()
    states = [state]
    for i, text in enumerate(lesson.script):
        try:
            move = state.parse_move(text)
        except ValueError as exc:
            return [f"{lesson.id}: move {i} {text!r}: {exc}"]
        if move not in state.legal_moves():
            return [f"{lesson.id}: move {i} {text!r} is not legal"]
        state = state.apply(move)
        states.append(state)
    last = -1
    for step in lesson.steps:
        if step.at < last:
            out.append(f"{lesson.id}.{step.key}: shows before the step above it")
        last = step.at
        if step.at > len(lesson.script) or (step.move and step.at >= len(lesson.script)):
            out.append(f"{lesson.id}.{step.key}: past the end of the script")
            continue
        if step.move and states[step.at].current_player != lesson.learner:
            out.append(f"{lesson.id}.{step.key}: the learner is not to move")
    chosen = CHOICES.get(lesson.id)
    if chosen is not None:
        n = len(lesson.script)
        again = play_script(lesson.ruleset, lesson.seed, lesson.first_player, chosen, n)
        if tuple(again) != lesson.script:
            out.append(f"{lesson.id}: the script is not its choices played out: {' '.join(again)}")
    return out
