"""Nothing by colour alone, checked as a person with a colour-vision deficiency sees it.

Each palette's table of each family is rendered through the real app; the tile colours are read
from the screen, the seat colours, the input marks' colours and the review's label colours from
what the game paints them with. Every colour is then seen as a protanope, a deuteranope and a
tritanope sees it (colorspacious: Machado, Oliveira and Fernandes 2009 at severity 100, i.e.
full dichromacy) and every pair that must be told apart is measured in CAM02-UCS.

The threshold: two colours are "clearly apart" at a distance of at least MIN_DELTA_E = 15 in
CAM02-UCS. That space is built so that one unit is about the smallest difference a person
notices between two patches side by side; the game's colours are small (a tile is about 40 px at
1280×720), lie apart on the table and are read at a glance, and a tile's own glaze varies by a
few units from its corner to its middle (its gradient and grain), so a pair needs many times the
just-noticeable difference to be read as two colours, not one. A pair closer than that must
carry different symbols (tiles: their painted symbol; seats: their shape; review labels: their
words and signs; input marks: a cross, a glow or a ring's width).

The palettes made for it ("safe", "contrast") must keep the tiles and the seats apart by colour
alone too, since a player may switch the symbols off.
"""

from __future__ import annotations

from itertools import combinations
from pathlib import Path

import colorspacious as cs
import numpy as np
import pygame
import pytest
from support.persistence import crash, open_app, press

from azul.ai.review import DecisionReview
from azul.domain.settings import PALETTES
from azul.ui import theme
from azul.ui.assets import Assets, Fonts
from azul.ui.canvas import Canvas
from azul.ui.review_chart import MARK, ReviewChart
from azul.ui.review_words import LABEL_COLOURS, LABEL_KEYS, LABEL_SIGNS, MISTAKES
from azul.ui.scenes.settings_menu import SettingsScene
from azul.ui.seat_mark import paint_seat_mark
from azul.ui.widgets import Selector

from .driver import Driver, make_app, session_for
from .settings_tabs import show_row

MIN_DELTA_E = 15.0  # CAM02-UCS units (see the module's docstring)
DEFICIENCIES = ("protanomaly", "deuteranomaly", "tritanomaly")
SEVERITY = 100  # Machado 2009 at 100: protanopia, deuteranopia, tritanopia
COLOUR_SAFE = ("safe", "contrast")  # tiles and seats apart by colour alone
# The rendered tables: one rule set per family, seeded so every colour lies on the factories.
TABLES = {"azul": 3, "summer-pavilion": 3}
SAMPLE = 2  # half-size of the square of screen pixels averaged at a tile's probe point

RGB = tuple[int, int, int]


def seen(rgb: RGB, deficiency: str | None) -> np.ndarray:
    """A colour in CAM02-UCS as a person with the deficiency (None: none) sees it."""
    c = np.asarray(rgb, dtype=float) / 255.0
    if deficiency is not None:
        space = {"name": "sRGB1+CVD", "cvd_type": deficiency, "severity": SEVERITY}
        c = np.clip(cs.cspace_convert(c, space, "sRGB1"), 0.0, 1.0)
    return np.asarray(cs.cspace_convert(c, "sRGB1", "CAM02-UCS"))


def distance(a: RGB, b: RGB, deficiency: str | None) -> float:
    """CAM02-UCS distance of two colours as seen with a deficiency."""
    return float(np.linalg.norm(seen(a, deficiency) - seen(b, deficiency)))


def too_close(colours: dict[str, RGB]) -> list[tuple[str, str, str, float]]:
    """Every pair nearer than the threshold with any deficiency (or none)."""
    out = []
    for (na, a), (nb, b) in combinations(colours.items(), 2):
        for d in (None, *DEFICIENCIES):
            de = distance(a, b, d)
            if de < MIN_DELTA_E:
                out.append((na, nb, d or "normal", round(de, 1)))
    return out


