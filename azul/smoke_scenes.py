"""The smoke test's part that runs the app: every scene class opened for a few frames, and a
table per rule set where computer seats move through the worker process (see azul.smoke).

Scenes are discovered in the modules of ``azul.ui``; their constructors get arguments
by parameter type (or name, when untyped) from ``Fixtures``. A scene whose module or class
name mentions a rule-set family (e.g. "pavilion") gets that family's sessions and games.
"""

from __future__ import annotations

import importlib
import inspect
import os
import pkgutil
import re
import time
from collections.abc import Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame

import azul.ui as ui_package
from azul.ai.review import GameReview, ReviewSettings, summarise
from azul.domain.levels import offered_levels
from azul.domain.practice import PracticePosition
from azul.domain.session import GameSession, GameSetup, Seat
from azul.domain.settings import COMPUTER
from azul.engine import all_rulesets, get_ruleset
from azul.rules_text import load_rules
from azul.smoke_checks import (
    LogWatch,
    Report,
    SmokeFailure,
    StoredGames,
    catalog_languages,
    describe,
    family_rulesets,
    finished_session,
)
from azul.ui import router
from azul.ui.scene import Scene
from azul.ui.scenes.setup import SetupScene
from azul.ui.scenes.title import TitleScene

if TYPE_CHECKING:
    from azul.app import App
    from azul.storage import FinishedGame, RecordInfo

FRAMES_PER_SCENE = 4
MIN_COMPUTER_MOVES = 3  # moves each table's computer seats must make through the worker
TABLE_SECONDS = 30.0  # real time a table may take to reach those moves


class Clock:
    """The app's clock, moved by the smoke test (animations never wait for real time)."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


class Runner:
    """Drives a started App frame by frame, as tests/ui/driver.py does."""

    def __init__(self, app: App, clock: Clock) -> None:
        self.app = app
        self.clock = clock

    def frame(self, dt: float = 1 / 30) -> None:
        """Dispatch queued events, advance the clock and the top scene, draw."""
        for event in pygame.event.get():
            self.app.dispatch(event)
        self.clock.now += dt
        self.app.step(dt)
        self.app.render()
        pygame.display.flip()

    def frames(self, n: int) -> None:
        """Several frames, with the pointer moved across the window on the way."""
        w, h = self.app.viewport.window_w, self.app.viewport.window_h
        for i in range(n):
            pos = (w * (i + 1) // (n + 1), h // 2)
            pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0)))
            self.frame()


def scene_classes() -> list[type[Scene]]:
    """Every Scene subclass defined in the modules of azul.ui (scenes, tables, dialogs)."""
    found: list[type[Scene]] = []
    modules = pkgutil.walk_packages(ui_package.__path__, f"{ui_package.__name__}.")
    for name in sorted(info.name for info in modules):
        module = importlib.import_module(name)
        for obj in vars(module).values():
            if (
                isinstance(obj, type)
                and issubclass(obj, Scene)
                and obj is not Scene
                and obj.__module__ == module.__name__
            ):
                found.append(obj)
    return found


def family_of(cls: type, families: Sequence[str]) -> str:
    """The family a scene class is made for: named in its module or class, else the first."""
    where = f"{cls.__module__}.{cls.__name__}".lower()
    for family in families[1:]:
        if family.lower() in where:
            return family
    return families[0]


_TYPE = re.compile(r"([A-Za-z_][A-Za-z_0-9.]*)")
_MISSING = object()


def type_names(annotation: object) -> list[str]:
    """Base type names in an annotation ("TableScene | None" -> ["TableScene"])."""
    if annotation is inspect.Parameter.empty:
        return []
    text = annotation if isinstance(annotation, str) else getattr(annotation, "__name__", "")
    names = []
    for part in str(text).split("|"):
        m = _TYPE.match(part.strip())
        if m and m.group(1) not in ("None", "Optional"):
            names.append(m.group(1).rsplit(".", 1)[-1])
    return names


def _anything(*args: object, **kwargs: object) -> str:
    """Stands in for label and action callbacks."""
    return ""


PLAIN_TYPES = frozenset({"str", "int", "float", "bool", "list", "tuple", "dict"})


def empty_review(game: FinishedGame) -> GameReview:
    """A review of a stored game with no decisions yet (what the review screen starts from)."""
    final = game.positions.states[-1]
    players = final.players
    return GameReview(ReviewSettings(iterations=1), (), summarise((), players), final.scores)


def practice_positions(game: FinishedGame) -> list[PracticePosition]:
    """One practice position of a stored game: its first decision, another legal move as the
    engine's choice (what the practice screen starts from)."""
    states, moves = game.positions.states, game.positions.moves
    index = next(i for i in range(len(moves)) if len(states[i].legal_moves()) > 1)
    state = states[index]
    other = next(m for m in state.legal_moves() if m != moves[index])
    return [
        PracticePosition(
            record_id=game.id,
            finished_at=game.doc.finished_at,
            ruleset=game.doc.setup.ruleset,
            index=index,
            seat=state.current_player,
            played=state.format_move(moves[index]),
            best=state.format_move(other),
            loss=6.0,
            label="blunder",
        )
    ]


