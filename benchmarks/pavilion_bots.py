"""Simple rule-based Summer Pavilion players: yardsticks from outside our own evaluation.

Each bot is a short list of rules in one recognisable style, taken from the rulebook and common
strategy advice, with no look-ahead and nothing from ``azul.ai`` (no position value, no move
value, no search): they use the engine alone, so they judge the computer levels from outside.

- ``greedy-now``: drafts the take that brings the most tiles (the wild one included), always
  places rather than passes while it can, and picks the placement that scores most now
  (run points plus the bonus tiles of the pillars, statues and windows it completes), spending
  wild tiles last (issue 32's public bot, as described there);
- ``one-star``: concentrates on one star at a time (the most covered one, the richest bonus
  first): drafts its colours, covers its spaces, keeps its colours, and spends little elsewhere;
- ``wild-hoarder``: drafts wherever a wild tile comes along, pays with ordinary tiles only
  (wild tiles only for a completed structure or star, or in the last round), and keeps next
  round's wild colour when it passes;
- ``never-keep``: drafts the colour its board can use most, places while it can and keeps
  nothing when it passes (every tile left is discarded).

    from benchmarks.pavilion_bots import register; register()   # adds the four levels
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any

from azul.engine.pavilion_board import POPCOUNT6
from azul.engine.pavilion_game import BONUS, GREY_ALLOWED, KEEP, NOT_IN, PLACE, STRUCTS_AT
from azul.engine.pavilion_geometry import RING_RUN
from azul.engine.pavilion_moves import (
    CENTRE,
    DONE,
    KEEP_BASE,
    NCOL,
    PASS,
    PDEC,
    PICK_BASE,
    PLACE_BASE,
    PLACE_LIMIT,
)
from azul.engine.pavilion_rules import ANY

GREEDY_NOW, ONE_STAR, WILD_HOARDER, NEVER_KEEP = (
    "greedy-now",
    "one-star",
    "wild-hoarder",
    "never-keep",
)
STARS = 7
ALL_COLOURS: tuple[int, ...] = tuple(range(NCOL))

Key = tuple[float, ...]


# -- what a move does (engine facts only) ---------------------------------------------------


def star_colours(state: Any, board: Any, star: int) -> Sequence[int]:
    """Colours that may still go on a star of the board (coloured or grey side)."""
    m = (board.filled >> (star * 6)) & 63
    if m == 63:
        return ()
    cm = board.star_colours[star]
    if state.spec.grey:
        return ALL_COLOURS if POPCOUNT6[m] < 2 else GREY_ALLOWED[cm]
    f = state.spec.star_colours[star]
    return NOT_IN[cm] if f == ANY else (f,)


def placement(state: Any, move: int) -> tuple[int, int, int, int]:
    """(star, points now, bonus tiles of the structures completed, wild tiles spent)."""
    cell, c, k = PDEC[move - PLACE_BASE]
    board = state.boards[state.current]
    star = cell // 6
    filled = board.filled | 1 << cell
    run = RING_RUN[(filled >> (star * 6)) & 63][cell - star * 6]
    tiles = sum(reward for mask, reward, _, _ in STRUCTS_AT[cell] if filled & mask == mask)
    wild = state.spec.values[cell] if c == state.wild else k
    return star, run, tiles, wild


def completes_star(state: Any, move: int) -> bool:
    """True when the placement covers the last empty space of its star."""
    cell = PDEC[move - PLACE_BASE][0]
    star = cell // 6
    filled = state.boards[state.current].filled | 1 << cell
    return bool((filled >> (star * 6)) & 63 == 63)


def take(state: Any, move: int) -> tuple[int, int, int]:
    """(colour, tiles of it, wild tiles) a draft move brings into the hand."""
    src, c = divmod(move, NCOL)
    w = state.wild
    counts = state.centre if src == CENTRE else state.factories[src]
    if c == w:
        return c, 0, 1
    return c, counts[c], 1 if counts[w] else 0


def take_penalty(state: Any, move: int) -> int:
    """Points lost for the first take from the centre (the first-player marker)."""
    if move // NCOL != CENTRE or not state.marker_in_centre:
        return 0
    _, n, wild = take(state, move)
    return n + wild


def last_round(state: Any) -> bool:
    """True in the game's last round (nothing can be kept: every tile left costs a point)."""
    return bool(state.round >= state.spec.rounds)


def next_wild(state: Any) -> int:
    """Next round's wild colour (-1 in the last round: nothing is kept)."""
    return -1 if last_round(state) else int(state.spec.wild(state.round + 1))


