"""Score pop-ups stay whole inside the window, also for a seat at its top edge (a 4-player
Summer Pavilion seat's "2 tiles discarded" was cut by the window's top)."""

from __future__ import annotations

from pathlib import Path

from azul.ui import theme
from azul.ui.canvas import TextDrawn
from azul.ui.table.popups import SCREEN, paint_popup
from azul.ui.table.timeline import Popup

from .driver import make_app


def test_a_popup_at_the_top_edge_is_drawn_inside_the_window(
    tmp_path: Path, drawn: list[TextDrawn]
) -> None:
    d = make_app(tmp_path)
    try:
        canvas = d.app.canvas()
        for pos in ((960.0, 4.0), (1916.0, 30.0), (2.0, 1070.0)):
            drawn.clear()
            pop = Popup("−2", pos, theme.PENALTY, sub="2 tiles discarded", age=0.5)
            paint_popup(canvas, pop)
            assert drawn, "the pop-up drew its text"
            for line in drawn:
                assert SCREEN.contains(line.rect), (pos, line.shown, tuple(line.rect))
    finally:
        d.close()
