"""Text and controls size (Settings: 100/125/150 %): chosen by keys or clicks, applied live,
kept in settings.json; at 150 % every screen stays inside a 1280×720 window in en/hu/fi."""

from __future__ import annotations

import itertools
import json
from pathlib import Path

import pygame
import pytest
from support.persistence import crash, open_app, press
from support.records import SEATS
from support.review import luck_once_per_game
from support.ui_fit import (
    OVERLAP_W,
    SLACK,
    at_every_window_size_and_language,
    inside,
    overlapping,
    render,
    render_top,
    widgets_of,
)

from azul.domain.controls import ACTIONS, BUTTONS, Controls
from azul.domain.settings import UI_SIZES
from azul.engine import Setup
from azul.storage import GameSnapshot, Storage, StoragePaths
from azul.storage.ui_settings import to_ui_settings
from azul.ui import router
from azul.ui.canvas import TextDrawn
from azul.ui.controls_view.cell import BindingCell
from azul.ui.scenes.controls import ControlsScene
from azul.ui.scenes.settings_menu import SettingsScene
from azul.ui.scenes.table import TableScene
from azul.ui.scenes.title import TitleScene
from azul.ui.viewport import DESIGN_W
from azul.ui.widgets import Segmented

from .driver import Driver, make_app, session_for
from .settings_tabs import click_tab
from .ui_size_scenes import SCENES, open_title, stocked_app

LABEL = "Text and controls size"
DESC_BOTTOM = 1046 - 12  # the setup's description box ends at 1046, its lines 12 px above


@pytest.fixture(autouse=True)
def _luck_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """The review screens show the same stocked game in every language: its luck once."""
    luck_once_per_game(monkeypatch)


def height_of(driver: Driver, lines: list[TextDrawn], text: str) -> float:
    """The drawn height of a line of text in the next frame."""
    found = [d.rect.h for d in render(driver, lines) if d.shown == text]
    assert found, f"{text!r} was not drawn"
    return found[0]


def size_row(scene: SettingsScene) -> Segmented:
    """The settings row of the text and controls size."""
    widget = dict(scene.rows)["ui_size.label"]
    assert isinstance(widget, Segmented) and tuple(widget.options) == UI_SIZES
    return widget


def open_settings(driver: Driver) -> SettingsScene:
    """Title → Settings by a click."""
    assert isinstance(driver.top, TitleScene)
    press(driver, "Settings")
    scene = driver.top
    assert isinstance(scene, SettingsScene)
    return scene


def test_the_size_grows_text_live_by_keys_and_is_kept(
    tmp_path: Path, drawn: list[TextDrawn]
) -> None:
    d = open_app(tmp_path)
    try:
        assert isinstance(d.top, TitleScene)
        title_button_h = max(w.rect.h for w in d.top.widgets.widgets)
        scene = open_settings(d)
        d.key(pygame.K_PAGEDOWN)  # the Display tab, where the size row is
        assert scene.tab == "display"
        normal = height_of(d, drawn, LABEL)
        back_h = scene.widgets.widgets[-1].rect.h
        row = size_row(scene)
        for _ in range(40):  # down through the rows to the size row
            if scene.widgets.focused() is row:
                break
            d.key(pygame.K_DOWN)
        assert scene.widgets.focused() is row
        d.key(pygame.K_RIGHT)
        assert d.app.services.settings.ui_size == 125
        assert height_of(d, drawn, LABEL) == pytest.approx(normal * 1.25, rel=0.1)
        d.key(pygame.K_RIGHT)
        assert d.app.services.settings.ui_size == 150
        assert height_of(d, drawn, LABEL) == pytest.approx(normal * 1.5, rel=0.1)
        # The controls grew with it, and the keyboard focus stayed on the row.
        assert scene.widgets.widgets[-1].rect.h == pytest.approx(back_h * 1.5, rel=0.05)
        assert scene.widgets.focused() is size_row(scene)
        # Back to the title: its menu is laid out again at the new size.
        d.key(pygame.K_ESCAPE)
        assert isinstance(d.top, TitleScene)
        assert max(w.rect.h for w in d.top.widgets.widgets) > title_button_h * 1.1
        crash(d)  # written at once
    finally:
        d.close()
    stored = json.loads((tmp_path / "config" / "settings.json").read_text("utf-8"))
    assert stored["ui_size"] == 150
    again = open_app(tmp_path)
    try:
        assert again.app.services.settings.ui_size == 150
    finally:
        again.close()


