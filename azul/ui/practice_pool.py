"""The practice positions of the player's own finished games: every recorded game with a person
seat (the newest ``MAX_GAMES``) is reviewed (a saved review loads at once; a game not yet
reviewed is reviewed in the background, one game at a time, by the review's own worker,
``review_run.ReviewRun``) and its person seats' costly decisions become practice positions
(``azul.domain.practice``), newest game first."""

from __future__ import annotations

import logging
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import TYPE_CHECKING

from azul.ai.review import DecisionReview, GameReview, ReviewSettings
from azul.domain.practice import PracticePosition, newest_first, positions_of
from azul.storage import FinishedGame, RecordInfo, load_review

from .review_run import ReviewRun, review_folder, review_in_process

if TYPE_CHECKING:
    from .services import Services

log = logging.getLogger(__name__)

# The review budget: the review screen's (its saved reviews are the ones practice reads).
SETTINGS = ReviewSettings()
MAX_GAMES = 30  # the newest finished games of a person that practice draws on


def person_seats(game: FinishedGame) -> list[int]:
    """The seats a person played (the player's own)."""
    return [i for i, seat in enumerate(game.seats) if seat.is_person]


def game_positions(
    game: FinishedGame, review: GameReview | Sequence[DecisionReview]
) -> list[PracticePosition]:
    """A reviewed game's practice positions for its person seats (given the decisions of a
    review still running: its errors so far)."""
    doc = game.doc
    return positions_of(review, game.id, doc.finished_at, doc.setup.ruleset, person_seats(game))


@dataclass(frozen=True, slots=True)
class Reviewing:
    """What the background review is at: game ``game`` of ``games`` to review, and its
    decisions reviewed so far of ``total``."""

    game: int
    games: int
    decisions: int
    total: int


class PracticePool:
    """The positions found so far, and the background review of the games still unreviewed."""

    def __init__(self, services: Services, settings: ReviewSettings | None = None) -> None:
        self.services = services
        self.settings = settings or SETTINGS
        self.games: dict[str, FinishedGame] = {}
        self.positions: list[PracticePosition] = []
        self._settled: list[PracticePosition] = []  # of the games whose review is done
        self._streamed = 0  # decisions of the running review already looked at
        self.found_games = 0  # finished games of a person (reviewed or not)
        self.record_ids: frozenset[str] = frozenset()  # every record kept (any game)
        self.failed = 0  # games whose review failed
        self._queue: list[FinishedGame] = []
        self._queued = 0  # games that needed a review when the pool started
        self.run: ReviewRun | None = None
        self._started = False

    def start(self) -> None:
        """Find the games and take every saved review; start reviewing the rest."""
        if self._started:
            return
        self._started = True
        persistence = self.services.persistence
        if persistence is None:
            return
        listing = persistence.storage.list_records()
        self.record_ids = frozenset(i.id for i in listing.items)
        infos = [i for i in listing.items if any(s.is_person for s in i.seats)][:MAX_GAMES]
        folder = review_folder(self.services)
        found: list[PracticePosition] = []
        for info in infos:
            game = self._load(info)
            if game is None:
                continue
            self.found_games += 1
            self.games[game.id] = game
            saved = None
            if folder is not None:  # a saved review is read at once, before any is made
                now = datetime.now(UTC)
                saved = load_review(folder, game.id, self.settings, now, game.positions).value
            if saved is not None:
                found.extend(game_positions(game, saved))
            else:
                self._queue.append(game)
        self.positions = self._settled = newest_first(found)
        self._queued = len(self._queue)
        self.update()

    def _load(self, info: RecordInfo) -> FinishedGame | None:
        persistence = self.services.persistence
        if persistence is None:
            return None
        loaded = persistence.storage.load_record(info.id)
        return loaded.value

    def update(self) -> bool:
        """Take finished reviews and start the next (saved ones load at once); True when the
        positions or the progress changed."""
        changed = False
        while True:
            run = self.run
            if run is not None:
                if run.failed:
                    self.failed += 1
                elif not run.done:
                    return self._stream(run) or changed
                else:
                    review = run.review()
                    if review is not None:
                        self._settled = newest_first(
                            [*self._settled, *game_positions(run.game, review)]
                        )
                self.positions = self._settled
                self.run = None
                self._streamed = 0
                changed = True
            if not self._queue:
                return changed
            game = self._queue.pop(0)
            self.run = ReviewRun(
                game,
                self.settings,
                review_folder(self.services),
                in_process=review_in_process(self.services),
            )
            self.run.start()

    def _stream(self, run: ReviewRun) -> bool:
        """The running review's errors so far join the list (True when it grew)."""
        if run.count() == self._streamed:
            return False
        decisions = run.decisions()
        self._streamed = len(decisions)
        streamed = game_positions(run.game, decisions)
        before = len(self.positions)
        self.positions = newest_first([*self._settled, *streamed])
        return len(self.positions) != before

    @property
    def busy(self) -> bool:
        """True while games are being reviewed."""
        return self.run is not None and not self.run.done and not self.run.failed

    def reviewing(self) -> Reviewing | None:
        """Where the background review is (None when nothing is being reviewed)."""
        run = self.run
        if run is None or not self.busy:
            return None
        number = self._queued - len(self._queue)
        return Reviewing(number, self._queued, run.count(), run.total)

    def close(self) -> None:
        """Stop a review still running (its worker ends; nothing half-done is saved)."""
        if self.run is not None:
            self.run.close()
