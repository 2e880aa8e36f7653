"""Menu widgets (buttons, selectors, toggles, sliders, text fields) and keyboard focus."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Generic, TypeVar

import pygame

from azul.domain.controls import Action

from . import theme
from .actions import action_of
from .canvas import Canvas, Colour
from .prompts import BADGE_SIZE, Badge, badge_width, paint_badge

Label = Callable[[], str]
Words = Callable[..., str]  # a catalog look-up (the scene's t), for what a widget says
Point = tuple[float, float]
T = TypeVar("T")  # the options of a choice


def _mod_shift(event: pygame.event.Event) -> bool:
    return bool(getattr(event, "mod", 0) & pygame.KMOD_SHIFT)


def focus_ring(canvas: Canvas, rect: pygame.FRect, radius: float = 14, grow: float = 8) -> None:
    """The keyboard-focus outline around a widget (grow design px larger than rect)."""
    canvas.outline(rect.inflate(grow, grow), theme.FOCUS, width=3, radius=radius)


def knob(
    canvas: Canvas, centre: Point, radius: float, ring: Colour | None, ring_width: int = 2
) -> None:
    """A slider's or switch's round knob: a soft shadow, the cream knob and its ring (if any)."""
    x, y = centre
    canvas.circle((x, y + 2), radius, (0, 0, 0), alpha=70)
    canvas.circle((x, y), radius, theme.CREAM)
    if ring is not None:
        canvas.circle((x, y), radius, ring, width=ring_width)


def track_fraction(rect: pygame.FRect, x: float) -> float:
    """Where x lies along a slider's track, 0..1 (the track is inset by half the rect's
    height at both ends, where the knob stops)."""
    pad = rect.h / 2
    span = max(1.0, rect.w - 2 * pad)
    return max(0.0, min(1.0, (x - rect.x - pad) / span))


class Widget:
    """Something on a menu that can be hovered, focused and activated."""

    focusable = True

    def __init__(self, rect: pygame.FRect, enabled: bool = True) -> None:
        self.rect = rect
        self.enabled = enabled
        self.hover = False
        self.pressed = False
        self.visible = True
        # What the widget is for, as narration says it before its value (a settings row's
        # label); None: its own words say it all (a button).
        self.spoken_name: Label | None = None

    def spoken(self, t: Words) -> str:
        """What narration says when the focus comes to the widget: its name and its value."""
        value = self.spoken_value(t)
        if self.spoken_name is None:
            return value
        return f"{self.spoken_name()}: {value}" if value else self.spoken_name()

    def spoken_value(self, t: Words) -> str:
        """The widget's value in words ("" for none)."""
        return ""

    def contains(self, pos: Point) -> bool:
        """True when a design point is on the widget."""
        return self.visible and self.rect.collidepoint(pos)

    def click(self, pos: Point) -> bool:
        """A left click at pos; True if something happened."""
        return self.activate()

    def activate(self) -> bool:
        """Enter/Space while focused; True if something happened."""
        return False

    def key(self, event: pygame.event.Event) -> bool:
        """A key while focused (other than focus movement); True if consumed."""
        if action_of(event) == Action.CONFIRM:  # Enter, and Space unless the player moved it
            return self.activate()
        return False

    def drag(self, pos: Point) -> bool:
        """Mouse moved with the button held after pressing this widget."""
        return False

    def text_input(self, text: str) -> bool:
        """Typed text while focused."""
        return False

    def draw(self, canvas: Canvas, focused: bool) -> None:
        """Paint the widget."""


class Pressable(Widget):
    """Runs its action when clicked or activated (nothing while disabled)."""

    def __init__(
        self, rect: pygame.FRect, action: Callable[[], object], enabled: bool = True
    ) -> None:
        super().__init__(rect, enabled)
        self.action = action

    def activate(self) -> bool:
        if not self.enabled:
            return False
        self.action()
        return True


def paint_button_face(canvas: Canvas, button: Widget, quiet: bool) -> None:
    """A button's face: a cream panel (quiet: a secondary button) or the glazed sprite; lit
    under the mouse, sunk while pressed (never while disabled)."""
    r = button.rect
    lit = button.hover and button.enabled
    if quiet:
        canvas.panel(r, corner=min(0.9, r.h / 80))
        if lit:
            canvas.fill(r.inflate(-10, -10), theme.GOLD, alpha=60, radius=10)
        return
    name = "ui/button.png"
    if button.enabled and button.pressed:
        name = "ui/button_pressed.png"
    elif lit:
        name = "ui/button_hover.png"
    canvas.nine(name, r, r.h / 64)


