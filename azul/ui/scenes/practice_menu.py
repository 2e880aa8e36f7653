"""Practice: the positions of the player's own finished games (their person seats' mistakes,
newest game first), each with how it went (new, done, to retry) and a Practise button; Start
takes them in order from the first not done. Games not reviewed yet are reviewed in the
background (``practice_pool``) while the list shows what it has, with the progress over it.
Keys: arrows or Tab between buttons, Enter to press, Page Up / Page Down or the wheel to
scroll, Esc back (a controller sends the same keys)."""

from __future__ import annotations

from functools import partial

import pygame

from azul.domain.controls import Action
from azul.domain.practice import (
    DONE,
    RETRY,
    PracticePosition,
    next_to_practise,
    status_of,
    tally,
)
from azul.storage.practice_store import save_practice

from .. import router, theme
from ..actions import action_of
from ..canvas import Canvas
from ..narration import joined
from ..practice_pool import PracticePool
from ..review_words import label_text
from ..scene import Scene, SceneHost
from ..widgets import Button, WidgetGroup
from .game_labels import local_time, ruleset_label
from .lessons_menu import PANEL, paint_page
from .practice_progress import read_progress
from .practice_rows import (
    BOTTOM_GAP,
    BOTTOM_H,
    BOTTOM_W,
    BOTTOM_Y,
    BUTTON_SIZE,
    PAD,
    PAGE_W,
    ROWS,
    STATUS_SIZE,
    STATUS_Y,
    Row,
    RowWords,
    paint_bar,
    paint_empty,
    paint_row,
    row_rects,
)