@pytest.fixture(scope="module")
def tables(tmp_path_factory: pytest.TempPathFactory) -> dict[tuple[str, str], dict[str, object]]:
    """Per palette and rule set: each tile colour's RGB read off the rendered table, and its
    symbol."""
    out: dict[tuple[str, str], dict[str, object]] = {}
    for palette in PALETTES:
        for ruleset, seed in TABLES.items():
            # A fresh app per table: no toast of an earlier table covers the factories.
            driver = make_app(Path(tmp_path_factory.mktemp("palettes")))
            try:
                driver.app.services.settings.palette = palette
                out[(palette, ruleset)] = _read_table(driver, ruleset, seed)
            finally:
                driver.close()
    return out


def _read_table(driver: Driver, ruleset: str, seed: int) -> dict[str, object]:
    table = driver.start_table(session_for(ruleset, "pp", seed=seed))
    driver.settle()
    driver.app.render()
    screen = pygame.display.get_surface()
    assets = driver.app.services.assets
    names = table.state.ruleset.colours
    colours: dict[str, list[RGB]] = {}
    symbols: dict[str, str] = {}
    for f, tiles in enumerate(table.view.factories):
        for k, colour in enumerate(tiles):
            name = names[colour]
            sprite = _square_sprite(assets, name)
            meta = assets.meta(sprite)
            w, h = meta["size"]
            px, py = meta["face_probe"]
            rect = table.layout.factory_tile(f, k)
            x, y = driver.screen((rect.x + rect.w * px / w, rect.y + rect.h * py / h))
            colours.setdefault(name, []).append(_mean(screen, x, y))
            symbols[name] = meta["symbol"]
    return {
        "rgb": {n: _average(v) for n, v in colours.items()},
        "symbols": symbols,
        "all": set(names),
    }


def _square_sprite(assets: object, name: str) -> str:
    """The square sprite a factory shows for a colour (the base family's or Summer Pavilion's)."""
    for kind in ("base", "pavilion_sq"):
        sprite = f"tiles/{kind}_{name}.png"
        if assets.meta(sprite):  # type: ignore[attr-defined]
            return sprite
    raise AssertionError(f"no square tile sprite for {name}")


def _mean(screen: pygame.Surface, x: int, y: int) -> RGB:
    px = [
        screen.get_at((x + dx, y + dy))[:3]
        for dx in range(-SAMPLE, SAMPLE + 1)
        for dy in range(-SAMPLE, SAMPLE + 1)
    ]
    return _average(px)


def _average(values: list[RGB] | list[tuple[int, ...]]) -> RGB:
    n = len(values)
    return (
        round(sum(v[0] for v in values) / n),
        round(sum(v[1] for v in values) / n),
        round(sum(v[2] for v in values) / n),
    )


@pytest.mark.parametrize("ruleset", sorted(TABLES))
@pytest.mark.parametrize("palette", PALETTES)
def test_tiles_on_the_table_are_apart_or_carry_different_symbols(
    tables: dict[tuple[str, str], dict[str, object]], palette: str, ruleset: str
) -> None:
    found = tables[(palette, ruleset)]
    rgb: dict[str, RGB] = found["rgb"]  # type: ignore[assignment]
    symbols: dict[str, str] = found["symbols"]  # type: ignore[assignment]
    assert set(rgb) == found["all"], "every colour lies on the factories of this seed"
    close = too_close(rgb)
    assert all(symbols[a] != symbols[b] for a, b, _, _ in close), close
    if palette in COLOUR_SAFE:
        assert not close, f"{palette}: tiles too close by colour alone: {close}"


def test_the_palettes_recolour_the_tiles_and_keep_the_default() -> None:
    """A palette that recolours a family really draws other pixels; the default's are its own."""
    driver = make_app(Path("/nonexistent-unused"))
    try:
        assets = driver.app.services.assets
        settings = driver.app.services.settings
        assert assets.resolve("tiles/pavilion_sq_blue.png") == "tiles/pavilion_sq_blue.png"
        settings.palette = "safe"
        assert assets.resolve("tiles/pavilion_sq_blue.png") == "tiles/safe/pavilion_sq_blue.png"
        # The base family's default colours already pass: "safe" keeps its tiles.
        assert assets.resolve("tiles/base_blue.png") == "tiles/base_blue.png"
        settings.palette = "contrast"
        assert assets.resolve("tiles/base_blue.png") == "tiles/contrast/base_blue.png"
        assert assets.resolve("board/wall_slot_red.png") == "board/contrast/wall_slot_red.png"
        assets.set_symbols(False)
        assert assets.resolve("tiles/base_red.png") == "tiles/contrast/base_red_plain.png"
    finally:
        driver.close()


