"""Score events: every change of a score is recorded with its reason, for the UI to explain."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

# Reasons (stable strings: used in saves, tests and as i18n keys "reason.<name>").
WALL = "wall"  # base: a tile placed on the wall; info: row, col, colour, h, v, multiplier
FLOOR = "floor"  # base: one occupied floor space; info: space, value, tile
ROW_BONUS = "row-bonus"  # base end bonus; info: row
COLUMN_BONUS = "column-bonus"  # base end bonus; info: col
COLOUR_BONUS = "colour-bonus"  # base end bonus; info: colour
STAR_TILE = "star-tile"  # pavilion: a tile placed on a star; info: star, space, colour, run
CENTRE_PENALTY = "centre-penalty"  # pavilion: first take from the centre; info: tiles
DISCARD = "discard"  # pavilion: tiles discarded on passing (round 6: all); info: tiles
LEFTOVER = "leftover"  # pavilion: tiles left after round 6 (older saves, 4.7); info: tiles
STAR_BONUS = "star-bonus"  # pavilion end bonus; info: star, colour
VALUE_BONUS = "value-bonus"  # pavilion end bonus; info: value
# Not a score change (delta 0): a pavilion structure was completed and grants bonus tiles.
STRUCTURE = "structure"  # info: kind (pillar/statue/window), index, tiles

REASONS = (
    WALL,
    FLOOR,
    ROW_BONUS,
    COLUMN_BONUS,
    COLOUR_BONUS,
    STAR_TILE,
    CENTRE_PENALTY,
    DISCARD,
    LEFTOVER,
    STAR_BONUS,
    VALUE_BONUS,
    STRUCTURE,
)


@dataclass(frozen=True, slots=True)
class ScoreEvent:
    """One score change: ``delta`` is what was applied (after the score floor), ``points`` the
    nominal amount the rules ask for; ``info`` holds reason-specific details (ints and strs)."""

    player: int
    delta: int
    reason: str
    points: int
    info: dict[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        """Plain-dict form for saves and logs."""
        return {
            "player": self.player,
            "delta": self.delta,
            "reason": self.reason,
            "points": self.points,
            "info": dict(self.info),
        }

    @staticmethod
    def from_json(data: dict[str, Any]) -> ScoreEvent:
        """Inverse of to_json."""
        return ScoreEvent(
            player=int(data["player"]),
            delta=int(data["delta"]),
            reason=str(data["reason"]),
            points=int(data["points"]),
            info=dict(data.get("info", {})),
        )
