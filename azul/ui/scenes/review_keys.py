"""The game review's keys: Back (closing both lines first), help, both lines (L or the move
log's action) and their steps, the next and previous decision, mistake and end of the list."""

from __future__ import annotations

import pygame

from azul.domain.controls import Action

from .. import router
from ..actions import action_of
from .keys_help import REVIEW_KEYS, is_help_key
from .review_screen import ReviewScreen

# The player's actions the review does (their keys win over the review's own letters below):
# Back leaves, the move log's key shows both lines, the next and previous area jump to the
# next and previous mistake (a controller's shoulder buttons).
LINES_ACTION = Action.LOG
MISTAKE_ACTIONS = {Action.PREV_AREA: -1, Action.NEXT_AREA: 1}
REVIEW_ACTIONS = frozenset({Action.BACK, LINES_ACTION, *MISTAKE_ACTIONS})
# The review's own keys, which no action fits (the arrows, Home and End are never remapped);
# a letter does its job only while the player's mapping gives it none of the review's actions.
LINES_KEY = pygame.K_l
MISTAKE_KEYS = {pygame.K_LEFT: -1, pygame.K_p: -1, pygame.K_RIGHT: 1, pygame.K_n: 1}


def press_key(screen: ReviewScreen, event: pygame.event.Event) -> bool:
    """Do what a key press asks of the review (True), or nothing (False: not one of its keys)."""
    key = event.key
    action = action_of(event)
    if action == Action.BACK and screen.line_view is not None:
        screen.close_lines()
        return True
    if action == Action.BACK:
        screen.close()
        return True
    if is_help_key(event):  # the review's own keys, not the table's
        screen.host.stack.push(screen.make_scene(router.KEYS, sheet=REVIEW_KEYS))
        return True
    if action == LINES_ACTION or (key == LINES_KEY and action not in REVIEW_ACTIONS):
        screen.toggle_lines()
        return True
    if action in MISTAKE_ACTIONS:
        screen.jump_mistake(MISTAKE_ACTIONS[action])
        return True
    view = screen.line_view
    if view is not None and key in (pygame.K_LEFT, pygame.K_RIGHT):
        screen.step_lines(1 if key == pygame.K_RIGHT else -1)
        return True
    if view is not None and key in (pygame.K_HOME, pygame.K_END):
        view.go(0 if key == pygame.K_HOME else view.last)
        screen.sync()
        return True
    steps = {pygame.K_UP: -1, pygame.K_DOWN: 1}
    if key in steps and screen.chosen is not None:
        screen.choose(screen.chosen + steps[key])
        return True
    if key in MISTAKE_KEYS and action not in REVIEW_ACTIONS:
        screen.jump_mistake(MISTAKE_KEYS[key])
        return True
    if key in (pygame.K_HOME, pygame.K_END) and screen.decisions:
        screen.choose(0 if key == pygame.K_HOME else len(screen.decisions) - 1)
        return True
    return False
