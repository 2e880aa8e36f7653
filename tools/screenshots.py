"""Retake the screenshots in docs/screenshots/ from the real app, headless and reproducible.

Every shot starts a fresh app (the same services as the game, a fake clock, SDL's dummy video
driver), brings it to a position by playing seeded moves through the engine and real pygame
events, lets the animations finish and saves the window. Run from the repository root:

    .venv/bin/python tools/screenshots.py            # every shot
    .venv/bin/python tools/screenshots.py table-hu   # the named shots only
    .venv/bin/python tools/screenshots.py --list
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))  # the tests' shared helpers import as `support`

import colorspacious  # noqa: E402
import numpy as np  # noqa: E402
import pygame  # noqa: E402
from support.persistence import open_app  # noqa: E402
from support.practice import open_practice, open_practice_menu  # noqa: E402
from support.review import from_records, run_until  # noqa: E402

from azul import resources  # noqa: E402
from azul.ai.levels import make_player  # noqa: E402
from azul.ai.review import ReviewSettings  # noqa: E402
from azul.domain.session import GameSession, GameSetup, Seat  # noqa: E402
from azul.domain.settings import PALETTES  # noqa: E402
from azul.engine import Setup  # noqa: E402
from azul.engine.pavilion_moves import CENTRE  # noqa: E402
from azul.engine.pavilion_moves import decode_move as decode_pavilion_move  # noqa: E402
from azul.storage import GameSnapshot, Storage, StoragePaths  # noqa: E402
from azul.storage.practice_store import save_practice  # noqa: E402
from azul.ui import controller, router  # noqa: E402
from azul.ui.families.pavilion import decisions as dec  # noqa: E402
from azul.ui.scenes import review as review_scene  # noqa: E402
from azul.ui.scenes.table import TableScene  # noqa: E402
from tests.ui import ui_size_scenes as screens  # noqa: E402
from tests.ui.driver import Driver, make_app  # noqa: E402

OUT = Path(os.environ.get("AZUL_SHOTS", ROOT / "docs" / "screenshots"))
FULL_HD = (1920, 1080)
SMALL = (1280, 720)
FRAME = 1 / 30
SETTLE_SECONDS = 8.0  # animations and computer moves finish within this (fake) time
PAD_ID = 30  # the instance id the tool's pretend controller gets
DPAD_RIGHT = pygame.CONTROLLER_BUTTON_DPAD_RIGHT
HINT_WAIT = 30.0  # real seconds the hint may take on a busy machine
NAMES = ("Anna", "Bence", "Csilla", "Dani")


def _app(
    size: tuple[int, int], language: str, speed: str = "instant", ui_size: int = 100
) -> Driver:
    d = make_app(Path(tempfile.mkdtemp(prefix="azul-shots-")), size=size, speed=speed)
    services = d.app.services
    services.settings.language = language
    services.settings.ui_size = ui_size
    services.text.set_language(language)
    d.pump()
    return d


def _run(d: Driver, seconds: float = SETTLE_SECONDS) -> None:
    for _ in range(round(seconds / FRAME)):
        d.step(FRAME)


def _save(d: Driver, name: str) -> Path:
    d.app._layers.clear()
    d.app.dirty = True
    d.app.render()
    path = OUT / f"{name}.png"
    pygame.image.save(pygame.display.get_surface(), str(path))
    return path


def _session(ruleset: str, players: int, seed: int, people: int = 1) -> GameSession:
    seats = tuple(
        Seat(NAMES[i], i, "person" if i < people else "computer", "medium") for i in range(players)
    )
    return GameSession.start(GameSetup(ruleset, seats, seed, 0))


def _advance(session: GameSession, until: Callable[[Any], bool], seed: int = 7) -> None:
    """Play Medium's moves for every seat until the position satisfies `until`."""
    bots = [make_player("medium", seed + i) for i in range(session.state.players)]
    for _ in range(2000):
        state = session.state
        if until(state) or state.is_over:
            return
        session.play(bots[state.current_player].choose(state))
    raise RuntimeError("position not reached")


