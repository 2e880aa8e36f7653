"""Keyboard, mouse and focus handling of any family's table, written once.

The shared flow lives here: a click or a key skips a running animation, the right button and
Escape cancel, Escape with nothing chosen opens the menu, Ctrl+Z / Backspace / U undo (asking
first when it is another person's decision), H asks for a hint, F2 or ? lists the keys, Tab and
the arrows move the focus ring, and a press becomes a drag once the pointer travels. The keys
named are the defaults: each is an action of the player's mapping (actions.action_of). A finger
reaches a little around small targets (TOUCH_REACH), and a controller bound to a couch seat
plays only on that seat's turns (pad_refused). What a press, a drop, Enter and a family's own
keys mean comes from the table (the ``TableInputHost`` hooks).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial
from typing import Any, Protocol

import pygame

from azul.domain.controls import Action
from azul.domain.session import GameSession

from .. import router
from ..actions import action_of
from ..controller import PadStatus, pad_of
from ..narration import read_action
from ..scene import Scene, SceneHost
from ..scenes.keys_help import is_help_key
from ..scenes.overlay import ConfirmScene, Refuses
from ..touch import is_finger
from . import pad_seats
from .targets import GroupTarget, Target
from .timeline import Timeline

Point = tuple[float, float]
DRAG_THRESHOLD = 10.0  # design px the mouse must travel before a press becomes a drag
TOUCH_DRAG_THRESHOLD = 24.0  # a finger wobbles more than a mouse before it means to drag
# Design px a finger reaches around what it touches: the smallest table targets (tiles, wall
# spaces, Summer Pavilion's spaces) are 21-36 window px at 1280x800, under the ~40 px (9 mm)
# a fingertip needs; 18 design px (12 px there) on every side lifts them to 45 px and more.
TOUCH_REACH = 18.0
TOUCH_STEPS = 3  # rings probed out to TOUCH_REACH, nearest first
DIAGONAL = 0.7071
TOUCH_DIRECTIONS = (
    (1.0, 0.0),
    (-1.0, 0.0),
    (0.0, 1.0),
    (0.0, -1.0),
    (DIAGONAL, DIAGONAL),
    (-DIAGONAL, DIAGONAL),
    (DIAGONAL, -DIAGONAL),
    (-DIAGONAL, -DIAGONAL),
)
FRESH = "fresh"  # the press chose a group: its release does not act on it again
DROP = "drop"  # the press did nothing: forget it
# The arrows always move the focus ring (they are no action: no mapping can take them away).
ARROWS = (pygame.K_RIGHT, pygame.K_DOWN, pygame.K_LEFT, pygame.K_UP)


class TableInputHost(Protocol):
    """What the shared input needs of a table: its input state, actions and family hooks."""

    timeline: Timeline[Any]  # the family's view is the family's business
    session: GameSession
    selection: tuple[int, int] | None  # the chosen group (source, colour), None when none
    hover: Target | None  # the target under the pointer
    mouse: Point
    keyboard: bool  # the focus ring is shown
    focus: int
    press: tuple[Target | None, Point] | None  # (target pressed, where) while the button is down
    fresh_press: bool
    dragging: bool

    def interactive(self) -> bool:
        """True when a person may act on the table now."""
        ...

    def hit(self, pos: Point) -> Target | None:
        """The target under a design point, if any."""
        ...

    def focus_items(self) -> Sequence[Target]:
        """What Tab walks through, in order."""
        ...

    def focused(self) -> Target | None:
        """The keyboard-focused target (None when the ring is hidden)."""
        ...

    def try_target(self, target: Target) -> bool:
        """Act on a clicked target; False when it is not allowed now."""
        ...

    def cancel(self) -> None:
        """Drop what is chosen."""
        ...

    def open_menu(self) -> None:
        """The pause menu."""
        ...

    def undo(self) -> None:
        """Take back the last person's move."""
        ...

    def request_hint(self) -> None:
        """Ask the computer for a hint."""
        ...

    def has_choice(self) -> bool:
        """True while something is chosen that Escape would drop."""
        ...

    def on_press(self, target: Target | None) -> str:
        """A left press on the table: FRESH, DROP or ""."""
        ...

    def on_drop(self, target: Target | None) -> None:
        """Dragged tiles let go over a target (or None)."""
        ...

    def on_enter(self) -> None:
        """Enter, Return or Space with the table interactive."""
        ...

    def on_key(self, event: pygame.event.Event) -> None:
        """Any other key press with the table interactive (its action: actions.action_of)."""
        ...

    def on_wheel(self, event: pygame.event.Event) -> None:
        """The mouse wheel (something may scroll)."""
        ...

    def read_out(self, what: str) -> None:
        """Narration: read out a board, the offer or the scores (azul/ui/narration.py)."""
        ...


