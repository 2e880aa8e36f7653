"""Every lesson's script replays legally from its fixed deal, and its steps fit the script."""

from __future__ import annotations

import pytest

from azul.domain.lessons import LESSONS, Lesson, LessonRun
from azul.domain.lessons.pavilion_first_game import LAST_ROUND_AT, PAVILION_FIRST_GAME
from azul.engine import get_ruleset
from azul.engine.base_game import CENTRE, FLOOR, decode_move


def positions(lesson: Lesson) -> list[object]:
    """The position before each scripted move, and the last one, checking every move."""
    state = lesson.start()
    seen = [state]
    for i, text in enumerate(lesson.script):
        move = state.parse_move(text)
        assert state.format_move(move) == text, f"move {i} is not in canonical notation"
        why = state.why_illegal(move)
        assert why is None, f"{lesson.id}: move {i} {text!r} is illegal: {why}"
        state = state.apply(move)
        seen.append(state)
    return seen


@pytest.mark.parametrize("lesson_id", sorted(LESSONS))
def test_the_script_replays_legally_and_the_steps_fit(lesson_id: str) -> None:
    lesson = LESSONS[lesson_id]
    get_ruleset(lesson.ruleset)  # a registered rule set
    states = positions(lesson)
    ats = [step.at for step in lesson.steps]
    assert ats == sorted(ats), "steps show in the order of the game"
    assert len({step.key for step in lesson.steps}) == len(lesson.steps)
    for step in lesson.steps:
        assert 0 <= step.at <= len(lesson.script)
        if step.move:
            assert step.at < len(lesson.script)
            state = states[step.at]
            assert state.current_player == lesson.learner, f"{step.key}: not the learner's turn"
    assert any(step.move for step in lesson.steps), "the learner makes at least one real move"


@pytest.mark.parametrize("lesson_id", sorted(LESSONS))
def test_a_run_through_the_lesson_accepts_exactly_the_taught_moves(lesson_id: str) -> None:
    lesson = LESSONS[lesson_id]
    run = LessonRun(lesson)
    played = 0
    while True:
        while (due := run.due(played)) is not None:
            assert due == lesson.script[played]
            played += 1
        assert run.showing(played)
        taught = run.taught()
        if taught is not None:
            assert run.accepts(taught, played)
            others = {m for m in lesson.script if m != taught}
            assert not any(run.accepts(m, played) for m in others)
            played += 1
        if not run.advance():
            break


def test_the_pavilion_first_game_is_a_whole_game() -> None:
    states = positions(PAVILION_FIRST_GAME)
    last = states[-1]
    assert last.is_over  # type: ignore[attr-defined]
    assert last.scores == (80, 62)  # type: ignore[attr-defined]
    assert states[LAST_ROUND_AT].round == 6  # type: ignore[attr-defined]
    assert states[LAST_ROUND_AT - 1].round == 5  # type: ignore[attr-defined]
    # the taught situations happen early: a wild tile along with a take, a payment with wild
    # tiles, a run, a pass with a kept tile in round 1; a pillar and its bonus tile in round 2
    script = PAVILION_FIRST_GAME.script
    assert states[PAVILION_FIRST_GAME.steps[-1].at].is_over  # type: ignore[attr-defined]
    assert script[12] == "r3r+2" and script[20:22] == ("pass", "ky")
    assert states[32].phase == "bonus" and states[32].round == 2  # type: ignore[attr-defined]


def test_the_azul_lesson_never_has_the_learner_throw_tiles_away_unasked() -> None:
    """Moves played for the learner (not taught ones) drop at most one tile on their floor."""
    lesson = LESSONS["azul"]
    taught = {step.at for step in lesson.steps if step.move}
    states = positions(lesson)
    for i, text in enumerate(lesson.script):
        seen = states[i].to_json()  # type: ignore[attr-defined]
        if seen["current"] != lesson.learner or i in taught:
            continue
        _, source, colour, dest = decode_move(states[i].parse_move(text))  # type: ignore[attr-defined]
        taken = (seen["centre"] if source == CENTRE else seen["factories"][source])[colour]
        if dest == FLOOR:
            dropped = taken
        else:
            held = seen["boards"][lesson.learner]["lines"][dest][1]
            dropped = max(0, held + taken - (dest + 1))
        assert dropped <= 1, f"move {i} {text!r} drops {dropped} tiles on the learner's floor"
