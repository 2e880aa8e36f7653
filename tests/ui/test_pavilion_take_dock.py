"""Summer Pavilion's take preview hides nothing a player looks at while choosing a take.

A person clicks each colour on each factory (and the centre's first take, with the marker)
through real pygame events, with 2, 3 and 4 players, at 1280×720 and 1920×1080, in English,
Hungarian and Finnish, at the normal and the largest text size. The preview with its Take and
Cancel buttons must cover no supply tile (where bonus tiles come from), no factory, not the
centre, not the central board, no board (with its hand), no button and no text the table
shows without it (the bag's and the storage's names and counts among them); its own lines
stay inside it, uncut. Cancel, where the preview now shows it, drops the choice.
"""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from support.pavilion_input import control_point, group_point
from support.take_dock import SIZES, open_table, render

from azul.engine.pavilion_moves import CENTRE
from azul.ui.canvas import TextDrawn
from azul.ui.families.pavilion.scene import PavilionTableScene
from azul.ui.table.log import MIN_TEXT

from .driver import Driver

FRect = pygame.FRect


def kept_clear(table: PavilionTableScene) -> list[tuple[str, FRect]]:
    """What the preview must not cover, by name."""
    lay = table.layout
    out = [(f"supply {i}", lay.supply_slot(i)) for i in range(10)]
    out += [(f"factory {f}", lay.factory_rect(f)) for f in range(lay.factories)]
    out += [("centre", FRect(lay.centre_rect)), ("central board", lay.central_rect())]
    out += [("bag", lay.bag_rect()), ("storage", lay.storage_rect())]
    out += [(f"board {p}", FRect(geo.rect)) for p, geo in enumerate(lay.boards)]
    out += [(f"hand {p}", geo.hand_rect()) for p, geo in enumerate(lay.boards)]
    buttons = [w for w in table.buttons.widgets if w.visible]
    out += [(f"button {b.rect}", FRect(b.rect)) for b in buttons]
    return out


def check_preview(
    table: PavilionTableScene, before: list[TextDrawn], lines: list[TextDrawn]
) -> None:
    """The preview covers nothing of the table, and its own lines fit it."""
    box = table.panel_rect()
    assert box is not None
    for name, rect in kept_clear(table):
        assert not box.colliderect(rect), f"the preview {box} covers the {name} {rect}"
    for line in before:
        assert not box.colliderect(line.rect), f"the preview covers {line.asked!r}"
    for c in table.controls():
        assert box.contains(c.rect), f"{c.kind} {c.rect} is outside the preview {box}"
    own = [line for line in lines if box.collidepoint(line.rect.center)]
    assert own, "the preview shows no text"
    for line in own:
        assert box.contains(line.rect), f"{line.asked!r} runs out of the preview"
        assert line.shown == line.asked, f"{line.asked!r} cut to {line.shown!r}"
        assert line.size >= MIN_TEXT, f"{line.asked!r} shrunk to {line.size}"


def every_factory_take(d: Driver, table: PavilionTableScene) -> int:
    """Click each colour of each factory, check its preview, cancel it; the takes seen."""
    before = render(d)
    seen = 0
    for source, colour in table.view.groups(table.view.wild):
        if source == CENTRE:
            continue
        d.click(group_point(table, source, colour))
        assert table.selection == (source, colour)
        check_preview(table, before, render(d))
        d.click(control_point(table, "untake"))
        assert table.selection is None and table.panel_rect() is None
        seen += 1
    return seen


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_take_preview_covers_no_supply_tile_factory_or_board(
    tmp_path: Path, players: int, size: tuple[int, int]
) -> None:
    d, table = open_table(tmp_path, size, players)
    try:
        assert every_factory_take(d, table) >= table.layout.factories
    finally:
        d.close()


@pytest.mark.parametrize("language", ["en", "hu", "fi"])
def test_the_take_preview_holds_its_words_at_the_largest_text_size(
    tmp_path: Path, language: str
) -> None:
    d, table = open_table(tmp_path, (1280, 720), 4, language, ui_size=150)
    try:
        every_factory_take(d, table)
        # One take, then the next person's first take from the centre: the marker's line too.
        source, colour = next(g for g in table.view.groups(table.view.wild) if g[0] != CENTRE)
        d.click(group_point(table, source, colour))
        d.click(control_point(table, "take"))
        d.settle()
        before = render(d)
        state = table.state
        colour = max(range(6), key=lambda c: (state.centre[c] > 0, c != state.wild))
        d.click(group_point(table, CENTRE, colour))
        pv = table.choice().preview
        assert pv is not None and pv.marker
        check_preview(table, before, render(d))
    finally:
        d.close()
