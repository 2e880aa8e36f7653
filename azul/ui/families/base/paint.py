"""Drawing the table (read-only): HUD, factories, centre, bag and lid, boards, log, effects.

Layering, bottom to top: wood, status bar, factory ring and centre, bag and lid, boards (a cached
static layer per rule set, then tiles, then highlights and previews), move log, then whatever is
in the air (flying tiles, score pop-ups), the dragged tiles and the tooltip.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING

import pygame

from azul.engine.base_game import CENTRE, FLOOR, BaseState, decode_move, draft_move

from ... import theme
from ...canvas import Canvas
from ...table.board_parts import paint_board_parts
from ...table.hud import StatusBar, paint_status_bar
from ...table.log import LogMove, paint_frame_log, paint_log_box
from ...table.marks import Marks
from ...table.popups import (
    paint_animation,
    paint_dragged,
    paint_tooltip_box,
    tooltip_beside,
)
from ...table.ring_paint import (
    icon_count,
    paint_groups,
    paint_icon,
    paint_ring_static,
    reveal_group,
)
from ...table.score_tip import paint_score_tip
from ...table.seat_paint import paint_score_badge, paint_seat_dot
from . import choices
from .frame import BaseFrame
from .hints import base_log_move
from .layout import BoardGeometry
from .steps import score_badge
from .targets import (
    BaseTarget,
    CellTarget,
    Destination,
    FloorTarget,
    LineTarget,
    dest_of,
    target_move,
)

if TYPE_CHECKING:
    from azul.domain.session import Seat
    from azul.engine.rulesets import RuleSet

    from ...hints import Words

MARKER = 5
NEUTRAL_BORDER = (176, 164, 150)  # a tooltip that informs (not a refusal, not a preview)
TIP_SIZE = 21  # tooltip text size
TIP_LINE = 27  # tooltip line height
TIP_W = 560  # tooltip text wraps at this width
MARKER_SPRITE = "markers/first_player.png"
# The cross on a refused destination: its half-size as a share of the row height (at most
# CROSS_MAX design px) and its stroke.
CROSS_SHARE = 0.28
CROSS_MAX = 14.0
CROSS_W = 4


@dataclass(frozen=True)
class Look:
    """Sprites of one drawing style (classic, crystal, mini, mini dark)."""

    board: str
    tile_kind: str  # "base" or "mini"
    pattern_slot: str
    floor_slot: str
    free_cell: str
    board_band: float  # frame band of the board sprite in its own pixels
    mini: bool

    @staticmethod
    def of(ruleset: RuleSet) -> Look:
        """The look of a rule set."""
        if ruleset.look == "mini":
            dark = ruleset.spec.wall.has_choice
            return Look(
                board="board/mini_board_dark.png" if dark else "board/mini_board.png",
                tile_kind="mini",
                pattern_slot="board/mini_slot.png",
                floor_slot="board/mini_slot.png",
                free_cell="board/mini_slot.png",
                board_band=30.0,
                mini=True,
            )
        return Look(
            board="board/player_board.png",
            tile_kind="base",
            pattern_slot="board/pattern_slot.png",
            floor_slot="board/floor_slot.png",
            free_cell="board/crystal_slot.png"
            if ruleset.look == "crystal"
            else "board/wall_slot.png",
            board_band=40.0,
            mini=False,
        )


def tile_sprite(rs: RuleSet, colour: int) -> str:
    """Sprite of a tile colour (or the first-player marker) in the rule set's look."""
    if colour == MARKER:
        return MARKER_SPRITE
    kind = Look.of(rs).tile_kind
    return f"tiles/{kind}_{rs.colours[colour]}.png"


def describe_log_move(words: Words, state: BaseState, move: int) -> LogMove:
    """A logged move in icons and words, from the position it was played in."""
    return base_log_move(words, state, move, lambda c: tile_sprite(state.ruleset, c))