@pytest.mark.parametrize("palette", PALETTES)
def test_seat_colours_are_apart_or_have_different_shapes(palette: str) -> None:
    seats = theme.PALETTE_COLOURS[palette].seats
    assert len(seats) == len(theme.SEAT_SHAPES)
    colours = {f"seat {i}": rgb for i, rgb in enumerate(seats)}
    shapes = {f"seat {i}": theme.seat_shape(i) for i in range(len(seats))}
    close = too_close(colours)
    assert all(shapes[a] != shapes[b] for a, b, _, _ in close), close
    if palette in COLOUR_SAFE:
        assert not close, f"{palette}: seats too close by colour alone: {close}"


def test_every_seat_shape_paints_a_different_mask() -> None:
    """The shapes are really drawn: no two seats' marks cover the same pixels."""
    pygame.init()
    masks = []
    for i in range(len(theme.SEAT_SHAPES)):
        surf = pygame.Surface((64, 64), pygame.SRCALPHA)
        canvas = Canvas(surf, 1.0, (0, 0), Assets(), Fonts())
        paint_seat_mark(canvas, (32, 32), 16, i)
        masks.append(pygame.mask.from_surface(surf).count())
        assert surf.get_at((32, 32))[:3] == theme.seat_colour(i)
    assert len(set(masks)) == len(masks), masks


@pytest.mark.parametrize("palette", PALETTES)
def test_input_marks_are_apart_or_carry_a_shape(palette: str) -> None:
    """Legal (a glow), refused (a dimmed row with a cross) and focused (a wider ring): their
    shapes differ, so any pair may be near in colour; the palettes made for it keep the legal
    and the refused marks apart by colour as well."""
    p = theme.PALETTE_COLOURS[palette]
    marks = {"legal": p.legal, "illegal": p.illegal, "focus": p.focus}
    cues = {"legal": "glow", "illegal": "cross", "focus": "wide ring"}
    close = too_close(marks)
    assert all(cues[a] != cues[b] for a, b, _, _ in close), close
    if palette in COLOUR_SAFE:
        assert not [c for c in close if {c[0], c[1]} == {"legal", "illegal"}], close


def test_review_labels_are_apart_or_carry_words_and_signs() -> None:
    """Every label's chip says its name; on the chart a costly decision's mark carries a sign."""
    close = too_close(dict(LABEL_COLOURS))
    assert set(LABEL_KEYS) == set(LABEL_COLOURS)
    for a, b, _, _ in close:
        assert LABEL_KEYS[a] != LABEL_KEYS[b]
        if a in MISTAKES and b in MISTAKES:
            assert LABEL_SIGNS[a] != LABEL_SIGNS[b], (a, b)
    assert set(LABEL_SIGNS) == set(MISTAKES)
    assert len(set(LABEL_SIGNS.values())) == len(LABEL_SIGNS)


CHART_SEATS = 4
CHART_LABELS = ("good", "inaccuracy", "mistake", "blunder")


def _decision(number: int, seat: int, label: str) -> DecisionReview:
    expected = tuple(float(10 + 12 * s + 3 * number) for s in range(CHART_SEATS))
    return DecisionReview(
        index=2 * number + 1,
        number=number,
        seat=seat,
        round=1,
        played="x",
        best="x",
        loss=0.0,
        label=label,
        reasons=(),
        expected=expected,
        candidates=(),
        iterations=0,
    )