@dataclass
class FamilyGames:
    """One family's games for scene arguments: in progress, finished (with its table)."""

    ruleset: str
    session: GameSession  # in progress: a person to move, a computer seat
    finished: GameSession  # played to the end
    table: Scene  # a table scene showing the finished game
    stored: FinishedGame  # the record of a game of this family
    record_info: RecordInfo  # its entry in the list of finished games


class Fixtures:
    """Arguments for scene constructors, chosen by parameter type (or name when untyped)."""

    def __init__(
        self, app: App, stored: StoredGames, folder: Path, scenes: Sequence[type[Scene]]
    ) -> None:
        self.app = app
        self.stored = stored
        self.folder = folder
        self.scenes = {cls.__name__: cls for cls in scenes}
        self.families = list(family_rulesets())
        self._games: dict[str, FamilyGames] = {}
        self._building: list[type[Scene]] = []

    def games(self, family: str) -> FamilyGames:
        """A family's games (made on first use; the table is a real table scene)."""
        if family not in self._games:
            ruleset = family_rulesets()[family]
            seats = (Seat("Ann", 0, "person"), Seat("Computer", 1, "computer", "random"))
            session = GameSession.start(GameSetup(ruleset, seats, 5))
            finished = finished_session(ruleset, 3, 4)
            table = self._table_for(finished)
            self._games[family] = FamilyGames(
                ruleset,
                session,
                finished,
                table,
                self.stored.finished[family],
                self.stored.record_info[family],
            )
        return self._games[family]

    def _table_for(self, session: GameSession) -> Scene:
        """The table scene the game itself would open for a session."""
        return self.app.services.router.make(router.TABLE, self.app, session=session)

    def values(self, family: str) -> tuple[dict[str, object], dict[str, object]]:
        """(by type name, by parameter name) for a family."""
        g = self.games(family)
        app, stored = self.app, self.stored
        by_type: dict[str, object] = {
            "SceneHost": app,
            "App": app,
            "Services": app.services,
            "Settings": app.services.settings,
            "TableScene": g.table,
            "PavilionTableScene": g.table,
            "GameSession": g.session,
            "GameSetup": g.session.setup,
            "GameRecord": g.finished.record(),
            "Setup": g.finished.record().setup,
            "ResumedGame": stored.resumed,
            "FinishedGame": g.stored,
            "GameReview": empty_review(g.stored),
            "Storage": stored.storage,
            "Persistence": app.services.persistence,
            "SaveInfo": stored.save_info,
            "RecordInfo": g.record_info,
            "RuleSet": get_ruleset(g.ruleset),
            "RulesDocument": load_rules(g.ruleset, "en"),
            "Path": self.folder,
            "str": "",
            "int": 0,
            "float": 0.0,
            "bool": False,
            "list": [],
            "tuple": (),
            "dict": {},
        }
        by_name: dict[str, object] = {
            "host": app,
            "table": g.table,
            "session": g.session,
            "record": g.finished.record(),
            "ruleset": g.ruleset,
            "ruleset_id": g.ruleset,
            "language": "en",
            "storage": stored.storage,
            "persistence": app.services.persistence,
            "info": g.record_info,
            "save": stored.save_info,
            "game": g.stored,
            "positions": practice_positions(g.stored),
            "games": {g.stored.id: g.stored},
        }
        return by_type, by_name

    def build(self, cls: type[Scene]) -> Scene:
        """An instance of a scene class (scenes it needs as arguments are built first)."""
        if cls in self._building:
            raise SmokeFailure(f"scene {cls.__name__}: needs itself to be built")
        self._building.append(cls)
        try:
            return cls(**self.arguments(cls))
        finally:
            self._building.pop()

    def arguments(self, cls: type[Scene]) -> dict[str, Any]:
        """Keyword arguments for cls(...); SmokeFailure naming a parameter it cannot supply."""
        by_type, by_name = self.values(family_of(cls, self.families))
        # Chosen by reading the constructor's signature at run time: a truly dynamic seam.
        kwargs: dict[str, Any] = {}
        for p in inspect.signature(cls).parameters.values():
            if p.kind in (p.VAR_POSITIONAL, p.VAR_KEYWORD):
                continue
            if p.default is not p.empty and set(type_names(p.annotation)) <= PLAIN_TYPES:
                continue  # a plain value with a default: the scene's own default is the real one
            value = self._value_for(p, by_type, by_name)
            if value is not _MISSING:
                kwargs[p.name] = value
            elif p.default is p.empty:
                raise SmokeFailure(
                    f"scene {cls.__name__}: no smoke-test value for parameter "
                    f"{p.name}: {p.annotation} (give it a default or teach azul/smoke_scenes.py)"
                )
        return kwargs

    def _value_for(
        self, p: inspect.Parameter, by_type: dict[str, object], by_name: dict[str, object]
    ) -> object:
        names = type_names(p.annotation)
        if p.name in by_name and (not names or names[0] in ("str", "Any")):
            return by_name[p.name]
        for name in names:
            if name in ("Callable", "partial"):
                return _anything
            if name in by_type:
                return by_type[name]
            if name in self.scenes:  # e.g. a dialog that reports back to the screen below
                return self.build(self.scenes[name])
        if p.default is not p.empty:
            return _MISSING
        return by_name.get(p.name, _MISSING)