class PracticeMenuScene(Scene):
    """The practice positions and the player's progress over them."""

    def __init__(self, host: SceneHost) -> None:
        super().__init__(host)
        self.widgets = WidgetGroup(on_activate=lambda: self.services.audio.play("click"))
        self.pool = PracticePool(self.services)
        self.progress: dict[str, str] = {}
        self.page = 0
        self.rows: list[Row] = []
        self._shown = -1  # positions on the list when it was last built

    # -- lifecycle --

    def enter(self) -> None:
        self._read_progress()
        self.pool.start()
        self._forget_gone()
        self._build()

    def _forget_gone(self) -> None:
        """Progress on games no longer kept (records deleted by hand) is dropped."""
        persistence = self.services.persistence
        ids = self.pool.record_ids
        if persistence is None or all(k.split("#", 1)[0] in ids for k in self.progress):
            return
        self.progress = {k: v for k, v in self.progress.items() if k.split("#", 1)[0] in ids}
        save_practice(persistence.storage.paths, self.progress, records=ids)

    def exit(self) -> None:
        self.pool.close()

    def resume(self) -> None:
        self._read_progress()  # a practice played from here changed its rows
        self._build()

    def _read_progress(self) -> None:
        progress = read_progress(self)
        if progress is not None:
            self.progress = progress

    def update(self, dt: float) -> None:
        if self.pool.update() or self.pool.busy:
            if len(self.pool.positions) != self._shown:
                self._build()
            self.host.invalidate()

    def frame_interval(self) -> float | None:
        return 0.2 if self.pool.busy else None

    # -- building --

    @property
    def positions(self) -> list[PracticePosition]:
        """Every position found so far, newest game first."""
        return self.pool.positions

    def pages(self) -> int:
        """How many pages the list has."""
        return max(1, -(-len(self.positions) // ROWS))

    def _build(self) -> None:
        focus = self.widgets.focus
        self.widgets.clear()
        self._shown = len(self.positions)
        self.page = max(0, min(self.page, self.pages() - 1))
        self.rows = []
        first = self.page * ROWS
        for k, number in enumerate(range(first, min(first + ROWS, len(self.positions)))):
            rect, button_rect = row_rects(k)
            button = Button(
                button_rect,
                lambda: self.t("practice.practise"),
                partial(self.open, number),
                size=BUTTON_SIZE,
                quiet=True,
            )
            button.spoken_name = partial(self.spoken_row, number)  # narration: which position
            self.widgets.add(button)
            self.rows.append(Row(number, rect, button))
        x = 960 - BOTTOM_W - BOTTOM_GAP / 2
        self.start_button = Button(
            pygame.FRect(x, BOTTOM_Y, BOTTOM_W, BOTTOM_H),
            lambda: self.t("practice.start"),
            self.start,
            enabled=bool(self.positions),
        )
        back = Button(
            pygame.FRect(960 + BOTTOM_GAP / 2, BOTTOM_Y, BOTTOM_W, BOTTOM_H),
            lambda: self.t("practice.back"),
            self.back,
        )
        self.previous_page = Button(
            pygame.FRect(PANEL.x + PAD, BOTTOM_Y, PAGE_W, BOTTOM_H),
            lambda: self.t("practice.newer"),
            lambda: self.turn(-1),
            enabled=self.page > 0,
            size=BUTTON_SIZE,
            quiet=True,
        )
        self.next_page = Button(
            pygame.FRect(PANEL.right - PAD - PAGE_W, BOTTOM_Y, PAGE_W, BOTTOM_H),
            lambda: self.t("practice.older"),
            lambda: self.turn(1),
            enabled=self.page < self.pages() - 1,
            size=BUTTON_SIZE,
            quiet=True,
        )
        for w in (self.start_button, back, self.previous_page, self.next_page):
            self.widgets.add(w)
        # One page: no paging (the buttons are left out, not only greyed).
        if self.pages() == 1:
            self.widgets.widgets.remove(self.previous_page)
            self.widgets.widgets.remove(self.next_page)
        if focus is not None and focus < len(self.widgets.widgets):
            self.widgets.focus = focus

    # -- narration --

    def spoken_title(self) -> str | None:
        """The screen's heading."""
        return self.t("practice.heading_menu")

    def spoken_status(self) -> str | None:
        """How many positions are done, to retry and new (or why there are none yet)."""
        if not self.positions:
            return self.empty_text()
        counts = tally(self.positions, self.progress)
        return self.t("practice.tally", done=counts[DONE], retry=counts[RETRY], new=counts["new"])

    def spoken_row(self, number: int) -> str:
        """A row as narration names it before its button: the position and where it stands."""
        position = self.positions[number]
        return joined([self.title_text(position), self.state_text(position)])

    # -- what a row says --

    def state_text(self, position: PracticePosition) -> str:
        """New, done or to retry."""
        status = status_of(self.progress, position)
        return self.t(f"practice.state_{status or 'new'}")

    def row_words(self, position: PracticePosition) -> RowWords:
        """What a position's row says."""
        return RowWords(
            status_of(self.progress, position),
            self.state_text(position),
            label_text(self, position.label),
            position.label,
            self.title_text(position),
            self.detail_text(position),
        )

    def title_text(self, position: PracticePosition) -> str:
        """A row's first line: the game (when, which rule set)."""
        return self.t(
            "practice.row_game",
            date=local_time(position.finished_at),
            ruleset=ruleset_label(self, position.ruleset),
        )

    def detail_text(self, position: PracticePosition) -> str:
        """A row's second line: the move, the seat and the loss."""
        game = self.pool.games.get(position.record_id)
        name = game.seats[position.seat].name if game is not None else ""
        return self.t(
            "practice.row_move",
            move=position.index + 1,
            name=name,
            points=float(position.loss),
        )

    def status_text(self) -> str:
        """The line under the heading: the background review's progress, else the tally."""
        at = self.pool.reviewing()
        if at is not None:
            return self.t(
                "practice.reviewing",
                game=at.game,
                games=at.games,
                n=at.decisions,
                total=at.total,
            )
        counts = tally(self.positions, self.progress)
        return self.t("practice.tally", done=counts[DONE], retry=counts[RETRY], new=counts["new"])

    def empty_text(self) -> str:
        """What the list says with no position (yet)."""
        if self.pool.busy:
            return self.t("practice.looking")
        if self.pool.found_games == 0:
            return self.t("practice.no_games")
        return self.t("practice.no_mistakes")

    # -- actions --

    def open(self, number: int) -> None:
        """Practise from this position on."""
        if not 0 <= number < len(self.positions):
            return
        self.host.stack.push(
            self.make_scene(
                router.PRACTICE, positions=list(self.positions), games=self.pool.games, start=number
            )
        )

    def start(self) -> None:
        """Practise from the first position not done (the first when all are)."""
        if not self.positions:
            return
        self.open(next_to_practise(self.positions, self.progress) or 0)

    def turn(self, pages: int) -> None:
        """Another page of the list."""
        page = max(0, min(self.page + pages, self.pages() - 1))
        if page != self.page:
            self.page = page
            self._build()
            self.host.invalidate()

    def back(self) -> None:
        """Back to the title (a review still running stops; what it did is lost)."""
        if self.host.stack.top is self:
            self.host.stack.pop()

    # -- scene --

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEWHEEL:
            self.turn(-int(getattr(event, "y", 0)))
            return
        pos = self.design_pos(event) if hasattr(event, "pos") else None
        if self.widgets.handle(event, pos):
            return
        if event.type == pygame.KEYDOWN:
            action = action_of(event)
            if action == Action.BACK or event.key == pygame.K_BACKSPACE:
                self.back()
            elif action == Action.NEXT_AREA:
                self.turn(1)
            elif action == Action.PREV_AREA:
                self.turn(-1)

    def draw(self, canvas: Canvas) -> None:
        paint_page(canvas, self.t("practice.heading_menu"))
        canvas.text(
            self.status_text(),
            (960, STATUS_Y),
            size=STATUS_SIZE,
            colour=theme.INK_SOFT,
            font=theme.BOLD,
            anchor="center",
            max_width=PANEL.w - 2 * PAD,
        )
        paint_bar(canvas, self.pool.reviewing())
        if not self.positions:
            paint_empty(canvas, self.empty_text())
        for row in self.rows:
            paint_row(canvas, row, self.row_words(self.positions[row.number]))
        if self.pages() > 1:
            canvas.text(
                self.t("practice.page", n=self.page + 1, total=self.pages()),
                (960, BOTTOM_Y - 8),
                size=theme.SIZE_SMALL,
                colour=theme.INK_SOFT,
                anchor="midbottom",
            )
        self.widgets.draw(canvas)
