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
from .common import OVER, json_counts, json_int
from .drafting import DRAFT, DraftingState, factory_contents, present_colours
from .errors import IllegalMoveError, StateFormatError
from .events import ScoreEvent
from .pavilion_board import (
    POPCOUNT6,
    T_ADJ,
    T_CENTRE,
    T_DISCARD,
    T_LEFTOVER,
    T_STARS,
    T_TILES,
    T_VALUES,
    TALLY_KEYS,
    PavilionBoard,
    board_from_json,
)
from .pavilion_geometry import CELLS, RING_RUN, STRUCTURES, STRUCTURES_AT
from .pavilion_moves import (
    CENTRE,
    DECODED,
    DONE,
    KEEP_BASE,
    MOVE_LIMIT,
    NCOL,
    PASS,
    PDEC,
    PICK_BASE,
    PLACE_BASE,
    PLACE_LIMIT,
    format_move,
    parse_move,
    place_move,
)
from .pavilion_rules import ANY, PavilionSpec
from .rulesets import RuleSet

PLACE = "place"
BONUS = "bonus"
KEEP = "keep"
PHASES = (DRAFT, PLACE, BONUS, KEEP, OVER)
# The phase in which each kind of move (decode_move's first field) may be played.
PHASE_OF_MOVE: dict[str, str] = {
    "draft": DRAFT,
    "place": PLACE,
    "pass": PLACE,
    "pick": BONUS,
    "keep": KEEP,
    "done": KEEP,
}


EMPTY: tuple[int, ...] = (0,) * NCOL
ALL_COLOURS: tuple[int, ...] = tuple(range(NCOL))

# --- Precomputed tables -----------------------------------------------------------------


FACTORY_CONTENTS: tuple[tuple[int, ...], ...] = factory_contents(NCOL, 4)
PRESENT: dict[tuple[int, ...], tuple[int, ...]] = present_colours(NCOL, 4)


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


# --- Game state ---------------------------------------------------------------------------