def face_centre_y(rect: pygame.FRect) -> float:
    """The middle of a glazed button's face (it spans y 3..56 of the 64 px sprite)."""
    return rect.y + rect.h * 29.5 / 64


LABEL_INSET = 24.0  # a button's label keeps this much of the button's width free
BADGE_SHRINK = 0.75  # a label beside a controller badge may be set this much smaller to fit


class Button(Pressable):
    """A glazed button with a text label."""

    def __init__(
        self,
        rect: pygame.FRect,
        label: Label,
        action: Callable[[], object],
        enabled: bool = True,
        size: float = theme.SIZE_LARGE,
        quiet: bool = False,
    ) -> None:
        super().__init__(rect, action, enabled)
        self.label = label
        self.size = size
        self.quiet = quiet  # a secondary (cream) button
        # The controller button that presses it too, as a badge while a controller is in use.
        self.prompt: Callable[[], Badge | None] | None = None

    def spoken_value(self, t: Words) -> str:
        """The button's label."""
        return self.label()

    def draw(self, canvas: Canvas, focused: bool) -> None:
        r = self.rect
        paint_button_face(canvas, self, self.quiet)
        badge = self.prompt() if self.prompt is not None else None
        if self.quiet:
            colour = theme.INK if self.enabled else theme.DISABLED
            shift = 0.0
        else:
            colour = theme.CREAM if self.enabled else theme.DISABLED
            shift = 2 * r.h / 64 if self.pressed else 0.0  # the pressed sprite's face is lower
        if focused:
            focus_ring(canvas, r)
        cy = face_centre_y(r) if not self.quiet else r.centery
        room = 0.0  # what the badge takes of the label's width
        size = min(BADGE_SIZE, r.h * 0.7)
        if badge is not None:  # on the left edge, half outside: small buttons keep their words
            room = badge_width(badge[1], size) / 2
        canvas.text(
            self.label(),
            (r.centerx + room / 2, cy + shift),
            size=self.size,
            colour=colour,
            font=theme.BOLD,
            anchor="center",
            shadow=None if self.quiet or not self.enabled else (20, 30, 60),
            max_width=r.w - LABEL_INSET - room,
            shrink=theme.SIZE_SMALL
            if badge is None
            else min(theme.SIZE_SMALL, self.size * BADGE_SHRINK),
        )
        if badge is not None:
            paint_badge(canvas, (r.x + room / 4, cy + shift), *badge, size)


class Choice(Widget, Generic[T]):
    """One of a list of options, each shown by label; on_change hears the new value."""

    # A starting value that is none of the options is kept (nothing shows as chosen) unless
    # the widget must always show one, the first.
    first_if_unknown = False

    def __init__(
        self,
        rect: pygame.FRect,
        options: Sequence[T],
        label: Callable[[T], str],
        value: T,
        on_change: Callable[[T], None],
        enabled: bool = True,
    ) -> None:
        super().__init__(rect, enabled)
        self.options = list(options)
        self.label = label
        self.value = value
        if self.first_if_unknown and value not in self.options and self.options:
            self.value = self.options[0]
        self.on_change = on_change

    def spoken_value(self, t: Words) -> str:
        """The chosen option's label."""
        return self.label(self.value) if self.value in self.options else ""

    def index(self) -> int:
        """Where the value stands among the options (0 when it is none of them)."""
        return self.options.index(self.value) if self.value in self.options else 0

    def paint_label(
        self,
        canvas: Canvas,
        option: T,
        centre: Point,
        height: float,
        colour: Colour,
        max_width: float,
    ) -> None:
        """An option's label centred on centre, bold, sized to a box of this height."""
        size = min(theme.SIZE_BODY, height * 0.45)
        canvas.text(
            self.label(option),
            centre,
            size,
            colour,
            theme.BOLD,
            "center",
            max_width=max_width,
            shrink=theme.SIZE_SMALL * 0.8,
        )


