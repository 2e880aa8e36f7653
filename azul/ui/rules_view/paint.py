"""The rules viewer's painters: the sidebar's title and contents box, the laid-out document with
its diagrams, the paper's soft top and bottom edges, and the scrollbar. Each is given what it
draws (the scene calls them; none reads it)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from .. import theme
from ..canvas import Canvas
from ..widgets import Widget
from .diagrams import DiagramContext, draw_diagram
from .layout import DiagramBox, DocLayout, Line, Marker, Rule
from .page import DIAGRAM_PAD, FADE, SIDEBAR, TRACK, VIEW, FRect, TocEntry

Words = Callable[..., str]


def paint_sidebar(
    canvas: Canvas, t: Words, picker: bool, toc_top: float, widgets: Sequence[Widget]
) -> None:
    """The viewer's title, the rule-set picker's label and the contents list's box."""
    canvas.text(
        t("rules.title"),
        (SIDEBAR.x, SIDEBAR.y + 6),
        theme.SIZE_HEADING + 14,
        theme.CREAM,
        theme.TITLE,
        shadow=theme.SHADOW,
        max_width=SIDEBAR.w,
        shrink=theme.SIZE_HEADING,  # at 150 % "Szabályok" is set smaller, not cut
    )
    if picker:
        canvas.text(
            t("rules.ruleset"),
            (SIDEBAR.x + 4, SIDEBAR.y + 96),
            theme.SIZE_BODY,
            theme.GOLD,
            theme.BOLD,
            shadow=theme.SHADOW,
            max_width=SIDEBAR.w,
        )
    toc = FRect(SIDEBAR.x - 12, toc_top - 8, SIDEBAR.w + 24, 0)
    entries = [w for w in widgets if isinstance(w, TocEntry)]
    toc.h = (entries[-1].rect.bottom + 14 - toc.y) if entries else 60
    canvas.fill(toc, (24, 14, 8), alpha=110, radius=16)
    canvas.text(
        t("rules.contents"),
        (SIDEBAR.x + 8, toc_top + 6),
        theme.SIZE_BODY,
        theme.GOLD,
        theme.BOLD,
        max_width=SIDEBAR.w - 16,
    )


def paper_edges(
    canvas: Canvas, view: pygame.Rect, scroll: float, max_scroll: float
) -> list[tuple[pygame.Surface, tuple[int, int]]]:
    """Copies of the bare paper along the view's top and bottom, fading towards the text."""
    fade = min(canvas.px(FADE), view.h // 4)
    if fade < 2 or view.w < 1:
        return []
    key = ("rules-fade", view.w, fade)
    ramp = canvas.layers.get_hit(key)
    if ramp is None:  # white with alpha falling from 255 (at the edge) to 0
        ramp = pygame.Surface((view.w, fade), pygame.SRCALPHA)
        for i in range(fade):
            a = round(255 * (1 - i / fade) ** 1.6)
            ramp.fill((255, 255, 255, a), pygame.Rect(0, i, view.w, 1))
        canvas.layers.put(key, ramp)
    out = []
    for at_top, y in ((True, view.y), (False, view.bottom - fade)):
        if (at_top and scroll <= 0.5) or (not at_top and scroll >= max_scroll - 0.5):
            continue
        strip = canvas.surface.subsurface(pygame.Rect(view.x, y, view.w, fade)).copy()
        strip = strip.convert_alpha() if pygame.display.get_surface() else strip
        if strip.get_flags() & pygame.SRCALPHA == 0:
            continue
        mask = ramp if at_top else pygame.transform.flip(ramp, False, True)
        strip.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
        out.append((strip, (view.x, y)))
    return out


def drawn_scroll(scroll: float, scale: float) -> float:
    """The scroll position snapped to whole window pixels (cached diagrams stay crisp)."""
    return round(scroll * scale) / scale


def paint_document(
    canvas: Canvas,
    lay: DocLayout,
    scroll: float,
    context: Callable[[], DiagramContext],
    diagram_key: tuple[str, str],
) -> None:
    """The document's lines, list markers, rules and diagrams in view at a scroll position
    (``context``: asked for the first diagram drawn; ``diagram_key``: the rule set and the
    language its cached diagram layers are kept for)."""
    scroll = drawn_scroll(scroll, canvas.scale)
    dy = VIEW.y - scroll
    ctx: DiagramContext | None = None
    for item in lay.visible(scroll - DIAGRAM_PAD, scroll + VIEW.h + DIAGRAM_PAD):
        if isinstance(item, Line):
            if item.y + item.height < scroll or item.y > scroll + VIEW.h:
                continue  # wholly outside the clip: not drawn at all
            mid = item.y + dy + item.height / 2
            for run in item.runs:
                canvas.text(
                    run.text, (item.x + run.x, mid), item.size, item.colour, run.font, "midleft"
                )
        elif isinstance(item, Marker):
            mid = item.y + dy + item.size * 0.75
            if item.text:
                canvas.text(item.text, (item.x, mid), item.size, theme.NAVY, theme.BOLD, "midright")
            else:
                canvas.circle((item.x - 8, mid + 1), 5, theme.GOLD_DEEP)
        elif isinstance(item, Rule):
            canvas.fill(FRect(item.x, item.y + dy, item.w, 3), theme.GOLD, radius=1)
        elif isinstance(item, DiagramBox):
            ctx = ctx or context()
            _diagram(canvas, item, dy, ctx, diagram_key)


def _diagram(
    canvas: Canvas, box: DiagramBox, dy: float, ctx: DiagramContext, diagram_key: tuple[str, str]
) -> None:
    rect = FRect(box.x, box.y + dy, box.w, box.h)
    outer = rect.inflate(2 * DIAGRAM_PAD, 2 * DIAGRAM_PAD)
    key = (*diagram_key, box.index, box.diagram.name)
    canvas.layer(
        f"rules-diagram-{box.index}",
        key,
        outer,
        lambda c: draw_diagram(c, box.diagram, rect, ctx),
    )


def paint_scrollbar(canvas: Canvas, thumb: FRect, dragged: bool) -> None:
    """The scrollbar's track and thumb (``dragged``: the thumb is held)."""
    canvas.fill(TRACK, (214, 196, 160), radius=5)
    colour = theme.GOLD_DEEP if dragged else (176, 150, 104)
    canvas.fill(thumb, colour, radius=8)