def best_placement_with(state: Any, colour: int) -> int:
    """Most points now a placement could make with one more tile of colour (0: none)."""
    board = state.boards[state.current]
    hand = board.hand
    w = state.wild
    values = state.spec.values
    best = 0
    for s in range(STARS):
        if colour not in star_colours(state, board, s):
            continue
        m = (board.filled >> (s * 6)) & 63
        for v in range(6):
            if m >> v & 1:
                continue
            n = values[s * 6 + v]
            have = hand[colour] + 1 + (hand[w] if colour != w else 0)
            if have >= n:
                best = max(best, RING_RUN[m | 1 << v][v])
    return best


def keep_plan(state: Any, order: Callable[[int], Key]) -> list[int]:
    """Per colour, the tiles to keep: up to the keep limit, best colours by ``order`` first."""
    board = state.boards[state.current]
    total = [board.hand[c] + board.corners[c] for c in range(NCOL)]
    room = state.spec.keep_limit
    plan = [0] * NCOL
    for c in sorted(range(NCOL), key=order, reverse=True):
        n = min(total[c], room)
        plan[c] = n
        room -= n
    return plan


def keep_move(state: Any, plan: list[int], moves: list[int]) -> int:
    """The next keep decision that follows a plan (colours in order), else "done"."""
    corners = state.boards[state.current].corners
    for c in range(NCOL):
        if corners[c] < plan[c] and KEEP_BASE + c in moves:
            return KEEP_BASE + c
    return DONE


class _Bot:
    """Shared turn structure: one ranking key per decision kind, ties broken by the seed."""

    name = ""

    def __init__(self, seed: int = 0, budget: float | None = None) -> None:
        self.rng = random.Random(seed)

    def choose(self, state: Any) -> int:
        """The legal move this bot's rules rank first."""
        moves: list[int] = state.legal_moves()
        if len(moves) == 1:
            return moves[0]
        if state.phase == KEEP:
            return keep_move(state, self.keep(state), moves)
        if state.phase == BONUS:
            key: Callable[[int], Key] = lambda m: self.pick(state, m - PICK_BASE)  # noqa: E731
        elif state.phase == PLACE:
            places = [m for m in moves if PLACE_BASE <= m < PLACE_LIMIT]
            chosen = self.place(state, places)
            return PASS if chosen is None else chosen
        else:
            key = lambda m: self.draft(state, m)  # noqa: E731
        return max(moves, key=lambda m: (key(m), self.rng.random()))

    def best(self, moves: list[int], key: Callable[[int], Key]) -> int:
        """The move of highest key (ties at random)."""
        return max(moves, key=lambda m: (key(m), self.rng.random()))

    def draft(self, state: Any, move: int) -> Key:
        """Ranking of a take."""
        raise NotImplementedError

    def place(self, state: Any, places: list[int]) -> int | None:
        """The placement to make, or None to pass."""
        raise NotImplementedError

    def pick(self, state: Any, colour: int) -> Key:
        """Ranking of a bonus tile's colour."""
        return (
            best_placement_with(state, colour),
            colour == state.wild,
            colour == next_wild(state),
        )

    def keep(self, state: Any) -> list[int]:
        """Per colour, the tiles to keep when passing."""
        raise NotImplementedError


# -- the four styles ------------------------------------------------------------------------


class GreedyNowPlayer(_Bot):
    """Most tiles per take; always places while it can, the placement scoring most now (run
    points plus structure bonus tiles), paying with ordinary tiles before wild ones; keeps
    next round's wild colour, then its most plentiful colours."""

    name = GREEDY_NOW

    def draft(self, state: Any, move: int) -> Key:
        """Most tiles (wild included); the centre's penalty only breaks ties."""
        _, n, wild = take(state, move)
        return (n + wild, -take_penalty(state, move))

    def place(self, state: Any, places: list[int]) -> int | None:
        """The placement scoring most now, fewest wild tiles, then the cheapest."""
        if not places:
            return None

        def key(m: int) -> Key:
            _, run, tiles, wild = placement(state, m)
            return (run + tiles, -wild, -state.spec.values[PDEC[m - PLACE_BASE][0]])

        return self.best(places, key)

    def keep(self, state: Any) -> list[int]:
        """Next round's wild colour first, then the most plentiful colours."""
        board = state.boards[state.current]
        wild_next = next_wild(state)
        return keep_plan(state, lambda c: (c == wild_next, board.hand[c] + board.corners[c]))


