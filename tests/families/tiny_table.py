"""Tiny's table: what input means on it (a click, or Enter on the focused group, plays that
take) and how its boards are painted; the ring, status bar, move log, marks and animation are
the shared painters', and turns, computer seats, hints, undo and the timeline the shared
TableScene's."""

from __future__ import annotations

from collections.abc import Callable

from azul.ui import theme
from azul.ui.canvas import Canvas
from azul.ui.scenes.table import TableScene
from azul.ui.table import input as table_input
from azul.ui.table.frame import TableFrame
from azul.ui.table.hud import paint_table_status
from azul.ui.table.log import paint_move_log
from azul.ui.table.popups import paint_animation
from azul.ui.table.ring_paint import MARKER_SPRITE, paint_groups, paint_ring_static, reveal_group
from azul.ui.table.targets import GroupTarget, Target

from . import tiny_engine as tiny
from .tiny_parts import MARKER, TinyLayout, TinyView

TinyFrame = TableFrame[tiny.TinyState, TinyView, TinyLayout, GroupTarget, None]
BOARD_FILL = (70, 48, 30)
HELD_COUNT = 34  # type size of a held pile's count


class TinyTableScene(TableScene):
    """One Tiny game: a take is one choice, so a group is played as soon as it is chosen."""

    layout: TinyLayout

    def hit(self, pos: tuple[float, float]) -> GroupTarget | None:
        """The group of tiles under a design point, if any."""
        view: TinyView = self.view
        group = self.layout.group_at(view.factories, view.centre, len(view.factories), pos)
        return None if group is None else GroupTarget(*group)

    def focus_items(self) -> list[GroupTarget]:
        """Tab and the arrows walk through the groups that can be taken."""
        return [GroupTarget(s, c) for s, c in self.view.groups()] if self.interactive() else []

    def try_target(self, target: Target) -> bool:
        """Play the take a group stands for (or say why not)."""
        if not isinstance(target, GroupTarget) or not self.interactive():
            return False
        return self.play_if_legal(tiny.encode(target.source, target.colour))

    def on_press(self, target: Target | None) -> str:
        """A press on a group waits for its release there (a click); elsewhere it is dropped."""
        return "" if target is not None else table_input.DROP

    def on_enter(self) -> None:
        """Enter plays the focused group (the first press shows the focus ring)."""
        focused = self.focused()
        self.keyboard = True
        if focused is not None:
            self.try_target(focused)

    def describe_hint(self, move: int) -> str:
        """The hinted take in words."""
        source, colour = tiny.decode(move)
        where = self.t("tiny.factory", n=source + 1)
        if source == len(self.view.factories):
            where = self.t("tiny.centre")
        return self.t("tiny.hint", colour=self.t(f"colour.{tiny.COLOURS[colour]}"), source=where)


def tile_sprite(colour: int) -> str:
    """A Tiny tile's sprite (the marker's for MARKER)."""
    return MARKER_SPRITE if colour == MARKER else f"tiles/base_{tiny.COLOURS[colour]}.png"


def paint(frame: TinyFrame, canvas: Canvas) -> None:
    """The table, live (with the status bar, the log and the marks) or only shown."""
    lay, view, state = frame.layout, frame.view, frame.state
    canvas.window_layer("table", ("tiny-table", len(lay.boards), frame.language), _static(frame))
    live = frame.buttons is not None
    if live:
        status = frame.turn_status or frame.t("tiny.pick", name=frame.session.current_seat().name)
        paint_table_status(canvas, frame, view.round, status)
    paint_groups(canvas, frame, view, len(view.factories), tile_sprite, frame.marks.interactive)
    for p, geo in enumerate(lay.boards):
        if not state.is_over and state.current_player == p and not frame.timeline.blocking:
            canvas.glow(geo.rect.inflate(-6, -6), theme.GOLD, radius=26, spread=20, strength=230)
        seat, board, head, score = (
            frame.session.seat(p),
            view.boards[p],
            geo.header(),
            geo.score_rect(),
        )
        cx, cy = head.x + 16, head.centery
        canvas.circle((cx, cy), 12, theme.seat_colour(seat.colour))
        name_w = head.w - score.w - 50
        canvas.text(
            seat.name, (cx + 22, cy), 27, theme.CREAM, theme.BOLD, "midleft", max_width=name_w
        )
        if not seat.is_person:
            canvas.text(
                frame.seat_label(p), (cx + 22, cy + 30), 17, theme.CREAM, theme.BODY, "midleft"
            )
        canvas.fill(score, theme.NAVY, radius=12)
        canvas.outline(score, theme.GOLD, width=2, radius=12)
        canvas.text(str(board.score), score.center, 30, theme.CREAM, theme.BOLD, "center")
        for colour, n in enumerate(board.held):
            slot = geo.held_slot(colour)
            if n:
                canvas.image_sized(tile_sprite(colour), slot.center, slot.w, slot.h)
            at = (slot.centerx, slot.bottom + 8)
            canvas.text(str(n), at, HELD_COUNT, theme.CREAM, theme.BOLD, "midtop")
        if board.marker:
            m = geo.marker_rect()
            canvas.image_sized(MARKER_SPRITE, m.center, m.w, m.h)
    if live:
        paint_move_log(
            canvas, lay.log_rect(), frame.session, frame.log_scroll, frame.t, frame.language
        )
        rgb = theme.seat_colour(frame.session.current_seat().colour)
        for move, colour in ((frame.revealing, rgb), (frame.hint_move, theme.GOLD)):
            if move is not None and not state.is_over:  # a computer's take, and the hint
                source, c = tiny.decode(move)
                centre = source == len(view.factories)
                reveal_group(canvas, lay, view.factories, source, c, centre, colour)
    paint_animation(canvas, frame.timeline, tile_sprite)


def _static(frame: TinyFrame) -> Callable[[Canvas], None]:
    """The layer that never moves: wood, ring, empty boards, the log's box."""
    lay = frame.layout

    def static(c: Canvas) -> None:
        c.background()
        paint_ring_static(c, lay, "board/factory.png", theme.NAVY, frame.t("table.centre"))
        for geo in lay.boards:
            c.fill(geo.rect, BOARD_FILL, radius=18)
            c.outline(geo.rect, theme.GOLD, width=3, radius=18)
            for colour in range(len(tiny.COLOURS)):
                slot = geo.held_slot(colour)
                c.image_sized(tile_sprite(colour), slot.center, slot.w, slot.h, 60)
        box = lay.log_rect()
        c.panel(box, corner=0.7)
        c.text(frame.t("table.moves"), (box.x + 22, box.y + 16), 21, theme.INK_SOFT, theme.BOLD)

    return static
