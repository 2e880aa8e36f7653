"""The new-game screen's jumps between rows: the shoulders (or Page keys) go from row to row
(the rule-set cards, the seat count, each seat, who starts, the seed, the buttons), Right on a
card goes over to the seats and Left back to the chosen card."""

from __future__ import annotations

import pygame

from azul.domain.controls import Action

from ..widgets import Segmented, Selector, TextField, WidgetGroup
from .setup_cards import RuleSetCard

JUMPS: dict[Action | None, int] = {
    Action.PREV_AREA: -1,
    Action.NEXT_AREA: 1,
}  # a controller's shoulders: the rows


def sections(widgets: WidgetGroup) -> list[list[int]]:
    """The focusable widgets by row, in focus order (the rule-set cards are one row)."""
    rows: dict[object, list[int]] = {}
    for i, w in enumerate(widgets.widgets):
        if w.focusable and w.visible and w.enabled:
            rows.setdefault("cards" if isinstance(w, RuleSetCard) else w.rect.y, []).append(i)
    return list(rows.values())


def entry(widgets: WidgetGroup, section: list[int]) -> int:
    """Where a jump lands in a row: the chosen rule set, a row's choice (a seat's person or
    computer, the seat count, who starts), else its last widget (Start game)."""
    ws = widgets.widgets
    for i in section:
        w = ws[i]
        if isinstance(w, RuleSetCard) and w.chosen():
            return i
        if isinstance(w, (Segmented, Selector)):
            return i
    return section[-1]


def jump(widgets: WidgetGroup, step: int) -> None:
    """The shoulders: the next (1) or previous (-1) row; the first press starts from the
    cards, as the first arrow press does."""
    rows = sections(widgets)
    if not rows:
        return
    focus = widgets.focus if widgets.show_focus else None
    here = next((n for n, row in enumerate(rows) if focus in row), 0)
    focus_widget(widgets, entry(widgets, rows[(here + step) % len(rows)]))


def focus_widget(widgets: WidgetGroup, i: int) -> None:
    """Put the focus ring on a widget (ending any text edit)."""
    current = widgets.focused()
    if isinstance(current, TextField):
        current.editing = False
    widgets.focus = i
    widgets.show_focus = True


def side_jump(widgets: WidgetGroup, key: int) -> bool:
    """Right on a rule-set card goes over to the seats; Left where it changes nothing goes
    back to the chosen card. True when it jumped."""
    w = widgets.focused() if widgets.show_focus else None
    rows = sections(widgets)
    if w is None or len(rows) < 3:
        return False
    if key == pygame.K_RIGHT and isinstance(w, RuleSetCard):
        focus_widget(widgets, entry(widgets, rows[2]))  # the first seat (after the seat count)
        return True
    if key == pygame.K_LEFT and not isinstance(w, RuleSetCard):
        focus_widget(widgets, entry(widgets, rows[0]))
        return True
    return False
