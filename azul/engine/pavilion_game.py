"""The Summer Pavilion engine (coloured or grey star boards, front or reverse round track).

One class, ``PavilionState``, holds a whole game position and implements RULES.md sections 2,
3 and 4 with the same interface as ``BaseState``. The rule sets differ only through
``RuleSet.spec`` (a ``PavilionSpec``: printed values, star colours, wild colour per round).

Phases (``state.phase``) and the decisions each one offers:
- "draft" (phase 1): take a colour from a factory or the centre (the forced wild tile is
  implied by the move);
- "place" (phase 2): cover one space (star, space, colour, wild tiles spent) or pass;
- "bonus": the player who just completed structures picks the owed tiles from the supply, one
  tile (colour) per decision, in colour order (so every set of tiles is exactly one sequence of
  decisions); a pick with no real choice is made automatically;
- "keep": the player who just passed keeps tiles one at a time, in colour order (so every set
  of kept tiles is exactly one sequence of decisions), then says "done"; the rest of the hand is
  discarded at −1 each. Once nothing more may be kept, "done" happens automatically;
- "over": the game has ended (final penalties and bonuses applied).

Moves are small ints (see ``decode_move``) and have a short text notation (see
``format_move``). ``apply`` is checked and returns a new state; ``play`` mutates in place
without validation (for search), exactly like the base family.
"""

from __future__ import annotations

from typing import Any

from . import events as ev
from . import rng as rng_mod
from .common import StateCommon
from .errors import IllegalMoveError, SetupError
from .events import ScoreEvent
from .pavilion_geometry import CELLS, RING_RUN, STRUCTURES, STRUCTURES_AT
from .pavilion_moves import (
    CENTRE,
    DONE,
    KEEP_BASE,
    NCOL,
    PASS,
    PDEC,
    PICK_BASE,
    PLACE_BASE,
    PLACE_LIMIT,
    decode_move,
    format_move,
    parse_move,
    place_move,
)
from .pavilion_rules import ANY, PavilionSpec
from .rulesets import RuleSet

DRAFT = "draft"
PLACE = "place"
BONUS = "bonus"
KEEP = "keep"
OVER = "over"
PHASES = (DRAFT, PLACE, BONUS, KEEP, OVER)


EMPTY: tuple[int, ...] = (0,) * NCOL
ALL_COLOURS: tuple[int, ...] = tuple(range(NCOL))

# Score breakdown kept per board; the entries always add up to the score.
TALLY_KEYS = ("start", "tiles", "adjacency", "centre", "discards", "leftover", "stars", "values")
T_START, T_TILES, T_ADJ, T_CENTRE, T_DISCARD, T_LEFTOVER, T_STARS, T_VALUES = range(8)

# --- Precomputed tables -----------------------------------------------------------------


def _compositions(total: int, parts: int) -> list[tuple[int, ...]]:
    if parts == 1:
        return [(total,)]
    return [(k, *rest) for k in range(total + 1) for rest in _compositions(total - k, parts - 1)]


FACTORY_CONTENTS: tuple[tuple[int, ...], ...] = tuple(
    comp for n in range(5) for comp in _compositions(n, NCOL)
)
PRESENT: dict[tuple[int, ...], tuple[int, ...]] = {
    f: tuple(c for c in range(NCOL) if f[c]) for f in FACTORY_CONTENTS
}


def _draft_colours(counts: tuple[int, ...], wild: int) -> tuple[int, ...]:
    """Colours a source offers: every non-wild colour present, or the wild alone (RULES 2.3)."""
    plain = tuple(c for c in range(NCOL) if counts[c] and c != wild)
    if plain:
        return plain
    return (wild,) if counts[wild] else ()


# FACTORY_MOVES[wild][factory][contents] = the draft moves that factory offers.
FACTORY_MOVES: tuple[tuple[dict[tuple[int, ...], tuple[int, ...]], ...], ...] = tuple(
    tuple(
        {f: tuple(src * NCOL + c for c in _draft_colours(f, w)) for f in FACTORY_CONTENTS}
        for src in range(9)
    )
    for w in range(NCOL)
)

