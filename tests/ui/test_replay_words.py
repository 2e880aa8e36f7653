"""The replay's move list says the moves as the table's log does: a tile icon, the count and
where in words (the hover gives the whole sentence), for a base and a Summer Pavilion game;
the notation only for a family that describes nothing."""

from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pygame
import pytest
from support.persistence import open_app
from support.replay_pavilion import finished_game

from azul.engine import new_game
from azul.ui.canvas import TextDrawn
from azul.ui.kits import KitDefaults
from azul.ui.persistence import open_replay
from azul.ui.scenes.replay import ReplayScene
from azul.ui.scenes.replay_moves import MoveList
from azul.ui.table.log import kit_describe, notation_move

from .driver import Driver


def move_list(scene: ReplayScene) -> MoveList:
    """The replay's list of moves."""
    found = [w for w in scene.widgets.widgets if isinstance(w, MoveList)]
    assert len(found) == 1
    return found[0]


def frame(d: Driver, drawn: list[TextDrawn]) -> set[str]:
    """The texts of the next frame (the layers painted afresh)."""
    drawn.clear()
    canvas = d.app.canvas()
    canvas.layers.clear()
    top = d.top
    assert top is not None
    top.draw(canvas)
    return {x.shown for x in drawn}


@pytest.mark.parametrize(
    ("ruleset", "language", "ui_size"),
    [
        ("azul", "en", 100),
        ("azul", "hu", 150),
        ("summer-pavilion", "en", 100),
        ("summer-pavilion", "hu", 150),
    ],
)
def test_the_move_list_shows_icons_and_words(
    tmp_path: Path, drawn: list[TextDrawn], ruleset: str, language: str, ui_size: int
) -> None:
    ident = finished_game(tmp_path, 4, ruleset, 2)
    d = open_app(tmp_path)
    try:
        services = d.app.services
        services.settings.ui_size = ui_size
        services.text.set_language(language)
        services.fonts.clear()
        assert open_replay(d.app, ident)
        scene = d.top
        assert isinstance(scene, ReplayScene)
        listing = move_list(scene)
        if not listing.visible:  # Summer Pavilion's list opens from the bar (M)
            d.key(pygame.K_m)
        assert listing.visible
        scene.go(scene.last // 2)
        positions = scene.game.positions
        start, cap = listing.window()
        shown_moves = range(start, min(start + cap, scene.last))
        assert len(shown_moves) >= 3
        texts = frame(d, drawn)
        words = [scene.log_move(i).where for i in shown_moves]
        for i, where in zip(shown_moves, words, strict=True):
            assert where != positions.notation[i]  # words, not the notation
            assert any(where == t or (t.endswith("…") and where.startswith(t[:-1])) for t in texts)
        assert not {positions.notation[i] for i in shown_moves} & texts
        # The headline says the current move as a sentence.
        current = scene.log_move(scene.step - 1).sentence
        assert any(current in t for t in texts), current
        # Hovering a move shows its whole sentence with the mover's name.
        i = shown_moves[1]
        d.move(listing.cell(i).center)
        texts = frame(d, drawn)
        sentence = scene.move_sentence(i)
        name = scene.board.session.seat(positions.movers[i]).name
        assert sentence.startswith(name)
        assert sentence in texts or any(t and t in sentence for t in texts if len(t) > 20)
        # A click still jumps to after that move.
        d.click(listing.cell(i).center)
        assert scene.step == i + 1
    finally:
        d.close()


def test_a_family_that_describes_nothing_keeps_the_notation() -> None:
    class Plain(KitDefaults[Any, Any, Any]):
        """A kit that leaves describe_move to the defaults."""

    state = new_game("azul", 2, seed=3)
    move = state.legal_moves()[0]
    words = SimpleNamespace(t=lambda key, **_: key, tn=lambda key, n, **_: key)
    said = kit_describe(Plain(), words)(state, move)
    assert said == notation_move(state, move) and said.sentence == state.format_move(move)
