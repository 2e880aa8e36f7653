"""The Summer Pavilion table's tooltips: what a space costs and why it can or cannot be
covered, what a structure pays, the supply, the round track, and why a take is refused."""

from __future__ import annotations

from typing import TYPE_CHECKING

from azul.engine.pavilion_geometry import STRUCTURES
from azul.engine.pavilion_moves import draft_move

from ... import theme
from ...canvas import Canvas
from ...hints import colour_word
from ...table.marks import Marks
from ...table.popups import tooltip_anchor, tooltip_box
from .hints import space_hint

if TYPE_CHECKING:
    from .scene import PavilionTableScene


def tooltip_text(
    scene: PavilionTableScene, marks: Marks
) -> tuple[str, tuple[int, int, int]] | None:
    """The text under the pointer or the focus (and its border colour), if any."""
    focus = marks.focus
    target = focus if focus is not None else scene.hover
    if target is None:
        return None
    state = scene.state
    if target.kind == "space":
        choice = scene.choice()
        if target.a == choice.me and choice.space == target.b:
            return None  # the panel says everything about the chosen space
        text = space_hint(scene, state, target.a, target.b, choice.legal_cells)
        legal = target.a == choice.me and target.b in choice.legal_cells
        return text, theme.LEGAL if legal else theme.INK_SOFT
    if target.kind == "structure":
        st = STRUCTURES[target.b]
        kind = scene.t(f"pavilion.structure.{st.kind}")
        return scene.tn("pavilion.hint_structure", st.reward, kind=kind), theme.GOLD
    if target.kind == "supply" and state.phase != "bonus":
        return scene.t("pavilion.hint_supply"), theme.GOLD
    if target.kind == "track":
        colour = colour_word(scene, state, state.spec.wild_by_round[target.a])
        return scene.t("pavilion.hint_track", n=target.a + 1, colour=colour), theme.GOLD
    if target.kind == "group" and marks.interactive and state.phase == "draft":
        why = scene.reason(draft_move(target.a, target.b))
        if why is not None:
            return why, theme.INK_SOFT  # a hover is no attempt: red is for a refused click
    return None


def tooltip(scene: PavilionTableScene, canvas: Canvas, marks: Marks) -> None:
    """The tooltip of the target under the pointer or the focus."""
    tip = tooltip_text(scene, marks)
    if tip is None:
        return
    text, border = tip
    focus = marks.focus
    anchor = None
    if focus is not None and focus.kind == "space":
        anchor = scene.layout.boards[focus.a].space_bounds(focus.b)
    lines = canvas.wrap(text, 20, theme.BOLD, 520)
    w = max(canvas.measure(line, 20, theme.BOLD)[0] for line in lines)
    h = 26 * len(lines)
    box = tooltip_box(canvas, (w + 32, h + 18), tooltip_anchor(anchor, scene.mouse), border)
    for i, line in enumerate(lines):
        canvas.text(line, (box.centerx, box.y + 9 + i * 26), 20, theme.CREAM, theme.BOLD, "midtop")