def paint(frame: BaseFrame, canvas: Canvas) -> None:
    """Draw the whole live table."""
    marks = frame.marks
    paint_board_parts(frame, canvas, marks, paint_static, paint_middle, paint_boards)
    _hud(frame, canvas)
    lay = frame.layout
    # Described in the frame's words (the translator, which outlives the frame): the log's
    # rows are then remembered until a move, not described again at every drawn frame.
    paint_frame_log(canvas, frame, lay.log_rect(), partial(describe_log_move, frame.text))
    _reveal(frame, canvas)
    paint_effects(frame, canvas)
    _drag(frame, canvas)
    _tooltip(frame, canvas, marks)
    paint_score_tip(frame, canvas, [score_badge(geo) for geo in frame.layout.boards])


def paint_read_only(frame: BaseFrame, canvas: Canvas) -> None:
    """A table that only shows (the replay): no focus, no targets, nothing of any input."""
    paint_board_parts(frame, canvas, frame.marks, paint_static, paint_middle, paint_boards)
    paint_effects(frame, canvas)


def paint_static(frame: BaseFrame, canvas: Canvas) -> None:
    """The cached layer of everything that never moves."""
    rs = frame.state.ruleset
    look = Look.of(rs)
    key = ("table", rs.id, len(frame.layout.boards), frame.language)
    canvas.window_layer("table", key, lambda c: _static(frame, c, look))


def paint_middle(frame: BaseFrame, canvas: Canvas, marks: Marks[BaseTarget]) -> None:
    """The factories, the centre and the bag and lid counts."""
    active = marks.interactive and frame.state.phase == "draft"
    sprite = partial(tile_sprite, frame.state.ruleset)
    paint_groups(canvas, frame, frame.view, CENTRE, sprite, active)
    _supply(frame, canvas)


def paint_boards(frame: BaseFrame, canvas: Canvas, marks: Marks[BaseTarget]) -> None:
    """Every player's board, with the current person's targets when ``marks`` is interactive."""
    look = Look.of(frame.state.ruleset)
    for p in range(len(frame.layout.boards)):
        _board(frame, canvas, p, look, marks)


def _static(frame: BaseFrame, canvas: Canvas, look: Look) -> None:
    """Everything that never moves, painted once per window size into one opaque layer."""
    lay = frame.layout
    rs = frame.state.ruleset
    canvas.background()
    paint_ring_static(canvas, lay, "board/factory.png", theme.NAVY, frame.t("table.centre"))
    paint_icon(canvas, "ui/bag.png", lay.bag_rect(), frame.t("table.bag"))
    paint_icon(canvas, "ui/lid.png", lay.lid_rect(), frame.t(f"discard.{rs.discard_key}"))
    for geo in lay.boards:
        _board_static(canvas, geo, look, rs)
    paint_log_box(canvas, lay.log_rect(), frame.t("table.moves"))


# -- status bar --------------------------------------------------------------------------


def _status(frame: BaseFrame) -> str:
    shared = frame.turn_status
    if shared is not None:
        return shared
    state = frame.state
    seat = frame.session.current_seat()
    if state.phase == "tiling":
        return frame.t("status.tile", name=seat.name, line=state.pending_row + 1)
    if frame.selection is not None:
        source, colour = frame.selection
        n = choices.source_count(frame.state, source, colour)
        return frame.tn(
            "status.place",
            n,
            name=seat.name,
            colour=frame.t(f"colour.{state.ruleset.colours[colour]}"),
        )
    return frame.t("status.pick", name=seat.name)


def _hud(frame: BaseFrame, canvas: Canvas) -> None:
    status = frame.busy_status or _status(frame)
    bar = StatusBar(
        title=frame.t(frame.state.ruleset.name_key),
        round_line=frame.t("table.round", n=frame.view.round),
        status=status,
    )
    paint_status_bar(canvas, frame.layout, bar, frame.buttons)


# -- factories and centre ----------------------------------------------------------------


def _supply(frame: BaseFrame, canvas: Canvas) -> None:
    icon_count(canvas, frame.layout.bag_rect(), frame.view.bag)
    icon_count(canvas, frame.layout.lid_rect(), frame.view.lid)


# -- boards ------------------------------------------------------------------------------


