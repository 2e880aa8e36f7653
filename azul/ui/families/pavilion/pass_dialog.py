"""Passing in phase 2: choose up to four tiles to keep, see what the rest cost, confirm.

Shown over the table when a person presses Pass (and, for a game resumed in the middle of
keeping, to finish choosing). In the last round nothing can be kept: the dialog says so and
what the tiles left will cost at the end.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

import pygame

from azul.engine.pavilion_game import KEEP, PLACE

from ... import theme
from ...canvas import Canvas
from ...hints import colour_word
from ...scene import SceneHost
from ...scenes.overlay import (
    DialogScene,
    button_pair,
    centred_lines,
    centred_panel,
    panel_with_title,
)
from ...table.input import seat_guard
from ...widgets import Button, Widget
from . import decisions as dec
from . import sprites

if TYPE_CHECKING:
    from .scene import PavilionTableScene

PANEL_W, PANEL_H = 940.0, 640.0
TILE = 64.0
HELP_SIZE = 22  # the help text under the title


class TileButton(Widget):
    """A tile of the hand (click: keep one) or a kept tile (click: put it back)."""

    def __init__(
        self,
        rect: pygame.FRect,
        sprite: Callable[[], str | None],
        count: Callable[[], int],
        wild: bool,
        action: Callable[[], None],
        kept: bool,
    ) -> None:
        super().__init__(rect)
        self.sprite = sprite
        self.count = count
        self.wild = wild
        self.action = action
        self.kept = kept

    def activate(self) -> bool:
        if self.sprite() is None or (not self.kept and self.count() <= 0):
            return False
        self.action()
        return True

    def draw(self, canvas: Canvas, focused: bool) -> None:
        r = self.rect
        canvas.image_sized("board/supply_space.png", r.center, r.w + 8, r.h + 8)
        name = self.sprite()
        n = self.count()
        if name is not None and not self.kept and n <= 0:
            canvas.image_sized(name, r.center, r.w - 6, r.h - 6, 70)  # all of it is kept
        if name is not None and (self.kept or n > 0):
            lift = 3 if self.hover else 0
            c = (r.centerx, r.centery - lift)
            canvas.image_sized(name, c, r.w - 6, r.h - 6)
            if self.wild:
                sprites.badge(canvas, pygame.FRect(r.x, r.y - lift, r.w, r.h))
            if self.hover:
                canvas.outline(r.inflate(6, 6), theme.GOLD, width=3, radius=10)
        if not self.kept and name is not None:
            canvas.text(
                f"×{n}",
                (r.centerx, r.bottom + 10),
                22,
                theme.INK if n else theme.DISABLED,
                theme.BOLD,
                "midtop",
            )
        if focused:
            canvas.outline(r.inflate(12, 12), theme.FOCUS, width=3, radius=12)


class PassDialog(DialogScene):
    """Keep tiles and pass (see the module notes)."""

    def __init__(self, host: SceneHost, table: PavilionTableScene) -> None:
        super().__init__(host, seat_guard(table))  # the pass is the passing seat's alone
        self.table = table
        state = table.state
        self.state = state
        self.me = int(state.current_player)
        board = state.boards[self.me]
        self.resuming = state.phase == KEEP  # the pass was made; only keeping is left
        self.hand: list[int] = [int(n) for n in board.hand]
        self.already = int(sum(board.corners)) if self.resuming else 0
        self.limit = int(state.spec.keep_limit) - self.already
        self.first = int(state.colour_floor) if self.resuming else 0
        self.last_round = state.round >= state.spec.rounds and not self.resuming
        # Keeping is free and every tile not kept costs a point: start from the best tiles to
        # keep (the computer players' choice), which the person may change.
        self.kept: list[int] = [] if self.last_round else dec.best_keep(state)
        self._build()

    # -- model --

    def can_keep(self, colour: int) -> bool:
        """True when one more tile of a colour may be kept."""
        if self.last_round or len(self.kept) >= self.limit or colour < self.first:
            return False
        return self.hand[colour] - self.kept.count(colour) > 0

    def keep(self, colour: int) -> None:
        """Keep one more tile of a colour."""
        if self.can_keep(colour):
            self.kept.append(colour)
            self.kept.sort()

    def left(self, colour: int) -> int:
        """Tiles of a colour still in the hand (not kept)."""
        return self.hand[colour] - self.kept.count(colour)

    def kept_sprite(self, k: int) -> str | None:
        """The sprite of kept tile k (None for an empty kept slot)."""
        names = self.state.ruleset.colours
        return sprites.square(names[self.kept[k]]) if k < len(self.kept) else None

    def hand_words(self, colour: int) -> str:
        """Narration: a colour in the hand and how many of it are not kept."""
        name = colour_word(self, self.state, colour)
        return self.tn("narration.in_hand", self.left(colour), colour=name)

    def kept_words(self, k: int) -> str:
        """Narration: kept tile k (or an empty place to keep one)."""
        if k >= len(self.kept):
            return self.t("narration.keep_empty", n=k + 1)
        name = colour_word(self, self.state, self.kept[k])
        return self.t("narration.keep_slot", n=k + 1, colour=name)

    def put_back(self, k: int) -> None:
        """Return kept tile k to the hand."""
        if 0 <= k < len(self.kept):
            del self.kept[k]

    def discarded(self) -> int:
        """Tiles that go to the storage now (or, in the last round, are charged at the end)."""
        return sum(self.hand) - len(self.kept)

    def cost(self) -> int:
        """Points the discarded tiles cost (the score never drops below its floor)."""
        score = self.state.boards[self.me].score
        return dec.loss(score, self.discarded(), self.state.spec.min_score)

    def moves(self) -> list[int]:
        """The engine moves of this decision."""
        if self.resuming:
            return dec.play_sequence(self.state, dec.keep_moves(self.kept), KEEP)
        return dec.pass_moves(self.state, self.kept)

    # -- widgets --

    def grow(self) -> float:
        """The player's controls size: the whole dialog is drawn this much larger."""
        return self.ui()

    def panel_rect(self) -> pygame.FRect:
        """The dialog panel."""
        return centred_panel(PANEL_W * self.grow(), PANEL_H * self.grow())

    def hand_rect(self, colour: int) -> pygame.FRect:
        """Where a colour of the hand sits (only the colours in the hand, centred)."""
        p = self.panel_rect()
        present = [c for c in range(6) if self.hand[c]]
        i = present.index(colour) if colour in present else 0
        g = self.grow()
        gap, tile = 40.0 * g, TILE * g
        total = len(present) * tile + (len(present) - 1) * gap
        return pygame.FRect(p.centerx - total / 2 + i * (tile + gap), p.y + 220 * g, tile, tile)

    def kept_rect(self, k: int) -> pygame.FRect:
        """Kept slot k."""
        p = self.panel_rect()
        g = self.grow()
        gap, tile = 28.0 * g, TILE * g
        n = max(1, self.limit)
        total = n * tile + (n - 1) * gap
        return pygame.FRect(p.centerx - total / 2 + k * (tile + gap), p.y + 376 * g, tile, tile)

    def _build(self) -> None:
        names = self.state.ruleset.colours
        wild = self.state.wild
        self.widgets.clear()
        if not self.last_round:
            for c in range(6):
                if not self.hand[c]:
                    continue
                tile = self.widgets.add(
                    TileButton(
                        self.hand_rect(c),
                        partial(sprites.square, names[c]),
                        partial(self.left, c),
                        c == wild,
                        partial(self.keep, c),
                        kept=False,
                    )
                )
                tile.spoken_name = partial(self.hand_words, c)
            for k in range(max(0, self.limit)):
                tile = self.widgets.add(
                    TileButton(
                        self.kept_rect(k),
                        partial(self.kept_sprite, k),
                        partial(len, self.kept),
                        False,
                        partial(self.put_back, k),
                        kept=True,
                    )
                )
                tile.spoken_name = partial(self.kept_words, k)
        g = self.grow()
        ok, no = button_pair(self.panel_rect(), 34 * g, width=300.0 * g, grow=g)
        label = "pavilion.keep_confirm" if self.resuming else "pavilion.pass"
        self.ok = Button(ok, lambda: self.t(label), self.confirm)
        self.widgets.add(self.ok)
        self.widgets.add(Button(no, lambda: self.t("dialog.cancel"), self.close, quiet=True))
        self.widgets.focus = len(self.widgets.widgets) - 2

    # -- actions --

    def confirm(self) -> None:
        """Pass (with the kept tiles) and close."""
        moves = self.moves()
        self.close()
        if moves:
            self.table.play_person(moves)

    # -- scene --

    def draw(self, canvas: Canvas) -> None:
        p = self.panel_rect()
        title = "pavilion.keep_title" if self.resuming else "pavilion.pass_title"
        panel_with_title(canvas, p, self.t(title))
        g = self.grow()
        width = p.w - 120 * g
        if self.last_round:
            text = self.t("pavilion.pass_last_round")
        elif not sum(self.hand):
            text = self.t("pavilion.pass_empty")
        else:
            text = self.tn("pavilion.pass_help", self.limit)
        lines = canvas.wrap(text, HELP_SIZE, theme.BODY, width)[:3]
        centred_lines(canvas, lines, p.centerx, p.y + 112 * g, 30 * g, HELP_SIZE)
        if self.last_round and sum(self.hand) > 0:
            names = self.state.ruleset.colours
            tiles = dec.hand_list(self.hand)
            size, gap = 44.0 * g, 6 * g
            total = len(tiles[:14]) * (size + gap) - gap
            for i, c in enumerate(tiles[:14]):
                canvas.image_sized(
                    sprites.square(names[c]),
                    (p.centerx - total / 2 + i * (size + gap) + size / 2, p.y + 280 * g),
                    size,
                    size,
                )
        if not self.last_round and self.discarded() + len(self.kept) > 0:
            canvas.text(
                self.tn("pavilion.kept_count", len(self.kept), limit=self.limit),
                (p.centerx, p.y + 336 * g),
                20,
                theme.INK_SOFT,
                theme.BOLD,
                "midtop",
            )
        n = self.discarded()
        if n:
            key = "pavilion.charge_end" if self.last_round else "pavilion.charge_now"
            text = self.tn(key, n, points=self.cost())
            colour = theme.PENALTY
        else:
            text = self.t("pavilion.charge_none")
            colour = theme.NAVY
        canvas.text(
            text, (p.centerx, p.y + 470 * g), 26, colour, theme.BOLD, "midtop", max_width=width
        )
        if n and self.cost() < n:
            canvas.text(
                self.t("pavilion.score_floor", floor=self.state.spec.min_score),
                (p.centerx, p.y + 504 * g),
                18,
                theme.INK_SOFT,
                theme.BODY,
                "midtop",
            )
        self.widgets.draw(canvas)


def open_pass(table: PavilionTableScene) -> None:
    """Pass in phase 2: the dialog (keep tiles, see the discard penalty, confirm), or straight
    away with nothing in the hand to keep or pay for."""
    state = table.state
    if not table.interactive() or state.phase not in (PLACE, KEEP):
        return
    if state.phase == PLACE and not sum(state.boards[table.me()].hand):
        table.play_person(dec.pass_moves(state, []))  # nothing to keep or pay: just pass
        return
    table.services.audio.play("click")
    table.host.stack.push(PassDialog(table.host, table))
