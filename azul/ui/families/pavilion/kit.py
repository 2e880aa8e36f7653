"""Summer Pavilion's table kit: its table, replay, end-screen columns and setup facts."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from azul.domain.session import GameSession
from azul.engine.pavilion_game import PavilionState

from ...canvas import Canvas
from ...hints import Words
from ...kits import KitDefaults
from ...scene import Scene, SceneHost
from ...table.log import LogMove
from ...table.targets import Target
from ...table.timeline import Step
from . import lesson_points, paint, speech, sprites
from .frame import PavilionFrame
from .hints import pavilion_hint
from .layout import PavilionLayout
from .log_words import pavilion_log_move
from .replay import PavilionReplayScene, ReplayPavilionLayout
from .scene import PavilionTableScene
from .steps import SUMMARY_PARTS, PavilionSteps
from .view import PavilionView

if TYPE_CHECKING:
    from azul.domain.lessons import Pointer
    from azul.engine.rulesets import RuleSet
    from azul.storage import FinishedGame

# The engine's breakdown keys; the start score is the first column.
END_COLUMNS = ("start", "tiles", "adjacency", "centre", "discards", "leftover", "stars", "values")


class PavilionKit(KitDefaults[PavilionState, PavilionView, PavilionLayout]):
    """Summer Pavilion (coloured boards, grey boards, reverse round track)."""

    family = "pavilion"
    summary_parts = SUMMARY_PARTS  # what the round summary adds up

    def make_table(self, host: SceneHost, session: GameSession) -> Scene:
        """The live Summer Pavilion table."""
        return PavilionTableScene(host, session)

    def make_replay(self, host: SceneHost, game: FinishedGame) -> Scene:
        """The Summer Pavilion replay."""
        return PavilionReplayScene(host, game)

    def make_layout(self, players: int, factories: int, replay: bool) -> PavilionLayout:
        """Star boards left and right; ring, central board, bag and storage in the middle."""
        if replay:
            return ReplayPavilionLayout(players, factories)
        return PavilionLayout(players, factories)

    def view_of(self, state: PavilionState) -> PavilionView:
        """Hands, corners, spaces and score per board; factories, centre, supply, wild colour."""
        return PavilionView.of(state)

    def build_steps(
        self,
        frame: PavilionFrame,
        view: PavilionView,
        before: PavilionState,
        move: int,
        after: PavilionState,
    ) -> list[Step[PavilionView]]:
        """Takes into the hand, tiles onto star spaces with rewards, the round's refill."""
        builder = PavilionSteps(frame.layout, frame.speed, frame.t, frame.tn)
        return list(builder.build(view, before, move, after))

    def paint_table(self, frame: PavilionFrame, canvas: Canvas) -> None:
        """The live Summer Pavilion table with its decision panel."""
        paint.paint(frame, canvas)

    def paint_read_only(self, frame: PavilionFrame, canvas: Canvas) -> None:
        """The Summer Pavilion table as the replay shows it."""
        paint.paint_read_only(frame, canvas)

    def describe_move(self, words: Words, state: PavilionState, move: int) -> LogMove:
        """A move for the move log: tile icon, count and where, and the hover sentence."""
        colours = state.ruleset.colours
        return pavilion_log_move(words, state, move, lambda c: sprites.square(colours[c]))

    def describe_hint(self, words: Words, state: PavilionState, move: int) -> str:
        """A move as the Hint (and the review) says it."""
        return pavilion_hint(words, state, move)

    def end_columns(self, ruleset: RuleSet) -> list[str]:
        """Breakdown columns of the end screen."""
        return list(END_COLUMNS)

    def lesson_box(self, layout: PavilionLayout, learner: int) -> pygame.FRect:
        """The lesson box: over the foot of the last board (the one free place for text)."""
        return lesson_points.lesson_box(layout)

    def lesson_rects(
        self, pointer: Pointer, layout: PavilionLayout, view: PavilionView
    ) -> list[pygame.FRect]:
        """Where a lesson pointer is on the pavilion table."""
        return lesson_points.lesson_rects(pointer, layout, view)

    def tiebreak_note(self, scene: Scene, session: GameSession) -> str:
        """Summer Pavilion breaks no ties: shared wins need no note (RULES.md 2.6)."""
        return ""

    def setup_facts(self, scene: Scene, ruleset: RuleSet) -> list[str]:
        """Board side, the wild colour of each round, end bonuses."""
        spec = ruleset.spec
        side = "setup.fact_star_grey" if spec.grey else "setup.fact_star_coloured"
        colours = ", ".join(scene.t(f"colour.{ruleset.colours[c]}") for c in spec.wild_by_round)
        track = "setup.fact_track" if spec.track_verified else "setup.fact_track_unverified"
        return [scene.t(side), scene.t(track, colours=colours), scene.t("setup.fact_star_bonuses")]

    def speak_target(self, frame: PavilionFrame, target: Target) -> str:
        """Narration: the focused group, space, supply tile or panel button."""
        return speech.speak_target(frame, target)

    def speak_board(self, frame: PavilionFrame, seat: int) -> str:
        """Narration: a board's hand and stars."""
        return speech.speak_board(frame, seat)

    def speak_offer(self, frame: PavilionFrame) -> str:
        """Narration: the wild colour, the factories, the centre and the supply."""
        return speech.speak_offer(frame)