def _board_static(canvas: Canvas, geo: BoardGeometry, look: Look, ruleset: RuleSet) -> None:
    """Everything on a board that never changes: frame, empty slots, printed wall and values."""
    cell = geo.cell
    canvas.nine(look.board, geo.rect, geo.frame / look.board_band * 1.25)
    spec = ruleset.spec
    for r in range(5):
        for i in range(r + 1):
            s = geo.line_slot(r, i)
            canvas.image_sized(look.pattern_slot, s.center, cell, cell)
        ax, ay = geo.arrow_point(r)
        a = cell * 0.12
        canvas.polygon(
            [(ax + a, ay), (ax - a * 0.7, ay - a), (ax - a * 0.7, ay + a)],
            (150, 130, 100) if not look.mini else (120, 140, 170),
        )
        for c in range(5):
            s = geo.wall_cell(r, c)
            fixed = spec.wall.fixed[r * 5 + c]
            if fixed >= 0:
                name = ruleset.colours[fixed]
                if look.mini:
                    canvas.image_sized(look.free_cell, s.center, cell, cell)
                    canvas.image_sized(
                        f"tiles/mini_{name}.png", s.center, cell * 0.92, cell * 0.92, 70
                    )
                else:
                    canvas.image_sized(f"board/wall_slot_{name}.png", s.center, cell, cell)
            else:
                canvas.image_sized(look.free_cell, s.center, cell, cell)
            if r * 5 + c in spec.wall.doubled:
                canvas.image_sized("board/x2_overlay.png", s.center, cell, cell)
    ink = theme.INK if not (look.mini and ruleset.spec.wall.has_choice) else theme.CREAM
    for i, value in enumerate(spec.floor_values):
        s = geo.floor_slot(i)
        canvas.image_sized(look.floor_slot, s.center, cell, cell)
        label = "0" if value == 0 else f"{value}".replace("-", "−")
        canvas.text(label, geo.floor_value_pos(i), 17, ink, theme.BOLD, "midbottom")


