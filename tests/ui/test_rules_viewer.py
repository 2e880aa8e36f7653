"""The rules viewer: every rule set's text in every language lays out inside its column, every
diagram draws inside its box, and the reader can open it from everywhere, scroll it every way,
jump with the contents, switch rule set and language, and get back to where they were."""

from __future__ import annotations

from collections.abc import Iterator
from functools import cache

import pygame
import pytest

from azul.engine import get_ruleset, ruleset_ids
from azul.i18n import LANGUAGES
from azul.rules_text import Diagram, Heading, load_rules
from azul.ui import canvas as canvas_module
from azul.ui.canvas import Canvas, TextDrawn
from azul.ui.families.base.diagrams import parse_cells, runs_through
from azul.ui.rules_view.diagrams import DiagramContext, diagram_size, draw_diagram
from azul.ui.rules_view.layout import DiagramBox, Line
from azul.ui.rules_view.page import COLUMN_W, COLUMN_X, DIAGRAM_PAD, VIEW, TocEntry
from azul.ui.scenes.pause import PauseScene
from azul.ui.scenes.rules import RulesScene
from azul.ui.scenes.setup import SetupScene
from azul.ui.scenes.table import TableScene
from azul.ui.scenes.title import TitleScene
from azul.ui.widgets import Button, Selector

from .driver import Driver, session_for


@cache
def _doc(ruleset_id: str, language: str):  # type: ignore[no-untyped-def]
    return load_rules(ruleset_id, language)


def _open(driver: Driver, ruleset_id: str = "azul", picker: bool = False) -> RulesScene:
    scene = RulesScene(driver.app, ruleset_id, picker=picker)
    driver.app.stack.push(scene)
    driver.pump()
    return scene


def _button(scene: object, label: str) -> Button:
    for w in scene.widgets.widgets:  # type: ignore[attr-defined]
        if isinstance(w, Button) and w.label() == label:
            return w
    raise AssertionError(f"no button {label!r}")


def _entry(scene: RulesScene, heading_id: str) -> TocEntry:
    text = scene.layout().anchor(heading_id)
    assert text is not None
    for w in scene.widgets.widgets:
        if isinstance(w, TocEntry) and w.label() == text.text:
            return w
    raise AssertionError(f"no contents entry for {heading_id}")


@pytest.fixture
def drawn() -> Iterator[list[TextDrawn]]:
    """Every line of text drawn while the test runs."""
    seen: list[TextDrawn] = []
    canvas_module.text_observers.append(seen.append)
    try:
        yield seen
    finally:
        canvas_module.text_observers.remove(seen.append)


# -- every text, every language ----------------------------------------------------------


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_rules_text_lays_out_inside_its_column_and_renders(
    driver: Driver, drawn: list[TextDrawn], language: str
) -> None:
    driver.app.services.text.set_language(language)
    for ruleset_id in ruleset_ids():
        doc = _doc(ruleset_id, language)
        scene = _open(driver, ruleset_id)
        lay = scene.layout()
        assert [a.id for a in lay.anchors] == doc.section_ids(level=None)
        lines = [i for i in lay.items if isinstance(i, Line)]
        assert " ".join(ln.text for ln in lines if ln.role == "title") == doc.title
        for line in lines:
            assert line.x >= COLUMN_X - 0.5 and line.x + line.width <= COLUMN_X + COLUMN_W + 0.5, (
                line.text
            )
        # Nothing overlaps: each text line or picture starts below the one before.
        flow = [i for i in lay.items if isinstance(i, Line | DiagramBox)]
        bottoms = [i.y + (i.height if isinstance(i, Line) else i.h) for i in flow]
        assert all(flow[k + 1].y >= bottoms[k] - 0.01 for k in range(len(flow) - 1))
        boxes = [i.diagram for i in lay.items if isinstance(i, DiagramBox)]
        assert boxes == [b for b in doc.blocks if isinstance(b, Diagram)]
        words = " ".join(line.text for line in lines).split()
        assert len(words) > 700  # the whole text is there
        for y in (0.0, scene.max_scroll() / 2, scene.max_scroll()):
            drawn.clear()
            scene.scroll_to(y)
            driver.app.dirty = True
            driver.app.render()
            body = [d for d in drawn if VIEW.x <= d.rect.x < VIEW.right]
            assert body, "the text shows"
            assert all(d.rect.right <= COLUMN_X + COLUMN_W + 1 for d in body)
            assert all(d.shown == d.asked for d in drawn)  # nothing in the sidebar is cut
        driver.app.stack.pop()


