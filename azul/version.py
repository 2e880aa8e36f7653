"""The game's version: pyproject.toml in a source checkout, else the installed package metadata
(a frozen build carries the metadata, copied in by packaging/azul.spec)."""

from __future__ import annotations

import sys
import tomllib
from importlib import metadata
from pathlib import Path

DIST_NAME = "azul"
UNKNOWN = "unknown"


def _from_pyproject() -> str | None:
    """The version in the checkout's pyproject.toml (None when not running from a checkout)."""
    if getattr(sys, "frozen", False):
        return None
    path = Path(__file__).resolve().parent.parent / "pyproject.toml"
    try:
        with path.open("rb") as fh:
            project = tomllib.load(fh).get("project", {})
    except (OSError, tomllib.TOMLDecodeError):
        return None
    if project.get("name") != DIST_NAME:
        return None
    value = project.get("version")
    return value if isinstance(value, str) and value else None


def version() -> str:
    """The version string, e.g. "0.1.0" ("unknown" if neither source is readable)."""
    # The checkout's pyproject.toml wins over installed metadata, which goes stale when the
    # version is bumped without reinstalling an editable install.
    found = _from_pyproject()
    if found:
        return found
    try:
        return metadata.version(DIST_NAME)
    except metadata.PackageNotFoundError:
        return UNKNOWN
