"""The rules texts' diagrams (docs/rules_format.md), drawn with the game's own sprites in the
look of the rule set being read: walls, a scoring example with its runs, the floor line, a
factory offer, pattern lines; the Summer Pavilion pictures are in ``stars``.

``diagram_size`` gives a diagram's design size (the layout reserves it); ``draw_diagram``
paints it into a design rect of that size. Both accept every diagram the loader lets through.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass

import pygame

from azul.engine import RuleSet, get_ruleset
from azul.engine.colours import BASE_COLOURS, MARKER
from azul.rules_text import Diagram

from .. import theme
from ..canvas import Canvas
from . import stars
from .sprites import H_RUN, MARK, V_RUN, arrow, badge, base_colour, caption, pavilion_colour

FRect = pygame.FRect

WALL_CELL = 54.0
WALL_PITCH = 60.0
WALL_PAD = 30.0
WALL_SIZE = 5 * WALL_PITCH - (WALL_PITCH - WALL_CELL) + 2 * WALL_PAD
LEGEND_W = 300.0
FLOOR_CELL = 60.0
FLOOR_PITCH = 68.0
FLOOR_TOP = 68.0  # frame band and the printed values above the floor spaces
LINE_CELL = 50.0
LINE_PITCH = 56.0
FACTORY = 230.0
SIDE_W = 210.0  # the "you take" and "to the centre" areas beside the factory
# Rule sets whose walls the diagrams show (the engine's data decides the printed cells).
WALL_RULESETS = {
    "coloured": "azul",
    "grey": "azul-grey",
    "crystal-1": "crystal-mosaic-1",
    "crystal-2": "crystal-mosaic-2",
}
# Tiles shown where a diagram only says "occupied" (floor line): a varied, fixed choice.
FILL_ORDER = (2, 0, 1, 3, 4, 2, 0)
Params = Mapping[str, str]  # a diagram's parameters as the rules text writes them


@dataclass(frozen=True)
class DiagramContext:
    """What a diagram needs from outside: the rule set being read and the translator."""

    ruleset: RuleSet
    t: Callable[..., str]
    tn: Callable[..., str]

    @property
    def mini(self) -> bool:
        """The Azul Mini look (studded tiles, plastic frame)."""
        return bool(self.ruleset.look == "mini")

    @property
    def pavilion(self) -> bool:
        """The Summer Pavilion look (square tiles, its factory), read from the rule set's data."""
        return bool(self.ruleset.look == "pavilion")


@dataclass(frozen=True)
class WallLook:
    """Sprites of a wall picture: board frame, empty cells, tiles."""

    board: str
    band: float
    free_cell: str
    tile_kind: str
    mini: bool
    dark: bool

    @staticmethod
    def of(ctx: DiagramContext, wall: str) -> WallLook:
        """The look of a wall kind in the rule set's style."""
        if ctx.mini:
            dark = wall != "coloured"
            board = "board/mini_board_dark.png" if dark else "board/mini_board.png"
            return WallLook(board, 30.0, "board/mini_slot.png", "mini", True, dark)
        free = "board/crystal_slot.png" if wall.startswith("crystal") else "board/wall_slot.png"
        return WallLook("board/player_board.png", 40.0, free, "base", False, False)

    def tile(self, colour: int) -> str:
        """A base tile's sprite (or the first-player marker's)."""
        if colour == MARKER:
            return "markers/first_player.png"
        return f"tiles/{self.tile_kind}_{BASE_COLOURS[colour]}.png"


# --- Sizes -------------------------------------------------------------------------------


def diagram_size(diagram: Diagram, ctx: DiagramContext) -> tuple[float, float]:
    """Design size of a diagram."""
    name = diagram.name
    if name in ("wall-pattern", "grey-wall", "crystal-wall"):
        return WALL_SIZE, WALL_SIZE
    if name == "scoring-example":
        return WALL_SIZE + 40 + LEGEND_W, WALL_SIZE
    if name == "floor-line":
        return 7 * FLOOR_PITCH + 2 * 26 + 200, FLOOR_TOP + FLOOR_CELL + 32
    if name == "factory-take":
        return SIDE_W * 2 + FACTORY + 2 * 80, FACTORY + 20
    if name == "pattern-lines":
        return 5 * LINE_PITCH + 2 * 28 + 40, 5 * LINE_PITCH + 2 * 28
    if name in ("star-board", "star-example", "round-track"):
        return stars.size(name)
    return 200.0, 100.0


