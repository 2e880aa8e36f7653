"""Why a move lost, in the base family's terms: floor tiles, a pattern line that can no longer
be finished in the last round, a wall row made incompletable, tiles left in the centre for the
next player. Named by the "base" family's manifest (``azul.engine.builtin``)."""

from __future__ import annotations

from typing import cast

from azul.engine import GameState
from azul.engine.base_game import CENTRE, DECODE, FLOOR, FLOOR_SPACES, TILE_BASE, BaseState

from ..base_policy import new_dead_cells
from ..policy import FamilyPolicy
from .reasons import GIFT_POINTS, Reason


def floor_cost(state: BaseState, move: int) -> tuple[int, int]:
    """(tiles and marker a draft sends to the floor line, the penalty they cost there)."""
    if move >= TILE_BASE:
        return 0, 0
    s, c, d = DECODE[move]
    b = state.boards[state.current]
    n = state.centre[c] if s == CENTRE else state.factories[s][c]
    marker = 1 if s == CENTRE and state.marker_in_centre else 0
    over = n if d == FLOOR else max(0, n - (d + 1 - b.line_count[d]))
    used = len(b.floor)
    new = min(FLOOR_SPACES - used, over + marker)
    return over + marker, sum(state.spec.floor_values[used : used + new])


def blocked_cells(state: BaseState, move: int) -> int:
    """Wall cells a wall-column choice makes impossible to fill (0 for a draft)."""
    if move < TILE_BASE:
        return 0
    r, j = divmod(move - TILE_BASE, 5)
    b = state.boards[state.current]
    return new_dead_cells(state, b, r, j, b.line_colour[r])


def last_round(state: BaseState) -> bool:
    """True when a wall row will be completed at this round's end, so the game ends with it
    (a full pattern line whose wall row already holds four tiles)."""
    for b in state.boards:
        for r in range(5):
            if b.line_count[r] == r + 1 and ((b.wall >> (r * 5)) & 31).bit_count() == 4:
                return True
    return False


def stranded_line(state: BaseState, move: int) -> int:
    """The pattern line (0-based) a draft fills only part-way with too few tiles of its colour
    left on the table to finish it, in the game's last round; -1 if none."""
    if move >= TILE_BASE:
        return -1
    s, c, d = DECODE[move]
    if d == FLOOR:
        return -1
    b = state.boards[state.current]
    n = state.centre[c] if s == CENTRE else state.factories[s][c]
    missing = d + 1 - b.line_count[d] - n
    if missing <= 0:
        return -1
    left = sum(f[c] for i, f in enumerate(state.factories) if i != s) + (
        state.centre[c] if s != CENTRE else 0
    )
    return d if left < missing and last_round(state) else -1


def _centre_gift(state: BaseState, played: int, best: int, policy: FamilyPolicy) -> Reason | None:
    """The next seat's best take is a centre take the played move made much better."""
    if played >= TILE_BASE or DECODE[played][0] == CENTRE:
        return None
    after_played, after_best = state.copy(), state.copy()
    after_played.play(played)
    after_best.play(best)
    if after_played.phase != after_best.phase or after_played.current == state.current:
        return None
    moves_p, moves_b = after_played.legal_moves(), after_best.legal_moves()
    if not moves_p or not moves_b:
        return None
    vp, vb = policy.move_values(after_played, moves_p), policy.move_values(after_best, moves_b)
    top = max(range(len(moves_p)), key=vp.__getitem__)
    s, c, _ = DECODE[moves_p[top]]
    if s != CENTRE or vp[top] - max(vb) < GIFT_POINTS:
        return None
    colour = state.ruleset.colours[c]
    return Reason("centre_gift", {"tiles": after_played.centre[c], "colour": colour})


def base_reasons(state: GameState, played: int, best: int, policy: FamilyPolicy) -> list[Reason]:
    """The base family's reasons for the loss of ``played`` against ``best``."""
    base = cast(BaseState, state)
    out: list[Reason] = []
    tiles, points = floor_cost(base, played)
    best_tiles, best_points = floor_cost(base, best)
    if tiles > best_tiles and points < best_points:
        out.append(Reason("floor", {"tiles": tiles, "points": points}))
    line = stranded_line(base, played)
    if line >= 0 and stranded_line(base, best) < 0:
        out.append(Reason("line_unfinishable", {"line": line + 1}))
    if blocked_cells(base, played) > blocked_cells(base, best):
        out.append(Reason("wall_row_blocked", {"row": (played - TILE_BASE) // 5 + 1}))
    gift = _centre_gift(base, played, best, policy)
    if gift is not None:
        out.append(gift)
    return out
