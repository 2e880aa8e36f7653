"""Playing on the table: selection, destinations, previews, reasons, undo, idle, sound, F12."""

from __future__ import annotations

import pygame
import pytest

from azul.domain.settings import Settings
from azul.engine.base_game import CENTRE, FLOOR, TILING, draft_move, tile_move
from azul.ui.audio import Audio
from azul.ui.families.base.targets import LineTarget
from azul.ui.scenes.table import TableScene
from azul.ui.table.targets import GroupTarget

from .driver import Driver, make_app, session_for

ANSWER_DT = 0.01  # game seconds: far less than a computer seat visibly thinks


def _group_point(table: TableScene, source: int, colour: int) -> tuple[float, float]:
    if source == CENTRE:
        return table.layout.centre_slot(1 + colour).center
    return table.layout.factory_tile(source, table.view.factories[source].index(colour)).center


def _person_table(
    driver: Driver, ruleset: str = "azul", kinds: str = "pc", seed: int = 3
) -> TableScene:
    table = driver.start_table(session_for(ruleset, kinds, seed=seed))
    driver.settle()
    assert table.interactive()
    return table


def test_select_preview_and_cancel(driver: Driver) -> None:
    table = _person_table(driver)
    source, colour = table.view.groups()[0]
    driver.click(_group_point(table, source, colour))
    assert table.selection == (source, colour)
    n = table.source_count(source, colour)
    p = table.state.current_player
    geo = table.layout.boards[p]
    driver.move(geo.line_rect(0).center)
    assert table.hover == LineTarget(p, 0)
    pv = table.preview(0)
    assert pv is not None and pv.line == 1 and pv.floor == n - 1
    assert pv.cost == sum(table.state.spec.floor_values[: n - 1])
    driver.app.render()  # the preview and its tooltip draw
    driver.click((960, 1070), button=3)  # right-click anywhere cancels
    assert table.selection is None
    driver.click(_group_point(table, source, colour))
    driver.key(pygame.K_ESCAPE)
    assert table.selection is None and driver.top is table  # the first Esc only cancels


def test_illegal_destination_says_why_and_does_not_play(driver: Driver) -> None:
    table = _person_table(driver, kinds="pp")
    state = table.state
    # Fill line 1 with some colour, then try to put a different colour there.
    first = next(m for m in state.legal_moves() if m % 6 == 0)
    driver.play_move(first)
    driver.settle()
    driver.play_move(table.state.legal_moves()[0])  # the other person
    driver.settle()
    p = table.state.current_player
    line_colour = table.state.boards[p].line_colour[0]
    other = next((g for g in table.view.groups() if g[1] != line_colour), None)
    assert other is not None
    driver.click(_group_point(table, *other))
    moves_before = len(table.session.moves)
    driver.click(table.layout.boards[p].line_rect(0).center)
    assert len(table.session.moves) == moves_before
    why = table.reason(draft_move(other[0], other[1], 0))
    assert why is not None and ("full" in why or "already" in why)
    assert why in driver.app.toasts()
    assert table.selection == other  # still holding the tiles


def test_undo_returns_to_the_persons_last_decision(driver: Driver) -> None:
    table = _person_table(driver, kinds="pc")
    start = table.state
    moves_at_start = list(table.session.moves)  # the computer's, if it began
    could_undo = table.session.can_undo()
    me = start.current_player
    driver.play_move(start.legal_moves()[0])
    driver.settle()  # the computer answers
    assert table.state.current_player == me
    assert len(table.session.moves) >= len(moves_at_start) + 2
    driver.key(pygame.K_z, mod=pygame.KMOD_CTRL)
    assert table.state == start
    assert table.session.moves == moves_at_start  # both the person's and the answer undone
    assert table.session.can_undo() == could_undo
    assert not table.undo_button.enabled


def test_undo_never_crosses_a_round_end(driver: Driver) -> None:
    table = _person_table(driver, kinds="pp")
    first_round = table.state.round
    while table.state.round == first_round:
        driver.play_move(table.state.legal_moves()[-1])
        driver.settle()
    assert not table.session.can_undo()
    moves = len(table.session.moves)
    assert not table.undo_button.enabled
    driver.click(table.layout.undo_rect().center)
    driver.key(pygame.K_z, mod=pygame.KMOD_CTRL)
    assert len(table.session.moves) == moves
    assert driver.app.toasts()[-1] == "Nothing to undo in this round."
    driver.play_move(table.state.legal_moves()[0])
    driver.settle()
    assert table.session.can_undo()
    driver.key(pygame.K_BACKSPACE)
    driver.confirm_if_asked()
    assert len(table.session.moves) == moves


def test_hot_seat_undo_goes_back_one_person(driver: Driver) -> None:
    table = _person_table(driver, kinds="pp")
    driver.play_move(table.state.legal_moves()[0])
    middle = table.state
    driver.play_move(table.state.legal_moves()[0])
    driver.click(table.layout.undo_rect().center)
    driver.confirm_if_asked()
    assert table.state == middle


