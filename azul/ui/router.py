"""Scenes by name: a scene opens another through the router instead of importing its module.

The app registers every scene factory once at start-up (it is the only layer that imports all
scene modules), so scene modules never import each other to navigate and no import cycle
forms between screens.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .scene import Scene, SceneHost

# The names scenes are opened by.
TITLE = "title"
SETUP = "setup"
TABLE = "table"
PAUSE = "pause"
END = "end"
SAVE = "save"
LOAD = "load"
REPLAY = "replay"
REVIEW = "review"
RULES = "rules"
SETTINGS = "settings"
STATS = "stats"
NOTICE = "notice"
KEYS = "keys"
LESSON = "lesson"
LESSONS = "lessons"  # the list of lessons

SceneFactory = Callable[..., "Scene"]


class UnknownSceneError(KeyError):
    """No factory is registered under that name."""


class Router:
    """Maps scene names to factories ``factory(host, **kwargs) -> Scene``."""

    def __init__(self) -> None:
        self._factories: dict[str, SceneFactory] = {}

    def add(self, name: str, factory: SceneFactory) -> None:
        """Register (or replace) the factory for a scene name."""
        self._factories[name] = factory

    def add_lazy(self, name: str, module: str, attr: str) -> None:
        """Register ``module.attr`` as the factory, importing the module when the scene first
        opens: screens the first frame does not need then cost nothing at start-up."""

        def factory(host: SceneHost, /, **kwargs: Any) -> Scene:
            built: Scene = getattr(importlib.import_module(module), attr)(host, **kwargs)
            return built

        self._factories[name] = factory

    def make(self, name: str, host: SceneHost, /, **kwargs: Any) -> Scene:
        """A new scene of that name, built by its factory."""
        try:
            factory = self._factories[name]
        except KeyError as exc:
            raise UnknownSceneError(name) from exc
        return factory(host, **kwargs)