class Selector(Choice[T]):
    """‹ value ›: cycles through options with clicks on its halves or left/right keys."""

    first_if_unknown = True

    def step(self, delta: int) -> bool:
        """Move to the next (+1) or previous (-1) option."""
        if not self.enabled or not self.options:
            return False
        i = self.index()
        self.value = self.options[(i + delta) % len(self.options)]
        self.on_change(self.value)
        return True

    def click(self, pos: Point) -> bool:
        return self.step(-1 if pos[0] < self.rect.centerx - self.rect.w / 6 else 1)

    def activate(self) -> bool:
        return self.step(1)

    def key(self, event: pygame.event.Event) -> bool:
        if event.key == pygame.K_LEFT:
            return self.step(-1)
        if event.key == pygame.K_RIGHT:
            return self.step(1)
        return super().key(event)

    def draw(self, canvas: Canvas, focused: bool) -> None:
        r = self.rect
        canvas.panel(r, corner=min(0.9, r.h / 80))
        if self.hover and self.enabled:
            canvas.fill(r.inflate(-10, -10), theme.GOLD, alpha=40, radius=10)
        if focused:
            focus_ring(canvas, r)
        colour = theme.INK if self.enabled else theme.DISABLED
        arrow = theme.NAVY if self.enabled else theme.DISABLED
        cy = r.centery
        a = r.h * 0.16
        lx = r.x + 26
        rx = r.right - 26
        canvas.polygon([(lx - a * 0.6, cy), (lx + a * 0.6, cy - a), (lx + a * 0.6, cy + a)], arrow)
        canvas.polygon([(rx + a * 0.6, cy), (rx - a * 0.6, cy - a), (rx - a * 0.6, cy + a)], arrow)
        self.paint_label(canvas, self.value, (r.centerx, cy), r.h, colour, r.w - 90)


class Segmented(Choice[T]):
    """All options side by side; the chosen one is raised."""

    def _cell(self, i: int) -> pygame.FRect:
        w = self.rect.w / max(1, len(self.options))
        return pygame.FRect(self.rect.x + i * w, self.rect.y, w, self.rect.h)

    def _set(self, value: T) -> bool:
        if value == self.value:
            return False
        self.value = value
        self.on_change(value)
        return True

    def click(self, pos: Point) -> bool:
        for i, opt in enumerate(self.options):
            if self._cell(i).collidepoint(pos):
                return self._set(opt) or True
        return False

    def key(self, event: pygame.event.Event) -> bool:
        if not self.options:
            return False
        i = self.index()
        if event.key == pygame.K_LEFT:
            return self._set(self.options[max(0, i - 1)]) or True
        if event.key == pygame.K_RIGHT:
            return self._set(self.options[min(len(self.options) - 1, i + 1)]) or True
        return super().key(event)

    def activate(self) -> bool:
        i = self.index()
        return self._set(self.options[(i + 1) % len(self.options)])

    def draw(self, canvas: Canvas, focused: bool) -> None:
        for i, opt in enumerate(self.options):
            cell = self._cell(i).inflate(-8, 0)
            chosen = opt == self.value
            if chosen:
                canvas.nine("ui/button.png", cell, cell.h / 64)
                colour = theme.CREAM
                cy = face_centre_y(cell)
            else:
                canvas.panel(cell, corner=min(0.9, cell.h / 80))
                colour = theme.INK
                cy = cell.centery
            self.paint_label(canvas, opt, (cell.centerx, cy), cell.h, colour, cell.w - 12)
        if focused:
            focus_ring(canvas, self.rect)


class Toggle(Widget):
    """An on/off switch with a label to its left."""

    def __init__(self, rect: pygame.FRect, value: bool, on_change: Callable[[bool], None]) -> None:
        super().__init__(rect)
        self.value = value
        self.on_change = on_change

    def spoken_value(self, t: Words) -> str:
        """On or Off."""
        return t("settings.on") if self.value else t("settings.off")

    def activate(self) -> bool:
        self.value = not self.value
        self.on_change(self.value)
        return True

    def draw(self, canvas: Canvas, focused: bool) -> None:
        r = self.rect
        track = pygame.FRect(0, 0, r.h * 1.9, r.h * 0.8)
        track.center = r.center
        on = self.value
        canvas.fill(track, (70, 150, 110) if on else (120, 110, 100), radius=track.h / 2)
        canvas.outline(track, theme.GOLD_DEEP, width=2, radius=track.h / 2)
        knob_x = track.right - track.h / 2 if on else track.x + track.h / 2
        knob(canvas, (knob_x, track.centery), track.h * 0.42, None)
        if focused:
            focus_ring(canvas, track, radius=track.h, grow=12)


