"""The base family's frame: the shared TableFrame with its state, view, layout and targets,
and what its painters need beyond it (built by ``BaseTableScene.frame_extra``)."""

from __future__ import annotations

from dataclasses import dataclass

from azul.engine.base_game import BaseState

from ...table.frame import TableFrame
from .layout import TableLayout
from .targets import BaseTarget
from .view import TableView


@dataclass(frozen=True)
class BaseExtra:
    """What the base painters need beyond the shared frame."""

    tile_points: dict[int, int]  # the wall-column choice: column → points it would score


BaseFrame = TableFrame[BaseState, TableView, TableLayout, BaseTarget, BaseExtra]
