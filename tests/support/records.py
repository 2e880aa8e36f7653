"""Finished games of Azul on disk, and opening their replays."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import pygame
from ui.driver import Driver

from azul.domain.session import Seat
from azul.engine import Setup, new_game
from azul.storage import GameSnapshot, Storage, StoragePaths
from azul.ui.scenes.load import LoadScene
from azul.ui.scenes.replay import ReplayScene
from support.persistence import choose_tab, press

SEATS = (Seat("Anna", 0, "person"), Seat("Bot", 1, "computer", "greedy"))


def random_moves(ruleset: str, players: int, seed: int) -> tuple[str, ...]:
    """A game played to its end by seeded random legal moves, in notation."""
    rng = random.Random(seed)
    state = new_game(ruleset, players, seed)
    moves: list[str] = []
    while not state.is_over:
        move = rng.choice(state.legal_moves())
        moves.append(state.format_move(move))
        state = state.apply(move)
    return tuple(moves)


def record_random_game(root: Path, seats: Sequence[Seat], ruleset: str, seed: int) -> str:
    """Record a random finished game of the seats straight through the storage; returns its id."""
    players = len(seats)
    recorded = Storage(StoragePaths.under(root)).record_finished_game(
        GameSnapshot(
            tuple(seats), Setup(ruleset, players, seed), random_moves(ruleset, players, seed)
        )
    )
    assert recorded.record.ok
    return recorded.record.id


def finished_game(root: Path, seed: int) -> str:
    """Record a random finished game straight through the storage; returns its id."""
    return record_random_game(root, SEATS, "azul", seed)


def replay_of(d: Driver) -> ReplayScene:
    press(d, "Load game")
    choose_tab(d, "Finished games")
    press(d, "Replay")
    scene = d.top
    assert isinstance(scene, ReplayScene)
    return scene


def replay_shows(scene: ReplayScene, k: int, view_of: Callable[[Any], object]) -> bool:
    """The replay is at step k and the table holds exactly that position (``view_of`` makes
    the family's view of a position)."""
    states = scene.game.positions.states
    return (
        scene.step == k
        and scene.board.state == states[k]
        and scene.board.view == view_of(states[k])
        and scene.board.session.moves == list(scene.game.positions.moves[:k])
    )


def plays_to_the_end_then_leaves(
    d: Driver, scene: ReplayScene, view_of: Callable[[Any], object]
) -> None:
    """A replay set playing reaches its last step by itself and stops there; Escape then goes
    back to the list of games."""
    last = scene.last
    for _ in range(last * 2):
        d.step(0.5)
    assert replay_shows(scene, last, view_of) and not scene.playing
    d.key(pygame.K_ESCAPE)
    assert isinstance(d.top, LoadScene)
