"""The table's frame: painters and step builders read a frozen frame, never a scene; drawing
changes nothing; the replay and the review draw tables that are no scene at all."""

from __future__ import annotations

import ast
import dataclasses
from pathlib import Path

import pygame
import pytest
from support.pavilion_input import group_point, start
from support.persistence import open_app
from support.records import finished_game, replay_of
from support.replay_pavilion import finished_game as finished_pavilion_game

from azul.ui.families.base.targets import LineTarget
from azul.ui.scenes.table import TableScene
from azul.ui.table.shown import ShownTable
from azul.ui.table.targets import GroupTarget

from .driver import Driver, session_for

UI = Path(__file__).resolve().parents[2] / "azul" / "ui"
# Every module that paints a table or builds its animation.
PAINTERS = [
    *sorted((UI / "families").glob("*/paint*.py")),
    *sorted((UI / "families").glob("*/steps.py")),
    *(
        UI / "table" / name
        for name in (
            "frame.py",
            "hud.py",
            "popups.py",
            "ring_flights.py",
            "ring_paint.py",
            "score_tip.py",
            "seat_paint.py",
            "shown.py",
            "step_parts.py",
        )
    ),
]


def imported(path: Path) -> list[str]:
    """The modules a file imports (relative ones as written, dots and all)."""
    out: list[str] = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom):
            out.append("." * node.level + (node.module or ""))
        elif isinstance(node, ast.Import):
            out += [a.name for a in node.names]
    return out


@pytest.mark.parametrize("path", PAINTERS, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_painters_and_step_builders_import_no_scene(path: Path) -> None:
    for module in imported(path):
        parts = module.strip(".").split(".")
        assert "scene" not in parts and "scenes" not in parts, f"{path.name} imports {module}"


def test_the_frame_is_frozen_and_drawing_changes_nothing(driver: Driver) -> None:
    table = driver.start_table(session_for("azul", "pp", seed=3))
    driver.settle()
    source, colour = table.view.groups()[0]
    driver.click(table.layout.group_tile(table.view.factories, 9, source, colour).center)
    p = table.state.current_player
    driver.move(table.layout.boards[p].line_rect(0).center)
    assert table.selection == (source, colour) and table.hover == LineTarget(p, 0)
    before = table.frame()
    with pytest.raises(dataclasses.FrozenInstanceError):
        before.selection = None  # type: ignore[misc]
    view = table.view.copy()
    for _ in range(2):
        driver.app.dirty = True
        driver.app.render()
    assert table.frame() == before and table.view == view


def test_the_pavilion_frame_carries_the_decision_in_progress(driver: Driver) -> None:
    table = start(driver)
    source, colour = table.view.groups(table.state.wild)[0]
    driver.click(group_point(table, source, colour))
    frame = table.frame()
    assert frame.selection == (source, colour) and frame.extra is not None
    assert frame.extra.choice == table.decision.snapshot(table.state)
    assert frame.extra.choice.preview == table.decision.take_preview(table.state) is not None
    assert frame.extra.controls == tuple(table.controls())
    driver.app.dirty = True
    driver.app.render()
    assert table.frame() == frame  # drawing the panel changed nothing


def test_the_replay_and_the_review_draw_tables_that_are_no_scene(tmp_path: Path) -> None:
    finished_game(tmp_path, seed=7)
    d = open_app(tmp_path)
    try:
        scene = replay_of(d)
        assert isinstance(scene.board, ShownTable) and not isinstance(scene.board, TableScene)
        frame = scene.frame()
        assert not frame.interactive and frame.extra is None and frame.buttons is None
        d.key(pygame.K_RIGHT)
        d.app.render()
        assert scene.board.session.moves == list(scene.game.positions.moves[:1])
    finally:
        d.close()


def test_a_pavilion_replay_frame_has_no_decision(tmp_path: Path) -> None:
    finished_pavilion_game(tmp_path, 3)
    d = open_app(tmp_path)
    try:
        scene = replay_of(d)
        assert isinstance(scene.board, ShownTable)
        frame = scene.frame()
        assert frame.extra is None and frame.hover is None and frame.marks.focus is None
        d.key(pygame.K_END)
        d.app.render()  # the painters draw the last position from the frame alone
        assert scene.board.state.is_over
    finally:
        d.close()


def test_group_targets_compare_by_kind_and_value() -> None:
    assert GroupTarget(1, 2) == GroupTarget(1, 2)
    assert GroupTarget(0, 0) != LineTarget(0, 0)  # same numbers, another kind of target
