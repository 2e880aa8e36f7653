"""The app's link to azul.storage: settings loaded at start and written on every change, the
game in progress autosaved after every move and undo, finished games recorded, stored games
turned back into sessions, and storage problems turned into words for the player."""

from __future__ import annotations

import logging
import os
from collections.abc import Callable, Iterable, Sequence
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

import platformdirs

from azul.domain.lessons import LESSONS
from azul.domain.session import GameSession, GameSetup, Seat
from azul.domain.settings import COMPUTER, PERSON, Settings
from azul.engine import Setup
from azul.i18n import LANGUAGES
from azul.storage import (
    GameSnapshot,
    Positions,
    Problem,
    ResumedGame,
    SettingsFile,
    Storage,
    StoragePaths,
)
from azul.storage.instance_lock import InstanceLock
from azul.storage.problems import MOVED_ASIDE, SECOND_COPY
from azul.storage.ui_settings import from_ui_settings, to_ui_settings

from . import router
from .kits import replay_scene_for, table_scene_for

if TYPE_CHECKING:
    from .scene import SceneHost
    from .services import Services

log = logging.getLogger(__name__)

ENV_CONFIG = "AZUL_CONFIG_DIR"  # overrides the settings folder (screenshots, smoke tests)
ENV_DATA = "AZUL_DATA_DIR"  # overrides the games/records/statistics folder
ENV_DOCUMENTS = "AZUL_DOCUMENTS_DIR"  # overrides where exports are offered
RESIZE_DELAY = 0.6  # seconds a window resize rests before the new size is written

Namer = Callable[[int, str], str]  # (seat index, "person"/"computer") -> a default name
DEFAULT_NAME_KEYS = {PERSON: "seat.default_person", COMPUTER: "seat.default_computer"}


def storage_paths() -> StoragePaths:
    """The platform folders, each replaceable through its environment variable."""
    default = StoragePaths.default()
    config = os.environ.get(ENV_CONFIG)
    data = os.environ.get(ENV_DATA)
    return StoragePaths(
        config_dir=Path(config) if config else default.config_dir,
        data_dir=Path(data) if data else default.data_dir,
    )


def documents_dir() -> Path:
    """The folder exports and imports start in (the user's Documents folder)."""
    override = os.environ.get(ENV_DOCUMENTS)
    if override:
        return Path(override)
    try:
        return Path(platformdirs.user_documents_dir())
    except Exception:  # platformdirs may fail on odd systems; the home folder always exists
        return Path.home()


def problem_text(services: Services, problem: Problem) -> str:
    """What the player reads for a problem: its message, plus where a damaged file was kept."""
    text = services.t(problem.key, **problem.params)
    if problem.moved_to is not None:
        text += " " + services.t(MOVED_ASIDE, moved_to=problem.moved_to.name)
    return text


class Persistence:
    """Keeps the app's state on disk through one Storage; never raises on a bad file."""

    def __init__(self, storage: Storage) -> None:
        self.storage = storage
        self._stored = SettingsFile()  # what settings.json holds now (stored-only fields too)
        self._resized_at: float | None = None
        self.notices: list[Problem] = []  # problems met before a screen could show them
        # Another running copy holds the data folder: this one leaves the game in progress
        # (autosave.json) alone, so the other copy's game is never overwritten or cleared.
        self.second_copy = False

    # --- settings -------------------------------------------------------------------------

    def load_settings(self) -> Settings:
        """The settings to start with (defaults when missing; problems go to notices)."""
        loaded = self.storage.load_settings(known_lessons=LESSONS)
        self.notices.extend(loaded.problems)
        self._stored = loaded.value or SettingsFile()
        return to_ui_settings(self._stored)

    def save_settings(self, settings: Settings) -> Problem | None:
        """Write the settings if they differ from what is on disk."""
        self._resized_at = None
        wanted = from_ui_settings(settings, self._stored)
        if wanted == self._stored:
            return None
        saved = self.storage.save_settings(wanted)
        if not saved.ok:
            return saved.problem
        self._stored = wanted
        return None

    def resized(self, now: float) -> None:
        """The window size changed: write it once resizing has rested a moment."""
        self._resized_at = now

    def tick(self, settings: Settings, now: float) -> Problem | None:
        """Write a resized window's size once it has rested."""
        if self._resized_at is None or now - self._resized_at < RESIZE_DELAY:
            return None
        return self.save_settings(settings)

    # --- the game in progress -------------------------------------------------------------

    def has_autosave(self) -> bool:
        """True when the main menu should offer Continue."""
        return self.storage.has_autosave()

    def game_changed(self, session: GameSession) -> Problem | None:
        """After a move or undo: autosave it, or record it once it is over (a second copy on
        the same folder records finished games but never touches the autosave)."""
        snapshot = GameSnapshot.of_session(session)
        if session.state.is_over:
            recorded = self.storage.record_finished_game(snapshot)
            if self.second_copy:
                return recorded.record.problem or recorded.stats.problem
            if recorded.record.ok:
                cleared = self.storage.clear_autosave()
                return recorded.stats.problem or cleared.problem
            # Not recorded: keep the game as the autosave, so it is not lost either.
            saved = self.storage.autosave(snapshot)
            return recorded.record.problem or saved.problem
        if self.second_copy:
            return None
        return self.storage.autosave(snapshot).problem

    def claim_folder(self, lock: InstanceLock) -> None:
        """Take the data folder for this copy; when another copy has it, say so at start and
        keep this copy off the game in progress."""
        if lock.acquire():
            return
        self.second_copy = True
        self.notices.append(Problem(SECOND_COPY))