def _table(d: Driver, session: GameSession) -> TableScene:
    table = d.start_table(session)
    _run(d, 2.0)
    return table


def _round(n: int) -> Callable[[Any], bool]:
    def reached(state: Any) -> bool:
        return bool(state.round >= n and state.current_player == 0)

    return reached


def table_shot(
    name: str,
    ruleset: str,
    players: int,
    seed: int,
    language: str = "en",
    round_no: int = 3,
    size: tuple[int, int] = FULL_HD,
    ui_size: int = 100,
) -> Callable[[], Path]:
    """A table mid-game: `round_no` reached, the person (seat 1) to move."""

    def take() -> Path:
        d = _app(size, language, ui_size=ui_size)
        session = _session(ruleset, players, seed)
        _advance(session, _round(round_no))
        _table(d, session)
        return _save(d, name)

    return take


def title_shot(
    name: str, language: str, size: tuple[int, int] = FULL_HD, ui_size: int = 100
) -> Callable[[], Path]:
    """The title screen."""

    def take() -> Path:
        d = _app(size, language, ui_size=ui_size)
        _run(d, 1.0)
        return _save(d, name)

    return take


def scene_shot(
    name: str,
    scene: router.Route[...],
    language: str = "en",
    size: tuple[int, int] = FULL_HD,
    ui_size: int = 100,
    **kw: Any,
) -> Callable[[], Path]:
    """A screen opened from the title by its router name."""

    def take() -> Path:
        d = _app(size, language, ui_size=ui_size)
        top = d.top
        assert top is not None
        d.app.stack.push(top.make_scene(scene, **kw))
        _run(d, 1.0)
        return _save(d, name)

    return take


def controls_shot(
    name: str, language: str = "en", size: tuple[int, int] = SMALL, ui_size: int = 100
) -> Callable[[], Path]:
    """The Controls screen (from Settings) after the player moved the Hint to J and then tried
    to give the Floor line Undo's key U: the refusal names Undo."""

    def take() -> Path:
        d = _app(size, language, ui_size=ui_size)
        top = d.top
        assert top is not None
        d.app.stack.push(top.make_scene(router.SETTINGS))
        d.pump()
        d.app.stack.push(top.make_scene(router.CONTROLS))
        d.pump()
        for key in (pygame.K_DOWN,) * 5 + (pygame.K_RETURN, pygame.K_j):  # the Hint's key: J
            d.key(key)
        for key in (pygame.K_DOWN,) * 4 + (pygame.K_RETURN, pygame.K_u):  # the floor: U, taken
            d.key(key)
        _run(d, 1.0)
        return _save(d, name)

    return take


def hint_shot(name: str, ruleset: str, seed: int) -> Callable[[], Path]:
    """The Hint shown on a person's turn."""

    def take() -> Path:
        d = _app(FULL_HD, "en")
        session = _session(ruleset, 2, seed)
        _advance(session, _round(2))
        table = _table(d, session)
        d.key(pygame.K_h)
        deadline = time.monotonic() + HINT_WAIT
        while table.hint_move is None and time.monotonic() < deadline:
            d.step(FRAME)  # the hint is thought out in the background (real time)
            time.sleep(0.01)
        _run(d, 1.0)
        return _save(d, name)

    return take


def summary_shot(name: str, ruleset: str, seed: int) -> Callable[[], Path]:
    """The round summary after the first round (Normal speed, the scoring skipped)."""

    def take() -> Path:
        d = _app(FULL_HD, "en", speed="normal")
        session = _session(ruleset, 2, seed)
        _advance(session, lambda s: s.round == 1 and len(s.legal_moves()) <= 2)
        table = _table(d, session)
        bot = make_player("medium", 3)
        while table.state.round == 1 and table.state.current_player == 0:
            d.play_move(bot.choose(table.state))
            _run(d, 2.0)
        for _ in range(600):
            if table.summary.active:
                break
            d.step(FRAME)
        _run(d, 0.5)
        return _save(d, name)

    return take


