"""What each Summer Pavilion decision would do, worked out from the engine (no pygame here).

The table asks these before a person confirms anything: what a take from a source brings
(with the forced wild tile and the centre penalty), how a space can be paid for and what it
scores, which bonus tiles and kept tiles turn into which engine moves.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from itertools import combinations_with_replacement

from azul.ai.families import policy_for
from azul.engine import events as ev
from azul.engine.pavilion_game import BONUS, KEEP, PavilionState
from azul.engine.pavilion_geometry import CELLS
from azul.engine.pavilion_moves import (
    CENTRE,
    DONE,
    PASS,
    PLACE_BASE,
    PLACE_LIMIT,
    decode_move,
    keep_move,
    pick_move,
)

NCOL = 6


def loss(score: int, amount: int, floor: int = 1) -> int:
    """Points actually lost when `amount` is charged (never below the floor, RULES 4.6)."""
    if amount <= 0 or score <= floor:
        return 0
    return score - max(floor, score - amount)


@dataclass(frozen=True)
class TakePreview:
    """What taking a colour from a source brings into the hand."""

    source: int
    colour: int
    count: int  # tiles of the colour taken
    wild: int  # wild-colour tiles that come with them (0 or 1)
    marker: bool  # the first-player marker comes too (first take from the centre)
    penalty: int  # points lost for it (after the score floor)
    to_centre: tuple[int, ...]  # tiles per colour that move from a factory to the centre

    @property
    def total(self) -> int:
        """Tiles taken in all."""
        return self.count + self.wild


def take_preview(state: PavilionState, source: int, colour: int) -> TakePreview | None:
    """The preview of a take, or None when that source has no tile of the colour."""
    counts = state.centre if source == CENTRE else state.factories[source]
    if not counts[colour]:
        return None
    w = state.wild
    if colour == w:
        count, wild = 1, 0
    else:
        count, wild = counts[colour], 1 if counts[w] else 0
    to_centre = [0] * NCOL
    if source != CENTRE:
        for c in range(NCOL):
            if c == colour:
                continue
            to_centre[c] = counts[c] - (1 if c == w and wild else 0)
    marker = source == CENTRE and bool(state.marker_in_centre)
    board = state.boards[state.current_player]
    penalty = loss(board.score, count + wild, state.spec.min_score) if marker else 0
    return TakePreview(source, colour, count, wild, marker, penalty, tuple(to_centre))


@dataclass(frozen=True)
class Payment:
    """One legal way to cover a space: the colour placed and the wild tiles spent."""

    move: int
    colour: int
    wilds: int
    cost: int  # tiles paid in all (one of them goes onto the space)
    points: int  # run points the tile scores
    structures: tuple[tuple[str, int, int], ...]  # (kind, index, tiles) completed

    @property
    def own(self) -> int:
        """Tiles of the placed colour spent (one goes onto the space)."""
        return self.cost - self.wilds


@dataclass
class CellOptions:
    """Every legal payment for one space, grouped by the colour placed (colour order)."""

    cell: int
    by_colour: dict[int, list[Payment]] = field(default_factory=dict)

    @property
    def colours(self) -> list[int]:
        """Colours that can go on the space."""
        return sorted(self.by_colour)


def legal_cells(legal: frozenset[int] | set[int]) -> set[int]:
    """Cells that at least one legal placement covers."""
    out: set[int] = set()
    for m in legal:
        if PLACE_BASE <= m < PLACE_LIMIT:
            out.add((m - PLACE_BASE) // 36)
    return out


def cell_options(state: PavilionState, legal: frozenset[int] | set[int], cell: int) -> CellOptions:
    """The payments for a space, with the points and structures each would bring."""
    opts = CellOptions(cell)
    if not 0 <= cell < CELLS:
        return opts
    me = state.current_player
    lo = PLACE_BASE + cell * 36
    for m in sorted(x for x in legal if lo <= x < lo + 36):
        _, star, space, colour, wilds = decode_move(m)
        after = state.apply(m)
        points = 0
        structs: list[tuple[str, int, int]] = []
        for e in after.last_events:
            if e.player != me:
                continue
            if e.reason == ev.STAR_TILE:
                points = int(e.delta)
            elif e.reason == ev.STRUCTURE:
                structs.append((str(e.info["kind"]), int(e.info["index"]), int(e.info["tiles"])))
        pay = Payment(m, colour, wilds, state.cost(star, space), points, tuple(structs))
        opts.by_colour.setdefault(colour, []).append(pay)
    return opts


def pick_moves(colours: list[int]) -> list[int]:
    """Bonus picks as engine moves: the engine takes them in colour order."""
    return [pick_move(c) for c in sorted(colours)]


def keep_moves(kept: list[int]) -> list[int]:
    """Kept tiles as engine moves (colour order), then done."""
    return [keep_move(c) for c in sorted(kept)] + [DONE]


def play_sequence(state: PavilionState, moves: list[int], phase: str) -> list[int]:
    """The moves of a multi-step decision that the engine still asks for, in order.

    The engine makes forced picks and the final `done` by itself, so the tail of a sequence
    may never be asked: a move is kept only while the state is still in `phase` with the
    same player deciding."""
    me = state.current_player
    out: list[int] = []
    s = state
    for m in moves:
        if s.is_over or s.phase != phase or s.current_player != me:
            break
        if s.why_illegal(m) is not None:
            break
        out.append(m)
        s = s.apply(m)
    return out


def pass_moves(state: PavilionState, kept: list[int]) -> list[int]:
    """PASS followed by the keep decisions the engine will ask for (see play_sequence)."""
    after = state.apply(PASS)
    if after.phase != KEEP:
        return [PASS]
    return [PASS, *play_sequence(after, keep_moves(kept), KEEP)]


def bonus_moves(state: PavilionState, colours: list[int]) -> list[int]:
    """The pick decisions for a chosen set of supply tiles (see play_sequence)."""
    return play_sequence(state, pick_moves(colours), BONUS)


def hand_list(counts: list[int] | tuple[int, ...]) -> list[int]:
    """A hand as a list of tile colours (colour order)."""
    out: list[int] = []
    for c, n in enumerate(counts):
        out += [c] * n
    return out


def best_keep(state: PavilionState) -> list[int]:
    """The tiles worth keeping when the player to move passes (or is keeping): as many as may
    be kept (keeping is free, discarding costs a point each), the colours chosen by the family
    policy's move values (the computer players' own judgement of a kept tile)."""
    keeping = state.apply(PASS) if state.phase != KEEP else state
    if keeping.is_over or keeping.phase != KEEP:
        return []
    me = keeping.current_player
    board = keeping.boards[me]
    first = int(keeping.colour_floor)
    limit = int(keeping.spec.keep_limit) - int(sum(board.corners))
    tiles = [c for c in hand_list(board.hand) if c >= first]
    size = min(limit, len(tiles))
    if size <= 0:
        return []
    policy = policy_for(keeping)
    best: tuple[float, list[int]] | None = None
    for choice in sorted(set(combinations_with_replacement(sorted(set(tiles)), size))):
        if any(choice.count(c) > tiles.count(c) for c in set(choice)):
            continue
        value = 0.0
        s = keeping
        for c in choice:
            move = keep_move(c)
            if s.phase != KEEP or s.current_player != me or s.why_illegal(move) is not None:
                break
            value += policy.move_values(s, [move])[0]
            s = s.apply(move)
        if best is None or value > best[0] + 1e-9:
            best = (value, list(choice))
    return best[1] if best is not None else []
