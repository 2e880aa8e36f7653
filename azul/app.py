"""The desktop application: window, main loop, scene stack and global keys (F11, F12)."""

from __future__ import annotations

import argparse
import datetime as _dt
import logging
import multiprocessing
import os
import sys
import time
import warnings
from collections.abc import Sequence
from pathlib import Path

# pygame prints a banner when imported unless this is set; the GUI entry point imports this
# module first, so the default has to be in place before the import below.
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

from azul import resources
from azul.i18n import Translator, system_language
from azul.storage import Storage

from .domain.settings import MIN_WINDOW, Settings
from .ui import theme
from .ui.assets import LRU, Assets, Fonts
from .ui.audio import Audio
from .ui.canvas import Canvas
from .ui.families.builtin import builtin_kits
from .ui.kits import KitRegistry
from .ui.persistence import Persistence, storage_paths
from .ui.scene import Scene, SceneStack
from .ui.services import Paths, Services
from .ui.viewport import Viewport

log = logging.getLogger(__name__)

FPS = 60
IDLE_SLEEP = 0.02  # seconds between event polls while nothing moves
TOAST_SECONDS = 2.6
MAX_CONSECUTIVE_ERRORS = 30


class App:
    """Owns the window and the scene stack; ``dispatch``/``step``/``render`` make up one frame."""

    def __init__(self, services: Services) -> None:
        self.services = services
        self.stack = SceneStack()
        size = services.settings.window_size
        self.viewport = Viewport(*size)
        self.screen: pygame.Surface | None = None
        self.dirty = True
        self.running = False
        self.frames = 0  # frames actually drawn (idle frames are skipped)
        self._toasts: list[tuple[str, float]] = []
        self._layers = LRU(300)
        self._errors = 0
        # F11 and F12 act once per physical press: key repeat (on for the arrows) and a
        # held key must not toggle fullscreen or take screenshots over and over.
        self._held: set[int] = set()
        services.text.listeners.append(self._language_changed)

    # -- setup --

    def start(self, first: Scene | None = None) -> None:
        """Open the window, start audio and show the first scene (the title by default)."""
        pygame.display.init()
        if pygame.display.get_driver() == "x11":
            # Show frames with X11 shared-memory images, not SDL's default OpenGL texture:
            # where OpenGL is software-only that costs ~100 MB and 8-24 ms a frame
            # (benchmarks/README.md, the packaged app). Read when the window is created;
            # a player's own SDL setting wins. The frozen launcher does the same.
            os.environ.setdefault("SDL_FRAMEBUFFER_ACCELERATION", "0")
        pygame.font.init()
        self._set_icon()
        pygame.display.set_caption(self.services.t("app.title"))
        self.open_window()
        self.services.audio.start()
        pygame.key.set_repeat(350, 40)
        if first is None:
            from .ui.scenes.title import TitleScene

            first = TitleScene(self)
        self.stack.reset(first)
        self.running = True

    def _set_icon(self) -> None:
        try:
            pygame.display.set_icon(
                pygame.image.load(str(resources.asset_path("icon", "icon_64.png")))
            )
        except (pygame.error, OSError) as exc:
            log.warning("no window icon: %s", exc)

    def open_window(self) -> None:
        """Create (or re-create) the window from the settings (fullscreen or a resizable window)."""
        s = self.services.settings
        if s.fullscreen:
            self.screen = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        else:
            w, h = s.window_size
            w, h = max(MIN_WINDOW[0], int(w)), max(MIN_WINDOW[1], int(h))
            self.screen = pygame.display.set_mode((w, h), pygame.RESIZABLE)
            self._set_minimum_size()
        self._after_resize()

    def _set_minimum_size(self) -> None:
        try:
            with warnings.catch_warnings():
                # from_display_module is the documented bridge for set_mode windows; its
                # deprecation note concerns drawing through Window, which we do not do.
                warnings.simplefilter("ignore", DeprecationWarning)
                window = pygame.Window.from_display_module()
            window.minimum_size = MIN_WINDOW
        except (AttributeError, pygame.error, ValueError):
            pass  # older SDL: the window may get smaller, the layout still scales

    def _after_resize(self) -> None:
        surf = pygame.display.get_surface()
        if surf is None:
            return
        self.screen = surf
        self.viewport = Viewport(*surf.get_size())
        self.services.assets.clear_scaled()
        self._layers.clear()
        for scene in self.stack.scenes:
            scene.on_resize()
        self.dirty = True

    def apply_display_settings(self) -> None:
        """Switch between fullscreen and the window as the settings say."""
        self.open_window()

    def toggle_fullscreen(self) -> None:
        """F11: fullscreen on/off (remembered in the settings)."""
        s = self.services.settings
        s.fullscreen = not s.fullscreen
        self.open_window()
        self.settings_changed()

    def settings_changed(self, later: bool = False) -> None:
        """Write the settings now (or, for a window being resized, once it rests)."""
        persistence = self.services.persistence
        if persistence is None:
            return
        if later:
            persistence.resized(self.services.clock())
            return
        from .ui.persistence import save_settings

        save_settings(self)

    def _language_changed(self, language: str) -> None:
        """A new language applies at once: drop every cached text and painted layer."""
        self.services.fonts.clear()
        self._layers.clear()
        if pygame.display.get_init() and pygame.display.get_surface() is not None:
            pygame.display.set_caption(self.services.t("app.title"))
        self.dirty = True

    # -- services for scenes --

    def invalidate(self) -> None:
        """Ask for a redraw at the next frame."""
        self.dirty = True

    def quit(self) -> None:
        """Leave the main loop."""
        self.running = False

    def toast(self, text: str) -> None:
        """A short message at the bottom of the window."""
        self._toasts.append((text, self.services.clock() + TOAST_SECONDS))
        self._toasts = self._toasts[-3:]
        self.dirty = True

    def toasts(self) -> list[str]:
        """Messages currently shown."""
        return [t for t, _ in self._toasts]

    # -- one frame --

    def dispatch(self, event: pygame.event.Event) -> None:
        """Route one pygame event: window events and global keys here, the rest to the top scene."""
        et = event.type
        if et == pygame.QUIT:
            self.running = False
            return
        if et == pygame.VIDEORESIZE:
            self._on_video_resize(event)
            return
        if et in (pygame.WINDOWSIZECHANGED, pygame.WINDOWRESIZED):
            surf = pygame.display.get_surface()
            if surf is not None and surf.get_size() != (
                self.viewport.window_w,
                self.viewport.window_h,
            ):
                self._after_resize()
            return
        if et in (
            pygame.WINDOWEXPOSED,
            pygame.VIDEOEXPOSE,
            pygame.WINDOWSHOWN,
            pygame.WINDOWRESTORED,
        ):
            self.dirty = True
            return
        if et == pygame.WINDOWFOCUSLOST:
            self._held.clear()  # released elsewhere, unseen
        elif et == pygame.KEYUP:
            self._held.discard(getattr(event, "key", 0))
        if et == pygame.KEYDOWN:
            key = getattr(event, "key", 0)
            mods = getattr(event, "mod", 0)
            fullscreen = key == pygame.K_F11 or (key == pygame.K_RETURN and mods & pygame.KMOD_ALT)
            if fullscreen or key == pygame.K_F12:
                if key not in self._held and not getattr(event, "repeat", False):
                    if fullscreen:
                        self.toggle_fullscreen()
                    else:
                        self.save_screenshot()
                self._held.add(key)
                return
            if key == pygame.K_F1:  # the rules of the game being played (or chosen), anywhere
                from .ui.scenes.rules import open_rules

                open_rules(self)
                self.dirty = True
                return
        if (
            et
            in (
                pygame.MOUSEMOTION,
                pygame.MOUSEBUTTONDOWN,
                pygame.MOUSEBUTTONUP,
                pygame.MOUSEWHEEL,
            )
            and et != pygame.MOUSEWHEEL
            and not hasattr(event, "pos")
        ):
            return  # a malformed synthetic event: nothing to aim at
        top = self.stack.top
        if top is not None:
            top.handle(event)
            self.dirty = True

    def _on_video_resize(self, event: pygame.event.Event) -> None:
        s = self.services.settings
        w = max(MIN_WINDOW[0], int(getattr(event, "w", MIN_WINDOW[0]) or MIN_WINDOW[0]))
        h = max(MIN_WINDOW[1], int(getattr(event, "h", MIN_WINDOW[1]) or MIN_WINDOW[1]))
        w, h = min(w, 8192), min(h, 8192)
        if not s.fullscreen:
            surf = pygame.display.get_surface()
            if surf is None or surf.get_size() != (w, h):
                pygame.display.set_mode((w, h), pygame.RESIZABLE)
            s.window_size = (w, h)
            self.settings_changed(later=True)
        self._after_resize()

    def step(self, dt: float) -> None:
        """Advance the top scene and the toasts by dt seconds."""
        top = self.stack.top
        if top is not None:
            top.update(max(0.0, min(dt, 0.25)))
        persistence = self.services.persistence
        if persistence is not None:
            persistence.tick(self.services.settings, self.services.clock())
        if self._toasts:
            now = self.services.clock()
            kept = [(t, until) for t, until in self._toasts if until > now]
            if len(kept) != len(self._toasts):
                self._toasts = kept
                self.dirty = True

    def canvas(self) -> Canvas:
        """A canvas on the window for this frame."""
        assert self.screen is not None
        return Canvas(
            self.screen,
            self.viewport.scale,
            self.viewport.offset,
            self.services.assets,
            self.services.fonts,
            self._layers,
        )

    def render(self) -> None:
        """Draw the visible scenes (bottom first) and the toasts."""
        if self.screen is None:
            return
        canvas = self.canvas()
        for scene in self.stack.visible():
            scene.draw(canvas)
        self._draw_toasts(canvas)
        self.dirty = False
        self.frames += 1

    def _draw_toasts(self, canvas: Canvas) -> None:
        y = 1080.0 - 40
        for text, _ in reversed(self._toasts):
            w, h = canvas.measure(text, theme.SIZE_BODY, theme.BOLD)
            box = pygame.FRect(0, 0, w + 60, h + 26)
            box.midbottom = (960, y)
            canvas.fill(box.move(0, 4), theme.SHADOW, alpha=90, radius=box.h / 2)
            canvas.fill(box, (36, 42, 60), alpha=235, radius=box.h / 2)
            canvas.outline(box, theme.GOLD, width=2, radius=box.h / 2)
            canvas.text(text, box.center, theme.SIZE_BODY, theme.CREAM, theme.BOLD, "center")
            y -= box.h + 12

    def frame_interval(self) -> float | None:
        """Seconds until something needs an update without input (None: wait for input)."""
        waits: list[float] = []
        top = self.stack.top
        if top is not None:
            w = top.frame_interval()
            if w is not None:
                waits.append(w)
        if self._toasts:
            waits.append(max(0.0, min(u for _, u in self._toasts) - self.services.clock()))
        return min(waits) if waits else None

    def save_screenshot(self) -> Path | None:
        """F12: save the window as a PNG in the screenshots folder and say where."""
        if self.screen is None:
            return None
        if self.dirty:
            self.render()
        folder = self.services.paths.screenshots
        stamp = _dt.datetime.now().strftime("%Y%m%d-%H%M%S-%f")[:-3]
        path = folder / f"azul-{stamp}.png"
        try:
            folder.mkdir(parents=True, exist_ok=True)
            pygame.image.save(self.screen, str(path))
        except (OSError, pygame.error) as exc:
            log.warning("cannot save a screenshot: %s", exc)
            self.toast(self.services.t("toast.screenshot_failed"))
            return None
        self.toast(self.services.t("toast.screenshot_saved", name=path.name))
        return path

    # -- the loop --

    def run(self) -> int:
        """Run until the player quits; returns the exit status."""
        clock = pygame.time.Clock()
        last = time.perf_counter()
        while self.running:
            events = pygame.event.get()
            now = time.perf_counter()
            dt, last = now - last, now
            try:
                for event in events:
                    self.dispatch(event)
                self.step(dt)
                if self.dirty:
                    self.render()
                    pygame.display.flip()
                self._errors = 0
            except Exception:  # keep the game alive; the log has the details
                self._errors += 1
                log.exception("error in the main loop")
                if self._errors >= MAX_CONSECUTIVE_ERRORS:
                    raise
            wait = self.frame_interval()
            if self.dirty or events or (wait is not None and wait <= 1 / FPS):
                clock.tick(FPS)
            else:
                # Idle: nothing moves, so sleep briefly and poll again. A short sleep costs
                # far less CPU than pygame.event.wait() and keeps input latency under 20 ms.
                time.sleep(IDLE_SLEEP if wait is None else max(0.001, min(IDLE_SLEEP, wait)))
        return 0

    def shutdown(self) -> None:
        """Write the settings (window size), stop thinking, close audio and the window."""
        if self.services.persistence is not None:
            self.services.persistence.save_settings(self.services.settings)
        while self.stack.scenes:
            self.stack.pop()
        try:
            self.services.thinking.close()
        except Exception:  # closing must never fail the exit
            log.exception("closing the thinking service")
        self.services.audio.stop()
        pygame.display.quit()


