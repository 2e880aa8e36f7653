"""The ``azul`` command: its options, then the game (or ``--version``, ``--smoke-test``).

It sits above the app and the smoke test (it can start either), so neither imports its
caller: azul.app knows nothing of the command line or of azul.smoke. ``python -m azul``
runs it through azul/__main__.py.
"""

from __future__ import annotations

import os

# pygame prints a banner when imported unless this is set; the ``azul`` command imports this
# module first, so the default has to be in place before the imports below load pygame.
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import argparse  # noqa: E402
import logging  # noqa: E402
import multiprocessing  # noqa: E402
import sys  # noqa: E402
from collections.abc import Sequence  # noqa: E402
from logging.handlers import RotatingFileHandler  # noqa: E402
from pathlib import Path  # noqa: E402

import platformdirs  # noqa: E402
import pygame  # noqa: E402

from azul.app import App, initial_window, make_services  # noqa: E402
from azul.domain.settings import MIN_WINDOW  # noqa: E402
from azul.i18n import system_language  # noqa: E402
from azul.smoke import run_smoke  # noqa: E402
from azul.storage import Storage  # noqa: E402
from azul.storage.instance_lock import InstanceLock  # noqa: E402
from azul.ui.persistence import Persistence, storage_paths  # noqa: E402
from azul.version import version  # noqa: E402

log = logging.getLogger(__name__)

ENV_LOG = "AZUL_LOG"  # the log level (default WARNING)
ENV_LOG_DIR = "AZUL_LOG_DIR"  # overrides the log folder (tests, screenshots)
LOG_FILE = "azul.log"
LOG_BYTES = 1_000_000  # a log file's size before it is rolled over to azul.log.1
LOG_BACKUPS = 2  # rolled-over files kept (azul.log.1, azul.log.2)
LOG_FORMAT = "%(asctime)s %(levelname)s %(name)s: %(message)s"


def log_dir() -> Path:
    """The folder of the log file: the platform's per-user log folder, or $AZUL_LOG_DIR."""
    override = os.environ.get(ENV_LOG_DIR)
    return Path(override) if override else platformdirs.user_log_path("azul", appauthor=False)


def setup_logging(level: str, folder: Path) -> Path | None:
    """Log at level to stderr (when there is one) and to a rotating file in folder, since the
    windowed build has no console; returns the file, or None when folder is not writable (the
    game then runs without a log file)."""
    root = logging.getLogger()
    root.setLevel(level.upper())
    if sys.stderr is not None:  # a windowed Windows build has none
        to_console = logging.StreamHandler()
        to_console.setFormatter(logging.Formatter(logging.BASIC_FORMAT))
        root.addHandler(to_console)
    path: Path | None = folder / LOG_FILE
    try:
        folder.mkdir(parents=True, exist_ok=True)
        # Opened now (not on the first record), so a folder that cannot be written is found here.
        to_file = RotatingFileHandler(
            folder / LOG_FILE, maxBytes=LOG_BYTES, backupCount=LOG_BACKUPS, encoding="utf-8"
        )
    except OSError:
        path = None
    else:
        to_file.setFormatter(logging.Formatter(LOG_FORMAT))
        root.addHandler(to_file)
    if path is None:
        log.warning("no log file: %s cannot be written", folder)
    return path


def _parse_size(text: str) -> tuple[int, int]:
    try:
        w, h = text.lower().split("x")
        return max(MIN_WINDOW[0], int(w)), max(MIN_WINDOW[1], int(h))
    except ValueError:
        raise argparse.ArgumentTypeError(
            f"expected WIDTHxHEIGHT, e.g. 1600x900, not {text!r}"
        ) from None


def parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    """Command-line options."""
    p = argparse.ArgumentParser(prog="azul", description="The Azul family of tile games.")
    p.add_argument("--size", type=_parse_size, help="window size, e.g. 1600x900")
    p.add_argument("--fullscreen", action="store_true", help="start in fullscreen")
    p.add_argument("--language", help="language code (en, hu, fi)")
    p.add_argument("--version", action="store_true", help="print the version and exit")
    p.add_argument(
        "--smoke-test",
        metavar="OUT.png",
        type=Path,
        help="check the installation headlessly, write a screenshot and exit (0 = all good)",
    )
    return p.parse_args(list(argv) if argv is not None else None)


def main(argv: Sequence[str] | None = None) -> int:
    """Start the game; returns the process exit status."""
    # The computer players think in a spawned worker process; a frozen (PyInstaller) build
    # must let that worker start here instead of opening a second game window.
    multiprocessing.freeze_support()
    args = parse_args(argv if argv is not None else sys.argv[1:])
    if args.version:
        if sys.stdout is not None:  # a windowed Windows build has no console to print to
            print(f"azul {version()}")
        return 0
    if args.smoke_test is not None:  # before any window opens: it sets the dummy drivers
        return run_smoke(args.smoke_test)
    setup_logging(os.environ.get(ENV_LOG, "WARNING"), log_dir())
    paths = storage_paths()
    persistence = Persistence(Storage(paths))
    lock = InstanceLock(paths.data_dir)  # held until this process ends (the OS drops it)
    persistence.claim_folder(lock)
    first_start = not persistence.storage.paths.settings_file.exists()
    settings = persistence.load_settings()
    if first_start and not args.language:
        settings.language = system_language()  # no language chosen yet: the OS's, if we have it
    if args.fullscreen:
        settings.fullscreen = True
    if args.language:
        settings.language = args.language
    # The window fits the desktop it opens on (a first start takes a good share of it).
    initial_window(settings, first_start=first_start and not args.size, wanted=args.size)
    app = App(make_services(settings, persistence=persistence))
    try:
        app.start()
        return app.run()
    except Exception:
        log.exception("the game stopped on an error")  # into the log file: no console to see
        raise
    finally:
        app.shutdown()
        pygame.quit()
        lock.release()
