"""Tiny, a third family that exists only in the tests, is played through the real app: the table,
the end screen, save and load, Continue, the replay and the new-game setup, all through real
pygame events. Its engine (tiny_engine) and its table kit (tiny_kit) plug in through the
registries; nothing outside tests/families knows it exists."""

from __future__ import annotations

import logging
import time
from pathlib import Path

import pygame
import pytest
from support.persistence import crash, labels, open_app, press
from ui.driver import Driver, session_for

from azul.ai.review import ReviewSettings
from azul.engine import all_rulesets
from azul.ui import canvas as canvas_module
from azul.ui.canvas import TextDrawn
from azul.ui.persistence import open_replay
from azul.ui.scenes import review as review_module
from azul.ui.scenes.end import EndScene
from azul.ui.scenes.pause import PauseScene
from azul.ui.scenes.replay import ReplayScene
from azul.ui.scenes.review import ReviewScene
from azul.ui.scenes.rules import RulesScene
from azul.ui.scenes.save_dialog import SaveGameScene
from azul.ui.scenes.setup import SetupScene
from azul.ui.scenes.setup_cards import RuleSetCard
from azul.ui.scenes.title import TitleScene

from . import tiny_engine as tiny
from .tiny_kit import TinyKit, uninstall
from .tiny_parts import TinyView
from .tiny_play import finished_game, start, take
from .tiny_table import TinyTableScene

NAVY = (28, 52, 96)  # the score badge's fill (azul.ui.theme.NAVY)


def badge_pixel(d: Driver, table: TinyTableScene, seat: int) -> tuple[int, int, int]:
    """The window's colour just inside the left edge of a seat's score badge."""
    d.app.render()
    score = table.layout.boards[seat].score_rect()
    x, y = d.screen((score.x + 8, score.centery))
    r, g, b, _ = pygame.display.get_surface().get_at((x, y))
    return (r, g, b)


def test_a_person_plays_tiny_against_the_computer_to_the_end(
    registered: None, tmp_path: Path
) -> None:
    d = start(tmp_path)
    try:
        table = d.start_table(session_for(tiny.RULESET_ID, "pc", seed=4, first_player=0))
        assert isinstance(table, TinyTableScene) and isinstance(table.kit, TinyKit)
        assert badge_pixel(d, table, 0) == NAVY  # the kit paints the boards
        session = table.session
        d.click(table.layout.undo_rect().move(0, 300).center)  # the wood: nothing happens
        assert session.moves == []
        d.key(pygame.K_h)  # the shared hint, in the family's words
        deadline = time.monotonic() + 20.0
        while table.hint_move is None and time.monotonic() < deadline:
            d.step(0.05)
            time.sleep(0.01)  # the computer thinks in a thread, in real time
        assert table.hint_move in table.legal() and session.moves == []
        hint = table.describe_hint(table.hint_move)
        assert hint.startswith("Take ") and hint in d.app.toasts()
        hows = ["click", "key"]
        person_moves = 0
        while not table.state.is_over:
            assert table.interactive() and session.current_seat().is_person
            move = sorted(table.legal())[-1]
            before = len(session.moves)
            take(d, table, move, hows[person_moves % 2])
            assert session.moves[before] == move
            person_moves += 1
            d.settle()  # the computer seat answers on its own
            assert table.view == TinyView.of(table.state)
            if person_moves == 1 and not table.state.is_over:
                d.key(pygame.K_u)  # the shared undo goes back to the person's decision
                assert len(session.moves) == before and session.current_seat().is_person
                take(d, table, move, "click")
                d.settle()
        assert person_moves >= 2 and len(session.moves) >= 4
        end = d.top
        assert isinstance(end, EndScene) and table.end_shown
        assert end.columns() == ["tiles", "marker"]
        d.app.render()  # the results with the kit's columns, over the final table
        state = table.state
        for p in range(2):
            parts = state.breakdown(p)
            assert sum(parts[c] for c in end.columns()) == state.scores[p]
    finally:
        d.close()


