"""Tiny's table kit (see tiny_engine): the shared table and replay composed with Tiny's own
layout, view, animation, input and painting (tiny_parts, tiny_table). ``install`` plugs the kit
and the family's words into a running app; nothing outside the tests knows it exists.
"""

from __future__ import annotations

from typing import Any

from azul.domain.session import GameSession
from azul.ui.canvas import Canvas
from azul.ui.scene import Scene, SceneHost
from azul.ui.scenes.replay import ReplayScene
from azul.ui.services import Services
from azul.ui.table.timeline import Step

from . import tiny_engine as tiny
from .tiny_parts import TEXT, TinyLayout, TinyView, take_steps
from .tiny_table import TinyTableScene, paint_live, paint_read_only

# --- the kit --------------------------------------------------------------------------------


class TinyKit:
    """Tiny's table kit: the shared table and replay with Tiny's layout, view, steps, painting."""

    family = tiny.FAMILY

    def make_table(self, host: SceneHost, session: GameSession) -> Scene:
        """The live Tiny table (the shared table with Tiny's input rules)."""
        return TinyTableScene(host, session)

    def make_replay(self, host: SceneHost, game: Any) -> Scene:
        """The shared replay: it draws through ``paint_read_only``."""
        return ReplayScene(host, game)

    def end_columns(self, ruleset: Any) -> list[str]:
        """The engine's breakdown keys: tiles taken, the marker's point."""
        return ["tiles", "marker"]

    def tiebreak_note(self, scene: Scene, session: Any) -> str:
        """Tiny breaks no ties."""
        return ""

    def setup_facts(self, scene: Scene, ruleset: Any) -> list[str]:
        """One round, and what the marker costs."""
        return [scene.t("tiny.fact_round"), scene.t("tiny.fact_marker")]

    def make_layout(self, players: int, factories: int, replay: bool) -> TinyLayout:
        """The same layout live and replayed (the replay's bar goes into the log box)."""
        return TinyLayout(players, factories)

    def view_of(self, state: Any) -> TinyView:
        """Tiny's view of a state."""
        return TinyView.of(state)

    def build_steps(
        self, table: Any, view: Any, before: Any, move: int, after: Any
    ) -> list[Step[Any]]:
        """A take's flights on the shared timeline."""
        speed = table.services.settings.speed_factor()
        return list(take_steps(table.layout, speed, view, before, move, after))

    def paint_table(self, table: Any, canvas: Canvas) -> None:
        """The live table, with the input's marks."""
        paint_live(table, canvas)

    def lesson_box(self, layout: Any, learner: int) -> Any:
        return layout.boards[learner].rect  # no lessons for the tiny family

    def lesson_rects(self, pointer: Any, layout: Any, view: Any) -> list[Any]:
        return []  # no lessons for the tiny family

    def paint_read_only(self, table: Any, canvas: Canvas) -> None:
        """The table as the replay shows it."""
        paint_read_only(table, canvas)


def install(services: Services) -> TinyKit:
    """Plug Tiny's words into a running app; its kit comes from its manifest (registered by
    tiny_engine.register), as a shipped family's does."""
    catalog = services.text.catalog("en")
    catalog.update(TEXT)
    kit = services.kits.for_family(tiny.FAMILY)
    assert isinstance(kit, TinyKit), "register Tiny (tiny_engine.register) first"
    return kit


def uninstall(services: Services) -> None:
    """Take Tiny's kit and words out of a running app."""
    services.kits.remove(tiny.FAMILY)
    catalog = services.text.catalog("en")
    for key in TEXT:
        catalog.pop(key, None)
