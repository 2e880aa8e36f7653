"""Scoring on the live table, through real events: the round end plays tile by tile (Space
finishes it), the round summary sums it up per seat exactly as the engine scored it and goes
on a click or by itself, the score badges explain themselves on hover or S, and the summary
fits in every language at both window sizes."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pygame
import pytest
from support.lesson_pavilion import learner_plays

from azul.engine import events as ev
from azul.i18n import LANGUAGES
from azul.ui import canvas as canvas_module
from azul.ui.canvas import TextDrawn
from azul.ui.scenes.table import TableScene

from .driver import Driver, make_app, session_for

FRAME = 1 / 30


def wait_animation(d: Driver, table: TableScene, limit: float = 60.0) -> None:
    """Run frames until the table's animation is over."""
    spent = 0.0
    while table.timeline.blocking and spent < limit:
        d.step(FRAME)
        spent += FRAME
    assert not table.timeline.blocking


def play_to_round_end(d: Driver, table: TableScene, rng: random.Random) -> None:
    """Two people play random legal moves by mouse until a move ends the round (its
    animation is left running)."""
    start = table.state.round
    while True:
        wait_animation(d, table)
        assert table.interactive()
        d.play_move(rng.choice(table.state.legal_moves()))
        if table.state.round != start:
            return


def drawn(d: Driver) -> list[TextDrawn]:
    """Every line of text of a fresh frame."""
    out: list[TextDrawn] = []
    canvas_module.text_observers.append(out.append)
    try:
        d.app._layers.clear()
        d.app.dirty = True
        d.app.render()
    finally:
        canvas_module.text_observers.remove(out.append)
    return out


def round_events(table: TableScene, round_no: int) -> list[Any]:
    """Every score event of the moves made in a round."""
    states = table.session.states
    return [
        e
        for before, after in zip(states, states[1:], strict=False)
        if before.round == round_no
        for e in after.last_events
    ]


def test_round_end_plays_then_sums_up(normal: Driver) -> None:
    d = normal
    table = d.start_table(session_for("azul", "pp", seed=4))
    play_to_round_end(d, table, random.Random(4))
    # The wall tiling plays tile by tile: a second in, it is still going.
    assert table.timeline.blocking
    for _ in range(30):
        d.step(FRAME)
    assert table.timeline.blocking and not table.summary.active
    assert any(p.delta is not None for p in table.timeline.popups), "scores pop up one by one"
    d.key(pygame.K_SPACE)  # finishes the scoring at once: the summary comes before the refill
    assert table.timeline.held
    d.step(FRAME)
    assert table.summary.active and not table.interactive()
    assert table.view.round == 1 and not any(table.view.factories)
    # What the panel says is what the engine scored this round.
    events = round_events(table, 1)
    state = table.state
    for p, row in enumerate(table.summary.rows):
        wall = sum(e.delta for e in events if e.player == p and e.reason == ev.WALL)
        floor = sum(e.delta for e in events if e.player == p and e.reason == ev.FLOOR)
        assert row.parts == [wall, floor]
        assert row.total == wall + floor
        assert row.score == state.scores[p]
    texts = [t.shown for t in drawn(d)]
    assert "Round 1 scored" in texts
    assert "Seat 1" in texts and "Seat 2" in texts
    # The status line says how to go on, not "skip the animation".
    assert "Round over: here is what everyone scored." in texts
    assert "Click or press Space to skip the animation." not in texts
    # A click puts it away; the next round's tiles are dealt and it can be played.
    d.click((960, 540))
    assert not table.summary.active
    assert table.timeline.blocking and not table.timeline.held
    wait_animation(d, table)
    assert table.view.round == 2 and table.interactive()


def test_summary_goes_by_itself(normal: Driver) -> None:
    d = normal
    table = d.start_table(session_for("azul", "pp", seed=6))
    play_to_round_end(d, table, random.Random(6))
    d.click((10, 10))  # skips the round-end animation up to the summary
    d.step(FRAME)
    assert table.summary.active
    assert table.frame_interval() is not None  # the countdown keeps frames coming
    for _ in range(int(10 / FRAME)):
        d.step(FRAME)
        if not table.summary.active:
            break
    assert not table.summary.active
    wait_animation(d, table)
    assert table.interactive()


def test_instant_speed_has_no_summary(driver: Driver) -> None:
    table = driver.start_table(session_for("azul", "pp", seed=4))
    play_to_round_end(driver, table, random.Random(4))
    driver.step(FRAME)
    assert not table.summary.active and table.interactive()


