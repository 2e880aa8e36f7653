"""Controls: every action with its keys and its controller button; choose one and press the new
key or button (Esc cancels). A key or button another action has is refused with a message
naming that action (never swapped: no other row changes behind the player's back), and
Restore defaults (after a question) brings every default back. Esc, Enter, Tab, the arrows,
the D-pad and the number keys never move, so this screen (and the way back to the menu)
always stays reachable. Keyboard, controller, mouse and touch all work here."""

from __future__ import annotations

import pygame

from azul.domain.controls import ACTIONS, Action, Controls, Refusal

from .. import prompts, theme
from ..actions import BUTTON, action_of, key_name, keys_label
from ..canvas import Canvas
from ..controller import GENERIC, XBOX, pad_of
from ..persistence import save_settings
from ..scene import SceneHost
from ..viewport import DESIGN_H, DESIGN_W
from ..widgets import Button, Pressable, focus_ring
from .overlay import ConfirmScene, DialogScene, centred_panel, panel_with_title

KEY, PAD = "key", "pad"  # the two cells of a row: what is being changed
PANEL_W = 1240.0
HEAD = 150.0  # the panel's top to the column headings
COLUMNS_H = 40.0  # the column headings' band
ROW_H = 58.0
ROW_INSET = 60.0  # the panel's side edges to a row's label and cells
KEY_W, PAD_W = 330.0, 170.0  # the cells (grown with the controls size)
CELL_GAP = 24.0  # between a row's two cells
CELL_PAD = 8.0  # a cell's height below its row's
NOTE_H = 80.0  # the message line and the note on fixed keys, over the foot
FOOT_GAP = 16.0
FOOT_PAD = 34.0
BUTTON_H = 70.0
BUTTON_W = 360.0
BUTTON_GAP = 30.0
SCREEN_PAD = 20.0
TEXT = 24.0
SMALLEST = 17.0
BADGE = 34.0
WAIT_SECONDS = 8.0  # a capture nobody answers ends by itself (a controller has no Esc)
SCROLL_MARK = 20.0  # the size of the arrows saying more rows lie above or below
MARK_ROWS = 2  # rows' height of a scroll mark's tap area (at the list's right edge)
MODIFIERS = frozenset(
    {
        pygame.K_LSHIFT,
        pygame.K_RSHIFT,
        pygame.K_LCTRL,
        pygame.K_RCTRL,
        pygame.K_LALT,
        pygame.K_RALT,
        pygame.K_LGUI,
        pygame.K_RGUI,
        pygame.K_MODE,
        pygame.K_CAPSLOCK,
    }
)
BAND = (238, 226, 200)  # every other row
CAPTURING = (255, 236, 180)  # the cell waiting for a key or button


class BindingCell(Pressable):
    """One row's key or button cell: the binding in words or as a badge; pressed, it waits for
    the new key or button."""

    def __init__(self, rect: pygame.FRect, scene: ControlsScene, action: Action, kind: str) -> None:
        super().__init__(rect, lambda: scene.start(action, kind))
        self.scene = scene
        self.does = action  # (Pressable's `action` is what a press runs)
        self.kind = kind

    def draw(self, canvas: Canvas, focused: bool) -> None:
        r = self.rect
        waiting = self.scene.capture == (self.does, self.kind)
        canvas.fill(r, CAPTURING if waiting else theme.CREAM, radius=10)
        canvas.outline(r, theme.GOLD_DEEP if self.hover or waiting else (200, 180, 140), 2, 10)
        if focused:
            focus_ring(canvas, r, radius=12, grow=6)
        controls = self.scene.controls()
        size = TEXT  # the canvas grows text with the player's size, as the cell grows
        if waiting:
            words = self.scene.t("controls.press_key" if self.kind == KEY else "controls.press_pad")
            canvas.text(words, r.center, size, theme.NAVY, theme.BOLD, "center", max_width=r.w - 16)
            return
        if self.kind == KEY:
            words = keys_label(controls.all_keys_of(self.does), self.scene.t, self.scene.has)
            canvas.text(
                words,
                r.center,
                size,
                theme.INK,
                theme.BOLD,
                "center",
                max_width=r.w - 16,
                shrink=SMALLEST,
            )
            return
        button = controls.button_of(self.does)
        if button is None:
            canvas.text("–", r.center, size, theme.INK_SOFT, theme.BOLD, "center")
            return
        badge = min(BADGE * self.scene.grow(), r.h * 0.8)
        prompts.paint_badge(canvas, r.center, self.scene.pad_family(), button, badge)


