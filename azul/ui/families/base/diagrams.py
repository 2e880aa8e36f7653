"""The base family's rules diagrams (docs/rules_format.md), drawn with the game's own sprites
in the look of the rule set being read (classic, Mini, Crystal Mosaic): the walls, a scoring
example with its runs, the floor line and the pattern lines; and how a factory offer looks in
its rule sets. Named by the family's manifest (``azul.engine.builtin``); the parameters are
checked by ``azul.domain.base_diagrams``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

import pygame

from azul.engine import RuleSet, get_ruleset
from azul.engine.colours import BASE_COLOURS, BASE_LETTERS, MARKER

from ... import theme
from ...canvas import Canvas
from ...rules_view.diagrams import DiagramContext, DiagramSet, Draw, FactoryLook, Painter
from ...rules_view.sprites import H_RUN, V_RUN, badge

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
# Rule sets whose walls the diagrams show (the engine's data decides the printed cells).
WALL_RULESETS = {
    "coloured": "azul",
    "grey": "azul-grey",
    "crystal-1": "crystal-mosaic-1",
    "crystal-2": "crystal-mosaic-2",
}
# Tiles shown where a diagram only says "occupied" (floor line): a varied, fixed choice.
FILL_ORDER = (2, 0, 1, 3, 4, 2, 0)
MINI_LOOK = "mini"  # RuleSet.look of Azul Mini (studded tiles, plastic frame)


def base_colour(letter: str) -> str:
    """Base-family colour name of a letter (b y r k w)."""
    return BASE_COLOURS[BASE_LETTERS.index(letter)]


def is_mini(ctx: DiagramContext) -> bool:
    """The Azul Mini look (studded tiles, plastic frame)."""
    return bool(ctx.ruleset.look == MINI_LOOK)


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
        if is_mini(ctx):
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
    canvas.glow(cell, theme.FOCUS, radius=8, spread=12, strength=255)
    canvas.outline(cell.inflate(6, 6), theme.FOCUS, width=3, radius=8)


def _wall_picture(
    canvas: Canvas,
    origin: tuple[float, float],
    ctx: DiagramContext,
    wall: str,
    p: Mapping[str, str],
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


def _scoring(canvas: Canvas, rect: FRect, ctx: DiagramContext, p: Mapping[str, str]) -> None:
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


def _floor(canvas: Canvas, rect: FRect, ctx: DiagramContext, p: Mapping[str, str]) -> None:
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


# --- Pattern lines -----------------------------------------------------------------------


def _pattern_lines(canvas: Canvas, rect: FRect, ctx: DiagramContext, p: Mapping[str, str]) -> None:
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
            canvas.glow(line, theme.FOCUS, radius=8, spread=10, strength=230)
            canvas.outline(line.inflate(8, 8), theme.FOCUS, width=3, radius=8)


# --- The family's part -------------------------------------------------------------------


def factory_look(ruleset: RuleSet) -> FactoryLook:
    """A factory offer in a base rule set's look: the round factory, classic or Mini tiles."""
    kind = "mini" if ruleset.look == MINI_LOOK else "base"
    return FactoryLook(
        "board/factory.png", lambda letter: f"tiles/{kind}_{base_colour(letter)}.png"
    )


def _wall_of(wall: str) -> Draw:
    def draw(canvas: Canvas, rect: FRect, ctx: DiagramContext, p: Mapping[str, str]) -> None:
        _wall_picture(canvas, rect.topleft, ctx, wall, p)

    return draw


def _crystal_wall(canvas: Canvas, rect: FRect, ctx: DiagramContext, p: Mapping[str, str]) -> None:
    _wall_picture(canvas, rect.topleft, ctx, f"crystal-{p['side']}", p)


DIAGRAMS = DiagramSet(
    {
        "wall-pattern": Painter((WALL_SIZE, WALL_SIZE), _wall_of("coloured")),
        "grey-wall": Painter((WALL_SIZE, WALL_SIZE), _wall_of("grey")),
        "crystal-wall": Painter((WALL_SIZE, WALL_SIZE), _crystal_wall),
        "scoring-example": Painter((WALL_SIZE + 40 + LEGEND_W, WALL_SIZE), _scoring),
        "floor-line": Painter(
            (7 * FLOOR_PITCH + 2 * 26 + 200, FLOOR_TOP + FLOOR_CELL + 32), _floor
        ),
        "pattern-lines": Painter(
            (5 * LINE_PITCH + 2 * 28 + 40, 5 * LINE_PITCH + 2 * 28), _pattern_lines
        ),
    },
    factory_look,
)