def test_score_badge_explains_itself(driver: Driver) -> None:
    table = driver.start_table(session_for("azul", "pp", seed=4))
    play_to_round_end(driver, table, random.Random(4))
    from azul.ui.families.base.steps import score_badge

    badges = [score_badge(geo) for geo in table.layout.boards]
    score = table.state.scores[1]
    driver.move(badges[1].center)
    texts = [t.shown for t in drawn(driver)]
    assert f"Seat 2: {score} points" in texts
    assert "Floor" in texts and "Adjacency" in texts
    driver.move((960, 1000))
    assert not any(t.startswith("Seat 2: ") for t in (x.shown for x in drawn(driver)))
    # From the keyboard: S steps through the seats, then hides the breakdown.
    driver.key(pygame.K_s)
    assert f"Seat 1: {table.state.scores[0]} points" in [t.shown for t in drawn(driver)]
    driver.key(pygame.K_s)
    assert f"Seat 2: {score} points" in [t.shown for t in drawn(driver)]
    driver.key(pygame.K_s)
    assert not any(": " in t.shown and "points" in t.shown for t in drawn(driver))


def test_pavilion_score_badge_explains_itself(driver: Driver) -> None:
    table = driver.start_table(session_for("summer-pavilion", "pp", seed=4))
    driver.key(pygame.K_s)
    texts = [t.shown for t in drawn(driver)]
    assert f"Seat 1: {table.state.scores[0]} points" in texts
    assert "Start" in texts


LONG_NAMES = ("Katariina-Sofia", "Szentgyörgyi Bence", "Kalle Väänänen", "Anna")


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("ruleset", ["azul", "summer-pavilion"])
def test_summary_fits_every_language(tmp_path: Path, size: tuple[int, int], ruleset: str) -> None:
    d = make_app(tmp_path, size=size, speed="normal")
    try:
        session = session_for(ruleset, "pppp", seed=2)
        rng = random.Random(2)
        while session.state.round == 1:
            session.play(rng.choice(session.state.legal_moves()))
        table = d.start_table(session)
        before, after = session.states[-2], session.states[-1]
        parts = table.kit.summary_parts
        bounds = pygame.FRect(0, 0, 1920, 1080)
        for lang in LANGUAGES:
            d.app.services.text.set_language(lang)
            under = {(t.asked, tuple(t.rect)) for t in drawn(d)}
            table.summary.arm(session.states[:-1], before, after, LONG_NAMES, parts, 1.0)
            table.summary.due(True, d.clock.now)
            summary = [t for t in drawn(d) if (t.asked, tuple(t.rect)) not in under]
            assert len(summary) >= 1 + 4 + 4 * 5 + 1, lang  # title, heads, rows, the way on
            for t in summary:
                assert t.shown == t.asked, f"{lang} {size}: {t.asked!r} shortened"
                assert bounds.contains(t.rect), f"{lang} {size}: {t.asked!r} off screen"
            d.key(pygame.K_RETURN)
            assert not table.summary.active
    finally:
        d.close()


def test_pavilion_round_summary_counts_every_move_of_the_round(normal: Driver) -> None:
    # Summer Pavilion scores all through phase 2, not in one end-of-round move: the summary
    # once summed only the move that ended the round (a pass) and showed zeros.

    from azul.engine.pavilion_moves import decode_move as pavilion_decode

    d = normal
    table = d.start_table(session_for("summer-pavilion", "pp", seed=4))
    rng = random.Random(4)
    while table.state.round == 1:
        wait_animation(d, table)
        assert table.interactive()
        state = table.state
        legal = state.legal_moves()
        kinds = {m: pavilion_decode(m)[0] for m in legal}
        places = [m for m in legal if kinds[m] == "place"]
        if state.phase == "draft" or all(k == "pick" for k in kinds.values()):
            moves = [state.format_move(rng.choice(legal))]
        elif places:
            moves = [state.format_move(places[0])]
        else:
            moves = ["pass"]
        learner_plays(d, table, moves)  # type: ignore[arg-type]
    d.key(pygame.K_SPACE)
    d.step(FRAME)
    assert table.summary.active
    events = round_events(table, 1)
    start = table.session.states[0]
    for p, row in enumerate(table.summary.rows):
        gained = sum(e.delta for e in events if e.player == p)
        assert row.total == gained == table.state.scores[p] - start.scores[p]
        assert sum(row.parts) == row.total
    assert any(row.parts[0] > 0 for row in table.summary.rows), "tiles were placed for points"
