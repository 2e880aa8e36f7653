"""The Hint in words: what the computer (Hard level) would play, said as a player would say it.

The move notation ("3y5", "b6b+3") is for logs and saves; people get a sentence through the
i18n catalogs instead. Each family has its describer (families/<family>/hints.py); they take
the scene (for ``t``/``tn``) and the position the hint was computed for.
"""

from __future__ import annotations

from typing import Protocol

from azul.engine.state import GameState


class Words(Protocol):
    """What a describer needs of a scene: catalog look-ups."""

    def t(self, key: str, **values: object) -> str:
        """A catalog text."""
        ...

    def tn(self, key: str, n: int, **values: object) -> str:
        """A catalog text with a count."""
        ...


def colour_word(words: Words, state: GameState, colour: int) -> str:
    """A tile colour's name in the language shown."""
    return words.t(f"colour.{state.ruleset.colours[colour]}")