@pytest.mark.parametrize("palette", PALETTES)
def test_the_review_chart_as_drawn_keeps_seats_and_labels_apart(palette: str) -> None:
    """The chart painted in a palette: each seat's line ends in the seat's shape in the seat's
    colour, each costly decision's mark in its label's colour with its sign; the colours read
    back off the painted chart are apart, or the shapes and signs differ."""
    pygame.init()
    decisions = [
        _decision(n, n % CHART_SEATS, CHART_LABELS[n % len(CHART_LABELS)]) for n in range(8)
    ]
    finals = [40 + 12 * s for s in range(CHART_SEATS)]
    chart = ReviewChart(
        pygame.FRect(0, 0, 800, 400),
        20,
        lambda: decisions,
        finals,
        list(range(CHART_SEATS)),
        lambda: None,
        lambda _n: None,
        lambda: True,
    )
    surf = pygame.Surface((800, 400))
    try:
        theme.use_palette(palette)
        chart.draw(Canvas(surf, 1.0, (0, 0), Assets(), Fonts()), False)
        top = chart.top_score()
        seats: dict[str, RGB] = {}
        for s in range(CHART_SEATS):
            end = (chart.x_of(chart.moves), chart.y_of(finals[s], top))
            seats[f"seat {s}"] = surf.get_at((round(end[0]), round(end[1])))[:3]
            assert seats[f"seat {s}"] == theme.seat_colour(s)
        labels: dict[str, RGB] = {}
        for d in decisions:
            if d.label in MISTAKES:
                x, y = chart.x_of(d.index), chart.y_of(d.expected[d.seat], top)
                # Inside the mark, left of its sign.
                labels[d.label] = surf.get_at((round(x - MARK * 0.75), round(y)))[:3]
                assert labels[d.label] == LABEL_COLOURS[d.label]
    finally:
        theme.use_palette(PALETTES[0])
    close = too_close(seats)
    assert all(theme.seat_shape(int(a[5:])) != theme.seat_shape(int(b[5:])) for a, b, _, _ in close)
    if palette in COLOUR_SAFE:
        assert not close, close
    assert all(LABEL_SIGNS[a] != LABEL_SIGNS[b] for a, b, _, _ in too_close(labels))


def test_a_palette_switch_recolours_the_marks_and_back() -> None:
    assert tuple(theme.PALETTE_COLOURS) == PALETTES  # one entry per palette of the settings
    try:
        theme.use_palette("safe")
        assert theme.PALETTE_COLOURS["safe"].legal == theme.LEGAL
        assert theme.seat_colour(0) == theme.PALETTE_COLOURS["safe"].seats[0]
        theme.use_palette("no such palette")
        assert theme.palette().name == PALETTES[0]
    finally:
        theme.use_palette(PALETTES[0])
    assert theme.LEGAL == theme.PALETTE_COLOURS["default"].legal == (120, 232, 160)


def test_the_colours_row_switches_the_palette_of_an_open_table_and_is_kept(
    tmp_path: Path,
) -> None:
    """Settings → Colours by clicks, from a table's pause menu: the table behind is drawn in
    the new palette at once (tiles and seats), and the choice survives a restart."""
    first = open_app(tmp_path)
    try:
        table = first.start_table(session_for("summer-pavilion", "pp", seed=3))
        first.settle()
        lay = table.layout
        f = next(i for i, tiles in enumerate(table.view.factories) if tiles)
        spot = first.screen(lay.factory_tile(f, 0).center)
        first.app.render()
        before = pygame.display.get_surface().get_at(spot)
        first.key(pygame.K_ESCAPE)  # the pause menu
        press(first, "Settings")
        scene = first.top
        assert isinstance(scene, SettingsScene)
        colours = show_row(first, scene, "settings.colours")
        assert isinstance(colours, Selector) and colours.value == "default"
        first.click((colours.rect.right - 10, colours.rect.centery))  # the › half
        assert first.app.services.settings.palette == "safe"
        first.key(pygame.K_ESCAPE)
        first.key(pygame.K_ESCAPE)
        first.settle()
        assert first.top is table
        first.app.render()
        assert pygame.display.get_surface().get_at(spot) != before
        assert theme.seat_colour(0) == theme.PALETTE_COLOURS["safe"].seats[0]
        crash(first)
    finally:
        theme.use_palette(PALETTES[0])
    second = open_app(tmp_path)
    try:
        assert second.app.services.settings.palette == "safe"
        second.app.render()
        assert theme.palette().name == "safe"  # the app draws in it
    finally:
        second.close()
        theme.use_palette(PALETTES[0])