def test_the_size_is_chosen_by_clicks(tmp_path: Path, drawn: list[TextDrawn]) -> None:
    d = open_app(tmp_path)
    try:
        scene = open_settings(d)
        click_tab(d, scene, "display")
        normal = height_of(d, drawn, LABEL)
        for value, grow in ((150, 1.5), (125, 1.25), (100, 1.0)):
            row = size_row(scene)
            cell_w = row.rect.w / len(UI_SIZES)
            i = UI_SIZES.index(value)
            d.click((row.rect.x + (i + 0.5) * cell_w, row.rect.centery))
            assert d.app.services.settings.ui_size == value
            assert height_of(d, drawn, LABEL) == pytest.approx(normal * grow, rel=0.1)
    finally:
        d.close()


def test_an_older_settings_file_without_the_field_loads(tmp_path: Path) -> None:
    paths = StoragePaths.under(tmp_path)
    paths.settings_file.parent.mkdir(parents=True, exist_ok=True)
    old = {"schema_version": 1, "language": "hu", "sound_volume": 0.3}
    paths.settings_file.write_text(json.dumps(old), "utf-8")
    loaded = Storage(paths).load_settings()
    assert loaded.problem is None
    ui = to_ui_settings(loaded.value)
    assert (ui.ui_size, ui.ui_scale(), ui.language) == (100, 1.0, "hu")
    # A size no screen offers (a hand-edited file) is dropped, the rest of the file kept.
    paths.settings_file.write_text(json.dumps({**old, "ui_size": 175}), "utf-8")
    salvaged = to_ui_settings(Storage(paths).load_settings().value)
    assert (salvaged.ui_size, salvaged.language) == (100, "hu")


@pytest.mark.parametrize("language", ["en", "hu", "fi"])
@pytest.mark.parametrize("name", list(SCENES))
def test_every_screen_fits_at_150_percent(
    tmp_path: Path, drawn: list[TextDrawn], language: str, name: str
) -> None:
    d = stocked_app(tmp_path, language, 150)
    try:
        SCENES[name](d)
        lines = render_top(d, drawn)
        assert lines
        outside = [(x.shown, tuple(x.rect)) for x in lines if x.shown and not inside(x.rect)]
        assert not outside, outside
        # Set smaller where it must, never cut short ("Szabály…", "Crystal Mosaic…").
        cut = [(x.asked, x.shown) for x in lines if x.shown != x.asked]
        assert not cut, cut
        crowded = [
            (a.shown, b.shown)
            for a, b in itertools.combinations([x for x in lines if x.shown.strip()], 2)
            if overlapping(a.rect, b.rect)
            # the same words at the same place: one widget drawn again on top (the Hint over
            # Summer Pavilion's panel), not two lines
            and not (a.shown == b.shown and a.rect == b.rect)
        ]
        assert not crowded, crowded
        widgets = widgets_of(d)
        assert widgets or name in ("end",)
        for w in widgets:
            assert inside(w.rect), (type(w).__name__, tuple(w.rect))
        for a, b in itertools.combinations(widgets, 2):
            overlap = a.rect.clip(b.rect)
            assert overlap.w < 1 or overlap.h < 1, (type(a).__name__, a.rect, b.rect)
    finally:
        d.close()


LOG_ROUNDS = 3  # the log test's table: this many rounds begun, so the log has to scroll


