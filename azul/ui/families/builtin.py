"""The table kits of the families this version ships; the app registers them at start-up."""

from __future__ import annotations

import importlib

from ..kits import KitRegistry, TableKit

# (family, module, kit class): registered lazily, so a family's table code loads when its
# first game, replay or setup facts need it, not at start-up.
BUILTIN_KITS: tuple[tuple[str, str, str], ...] = (
    ("base", "azul.ui.families.base.kit", "BaseKit"),
    ("pavilion", "azul.ui.families.pavilion.kit", "PavilionKit"),
)


def add_builtin_kits(kits: KitRegistry) -> KitRegistry:
    """Register every built-in family's kit (lazily) and return the registry."""
    for family, module, attr in BUILTIN_KITS:
        kits.add_lazy(family, module, attr)
    return kits


def builtin_kits() -> list[TableKit]:
    """One kit per built-in family (base Azul, Summer Pavilion), built now."""
    return [getattr(importlib.import_module(m), attr)() for _, m, attr in BUILTIN_KITS]
