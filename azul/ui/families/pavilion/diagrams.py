"""Summer Pavilion's rules diagrams (docs/rules_format.md): a whole star board, one star with
a scoring chain, the round track; and how a factory offer looks in its rule sets. Positions
come from the engine's board geometry (azul/engine/pavilion_geometry.py), mapped onto the board
sprite the same way the table does (``layout``, see assets/manifest.json). Named by the
family's manifest (``azul.engine.builtin``); the parameters are checked by
``azul.domain.pavilion_diagrams``."""

from __future__ import annotations

import math
from collections.abc import Mapping

import pygame

from azul.engine import RuleSet
from azul.engine.colours import PAVILION_COLOURS, PAVILION_LETTERS
from azul.engine.pavilion_geometry import (
    CENTRE_STAR,
    COLOURED_VALUES,
    GREY_VALUES,
    OUTER_STAR_COLOURS,
    PILLAR,
    SPACE_ANGLES,
    SPACE_CENTRES,
    STAR_CENTRES,
    STATUE,
    STRUCTURE_REWARDS,
    STRUCTURES,
    WINDOW,
    ring_neighbours,
    space_polygon,
)

from ... import theme
from ...canvas import Canvas
from ...rules_view.diagrams import DiagramContext, DiagramSet, FactoryLook, Painter
from ...rules_view.sprites import (
    H_RUN,
    badge,
    blit_rotated,
    caption,
    polygon_alpha,
    polygon_outline,
)
from .board_geometry import FIELD_UNITS, SPRITE_FIELD, SPRITE_HEX_H
from .layout import TRACK_R

FRect = pygame.FRect
Point = tuple[float, float]

# The board sprite's hexagon and playing field, and the central board's round track, are the
# table's (layout: SPRITE_HEX_H, SPRITE_FIELD, FIELD_UNITS, TRACK_R).
# Rhombus sprites: long diagonal 160 of their 176 px height, 104 px wide.
SPRITE_H = 176 / 160
SPRITE_W = 104 / 160

BOARD = 600.0  # star-board: board sprite size
LEGEND = 330.0
EXAMPLE_UNIT = 380.0  # star-example: design px per logical unit
TRACK_BOARD = 300.0
KINDS = ((PILLAR, "pillars"), (STATUE, "statues"), (WINDOW, "windows"))


def pavilion_colour(letter: str) -> str:
    """Summer Pavilion colour name of a letter (p g o y b r)."""
    return PAVILION_COLOURS[PAVILION_LETTERS.index(letter)]


def _face(canvas: Canvas, colour: str) -> tuple[int, int, int]:
    rgb = canvas.assets.meta(f"tiles/pavilion_{colour}.png").get("face_rgb", (180, 170, 150))
    return (int(rgb[0]), int(rgb[1]), int(rgb[2]))


class _Frame:
    """Logical board units → design points around a centre."""

    def __init__(self, centre: Point, unit: float, origin: Point = (0.0, 0.0)) -> None:
        self.centre = centre
        self.unit = unit
        self.origin = origin

    def pt(self, p: Point) -> Point:
        return (
            self.centre[0] + (p[0] - self.origin[0]) * self.unit,
            self.centre[1] - (p[1] - self.origin[1]) * self.unit,
        )

    def poly(self, cell: int, shrink: float = 1.0) -> list[Point]:
        cx, cy = SPACE_CENTRES[cell]
        return [
            self.pt((cx + (x - cx) * shrink, cy + (y - cy) * shrink))
            for x, y in space_polygon(cell)
        ]


def _space(
    canvas: Canvas,
    f: _Frame,
    cell: int,
    value: int,
    tint: str | None,
    tile: str | None = None,
) -> None:
    """One star space: the empty rhombus (tinted with its printed colour), its value, or a tile."""
    long = 0.4 * f.unit
    centre = f.pt(SPACE_CENTRES[cell])
    angle = SPACE_ANGLES[cell]
    if tile is not None:
        blit_rotated(
            canvas, f"tiles/pavilion_{tile}.png", centre, long * SPRITE_W, long * SPRITE_H, angle
        )
        return
    blit_rotated(
        canvas, "board/pavilion_space.png", centre, long * SPRITE_W, long * SPRITE_H, angle
    )
    if tint is not None:
        polygon_alpha(canvas, f.poly(cell, 0.84), _face(canvas, tint), 120)
    a = math.radians(angle)
    x, y = SPACE_CENTRES[cell]
    pos = f.pt((x + 0.03 * math.cos(a), y + 0.03 * math.sin(a)))
    canvas.text(str(value), pos, max(12.0, 0.085 * f.unit), theme.INK, theme.BOLD, "center")


