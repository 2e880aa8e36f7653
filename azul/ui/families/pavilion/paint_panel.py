"""Drawing the decisions a person makes on the Summer Pavilion table: the take preview of
phase 1, and the panel that replaces the empty factory ring in phase 2 (placing a tile with
its payment, passing, choosing bonus tiles)."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

import pygame

from ... import theme
from ...canvas import Canvas
from ...hints import colour_word
from ...table.marks import Marks
from ...widgets import LABEL_INSET, Button
from . import paint_take, sprites
from .frame import PavilionFrame, choice_of, extra_of
from .hints import pavilion_star
from .layout import Control
from .paint_take import GROW_STEP  # a paragraph's growth is cut as the preview's lines are
from .targets import ControlTarget, PavilionTarget

if TYPE_CHECKING:
    from .decision_state import PavilionChoice
    from .decisions import Payment

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
NOTE_SIZE = 19.0  # the note on passing, above the Pass button
NOTE_LINES = 3
NOTE_GAP = 14.0  # between that note and the buttons under it


def panel(frame: PavilionFrame, canvas: Canvas, marks: Marks[PavilionTarget]) -> None:
    """The take preview (phase 1) or the decision panel (phase 2) of the person to play."""
    state = frame.state
    if state.phase == "draft":
        paint_take.take_box(frame, canvas)
        _controls(frame, canvas, marks)  # Take and Cancel (none without a chosen take)
        return
    box = frame.layout.decision_rect()
    canvas.panel(box, corner=1.0)
    inner = frame.layout.panel_inner()
    if state.phase == "bonus":
        _bonus(frame, canvas, inner)
    elif state.phase == "keep":
        _title(canvas, inner, frame.t("pavilion.keep_title"))
        _para(canvas, inner, inner.y + 70, frame.t("pavilion.keep_resume"))
    elif choice_of(frame).space is None:
        _place_intro(frame, canvas, inner)
    else:
        _place_choice(frame, canvas, inner)
    _controls(frame, canvas, marks)
    # The panel takes over the ring's area, where the Hint button sits: keep it on top.
    hint = extra_of(frame).hint_button
    if hint is not None and hint.visible and hint.rect.colliderect(box):
        hint.draw(canvas, False)


def _controls(frame: PavilionFrame, canvas: Canvas, marks: Marks[PavilionTarget]) -> None:
    focus = marks.focus
    hover = frame.hover
    controls = extra_of(frame).controls
    # The buttons side by side share one text size: the largest at which every label fits.
    size = min(
        (
            canvas.fit_size(
                frame.t(LABELS[c.kind]),
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
        focused = isinstance(focus, ControlTarget) and focus.index == i
        hovered = isinstance(hover, ControlTarget) and hover.index == i
        if c.kind == "colour":
            _colour_chip(frame, canvas, c, focused or hovered)
        elif c.kind == "wilds":
            _wild_choice(frame, canvas, c, focused, hovered)
        else:
            b = Button(
                c.rect,
                partial(frame.t, LABELS[c.kind]),
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


def _place_intro(frame: PavilionFrame, canvas: Canvas, inner: pygame.FRect) -> None:
    state = frame.state
    wild = colour_word(frame, state, state.wild)
    _title(canvas, inner, frame.t("pavilion.place_title"))
    y = inner.y + INTRO_TOP * canvas.text_scale
    last = state.round >= state.spec.rounds
    note = frame.t("pavilion.pass_note_last" if last else "pavilion.pass_note")
    controls = extra_of(frame).controls
    bottom = min((c.rect.y for c in controls), default=inner.bottom) - NOTE_GAP
    if choice_of(frame).legal_cells:
        paras = [
            (frame.t("pavilion.place_help"), 21, theme.INK),
            (frame.t("pavilion.place_cost", wild=wild), 20, theme.INK_SOFT),
            (frame.t("pavilion.place_runs"), 20, theme.INK_SOFT),
            (frame.t("pavilion.place_structures"), 20, theme.INK_SOFT),
        ]
    else:
        paras = [(frame.t("pavilion.place_none"), 22, theme.INK)]
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


def _place_choice(frame: PavilionFrame, canvas: Canvas, inner: pygame.FRect) -> None:
    """The chosen space: its title and cost, the colour and wild-tile choices, the payment,
    the points and the structures it completes."""
    choice = choice_of(frame)
    y = _space_header(frame, canvas, inner, choice)
    pay = choice.payment
    if pay is None:
        return
    y = _payment_tiles(frame, canvas, inner, pay, y)
    _rewards(frame, canvas, inner, pay, y)


def _space_header(
    frame: PavilionFrame, canvas: Canvas, inner: pygame.FRect, choice: PavilionChoice
) -> float:
    """The space's title and cost, and the labels over its colour and wild-tile choices;
    returns the y where the payment goes."""
    state = frame.state
    cell = choice.space
    opts = choice.options
    assert cell is not None and opts is not None
    star, space = divmod(cell, 6)
    cost = state.cost(star, space)
    star_name = pavilion_star(frame, state, star)
    _title(canvas, inner, frame.t("pavilion.space_title", star=star_name, value=cost))
    canvas.text(
        frame.tn("pavilion.space_cost", cost),
        (inner.centerx, inner.y + 48),
        21,
        theme.INK_SOFT,
        theme.BODY,
        "midtop",
    )
    if len(opts.colours) > 1:
        key = "pavilion.choose_colour_star" if star == 6 or state.spec.grey else ""
        label = frame.t(key) if key else ""
        canvas.text(label, (inner.centerx, inner.y + 78), 19, theme.INK, theme.BOLD, "midtop")
    pays = opts.by_colour.get(choice.colour if choice.colour is not None else -1, [])
    wy = frame.layout.wilds_row_y(len(opts.colours) > 1)
    wild = colour_word(frame, state, state.wild)
    if len(pays) > 1:
        canvas.text(
            frame.t("pavilion.choose_wilds", wild=wild),
            (inner.centerx, wy - 24),
            19,
            theme.INK,
            theme.BOLD,
            "midtop",
        )
        return wy + 60
    return wy - 24


def _payment_tiles(
    frame: PavilionFrame, canvas: Canvas, inner: pygame.FRect, pay: Payment, y: float
) -> float:
    """The payment from y on: the tile that goes onto the space, then the ones that go to the
    storage; returns the y under them."""
    state = frame.state
    names = state.ruleset.colours
    tiles = [pay.colour] * pay.own + [state.wild] * pay.wilds
    size, gap, split = 38.0, 7.0, 16.0
    total = len(tiles) * size + (len(tiles) - 1) * gap + (split if len(tiles) > 1 else 0)
    x = inner.centerx - total / 2
    canvas.text(
        frame.t("pavilion.you_pay"), (inner.centerx, y), 18, theme.INK_SOFT, theme.BOLD, "midtop"
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
    where = frame.t("pavilion.onto_space")
    if len(tiles) > 1:
        where += " · " + frame.tn("pavilion.to_storage", len(tiles) - 1)
    canvas.text(where, (inner.centerx, ty + size + 6), 16, theme.GOLD_DEEP, theme.BOLD, "midtop")
    return ty + size + 30


def _rewards(
    frame: PavilionFrame, canvas: Canvas, inner: pygame.FRect, pay: Payment, y: float
) -> None:
    """The points the placement scores from y on, and a pill per structure it completes."""
    canvas.text(
        frame.tn("pavilion.points", pay.points),
        (inner.centerx, y),
        28,
        theme.NAVY,
        theme.BOLD,
        "midtop",
    )
    sub = (
        frame.tn("pavilion.run_note", pay.points)
        if pay.points > 1
        else frame.t("pavilion.single_note")
    )
    canvas.text(sub, (inner.centerx, y + 33), 17, theme.INK_SOFT, theme.BODY, "midtop")
    y += 60
    pills = [
        frame.tn("pavilion.completes", n, kind=frame.t(f"pavilion.structure.{kind}"))
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


def _colour_chip(frame: PavilionFrame, canvas: Canvas, c: Control, on: bool) -> None:
    names = frame.state.ruleset.colours
    chosen = choice_of(frame).colour == c.value
    r = c.rect
    if chosen:
        canvas.glow(r, theme.GOLD, radius=10, spread=12, strength=255)
    canvas.image_sized(sprites.square(names[c.value]), r.center, r.w, r.h)
    if c.value == frame.state.wild:
        sprites.badge(canvas, r)
    if chosen:
        canvas.outline(r.inflate(6, 6), theme.GOLD_DEEP, width=4, radius=10)
    elif on:
        canvas.outline(r.inflate(6, 6), theme.FOCUS, width=3, radius=10)


def _wild_choice(
    frame: PavilionFrame, canvas: Canvas, c: Control, focused: bool, hovered: bool
) -> None:
    chosen = choice_of(frame).wilds == c.value
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
    name = sprites.square(frame.state.ruleset.colours[frame.state.wild])
    t = pygame.FRect(0, 0, 24, 24)
    t.center = (r.x + r.w * 0.7, r.centery)
    canvas.image_sized(name, t.center, t.w, t.h, 255 if c.value else 110)


def _bonus(frame: PavilionFrame, canvas: Canvas, inner: pygame.FRect) -> None:
    state = frame.state
    names = state.ruleset.colours
    choice = choice_of(frame)
    owed = choice.owed
    _title(canvas, inner, frame.t("pavilion.bonus_title"))
    y = _para(canvas, inner, inner.y + 62, frame.tn("pavilion.bonus_help", owed), 21)
    _para(canvas, inner, y + 6, frame.t("pavilion.bonus_where"), 19, theme.INK_SOFT, 2)
    size, gap = 64.0, 18.0
    total = owed * size + (owed - 1) * gap
    x = inner.centerx - total / 2
    top = inner.y + 230
    chosen = choice.picked
    for i in range(owed):
        r = pygame.FRect(x + i * (size + gap), top, size, size)
        canvas.image_sized("board/supply_space.png", r.center, size + 6, size + 6)
        if i < len(chosen):
            canvas.image_sized(sprites.square(names[chosen[i]]), r.center, size - 4, size - 4)
            if chosen[i] == state.wild:
                sprites.badge(canvas, r)
    canvas.text(
        frame.t("pavilion.bonus_count", n=len(chosen), total=owed),
        (inner.centerx, top + size + 16),
        24,
        theme.NAVY,
        theme.BOLD,
        "midtop",
    )
