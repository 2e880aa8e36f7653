"""Board geometry as data (RULES.md 2.1): angles, adjacency, structures, printed values."""

from __future__ import annotations

import math

from azul.engine import pavilion_geometry as g


def _angle_to(frm: tuple[float, float], to: tuple[float, float]) -> float:
    return math.degrees(math.atan2(to[1] - frm[1], to[0] - frm[0])) % 360


def _close(a: float, b: float, tol: float = 1e-6) -> bool:
    d = (a - b) % 360
    return min(d, 360 - d) < tol


def test_outer_stars_clockwise_from_upper_left_with_their_colours() -> None:
    from azul.engine.colours import PAVILION_COLOURS

    names = [PAVILION_COLOURS[c] for c in g.OUTER_STAR_COLOURS]
    assert names == ["orange", "red", "blue", "yellow", "green", "purple"]
    angles = [_angle_to((0, 0), g.STAR_CENTRES[s]) for s in g.OUTER_STARS]
    for s, a in enumerate((120, 60, 0, 300, 240, 180)):
        assert _close(angles[s], a)
    # clockwise: each next star is 60° further clockwise
    for s in range(6):
        assert _close(angles[s] - angles[(s + 1) % 6], 60)
    assert g.STAR_CENTRES[g.CENTRE_STAR] == (0.0, 0.0)


def test_space_angles_follow_the_printed_rule() -> None:
    for s, theta in enumerate((120, 60, 0, 300, 240, 180)):
        for v in range(1, 7):
            cell = s * 6 + v - 1
            assert _close(g.SPACE_ANGLES[cell], theta + 330 - 60 * v)
            centre = g.SPACE_CENTRES[cell]
            assert _close(_angle_to(g.STAR_CENTRES[s], centre), theta + 330 - 60 * v)
        # values 2 and 3 face the board centre, 5 and 6 face outward
        inward = (theta + 180) % 360
        assert _close(g.SPACE_ANGLES[s * 6 + 1], inward + 30)
        assert _close(g.SPACE_ANGLES[s * 6 + 2], inward - 30)
        assert _close(g.SPACE_ANGLES[s * 6 + 4], theta + 30)
        assert _close(g.SPACE_ANGLES[s * 6 + 5], theta - 30)
    # centre star: value 1 points up, values run clockwise
    centre = [g.SPACE_ANGLES[36 + v] for v in range(6)]
    assert centre == [90, 30, 330, 270, 210, 150]


def test_rhombi_of_different_stars_never_overlap() -> None:
    # Each rhombus lies within SPACE_LONG of its star centre; distinct stars are 1.0 apart, so
    # checking the tips is enough to see the layout leaves room for the structures.
    for a in range(g.CELLS):
        for b in range(a + 1, g.CELLS):
            if a // 6 == b // 6:
                continue
            pa = g.space_polygon(a)[2]  # outer tips
            pb = g.space_polygon(b)[2]
            assert math.dist(pa, pb) > 0.05


def test_space_polygon_is_a_60_degree_rhombus_touching_its_star_centre() -> None:
    for cell in range(g.CELLS):
        inner, left, outer, right = g.space_polygon(cell)
        assert math.dist(inner, g.STAR_CENTRES[cell // 6]) < 1e-9
        sides = [math.dist(inner, left), math.dist(left, outer), math.dist(outer, right)]
        assert max(sides) - min(sides) < 1e-9
        assert abs(math.dist(inner, left) - math.dist(inner, right)) < 1e-9
        assert abs(math.dist(left, right) - g.SPACE_SHORT) < 1e-9


def test_ring_adjacency_six_touches_one() -> None:
    assert g.ring_neighbours(0) == (5, 1)
    assert g.ring_neighbours(5) == (4, 0)
    assert g.RING_RUN[0b000001][0] == 1
    assert g.RING_RUN[0b100011][0] == 3  # 6, 1, 2 form one run through 1
    assert g.RING_RUN[0b111111][3] == 6
    assert g.RING_RUN[0b110001][0] == 3  # 5, 6, 1: the run wraps from 6 to 1
    assert g.RING_RUN[0b011011][0] == 2  # 1, 2 and 4, 5 are separate runs
    assert g.RING_RUN[0b011011][4] == 2
    assert g.RING_RUN[0b000100][0] == 0


def test_structures_match_the_rules_table() -> None:
    o, r, b, y, gr, p, c = range(7)

    def cells(*pairs: tuple[int, int]) -> tuple[int, ...]:
        return tuple(s * 6 + v - 1 for s, v in pairs)

    assert [st.reward for st in g.PILLARS] == [1] * 6
    assert [st.reward for st in g.STATUES] == [2] * 6
    assert [st.reward for st in g.WINDOWS] == [3] * 6
    pillars = {st.index: set(st.cells) for st in g.PILLARS}
    assert pillars[o] == set(cells((o, 2), (o, 3), (c, 6), (c, 1)))
    assert pillars[r] == set(cells((r, 2), (r, 3), (c, 1), (c, 2)))
    assert pillars[b] == set(cells((b, 2), (b, 3), (c, 2), (c, 3)))
    assert pillars[y] == set(cells((y, 2), (y, 3), (c, 3), (c, 4)))
    assert pillars[gr] == set(cells((gr, 2), (gr, 3), (c, 4), (c, 5)))
    assert pillars[p] == set(cells((p, 2), (p, 3), (c, 5), (c, 6)))
    statues = {st.index: set(st.cells) for st in g.STATUES}
    assert statues[o] == set(cells((o, 1), (o, 2), (r, 3), (r, 4)))
    assert statues[p] == set(cells((p, 1), (p, 2), (o, 3), (o, 4)))
    windows = {st.index: set(st.cells) for st in g.WINDOWS}
    assert windows[gr] == set(cells((gr, 5), (gr, 6)))
    # every centre space borders two pillars
    for cell in range(36, 42):
        assert len(g.STRUCTURES_AT[cell]) == 2


def test_structures_sit_between_the_spaces_they_cover() -> None:
    for st in g.STRUCTURES:
        pts = [g.SPACE_CENTRES[cell] for cell in st.cells]
        for pt in pts:
            # closer to each of its spaces than the spaces' own star is to the next star
            assert math.dist(st.point, pt) < 0.5
    # pillars lie halfway between the centre star and their outer star; statues halfway
    # between the two neighbouring outer stars
    for st in g.PILLARS:
        mid = tuple(x / 2 for x in g.STAR_CENTRES[st.index])
        assert math.dist(st.point, mid) < 1e-9
    for st in g.STATUES:
        a, b = g.STAR_CENTRES[st.index], g.STAR_CENTRES[(st.index + 1) % 6]
        assert math.dist(st.point, ((a[0] + b[0]) / 2, (a[1] + b[1]) / 2)) < 1e-9
    for st in g.WINDOWS:
        out = _angle_to(g.STAR_CENTRES[st.index], st.point)
        assert _close(out, (120, 60, 0, 300, 240, 180)[st.index])


def test_printed_values_of_both_sides() -> None:
    assert g.COLOURED_VALUES[:6] == (1, 2, 3, 4, 5, 6)
    assert g.COLOURED_VALUES[36:] == (1, 2, 3, 4, 5, 6)
    assert g.GREY_VALUES[12:18] == (3, 2, 1, 4, 5, 6)
    assert g.GREY_VALUES[36:] == (3,) * 6
    assert sorted(g.GREY_VALUES).count(3) == 12