def _painted(surf: pygame.Surface, rect: pygame.Rect) -> int:
    mask = pygame.mask.from_surface(surf, 8)
    inside = pygame.mask.Mask(rect.size, fill=True)
    return mask.overlap_area(inside, rect.topleft)


def test_every_diagram_draws_inside_its_box(driver: Driver) -> None:
    text = driver.app.services.text
    seen: set[tuple[str, str, str]] = set()
    pad = int(DIAGRAM_PAD)
    for ruleset_id in ruleset_ids():
        rs = get_ruleset(ruleset_id)
        ctx = DiagramContext(rs, text.t, text.tn)
        for block in _doc(ruleset_id, "en").blocks:
            if not isinstance(block, Diagram):
                continue
            key = (block.name, str(sorted(block.params.items())), rs.look)
            if key in seen:
                continue
            seen.add(key)
            w, h = diagram_size(block, ctx)
            assert w <= COLUMN_W, block
            surf = pygame.Surface((int(w) + 2 * pad + 40, int(h) + 2 * pad + 40), pygame.SRCALPHA)
            canvas = Canvas(
                surf, 1.0, (0, 0), driver.app.services.assets, driver.app.services.fonts
            )
            box = pygame.FRect(pad + 20, pad + 20, w, h)
            draw_diagram(canvas, block, box, ctx)
            total = _painted(surf, surf.get_rect())
            inside = _painted(surf, pygame.Rect(box).inflate(2 * pad, 2 * pad))
            assert total == inside, f"{block} draws outside its box"
            assert _painted(surf, pygame.Rect(box)) > 0.2 * w * h, f"{block} is (nearly) empty"
    names = {k[0] for k in seen}
    assert names == {
        "wall-pattern", "grey-wall", "crystal-wall", "scoring-example", "floor-line",
        "factory-take", "pattern-lines", "star-board", "star-example", "round-track",
    }  # fmt: skip


def test_scoring_pictures_highlight_the_runs_that_make_the_points() -> None:
    for ruleset_id in ruleset_ids():
        rs = get_ruleset(ruleset_id)
        for block in _doc(ruleset_id, "en").blocks:
            if not (isinstance(block, Diagram) and block.name == "scoring-example"):
                continue
            cells = set(parse_cells(block.params.get("tiles"))) | set(
                parse_cells(block.params["new"])
            )
            new = next(iter(parse_cells(block.params["new"])))
            h, v = runs_through(cells, new)
            points = (len(h) if len(h) > 1 else 0) + (len(v) if len(v) > 1 else 0) or 1
            wall = block.params.get("wall", "coloured")
            if (
                wall == "crystal-1"
                and new[0] * 5 + new[1] in get_ruleset("crystal-mosaic-1").spec.wall.doubled
            ):
                points *= 2
            assert points == int(block.params["points"]), (rs.id, block)


# -- opening and closing -----------------------------------------------------------------


def test_the_main_menu_opens_the_rules_with_a_picker_and_esc_returns(driver: Driver) -> None:
    driver.app.services.settings.new_game.ruleset = "azul-mini"
    title = driver.top
    assert isinstance(title, TitleScene)
    driver.click(_button(title, "Rules").rect.center)
    rules = driver.top
    assert isinstance(rules, RulesScene) and rules.picker
    assert rules.ruleset_id == "azul-mini"
    assert any(isinstance(w, Selector) for w in rules.widgets.widgets)
    driver.key(pygame.K_F1)
    assert driver.top is rules and len(driver.app.stack.scenes) == 2  # F1 does not stack
    driver.key(pygame.K_ESCAPE)
    assert driver.top is title


