"""The Summer Pavilion table: the base table's scene loop with this family's decisions.

Everything generic (computer turns through the thinking service, the animation timeline,
undo, the pause menu, the end screen, sounds) is inherited from TableScene; this class adds
what a person decides in this game and how:

- phase 1: pick a colour on a factory or in the centre (the preview shows the forced wild tile
  and the first-take penalty), then take it: click it again, press Enter, click the hand or
  "Take", or drag it to the hand;
- phase 2: pick a space on the star board; the panel in the middle shows its colour choice
  (centre star, grey stars), the payments (wild tiles spent), the points and the structures
  it completes; then "Place". Or "Pass", which opens the keep dialog;
- bonus tiles: choose that many supply tiles, then "Take";
- Undo takes back a whole decision (a placement, a set of bonus picks, a pass with its kept
  tiles), never past the end of a round.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pygame

from azul.domain.session import GameSession
from azul.engine.pavilion_game import BONUS, DRAFT, KEEP, PLACE
from azul.engine.pavilion_geometry import STRUCTURES
from azul.engine.pavilion_moves import CENTRE, draft_move
from azul.engine.pavilion_moves import decode_move as decode_pavilion_move

from ...scene import SceneHost
from ...scenes.table import TableScene, Target
from ...table import input as table_input
from ...table.log import LogMove, LogOverlay
from ...widgets import Button
from . import decisions as dec
from . import sprites
from .hints import pavilion_hint, pavilion_star
from .layout import PavilionLayout
from .log_words import pavilion_log_move
from .pass_dialog import PassDialog
from .view import PavilionView

FRect = pygame.FRect
Point = tuple[float, float]
# 0-5 on the row and the keypad: how many wild tiles pay.
WILD_KEYS = {getattr(pygame, f"K_{i}"): i for i in range(6)}
WILD_KEYS.update({getattr(pygame, f"K_KP{i}"): i for i in range(6)})

# Computer seats choose bonus tiles and kept tiles one decision at a time; these small
# decisions are shown briefly so that a whole turn does not drag.
QUICK_THINK = 0.2
QUICK_REVEAL = 0.3
HINT_INSET, HINT_H = 10.0, 44.0  # the Hint button inside the ring's area
SMALL_LABEL = 24.0  # the Hint and Moves labels at the normal text size


@dataclass(frozen=True)
class Control:
    """A button drawn by the table itself (the decision panel, the take callout)."""

    kind: str  # take, untake, pass, colour, wilds, place, cancel, picks, clear, keep
    value: int
    rect: FRect
    enabled: bool = True


class PavilionTableScene(TableScene):
    """One Summer Pavilion game on the table (see the module notes)."""

    layout: PavilionLayout

    def __init__(self, host: SceneHost, session: GameSession) -> None:
        self.space: int | None = None  # the chosen space in phase 2
        self.place_colour: int | None = None
        self.place_wilds: int | None = None
        self.picks: list[int] = []  # chosen supply spaces while picking bonus tiles
        self._options: tuple[Any, int, dec.CellOptions] | None = None
        self._cells: tuple[Any, set[int]] | None = None
        self._preview: tuple[Any, tuple[int, int], dec.TakePreview | None] | None = None
        super().__init__(host, session)
        # The table has no room for the move log: this button (and L) opens it over the table.
        self.log_button = Button(
            self._log_button_rect(), lambda: self.t("table.moves"), self.open_log, size=24
        )
        self.buttons.add(self.log_button)
        self._sync_buttons()

    # -- the family's parts --

    def _hint_rect(self) -> FRect:
        """The Hint button: in the top-left corner of the ring's area, inside the phase-2
        panel that takes that area over (drawn on top of it)."""
        # Over the factories in phase 1; in the panel's corner (under the status line) after.
        drafting = getattr(self, "session", None) is None or self.state.phase == DRAFT
        ring = self.layout.ring_rect() if drafting else self.layout.panel_rect()
        undo = self.layout.undo_rect()
        return FRect(ring.x + HINT_INSET, ring.y + HINT_INSET, undo.w, HINT_H)

    def _log_button_rect(self) -> FRect:
        """The Moves button: in the top-right corner of the ring's area, across from Hint,
        clear of the factories; when the phase-2 panel takes that area over, at the foot of the
        column under the bag and storage."""
        hint = self._hint_rect()
        ring = self.layout.ring_rect()
        if self.state.phase == DRAFT:  # the take preview opens under the storage, not here
            return FRect(ring.right - HINT_INSET - hint.w, ring.y + HINT_INSET, hint.w, hint.h)
        # Decided by the phase, not by whether the panel shows now: after a computer's move
        # the panel appears only once the animation is over, with no move to move the button.
        note = self.layout.note_rect()
        return FRect(note.x, note.bottom - hint.h, hint.w, hint.h)

    def open_log(self) -> None:
        """The move log over the table."""
        self.host.stack.push(
            LogOverlay(
                self.host, self.session, self.describe_log_move, table_input.seat_guard(self)
            )
        )

    def resume(self) -> None:
        super().resume()
        self.log_button.rect = self._log_button_rect()  # the text size may have changed

    def _sync_buttons(self) -> None:
        super()._sync_buttons()
        # These two keep their height (the ring's plates are close): at a larger text size
        # their labels grow half as much, and keep a margin.
        small = SMALL_LABEL / self.layout.grown(1.0)
        self.hint_button.rect = self._hint_rect()
        self.hint_button.size = small
        button = getattr(self, "log_button", None)  # the base class syncs before it is made
        if button is not None:
            button.rect = self._log_button_rect()
            button.size = small

    def _think_times(self) -> tuple[float, float]:
        if self.state.phase in (BONUS, KEEP):
            return QUICK_THINK, QUICK_REVEAL
        return super()._think_times()

    @property
    def view(self) -> PavilionView:
        """What the table shows now."""
        view: PavilionView = self.timeline.view
        return view

    # -- queries --

    def me(self) -> int:
        """The seat deciding now."""
        return int(self.state.current_player)

    def legal_cells(self) -> set[int]:
        """Spaces the current player can pay for now."""
        state = self.state
        if self._cells is None or self._cells[0] is not state:
            cells = dec.legal_cells(self.legal()) if state.phase == PLACE else set()
            self._cells = (state, cells)
        return self._cells[1]

    def cell_options(self, cell: int) -> dec.CellOptions:
        """Payments for a space (cached per position)."""
        state = self.state
        cached = self._options
        if cached is None or cached[0] is not state or cached[1] != cell:
            cached = (state, cell, dec.cell_options(state, self.legal(), cell))
            self._options = cached
        return cached[2]

    def payment(self) -> dec.Payment | None:
        """The payment chosen for the chosen space (None without one)."""
        if self.space is None or self.place_colour is None:
            return None
        pays = self.cell_options(self.space).by_colour.get(self.place_colour, [])
        for p in pays:
            if p.wilds == self.place_wilds:
                return p
        return pays[0] if pays else None

    def take_preview(self) -> dec.TakePreview | None:
        """What the chosen colour would bring into the hand (cached per position and choice:
        drawing asks for it once per tile)."""
        if self.selection is None or self.state.phase != DRAFT:
            return None
        key = (self.state, self.selection)
        cached = self._preview
        if cached is None or cached[0] is not key[0] or cached[1] != key[1]:
            cached = (self.state, self.selection, dec.take_preview(self.state, *self.selection))
            self._preview = cached
        return cached[2]

    def owed(self) -> int:
        """Bonus tiles the current player still picks."""
        return int(self.state.bonus_owed) if self.state.phase == BONUS else 0

    def picked_colours(self) -> list[int]:
        """Colours of the chosen supply tiles."""
        supply = self.state.supply
        return [supply[i] for i in self.picks if 0 <= i < len(supply) and supply[i] >= 0]

    def source_count(self, source: int, colour: int) -> int:
        """Tiles of a colour at a source in the current position."""
        if source == CENTRE:
            return int(self.state.centre[colour])
        return int(self.state.factories[source][colour])

    # -- controls (buttons the table draws itself) --

    def controls(self) -> list[Control]:
        """The table's own buttons that can be used now."""
        if not self.interactive():
            return []
        state = self.state
        if state.phase == DRAFT:
            if self.take_box() is None:
                return []
            take, untake = self.layout.take_buttons()
            return [Control("take", 0, take), Control("untake", 0, untake)]
        panel = self.layout.panel_rect().inflate(-24, -24)
        if state.phase == BONUS:
            n = self.owed()
            y = panel.bottom - 70
            w = (panel.w - 40) / 2
            return [
                Control("picks", 0, FRect(panel.x + 10, y, w, 58), len(self.picks) == n),
                Control("clear", 0, FRect(panel.x + 30 + w, y, w, 58), bool(self.picks)),
            ]
        if state.phase == KEEP:
            r = FRect(0, 0, 320, 64)
            r.midbottom = (panel.centerx, panel.bottom - 10)
            return [Control("keep", 0, r)]
        if state.phase != PLACE:
            return []
        if self.space is None:
            r = FRect(0, 0, 300, 66)
            r.midbottom = (panel.centerx, panel.bottom - 10)
            return [Control("pass", 0, r)]
        out: list[Control] = []
        opts = self.cell_options(self.space)
        colours = opts.colours
        if len(colours) > 1:
            size = 52.0
            gap = 12.0
            x0 = panel.centerx - (len(colours) * size + (len(colours) - 1) * gap) / 2
            for i, c in enumerate(colours):
                rect = FRect(x0 + i * (size + gap), panel.y + 104, size, size)
                out.append(Control("colour", c, rect))
        pays = opts.by_colour.get(self.place_colour if self.place_colour is not None else -1, [])
        if len(pays) > 1:
            w, gap = 72.0, 10.0
            y = self.wilds_row_y()
            x0 = panel.centerx - (len(pays) * w + (len(pays) - 1) * gap) / 2
            for i, p in enumerate(pays):
                out.append(Control("wilds", p.wilds, FRect(x0 + i * (w + gap), y, w, 46)))
        bw = (panel.w - 40) / 2
        y = panel.bottom - 68
        out.append(Control("place", 0, FRect(panel.x + 10, y, bw, 58), self.payment() is not None))
        out.append(Control("cancel", 0, FRect(panel.x + 30 + bw, y, bw, 58)))
        return out

    def wilds_row_y(self) -> float:
        """Top of the wild-count choice in the placement panel."""
        panel = self.layout.panel_rect().inflate(-24, -24)
        many = self.space is not None and len(self.cell_options(self.space).colours) > 1
        return float(panel.y) + (190 if many else 110)

    def panel_rect(self) -> FRect | None:
        """The decision panel or take preview shown now (None when there is none)."""
        if not self.interactive():
            return None
        if self.state.phase == DRAFT:
            return self.take_box()
        return self.layout.panel_rect()

    def keep_clear(self) -> list[FRect]:
        """The take preview or the decision panel shown now, with its buttons: toasts and a
        lesson's arrow keep off it."""
        panel = self.panel_rect()
        return [] if panel is None else [panel]

    def toast_clear(self) -> list[FRect]:
        """Toasts keep off the boards and the central board too: they are played on."""
        boards = [b.rect for b in self.layout.boards]
        return [*super().toast_clear(), *boards, self.layout.central_rect()]

    def take_box(self) -> FRect | None:
        """The preview of the chosen take with its Take and Cancel (None without a choice):
        always in the layout's take dock, clear of the sources, the supply and the boards."""
        if self.take_preview() is None:
            return None
        return self.layout.take_dock()

    # -- hit testing --

    def hit(self, pos: Point) -> Target | None:
        """What is under a design point: a control, a tile group, a supply tile, a space."""
        for i, c in enumerate(self.controls()):
            if c.rect.collidepoint(pos):
                return Target("control", i, c.value)
        panel = self.panel_rect()
        if panel is not None and panel.collidepoint(pos):
            return Target("panel")  # the panel itself: nothing under it reacts
        lay = self.layout
        view = self.view
        group = lay.group_at(view.factories, view.centre, CENTRE, pos)
        if group is not None:
            return Target("group", *group)
        for i in range(len(view.supply)):
            if view.supply[i] >= 0 and lay.supply_slot(i).collidepoint(pos):
                return Target("supply", i)
        for k in range(6):
            if lay.track_rect(k).collidepoint(pos):
                return Target("track", k)
        for p, geo in enumerate(lay.boards):
            if not geo.rect.collidepoint(pos):
                continue
            cell = geo.space_at(pos)
            if cell is not None:
                return Target("space", p, cell)
            for i in range(len(STRUCTURES)):
                if geo.structure_rect(i).collidepoint(pos):
                    return Target("structure", p, i)
            if geo.hand_rect().collidepoint(pos):
                for colour in range(6):
                    if geo.hand_slot(colour).inflate(40, 10).collidepoint(pos):
                        return Target("hand", p, colour)
                return Target("hand", p, -1)
        return None

    # -- focus (keyboard) --

    def focus_items(self) -> list[Target]:
        """What Tab / arrows move between now."""
        if not self.interactive():
            return []
        state = self.state
        me = self.me()
        controls = [Target("control", i, c.value) for i, c in enumerate(self.controls())]
        if state.phase == DRAFT:
            return [Target("group", s, c) for s, c in self.view.groups(state.wild)]
        if state.phase == BONUS:
            supply = [Target("supply", i) for i, c in enumerate(self.view.supply) if c >= 0]
            return supply + controls
        if state.phase == KEEP:
            return controls
        if self.space is None:
            cells = sorted(self.legal_cells())
            return [Target("space", me, c) for c in cells] + controls
        return controls

    # -- actions --

    def select(self, source: int, colour: int) -> bool:
        """Choose a colour on a factory or in the centre (the preview shows what it brings)."""
        if not self.interactive() or self.state.phase != DRAFT:
            return False
        move = draft_move(source, colour)
        if move not in self.legal():
            why = self.reason(move)
            if why:
                self.host.toast(why)
            return False
        if self.selection != (source, colour):
            self.services.audio.play("pick")
        self.selection = (source, colour)
        return True

    def take(self) -> bool:
        """Take the chosen colour into the hand."""
        if self.selection is None or not self.interactive():
            return False
        move = draft_move(*self.selection)
        if move not in self.legal():
            return False
        return self.play_person([move])

    def choose_space(self, cell: int) -> bool:
        """Pick a space on the current player's board (its payments show in the panel)."""
        if not self.interactive() or self.state.phase != PLACE:
            return False
        if cell not in self.legal_cells():
            self.host.toast(self.space_hint(self.me(), cell))
            return False
        if self.space != cell:
            self.services.audio.play("click")
        self.space = cell
        opts = self.cell_options(cell)
        colours = opts.colours
        if self.place_colour not in colours:
            # The colour the hand holds most of is the likely choice (ties: colour order).
            hand = self.state.boards[self.me()].hand
            self.place_colour = max(colours, key=lambda c: (hand[c], -c))
        self._default_wilds()
        return True

    def _default_wilds(self) -> None:
        pays: list[dec.Payment] = []
        if self.space is not None and self.place_colour is not None:
            pays = self.cell_options(self.space).by_colour.get(self.place_colour, [])
        if self.place_wilds not in [p.wilds for p in pays]:
            # Spend as few wild tiles as possible: they stand in for any colour later.
            self.place_wilds = pays[0].wilds if pays else None

    def set_colour(self, colour: int) -> None:
        """Choose the colour for the chosen space (centre star, grey stars)."""
        if self.space is None or colour not in self.cell_options(self.space).colours:
            return
        self.place_colour = colour
        self._default_wilds()

    def set_wilds(self, wilds: int) -> None:
        """Choose how many wild tiles pay for the chosen space."""
        if self.space is None or self.place_colour is None:
            return
        pays = self.cell_options(self.space).by_colour.get(self.place_colour, [])
        if wilds in [p.wilds for p in pays]:
            self.place_wilds = wilds

    def confirm_place(self) -> bool:
        """Place a tile on the chosen space with the chosen payment."""
        pay = self.payment()
        if pay is None or not self.interactive():
            return False
        return self.play_person([pay.move])

    def toggle_pick(self, index: int) -> None:
        """Choose (or un-choose) a supply tile as a bonus tile.

        The engine takes each colour from its first supply space, so a choice always marks
        the first free space of that colour (what you see is what you get)."""
        if not self.interactive() or self.state.phase != BONUS:
            return
        supply = self.state.supply
        if not 0 <= index < len(supply) or supply[index] < 0:
            return
        colour = supply[index]
        same = [i for i in range(len(supply)) if supply[i] == colour]
        chosen = [i for i in self.picks if supply[i] == colour]
        if index in self.picks:
            self.picks.remove(chosen[-1])
            self.services.audio.play("click")
            return
        if len(self.picks) >= self.owed():
            self.host.toast(self.tn("pavilion.picks_full", self.owed()))
            return
        free = [i for i in same if i not in self.picks]
        self.picks.append(free[0])
        self.services.audio.play("pick")

    def confirm_picks(self) -> bool:
        """Take the chosen bonus tiles."""
        if not self.interactive() or self.state.phase != BONUS:
            return False
        if len(self.picks) != self.owed():
            self.host.toast(self.tn("pavilion.picks_needed", self.owed()))
            return False
        moves = dec.bonus_moves(self.state, self.picked_colours())
        if not moves:
            return False
        return self.play_person(moves)

    def open_pass(self) -> None:
        """The pass dialog (keep tiles, see the discard penalty, confirm)."""
        state = self.state
        if not self.interactive() or state.phase not in (PLACE, KEEP):
            return
        if state.phase == PLACE and not sum(state.boards[self.me()].hand):
            self.play_person(dec.pass_moves(state, []))  # nothing to keep or pay: just pass
            return
        self.services.audio.play("click")
        self.host.stack.push(PassDialog(self.host, self))

    def play_person(self, moves: list[int]) -> bool:
        """Play a person's decision (one or more engine moves), unless a lesson refuses it."""
        if not moves or self.gate_refuses(moves):
            return False
        if len(moves) == 1:
            self.play(moves[0])
        else:
            self.play_moves(moves)
        return True

    def play_moves(self, moves: list[int]) -> None:
        """Play one decision made of several engine moves, animated as one sequence; undo
        takes it back as a whole."""
        if not moves:
            return
        if self.timeline.blocking:
            self.timeline.skip()
        view: Any = self.timeline.view
        steps: list[Any] = []
        for i, move in enumerate(moves):
            before = self.session.state
            after = self.session.play(move, continues=i > 0)
            steps += self.kit.build_steps(self, view, before, move, after)
            view = self.kit.view_of(after)
        final: Any = self.kit.view_of(self.session.state)  # the timeline plays any view type
        self.timeline.play(steps, final)
        if not steps:
            self.services.audio.play("place")
            if self.session.state.is_over:
                self.services.audio.play("game_end")
        self._reset_choice()
        self._cancel_hint()
        self._sync_buttons()

    def play(self, move: int) -> None:
        """Apply a move (person or computer) and start its animation."""
        super().play(move)
        self._reset_choice()

    def _reset_choice(self) -> None:
        self.selection = None
        self.space = None
        self.place_colour = None
        self.place_wilds = None
        self.picks = []
        self.focus = 0

    def cancel(self) -> None:
        """Drop the current choice (the colour picked, the space chosen, the bonus tiles)."""
        self.selection = None
        self.space = None
        self.picks = []
        self.dragging = False
        self.press = None
        self.focus = 0

    def _show_hint(self, move: int) -> None:
        """Set the table up as the hint says: a take's group selected, or a placement's space
        chosen with the hinted colour and payment in the panel (still to be confirmed)."""
        try:
            kind, a, b, c, d = decode_pavilion_move(move)
        except ValueError:
            return
        self.keyboard = False  # Enter now plays the hint, not a focused item
        if kind == "draft" and self.state.phase == DRAFT:
            self.select(a, b)
        elif kind == "place" and self.state.phase == PLACE and self.choose_space(a * 6 + b):
            self.set_colour(c)
            self.set_wilds(d)
        elif kind == "pick" and self.state.phase == BONUS and a not in self.picked_colours():
            supply = self.state.supply
            first = next((i for i in range(len(supply)) if supply[i] == a), None)
            if first is not None:
                self.toggle_pick(first)  # the hinted bonus tile, chosen (still to confirm)

    def describe_hint(self, move: int) -> str:
        """The hinted move in words (the status line and the toast)."""
        return pavilion_hint(self, self.state, move)

    def play_hint(self) -> bool:
        """Enter after a Hint plays the hinted decision, while the choice on the table still
        matches it (a Tab or another choice since means the person decides otherwise); a
        hinted pass opens the pass dialog with the best tiles to keep chosen."""
        move = self.hint_move
        if move is None or self.keyboard or not self.interactive() or move not in self.legal():
            return False
        kind, a, b, _, _ = decode_pavilion_move(move)
        if kind == "draft":
            return self.selection == (a, b) and self.take()
        if kind == "place":
            pay = self.payment()
            return pay is not None and pay.move == move and self.confirm_place()
        if kind == "pick":
            if a not in self.picked_colours():
                return False
            if len(self.picks) == self.owed():
                return self.confirm_picks()
            return self.play_person(dec.bonus_moves(self.state, [a]))
        if kind in ("pass", "keep"):
            if self.has_choice():
                return False
            self.open_pass()
            return True
        return self.play_person([move])

    def undo(self) -> None:
        """Take back the last decision of a person (never past a round's end)."""
        super().undo()
        self._reset_choice()

    def activate(self, control: Control) -> None:
        """Use one of the table's own buttons."""
        if not control.enabled:
            return
        kind = control.kind
        if kind == "take":
            self.take()
        elif kind == "untake":
            self.cancel()
        elif kind == "pass" or kind == "keep":
            self.open_pass()
        elif kind == "colour":
            self.set_colour(control.value)
            self.services.audio.play("click")
        elif kind == "wilds":
            self.set_wilds(control.value)
            self.services.audio.play("click")
        elif kind == "place":
            self.confirm_place()
        elif kind == "cancel":
            self.cancel()
        elif kind == "picks":
            self.confirm_picks()
        elif kind == "clear":
            self.picks = []

    def try_target(self, target: Target) -> bool:
        """Act on a target (click or Enter)."""
        kind = target.kind
        if kind == "control":
            controls = self.controls()
            if 0 <= target.a < len(controls):
                self.activate(controls[target.a])
                return True
            return False
        if kind == "group":
            if self.selection == (target.a, target.b):
                return self.take()
            return self.select(target.a, target.b)
        if kind == "space":
            if target.a != self.me() or self.state.phase != PLACE:
                return False
            if self.space == target.b and self.payment() is not None:
                return self.confirm_place()
            return self.choose_space(target.b)
        if kind == "supply":
            self.toggle_pick(target.a)
            return True
        if kind == "hand" and target.a == self.me() and self.selection is not None:
            return self.take()
        return False

    # -- words --

    def colour_name(self, colour: int) -> str:
        """A colour's name."""
        return self.t(f"colour.{self.state.ruleset.colours[colour]}")

    def star_name(self, star: int) -> str:
        """A star's name: its printed colour (coloured side), its position (grey side)."""
        return pavilion_star(self, self.state, star)

    def allowed_colours(self, p: int, star: int) -> list[int]:
        """Colours a star of a board still takes (by the star rules alone, not the hand)."""
        state = self.state
        spec = state.spec
        b = state.boards[p]
        fixed = spec.star_colours[star]
        if fixed >= 0:
            return [fixed]
        kind, colour = b.star_state(star)
        on = b.star_colours[star]
        if spec.grey:
            if kind in ("empty", "open"):
                return list(range(6))
            if kind == "single":
                return [colour]
        return [c for c in range(6) if not on >> c & 1]

    def space_hint(self, p: int, cell: int) -> str:
        """Why a space can or cannot be covered now, in words."""
        state = self.state
        b = state.boards[p]
        star, space = divmod(cell, 6)
        if b.cells[cell] >= 0:
            return self.t("pavilion.hint_covered")
        cost = state.cost(star, space)
        allowed = self.allowed_colours(p, star)
        wild = self.colour_name(state.wild)
        if len(allowed) == 1:
            colour = self.colour_name(allowed[0])
            if allowed[0] == state.wild:
                text = self.tn("pavilion.hint_cost_wild", cost, colour=colour)
            else:
                text = self.tn("pavilion.hint_cost", cost, colour=colour, wild=wild)
        else:
            text = self.tn("pavilion.hint_cost_any", cost, wild=wild)
        rule = self.star_rule(p, star)
        if rule:
            text = rule + " " + text
        if p == self.me() and state.phase == PLACE and cell not in self.legal_cells():
            text += " " + self.t("pavilion.hint_cannot")
        return text

    def star_rule(self, p: int, star: int) -> str:
        """The colour rule of a star whose colour is chosen in play ("" for a printed one)."""
        spec = self.state.spec
        if spec.star_colours[star] >= 0:
            return ""
        if not spec.grey:
            return self.t("pavilion.rule_centre")
        kind, colour = self.state.boards[p].star_state(star)
        if kind == "single":
            return self.t("pavilion.rule_single", colour=self.colour_name(colour))
        if kind == "multi":
            return self.t("pavilion.rule_multi")
        return self.t("pavilion.rule_open")

    def status(self) -> str:
        """The status line: whose turn and what to do."""
        shared = self.turn_status()
        if shared is not None:
            return shared
        state = self.state
        seat = self.session.current_seat()
        if state.phase == DRAFT:
            if self.selection is not None:
                return self.t("pavilion.status_take", name=seat.name)
            return self.t("pavilion.status_draft", name=seat.name)
        if state.phase == BONUS:
            return self.tn("pavilion.status_bonus", self.owed(), name=seat.name)
        if state.phase == KEEP:
            return self.t("pavilion.status_keep", name=seat.name)
        if self.space is not None:
            return self.t("pavilion.status_pay", name=seat.name)
        return self.t("pavilion.status_place", name=seat.name)

    # -- input --

    def has_choice(self) -> bool:
        """True while a group, a space or supply tiles are chosen (Escape drops them)."""
        return self.selection is not None or self.space is not None or bool(self.picks)

    def on_press(self, target: Target | None) -> str:
        """A press on a new group chooses it (a second click takes it); on nothing, cancels."""
        if target is None:
            if self.state.phase == DRAFT:
                self.cancel()
            return ""
        if target.kind == "group" and self.selection != (target.a, target.b):
            return table_input.FRESH if self.select(target.a, target.b) else table_input.DROP
        return ""

    def on_drop(self, target: Target | None) -> None:
        """Dragged tiles dropped on one's own hand are taken."""
        if target is not None and target.kind == "hand" and target.a == self.me():
            self.take()

    def on_enter(self) -> None:
        """Enter plays a hint just shown, else confirms what is chosen, or acts on the focused
        target."""
        if self.play_hint():
            return
        state = self.state
        if not self.keyboard:
            # Enter without a focus ring confirms what is chosen already.
            if state.phase == DRAFT and self.selection is not None:
                self.take()
            elif state.phase == PLACE and self.space is not None:
                self.confirm_place()
            elif state.phase == BONUS and len(self.picks) == self.owed():
                self.confirm_picks()
            else:
                self.keyboard = True
                self.focus = 0
            return
        target = self.focused()
        if target is None:
            return
        before = (self.selection, self.space)
        self.try_target(target)
        if (self.selection, self.space) != before and self.state is state:
            self.focus = self._focus_after_choice()

    def describe_log_move(self, state: Any, move: int) -> LogMove:
        """A move as the log shows it (icons, count, where; the sentence for the hover)."""
        colours = state.ruleset.colours
        return pavilion_log_move(self, state, move, lambda c: sprites.square(colours[c]))

    def on_key(self, key: int, mods: int) -> None:
        """P passes; 0-5 set how many wild tiles pay for the chosen space; L shows the log."""
        if key == pygame.K_l:  # the table has no room for the move log: it opens over it
            self.open_log()
            return
        if self.state.phase == PLACE:
            if key == pygame.K_p:
                self.open_pass()
                return
            if key in WILD_KEYS and self.space is not None:
                self.set_wilds(WILD_KEYS[key])

    def on_wheel(self, event: pygame.event.Event) -> None:
        """Nothing scrolls on this table."""

    def _focus_after_choice(self) -> int:
        """Where the focus goes after a choice: onto the button that confirms it."""
        items = self.focus_items()
        controls = self.controls()
        for i, t in enumerate(items):
            if (
                t.kind == "control"
                and 0 <= t.a < len(controls)
                and controls[t.a].kind in ("take", "place")
            ):
                return i
        if self.selection is not None:
            for i, t in enumerate(items):
                if t.kind == "group" and (t.a, t.b) == self.selection:
                    return i
        return 0
