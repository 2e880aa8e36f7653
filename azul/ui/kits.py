"""The UI side of a family plug-in: each family contributes one table kit.

The rest of the UI asks the registry for the kit of a rule set's family and never asks which
family it is. A family's manifest (``azul.engine.manifest``) names its kit class; the registry
builds the kit the first time the family is used and checks it against ``TableKit``, so a
family's table code loads with its first game, replay or setup facts, not at start-up.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any, Generic, Protocol, TypeVar

from azul.engine.manifest import (
    FamilyManifest,
    ManifestError,
    PartCache,
    check_members,
    manifests,
)

from .table.log_move import LogMove, notation_move

if TYPE_CHECKING:
    import pygame

    from azul.domain.lessons import Pointer
    from azul.domain.session import GameSession
    from azul.engine.rulesets import RuleSet
    from azul.engine.state import GameState
    from azul.storage import FinishedGame

    from .canvas import Canvas
    from .hints import Words
    from .scene import Scene, SceneHost
    from .table.frame import TableFrame
    from .table.ring import RingLayout
    from .table.round_summary import Parts
    from .table.timeline import Step, View

# A kit only takes its family's states, targets and frame extras (contravariant); it makes and
# takes its views and layouts (invariant).
S = TypeVar("S", bound="GameState", contravariant=True)
V = TypeVar("V", bound="View")
L = TypeVar("L", bound="RingLayout")
T = TypeVar("T", contravariant=True)
X = TypeVar("X", contravariant=True)


class FamilyKit(Protocol[S, V, L, T, X]):
    """Everything the UI needs to show and play one family's games.

    The shared table (``scenes.table.TableScene``: turns, computer players, hints, undo, the
    animation timeline, input) and the replay compose the parts a kit gives: where everything
    sits, what a state shows, how a move animates and how the table is painted. A kit is
    generic over its family's engine state ``S``, table view ``V``, layout ``L``, input target
    ``T`` and frame extra ``X`` (see ``table.frame.TableFrame``); ``KitDefaults`` gives the
    optional members a default."""

    family: str

    @property
    def summary_parts(self) -> Parts | None:
        """What the round summary adds up: (label key, breakdown keys) per part (None: each
        breakdown key is a part)."""
        ...

    def make_table(self, host: SceneHost, session: GameSession) -> Scene:
        """The live table for a session of this family."""
        ...

    def make_replay(self, host: SceneHost, game: FinishedGame) -> Scene:
        """The replay of a finished game of this family."""
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

    def make_layout(self, players: int, factories: int, replay: bool) -> L:
        """Where everything sits on the table (``replay``: leave room for the replay bar)."""
        ...

    def view_of(self, state: S) -> V:
        """What the table shows of a state at rest (animations edit a copy of it)."""
        ...

    def build_steps(
        self, frame: TableFrame[S, V, L, T, X], view: V, before: S, move: int, after: S
    ) -> list[Step[V]]:
        """The animation of one move on a table whose view shows ``before`` (``frame``: the
        table's layout, words and speed)."""
        ...

    def paint_table(self, frame: TableFrame[S, V, L, T, X], canvas: Canvas) -> None:
        """Draw a live table: everything, with the input's marks (focus, targets, tooltip)."""
        ...

    def paint_read_only(self, frame: TableFrame[S, V, L, T, X], canvas: Canvas) -> None:
        """Draw a table that only shows (a replay): no focus, no targets, no panels."""
        ...

    def describe_move(self, words: Words, state: S, move: int) -> LogMove:
        """A move for the move log and the replay's list (icons, count, where; the sentence),
        from the position it was played in."""
        ...

    def describe_hint(self, words: Words, state: S, move: int) -> str:
        """A move of ``state`` as a sentence: the Hint's (the table's words), and the review's
        (the review's words for the same keys)."""
        ...

    def lesson_box(self, layout: L, learner: int) -> pygame.FRect:
        """Where a lesson's callout box goes on this family's table (the learner's seat given)."""
        ...

    def lesson_rects(self, pointer: Pointer, layout: L, view: V) -> list[pygame.FRect]:
        """Design rectangles of what a lesson step points at ([] for a pointer the family's
        table has no place for)."""
        ...

    def speak_target(self, frame: TableFrame[S, V, L, T, X], target: T) -> str:
        """Narration: what the keyboard focus is on, in words ("" for nothing to say)."""
        ...

    def speak_board(self, frame: TableFrame[S, V, L, T, X], seat: int) -> str:
        """Narration: a seat's board read out (its lines, wall and floor; its stars...)."""
        ...

    def speak_offer(self, frame: TableFrame[S, V, L, T, X]) -> str:
        """Narration: what can be taken now (the factories and the centre...), read out."""
        ...


# The registry holds kits of every family at once: to the family-free code (the shared table,
# the replay, the menus) a kit's state, view, layout and targets are any family's.
TableKit = FamilyKit[Any, Any, Any, Any, Any]


class KitDefaults(Generic[S, V, L]):
    """Defaults for a kit's optional members (a family's kit derives from it)."""

    summary_parts: Parts | None = None  # each breakdown key is a part of the round summary

    def describe_move(self, words: Words, state: S, move: int) -> LogMove:
        """The move's notation: a family that says nothing more of its moves."""
        return notation_move(state, move)

    def describe_hint(self, words: Words, state: S, move: int) -> str:
        """The move's notation, when the family gives no sentence."""
        return str(state.format_move(move))

    def tiebreak_note(self, scene: Scene, session: GameSession) -> str:
        """No tie-breaker: a tie on points is shared."""
        return ""

    def setup_facts(self, scene: Scene, ruleset: RuleSet) -> list[str]:
        """Nothing to say under the rule set's description."""
        return []

    def lesson_box(self, layout: L, learner: int) -> pygame.FRect:
        """No lessons: any place will do (the status bar's)."""
        return layout.hud_rect()

    def lesson_rects(self, pointer: Pointer, layout: L, view: V) -> list[pygame.FRect]:
        """No lessons: nothing to point at."""
        return []

    def speak_target(self, frame: TableFrame[Any, Any, Any, Any, Any], target: Any) -> str:
        """Nothing to say of a target the family does not describe."""
        return ""

    def speak_board(self, frame: TableFrame[Any, Any, Any, Any, Any], seat: int) -> str:
        """A board the family does not describe: whose it is and its score."""
        name = frame.session.seat(seat).name
        return frame.tn("narration.seat_score", int(frame.state.scores[seat]), name=name)

    def speak_offer(self, frame: TableFrame[Any, Any, Any, Any, Any]) -> str:
        """Nothing to say of an offer the family does not describe."""
        return ""


def _kit_part(manifest: FamilyManifest, kit_class: object) -> TableKit:
    """The family's kit, built now and checked: every TableKit member, the family's name."""
    if not callable(kit_class):
        raise ManifestError(f"family {manifest.name!r}: kit {manifest.kit!r} is not a class")
    kit: TableKit = check_members(manifest, "kit", kit_class(), FamilyKit)
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


def replay_scene_for(host: SceneHost, game: FinishedGame) -> Scene | None:
    """The replay of a finished game (None when this version has no table for its family)."""
    kit = host.services.kits.for_ruleset(game.positions.states[0].ruleset)
    return None if kit is None else kit.make_replay(host, game)
