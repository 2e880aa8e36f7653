"""The Summer Pavilion table's tooltips: what a space costs and why it can or cannot be
covered, what a structure pays, the supply, the round track, and why a take is refused."""

from __future__ import annotations

from azul.engine.pavilion_geometry import STRUCTURES
from azul.engine.pavilion_moves import draft_move

from ... import theme
from ...canvas import Canvas
from ...hints import colour_word
from ...table.marks import Marks
from ...table.popups import tooltip_anchor, tooltip_box
from ...table.targets import GroupTarget
from .frame import PavilionFrame, extra_of
from .targets import PavilionTarget, SpaceTarget, StructureTarget, SupplyTarget, TrackTarget


def tooltip_text(
    frame: PavilionFrame, marks: Marks[PavilionTarget]
) -> tuple[str, tuple[int, int, int]] | None:
    """The text under the pointer or the focus (and its border colour), if any."""
    focus = marks.focus
    target = focus if focus is not None else frame.hover
    if target is None:
        return None
    state = frame.state
    extra = extra_of(frame)
    choice = extra.choice
    if isinstance(target, SpaceTarget):
        if target.seat == choice.me and choice.space == target.cell:
            return None  # the panel says everything about the chosen space
        text = extra.space_tip or ""
        legal = target.seat == choice.me and target.cell in choice.legal_cells
        return text, theme.LEGAL if legal else theme.INK_SOFT
    if isinstance(target, StructureTarget):
        st = STRUCTURES[target.index]
        kind = frame.t(f"pavilion.structure.{st.kind}")
        return frame.tn("pavilion.hint_structure", st.reward, kind=kind), theme.GOLD
    if isinstance(target, SupplyTarget) and state.phase != "bonus":
        return frame.t("pavilion.hint_supply"), theme.GOLD
    if isinstance(target, TrackTarget):
        colour = colour_word(frame, state, state.spec.wild_by_round[target.index])
        return frame.t("pavilion.hint_track", n=target.index + 1, colour=colour), theme.GOLD
    if isinstance(target, GroupTarget) and marks.interactive and state.phase == "draft":
        why = frame.reason(draft_move(target.source, target.colour))
        if why is not None:
            return why, theme.INK_SOFT  # a hover is no attempt: red is for a refused click
    return None


def tooltip(frame: PavilionFrame, canvas: Canvas, marks: Marks[PavilionTarget]) -> None:
    """The tooltip of the target under the pointer or the focus."""
    tip = tooltip_text(frame, marks)
    if tip is None:
        return
    text, border = tip
    focus = marks.focus
    anchor = None
    if isinstance(focus, SpaceTarget):
        anchor = frame.layout.boards[focus.seat].space_bounds(focus.cell)
    lines = canvas.wrap(text, 20, theme.BOLD, 520)
    w = max(canvas.measure(line, 20, theme.BOLD)[0] for line in lines)
    h = 26 * len(lines)
    box = tooltip_box(canvas, (w + 32, h + 18), tooltip_anchor(anchor, frame.mouse), border)
    for i, line in enumerate(lines):
        canvas.text(line, (box.centerx, box.y + 9 + i * 26), 20, theme.CREAM, theme.BOLD, "midtop")
