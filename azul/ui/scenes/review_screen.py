"""What the game review's parts read of the review screen and ask of it: its game and
verdicts, its widgets, its words and its actions. ``ReviewScene`` (review.py) is one; the
painters, the widgets, the keys and the narration take it as this, never the scene itself."""

from __future__ import annotations

import builtins
from typing import TYPE_CHECKING, ParamSpec, Protocol

import pygame

if TYPE_CHECKING:
    from azul.ai.review import DecisionReview, Luck
    from azul.domain.practice import PracticePosition
    from azul.domain.session import Seat
    from azul.engine.rulesets import RuleSet
    from azul.engine.state import GameState
    from azul.storage import FinishedGame

    from ..assets import LRU
    from ..review_chart import ReviewChart
    from ..review_line_view import LineView
    from ..review_run import ReviewRun
    from ..router import Route
    from ..scene import Scene, SceneHost
    from ..services import Services
    from ..table.log import LogMove
    from ..table.shown import ShownTable
    from ..widgets import Button, WidgetGroup
    from .review_list import DecisionList, MomentRow

P = ParamSpec("P")
# A small table's picture: (decision chosen, side, size in pixels, palette) -> its surface.
ShotKey = tuple[int, int, tuple[int, int], str]


class ReviewScreen(Protocol):
    """The review screen as its parts see it (see the module notes)."""

    host: SceneHost
    services: Services
    game: FinishedGame
    states: builtins.list[GameState]
    seats: tuple[Seat, ...]
    ruleset: RuleSet
    run: ReviewRun
    decisions: builtins.list[DecisionReview]  # the full verdicts, then the first looks
    firm: int  # how many of them are the full review's (the rest are provisional)
    chosen: int | None
    round_starts: builtins.list[int]
    boards: builtins.list[ShownTable]  # after the move played, after the engine's move
    shots: dict[ShotKey, pygame.Surface]
    line_view: LineView | None
    widgets: WidgetGroup
    export_button: Button
    lines_button: Button
    line_back: Button
    line_forward: Button
    prev_button: Button
    next_button: Button
    practise_button: Button
    list: DecisionList  # hides the builtin in this class: builtins.list names that one
    chart: ReviewChart
    moments: builtins.list[MomentRow]

    def t(self, key: str, **values: object) -> str:
        """A catalog text."""
        ...

    def tn(self, key: str, n: int, **values: object) -> str:
        """A catalog text with a count."""
        ...

    def make_scene(self, route: Route[P], /, *args: P.args, **kwargs: P.kwargs) -> Scene:
        """A screen of the app, by its route."""
        ...

    # -- words --

    def number(self, value: float) -> str:
        """A number of points as the language writes it."""
        ...

    def provisional(self, d: DecisionReview) -> bool:
        """True for a quick first look's verdict."""
        ...

    def label_of(self, d: DecisionReview) -> str:
        """A decision's label in words."""
        ...

    def seat_colour(self, seat: int) -> int:
        """A seat's colour index."""
        ...

    def said(self, d: DecisionReview) -> tuple[str, str]:
        """(the move played, the engine's move) in words."""
        ...

    def move_form(self, d: DecisionReview) -> LogMove:
        """The move played as the log shows it."""
        ...

    def moment_sentence(self, d: DecisionReview) -> str:
        """A key moment in words."""
        ...

    def luck(self) -> Luck | None:
        """What the random draws gave each seat (None before it is known)."""
        ...

    def small_layers(self) -> LRU:
        """The small tables' cached layers."""
        ...

    def practice_positions(self) -> builtins.list[PracticePosition]:
        """The finished review's practice positions."""
        ...

    # -- actions --

    def choose(self, number: int) -> None:
        """Show a decision."""
        ...

    def sync(self) -> None:
        """The widgets made to fit what is shown (enabled, visible, the key moments)."""
        ...

    def close(self) -> None:
        """Cancel a review still running and go back."""
        ...

    def export(self) -> None:
        """Export the finished review."""
        ...

    def practise(self) -> None:
        """Practise this game's mistakes."""
        ...

    def close_lines(self) -> None:
        """Back to the decision's words and its two tables."""
        ...

    def toggle_lines(self) -> None:
        """Open both lines of the chosen decision, or close them."""
        ...

    def step_lines(self, direction: int) -> None:
        """One step along both lines."""
        ...

    def jump_mistake(self, direction: int) -> None:
        """The next (1) or previous (-1) costly decision."""
        ...