def position_shot(
    name: str, ruleset: str, players: int, seed: int, until: Callable[[Any], bool]
) -> Callable[[], Path]:
    """A table at the first position (seat 1 to move) that satisfies `until`."""

    def take() -> Path:
        d = _app(FULL_HD, "en")
        session = _session(ruleset, players, seed)
        _advance(session, lambda s: bool(until(s) and s.current_player == 0))
        _table(d, session)
        return _save(d, name)

    return take


def place_shot(
    name: str, language: str, ui_size: int, size: tuple[int, int] = SMALL
) -> Callable[[], Path]:
    """Summer Pavilion's phase 2 (the "Place a tile" panel) with seat 1 to move."""

    def take() -> Path:
        d = _app(size, language, ui_size=ui_size)
        session = _session("summer-pavilion", 2, 36)
        _advance(
            session, lambda s: bool(s.phase == "place" and s.round > 1 and s.current_player == 0)
        )
        _table(d, session)
        return _save(d, name)

    return take


def _take_choice(state: Any, centre: bool) -> tuple[int, int] | None:
    """The take a preview shot shows: from the centre (its first take, with a wild tile: the
    marker and its penalty too) or the factory take with the wild tile and the most tiles."""
    options = []
    for move in state.legal_moves():
        _, source, colour, _, _ = decode_pavilion_move(move)
        pv = dec.take_preview(state, source, colour)
        if pv is not None and (source == CENTRE) == centre:
            options.append((pv.marker, pv.wild, pv.total, source, colour))
    if not options:
        return None
    best = max(options)
    if centre and not (best[0] and best[1]):
        return None
    return best[3], best[4]


def take_preview_shot(
    name: str,
    players: int,
    seed: int,
    language: str = "en",
    size: tuple[int, int] = FULL_HD,
    ui_size: int = 100,
    centre: bool = False,
) -> Callable[[], Path]:
    """Summer Pavilion's take preview: seat 1 clicks a colour on a factory (or, the first
    time this round, in the centre) with the mouse, round 2 or later."""

    def take() -> Path:
        d = _app(size, language, ui_size=ui_size)
        session = _session("summer-pavilion", players, seed)

        def ready(state: Any) -> bool:
            return bool(
                state.round >= 2
                and state.phase == "draft"
                and state.current_player == 0
                and _take_choice(state, centre) is not None
            )

        _advance(session, ready)
        table = _table(d, session)
        choice = _take_choice(table.state, centre)
        assert choice is not None
        source, colour = choice
        lay = table.layout
        point = lay.group_tile(table.view.factories, CENTRE, source, colour).center
        d.click(point)
        d.move((point[0], point[1] + lay.tile))  # the pointer off the tile: no tooltip over it
        _run(d, 1.0)
        return _save(d, name)

    return take


def screen_shot(name: str, opener: str, language: str = "en") -> Callable[[], Path]:
    """A screen as the size tests open it (replays, review, pass dialog, lists), at 1280×720
    with saved and finished games on disk."""

    def take() -> Path:
        d = screens.stocked_app(Path(tempfile.mkdtemp(prefix="azul-shots-")), language, 100)
        screens.SCENES[opener](d)
        _run(d, 1.0)
        return _save(d, name)

    return take


REVIEW_SHOT = ReviewSettings(iterations=100)  # a small budget: the shot waits for it


