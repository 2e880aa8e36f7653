"""Self-check of a build: ``azul --smoke-test OUT.png`` (also ``python -m azul.smoke OUT.png``).

Runs headless (it sets the dummy SDL drivers itself) and checks what a player's first minutes
would touch: every asset in the manifest, every font, every locale catalog, every rules text
(each rule set in each language), every scene class in ``azul.ui.scenes`` for a few frames,
a table for each rule set the new-game screen offers with computer seats moving through the
real worker process, and a settings/save/record round trip in a temporary folder. It writes a
screenshot of a table to OUT.png and exits 0, or exits 1 naming the first failure on stderr.

Scenes and rule sets are discovered, not listed: a new scene module or rule set is covered
without editing this file. Scene constructors get their arguments by parameter type/name from
``_Fixtures`` (host, table, session, record, saved game, storage, callables, plain values).
"""

from __future__ import annotations

import argparse
import contextlib
import importlib
import inspect
import logging
import os
import pkgutil
import re
import shutil
import sys
import tempfile
import time
import traceback
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

FRAMES_PER_SCENE = 4
MIN_COMPUTER_MOVES = 3  # moves each table's computer seats must make through the worker
TABLE_SECONDS = 30.0  # real time a table may take to reach those moves
WINDOW = (1600, 900)
SAMPLE_TEXT = "Azul 0123 – ÁÉÍÓÖŐÚÜŰ áéíóöőúüű ÄÖÅ äöå"
log = logging.getLogger(__name__)


class SmokeFailure(Exception):
    """A check failed; the message says what a player would have met."""


@dataclass
class Report:
    """What was checked (printed at the end) and warnings worth reading."""

    counts: dict[str, int] = field(default_factory=dict)
    notes: list[str] = field(default_factory=list)

    def add(self, what: str, n: int = 1) -> None:
        """Count n more checked items of a kind."""
        self.counts[what] = self.counts.get(what, 0) + n


class _LogWatch(logging.Handler):
    """Collects log records: errors fail the smoke test, warnings are summarised."""

    def __init__(self) -> None:
        super().__init__(logging.WARNING)
        self.errors: list[str] = []
        self.warnings: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        try:
            text = f"{record.name}: {record.getMessage()}"
        except Exception:  # a bad format string must not hide the record
            text = f"{record.name}: {record.msg!r}"
        (self.errors if record.levelno >= logging.ERROR else self.warnings).append(text)

    def check(self, step: str) -> None:
        """Fail if anything logged an error during the step."""
        if self.errors:
            first, more = self.errors[0], len(self.errors) - 1
            self.errors.clear()
            extra = f" (and {more} more)" if more else ""
            raise SmokeFailure(f"{step}: error logged: {first}{extra}")


@contextlib.contextmanager
def _watch_logs() -> Iterator[_LogWatch]:
    root = logging.getLogger()
    watch = _LogWatch()
    old_level = root.level
    root.addHandler(watch)
    root.setLevel(min(old_level or logging.WARNING, logging.WARNING))
    try:
        yield watch
    finally:
        root.removeHandler(watch)
        root.setLevel(old_level)


# -- files -----------------------------------------------------------------------------------


def check_assets(report: Report) -> None:
    """Every manifest entry exists with its recorded size and opens as its type says."""
    import json

    import pygame

    from azul import resources

    path = resources.asset_path("manifest.json")
    try:
        entries = json.loads(path.read_text(encoding="utf-8"))["assets"]
    except (OSError, ValueError, KeyError) as exc:
        raise SmokeFailure(f"asset manifest {path}: {exc}") from exc
    if not isinstance(entries, dict) or not entries:
        raise SmokeFailure(f"asset manifest {path} lists no assets")
    for name, meta in sorted(entries.items()):
        file = resources.asset_path(*name.split("/"))
        kind = meta.get("type", "") if isinstance(meta, dict) else ""
        if not file.is_file():
            raise SmokeFailure(f"asset {name}: missing ({file})")
        size = file.stat().st_size
        expected = meta.get("bytes") if isinstance(meta, dict) else None
        if isinstance(expected, int) and size != expected:
            raise SmokeFailure(f"asset {name}: {size} bytes, the manifest says {expected}")
        try:
            if kind in ("image", "icon") and file.suffix == ".png":
                surf = pygame.image.load(str(file))
                want = meta.get("size")
                if isinstance(want, list) and list(surf.get_size()) != want:
                    raise SmokeFailure(f"asset {name}: {surf.get_size()}, manifest says {want}")
            elif kind == "sound":
                if pygame.mixer.Sound(str(file)).get_length() <= 0:
                    raise SmokeFailure(f"asset {name}: the sound is empty")
            elif kind == "font":
                check_font(file)
                report.add("fonts")
            elif kind == "licence" and not file.read_text(encoding="utf-8").strip():
                raise SmokeFailure(f"asset {name}: the licence text is empty")
            elif size == 0:
                raise SmokeFailure(f"asset {name}: empty file")
        except pygame.error as exc:
            raise SmokeFailure(f"asset {name}: cannot be opened: {exc}") from exc
        report.add("assets")
    _check_font_licences(entries)