def draw_diagram(canvas: Canvas, diagram: Diagram, rect: FRect, ctx: DiagramContext) -> None:
    """Paint a diagram into a design rect of its size."""
    p = diagram.params
    name = diagram.name
    if name == "wall-pattern":
        _wall_picture(canvas, rect.topleft, ctx, "coloured", p)
    elif name == "grey-wall":
        _wall_picture(canvas, rect.topleft, ctx, "grey", p)
    elif name == "crystal-wall":
        _wall_picture(canvas, rect.topleft, ctx, f"crystal-{p['side']}", p)
    elif name == "scoring-example":
        _scoring(canvas, rect, ctx, p)
    elif name == "floor-line":
        _floor(canvas, rect, ctx, p)
    elif name == "factory-take":
        _factory(canvas, rect, ctx, p)
    elif name == "pattern-lines":
        _pattern_lines(canvas, rect, ctx, p)
    elif name in ("star-board", "star-example", "round-track"):
        stars.draw(canvas, name, rect, ctx, p)


# --- Walls -------------------------------------------------------------------------------


def parse_cells(value: str | None) -> dict[tuple[int, int], int]:
    """A cell list ("12b,24y,31") as {(row, col): colour}; no letter = the coloured wall's."""
    cells: dict[tuple[int, int], int] = {}
    for item in (value or "").split(","):
        if len(item) < 2:
            continue
        r, c = int(item[0]) - 1, int(item[1]) - 1
        cells[(r, c)] = BASE_COLOURS.index(base_colour(item[2])) if len(item) > 2 else (c - r) % 5
    return cells


def wall_cell_rect(origin: tuple[float, float], r: int, c: int) -> FRect:
    """Design rect of a wall cell in a wall picture whose board starts at origin."""
    x = origin[0] + WALL_PAD + c * WALL_PITCH
    y = origin[1] + WALL_PAD + r * WALL_PITCH
    return FRect(x, y, WALL_CELL, WALL_CELL)


def _draw_wall(
    canvas: Canvas,
    origin: tuple[float, float],
    ctx: DiagramContext,
    wall: str,
    tiles: dict[tuple[int, int], int],
) -> None:
    look = WallLook.of(ctx, wall)
    spec = get_ruleset(WALL_RULESETS[wall]).spec.wall
    board = FRect(origin[0], origin[1], WALL_SIZE, WALL_SIZE)
    canvas.nine(look.board, board, WALL_CELL * 0.62 / look.band * 1.25)
    cell = WALL_CELL
    for r in range(5):
        for c in range(5):
            s = wall_cell_rect(origin, r, c)
            fixed = spec.fixed[r * 5 + c]
            if fixed >= 0 and not look.mini:
                canvas.image_sized(
                    f"board/wall_slot_{BASE_COLOURS[fixed]}.png", s.center, cell, cell
                )
            else:
                canvas.image_sized(look.free_cell, s.center, cell, cell)
                if fixed >= 0:  # Mini prints the colour faintly in its slot
                    name = f"tiles/mini_{BASE_COLOURS[fixed]}.png"
                    canvas.image_sized(name, s.center, cell * 0.92, cell * 0.92, 70)
            if (r, c) in tiles:
                canvas.image_sized(look.tile(tiles[(r, c)]), s.center, cell, cell)
            if r * 5 + c in spec.doubled:
                canvas.image_sized("board/x2_overlay.png", s.center, cell, cell)


def _mark(canvas: Canvas, cell: FRect) -> None:
    canvas.glow(cell, MARK, radius=8, spread=12, strength=255)
    canvas.outline(cell.inflate(6, 6), MARK, width=3, radius=8)


def _wall_picture(
    canvas: Canvas, origin: tuple[float, float], ctx: DiagramContext, wall: str, p: Params
) -> None:
    _draw_wall(canvas, origin, ctx, wall, parse_cells(p.get("tiles")))
    mark = p.get("mark")
    if mark:
        (r, c) = next(iter(parse_cells(mark)))
        _mark(canvas, wall_cell_rect(origin, r, c))


def runs_through(
    cells: set[tuple[int, int]], new: tuple[int, int]
) -> tuple[list[tuple[int, int]], list[tuple[int, int]]]:
    """The horizontal and vertical runs of occupied cells through a new tile (each incl. it)."""
    r, c = new
    h = [(r, c)]
    for step in (-1, 1):
        k = c + step
        while (r, k) in cells:
            h.append((r, k))
            k += step
    v = [(r, c)]
    for step in (-1, 1):
        k = r + step
        while (k, c) in cells:
            v.append((k, c))
            k += step
    return sorted(h), sorted(v)


