"""Self-check of a build: ``azul --smoke-test OUT.png`` (also ``python -m azul.smoke OUT.png``).

Runs headless (it sets the dummy SDL drivers itself) and checks what a player's first minutes
would touch: every asset in the manifest, every font, every locale catalog, every rules text
(each rule set in each language), every scene class in ``azul.ui`` for a few frames,
a table for each rule set the new-game screen offers with computer seats moving through the
real worker process, and a settings/save/record round trip in a temporary folder. It writes a
screenshot of a table to OUT.png and exits 0, or exits 1 naming the first failure on stderr.

Scenes and rule sets are discovered, not listed: a new scene module or rule set is covered
without editing this file (the scene and table part is in azul/smoke_scenes.py).
"""

from __future__ import annotations

import argparse
import contextlib
import logging
import os
import shutil
import sys
import tempfile
import time
import traceback
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

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


class LogWatch(logging.Handler):
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
def watch_logs() -> Iterator[LogWatch]:
    root = logging.getLogger()
    watch = LogWatch()
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
    save_info: Any  # SaveInfo of the saved game
    finished: dict[str, Any]  # family -> FinishedGame (a record of one game per family)
    record_info: dict[str, Any]  # family -> its RecordInfo


def finished_session(ruleset_id: str, seats: int, seed: int) -> Any:
    """A session played to its end with random legal moves (engine only, fast)."""
    import random

    from azul.domain.session import GameSession, GameSetup, Seat

    setup = GameSetup(
        ruleset_id,
        tuple(Seat(f"Seat {i + 1}", i, "computer", "random") for i in range(seats)),
        seed,
    )
    session = GameSession.start(setup)
    rng = random.Random(seed)
    for _ in range(5000):
        if session.state.is_over:
            return session
        session.play(rng.choice(session.state.legal_moves()))
    raise SmokeFailure(f"a random game of {ruleset_id} did not end")


def check_storage(paths: Any, report: Report) -> StoredGames:
    """Settings, a saved game, the autosave and a finished game's record survive a round trip
    (in the folders the app itself then uses, so its lists show these games)."""
    from azul.domain.settings import Settings
    from azul.storage import GameSnapshot, Storage
    from azul.storage.ui_settings import from_ui_settings, to_ui_settings

    storage = Storage(paths)
    ui = Settings(language="fi", animation_speed="fast", volume=0.35, muted=True)
    ui.window_size = (1280, 720)
    ui.new_game.ruleset = "azul-mini"
    ui.new_game.players = 3
    saved = storage.save_settings(from_ui_settings(ui))
    if not saved.ok:
        raise SmokeFailure(f"saving settings failed: {saved.problem}")
    loaded = storage.load_settings()
    if loaded.value is None or loaded.problems:
        raise SmokeFailure(f"settings did not load back: {loaded.problems}")
    back = to_ui_settings(loaded.value)
    if back != ui:
        raise SmokeFailure(f"settings round trip: wrote {ui}, read {back} ({loaded.problems})")
    report.add("storage round trips")

    game = finished_session("azul", 2, 11)
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

    from azul.smoke_scenes import family_rulesets

    finished: dict[str, Any] = {}
    ids: dict[str, str] = {}
    for family, ruleset in family_rulesets().items():  # one finished game of each family
        played = game if ruleset == "azul" else finished_session(ruleset, 3, 12)
        recorded = storage.record_finished_game(GameSnapshot.of_session(played))
        if not recorded.record.ok or recorded.record.id is None:
            raise SmokeFailure(f"recording a {ruleset} game failed: {recorded.record.problem}")
        loaded_game = storage.load_record(recorded.record.id).value
        if loaded_game is None or loaded_game.positions.final.scores != played.state.scores:
            raise SmokeFailure(f"a finished {ruleset} game did not load back with its scores")
        finished[family], ids[family] = loaded_game, recorded.record.id
        report.add("storage round trips")
    stats = storage.load_stats()
    if stats.value is None or stats.problems:
        raise SmokeFailure(f"statistics did not load after recording games: {stats.problems}")
    records = {r.id: r for r in storage.list_records().items}
    if set(records) != set(ids.values()):
        raise SmokeFailure(f"finished games listed: {sorted(records)}, expected {ids}")
    infos = {family: records[ident] for family, ident in ids.items()}
    return StoredGames(storage, ui, resumed, saves[0], finished, infos)


def _truncated(session: Any, moves: int) -> Any:
    """The same game after its first few moves (a game in progress)."""
    from azul.domain.session import GameSession

    part = GameSession.start(session.setup, session.seed)
    for move in session.moves[:moves]:
        part.play(move)
    return part


# -- the whole run ---------------------------------------------------------------------------


def _use_resource_root(root: Path) -> None:
    """Read assets and locales from another folder (tests break a copy on purpose)."""
    from azul import resources

    resolved = root.resolve()
    resources.resource_root = lambda: resolved


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


def run_checks(out: Path, folder: Path, report: Report, watch: LogWatch) -> None:
    """All checks in order; raises SmokeFailure at the first problem."""
    import pygame

    from azul.app import App, make_services
    from azul.domain.settings import Settings
    from azul.smoke_scenes import Clock, Fixtures, Runner, open_scenes, play_tables, scene_classes
    from azul.storage import StoragePaths
    from azul.ui.services import Paths

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
    clock = Clock()
    services.clock = clock
    services.paths = Paths(screenshots=folder / "screenshots")
    app = App(services)
    try:
        app.start()
        if not services.audio.available:
            raise SmokeFailure("sound did not start (the effects could not be loaded)")
        runner = Runner(app, clock)
        runner.frames(2)
        watch.check("start-up")
        fixtures = Fixtures(app, stored, folder, scene_classes())
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
        with watch_logs() as watch:
            run_checks(out.resolve(), folder, report, watch)
            if not out.is_file() or out.stat().st_size == 0:
                raise SmokeFailure(f"no screenshot written to {out}")
    except SmokeFailure as exc:
        _say(err, f"azul smoke test FAILED: {exc}")
        return 1
    except Exception as exc:  # anything unexpected is a failure with its traceback
        from azul.smoke_scenes import describe

        _say(err, "azul smoke test FAILED: " + describe(exc))
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