def check_font(file: Path) -> None:
    """A font opens and draws accented text."""
    import pygame

    font = pygame.font.Font(str(file), 24)
    surf = font.render(SAMPLE_TEXT, True, (0, 0, 0))
    if surf.get_width() < 100 or surf.get_bounding_rect().height == 0:
        raise SmokeFailure(f"font {file.name}: renders nothing")


def _check_font_licences(entries: dict[str, Any]) -> None:
    """Every bundled font file has a licence file beside it."""
    fonts = [n for n, m in entries.items() if isinstance(m, dict) and m.get("type") == "font"]
    licences = [n for n, m in entries.items() if isinstance(m, dict) and m.get("type") == "licence"]
    for font in fonts:
        family = Path(font).stem.split("-")[0].lower()
        # OFL-Lato.txt / LICENSE-DejaVu.txt name the family after the last dash.
        if not any(Path(lic).stem.split("-")[-1].lower() in family for lic in licences):
            raise SmokeFailure(f"font {font}: no licence file for it in the manifest")


def catalog_languages() -> list[str]:
    """Languages that have a catalog file in locales/."""
    from azul import resources

    return sorted(p.stem for p in resources.locale_dir().glob("*.toml"))


def check_catalogs(report: Report) -> None:
    """Every catalog parses, is not empty and translates the app's title."""
    from azul import resources
    from azul.i18n import FALLBACK, Translator, load_catalog

    langs = catalog_languages()
    if FALLBACK not in langs:
        raise SmokeFailure(f"locales: no {FALLBACK}.toml in {resources.locale_dir()}")
    english = load_catalog(resources.locale_dir() / f"{FALLBACK}.toml")
    for lang in langs:
        catalog = load_catalog(resources.locale_dir() / f"{lang}.toml")
        if not catalog:
            raise SmokeFailure(f"locale catalog {lang}.toml: unreadable or empty")
        missing = len(set(english) - set(catalog))
        if missing:
            report.notes.append(f"catalog {lang}: {missing} keys fall back to English")
        report.add("catalogs")
    text = Translator(resources.locale_dir(), FALLBACK)
    if text.t("app.title") == "app.title":
        raise SmokeFailure("locales: the English catalog has no app.title")


def rules_languages() -> list[str]:
    """Languages of the rules texts: the folders under locales/rules plus every catalog."""
    from azul import resources

    folder = resources.locale_dir() / "rules"
    dirs = [p.name for p in folder.iterdir() if p.is_dir()] if folder.is_dir() else []
    return sorted(set(dirs) | set(catalog_languages()))


def check_rules(report: Report) -> None:
    """Every rule set's rules text loads without problems in every language."""
    from azul.engine import ruleset_ids
    from azul.rules_text import load_rules

    for ruleset_id in ruleset_ids():
        for lang in rules_languages():
            doc = load_rules(ruleset_id, lang)
            if not doc.available or doc.problems or not doc.blocks:
                why = "; ".join(doc.problems) or "not available"
                raise SmokeFailure(f"rules text {ruleset_id}/{lang}: {why}")
            if doc.fallbacks:
                report.notes.append(
                    f"rules {ruleset_id}/{lang}: {len(doc.fallbacks)} parts shown in English"
                )
            report.add("rules texts")


