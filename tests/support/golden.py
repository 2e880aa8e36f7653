"""What the base-family golden files (tests/golden/base/, written by tools/make_golden.py) hold
and how their hashes are taken: shared by the writer and the test that replays them."""

from __future__ import annotations

import json
from typing import Any

RULESETS = (
    "azul",
    "azul-grey",
    "azul-mini",
    "azul-mini-dark",
    "crystal-mosaic-1",
    "crystal-mosaic-2",
)


def canonical(data: Any) -> str:
    """The JSON text whose SHA-256 the golden files record."""
    return json.dumps(data, sort_keys=True, separators=(",", ":"))