# --- stored games back into sessions ---------------------------------------------------------


def seats_of(seats: Iterable[Seat], default_name: Namer | None = None) -> tuple[Seat, ...]:
    """A stored game's seats as the table plays them: a seat without a name, or with a default
    name of any language ("Player 1", "Játékos 1"), gets default_name(index, kind); a person
    plays at no level."""
    made = getattr(default_name, "made", None)  # default_seat_name's: was this name a default?

    def name(i: int, seat: Seat) -> str:
        stored = seat.name.strip()
        if default_name is None:
            return stored or f"#{i + 1}"
        if not stored or (made is not None and made(stored, i, seat.kind)):
            return default_name(i, seat.kind)
        return stored  # a name the player typed stays as it is

    return tuple(
        replace(s, name=name(i, s), level="" if s.is_person else s.level)
        for i, s in enumerate(seats)
    )


def session_of(
    setup: Setup,
    seats: tuple[Seat, ...],
    positions: Positions,
    upto: int | None = None,
    continued: Sequence[bool] = (),
) -> GameSession:
    """A session holding a stored game's positions (all of them, or the first upto moves) and
    its decision grouping for undo (missing flags: every move is a decision of its own)."""
    n = len(positions.moves) if upto is None else max(0, min(upto, len(positions.moves)))
    game_setup = GameSetup(setup.ruleset, seats, setup.seed, setup.first_player)
    return GameSession(
        setup=game_setup,
        seed=setup.seed,
        states=list(positions.states[: n + 1]),
        moves=list(positions.moves[:n]),
        movers=list(positions.movers[:n]),
        continued=[bool(c) for c in continued[:n]] + [False] * max(0, n - len(continued)),
    )


class DefaultSeatName:
    """Names seats as the setup screen does when a name is left empty, in the language shown,
    and knows those names in every language (so that a default follows a language switch)."""

    def __init__(self, services: Services) -> None:
        self.services = services

    def __call__(self, i: int, kind: str) -> str:
        """The default name of seat i of this kind, in the language shown."""
        return self.services.t(DEFAULT_NAME_KEYS.get(kind, DEFAULT_NAME_KEYS[PERSON]), n=i + 1)

    def made(self, name: str, i: int, kind: str) -> bool:
        """True when a name is seat i's default name of this kind in one of the languages."""
        text = self.services.text
        key = DEFAULT_NAME_KEYS.get(kind, DEFAULT_NAME_KEYS[PERSON])
        for language in LANGUAGES:
            pattern = text.catalog(language).get(key)
            if isinstance(pattern, str) and name == pattern.replace("{n}", str(i + 1)):
                return True
        return False


def default_seat_name(services: Services) -> DefaultSeatName:
    """A namer for stored seats without a name (as the setup screen names them)."""
    return DefaultSeatName(services)


