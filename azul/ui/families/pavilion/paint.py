"""Drawing the Summer Pavilion table (read-only).

Layering, bottom to top: one cached opaque layer with everything that never moves (wood,
factory plates, centre tray, central board, bag, storage, the printed star boards), then the
status bar, factory and centre tiles, the round track and the supply, the boards' changing
parts, the phase-2 decision panel or the take preview, a computer's chosen move, whatever is
in the air (flying tiles, score pop-ups) and the tooltip.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from azul.engine.pavilion_moves import CENTRE, decode_move
from azul.engine.state import GameState

from ... import theme
from ...canvas import Canvas
from ...table.board_parts import paint_board_parts
from ...table.hud import StatusBar, paint_status_bar
from ...table.marks import Marks
from ...table.popups import (
    paint_dragged,
    paint_flying_tile,
    paint_glows,
    paint_popups,
)
from ...table.ring_paint import (
    group_mode,
    icon_count,
    paint_centre_piles,
    paint_factories,
    paint_icon,
    paint_ring_static,
    paint_tile,
    reveal_group,
)
from ...table.score_tip import paint_score_tip
from . import paint_board, paint_panel, paint_tips, sprites
from .frame import PavilionFrame, choice_of, extra_of
from .layout import HUD_ROUND_SIZE, HUD_STATUS_SIZE
from .steps_base import MARKER, RhombusFlight
from .targets import PavilionTarget, SupplyTarget

if TYPE_CHECKING:
    from ...hints import Words
    from ...table.ring_paint import TilePainter

FACTORY_BADGE = (34, 92, 78)  # the factory numbers' disc


def paint(frame: PavilionFrame, canvas: Canvas) -> None:
    """Draw the whole live table."""
    marks = frame.marks
    paint_board_parts(frame, canvas, marks, paint_static, paint_middle, paint_boards)
    _hud(frame, canvas)
    if marks.interactive:
        paint_panel.panel(frame, canvas, marks)
    _reveal(frame, canvas)
    paint_effects(frame, canvas)
    _drag(frame, canvas)
    paint_tips.tooltip(frame, canvas, marks)
    paint_score_tip(frame, canvas, [geo.score_badge() for geo in frame.layout.boards])


def paint_read_only(frame: PavilionFrame, canvas: Canvas) -> None:
    """A table that only shows (the replay): no focus, no targets, no panel."""
    paint_board_parts(frame, canvas, frame.marks, paint_static, paint_middle, paint_boards)
    paint_effects(frame, canvas)


def paint_static(frame: PavilionFrame, canvas: Canvas) -> None:
    """The cached layer of everything that never moves (per layout: the replay has its own)."""
    rs = frame.state.ruleset
    lay = type(frame.layout).__name__
    key = ("pavilion", lay, rs.id, len(frame.layout.boards), frame.language)
    canvas.window_layer("table", key, lambda c: _static(frame, c))


def paint_middle(frame: PavilionFrame, canvas: Canvas, marks: Marks[PavilionTarget]) -> None:
    """The factories, the centre, the central board with the supply, bag and storage."""
    _factories(frame, canvas, marks)
    _centre(frame, canvas, marks)
    _central_board(frame, canvas, marks)


def paint_boards(frame: PavilionFrame, canvas: Canvas, marks: Marks[PavilionTarget]) -> None:
    """Every player's star board (the current person's targets when ``marks`` is interactive)."""
    for p in range(len(frame.layout.boards)):
        paint_board.board(frame, canvas, p, marks)


def _static(frame: PavilionFrame, canvas: Canvas) -> None:
    lay = frame.layout
    rs = frame.state.ruleset
    canvas.background()
    paint_ring_static(
        canvas, lay, "board/factory_pavilion.png", FACTORY_BADGE, frame.t("table.centre")
    )
    board = lay.central_rect()
    canvas.fill(
        pygame.FRect(board.x + 8, board.y + 14, board.w - 8, board.h - 8),
        theme.SHADOW,
        alpha=70,
        radius=board.w / 2,
    )
    canvas.image_sized("board/central_board.png", board.center, board.w, board.h)
    for i in range(10):
        slot = lay.supply_slot(i)
        canvas.image_sized("board/supply_space.png", slot.center, slot.w + 4, slot.h + 4)
    paint_icon(canvas, "ui/bag.png", lay.bag_rect(), frame.t("table.bag"))
    paint_icon(canvas, "ui/storage.png", lay.storage_rect(), frame.t(f"discard.{rs.discard_key}"))
    if "unverified-track" in rs.tags:
        note = lay.note_rect()
        y = note.y
        for line in canvas.wrap(frame.t("pavilion.track_unverified"), 17, theme.BODY, note.w - 8)[
            :5
        ]:
            canvas.text(line, (note.x, y), 17, (236, 214, 170), theme.BODY, shadow=theme.SHADOW)
            y += 23
    for geo in lay.boards:
        paint_board.board_static(canvas, geo, rs, frame.t)


# -- status bar ---------------------------------------------------------------------------


def phase_name(words: Words, state: GameState) -> str:
    """The phase of a position in words: drafting, placing, or the game is over."""
    if state.is_over:
        return str(words.t("pavilion.phase_over"))
    if state.phase == "draft":
        return str(words.t("pavilion.phase_draft"))
    return str(words.t("pavilion.phase_place"))


def _hud(frame: PavilionFrame, canvas: Canvas) -> None:
    state = frame.state
    phase = phase_name(frame, state)
    rounds = state.spec.rounds
    bar = StatusBar(
        title=frame.t(state.ruleset.name_key),
        round_line=frame.t("pavilion.round_line", n=frame.view.round, rounds=rounds, phase=phase),
        status=frame.busy_status or extra_of(frame).status,
        round_size=HUD_ROUND_SIZE,
        status_size=HUD_STATUS_SIZE,
        round_fits=True,
    )
    paint_status_bar(canvas, frame.layout, bar, frame.buttons)


# -- factories, centre --------------------------------------------------------------------


def _group_mode(
    frame: PavilionFrame, marks: Marks[PavilionTarget], source: int, colour: int
) -> str:
    """How a tile of a group is drawn: "selected", "focus", "hover" or ""."""
    pv = choice_of(frame).preview
    chosen = pv is not None and pv.source == source and colour == pv.colour
    active = marks.interactive and frame.state.phase == "draft"
    return group_mode(chosen, active, marks.focus, frame.hover, source, colour)


def draw_tile(
    frame: PavilionFrame,
    canvas: Canvas,
    colour: int,
    rect: pygame.FRect,
    mode: str = "",
    alpha: int = 255,
) -> None:
    """A square tile, lifted and ringed when chosen or pointed at, badged when wild."""
    wild = colour == frame.view.wild
    paint_tile(
        canvas,
        sprites.square(frame.state.ruleset.colours[colour]),
        rect,
        mode,
        frame.dragging,
        alpha,
        (lambda r: sprites.badge(canvas, r)) if wild else None,
    )


def _tile_painter(frame: PavilionFrame) -> TilePainter:
    return lambda c, colour, rect, mode: draw_tile(frame, c, colour, rect, mode)


def _factories(frame: PavilionFrame, canvas: Canvas, marks: Marks[PavilionTarget]) -> None:
    view = frame.view
    pv = choice_of(frame).preview

    def mode_of(f: int, k: int, colour: int) -> str:
        # A take that brings a wild tile lifts the first wild tile of its factory.
        wild = pv is not None and pv.source == f and pv.wild and colour == view.wild
        if wild and view.factories[f].index(colour) == k:
            return "wild"
        return _group_mode(frame, marks, f, colour)

    paint_factories(canvas, frame.layout, view.factories, mode_of, _tile_painter(frame))


def _centre(frame: PavilionFrame, canvas: Canvas, marks: Marks[PavilionTarget]) -> None:
    lay = frame.layout
    view = frame.view
    pv = choice_of(frame).preview
    if view.marker_in_centre:
        slot = lay.centre_slot(0)
        if pv is not None and pv.marker:
            canvas.glow(slot, theme.PENALTY, radius=10, spread=12, strength=230)
        canvas.image_sized(sprites.MARKER_SPRITE, slot.center, slot.w * 1.1, slot.h * 1.1)

    def mode_of(colour: int) -> str:
        if pv is not None and pv.source == CENTRE and pv.wild and colour == view.wild:
            return "wild"
        return _group_mode(frame, marks, CENTRE, colour)

    paint_centre_piles(canvas, lay, view.centre, mode_of, _tile_painter(frame))


# -- central board ------------------------------------------------------------------------


def _central_board(frame: PavilionFrame, canvas: Canvas, marks: Marks[PavilionTarget]) -> None:
    lay = frame.layout
    view = frame.view
    state = frame.state
    names = state.ruleset.colours
    track = state.spec.wild_by_round
    for k, colour in enumerate(track):
        r = lay.track_rect(k)
        rnd = k + 1
        if rnd == view.round:
            canvas.glow(r.inflate(6, 6), theme.GOLD, radius=10, spread=12, strength=255)
            big = r.inflate(10, 10)
            canvas.image_sized(sprites.square(names[colour]), big.center, big.w, big.h)
            canvas.outline(big.inflate(4, 4), theme.GOLD, width=3, radius=9)
            sprites.badge(canvas, big)
        else:
            done = rnd < view.round
            canvas.image_sized(
                sprites.square(names[colour]), r.center, r.w, r.h, 100 if done else 255
            )
            bx, by = r.right - 2, r.bottom - 2
            canvas.circle((bx, by), 9, (46, 126, 74) if done else theme.NAVY)
            canvas.circle((bx, by), 9, theme.CREAM, width=1.2)
            if done:
                a = 3.2  # the tick's size
                canvas.line((bx - a, by), (bx - a * 0.2, by + a * 0.8), theme.CREAM, 2)
                canvas.line(
                    (bx - a * 0.2, by + a * 0.8), (bx + a * 1.1, by - a * 0.9), theme.CREAM, 2
                )
            else:
                canvas.text(str(rnd), (bx, by), 13, theme.CREAM, theme.BOLD, "center")
    picks = set(choice_of(frame).picks)
    bonus = marks.interactive and state.phase == "bonus"
    focus = marks.focus
    hover = frame.hover
    for i, colour in enumerate(view.supply):
        slot = lay.supply_slot(i)
        if colour < 0:
            continue
        mode = ""
        if bonus:
            if i in picks:
                mode = "selected"
            elif SupplyTarget(i) in (focus, hover):
                mode = "hover"
            else:
                canvas.glow(slot, theme.LEGAL, radius=8, spread=11, strength=235)
        draw_tile(frame, canvas, colour, slot, mode)
        if i in picks and bonus:
            n = sorted(picks).index(i) + 1
            canvas.circle((slot.right - 2, slot.bottom - 2), 11, theme.LEGAL)
            canvas.text(
                str(n), (slot.right - 2, slot.bottom - 2), 14, theme.INK, theme.BOLD, "center"
            )
    w = lay.wild_rect()
    canvas.image_sized(sprites.square(names[view.wild]), w.center, w.w, w.h)
    sprites.badge(canvas, w)
    canvas.text(
        frame.t("pavilion.wild"),
        (w.centerx, w.bottom + 2),
        13,
        (92, 70, 40),
        theme.BOLD,
        "midtop",
    )
    icon_count(canvas, lay.bag_rect(), view.bag)
    icon_count(canvas, lay.storage_rect(), view.storage)


# -- a computer's choice, things in the air, the dragged tiles ----------------------------


def _reveal(frame: PavilionFrame, canvas: Canvas) -> None:
    move = frame.revealing
    if move is None:
        return
    lay = frame.layout
    p = frame.state.current_player
    geo = lay.boards[p]
    rgb = theme.seat_colour(frame.session.seat(p).colour)
    kind, a, b, c, _ = decode_move(move)
    if kind == "draft":
        reveal_group(canvas, lay, frame.view.factories, a, b, a == CENTRE, rgb)
        canvas.glow(geo.hand_slot(b), rgb, radius=8, spread=10, strength=220)
    elif kind == "place":
        cell = a * 6 + b
        name = sprites.rhombus_name(frame.state.ruleset.colours[c])
        long = geo.space_long()
        sprites.rhombus(canvas, name, geo.space_centre(cell), long, geo.space_angle(cell), 170)
        sprites.rhombus_shape(
            canvas, geo.space_centre(cell), long, geo.space_angle(cell), rgb, 255, width=4, grow=2
        )
    elif kind == "pick":
        for i, col in enumerate(frame.view.supply):
            if col == a:
                canvas.glow(lay.supply_slot(i), rgb, radius=8, spread=12, strength=255)
                break
    elif kind == "keep":
        canvas.glow(geo.hand_slot(a), rgb, radius=8, spread=12, strength=255)
    else:
        head = geo.header()
        text = frame.t("pavilion.passes") if kind == "pass" else frame.t("pavilion.discards")
        w, h = canvas.measure(text, 24, theme.BOLD)
        box = pygame.FRect(0, 0, w + 30, h + 14)
        box.midtop = (geo.hex_rect().centerx, head.bottom + 8)
        canvas.fill(box, rgb, alpha=235, radius=box.h / 2)
        canvas.text(text, box.center, 24, theme.CREAM, theme.BOLD, "center")


def paint_effects(frame: PavilionFrame, canvas: Canvas) -> None:
    """What the animation shows: glows, tiles in flight (turning into rhombi), score pop-ups."""
    paint_glows(canvas, frame.timeline)
    step = frame.timeline.current
    names = frame.state.ruleset.colours
    if step is not None:
        t = frame.timeline.t
        for f in step.flights:
            (x, y), size, alpha = f.at(t)
            if f.colour == MARKER:
                canvas.image_sized(sprites.MARKER_SPRITE, (x, y), size, size, alpha)
                continue
            if isinstance(f, RhombusFlight):
                # A square tile in the hand turns into the rhombus of its space as it flies.
                u = 0.0 if f.duration <= 0 else max(0.0, min(1.0, (t - f.delay) / f.duration))
                if u > 0.35:  # at its final size: one cached sprite, not one per frame
                    name = sprites.rhombus_name(names[f.colour])
                    sprites.rhombus(canvas, name, (x, y), f.size1, f.angle, alpha)
                    continue
            paint_flying_tile(canvas, sprites.square(names[f.colour]), (x, y), size, alpha)
    paint_popups(canvas, frame.timeline.popups)


def _drag(frame: PavilionFrame, canvas: Canvas) -> None:
    pv = choice_of(frame).preview
    if not frame.dragging or pv is None:
        return
    names = frame.state.ruleset.colours
    tiles = [pv.colour] * pv.count + [frame.view.wild] * pv.wild
    shown = [sprites.square(names[colour]) for colour in tiles[:7]]
    paint_dragged(canvas, shown, frame.mouse, frame.layout.cell)
