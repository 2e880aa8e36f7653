"""A newcomer's small wording slips: the Hint's number, names in the language shown."""

from __future__ import annotations

import random
import time
from pathlib import Path
from typing import Any

import pygame
import pytest

from azul.domain.session import GameSession, GameSetup, Seat
from azul.domain.settings import COMPUTER, PERSON
from azul.engine.base_game import CENTRE, decode_move
from azul.ui import canvas as canvas_module
from azul.ui.canvas import TextDrawn
from azul.ui.kits import make_table
from azul.ui.persistence import default_seat_name, seats_of
from azul.ui.scenes.overlay import ConfirmScene
from azul.ui.scenes.settings_menu import SettingsScene
from azul.ui.widgets import Selector

from .driver import Driver, make_app, session_for


def _singles_only(driver: Driver) -> Any:
    """An Azul table where every take is of a single tile (late in a round)."""
    rng = random.Random(11)
    session = session_for("azul", "pp", seed=11)
    while True:
        state = session.state
        counts = []
        for move in state.legal_moves():
            kind, a, b, _ = decode_move(move)
            if kind == "draft":
                counts.append(state.centre[b] if a == CENTRE else state.factories[a][b])
        if counts and set(counts) == {1}:
            break
        session.play(rng.choice(state.legal_moves()))
    table: Any = make_table(driver.app, session)
    driver.app.stack.reset(table)
    driver.pump()
    driver.settle()
    return table


def _hint_text(driver: Driver, table: Any) -> str:
    driver.key(pygame.K_h)
    deadline = time.monotonic() + 20.0
    while table.hint_move is None and time.monotonic() < deadline:
        driver.step(0.05)
        time.sleep(0.01)
    text = table.hint_status()
    assert text, "no hint within 20 s"
    return str(text)


def test_a_hint_for_one_tile_says_tile(driver: Driver) -> None:
    table = _singles_only(driver)
    text = _hint_text(driver, table)
    assert " tile from " in text and "tiles" not in text and " them " not in text, text


def test_a_hint_for_one_tile_in_hungarian_and_finnish(driver: Driver) -> None:
    services = driver.app.services
    table = _singles_only(driver)
    for language, plural in (("hu", "csempék"), ("fi", "laatat")):
        services.settings.language = language
        services.text.set_language(language)
        text = str(table.describe_hint(table.hint_move or _hint_move(driver, table)))
        assert plural not in text, text


def _hint_move(driver: Driver, table: Any) -> int:
    _hint_text(driver, table)
    return int(table.hint_move)


def _drawn_texts(driver: Driver) -> set[str]:
    return {d.shown for d in driver.drawn_lines()}


def _pick_language(driver: Driver, language: str) -> None:
    driver.app.stack.push(SettingsScene(driver.app))
    driver.pump()
    picker = next(
        w
        for w in driver.top.widgets.widgets  # type: ignore[union-attr]
        if isinstance(w, Selector) and language in w.options
    )
    while driver.app.services.text.language != language:
        driver.click((picker.rect.right - 20, picker.rect.centery))
    driver.key(pygame.K_ESCAPE)


def test_default_seat_names_follow_the_language(driver: Driver) -> None:
    seats = (
        Seat("Player 1", 0, PERSON),
        Seat("Computer 2", 1, COMPUTER, "greedy"),
        Seat("Anna", 2, PERSON),
    )
    table = driver.start_table(GameSession.start(GameSetup("azul", seats, 4)))
    _pick_language(driver, "fi")
    assert driver.top is table
    names = [table.session.seat(i).name for i in range(3)]
    assert names == ["Pelaaja 1", "Tietokone 2", "Anna"], names  # a typed name is kept
    shown = " ".join(_drawn_texts(driver))
    assert "Pelaaja 1" in shown and "Player 1" not in shown and "Computer 2" not in shown
    _pick_language(driver, "hu")
    assert [table.session.seat(i).name for i in range(3)] == ["Játékos 1", "Gép 2", "Anna"]