def open_scenes(runner: Runner, fixtures: Fixtures, report: Report, watch: LogWatch) -> None:
    """Every discovered scene class is built, pushed and run for a few frames."""
    app = runner.app
    if TitleScene not in fixtures.scenes.values():
        raise SmokeFailure("scene discovery did not find the title scene (incomplete bundle?)")
    for cls in fixtures.scenes.values():
        try:
            scene = fixtures.build(cls)
            if scene.opaque:
                app.stack.reset(scene)
            else:  # an overlay is seen over a table, as in the game
                app.stack.reset(fixtures.games(family_of(cls, fixtures.families)).table)
                app.stack.push(scene)
            runner.frames(FRAMES_PER_SCENE)
        except SmokeFailure:
            raise
        except Exception as exc:
            raise SmokeFailure(f"scene {cls.__name__}: {describe(exc)}") from exc
        watch.check(f"scene {cls.__name__}")
        report.add("scenes")
    # The title screen in every language (text is what changes between them).
    for lang in catalog_languages():
        app.services.text.set_language(lang)
        app.services.fonts.clear()
        app.stack.reset(TitleScene(app))
        runner.frames(2)
        watch.check(f"title screen in {lang}")
    app.services.text.set_language("en")
    app.services.fonts.clear()


def play_tables(runner: Runner, report: Report, watch: LogWatch, shot: Path) -> None:
    """For every rule set the new-game screen can start: a table where computers move."""
    app = runner.app
    choices = app.services.settings.new_game
    level = offered_levels()[0]  # the quickest level a person can pick
    saved_shot = False
    for rs in all_rulesets():
        players = max(rs.player_counts)
        choices.ruleset, choices.players, choices.seed = rs.id, players, "7"
        for i, seat in enumerate(choices.seats):
            choices.seats[i] = replace(seat, kind=COMPUTER, level=level, name=f"CPU {i + 1}")
        setup = SetupScene(app)
        app.stack.reset(setup)
        runner.frame()
        setup.start_game()
        runner.frame()
        table = app.stack.top
        if table is setup:
            report.notes.append(f"{rs.id}: the new-game screen does not offer a table yet")
            continue
        session = getattr(table, "session", None)
        if session is None:
            raise SmokeFailure(f"{rs.id}: starting a game did not open a table")
        deadline = time.monotonic() + TABLE_SECONDS
        while len(session.moves) < MIN_COMPUTER_MOVES and not session.state.is_over:
            if time.monotonic() > deadline:
                raise SmokeFailure(
                    f"{rs.id}: computer seats made {len(session.moves)} moves in "
                    f"{TABLE_SECONDS:.0f} s"
                )
            runner.frame(0.05)
            time.sleep(0.002)  # let the worker think
            watch.check(f"table {rs.id}")
        runner.frames(2)
        watch.check(f"table {rs.id}")
        if not saved_shot:
            runner.frame(3.0)  # the starting toasts fade: the picture shows the table
            if app.screen is None:
                raise SmokeFailure("the app has no window to take the picture from")
            save_png(app.screen, shot)
            saved_shot = True
        report.add("tables")
        report.add("computer moves", len(session.moves))
    if not saved_shot:
        raise SmokeFailure("no rule set could be started from the new-game screen")
    pid = getattr(app.services.thinking, "worker_pid", None)
    if pid is None:
        raise SmokeFailure("computer seats did not think in the worker process")
    report.notes.append(f"computer players thought in worker process {pid}")


def save_png(surface: pygame.Surface, path: Path) -> None:
    """Write a surface as PNG, atomically (whatever the file name's extension)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(path.name + ".part.png")  # the extension picks pygame's PNG writer
    pygame.image.save(surface, str(tmp))
    os.replace(tmp, path)


__all__ = [
    "Clock",
    "Fixtures",
    "Runner",
    "open_scenes",
    "play_tables",
    "scene_classes",
]