class Slider(Widget):
    """A 0..1 slider (mouse drag, left/right keys)."""

    def __init__(
        self, rect: pygame.FRect, value: float, on_change: Callable[[float], None]
    ) -> None:
        super().__init__(rect)
        self.value = max(0.0, min(1.0, value))
        self.on_change = on_change

    def spoken_value(self, t: Words) -> str:
        """The value in percent."""
        return f"{round(self.value * 100)} %"

    def _set_from(self, x: float) -> bool:
        v = round(track_fraction(self.rect, x) * 20) / 20  # 5 % steps
        if v != self.value:
            self.value = v
            self.on_change(v)
        return True

    def click(self, pos: Point) -> bool:
        return self._set_from(pos[0])

    def drag(self, pos: Point) -> bool:
        return self._set_from(pos[0])

    def key(self, event: pygame.event.Event) -> bool:
        if event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            step = 0.05 if event.key == pygame.K_RIGHT else -0.05
            v = round(max(0.0, min(1.0, self.value + step)) * 20) / 20
            if v != self.value:
                self.value = v
                self.on_change(v)
            return True
        return False

    def draw(self, canvas: Canvas, focused: bool) -> None:
        r = self.rect
        pad = r.h / 2
        track = pygame.FRect(r.x + pad, r.centery - 6, r.w - 2 * pad, 12)
        canvas.fill(track, (90, 70, 56), radius=6)
        done = pygame.FRect(track.x, track.y, track.w * self.value, track.h)
        if done.w > 1:
            canvas.fill(done, theme.GOLD, radius=6)
        kx = track.x + track.w * self.value
        knob(canvas, (kx, r.centery), r.h * 0.32, theme.GOLD_DEEP)
        if focused:
            focus_ring(canvas, r)


class TextField(Widget):
    """One line of editable text (names, seed); a filter decides which characters are allowed."""

    def __init__(
        self,
        rect: pygame.FRect,
        text: str,
        on_change: Callable[[str], None],
        placeholder: Label = lambda: "",
        max_len: int = 16,
        allowed: Callable[[str], bool] = lambda ch: ch.isprintable(),
    ) -> None:
        super().__init__(rect)
        self.text = text
        self.on_change = on_change
        self.placeholder = placeholder
        self.max_len = max_len
        self.allowed = allowed
        self.editing = False

    def spoken_value(self, t: Words) -> str:
        """The text typed, or the placeholder's words when there is none."""
        return self.text or self.placeholder()

    def activate(self) -> bool:
        self.editing = not self.editing
        return True

    def click(self, pos: Point) -> bool:
        self.editing = True
        return True

    def text_input(self, text: str) -> bool:
        if not self.editing:
            return False
        added = "".join(ch for ch in text if self.allowed(ch))
        room = self.max_len - len(self.text)
        if added and room > 0:
            self.text += added[:room]
            self.on_change(self.text)
        return True

    def key(self, event: pygame.event.Event) -> bool:
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.editing = not self.editing
            return True
        if not self.editing:
            return False
        if event.key == pygame.K_BACKSPACE:
            if self.text:
                self.text = self.text[:-1]
                self.on_change(self.text)
            return True
        if event.key == pygame.K_ESCAPE:
            self.editing = False
            return True
        return event.key not in (pygame.K_TAB, pygame.K_UP, pygame.K_DOWN)

    def draw(self, canvas: Canvas, focused: bool) -> None:
        r = self.rect
        canvas.fill(r, (255, 250, 238), radius=10)
        canvas.outline(r, theme.GOLD_DEEP if self.editing else (200, 180, 140), width=2, radius=10)
        size = min(theme.SIZE_BODY, r.h * 0.5)
        empty = not self.text  # the placeholder is shown, softer, and the caret stays first
        shown = canvas.text(
            self.placeholder() if empty else self.text,
            (r.x + 14, r.centery),
            size=size,
            colour=theme.INK_SOFT if empty else theme.INK,
            anchor="midleft",
            max_width=r.w - 28,
        )
        caret_x = r.x + 14 if empty else shown.right + 2
        if self.editing:
            canvas.line((caret_x, r.y + r.h * 0.22), (caret_x, r.bottom - r.h * 0.22), theme.INK, 2)
        if focused and not self.editing:
            focus_ring(canvas, r)


