"""The base family's table (Azul, grey wall, Mini, Crystal Mosaic): what input means on it.

Pick a group on a factory or in the centre, then a pattern line or the floor (click, drag or
keys); on a grey wall or in Crystal Mosaic, a wall column for each completed line. Turns,
hints, undo, animation and drawing are the shared table's (scenes/table.py) and the kit's.
"""

from __future__ import annotations

import pygame

from azul.domain.controls import Action
from azul.domain.session import GameSession
from azul.engine.base_game import CENTRE, TILING, BaseState, decode_move

from ...actions import action_of
from ...scene import SceneHost
from ...scenes.table import TableScene
from ...table import input as table_input
from ...table.log import LogOverlay, kit_describe, log_cells, log_rows, notation_move
from ...table.targets import GroupTarget, Target
from . import choices
from .choices import Preview
from .frame import BaseExtra
from .layout import TableLayout
from .targets import BaseTarget, CellTarget, FloorTarget, LineTarget, target_move
from .view import TableView

# Number keys to pattern lines (or wall columns): 1-5 on the row and the keypad.
LINE_KEYS = {pygame.K_1: 0, pygame.K_2: 1, pygame.K_3: 2, pygame.K_4: 3, pygame.K_5: 4}
LINE_KEYS.update(
    {pygame.K_KP1: 0, pygame.K_KP2: 1, pygame.K_KP3: 2, pygame.K_KP4: 3, pygame.K_KP5: 4}
)


