"""Controls: every action with its keys and its controller button; choose one and press the new
key or button (Esc cancels). A key or button another action has is refused with a message
naming that action (never swapped: no other row changes behind the player's back), and
Restore defaults (after a question) brings every default back. Esc, Enter, Tab, the arrows,
the D-pad and the number keys never move, so this screen (and the way back to the menu)
always stays reachable. Keyboard, controller, mouse and touch all work here."""

from __future__ import annotations

import pygame

from azul.domain.controls import ACTIONS, Action, Controls, Refusal

from ..actions import BUTTON, action_of, key_name, keys_label
from ..canvas import Canvas
from ..controller import GENERIC, XBOX, pad_of
from ..controls_view.cell import KEY, PAD, BindingCell
from ..controls_view.layout import ControlsLayout
from ..controls_view.paint import paint_notes, paint_rows, paint_scroll_marks
from ..narration import joined
from ..persistence import save_settings
from ..scene import SceneHost
from ..widgets import Button
from .overlay import ConfirmScene, DialogScene, panel_with_title

WAIT_SECONDS = 8.0  # a capture nobody answers ends by itself (a controller has no Esc)
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

    # -- layout (controls_view/layout.py) --

    def grow(self) -> float:
        """The player's controls size."""
        return self.ui()

    def layout(self) -> ControlsLayout:
        """The screen's geometry at the player's controls size."""
        return ControlsLayout(self.grow())

    def visible_rows(self) -> int:
        """How many rows fit in the window at once."""
        return self.layout().visible_rows()

    def panel(self) -> pygame.FRect:
        """The panel (as tall as the rows shown need)."""
        return self.layout().panel()

    def scroll_marks(self) -> list[tuple[pygame.FRect, int]]:
        """The arrows at the list's right edge where rows lie above or below: where each is
        tapped or clicked and how many rows it scrolls (a finger has no wheel)."""
        return self.layout().scroll_marks(self.top)

    def _build(self) -> None:
        focus, shown = self.widgets.focus, self.widgets.show_focus
        self.widgets.clear()
        self.cells = []
        for spec in ACTIONS:
            for kind in (KEY, PAD):
                cell = BindingCell(pygame.FRect(0, 0, 1, 1), self, spec.action, kind)
                self.cells.append(cell)
                self.widgets.add(cell)
        restore, back = self.layout().buttons()
        self.widgets.add(Button(restore, lambda: self.t("controls.restore"), self.ask_restore))
        self.widgets.add(Button(back, lambda: self.t("dialog.back"), self.close))
        self.widgets.focus, self.widgets.show_focus = focus, shown
        self._place()

    def _place(self) -> None:
        """Put the rows shown in their places (the others are hidden)."""
        lay = self.layout()
        n = lay.visible_rows()
        self.top = max(0, min(self.top, len(ACTIONS) - n))
        for i, _ in enumerate(ACTIONS):
            shown = i - self.top
            key, pad = lay.cell_rects(shown)
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
            self.restated = True  # narration says that the wait ended

    def spoken_title(self) -> str | None:
        """Narration: the screen's title and how to change a binding."""
        return joined([self.t("controls.title"), self.t("controls.how")])

    def spoken_status(self) -> str | None:
        """Narration: the last change, refusal or wait, in words."""
        return self.message or None

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
        lay = self.layout()
        panel_with_title(canvas, lay.panel(), self.t("controls.title"), dim=dim)
        paint_rows(canvas, lay, self.top, self.t, self.action_name)
        paint_scroll_marks(canvas, self.scroll_marks())
        self.widgets.draw(canvas)
        message = self.message or self.t("controls.how")
        paint_notes(canvas, lay, message, self.t("controls.note"), self.capture is not None)