def test_wall_column_choice_by_click(driver: Driver) -> None:
    table = _person_table(driver, ruleset="azul-grey", kinds="pp", seed=5)
    while table.state.phase != TILING and not table.state.is_over:
        state = table.state
        # Complete short lines to force wall choices soon.
        moves = state.legal_moves()
        move = min(moves, key=lambda m: (m % 6 == FLOOR, m % 6))
        driver.play_move(move)
        driver.settle()
    assert table.state.phase == TILING
    points = table.tile_points()
    assert len(points) >= 2 and all(v >= 1 for v in points.values())
    row = table.state.pending_row
    p = table.state.current_player
    col = max(points, key=lambda c: points[c])
    driver.app.render()  # the legal cells and their points draw
    driver.click(table.layout.boards[p].wall_cell(row, col).center)
    assert table.session.moves[-1] == tile_move(row, col)
    after = table.session.states[-1]
    assert after.boards[p].cells[row * 5 + col] >= 0
    placed = after.last_events[0]
    assert (placed.player, placed.info["row"], placed.info["col"]) == (p, row, col)
    assert placed.delta == points[col]  # the points shown on the cell are what it scored


def test_keyboard_plays_a_whole_turn(driver: Driver) -> None:
    table = _person_table(driver, kinds="pp")
    driver.key(pygame.K_TAB)
    focused = table.focused()
    assert isinstance(focused, GroupTarget)
    driver.key(pygame.K_RETURN)
    assert table.selection == (focused.source, focused.colour)
    driver.key(pygame.K_f)
    assert table.session.moves[-1] == draft_move(focused.source, focused.colour, FLOOR)


def test_computer_thinks_visibly_then_moves(tmp_path) -> None:  # type: ignore[no-untyped-def]
    d = make_app(tmp_path, speed="normal")
    try:
        table = d.start_table(session_for("azul", "cp", seed=2, first_player=0))
        assert table.ticket is not None  # the computer's turn is asked for at once
        assert table.pending_move is None and table.thinking_seat() == 0
        d.step(ANSWER_DT)  # a moment later the (synchronous test) service has answered
        assert table.ticket is None
        assert table.pending_move is not None
        assert table.thinking_seat() == 0  # still visibly thinking
        assert table.session.moves == []
        interval = d.app.frame_interval()
        assert interval is not None and 0 < interval <= 0.55
        d.step(0.6)
        assert table.revealing() is not None  # the chosen tiles are highlighted first
        assert table.thinking_seat() is None
        d.app.render()
        d.step(0.5)
        assert len(table.session.moves) == 1
        assert table.timeline.blocking  # and then they fly
        assert d.app.frame_interval() == 0.0
    finally:
        d.close()


def test_idle_table_does_not_redraw(driver: Driver) -> None:
    table = _person_table(driver)
    driver.step(3.0)  # let the "who starts" message expire
    driver.app.render()
    assert not driver.app.dirty
    frames = driver.app.frames
    for _ in range(50):
        driver.step(0.1)
    assert driver.app.frame_interval() is None  # the loop sleeps until input
    assert not driver.app.dirty and driver.app.frames == frames
    assert table.interactive()


def test_f12_saves_a_screenshot(driver: Driver, tmp_path) -> None:  # type: ignore[no-untyped-def]
    driver.key(pygame.K_F12)
    shots = list((tmp_path / "shots").glob("azul-*.png"))
    assert len(shots) == 1
    image = pygame.image.load(str(shots[0]))
    assert image.get_size() == (1280, 720)
    assert any("Screenshot saved" in t for t in driver.app.toasts())


def test_sound_is_silent_without_a_device(monkeypatch: pytest.MonkeyPatch) -> None:
    def broken(*_a: object, **_k: object) -> None:
        raise pygame.error("no audio device")

    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", broken)
    audio = Audio(Settings())
    audio.start()
    assert not audio.available
    audio.play("score")  # no crash, no sound
    assert audio.played == ["score"]


def test_mute_and_volume_reach_the_mixer() -> None:
    played: list[float] = []

    class FakeSound:
        def set_volume(self, v: float) -> None:
            played.append(v)

        def play(self) -> None:
            played.append(-1.0)

    settings = Settings()
    audio = Audio(settings)
    audio.available = True
    audio._sounds = {"pick": FakeSound()}  # type: ignore[dict-item]
    settings.volume = 0.5
    audio.play("pick")
    assert played == [0.5, -1.0]
    settings.muted = True
    audio.play("pick")
    assert played == [0.5, -1.0]


def test_the_end_screen_shows_after_the_last_move_without_any_input(
    driver: Driver, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Two computer seats play to the end while nobody touches anything: the app's own loop
    (frames with no events, a frame drawn only when the app asks for one) draws the end screen."""
    from azul.ui.scenes.end import EndScene

    drawn: list[str] = []
    real_draw = EndScene.draw

    def draw(scene: EndScene, canvas: object) -> None:
        drawn.append(type(scene).__name__)
        real_draw(scene, canvas)  # type: ignore[arg-type]

    monkeypatch.setattr(EndScene, "draw", draw)
    driver.start_table(session_for("azul-mini", "cc", seed=4, levels=("easy", "easy")))
    step = 0.05
    for _ in range(40_000):  # half an hour of the fake clock at the most
        driver.clock.now += step
        driver.app.frame([], step)
        if isinstance(driver.app.stack.top, EndScene):
            break
    assert isinstance(driver.app.stack.top, EndScene), "the game never ended"
    assert drawn, "the end screen is up but was never drawn"