class PavilionState(DraftingState):
    """A complete Summer Pavilion game position; see the module notes for phases and moves."""

    __slots__ = (
        "spec",
        "storage",
        "supply",
        "supply_counts",
        "supply_total",
        "bonus_owed",
        "colour_floor",
        "wild",
        "_table",
    )

    empty_factory = EMPTY
    family = "pavilion"
    phases = PHASES

    spec: PavilionSpec
    storage: list[int]  # the discard container
    supply: list[int]  # the 10 supply spaces: colour or -1 when empty
    supply_counts: list[int]  # per colour, derived from supply
    supply_total: int
    boards: list[PavilionBoard]
    bonus_owed: int  # BONUS: tiles still to pick this turn
    colour_floor: int  # BONUS/KEEP: lowest colour the next pick or keep may take (colour order)
    wild: int  # this round's wild colour (derived from round and track)
    _table: Any  # placement table of this board side

    # -- construction --

    @classmethod
    def new(
        cls, ruleset: RuleSet, players: int, seed: int, first_player: int | None = None
    ) -> PavilionState:
        """Set up a new game; the first player is drawn from the seed when not given."""
        s = cls._setup(ruleset, players, seed, first_player)
        spec: PavilionSpec = ruleset.spec
        s.spec = spec
        s.wild = spec.wild(1)
        s.storage = [0] * NCOL
        s.supply = [-1] * spec.supply_spaces
        s.supply_counts = [0] * NCOL
        s.supply_total = 0
        s.boards = [PavilionBoard.empty(spec.start_score) for _ in range(players)]
        s.bonus_owed = 0
        s.colour_floor = 0
        s._table = place_table(spec.values)
        s._refill_supply()  # setup order (rulebook): the supply first, then the factories
        s._refill_factories(s.storage)
        if not s.table_tiles:
            s._start_placing()
        return s

    @classmethod
    def max_moves(cls, ruleset: RuleSet, players: int) -> int:
        """The most moves any game of this rule set can last (a proven bound).

        Per round: at most one take per tile dealt, and one pass per player; per player and
        game: one placement per space, one bonus pick per tile the structures pay (each pays
        once), and before the last round up to ``keep_limit`` keeps and a "done" per round.
        """
        spec: PavilionSpec = ruleset.spec
        takes = ruleset.factories(players) * ruleset.tiles_per_factory
        picks = sum(st.reward for st in STRUCTURES)
        keeps = (spec.rounds - 1) * (spec.keep_limit + 1)
        per_player = CELLS + picks + keeps + spec.rounds
        return spec.rounds * takes + players * per_player

    def copy(self) -> PavilionState:
        """An independent copy (cheap: flat lists and immutable tuples)."""
        s = PavilionState.__new__(PavilionState)
        self._copy_drafting(s)
        s.spec = self.spec
        s.storage = self.storage[:]
        s.supply = self.supply[:]
        s.supply_counts = self.supply_counts[:]
        s.supply_total = self.supply_total
        s.bonus_owed = self.bonus_owed
        s.colour_floor = self.colour_floor
        s.wild = self.wild
        s._table = self._table
        return s

    @property
    def tiles_in_play(self) -> int:
        """Every tile wherever it is (always 132: tile conservation)."""
        total = self.bag_total + sum(self.storage) + self.table_tiles + self.supply_total
        for b in self.boards:
            total += sum(b.hand) + sum(b.corners) + b.filled.bit_count()
        return total

    def tile_census(self) -> tuple[int, ...]:
        """Tiles of each colour wherever they are: bag, storage, table, supply, hands, corners
        and boards (22 of each colour always)."""
        counts = self._drafting_census(self.storage)
        for t in self.supply:
            if t >= 0:
                counts[t] += 1
        for b in self.boards:
            for c in range(len(counts)):
                counts[c] += b.hand[c] + b.corners[c]
            for t in b.cells:
                if t >= 0:
                    counts[t] += 1
        return tuple(counts)

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

    @property
    def move_space(self) -> int:
        """Every move is an int below this (MOVE_LIMIT); why_illegal refuses the rest."""
        return MOVE_LIMIT

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
        if type(move) is not int and (not isinstance(move, int) or isinstance(move, bool)):
            return IllegalMoveError(f"not a move: {move!r}", "unknown-move")
        decoded = DECODED[move] if 0 <= move < MOVE_LIMIT else None
        if decoded is None:
            return IllegalMoveError(f"not a move: {move!r}", "unknown-move")
        kind, a, b_, c, k = decoded
        phase = self.phase
        if phase == OVER:
            return IllegalMoveError("the game is over", "game-over")
        if phase != PHASE_OF_MOVE[kind]:
            return IllegalMoveError(
                f"a {kind} move is not possible now (phase: {phase})",
                "wrong-phase",
                {"phase": phase, "kind": kind},
            )
        if kind == "place":  # most of the move space
            return self._why_place(a, b_, c, k)
        if kind == "draft":
            return self._why_draft(a, b_)
        colours = self.ruleset.colours
        if kind == "pick":
            if not self.supply_counts[a]:
                return IllegalMoveError(
                    f"the supply has no {colours[a]} tile", "supply-no-colour", {"colour": a}
                )
            if a not in self._pick_options():
                return IllegalMoveError(
                    "bonus tiles are picked in colour order "
                    f"({', '.join(colours[self.colour_floor :])}), and the later picks must "
                    "still be possible",
                    "pick-order",
                    {"colour": a, "first": self.colour_floor},
                )
            return None
        if kind == "keep":
            board = self.boards[self.current]
            if sum(board.corners) >= self.spec.keep_limit:
                return IllegalMoveError(
                    f"at most {self.spec.keep_limit} tiles can be kept",
                    "keep-limit",
                    {"limit": self.spec.keep_limit},
                )
            if not board.hand[a]:
                return IllegalMoveError(
                    f"no {colours[a]} tile is left to keep", "hand-no-colour", {"colour": a}
                )
            if a < self.colour_floor:
                return IllegalMoveError(
                    "kept tiles are chosen in colour order "
                    f"({', '.join(colours[self.colour_floor :])} now)",
                    "keep-order",
                    {"colour": a, "first": self.colour_floor},
                )
        return None  # pass and done are always legal in their phase

    def _why_draft(self, src: int, c: int) -> IllegalMoveError | None:
        err = self._why_source(src, c, CENTRE)
        if err is not None:
            return err
        colours = self.ruleset.colours
        counts = self.centre if src == CENTRE else self.factories[src]
        w = self.wild
        if c == w and any(counts[x] for x in range(NCOL) if x != w):
            return IllegalMoveError(
                f"{colours[w]} is wild this round: take another colour (one {colours[w]} tile "
                "comes with it)",
                "wild-not-alone",
                {"colour": w},
            )
        return None

    def _why_place(self, star: int, space: int, c: int, k: int) -> IllegalMoveError | None:
        b = self.boards[self.current]
        cell = star * 6 + space
        if b.cells[cell] >= 0:
            return IllegalMoveError("that space is already covered", "space-filled", {"cell": cell})
        spec = self.spec
        fixed = spec.star_colours[star]
        if fixed != ANY:
            if c != fixed:
                return IllegalMoveError(
                    f"that star only takes {self.ruleset.colours[fixed]}",
                    "star-colour",
                    {"colour": fixed},
                )
        else:
            cm = b.star_colours[star]
            grey = spec.grey
            # Coloured centre star: all six differ. Grey star: its first two tiles decide.
            if grey and POPCOUNT6[b.filled >> (star * 6) & 63] < 2:
                pass  # a first tile, or a second one (same colour or not): anything goes
            elif grey and POPCOUNT6[cm] == 1:
                only = cm.bit_length() - 1
                if c != only:
                    return IllegalMoveError(
                        f"that star is single-coloured: {self.ruleset.colours[only]} only",
                        "star-single-colour",
                        {"colour": only},
                    )
            elif cm >> c & 1:
                return IllegalMoveError(
                    f"that star already has {self.ruleset.colours[c]}: its tiles must all differ",
                    "colour-on-star",
                    {"colour": c},
                )
        n = spec.values[cell]
        w = self.wild
        hand = b.hand
        colours = self.ruleset.colours
        if c == w:
            if k:
                return IllegalMoveError(
                    f"{colours[w]} is wild: it cannot stand in for itself", "wild-for-itself"
                )
            return self._lacking(hand, c, n, "that space needs", "not-enough-tiles")
        if k > n - 1:
            return IllegalMoveError(
                f"at most {n - 1} wild tiles can be spent there (one {colours[c]} tile is placed)",
                "too-many-wilds",
                {"most": n - 1},
            )
        if hand[c] < n - k:
            return self._lacking(hand, c, n - k, "that payment needs", "not-enough-tiles")
        if hand[w] < k:
            return self._lacking(hand, w, k, "that payment needs", "not-enough-wilds", "wild ")
        return None

    def _lacking(
        self, hand: list[int], c: int, needed: int, what: str, code: str, kind: str = ""
    ) -> IllegalMoveError | None:
        """None when the hand holds ``needed`` tiles of colour c, else the error saying so."""
        if hand[c] >= needed:
            return None
        return IllegalMoveError(
            f"{what} {needed} {kind}{self.ruleset.colours[c]} tiles",
            code,
            {"needed": needed, "colour": c, "have": hand[c]},
        )

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
        p = self.current
        b = self.boards[p]
        b.passed = True
        if any(b.hand):
            if self.round < self.spec.rounds:
                self.phase = KEEP
                self.colour_floor = 0
                return
            # RULES 4.7: in the last round nothing is kept: the whole hand is discarded to
            # storage at the pass, −1 each (RULES 2.4), where this round's later supply
            # refills can draw it. The points equal paying at the end: a passer's score
            # cannot change after passing.
            n = self._discard(b.hand)
            self._lose(p, b, n, ev.DISCARD, T_DISCARD, n)
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
        n = self._discard(b.hand)
        if n:
            self._lose(p, b, n, ev.DISCARD, T_DISCARD, n)
        self.colour_floor = 0
        self.phase = PLACE
        self._end_turn()

    def _discard(self, tiles: list[int]) -> int:
        """Move every tile of a per-colour list to storage; how many there were."""
        storage = self.storage
        n = 0
        for c in range(NCOL):
            if tiles[c]:
                n += tiles[c]
                storage[c] += tiles[c]
                tiles[c] = 0
        return n

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
        self._refill_factories(self.storage)
        self.current = self.first_player
        self.phase = DRAFT
        if not self.table_tiles:  # bag and storage both empty: nothing to draft
            self._start_placing()

    def _end_game(self) -> None:
        """Leftover tiles cost 1 each, then the star and value bonuses (RULES 2.6). Since
        RULES 4.7 every hand is empty by now; only a game saved by an older version, in round
        6 after a pass, still holds tiles here, and they are charged as before."""
        spec = self.spec
        for p, b in enumerate(self.boards):
            n = self._discard(b.hand) + self._discard(b.corners)
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

    def _refill_supply(self) -> None:
        """Fill the empty supply spaces in order (RULES 2.4)."""
        supply = self.supply
        counts = self.supply_counts
        for i in range(len(supply)):
            if supply[i] < 0:
                c = self._draw(self.storage)
                if c < 0:
                    return
                supply[i] = c
                counts[c] += 1
                self.supply_total += 1

    # -- serialisation --

    def to_json(self) -> dict[str, Any]:
        """The whole state as plain JSON-compatible data (see docs/engine_pavilion.md)."""
        # Keys in the saved order (the drafting fields first): the same state always gives the
        # same JSON text.
        data = self._drafting_json()
        data["storage"] = self.storage[:]
        data["supply"] = self.supply[:]
        data["bonus_owed"] = self.bonus_owed
        data["colour_floor"] = self.colour_floor
        data["boards"] = [b.to_json() for b in self.boards]
        data["last_events"] = [e.to_json() for e in self.last_events]
        return data

    @classmethod
    def _from_json(cls, data: dict[str, Any]) -> PavilionState:
        s = cls._load_drafting(data)
        spec: PavilionSpec = s.ruleset.spec
        s.spec = spec
        s._table = place_table(spec.values)
        if s.round > spec.rounds:
            raise StateFormatError(f"round {s.round} is out of range")
        s.wild = spec.wild(s.round)
        if s.marker_in_centre != (s.next_first < 0):
            raise StateFormatError("the first-player marker is both taken and in the centre")
        s.storage = json_counts(data["storage"], NCOL, "storage")
        supply = data["supply"]
        if not isinstance(supply, list) or len(supply) != spec.supply_spaces:
            raise StateFormatError(f"the supply has {spec.supply_spaces} spaces")
        s.supply = supply[:]  # a copy: the state owns (and changes) its lists
        for x in supply:
            if type(x) is not int or not -1 <= x < NCOL:  # json_int's usual case inline
                s.supply = [json_int(x, -1, NCOL - 1, "supply tile") for x in supply]
                break
        s.supply_counts = [s.supply.count(c) for c in range(NCOL)]
        s.supply_total = sum(s.supply_counts)
        s.bonus_owed = json_int(data["bonus_owed"], 0, None, "bonus_owed")
        s.colour_floor = json_int(data["colour_floor"], 0, NCOL - 1, "colour_floor")
        boards = data["boards"]
        if not isinstance(boards, list) or len(boards) != s.players:
            raise StateFormatError("one board per player is needed")
        s.boards = [board_from_json(spec, s.ruleset.colours, bd) for bd in boards]
        s._check_tiles()
        s._check_phase()
        return s

    def _check_phase(self) -> None:
        """Reject phase data the engine could never reach (it would leave a player stuck)."""
        phase = self.phase
        me = self.boards[self.current]
        if phase == DRAFT:
            if not self.table_tiles:
                raise StateFormatError("drafting with no tiles on the factories or centre")
            if any(b.passed or sum(b.corners) for b in self.boards):
                raise StateFormatError("nobody can have passed or kept tiles while drafting")
        elif self.table_tiles and phase != OVER:
            raise StateFormatError("tiles are left to draft, so phase 1 is not over")
        if (phase == BONUS) != (self.bonus_owed > 0):
            raise StateFormatError("bonus tiles are owed exactly in the bonus phase")
        if phase in (PLACE, BONUS) and me.passed:
            raise StateFormatError("the player to act has already passed")
        if phase == KEEP and (not me.passed or self.round >= self.spec.rounds):
            raise StateFormatError("only a player passing before the last round keeps tiles")
        if phase not in (BONUS, KEEP) and self.colour_floor:
            raise StateFormatError("colour_floor is only used while picking or keeping tiles")
        if phase == BONUS and not self._pick_options():
            raise StateFormatError("the owed bonus tiles cannot be picked from the supply")
