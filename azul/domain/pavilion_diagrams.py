"""Summer Pavilion's rules-text diagrams (docs/rules_format.md): a star board, one star with a
scoring chain, the round track, with the parameters each takes. Named by the family's manifest
(``azul.engine.builtin``); the viewer's painters are ``azul.ui.families.pavilion.diagrams``.
"""

from __future__ import annotations

from azul.engine.colours import PAVILION_LETTERS
from azul.rules_text import DiagramSpec, Place, colour_letter, int_range, one_of

LETTERS = "".join(PAVILION_LETTERS)
CENTRE_STAR = "m"  # star-example: the multicoloured centre star
STRUCTURE_KINDS = ("pillars", "statues", "windows")

STAR_SPACE = Place(
    rf"[1-6][{LETTERS}]?", 1, "space", "star space", "value 1-6, optional colour letter"
)


def _structure_kinds(value: str) -> str | None:
    kinds = value.split(",")
    if any(k not in STRUCTURE_KINDS for k in kinds) or len(set(kinds)) != len(kinds):
        return f"expected a list from {', '.join(STRUCTURE_KINDS)}"
    return None


def _track_order(value: str) -> str | None:
    parts = value.split(",")
    if sorted(parts) != sorted(PAVILION_LETTERS):
        return "expected the six colours p,g,o,y,b,r once each, in round order"
    return None


DIAGRAM_SPECS: dict[str, DiagramSpec] = {
    "star-board": DiagramSpec({"side": one_of("coloured", "grey")}, {"show": _structure_kinds}),
    "star-example": DiagramSpec(
        {
            "star": colour_letter(lambda: LETTERS + CENTRE_STAR),
            "new": STAR_SPACE.one,
            "points": int_range(1, 6),
        },
        {"tiles": STAR_SPACE.many},
    ),
    "round-track": DiagramSpec({"order": _track_order}, {"current": int_range(1, 6)}),
}
