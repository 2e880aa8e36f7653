"""Drawing the star boards: the printed board (once, in the static layer), then per frame
the placed tiles, the stars' colours on grey boards, the values of the empty spaces, completed
structures, the hand, the kept tiles, the header and, on the current person's board, the
spaces that can be covered."""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from functools import lru_cache

import pygame

from azul.engine.pavilion_geometry import CELLS, CENTRE_STAR, STRUCTURES
from azul.engine.pavilion_rules import PavilionSpec
from azul.engine.rulesets import RuleSet

from ... import theme
from ...canvas import Canvas
from ...table.marks import Marks
from ...table.seat_paint import paint_score_badge, paint_seat_dot
from . import paint_choice, sprites
from .board_geometry import FrameKey, Point, StarBoardGeometry
from .frame import PavilionFrame, choice_of
from .targets import PavilionTarget

FELT = (44, 64, 56)
TOKEN_SIZE = 0.28  # a star space's symbol token, as a share of the space's long diagonal
TOKEN_INWARD = 0.22  # how far towards the inner tip it sits (share of the long diagonal)
# A space's printed value (1-6): its type size and how far towards the outer tip it sits (both
# shares of the space's long diagonal), dark ink with a light halo (readable on the pale board,
# a star's tint and a legal ring alike).
VALUE_SIZE = 0.42
VALUE_OUTWARD = 0.12
VALUE_INK = (44, 30, 18)
VALUE_HALO = (255, 248, 232)
VALUE_HALO_PX = 1  # halo width in window pixels (at least one pixel at every window size)
VALUE_HALO_SHARE = 0.07  # the halo's width as a share of the type size in pixels
STAR_TINT = 78  # opacity of a star's colour on its empty spaces (covered spaces are opaque)
DECIDED_TINT = 84  # the same on a grey board, once a star's first two tiles chose its colour
# Board frame geometries whose value and symbol places are remembered (every seat of a few
# window sizes, as the board geometry's own cache).
MARK_POINTS_CACHE = 64


