"""The keys overlay: every key and what the mouse does, in the language shown (F2 or ? on the
table, or Keys in the pause menu). Each row shows the player's own keys (the Controls screen's
mapping) and, while a controller is in use, its button."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

import pygame

from azul.domain.controls import Action

from .. import theme
from ..actions import action_of, keys_label
from ..canvas import Canvas
from ..narration import joined
from ..prompts import paint_badge
from ..scene import SceneHost
from ..viewport import DESIGN_W
from ..widgets import Button
from .overlay import DialogScene, Refuses, panel_with_title

# The rows, in the order a new player needs them: (the keys, what they do).
ROWS = (
    ("keys.key_mouse", "keys.do_mouse"),
    ("keys.key_enter", "keys.do_enter"),
    ("keys.key_hint", "keys.do_hint"),
    ("keys.key_focus", "keys.do_focus"),
    ("keys.key_lines", "keys.do_lines"),
    ("keys.key_pass", "keys.do_pass"),
    ("keys.key_undo", "keys.do_undo"),
    ("keys.key_escape", "keys.do_escape"),
    ("keys.key_rules", "keys.do_rules"),
    ("log_more.key_log", "log_more.do_log"),
    ("keys.key_narration", "keys.do_narration"),
    ("keys.key_screen", "keys.do_screen"),
    ("keys.key_help", "keys.do_help"),
)
PANEL_W, PANEL_H = 1440.0, 940.0
ROW_H = 54.0  # thirteen rows above the Close button, which grows with the text
ROWS_TOP = 130.0  # the panel's top to its first row (the title)
FOOT_H = 140.0  # a short list's last row to the panel's bottom: the Close button, grown
KEY_W = 380.0  # the key column
TEXT_SIZE = 24
SMALLEST = 18  # a long description is set smaller before it would be shortened
SIDE = 20  # a widened panel's edge to the window's
CLOSE_GROW = 1.2  # the Close button grows this much at most: the rows need the height
BAND = (238, 226, 200)  # every other row, to guide the eye across
UNDO_CHORD = "Ctrl+Z"  # the system's undo chord: it stays whatever the mapping
BADGE = 34.0  # a row's controller button (while a controller is in use)
BADGE_ROOM = 0.8  # of a row's height a badge may take
# The action whose keys fill a row's {keys} (and whose button the row shows).
ROW_ACTIONS: dict[str, Action] = {
    "keys.key_enter": Action.CONFIRM,
    "keys.key_hint": Action.HINT,
    "keys.key_focus": Action.FOCUS,
    "keys.key_lines": Action.FLOOR,
    "keys.key_pass": Action.PASS,
    "keys.key_undo": Action.UNDO,
    "keys.key_escape": Action.BACK,
    "keys.key_rules": Action.RULES,
    "log_more.key_log": Action.LOG,
    "keys.key_screen": Action.FULLSCREEN,
    "keys.key_help": Action.KEYS,
}
CLOSE_ACTIONS = (Action.BACK, Action.KEYS, Action.CONFIRM)


@dataclass(frozen=True)
class KeySheet:
    """One screen's list of keys: its rows (the keys, what they do, as catalog keys) and the
    action whose keys fill a row's {keys} and whose controller button the row shows."""

    rows: tuple[tuple[str, str], ...]
    actions: Mapping[str, Action]
    # Rows whose {keys} are the keys of several actions and keys of the screen's own (which no
    # mapping changes), each said once: (the actions, the fixed key names).
    joined: Mapping[str, tuple[tuple[Action, ...], tuple[str, ...]]] = field(default_factory=dict)


TABLE_KEYS = KeySheet(ROWS, ROW_ACTIONS)
# The game review's own keys (scenes/review_keys.py): the list, the mistakes, both lines.
REVIEW_KEYS = KeySheet(
    (
        ("keys.review_key_choose", "keys.review_do_choose"),
        ("keys.review_key_mistake", "keys.review_do_mistake"),
        ("keys.review_key_lines", "keys.review_do_lines"),
        ("keys.review_key_steps", "keys.review_do_steps"),
        ("keys.key_escape", "keys.review_do_escape"),
        ("keys.key_screen", "keys.do_screen"),
        ("keys.key_help", "keys.do_help"),
    ),
    {
        "keys.review_key_mistake": Action.NEXT_AREA,
        "keys.review_key_lines": Action.LOG,
        "keys.key_escape": Action.BACK,
        "keys.key_screen": Action.FULLSCREEN,
        "keys.key_help": Action.KEYS,
    },
    {
        "keys.review_key_mistake": ((Action.PREV_AREA, Action.NEXT_AREA), ("p", "n")),
        "keys.review_key_lines": ((Action.LOG,), ("l",)),
    },
)