def review_lines_shot(
    name: str, ruleset: str, players: int, seed: int, step: int, language: str = "en"
) -> Callable[[], Path]:
    """The review at 1280×720: a game of Medium seats recorded and reviewed (a small budget),
    its first costly decision chosen, and both lines of it at ``step`` (0: the lines closed,
    the summary with the key moments and the luck beside the decision)."""

    def take() -> Path:
        root = Path(tempfile.mkdtemp(prefix="azul-shots-"))
        state = Setup(ruleset, players, seed).new_state()
        bots = [make_player("medium", seed + i) for i in range(players)]
        moves = []
        while not state.is_over:
            move = bots[state.current_player].choose(state)
            moves.append(state.format_move(move))
            state = state.apply(move)
        seats = tuple(Seat(NAMES[i], i, "person") for i in range(players))
        snapshot = GameSnapshot(seats, Setup(ruleset, players, seed), tuple(moves))
        assert Storage(StoragePaths.under(root)).record_finished_game(snapshot).record.ok
        review_scene.SETTINGS = REVIEW_SHOT
        d = open_app(root)
        scene = from_records(d)
        run_until(d, lambda: scene.run.done, limit=600.0)
        d.step(0.0)
        services = d.app.services
        services.settings.language = language
        services.text.set_language(language)
        d.key(pygame.K_HOME)
        d.key(pygame.K_n)
        if step:
            d.key(pygame.K_l)
            assert scene.line_view is not None
            for _ in range(step - 1):
                d.key(pygame.K_RIGHT)
        _run(d, 2.0)
        return _save(d, name)

    return take


def practice_shot(
    name: str, stage: str, language: str = "en", ruleset: str = ""
) -> Callable[[], Path]:
    """Practice at 1280×720 over the stocked finished games (saved reviews with the longest
    reasons): the list (stage "menu"), or the first position asked, nudged, found or shown
    (of a game of ``ruleset`` when given)."""

    def take() -> Path:
        d = screens.stocked_app(Path(tempfile.mkdtemp(prefix="azul-shots-")), language, 100)
        if stage == "menu":  # some progress: one position done, one to retry
            menu = open_practice_menu(d)
            paths = menu.services.persistence.storage.paths  # type: ignore[union-attr]
            ps = menu.positions
            save_practice(paths, {ps[0].key: "done", ps[2].key: "retry"})
            menu.resume()
        else:
            open_practice(d, stage, ruleset)
        _run(d, 2.0)
        return _save(d, name)

    return take


# The colour-vision views: Machado et al. 2009 at full severity (colorspacious), the same model
# tests/ui/test_palettes.py measures with.
DEFICIENCIES = (
    ("normal vision", None),
    ("protanopia", "protanomaly"),
    ("deuteranopia", "deuteranomaly"),
    ("tritanopia", "tritanomaly"),
)
VIEW_LABEL = 22  # px: the name over each quarter of a colour-vision sheet
DESIGN_CORNER = 4.0  # design px: where the pointer rests, on no target


def simulated(surface: pygame.Surface, deficiency: str | None) -> pygame.Surface:
    """The surface as a person with the deficiency (None: none) sees it."""
    if deficiency is None:
        return surface.copy()
    rgb = pygame.surfarray.array3d(surface).astype(float) / 255.0
    space = {"name": "sRGB1+CVD", "cvd_type": deficiency, "severity": 100}
    seen = np.clip(colorspacious.cspace_convert(rgb, space, "sRGB1"), 0.0, 1.0)
    return pygame.surfarray.make_surface((seen * 255.0 + 0.5).astype(np.uint8))