def target_at(table: TableInputHost, pos: Point, touch: bool = False) -> Target | None:
    """The target under a point; a finger also finds the nearest one within TOUCH_REACH (the
    hit area grows, the drawing does not)."""
    target = table.hit(pos)
    if target is not None or not touch:
        return target
    for step in range(1, TOUCH_STEPS + 1):
        reach = TOUCH_REACH * step / TOUCH_STEPS
        for dx, dy in TOUCH_DIRECTIONS:
            target = table.hit((pos[0] + dx * reach, pos[1] + dy * reach))
            if target is not None:
                return target
    return None


def motion(table: TableInputHost, pos: Point, touch: bool = False) -> None:
    """The pointer moved: hover, and a press on the chosen group becomes a drag."""
    table.hover = target_at(table, pos, touch)
    threshold = TOUCH_DRAG_THRESHOLD if touch else DRAG_THRESHOLD
    if table.press is not None and not table.dragging:
        target, start = table.press
        if (
            isinstance(target, GroupTarget)
            and table.selection is not None
            and abs(pos[0] - start[0]) + abs(pos[1] - start[1]) > threshold
        ):
            table.dragging = True


def button_down(table: TableInputHost, event: pygame.event.Event, pos: Point) -> None:
    """A mouse press: skips an animation, cancels (right button) or presses a target."""
    button = getattr(event, "button", 0)
    if table.timeline.blocking:
        if button in (1, 3):
            table.timeline.skip()
        return
    if button == 3:
        table.cancel()
        return
    if button != 1 or not table.interactive():
        return
    target = target_at(table, pos, is_finger(event))
    table.press = (target, pos)
    outcome = table.on_press(target)
    if outcome == DROP:
        table.press = None
    table.fresh_press = outcome == FRESH


def button_up(table: TableInputHost, event: pygame.event.Event, pos: Point) -> None:
    """A mouse release: drops dragged tiles, or clicks the target pressed and released on."""
    if getattr(event, "button", 0) != 1 or table.press is None:
        return
    pressed, _ = table.press
    table.press = None
    fresh, table.fresh_press = table.fresh_press, False
    if not table.interactive():
        table.dragging = False
        return
    target = target_at(table, pos, is_finger(event))
    if table.dragging:
        table.dragging = False
        table.on_drop(target)
        return
    if pressed is None or target is None or target != pressed or fresh:
        return
    table.try_target(target)