def four_seat_log_table(driver: Driver) -> TableScene:
    """An Azul table for four, some moves into its third round (a long move log)."""
    session = session_for("azul", "pppp", seed=5)
    while session.state.round < LOG_ROUNDS:
        session.play(session.state.legal_moves()[0])
    for _ in range(3):
        session.play(session.state.legal_moves()[0])
    table = driver.start_table(session)
    driver.settle()
    return table


def log_lines(driver: Driver, lines: list[TextDrawn], box: pygame.FRect) -> list[TextDrawn]:
    """The lines the move log draws in the next frame (its cached layer painted afresh)."""
    lines.clear()
    canvas = driver.app.canvas()
    canvas.layers.clear()
    top = driver.top
    assert top is not None
    top.draw(canvas)
    return [x for x in lines if x.shown.strip() and box.colliderect(x.rect)]


@pytest.mark.parametrize("language", ["en", "hu", "fi"])
def test_the_move_log_fits_at_150_percent(
    tmp_path: Path, drawn: list[TextDrawn], language: str
) -> None:
    d = stocked_app(tmp_path, language, 150)
    try:
        table = four_seat_log_table(d)
        box = table.layout.log_rect()  # type: ignore[attr-defined]
        heading = d.app.services.text.t("table.round", n=1)
        seen: set[str] = set()
        for _ in range(12):  # from the newest lines up to the first round, a notch at a time
            shown = log_lines(d, drawn, box)
            seen |= {x.shown for x in shown}
            rows = {round(x.rect.centery) for x in shown if x.rect.y > box.y + 40}
            assert len(rows) >= 3, rows  # names and a few lines, however large the text
            outside = [(x.shown, tuple(x.rect)) for x in shown if not inside(x.rect)]
            assert not outside, outside
            spilled = [(x.shown, tuple(x.rect)) for x in shown if not box.contains(x.rect)]
            assert not spilled, spilled
            crowded = [
                (a.shown, tuple(a.rect), b.shown, tuple(b.rect))
                for a, b in itertools.combinations(shown, 2)
                if overlapping(a.rect, b.rect)
            ]
            assert not crowded, crowded
            d.move(box.center)
            d.post(pygame.MOUSEWHEEL, x=0, y=1)
            d.pump()
        assert heading in seen  # the wheel scrolled the log back to the first round
    finally:
        d.close()


def labels_in_their_buttons(driver: Driver, drawn: list[TextDrawn]) -> list[str]:
    """The buttons of the screen on top whose label sticks out of the button's face (above,
    below or at a side), as painted."""
    lines = render_top(driver, drawn)
    out = []
    for w in widgets_of(driver):
        label = getattr(w, "label", None)
        if not callable(label) or not label():
            continue
        r = w.rect
        # A glazed button's face spans y 3..56 of its 64 px sprite; a quiet one is all face.
        face = (
            r
            if getattr(w, "quiet", True)
            else pygame.FRect(r.x, r.y + r.h * 3 / 64, r.w, r.h * 53 / 64)
        )
        mine = [x for x in lines if x.shown and r.collidepoint(x.rect.center)]
        for x in mine:
            if not face.inflate(2 * SLACK, 2 * SLACK).contains(x.rect):
                out.append(f"{x.shown!r} {tuple(x.rect)} outside {tuple(face)}")
    return out


@pytest.mark.parametrize("language", ["en", "hu", "fi"])
def test_the_title_with_nine_rows_fits_at_150_percent(
    tmp_path: Path, drawn: list[TextDrawn], language: str
) -> None:
    """Continue, Load game, Statistics and Practice present: nine buttons, none squashed under
    its label."""
    storage = Storage(StoragePaths.under(tmp_path))
    storage.autosave(GameSnapshot(SEATS, Setup("azul", 2, 1), ()))
    d = stocked_app(tmp_path, language, 150)
    try:
        open_title(d)
        title = d.top
        assert isinstance(title, TitleScene) and len(title.widgets.widgets) == 9
        assert not labels_in_their_buttons(d, drawn)
        for w in title.widgets.widgets:
            assert inside(w.rect), tuple(w.rect)
        for a, b in itertools.combinations(title.widgets.widgets, 2):
            overlap = a.rect.clip(b.rect)
            assert overlap.w < 1 or overlap.h < 1
    finally:
        d.close()