def board_static(
    canvas: Canvas, geo: StarBoardGeometry, ruleset: RuleSet, t: Callable[..., str]
) -> None:
    """The parts of a board that never change: mat, hexagon, empty spaces (with their colours
    on the coloured side), structure icons, corner spaces, hand slots."""
    spec = ruleset.spec
    r = geo.rect
    canvas.fill(r.move(0, 6), theme.SHADOW, alpha=70, radius=22)
    canvas.fill(r, FELT, alpha=235, radius=20)
    canvas.outline(r.inflate(-6, -6), (150, 128, 84), width=2, radius=17)
    hx = geo.hex_rect()
    size = geo.sprite_size
    canvas.image_sized("board/pavilion_board.png", hx.center, size, size)
    long = geo.space_long()
    for cell in range(CELLS):
        centre = geo.space_centre(cell)
        angle = geo.space_angle(cell)
        sprites.rhombus(canvas, sprites.SPACE, centre, long, angle)
        fixed = spec.star_colours[cell // 6]
        if fixed >= 0:
            sprites.rhombus(
                canvas, sprites.rhombus_name(ruleset.colours[fixed]), centre, long, angle, STAR_TINT
            )
    if not spec.grey:
        _wheel(canvas, geo.star_centre(CENTRE_STAR), long * 0.13)
    icons = {
        "pillar": "board/pillar.png",
        "statue": "board/statue.png",
        "window": "board/window.png",
    }
    s = geo.structure_size()
    for i, st in enumerate(STRUCTURES):
        pos = geo.structure_pos(i)
        canvas.circle((pos[0], pos[1] + 1.5), s * 0.5, theme.SHADOW, alpha=60)
        canvas.circle(pos, s * 0.5, (246, 236, 214))
        canvas.circle(pos, s * 0.5, (176, 150, 104), width=1.5)
        canvas.image_sized(icons[st.kind], pos, s * 0.86, s * 0.86)
    for k in range(4):
        slot = geo.corner_slot(k)
        canvas.image_sized("board/supply_space.png", slot.center, slot.w, slot.h)
    hand = geo.hand_rect()
    canvas.fill(hand, (24, 36, 30), alpha=120, radius=14)
    canvas.text(t("pavilion.hand"), geo.hand_title_pos(), 17, (214, 202, 170), theme.BOLD, "midtop")
    for c in range(6):
        slot = geo.hand_slot(c)
        canvas.fill(slot.inflate(-4, -4), (16, 24, 20), alpha=90, radius=7)


def space_value(canvas: Canvas, geo: StarBoardGeometry, cell: int, value: int) -> pygame.FRect:
    """A space's printed value, large, in dark ink with a light halo; returns its box."""
    size = geo.space_long() * VALUE_SIZE
    return sprites.haloed_text(
        canvas,
        str(value),
        value_centre(geo, cell),
        size,
        theme.BOLD,
        VALUE_INK,
        VALUE_HALO,
        _value_halo(canvas, size),
    )


def _value_halo(canvas: Canvas, size: float) -> int:
    """The halo's width in window pixels round a value of a design size."""
    return max(VALUE_HALO_PX, round(size * canvas.scale * VALUE_HALO_SHARE))


def _space_values(
    canvas: Canvas, geo: StarBoardGeometry, cells: list[int], values: Sequence[int]
) -> None:
    """The printed values of a board's empty spaces (as space_value draws each: the size,
    halo and centres are worked out once per board, not once per space)."""
    size = geo.space_long() * VALUE_SIZE
    halo = _value_halo(canvas, size)
    centres = _mark_points(geo.frame_key())[0]
    for cell, colour in enumerate(cells):
        if colour < 0:
            sprites.haloed_text(
                canvas,
                str(values[cell]),
                centres[cell],
                size,
                theme.BOLD,
                VALUE_INK,
                VALUE_HALO,
                halo,
            )


def _outward(geo: StarBoardGeometry, cell: int) -> tuple[float, float]:
    """Unit vector (design space, y down) from a space's centre towards its outer tip."""
    a = math.radians(geo.space_angle(cell))
    return (math.cos(a), -math.sin(a))


def value_centre(geo: StarBoardGeometry, cell: int) -> tuple[float, float]:
    """Where a space's printed value goes: towards its outer tip, clear of the symbol token."""
    return _mark_points(geo.frame_key())[0][cell]


def _value_centre(geo: StarBoardGeometry, cell: int) -> tuple[float, float]:
    cx, cy = geo.space_centre(cell)
    ux, uy = _outward(geo, cell)
    out = geo.space_long() * VALUE_OUTWARD
    return (cx + ux * out, cy + uy * out)


def _symbol_pos(geo: StarBoardGeometry, cell: int) -> tuple[float, float]:
    cx, cy = geo.space_centre(cell)
    ux, uy = _outward(geo, cell)
    inward = geo.space_long() * TOKEN_INWARD
    return (cx - ux * inward, cy - uy * inward)


@lru_cache(maxsize=MARK_POINTS_CACHE)
def _mark_points(key: FrameKey) -> tuple[tuple[Point, ...], tuple[Point, ...]]:
    """Every space's value centre and symbol centre on a board of this frame geometry: each
    drawn frame puts up to 42 values and symbols on every board, and the trigonometry behind
    their places only changes with the board's rect."""
    rect, hand_left, hand_below = key
    geo = StarBoardGeometry(pygame.FRect(rect), hand_left, hand_below)
    return (
        tuple(_value_centre(geo, cell) for cell in range(CELLS)),
        tuple(_symbol_pos(geo, cell) for cell in range(CELLS)),
    )


def _wheel(canvas: Canvas, centre: tuple[float, float], radius: float) -> None:
    """A small six-colour rosette: the mark of a multicolour star."""
    colours = [(116, 70, 164), (46, 126, 74), (238, 128, 38), (244, 204, 62), (42, 108, 196)]
    colours.append((204, 46, 58))
    cx, cy = centre
    canvas.circle((cx, cy + 1), radius + 1.5, theme.SHADOW, alpha=80)
    for i, rgb in enumerate(colours):
        a0 = math.radians(90 - 60 * i - 30)
        a1 = math.radians(90 - 60 * i + 30)
        pts = [(cx, cy)]
        for k in range(7):
            a = a0 + (a1 - a0) * k / 6
            pts.append((cx + radius * math.cos(a), cy - radius * math.sin(a)))
        canvas.polygon(pts, rgb)
    canvas.circle(centre, radius, (250, 240, 220), width=1.5)


def board(frame: PavilionFrame, canvas: Canvas, p: int, marks: Marks[PavilionTarget]) -> None:
    """Everything on a board that changes."""
    lay = frame.layout
    geo = lay.boards[p]
    state = frame.state
    view = frame.view
    b = view.boards[p]
    spec = state.spec
    names = state.ruleset.colours
    current = not state.is_over and state.current_player == p and not frame.timeline.blocking
    if current:
        canvas.glow(geo.rect.inflate(-6, -6), theme.GOLD, radius=22, spread=18, strength=230)
    header(frame, canvas, p, current)
    long = geo.space_long()
    centres = geo.space_centres()
    for cell, colour in enumerate(b.cells):
        if colour >= 0:
            sprites.rhombus(
                canvas,
                sprites.rhombus_name(names[colour]),
                centres[cell],
                long,
                geo.space_angle(cell),
            )
    if spec.grey:
        _grey_stars(frame, canvas, geo, b.cells)
    if canvas.assets.symbols:
        _star_symbols(canvas, geo, spec, b.cells, names)
    _structures(canvas, geo, b.cells)
    for k, colour in enumerate(b.corner_tiles()):
        slot = geo.corner_slot(k)
        canvas.image_sized(sprites.square(names[colour]), slot.center, slot.w - 6, slot.h - 6)
    adding = [0] * 6
    pv = choice_of(frame).preview
    if pv is not None and p == choice_of(frame).me:
        adding[pv.colour] += pv.count
        adding[view.wild] += pv.wild
    _hand(canvas, geo, b.hand, names, view.wild, adding)
    if current and marks.interactive and state.phase == "place":
        paint_choice.targets(frame, canvas, p, geo, marks)
    # Values are drawn per frame on the empty spaces only, over the highlight rings: a covered
    # space hides its value entirely (large values reach past a space's edges, so a tile drawn
    # over a printed value would not), and a ring never cuts through a digit.
    _space_values(canvas, geo, b.cells, spec.values)


def header(frame: PavilionFrame, canvas: Canvas, p: int, current: bool) -> None:
    """Seat colour, name, what the player is doing, the first-player marker, the score."""
    geo = frame.layout.boards[p]
    head = geo.header()
    seat = frame.session.seat(p)
    seat_rgb = theme.seat_colour(seat.colour)
    state = frame.state
    view = frame.view
    cx, cy = head.x + 16, head.centery
    paint_seat_dot(canvas, (cx, cy), seat.colour)
    badge = geo.score_badge()
    # What the player is doing, right-aligned before the marker and the score.
    right = geo.marker_pos()[0] - 24
    passed = view.boards[p].passed
    if frame.thinking_seat == p:
        dots = int(frame.now * 3) % 3
        word = "hint.thinking" if frame.hint_asked else "table.thinking"
        label = frame.t(word) + "·" * (dots + 1) + " " * (2 - dots)
        status = canvas.text(label, (right, cy + 1), 19, (214, 202, 170), theme.BOLD, "midright")
    elif current and not state.is_over:
        status = _pill(canvas, right, cy, frame.t("table.to_play"), seat_rgb)
    elif state.is_over:
        status = pygame.FRect(right, cy, 0, 0)
    elif passed and state.phase != "draft":
        status = _pill(canvas, right, cy, frame.t("pavilion.passed_pill"), (110, 104, 96))
    else:
        key = "pavilion.doing_draft" if state.phase == "draft" else "pavilion.doing_place"
        status = canvas.text(
            frame.t(key), (right, cy + 1), 16, (176, 196, 180), theme.BOLD, "midright"
        )
    name_max = status.x - 14 - (cx + 22)
    name = canvas.text(
        seat.name, (cx + 22, cy), 27, theme.CREAM, theme.BOLD, "midleft", max_width=name_max
    )
    room = status.x - 16 - (name.right + 12)
    if not seat.is_person and room > 60:
        canvas.text(
            frame.seat_label(p),
            (name.right + 12, cy + 1),
            17,
            (196, 186, 160),
            theme.BODY,
            "midleft",
            max_width=room,
        )
    if view.marker_owner == p:
        mx, my = geo.marker_pos()
        canvas.image_sized(sprites.MARKER_SPRITE, (mx, my), 34, 34)
    paint_score_badge(canvas, badge, view.boards[p].score)


def _pill(
    canvas: Canvas, right: float, cy: float, text: str, rgb: tuple[int, int, int]
) -> pygame.FRect:
    w, _ = canvas.measure(text, 17, theme.BOLD)
    pill = pygame.FRect(right - w - 22, cy - 13, w + 22, 26)
    canvas.fill(pill, rgb, radius=13)
    canvas.text(text, pill.center, 17, theme.CREAM, theme.BOLD, "center")
    return pill


def _grey_stars(
    frame: PavilionFrame, canvas: Canvas, geo: StarBoardGeometry, cells: list[int]
) -> None:
    """Grey boards: once a star's first two tiles decide, its empty spaces show its colour
    (single-colour) and its centre the six-colour mark (multicolour)."""
    names = frame.state.ruleset.colours
    long = geo.space_long()
    for star in range(7):
        tiles = [cells[star * 6 + v] for v in range(6) if cells[star * 6 + v] >= 0]
        if len(tiles) < 2:
            continue
        single = len(set(tiles)) == 1
        for v in range(6):
            cell = star * 6 + v
            if cells[cell] >= 0:
                continue
            centre = geo.space_centre(cell)
            if single:
                sprites.rhombus(
                    canvas,
                    sprites.rhombus_name(names[tiles[0]]),
                    centre,
                    long,
                    geo.space_angle(cell),
                    DECIDED_TINT,
                )
        if not single:
            _wheel(canvas, geo.star_centre(star), long * 0.13)
        else:
            c = geo.star_centre(star)
            rgb = _colour_rgb(frame, canvas, tiles[0])
            canvas.circle((c[0], c[1] + 1), long * 0.12, theme.SHADOW, alpha=80)
            canvas.circle(c, long * 0.11, rgb)
            canvas.circle(c, long * 0.11, theme.CREAM, width=1.5)


def star_colour(spec: PavilionSpec, cells: list[int], star: int) -> int | None:
    """The one colour a star takes: printed on the coloured side, decided by its first two
    tiles on the grey side; None for a multicolour or still undecided star."""
    fixed = int(spec.star_colours[star])
    if fixed >= 0:
        return fixed
    if not spec.grey:
        return None
    tiles = [cells[star * 6 + v] for v in range(6) if cells[star * 6 + v] >= 0]
    if len(tiles) < 2 or len(set(tiles)) != 1:
        return None
    return tiles[0]


def symbol_pos(geo: StarBoardGeometry, cell: int) -> tuple[float, float]:
    """Where a space's symbol token goes: towards its inner tip, clear of the printed value."""
    return _mark_points(geo.frame_key())[1][cell]


def _star_symbols(
    canvas: Canvas,
    geo: StarBoardGeometry,
    spec: PavilionSpec,
    cells: list[int],
    names: tuple[str, ...],
) -> None:
    """Colour-blind symbols: every empty space of a one-colour star shows that colour's symbol
    on a small token, so the star's colour never has to be told by hue alone."""
    size = geo.space_long() * TOKEN_SIZE
    places = _mark_points(geo.frame_key())[1]
    for star in range(7):
        colour = star_colour(spec, cells, star)
        if colour is None:
            continue
        for v in range(6):
            cell = star * 6 + v
            if cells[cell] < 0:
                sprites.symbol_token(canvas, names[colour], places[cell], size)


def _colour_rgb(frame: PavilionFrame, canvas: Canvas, colour: int) -> tuple[int, int, int]:
    name = frame.state.ruleset.colours[colour]
    face = canvas.assets.meta(f"tiles/pavilion_sq_{name}.png").get("face_rgb")
    if isinstance(face, list) and len(face) == 3:
        return (int(face[0]), int(face[1]), int(face[2]))
    return theme.GOLD


def _structures(canvas: Canvas, geo: StarBoardGeometry, cells: list[int]) -> None:
    """Completed structures get a gold ring and a tick."""
    s = geo.structure_size()
    for i, st in enumerate(STRUCTURES):
        if not all(cells[c] >= 0 for c in st.cells):
            continue
        x, y = geo.structure_pos(i)
        canvas.circle((x, y), s * 0.5 + 2, theme.GOLD, width=3)
        tx, ty = x + s * 0.36, y + s * 0.34
        canvas.circle((tx, ty), s * 0.2, (46, 126, 74))
        canvas.circle((tx, ty), s * 0.2, theme.CREAM, width=1.2)
        k = s * 0.1
        canvas.line((tx - k, ty), (tx - k * 0.2, ty + k * 0.8), theme.CREAM, 2)
        canvas.line((tx - k * 0.2, ty + k * 0.8), (tx + k * 1.1, ty - k * 0.8), theme.CREAM, 2)


def _hand(
    canvas: Canvas,
    geo: StarBoardGeometry,
    hand: list[int],
    names: tuple[str, ...],
    wild: int,
    adding: list[int],
) -> None:
    """The tiles next to the board, one slot per colour with its count; the wild colour has
    its badge; a take being chosen shows what it would add."""
    for c in range(6):
        slot = geo.hand_slot(c)
        n = hand[c]
        x, y = geo.hand_count_pos(c)
        if n:
            canvas.image_sized(sprites.square(names[c]), slot.center, slot.w, slot.h)
            if c == wild:
                sprites.badge(canvas, slot)
            canvas.text(f"×{n}", (x, y), 22, theme.CREAM, theme.BOLD, "midleft")
        elif c == wild:
            canvas.image_sized(sprites.square(names[c]), slot.center, slot.w, slot.h, 60)
            sprites.badge(canvas, slot, 150)
        if adding[c]:
            if not n:
                canvas.image_sized(sprites.square(names[c]), slot.center, slot.w, slot.h, 120)
            canvas.outline(slot.inflate(4, 4), theme.LEGAL, width=3, radius=8)
            canvas.text(f"+{adding[c]}", (x, y + 15), 17, theme.LEGAL, theme.BOLD, "midleft")
