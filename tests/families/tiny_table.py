"""Tiny's table: what input means on it (a click, or Enter on the focused group, plays that
take) and how it is painted, live and read-only, with the shared ring, status bar, move log,
pop-up and tile painters. Turns, computer seats, hints, undo and the timeline are the shared
TableScene's."""

from __future__ import annotations

from typing import Any

from azul.ui import theme
from azul.ui.canvas import Canvas
from azul.ui.scenes.table import TableScene, Target
from azul.ui.table import input as table_input
from azul.ui.table.hud import StatusBar, paint_status_bar
from azul.ui.table.log import paint_move_log
from azul.ui.table.marks import READ_ONLY, Marks
from azul.ui.table.popups import paint_flying_tile, paint_glows, paint_popups
from azul.ui.table.ring_paint import (
    group_mode,
    paint_centre_piles,
    paint_factories,
    paint_ring_static,
    paint_tile,
    reveal_group,
)

from . import tiny_engine as tiny
from .tiny_parts import MARKER, TinyBoardGeometry, TinyLayout, TinyView

MARKER_SPRITE = "markers/first_player.png"
BOARD_FILL = (70, 48, 30)
HELD_COUNT = 34  # type size of a held pile's count


class TinyTableScene(TableScene):
    """One Tiny game: a take is one choice, so a group is played as soon as it is chosen."""

    layout: TinyLayout

    def hit(self, pos: tuple[float, float]) -> Target | None:
        """The group of tiles under a design point, if any."""
        view: TinyView = self.view
        group = self.layout.group_at(view.factories, view.centre, len(view.factories), pos)
        return None if group is None else Target("group", *group)

    def focus_items(self) -> list[Target]:
        """Tab and the arrows walk through the groups that can be taken."""
        if not self.interactive():
            return []
        return [Target("group", s, c) for s, c in self.view.groups()]

    def try_target(self, target: Any) -> bool:
        """Play the take a group stands for (or say why not)."""
        if target is None or target.kind != "group" or not self.interactive():
            return False
        return self.play_if_legal(tiny.encode(target.a, target.b))

    def on_press(self, target: Any) -> str:
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
        if source == self.state.centre_index:
            where = self.t("tiny.centre")
        else:
            where = self.t("tiny.factory", n=source + 1)
        return self.t("tiny.hint", colour=self.t(f"colour.{tiny.COLOURS[colour]}"), source=where)


# --- painting -------------------------------------------------------------------------------


def tile_sprite(colour: int) -> str:
    """A Tiny tile's sprite (the marker's for MARKER)."""
    return MARKER_SPRITE if colour == MARKER else f"tiles/base_{tiny.COLOURS[colour]}.png"


def paint_live(table: TinyTableScene, canvas: Canvas) -> None:
    """The live table: everything, with the focus ring, hover, hint and a computer's choice."""
    marks = table.marks()
    _static(table, canvas)
    _hud(table, canvas)
    _middle(table, canvas, marks)
    _boards(table, canvas)
    lay = table.layout
    language = table.services.text.language
    paint_move_log(canvas, lay.log_rect(), table.session, table.log_scroll, table.t, language)
    _marked_group(table, canvas, table.revealing(), _seat_rgb(table))
    _marked_group(table, canvas, table.hint_move, theme.GOLD)
    _effects(table, canvas)


def paint_read_only(table: TableScene, canvas: Canvas) -> None:
    """The table that only shows (the replay): no focus, no hover, no marks."""
    _static(table, canvas)
    _middle(table, canvas, READ_ONLY)
    _boards(table, canvas)
    _effects(table, canvas)


def _static(table: TableScene, canvas: Canvas) -> None:
    lay = table.layout
    key = ("tiny-table", len(lay.boards), table.services.text.language)

    def paint(c: Canvas) -> None:
        c.background()
        paint_ring_static(c, lay, "board/factory.png", theme.NAVY, table.t("table.centre"))
        for geo in lay.boards:
            c.fill(geo.rect, BOARD_FILL, radius=18)
            c.outline(geo.rect, theme.GOLD, width=3, radius=18)
            for colour in range(len(tiny.COLOURS)):
                slot = geo.held_slot(colour)
                c.image_sized(tile_sprite(colour), slot.center, slot.w, slot.h, 60)
        box = lay.log_rect()
        c.panel(box, corner=0.7)
        c.text(table.t("table.moves"), (box.x + 22, box.y + 16), 21, theme.INK_SOFT, theme.BOLD)

    canvas.window_layer("table", key, paint)


