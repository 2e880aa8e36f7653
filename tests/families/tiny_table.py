"""Tiny's table: what input means on it and how its boards are painted; all else (turns, hints,
undo, the timeline, the ring, status bar, log, marks and animation) is the shared table's."""

from __future__ import annotations

from azul.ui import theme
from azul.ui.canvas import Canvas
from azul.ui.scenes.table import TableScene
from azul.ui.table.hud import paint_table_status
from azul.ui.table.log import paint_frame_log, paint_log_box
from azul.ui.table.popups import paint_animation
from azul.ui.table.ring_paint import MARKER_SPRITE, paint_groups, paint_ring_static, reveal_group
from azul.ui.table.seat_paint import paint_score_badge, paint_seat_dot
from azul.ui.table.step_parts import MARKER
from azul.ui.table.targets import GroupTarget, Target

from . import tiny_engine as tiny
from .tiny_parts import TILE, TinyFrame, TinyLayout

BOARD_FILL = (70, 48, 30)
HELD_COUNT = 34  # type size of a held pile's count


class TinyTableScene(TableScene):
    """One Tiny game: a take is one choice, played by a click on a group or Enter on it."""

    layout: TinyLayout

    def hit(self, pos: tuple[float, float]) -> GroupTarget | None:
        """The group of tiles under a design point, if any."""
        return self.group_at(pos, len(self.view.factories))

    def focus_items(self) -> list[GroupTarget]:
        """Tab and the arrows walk through the groups that can be taken."""
        return [GroupTarget(s, c) for s, c in self.view.groups()] if self.interactive() else []

    def try_target(self, target: Target) -> bool:
        """Play the take a group stands for (or say why not)."""
        if not isinstance(target, GroupTarget) or not self.interactive():
            return False
        return self.play_if_legal(tiny.encode(target.source, target.colour))


def tile_sprite(colour: int) -> str:
    """A Tiny tile's sprite (the marker's for MARKER)."""
    return MARKER_SPRITE if colour == MARKER else f"tiles/base_{tiny.COLOURS[colour]}.png"


def paint(frame: TinyFrame, canvas: Canvas) -> None:
    """The table, live (with the status bar, the log and the marks) or only shown."""
    lay, view, state = frame.layout, frame.view, frame.state
    key = ("tiny-table", len(lay.boards), frame.language)
    canvas.window_layer("table", key, lambda c: _static(frame, c))
    if frame.buttons is not None:  # a live table
        status = frame.turn_status or frame.t("tiny.pick", name=frame.session.current_seat().name)
        paint_table_status(canvas, frame, view.round, status)
        paint_frame_log(canvas, frame, lay.log_rect())
        rgb = theme.seat_colour(frame.session.current_seat().colour)
        for move, glow in ((frame.revealing, rgb), (frame.hint_move, theme.GOLD)):
            if move is not None and not state.is_over:  # a computer's take, and the hint
                source, c = tiny.decode(move)
                centre = source == len(view.factories)
                reveal_group(canvas, lay, view.factories, source, c, centre, glow)
    paint_groups(canvas, frame, view, len(view.factories), tile_sprite, frame.marks.interactive)
    for p, geo in enumerate(lay.boards):
        if not state.is_over and state.current_player == p and not frame.timeline.blocking:
            canvas.glow(geo.rect.inflate(-6, -6), theme.GOLD, radius=26, spread=20, strength=230)
        seat, board, head = frame.session.seat(p), view.boards[p], geo.header()
        paint_seat_dot(canvas, (head.x + 16, head.centery), seat.colour)
        x, y, name_w = head.x + 38, head.centery, head.w - geo.score_rect().w - 50
        canvas.text(seat.name, (x, y), 27, theme.CREAM, theme.BOLD, "midleft", max_width=name_w)
        if not seat.is_person:
            canvas.text(frame.seat_label(p), (x, y + 30), 17, theme.CREAM, theme.BODY, "midleft")
        paint_score_badge(canvas, geo.score_rect(), board.score)
        for colour, n in enumerate(board.held):
            slot = geo.held_slot(colour)
            if n:
                canvas.image_sized(tile_sprite(colour), slot.center, TILE, TILE)
            at = (slot.centerx, slot.bottom + 8)
            canvas.text(str(n), at, HELD_COUNT, theme.CREAM, theme.BOLD, "midtop")
        if board.marker:
            canvas.image_sized(MARKER_SPRITE, geo.held_slot(MARKER).center, TILE, TILE)
    paint_animation(canvas, frame.timeline, tile_sprite)


def _static(frame: TinyFrame, c: Canvas) -> None:
    """The layer that never moves: wood, ring, empty boards, the log's box."""
    c.background()
    paint_ring_static(c, frame.layout, "board/factory.png", theme.NAVY, frame.t("table.centre"))
    for geo in frame.layout.boards:
        c.fill(geo.rect, BOARD_FILL, radius=18)
        c.outline(geo.rect, theme.GOLD, width=3, radius=18)
        for colour in range(len(tiny.COLOURS)):
            c.image_sized(tile_sprite(colour), geo.held_slot(colour).center, TILE, TILE, 60)
    paint_log_box(c, frame.layout.log_rect(), frame.t("table.moves"))
