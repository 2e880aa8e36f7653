"""End of game: ranking (tie-break explained), every score broken down, what next."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

import pygame

from azul.domain.controls import Action
from azul.domain.session import GameSession
from azul.storage.documents import DocumentError

from .. import router, theme
from ..actions import pressed
from ..canvas import Canvas
from ..kits import NoTableError, make_table
from ..review_run import finished_game_of
from ..scene import Scene, SceneHost
from ..seat_mark import paint_seat_mark
from ..widgets import Button, WidgetGroup

if TYPE_CHECKING:
    from .table import TableScene

HEADLINE_SMALLEST = 34.0  # design px: the winner line shrinks to this before it is cut


class EndScene(Scene):
    """Results over the final table; "View table" folds the panel away."""

    opaque = False

    def __init__(self, host: SceneHost, table: TableScene) -> None:
        super().__init__(host)
        self.table = table
        self.session: GameSession = table.session
        self.collapsed = False
        self.widgets = WidgetGroup(on_activate=lambda: self.services.audio.play("click"))
        self._build()

    def columns(self) -> list[str]:
        """Breakdown columns shown (×2 only where the rule set has doubled cells)."""
        rs = self.session.ruleset
        kit = self.services.kits.for_ruleset(rs)
        return [] if kit is None else kit.end_columns(rs)

    def panel(self) -> pygame.FRect:
        """The results panel."""
        n = len(self.session.setup.seats)
        r = pygame.FRect(0, 0, 1640, 385 + n * 70)
        r.center = (960, 540)
        return r

    def _build(self) -> None:
        self.widgets.clear()
        if self.collapsed:
            r = pygame.FRect(0, 0, 360, 70)
            r.midbottom = (960, 1064)
            self.widgets.add(Button(r, lambda: self.t("end.show_results"), self._toggle))
            return
        p = self.panel()
        w, h, gap = 296, 76, 20
        labels = [
            ("end.play_again", self.play_again, False),
            ("review.open", self.review, True),
            ("end.new_game", self.new_game, True),
            ("end.main_menu", self.main_menu, True),
            ("end.view_table", self._toggle, True),
        ]
        total = len(labels) * w + (len(labels) - 1) * gap
        x = p.centerx - total / 2
        for key, action, quiet in labels:
            self.widgets.add(
                Button(
                    pygame.FRect(x, p.bottom - 40 - h, w, h),
                    partial(self.t, key),
                    action,
                    quiet=quiet,
                )
            )
            x += w + gap
        # No button has the focus yet: an Enter still meant for the last move or the round
        # summary must not start a new game over the results. The arrows pick one first.
        self.widgets.focus = None

    def _toggle(self) -> None:
        self.collapsed = not self.collapsed
        self._build()

    def play_again(self) -> None:
        """Same rule set and seats, new tiles."""
        setup = self.session.setup
        session = GameSession.start(setup)
        self.host.stack.pop()
        self.host.stack.replace(make_table(self.host, session))

    def review(self) -> None:
        """The engine's review of the game just played."""
        try:
            game = finished_game_of(self.services, self.session)
            self.host.stack.push(self.make_scene(router.REVIEW, game=game))
        except (DocumentError, NoTableError):  # nothing to review: say so, stay here
            self.host.toast(self.t("review.unavailable"))

    def new_game(self) -> None:
        """Back to the new-game screen."""
        self.host.stack.reset(self.make_scene(router.TITLE))
        self.host.stack.push(self.make_scene(router.SETUP))

    def main_menu(self) -> None:
        """Back to the title."""
        self.host.stack.reset(self.make_scene(router.TITLE))

    def handle(self, event: pygame.event.Event) -> None:
        pos = self.design_pos(event) if hasattr(event, "pos") else None
        if self.widgets.handle(event, pos):
            return
        if pressed(event, Action.BACK):
            self._toggle()

    # -- text --

    def headline(self) -> str:
        """Who won."""
        state = self.session.state
        winners = state.winners()
        names = [self.session.seat(w).name for w in winners]
        if len(names) == 1:
            return self.t("end.winner", name=names[0])
        return self.t("end.shared", names=", ".join(names))

    def tiebreak_note(self) -> str:
        """How a tie on points was settled ("" when there was no tie): the family's words."""
        kit = self.services.kits.for_ruleset(self.session.ruleset)
        return "" if kit is None else kit.tiebreak_note(self, self.session)

    def draw(self, canvas: Canvas) -> None:
        if self.collapsed:
            self.widgets.draw(canvas)
            return
        canvas.dim(160)
        p = self.panel()
        canvas.fill(p.move(0, 10), theme.SHADOW, alpha=90, radius=28)
        canvas.panel(p, corner=1.0)
        canvas.text(
            self.headline(),
            (p.centerx, p.y + 34),
            52,
            theme.NAVY,
            theme.TITLE,
            "midtop",
            max_width=p.w - 80,
            shrink=HEADLINE_SMALLEST,  # several long names share a victory: smaller, never cut
        )
        note = self.tiebreak_note()
        canvas.text(
            note
            or self.t(
                "end.subtitle",
                ruleset=self.t(self.session.ruleset.name_key),
                rounds=self.session.state.round,
            ),
            (p.centerx, p.y + 108),
            theme.SIZE_BODY,
            theme.GOLD_DEEP if note else theme.INK_SOFT,
            theme.BOLD,
            "midtop",
            max_width=p.w - 80,
        )
        self._table(canvas, p)
        self.widgets.draw(canvas)

    def _table(self, canvas: Canvas, p: pygame.FRect) -> None:
        state = self.session.state
        cols = self.columns()
        x_rank = p.x + 70
        x_name = p.x + 150
        x_cols = p.x + (560 if len(cols) <= 7 else 470)  # eight columns need more room
        col_w = (p.right - 70 - 140 - x_cols) / len(cols)
        x_total = p.right - 70
        y = p.y + 170
        for j, c in enumerate(cols):
            canvas.text(
                self.t(f"breakdown.{c}"),
                (x_cols + col_w * (j + 0.5), y),
                20,
                theme.INK_SOFT,
                theme.BOLD,
                "midtop",
                max_width=col_w - 6,
                shrink=14,  # long words in some languages: a little smaller, never cut
            )
        canvas.text(
            self.t("breakdown.total"), (x_total, y), 20, theme.INK_SOFT, theme.BOLD, "topright"
        )
        y += 40
        canvas.line((p.x + 60, y), (p.right - 60, y), (214, 192, 150), 2)
        winners = set(state.winners())
        for rank, seat_index in state.ranking():
            seat = self.session.seat(seat_index)
            row = pygame.FRect(p.x + 50, y + 6, p.w - 100, 60)
            if seat_index in winners:
                canvas.fill(row, theme.GOLD, alpha=70, radius=12)
            cy = row.centery
            self._medal(canvas, (x_rank, cy), rank)
            paint_seat_mark(canvas, (x_name + 12, cy), 12, seat.colour)
            canvas.text(
                seat.name,
                (x_name + 34, cy),
                30,
                theme.INK,
                theme.BOLD,
                "midleft",
                max_width=x_cols - x_name - 60,
            )
            bd = state.breakdown(seat_index)
            for j, c in enumerate(cols):
                v = int(bd.get(c, 0))
                text = (
                    "–"
                    if v == 0
                    else (f"{v}".replace("-", "−") if v < 0 else f"+{v}" if j else str(v))
                )
                colour = theme.PENALTY if v < 0 else theme.INK
                canvas.text(
                    text, (x_cols + col_w * (j + 0.5), cy), 26, colour, theme.BODY, "center"
                )
            canvas.text(
                str(state.scores[seat_index]), (x_total, cy), 36, theme.NAVY, theme.BOLD, "midright"
            )
            y += 70

    @staticmethod
    def _medal(canvas: Canvas, centre: tuple[float, float], rank: int) -> None:
        colours = {1: (226, 186, 70), 2: (190, 196, 204), 3: (196, 130, 80)}
        fill = colours.get(rank, (150, 140, 128))
        canvas.circle((centre[0], centre[1] + 3), 22, theme.SHADOW, alpha=70)
        canvas.circle(centre, 22, fill)
        canvas.circle(centre, 22, theme.CREAM, width=2)
        canvas.text(str(rank), centre, 24, theme.INK, theme.BOLD, "center")
