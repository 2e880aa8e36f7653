"""The table kits of the families this version ships; the app registers them at start-up."""

from __future__ import annotations

from ..kits import TableKit
from .base.kit import BaseKit
from .pavilion.kit import PavilionKit


def builtin_kits() -> list[TableKit]:
    """One kit per built-in family (base Azul, Summer Pavilion)."""
    return [BaseKit(), PavilionKit()]
