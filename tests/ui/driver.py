"""Drives the real app headlessly: events go through pygame's queue and App.dispatch."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

import pygame
from support.thinking import FakeThinking

from azul.app import App, make_services
from azul.domain.session import GameSession, GameSetup, Seat
from azul.domain.settings import Settings
from azul.engine.base_game import CENTRE, FLOOR, decode_move
from azul.ui import canvas as canvas_module
from azul.ui.canvas import TextDrawn
from azul.ui.kits import make_table
from azul.ui.scene import Scene
from azul.ui.scenes.table import TableScene
from azul.ui.services import Paths, Services

SETTLE_STEP = 0.05  # seconds of the fake clock per frame while settling
SETTLE_GAME_TIME = 3600.0  # fake-clock seconds settle may run: a hang guard, not a real wait
WORKER_POLL = 0.002  # real seconds between two looks at a thinking worker process


class FakeClock:
    """A clock the test moves by hand (the app reads services.clock)."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


class Driver:
    """Posts real pygame events and runs frames of the app."""

    def __init__(self, app: App, clock: FakeClock) -> None:
        self.app = app
        self.clock = clock
        self.frame = 0
        # Frames are not drawn unless a test asks: drawing is most of a UI test's cost, and a
        # test that looks at pixels or drawn text calls app.render() (or sets draw_every, as
        # the monkeys and the full games do, to draw every n-th frame while they play).
        self.draw_every = 0

    # -- frames --

    def pump(self) -> None:
        """Dispatch everything queued in pygame, then advance one frame."""
        for event in pygame.event.get():
            self.app.dispatch(event)
        self.step(0.0)

    def step(self, dt: float) -> None:
        """Advance the clock and the app by dt, drawing every `draw_every` frames (0: none)."""
        self.clock.now += dt
        self.app.step(dt)
        self.frame += 1
        if self.draw_every and self.app.dirty and self.frame % self.draw_every == 0:
            self.app.render()

    def post(self, event_type: int, **attrs: Any) -> None:
        """Put one event in pygame's queue."""
        pygame.event.post(pygame.event.Event(event_type, **attrs))

    # -- input --

    def screen(self, design: tuple[float, float]) -> tuple[int, int]:
        """Window pixel of a design point."""
        return self.app.viewport.to_screen(*design)

    def move(self, design: tuple[float, float], buttons: tuple[int, int, int] = (0, 0, 0)) -> None:
        """Move the mouse to a design point."""
        self.post(pygame.MOUSEMOTION, pos=self.screen(design), rel=(0, 0), buttons=buttons)
        self.pump()

    def click(self, design: tuple[float, float], button: int = 1) -> None:
        """Move there and click."""
        pos = self.screen(design)
        self.post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
        self.post(pygame.MOUSEBUTTONDOWN, pos=pos, button=button)
        self.post(pygame.MOUSEBUTTONUP, pos=pos, button=button)
        self.pump()

    def drag(self, start: tuple[float, float], end: tuple[float, float]) -> None:
        """Press at start, move in steps, release at end."""
        a = self.screen(start)
        b = self.screen(end)
        self.post(pygame.MOUSEMOTION, pos=a, rel=(0, 0), buttons=(0, 0, 0))
        self.post(pygame.MOUSEBUTTONDOWN, pos=a, button=1)
        for i in range(1, 6):
            p = (a[0] + (b[0] - a[0]) * i // 5, a[1] + (b[1] - a[1]) * i // 5)
            self.post(pygame.MOUSEMOTION, pos=p, rel=(0, 0), buttons=(1, 0, 0))
        self.post(pygame.MOUSEBUTTONUP, pos=b, button=1)
        self.pump()

    def key(self, key: int, mod: int = 0, unicode: str = "") -> None:
        """Press and release a key."""
        self.post(pygame.KEYDOWN, key=key, mod=mod, unicode=unicode, scancode=0)
        self.post(pygame.KEYUP, key=key, mod=mod, unicode=unicode, scancode=0)
        self.pump()

    def confirm_if_asked(self) -> None:
        """Answer Yes (the first button) when a confirm dialog is on top (a couch game's
        undo of another person's move asks first)."""
        top = self.top
        if type(top).__name__ == "ConfirmScene":
            self.click(top.widgets.widgets[0].rect.center)  # type: ignore[attr-defined]

    def type_text(self, text: str) -> None:
        """Typed text (as the OS delivers it)."""
        self.post(pygame.TEXTINPUT, text=text)
        self.pump()

    # -- scenes --

    @property
    def top(self) -> Scene | None:
        """The active scene."""
        return self.app.stack.top

    def table(self) -> TableScene | None:
        """The table scene, wherever it is in the stack."""
        found = self.app.stack.find(TableScene)
        return found if isinstance(found, TableScene) else None

    def settle(self, limit: float = 120.0) -> None:
        """Run frames until a person must act on the table, the game ends, or nothing is pending.

        With the synchronous test service (FakeThinking) no real time passes: the guard is an
        hour of the fake clock. With the real service (ai_process) computer seats think in a
        worker, so real time passes too, bounded by limit seconds."""
        real = not isinstance(self.app.services.thinking, FakeThinking)
        deadline = time.monotonic() + limit
        game_time_left = SETTLE_GAME_TIME
        while game_time_left > 0 and (not real or time.monotonic() < deadline):
            table = self.table()
            if table is None or self.top is not table:
                return
            if table.interactive() and table.session.person_to_move():
                return
            if table.state.is_over and table.end_shown:
                return
            if real and self._worker_busy(table, deadline):
                continue  # its answer came (or time is up): look at the table again
            self.step(SETTLE_STEP)
            game_time_left -= SETTLE_STEP
        raise AssertionError("the table did not settle")

    def _worker_busy(self, table: TableScene, deadline: float) -> bool:
        """Wait while the worker process thinks for the table, without running frames (each
        frame would only poll it again, and cost CPU while the worker has it); True if it was
        thinking. The next frame takes the answer, as before."""
        thinking = self.app.services.thinking
        if table.ticket is None or not thinking.is_thinking(table.ticket):
            return False
        while thinking.is_thinking(table.ticket) and time.monotonic() < deadline:
            time.sleep(WORKER_POLL)
        return True

    def start_table(self, session: GameSession) -> TableScene:
        """Put a table for a session on the stack (as the setup screen would)."""
        table = make_table(self.app, session)  # the family's own table, as the setup opens it
        assert isinstance(table, TableScene)
        self.app.stack.reset(table)
        self.pump()
        return table

    # -- playing a move by hand --

    def play_move(self, move: int, how: str = "click") -> None:
        """Perform a legal move on the table with the mouse ("click" or "drag") or keyboard."""
        table = self.table()
        assert table is not None
        lay = table.layout
        kind, a, b, c = decode_move(move)
        p = table.state.current_player
        geo = lay.boards[p]
        if kind == "tile":
            if how == "key":
                self.key(pygame.K_1 + b)
            else:
                self.click(geo.wall_cell(a, b).center)
            return
        src = lay.group_tile(table.view.factories, CENTRE, a, b).center
        dest = geo.floor_rect().center if c == FLOOR else geo.line_rect(c).center
        if how == "drag":
            self.drag(src, dest)
        elif how == "key":
            groups = table.view.groups()
            target = groups.index((a, b))
            self.key(pygame.K_TAB)  # shows the focus ring on the first group
            for _ in range(target):
                self.key(pygame.K_TAB)
            self.key(pygame.K_RETURN)
            items = table.focus_items()
            want = 5 if c == FLOOR else c
            now = table.focus % len(items)
            for _ in range((want - now) % len(items)):
                self.key(pygame.K_DOWN)
            self.key(pygame.K_RETURN)
        else:
            self.click(src)
            self.click(dest)

    def drawn_lines(self) -> list[TextDrawn]:
        """Every line of text a freshly drawn frame shows."""
        seen: list[TextDrawn] = []
        canvas_module.text_observers.append(seen.append)
        try:
            self.app.dirty = True
            self.app.render()
        finally:
            canvas_module.text_observers.remove(seen.append)
        return seen

    def show_in(self, language: str, ui_size: int) -> None:
        """Switch the app to a language and a text size (the fonts are made again)."""
        services = self.app.services
        services.settings.ui_size = ui_size
        services.settings.language = language
        services.text.set_language(language)
        services.fonts.clear()

    def close(self) -> None:
        """Shut the app down."""
        self.app.shutdown()


def make_app(
    tmp: Path,
    size: tuple[int, int] = (1280, 720),
    speed: str = "instant",
    ai_process: bool = False,
) -> Driver:
    """A started app with a fake clock; screenshots go to tmp.

    Computer players think synchronously in the test (FakeThinking) unless ai_process is set
    (the real service with its worker process); the monkeys and the full games use the real
    process."""
    settings = Settings()
    settings.window_size = size
    settings.animation_speed = speed
    settings.lesson_offered = True  # the first-start lesson offer would cover the title
    services = make_services(settings, ai_process=ai_process)
    if not ai_process:
        use_fake_thinking(services)
    clock = FakeClock()
    services.clock = clock
    services.paths = Paths(screenshots=tmp / "shots")
    app = App(services)
    app.start()
    driver = Driver(app, clock)
    driver.pump()
    return driver


def use_fake_thinking(services: Services) -> None:
    """Swap the real thinking service (not started yet) for the synchronous test one."""
    services.thinking.close()
    services.thinking = FakeThinking(lambda: services.clock())  # the clock the test sets later


def session_for(
    ruleset: str,
    kinds: str,
    seed: int = 3,
    levels: tuple[str, ...] = ("greedy", "random"),
    first_player: int | None = None,
) -> GameSession:
    """A session with seats given as a string of p (person) / c (computer)."""
    seats = tuple(
        Seat(f"Seat {i + 1}", i, "person" if k == "p" else "computer", levels[i % len(levels)])
        for i, k in enumerate(kinds)
    )
    return GameSession.start(GameSetup(ruleset, seats, seed, first_player))
