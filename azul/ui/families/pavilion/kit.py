"""Summer Pavilion's table kit: its table, replay, end-screen columns and setup facts."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from azul.domain.session import GameSession

from ...scene import Scene, SceneHost
from .replay import PavilionReplayScene
from .scene import PavilionTableScene

if TYPE_CHECKING:
    from azul.engine.rulesets import RuleSet

# The engine's breakdown keys; the start score is the first column.
END_COLUMNS = ("start", "tiles", "adjacency", "centre", "discards", "leftover", "stars", "values")


class PavilionKit:
    """Summer Pavilion (coloured boards, grey boards, reverse round track)."""

    family = "pavilion"

    def make_table(self, host: SceneHost, session: GameSession) -> Scene:
        """The live Summer Pavilion table."""
        return PavilionTableScene(host, session)

    def make_replay(self, host: SceneHost, game: Any) -> Scene:
        """The Summer Pavilion replay."""
        return PavilionReplayScene(host, game)

    def end_columns(self, ruleset: RuleSet) -> list[str]:
        """Breakdown columns of the end screen."""
        return list(END_COLUMNS)

    def setup_facts(self, scene: Scene, ruleset: RuleSet) -> list[str]:
        """Board side, the wild colour of each round, end bonuses."""
        spec = ruleset.spec
        side = "setup.fact_star_grey" if spec.grey else "setup.fact_star_coloured"
        colours = ", ".join(scene.t(f"colour.{ruleset.colours[c]}") for c in spec.wild_by_round)
        track = "setup.fact_track" if spec.track_verified else "setup.fact_track_unverified"
        return [scene.t(side), scene.t(track, colours=colours), scene.t("setup.fact_star_bonuses")]