def key(table: TableInputHost, event: pygame.event.Event) -> None:
    """A key press (see the module notes for what the shared keys do; each is the player's
    mapping of an action, actions.py)."""
    k = getattr(event, "key", 0)
    mods = getattr(event, "mod", 0)
    action = action_of(event)
    if controller_key(table, action):
        return
    if action == Action.BACK:
        if table.timeline.blocking:
            table.timeline.skip()
        if table.has_choice() or table.dragging:
            table.cancel()
        else:
            table.open_menu()
        return
    if is_help_key(event):
        open_keys(table)
        return
    read = read_action(action)
    if read is not None:
        table.read_out(read)
        return
    # Ctrl+Z is the system's own undo chord: it stays whatever the mapping.
    if (k == pygame.K_z and mods & pygame.KMOD_CTRL) or action == Action.UNDO:
        undo_asking(table)
        return
    if action == Action.HINT:
        table.request_hint()
        return
    if table.timeline.blocking:
        if action == Action.CONFIRM:
            table.timeline.skip()
        return
    if not table.interactive():
        return
    if k in ARROWS or action == Action.FOCUS:
        back = k in (pygame.K_LEFT, pygame.K_UP) or (k == pygame.K_TAB and mods & pygame.KMOD_SHIFT)
        items = table.focus_items()
        if items:
            if not table.keyboard:
                table.keyboard = True  # the first press shows the focus ring on the first item
                table.focus = 0
            else:
                table.focus = (table.focus + (-1 if back else 1)) % len(items)
        return
    if action == Action.CONFIRM:
        table.on_enter()
        return
    table.on_key(event)


def undo_asking(table: TableInputHost) -> None:
    """Undo from a key or the Undo button: asks first when it takes back another person's
    decision (see ask_before_undo), else undoes at once."""
    if isinstance(table, Scene) and ask_before_undo(
        table.host, table.session, table.undo, seat_guard(table)
    ):
        return
    table.undo()


def open_keys(table: TableInputHost) -> None:
    """The keys overlay over the table (F2 or ?)."""
    if isinstance(table, Scene):
        table.host.stack.push(table.make_scene(router.KEYS, refuses=seat_guard(table)))


def handle(table: TableInputHost, event: pygame.event.Event, pos: Point | None) -> None:
    """Route one event (the table's buttons have had their turn)."""
    et = event.type
    if et == pygame.MOUSEMOTION and pos is not None:
        motion(table, pos, is_finger(event))
    elif et == pygame.MOUSEBUTTONDOWN and pos is not None:
        button_down(table, event, pos)
    elif et == pygame.MOUSEBUTTONUP and pos is not None:
        button_up(table, event, pos)
    elif et == pygame.MOUSEWHEEL:
        table.on_wheel(event)
    elif et == pygame.KEYDOWN:
        key(table, event)


def undo_needs_asking(session: GameSession) -> bool:
    """True when an undo would take back another person's decision (a couch game): the person
    to move is asked first, so nobody's move disappears by a stray key."""
    seat = session.undo_seat()
    if seat is None or session.state.is_over:
        return False
    seats = session.setup.seats
    now = int(session.state.current_player)
    # While a computer seat is to move, whoever presses Undo takes back their own decision.
    return seats[seat].is_person and seats[now].is_person and seat != now


def ask_before_undo(
    host: SceneHost,
    session: GameSession,
    undo: Callable[[], None],
    refuses: Refuses | None = None,
) -> bool:
    """Ask before taking back another person's decision; True when the question was put (the
    undo then runs on Yes; `refuses` keeps other couch seats' controllers out of the answer)."""
    if not undo_needs_asking(session):
        return False
    seat = session.undo_seat()
    assert seat is not None
    name = session.seat(seat).name
    t = host.services.text.t
    host.stack.push(
        ConfirmScene(
            host,
            lambda: t("keys.undo_other_title"),
            lambda: t("keys.undo_other_message", name=name),
            lambda: t("keys.undo_other_yes"),
            undo,
            refuses=refuses,
        )
    )
    return True


# -- keys a game controller sends (azul/ui/controller.py) -----------------------------------

AREA_STEPS = {Action.PREV_AREA: -1, Action.NEXT_AREA: 1}  # shoulders: the previous / next area