# -- storage ---------------------------------------------------------------------------------


@dataclass
class StoredGames:
    """What the storage round trip produced (scene constructors may ask for them)."""

    storage: Any
    settings: Any  # the UI Settings that were saved
    resumed: Any  # ResumedGame
    finished: Any  # FinishedGame
    save_info: Any  # SaveInfo of the saved game
    record_info: Any  # RecordInfo of the finished game


def _finished_session(ruleset_id: str, seats: int, seed: int) -> Any:
    """A session played to its end with random legal moves (engine only, fast)."""
    import random

    from azul.ui.session import GameSession, GameSetup, Seat

    setup = GameSetup(
        ruleset_id,
        tuple(Seat(f"Seat {i + 1}", i, "computer", "random") for i in range(seats)),
        seed,
    )
    session = GameSession.start(setup)
    rng = random.Random(seed)
    for _ in range(2000):
        if session.state.is_over:
            return session
        session.play(rng.choice(session.state.legal_moves()))
    raise SmokeFailure(f"a random game of {ruleset_id} did not end")


def check_storage(paths: Any, report: Report) -> StoredGames:
    """Settings, a saved game, the autosave and a finished game's record survive a round trip
    (in the folders the app itself then uses, so its lists show these games)."""
    from azul.storage import GameSnapshot, Storage
    from azul.storage.ui_settings import from_ui_settings, to_ui_settings
    from azul.ui.settings import Settings

    storage = Storage(paths)
    ui = Settings(language="fi", animation_speed="fast", volume=0.35, muted=True)
    ui.window_size = (1280, 720)
    ui.new_game.ruleset = "azul-mini"
    ui.new_game.players = 3
    saved = storage.save_settings(from_ui_settings(ui))
    if not saved.ok:
        raise SmokeFailure(f"saving settings failed: {saved.problem}")
    loaded = storage.load_settings()
    back = to_ui_settings(loaded.value)
    if loaded.problems or back != ui:
        raise SmokeFailure(f"settings round trip: wrote {ui}, read {back} ({loaded.problems})")
    report.add("storage round trips")

    game = _finished_session("azul", 2, 11)
    partial = _truncated(game, 12)
    snap = GameSnapshot.of_session(partial)
    result = storage.save_game("Smoke test", snap)
    if not result.ok or result.id is None:
        raise SmokeFailure(f"saving a game failed: {result.problem}")
    resumed = storage.load_save(result.id).value
    if resumed is None or resumed.state.to_json() != partial.state.to_json():
        raise SmokeFailure("a saved game did not load back as the same position")
    saves = storage.list_saves().items
    if [s.name for s in saves] != ["Smoke test"]:
        raise SmokeFailure("the saved game is not listed")
    if not storage.autosave(snap).ok or storage.load_autosave().value is None:
        raise SmokeFailure("the autosave round trip failed")
    report.add("storage round trips", 2)

    recorded = storage.record_finished_game(GameSnapshot.of_session(game))
    if not recorded.record.ok or recorded.record.id is None:
        raise SmokeFailure(f"recording a finished game failed: {recorded.record.problem}")
    finished = storage.load_record(recorded.record.id).value
    if finished is None or finished.positions.final.scores != game.state.scores:
        raise SmokeFailure("a finished game's record did not load back with its scores")
    stats = storage.load_stats()
    if stats.value is None or stats.problems:
        raise SmokeFailure(f"statistics did not load after recording a game: {stats.problems}")
    records = storage.list_records().items
    if len(records) != 1:
        raise SmokeFailure(f"{len(records)} finished games listed, expected 1")
    report.add("storage round trips")
    return StoredGames(storage, ui, resumed, finished, saves[0], records[0])


def _truncated(session: Any, moves: int) -> Any:
    """The same game after its first few moves (a game in progress)."""
    from azul.ui.session import GameSession

    part = GameSession.start(session.setup, session.seed)
    for move in session.moves[:moves]:
        part.play(move)
    return part


# -- the app ---------------------------------------------------------------------------------


