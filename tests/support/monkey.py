"""Monkeys: where one clicks on a Summer Pavilion table, and the seeds of the games it starts."""

from __future__ import annotations

import random

import pytest

from azul.domain.session import GameSetup
from azul.engine.pavilion_moves import CENTRE, decode_move
from azul.ui.families.pavilion.pass_dialog import PassDialog
from azul.ui.families.pavilion.scene import PavilionTableScene


def smart_point(table: PavilionTableScene, rng: random.Random, top: object) -> tuple[float, float]:
    """A point on something that matters now: a button, a source, a space, a supply tile."""
    if isinstance(top, PassDialog):
        widgets = [w for w in top.widgets.widgets if w.visible]
        return rng.choice(widgets).rect.center if widgets else (960.0, 540.0)
    controls = table.controls()
    if controls and rng.random() < 0.35:
        return rng.choice(controls).rect.center
    state = table.state
    lay = table.layout
    moves = state.legal_moves()
    if not moves:
        return (rng.uniform(0, 1920), rng.uniform(0, 1080))
    kind, a, b, _, _ = decode_move(rng.choice(moves))
    geo = lay.boards[state.current_player]
    if kind == "draft":
        if a == CENTRE:
            return lay.centre_slot(1 + b).center
        tiles = table.view.factories[a]
        return lay.factory_tile(a, tiles.index(b) if b in tiles else 0).center
    if kind == "place":
        return geo.space_centre(a * 6 + b)
    if kind == "pick":
        slots = [i for i, c in enumerate(table.view.supply) if c == a] or [0]
        return lay.supply_slot(slots[0]).center
    return geo.hand_slot(rng.randrange(6)).center


def seeded_new_games(monkeypatch: pytest.MonkeyPatch, seed: int) -> None:
    """Games started with no seed (the setup screen's empty field) take theirs from a seeded
    generator instead of the system's: the monkey walks the same path on every run and
    machine, so a failure can be replayed."""
    seeds = random.Random(seed)

    def resolved_seed(setup: GameSetup) -> int:
        return setup.seed if setup.seed is not None else seeds.randrange(1, 2**31)

    monkeypatch.setattr(GameSetup, "resolved_seed", resolved_seed)