@pytest.mark.parametrize("language", ["en", "hu", "fi"])
def test_the_pavilion_panel_keeps_clear_of_the_status_line_at_150_percent(
    tmp_path: Path, drawn: list[TextDrawn], language: str
) -> None:
    """Phase 2 at 1280×720: the status line's letters above the "Place a tile" panel, the Hint
    button off the panel's title."""
    d = stocked_app(tmp_path, language, 150)
    try:
        SCENES["place_panel"](d)
        table = d.top
        assert isinstance(table, TableScene)
        panel = table.panel_rect()  # type: ignore[attr-defined]
        assert panel is not None
        lines = render_top(d, drawn)
        status = table.status()  # type: ignore[attr-defined]
        assert status
        above = [x for x in lines if x.asked == status]
        assert above, status
        for x in above:  # the letters (LINE_SHARE of the line box) end above the panel
            assert x.rect.y + 0.8 * x.rect.h <= panel.y, (tuple(x.rect), tuple(panel))
        hint = table.hint_button
        assert hint.visible and panel.contains(hint.rect)
        title = d.app.services.t("pavilion.place_title")
        heads = [x for x in lines if x.asked == title]
        assert heads
        for x in heads:
            # a clear gap beside the button, not letters against its edge
            assert not x.rect.colliderect(hint.rect.inflate(32, 8)), (
                tuple(x.rect),
                tuple(hint.rect),
            )
    finally:
        d.close()


LETTERS = 0.8  # of a line box its letters take: boxes may overlap by the rest, letters not


def touching(a: pygame.FRect, b: pygame.FRect) -> bool:
    """True when the letters of two lines side by side or one above the other touch."""
    both = a.clip(b)
    return both.w > OVERLAP_W and both.h > (1 - LETTERS) * min(a.h, b.h)


@pytest.mark.parametrize("language", ["en", "hu", "fi"])
def test_the_setup_lines_keep_apart_at_150_percent(
    tmp_path: Path, drawn: list[TextDrawn], language: str
) -> None:
    """Every rule set chosen in turn (by a click): its description and facts, and the cards'
    two-line names, with no line on another and the last one inside the description's box."""
    d = stocked_app(tmp_path, language, 150)
    try:
        SCENES["setup"](d)
        setup = d.top
        cards = setup.card_rects()  # type: ignore[union-attr]
        box_top = max(r.bottom for r in cards) + 16
        for i, card in enumerate(cards):
            d.click((card.centerx, card.y + 20))
            lines = [x for x in render_top(d, drawn) if x.shown.strip()]
            crowded = [
                (a.shown, b.shown)
                for a, b in itertools.combinations(lines, 2)
                if touching(a.rect, b.rect)
            ]
            assert not crowded, (i, crowded)
            below = [x for x in lines if x.rect.y >= box_top and x.rect.x < DESIGN_W / 2]
            assert below
            for x in below:
                assert x.rect.y + LETTERS * x.rect.h <= DESC_BOTTOM, (i, x.shown, tuple(x.rect))
    finally:
        d.close()


@pytest.mark.parametrize("name", ["azul_table", "pavilion_table", "place_panel"])
@pytest.mark.parametrize("language", ["en", "hu", "fi"])
def test_the_table_buttons_hold_their_labels_at_150_percent(
    tmp_path: Path, drawn: list[TextDrawn], language: str, name: str
) -> None:
    """Undo, Menu and Hint at 1280×720: each label inside its button's face, not edge to edge."""
    d = stocked_app(tmp_path, language, 150)
    try:
        SCENES[name](d)
        assert not labels_in_their_buttons(d, drawn)
    finally:
        d.close()