class ControlsScene(DialogScene):
    """The list of actions, their keys and buttons (over Settings)."""

    def __init__(self, host: SceneHost) -> None:
        super().__init__(host)
        self.capture: tuple[Action, str] | None = None  # the cell waiting for a key or button
        self.until = 0.0  # when an unanswered capture ends
        self.message = ""  # the last change or refusal, in words
        self.top = 0  # the first row shown (the list scrolls when the rows do not all fit)
        self.cells: list[BindingCell] = []
        self._build()

    # -- the mapping --

    def controls(self) -> Controls:
        """The player's mapping now."""
        return self.services.settings.controls

    def has(self, key: str) -> bool:
        """True when the catalogs have the key (for key names)."""
        return self.services.text.has(key)

    def pad_family(self) -> str:
        """The badges' style: the controller in use, else the first connected, else Xbox-like
        letters (the most widely printed)."""
        pads = self.services.pads
        if pads.active is not None:
            return pads.family()
        first = next(iter(pads.names), None)
        family = pads.family(first) if first is not None else XBOX
        return XBOX if family == GENERIC and first is None else family

    def _set(self, controls: Controls, message: str) -> None:
        self.services.settings.controls = controls
        save_settings(self.host)  # kept at once, like every setting
        self.message = message
        self.host.invalidate()

    def action_name(self, action: Action) -> str:
        """An action in words."""
        return self.t(f"controls.action.{action}")

    def button_name(self, button: str) -> str:
        """A controller button in words (for messages)."""
        return self.t(f"controls.button.{button}")

    # -- layout --

    def grow(self) -> float:
        """The player's controls size."""
        return self.ui()

    def row_h(self) -> float:
        """A row's height at the player's controls size."""
        return ROW_H * self.grow()

    def foot_h(self) -> float:
        """Below the rows: the message and note lines and the two buttons."""
        return NOTE_H * self.grow() + FOOT_GAP + BUTTON_H * self.grow() + FOOT_PAD

    def visible_rows(self) -> int:
        """How many rows fit in the window at once."""
        room = DESIGN_H - 2 * SCREEN_PAD - HEAD - COLUMNS_H - self.foot_h()
        return max(1, min(len(ACTIONS), int(room // self.row_h())))

    def panel(self) -> pygame.FRect:
        """The panel (as tall as the rows shown need)."""
        width = min(PANEL_W * self.grow(), DESIGN_W - 2 * SCREEN_PAD)
        rows = self.visible_rows() * self.row_h()
        return centred_panel(width, HEAD + COLUMNS_H + rows + self.foot_h())

    def rows_top(self) -> float:
        """The top of the first row shown."""
        return self.panel().y + HEAD + COLUMNS_H

    def cell_rects(self, shown: int) -> tuple[pygame.FRect, pygame.FRect]:
        """The key and button cells of the row shown at position `shown`."""
        p = self.panel()
        g = self.grow()
        h = self.row_h() - CELL_PAD * g
        cy = self.rows_top() + (shown + 0.5) * self.row_h()
        pad = pygame.FRect(0, 0, PAD_W * g, h)
        pad.midright = (p.right - ROW_INSET, cy)
        key = pygame.FRect(0, 0, KEY_W * g, h)
        key.midright = (pad.x - CELL_GAP, cy)
        return key, pad

    def _build(self) -> None:
        focus, shown = self.widgets.focus, self.widgets.show_focus
        self.widgets.clear()
        self.cells = []
        for spec in ACTIONS:
            for kind in (KEY, PAD):
                cell = BindingCell(pygame.FRect(0, 0, 1, 1), self, spec.action, kind)
                self.cells.append(cell)
                self.widgets.add(cell)
        p = self.panel()
        g = self.grow()
        width = min(BUTTON_W * g, (p.w - 2 * ROW_INSET - BUTTON_GAP) / 2)
        y = p.bottom - FOOT_PAD - BUTTON_H * g
        restore = pygame.FRect(p.centerx - BUTTON_GAP / 2 - width, y, width, BUTTON_H * g)
        back = pygame.FRect(p.centerx + BUTTON_GAP / 2, y, width, BUTTON_H * g)
        self.widgets.add(Button(restore, lambda: self.t("controls.restore"), self.ask_restore))
        self.widgets.add(Button(back, lambda: self.t("dialog.back"), self.close))
        self.widgets.focus, self.widgets.show_focus = focus, shown
        self._place()

    def _place(self) -> None:
        """Put the rows shown in their places (the others are hidden)."""
        n = self.visible_rows()
        self.top = max(0, min(self.top, len(ACTIONS) - n))
        for i, _ in enumerate(ACTIONS):
            shown = i - self.top
            key, pad = self.cell_rects(shown)
            for cell, rect in ((self.cells[2 * i], key), (self.cells[2 * i + 1], pad)):
                cell.rect = rect
                cell.visible = 0 <= shown < n

    def _follow_focus(self) -> None:
        """Scroll so that the focused row is shown."""
        w = self.widgets.focused()
        if not isinstance(w, BindingCell):
            return
        row = self.cells.index(w) // 2
        n = self.visible_rows()
        if row < self.top:
            self.top = row
        elif row >= self.top + n:
            self.top = row - n + 1
        self._place()

    def scroll(self, rows: int) -> None:
        """Show rows further down (positive) or up."""
        self.top += rows
        self._place()

    # -- changing a binding --

    def start(self, action: Action, kind: str) -> None:
        """Wait for the new key or button of an action."""
        self.capture = (action, kind)
        self.until = self.services.clock() + WAIT_SECONDS
        self.message = self.t("controls.waiting", action=self.action_name(action))

    def cancel(self) -> None:
        """Stop waiting; nothing changes."""
        self.capture = None
        self.message = self.t("controls.cancelled")

    def refusal_words(self, refusal: Refusal, what: str) -> str:
        """Why a key or button was refused, naming the action that has it."""
        if refusal.other is None:
            return self.t("controls.fixed", binding=what)
        return self.t("controls.taken", binding=what, other=self.action_name(refusal.other))

    def take_key(self, action: Action, code: int) -> None:
        """A key pressed for an action: given to it, or refused with the reason."""
        name = key_name(code)
        words = keys_label((name,), self.t, self.has) if name else "?"
        refusal = self.controls().check_key(action, name)
        if refusal is not None:
            self.message = self.refusal_words(refusal, words)
            return
        self.capture = None
        changed = self.controls().with_key(action, name)
        self._set(
            changed, self.t("controls.changed", action=self.action_name(action), binding=words)
        )

    def take_button(self, action: Action, button: str) -> None:
        """A controller button pressed for an action: given to it, or refused."""
        words = self.button_name(button)
        refusal = self.controls().check_button(action, button)
        if refusal is not None:
            self.message = self.refusal_words(refusal, words)
            return
        self.capture = None
        changed = self.controls().with_button(action, button)
        self._set(
            changed, self.t("controls.changed", action=self.action_name(action), binding=words)
        )

    def ask_restore(self) -> None:
        """Restore every default key and button, after a question."""
        self.host.stack.push(
            ConfirmScene(
                self.host,
                lambda: self.t("controls.restore_title"),
                lambda: self.t("controls.restore_message"),
                lambda: self.t("controls.restore_yes"),
                self.restore,
            )
        )

    def restore(self) -> None:
        """Every action's default key and button again."""
        self.capture = None
        self._set(Controls(), self.t("controls.restored"))

    # -- scene --

    def handle(self, event: pygame.event.Event) -> None:
        if self.capture is not None:
            self._capturing(event)
            return
        if event.type == pygame.MOUSEWHEEL:
            self.scroll(-int(getattr(event, "y", 0)))
            return
        if event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 0) == 1:
            pos = self.design_pos(event)
            for rect, rows in self.scroll_marks():
                if rect.collidepoint(pos):
                    self.scroll(rows)  # a page up or down (a finger has no wheel)
                    return
        if event.type == pygame.KEYDOWN and self._arrows(event):
            return
        super().handle(event)
        self._follow_focus()

    def _arrows(self, event: pygame.event.Event) -> bool:
        """Up and Down go row by row, Left and Right between a row's two cells (the group's
        own arrows would walk cell by cell)."""
        key = getattr(event, "key", 0)
        w = self.widgets.focused() if self.widgets.show_focus else None
        if not isinstance(w, BindingCell):
            return False
        i = self.cells.index(w)
        if key in (pygame.K_UP, pygame.K_DOWN):
            j = i + (2 if key == pygame.K_DOWN else -2)
            if j < 0:
                return True  # the first row: nowhere further up
            self.widgets.focus = j if j < len(self.cells) else len(self.cells)  # then Restore
        elif key in (pygame.K_LEFT, pygame.K_RIGHT):
            self.widgets.focus = i - i % 2 + (1 if key == pygame.K_RIGHT else 0)
        else:
            return False
        self._follow_focus()
        return True

    def _capturing(self, event: pygame.event.Event) -> None:
        assert self.capture is not None
        action, kind = self.capture
        et = event.type
        if et in (pygame.MOUSEBUTTONDOWN, pygame.FINGERDOWN):
            self.cancel()  # a click (or a touch) anywhere stops waiting
            return
        if et != pygame.KEYDOWN or getattr(event, "repeat", False):
            return
        pad = pad_of(event)
        button = getattr(event, BUTTON, None)
        if pad is None and getattr(event, "key", 0) == pygame.K_ESCAPE:
            self.cancel()  # Esc itself is never given away: it cancels
            return
        if kind == KEY and pad is None and getattr(event, "key", 0) in MODIFIERS:
            return  # Shift, Ctrl, Alt alone: not a key of their own (nor an answer yet)
        if kind == KEY and pad is None:
            self.take_key(action, getattr(event, "key", 0))
        elif kind == PAD and isinstance(button, str):
            self.take_button(action, button)
        elif kind == KEY and action_of(event) == Action.BACK:
            self.cancel()  # a controller's back button while a key is awaited
        elif kind == PAD and pad is None:
            self.message = self.t("controls.press_pad_first")

    def takes_every_key(self) -> bool:
        return self.capture is not None  # F1, F11, F12 may be what the player wants here

    def update(self, dt: float) -> None:
        if self.capture is not None and self.services.clock() >= self.until:
            self.cancel()

    def frame_interval(self) -> float | None:
        return 0.25 if self.capture is not None else None

    def resume(self) -> None:
        self._build()  # the text size or the mapping may have changed (Restore defaults)

    def on_resize(self) -> None:
        self._build()

    def pad_legend(self) -> list[tuple[tuple[str, ...], str]]:
        """A changes the focused binding, B goes back."""
        return [
            (self.pad_buttons(Action.CONFIRM), self.t("controls.change")),
            (self.pad_buttons(Action.BACK), self.t("pads.back")),
        ]

    def draw(self, canvas: Canvas) -> None:
        below = self.host.stack.scenes
        dim = 150 if len(below) > 1 else 0
        if dim == 0:
            canvas.background()
        p = self.panel()
        panel_with_title(canvas, p, self.t("controls.title"), dim=dim)
        g = self.grow()
        rh = self.row_h()
        key0, pad0 = self.cell_rects(0)
        heads_y = p.y + HEAD + COLUMNS_H / 2
        label_x = p.x + ROW_INSET + 10
        for words, x, anchor in (
            (self.t("controls.column_action"), label_x, "midleft"),
            (self.t("controls.column_key"), key0.centerx, "center"),
            (self.t("controls.column_pad"), pad0.centerx, "center"),
        ):
            width = key0.x - label_x - 20 if anchor == "midleft" else key0.w
            canvas.text(
                words, (x, heads_y), TEXT * 0.85, theme.INK_SOFT, theme.BOLD, anchor,
                max_width=width, shrink=SMALLEST,
            )  # fmt: skip
        n = self.visible_rows()
        for shown in range(n):
            i = self.top + shown
            if i >= len(ACTIONS):
                break
            y = self.rows_top() + shown * rh
            if i % 2 == 0:
                band = pygame.FRect(p.x + ROW_INSET - 20, y, p.w - 2 * ROW_INSET + 40, rh)
                canvas.fill(band, BAND, radius=8)
            canvas.text(
                self.action_name(ACTIONS[i].action),
                (label_x, y + rh / 2),
                TEXT,
                theme.INK,
                theme.BOLD,
                "midleft",
                max_width=key0.x - label_x - 20,
                shrink=SMALLEST,
            )
        self._scroll_marks(canvas)
        self.widgets.draw(canvas)
        note_y = self.rows_top() + n * rh + NOTE_H * g * 0.3
        colour = theme.NAVY if self.capture is not None else theme.INK
        message = self.message or self.t("controls.how")
        for j, (words, ink, font) in enumerate(
            ((message, colour, theme.BOLD), (self.t("controls.note"), theme.INK_SOFT, theme.BODY))
        ):
            canvas.text(
                words,
                (p.centerx, note_y + j * NOTE_H * g * 0.42),
                TEXT * 0.85,
                ink,
                font,
                "center",
                max_width=p.w - 2 * ROW_INSET,
                shrink=SMALLEST * 0.85,
            )

    def scroll_marks(self) -> list[tuple[pygame.FRect, int]]:
        """The arrows at the list's right edge where rows lie above or below: where each is
        tapped or clicked and how many rows it scrolls (a finger has no wheel)."""
        n = self.visible_rows()
        p = self.panel()
        reach = min(n, MARK_ROWS) * self.row_h()
        marks = []
        if self.top > 0:
            marks.append((pygame.FRect(p.right - ROW_INSET, self.rows_top(), ROW_INSET, reach), -n))
        if self.top + n < len(ACTIONS):
            bottom = self.rows_top() + n * self.row_h()
            marks.append((pygame.FRect(p.right - ROW_INSET, bottom - reach, ROW_INSET, reach), n))
        return marks

    def _scroll_marks(self, canvas: Canvas) -> None:
        """A chevron in each scroll mark, pointing where the hidden rows are."""
        for rect, rows in self.scroll_marks():
            sign = 1.0 if rows > 0 else -1.0
            x = rect.centerx
            y = rect.bottom - SCROLL_MARK if rows > 0 else rect.y + SCROLL_MARK
            tip = (x, y + sign * SCROLL_MARK / 2)
            left = (x - SCROLL_MARK / 2, y - sign * SCROLL_MARK / 2)
            right = (x + SCROLL_MARK / 2, y - sign * SCROLL_MARK / 2)
            canvas.line(left, tip, theme.INK_SOFT, 3)
            canvas.line(tip, right, theme.INK_SOFT, 3)
