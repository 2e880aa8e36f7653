"""Painting the factory ring and the centre tray (any family): plates with their number badges,
tiles lifted and ringed when chosen or pointed at, the centre's stacked piles with counts, and
the bag-style counters beside the middle column's icons."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from .. import theme
from ..canvas import Canvas
from .frame import AnyFrame
from .ring import RingLayout
from .targets import GroupTarget, Target
from .view import RingTiles

RGB = tuple[int, int, int]
MARKER_SPRITE = "markers/first_player.png"  # the first-player marker in the centre
CHOSEN = (255, 178, 40)  # glow and outline of a chosen or focused group
LIFT = {"selected": 5, "wild": 5, "hover": 3, "focus": 3}  # design px a marked tile rises
GHOSTED = ("selected", "wild")  # faded in place while they are being dragged
DRAG_ALPHA = 90
PILE_SHOWN = 4  # at most this many tiles of a centre pile are drawn stacked
PILE_STEP = 0.1  # offset between stacked tiles, in tile sizes
BADGE_R = 15  # factory number badge radius

# Draws one tile: (canvas, colour, rect, mode).
TilePainter = Callable[[Canvas, int, pygame.FRect, str], None]


def paint_ring_static(
    canvas: Canvas, lay: RingLayout, plate: str, badge: RGB, centre_label: str
) -> None:
    """The factory plates with their numbers and the labelled centre tray (never move)."""
    for f in range(lay.factories):
        rect = lay.factory_rect(f)
        canvas.image_sized(plate, rect.center, rect.w, rect.h)
        lx, ly = lay.factory_label_pos(f)
        canvas.circle((lx, ly + 2), BADGE_R, theme.SHADOW, alpha=80)
        canvas.circle((lx, ly), BADGE_R, badge)
        canvas.circle((lx, ly), BADGE_R, theme.GOLD, width=2)
        canvas.text(str(f + 1), (lx, ly), 18, theme.CREAM, theme.BOLD, "center")
    tray = lay.centre_rect.inflate(lay.tile * 0.5, lay.tile * 0.5)
    canvas.nine("board/centre.png", tray, 0.55)
    # The label sits under the tray, where the piles' count badges never reach.
    paint_spaced_words(canvas, centre_label, (tray.centerx, tray.bottom + 3), CENTRE_LABEL_SIZE)


CENTRE_LABEL_SIZE = 17.0
WORD_GAP = 0.6  # between the words of a small capitals label, in text sizes (a space is ~0.25)


def paint_spaced_words(canvas: Canvas, text: str, midtop: tuple[float, float], size: float) -> None:
    """A small shadowed label whose words keep a clear gap: at small sizes a space in capitals
    ("AZ ASZTAL KÖZEPE") is hardly wider than the gap between two letters."""
    words = text.split()
    gap = WORD_GAP * size * canvas.text_scale
    widths = [canvas.measure(w, size, theme.BOLD)[0] for w in words]
    x = midtop[0] - (sum(widths) + gap * (len(words) - 1)) / 2
    for word, width in zip(words, widths, strict=True):
        canvas.text(
            word, (x, midtop[1]), size, theme.CREAM, theme.BOLD, "topleft", shadow=theme.SHADOW
        )
        x += width + gap


def group_mode(
    chosen: bool,
    active: bool,
    focus: Target | None,
    hover: Target | None,
    source: int,
    colour: int,
) -> str:
    """How a group's tiles are drawn: "selected", "focus", "hover" or "".

    ``active`` is whether groups may be picked now; focus and hover are input targets."""
    if chosen:
        return "selected"
    if not active:
        return ""
    group = GroupTarget(source, colour)
    if focus == group:
        return "focus"
    if hover == group:
        return "hover"
    return ""


def paint_tile(
    canvas: Canvas,
    sprite: str,
    rect: pygame.FRect,
    mode: str,
    dragging: bool,
    alpha: int = 255,
    overlay: Callable[[pygame.FRect], None] | None = None,
) -> None:
    """A tile, lifted, glowing and outlined when marked (``mode``), faded while dragged away.

    ``overlay`` draws over the tile (given where it sits now), under the outline."""
    centre = rect.center
    marked = mode in LIFT
    if marked:
        hover = mode == "hover"
        canvas.glow(
            rect.inflate(-2, -2),
            theme.CREAM if hover else CHOSEN,
            radius=8,
            spread=12,
            strength=170 if hover else 255,
        )
        centre = (centre[0], centre[1] - LIFT[mode])
    if mode in GHOSTED and dragging:
        alpha = DRAG_ALPHA
    canvas.image_sized(sprite, centre, rect.w, rect.h, alpha)
    if overlay is not None:
        overlay(pygame.FRect(centre[0] - rect.w / 2, centre[1] - rect.h / 2, rect.w, rect.h))
    if marked:
        outline = pygame.FRect(0, 0, rect.w + 4, rect.h + 4)
        outline.center = centre
        hover = mode == "hover"
        canvas.outline(outline, theme.CREAM if hover else CHOSEN, width=2 if hover else 3, radius=7)


def paint_factories(
    canvas: Canvas,
    lay: RingLayout,
    factories: list[list[int]],
    mode_of: Callable[[int, int, int], str],
    tile: TilePainter,
) -> None:
    """Every factory's tiles; ``mode_of(factory, k, colour)`` marks them."""
    for f in range(lay.factories):
        for k, colour in enumerate(factories[f]):
            tile(canvas, colour, lay.factory_tile(f, k), mode_of(f, k, colour))