def test_stored_default_names_are_made_again_in_the_language_shown(driver: Driver) -> None:
    services = driver.app.services
    services.text.set_language("fi")
    stored = (Seat("Játékos 1", 0, PERSON), Seat("Gép 2", 1, COMPUTER), Seat("Gép", 2, PERSON))
    seats = seats_of(stored, default_seat_name(services))
    assert [s.name for s in seats] == ["Pelaaja 1", "Tietokone 2", "Gép"]


def _blank_runs(surface: pygame.Surface) -> list[int]:
    """Widths of the runs of columns with no bright (label) pixel, between the first and the
    last bright column."""
    w, h = surface.get_size()
    lit = [
        any(sum(surface.get_at((x, y))[:3]) > 3 * LABEL_BRIGHT for y in range(h)) for x in range(w)
    ]
    first, last = lit.index(True), w - 1 - lit[::-1].index(True)
    runs, run = [], 0
    for on in lit[first : last + 1]:
        if on:
            if run:
                runs.append(run)
            run = 0
        else:
            run += 1
    return runs


LABEL_BRIGHT = 200  # the cream label's letters against the wood and their shadow


@pytest.mark.parametrize("ruleset", ["azul", "summer-pavilion"])
def test_the_hungarian_centre_label_keeps_its_word_gaps(tmp_path: Path, ruleset: str) -> None:
    d = make_app(tmp_path, size=(960, 540))
    try:
        services = d.app.services
        services.settings.language = "hu"
        services.text.set_language("hu")
        d.start_table(session_for(ruleset, "pp"))
        d.settle()
        seen: list[TextDrawn] = []
        canvas_module.text_observers.append(seen.append)
        try:
            d.app._layers.clear()  # the static layer with the label is painted again
            d.app.dirty = True
            d.app.render()
        finally:
            canvas_module.text_observers.remove(seen.append)
        label = services.t("table.centre")
        words = label.split()
        parts = [x.rect for x in seen if x.asked in (label, *words)]
        assert parts, label
        area = parts[0].unionall(parts[1:]) if len(parts) > 1 else parts[0]
        (sx, sy), (ex, ey) = d.screen(area.topleft), d.screen(area.bottomright)
        screen = d.app.screen
        assert screen is not None
        runs = sorted(_blank_runs(screen.subsurface((sx, sy, ex - sx, ey - sy))), reverse=True)
        gaps, letters = runs[: len(words) - 1], runs[len(words) - 1 :]
        assert min(gaps) >= 1.5 * max(letters, default=1), (gaps, letters)  # visibly wider
    finally:
        d.close()


@pytest.mark.parametrize("ui_size", [100, 150])
@pytest.mark.parametrize("language", ["en", "hu", "fi"])
def test_the_couch_undo_question_is_shown_whole(
    driver: Driver, drawn: list[TextDrawn], language: str, ui_size: int
) -> None:
    driver.show_in(language, ui_size)
    table = driver.start_table(session_for("azul", "pp", seed=3))
    driver.settle()
    driver.play_move(table.state.legal_moves()[0])  # one person plays; the other is to move
    driver.settle()
    driver.key(pygame.K_u)
    ask = driver.top
    assert isinstance(ask, ConfirmScene)
    drawn.clear()
    driver.app.dirty = True
    driver.app.render()
    title = ask.title()
    shown = [x for x in drawn if x.asked == title]
    assert shown and all(x.shown == title for x in shown), [x.shown for x in shown]
    panel = ask.panel_rect()
    for x in drawn:
        if x.asked in (title, *(w.label() for w in ask.widgets.widgets)):
            assert panel.contains(x.rect), (x.shown, tuple(x.rect), tuple(panel))
    words = " ".join(x.shown for x in drawn if panel.contains(x.rect))
    assert all(w in words for w in ask.message().split()), (ask.message(), words)