def is_help_key(event: pygame.event.Event) -> bool:
    """True for the keys that open this overlay: the player's (F2 by default), or ? however the
    keyboard types it (a typed character, not a key: it stays whatever the mapping)."""
    if action_of(event) == Action.KEYS:
        return True
    return getattr(event, "unicode", "") == "?" or getattr(event, "key", None) == pygame.K_QUESTION


class KeysHelpScene(DialogScene):
    """A list of keys over the scene below (any of Esc, F2, Enter or Close closes it); opened
    from a couch table, only the seat to move's controller closes it (`refuses`)."""

    def __init__(
        self, host: SceneHost, refuses: Refuses | None = None, sheet: KeySheet = TABLE_KEYS
    ) -> None:
        super().__init__(host, refuses)
        self.sheet = sheet
        p = self.panel()
        close = pygame.FRect(0, 0, 360 * self.ui(), 70 * min(self.ui(), CLOSE_GROW))
        close.midbottom = (p.centerx, p.bottom - 30)
        self.widgets.add(Button(close, lambda: self.t("keys.close"), self.close))
        self.widgets.focus = 0

    def spoken_title(self) -> str | None:
        """The overlay's title, then every row: its keys (the player's) and what they do."""
        rows = [f"{self.keys_words(keys)}: {self.t(does)}" for keys, does in self.sheet.rows]
        return joined([self.t("keys.title"), *rows])

    def panel(self) -> pygame.FRect:
        """The overlay's panel (wider at a larger text size, as far as the window allows)."""
        high = min(PANEL_H, ROWS_TOP + len(self.sheet.rows) * ROW_H + FOOT_H)  # a short list
        r = pygame.FRect(0, 0, min(PANEL_W * self.ui(), DESIGN_W - 2 * SIDE), high)
        r.center = (960, 540)
        return r

    def handle(self, event: pygame.event.Event) -> None:
        if self.refused(event):
            return
        if event.type == pygame.KEYDOWN and (
            action_of(event) in CLOSE_ACTIONS or is_help_key(event)
        ):
            self.close()
            return
        pos = self.design_pos(event) if hasattr(event, "pos") else None
        self.widgets.handle(event, pos)

    def keys_words(self, keys: str) -> str:
        """A row's keys in words, from the player's mapping."""
        controls = self.services.settings.controls
        text = self.services.text

        def label(action: Action) -> str:
            return keys_label(controls.all_keys_of(action), text.t, text.has)

        action = self.sheet.actions.get(keys)
        joined = self.sheet.joined.get(keys)
        if joined is not None:
            actions, fixed = joined
            names = [name for a in actions for name in controls.all_keys_of(a)] + list(fixed)
            return self.t(keys, keys=keys_label(list(dict.fromkeys(names)), text.t, text.has))
        return self.t(
            keys,
            keys=label(action) if action is not None else "",
            floor=label(Action.FLOOR),
            fullscreen=label(Action.FULLSCREEN),
            screenshot=label(Action.SCREENSHOT),
            board=label(Action.READ_BOARD),
            rival=label(Action.READ_RIVAL),
            offer=label(Action.READ_OFFER),
            scores=label(Action.READ_SCORES),
            prev=label(Action.PREV_AREA),
            next=label(Action.NEXT_AREA),
            chord=UNDO_CHORD,
        )

    def draw(self, canvas: Canvas) -> None:
        p = self.panel()
        pads = self.services.pads
        panel_with_title(canvas, p, self.t("keys.title"))
        x_key = p.x + 70
        key_w = KEY_W * p.w / PANEL_W  # the key column takes its share of a wider panel
        x_text = x_key + key_w
        badge = min(BADGE * self.ui(), ROW_H * BADGE_ROOM)  # grown with the text, in its row
        text_w = p.right - 70 - x_text - (2 * badge + 10 if pads.prompts_shown() else 0)
        y = p.y + ROWS_TOP
        for i, (keys, does) in enumerate(self.sheet.rows):
            if i % 2 == 0:
                band = pygame.FRect(p.x + 40, y - 6, p.w - 80, ROW_H)
                canvas.fill(band, BAND, radius=8)
            action = self.sheet.actions.get(keys)
            button = self.pad_button(action) if action is not None else None
            if button is not None and pads.prompts_shown():
                centre = (p.right - 70 - badge, y + ROW_H / 2 - 6)
                paint_badge(canvas, centre, pads.family(), button, badge)
            canvas.text(
                self.keys_words(keys),
                (x_key, y + ROW_H / 2 - 6),
                TEXT_SIZE,
                theme.NAVY,
                theme.BOLD,
                "midleft",
                max_width=key_w - 20,
                shrink=SMALLEST,
            )
            canvas.text(
                self.t(does),
                (x_text, y + ROW_H / 2 - 6),
                TEXT_SIZE,
                theme.INK,
                theme.BODY,
                "midleft",
                max_width=text_w,
                shrink=SMALLEST,
            )
            y += ROW_H
        self.widgets.draw(canvas)
