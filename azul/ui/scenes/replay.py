"""Replay a finished game: step through it forwards and backwards (buttons, arrow keys, a
slider, the move list, or playing it out), with the table drawn as it was at each step.

This module holds the replay itself, drawn through the family kit's read-only painter, with its
controls in the move-log box; a family whose table has no such box brings its own replay scene
(families/<family>/replay.py).

The controls (replay_controls), the move list (replay_moves) and the top bar's painting
(replay_paint) live beside this module.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from azul.domain.controls import Action
from azul.domain.session import GameSession
from azul.storage import FinishedGame

from .. import router, theme
from ..actions import action_of
from ..canvas import Canvas
from ..kits import kit_for
from ..persistence import default_seat_name, seats_of, session_of
from ..scene import Scene, SceneHost
from ..table.log import LogMove, kit_describe
from ..table.shown import ShownFrame, ShownTable
from ..widgets import Button, WidgetGroup
from . import replay_paint
from .load_files import ExportDialog
from .replay_controls import HUD_BUTTON, REVIEW_W, IconButton, StepSlider
from .replay_moves import MoveList

AUTOPLAY = 0.9  # seconds per move when playing the game out (scaled by the animation speed)
AUTOPLAY_MIN = 0.3


class ReplayScene(Scene):
    """One finished game on a table that only shows, with replay controls in the middle."""

    def __init__(self, host: SceneHost, game: FinishedGame) -> None:
        super().__init__(host)
        self.game = game
        seats = seats_of(game.seats, default_seat_name(self.services))
        session: GameSession = session_of(game.setup, seats, game.positions, upto=0)
        kit = kit_for(host, session.ruleset)
        self.board = ShownTable(kit, session, sound=self.services.audio.play)
        self.step = 0
        self.playing = False
        self.wait = 0.0
        states = game.positions.states
        # Steps where a new round starts (its first position), for the slider and Page keys.
        self.round_starts = [
            k for k in range(1, len(states)) if states[k].round != states[k - 1].round
        ]
        self.describe = kit_describe(self.board.kit, self)
        self._log_moves: dict[tuple[int, str], LogMove] = {}
        self.mouse = (-1.0, -1.0)
        self.widgets = WidgetGroup(on_activate=lambda: self.services.audio.play("click"))
        self._build()
        review = Button(self.review_rect(), lambda: self.t("review.open"), self.review, size=20)
        self.widgets.add(review)

    @property
    def last(self) -> int:
        """The final step (the number of moves)."""
        return len(self.game.positions.moves)

    def frame(self) -> ShownFrame:
        """The table at the step shown, as its kit paints it."""
        speed = self.services.settings.speed_factor()
        return self.board.frame(self.services.text, self.services.clock(), speed)

    def log_move(self, i: int) -> LogMove:
        """Move i in icons and words, as the table's log shows it (from the position it was
        played in; the notation when the family describes none)."""
        key = (i, self.services.text.language)
        found = self._log_moves.get(key)
        if found is None:
            positions = self.game.positions
            found = self.describe(positions.states[i], positions.moves[i])
            self._log_moves[key] = found
        return found

    def move_sentence(self, i: int) -> str:
        """Move i as a sentence with the mover's name ("Anna: 3 blue from factory 5 ...")."""
        name = self.board.session.seat(self.game.positions.movers[i]).name
        return self.t("log.seat_move", name=name, move=self.log_move(i).sentence)

    # -- widgets --

    def _build(self) -> None:
        lay = self.board.layout
        self.widgets.clear()
        self.widgets.add(
            Button(
                self._hud_button(lay.undo_rect(), 0),
                lambda: self.t("dialog.back"),
                self.close,
                size=22,
            )
        )
        self.widgets.add(
            Button(
                self._hud_button(lay.menu_rect(), 1),
                lambda: self.t("load.export"),
                self._export,
                size=22,
            )
        )
        box = lay.log_rect()
        size = 56
        x = box.x + 18
        y = box.y + 14
        icons: list[tuple[Callable[[], str], Callable[[], None]]] = [
            (lambda: "first", lambda: self.go(0)),
            (lambda: "prev", lambda: self.go(self.step - 1, animate=False)),
        ]
        for icon, action in icons:
            self.widgets.add(IconButton(pygame.FRect(x, y, size, size), icon, action))
            x += size + 10
        self.label_rect = pygame.FRect(x, y, box.right - 18 - x - 3 * (size + 10), size)
        x = self.label_rect.right + 10
        icons = [
            (lambda: "next", lambda: self.go(self.step + 1, animate=True)),
            (lambda: "last", lambda: self.go(self.last)),
            (lambda: "pause" if self.playing else "play", self.toggle_play),
        ]
        for icon, action in icons:
            self.widgets.add(IconButton(pygame.FRect(x, y, size, size), icon, action))
            x += size + 10
        slider = pygame.FRect(box.x + 18, y + size + 10, box.w - 46 - REVIEW_W, 40)
        steps = self.widgets.add(
            StepSlider(slider, self.last, self.round_starts, lambda: self.step, self.go)
        )
        steps.spoken_text = lambda: self.t("narration.replay_step", n=self.step, total=self.last)
        moves = pygame.FRect(
            box.x + 10, slider.bottom + 10, box.w - 20, box.bottom - slider.bottom - 20
        )
        self.widgets.add(MoveList(moves, self))

    def review_rect(self) -> pygame.FRect:
        """Where the Review button sits: at the right end of the slider's row."""
        box = self.board.layout.log_rect()
        return pygame.FRect(box.right - 18 - REVIEW_W, box.y + 80, REVIEW_W, 40)

    @staticmethod
    def _hud_button(rect: pygame.FRect, side: int) -> pygame.FRect:
        """A top-bar button made wide enough for longer words (side 0 left, 1 right)."""
        wide = pygame.FRect(rect)
        wide.w = HUD_BUTTON
        if side:
            wide.right = rect.right
        return wide

    # -- narration --

    def spoken_title(self) -> str | None:
        """The replay of which rule set."""
        name = self.t(self.board.state.ruleset.name_key)
        return self.t("narration.replay_title", ruleset=name)

    def spoken_status(self) -> str | None:
        """The move shown (the headline), said each time the step changes."""
        return self.headline()

    # -- stepping --

    def go(self, step: int, animate: bool = False) -> None:
        """Show the position after `step` moves (animated when it is the next move)."""
        step = max(0, min(step, self.last))
        board = self.board
        positions = self.game.positions
        if animate and step == self.step + 1 and self.services.settings.speed_factor() > 0:
            before = positions.states[self.step]
            after = positions.states[step]
            move = positions.moves[self.step]
            board.timeline.skip()
            view_before = board.timeline.view
            frame = self.frame()  # the table the move starts from
            self._set(step)
            steps = board.kit.build_steps(frame, view_before, before, move, after)
            board.timeline.play(steps, board.kit.view_of(after))
            if not steps:
                self.services.audio.play("place")
        else:
            self._set(step)
            board.rest()
        if self.step >= self.last:
            self.playing = False
        self.restated = True  # narration says the move now shown
        self.host.invalidate()

    def _set(self, step: int) -> None:
        positions = self.game.positions
        self.board.pose(
            positions.states[: step + 1], positions.moves[:step], positions.movers[:step]
        )
        self.step = step

    def toggle_play(self) -> None:
        """Play the game out move by move (from the start again when at the end)."""
        if self.playing:
            self.playing = False
            return
        if self.step >= self.last:
            self.go(0)
        self.playing = True
        self.wait = 0.0

    def _round_jump(self, forward: bool) -> None:
        if forward:
            later = [k for k in self.round_starts if k > self.step]
            self.go(later[0] if later else self.last)
        else:
            earlier = [k for k in self.round_starts if k < self.step]
            self.go(earlier[-1] if earlier else 0)

    def review(self) -> None:
        """The engine's review of this game."""
        self.playing = False
        self.host.stack.push(self.make_scene(router.REVIEW, game=self.game))

    def _export(self) -> None:
        self.playing = False
        self.host.stack.push(ExportDialog(self.host, self.game.info))

    def close(self) -> None:
        """Back to where the replay was opened from."""
        if self.host.stack.top is self:
            self.host.stack.pop()

    # -- input and time --

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            key = event.key
            action = action_of(event)
            if action == Action.BACK:
                self.close()
                return
            if key in (pygame.K_RIGHT, pygame.K_LEFT, pygame.K_HOME, pygame.K_END):
                self.playing = False
                step = {
                    pygame.K_RIGHT: self.step + 1,
                    pygame.K_LEFT: self.step - 1,
                    pygame.K_HOME: 0,
                    pygame.K_END: self.last,
                }[key]
                self.go(step, animate=key == pygame.K_RIGHT)
                return
            if action in (Action.PREV_AREA, Action.NEXT_AREA):
                self.playing = False
                self._round_jump(action == Action.NEXT_AREA)
                return
            if key == pygame.K_SPACE and not self.widgets.show_focus:
                self.toggle_play()
                return
        if event.type == pygame.MOUSEMOTION:
            self.mouse = self.design_pos(event)
            self.host.invalidate()
        if event.type == pygame.MOUSEWHEEL:
            self.playing = False
            self.go(self.step - int(getattr(event, "y", 0)))
            return
        pos = self.design_pos(event) if hasattr(event, "pos") else None
        self.widgets.handle(event, pos)

    def update(self, dt: float) -> None:
        timeline = self.board.timeline
        if timeline.update(dt):
            self.host.invalidate()
        if not self.playing or timeline.blocking:
            return
        self.wait += dt
        pause = max(AUTOPLAY_MIN, AUTOPLAY * self.services.settings.speed_factor())
        if self.wait >= pause:
            self.wait = 0.0
            self.go(self.step + 1, animate=True)

    def frame_interval(self) -> float | None:
        if self.board.timeline.busy:
            return 0.0
        if self.playing:
            pause = max(AUTOPLAY_MIN, AUTOPLAY * self.services.settings.speed_factor())
            return max(0.0, pause - self.wait)
        return None

    # -- drawing --

    def headline(self) -> str:
        """What the current step shows: who starts, the move just made, or who won."""
        positions = self.game.positions
        session = self.board.session
        state = positions.states[self.step]
        if self.step == 0:
            return self.t("replay.start", name=session.seat(state.current_player).name)
        mover = session.seat(positions.movers[self.step - 1]).name
        text = self.t(
            "log_more.replay_move",
            n=self.step,
            total=self.last,
            name=mover,
            move=self.log_move(self.step - 1).sentence,
        )
        if state.is_over:
            names = ", ".join(session.seat(w).name for w in state.winners())
            text = self.t("replay.won", names=names, points=max(state.scores))
        return text

    def draw(self, canvas: Canvas) -> None:
        self.board.kit.paint_read_only(self.frame(), canvas)
        self._hud(canvas)
        box = self.board.layout.log_rect()
        canvas.panel(box, corner=0.7)
        self.widgets.draw(canvas)
        label = self.t("replay.step", n=self.step, total=self.last)
        canvas.text(
            label,
            self.label_rect.center,
            24,
            theme.NAVY,
            theme.BOLD,
            "center",
            max_width=self.label_rect.w,
        )
        self.paint_move_tip(canvas)

    def paint_move_tip(self, canvas: Canvas) -> None:
        """The sentence of the move under the pointer in the move list."""
        replay_paint.paint_move_tip(canvas, self.widgets.widgets, self.mouse)

    def _hud(self, canvas: Canvas) -> None:
        """The top bar: the rule set, the round and the move shown."""
        title = self.t(self.board.state.ruleset.name_key)
        rnd = self.t("replay.title", n=self.board.view.round)
        replay_paint.paint_hud(canvas, self.board.layout.hud_rect(), title, rnd, self.headline())


class SharedReplay:
    """A kit whose replay is the shared one (its controls in the layout's move-log box)."""

    def make_replay(self, host: SceneHost, game: FinishedGame) -> Scene:
        """The shared replay, drawn through the kit's ``paint_read_only``."""
        return ReplayScene(host, game)
