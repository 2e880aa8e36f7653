"""A lesson's callout over the table: rings around what a step points at, an arrow from the
text box to the first of them (bent round what the scene keeps clear, such as a decision panel),
and the box with the step's text (all in design space). Where a pointer is on the table is the
family kit's to say (``TableKit.lesson_rects``)."""

from __future__ import annotations

import itertools
import math
from collections.abc import Sequence

import pygame

from . import theme
from .canvas import Canvas, Point
from .viewport import DESIGN_H, DESIGN_W

RING = (255, 214, 90)  # warm gold: stands out on the wood and on every tile colour
RING_WIDTH = 5.0
RING_PAD = 7.0  # ring distance around the element
ARROW_WIDTH = 5.0
ARROW_HEAD = 22.0
ARROW_GAP = 6.0  # design px between the arrow's head and the ring it points at
ARROW_SHADOW = 4.0  # how much wider the arrow's dark outline is than the arrow
ROUTE_GAP = 16.0  # an arrow bent round a panel passes this far from its edge
LANDMARK_GAP = 4.0  # and this far from a factory, a board or a labelled icon
TOUCH = 1.0  # a line along a wall's edge, or through its corner, does not cross the wall
DESIGN = pygame.FRect(0, 0, DESIGN_W, DESIGN_H)
BOX_PAD = 22.0
TEXT_SIZE = 25.0
HEADING_H = 22.0  # the small step counter over the text
LINE_GAP = 1.22  # line height in text sizes
BUTTON_H = 52.0
BUTTON_GAP = 10.0
BOX_GAP = 14.0  # between the box and the board under it


def text_area(box: pygame.FRect) -> pygame.FRect:
    """Where the step's text goes inside the box (the buttons take the bottom row)."""
    return pygame.FRect(
        box.x + BOX_PAD,
        box.y + BOX_PAD * 0.6 + HEADING_H,
        box.w - 2 * BOX_PAD,
        box.h - BOX_PAD * 1.4 - HEADING_H - BUTTON_H - BUTTON_GAP,
    )


def button_rects(box: pygame.FRect, n: int) -> list[pygame.FRect]:
    """n buttons side by side along the bottom of the box."""
    w = (box.w - 2 * BOX_PAD - (n - 1) * BUTTON_GAP) / n
    y = box.bottom - BOX_PAD * 0.8 - BUTTON_H
    return [pygame.FRect(box.x + BOX_PAD + i * (w + BUTTON_GAP), y, w, BUTTON_H) for i in range(n)]


def text_lines(canvas: Canvas, text: str, box: pygame.FRect, size: float = TEXT_SIZE) -> list[str]:
    """The step's text wrapped to the box (paragraphs kept)."""
    area = text_area(box)
    lines: list[str] = []
    for para in text.split("\n"):
        lines.extend(canvas.wrap(para, size, theme.BODY, area.w) or [""])
    return lines


def line_step(canvas: Canvas, size: float) -> float:
    """The distance between two lines of the text (larger at a larger text size)."""
    return size * canvas.text_scale * LINE_GAP


def text_size(canvas: Canvas, text: str, box: pygame.FRect) -> float:
    """The text's size: as the player chose, or smaller (never below the normal size) when a
    larger text size would not fit the box."""
    smallest = min(TEXT_SIZE, TEXT_SIZE / canvas.text_scale)
    size = TEXT_SIZE
    area_h = text_area(box).h
    while (
        size > smallest
        and len(text_lines(canvas, text, box, size)) * line_step(canvas, size) > area_h
    ):
        size = max(smallest, size - 1)
    return size


def text_fits(canvas: Canvas, text: str, box: pygame.FRect) -> bool:
    """True when the wrapped text fits the box's text area."""
    size = text_size(canvas, text, box)
    lines = text_lines(canvas, text, box, size)
    return len(lines) * line_step(canvas, size) <= text_area(box).h


def paint_rings(canvas: Canvas, rects: list[pygame.FRect]) -> None:
    """A glowing gold ring around each pointed element."""
    for r in rects:
        ring = r.inflate(2 * RING_PAD, 2 * RING_PAD)
        canvas.glow(ring, RING, radius=10, spread=12, strength=170)
        canvas.outline(ring, RING, RING_WIDTH, radius=10)


def _box_point(box: pygame.FRect, p: Point) -> Point | None:
    """The point of the box's edge nearest p (None when p is inside the box)."""
    x = max(box.left, min(box.right, p[0]))
    y = max(box.top, min(box.bottom, p[1]))
    if box.left < x < box.right and box.top < y < box.bottom:
        return None
    return x, y


def _clear(a: Point, b: Point, walls: Sequence[pygame.FRect]) -> bool:
    """True when the segment from a to b crosses none of the walls (touching an edge is fine)."""
    return not any(w.inflate(-2 * TOUCH, -2 * TOUCH).clipline(a, b) for w in walls)


