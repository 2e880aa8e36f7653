"""The decision a person is building on the Summer Pavilion table, and the engine moves it
resolves to (no pygame here: it is unit-tested without a display).

- phase 1: a colour on a factory or in the centre is selected, then taken (one draft move);
- phase 2: a space is chosen, with the colour placed and the wild tiles that pay (one
  placement move);
- bonus tiles: supply tiles are chosen until as many as are owed, then taken (pick moves).

Each change answers with a `Change`: the table turns it into a sound or a toast, and plays the
moves a confirmation resolves to. What the decision works out per position (legal moves, the
spaces that can be paid for, each space's payments, a take's preview) is kept for that
position only, keyed on the state object (undo and replay can repeat a history length).
"""

from __future__ import annotations

from collections.abc import Set
from dataclasses import dataclass, field
from enum import Enum

from azul.engine.drafting import DRAFT
from azul.engine.pavilion_game import BONUS, PLACE, PavilionState
from azul.engine.pavilion_moves import decode_move, draft_move

from . import decisions as dec


class Change(Enum):
    """What a choice did."""

    CHOSEN = "chosen"  # a new choice (the table plays a sound)
    SAME = "same"  # chosen already: nothing changes
    REMOVED = "removed"  # a bonus tile un-chosen
    REFUSED = "refused"  # not allowed now: the table says why
    FULL = "full"  # every bonus tile owed is chosen already
    IGNORED = "ignored"  # no such choice in this phase


@dataclass(frozen=True)
class HintPlay:
    """What Enter after a hint does: play these moves, or open the pass dialog."""

    moves: tuple[int, ...] = ()
    open_pass: bool = False


@dataclass(frozen=True)
class PavilionChoice:
    """The decision as one frame draws it (a frozen snapshot for one position; the default:
    nothing chosen, as on a table that only shows)."""

    me: int = -1  # the seat deciding
    phase: str = ""
    selection: tuple[int, int] | None = None  # (source, colour) chosen in phase 1
    space: int | None = None  # the space chosen in phase 2
    colour: int | None = None  # the colour chosen for it
    wilds: int | None = None  # the wild tiles chosen to pay for it
    picks: tuple[int, ...] = ()  # supply spaces chosen as bonus tiles
    picked: tuple[int, ...] = ()  # their colours
    owed: int = 0  # bonus tiles to choose in all
    legal_cells: tuple[int, ...] = ()  # spaces that can be paid for now (in the set's order)
    options: dec.CellOptions | None = None  # the chosen space's payments
    payment: dec.Payment | None = None  # the chosen payment
    preview: dec.TakePreview | None = None  # what the selected take brings


@dataclass
class _Position:
    """What one position resolves to, worked out when first asked."""

    state: PavilionState
    legal: frozenset[int] | None = None
    cells: set[int] | None = None
    options: dict[int, dec.CellOptions] = field(default_factory=dict)
    previews: dict[tuple[int, int], dec.TakePreview | None] = field(default_factory=dict)