def _scoring(canvas: Canvas, rect: FRect, ctx: DiagramContext, p: Params) -> None:
    wall = p.get("wall", "coloured")
    tiles = parse_cells(p.get("tiles"))
    new = parse_cells(p["new"])
    (nr, nc), colour = next(iter(new.items()))
    shown = dict(tiles)
    shown[(nr, nc)] = colour
    origin = rect.topleft
    _draw_wall(canvas, origin, ctx, wall, shown)
    h, v = runs_through(set(shown), (nr, nc))
    for run, tint in ((h, H_RUN), (v, V_RUN)):
        if len(run) < 2:
            continue
        a = wall_cell_rect(origin, *run[0])
        b = wall_cell_rect(origin, *run[-1])
        band = FRect(a.x, a.y, b.right - a.x, b.bottom - a.y).inflate(10, 10)
        canvas.fill(band, tint, alpha=60, radius=12)
        canvas.outline(band, tint, width=4, radius=12)
    _mark(canvas, wall_cell_rect(origin, nr, nc))
    # Legend: the points, then each run's length in its colour.
    x = rect.x + WALL_SIZE + 40
    badge(canvas, (x + 70, rect.y + 70), f"+{p['points']}")
    y = rect.y + 150
    for run, tint, key in (
        (h, H_RUN, "rules.diagram.row_run"),
        (v, V_RUN, "rules.diagram.column_run"),
    ):
        if len(run) < 2:
            continue
        swatch = FRect(x, y + 4, 26, 26)
        canvas.fill(swatch, tint, alpha=110, radius=6)
        canvas.outline(swatch, tint, width=3, radius=6)
        canvas.text(
            ctx.t(key, n=len(run)),
            (x + 40, y + 17),
            24,
            theme.INK,
            theme.BOLD,
            "midleft",
            max_width=LEGEND_W - 44,
        )
        y += 46
    spec = get_ruleset(WALL_RULESETS[wall]).spec.wall
    if nr * 5 + nc in spec.doubled:
        canvas.text("×2", (x + 4, y + 4), 30, theme.NAVY, theme.BOLD)


# --- Floor line --------------------------------------------------------------------------


def _floor(canvas: Canvas, rect: FRect, ctx: DiagramContext, p: Params) -> None:
    values = [int(v) for v in p["values"].split(",")]
    filled = int(p.get("filled", "0"))
    marker = p.get("marker", "no") == "yes"
    look = WallLook.of(ctx, "coloured")
    slot = "board/mini_slot.png" if look.mini else "board/floor_slot.png"
    board = FRect(rect.x, rect.y, 7 * FLOOR_PITCH + 2 * 26 - (FLOOR_PITCH - FLOOR_CELL), rect.h)
    canvas.nine(look.board, board, 0.7)
    ink = theme.CREAM if look.dark else theme.INK
    y = board.y + FLOOR_TOP
    lost = 0
    for i, value in enumerate(values):
        s = FRect(board.x + 26 + i * FLOOR_PITCH, y, FLOOR_CELL, FLOOR_CELL)
        canvas.image_sized(slot, s.center, FLOOR_CELL, FLOOR_CELL)
        label = "0" if value == 0 else f"{value}".replace("-", "−")
        canvas.text(label, (s.centerx, s.y - 4), 22, ink, theme.BOLD, "midbottom")
        if i < filled:
            tile = MARKER if (marker and i == 0) else FILL_ORDER[i]
            canvas.image_sized(look.tile(tile), s.center, FLOOR_CELL, FLOOR_CELL)
            lost += value
    if filled:
        text = f"{lost}".replace("-", "−") if lost else "0"
        badge(canvas, (board.right + 100, board.centery), text, gain=lost >= 0)


# --- Factory offer -----------------------------------------------------------------------


def _factory_tile_sprite(ctx: DiagramContext, letter: str) -> str:
    if ctx.pavilion:
        return f"tiles/pavilion_sq_{pavilion_colour(letter)}.png"
    kind = "mini" if ctx.mini else "base"
    return f"tiles/{kind}_{base_colour(letter)}.png"