def controller_key(table: TableInputHost, action: Action | None) -> bool:
    """The menu (Start) and the area jumps (the shoulders; also on a keyboard); False for any
    other action."""
    if action == Action.MENU:
        if table.timeline.blocking:
            table.timeline.skip()
        table.open_menu()
        return True
    if action not in AREA_STEPS:
        return False
    if table.timeline.blocking or not table.interactive():
        return True
    items = table.focus_items()
    if items:
        start = table.focus % len(items) if table.keyboard else 0
        table.focus = next_area(items, start, AREA_STEPS[action], table.keyboard)
        table.keyboard = True
    return True


def area(item: Target) -> tuple[type[Target], int]:
    """The area a focus item belongs to: its source for a group of tiles, else its kind (the
    board's lines or spaces, the floor, the buttons)."""
    return (type(item), item.source if isinstance(item, GroupTarget) else 0)


def next_area(items: Sequence[Target], start: int, step: int, shown: bool) -> int:
    """The first item of the next (step 1) or previous (-1) area: the next factory or the
    centre while drafting, the lines or the floor, the spaces or the buttons."""
    if not shown:  # the first press shows the ring on the first area
        return 0
    n = len(items)
    here = area(items[start])
    i = start
    for _ in range(n):
        i = (i + step) % n
        if area(items[i]) != here:
            while i > 0 and area(items[i - 1]) == area(items[i]):
                i -= 1  # back to where that area begins
            return i
    return start  # one area only: nowhere else to go


# -- couch seats: a controller bound to a seat plays on that seat's turns only ----------------


def bound_seat(session: GameSession, pads: PadStatus, pad: int) -> int | None:
    """The seat a connected controller was taken with, also when it was re-plugged since and
    follows its first id (None: unbound)."""
    if not pads.connected(pad):
        return None
    ident = pads.who(pad)
    for i, seat in enumerate(session.setup.seats):
        if seat.pad == ident:
            return i
    return None


def seat_is_held(session: GameSession, pads: PadStatus, seat: int) -> bool:
    """True while a seat's own controller is connected (it alone plays for the seat)."""
    pad = session.seat(seat).pad
    return pad is not None and pads.holder(pad) is not None


def pad_refused(table: pad_seats.PadTable, event: pygame.event.Event, over: bool = False) -> bool:
    """A key from a controller bound to another seat than the one to move: True, and a toast
    says whose turn it is. The menu (Start) always opens, and on the table itself (not `over`
    it, in a dialog) any controller skips an animation; a seat whose controller is unplugged
    takes no controller until one takes it over (see README, Couch seats). A refused key
    leaves the button prompts as they were."""
    refused = _pad_refused(table, event, over)
    if refused:
        table.services.pads.refuse()
    return refused


def _pad_refused(table: pad_seats.PadTable, event: pygame.event.Event, over: bool) -> bool:
    pad = pad_of(event)
    session = getattr(table, "session", None)
    if pad is None or event.type != pygame.KEYDOWN or not isinstance(session, GameSession):
        return False
    # Under a dialog the table stands still: its animation is no reason to let a key through.
    skipping = not over and (
        table.timeline.blocking or getattr(getattr(table, "summary", None), "active", False)
    )
    if action_of(event) == Action.MENU or skipping:
        return False
    pads = table.services.pads
    if session.state.is_over:
        return False
    own = bound_seat(session, pads, pad)
    now = int(session.state.current_player)
    if own == now or pad_seats.stands_in(session, pads, pad, now):
        return False
    said = getattr(event, "repeat", False)  # a held direction says it once
    if pad_seats.waiting(session, pads, now):  # nobody's controller plays it, but a take-over
        if not said:
            pad_seats.offer_take_over(table, pad, now, ask=not over)
        return True
    if own is None:
        return False  # a controller no seat took plays for anyone else
    if not said:
        table.host.toast(table.t("pads.not_your_turn", name=session.seat(now).name))
    return True


def seat_guard(table: pad_seats.PadTable) -> Refuses:
    """The check for a dialog opened over the table during a turn (the undo question, the keys
    overlay, a family's own dialog): only the seat to move's controller answers it."""
    return partial(pad_refused, table, over=True)
