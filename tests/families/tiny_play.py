"""Playing Tiny in the real app: the app with Tiny's kit, takes by click or keys, a finished game."""

from __future__ import annotations

from pathlib import Path

import pygame
from support.persistence import open_app
from ui.driver import Driver

from azul.domain.session import Seat
from azul.engine import Setup
from azul.storage import GameSnapshot, Storage, StoragePaths
from azul.ui.table.targets import GroupTarget

from . import tiny_engine as tiny
from .tiny_kit import install
from .tiny_parts import TinyView
from .tiny_table import TinyTableScene


def start(tmp_path: Path, fast: bool = True) -> Driver:
    """The app on folders under tmp_path, with Tiny's kit and words installed."""
    d = open_app(tmp_path, fast=fast)
    install(d.app.services)
    return d


def group_point(table: TinyTableScene, source: int, colour: int) -> tuple[float, float]:
    """Where a group's tiles lie (a factory tile of that colour, or the centre pile)."""
    lay = table.layout
    view: TinyView = table.view
    if source == len(view.factories):
        return lay.centre_slot(1 + colour).center
    return lay.factory_tile(source, view.factories[source].index(colour)).center


def take(d: Driver, table: TinyTableScene, move: int, how: str) -> None:
    """Play a take by clicking its group, or by Tab to it and Enter."""
    source, colour = tiny.decode(move)
    if how == "click":
        d.click(group_point(table, source, colour))
        return
    groups = table.view.groups()
    d.key(pygame.K_TAB)  # the first press shows the focus ring on the first group
    for i in range(groups.index((source, colour))):
        d.key((pygame.K_TAB, pygame.K_RIGHT, pygame.K_DOWN)[i % 3])
    assert table.focused() == GroupTarget(source, colour)
    d.key(pygame.K_RETURN)


def finished_game(root: Path, seed: int) -> str:
    """A whole Tiny game recorded as finished in the storage under root: its record id."""
    state = Setup(tiny.RULESET_ID, 2, seed).new_state()
    moves: list[str] = []
    while not state.is_over:
        move = sorted(state.legal_moves())[0]
        moves.append(state.format_move(move))
        state = state.apply(move)
    storage = Storage(StoragePaths.under(root))
    seats = (Seat("Anna", 0, "person"), Seat("Bence", 1, "computer", "greedy"))
    snapshot = GameSnapshot(seats, Setup(tiny.RULESET_ID, 2, seed), tuple(moves))
    return storage.record_finished_game(snapshot).record.id
