"""Every dynamic string, filled with the worst realistic values, fits the box it is drawn in.

The real app is driven (1280×720, en/hu/fi) through the screens that show parameterised text:
status lines, the base table's selection preview and move log (with its hover sentence), the
round summary, the score tooltip, a toast, the end screen with a shared victory, and Summer
Pavilion's take preview, placement panel (a placement completing two structures), bonus panel,
pass dialog and space tooltip. While it draws, the translator fills every placeholder with the
worst value a game can give it: the longest seat name the setup allows, the widest colour name
of the rule set, two-digit counts, line 5, several winners joined as the end screen joins them.

What "fits" means comes from the drawing code itself: a line drawn with a ``max_width`` must
not have been shortened (the canvas records what it had to cut), a line the drawer shrinks must
stay at a legible size, every line stays inside the window, and a line that starts inside a
panel (the phase-2 decision panel, the take preview, the move log) stays inside it.

The last test puts back the Hungarian ``pavilion.take_what`` and ``pavilion.completes`` of
commit 211f2cf and checks that the same check rejects the second (the first fits since the take
preview gives the wild tile a row of its own) and a ``pavilion.take_wild`` made too long for
the take preview: the test can fail.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from functools import partial
from pathlib import Path
from typing import Any

import pygame
import pytest
from pavilion.helpers import position  # tests/pavilion (pytest puts tests/ on the path)
from ui.driver import Driver, make_app  # tests/ui

from azul.domain.session import GameSession, GameSetup, Seat
from azul.domain.settings import PERSON
from azul.engine.base_game import FLOOR, decode_move
from azul.engine.pavilion_game import PLACE
from azul.i18n import LANGUAGES, Translator
from azul.ui import canvas as canvas_module
from azul.ui.canvas import TextDrawn
from azul.ui.families.base.paint import describe_log_move
from azul.ui.families.base.steps import score_badge
from azul.ui.families.pavilion import decisions as dec
from azul.ui.families.pavilion.pass_dialog import PassDialog
from azul.ui.kits import make_table
from azul.ui.scenes.end import EndScene
from azul.ui.scenes.setup import SetupScene
from azul.ui.table.log import MIN_TEXT, log_cells, log_rows
from azul.ui.widgets import TextField

SIZE = (1280, 720)
# Realistic long names; each is cut to the setup's name limit (read from its name fields).
LONG_NAMES = ("Annamária Kovács", "Maximilian Wolff", "Wilhelmina Marja", "Bartholomew Kent")
WINNERS = 3  # "several winners": a three-way shared victory
COUNT = 20  # a two-digit count (tiles taken, tiles owed, points of a move)
SCORE = 120  # a three-digit score (end of game)
# Placeholders holding a number, with their worst realistic value (others get COUNT).
NUMBERS = {
    "line": 5,
    "row": 5,
    "column": 5,
    "col": 5,
    "source": 9,
    "factory": 9,
    "value": 6,
    "limit": 4,
    "rounds": 6,
    "score": SCORE,
    "mine": SCORE,
    "theirs": SCORE,
}
# The smallest size a drawer may shrink a line to: the move log's own floor (design px).
LEGIBLE = MIN_TEXT


@dataclass
class Seen:
    """Every line drawn while the worst-case translator was in place, by screen."""

    language: str
    lines: list[tuple[str, TextDrawn]] = field(default_factory=list)
    keys: set[str] = field(default_factory=set)
    said: dict[str, str] = field(default_factory=dict)  # translated text -> its key
    boxes: list[tuple[str, pygame.FRect]] = field(default_factory=list)


def name_limit(driver: Driver) -> int:
    """The longest seat name the setup screen accepts (its name fields' limit)."""
    setup = SetupScene(driver.app)
    driver.app.stack.push(setup)
    driver.pump()
    # The name fields take letters (the seed field only digits).
    fields = setup.widgets.widgets
    limits = [w.max_len for w in fields if isinstance(w, TextField) and w.allowed("a")]
    driver.app.stack.pop()
    assert limits, "the setup shows no name field"
    return min(limits)


class WorstCase:
    """Fills a template's placeholders with the worst values the game can give them."""

    def __init__(self, text: Translator, names: list[str], colours: list[str], grey: bool) -> None:
        self.text = text
        self.grey = grey  # grey star boards name their stars by place, coloured ones by colour
        self.names = names
        self.colours = colours  # catalog keys of the rule set's colours
        self.t_real = text.t
        self.tn_real = text.tn

    def words(self, keys: list[str]) -> list[str]:
        return [self.t_real(k) for k in keys]

    def candidates(self, name: str, value: Any) -> list[Any] | None:
        """The values worth trying for a placeholder, or None to keep the drawer's value."""
        if isinstance(value, bool):
            return None
        if isinstance(value, int):
            return [NUMBERS.get(name, COUNT)]
        if not isinstance(value, str):
            return None
        colours = self.words([f"colour.{c}" for c in self.colours])
        if value in colours:
            # The wild colour is never the colour taken with it: it gets the second widest.
            return sorted(colours, key=len)[:-1] if name == "wild" else colours
        if value in self.names:
            return [max(self.names, key=len)]
        if name == "names":
            return [", ".join(self.names[:WINNERS])]
        groups = [
            self.words([f"pavilion.structure.{k}" for k in ("pillar", "statue", "window")]),
            self.words([f"discard.{k}" for k in ("lid", "set-aside", "storage")]),
            self.words(["pavilion.star_centre"])
            + (
                self.words([f"pavilion.star_at.{i}" for i in range(6)])
                if self.grey
                else [self.t_real("pavilion.star_colour", colour=c) for c in colours]
            ),
        ]
        for group in groups:
            if value in group:
                return group
        return None

    def fill(self, key: str, values: dict[str, Any]) -> dict[str, Any]:
        """The values with each known placeholder set to its widest candidate."""
        entry = self.text.catalog(self.text.language).get(key)
        templates = [entry] if isinstance(entry, str) else list((entry or {}).values())
        out = dict(values)
        for name, value in values.items():
            options = self.candidates(name, value)
            if not options:
                continue

            def width(option: Any, name: str = name) -> int:
                trial = {**out, name: option}
                return max((len(self.text._format(t, trial)) for t in templates), default=0)

            out[name] = max(options, key=width)
        return out


@contextmanager
def worst_case(driver: Driver, seen: Seen, colours: list[str]) -> Iterator[None]:
    """The app's translator fills every placeholder with its worst value for the duration."""
    text = driver.app.services.text
    table = driver.table()
    assert table is not None
    names = [s.name for s in table.session.setup.seats]
    spec = getattr(table.session.ruleset, "spec", None)
    worst = WorstCase(text, names, colours, bool(getattr(spec, "grey", False)))

    def t(key: str, **values: Any) -> str:
        out = worst.t_real(key, **worst.fill(key, values))
        if values:
            seen.keys.add(key)
            seen.said[out] = key
        return out

    def tn(key: str, n: int, **values: Any) -> str:
        filled = worst.fill(key, {"n": n, **values})
        count = filled.pop("n")
        out = worst.tn_real(key, count, **filled)
        seen.keys.add(key)
        seen.said[out] = key
        return out

    text.t = t  # type: ignore[method-assign]
    text.tn = tn  # type: ignore[method-assign]
    try:
        yield
    finally:
        del text.t
        del text.tn


def snap(driver: Driver, seen: Seen, screen: str, *boxes: pygame.FRect | None) -> None:
    """Render the whole stack afresh and keep every line drawn (and the panels to stay in)."""
    drawn: list[TextDrawn] = []
    canvas_module.text_observers.append(drawn.append)
    try:
        driver.app._layers.clear()  # cached layers would skip their text
        driver.app.dirty = True
        driver.app.render()
    finally:
        canvas_module.text_observers.remove(drawn.append)
    seen.lines += [(screen, d) for d in drawn]
    seen.boxes += [(screen, pygame.FRect(b)) for b in boxes if b is not None]


def keys_of(seen: Seen, line: str) -> str:
    """The catalog key(s) a drawn line came from (a line may join two translations)."""
    if line in seen.said:
        return seen.said[line]
    parts = sorted({k for text, k in seen.said.items() if len(text) > 3 and text in line})
    return "+".join(parts) or "(not a translation)"


def problems(seen: Seen) -> list[str]:
    """Every line that does not fit, named by screen and catalog key."""
    window = pygame.FRect(0, 0, 1920, 1080).inflate(2, 2)
    out = []
    for screen, d in seen.lines:
        where = f"{seen.language} {screen}: {keys_of(seen, d.asked)} {d.asked!r}"
        if d.shown != d.asked:
            out.append(f"{where} cut to {d.shown!r} (box {d.max_width:.0f} px at {d.size:.0f})")
        elif d.size < LEGIBLE:
            out.append(f"{where} shrunk to {d.size:.1f} px (legible: {LEGIBLE})")
        elif not window.contains(d.rect):
            out.append(f"{where} leaves the window")
        for name, box in seen.boxes:
            inside = box.inflate(2, 2).contains(d.rect)
            if name == screen and box.collidepoint(d.rect.center) and not inside:
                out.append(f"{where} runs out of its panel ({d.rect.w:.0f} of {box.w:.0f} px)")
    return out


# --- the screens ----------------------------------------------------------------------------


def long_seats(driver: Driver, players: int) -> tuple[Seat, ...]:
    """Seats named with the longest names the setup allows."""
    limit = name_limit(driver)
    return tuple(Seat(LONG_NAMES[i][:limit], i, PERSON, "") for i in range(players))


def base_screens(driver: Driver, seen: Seen) -> None:
    """Azul, four people: a selection over a line, the log with a row pointed at, a toast,
    the score tooltip, the round summary, then the end screen with a shared victory."""
    session = GameSession.start(GameSetup("azul", long_seats(driver, 4), 5, 0))
    table = driver.start_table(session)
    rng = random.Random(2)
    for _ in range(6):
        table.play(rng.choice(sorted(table.state.legal_moves())))
        driver.settle()
    colours = list(session.ruleset.colours)
    with worst_case(driver, seen, colours):
        draft = next(
            m
            for m in sorted(table.state.legal_moves())
            if decode_move(m)[0] == "draft" and decode_move(m)[3] != FLOOR
        )
        _, source, colour, line = decode_move(draft)
        table.select(source, colour)
        geo = table.layout.boards[table.state.current_player]
        driver.move(geo.line_rect(line).center)
        snap(driver, seen, "azul-selected", table.layout.log_rect())
        log = table.layout.log_rect()
        rows = log_rows(session, partial(describe_log_move, table))
        cells, _, _ = log_cells(log, rows, 0, len(session.setup.seats))
        driver.move(next(r for r, row in cells if row.move is not None).center)
        snap(driver, seen, "azul-log")  # the hover sentence floats over the panel
        table.cancel()
        driver.move(score_badge(table.layout.boards[0]).center)
        driver.app.toast(driver.app.services.t("toast.screenshot_saved", name="azul.png"))
        snap(driver, seen, "azul-tip")
        finish_round(driver, table)
        snap(driver, seen, "azul-summary")
    end_screen(driver, seen, "azul", colours)


def finish_round(driver: Driver, table: Any) -> None:
    """Play the round out; the last move arms the round summary, which is left up."""
    start = table.state.round
    settings = driver.app.services.settings
    while True:
        move = sorted(table.state.legal_moves())[0]
        after = table.state.apply(move)
        last = after.round != start or after.is_over
        if last:
            settings.animation_speed = "normal"  # an instant table shows no summary
        table.play(move)
        if last:
            break
        driver.settle()
    for _ in range(400):
        driver.step(0.05)
        if table.summary.active:
            return
    raise AssertionError("the round summary did not come up")


def end_screen(driver: Driver, seen: Seen, ruleset: str, colours: list[str]) -> None:
    """The end screen of a finished game whose first three seats share the victory."""
    session = GameSession.start(GameSetup(ruleset, long_seats(driver, 4), 11, 0))
    rng = random.Random(11)
    while not session.state.is_over:
        session.play(rng.choice(session.state.legal_moves()))
    end_table = make_table(driver.app, session)
    driver.app.stack.reset(end_table)
    driver.pump()
    end_table.end_shown = True
    end = EndScene(driver.app, end_table)
    driver.app.stack.push(end)
    driver.pump()
    state = session.state
    shared = list(range(WINNERS))
    original = type(state).winners
    type(state).winners = lambda self: shared  # type: ignore[method-assign]
    try:
        with worst_case(driver, seen, colours):
            snap(driver, seen, f"{ruleset}-end")
    finally:
        type(state).winners = original  # type: ignore[method-assign]


def two_structures(seats: tuple[Seat, ...]) -> GameSession:
    """Summer Pavilion, placing: blue on b2 completes a pillar and a statue at once."""
    state = position(
        players=len(seats),
        hands={0: {"b": 7, "o": 6, "p": 4}, 1: {"g": 5, "r": 3, "y": 2}},
        spaces={0: {"b3": "b", "c2": "o", "c3": "y", "b1": "b", "y3": "y", "y4": "y"}},
        supply="ppoybrpgoy",
    )
    session = GameSession.start(GameSetup("summer-pavilion", seats, 5, 0))
    session.states = [state]
    return session


def pavilion_screens(driver: Driver, seen: Seen) -> None:
    """Summer Pavilion, four people: the take preview, a placement completing two structures,
    the bonus panel, a space's tooltip, the pass dialog and the end screen."""
    seats = long_seats(driver, 4)
    session = GameSession.start(GameSetup("summer-pavilion", seats, 5, 0))
    table = driver.start_table(session)
    colours = list(session.ruleset.colours)
    with worst_case(driver, seen, colours):
        # A factory: the preview shows a tile count and the wild tile that comes with it.
        source, colour = next(
            (s, c)
            for s, c in table.view.groups(table.view.wild)
            if s >= 0 and dec.take_preview(table.state, s, c).wild  # type: ignore[union-attr]
        )
        table.select(source, colour)
        snap(driver, seen, "pavilion-take", table.panel_rect())
        table.cancel()

    table = driver.start_table(two_structures(seats))
    with worst_case(driver, seen, colours):
        assert table.state.phase == PLACE
        b2 = 2 * 6 + 1
        assert table.choose_space(b2)
        pay = table.choice().payment
        assert pay is not None and len(pay.structures) == 2
        snap(driver, seen, "pavilion-place", table.layout.ring_rect())
        board = table.layout.boards[0]
        driver.move(board.space_centre(0))  # a covered space's neighbour: its cost tooltip
        snap(driver, seen, "pavilion-tooltip")
        assert table.confirm_place()
        driver.settle()
        snap(driver, seen, "pavilion-bonus", table.layout.ring_rect())
        table.play_moves(dec.bonus_moves(table.state, [0, 0, 1]))
        driver.settle()
        table.open_pass()
        driver.pump()
        assert isinstance(driver.top, PassDialog)
        snap(driver, seen, "pavilion-pass")
        driver.app.stack.pop()
    end_screen(driver, seen, "summer-pavilion", colours)


def visit(language: str, tmp: Path, screens: Callable[[Driver, Seen], None]) -> Seen:
    """Draw the screens in one language and keep what was drawn."""
    driver = make_app(tmp, size=SIZE)
    seen = Seen(language)
    try:
        driver.app.services.text.set_language(language)
        screens(driver, seen)
    finally:
        driver.close()
    return seen


# Keys each visit must have drawn, so that a screen that quietly stops showing them is noticed.
BASE_KEYS = {
    "status.place",
    "preview.to_line",
    "log.seat_move",
    "scoring.tip_title",
    "toast.screenshot_saved",
    "scoring.summary_title",
    "end.shared",
    "end.subtitle",
}
PAVILION_KEYS = {
    "pavilion.status_take",
    "pavilion.take_what",
    "pavilion.take_wild",
    "pavilion.space_title",
    "pavilion.completes",
    "pavilion.points",
    "pavilion.status_bonus",
    "pavilion.bonus_help",
    "pavilion.bonus_count",
    "pavilion.pass_help",
    "pavilion.kept_count",
    "end.shared",
}


@pytest.fixture(scope="module", params=LANGUAGES)
def base_seen(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> Seen:
    return visit(request.param, Path(tmp_path_factory.mktemp("base")), base_screens)


@pytest.fixture(scope="module", params=LANGUAGES)
def pavilion_seen(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> Seen:
    return visit(request.param, Path(tmp_path_factory.mktemp("pavilion")), pavilion_screens)


def test_the_base_table_drew_every_dynamic_string(base_seen: Seen) -> None:
    assert BASE_KEYS - base_seen.keys == set()


def test_the_pavilion_table_drew_every_dynamic_string(pavilion_seen: Seen) -> None:
    assert PAVILION_KEYS - pavilion_seen.keys == set()


def test_worst_case_strings_fit_on_the_base_table(base_seen: Seen) -> None:
    assert problems(base_seen) == []


def test_worst_case_strings_fit_on_the_pavilion_table(pavilion_seen: Seen) -> None:
    assert problems(pavilion_seen) == []


# The Hungarian values of commit 211f2cf, which ran out of the take preview and the panel.
OLD_HU = {
    "pavilion.take_what": {"one": "{n} {colour} csempe", "other": "{n} {colour} csempe"},
    "pavilion.completes": {
        "one": "Befejez egy {kind:accusative}: +{n} bónuszcsempe",
        "other": "Befejez egy {kind:accusative}: +{n} bónuszcsempe",
    },
}


# A wild tile's row too long for the take preview (the old take_what fits there now).
LONG_HU_WILD = {"pavilion.take_wild": "+ 1 {wild} dzsókercsempe is a kezedbe kerül"}


def test_the_check_rejects_the_old_hungarian_completes_and_a_long_take(tmp_path: Path) -> None:
    def screens(driver: Driver, seen: Seen) -> None:
        driver.app.services.text.catalog("hu").update({**OLD_HU, **LONG_HU_WILD})
        pavilion_screens(driver, seen)

    found = problems(visit("hu", tmp_path, screens))
    assert any("pavilion.take_wild" in p and "pavilion-take" in p for p in found), found
    assert any("pavilion.completes" in p and "pavilion-place" in p for p in found), found
    assert all("pavilion.take_wild" in p or "pavilion.completes" in p for p in found), found
