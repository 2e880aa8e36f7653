"""Diagram directives: known names, valid parameters, and pictures that agree with the rules."""

from __future__ import annotations

import pytest

from azul.engine import get_ruleset, ruleset_ids
from azul.engine.base_rules import FREE
from azul.engine.colours import BASE_LETTERS, PAVILION_LETTERS
from azul.i18n import LANGUAGES
from azul.rules_text import DIAGRAMS, Diagram, diagram_problems

from .helpers import PAIRS, diagrams, doc, family

WALL_OF = {
    "azul": "coloured",
    "azul-grey": "grey",
    "azul-mini": "coloured",
    "azul-mini-dark": "grey",
    "crystal-mosaic-1": "crystal-1",
    "crystal-mosaic-2": "crystal-2",
}
WALL_RULESET = {
    "coloured": "azul",
    "grey": "azul-grey",
    "crystal-1": "crystal-mosaic-1",
    "crystal-2": "crystal-mosaic-2",
}


def _cells(value: str) -> list[tuple[int, int, int | None]]:
    """(row, col, colour or None), 0-based, from a cell list."""
    out = []
    for item in value.split(","):
        colour = BASE_LETTERS.index(item[2]) if len(item) == 3 else None
        out.append((int(item[0]) - 1, int(item[1]) - 1, colour))
    return out


def _run(filled: set[tuple[int, int]], row: int, col: int, dr: int, dc: int) -> int:
    n = 1
    for sign in (1, -1):
        r, c = row + sign * dr, col + sign * dc
        while (r, c) in filled:
            n += 1
            r, c = r + sign * dr, c + sign * dc
    return n


def _wall_points(
    tiles: list[tuple[int, int, int | None]], new: tuple[int, int], doubled: bool
) -> int:
    filled = {(r, c) for r, c, _ in tiles} | {new}
    h = _run(filled, *new, 0, 1)
    v = _run(filled, *new, 1, 0)
    points = (h if h > 1 else 0) + (v if v > 1 else 0) or 1
    return points * 2 if doubled else points


def _check_wall_tiles(wall: str, tiles: list[tuple[int, int, int | None]]) -> None:
    spec = get_ruleset(WALL_RULESET[wall]).spec.wall
    placed: dict[tuple[int, int], int] = {}
    for r, c, colour in tiles:
        printed = spec.cell_colour(r, c)
        if colour is None:
            assert wall == "coloured" or printed != FREE, "a blank cell needs a colour letter"
            colour = printed
        assert printed in (FREE, colour), f"cell {r + 1}{c + 1} only takes its printed colour"
        placed[(r, c)] = colour
    for i in range(5):
        row = [col for (r, _), col in placed.items() if r == i]
        column = [col for (_, c), col in placed.items() if c == i]
        assert len(row) == len(set(row)), f"a colour twice in row {i + 1}"
        assert len(column) == len(set(column)), f"a colour twice in column {i + 1}"


@pytest.mark.parametrize(("ruleset_id", "language"), PAIRS)
def test_every_directive_survives_with_valid_parameters(ruleset_id: str, language: str) -> None:
    d = doc(ruleset_id, language)
    found = diagrams(d)
    assert found, "every text illustrates something"
    for diagram in found:
        assert diagram.name in DIAGRAMS
        assert diagram_problems(diagram) == []


@pytest.mark.parametrize("ruleset_id", ruleset_ids())
def test_languages_show_the_same_pictures(ruleset_id: str) -> None:
    english = [(d.name, dict(d.params)) for d in diagrams(doc(ruleset_id, "en"))]
    for language in LANGUAGES:
        assert [(d.name, dict(d.params)) for d in diagrams(doc(ruleset_id, language))] == english


