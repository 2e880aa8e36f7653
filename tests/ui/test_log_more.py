"""The move log's other doors: Summer Pavilion's Moves button (a real click opens the log over
the table, Esc closes it; it covers nothing at 2, 3 and 4 players, in both window sizes and at
100 % and 150 % text), the L key on both families' tables and in the keys overlay."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from azul.ui.canvas import TextDrawn
from azul.ui.scenes.keys_help import KeysHelpScene
from azul.ui.scenes.table import TableScene
from azul.ui.table.log import LogOverlay
from azul.ui.viewport import DESIGN_H, DESIGN_W

from .driver import Driver, make_app, session_for

SIZES = [(1280, 720), (1920, 1080)]
DRAFTS = 3  # a few takes in: factories emptied and filled, the log has lines


def pavilion_table(
    driver: Driver, players: int, language: str = "en", ui_size: int = 100
) -> TableScene:
    """A Summer Pavilion table some takes in, in a language and at a text size."""
    services = driver.app.services
    services.settings.ui_size = ui_size
    services.text.set_language(language)
    services.fonts.clear()
    session = session_for("summer-pavilion", "p" * players, seed=5)
    for _ in range(DRAFTS):
        session.play(session.state.legal_moves()[0])
    table = driver.start_table(session)
    driver.settle()
    return table


def touches_plate(r: pygame.FRect, plate: pygame.FRect) -> bool:
    """True when a rectangle reaches into a round factory plate (``plate``: its square)."""
    cx, cy = plate.center
    nx = min(max(cx, r.left), r.right)
    ny = min(max(cy, r.top), r.bottom)
    return (nx - cx) ** 2 + (ny - cy) ** 2 < (plate.w / 2) ** 2


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize(("language", "ui_size"), [("en", 100), ("hu", 150), ("fi", 150)])
def test_the_moves_button_covers_nothing(
    tmp_path: Path,
    drawn: list[TextDrawn],
    size: tuple[int, int],
    players: int,
    language: str,
    ui_size: int,
) -> None:
    d = make_app(tmp_path, size=size)
    try:
        table = pavilion_table(d, players, language, ui_size)
        button = table.log_button  # type: ignore[attr-defined]
        assert button.visible
        r = button.rect
        assert pygame.FRect(0, 0, DESIGN_W, DESIGN_H).contains(r)
        lay = table.layout
        for other in table.buttons.widgets:
            if other is not button:
                assert not r.colliderect(other.rect), (tuple(r), tuple(other.rect))
        for f in range(len(table.state.factories)):
            assert not touches_plate(r, lay.factory_rect(f)), f
            label = pygame.FRect(0, 0, 30, 30)
            label.center = lay.factory_label_pos(f)
            assert not r.colliderect(label), f
        drawn.clear()
        d.app.dirty = True
        d.app.render()
        label = d.app.services.text.t("table.moves")
        covered = [
            (x.shown, tuple(x.rect))
            for x in drawn
            if x.shown.strip() and x.shown != label and r.colliderect(x.rect)
        ]
        assert not covered, covered
        assert any(x.shown == label and r.contains(x.rect) for x in drawn)
    finally:
        d.close()


@pytest.mark.parametrize("players", [2, 4])
def test_a_click_on_moves_opens_the_log_and_esc_closes_it(tmp_path: Path, players: int) -> None:
    d = make_app(tmp_path)
    try:
        table = pavilion_table(d, players)
        d.click(table.log_button.rect.center)  # type: ignore[attr-defined]
        overlay = d.top
        assert isinstance(overlay, LogOverlay)
        assert overlay.session is table.session
        d.app.render()
        d.key(pygame.K_ESCAPE)
        assert d.top is table
    finally:
        d.close()


def test_the_moves_button_steps_aside_for_the_placing_panel(tmp_path: Path) -> None:
    d = make_app(tmp_path, speed="normal")
    try:
        session = session_for("summer-pavilion", "pp", seed=5)
        while session.state.phase == "draft":
            session.play(session.state.legal_moves()[0])
        table = d.start_table(session)
        d.settle()
        panel = table.panel_rect()  # type: ignore[attr-defined]
        button = table.log_button  # type: ignore[attr-defined]
        assert panel is not None
        # While placing, the button sits under the bag and storage, clear of the panel, the
        # central board and every other button, and still opens the log.
        assert button.visible and not button.rect.colliderect(panel)
        layout = table.layout  # type: ignore[attr-defined]
        assert not button.rect.colliderect(layout.central_rect())
        assert not button.rect.colliderect(layout.storage_rect())
        others = [w for w in table.buttons.widgets if w is not button and w.visible]
        assert all(not button.rect.colliderect(b.rect) for b in others)
        d.click(button.rect.center)
        assert isinstance(d.top, LogOverlay)
        d.key(pygame.K_l)
        assert d.top is table
        # Once the round's placing is over, the button is back over the new factories.
        while table.state.phase != "draft":
            table.play_moves([table.state.legal_moves()[-1]])  # type: ignore[attr-defined]
            d.settle()
        assert button.visible and button.rect.colliderect(layout.ring_rect())
        d.click(button.rect.center)
        assert isinstance(d.top, LogOverlay)
        d.key(pygame.K_ESCAPE)
        # Into phase 2 by play, the panel showing only after the animation: the button has
        # already stepped aside (it once stayed hidden under the panel).
        while table.state.phase == "draft":
            table.play_moves([table.state.legal_moves()[0]])  # type: ignore[attr-defined]
        d.settle()
        panel = table.panel_rect()  # type: ignore[attr-defined]
        assert panel is not None and not button.rect.colliderect(panel)
    finally:
        d.close()


@pytest.mark.parametrize("ruleset", ["azul", "summer-pavilion"])
def test_l_opens_the_log_on_either_table_and_the_keys_overlay_says_so(
    tmp_path: Path, drawn: list[TextDrawn], ruleset: str
) -> None:
    d = make_app(tmp_path)
    try:
        table = d.start_table(session_for(ruleset, "pp", seed=5))
        d.settle()
        d.key(pygame.K_l)
        assert isinstance(d.top, LogOverlay)
        d.key(pygame.K_ESCAPE)
        assert d.top is table
        d.key(pygame.K_F2)
        assert isinstance(d.top, KeysHelpScene)
        drawn.clear()
        d.app.dirty = True
        d.app.render()
        shown = {x.shown for x in drawn}
        text = d.app.services.text
        assert text.t("log_more.key_log", keys="L") in shown
        assert text.t("log_more.do_log") in shown
    finally:
        d.close()


def test_the_wheel_scrolls_the_log_no_further_than_its_oldest_entry(tmp_path: Path) -> None:
    """Scrolled up past the top, one turn down moves the log at once (no turns to wind back)."""
    session = session_for("azul", "pp", seed=6)
    while session.state.round < 3:
        session.play(session.state.legal_moves()[0])
    d = make_app(tmp_path)
    try:
        table = d.start_table(session)
        centre = table.layout.log_rect().center  # type: ignore[attr-defined]
        d.move(centre)
        for _ in range(60):
            d.post(pygame.MOUSEWHEEL, x=0, y=1, flipped=False)
        d.pump()
        top = table.log_scroll
        assert 0 < top < 60  # stopped at the oldest entry
        d.post(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False)
        d.pump()
        assert table.log_scroll == top - 1
    finally:
        d.close()