def _route(box: pygame.FRect, end: Point, walls: Sequence[pygame.FRect]) -> list[Point]:
    """The shortest way from the box's edge to end that crosses no wall, bending at the walls'
    corners (the corners of the other walls included); empty when there is none."""
    corners = [
        p
        for w in walls
        for p in (w.topleft, w.topright, w.bottomleft, w.bottomright)
        if DESIGN.collidepoint(p) and not any(v.collidepoint(p) for v in walls if v is not w)
    ]
    # Dijkstra over the corners: the box's edge is the source, end the goal.
    cost: dict[int, float] = {}
    came: dict[int, int] = {}
    for i, p in enumerate(corners):
        s = _box_point(box, p)
        if s is not None and _clear(s, p, walls):
            cost[i] = math.dist(s, p)
            came[i] = -1
    done: set[int] = set()
    best: tuple[float, int] | None = None
    while True:
        open_ = [i for i in cost if i not in done]
        if not open_:
            break
        i = min(open_, key=cost.__getitem__)
        done.add(i)
        here = corners[i]
        if _clear(here, end, walls):
            total = cost[i] + math.dist(here, end)
            if best is None or total < best[0]:
                best = (total, i)
        for j, p in enumerate(corners):
            if j in done or not _clear(here, p, walls):
                continue
            c = cost[i] + math.dist(here, p)
            if c < cost.get(j, math.inf):
                cost[j], came[j] = c, i
    if best is None:
        return []
    path = [end]
    i = best[1]
    while i >= 0:
        path.append(corners[i])
        i = came[i]
    first = _box_point(box, path[-1])
    assert first is not None  # a corner reached from the box is outside it
    path.append(first)
    return path[::-1]


def arrow_path(
    box: pygame.FRect,
    target: pygame.FRect,
    avoid: Sequence[pygame.FRect] = (),
    landmarks: Sequence[pygame.FRect] = (),
) -> list[Point]:
    """The arrow's points from the box's edge to just outside the ring around the target:
    straight, or bent round what it must not cross (a decision panel; the table's factories,
    boards and labelled icons, passed closer; one that holds the target or the box does not
    count); empty when there is no arrow to draw."""
    ring = target.inflate(2 * RING_PAD, 2 * RING_PAD)
    walls = [
        r.inflate(2 * gap, 2 * gap)
        for rects, gap in ((avoid, ROUTE_GAP), (landmarks, LANDMARK_GAP))
        for r in rects
        if not r.colliderect(ring) and not r.colliderect(box)
    ]
    end: Point = target.center
    start = _box_point(box, end)
    if start is None:
        return []  # the target's centre is under the box: no arrow to draw
    path = [start, end] if _clear(start, end, walls) else _route(box, end, walls)
    if not path:
        path = [start, end]  # no way round: straight over it
    (sx, sy), (tx, ty) = path[-2], path[-1]
    dx, dy = tx - sx, ty - sy
    dist = math.hypot(dx, dy)
    if dist == 0:
        return []
    ux, uy = dx / dist, dy / dist
    # The head ends just outside the ring, where the arrow's line crosses it (a wide target such
    # as a floor line is reached at its edge, not a half-width short of its centre).
    half_w, half_h = ring.w / 2, ring.h / 2
    to_edge = min(half_w / abs(ux) if ux else math.inf, half_h / abs(uy) if uy else math.inf)
    stop = to_edge + ARROW_GAP
    if dist <= stop + ARROW_HEAD:
        return []
    return [*path[:-1], (tx - ux * stop, ty - uy * stop)]


def paint_arrow(canvas: Canvas, path: Sequence[Point]) -> None:
    """The arrow along a path from ``arrow_path``: its line, round bends and its head."""
    if len(path) < 2 or path[-2] == path[-1]:
        return
    last, tip = path[-2], path[-1]
    dist = math.dist(last, tip)
    ux, uy = (tip[0] - last[0]) / dist, (tip[1] - last[1]) / dist
    base = (tip[0] - ux * ARROW_HEAD, tip[1] - uy * ARROW_HEAD)
    line = [*path[:-1], base]
    for colour, width in ((theme.SHADOW, ARROW_WIDTH + ARROW_SHADOW), (RING, ARROW_WIDTH)):
        for a, b in itertools.pairwise(line):
            canvas.line(a, b, colour, width)
        for joint in line[1:-1]:  # round bends
            canvas.circle(joint, width / 2, colour)
    side = ARROW_HEAD * 0.55
    left = (base[0] - uy * side, base[1] + ux * side)
    right = (base[0] + uy * side, base[1] - ux * side)
    canvas.polygon([tip, left, right], RING)


def paint_box(canvas: Canvas, box: pygame.FRect, text: str, heading: str) -> None:
    """The box with a small heading (step k of n) and the step's text."""
    canvas.fill(box.move(0, 6), theme.SHADOW, alpha=80, radius=18)
    canvas.panel(box)
    area = text_area(box)
    with canvas.fixed_text():  # the step counter keeps to its band over the text
        canvas.text(
            heading,
            (box.right - BOX_PAD, box.y + BOX_PAD * 0.5),
            size=theme.SIZE_SMALL,
            colour=theme.INK_SOFT,
            font=theme.BOLD,
            anchor="topright",
        )
    y = area.y
    size = text_size(canvas, text, box)
    for line in text_lines(canvas, text, box, size):
        canvas.text(line, (area.x, y), size=size, colour=theme.INK, font=theme.BODY)
        y += line_step(canvas, size)