@pytest.mark.parametrize("ruleset_id", ruleset_ids())
def test_pictures_match_the_rule_set(ruleset_id: str) -> None:
    d = doc(ruleset_id, "en")
    rs = get_ruleset(ruleset_id)
    if family(ruleset_id) == "base":
        wall = WALL_OF[ruleset_id]
        floors = diagrams(d, "floor-line")
        assert floors
        for f in floors:
            assert tuple(int(v) for v in f.params["values"].split(",")) == rs.spec.floor_values
        board = {"coloured": "wall-pattern", "grey": "grey-wall"}.get(wall, "crystal-wall")
        assert diagrams(d, board), f"the {wall} wall is shown"
        for c in diagrams(d, "crystal-wall"):
            assert wall == f"crystal-{c.params['side']}"
        for name in ("wall-pattern", "grey-wall"):
            if diagrams(d, name):
                assert name == board
        assert not diagrams(d, "star-board") and not diagrams(d, "round-track")
        for f in diagrams(d, "factory-take"):
            assert set(f.params["tiles"]) <= set(BASE_LETTERS) and "wild" not in f.params
    else:
        spec = rs.spec
        tracks = diagrams(d, "round-track")
        assert len(tracks) == 1
        order = tracks[0].params["order"].split(",")
        assert [PAVILION_LETTERS.index(x) for x in order] == list(spec.wild_by_round)
        boards = diagrams(d, "star-board")
        assert [b.params["side"] for b in boards] == [spec.side]
        assert not diagrams(d, "floor-line") and not diagrams(d, "scoring-example")
        for f in diagrams(d, "factory-take"):
            assert set(f.params["tiles"]) <= set(PAVILION_LETTERS)
            wild = f.params.get("wild")
            assert wild is None or f.params["take"] != wild or set(f.params["tiles"]) == {wild}


def _all_diagrams(name: str) -> list[tuple[str, Diagram]]:
    return [(rid, dg) for rid in ruleset_ids() for dg in diagrams(doc(rid, "en"), name)]


@pytest.mark.parametrize(("ruleset_id", "diagram"), _all_diagrams("scoring-example"))
def test_scoring_examples_add_up(ruleset_id: str, diagram: Diagram) -> None:
    wall = diagram.params.get("wall", "coloured")
    assert wall in ("coloured", WALL_OF[ruleset_id])
    tiles = _cells(diagram.params.get("tiles", "")) if "tiles" in diagram.params else []
    (nr, nc, ncolour) = _cells(diagram.params["new"])[0]
    assert (nr, nc) not in {(r, c) for r, c, _ in tiles}
    _check_wall_tiles(wall, [*tiles, (nr, nc, ncolour)])
    doubled = get_ruleset(WALL_RULESET[wall]).spec.wall.is_doubled(nr, nc)
    assert int(diagram.params["points"]) == _wall_points(tiles, (nr, nc), doubled)


@pytest.mark.parametrize(
    ("ruleset_id", "diagram"), _all_diagrams("grey-wall") + _all_diagrams("crystal-wall")
)
def test_example_walls_obey_the_placement_rules(ruleset_id: str, diagram: Diagram) -> None:
    wall = WALL_OF[ruleset_id]
    if "tiles" in diagram.params:
        tiles = _cells(diagram.params["tiles"])
        assert all(colour is not None for *_, colour in tiles)
        _check_wall_tiles(wall, tiles)


def _ring_run(covered: set[int], space: int) -> int:
    """Length of the chain through a space (values 1-6) on a star's ring, where 6 touches 1."""
    if len(covered) == 6:
        return 6
    n = 1
    for step in (1, -1):
        s = (space - 1 + step) % 6 + 1
        while s in covered and s != space:
            n += 1
            s = (s - 1 + step) % 6 + 1
    return n


@pytest.mark.parametrize(("ruleset_id", "diagram"), _all_diagrams("star-example"))
def test_star_examples_add_up(ruleset_id: str, diagram: Diagram) -> None:
    tiles = {int(x[0]) for x in diagram.params.get("tiles", "").split(",") if x}
    new = int(diagram.params["new"][0])
    assert new not in tiles
    assert int(diagram.params["points"]) == _ring_run(tiles | {new}, new)


@pytest.mark.parametrize(("ruleset_id", "diagram"), _all_diagrams("pattern-lines"))
def test_pattern_line_examples_hold_one_colour_within_capacity(
    ruleset_id: str, diagram: Diagram
) -> None:
    for line, entry in enumerate(diagram.params["lines"].split(","), start=1):
        assert entry == "-" or 1 <= int(entry[0]) <= line


def test_a_wrong_example_would_be_caught() -> None:
    # the checks above are real: a miscounted example and an illegal wall fail them
    with pytest.raises(AssertionError):
        assert _wall_points(_cells("21,22,23"), (1, 3), False) == 3
    with pytest.raises(AssertionError):
        _check_wall_tiles("grey", _cells("11b,15b"))
    with pytest.raises(AssertionError):
        _check_wall_tiles("crystal-1", _cells("14y"))
    assert _ring_run({5, 6, 1, 2}, 1) == 4
    assert _ring_run({1, 3}, 3) == 1
