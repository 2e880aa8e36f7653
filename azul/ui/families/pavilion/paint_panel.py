"""Drawing the decisions a person makes on the Summer Pavilion table: the take preview of
phase 1, and the panel that replaces the empty factory ring in phase 2 (placing a tile with
its payment, passing, choosing bonus tiles)."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

import pygame

from ... import theme
from ...canvas import Canvas
from ...table.marks import Marks
from ...widgets import LABEL_INSET, Button
from . import sprites
from .layout import TAKE_BUTTON_GAP, TAKE_PAD

if TYPE_CHECKING:
    from .scene import Control, PavilionTableScene

LABELS = {
    "take": "pavilion.take",
    "untake": "dialog.cancel",
    "pass": "pavilion.pass",
    "keep": "pavilion.keep_choose",
    "place": "pavilion.place",
    "cancel": "dialog.cancel",
    "picks": "pavilion.take_bonus",
    "clear": "pavilion.clear",
}
QUIET = {"untake", "cancel", "clear"}
BUTTON_TEXT = 24.0  # the labels of the panel's and the take preview's buttons
TITLE_CLEAR = 110.0  # design px kept free left and right of a panel title (the Hint button)
TITLE_CLEAR_GROWTH = 32.0  # more of it per 100 % of extra text size (a larger title, nearer)
TITLE_SIZE = 32.0
TITLE_SMALLEST = 24.0  # a long title ("A narancssárga csillag: 6-os mező") shrinks to this
INTRO_TOP = 62.0  # the first paragraph under the panel's title (at the normal text size)
PARA_GAP = 8.0  # between two paragraphs
LINE_SPACING = 1.35  # a paragraph's line distance, in text sizes
GROW_STEP = 0.05  # how much a paragraph's growth is cut at a time until the panel holds it
NOTE_SIZE = 19.0  # the note on passing, above the Pass button
NOTE_LINES = 3
NOTE_GAP = 14.0  # between that note and the buttons under it
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


def panel(scene: PavilionTableScene, canvas: Canvas, marks: Marks) -> None:
    """The take preview (phase 1) or the decision panel (phase 2) of the person to play."""
    state = scene.state
    if state.phase == "draft":
        _take_box(scene, canvas, marks)
        return
    box = scene.layout.panel_rect()
    canvas.panel(box, corner=1.0)
    inner = box.inflate(-24, -24)
    if state.phase == "bonus":
        _bonus(scene, canvas, inner)
    elif state.phase == "keep":
        _title(canvas, inner, scene.t("pavilion.keep_title"))
        _para(canvas, inner, inner.y + 70, scene.t("pavilion.keep_resume"))
    elif scene.space is None:
        _place_intro(scene, canvas, inner)
    else:
        _place_choice(scene, canvas, inner)
    _controls(scene, canvas, marks)
    # The panel takes over the ring's area, where the Hint button sits: keep it on top.
    hint = scene.hint_button
    if hint.visible and hint.rect.colliderect(box):
        hint.draw(canvas, False)


def _controls(scene: PavilionTableScene, canvas: Canvas, marks: Marks) -> None:
    focus = marks.focus
    hover = scene.hover
    controls = scene.controls()
    # The buttons side by side share one text size: the largest at which every label fits.
    size = min(
        (
            canvas.fit_size(
                scene.t(LABELS[c.kind]),
                BUTTON_TEXT,
                theme.BOLD,
                c.rect.w - LABEL_INSET,
                theme.SIZE_SMALL,
            )
            for c in controls
            if c.kind in LABELS
        ),
        default=BUTTON_TEXT,
    )
    for i, c in enumerate(controls):
        focused = focus is not None and focus.kind == "control" and focus.a == i
        hovered = hover is not None and hover.kind == "control" and hover.a == i
        if c.kind == "colour":
            _colour_chip(scene, canvas, c, focused or hovered)
        elif c.kind == "wilds":
            _wild_choice(scene, canvas, c, focused, hovered)
        else:
            b = Button(
                c.rect,
                partial(scene.t, LABELS[c.kind]),
                lambda: None,
                enabled=c.enabled,
                size=size,
                quiet=c.kind in QUIET,
            )
            b.hover = hovered
            b.draw(canvas, focused)


def _title(canvas: Canvas, inner: pygame.FRect, text: str) -> None:
    # Clear of the Hint button in the panel's top-left corner (on both sides: centred). A title
    # too wide for that is centred in all the room right of the button, and set smaller.
    clear = TITLE_CLEAR + TITLE_CLEAR_GROWTH * (canvas.text_scale - 1)
    width = inner.w - 2 * (clear + 12)
    x = inner.centerx
    if canvas.measure(text, TITLE_SIZE, theme.TITLE)[0] > width:
        width = inner.w - clear - 12
        x = inner.right - width / 2
    canvas.text(
        text,
        (x, inner.y + 8),
        TITLE_SIZE,
        theme.NAVY,
        theme.TITLE,
        "midtop",
        max_width=width,
        shrink=TITLE_SMALLEST,
    )


def _para(
    canvas: Canvas,
    inner: pygame.FRect,
    y: float,
    text: str,
    size: float = 21,
    colour: tuple[int, int, int] = theme.INK,
    lines: int = 4,
) -> float:
    for line in canvas.wrap(text, size, theme.BODY, inner.w - 30)[:lines]:
        canvas.text(line, (inner.centerx, y), size, colour, theme.BODY, "midtop")
        y += _line_step(canvas, size)
    return y


def _line_step(canvas: Canvas, size: float) -> float:
    """The distance between two lines of a paragraph (the text size setting included)."""
    return size * canvas.text_scale * LINE_SPACING


def _para_height(
    canvas: Canvas, inner: pygame.FRect, text: str, size: float, lines: int = 4
) -> float:
    """How tall _para draws a paragraph."""
    shown = min(lines, len(canvas.wrap(text, size, theme.BODY, inner.w - 30)))
    return shown * _line_step(canvas, size)


def _place_intro(scene: PavilionTableScene, canvas: Canvas, inner: pygame.FRect) -> None:
    state = scene.state
    wild = scene.colour_name(state.wild)
    _title(canvas, inner, scene.t("pavilion.place_title"))
    y = inner.y + INTRO_TOP * canvas.text_scale
    last = state.round >= state.spec.rounds
    note = scene.t("pavilion.pass_note_last" if last else "pavilion.pass_note")
    controls = scene.controls()
    bottom = min((c.rect.y for c in controls), default=inner.bottom) - NOTE_GAP
    if scene.legal_cells():
        paras = [
            (scene.t("pavilion.place_help"), 21, theme.INK),
            (scene.t("pavilion.place_cost", wild=wild), 20, theme.INK_SOFT),
            (scene.t("pavilion.place_runs"), 20, theme.INK_SOFT),
            (scene.t("pavilion.place_structures"), 20, theme.INK_SOFT),
        ]
    else:
        paras = [(scene.t("pavilion.place_none"), 22, theme.INK)]
    # A larger text size grows the paragraphs only as far as the panel holds them (never
    # smaller than at the normal size, where they fit).
    grow = 1.0
    floor = 1.0 / canvas.text_scale
    while True:
        note_h = _para_height(canvas, inner, note, NOTE_SIZE * grow, NOTE_LINES)
        height = sum(_para_height(canvas, inner, t, sz * grow) + PARA_GAP for t, sz, _ in paras)
        if grow <= floor or y + height + note_h <= bottom:
            break
        grow = max(floor, grow - GROW_STEP)
    for i, (text, size, colour) in enumerate(paras):
        y = _para(canvas, inner, y + (PARA_GAP if i else 0), text, size * grow, colour)
    note_y = max(y + PARA_GAP, bottom - note_h)
    _para(canvas, inner, note_y, note, NOTE_SIZE * grow, theme.INK_SOFT, NOTE_LINES)


def _place_choice(scene: PavilionTableScene, canvas: Canvas, inner: pygame.FRect) -> None:
    state = scene.state
    cell = scene.space
    assert cell is not None
    star, space = divmod(cell, 6)
    cost = state.cost(star, space)
    names = state.ruleset.colours
    _title(canvas, inner, scene.t("pavilion.space_title", star=scene.star_name(star), value=cost))
    canvas.text(
        scene.tn("pavilion.space_cost", cost),
        (inner.centerx, inner.y + 48),
        21,
        theme.INK_SOFT,
        theme.BODY,
        "midtop",
    )
    opts = scene.cell_options(cell)
    if len(opts.colours) > 1:
        key = "pavilion.choose_colour_star" if star == 6 or state.spec.grey else ""
        label = scene.t(key) if key else ""
        canvas.text(label, (inner.centerx, inner.y + 78), 19, theme.INK, theme.BOLD, "midtop")
    pays = opts.by_colour.get(scene.place_colour if scene.place_colour is not None else -1, [])
    wy = scene.wilds_row_y()
    wild = scene.colour_name(state.wild)
    if len(pays) > 1:
        canvas.text(
            scene.t("pavilion.choose_wilds", wild=wild),
            (inner.centerx, wy - 24),
            19,
            theme.INK,
            theme.BOLD,
            "midtop",
        )
        y = wy + 60
    else:
        y = wy - 24
    pay = scene.payment()
    if pay is None:
        return
    # The payment: the tile that goes onto the space, then the ones that go to the storage.
    tiles = [pay.colour] * pay.own + [state.wild] * pay.wilds
    size, gap, split = 38.0, 7.0, 16.0
    total = len(tiles) * size + (len(tiles) - 1) * gap + (split if len(tiles) > 1 else 0)
    x = inner.centerx - total / 2
    canvas.text(
        scene.t("pavilion.you_pay"), (inner.centerx, y), 18, theme.INK_SOFT, theme.BOLD, "midtop"
    )
    ty = y + 24
    for i, colour in enumerate(tiles):
        r = pygame.FRect(x, ty, size, size)
        canvas.image_sized(sprites.square(names[colour]), r.center, size, size)
        if colour == state.wild and i >= pay.own:
            sprites.badge(canvas, r)
        if i == 0:
            canvas.outline(r.inflate(6, 6), theme.GOLD_DEEP, width=3, radius=8)
            x += split
        x += size + gap
    where = scene.t("pavilion.onto_space")
    if len(tiles) > 1:
        where += " · " + scene.tn("pavilion.to_storage", len(tiles) - 1)
    canvas.text(where, (inner.centerx, ty + size + 6), 16, theme.GOLD_DEEP, theme.BOLD, "midtop")
    y = ty + size + 30
    canvas.text(
        scene.tn("pavilion.points", pay.points),
        (inner.centerx, y),
        28,
        theme.NAVY,
        theme.BOLD,
        "midtop",
    )
    sub = (
        scene.tn("pavilion.run_note", pay.points)
        if pay.points > 1
        else scene.t("pavilion.single_note")
    )
    canvas.text(sub, (inner.centerx, y + 33), 17, theme.INK_SOFT, theme.BODY, "midtop")
    y += 60
    pills = [
        scene.tn("pavilion.completes", n, kind=scene.t(f"pavilion.structure.{kind}"))
        for kind, _index, n in pay.structures
    ]
    sizes = [canvas.measure(text, 18, theme.BOLD) for text in pills]
    total = sum(w + 24 for w, _ in sizes) + 10 * max(0, len(pills) - 1)
    x = inner.centerx - total / 2
    for text, (w, h) in zip(pills, sizes, strict=True):
        pill = pygame.FRect(x, y, w + 24, h + 8)
        canvas.fill(pill, (46, 126, 74), radius=pill.h / 2)
        canvas.text(text, pill.center, 18, theme.CREAM, theme.BOLD, "center")
        x += pill.w + 10


def _colour_chip(scene: PavilionTableScene, canvas: Canvas, c: Control, on: bool) -> None:
    names = scene.state.ruleset.colours
    chosen = scene.place_colour == c.value
    r = c.rect
    if chosen:
        canvas.glow(r, theme.GOLD, radius=10, spread=12, strength=255)
    canvas.image_sized(sprites.square(names[c.value]), r.center, r.w, r.h)
    if c.value == scene.state.wild:
        sprites.badge(canvas, r)
    if chosen:
        canvas.outline(r.inflate(6, 6), theme.GOLD_DEEP, width=4, radius=10)
    elif on:
        canvas.outline(r.inflate(6, 6), theme.FOCUS, width=3, radius=10)


def _wild_choice(
    scene: PavilionTableScene, canvas: Canvas, c: Control, focused: bool, hovered: bool
) -> None:
    chosen = scene.place_wilds == c.value
    r = c.rect
    fill = theme.NAVY if chosen else (236, 224, 198)
    canvas.fill(r.move(0, 3), theme.SHADOW, alpha=50, radius=12)
    canvas.fill(r, fill, radius=12)
    canvas.outline(r, theme.GOLD if chosen else (190, 168, 120), width=2, radius=12)
    if hovered and not chosen:
        canvas.fill(r.inflate(-6, -6), theme.GOLD, alpha=60, radius=10)
    if focused:
        canvas.outline(r.inflate(8, 8), theme.FOCUS, width=3, radius=14)
    ink = theme.CREAM if chosen else theme.INK
    canvas.text(str(c.value), (r.x + r.w * 0.34, r.centery), 26, ink, theme.BOLD, "center")
    name = sprites.square(scene.state.ruleset.colours[scene.state.wild])
    t = pygame.FRect(0, 0, 24, 24)
    t.center = (r.x + r.w * 0.7, r.centery)
    canvas.image_sized(name, t.center, t.w, t.h, 255 if c.value else 110)


def _bonus(scene: PavilionTableScene, canvas: Canvas, inner: pygame.FRect) -> None:
    state = scene.state
    names = state.ruleset.colours
    owed = scene.owed()
    _title(canvas, inner, scene.t("pavilion.bonus_title"))
    y = _para(canvas, inner, inner.y + 62, scene.tn("pavilion.bonus_help", owed), 21)
    _para(canvas, inner, y + 6, scene.t("pavilion.bonus_where"), 19, theme.INK_SOFT, 2)
    size, gap = 64.0, 18.0
    total = owed * size + (owed - 1) * gap
    x = inner.centerx - total / 2
    top = inner.y + 230
    chosen = scene.picked_colours()
    for i in range(owed):
        r = pygame.FRect(x + i * (size + gap), top, size, size)
        canvas.image_sized("board/supply_space.png", r.center, size + 6, size + 6)
        if i < len(chosen):
            canvas.image_sized(sprites.square(names[chosen[i]]), r.center, size - 4, size - 4)
            if chosen[i] == state.wild:
                sprites.badge(canvas, r)
    canvas.text(
        scene.t("pavilion.bonus_count", n=len(chosen), total=owed),
        (inner.centerx, top + size + 16),
        24,
        theme.NAVY,
        theme.BOLD,
        "midtop",
    )


def _take_rows(scene: PavilionTableScene) -> list[tuple[str, int]]:
    """The take preview's lines beside a tile: the colour taken, and the wild tile with it."""
    pv = scene.take_preview()
    if pv is None:
        return []
    wild = scene.view.wild
    rows = [
        (scene.tn("pavilion.take_what", pv.count, colour=scene.colour_name(pv.colour)), pv.colour)
    ]
    if pv.wild:
        rows.append((scene.t("pavilion.take_wild", wild=scene.colour_name(wild)), wild))
    return rows