def _star_tint(star: int, cell: int) -> str:
    if star == CENTRE_STAR:
        return PAVILION_COLOURS[cell % 6]  # the multicoloured centre star
    return PAVILION_COLOURS[OUTER_STAR_COLOURS[star]]


def _structure_pos(f: _Frame, index: int) -> Point:
    st = STRUCTURES[index]
    if st.kind == WINDOW:  # in the notch between the star's spaces 5 and 6, towards the edge
        sx, sy = STAR_CENTRES[st.index]
        ang = math.atan2(sy, sx)
        return f.pt((sx + 0.335 * math.cos(ang), sy + 0.335 * math.sin(ang)))
    return f.pt(st.point)


def _board(canvas: Canvas, rect: FRect, ctx: DiagramContext, p: Mapping[str, str]) -> None:
    grey = p["side"] == "grey"
    show = set(p.get("show", "").split(",")) - {""}
    sprite = BOARD
    centre = (rect.x + sprite / 2, rect.y + rect.h / 2)
    canvas.image_sized("board/pavilion_board.png", centre, sprite, sprite)
    f = _Frame(centre, sprite * SPRITE_FIELD / FIELD_UNITS)
    values = GREY_VALUES if grey else COLOURED_VALUES
    for cell in range(42):
        star = cell // 6
        _space(canvas, f, cell, values[cell], None if grey else _star_tint(star, cell))
    icon = 0.2 * f.unit
    for i, st in enumerate(STRUCTURES):
        pos = _structure_pos(f, i)
        kind_name = dict(KINDS)[st.kind]
        if kind_name in show:
            r = FRect(0, 0, icon, icon)
            r.center = pos
            canvas.glow(r, theme.FOCUS, radius=icon / 2, spread=10, strength=240)
        canvas.image_sized(f"board/{st.kind}.png", pos, icon, icon)
    # Legend: what each structure gives.
    x = rect.x + sprite + 30
    y = rect.y + rect.h / 2 - 3 * 84 / 2
    for kind, kind_name in KINDS:
        row = FRect(x, y, LEGEND, 72)
        if kind_name in show:
            canvas.fill(row, theme.GOLD, alpha=70, radius=12)
        canvas.image_sized(f"board/{kind}.png", (x + 40, row.centery), 60, 60)
        reward = STRUCTURE_REWARDS[kind]
        canvas.text(
            ctx.tn(f"rules.diagram.{kind}", reward),
            (x + 82, row.centery),
            22,
            theme.INK,
            theme.BOLD,
            "midleft",
            max_width=LEGEND - 92,
        )
        y += 84


def _chain(covered: set[int], new: int) -> set[int]:
    """Positions (0..5) of the run of covered spaces on a star's ring through a new one."""
    chain = {new}
    todo = [new]
    while todo:
        for nb in ring_neighbours(todo.pop()):
            if nb in covered and nb not in chain:
                chain.add(nb)
                todo.append(nb)
    return chain