def _factory(canvas: Canvas, rect: FRect, ctx: DiagramContext, p: Params) -> None:
    tiles = p["tiles"]
    take = p["take"]
    wild = p.get("wild")
    # Which tiles go to the player: every tile of the chosen colour, and one wild one.
    taken = [i for i, ch in enumerate(tiles) if ch == take]
    if wild and wild == take:  # only wild tiles left: just one of them
        taken = taken[:1]
    elif wild:
        wild_at = next((i for i, ch in enumerate(tiles) if ch == wild), None)
        if wild_at is not None:
            taken.append(wild_at)
    rest = [i for i in range(len(tiles)) if i not in taken]
    tile = 48.0
    plate = FRect(0, 0, FACTORY, FACTORY)
    plate.center = (rect.centerx, rect.y + FACTORY / 2)
    sprite = "board/factory_pavilion.png" if ctx.pavilion else "board/factory.png"
    canvas.fill(
        FRect(0, 0, FACTORY * 0.86, FACTORY * 0.86)
        .move(0, 0)
        .move(plate.centerx - FACTORY * 0.43, plate.centery - FACTORY * 0.43 + 8),
        theme.SHADOW,
        alpha=50,
        radius=FACTORY * 0.43,
    )
    canvas.image_sized(sprite, plate.center, plate.w, plate.h)
    for i, ch in enumerate(tiles):
        dx = (i % 2 - 0.5) * tile * 1.12
        dy = (i // 2 - 0.5) * tile * 1.12 if len(tiles) > 2 else 0.0
        r = FRect(0, 0, tile, tile)
        r.center = (plate.centerx + dx, plate.centery + dy)
        if i in taken:
            canvas.glow(r, (255, 178, 40), radius=8, spread=12, strength=255)
            canvas.image_sized(_factory_tile_sprite(ctx, ch), r.center, tile, tile)
            canvas.outline(r.inflate(4, 4), (255, 178, 40), width=3, radius=7)
        else:
            canvas.image_sized(_factory_tile_sprite(ctx, ch), r.center, tile, tile, 110)
        if wild and ch == wild:
            canvas.image_sized("ui/wild_badge.png", (r.right - 6, r.y + 6), 26, 26)
    # Left: what the player takes; right: what slides to the centre.
    mid_y = plate.centery
    left = FRect(rect.x, mid_y - 70, SIDE_W, 140)
    right = FRect(rect.right - SIDE_W, mid_y - 70, SIDE_W, 140)
    arrow(canvas, (plate.x + 10, mid_y), (left.right + 14, mid_y))
    if rest:
        arrow(canvas, (plate.right - 10, mid_y), (right.x - 14, mid_y))
    _group(canvas, ctx, left, [tiles[i] for i in taken], ctx.t("rules.diagram.taken"), wild, False)
    if rest:
        tray = right
        _group(
            canvas,
            ctx,
            tray,
            [tiles[i] for i in rest],
            ctx.t("rules.diagram.to_centre"),
            wild,
            True,
        )


def _group(
    canvas: Canvas,
    ctx: DiagramContext,
    box: FRect,
    letters: list[str],
    label: str,
    wild: str | None,
    tray: bool,
) -> None:
    tile = 46.0
    if tray:
        canvas.nine("board/centre.png", box.inflate(-10, -36).move(0, 14), 0.4)
    n = len(letters)
    gap = 6.0
    total = n * tile + (n - 1) * gap
    x = box.centerx - total / 2
    cy = box.centery + 14
    for i, ch in enumerate(letters):
        c = (x + i * (tile + gap) + tile / 2, cy)
        canvas.image_sized(_factory_tile_sprite(ctx, ch), c, tile, tile)
        if wild and ch == wild:
            canvas.image_sized(
                "ui/wild_badge.png", (c[0] + tile / 2 - 6, cy - tile / 2 + 6), 24, 24
            )
    caption(canvas, label, (box.centerx, box.y - 6), "midtop", max_width=box.w)


# --- Pattern lines -----------------------------------------------------------------------


def _pattern_lines(canvas: Canvas, rect: FRect, ctx: DiagramContext, p: Params) -> None:
    entries = p["lines"].split(",")
    mark = int(p.get("mark", "0"))
    look = WallLook.of(ctx, "coloured")
    slot = "board/mini_slot.png" if look.mini else "board/pattern_slot.png"
    board = FRect(rect.x, rect.y, rect.w, rect.h)
    canvas.nine(look.board, board, LINE_CELL * 0.62 / look.band * 1.25)
    right = board.x + 28 + 5 * LINE_PITCH
    for row, entry in enumerate(entries):
        y = board.y + 28 + row * LINE_PITCH
        count = 0 if entry == "-" else int(entry[0])
        colour = None if entry == "-" else BASE_COLOURS.index(base_colour(entry[1]))
        for k in range(row + 1):
            s = FRect(right - (k + 1) * LINE_PITCH, y, LINE_CELL, LINE_CELL)
            canvas.image_sized(slot, s.center, LINE_CELL, LINE_CELL)
            if colour is not None and k < count:
                canvas.image_sized(look.tile(colour), s.center, LINE_CELL, LINE_CELL)
        ax, ay = right + 12, y + LINE_CELL / 2
        a = LINE_CELL * 0.14
        canvas.polygon(
            [(ax + a, ay), (ax - a * 0.7, ay - a), (ax - a * 0.7, ay + a)], (150, 130, 100)
        )
        if mark == row + 1:
            line = FRect(right - (row + 1) * LINE_PITCH, y, (row + 1) * LINE_PITCH - 6, LINE_CELL)
            canvas.glow(line, MARK, radius=8, spread=10, strength=230)
            canvas.outline(line.inflate(8, 8), MARK, width=3, radius=8)
