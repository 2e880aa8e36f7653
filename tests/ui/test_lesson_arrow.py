"""A lesson's arrow never runs across the table's decision panel: it bends round it.

The Summer Pavilion lessons are played to their end by clicks (as a learner would); at every
step that points somewhere, the arrow the scene draws goes from the callout box to just outside
the ring round the first pointed element without crossing the panel the table keeps clear
(phase 2's "Place a tile", the bonus and the take preview). ``arrow_path`` on its own: straight
when nothing is in the way, bent round a panel between, and a panel holding the target or the
box does not count.
"""

from __future__ import annotations

import itertools
import math
from pathlib import Path

import pygame
import pytest
from support.lesson import do_step, settle
from support.lesson_pavilion_scene import PAVILION_IDS, open_from_list, play_through

from azul.ui import lesson_callout as callout
from azul.ui.canvas import Point
from azul.ui.scenes.lesson import LessonScene

from .driver import make_app

FRect = pygame.FRect
EDGE = 1.0  # design px an arrow may touch a panel's edge by (it never goes in)
NEAR = 0.01  # design px of rounding in where the arrow's tip is


def crosses(path: list[Point], rect: FRect) -> bool:
    """True when a segment of the path runs through the rectangle."""
    inner = rect.inflate(-2 * EDGE, -2 * EDGE)
    return any(inner.clipline(a, b) for a, b in itertools.pairwise(path))


def ring_gap(tip: Point, target: FRect) -> float:
    """How far the arrow's tip is from the ring round its target (ARROW_GAP along the arrow,
    so at most that)."""
    ring = target.inflate(2 * callout.RING_PAD, 2 * callout.RING_PAD)
    dx = max(ring.left - tip[0], 0.0, tip[0] - ring.right)
    dy = max(ring.top - tip[1], 0.0, tip[1] - ring.bottom)
    return math.hypot(dx, dy)


def check_arrow(lesson: LessonScene) -> bool:
    """The step's arrow keeps off the panel and ends at its target's ring; True if it bends."""
    path = lesson.arrow()
    pointed = lesson.pointed()
    if not path:
        return False
    target = pointed[0]
    assert 0 < ring_gap(path[-1], target) <= callout.ARROW_GAP + NEAR  # just outside the ring
    for panel in lesson.keep_clear():
        if panel.colliderect(target) or panel.colliderect(lesson.box()):
            continue
        assert not crosses(path, panel), (
            f"step {lesson.run.step + 1} ({lesson.run.current.key}): the arrow {path} crosses "
            f"the panel {panel}"
        )
    return len(path) > 2


@pytest.mark.slow  # a whole play-through of each lesson
@pytest.mark.parametrize("lesson_id", PAVILION_IDS)
def test_no_lesson_arrow_crosses_the_decision_panel(tmp_path: Path, lesson_id: str) -> None:
    d = make_app(tmp_path, size=(1280, 720), speed="fast")
    try:
        lesson = open_from_list(d, lesson_id)
        bent: list[bool] = []

        def check(scene: LessonScene) -> None:
            d.app.render()  # the frame draws the arrow checked
            bent.append(check_arrow(scene))

        play_through(d, lesson, check)
        if lesson_id == "summer-pavilion":
            assert sum(bent) >= 5, "the first lesson's placing steps point past the panel"
    finally:
        d.close()


def test_arrow_path_is_straight_bent_round_a_panel_or_over_its_own() -> None:
    box = FRect(1280, 765, 620, 290)
    target = FRect(460, 360, 40, 40)
    straight = callout.arrow_path(box, target)
    assert len(straight) == 2 and straight[0] == (box.left, box.top)
    panel = FRect(665, 130, 590, 560)
    bent = callout.arrow_path(box, target, [panel])
    assert len(bent) == 3 and not crosses(bent, panel)
    assert bent[1] == (panel.left - callout.ROUTE_GAP, panel.bottom + callout.ROUTE_GAP)
    assert 0 < ring_gap(bent[-1], target) <= callout.ARROW_GAP + NEAR
    # A panel holding the target (a button in it) or the box is pointed at straight.
    holding = FRect(400, 300, 200, 200)
    assert callout.arrow_path(box, target, [holding]) == straight
    assert callout.arrow_path(box, target, [box.inflate(40, 40)]) == straight
    # A target under the box: no arrow.
    assert callout.arrow_path(box, FRect(box.centerx, box.centery, 10, 10), [panel]) == []


def check_landmarks(lesson: LessonScene, seen: list[str]) -> None:
    """The step's arrow strikes through no factory, centre tray or labelled icon ("Bag 102",
    "Storage 0/7") but the one it points at (or one under the box)."""
    path = lesson.arrow()
    pointed = lesson.pointed()
    if not path:
        return
    ring = pointed[0].inflate(2 * callout.RING_PAD, 2 * callout.RING_PAD)
    for mark in lesson.table.layout.landmarks():
        if mark.colliderect(ring) or mark.colliderect(lesson.box()):
            continue
        crossed = crosses(path, mark)
        if crossed:
            seen.append(f"step {lesson.run.step + 1} ({lesson.run.current.key}): {path} x {mark}")


@pytest.mark.parametrize("lesson_id", ["azul", "summer-pavilion"])
def test_no_lesson_arrow_strikes_through_a_factory_or_a_label(
    tmp_path: Path, lesson_id: str
) -> None:
    d = make_app(tmp_path, size=(1280, 720), speed="fast")
    try:
        lesson = open_from_list(d, lesson_id)
        crossed: list[str] = []
        if lesson_id == "summer-pavilion":
            play_through(d, lesson, lambda scene: check_landmarks(scene, crossed))
        else:
            while True:
                settle(d, lesson)
                if d.top is not lesson:
                    break
                check_landmarks(lesson, crossed)
                do_step(d, lesson)
                d.step(0.05)
        assert not crossed, crossed
    finally:
        d.close()
