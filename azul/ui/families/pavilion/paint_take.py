"""Drawing the take preview of phase 1 on the Summer Pavilion table: in the take dock, the
tiles a take brings into the hand (the colour, the wild tile with it) and the cost of the
first-player marker; its Take and Cancel buttons are drawn with the panel's (paint_panel)."""

from __future__ import annotations

import pygame

from ... import theme
from ...canvas import Canvas
from ...hints import colour_word
from . import sprites
from .frame import PavilionFrame, choice_of
from .layout import TAKE_BUTTON_GAP, TAKE_PAD

TAKE_TEXT = 19.0  # the take preview's lines: "20 narancssárga", "+ 1 piros dzsóker"
TAKE_SMALLEST = 16.0
TAKE_MARKER = 17.0  # its note on the first-player marker, on at most TAKE_MARKER_LINES
TAKE_MARKER_LINES = 2
TAKE_SPACING = 1.3  # the preview's line distance, in text sizes
TAKE_ICON = 22.0  # the tile before each of its lines
TAKE_ICON_GAP = 6.0  # between that tile and its line
TAKE_ROW_GAP = 4.0  # between two rows' tiles
FIT_STEP = 0.5  # how much the rows' text size is cut at a time until they fit
TAKE_ROOMY = 1.25  # the preview's lines grow up to this much where it has room for them
GROW_STEP = 0.05  # how much the lines' growth is cut at a time until the dock holds them


def _take_rows(frame: PavilionFrame) -> list[tuple[str, int]]:
    """The take preview's lines beside a tile: the colour taken, and the wild tile with it."""
    pv = choice_of(frame).preview
    if pv is None:
        return []
    state = frame.state
    wild = frame.view.wild
    colour = colour_word(frame, state, pv.colour)
    rows = [(frame.tn("pavilion.take_what", pv.count, colour=colour), pv.colour)]
    if pv.wild:
        rows.append((frame.t("pavilion.take_wild", wild=colour_word(frame, state, wild)), wild))
    return rows


def take_box(frame: PavilionFrame, canvas: Canvas) -> None:
    """The take preview in the take dock (nothing without a chosen take)."""
    pv = choice_of(frame).preview
    if pv is None:
        return
    box = frame.layout.take_dock()
    canvas.fill(box.move(0, 6), theme.SHADOW, alpha=110, radius=16)
    canvas.fill(box, (40, 34, 44), alpha=246, radius=16)
    canvas.outline(box, theme.GOLD, width=2, radius=16)
    # The lines fill the dock above its buttons: a tile and the count of each colour taken,
    # then the first-player marker's cost.
    take, _ = frame.layout.take_buttons()
    top = box.y + TAKE_PAD
    area = pygame.FRect(box.x + TAKE_PAD, top, box.w - 2 * TAKE_PAD, take.y - TAKE_BUTTON_GAP - top)
    rows = _take_rows(frame)
    marker = ""
    if pv.marker:
        marker = (
            frame.tn("pavilion.take_marker", pv.penalty)
            if pv.penalty
            else frame.t("pavilion.take_marker_free")
        )
    grow, lines = _take_grow(canvas, area, len(rows), marker)
    size = _rows_size(canvas, [t for t, _ in rows], TAKE_TEXT * grow, area.w)
    text_w = area.w - _tile_side(canvas, size) - TAKE_ICON_GAP
    marker_size = TAKE_MARKER * grow
    height = len(rows) * _row_step(canvas, size) + len(lines) * _take_step(canvas, marker_size)
    y = _take_tiles(frame, canvas, area, rows, size, text_w, area.y + (area.h - height) / 2)
    for line in lines:
        canvas.text(
            line,
            (area.centerx, y),
            marker_size,
            theme.PENALTY,
            theme.BOLD,
            "midtop",
            max_width=area.w,
            shrink=TAKE_SMALLEST,
        )
        y += _take_step(canvas, marker_size)


def _take_grow(
    canvas: Canvas, area: pygame.FRect, rows: int, marker: str
) -> tuple[float, list[str]]:
    """How much the take preview's lines grow, and the marker's note in lines: larger where the
    dock has room (and at a larger text size) as far as it holds them, never smaller than at
    the normal size."""
    grow = TAKE_ROOMY
    floor = 1.0 / canvas.text_scale
    while True:
        lines = _marker_lines(canvas, marker, TAKE_MARKER * grow, area.w) if marker else []
        height = rows * _row_step(canvas, TAKE_TEXT * grow)
        height += len(lines) * _take_step(canvas, TAKE_MARKER * grow)
        if (height <= area.h and len(lines) <= TAKE_MARKER_LINES) or grow <= floor:
            return grow, lines[:TAKE_MARKER_LINES]
        grow = max(floor, grow - GROW_STEP)


def _rows_size(canvas: Canvas, texts: list[str], start: float, width: float) -> float:
    """One text size for the take preview's rows: the largest from start down at which each
    row (its tile, the gap and its line) fits the width, down to the normal size's floor."""
    floor = min(start, TAKE_SMALLEST, TAKE_SMALLEST / canvas.text_scale)
    size = start
    while size > floor and any(
        _tile_side(canvas, size) + TAKE_ICON_GAP + canvas.measure(t, size, theme.BOLD)[0] > width
        for t in texts
    ):
        size = max(floor, size - FIT_STEP)
    return size


def _take_tiles(
    frame: PavilionFrame,
    canvas: Canvas,
    area: pygame.FRect,
    rows: list[tuple[str, int]],
    size: float,
    text_w: float,
    y: float,
) -> float:
    """The take preview's rows from y on, a tile before each line, the block centred in the
    area; returns the y under them."""
    names = frame.state.ruleset.colours
    widest = max(min(text_w, canvas.measure(t, size, theme.BOLD)[0]) for t, _ in rows)
    side = _tile_side(canvas, size)
    x = area.centerx - (side + TAKE_ICON_GAP + widest) / 2
    step = _row_step(canvas, size)
    for text, colour in rows:
        icon = pygame.FRect(x, y + (step - side) / 2, side, side)
        canvas.image_sized(sprites.square(names[colour]), icon.center, icon.w, icon.h)
        if colour == frame.view.wild:
            sprites.badge(canvas, icon)
        canvas.text(
            text,
            (icon.right + TAKE_ICON_GAP, icon.centery),
            size,
            theme.CREAM,
            theme.BOLD,
            "midleft",
            max_width=text_w,
            shrink=TAKE_SMALLEST,
        )
        y += step
    return y


def _take_step(canvas: Canvas, size: float) -> float:
    """The distance between two lines of the take preview (the text size setting included)."""
    return size * canvas.text_scale * TAKE_SPACING


def _tile_side(canvas: Canvas, size: float) -> float:
    """The tile before a take preview's line of this text size."""
    return TAKE_ICON * size / TAKE_TEXT * canvas.text_scale


def _row_step(canvas: Canvas, size: float) -> float:
    """The height of a take preview's row: its line, or its tile and the gap under it."""
    return max(_take_step(canvas, size), _tile_side(canvas, size) + TAKE_ROW_GAP)


def _marker_lines(canvas: Canvas, text: str, size: float, width: float) -> list[str]:
    """The marker's note in lines; a note of two lines ("First from the centre: −3 points")
    breaks after its colon when both halves fit, not inside the cost."""
    lines = canvas.wrap(text, size, theme.BOLD, width)
    head, colon, tail = text.partition(": ")
    if len(lines) == 2 and colon:
        halves = [head + colon.rstrip(), tail]
        if all(canvas.measure(h, size, theme.BOLD)[0] <= width for h in halves):
            return halves
    return lines
