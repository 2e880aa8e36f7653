"""A reviewed decision's moves in words, kept per language: as the review says them (the
family's hint sentences), the move played as the log shows it (tile, count, where), and a move
as the log's short sentence (for the key moments)."""

from __future__ import annotations

from azul.ai.review import DecisionReview
from azul.engine.state import GameState
from azul.i18n import Translator

from ..review_words import MoveSayer
from ..table.log import Describe, LogMove


class DecisionMoves:
    """The moves of one game's reviewed decisions in words (see the module notes)."""

    def __init__(
        self, sayer: MoveSayer, describe: Describe, states: list[GameState], text: Translator
    ) -> None:
        self.sayer = sayer
        self.describe = describe
        self.states = states
        self.text = text  # its language is the one shown (Settings may change it)
        self._said: dict[tuple[str, int], tuple[str, str]] = {}
        self._forms: dict[tuple[str, int], LogMove] = {}
        self._short: dict[tuple[str, int, str], str] = {}

    def said(self, d: DecisionReview) -> tuple[str, str]:
        """(the move played, the engine's move) in words, in the language shown."""
        key = (self.text.language, d.number)
        if key not in self._said:
            self._said[key] = (self.sayer.say(d.index, d.played), self.sayer.say(d.index, d.best))
        return self._said[key]

    def move_form(self, d: DecisionReview) -> LogMove:
        """The move played as the log shows it (tile, count, where), in the language shown."""
        key = (self.text.language, d.number)
        if key not in self._forms:
            before = self.states[d.index]
            self._forms[key] = self.describe(before, before.parse_move(d.played))
        return self._forms[key]

    def short(self, d: DecisionReview, notation: str) -> str:
        """A move of a decision as the log's short sentence ("3 red from factory 2 to line 3"),
        its notation when this version cannot read it."""
        key = (self.text.language, d.number, notation)
        if key not in self._short:
            before = self.states[d.index]
            try:
                self._short[key] = self.describe(before, before.parse_move(notation)).sentence
            except Exception:  # a stored move this version cannot read: its notation
                self._short[key] = notation
        return self._short[key]