def listed_names(
    services: Services, names: Sequence[str], seats: Sequence[Seat] | None = None
) -> tuple[str, ...]:
    """Stored players' names as a list shows them: a default name of any language ("Gép 1")
    in the language shown ("Computer 1"), a typed name as it is (``seats``: the stored seats,
    whose kinds say which default a name may be; without them either kind's)."""
    namer = default_seat_name(services)
    if seats is not None and len(seats) == len(names):
        return tuple(s.name for s in seats_of(seats, namer))
    shown = []
    for i, name in enumerate(names):
        kind = next((k for k in DEFAULT_NAME_KEYS if namer.made(name.strip(), i, k)), None)
        shown.append(name if kind is None else namer(i, kind))
    return tuple(shown)


def localise_seat_names(services: Services, scenes: Iterable[object]) -> None:
    """After a language switch: the default names of the games on screen in the new language
    (a name the player typed is kept)."""
    namer = default_seat_name(services)
    for scene in scenes:
        session = getattr(scene, "session", None)
        if isinstance(session, GameSession):
            seats = seats_of(session.setup.seats, namer)
            if seats != session.setup.seats:
                session.setup = replace(session.setup, seats=seats)


def resumed_session(services: Services, game: ResumedGame) -> GameSession:
    """The session of a loaded game, with its whole undo history."""
    seats = seats_of(game.seats, default_seat_name(services))
    return session_of(game.setup, seats, game.positions, continued=game.continued)


# --- helpers for scenes ----------------------------------------------------------------------


def watch(host: SceneHost, session: GameSession) -> None:
    """Autosave a game after every move and undo (and now), and record it when it ends."""
    persistence = host.services.persistence
    if persistence is None:
        return
    reported: set[str] = set()  # each kind of failure is said once per game, not every move

    def changed(s: GameSession) -> None:
        problem = persistence.game_changed(s)
        if problem is not None and problem.key not in reported:
            reported.add(problem.key)
            host.toast(problem_text(host.services, problem))

    session.on_change = changed
    changed(session)
    # The new-game choices that made this game are kept too.
    save_settings(host)


def save_settings(host: SceneHost) -> None:
    """Write the settings if they changed (a failure is shown as a short message)."""
    persistence = host.services.persistence
    if persistence is None:
        return
    problem = persistence.save_settings(host.services.settings)
    if problem is not None:
        host.toast(problem_text(host.services, problem))


def show_problems(host: SceneHost, problems: Iterable[Problem], title_key: str = "") -> bool:
    """Show problems in a dialog on top of the current screen; False when there were none."""
    found = [p for p in problems if p is not None]
    if not found:
        return False
    paragraphs = [problem_text(host.services, p) for p in found]
    notice = host.services.router.make(
        router.NOTICE, host, paragraphs=paragraphs, title_key=title_key
    )
    host.stack.push(notice)
    return True


def show_notices(host: SceneHost) -> None:
    """Show the problems met while starting (e.g. a damaged settings file), once."""
    persistence = host.services.persistence
    if persistence is None or not persistence.notices:
        return
    found, persistence.notices = persistence.notices, []
    show_problems(host, found)


def open_game(host: SceneHost, game: ResumedGame, problems: Iterable[Problem] = ()) -> bool:
    """Put a loaded game on the table (over the main menu); False if it cannot be played."""
    try:
        session = resumed_session(host.services, game)
        table = table_scene_for(host, session)
    except Exception:  # data that replayed but still confuses the table must not crash
        log.exception("cannot open the loaded game")
        table = None
    if table is None:
        host.toast(host.services.t("setup.unavailable"))
        return False
    host.stack.reset(host.services.router.make(router.TITLE, host))
    host.stack.push(table)
    show_problems(host, problems)
    return True


def continue_game(host: SceneHost) -> bool:
    """Main menu → Continue: the autosaved game, exactly where it was left."""
    persistence = host.services.persistence
    if persistence is None:
        return False
    loaded = persistence.storage.load_autosave()
    if loaded.value is None:
        show_problems(host, loaded.problems)
        return False
    return open_game(host, loaded.value, loaded.problems)


def open_replay(host: SceneHost, record_id: str) -> bool:
    """Load a finished game and show it in the replay (a message if it cannot be used)."""
    persistence = host.services.persistence
    if persistence is None:
        return False
    loaded = persistence.storage.load_record(record_id)
    if loaded.value is None:
        show_problems(host, loaded.problems)
        return False
    game = loaded.value
    scene = replay_scene_for(host, game)
    if scene is None:  # no table for this family in this version
        host.toast(host.services.t("setup.unavailable"))
        return False
    host.stack.push(scene)
    show_problems(host, loaded.problems)
    return True