class OneStarPlayer(_Bot):
    """Works on one star until it is complete (the most covered one, the richest bonus on
    ties): drafts its colours, covers its spaces first, keeps its colours; elsewhere it only
    places with tiles its star cannot use (anything in the last round)."""

    name = ONE_STAR

    def target(self, state: Any) -> tuple[int, Sequence[int]]:
        """(star, colours it takes) of the star being worked on."""
        board = state.boards[state.current]
        spec = state.spec

        def rank(s: int) -> Key:
            m = (board.filled >> (s * 6)) & 63
            f = spec.star_colours[s]
            bonus = spec.star_bonus_by_colour[f] if f >= 0 else spec.multicolour_bonus
            return (POPCOUNT6[m], bonus, -s)

        open_stars = [s for s in range(STARS) if (board.filled >> (s * 6)) & 63 != 63]
        if not open_stars:
            return -1, ()
        star = max(open_stars, key=rank)
        return star, star_colours(state, board, star)

    def draft(self, state: Any, move: int) -> Key:
        """Tiles of the star's colours first, then most tiles."""
        _, colours = self.target(state)
        c, n, wild = take(state, move)
        useful = n if c in colours else 0
        return (useful + wild, n + wild, -take_penalty(state, move))

    def place(self, state: Any, places: list[int]) -> int | None:
        """On the star: most points, fewest wild tiles; elsewhere only with spare tiles."""
        star, colours = self.target(state)
        on_star = [m for m in places if PDEC[m - PLACE_BASE][0] // 6 == star]
        if on_star:
            return self.best(on_star, lambda m: self._points(state, m))
        if last_round(state):
            others = places
        else:
            others = [
                m
                for m in places
                if PDEC[m - PLACE_BASE][1] not in colours and placement(state, m)[3] == 0
            ]
        return self.best(others, lambda m: self._points(state, m)) if others else None

    @staticmethod
    def _points(state: Any, m: int) -> Key:
        _, run, tiles, wild = placement(state, m)
        return (run + tiles, -wild)

    def pick(self, state: Any, colour: int) -> Key:
        """The star's colours, then what places now."""
        _, colours = self.target(state)
        return (colour in colours, *super().pick(state, colour))

    def keep(self, state: Any) -> list[int]:
        """The star's colours, then next round's wild colour."""
        _, colours = self.target(state)
        wild_next = next_wild(state)
        board = state.boards[state.current]
        return keep_plan(
            state, lambda c: (c in colours, c == wild_next, board.hand[c] + board.corners[c])
        )


class WildHoarderPlayer(_Bot):
    """Takes wherever a wild tile comes along; pays with ordinary tiles only, spending wild
    tiles just to complete a structure or a star (or anything in the last round); keeps next
    round's wild colour first."""

    name = WILD_HOARDER

    def draft(self, state: Any, move: int) -> Key:
        """A wild tile first, then most tiles."""
        _, n, wild = take(state, move)
        return (wild, n, -take_penalty(state, move))

    def place(self, state: Any, places: list[int]) -> int | None:
        """Most points now among placements that keep the wild tiles."""
        final = last_round(state)

        def allowed(m: int) -> bool:
            _, _, tiles, wild = placement(state, m)
            return final or wild == 0 or tiles > 0 or completes_star(state, m)

        ok = [m for m in places if allowed(m)]
        if not ok:
            return None

        def key(m: int) -> Key:
            _, run, tiles, wild = placement(state, m)
            return (run + tiles, -wild)

        return self.best(ok, key)

    def pick(self, state: Any, colour: int) -> Key:
        """Wild colours (this round's and the next), then what places now."""
        hoard = colour in (state.wild, next_wild(state))
        return (hoard, best_placement_with(state, colour))

    def keep(self, state: Any) -> list[int]:
        """Next round's wild colour, then the most plentiful colours."""
        board = state.boards[state.current]
        wild_next = next_wild(state)
        return keep_plan(state, lambda c: (c == wild_next, board.hand[c] + board.corners[c]))


class NeverKeepPlayer(_Bot):
    """Drafts the colour its board can use most (the wild tile counts too), places while it
    can (most points now, cheapest) and keeps nothing when it passes."""

    name = NEVER_KEEP

    def draft(self, state: Any, move: int) -> Key:
        """Tiles of a colour some open star still takes, then most tiles."""
        board = state.boards[state.current]
        c, n, wild = take(state, move)
        usable = any(c in star_colours(state, board, s) for s in range(STARS))
        return ((n if usable else 0) + wild, n + wild, -take_penalty(state, move))

    def place(self, state: Any, places: list[int]) -> int | None:
        """Most points now, the cheapest space, fewest wild tiles."""
        if not places:
            return None

        def key(m: int) -> Key:
            _, run, tiles, wild = placement(state, m)
            return (run + tiles, -state.spec.values[PDEC[m - PLACE_BASE][0]], -wild)

        return self.best(places, key)

    def keep(self, state: Any) -> list[int]:
        """Nothing."""
        return [0] * NCOL


BOTS: dict[str, type[_Bot]] = {
    GREEDY_NOW: GreedyNowPlayer,
    ONE_STAR: OneStarPlayer,
    WILD_HOARDER: WildHoarderPlayer,
    NEVER_KEEP: NeverKeepPlayer,
}


def register() -> None:
    """Add the four levels to the level registry (idempotent)."""
    from azul.ai.levels import LEVELS

    for name, cls in BOTS.items():
        LEVELS.setdefault(name, cls)