POPCOUNT6: tuple[int, ...] = tuple(bin(m).count("1") for m in range(64))
# Colours NOT in a 6-bit colour mask (centre star of the coloured side, multicolour grey stars).
NOT_IN: tuple[tuple[int, ...], ...] = tuple(
    tuple(c for c in range(NCOL) if not m >> c & 1) for m in range(64)
)
# Grey star with 2+ tiles: one colour → only that colour; several → only colours not there.
GREY_ALLOWED: tuple[tuple[int, ...], ...] = tuple(
    (m.bit_length() - 1,) if POPCOUNT6[m] == 1 else NOT_IN[m] for m in range(64)
)
# Per cell: (mask, reward, kind, index) of every structure it belongs to.
STRUCTS_AT: tuple[tuple[tuple[int, int, str, int], ...], ...] = tuple(
    tuple(
        (STRUCTURES[i].mask, STRUCTURES[i].reward, STRUCTURES[i].kind, STRUCTURES[i].index)
        for i in STRUCTURES_AT[cell]
    )
    for cell in range(CELLS)
)


def _place_table(
    values: tuple[int, ...],
) -> tuple[tuple[tuple[tuple[tuple[int, int], ...], ...], ...], ...]:
    """TABLE[star][colour][coverage mask] = ((cost, move with 0 wilds), ...) per empty space,
    cheapest first (so generation can stop at the first space the hand cannot pay for)."""
    return tuple(
        tuple(
            tuple(
                tuple(
                    sorted(
                        (values[s * 6 + v], place_move(s, v, c, 0))
                        for v in range(6)
                        if not m >> v & 1
                    )
                )
                for m in range(64)
            )
            for c in range(NCOL)
        )
        for s in range(7)
    )


_PLACE_TABLES: dict[tuple[int, ...], Any] = {}


def place_table(values: tuple[int, ...]) -> Any:
    """The placement table of a board side (built once per side)."""
    table = _PLACE_TABLES.get(values)
    if table is None:
        table = _PLACE_TABLES[values] = _place_table(values)
    return table


# --- Player board -----------------------------------------------------------------------


class PavilionBoard:
    """One player's board: hand, corner (kept) tiles, covered spaces, score and breakdown."""

    __slots__ = ("hand", "corners", "cells", "filled", "star_colours", "score", "tally", "passed")

    hand: list[int]  # tiles next to the board, per colour
    corners: list[int]  # tiles kept on the corners when passing, per colour (≤ 4 in all)
    cells: list[int]  # colour on each of the 42 spaces (star * 6 + space), -1 if empty
    filled: int  # bit per covered space
    star_colours: list[int]  # per star: bit c set when colour c is on it
    score: int
    tally: list[int]  # see TALLY_KEYS
    passed: bool  # passed in this round's phase 2

    @classmethod
    def empty(cls, start_score: int) -> PavilionBoard:
        """A board at the start of a game."""
        b = cls.__new__(cls)
        b.hand = [0] * NCOL
        b.corners = [0] * NCOL
        b.cells = [-1] * CELLS
        b.filled = 0
        b.star_colours = [0] * 7
        b.score = start_score
        b.tally = [0] * len(TALLY_KEYS)
        b.tally[T_START] = start_score
        b.passed = False
        return b

    def copy(self) -> PavilionBoard:
        """An independent copy."""
        b = PavilionBoard.__new__(PavilionBoard)
        b.hand = self.hand[:]
        b.corners = self.corners[:]
        b.cells = self.cells[:]
        b.filled = self.filled
        b.star_colours = self.star_colours[:]
        b.score = self.score
        b.tally = self.tally[:]
        b.passed = self.passed
        return b

    def star_mask(self, star: int) -> int:
        """6-bit mask of the covered spaces of a star."""
        return (self.filled >> (star * 6)) & 63

    def star_state(self, star: int) -> tuple[str, int]:
        """("empty"|"open"|"single"|"multi", colour): a star's colour rule so far (grey boards:
        "open" = one tile, the next decides; "single" = that colour only; "multi" = all differ)."""
        n = POPCOUNT6[self.star_mask(star)]
        cm = self.star_colours[star]
        if n == 0:
            return ("empty", -1)
        if n == 1:
            return ("open", cm.bit_length() - 1)
        if POPCOUNT6[cm] == 1:
            return ("single", cm.bit_length() - 1)
        return ("multi", -1)


# --- Game state ---------------------------------------------------------------------------