def test_f1_and_the_pause_menu_open_the_rules_of_the_game_in_play(driver: Driver) -> None:
    table = driver.start_table(session_for("crystal-mosaic-2", "pp"))
    driver.key(pygame.K_F1)
    rules = driver.top
    assert isinstance(rules, RulesScene) and rules.ruleset_id == "crystal-mosaic-2"
    assert not rules.picker
    driver.click(_button(rules, "Back").rect.center)
    assert driver.top is table
    driver.key(pygame.K_ESCAPE)
    pause = driver.top
    assert isinstance(pause, PauseScene)
    driver.click(_button(pause, "Rules").rect.center)
    rules = driver.top
    assert isinstance(rules, RulesScene) and rules.ruleset_id == "crystal-mosaic-2"
    driver.key(pygame.K_ESCAPE)
    assert driver.top is pause
    assert isinstance(driver.app.stack.scenes[-2], TableScene)


def test_f1_on_the_title_opens_the_rules_with_the_rule_set_picker(driver: Driver) -> None:
    title = driver.top
    assert isinstance(title, TitleScene)
    driver.key(pygame.K_F1)
    rules = driver.top
    assert isinstance(rules, RulesScene) and rules.picker  # nothing in play: choose one
    assert any(isinstance(w, Selector) for w in rules.widgets.widgets)
    driver.key(pygame.K_ESCAPE)
    assert driver.top is title


def test_f1_on_the_setup_screen_opens_the_chosen_rule_set(driver: Driver) -> None:
    driver.app.services.settings.new_game.ruleset = "summer-pavilion-grey"
    setup = SetupScene(driver.app)
    driver.app.stack.push(setup)
    driver.key(pygame.K_F1)
    rules = driver.top
    assert isinstance(rules, RulesScene) and rules.ruleset_id == "summer-pavilion-grey"
    driver.key(pygame.K_BACKSPACE)
    assert driver.top is setup


# -- reading -----------------------------------------------------------------------------


def test_scrolling_with_wheel_keys_drag_and_scrollbar(driver: Driver) -> None:
    rules = _open(driver)
    end = rules.max_scroll()
    assert end > 3000
    inside = VIEW.center
    driver.post(pygame.MOUSEWHEEL, x=0, y=-2, precise_x=0.0, precise_y=-2.0, flipped=False)
    driver.pump()
    assert rules.scroll == pytest.approx(220)
    driver.key(pygame.K_DOWN)
    assert rules.scroll == pytest.approx(300)
    driver.key(pygame.K_PAGEDOWN)
    assert rules.scroll == pytest.approx(300 + VIEW.h - 120)
    driver.key(pygame.K_PAGEUP)
    driver.key(pygame.K_UP)
    assert rules.scroll == pytest.approx(220)
    driver.key(pygame.K_END)
    assert rules.scroll == pytest.approx(end)
    driver.key(pygame.K_DOWN)
    assert rules.scroll == pytest.approx(end)  # never past the end
    driver.key(pygame.K_HOME)
    assert rules.scroll == 0
    driver.key(pygame.K_UP)
    assert rules.scroll == 0
    # Dragging the text up reads further down, like a page.
    driver.drag(inside, (inside[0], inside[1] - 300))
    assert rules.scroll == pytest.approx(300, abs=2)
    # The scrollbar: a click on its track jumps, dragging the thumb moves in proportion.
    track_bottom = (rules.thumb().centerx, VIEW.bottom - 30)
    driver.click(track_bottom)
    assert rules.scroll > end * 0.9
    thumb = rules.thumb()
    driver.drag(thumb.center, (thumb.centerx, thumb.centery - 2000))
    assert rules.scroll == 0


def test_the_contents_jump_to_a_section_and_show_where_you_are(driver: Driver) -> None:
    rules = _open(driver, "azul-grey")
    scoring = _entry(rules, "scoring")
    driver.click(scoring.rect.center)
    anchor = rules.layout().anchor("scoring")
    assert anchor is not None and rules.scroll == pytest.approx(anchor.y)
    assert scoring.active()
    assert sum(1 for w in rules.widgets.widgets if isinstance(w, TocEntry) and w.active()) == 1
    # Keyboard: Tab to an entry, Enter jumps there too.
    driver.key(pygame.K_HOME)
    for _ in range(len(rules.widgets.widgets)):
        driver.key(pygame.K_TAB)
        focused = rules.widgets.focused()
        if isinstance(focused, TocEntry) and focused.label() == _entry(rules, "end").label():
            break
    driver.key(pygame.K_RETURN)
    end = rules.layout().anchor("end")
    assert end is not None and rules.scroll == pytest.approx(min(end.y, rules.max_scroll()))