class _Clock:
    """The app's clock, moved by the smoke test (animations never wait for real time)."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


class _Runner:
    """Drives a started App frame by frame, as tests/ui/driver.py does."""

    def __init__(self, app: Any, clock: _Clock) -> None:
        self.app = app
        self.clock = clock

    def frame(self, dt: float = 1 / 30) -> None:
        """Dispatch queued events, advance the clock and the top scene, draw."""
        import pygame

        for event in pygame.event.get():
            self.app.dispatch(event)
        self.clock.now += dt
        self.app.step(dt)
        self.app.render()
        pygame.display.flip()

    def frames(self, n: int) -> None:
        """Several frames, with the pointer moved across the window on the way."""
        import pygame

        w, h = self.app.viewport.window_w, self.app.viewport.window_h
        for i in range(n):
            pos = (w * (i + 1) // (n + 1), h // 2)
            pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0)))
            self.frame()


def scene_classes() -> list[type]:
    """Every Scene subclass defined in the modules of azul.ui.scenes (imported here)."""
    import azul.ui.scenes as package
    from azul.ui.scene import Scene

    found: list[type] = []
    for info in sorted(pkgutil.iter_modules(package.__path__), key=lambda i: i.name):
        module = importlib.import_module(f"{package.__name__}.{info.name}")
        for obj in vars(module).values():
            if (
                isinstance(obj, type)
                and issubclass(obj, Scene)
                and obj.__module__ == module.__name__
            ):
                found.append(obj)
    return found


_TYPE = re.compile(r"([A-Za-z_][A-Za-z_0-9.]*)")


def _type_names(annotation: Any) -> list[str]:
    """Base type names in an annotation ("TableScene | None" -> ["TableScene"])."""
    if annotation is inspect.Parameter.empty:
        return []
    text = annotation if isinstance(annotation, str) else getattr(annotation, "__name__", "")
    names = []
    for part in str(text).split("|"):
        m = _TYPE.match(part.strip())
        if m and m.group(1) not in ("None", "Optional"):
            names.append(m.group(1).rsplit(".", 1)[-1])
    return names


class _Fixtures:
    """Arguments for scene constructors, chosen by parameter type (or name when untyped)."""

    def __init__(self, app: Any, stored: StoredGames, folder: Path, scenes: Sequence[type]) -> None:
        from azul.engine import get_ruleset
        from azul.rules_text import load_rules
        from azul.ui.scenes.table import TableScene
        from azul.ui.session import GameSession, GameSetup, Seat

        seats = (Seat("Ann", 0, "person"), Seat("Computer", 1, "computer", "random"))
        self.session = GameSession.start(GameSetup("azul", seats, 5))
        finished = _finished_session("azul", 3, 4)
        self.finished_table = TableScene(app, finished)
        by_type: dict[str, Any] = {
            "SceneHost": app,
            "App": app,
            "Services": app.services,
            "Settings": app.services.settings,
            "TableScene": self.finished_table,
            "GameSession": self.session,
            "GameSetup": self.session.setup,
            "GameRecord": finished.record(),
            "Setup": finished.record().setup,
            "ResumedGame": stored.resumed,
            "FinishedGame": stored.finished,
            "Storage": stored.storage,
            "Persistence": app.services.persistence,
            "SaveInfo": stored.save_info,
            "RecordInfo": stored.record_info,
            "RuleSet": get_ruleset("azul"),
            "RulesDocument": load_rules("azul", "en"),
            "Path": folder,
            "str": "",
            "int": 0,
            "float": 0.0,
            "bool": False,
            "list": [],
            "tuple": (),
            "dict": {},
        }
        self.by_type = by_type
        self.by_name: dict[str, Any] = {
            "host": app,
            "table": self.finished_table,
            "session": self.session,
            "record": finished.record(),
            "ruleset": "azul",
            "ruleset_id": "azul",
            "language": "en",
            "storage": stored.storage,
            "persistence": app.services.persistence,
            "info": stored.record_info,
            "save": stored.save_info,
            "game": stored.resumed,
        }
        self.app = app
        self.scenes = {cls.__name__: cls for cls in scenes}
        self._building: list[type] = []

    def build(self, cls: type) -> Any:
        """An instance of a scene class (scenes it needs as arguments are built first)."""
        if cls in self._building:
            raise SmokeFailure(f"scene {cls.__name__}: needs itself to be built")
        self._building.append(cls)
        try:
            return cls(**self.arguments(cls))
        finally:
            self._building.pop()

    def arguments(self, cls: type) -> dict[str, Any]:
        """Keyword arguments for cls(...); SmokeFailure naming a parameter it cannot supply."""
        kwargs: dict[str, Any] = {}
        params = list(inspect.signature(cls.__init__).parameters.values())[1:]
        for p in params:
            if p.kind in (p.VAR_POSITIONAL, p.VAR_KEYWORD):
                continue
            value = self.value_for(p)
            if value is not _MISSING:
                kwargs[p.name] = value
            elif p.default is p.empty:
                raise SmokeFailure(
                    f"scene {cls.__name__}: no smoke-test value for parameter "
                    f"{p.name}: {p.annotation} (give it a default or teach azul/smoke.py)"
                )
        return kwargs

    def value_for(self, p: inspect.Parameter) -> Any:
        """The value for one parameter (_MISSING if none fits)."""
        names = _type_names(p.annotation)
        if p.name in self.by_name and (not names or names[0] in ("str", "Any")):
            return self.by_name[p.name]
        for name in names:
            if name in ("Callable", "partial"):
                return _anything
            if name in self.by_type:
                return self.by_type[name]
            if name in self.scenes:  # e.g. a dialog that reports back to the screen below
                return self.build(self.scenes[name])
        if p.default is not p.empty:
            return _MISSING
        if p.name in self.by_name:
            return self.by_name[p.name]
        return _MISSING


_MISSING = object()


def _anything(*args: Any, **kwargs: Any) -> str:
    """Stands in for label and action callbacks."""
    return ""


def open_scenes(runner: _Runner, fixtures: _Fixtures, report: Report, watch: _LogWatch) -> None:
    """Every discovered scene class is built, pushed and run for a few frames."""
    from azul.ui.scenes.title import TitleScene

    app = runner.app
    classes = scene_classes()
    if TitleScene not in classes:
        raise SmokeFailure("scene discovery did not find the title scene (incomplete bundle?)")
    for cls in classes:
        try:
            scene = fixtures.build(cls)
            if getattr(scene, "opaque", True):
                app.stack.reset(scene)
            else:  # an overlay is seen over a table, as in the game
                app.stack.reset(fixtures.finished_table)
                app.stack.push(scene)
            runner.frames(FRAMES_PER_SCENE)
        except SmokeFailure:
            raise
        except Exception as exc:
            raise SmokeFailure(f"scene {cls.__name__}: {_describe(exc)}") from exc
        watch.check(f"scene {cls.__name__}")
        report.add("scenes")
    # The title screen in every language (text is what changes between them).
    for lang in catalog_languages():
        app.services.text.set_language(lang)
        app.services.fonts.clear()
        app.stack.reset(TitleScene(app))
        runner.frames(2)
        watch.check(f"title screen in {lang}")
    app.services.text.set_language("en")
    app.services.fonts.clear()


def play_tables(runner: _Runner, report: Report, watch: _LogWatch, shot: Path) -> None:
    """For every rule set the new-game screen can start: a table where computers move."""
    from azul.engine import all_rulesets
    from azul.ui.levels import offered_levels
    from azul.ui.scenes.setup import SetupScene
    from azul.ui.settings import COMPUTER

    app = runner.app
    choices = app.services.settings.new_game
    level = offered_levels()[0]  # the quickest level a person can pick
    saved_shot = False
    for rs in all_rulesets():
        players = max(rs.player_counts)
        choices.ruleset, choices.players, choices.seed = rs.id, players, "7"
        for i, seat in enumerate(choices.seats):
            seat.kind, seat.level, seat.name = COMPUTER, level, f"CPU {i + 1}"
        setup = SetupScene(app)
        app.stack.reset(setup)
        runner.frame()
        setup.start_game()
        runner.frame()
        table = app.stack.top
        if table is setup:
            report.notes.append(f"{rs.id}: the new-game screen does not offer a table yet")
            continue
        session = getattr(table, "session", None)
        if session is None:
            raise SmokeFailure(f"{rs.id}: starting a game did not open a table")
        deadline = time.monotonic() + TABLE_SECONDS
        while len(session.moves) < MIN_COMPUTER_MOVES and not session.state.is_over:
            if time.monotonic() > deadline:
                raise SmokeFailure(
                    f"{rs.id}: computer seats made {len(session.moves)} moves in "
                    f"{TABLE_SECONDS:.0f} s"
                )
            runner.frame(0.05)
            time.sleep(0.002)  # let the worker think
            watch.check(f"table {rs.id}")
        runner.frames(2)
        watch.check(f"table {rs.id}")
        if not saved_shot:
            runner.frame(3.0)  # the starting toasts fade: the picture shows the table
            _save_png(app.screen, shot)
            saved_shot = True
        report.add("tables")
        report.add("computer moves", len(session.moves))
    if not saved_shot:
        raise SmokeFailure("no rule set could be started from the new-game screen")
    pid = getattr(app.services.thinking, "worker_pid", None)
    if pid is None:
        raise SmokeFailure("computer seats did not think in the worker process")
    report.notes.append(f"computer players thought in worker process {pid}")


def _save_png(surface: Any, path: Path) -> None:
    import pygame

    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(path.name + ".part.png")  # the extension picks pygame's PNG writer
    pygame.image.save(surface, str(tmp))
    os.replace(tmp, path)


def _describe(exc: BaseException) -> str:
    """The exception and where it was raised (the last frame)."""
    tb = traceback.extract_tb(exc.__traceback__)
    where = f" at {Path(tb[-1].filename).name}:{tb[-1].lineno}" if tb else ""
    return f"{type(exc).__name__}: {exc}{where}"


# -- the whole run ---------------------------------------------------------------------------


def _use_resource_root(root: Path) -> None:
    """Read assets and locales from another folder (tests break a copy on purpose)."""
    from azul import resources

    resolved = root.resolve()
    resources.resource_root = lambda: resolved  # type: ignore[assignment]


def _app_persistence() -> Any:
    """The app's persistence layer on storage_paths() (redirected to the test folder), or None
    when this version keeps nothing on disk."""
    try:
        from azul.ui import persistence as module
    except ImportError:
        return None
    make, paths = getattr(module, "Persistence", None), getattr(module, "storage_paths", None)
    if make is None or paths is None:
        return None
    from azul.storage import Storage

    return make(Storage(paths()))


def _check_private(services: Any, folder: Path) -> None:
    """The app's storage (if it has one) writes inside the smoke test's temporary folder."""
    for holder in (services, getattr(services, "persistence", None)):
        storage = getattr(holder, "storage", None)
        paths = getattr(storage, "paths", None)
        for where in (getattr(paths, "config_dir", None), getattr(paths, "data_dir", None)):
            if where is not None and not Path(where).resolve().is_relative_to(folder.resolve()):
                raise SmokeFailure(f"the app would write to {where}, outside the test folder")


def run_checks(out: Path, folder: Path, report: Report, watch: _LogWatch) -> None:
    """All checks in order; raises SmokeFailure at the first problem."""
    import pygame

    from azul.app import App, make_services
    from azul.storage import StoragePaths
    from azul.ui.services import Paths
    from azul.ui.settings import Settings

    pygame.display.init()
    pygame.font.init()
    try:
        pygame.mixer.init(frequency=44100, size=-16, channels=2, buffer=512)
    except pygame.error as exc:
        raise SmokeFailure(f"audio (dummy driver) did not start: {exc}") from exc
    check_assets(report)
    watch.check("assets")
    check_catalogs(report)
    watch.check("catalogs")
    check_rules(report)
    watch.check("rules texts")
    config, data = (Path(os.environ[k]) for k in ("AZUL_CONFIG_DIR", "AZUL_DATA_DIR"))
    stored = check_storage(StoragePaths(config_dir=config, data_dir=data), report)
    watch.check("storage")

    # As the game starts: the settings come through the app's persistence layer (if this
    # version has one) from the folders the storage check just wrote.
    persistence = _app_persistence()
    settings = persistence.load_settings() if persistence is not None else Settings()
    if persistence is not None and settings != stored.settings:
        raise SmokeFailure(f"the app read settings {settings}, {stored.settings} were saved")
    extra = {"persistence": persistence} if persistence is not None else {}
    services = make_services(settings, **extra)
    settings = services.settings
    settings.language = "en"
    settings.animation_speed = "instant"
    settings.window_size = WINDOW
    settings.fullscreen = False
    _check_private(services, folder)
    clock = _Clock()
    services.clock = clock
    services.paths = Paths(screenshots=folder / "screenshots")
    app = App(services)
    try:
        app.start()
        if not services.audio.available:
            raise SmokeFailure("sound did not start (the effects could not be loaded)")
        runner = _Runner(app, clock)
        runner.frames(2)
        watch.check("start-up")
        fixtures = _Fixtures(app, stored, folder, scene_classes())
        open_scenes(runner, fixtures, report, watch)
        play_tables(runner, report, watch, out)
        if app.save_screenshot() is None:
            raise SmokeFailure("F12 screenshot could not be saved")
    finally:
        app.shutdown()
        pygame.quit()
    watch.check("shut-down")


def run_smoke(out: Path, resource_root: Path | None = None, stdout: Any = None) -> int:
    """Run every check; 0 and a summary on success, 1 and the reason on stderr on failure."""
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    from azul.version import version

    stdout = stdout if stdout is not None else sys.stdout
    err = sys.stderr
    if resource_root is not None:
        _use_resource_root(resource_root)
    start = time.perf_counter()
    report = Report()
    folder = Path(tempfile.mkdtemp(prefix="azul-smoke-"))
    # Every folder the app writes to points into the temporary folder: the player's own
    # settings, saves and screenshots are never read or touched.
    redirect = {
        "AZUL_CONFIG_DIR": folder / "app" / "config",
        "AZUL_DATA_DIR": folder / "app" / "data",
        "AZUL_DOCUMENTS_DIR": folder / "app" / "documents",
        "AZUL_SCREENSHOT_DIR": folder / "app" / "screenshots",
        "XDG_CONFIG_HOME": folder / "xdg" / "config",
        "XDG_DATA_HOME": folder / "xdg" / "data",
    }
    env_backup = {k: os.environ.get(k) for k in redirect}
    os.environ.update({k: str(v) for k, v in redirect.items()})
    try:
        with _watch_logs() as watch:
            run_checks(out.resolve(), folder, report, watch)
            if not out.is_file() or out.stat().st_size == 0:
                raise SmokeFailure(f"no screenshot written to {out}")
    except SmokeFailure as exc:
        _say(err, f"azul smoke test FAILED: {exc}")
        return 1
    except Exception as exc:  # anything unexpected is a failure with its traceback
        _say(err, "azul smoke test FAILED: " + _describe(exc))
        _say(err, "".join(traceback.format_exception(exc)))
        return 1
    finally:
        for key, value in env_backup.items():
            if value is None:
                os.environ.pop(key, None)
            else:
                os.environ[key] = value
        shutil.rmtree(folder, ignore_errors=True)
    counts = ", ".join(f"{n} {what}" for what, n in report.counts.items())
    frozen = " (frozen)" if getattr(sys, "frozen", False) else ""
    _say(
        stdout, f"azul {version()}{frozen} smoke test passed in {time.perf_counter() - start:.1f} s"
    )
    _say(stdout, f"checked: {counts}")
    for note in report.notes:
        _say(stdout, f"note: {note}")
    if watch.warnings:
        _say(stdout, f"{len(watch.warnings)} warnings logged, first: {watch.warnings[0]}")
    _say(stdout, f"screenshot: {out}")
    return 0


def _say(stream: Any, text: str) -> None:
    """Print if there is a stream (a windowed Windows build has none)."""
    if stream is not None:
        with contextlib.suppress(OSError, ValueError):
            print(text, file=stream, flush=True)


def main(argv: Sequence[str] | None = None) -> int:
    """``python -m azul.smoke OUT.png [--resource-root DIR]``."""
    p = argparse.ArgumentParser(prog="azul.smoke", description=__doc__.splitlines()[0])
    p.add_argument("out", type=Path, help="where to write the screenshot (PNG)")
    p.add_argument("--resource-root", type=Path, help="folder holding assets/ and locales/")
    args = p.parse_args(argv)
    return run_smoke(args.out, args.resource_root)


if __name__ == "__main__":
    import multiprocessing

    multiprocessing.freeze_support()
    sys.exit(main())