def test_tiny_is_saved_loaded_and_continued(registered: None, tmp_path: Path) -> None:
    d = start(tmp_path)
    try:
        table = d.start_table(session_for(tiny.RULESET_ID, "pc", seed=9, first_player=0))
        take(d, table, sorted(table.legal())[0], "click")
        d.settle()
        d.key(pygame.K_ESCAPE)
        press(d, "Save game")
        assert isinstance(d.top, SaveGameScene) and "Tiny" in d.top.field.text
        d.key(pygame.K_BACKSPACE, mod=pygame.KMOD_CTRL)
        d.type_text("tiny one")
        d.key(pygame.K_RETURN)
        assert isinstance(d.top, PauseScene)
        saved = (list(table.session.moves), list(table.session.states))
        press(d, "Quit to menu")
        press(d, "Load game")
        assert [s.name for s in d.top.saves] == ["tiny one"]  # type: ignore[union-attr]
        press(d, "Load")
        if type(d.top).__name__ == "ConfirmScene":  # the game behind Continue is replaced
            press(d, "Load")
        loaded = d.top
        assert isinstance(loaded, TinyTableScene) and loaded is not table
        assert (loaded.session.moves, loaded.session.states) == saved
        assert loaded.view == TinyView.of(loaded.state)
        take(d, loaded, sorted(loaded.legal())[0], "key")
        played = list(loaded.session.moves)
        assert len(played) == len(saved[0]) + 1 and not loaded.state.is_over
        crash(d)  # the process dies before the computer answers: the autosave has every move

        second = start(tmp_path)
        try:
            assert labels(second.top)[0] == "Continue"
            press(second, "Continue")
            resumed = second.top
            assert isinstance(resumed, TinyTableScene)
            assert resumed.session.moves == played
            second.settle()  # the computer seat answers
            assert len(resumed.session.moves) > len(played)
            while not resumed.state.is_over:
                take(second, resumed, sorted(resumed.legal())[0], "click")
                second.settle()
            assert isinstance(second.top, EndScene)
        finally:
            second.close()
    finally:
        d.close()


def test_a_take_flies_on_the_live_table_and_the_view_lands_on_the_state(
    registered: None, tmp_path: Path
) -> None:
    d = start(tmp_path, fast=False)
    try:
        table = d.start_table(session_for(tiny.RULESET_ID, "pp", seed=2, first_player=0))
        move = sorted(table.legal())[0]
        take(d, table, move, "click")
        assert table.session.moves == [move] and table.timeline.blocking
        d.step(0.1)
        assert table.timeline.flights() and not table.interactive()
        d.app.render()  # tiles in the air, drawn by the kit
        for _ in range(40):
            d.step(0.05)
        assert not table.timeline.busy and table.view == TinyView.of(table.state)
        take(d, table, sorted(table.legal())[0], "click")
        d.click((20.0, 20.0))  # a click skips the running animation
        assert not table.timeline.blocking and table.view == TinyView.of(table.state)
    finally:
        d.close()


def test_a_finished_tiny_game_replays_through_the_shared_replay(
    registered: None, tmp_path: Path
) -> None:
    record = finished_game(tmp_path, 5)
    d = start(tmp_path, fast=False)  # animations on: the kit's steps play in the replay
    try:
        assert open_replay(d.app, record)
        scene = d.top
        assert isinstance(scene, ReplayScene) and isinstance(scene.board.kit, TinyKit)
        assert not isinstance(scene.board, TinyTableScene)  # the shared show-only table
        states = scene.game.positions.states
        d.key(pygame.K_RIGHT)
        d.step(0.1)
        assert scene.board.timeline.flights()  # the take's tiles are in the air
        for _ in range(40):
            d.step(0.05)
        assert scene.step == 1 and not scene.board.timeline.blocking
        assert scene.board.view == TinyView.of(states[1])
        d.key(pygame.K_RIGHT)
        d.key(pygame.K_LEFT)  # back: no animation
        assert scene.step == 1 and scene.board.view == TinyView.of(states[1])
        d.key(pygame.K_END)
        assert scene.step == scene.last and scene.board.state.is_over
        assert scene.board.view == TinyView.of(states[-1])
        assert scene.headline().startswith(("Anna", "Bence"))
        assert badge_pixel(d, scene.board, 0) == NAVY  # type: ignore[arg-type]
        d.key(pygame.K_HOME)
        assert scene.step == 0 and scene.board.view == TinyView.of(states[0])
    finally:
        d.close()