def _hud(table: TinyTableScene, canvas: Canvas) -> None:
    status = table.turn_status()
    if status is None:
        status = table.t("tiny.pick", name=table.session.current_seat().name)
    if table.timeline.blocking:
        status = table.t("status.skip_hint")
    bar = StatusBar(
        title=table.t(table.state.ruleset.name_key),
        round_line=table.t("table.round", n=table.view.round),
        status=status,
    )
    paint_status_bar(canvas, table.layout, bar, table.buttons)


def _middle(table: TableScene, canvas: Canvas, marks: Marks) -> None:
    lay = table.layout
    view: TinyView = table.view
    centre = len(view.factories)

    def mode(source: int, colour: int) -> str:
        return group_mode(False, marks.interactive, marks.focus, table.hover, source, colour)

    def tile(c: Canvas, colour: int, rect: Any, how: str) -> None:
        paint_tile(c, tile_sprite(colour), rect, how, False)

    paint_factories(canvas, lay, view.factories, lambda f, _k, colour: mode(f, colour), tile)
    if view.marker_in_centre:
        slot = lay.centre_slot(0)
        canvas.image_sized(MARKER_SPRITE, slot.center, slot.w, slot.h)
    paint_centre_piles(canvas, lay, view.centre, lambda colour: mode(centre, colour), tile)


def _boards(table: TableScene, canvas: Canvas) -> None:
    view: TinyView = table.view
    state = table.state
    for p, geo in enumerate(table.layout.boards):
        current = not state.is_over and state.current_player == p and not table.timeline.blocking
        if current:
            canvas.glow(geo.rect.inflate(-6, -6), theme.GOLD, radius=26, spread=20, strength=230)
        _board(table, canvas, p, geo, view)


def _board(
    table: TableScene, canvas: Canvas, p: int, geo: TinyBoardGeometry, view: TinyView
) -> None:
    board = view.boards[p]
    seat = table.session.seat(p)
    head = geo.header()
    cx, cy = head.x + 16, head.centery
    canvas.circle((cx, cy), 12, theme.seat_colour(seat.colour))
    name_w = head.w - geo.score_rect().w - 50
    canvas.text(seat.name, (cx + 22, cy), 27, theme.CREAM, theme.BOLD, "midleft", max_width=name_w)
    if not seat.is_person:
        label = table.seat_label(p)
        canvas.text(label, (cx + 22, cy + 30), 17, theme.CREAM, theme.BODY, "midleft")
    score = geo.score_rect()
    canvas.fill(score, theme.NAVY, radius=12)
    canvas.outline(score, theme.GOLD, width=2, radius=12)
    canvas.text(str(board.score), score.center, 30, theme.CREAM, theme.BOLD, "center")
    for colour, n in enumerate(board.held):
        slot = geo.held_slot(colour)
        if n:
            canvas.image_sized(tile_sprite(colour), slot.center, slot.w, slot.h)
        canvas.text(
            str(n), (slot.centerx, slot.bottom + 8), HELD_COUNT, theme.CREAM, theme.BOLD, "midtop"
        )
    if board.marker:
        m = geo.marker_rect()
        canvas.image_sized(MARKER_SPRITE, m.center, m.w, m.h)


def _seat_rgb(table: TinyTableScene) -> tuple[int, int, int]:
    return theme.seat_colour(table.session.current_seat().colour)


def _marked_group(
    table: TinyTableScene, canvas: Canvas, move: int | None, rgb: tuple[int, int, int]
) -> None:
    """Glow the group of a take (a computer's choice about to be played, or the hint)."""
    if move is None or table.state.is_over:
        return
    source, colour = tiny.decode(move)
    view: TinyView = table.view
    in_centre = source == len(view.factories)
    reveal_group(canvas, table.layout, view.factories, source, colour, in_centre, rgb)


def _effects(table: TableScene, canvas: Canvas) -> None:
    """Glows, tiles in flight and score pop-ups of the running animation."""
    paint_glows(canvas, table.timeline)
    for pos, size, alpha, colour in table.timeline.flights():
        paint_flying_tile(canvas, tile_sprite(colour), pos, size, alpha)
    paint_popups(canvas, table.timeline.popups)
