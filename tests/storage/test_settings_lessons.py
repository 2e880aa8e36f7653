"""Lesson progress in settings.json: per lesson, migrated from the one-lesson format of v1."""

from __future__ import annotations

import json
from typing import Any

import pytest

from azul.domain.settings import Settings
from azul.storage import SettingsFile, Storage
from azul.storage.ui_settings import from_ui_settings, to_ui_settings


def load(store: Storage, doc: dict[str, Any]) -> Settings:
    path = store.paths.settings_file
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(doc), "utf-8")
    return to_ui_settings(store.load_settings().value)


def test_a_version_1_file_keeps_the_azul_lesson_progress(store: Storage) -> None:
    ui = load(store, {"schema_version": 1, "language": "hu", "lesson_step": 7, "lesson_done": True})
    assert ui.language == "hu"
    assert ui.lesson_steps == {"azul": 7}
    assert ui.lessons_done == ["azul"]
    assert ui.lesson_state("azul") == (7, True)
    assert ui.lesson_state("grey") == (None, False)


def test_a_version_1_file_at_the_start_of_the_lesson_has_nothing_in_progress(
    store: Storage,
) -> None:
    ui = load(store, {"schema_version": 1, "lesson_step": 0, "lesson_done": False})
    assert ui.lesson_steps == {} and ui.lessons_done == []


@pytest.mark.parametrize(
    "step, done",
    [("7", "yes"), (-3, 1), (True, None), (10**9, [True]), ({"a": 1}, "true")],
)
def test_bad_old_values_are_dropped_without_losing_the_rest(
    store: Storage, step: Any, done: Any
) -> None:
    doc = {"schema_version": 1, "language": "fi", "lesson_step": step, "lesson_done": done}
    ui = load(store, doc)
    assert ui.language == "fi"
    assert ui.lesson_steps == {} and ui.lessons_done == []


def test_bad_entries_of_the_new_fields_are_dropped_one_by_one(store: Storage) -> None:
    doc = {
        "schema_version": 2,
        "language": "fi",
        "lesson_steps": {"grey": 3, "azul": -1, "BAD ID": 2, "mini": "4", "crystal-1": True},
        "lessons_done": ["azul", 5, "azul", "../x", "mini"],
    }
    ui = load(store, doc)
    assert ui.language == "fi"
    assert ui.lesson_steps == {"grey": 3}
    assert ui.lessons_done == ["azul", "mini"]


@pytest.mark.parametrize("value", [[1, 2], "grey", 3, None])
def test_a_lesson_field_of_the_wrong_kind_resets_only_itself(store: Storage, value: Any) -> None:
    doc = {"schema_version": 2, "language": "hu", "lesson_steps": value, "lessons_done": value}
    ui = load(store, doc)
    assert ui.language == "hu"
    assert ui.lesson_steps == {} and ui.lessons_done == []


def test_progress_round_trips_and_bad_in_memory_values_are_not_stored() -> None:
    ui = Settings()
    ui.lesson_steps = {"grey": 2, "crystal-2": 3, "": 1, "x y": 2, "mini": -5}  # type: ignore[dict-item]
    ui.lessons_done = ["azul", "azul", "", 7]  # type: ignore[list-item]
    stored = from_ui_settings(ui)
    assert stored.lesson_steps == {"grey": 2, "crystal-2": 3}
    assert stored.lessons_done == ["azul"]
    again = to_ui_settings(SettingsFile.model_validate_json(stored.model_dump_json()))
    assert again.lesson_steps == {"grey": 2, "crystal-2": 3}
    assert again.lessons_done == ["azul"]


def test_any_number_of_unknown_lessons_never_crowds_out_the_real_ones(store: Storage) -> None:
    """Reliability N5: 1,000 unknown lesson ids before the real ones in settings.json."""
    from azul.domain.lessons import LESSONS
    from azul.storage.problems import LESSONS_CLEANED
    from azul.ui.persistence import Persistence

    junk = {f"l{i}": 1 for i in range(1000)}
    doc = {
        "schema_version": 2,
        "language": "fi",
        "lesson_steps": {**junk, "grey": 3, "azul": 5},
        "lessons_done": [*junk, "mini"],
    }
    path = store.paths.settings_file
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(doc), "utf-8")
    persistence = Persistence(store)
    ui = persistence.load_settings()
    assert ui.language == "fi"
    assert ui.lesson_steps == {"grey": 3, "azul": 5} and ui.lessons_done == ["mini"]
    notice = persistence.notices[0]
    assert notice.key == LESSONS_CLEANED and notice.moved_to is not None
    assert json.loads(notice.moved_to.read_text("utf-8")) == doc  # the original, kept aside
    ui.lesson_steps["crystal-1"] = 2  # play on: new progress is saved and survives a restart
    assert persistence.save_settings(ui) is None
    again = Persistence(store).load_settings()
    assert again.lesson_steps == {"grey": 3, "azul": 5, "crystal-1": 2}
    assert again.lessons_done == ["mini"]
    assert set(json.loads(path.read_text("utf-8"))["lesson_steps"]) <= set(LESSONS)