def cvd_sheet(shot: Path, name: str) -> Path:
    """Four quarters: the shot with normal vision and as protanopes, deuteranopes and
    tritanopes see it, each at half size, named."""
    full = pygame.image.load(str(shot))
    w, h = full.get_size()
    half = pygame.transform.smoothscale(full, (w // 2, h // 2))
    sheet = pygame.Surface((w // 2 * 2, h // 2 * 2))
    font = pygame.font.Font(str(resources.font_path(resources.FONT_BOLD)), VIEW_LABEL)
    for i, (label, deficiency) in enumerate(DEFICIENCIES):
        x, y = (i % 2) * (w // 2), (i // 2) * (h // 2)
        sheet.blit(simulated(half, deficiency), (x, y))
        text = font.render(label, True, (255, 255, 255), (20, 20, 20))
        sheet.blit(text, (x + 8, y + 8))
    path = OUT / f"{name}.png"
    pygame.image.save(sheet, str(path))
    return path


def palette_shot(ruleset: str, palette: str, seed: int, round_no: int = 2) -> Callable[[], Path]:
    """A table at 1280×720 in a palette (seat 1 to move, a colour chosen so the legal lines
    show), and its colour-vision sheet beside it."""
    name = f"palette-{palette}-{'pavilion' if ruleset == 'summer-pavilion' else ruleset}"

    def take() -> Path:
        d = _app(SMALL, "en")
        d.app.services.settings.palette = palette
        session = _session(ruleset, 3, seed)
        _advance(session, _round(round_no))
        table = _table(d, session)
        _pick_group(d, table)
        shot = _save(d, name)
        return cvd_sheet(shot, f"cvd-{name.removeprefix('palette-')}")

    return take


def _pick_group(d: Driver, table: TableScene) -> None:
    """Click the first tile that is not the wild colour (Summer Pavilion) on a factory, so its
    legal places or its take light up, then move the pointer out of the way."""
    wild = getattr(table.view, "wild", None)
    for f, tiles in enumerate(table.view.factories):
        for k, colour in enumerate(tiles):
            if colour != wild:
                d.click(table.layout.factory_tile(f, k).center)
                d.move((DESIGN_CORNER, DESIGN_CORNER))
                _run(d, 1.0)
                return


def review_palette_shot(palette: str) -> Callable[[], Path]:
    """The review (labels, chart) in a palette, and its colour-vision sheet."""

    def take() -> Path:
        d = screens.stocked_app(Path(tempfile.mkdtemp(prefix="azul-shots-")), "en", 100)
        d.app.services.settings.palette = palette
        screens.SCENES["review"](d)
        _run(d, 1.0)
        shot = _save(d, f"palette-{palette}-review")
        return cvd_sheet(shot, f"cvd-{palette}-review")

    return take


def review_first_look_shot(name: str, language: str = "en") -> Callable[[], Path]:
    """The review screen at 1280×720 as it first fills in at the default setting: the quick
    first look has labelled every decision (faded, marked "?"), the full judge has only begun."""

    def take() -> Path:
        root = Path(tempfile.mkdtemp(prefix="azul-shots-"))
        state = Setup("azul", 2, 51).new_state()
        bots = [make_player("medium", 51 + i) for i in range(2)]
        moves = []
        while not state.is_over:
            move = bots[state.current_player].choose(state)
            moves.append(state.format_move(move))
            state = state.apply(move)
        seats = tuple(Seat(NAMES[i], i, "person") for i in range(2))
        snapshot = GameSnapshot(seats, Setup("azul", 2, 51), tuple(moves))
        assert Storage(StoragePaths.under(root)).record_finished_game(snapshot).record.ok
        review_scene.SETTINGS = ReviewSettings()
        d = open_app(root)
        scene = from_records(d)
        run_until(d, lambda: len(scene.decisions) == scene.run.total, limit=600.0)
        scene.run.cancel()  # the picture is of this moment: no more verdicts come in
        services = d.app.services
        services.settings.language = language
        services.text.set_language(language)
        path = _save(d, name)
        d.close()
        return path

    return take


def end_shot(name: str, ruleset: str, players: int, seed: int) -> Callable[[], Path]:
    """The results screen after a whole game (the last move played on the table)."""

    def take() -> Path:
        d = _app(FULL_HD, "en")
        session = _session(ruleset, players, seed, people=0)
        bots = [make_player("medium", seed + i) for i in range(players)]
        _advance(session, lambda s: len(s.legal_moves()) > 0 and _last_move(s, bots))
        _table(d, session)
        _run(d, 30.0)
        return _save(d, name)

    return take


def _last_move(state: Any, bots: list[Any]) -> bool:
    """True when the move the seat to play would choose ends the game."""
    return bool(state.apply(bots[state.current_player].choose(state)).is_over)


def scoring_shot(name: str, ruleset: str, seed: int, after: float) -> Callable[[], Path]:
    """The round-end scoring, `after` seconds into it at Normal speed."""

    def take() -> Path:
        d = _app(FULL_HD, "en", speed="normal")
        session = _session(ruleset, 2, seed, people=0)
        bots = [make_player("medium", seed + i) for i in range(2)]
        start = session.state.round
        _advance(session, lambda s: s.round == start + 1 and _round_ends(s, bots))
        _table(d, session)
        _run(d, after)
        return _save(d, name)

    return take


def _round_ends(state: Any, bots: list[Any]) -> bool:
    """True when the move the seat to play would choose ends the round."""
    after = state.apply(bots[state.current_player].choose(state))
    return bool(after.round != state.round or after.is_over)


def lesson_shot(name: str, lesson: str, step: int, language: str = "en") -> Callable[[], Path]:
    """A guided lesson at a step."""

    def take() -> Path:
        d = _app(FULL_HD, language, speed="normal")
        top = d.top
        assert top is not None
        d.app.stack.push(top.make_scene(router.LESSON, lesson=lesson, step=step))
        _run(d, 20.0)
        return _save(d, name)

    return take


class _Pad:
    """A controller as SDL would open it (the tool has no real one), named as asked."""

    name = ""

    def __init__(self, index: int) -> None:
        self.index = index

    def as_joystick(self) -> Any:
        return self

    def get_instance_id(self) -> int:
        return PAD_ID + self.index

    def quit(self) -> None:
        """Nothing to close."""


def pad_shot(name: str, ruleset: str, pad_name: str, language: str = "en") -> Callable[[], Path]:
    """A table while a controller is in use: its button prompts show."""

    def take() -> Path:
        d = _app(SMALL, language)
        controller.sdl_controller.Controller = _Pad  # type: ignore[misc]
        _Pad.name = pad_name
        session = _session(ruleset, 2, 41)
        _advance(session, _round(2))
        _table(d, session)
        d.post(pygame.CONTROLLERDEVICEADDED, device_index=0)
        d.post(pygame.CONTROLLERBUTTONDOWN, instance_id=PAD_ID, button=DPAD_RIGHT)
        d.post(pygame.CONTROLLERBUTTONUP, instance_id=PAD_ID, button=DPAD_RIGHT)
        d.pump()
        _run(d, 1.0)
        return _save(d, name)

    return take


SHOTS: dict[str, Callable[[], Path]] = {
    "title": title_shot("title", "en"),
    "setup": scene_shot("setup", router.SETUP),
    "setup-hu": scene_shot("setup-hu", router.SETUP, "hu"),
    "setup-fi": scene_shot("setup-fi", router.SETUP, "fi"),
    "settings": scene_shot("settings", router.SETTINGS),
    "rules-hu": scene_shot("rules-hu", router.RULES, "hu", picker=True),
    "rules-fi": scene_shot("rules-fi", router.RULES, "fi", picker=True),
    "table-azul-2p": table_shot("table-azul-2p", "azul", 2, 11),
    "table-azul-4p": table_shot("table-azul-4p", "azul", 4, 12),
    "table-azul-grey-2p": table_shot("table-azul-grey-2p", "azul-grey", 2, 13),
    "table-azul-grey-4p": table_shot("table-azul-grey-4p", "azul-grey", 4, 14),
    "table-azul-mini-2p": table_shot("table-azul-mini-2p", "azul-mini", 2, 15),
    "table-azul-mini-4p": table_shot("table-azul-mini-4p", "azul-mini", 4, 16),
    "table-crystal-mosaic-1-2p": table_shot("table-crystal-mosaic-1-2p", "crystal-mosaic-1", 2, 17),
    "table-crystal-mosaic-1-4p": table_shot("table-crystal-mosaic-1-4p", "crystal-mosaic-1", 4, 18),
    "table-crystal-mosaic-2-3p": table_shot("table-crystal-mosaic-2-3p", "crystal-mosaic-2", 3, 19),
    "table-azul-3p": table_shot("table-azul-3p", "azul", 3, 20),
    "table-hu": table_shot("table-hu", "azul", 2, 21, "hu"),
    "table-fi": table_shot("table-fi", "azul", 3, 22, "fi"),
    "pavilion-2p-phase1": table_shot("pavilion-2p-phase1", "summer-pavilion", 2, 23, round_no=2),
    "pavilion-3p": table_shot("pavilion-3p", "summer-pavilion", 3, 24, round_no=3),
    "pavilion-4p-phase1": table_shot("pavilion-4p-phase1", "summer-pavilion", 4, 25, round_no=3),
    "pavilion-hu": table_shot("pavilion-hu", "summer-pavilion", 2, 26, "hu", round_no=4),
    "pavilion-fi": table_shot("pavilion-fi", "summer-pavilion", 2, 27, "fi", round_no=4),
    "hint-azul": hint_shot("hint-azul", "azul", 31),
    "hint-pavilion": hint_shot("hint-pavilion", "summer-pavilion", 32),
    "round-summary": summary_shot("round-summary", "azul", 33),
    "scoring-run": scoring_shot("scoring-run", "azul", 34, 2.0),
    "pavilion-scoring": scoring_shot("pavilion-scoring", "summer-pavilion", 35, 2.5),
    "pavilion-2p-phase2": position_shot(
        "pavilion-2p-phase2", "summer-pavilion", 2, 36, lambda s: s.phase == "place" and s.round > 1
    ),
    "pavilion-4p-phase2": position_shot(
        "pavilion-4p-phase2", "summer-pavilion", 4, 37, lambda s: s.phase == "place" and s.round > 2
    ),
    "end": end_shot("end", "azul", 2, 38),
    "pavilion-end": end_shot("pavilion-end", "summer-pavilion", 2, 39),
    "lesson-azul-1": lesson_shot("lesson-azul-1", "azul", 3),
    "lesson-azul-2": lesson_shot("lesson-azul-2", "azul", 13),
    "lesson-pavilion-1": lesson_shot("lesson-pavilion-1", "summer-pavilion", 3),
    "lesson-pavilion-2": lesson_shot("lesson-pavilion-2", "summer-pavilion", 8),
    "lesson-pavilion-3": lesson_shot("lesson-pavilion-3", "summer-pavilion", 23, "hu"),
    "lesson-grey": lesson_shot("lesson-grey", "grey", 2, "fi"),
    "lessons": scene_shot("lessons", router.LESSONS),
    "table-azul-mini-dark-2p": table_shot("table-azul-mini-dark-2p", "azul-mini-dark", 2, 44),
    "table-crystal-mosaic-1-wall-choice": position_shot(
        "table-crystal-mosaic-1-wall-choice",
        "crystal-mosaic-1",
        2,
        45,
        lambda s: s.phase == "tiling",
    ),
    "pavilion-bonus-pick": position_shot(
        "pavilion-bonus-pick", "summer-pavilion", 2, 46, lambda s: s.phase == "bonus"
    ),
    "pavilion-pass-dialog": screen_shot("pavilion-pass-dialog", "pass"),
    "replay": screen_shot("replay", "replay_azul"),
    "replay-pavilion": screen_shot("replay-pavilion", "replay_pavilion"),
    "load": screen_shot("load", "load"),
    "statistics": screen_shot("statistics", "stats"),
    "lessons-hu": scene_shot("lessons-hu", router.LESSONS, "hu"),
    "practice-menu": practice_shot("practice-menu", "menu"),
    "practice-menu-hu": practice_shot("practice-menu-hu", "menu", "hu"),
    "practice-menu-fi": practice_shot("practice-menu-fi", "menu", "fi"),
    "practice-ask": practice_shot("practice-ask", "ask"),
    "practice-nudge": practice_shot("practice-nudge", "nudge"),
    "practice-found": practice_shot("practice-found", "found"),
    "practice-shown": practice_shot("practice-shown", "shown"),
    "practice-nudge-hu": practice_shot("practice-nudge-hu", "nudge", "hu"),
    "practice-found-hu": practice_shot("practice-found-hu", "found", "hu"),
    "practice-nudge-fi": practice_shot("practice-nudge-fi", "nudge", "fi"),
    "practice-shown-fi": practice_shot("practice-shown-fi", "shown", "fi"),
    "practice-ask-hu": practice_shot("practice-ask-hu", "ask", "hu"),
    "practice-ask-fi": practice_shot("practice-ask-fi", "ask", "fi"),
    "practice-found-fi": practice_shot("practice-found-fi", "found", "fi"),
    "practice-shown-hu": practice_shot("practice-shown-hu", "shown", "hu"),
    "practice-pavilion": practice_shot("practice-pavilion", "nudge", "en", "summer-pavilion"),
    "practice-pavilion-hu": practice_shot("practice-pavilion-hu", "found", "hu", "summer-pavilion"),
    "pad-xbox": pad_shot("pad-xbox", "azul", "Xbox Wireless Controller"),
    "pad-playstation": pad_shot("pad-playstation", "summer-pavilion", "PS5 DualSense", "hu"),
    "size150-place-hu": place_shot("size150-place-hu", "hu", 150),
    "size150-title-hu": title_shot("size150-title-hu", "hu", SMALL, 150),
    "size150-setup-fi": scene_shot("size150-setup-fi", router.SETUP, "fi", SMALL, 150),
    "size150-settings-hu": scene_shot("size150-settings-hu", router.SETTINGS, "hu", SMALL, 150),
    "controls": controls_shot("controls"),
    "controls-hu": controls_shot("controls-hu", "hu"),
    "controls-fi": controls_shot("controls-fi", "fi"),
    "size150-azul-hu": table_shot("size150-azul-hu", "azul", 2, 42, "hu", 2, SMALL, 150),
    "size150-pavilion-fi": table_shot(
        "size150-pavilion-fi", "summer-pavilion", 2, 43, "fi", 2, SMALL, 150
    ),
    "review-first-look": review_first_look_shot("review-first-look"),
    "review-first-look-hu": review_first_look_shot("review-first-look-hu", "hu"),
    "review-first-look-fi": review_first_look_shot("review-first-look-fi", "fi"),
    "review-moments": review_lines_shot("review-moments", "azul", 2, 51, 0),
    "review-moments-hu": review_lines_shot("review-moments-hu", "azul", 3, 52, 0, "hu"),
    "review-moments-fi": review_lines_shot("review-moments-fi", "summer-pavilion", 2, 53, 0, "fi"),
    "review-lines": review_lines_shot("review-lines", "azul", 2, 51, 2),
    "review-lines-hu": review_lines_shot("review-lines-hu", "azul", 3, 52, 6, "hu"),
    "review-lines-fi": review_lines_shot("review-lines-fi", "summer-pavilion", 2, 53, 1, "fi"),
    "pavilion-take-preview": take_preview_shot("pavilion-take-preview", 2, 23),
    "pavilion-take-preview-4p-hu": take_preview_shot("pavilion-take-preview-4p-hu", 4, 25, "hu"),
    "pavilion-take-centre-fi": take_preview_shot(
        "pavilion-take-centre-fi", 2, 27, "fi", centre=True
    ),
    "size150-take-centre-4p-hu": take_preview_shot(
        "size150-take-centre-4p-hu", 4, 28, "hu", SMALL, 150, centre=True
    ),
    **{
        f"palette-{p}-{family}": palette_shot(ruleset, p, seed)
        for p in PALETTES
        for family, ruleset, seed in (("azul", "azul", 51), ("pavilion", "summer-pavilion", 52))
    },
    **{f"palette-{p}-review": review_palette_shot(p) for p in PALETTES},
}


def main(argv: list[str] | None = None) -> int:
    """Take the named shots (all by default) into docs/screenshots/."""
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("names", nargs="*", help="shots to take (default: all)")
    p.add_argument("--list", action="store_true", help="list the shots")
    args = p.parse_args(argv)
    if args.list:
        print("\n".join(SHOTS))
        return 0
    unknown = [n for n in args.names if n not in SHOTS]
    if unknown:
        print(f"unknown shot {unknown[0]!r} (see --list)", file=sys.stderr)
        return 2
    OUT.mkdir(parents=True, exist_ok=True)
    for name in args.names or list(SHOTS):
        print(SHOTS[name]())
    return 0


if __name__ == "__main__":
    sys.exit(main())