def paint_centre_piles(
    canvas: Canvas,
    lay: RingLayout,
    centre: list[int],
    mode_of: Callable[[int], str],
    tile: TilePainter,
) -> None:
    """The centre's piles, a few tiles stacked each, the top one marked, with a count badge."""
    for colour, n in enumerate(centre):
        if not n:
            continue
        slot = lay.centre_slot(1 + colour)
        mode = mode_of(colour)
        shown = min(n, PILE_SHOWN)
        step = lay.tile * PILE_STEP
        for i in range(shown):
            off = (shown - 1 - i) * step
            tile(canvas, colour, slot.move(-off, -off), mode if i == shown - 1 else "")
        if n > 1:
            count_badge(canvas, (slot.right - 2, slot.bottom - 2), n)


def paint_groups(
    canvas: Canvas,
    frame: AnyFrame,
    view: RingTiles,
    centre_source: int,
    sprite: Callable[[int], str],
    active: bool,
) -> None:
    """The factories' and the centre's tiles (and the first-player marker in the centre), each
    group marked as chosen, or, while groups may be picked (``active``), focused or hovered."""
    lay = frame.layout

    def mode(source: int, colour: int) -> str:
        chosen = frame.selection == (source, colour)
        return group_mode(chosen, active, frame.marks.focus, frame.hover, source, colour)

    def tile(c: Canvas, colour: int, rect: pygame.FRect, how: str) -> None:
        paint_tile(c, sprite(colour), rect, how, frame.dragging)

    paint_factories(canvas, lay, view.factories, lambda f, _k, colour: mode(f, colour), tile)
    if view.marker_in_centre:
        slot = lay.centre_slot(0)
        canvas.image_sized(MARKER_SPRITE, slot.center, slot.w, slot.h)
    paint_centre_piles(canvas, lay, view.centre, lambda colour: mode(centre_source, colour), tile)


def count_badge(canvas: Canvas, pos: tuple[float, float], n: int) -> None:
    """A small cream disc with a count (centre piles)."""
    canvas.circle(pos, 13, theme.CREAM)
    canvas.circle(pos, 13, theme.GOLD_DEEP, width=2)
    canvas.text(str(n), pos, 17, theme.INK, theme.BOLD, "center")


def reveal_group(
    canvas: Canvas,
    lay: RingLayout,
    factories: list[list[int]],
    source: int,
    colour: int,
    in_centre: bool,
    rgb: RGB,
) -> None:
    """Glow a group a computer is about to take (in the centre, or on factory ``source``)."""
    if in_centre:
        canvas.glow(lay.centre_group_rect(colour), rgb, radius=10, spread=14, strength=255)
        return
    for k, col in enumerate(factories[source]):
        if col == colour:
            canvas.glow(lay.factory_tile(source, k), rgb, radius=8, spread=12, strength=255)


def icon_label(canvas: Canvas, icon: pygame.FRect, text: str) -> None:
    """The name beside a middle-column icon (bag, lid, storage)."""
    canvas.text(
        text,
        (icon.right + 12, icon.centery - 16),
        20,
        theme.CREAM,
        theme.BODY,
        "midleft",
        shadow=theme.SHADOW,
    )


def icon_count(canvas: Canvas, icon: pygame.FRect, value: int) -> None:
    """The number under an icon's name (tiles in the bag, the lid, the storage)."""
    canvas.text(
        str(value),
        (icon.right + 12, icon.centery + 14),
        30,
        theme.CREAM,
        theme.BOLD,
        "midleft",
        shadow=theme.SHADOW,
    )


def paint_icon(canvas: Canvas, sprite: str, rect: pygame.FRect, label: str) -> None:
    """A middle-column icon with its name."""
    canvas.image_sized(sprite, rect.center, rect.w, rect.h)
    icon_label(canvas, rect, label)