class WidgetGroup:
    """Routes mouse and keyboard to widgets; Tab / arrows move focus, Enter activates."""

    def __init__(self, on_activate: Callable[[], None] | None = None) -> None:
        self.widgets: list[Widget] = []
        self.focus: int | None = None
        self.show_focus = False  # focus rings appear once the keyboard is used
        self.captured: Widget | None = None
        self.on_activate = on_activate

    def add(self, widget: Widget) -> Widget:
        """Add a widget (in focus order) and return it."""
        self.widgets.append(widget)
        return widget

    def clear(self) -> None:
        """Remove every widget."""
        self.widgets.clear()
        self.focus = None
        self.captured = None

    def _focusable(self) -> list[int]:
        return [i for i, w in enumerate(self.widgets) if w.focusable and w.visible and w.enabled]

    def focused(self) -> Widget | None:
        """The widget with keyboard focus."""
        if self.focus is None or not 0 <= self.focus < len(self.widgets):
            return None
        return self.widgets[self.focus]

    def move_focus(self, delta: int) -> None:
        """Focus the next (+1) or previous (-1) focusable widget."""
        order = self._focusable()
        if not order:
            self.focus = None
            return
        current = self.focused()
        if isinstance(current, TextField):
            current.editing = False
        if self.focus not in order:
            self.focus = order[0] if delta > 0 else order[-1]
        else:
            self.focus = order[(order.index(self.focus) + delta) % len(order)]
        self.show_focus = True

    def editing(self) -> bool:
        """True while a text field takes the keyboard."""
        w = self.focused()
        return isinstance(w, TextField) and w.editing

    def handle(self, event: pygame.event.Event, pos: Point | None) -> bool:
        """Process one event; True if a widget consumed it."""
        et = event.type
        if et == pygame.MOUSEMOTION and pos is not None:
            changed = False
            for w in self.widgets:
                h = w.contains(pos) and w.enabled
                if h != w.hover:
                    w.hover = h
                    changed = True
            if self.captured is not None and getattr(event, "buttons", (0,))[0]:
                changed = self.captured.drag(pos) or changed
            return changed
        if et == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 0) == 1 and pos is not None:
            for i, w in enumerate(self.widgets):
                if w.contains(pos) and w.enabled:
                    self._unedit_except(w)
                    w.pressed = True
                    self.captured = w
                    if w.focusable:
                        self.focus = i
                    if isinstance(w, Slider):
                        w.click(pos)
                    return True
            self._unedit_except(None)
            return False
        if et == pygame.MOUSEBUTTONUP and getattr(event, "button", 0) == 1 and pos is not None:
            held = self.captured
            self.captured = None
            if held is None:
                return False
            held.pressed = False
            clicked = (
                held.contains(pos)
                and held.enabled
                and not isinstance(held, Slider)
                and held.click(pos)
            )
            if clicked and self.on_activate is not None:
                self.on_activate()
            return True
        if et == pygame.TEXTINPUT:
            target = self.focused()
            return bool(target is not None and target.text_input(getattr(event, "text", "")))
        if et == pygame.KEYDOWN:
            return self._key(event)
        return False

    def _unedit_except(self, keep: Widget | None) -> None:
        for w in self.widgets:
            if isinstance(w, TextField) and w is not keep:
                w.editing = False

    def _key(self, event: pygame.event.Event) -> bool:
        w = self.focused()
        key = event.key
        if w is not None and w.enabled and w.key(event):
            self.show_focus = True
            pressed = action_of(event) == Action.CONFIRM
            if pressed and self.on_activate is not None and not isinstance(w, TextField):
                self.on_activate()
            return True
        if action_of(event) == Action.FOCUS:  # Tab (Shift+Tab back), a controller's Back
            self.move_focus(-1 if _mod_shift(event) else 1)
            return True
        if key in (pygame.K_DOWN, pygame.K_UP):
            self.move_focus(1 if key == pygame.K_DOWN else -1)
            return True
        if key in (pygame.K_RIGHT, pygame.K_LEFT) and w is None:
            self.move_focus(1 if key == pygame.K_RIGHT else -1)
            return True
        return False

    def draw(self, canvas: Canvas) -> None:
        """Paint every visible widget."""
        f = self.focused() if self.show_focus else None
        for w in self.widgets:
            if w.visible:
                w.draw(canvas, w is f)
