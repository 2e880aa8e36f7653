"""Self-check of a build: ``azul --smoke-test OUT.png`` (also ``python -m azul.smoke OUT.png``).

Runs headless (it sets the dummy SDL drivers itself) and checks what a player's first minutes
would touch: every asset in the manifest, every font, every locale catalog, every rules text
(each rule set in each language), every scene class in ``azul.ui`` for a few frames,
a table for each rule set the new-game screen offers with computer seats moving through the
real worker process, and a settings/save/record round trip in a temporary folder. It writes a
screenshot of a table to OUT.png and exits 0, or exits 1 naming the first failure on stderr.

Scenes and rule sets are discovered, not listed: a new scene module or rule set is covered
without editing this file (files and storage are checked in azul/smoke_checks.py, scenes and tables in
azul/smoke_scenes.py).
"""

from __future__ import annotations

import os

# pygame prints a banner when imported unless this is set; ``python -m azul.smoke`` imports
# this module first, so the default has to be in place before the imports below load pygame.
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import argparse  # noqa: E402
import contextlib  # noqa: E402
import logging  # noqa: E402
import multiprocessing  # noqa: E402
import shutil  # noqa: E402
import sys  # noqa: E402
import tempfile  # noqa: E402
import time  # noqa: E402
import traceback  # noqa: E402
from collections.abc import Sequence  # noqa: E402
from pathlib import Path  # noqa: E402
from typing import TextIO  # noqa: E402

import pygame  # noqa: E402

from azul import resources  # noqa: E402
from azul.app import App, make_services  # noqa: E402
from azul.smoke_checks import (  # noqa: E402
    LogWatch,
    Report,
    SmokeFailure,
    check_assets,
    check_catalogs,
    check_rules,
    check_storage,
    describe,
    watch_logs,
)
from azul.smoke_scenes import Clock, Fixtures, Runner, open_scenes, play_tables, scene_classes  # noqa: E402
from azul.storage import Storage, StoragePaths  # noqa: E402
from azul.ui.persistence import Persistence, storage_paths  # noqa: E402
from azul.ui.services import Paths, Services  # noqa: E402
from azul.version import version  # noqa: E402

WINDOW = (1600, 900)
log = logging.getLogger(__name__)


def _use_resource_root(root: Path) -> None:
    """Read assets and locales from another folder (tests break a copy on purpose)."""
    resolved = root.resolve()
    resources.resource_root = lambda: resolved


def _check_private(services: Services, folder: Path) -> None:
    """The app's storage (if it has one) writes inside the smoke test's temporary folder."""
    for holder in (services, getattr(services, "persistence", None)):
        storage = getattr(holder, "storage", None)
        paths = getattr(storage, "paths", None)
        for where in (getattr(paths, "config_dir", None), getattr(paths, "data_dir", None)):
            if where is not None and not Path(where).resolve().is_relative_to(folder.resolve()):
                raise SmokeFailure(f"the app would write to {where}, outside the test folder")


def run_checks(out: Path, folder: Path, report: Report, watch: LogWatch) -> None:
    """All checks in order; raises SmokeFailure at the first problem."""
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

    # As the game starts: the settings come through the app's persistence layer from the
    # folders the storage check just wrote.
    persistence = Persistence(Storage(storage_paths()))
    settings = persistence.load_settings()
    if settings != stored.settings:
        raise SmokeFailure(f"the app read settings {settings}, {stored.settings} were saved")
    services = make_services(settings, persistence=persistence)
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


def run_smoke(out: Path, resource_root: Path | None = None, stdout: TextIO | None = None) -> int:
    """Run every check; 0 and a summary on success, 1 and the reason on stderr on failure."""
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
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


def _say(stream: TextIO | None, text: str) -> None:
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
    multiprocessing.freeze_support()
    sys.exit(main())
