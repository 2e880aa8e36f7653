"""A seat's colour drawn in the seat's own shape, so seats are never told apart by colour alone."""

from __future__ import annotations

import math

from . import theme
from .canvas import Canvas

Point = tuple[float, float]

# Corners of each shape (the circle is drawn as one), and the first corner's angle: a shape's
# area is close to its circle's, so no seat looks bigger than another.
CORNERS = {"square": 4, "triangle": 3, "diamond": 4, "hexagon": 6}
START_DEG = {"square": 45.0, "triangle": -90.0, "diamond": -90.0, "hexagon": 0.0}
GROW = {"square": 1.12, "triangle": 1.3, "diamond": 1.2, "hexagon": 1.05, "star": 1.35}
STAR_POINTS = 5
STAR_INNER = 0.5  # the star's inner corners, as a share of its outer radius


def shape_points(shape: str, centre: Point, radius: float) -> list[Point]:
    """The corners of a seat shape around centre (empty for the circle)."""
    cx, cy = centre
    r = radius * GROW.get(shape, 1.0)
    if shape == "star":
        pts = []
        for i in range(2 * STAR_POINTS):
            a = math.radians(-90 + i * 180 / STAR_POINTS)
            k = r if i % 2 == 0 else r * STAR_INNER
            pts.append((cx + k * math.cos(a), cy + k * math.sin(a)))
        return pts
    n = CORNERS.get(shape, 0)
    start = START_DEG.get(shape, 0.0)
    return [
        (
            cx + r * math.cos(math.radians(start + i * 360 / n)),
            cy + r * math.sin(math.radians(start + i * 360 / n)),
        )
        for i in range(n)
    ]


def paint_seat_mark(
    canvas: Canvas,
    centre: Point,
    radius: float,
    colour: int,
    edge: theme.Colour | None = None,
    edge_width: float = 2,
) -> None:
    """Seat colour index ``colour`` as its filled shape, with an optional edge line."""
    shape = theme.seat_shape(colour)
    rgb = theme.seat_colour(colour)
    pts = shape_points(shape, centre, radius)
    if not pts:
        canvas.circle(centre, radius, rgb)
        if edge is not None:
            canvas.circle(centre, radius, edge, width=edge_width)
        return
    canvas.polygon(pts, rgb)
    if edge is not None:
        for a, b in zip(pts, pts[1:] + pts[:1], strict=True):
            canvas.line(a, b, edge, edge_width)
