"""What goes into the built app besides the code: read by packaging/azul.spec and the tests.

Plain Python (no PyInstaller import), so tests/packaging can check the lists without a build.
"""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
APP_NAME = "azul"  # executable name (also the Linux WM class and icon name)
DISPLAY_NAME = "Azul"
BUNDLE_ID = "io.github.azul-tiles.azul"  # macOS bundle identifier

# Folders copied whole into the bundle root, where azul.resources.resource_root() finds them
# (sys._MEIPASS when frozen): sprites, sounds, fonts with their licences, icons, the asset
# manifest, the catalogs and the rules texts (locales/rules).
DATA_FOLDERS: tuple[str, ...] = ("assets", "locales")

# Modules the game never imports, kept out of the bundle to keep it small. Each was seen in a
# build's module graph (pulled in by the standard library or a dependency's optional path).
EXCLUDES: tuple[str, ...] = (
    # GUI toolkits and test tooling
    "tkinter",
    "_tkinter",
    "turtle",
    "turtledemo",
    "idlelib",
    "pytest",
    "_pytest",
    "hypothesis",
    "py",
    "unittest",
    "doctest",
    "pydoc",
    "pydoc_data",
    "lib2to3",
    # pygame's optional extras (numpy-backed surfarray/sndarray, the camera, the examples)
    "numpy",
    "pygame.examples",
    "pygame.tests",
    "pygame.docs",
    "pygame._camera_opencv",
    "pygame._camera_vidcapture",
    "cv2",
    # pydantic's optional integrations and their dependencies
    "email_validator",
    "pydantic.v1",
    "pydantic.mypy",
    "mypy",
    "dotenv",
    "rich",
    "cloudpickle",
    # networking and servers the game does not use; without _ssl and _hashlib the OpenSSL
    # libraries (5 MB) stay out: hashlib then uses Python's own sha256 (saves and records)
    "asyncio",
    "ssl",
    "_ssl",
    "_hashlib",
    "xmlrpc",
    "http.server",
    "ftplib",
    "smtplib",
    "imaplib",
    "poplib",
    "nntplib",
    "telnetlib",
    "sqlite3",
    "curses",
    "readline",
)

# Excluded modules that are imported, but only behind a fallback: hashlib uses its built-in
# sha256 when _hashlib (OpenSSL) is missing.
OPTIONAL_IMPORTS: tuple[str, ...] = ("_hashlib",)


def data_files(root: Path = ROOT) -> list[tuple[str, str]]:
    """PyInstaller ``datas`` entries: (source folder, folder inside the bundle)."""
    return [(str(root / folder), folder) for folder in DATA_FOLDERS]


def read_version(root: Path = ROOT) -> str:
    """The version in pyproject.toml (the build names its outputs after it)."""
    import tomllib

    with (root / "pyproject.toml").open("rb") as fh:
        return str(tomllib.load(fh)["project"]["version"])
