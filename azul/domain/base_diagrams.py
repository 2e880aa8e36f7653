"""The base family's rules-text diagrams (docs/rules_format.md): the walls, a scoring example,
the floor line and the pattern lines, with the parameters each takes. Named by the family's
manifest (``azul.engine.builtin``); the viewer's painters are ``azul.ui.families.base.diagrams``.
"""

from __future__ import annotations

import re

from azul.engine.colours import BASE_LETTERS
from azul.rules_text import DiagramSpec, Place, int_range, one_of

LETTERS = "".join(BASE_LETTERS)
WALLS = ("coloured", "grey", "crystal-1", "crystal-2")

WALL_CELL = Place(
    rf"[1-5][1-5][{LETTERS}]?",
    2,
    "cell",
    "wall cell",
    "row digit, column digit, optional colour letter",
)


def _floor_values(value: str) -> str | None:
    parts = value.split(",")
    if len(parts) != 7 or not all(re.fullmatch(r"-?\d", p) and int(p) <= 0 for p in parts):
        return "expected 7 comma-separated values, each 0 or negative"
    return None


def _pattern_lines(value: str) -> str | None:
    parts = value.split(",")
    if len(parts) != 5:
        return "expected 5 comma-separated lines"
    for line, part in enumerate(parts, start=1):
        if part == "-":
            continue
        m = re.fullmatch(rf"([1-5])([{LETTERS}])", part)
        if not m or int(m.group(1)) > line:
            return f"line {line}: {part!r} is not '-' or a count (at most {line}) and a colour"
    return None


DIAGRAM_SPECS: dict[str, DiagramSpec] = {
    "wall-pattern": DiagramSpec({}, {"tiles": WALL_CELL.many, "mark": WALL_CELL.one}),
    "grey-wall": DiagramSpec({}, {"tiles": WALL_CELL.many, "mark": WALL_CELL.one}),
    "crystal-wall": DiagramSpec(
        {"side": one_of("1", "2")},
        {"tiles": WALL_CELL.many, "mark": WALL_CELL.one},
    ),
    "scoring-example": DiagramSpec(
        {"new": WALL_CELL.one, "points": int_range(1, 40)},
        {"tiles": WALL_CELL.many, "wall": one_of(*WALLS)},
    ),
    "floor-line": DiagramSpec(
        {"values": _floor_values},
        {"filled": int_range(0, 7), "marker": one_of("yes", "no")},
    ),
    "pattern-lines": DiagramSpec({"lines": _pattern_lines}, {"mark": int_range(1, 5)}),
}