class PavilionState(StateCommon):
    """A complete Summer Pavilion game position; see the module notes for phases and moves."""

    __slots__ = (
        "ruleset",
        "spec",
        "players",
        "seed",
        "start_player",
        "rng",
        "round",
        "phase",
        "current",
        "first_player",
        "next_first",
        "marker_in_centre",
        "factories",
        "centre",
        "bag",
        "bag_total",
        "storage",
        "supply",
        "supply_counts",
        "supply_total",
        "boards",
        "table_tiles",
        "bonus_owed",
        "colour_floor",
        "wild",
        "last_events",
        "_table",
    )

    ruleset: RuleSet
    spec: PavilionSpec
    players: int
    seed: int
    start_player: int  # who started round 1 (part of the setup)
    rng: int  # the seeded generator's whole state
    round: int  # 1..6
    phase: str
    current: int  # whose decision it is
    first_player: int  # who started this round's phase 1
    next_first: int  # who took the first-player marker this round, -1 if nobody yet
    marker_in_centre: bool
    factories: list[tuple[int, ...]]
    centre: list[int]
    bag: list[int]
    bag_total: int
    storage: list[int]  # the discard container
    supply: list[int]  # the 10 supply spaces: colour or -1 when empty
    supply_counts: list[int]  # per colour, derived from supply
    supply_total: int
    boards: list[PavilionBoard]
    table_tiles: int  # tiles on factories and centre
    bonus_owed: int  # BONUS: tiles still to pick this turn
    colour_floor: int  # BONUS/KEEP: lowest colour the next pick or keep may take (colour order)
    wild: int  # this round's wild colour (derived from round and track)
    last_events: tuple[ScoreEvent, ...]  # score changes caused by the last move
    _table: Any  # placement table of this board side

    # -- construction --

    @classmethod
    def new(
        cls, ruleset: RuleSet, players: int, seed: int, first_player: int | None = None
    ) -> PavilionState:
        """Set up a new game; the first player is drawn from the seed when not given."""
        if players not in ruleset.player_counts:
            raise SetupError(
                f"{ruleset.id} is for {min(ruleset.player_counts)}–"
                f"{max(ruleset.player_counts)} players, not {players}"
            )
        if not isinstance(seed, int) or isinstance(seed, bool) or seed < 0:
            raise SetupError(f"seed must be a non-negative integer, not {seed!r}")
        spec: PavilionSpec = ruleset.spec
        s = cls.__new__(cls)
        s.ruleset = ruleset
        s.spec = spec
        s.players = players
        s.seed = seed
        s.rng = rng_mod.seed_to_state(seed)
        # Always draw the starting seat, even when given, so that a seed deals the same tiles
        # whether or not the setup names the first player.
        s.rng, drawn = rng_mod.below(s.rng, players)
        if first_player is None:
            first_player = drawn
        elif (
            not isinstance(first_player, int)
            or isinstance(first_player, bool)
            or not 0 <= first_player < players
        ):
            raise SetupError(f"first player must be 0..{players - 1}, not {first_player!r}")
        s.start_player = first_player
        s.round = 1
        s.wild = spec.wild(1)
        s.phase = DRAFT
        s.current = first_player
        s.first_player = first_player
        s.next_first = -1
        s.marker_in_centre = True
        s.factories = [EMPTY] * ruleset.factories(players)
        s.centre = [0] * NCOL
        s.bag = [ruleset.tiles_per_colour] * NCOL
        s.bag_total = ruleset.total_tiles
        s.storage = [0] * NCOL
        s.supply = [-1] * spec.supply_spaces
        s.supply_counts = [0] * NCOL
        s.supply_total = 0
        s.boards = [PavilionBoard.empty(spec.start_score) for _ in range(players)]
        s.table_tiles = 0
        s.bonus_owed = 0
        s.colour_floor = 0
        s.last_events = ()
        s._table = place_table(spec.values)
        s._refill_supply()  # setup order (rulebook): the supply first, then the factories
        s._refill_factories()
        if not s.table_tiles:
            s._start_placing()
        return s

    def copy(self) -> PavilionState:
        """An independent copy (cheap: flat lists and immutable tuples)."""
        s = PavilionState.__new__(PavilionState)
        s.ruleset = self.ruleset
        s.spec = self.spec
        s.players = self.players
        s.seed = self.seed
        s.start_player = self.start_player
        s.rng = self.rng
        s.round = self.round
        s.phase = self.phase
        s.current = self.current
        s.first_player = self.first_player
        s.next_first = self.next_first
        s.marker_in_centre = self.marker_in_centre
        s.factories = self.factories[:]
        s.centre = self.centre[:]
        s.bag = self.bag[:]
        s.bag_total = self.bag_total
        s.storage = self.storage[:]
        s.supply = self.supply[:]
        s.supply_counts = self.supply_counts[:]
        s.supply_total = self.supply_total
        s.boards = [b.copy() for b in self.boards]
        s.table_tiles = self.table_tiles
        s.bonus_owed = self.bonus_owed
        s.colour_floor = self.colour_floor
        s.wild = self.wild
        s.last_events = self.last_events
        s._table = self._table
        return s

    @property
    def tiles_in_play(self) -> int:
        """Every tile wherever it is (always 132: tile conservation)."""
        total = self.bag_total + sum(self.storage) + self.table_tiles + self.supply_total
        for b in self.boards:
            total += sum(b.hand) + sum(b.corners) + b.filled.bit_count()
        return total

    def tiebreak_keys(self) -> tuple[tuple[int], ...]:
        """Per seat (score,): Summer Pavilion has no tie-breaker (RULES.md 2.6)."""
        return tuple((b.score,) for b in self.boards)

    def tiebreak_used(self) -> bool:
        """Always False: ties are never broken in Summer Pavilion, they are shared."""
        return False

    def breakdown(self, player: int) -> dict[str, int]:
        """The player's score split (start, tiles, adjacency, centre, discards, leftover,
        stars, values); the entries add up to the score."""
        return dict(zip(TALLY_KEYS, self.boards[player].tally, strict=True))

    def format_move(self, move: int) -> str:
        """Notation of a move (see module notes)."""
        return format_move(move, self.ruleset.letters)

    def parse_move(self, text: str) -> int:
        """Parse notation into a move int (legality is not checked)."""
        return parse_move(text, self.ruleset.letters)

    def cost(self, star: int, space: int) -> int:
        """Tiles needed to cover a space (its printed value on this board side)."""
        return self.spec.values[star * 6 + space]

    # -- legal moves --

    def legal_moves(self) -> list[int]:
        """Every legal move for the player to act, exactly; empty once the game is over."""
        phase = self.phase
        if phase == PLACE:
            return self._place_moves()
        if phase == DRAFT:
            w = self.wild
            fm = FACTORY_MOVES[w]
            out: list[int] = []
            for src, f in enumerate(self.factories):
                if f is not EMPTY:
                    out += fm[src][f]
            centre = self.centre
            base = CENTRE * NCOL
            plain = False
            for c in range(NCOL):
                if centre[c] and c != w:
                    out.append(base + c)
                    plain = True
            if not plain and centre[w]:
                out.append(base + w)
            return out
        if phase == BONUS:
            return [PICK_BASE + c for c in self._pick_options()]
        if phase == KEEP:
            b = self.boards[self.current]
            hand = b.hand
            moves: list[int] = []
            if sum(b.corners) < self.spec.keep_limit:
                moves = [KEEP_BASE + c for c in range(self.colour_floor, NCOL) if hand[c]]
            moves.append(DONE)
            return moves
        return []

    def _place_moves(self) -> list[int]:
        b = self.boards[self.current]
        hand = b.hand
        w = self.wild
        hw = hand[w]
        filled = b.filled
        table = self._table
        fixed = self.spec.star_colours
        grey = self.spec.grey
        star_colours = b.star_colours
        out: list[int] = []
        for s in range(7):
            m = (filled >> (6 * s)) & 63
            if m == 63:
                continue
            if grey:
                colours = ALL_COLOURS if POPCOUNT6[m] < 2 else GREY_ALLOWED[star_colours[s]]
            else:
                f = fixed[s]
                colours = NOT_IN[star_colours[s]] if f == ANY else (f,)
            ts = table[s]
            for c in colours:
                hc = hand[c]
                if not hc:
                    continue
                if c == w:
                    # A wild-colour tile on its own colour: n tiles of it, no substitutes.
                    for n, mv in ts[c][m]:
                        if hc < n:
                            break
                        out.append(mv)
                else:
                    tot = hc + hw
                    for n, mv in ts[c][m]:
                        if tot < n:
                            break
                        lo = n - hc if n > hc else 0
                        hi = n - 1 if hw >= n - 1 else hw
                        if lo == hi:
                            out.append(mv + lo)
                        else:
                            out.extend(range(mv + lo, mv + hi + 1))
        out.append(PASS)
        return out

    def why_illegal(self, move: int) -> IllegalMoveError | None:
        """None if the move is legal, else an error whose code/params say why."""
        if not isinstance(move, int) or isinstance(move, bool):
            return IllegalMoveError(f"not a move: {move!r}", "unknown-move")
        try:
            kind, a, b_, c, k = decode_move(move)
        except ValueError:
            return IllegalMoveError(f"not a move: {move!r}", "unknown-move")
        if self.phase == OVER:
            return IllegalMoveError("the game is over", "game-over")
        expected = {"draft": DRAFT, "place": PLACE, "pass": PLACE, "pick": BONUS}.get(kind, KEEP)
        if self.phase != expected:
            return IllegalMoveError(
                f"a {kind} move is not possible now (phase: {self.phase})",
                "wrong-phase",
                phase=self.phase,
                kind=kind,
            )
        colours = self.ruleset.colours
        if kind == "draft":
            return self._why_draft(a, b_)
        if kind == "place":
            return self._why_place(a, b_, c, k)
        if kind == "pick":
            if not self.supply_counts[a]:
                return IllegalMoveError(
                    f"the supply has no {colours[a]} tile", "supply-no-colour", colour=a
                )
            if a not in self._pick_options():
                return IllegalMoveError(
                    "bonus tiles are picked in colour order "
                    f"({', '.join(colours[self.colour_floor :])}), and the later picks must "
                    "still be possible",
                    "pick-order",
                    colour=a,
                    first=self.colour_floor,
                )
            return None
        if kind == "keep":
            board = self.boards[self.current]
            if sum(board.corners) >= self.spec.keep_limit:
                return IllegalMoveError(
                    f"at most {self.spec.keep_limit} tiles can be kept",
                    "keep-limit",
                    limit=self.spec.keep_limit,
                )
            if not board.hand[a]:
                return IllegalMoveError(
                    f"no {colours[a]} tile is left to keep", "hand-no-colour", colour=a
                )
            if a < self.colour_floor:
                return IllegalMoveError(
                    "kept tiles are chosen in colour order "
                    f"({', '.join(colours[self.colour_floor :])} now)",
                    "keep-order",
                    colour=a,
                    first=self.colour_floor,
                )
        return None  # pass and done are always legal in their phase

    def _why_draft(self, src: int, c: int) -> IllegalMoveError | None:
        colours = self.ruleset.colours
        if src == CENTRE:
            counts: tuple[int, ...] | list[int] = self.centre
            where = "the centre"
        else:
            if src >= len(self.factories):
                return IllegalMoveError(
                    f"there is no factory {src + 1} in this game", "no-such-factory", factory=src
                )
            counts = self.factories[src]
            where = f"factory {src + 1}"
        if not counts[c]:
            return IllegalMoveError(
                f"{where} has no {colours[c]} tiles", "colour-not-in-source", source=src, colour=c
            )
        w = self.wild
        if c == w and any(counts[x] for x in range(NCOL) if x != w):
            return IllegalMoveError(
                f"{colours[w]} is wild this round: take another colour (one {colours[w]} tile "
                "comes with it)",
                "wild-not-alone",
                colour=w,
            )
        return None

    def _why_place(self, star: int, space: int, c: int, k: int) -> IllegalMoveError | None:
        colours = self.ruleset.colours
        b = self.boards[self.current]
        cell = star * 6 + space
        if b.cells[cell] >= 0:
            return IllegalMoveError("that space is already covered", "space-filled", cell=cell)
        fixed = self.spec.star_colours[star]
        if fixed != ANY:
            if c != fixed:
                return IllegalMoveError(
                    f"that star only takes {colours[fixed]}", "star-colour", colour=fixed
                )
        else:
            cm = b.star_colours[star]
            # Coloured centre star: all six differ. Grey star: its first two tiles decide.
            if self.spec.grey and POPCOUNT6[b.star_mask(star)] < 2:
                pass  # a first tile, or a second one (same colour or not): anything goes
            elif self.spec.grey and POPCOUNT6[cm] == 1:
                only = cm.bit_length() - 1
                if c != only:
                    return IllegalMoveError(
                        f"that star is single-coloured: {colours[only]} only",
                        "star-single-colour",
                        colour=only,
                    )
            elif cm >> c & 1:
                return IllegalMoveError(
                    f"that star already has {colours[c]}: its tiles must all differ",
                    "colour-on-star",
                    colour=c,
                )
        n = self.spec.values[cell]
        w = self.wild
        hand = b.hand
        if c == w:
            if k:
                return IllegalMoveError(
                    f"{colours[w]} is wild: it cannot stand in for itself", "wild-for-itself"
                )
            if hand[c] < n:
                return IllegalMoveError(
                    f"that space needs {n} {colours[c]} tiles",
                    "not-enough-tiles",
                    needed=n,
                    colour=c,
                    have=hand[c],
                )
            return None
        if k > n - 1:
            return IllegalMoveError(
                f"at most {n - 1} wild tiles can be spent there (one {colours[c]} tile is placed)",
                "too-many-wilds",
                most=n - 1,
            )
        if hand[c] < n - k:
            return IllegalMoveError(
                f"that payment needs {n - k} {colours[c]} tiles",
                "not-enough-tiles",
                needed=n - k,
                colour=c,
                have=hand[c],
            )
        if hand[w] < k:
            return IllegalMoveError(
                f"that payment needs {k} wild {colours[w]} tiles",
                "not-enough-wilds",
                needed=k,
                colour=w,
                have=hand[w],
            )
        return None

    # -- applying moves --

    def play(self, move: int) -> None:
        """Fast path: apply a move from legal_moves() in place, without validation."""
        self.last_events = ()
        if move < PLACE_BASE:
            self._draft(move)
        elif move < PLACE_LIMIT:
            self._place(move)
        elif move == PASS:
            self._pass()
        elif move < KEEP_BASE:
            self._pick(move - PICK_BASE)
        elif move < DONE:
            self._keep(move - KEEP_BASE)
        else:
            self._done()

    def _lose(self, p: int, b: PavilionBoard, amount: int, reason: str, t: int, n: int) -> None:
        """Take ``amount`` points (never below the minimum score, RULES 4.6) and record it."""
        before = b.score
        after = before - amount
        floor = self.spec.min_score
        if after < floor:
            after = floor if before > floor else before
        delta = after - before
        b.score = after
        b.tally[t] += delta
        self.last_events += (ScoreEvent(p, delta, reason, -amount, {"tiles": n}),)

    def _draft(self, move: int) -> None:
        src = move // NCOL
        c = move - src * NCOL
        p = self.current
        b = self.boards[p]
        hand = b.hand
        w = self.wild
        centre = self.centre
        if src == CENTRE:
            if c == w:
                n = 1
                centre[w] -= 1
                hand[w] += 1
            else:
                n = centre[c]
                centre[c] = 0
                hand[c] += n
                if centre[w]:
                    centre[w] -= 1
                    hand[w] += 1
                    n += 1
            if self.marker_in_centre:
                self.marker_in_centre = False
                self.next_first = p
                self._lose(p, b, n, ev.CENTRE_PENALTY, T_CENTRE, n)
        else:
            f = self.factories[src]
            self.factories[src] = EMPTY
            if c == w:
                n = 1
                hand[w] += 1
            else:
                n = f[c]
                hand[c] += n
                if f[w]:
                    hand[w] += 1
                    n += 1
            for c2 in PRESENT[f]:
                if c2 == w:
                    rest = f[w] - 1
                    if rest:
                        centre[w] += rest
                elif c2 != c:
                    centre[c2] += f[c2]
        self.table_tiles -= n
        if self.table_tiles:
            self.current = p + 1 if p + 1 < self.players else 0
        else:
            self._start_placing()

    def _start_placing(self) -> None:
        """Phase 2 begins: the marker holder starts (nobody took it: this round's starter)."""
        self.phase = PLACE
        self.current = self.next_first if self.next_first >= 0 else self.first_player

    def _place(self, move: int) -> None:
        cell, c, k = PDEC[move - PLACE_BASE]
        p = self.current
        b = self.boards[p]
        hand = b.hand
        storage = self.storage
        n = self.spec.values[cell]
        own = n - k
        hand[c] -= own
        storage[c] += own - 1  # one tile of the colour goes on the space
        if k:
            w = self.wild
            hand[w] -= k
            storage[w] += k
        b.cells[cell] = c
        filled = b.filled | 1 << cell
        b.filled = filled
        star = cell // 6
        b.star_colours[star] |= 1 << c
        run = RING_RUN[(filled >> (star * 6)) & 63][cell - star * 6]
        b.score += run
        tally = b.tally
        tally[T_TILES] += 1
        tally[T_ADJ] += run - 1
        events: tuple[ScoreEvent, ...] = (
            ScoreEvent(
                p,
                run,
                ev.STAR_TILE,
                run,
                {
                    "star": star,
                    "space": cell - star * 6,
                    "colour": c,
                    "run": run,
                    "cost": n,
                    "wilds": k,
                },
            ),
        )
        owed = 0
        for mask, reward, kind, index in STRUCTS_AT[cell]:
            if filled & mask == mask:
                owed += reward
                events += (
                    ScoreEvent(
                        p, 0, ev.STRUCTURE, 0, {"kind": kind, "index": index, "tiles": reward}
                    ),
                )
        self.last_events += events
        if owed:
            # RULES 4.4: owed more than the supply holds: take all there are.
            self.bonus_owed = owed if owed < self.supply_total else self.supply_total
            self.colour_floor = 0
            if not self._auto_pick():
                self.phase = BONUS
                return
        self._end_turn()

    def _pick_options(self) -> list[int]:
        """Colours the next bonus pick may take: picks go in colour order (each set of tiles is
        one sequence of decisions), so a colour is offered only if enough tiles of it and later
        colours remain for the rest of the owed picks."""
        counts = self.supply_counts
        owed = self.bonus_owed
        out: list[int] = []
        suffix = 0
        for c in range(NCOL - 1, self.colour_floor - 1, -1):
            suffix += counts[c]
            if counts[c] and suffix >= owed:
                out.append(c)
        out.reverse()
        return out

    def _auto_pick(self) -> bool:
        """Make the bonus picks that are forced; True when nothing is left to choose."""
        while self.bonus_owed:
            options = self._pick_options()
            if len(options) != 1:
                return False
            self._take(options[0])
        self.colour_floor = 0
        return True

    def _take(self, c: int) -> None:
        """Move one supply tile of colour c (the first space holding it) to the hand."""
        supply = self.supply
        supply[supply.index(c)] = -1
        self.supply_counts[c] -= 1
        self.supply_total -= 1
        self.boards[self.current].hand[c] += 1
        self.bonus_owed -= 1
        self.colour_floor = c

    def _pick(self, c: int) -> None:
        self._take(c)
        if self._auto_pick():
            self.phase = PLACE
            self._end_turn()

    def _pass(self) -> None:
        b = self.boards[self.current]
        b.passed = True
        # RULES 4.7: in the last round nothing is kept; the hand is charged at the game end.
        if self.round < self.spec.rounds and any(b.hand):
            self.phase = KEEP
            self.colour_floor = 0
            return
        self._end_turn()

    def _keep(self, c: int) -> None:
        b = self.boards[self.current]
        hand = b.hand
        hand[c] -= 1
        b.corners[c] += 1
        self.colour_floor = c
        if sum(b.corners) >= self.spec.keep_limit or not any(hand[c:]):
            self._done()

    def _done(self) -> None:
        p = self.current
        b = self.boards[p]
        hand = b.hand
        storage = self.storage
        n = 0
        for c in range(NCOL):
            if hand[c]:
                n += hand[c]
                storage[c] += hand[c]
                hand[c] = 0
        if n:
            self._lose(p, b, n, ev.DISCARD, T_DISCARD, n)
        self.colour_floor = 0
        self.phase = PLACE
        self._end_turn()

    def _end_turn(self) -> None:
        """After every phase-2 turn: refill the supply, then the next player who has not
        passed (clockwise) plays; when everyone has passed the round ends."""
        if self.supply_total < len(self.supply):
            self._refill_supply()
        n = self.players
        boards = self.boards
        p = self.current
        for i in range(1, n + 1):
            q = (p + i) % n
            if not boards[q].passed:
                self.current = q
                return
        self._end_round()

    def _end_round(self) -> None:
        """Phase 3 (RULES 2.5), or the game end after the last round (2.6)."""
        if self.round >= self.spec.rounds:
            self._end_game()
            return
        self.round += 1
        self.wild = self.spec.wild(self.round)
        if self.next_first >= 0:
            self.first_player = self.next_first
        # RULES 4.2: nobody took from the centre, so the same player starts again.
        self.next_first = -1
        self.marker_in_centre = True
        for b in self.boards:
            b.passed = False
            hand = b.hand
            corners = b.corners
            for c in range(NCOL):
                if corners[c]:
                    hand[c] += corners[c]
                    corners[c] = 0
        self._refill_factories()
        self.current = self.first_player
        self.phase = DRAFT
        if not self.table_tiles:  # bag and storage both empty: nothing to draft
            self._start_placing()

    def _end_game(self) -> None:
        """Leftover tiles cost 1 each, then the star and value bonuses (RULES 2.6)."""
        spec = self.spec
        storage = self.storage
        for p, b in enumerate(self.boards):
            n = 0
            for tiles in (b.hand, b.corners):
                for c in range(NCOL):
                    if tiles[c]:
                        n += tiles[c]
                        storage[c] += tiles[c]
                        tiles[c] = 0
            if n:
                self._lose(p, b, n, ev.LEFTOVER, T_LEFTOVER, n)
        new: list[ScoreEvent] = []
        value_masks = [(v, pts, spec.value_mask(v)) for v, pts in spec.value_bonus]
        for p, b in enumerate(self.boards):
            for s in range(7):
                if b.star_mask(s) != 63:
                    continue
                cm = b.star_colours[s]
                colour = cm.bit_length() - 1 if POPCOUNT6[cm] == 1 else -1
                pts = spec.star_bonus_by_colour[colour] if colour >= 0 else spec.multicolour_bonus
                b.score += pts
                b.tally[T_STARS] += pts
                new.append(ScoreEvent(p, pts, ev.STAR_BONUS, pts, {"star": s, "colour": colour}))
            for v, pts, mask in value_masks:
                if b.filled & mask == mask:
                    b.score += pts
                    b.tally[T_VALUES] += pts
                    new.append(ScoreEvent(p, pts, ev.VALUE_BONUS, pts, {"value": v}))
        self.last_events += tuple(new)
        self.phase = OVER

    # -- drawing tiles --

    def _draw(self) -> int:
        """One random tile from the bag (refilled from storage when empty); -1 if none."""
        bag = self.bag
        if not self.bag_total:
            storage = self.storage
            for c in range(NCOL):
                bag[c] += storage[c]
                storage[c] = 0
            self.bag_total = sum(bag)
            if not self.bag_total:
                return -1
        self.rng, x = rng_mod.below(self.rng, self.bag_total)
        c = 0
        while x >= bag[c]:
            x -= bag[c]
            c += 1
        bag[c] -= 1
        self.bag_total -= 1
        return c

    def _refill_supply(self) -> None:
        """Fill the empty supply spaces in order (RULES 2.4)."""
        supply = self.supply
        counts = self.supply_counts
        for i in range(len(supply)):
            if supply[i] < 0:
                c = self._draw()
                if c < 0:
                    return
                supply[i] = c
                counts[c] += 1
                self.supply_total += 1

    def _refill_factories(self) -> None:
        """Four tiles on every factory; both bag and storage empty: leave the rest empty."""
        per = self.ruleset.tiles_per_factory
        placed = 0
        for f in range(len(self.factories)):
            tiles = [0] * NCOL
            for _ in range(per):
                c = self._draw()
                if c < 0:
                    break
                tiles[c] += 1
                placed += 1
            self.factories[f] = tuple(tiles) if any(tiles) else EMPTY
        self.table_tiles = placed

    # -- serialisation (pavilion_json.py, which imports this module: hence the late imports) --

    def to_json(self) -> dict[str, Any]:
        """The whole state as plain JSON-compatible data (see docs/engine_pavilion.md)."""
        from .pavilion_json import state_to_json

        return state_to_json(self)

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> PavilionState:
        """Rebuild a state from to_json output; raises StateFormatError if it is inconsistent."""
        from .pavilion_json import state_from_data

        return state_from_data(data)

    def __repr__(self) -> str:
        return (
            f"<PavilionState {self.ruleset.id} {self.players}p round {self.round} {self.phase} "
            f"to-move {self.current} scores {list(self.scores)}>"
        )
