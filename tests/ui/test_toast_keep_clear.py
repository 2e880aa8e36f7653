"""A short message (toast) never covers what a scene keeps clear: Summer Pavilion's take preview
with its Take button stays in sight while a toast shows.

A person opens a take preview with the mouse and then clicks a take the rules refuse (the wild
colour with others: the refusal shows as a toast), or presses H for a hint (its words show as
a toast and its take opens the preview), through real pygame events, with 2 and 4 players, at
1280×720 and 1920×1080, in English and Hungarian. The toast's lines as the frame draws them,
and its box, stay off the preview; the toast stays inside the window. The placement itself
(``clear_spot``) moves a block as little as it can.
"""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from support.hints import await_hint
from support.pavilion_input import control_point, group_point
from support.take_dock import SIZES, open_table, render

from azul.engine.pavilion_moves import CENTRE, draft_move
from azul.ui.canvas import TextDrawn
from azul.ui.families.pavilion.scene import PavilionTableScene
from azul.ui.toasts import TOAST_CLEAR, WINDOW, clear_spot

from .driver import Driver

FRect = pygame.FRect


def refused_group(table: PavilionTableScene) -> tuple[int, int]:
    """A colour on a factory that may not be taken (the wild one beside others)."""
    legal = set(table.legal())
    for f, tiles in enumerate(table.view.factories):
        for colour in sorted({c for c in tiles if c >= 0}):
            if draft_move(f, colour) not in legal:
                return f, colour
    raise AssertionError("no factory holds a colour that may not be taken")


def drawn_toast(lines: list[TextDrawn], message: str) -> list[TextDrawn]:
    """The lines the frame drew last that spell the message: the toast, over everything."""
    wanted = "".join(message.split())
    out: list[TextDrawn] = []
    for line in reversed(lines):
        out.append(line)
        words = "".join("".join(line.asked for line in reversed(out)).split())
        if words == wanted:
            return out
        if not wanted.endswith(words):
            break
    raise AssertionError(f"the frame did not end with the toast {message!r}")


def check_toast_clear(d: Driver, table: PavilionTableScene) -> None:
    """The toast shown now, as drawn, covers no part of the take preview."""
    dock = table.panel_rect()
    assert dock is not None, "the take preview closed"
    toasts = d.app.toasts()
    assert toasts, "no toast shows"
    lines = render(d)
    take = FRect(next(c.rect for c in table.controls() if c.kind == "take"))
    for line in drawn_toast(lines, toasts[-1]):
        assert not line.rect.colliderect(dock), f"{line.asked!r} covers the preview {dock}"
    boxes = d.app.toast_rects()
    assert len(boxes) == len(toasts)
    for box in boxes:
        assert WINDOW.contains(box), f"the toast {box} runs out of the window"
        assert not box.colliderect(dock), f"the toast {box} covers the preview {dock}"
        assert not box.colliderect(take), f"the toast {box} covers Take {take}"
    for line in drawn_toast(lines, toasts[-1]):
        assert any(box.contains(line.rect) for box in boxes), f"{line.asked!r} is off its box"


@pytest.mark.parametrize("language", ["en", "hu"])
@pytest.mark.parametrize("players", [2, 4])
@pytest.mark.parametrize("size", SIZES)
def test_a_refused_take_says_why_without_covering_the_take_preview(
    tmp_path: Path, size: tuple[int, int], players: int, language: str
) -> None:
    d, table = open_table(tmp_path, size, players, language)
    try:
        source, colour = next(g for g in table.view.groups(table.view.wild) if g[0] != CENTRE)
        d.click(group_point(table, source, colour))
        assert table.selection == (source, colour)
        d.click(group_point(table, *refused_group(table)))
        assert table.selection == (source, colour), "the refused take replaced the choice"
        assert d.app.toasts() == [table.reason(draft_move(*refused_group(table)))]
        check_toast_clear(d, table)
        # Take, still in sight, takes the chosen colour.
        played = len(table.session.moves)
        d.click(control_point(table, "take"))
        assert len(table.session.moves) == played + 1
    finally:
        d.close()


def test_a_hint_opens_its_take_preview_and_its_words_do_not_cover_it(tmp_path: Path) -> None:
    d, table = open_table(tmp_path, (1280, 720), 4, "hu")
    try:
        d.key(pygame.K_h)
        move = await_hint(d, table)
        assert d.app.toasts() == [table.describe_hint(move)]
        assert table.selection is not None
        check_toast_clear(d, table)
    finally:
        d.close()


def test_clear_spot_moves_a_block_as_little_as_it_can_inside_the_window() -> None:
    block = FRect(0, 0, 800, 50)
    block.midbottom = (WINDOW.centerx, WINDOW.bottom - 40)
    assert clear_spot(block, []) == block
    assert clear_spot(block, [FRect(0, 0, 300, 300)]) == block  # nothing in the way
    # A panel under the block's right end: up over it beats sliding a long block sideways.
    panel = FRect(1030, 900, 230, 160)
    spot = clear_spot(block, [panel])
    assert spot.size == block.size and spot.x == block.x
    assert spot.bottom == panel.top - TOAST_CLEAR
    # A short block slides sideways, the nearest way out.
    small = FRect(0, 0, 200, 50)
    small.midbottom = block.midbottom
    panel = FRect(1000, 800, 400, 280)
    spot = clear_spot(small, [panel])
    assert spot.y == small.y and spot.right == panel.left - TOAST_CLEAR
    # Nowhere free: the block stays where it was.
    assert clear_spot(block, [FRect(WINDOW)]) == block
