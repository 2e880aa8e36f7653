"""The Summer Pavilion lessons in the real lesson scene, opened from the lessons list: played
to their end by clicks (the learner's decisions on the Pavilion table, Next on the notes), a decision not asked for is refused with its friendly sentence, and the
scene's box and pointers come from the Pavilion kit."""

from __future__ import annotations

from pathlib import Path

import pytest
from support.lesson import button, settle
from support.lesson_pavilion_scene import PAVILION_IDS, open_from_list, play_through
from support.pavilion_input import take

from azul.domain.lessons import LESSONS

from .driver import make_app


@pytest.mark.slow
@pytest.mark.parametrize("lesson_id", PAVILION_IDS)
def test_each_pavilion_lesson_plays_to_its_end(tmp_path: Path, lesson_id: str) -> None:
    # One play-through per lesson (English); every step's words in every language are checked
    # directly (test_lesson_pavilion.py, test_lesson_variants.py: the texts fit their box).
    d = make_app(tmp_path, speed="fast")
    try:
        lesson = open_from_list(d, lesson_id)
        seen = play_through(d, lesson)
        assert seen >= len(LESSONS[lesson_id].steps)
        assert lesson.session.state.is_over or lesson_id != "summer-pavilion"
        assert lesson_id in d.app.services.settings.lessons_done
    finally:
        d.close()


def test_a_take_not_asked_for_is_refused_with_the_steps_sentence(tmp_path: Path) -> None:
    d = make_app(tmp_path, speed="fast")
    try:
        lesson = open_from_list(d, "summer-pavilion")
        while not lesson.run.current.move:
            settle(d, lesson)
            d.click(button(lesson, 0))
        settle(d, lesson)
        table = lesson.table
        taught = table.state.parse_move(lesson.run.taught() or "")
        other = next(m for m in table.state.legal_moves() if m != taught)
        played = len(lesson.session.moves)
        take(d, table, other)
        assert len(lesson.session.moves) == played  # nothing happened on the table
        why = d.app.services.t(lesson.lesson.text_key(f"{lesson.run.current.key}_why"))
        assert lesson.step_text() == why
    finally:
        d.close()