def _board(frame: BaseFrame, canvas: Canvas, p: int, look: Look, marks: Marks[BaseTarget]) -> None:
    lay = frame.layout
    geo = lay.boards[p]
    state = frame.state
    view = frame.view
    seat = frame.session.seat(p)
    seat_rgb = theme.seat_colour(seat.colour)
    current = not state.is_over and state.current_player == p and not frame.timeline.blocking
    if current:
        canvas.glow(geo.rect.inflate(-6, -6), theme.GOLD, radius=26, spread=20, strength=230)
    rs = state.ruleset
    _board_header(frame, canvas, p, geo, seat, seat_rgb, current, look)
    board = view.boards[p]
    cell = geo.cell
    for r, (colour, count) in enumerate(board.lines):
        for k in range(count):
            s = geo.line_fill_slot(r, k)
            canvas.image_sized(tile_sprite(frame.state.ruleset, colour), s.center, cell, cell)
    doubled = rs.spec.wall.doubled
    for i, colour in enumerate(board.wall):
        if colour >= 0:
            s = geo.wall_cell(i // 5, i % 5)
            canvas.image_sized(tile_sprite(frame.state.ruleset, colour), s.center, cell, cell)
            if i in doubled:
                canvas.image_sized("board/x2_overlay.png", s.center, cell, cell)
    for i, tile in enumerate(board.floor):
        if tile >= 0:
            s = geo.floor_slot(i)
            canvas.image_sized(tile_sprite(frame.state.ruleset, tile), s.center, cell, cell)
    if current and marks.interactive:
        _targets(frame, canvas, p, geo, marks)


def _board_header(
    frame: BaseFrame,
    canvas: Canvas,
    p: int,
    geo: BoardGeometry,
    seat: Seat,
    seat_rgb: tuple[int, int, int],
    current: bool,
    look: Look,
) -> None:
    head = geo.header()
    dark = look.mini and frame.state.ruleset.spec.wall.has_choice
    ink = theme.CREAM if dark else theme.INK
    soft = (222, 226, 236) if dark else theme.INK_SOFT
    cx = head.x + 16
    cy = head.centery
    paint_seat_dot(canvas, (cx, cy), seat.colour)
    score_w = 86
    name_max = head.w - score_w - 200
    name_rect = canvas.text(
        seat.name, (cx + 22, cy), 27, ink, theme.BOLD, "midleft", max_width=name_max
    )
    x = name_rect.right + 12
    thinking = frame.thinking_seat == p
    if thinking:
        dots = int(frame.now * 3) % 3 + 1
        word = "hint.thinking" if frame.hint_asked else "table.thinking"
        label = frame.t(word) + "·" * dots
        canvas.text(label, (x, cy + 1), 19, soft, theme.BOLD, "midleft")
    elif current:
        text = frame.t("table.to_play")
        w, h = canvas.measure(text, 17, theme.BOLD)
        pill = pygame.FRect(x, cy - 13, w + 22, 26)
        canvas.fill(pill, seat_rgb, radius=13)
        canvas.text(text, pill.center, 17, theme.CREAM, theme.BOLD, "center")
    elif not seat.is_person:
        canvas.text(
            frame.seat_label(p),
            (x, cy + 1),
            18,
            soft,
            theme.BODY,
            "midleft",
            max_width=head.right - score_w - x - 10,
        )
    # Score badge.
    score = frame.view.boards[p].score
    badge = score_badge(geo)
    paint_score_badge(canvas, badge, score)


def _targets(
    frame: BaseFrame, canvas: Canvas, p: int, geo: BoardGeometry, marks: Marks[BaseTarget]
) -> None:
    """Legal destinations, previews and the wall-column choice on the current person's board."""
    state = frame.state
    legal = frame.legal
    focused = marks.focus
    hover = frame.hover
    if state.phase == "tiling":
        row = state.pending_row
        canvas.glow(geo.line_rect(row), theme.FOCUS, radius=8, spread=10, strength=200)
        points = frame.extra.tile_points if frame.extra is not None else {}
        for c in range(5):
            cell = geo.wall_cell(row, c)
            if c in points:
                on = (isinstance(focused, CellTarget) and focused.col == c) or (
                    hover == CellTarget(p, row, c)
                )
                canvas.glow(
                    cell, theme.LEGAL, radius=8, spread=12 if on else 8, strength=255 if on else 190
                )
                canvas.fill(
                    cell.inflate(-6, -6), theme.LEGAL, alpha=70 if not on else 120, radius=6
                )
                canvas.text(f"+{points[c]}", cell.center, 24, theme.INK, theme.BOLD, "center")
            elif state.boards[p].cells[row * 5 + c] < 0:
                canvas.fill(cell.inflate(-4, -4), (30, 20, 16), alpha=110, radius=6)
        hinted = _hinted(frame)
        if hinted is not None and hinted[0] == "tile" and hinted[1] == row:
            _hint_mark(canvas, geo.wall_cell(row, hinted[2]))
        return
    if frame.selection is None:
        return
    source, colour = frame.selection
    for dest in range(6):
        move = draft_move(source, colour, dest)
        rect = geo.floor_rect() if dest == FLOOR else geo.line_rect(dest)
        is_focus = isinstance(focused, LineTarget | FloorTarget) and dest_of(focused) == dest
        is_hover = (
            isinstance(hover, LineTarget | FloorTarget)
            and hover.seat == p
            and dest_of(hover) == dest
        )
        if move in legal:
            canvas.glow(
                rect,
                theme.LEGAL,
                radius=8,
                spread=12 if (is_focus or is_hover) else 7,
                strength=250 if (is_focus or is_hover) else 170,
            )
            if is_focus or is_hover:
                _preview(frame, canvas, geo, dest)
        else:
            canvas.fill(rect.inflate(-2, -2), (30, 20, 16), alpha=120, radius=6)
            if is_focus:
                canvas.outline(rect, theme.ILLEGAL, width=3, radius=8)
                _refused_cross(canvas, rect)
    hinted = _hinted(frame)
    if hinted is not None and hinted[0] == "draft" and (hinted[1], hinted[2]) == (source, colour):
        dest = hinted[3]
        _hint_mark(canvas, geo.floor_rect() if dest == FLOOR else geo.line_rect(dest))


def _hinted(frame: BaseFrame) -> tuple[str, int, int, int] | None:
    """The hinted move, decoded, while a hint is shown (None otherwise)."""
    if frame.hint_move is None:
        return None
    try:
        return decode_move(frame.hint_move)
    except ValueError:
        return None


def _hint_mark(canvas: Canvas, rect: pygame.FRect) -> None:
    """The hinted destination: a gold frame over the green of the legal ones."""
    canvas.glow(rect, theme.GOLD, radius=8, spread=14, strength=255)
    canvas.outline(rect.inflate(4, 4), theme.GOLD, width=4, radius=9)


def _preview(frame: BaseFrame, canvas: Canvas, geo: BoardGeometry, dest: int) -> None:
    """Ghost tiles where the selection would land, plus the floor cost."""
    pv = choices.preview(frame.state, frame.selection, dest)
    if pv is None or frame.selection is None:
        return
    _, colour = frame.selection
    b = frame.view.boards[frame.state.current_player]
    cell = geo.cell
    sprite = tile_sprite(frame.state.ruleset, colour)
    if dest != FLOOR:
        k0 = b.lines[dest][1]
        for j in range(pv.line):
            s = geo.line_fill_slot(dest, k0 + j)
            canvas.image_sized(sprite, s.center, cell, cell, 115)
            edge = theme.PENALTY if pv.blocked else theme.LEGAL  # bound for the floor
            canvas.outline(s.inflate(-2, -2), edge, width=2, radius=6)
    used = len(b.floor)
    i = used
    if pv.marker:
        s = geo.floor_slot(i)
        canvas.image_sized(MARKER_SPRITE, s.center, cell, cell, 115)
        canvas.outline(s, theme.PENALTY, width=2, radius=6)
        i += 1
    for _ in range(pv.floor):
        s = geo.floor_slot(i)
        canvas.image_sized(sprite, s.center, cell, cell, 115)
        canvas.outline(s, theme.PENALTY, width=2, radius=6)
        i += 1


def _preview_text(frame: BaseFrame, dest: int) -> str:
    pv = choices.preview(frame.state, frame.selection, dest)
    if pv is None:
        return ""
    parts = []
    if dest != FLOOR:
        parts.append(frame.tn("preview.to_line", pv.line, line=dest + 1))
    floor = pv.floor + pv.marker
    if floor:
        parts.append(frame.tn("preview.to_floor", floor))
    if pv.lid:
        parts.append(
            frame.tn(
                "preview.to_discard",
                pv.lid,
                place=frame.t(f"discard.{frame.state.ruleset.discard_key}"),
            )
        )
    if pv.cost:
        # cost is the (negative) sum of the floor values: shown signed, e.g. "−3 points".
        parts.append(frame.tn("preview.cost", pv.cost, points=pv.cost))
    elif floor:
        parts.append(frame.t("preview.no_cost"))
    return " · ".join(parts)


# -- effects -----------------------------------------------------------------------------


def _refused_cross(canvas: Canvas, rect: pygame.FRect) -> None:
    """A cross at the left end of a refused destination (the end a line fills last): refused by
    shape, not by colour only."""
    r = min(rect.h * CROSS_SHARE, CROSS_MAX)
    cx, cy = rect.x + rect.h / 2, rect.centery
    for (ax, ay), (bx, by) in (((-r, -r), (r, r)), ((-r, r), (r, -r))):
        canvas.line((cx + ax, cy + ay), (cx + bx, cy + by), theme.SHADOW, CROSS_W + 3)
        canvas.line((cx + ax, cy + ay), (cx + bx, cy + by), theme.ILLEGAL, CROSS_W)


def _reveal(frame: BaseFrame, canvas: Canvas) -> None:
    """Highlight a computer's chosen tiles and destination just before they move."""
    move = frame.revealing
    if move is None:
        return
    lay = frame.layout
    kind, a, b, c = decode_move(move)
    p = frame.state.current_player
    geo = lay.boards[p]
    colour_rgb = theme.seat_colour(frame.session.seat(p).colour)
    if kind == "draft":
        reveal_group(canvas, lay, frame.view.factories, a, b, a == CENTRE, colour_rgb)
        rect = geo.floor_rect() if c == FLOOR else geo.line_rect(c)
        canvas.glow(rect, colour_rgb, radius=8, spread=10, strength=220)
    else:
        canvas.glow(geo.wall_cell(a, b), colour_rgb, radius=8, spread=12, strength=255)


def paint_effects(frame: BaseFrame, canvas: Canvas) -> None:
    """What the animation shows: glows, tiles in flight, score pop-ups."""
    paint_animation(canvas, frame.timeline, partial(tile_sprite, frame.state.ruleset))


def _drag(frame: BaseFrame, canvas: Canvas) -> None:
    if not frame.dragging or frame.selection is None:
        return
    source, colour = frame.selection
    n = choices.source_count(frame.state, source, colour)
    paint_dragged(
        canvas,
        [tile_sprite(frame.state.ruleset, colour)] * min(n, 6),
        frame.mouse,
        frame.layout.cell,
    )


@dataclass(frozen=True)
class Tip:
    """A tooltip's content: its lines (the first may be a warning) and its border colour."""

    lines: tuple[str, ...]
    border: tuple[int, int, int]
    warning: bool = False  # the first line warns (drawn in the penalty colour)


def tooltip_text(frame: BaseFrame) -> Tip | None:
    """What the destination under focus or pointer would do (legal), or, neutrally, why it is
    not allowed: a hover is no attempt, so the red reason is kept for a refused click or drop
    (the toast)."""
    marks = frame.marks
    if not marks.interactive:
        return None
    focused = marks.focus
    target = focused if focused is not None else frame.hover
    if not isinstance(target, LineTarget | FloorTarget | CellTarget):
        return None
    move = target_move(frame.state, frame.selection, target)
    if move is None:
        return None
    why = frame.reason(move)
    if why is not None:
        return Tip((why,), NEUTRAL_BORDER)
    if isinstance(target, CellTarget):
        return None
    dest = dest_of(target)
    text = _preview_text(frame, dest)
    pv = choices.preview(frame.state, frame.selection, dest)
    if pv is not None and pv.blocked and frame.selection is not None:
        colour = frame.t(f"colour.{frame.state.ruleset.colours[frame.selection[1]]}")
        warning = frame.t("preview.no_wall_space", colour=colour, line=dest + 1)
        return Tip((warning, text), theme.GOLD, warning=True)
    return Tip((text,), theme.LEGAL) if text else None


def _target_rect(geo: BoardGeometry, target: Destination | CellTarget) -> pygame.FRect:
    """The rect of a destination on a board."""
    if isinstance(target, FloorTarget):
        return geo.floor_rect()
    if isinstance(target, LineTarget):
        return geo.line_rect(target.row)
    return geo.wall_cell(target.row, target.col)


def _tooltip(frame: BaseFrame, canvas: Canvas, marks: Marks[BaseTarget]) -> None:
    """The tooltip beside the destination under focus or pointer, off the board's cells."""
    tip = tooltip_text(frame)
    target = marks.focus if marks.focus is not None else frame.hover
    if tip is None or not isinstance(target, LineTarget | FloorTarget | CellTarget):
        return
    lines = [part for line in tip.lines for part in canvas.wrap(line, TIP_SIZE, theme.BOLD, TIP_W)]
    w = max(canvas.measure(line, TIP_SIZE, theme.BOLD)[0] for line in lines)
    geo = frame.layout.boards[target.seat]
    box = tooltip_beside((w + 32, TIP_LINE * len(lines) + 18), _target_rect(geo, target), geo.rect)
    paint_tooltip_box(canvas, box, tip.border)
    warn_lines = len(canvas.wrap(tip.lines[0], TIP_SIZE, theme.BOLD, TIP_W)) if tip.warning else 0
    for i, line in enumerate(lines):
        colour = theme.PENALTY if i < warn_lines else theme.CREAM
        canvas.text(
            line, (box.centerx, box.y + 9 + i * TIP_LINE), TIP_SIZE, colour, theme.BOLD, "midtop"
        )
