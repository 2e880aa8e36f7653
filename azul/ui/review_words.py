"""The review in words: labels and their colours, reasons and moves in the language shown.

Moves are said with the family kit's hint sentences (``describe_hint``), whose catalog
look-ups are redirected from the Hint's keys ("Hint: take ...") to the review's ("Take ...");
a family without a sentence gives its notation.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from azul.domain.review_text import LABEL_KEYS as LABEL_KEYS
from azul.engine.state import GameState
from azul.i18n import Translator

from . import theme
from .hints import Words

if TYPE_CHECKING:
    from .kits import TableKit

LABEL_COLOURS: dict[str, theme.Colour] = {
    "best": (46, 140, 84),
    "good": (64, 128, 176),
    "inaccuracy": (204, 150, 30),
    "mistake": (222, 106, 40),
    "blunder": (196, 44, 44),
}
# The chart's mark of a costly decision also says its weight by a sign (as chess notation does),
# so the label is never told by its colour alone.
LABEL_SIGNS: dict[str, str] = {"inaccuracy": "?!", "mistake": "?", "blunder": "??"}
# What "next mistake" jumps to: every decision that cost at least an inaccuracy.
MISTAKES = frozenset({"inaccuracy", "mistake", "blunder"})

# The Hint's sentences and the review's, which say the same move without "Hint:".
MOVE_KEYS = {
    "hint.factory_line": "review.move_factory_line",
    "hint.factory_floor": "review.move_factory_floor",
    "hint.centre_line": "review.move_centre_line",
    "hint.centre_floor": "review.move_centre_floor",
    "hint.tile": "review.move_tile",
    "hint.pavilion_take_factory": "review.move_pavilion_take_factory",
    "hint.pavilion_take_centre": "review.move_pavilion_take_centre",
    "hint.pavilion_place": "review.move_pavilion_place",
    "hint.pavilion_pick": "review.move_pavilion_pick",
    "hint.pavilion_keep": "review.move_pavilion_keep",
    "hint.pavilion_done": "review.move_pavilion_done",
    "hint.pavilion_pass": "review.move_pavilion_pass",
}


def label_text(words: Words, label: str) -> str:
    """A label in the language shown."""
    key = LABEL_KEYS.get(label)
    return words.t(key) if key else label


class MoveText:
    """A translator that answers the Hint's move sentences with the review's."""

    def __init__(self, text: Translator) -> None:
        self.text = text

    def t(self, key: str, **values: object) -> str:
        """The review's sentence for a hint key, any other key as it is."""
        return self.text.t(MOVE_KEYS.get(key, key), **values)

    def tn(self, key: str, n: int, **values: object) -> str:
        """The same, with a count."""
        return self.text.tn(MOVE_KEYS.get(key, key), n, **values)

    def __getattr__(self, name: str) -> Any:  # any other Translator member, passed through
        return getattr(self.text, name)


class MoveSayer:
    """Says moves of one game in words: its family kit's hint sentences, in the review's."""

    def __init__(self, kit: TableKit, text: Translator, states: Sequence[GameState]) -> None:
        self.kit = kit
        self.words = MoveText(text)
        self.states = states

    def say(self, index: int, notation: str) -> str:
        """The move ``notation`` in the position before move ``index``, in words."""
        state = self.states[index]
        try:
            move = state.parse_move(notation)
        except Exception:  # a move this version cannot read: its notation is all there is
            return notation
        try:
            return self.kit.describe_hint(self.words, state, move)
        except Exception:  # a describer that trips on an odd position must not stop the review
            return notation