def _example(canvas: Canvas, rect: FRect, ctx: DiagramContext, p: Mapping[str, str]) -> None:
    letter = p["star"]
    if letter == "m":
        star = CENTRE_STAR
    else:
        colour = PAVILION_LETTERS.index(letter)
        star = OUTER_STAR_COLOURS.index(colour)
    diameter = 0.8 * EXAMPLE_UNIT
    centre = (rect.x + 20 + diameter / 2, rect.centery)
    f = _Frame(centre, EXAMPLE_UNIT, STAR_CENTRES[star])
    canvas.circle((centre[0], centre[1] + 6), diameter / 2 + 14, theme.SHADOW, alpha=60)
    canvas.circle(centre, diameter / 2 + 14, (238, 228, 204))
    canvas.circle(centre, diameter / 2 + 14, theme.GOLD_DEEP, width=3)
    tiles: dict[int, str] = {}
    for item in p.get("tiles", "").split(","):
        if item:
            pos = int(item[0]) - 1
            tiles[pos] = pavilion_colour_of(item, star, pos)
    new_pos = int(p["new"][0]) - 1
    tiles[new_pos] = pavilion_colour_of(p["new"], star, new_pos)
    chain = _chain(set(tiles), new_pos)
    for pos in range(6):
        cell = star * 6 + pos
        _space(canvas, f, cell, pos + 1, _star_tint(star, cell), tiles.get(pos))
    for pos in sorted(chain):
        polygon_outline(canvas, f.poly(star * 6 + pos, 0.92), H_RUN, 4)
    polygon_outline(canvas, f.poly(star * 6 + new_pos, 1.0), theme.FOCUS, 5)
    badge(canvas, (rect.right - 100, rect.centery), f"+{p['points']}")


def pavilion_colour_of(item: str, star: int, pos: int) -> str:
    """The colour of a tile in a star-space item: its letter, else the star's own colour."""
    if len(item) > 1:
        return PAVILION_COLOURS[PAVILION_LETTERS.index(item[1])]
    return _star_tint(star, star * 6 + pos)


def _track(canvas: Canvas, rect: FRect, ctx: DiagramContext, p: Mapping[str, str]) -> None:
    order = [PAVILION_COLOURS[PAVILION_LETTERS.index(ch)] for ch in p["order"].split(",")]
    current = int(p.get("current", "1")) - 1
    d = TRACK_BOARD
    centre = (rect.centerx, rect.y + 10 + d / 2)
    canvas.circle((centre[0], centre[1] + 7), d / 2 - 2, theme.SHADOW, alpha=70)
    canvas.image_sized("board/central_board.png", centre, d, d)
    tile = 0.15 * d
    for k, colour in enumerate(order):
        a = math.radians(-90 + 60 * k)
        pos = (centre[0] + TRACK_R * d * math.cos(a), centre[1] + TRACK_R * d * math.sin(a))
        r = FRect(0, 0, tile, tile)
        r.center = pos
        if k == current:
            canvas.glow(r, theme.FOCUS, radius=8, spread=12, strength=255)
        canvas.image_sized(f"tiles/pavilion_sq_{colour}.png", pos, tile, tile)
        if k == current:
            canvas.outline(r.inflate(8, 8), theme.FOCUS, width=3, radius=8)
        npos = (centre[0] + 0.27 * d * math.cos(a), centre[1] + 0.27 * d * math.sin(a))
        canvas.text(str(k + 1), npos, 22, theme.NAVY, theme.BOLD, "center")
    big = 0.2 * d
    canvas.image_sized(f"tiles/pavilion_sq_{order[current]}.png", centre, big, big)
    canvas.image_sized("ui/wild_badge.png", (centre[0] + big * 0.4, centre[1] - big * 0.4), 30, 30)
    caption(
        canvas,
        ctx.t("table.round", n=current + 1) + " · " + ctx.t("rules.diagram.wild"),
        (centre[0], rect.y + d + 30),
        max_width=rect.w,
    )


# --- The family's part -------------------------------------------------------------------


def factory_look(ruleset: RuleSet) -> FactoryLook:
    """A factory offer in Summer Pavilion's look: its factory and square tiles."""
    return FactoryLook(
        "board/factory_pavilion.png",
        lambda letter: f"tiles/pavilion_sq_{pavilion_colour(letter)}.png",
    )


DIAGRAMS = DiagramSet(
    {
        "star-board": Painter((BOARD + 30 + LEGEND, BOARD * SPRITE_HEX_H + 16), _board),
        "star-example": Painter((0.8 * EXAMPLE_UNIT + 60 + 200, 0.8 * EXAMPLE_UNIT + 40), _example),
        "round-track": Painter((TRACK_BOARD + 40, TRACK_BOARD + 80), _track),
    },
    factory_look,
)