# The widest a Controls row can get: three long keys in every key cell (no real mapping has
# them all at once) and the widest badge in every button cell.
WIDE_KEYS = ("backspace", "page down", "delete")


@at_every_window_size_and_language
def test_the_controls_screen_fits_at_its_widest(
    tmp_path: Path,
    drawn: list[TextDrawn],
    language: str,
    size: int,
    window: tuple[int, int],
) -> None:
    """Every row of the Controls screen, scrolled through, at every text size, in 720p and
    1080p: the words stay in their cells and the window, nothing overlaps, and the longest
    refusal and the controller's prompts fit too."""
    d = make_app(tmp_path, size=window)
    try:
        d.show_in(language, size)
        services = d.app.services
        services.settings.controls = Controls(
            keys=tuple((s.action, WIDE_KEYS) for s in ACTIONS),
            buttons=tuple((s.action, "start") for s in ACTIONS),
        )
        services.pads.names[99] = "Xbox 360 Controller"  # a controller in use: its prompts
        services.pads.active = 99
        d.app.stack.push(services.router.make(router.SETTINGS, d.app))
        d.app.stack.push(services.router.make(router.CONTROLS, d.app))
        d.pump()
        scene = d.top
        assert isinstance(scene, ControlsScene)
        longest = max((s.action for s in ACTIONS), key=lambda a: len(scene.action_name(a)))
        widest = max(BUTTONS, key=lambda b: len(scene.button_name(b)))
        scene.message = scene.t(
            "controls.taken", binding=scene.button_name(widest), other=scene.action_name(longest)
        )
        seen: set[str] = set()
        for top in range(len(ACTIONS) - scene.visible_rows() + 1):
            scene.top = top
            scene._place()
            lines = [x for x in render_top(d, drawn) if x.shown.strip()]
            seen |= {x.shown for x in lines}
            outside = [(x.shown, tuple(x.rect)) for x in lines if not inside(x.rect)]
            assert not outside, outside
            crowded = [
                (a.shown, b.shown)
                for a, b in itertools.combinations(lines, 2)
                if overlapping(a.rect, b.rect)
            ]
            assert not crowded, crowded
            widgets = widgets_of(d)
            for w in widgets:
                assert inside(w.rect), (type(w).__name__, tuple(w.rect))
            for a, b in itertools.combinations(widgets, 2):
                overlap = a.rect.clip(b.rect)
                assert overlap.w < 1 or overlap.h < 1, (a.rect, b.rect)
            cells = [w for w in widgets if isinstance(w, BindingCell)]
            assert len(cells) == 2 * scene.visible_rows()
            for x in lines:  # a cell's words stay in it; a row's name stops before its cells
                if any(c.rect.colliderect(x.rect) for c in cells):
                    assert any(c.rect.inflate(2, 2).contains(x.rect) for c in cells), x.shown
        assert {scene.action_name(s.action) for s in ACTIONS} <= seen  # every row was shown
        assert scene.message in seen
    finally:
        d.close()


@pytest.mark.parametrize("language", ["en", "hu", "fi"])
def test_the_statistics_headings_are_whole_at_150_percent(
    tmp_path: Path, drawn: list[TextDrawn], language: str
) -> None:
    """The table's column headings are set smaller when they must, never cut ("Győz…")."""
    d = stocked_app(tmp_path, language, 150)
    try:
        SCENES["stats"](d)
        lines = render_top(d, drawn)
        t = d.app.services.t
        keys = ("name", "played", "won", "rate", "best", "average")
        headings = {t(f"stats.col_{key}") for key in keys}
        shown = [x for x in lines if x.asked in headings]
        assert {x.asked for x in shown} == headings
        assert all(x.shown == x.asked for x in shown), [x.shown for x in shown]
    finally:
        d.close()
