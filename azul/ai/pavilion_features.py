"""Features of one Summer Pavilion board, for the fitted position value.

The position value of a board is its score plus a linear function of these features (weights
per round in ``pavilion_weights.py``, fitted by ``python -m azul.ai.fit_eval``): covered
spaces, stars close to their end bonus, progress to the value bonuses, how well future tiles
would join runs, the tiles in hand (and how many of them the board can use) and who starts.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from azul.engine.pavilion_board import POPCOUNT6
from azul.engine.pavilion_game import GREY_ALLOWED, NOT_IN, PavilionState
from azul.engine.pavilion_geometry import RING_RUN
from azul.engine.pavilion_moves import NCOL
from azul.engine.pavilion_rules import ANY

FEATURES: tuple[str, ...] = (
    "const",
    "covered",
    "stars5",  # stars with 5 of 6 spaces covered, weighted by their bonus / 16
    "stars4",
    "stars3",
    "values",  # progress to the value bonuses: sum of bonus * (covered share)^3
    "potential",  # sum over empty spaces of the run a tile there would make now
    "hand",  # tiles in hand and on the corners
    "hand_useful",  # ... of colours the board can still use
    "wild",  # tiles of this round's wild colour in hand
    "first",  # starts the next round
)
N_FEATURES = len(FEATURES)


@lru_cache(maxsize=8)
def value_groups(
    values: tuple[int, ...], bonus: tuple[tuple[int, int], ...]
) -> tuple[tuple[int, int, int], ...]:
    """(bonus points, cell mask, cell count) of every value group with an end bonus."""
    out = []
    for v, pts in bonus:
        cells = [c for c in range(len(values)) if values[c] == v]
        out.append((pts, sum(1 << c for c in cells), len(cells)))
    return tuple(out)


def _star_bonus(state: PavilionState, seat: int, star: int) -> float:
    spec = state.spec
    fixed = spec.star_colours[star]
    if fixed >= 0:
        return float(spec.star_bonus_by_colour[fixed])
    cm = state.boards[seat].star_colours[star]
    if POPCOUNT6[cm] == 1 and spec.grey:
        return float(spec.star_bonus_by_colour[cm.bit_length() - 1])
    return float(spec.multicolour_bonus)


def secured_bonus(state: PavilionState, seat: int) -> float:
    """End bonuses already certain: complete stars and complete value groups."""
    b = state.boards[seat]
    spec = state.spec
    total = 0.0
    for s in range(7):
        if (b.filled >> (6 * s)) & 63 == 63:
            total += _star_bonus(state, seat, s)
    for pts, mask, _ in value_groups(spec.values, spec.value_bonus):
        if b.filled & mask == mask:
            total += pts
    return total


@lru_cache(maxsize=8)
def _cheapest_two(values: tuple[int, ...]) -> tuple[tuple[int, ...], ...]:
    """Per star and mask of its covered spaces: the cost of its two cheapest empty spaces."""
    return tuple(
        tuple(
            sum(sorted(values[s * 6 + v] for v in range(6) if not m >> v & 1)[:2])
            for m in range(64)
        )
        for s in range(7)
    )


def colour_demand(state: PavilionState, seat: int) -> list[int]:
    """Per colour, how many tiles of it the seat's empty spaces could still use (capped)."""
    b = state.boards[seat]
    spec = state.spec
    grey = spec.grey
    fixed = spec.star_colours
    # The two cheapest empty spaces of a star are what a round can realistically use (a table:
    # this runs at every step of Hard's simulations).
    cheapest = _cheapest_two(spec.values)
    filled = b.filled
    demand = [0] * NCOL
    for s in range(7):
        m = (filled >> (6 * s)) & 63
        if m == 63:
            continue
        if grey:
            colours: Sequence[int] = (
                range(NCOL) if POPCOUNT6[m] < 2 else GREY_ALLOWED[b.star_colours[s]]
            )
        else:
            f = fixed[s]
            colours = NOT_IN[b.star_colours[s]] if f == ANY else (f,)
        need = cheapest[s][m]
        for c in colours:
            demand[c] += need
    return demand


def features(state: PavilionState, seat: int, demand: list[int] | None = None) -> list[float]:
    """Feature vector of a seat's board (see FEATURES); ``demand``: its colour demand, when
    the caller has it already."""
    b = state.boards[seat]
    spec = state.spec
    filled = b.filled
    f = [0.0] * N_FEATURES
    f[0] = 1.0
    f[1] = float(filled.bit_count())
    pot = 0
    for s in range(7):
        m = (filled >> (6 * s)) & 63
        n = POPCOUNT6[m]
        if 3 <= n <= 5:
            f[7 - n] += _star_bonus(state, seat, s) / 16.0  # stars5 at 2, stars4 at 3, ...
        if m != 63:
            for v in range(6):
                if not m >> v & 1:
                    pot += RING_RUN[m | 1 << v][v]
    f[6] = float(pot)
    vb = 0.0
    for pts, mask, count in value_groups(spec.values, spec.value_bonus):
        k = (filled & mask).bit_count()
        if k < count:
            vb += pts * (k / count) ** 3
    f[5] = vb
    hand = [b.hand[c] + b.corners[c] for c in range(6)]
    f[7] = float(sum(hand))
    if demand is None:
        demand = colour_demand(state, seat)
    f[8] = float(sum(min(hand[c], demand[c]) for c in range(6)))
    f[9] = float(hand[state.wild])
    first = state.next_first if state.next_first >= 0 else state.first_player
    f[10] = 1.0 if first == seat else 0.0
    return f
