"""The base family's table kit: its table, replay, end-screen columns and setup facts."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from azul.domain.session import GameSession
from azul.engine.base_game import BaseState

from ...canvas import Canvas
from ...hints import Words
from ...kits import KitDefaults
from ...scene import Scene, SceneHost
from ...scenes.replay import ReplayScene
from ...table.log import LogMove
from ...table.targets import Target
from ...table.timeline import Step
from . import lesson_points, paint, speech
from .frame import BaseFrame
from .hints import base_hint
from .layout import TableLayout
from .scene import BaseTableScene
from .steps import SUMMARY_PARTS, StepBuilder
from .view import TableView

if TYPE_CHECKING:
    from azul.domain.lessons import Pointer
    from azul.engine.rulesets import RuleSet
    from azul.storage import FinishedGame

# The engine's score-breakdown keys, in the order the end screen shows them.
END_COLUMNS = ("tiles", "adjacency", "doubled", "floor", "rows", "columns", "colours")


class BaseKit(KitDefaults[BaseState, TableView, TableLayout]):
    """Azul, the grey wall, Azul Mini and Crystal Mosaic."""

    family = "base"
    summary_parts = SUMMARY_PARTS  # what the round summary adds up

    def make_table(self, host: SceneHost, session: GameSession) -> Scene:
        """The live base-family table."""
        return BaseTableScene(host, session)

    def make_replay(self, host: SceneHost, game: FinishedGame) -> Scene:
        """The base-family replay."""
        return ReplayScene(host, game)

    def end_columns(self, ruleset: RuleSet) -> list[str]:
        """Breakdown columns (×2 only where the rule set has doubled cells)."""
        return [c for c in END_COLUMNS if c != "doubled" or ruleset.spec.wall.doubled]

    def make_layout(self, players: int, factories: int, replay: bool) -> TableLayout:
        """Boards left and right, the middle column with ring, bag, lid and log (also replayed)."""
        return TableLayout(players, factories)

    def view_of(self, state: BaseState) -> TableView:
        """Pattern lines, wall, floor and score per board; factories, centre, bag and lid."""
        return TableView.of(state)

    def build_steps(
        self, frame: BaseFrame, view: TableView, before: BaseState, move: int, after: BaseState
    ) -> list[Step[TableView]]:
        """Tiles fly to a line and the floor; at a round's end, to the wall, scoring."""
        steps = StepBuilder(frame.layout, frame.speed, frame.t).build(view, before, move, after)
        return list(steps)

    def paint_table(self, frame: BaseFrame, canvas: Canvas) -> None:
        """The live base table."""
        paint.paint(frame, canvas)

    def paint_read_only(self, frame: BaseFrame, canvas: Canvas) -> None:
        """The base table as the replay shows it."""
        paint.paint_read_only(frame, canvas)

    def describe_move(self, words: Words, state: BaseState, move: int) -> LogMove:
        """A move for the move log (and the replay's list): tile icon, count and where, and the
        hover sentence."""
        return paint.describe_log_move(words, state, move)

    def describe_hint(self, words: Words, state: BaseState, move: int) -> str:
        """A move as the Hint (and the review) says it."""
        return base_hint(words, state, move)

    def lesson_box(self, layout: TableLayout, learner: int) -> pygame.FRect:
        """The lesson box: above the learner's board."""
        return lesson_points.lesson_box(layout, learner)

    def lesson_rects(
        self, pointer: Pointer, layout: TableLayout, view: TableView
    ) -> list[pygame.FRect]:
        """Where a lesson pointer is on the base table."""
        return lesson_points.lesson_rects(pointer, layout, view)

    def tiebreak_note(self, scene: Scene, session: GameSession) -> str:
        """A tie on points goes to more complete rows (RULES.md 1.2), or is shared."""
        state = session.state
        if not state.tiebreak_used():
            return ""
        top = max(state.scores)
        winners = state.winners()
        if len(winners) == 1:
            w = winners[0]
            rows = state.boards[w].full_rows()
            return scene.tn("end.tiebreak_rows", rows, points=top, name=session.seat(w).name)
        return scene.t("end.tiebreak_shared", points=top)

    def setup_facts(self, scene: Scene, ruleset: RuleSet) -> list[str]:
        """Wall kind, floor values and end bonuses, read from the rule set's data."""
        spec = ruleset.spec
        wall = spec.wall
        out: list[str] = []
        if wall.doubled:
            out.append(scene.tn("setup.fact_doubled", len(wall.doubled)))
        elif not wall.has_choice:
            out.append(scene.t("setup.fact_coloured"))
        elif any(c >= 0 for c in wall.fixed):
            out.append(scene.tn("setup.fact_fixed", sum(1 for c in wall.fixed if c >= 0)))
        else:
            out.append(scene.t("setup.fact_free"))
        values = ", ".join(f"{v}".replace("-", "−") for v in spec.floor_values)
        out.append(scene.t("setup.fact_floor", values=values))
        out.append(
            scene.t(
                "setup.fact_bonuses",
                row=spec.bonus_row,
                column=spec.bonus_column,
                colour=spec.bonus_colour,
            )
        )
        return out

    def speak_target(self, frame: BaseFrame, target: Target) -> str:
        """Narration: the focused group, line, floor or wall space."""
        return speech.speak_target(frame, target)

    def speak_board(self, frame: BaseFrame, seat: int) -> str:
        """Narration: a board's lines, wall and floor."""
        return speech.speak_board(frame, seat)

    def speak_offer(self, frame: BaseFrame) -> str:
        """Narration: the factories and the centre."""
        return speech.speak_offer(frame)