def test_the_setup_lists_tiny_while_it_is_registered(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    tiny.register()
    try:
        d = start(tmp_path)
        try:
            press(d, "New game")
            setup = d.top
            assert isinstance(setup, SetupScene)
            cards = {w.ruleset.id: w for w in setup.widgets.widgets if isinstance(w, RuleSetCard)}
            card = cards[tiny.RULESET_ID]
            assert card.available and card.name() == "Tiny"
            with caplog.at_level(logging.WARNING):
                d.click(card.rect.center)
                d.app.render()  # the preview and facts of a rule set with no picture of its own
            assert setup.choices.ruleset == tiny.RULESET_ID
            facts = setup.facts(setup.ruleset())
            assert "One round, two factories of three tiles" in facts
            assert not [r for r in caplog.records if r.levelno >= logging.WARNING]
            press(d, "Start game")
            table = d.top
            assert isinstance(table, TinyTableScene)
            assert table.session.ruleset.id == tiny.RULESET_ID
            d.key(pygame.K_ESCAPE)
            press(d, "Quit to menu")
            uninstall(d.app.services)
        finally:
            d.close()
    finally:
        tiny.unregister()
    assert tiny.RULESET_ID not in [r.id for r in all_rulesets()]
    d = open_app(tmp_path)  # the next start: the remembered choice and the autosave are Tiny's
    try:
        press(d, "Continue")  # a game of a family this app does not know: said, not crashed
        assert not isinstance(d.top, TinyTableScene)
        while not isinstance(d.top, TitleScene):
            d.key(pygame.K_ESCAPE)
        assert list((tmp_path / "data").glob("autosave.json.bad-*"))  # set aside, not lost
        press(d, "New game")
        setup = d.top
        assert isinstance(setup, SetupScene)
        assert tiny.RULESET_ID not in [r.id for r in setup.rulesets]
        assert setup.choices.ruleset != tiny.RULESET_ID
        d.app.render()
    finally:
        d.close()


def test_a_finished_tiny_game_is_reviewed_on_the_shared_review_screen(
    registered: None, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The third family gets the game review for free: the one judge (its generic policy), the
    review screen and its boards through Tiny's kit, from the replay's Review button."""
    monkeypatch.setattr(review_module, "SETTINGS", ReviewSettings(iterations=6))
    record = finished_game(tmp_path, 2)  # a game the engine would have played otherwise
    d = start(tmp_path)
    try:
        assert open_replay(d.app, record)
        replay = d.top
        assert isinstance(replay, ReplayScene)
        replay.review()
        scene = d.top
        assert isinstance(scene, ReviewScene)
        deadline = time.monotonic() + 120
        while not scene.run.done:
            assert time.monotonic() < deadline and not scene.run.failed, scene.run.failed
            d.step(0.05)
            time.sleep(0.005)
        # The worker may finish between two frames: the screen takes its last decisions on the
        # next one (without it the check below raced the worker: 2 of 3 decisions, once).
        d.step(0.0)
        states = scene.game.positions.states
        assert [x.index for x in scene.decisions] == [
            i for i, s in enumerate(states[:-1]) if len(s.legal_moves()) > 1
        ]
        assert all(isinstance(b.kit, TinyKit) for b in scene.boards)
        d.key(pygame.K_DOWN)  # another decision: its boards are drawn by Tiny's painter
        d.app._layers.clear()
        d.app.dirty = True
        d.app.render()
        assert d.app._errors == 0 and d.top is scene
        # Both lines of a decision the engine would have played otherwise, stepped through on
        # Tiny's tables with Tiny's own score reasons in words.
        other = next(x for x in scene.decisions if x.best != x.played and x.lines)
        d.key(pygame.K_HOME)
        for _ in range(other.number):
            d.key(pygame.K_DOWN)
        d.key(pygame.K_l)
        view = scene.line_view
        assert view is not None and all(isinstance(b.kit, TinyKit) for b in view.boards)
        for _ in range(view.last):
            d.key(pygame.K_RIGHT)
            d.app._layers.clear()
            d.app.dirty = True
            d.app.render()
        assert view.step == view.last and d.app._errors == 0
    finally:
        d.close()


def test_f1_on_the_tiny_table_opens_tinys_own_rules_text(registered: None, tmp_path: Path) -> None:
    """The rules viewer has a family surface too: F1 on a Tiny game opens the rules text Tiny's
    manifest brings along (rules_texts), not the game's, and draws it."""
    d = start(tmp_path)
    try:
        table = d.start_table(session_for(tiny.RULESET_ID, "pp", seed=4))
        assert isinstance(table, TinyTableScene)
        d.key(pygame.K_F1)
        rules = d.top
        assert isinstance(rules, RulesScene)
        doc = rules.doc
        assert (doc.ruleset_id, doc.title, doc.available, doc.problems) == (
            tiny.RULESET_ID,
            "Tiny",
            True,
            [],
        )
        assert doc.section_ids() == ["overview", "round"]
        drawn: list[TextDrawn] = []
        canvas_module.text_observers.append(drawn.append)
        try:
            d.app._layers.clear()
            d.app.dirty = True
            d.app.render()
        finally:
            canvas_module.text_observers.remove(drawn.append)
        shown = " ".join(t.shown for t in drawn)
        assert "Tiny at a glance" in shown and "The one round" in shown
        assert "exists only in the tests" in shown
        d.key(pygame.K_ESCAPE)
        assert d.top is table
    finally:
        d.close()