def make_services(
    settings: Settings | None = None,
    ai_process: bool = True,
    persistence: Persistence | None = None,
) -> Services:
    """The default services (real translator, assets, audio, thinking service, clock).

    ai_process=False makes computer players think in a thread instead of a worker process
    (tests use it; the game itself always uses the process). persistence None keeps nothing
    on disk."""
    from azul.ai.service import ThinkingService

    settings = settings or Settings()
    return Services(
        settings=settings,
        text=Translator(resources.locale_dir(), settings.language),
        assets=Assets(settings),  # tile symbols follow settings.colour_blind_symbols
        fonts=Fonts(),
        audio=Audio(settings),
        paths=Paths.default(),
        thinking=ThinkingService(use_process=ai_process),
        clock=time.monotonic,
        persistence=persistence,
        kits=KitRegistry(builtin_kits()),
    )


def _parse_size(text: str) -> tuple[int, int]:
    try:
        w, h = text.lower().split("x")
        return max(MIN_WINDOW[0], int(w)), max(MIN_WINDOW[1], int(h))
    except ValueError:
        raise argparse.ArgumentTypeError(
            f"expected WIDTHxHEIGHT, e.g. 1600x900, not {text!r}"
        ) from None


def parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    """Command-line options."""
    p = argparse.ArgumentParser(prog="azul", description="The Azul family of tile games.")
    p.add_argument("--size", type=_parse_size, help="window size, e.g. 1600x900")
    p.add_argument("--fullscreen", action="store_true", help="start in fullscreen")
    p.add_argument("--language", help="language code (en, hu, fi)")
    p.add_argument("--version", action="store_true", help="print the version and exit")
    p.add_argument(
        "--smoke-test",
        metavar="OUT.png",
        type=Path,
        help="check the installation headlessly, write a screenshot and exit (0 = all good)",
    )
    return p.parse_args(list(argv) if argv is not None else None)