class PavilionDecision:
    """The choice being built (see the module notes); every query takes the position."""

    def __init__(self) -> None:
        self.selection: tuple[int, int] | None = None  # phase 1: (source, colour)
        self.space: int | None = None  # phase 2: the chosen space
        self.place_colour: int | None = None
        self.place_wilds: int | None = None
        self.picks: list[int] = []  # supply spaces chosen as bonus tiles
        self._at: _Position | None = None

    # -- per position --

    def _position(self, state: PavilionState) -> _Position:
        if self._at is None or self._at.state is not state:
            self._at = _Position(state)
        return self._at

    def legal(self, state: PavilionState) -> frozenset[int]:
        """Legal moves of the position."""
        at = self._position(state)
        if at.legal is None:
            at.legal = frozenset(state.legal_moves())
        return at.legal

    def legal_cells(self, state: PavilionState) -> Set[int]:
        """Spaces the player to move can pay for now (none outside phase 2)."""
        at = self._position(state)
        if at.cells is None:
            at.cells = dec.legal_cells(self.legal(state)) if state.phase == PLACE else set()
        return at.cells

    def cell_options(self, state: PavilionState, cell: int) -> dec.CellOptions:
        """The payments for a space."""
        at = self._position(state)
        if cell not in at.options:
            at.options[cell] = dec.cell_options(state, self.legal(state), cell)
        return at.options[cell]

    def take_preview(self, state: PavilionState) -> dec.TakePreview | None:
        """What the selected colour would bring into the hand (None without a selection)."""
        if self.selection is None or state.phase != DRAFT:
            return None
        at = self._position(state)
        if self.selection not in at.previews:
            at.previews[self.selection] = dec.take_preview(state, *self.selection)
        return at.previews[self.selection]

    def _pays(self, state: PavilionState) -> list[dec.Payment]:
        """The payments for the chosen space in the chosen colour."""
        if self.space is None or self.place_colour is None:
            return []
        return self.cell_options(state, self.space).by_colour.get(self.place_colour, [])

    def payment(self, state: PavilionState) -> dec.Payment | None:
        """The payment chosen for the chosen space (None without one)."""
        pays = self._pays(state)
        for p in pays:
            if p.wilds == self.place_wilds:
                return p
        return pays[0] if pays else None

    @staticmethod
    def owed(state: PavilionState) -> int:
        """Bonus tiles the player to move still picks."""
        return int(state.bonus_owed) if state.phase == BONUS else 0

    def picked_colours(self, state: PavilionState) -> list[int]:
        """Colours of the chosen supply tiles."""
        supply = state.supply
        return [supply[i] for i in self.picks if 0 <= i < len(supply) and supply[i] >= 0]

    def has_choice(self) -> bool:
        """True while a group, a space or supply tiles are chosen."""
        return self.selection is not None or self.space is not None or bool(self.picks)

    def snapshot(self, state: PavilionState) -> PavilionChoice:
        """The decision as drawn now."""
        space = self.space
        return PavilionChoice(
            me=int(state.current_player),
            phase=state.phase,
            selection=self.selection,
            space=space,
            colour=self.place_colour,
            wilds=self.place_wilds,
            picks=tuple(self.picks),
            picked=tuple(self.picked_colours(state)),
            owed=self.owed(state),
            legal_cells=tuple(self.legal_cells(state)),
            options=None if space is None else self.cell_options(state, space),
            payment=self.payment(state),
            preview=self.take_preview(state),
        )

    # -- phase 1 --

    def select(self, state: PavilionState, source: int, colour: int) -> Change:
        """Select a colour on a factory or in the centre (refused when the take is illegal)."""
        if state.phase != DRAFT:
            return Change.IGNORED
        if draft_move(source, colour) not in self.legal(state):
            return Change.REFUSED
        if self.selection == (source, colour):
            return Change.SAME
        self.selection = (source, colour)
        return Change.CHOSEN

    def take_move(self, state: PavilionState) -> int | None:
        """The draft move of the selection (None without a legal one)."""
        if self.selection is None:
            return None
        move = draft_move(*self.selection)
        return move if move in self.legal(state) else None

    # -- phase 2 --

    def choose_space(self, state: PavilionState, cell: int) -> Change:
        """Choose a space to cover, with a likely colour and the fewest wild tiles."""
        if state.phase != PLACE:
            return Change.IGNORED
        if cell not in self.legal_cells(state):
            return Change.REFUSED
        change = Change.SAME if self.space == cell else Change.CHOSEN
        self.space = cell
        colours = self.cell_options(state, cell).colours
        if self.place_colour not in colours:
            # The colour the hand holds most of is the likely choice (ties: colour order).
            hand = state.boards[state.current_player].hand
            self.place_colour = max(colours, key=lambda c: (hand[c], -c))
        self._default_wilds(state)
        return change

    def _default_wilds(self, state: PavilionState) -> None:
        pays = self._pays(state)
        if self.place_wilds not in [p.wilds for p in pays]:
            # Spend as few wild tiles as possible: they stand in for any colour later.
            self.place_wilds = pays[0].wilds if pays else None

    def set_colour(self, state: PavilionState, colour: int) -> None:
        """Choose the colour for the chosen space (centre star, grey stars)."""
        if self.space is None or colour not in self.cell_options(state, self.space).colours:
            return
        self.place_colour = colour
        self._default_wilds(state)

    def set_wilds(self, state: PavilionState, wilds: int) -> None:
        """Choose how many wild tiles pay for the chosen space."""
        if wilds in [p.wilds for p in self._pays(state)]:
            self.place_wilds = wilds

    def place_move(self, state: PavilionState) -> int | None:
        """The placement move of the chosen space and payment (None without one)."""
        pay = self.payment(state)
        return None if pay is None else pay.move

    # -- bonus tiles --

    def toggle_pick(self, state: PavilionState, index: int) -> Change:
        """Choose (or un-choose) a supply tile as a bonus tile.

        The engine takes each colour from its first supply space, so a choice always marks
        the first free space of that colour (what you see is what you get)."""
        supply = state.supply
        if state.phase != BONUS or not 0 <= index < len(supply) or supply[index] < 0:
            return Change.IGNORED
        colour = supply[index]
        if index in self.picks:
            chosen = [i for i in self.picks if supply[i] == colour]
            self.picks.remove(chosen[-1])
            return Change.REMOVED
        if len(self.picks) >= self.owed(state):
            return Change.FULL
        free = [i for i in range(len(supply)) if supply[i] == colour and i not in self.picks]
        self.picks.append(free[0])
        return Change.CHOSEN

    def first_supply(self, state: PavilionState, colour: int) -> int | None:
        """The first supply space holding a colour (the one a pick of it takes)."""
        supply = state.supply
        return next((i for i in range(len(supply)) if supply[i] == colour), None)

    def bonus_moves(self, state: PavilionState) -> tuple[Change, list[int]]:
        """The pick moves of the chosen bonus tiles; refused until as many as owed are chosen."""
        if state.phase != BONUS:
            return Change.IGNORED, []
        if len(self.picks) != self.owed(state):
            return Change.REFUSED, []
        return Change.CHOSEN, dec.bonus_moves(state, self.picked_colours(state))

    # -- hints --

    def hint_play(self, state: PavilionState, move: int) -> HintPlay:
        """What Enter plays after the hint of a legal move while the choice on the table still
        matches it (an empty play when it no longer does)."""
        kind, a, b, _, _ = decode_move(move)
        if kind == "draft":
            take = self.take_move(state) if self.selection == (a, b) else None
            return HintPlay(() if take is None else (take,))
        if kind == "place":
            pay = self.payment(state)
            return HintPlay((pay.move,) if pay is not None and pay.move == move else ())
        if kind == "pick":
            if a not in self.picked_colours(state):
                return HintPlay()
            if len(self.picks) == self.owed(state):
                return HintPlay(tuple(self.bonus_moves(state)[1]))
            return HintPlay(tuple(dec.bonus_moves(state, [a])))
        if kind in ("pass", "keep"):
            return HintPlay(open_pass=not self.has_choice())
        return HintPlay((move,))

    # -- starting over --

    def cancel(self) -> None:
        """Drop the selection, the chosen space and the chosen bonus tiles."""
        self.selection = None
        self.space = None
        self.picks = []

    def reset(self) -> None:
        """Forget the whole choice (after a move, an undo)."""
        self.cancel()
        self.place_colour = None
        self.place_wilds = None