def _take_box(scene: PavilionTableScene, canvas: Canvas, marks: Marks) -> None:
    pv = scene.take_preview()
    box = scene.take_box()
    if pv is None or box is None:
        return
    canvas.fill(box.move(0, 6), theme.SHADOW, alpha=110, radius=16)
    canvas.fill(box, (40, 34, 44), alpha=246, radius=16)
    canvas.outline(box, theme.GOLD, width=2, radius=16)
    # The lines fill the dock above its buttons: a tile and the count of each colour taken,
    # then the first-player marker's cost.
    take, _ = scene.layout.take_buttons()
    top = box.y + TAKE_PAD
    area = pygame.FRect(box.x + TAKE_PAD, top, box.w - 2 * TAKE_PAD, take.y - TAKE_BUTTON_GAP - top)
    rows = _take_rows(scene)
    marker = ""
    if pv.marker:
        marker = (
            scene.tn("pavilion.take_marker", pv.penalty)
            if pv.penalty
            else scene.t("pavilion.take_marker_free")
        )
    grow, lines = _take_grow(canvas, area, len(rows), marker)
    size = _rows_size(canvas, [t for t, _ in rows], TAKE_TEXT * grow, area.w)
    text_w = area.w - _tile_side(canvas, size) - TAKE_ICON_GAP
    marker_size = TAKE_MARKER * grow
    height = len(rows) * _row_step(canvas, size) + len(lines) * _take_step(canvas, marker_size)
    y = _take_tiles(scene, canvas, area, rows, size, text_w, area.y + (area.h - height) / 2)
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
    _controls(scene, canvas, marks)


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
    scene: PavilionTableScene,
    canvas: Canvas,
    area: pygame.FRect,
    rows: list[tuple[str, int]],
    size: float,
    text_w: float,
    y: float,
) -> float:
    """The take preview's rows from y on, a tile before each line, the block centred in the
    area; returns the y under them."""
    names = scene.state.ruleset.colours
    widest = max(min(text_w, canvas.measure(t, size, theme.BOLD)[0]) for t, _ in rows)
    side = _tile_side(canvas, size)
    x = area.centerx - (side + TAKE_ICON_GAP + widest) / 2
    step = _row_step(canvas, size)
    for text, colour in rows:
        icon = pygame.FRect(x, y + (step - side) / 2, side, side)
        canvas.image_sized(sprites.square(names[colour]), icon.center, icon.w, icon.h)
        if colour == scene.view.wild:
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
