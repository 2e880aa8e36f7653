"""The migration framework: step-by-step upgrades, future versions and broken steps."""

from __future__ import annotations

from typing import Any

import pytest

from azul.storage.migrations import (
    GAME,
    RECORD,
    SETTINGS,
    STATS,
    FutureVersionError,
    MigrationError,
    Migrations,
)


def chain() -> Migrations:
    """A synthetic file kind at version 2: v0 (unversioned) → v1 → v2."""
    m = Migrations("demo", current=2)

    @m.step(0)
    def v0(doc: dict[str, Any]) -> dict[str, Any]:
        return {"full_name": doc["name"], "points": doc["pts"]}

    @m.step(1)
    def v1(doc: dict[str, Any]) -> dict[str, Any]:
        first, _, last = doc["full_name"].partition(" ")
        return {"schema_version": 1, "first": first, "last": last, "points": doc["points"]}

    return m


def test_steps_run_in_order_from_any_old_version() -> None:
    m = chain()
    old = {"name": "Ada Lovelace", "pts": 3}
    assert m.upgrade(old) == {"schema_version": 2, "first": "Ada", "last": "Lovelace", "points": 3}
    assert old == {"name": "Ada Lovelace", "pts": 3}  # the input is left as it was
    v1 = {"schema_version": 1, "full_name": "Alan Turing", "points": 5}
    assert m.upgrade(v1)["last"] == "Turing"
    current = {"schema_version": 2, "first": "x", "last": "y", "points": 0}
    assert m.upgrade(current) == current


def test_future_version_is_reported() -> None:
    with pytest.raises(FutureVersionError) as info:
        chain().upgrade({"schema_version": 5})
    assert (info.value.version, info.value.supported) == (5, 2)


@pytest.mark.parametrize("version", ["2", 1.0, True, -1, None])
def test_bad_version_values(version: object) -> None:
    with pytest.raises(MigrationError):
        chain().upgrade({"schema_version": version})


def test_failing_step_and_missing_step() -> None:
    with pytest.raises(MigrationError, match="v0"):
        chain().upgrade({"name": "no points"})  # KeyError inside the step
    gap = Migrations("gap", current=3)
    gap.step(0)(lambda d: d)
    with pytest.raises(MigrationError, match="no migration from v1"):
        gap.upgrade({})
    with pytest.raises(MigrationError, match="no schema_version"):
        Migrations("strict", current=1).upgrade({"a": 1})


def test_registration_mistakes_are_caught() -> None:
    m = chain()
    with pytest.raises(ValueError):
        m.step(1)(lambda d: d)  # twice
    with pytest.raises(ValueError):
        m.step(2)(lambda d: d)  # starts at the current version


def test_real_registries() -> None:
    assert (SETTINGS.current, GAME.current, RECORD.current, STATS.current) == (2, 2, 1, 1)
    assert SETTINGS.upgrade({"lang": "hu", "volume": 150})["sound_volume"] == 1.0
    with pytest.raises(MigrationError):
        GAME.upgrade({"moves": []})  # game files have always carried a version
