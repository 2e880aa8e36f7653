"""Tiny's table kit (see tiny_engine): the shared table and replay composed with Tiny's own
layout, view, animation, input and painting (tiny_parts, tiny_table); the kit's other members
are the shared defaults. ``install`` plugs the kit and the family's words into a running app;
nothing outside the tests knows it exists."""

from __future__ import annotations

from azul.domain.session import GameSession
from azul.engine.rulesets import RuleSet
from azul.ui.canvas import Canvas
from azul.ui.kits import KitDefaults
from azul.ui.scene import Scene, SceneHost
from azul.ui.scenes.replay import SharedReplay
from azul.ui.services import Services
from azul.ui.table.timeline import Step

from . import tiny_engine as tiny
from .tiny_parts import TEXT, TinyLayout, TinyView, take_steps
from .tiny_table import TinyFrame, TinyTableScene, paint


class TinyKit(SharedReplay, KitDefaults[tiny.TinyState, TinyView, TinyLayout]):
    """Tiny's table kit: the shared table and replay with Tiny's layout, view, steps, painting."""

    family = tiny.FAMILY

    def make_table(self, host: SceneHost, session: GameSession) -> Scene:
        """The live Tiny table (the shared table with Tiny's input rules)."""
        return TinyTableScene(host, session)

    def end_columns(self, ruleset: RuleSet) -> list[str]:
        """The engine's breakdown keys: tiles taken, the marker's point."""
        return ["tiles", "marker"]

    def setup_facts(self, scene: Scene, ruleset: RuleSet) -> list[str]:
        """One round, and what the marker costs."""
        return [scene.t("tiny.fact_round"), scene.t("tiny.fact_marker")]

    def make_layout(self, players: int, factories: int, replay: bool) -> TinyLayout:
        """The same layout live and replayed (the replay's bar goes into the log box)."""
        return TinyLayout(players, factories)

    def view_of(self, state: tiny.TinyState) -> TinyView:
        """Tiny's view of a state."""
        return TinyView.of(state)

    def build_steps(
        self,
        frame: TinyFrame,
        view: TinyView,
        before: tiny.TinyState,
        move: int,
        after: tiny.TinyState,
    ) -> list[Step[TinyView]]:
        """A take's flights on the shared timeline."""
        return take_steps(frame.layout, frame.speed, view, before, move, after)

    def paint_table(self, frame: TinyFrame, canvas: Canvas) -> None:
        """The live table, with the input's marks."""
        paint(frame, canvas)

    def paint_read_only(self, frame: TinyFrame, canvas: Canvas) -> None:
        """The table as the replay shows it."""
        paint(frame, canvas)


def install(services: Services) -> TinyKit:
    """Plug Tiny's kit and words into a running app (the engine side: tiny_engine.register)."""
    services.text.catalog("en").update(TEXT)
    kit = TinyKit()
    services.kits.add(kit)
    return kit


def uninstall(services: Services) -> None:
    """Take Tiny's kit and words out of a running app."""
    services.kits.remove(tiny.FAMILY)
    catalog = services.text.catalog("en")
    for key in TEXT:
        catalog.pop(key, None)
