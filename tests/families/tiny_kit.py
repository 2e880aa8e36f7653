"""Tiny's table kit (its parts: tiny_parts, tiny_table); ``install`` adds Tiny's words."""

from __future__ import annotations

from azul.engine.rulesets import RuleSet
from azul.ui.hints import Words
from azul.ui.kits import KitDefaults
from azul.ui.scene import Scene
from azul.ui.scenes.replay import SharedReplay
from azul.ui.services import Services

from . import tiny_engine as tiny
from .tiny_parts import TEXT, TinyLayout, TinyView, take_steps
from .tiny_table import TinyTableScene, paint


class TinyKit(SharedReplay, KitDefaults[tiny.TinyState, TinyView, TinyLayout]):
    """Tiny's table kit: the shared table and replay with Tiny's layout, view, steps, painting."""

    family = tiny.FAMILY

    make_table = TinyTableScene  # the live table: the shared one with Tiny's input rules

    def end_columns(self, ruleset: RuleSet) -> list[str]:
        """The engine's breakdown keys: tiles taken, the marker's point."""
        return ["tiles", "marker"]

    def setup_facts(self, scene: Scene, ruleset: RuleSet) -> list[str]:
        """One round, and what the marker costs."""
        return [scene.t("tiny.fact_round"), scene.t("tiny.fact_marker")]

    def make_layout(self, players: int, factories: int, replay: bool) -> TinyLayout:
        """The same layout live and replayed (the replay's bar goes into the log box)."""
        return TinyLayout(players, factories)

    view_of = staticmethod(TinyView.of)

    def describe_hint(self, words: Words, state: tiny.TinyState, move: int) -> str:
        """A take in words."""
        source, colour = tiny.decode(move)
        centre = source == state.centre_index
        where = words.t("tiny.centre") if centre else words.t("tiny.factory", n=source + 1)
        return words.t("tiny.hint", colour=words.t(f"colour.{tiny.COLOURS[colour]}"), source=where)

    build_steps = staticmethod(take_steps)  # a take's flights on the shared timeline
    paint_table = paint_read_only = staticmethod(paint)  # one painter: the frame says which


def install(services: Services) -> TinyKit:
    """Plug Tiny's words into a running app; its kit comes from its manifest (registered by
    tiny_engine.register), as a shipped family's does."""
    services.text.catalog("en").update(TEXT)
    kit = services.kits.for_family(tiny.FAMILY)
    assert isinstance(kit, TinyKit), "register Tiny (tiny_engine.register) first"
    return kit


def uninstall(services: Services) -> None:
    """Take Tiny's kit and words out of a running app."""
    services.kits.remove(tiny.FAMILY)
    for key in TEXT:
        services.text.catalog("en").pop(key, None)