class BaseTableScene(TableScene):
    """One base-family game on the table."""

    layout: TableLayout

    def __init__(self, host: SceneHost, session: GameSession) -> None:
        self._tile_points: tuple[BaseState, dict[int, int]] | None = None
        super().__init__(host, session)

    @property
    def state(self) -> BaseState:
        """The engine position (this family's kit plays only base-family states)."""
        state: BaseState = self.session.state
        return state

    @property
    def view(self) -> TableView:
        """What the table shows now."""
        view: TableView = self.timeline.view
        return view

    def frame_extra(self) -> BaseExtra:
        """The wall-column points (worked out once per position)."""
        return BaseExtra(self.tile_points())

    def toast_clear(self) -> list[pygame.FRect]:
        """Toasts keep off the boards too: their lines and floor lines are played on."""
        return [*super().toast_clear(), *(b.rect for b in self.layout.boards)]

    def tiling_choice(self) -> bool:
        """True when the current decision is a wall column (grey wall / crystal)."""
        return bool(self.state.phase == TILING)

    def tile_points(self) -> dict[int, int]:
        """Points each legal wall cell of the pending line would score now (column → points)."""
        state = self.state
        if self._tile_points is None or self._tile_points[0] is not state:
            self._tile_points = (state, choices.tile_points(state, self.legal()))
        return self._tile_points[1]

    def source_count(self, source: int, colour: int) -> int:
        """Tiles of a colour at a source in the current position."""
        return choices.source_count(self.state, source, colour)

    def preview(self, dest: int) -> Preview | None:
        """What playing the selection to dest would do: to line, to floor, to lid, points lost."""
        return choices.preview(self.state, self.selection, dest)

    def hit(self, pos: tuple[float, float]) -> BaseTarget | None:
        """What is under a design point (groups first, then the current player's board)."""
        group = self.group_at(pos, CENTRE)
        if group is not None:
            return group
        for p, geo in enumerate(self.layout.boards):
            if not geo.rect.collidepoint(pos):
                continue
            for r in range(5):
                if geo.line_rect(r).collidepoint(pos):
                    return LineTarget(p, r)
                for c in range(5):
                    if geo.wall_cell(r, c).collidepoint(pos):
                        return CellTarget(p, r, c)
            if geo.floor_rect().collidepoint(pos):
                return FloorTarget(p)
        return None

    def target_move(self, target: Target) -> int | None:
        """The move a destination target stands for with the current selection, if any."""
        return target_move(self.state, self.selection, target)

    def focus_items(self) -> list[BaseTarget]:
        """What Tab / arrows move between now."""
        if not self.interactive():
            return []
        state = self.state
        p = state.current_player
        if state.phase == TILING:
            row = state.pending_row
            cols = sorted((m - 300) % 5 for m in self.legal())
            return [CellTarget(p, row, c) for c in cols]
        if self.selection is None:
            return [GroupTarget(s, c) for s, c in self.view.groups()]
        lines: list[BaseTarget] = [LineTarget(p, r) for r in range(5)]
        return [*lines, FloorTarget(p)]

    def select(self, source: int, colour: int) -> bool:
        """Pick up a group (it must be a legal source now)."""
        if not self.interactive() or self.state.phase != "draft":
            return False
        if self.source_count(source, colour) <= 0:
            return False
        if self.selection != (source, colour):
            self.services.audio.play("pick")
        self.selection = (source, colour)
        if self.keyboard:
            self.focus = 0
            # Start on the first legal destination so Enter does the obvious thing.
            for i, t in enumerate(self.focus_items()):
                m = self.target_move(t)
                if m is not None and m in self.legal():
                    self.focus = i
                    break
        return True

    def cancel(self) -> None:
        """Put the selection back."""
        if self.selection is not None and self.keyboard:
            groups = self.view.groups()
            self.focus = groups.index(self.selection) if self.selection in groups else 0
        self.selection = None
        self.dragging = False
        self.press = None

    def try_target(self, target: Target) -> bool:
        """Play the move a destination stands for, or say why it is not allowed."""
        move = self.target_move(target)
        return move is not None and self.play_if_legal(move)

    def _show_hint(self, move: int) -> None:
        """Select the group a hinted take uses, so its destinations (the hinted one marked in
        gold) light up; a hinted wall column is marked by the drawing alone."""
        try:
            kind, source, colour, _ = decode_move(move)
        except ValueError:
            return
        self.keyboard = False  # Enter now plays the hint, not a focused item
        if kind == "draft" and self.state.phase == "draft":
            self.select(source, colour)

    def play_hint(self) -> bool:
        """Enter after a Hint plays the hinted move, while the choice still matches it (a Tab
        or another group chosen since means the person decides otherwise)."""
        move = self.hint_move
        if move is None or self.keyboard or not self.interactive() or move not in self.legal():
            return False
        kind, source, colour, _ = decode_move(move)
        if kind == "draft" and self.selection not in (None, (source, colour)):
            return False
        self.play(move)
        return True

    def has_choice(self) -> bool:
        """True while a group is chosen (Escape drops it)."""
        return self.selection is not None

    def on_press(self, target: Target | None) -> str:
        """A press on a group chooses it; a press on nothing cancels."""
        if target is None:
            self.cancel()
            return ""
        if isinstance(target, GroupTarget):
            fresh = self.select(target.source, target.colour)
            return table_input.FRESH if fresh else table_input.DROP
        return ""

    def on_drop(self, target: Target | None) -> None:
        """Dragged tiles go onto the line or the floor they are dropped on."""
        if isinstance(target, LineTarget | FloorTarget):
            self.try_target(target)

    def on_enter(self) -> None:
        """Enter plays a hint just shown, else chooses the focused group or plays onto the
        focused destination."""
        if self.play_hint():
            return
        self.keyboard = True
        target = self.focused()
        if target is None:
            return
        if isinstance(target, GroupTarget):
            self.select(target.source, target.colour)
        else:
            self.try_target(target)

    def on_key(self, event: pygame.event.Event) -> None:
        """1-5 pick a pattern line (or a wall column), F or 0 the floor; L shows the log large
        (F and L: the player's mapping; the number keys never move)."""
        key = getattr(event, "key", 0)
        action = action_of(event)
        if action == Action.LOG:
            self.host.stack.push(
                LogOverlay(
                    self.host,
                    self.session,
                    kit_describe(self.kit, self),
                    table_input.seat_guard(self),
                )
            )
            return
        p = self.state.current_player
        if self.selection is not None:
            if key in LINE_KEYS:
                self.try_target(LineTarget(p, LINE_KEYS[key]))
            elif action == Action.FLOOR or key in (pygame.K_0, pygame.K_KP0):
                self.try_target(FloorTarget(p))
        elif self.tiling_choice() and key in LINE_KEYS:
            self.try_target(CellTarget(p, self.state.pending_row, LINE_KEYS[key]))

    def on_wheel(self, event: pygame.event.Event) -> None:
        """The wheel scrolls the move log under the pointer."""
        box = self.layout.log_rect()
        if box.collidepoint(self.mouse):
            wanted = max(0.0, self.log_scroll + float(getattr(event, "y", 0)))
            # No further than the oldest entry (the words do not change how many lines there are).
            rows = log_rows(self.session, notation_move)
            seats = len(self.session.setup.seats)
            scale = self.services.settings.ui_scale()
            _, _, top = log_cells(box, rows, int(wanted), seats, scale)
            self.log_scroll = min(wanted, float(top))
