"""A game review computed off the drawing thread: decisions stream in one at a time, the
finished review is kept next to its record and loaded instantly the next time.

The search is pure Python, so the worker thread shares the interpreter with drawing; the
review screen redraws only when something changed, which keeps the window responsive. A
cancelled run stops within one search's polling interval (``should_stop``).
"""

from __future__ import annotations

import logging
import threading
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from azul.ai.review import (
    DecisionReview,
    GameReview,
    ReviewSettings,
    decision_indices,
    review_decisions,
    summarise,
)
from azul.storage import FinishedGame, load_review, reviews_dir, save_review
from azul.storage.records import build_record, fingerprint, record_files
from azul.storage.replay import GameSnapshot

log = logging.getLogger(__name__)

JOIN_SECONDS = 2.0  # how long close() waits for a cancelled search to notice


class ReviewRun:
    """One review being computed (or loaded): its decisions so far and whether it is done."""

    def __init__(self, game: FinishedGame, settings: ReviewSettings, folder: Path | None) -> None:
        self.game = game
        self.settings = settings
        self.folder = folder if game.id else None  # a game that is no record is not kept
        positions = game.positions
        self.players = len(positions.states[0].scores)
        self.total = len(decision_indices(positions.states, positions.moves))
        self.loaded = False  # True when the review came from disk
        self.failed: str | None = None
        self.saved: Any = None  # the storage Saved of the finished review (None: not saved)
        self._decisions: list[DecisionReview] = []
        self._done = False
        self._lock = threading.Lock()
        self._stop = threading.Event()
        self.thread: threading.Thread | None = None

    # -- running --

    def start(self) -> None:
        """Use the saved review when there is one, else start computing in the background."""
        if self.folder is not None:
            loaded = load_review(self.folder, self.game.id, self.settings, datetime.now(UTC))
            if loaded.value is not None:
                self._decisions = list(loaded.value.decisions)
                self._done = True
                self.loaded = True
                return
        self.thread = threading.Thread(target=self._work, name="azul-review", daemon=True)
        self.thread.start()

    def _work(self) -> None:
        positions = self.game.positions
        try:
            for d in review_decisions(
                positions.states, positions.moves, self.settings, should_stop=self._stop.is_set
            ):
                if self._stop.is_set():
                    return  # a search cut short: its verdict is not kept
                with self._lock:
                    self._decisions.append(d)
        except Exception as exc:  # a failed review is said on screen, never crashes the app
            log.exception("reviewing the game failed")
            self.failed = f"{type(exc).__name__}: {exc}"
            return
        if self._stop.is_set():
            return
        review = self.review()
        if self.folder is not None and review is not None:
            self.saved = save_review(self.folder, self.game.id, review)
        with self._lock:
            self._done = True

    def cancel(self) -> None:
        """Stop computing (the thread ends within milliseconds; nothing is saved)."""
        self._stop.set()

    def close(self) -> None:
        """Cancel and wait briefly for the worker to end."""
        self.cancel()
        if self.thread is not None:
            self.thread.join(JOIN_SECONDS)

    # -- results --

    @property
    def done(self) -> bool:
        """True when every decision has been reviewed."""
        with self._lock:
            return self._done

    @property
    def cancelled(self) -> bool:
        """True once cancel() was called."""
        return self._stop.is_set()

    def decisions(self) -> list[DecisionReview]:
        """The decisions reviewed so far, in game order (a copy)."""
        with self._lock:
            return list(self._decisions)

    def count(self) -> int:
        """How many decisions are reviewed so far."""
        with self._lock:
            return len(self._decisions)

    def review(self) -> GameReview | None:
        """The whole review once every decision is in (None before)."""
        decisions = self.decisions()
        if len(decisions) < self.total:
            return None
        final = self.game.positions.states[-1]
        return GameReview(
            self.settings, tuple(decisions), summarise(decisions, self.players), tuple(final.scores)
        )


def review_folder(services: Any) -> Path | None:
    """Where reviews are kept (None when nothing is kept on disk)."""
    persistence = services.persistence
    return None if persistence is None else reviews_dir(persistence.storage.paths)


def finished_game_of(services: Any, session: Any) -> FinishedGame:
    """A just-finished session as its record (the stored one's id when it was recorded, so
    its review is kept next to it; an empty id otherwise). DocumentError if not finished."""
    snapshot = GameSnapshot.of_session(session)
    doc, positions = build_record(snapshot, datetime.now(UTC))
    ident = ""
    persistence = services.persistence
    if persistence is not None:
        tail = "-" + fingerprint(doc.setup.to_setup(), doc.moves)
        stored = [p.stem for p in record_files(persistence.storage.paths) if p.stem.endswith(tail)]
        ident = stored[0] if stored else ""
    return FinishedGame(ident, doc, positions)