def main(argv: Sequence[str] | None = None) -> int:
    """Start the game; returns the process exit status."""
    # The computer players think in a spawned worker process; a frozen (PyInstaller) build
    # must let that worker start here instead of opening a second game window.
    multiprocessing.freeze_support()
    args = parse_args(argv if argv is not None else sys.argv[1:])
    if args.version:
        from azul.version import version

        if sys.stdout is not None:  # a windowed Windows build has no console to print to
            print(f"azul {version()}")
        return 0
    if args.smoke_test is not None:  # before any window opens: it sets the dummy drivers
        from azul.smoke import run_smoke

        return run_smoke(args.smoke_test)
    logging.basicConfig(level=os.environ.get("AZUL_LOG", "WARNING").upper())
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    persistence = Persistence(Storage(storage_paths()))
    first_start = not persistence.storage.paths.settings_file.exists()
    settings = persistence.load_settings()
    if first_start and not args.language:
        settings.language = system_language()  # no language chosen yet: the OS's, if we have it
    if args.size:
        settings.window_size = args.size
    if args.fullscreen:
        settings.fullscreen = True
    if args.language:
        settings.language = args.language
    app = App(make_services(settings, persistence=persistence))
    try:
        app.start()
        return app.run()
    finally:
        app.shutdown()
        pygame.quit()
