"""Narration on a live table: each move said as it is played, and the read-out keys (your
board, the next rival's, the factories and centre, the scores). Mixed into the table scene
(``scenes/table.py``); the sentences are narration.py's and the family kit's."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from azul.engine.state import GameState

from .. import narration
from ..hints import Words
from ..kits import TableKit
from .frame import AnyFrame
from .game_table import GameTable

if TYPE_CHECKING:
    pass


class NarratedTable(Words, GameTable, Protocol):
    """What narration needs of a table: its game, its kit, its frame and its words."""

    rival: int  # the rival whose board the R key read out last

    @property
    def kit(self) -> TableKit:
        """The family's kit (its sentences)."""
        ...

    def frame(self) -> AnyFrame:
        """The table as it is drawn now."""
        ...

    def _reader(self) -> int:
        """Whose board "your board" is."""
        ...


class TableNarration:
    """Narration of a live table (a mixin of ``TableScene``)."""

    rival: int

    def narrate_move(
        self: NarratedTable, seat: int, before: GameState, move: int, after: GameState
    ) -> None:
        """Narration: who did what, the score events, a round's end and whose turn is next."""
        if not narration.narrating(self.services):
            return
        words = self.kit.describe_move(self, before, move).sentence
        for sentence in narration.move_sentences(self, self.session, words, seat, before, after):
            narration.say(self.services, sentence)

    def read_out(self: NarratedTable, what: str) -> None:
        """Narration's read-out keys: your board, the next rival's, the factories and centre,
        or the scores and whose turn it is."""
        if not narration.narrating(self.services):
            return
        frame = self.frame()
        seats = len(self.session.setup.seats)
        me = self._reader()
        if what == narration.BOARD:
            text = self.kit.speak_board(frame, me)
        elif what == narration.RIVAL:
            rivals = [i for i in range(seats) if i != me] or [me]
            self.rival = (
                rivals[(rivals.index(self.rival) + 1) % len(rivals)]
                if (self.rival in rivals)
                else rivals[0]
            )
            text = self.kit.speak_board(frame, self.rival)
        elif what == narration.OFFER:
            text = self.kit.speak_offer(frame)
        else:
            text = narration.scores_sentence(self, self.session, self.state)
        narration.say(self.services, text)

    def _reader(self: NarratedTable) -> int:
        """Whose board "your board" is: the person to move, else the first person seated."""
        now = int(self.state.current_player)
        seats = self.session.setup.seats
        if seats[now].is_person:
            return now
        return next((i for i, seat in enumerate(seats) if seat.is_person), now)
