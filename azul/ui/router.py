"""Scenes by route: a scene opens another through the router instead of importing its module.

The app registers every scene factory once at start-up (it is the only layer that imports all
scene modules), so scene modules never import each other to navigate and no import cycle
forms between screens.

A route is a screen's name together with the arguments it opens with, written as a signature
(``_of_table`` below: the end screen takes ``table=``). ``make_scene(router.END, table=self)``
is then checked by mypy against that signature, so a misspelt or missing keyword is a type
error, not a crash when the screen first opens. The factories take the host, then those
arguments: ``Route.opened_by`` holds an imported factory to them, and for the lazily loaded
screens (only named by module here) tests/ui/test_router.py compares the signatures.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Concatenate, Final, Generic, ParamSpec

if TYPE_CHECKING:
    from collections.abc import Mapping, Sequence

    from azul.ai.review import ReviewSettings
    from azul.domain.practice import PracticePosition
    from azul.domain.session import GameSession
    from azul.storage.records import FinishedGame

    from .scene import Scene, SceneHost
    from .scenes.keys_help import KeySheet
    from .scenes.overlay import Refuses
    from .scenes.table import TableScene

P = ParamSpec("P")

# A factory of a route that takes P: the host first, then the route's arguments.
SceneFactory = Callable[Concatenate["SceneHost", P], "Scene"]
# Factories of every route in one table: the seam where the router forgets which route's
# arguments a factory takes (``add`` and ``make`` are typed by the route on either side).
AnyFactory = Callable[..., "Scene"]


class Route(Generic[P]):
    """A screen's router name and the keyword arguments it is opened with."""

    def __init__(self, name: str, arguments: Callable[P, None]) -> None:
        self.name = name
        # The signature the factories answer to (read by the tests; mypy reads its type).
        self.arguments = arguments

    def opened_by(self, factory: SceneFactory[P]) -> Opener:
        """This route with the factory that builds its screen (mypy holds it to the route)."""
        return Opener(self, factory)

    def __repr__(self) -> str:
        return f"Route({self.name!r})"


@dataclass(frozen=True)
class Opener:
    """A route with its factory, ready to register."""

    route: Route[...]
    factory: AnyFactory


# The arguments of each route after the host; a default written ``...`` is the factory's own.
def plain() -> None:
    """A screen opened with the host alone."""


def _session(*, session: GameSession) -> None: ...
def _of_table(*, table: TableScene) -> None: ...
def _loader(*, tab: str = ...) -> None: ...
def _finished(*, game: FinishedGame) -> None: ...
def _review(*, game: FinishedGame, settings: ReviewSettings | None = ...) -> None: ...
def _rules(*, ruleset_id: str | None = ..., picker: bool = ...) -> None: ...
def _notice(*, paragraphs: list[str], title_key: str = ...) -> None: ...
def _keys(*, refuses: Refuses | None = ..., sheet: KeySheet = ...) -> None: ...
def _lesson(*, lesson: str = ..., step: int | None = ...) -> None: ...
def _practice(
    *,
    positions: Sequence[PracticePosition],
    games: Mapping[str, FinishedGame],
    start: int = ...,
) -> None: ...


# The routes scenes are opened by.
TITLE: Final = Route("title", plain)
SETUP: Final = Route("setup", plain)
TABLE: Final = Route("table", _session)
PAUSE: Final = Route("pause", _of_table)
END: Final = Route("end", _of_table)
SAVE: Final = Route("save", _session)
LOAD: Final = Route("load", _loader)
REPLAY: Final = Route("replay", _finished)
REVIEW: Final = Route("review", _review)
RULES: Final = Route("rules", _rules)
SETTINGS: Final = Route("settings", plain)
CONTROLS: Final = Route("controls", plain)  # the keys and buttons (from Settings)
STATS: Final = Route("stats", plain)
NOTICE: Final = Route("notice", _notice)
KEYS: Final = Route("keys", _keys)
LESSON: Final = Route("lesson", _lesson)
LESSONS: Final = Route("lessons", plain)  # the list of lessons
PRACTICE: Final = Route("practice", _practice)  # practice positions on the table
PRACTICE_MENU: Final = Route("practice-menu", plain)  # the list of practice positions


class UnknownSceneError(KeyError):
    """No factory is registered for that route."""


class Router:
    """Maps routes to factories ``factory(host, **arguments) -> Scene``."""

    def __init__(self) -> None:
        self._routes: dict[str, Route[...]] = {}
        self._factories: dict[str, AnyFactory] = {}
        self._lazy: dict[str, tuple[str, str]] = {}  # name -> (module, attribute)

    def add(self, opener: Opener) -> None:
        """Register (or replace) the factory of a route: ``add(route.opened_by(factory))``."""
        name = opener.route.name
        self._routes[name] = opener.route
        self._lazy.pop(name, None)
        self._factories[name] = opener.factory

    def add_lazy(self, route: Route[P], module: str, attr: str) -> None:
        """Register ``module.attr`` as the factory, importing the module when the scene first
        opens: screens the first frame does not need then cost nothing at start-up."""
        self._routes[route.name] = route
        self._factories.pop(route.name, None)
        self._lazy[route.name] = (module, attr)

    def routes(self) -> list[Route[...]]:
        """Every registered route, in the order of registration."""
        return list(self._routes.values())

    def factory(self, route: Route[P]) -> AnyFactory:
        """The factory of a route (a lazy one's module is imported now)."""
        if route.name in self._lazy:
            module, attr = self._lazy[route.name]
            # The dynamic seam of lazy loading: the module is named, not imported, here.
            built: AnyFactory = getattr(importlib.import_module(module), attr)
            return built
        try:
            return self._factories[route.name]
        except KeyError as exc:
            raise UnknownSceneError(route.name) from exc

    def make(self, route: Route[P], host: SceneHost, /, *args: P.args, **kwargs: P.kwargs) -> Scene:
        """A new scene of that route, built by its factory."""
        return self.factory(route)(host, *args, **kwargs)
