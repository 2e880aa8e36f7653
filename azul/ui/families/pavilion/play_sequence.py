"""Playing one Summer Pavilion decision made of several engine moves (bonus tiles, kept tiles
and the pass) as one animated sequence, and how long computer seats think over such small
decisions."""

from __future__ import annotations

from typing import TYPE_CHECKING

from azul.engine.pavilion_game import BONUS, KEEP

if TYPE_CHECKING:
    from azul.ui.table.timeline import Step

    from .scene import PavilionTableScene
    from .view import PavilionView

# Computer seats choose bonus tiles and kept tiles one decision at a time; these small
# decisions are shown briefly so that a whole turn does not drag.
QUICK_THINK = 0.2
QUICK_REVEAL = 0.3


def quick_think(phase: str) -> tuple[float, float] | None:
    """The think and reveal times of a small decision's phase (None: the table's own)."""
    return (QUICK_THINK, QUICK_REVEAL) if phase in (BONUS, KEEP) else None


def play_as_one(table: PavilionTableScene, moves: list[int]) -> None:
    """Apply the moves and animate them as one sequence (undo takes them back as a whole)."""
    if table.timeline.blocking:
        table.timeline.skip()
    view: PavilionView = table.timeline.view
    frame = table.frame()  # the table the decision starts from
    steps: list[Step[PavilionView]] = []
    for i, move in enumerate(moves):
        before = table.session.state
        after = table.session.play(move, continues=i > 0)
        steps += table.kit.build_steps(frame, view, before, move, after)
        view = table.kit.view_of(after)
    final: PavilionView = table.kit.view_of(table.session.state)
    table.timeline.play(steps, final)
    if not steps:
        table.services.audio.play("place")
        if table.session.state.is_over:
            table.services.audio.play("game_end")