def test_the_picker_switches_rule_set_from_the_top(driver: Driver) -> None:
    rules = _open(driver, "azul", picker=True)
    driver.key(pygame.K_END)
    picker = next(w for w in rules.widgets.widgets if isinstance(w, Selector))
    driver.click((picker.rect.right - 20, picker.rect.centery))
    assert rules.ruleset_id == ruleset_ids()[1]
    assert rules.doc.title == _doc(ruleset_ids()[1], "en").title
    assert rules.scroll == 0
    driver.click((picker.rect.x + 20, picker.rect.centery))
    driver.click((picker.rect.x + 20, picker.rect.centery))
    assert rules.ruleset_id == ruleset_ids()[-1]
    picker = next(w for w in rules.widgets.widgets if isinstance(w, Selector))
    assert picker.label(picker.value) == "Summer Pavilion – grey, reverse track"


def test_a_new_language_applies_at_once_and_keeps_the_section(
    driver: Driver, drawn: list[TextDrawn]
) -> None:
    rules = _open(driver, "summer-pavilion")
    rules.jump("scoring")
    driver.app.services.text.set_language("fi")
    assert rules.doc.language == "fi"
    at = rules.layout().section_at(rules.scroll)
    assert at is not None and at.id == "scoring"
    assert _entry(rules, "scoring").label() == "Pisteytys"
    drawn.clear()
    driver.app.render()
    shown = {d.asked for d in drawn}
    assert {"Säännöt", "Sisältö", "Takaisin", "Pisteytys"} <= shown
    assert not {"Rules", "Contents", "Back"} & shown
    driver.key(pygame.K_ESCAPE)
    assert rules not in driver.app.stack.scenes
    assert rules._language_changed not in driver.app.services.text.listeners


def test_scrolling_eases_unless_animations_are_instant(driver: Driver) -> None:
    driver.app.services.settings.animation_speed = "normal"
    rules = _open(driver)
    driver.key(pygame.K_PAGEDOWN)
    assert rules.scroll == 0 and rules.frame_interval() == 0.0
    driver.step(0.05)
    assert 0 < rules.scroll < rules.target
    for _ in range(60):
        driver.step(0.05)
    assert rules.scroll == rules.target and rules.frame_interval() is None


def test_headings_are_listed_in_the_contents(driver: Driver) -> None:
    rules = _open(driver, "azul", picker=True)
    headings = [b for b in rules.doc.blocks if isinstance(b, Heading)]
    entries = [w for w in rules.widgets.widgets if isinstance(w, TocEntry)]
    assert [e.label() for e in entries] == [h.text for h in headings]
    assert [e.level for e in entries] == [h.level for h in headings]


def test_the_diagrams_follow_the_tile_symbols_switch(driver: Driver) -> None:
    """A diagram is painted once into a cached layer: switching the colour-blind symbols (from
    the settings or anywhere else) paints it again, with or without them."""
    driver.draw_every = 1  # a pixel test: the window is drawn every frame
    rules = _open(driver)
    # The first diagram with tiles on it (the wall's own slots carry their motif either way).
    boxes = (i for i in rules.layout().items if isinstance(i, DiagramBox))
    box = next(b for b in boxes if b.diagram.name == "factory-take")
    rules.scroll = rules.target = box.y - 40  # in view
    assets = driver.app.services.assets

    def diagram_pixels() -> bytes:
        driver.app.invalidate()
        driver.pump()
        window = pygame.display.get_surface()
        assert window is not None
        top_left = driver.screen((box.x, VIEW.y + 40))
        bottom_right = driver.screen((box.x + box.w, VIEW.y + 40 + box.h))
        area = pygame.Rect(top_left, (bottom_right[0] - top_left[0], bottom_right[1] - top_left[1]))
        return pygame.image.tobytes(window.subsurface(area), "RGB")

    assets.set_symbols(True)
    with_symbols = diagram_pixels()
    assets.set_symbols(False)
    plain = diagram_pixels()
    assert plain != with_symbols
    assets.set_symbols(True)
    assert diagram_pixels() == with_symbols
