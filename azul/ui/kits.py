"""The UI side of a family plug-in: each family contributes one table kit.

The rest of the UI asks the registry for the kit of a rule set's family and never asks which
family it is. A family's manifest (``azul.engine.manifest``) names its kit class; the registry
builds the kit the first time the family is used and checks it against ``TableKit``, so a
family's table code loads with its first game, replay or setup facts, not at start-up.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any, Protocol

from azul.engine.manifest import (
    FamilyManifest,
    ManifestError,
    PartCache,
    check_members,
    manifests,
)

if TYPE_CHECKING:
    import pygame

    from azul.domain.lessons import Pointer
    from azul.domain.session import GameSession
    from azul.engine.rulesets import RuleSet

    from .canvas import Canvas
    from .scene import Scene, SceneHost
    from .table.timeline import Step


class TableKit(Protocol):
    """Everything the UI needs to show and play one family's games.

    The shared table (``scenes.table.TableScene``: turns, computer players, hints, undo, the
    animation timeline, input) and the replay compose the parts a kit gives: where everything
    sits, what a state shows, how a move animates and how the table is painted."""

    family: str

    def make_table(self, host: SceneHost, session: GameSession) -> Scene:
        """The live table for a session of this family."""
        ...

    def make_replay(self, host: SceneHost, game: Any) -> Scene:
        """The replay of a finished game (a storage FinishedGame) of this family."""
        ...

    def end_columns(self, ruleset: RuleSet) -> list[str]:
        """Score-breakdown columns the end screen shows for this rule set."""
        ...

    def setup_facts(self, scene: Scene, ruleset: RuleSet) -> list[str]:
        """Short translated facts about a rule set for the new-game setup."""
        ...

    def tiebreak_note(self, scene: Scene, session: GameSession) -> str:
        """How the family's tie-breaker settled a tie on points ("" when it did not decide)."""
        ...

    def make_layout(self, players: int, factories: int, replay: bool) -> Any:
        """Where everything sits on the table (a table.ring.RingLayout; ``replay``: leave room
        for the replay bar)."""
        ...

    def view_of(self, state: Any) -> Any:
        """What the table shows of a state at rest (animations edit a copy of it)."""
        ...

    def build_steps(
        self, table: Any, view: Any, before: Any, move: int, after: Any
    ) -> list[Step[Any]]:
        """The animation of one move on a table whose view shows ``before``."""
        ...

    def paint_table(self, table: Any, canvas: Canvas) -> None:
        """Draw a live table: everything, with the input's marks (focus, targets, tooltip)."""
        ...

    def paint_read_only(self, table: Any, canvas: Canvas) -> None:
        """Draw a table that only shows (a replay): no focus, no targets, no panels."""
        ...

    def lesson_box(self, layout: Any, learner: int) -> pygame.FRect:
        """Where a lesson's callout box goes on this family's table (the learner's seat given)."""
        ...

    def lesson_rects(self, pointer: Pointer, layout: Any, view: Any) -> list[pygame.FRect]:
        """Design rectangles of what a lesson step points at ([] for a pointer the family's
        table has no place for)."""
        ...


def _kit_part(manifest: FamilyManifest, kit_class: Any) -> TableKit:
    """The family's kit, built now and checked: every TableKit member, the family's name."""
    if not callable(kit_class):
        raise ManifestError(f"family {manifest.name!r}: kit {manifest.kit!r} is not a class")
    kit: TableKit = check_members(manifest, "kit", kit_class(), TableKit)
    if kit.family != manifest.name:
        raise ManifestError(
            f"family {manifest.name!r}: kit {manifest.kit!r} plays family {kit.family!r}"
        )
    return kit


class KitRegistry:
    """Table kits by family name: those of the registered families' manifests, built when a
    family is first used, and any added by hand (``add``, which wins over the manifest's)."""

    def __init__(self, kits: Iterable[TableKit] = ()) -> None:
        self._added: dict[str, TableKit] = {}
        self._from_manifests = PartCache("kit", _kit_part)
        for kit in kits:
            self.add(kit)

    def add(self, kit: TableKit) -> None:
        """Register (or replace) the kit of ``kit.family`` by hand."""
        self._added[kit.family] = kit

    def remove(self, family: str) -> None:
        """Forget a kit added by hand (a family's manifest kit goes with the family)."""
        self._added.pop(family, None)

    def for_family(self, family: str) -> TableKit | None:
        """The kit of a family, None when this version has no table for it."""
        kit = self._added.get(family)
        return kit if kit is not None else self._from_manifests.get(family)

    def for_ruleset(self, ruleset: RuleSet) -> TableKit | None:
        """The kit that plays a rule set, None when there is none."""
        return self.for_family(ruleset.family)

    def families(self) -> list[str]:
        """Families that have a table: the registered ones in registration order, then those
        added by hand."""
        found = [m.name for m in manifests() if m.kit is not None]
        return found + [f for f in self._added if f not in found]


def registered_kits() -> list[TableKit]:
    """The kit of every registered family that has one, built now (registration order)."""
    return [kit for _, kit in PartCache("kit", _kit_part).items()]


class NoTableError(LookupError):
    """This version has no table kit for the rule set's family."""


def kit_for(host: SceneHost, ruleset: RuleSet) -> TableKit:
    """The kit that plays a rule set (NoTableError when this version has none)."""
    kit = host.services.kits.for_ruleset(ruleset)
    if kit is None:
        raise NoTableError(ruleset.family)
    return kit


def make_table(host: SceneHost, session: GameSession) -> Scene:
    """The live table for a session, built by its family's kit (NoTableError if none)."""
    return kit_for(host, session.ruleset).make_table(host, session)


def table_scene_for(host: SceneHost, session: GameSession) -> Scene | None:
    """The table that plays a session's rule set (None when this version has none)."""
    kit = host.services.kits.for_ruleset(session.ruleset)
    return None if kit is None else kit.make_table(host, session)


def replay_scene_for(host: SceneHost, game: Any) -> Scene | None:
    """The replay of a finished game (None when this version has no table for its family)."""
    kit = host.services.kits.for_ruleset(game.positions.states[0].ruleset)
    return None if kit is None else kit.make_replay(host, game)
