"""Locate bundled resources (assets, fonts, locales) from a source checkout or a PyInstaller bundle."""

from __future__ import annotations

import sys
from pathlib import Path

FONT_BODY = "Lato-Regular.ttf"
FONT_BOLD = "Lato-Bold.ttf"
FONT_TITLE = "Comfortaa-Bold.ttf"
FONT_SYMBOLS = "DejaVuSans.ttf"


def resource_root() -> Path:
    """Directory that holds assets/ and locales/: sys._MEIPASS when frozen, else the repository root."""
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle and getattr(sys, "frozen", False):
        return Path(bundle).resolve()
    return Path(__file__).resolve().parent.parent


def asset_path(*parts: str) -> Path:
    """Path of a file under assets/, e.g. asset_path("tiles", "base_blue.png")."""
    return resource_root().joinpath("assets", *parts)


def font_path(name: str) -> Path:
    """Path of a bundled font file, e.g. font_path(FONT_BODY)."""
    return resource_root() / "assets" / "fonts" / name


def locale_dir() -> Path:
    """Directory holding the translation catalogues."""
    return resource_root() / "locales"
