"""The desktop application: window, main loop, scene stack and global keys (F11, F12)."""

from __future__ import annotations

import contextlib
import datetime as _dt
import logging
import os
import time
import warnings
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Final

# pygame prints a banner when imported unless this is set; the GUI entry point imports this
# module first, so the default has to be in place before the import below.
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

from azul import resources
from azul.ai.service import ThinkingService
from azul.i18n import Translator

from .domain.controls import Action
from .domain.narration import Narrator, SpeechNarrator
from .domain.settings import MIN_WINDOW, Settings
from .ui import router, theme
from .ui.actions import action_of, keymap, tag
from .ui.assets import SIZES_ASIDE, Assets, Fonts, SizedLRU
from .ui.audio import Audio
from .ui.canvas import Canvas
from .ui.controller import CONTROLLER_EVENTS, ControllerInput, pad_of
from .ui.kits import KitRegistry, NoTableError, make_table, replay_scene_for
from .ui.narration import Heard, joined, narrating, say, sync_voice
from .ui.persistence import Persistence, localise_seat_names, save_settings
from .ui.prompts import paint_legend
from .ui.router import Router
from .ui.scene import Scene, SceneHost, SceneStack
from .ui.scenes.notice import NoticeScene
from .ui.scenes.title import TitleScene
from .ui.services import Paths, Services
from .ui.toasts import paint_toasts, toast_boxes
from .ui.touch import FINGER_EVENTS, MOUSE_EVENTS, TouchInput, emulated
from .ui.viewport import Viewport

if TYPE_CHECKING:
    from .storage.records import FinishedGame

log = logging.getLogger(__name__)

# Screens the first frame does not need: their modules load when they first open (start-up
# imports only what the title screen needs).
LAZY_SCENES: tuple[tuple[router.Route[...], str, str], ...] = (
    (router.SETUP, "azul.ui.scenes.setup", "SetupScene"),
    (router.PAUSE, "azul.ui.scenes.pause", "PauseScene"),
    (router.END, "azul.ui.scenes.end", "EndScene"),
    (router.SAVE, "azul.ui.scenes.save_dialog", "SaveGameScene"),
    (router.LOAD, "azul.ui.scenes.load", "LoadScene"),
    (router.REVIEW, "azul.ui.scenes.review", "ReviewScene"),
    (router.RULES, "azul.ui.scenes.rules", "RulesScene"),
    (router.SETTINGS, "azul.ui.scenes.settings_menu", "SettingsScene"),
    (router.STATS, "azul.ui.scenes.stats", "StatsScene"),
    (router.KEYS, "azul.ui.scenes.keys_help", "KeysHelpScene"),
    (router.CONTROLS, "azul.ui.scenes.controls", "ControlsScene"),
    (router.LESSON, "azul.ui.scenes.lesson", "LessonScene"),
    (router.LESSONS, "azul.ui.scenes.lessons_menu", "LessonsMenuScene"),
    (router.PRACTICE, "azul.ui.scenes.practice", "PracticeScene"),
    (router.PRACTICE_MENU, "azul.ui.scenes.practice_menu", "PracticeMenuScene"),
)
# F1 anywhere: the rules of the game being played or chosen.
RULES_F1: Final = router.Route("rules-f1", router.plain)

FPS = 60
IDLE_SLEEP = 0.02  # seconds between event polls while nothing moves
TOAST_SECONDS = 2.6
MAX_CONSECUTIVE_ERRORS = 30
# Room a window leaves on its desktop for task bars, docks and its own title bar and frame.
PANEL_ROOM = (48, 96)
# The share of that free area a first window takes (16:9, the design's shape).
FIRST_SHARE = 0.85
DESIGN_ASPECT = 16 / 9
MAX_WINDOW = 8192  # SDL refuses larger windows; a resize event never asks for more
# Pixels of a remembered window position that must stay on the desktop to be reused.
GRAB = 64


def fit_window(
    wanted: tuple[int, int], desktop: tuple[int, int], first_start: bool = False
) -> tuple[int, int]:
    """The window size to open on a desktop: on a first start a large 16:9 share of it,
    later the remembered size; never larger than the desktop's free area."""
    free_w = max(1, desktop[0] - PANEL_ROOM[0])
    free_h = max(1, desktop[1] - PANEL_ROOM[1])
    if first_start:
        w, h = free_w * FIRST_SHARE, free_h * FIRST_SHARE
        w, h = min(w, h * DESIGN_ASPECT), min(h, w / DESIGN_ASPECT)
    else:
        w, h = wanted
    w = min(max(int(w), MIN_WINDOW[0]), free_w, MAX_WINDOW)
    h = min(max(int(h), MIN_WINDOW[1]), free_h, MAX_WINDOW)
    return w, h


def fit_position(
    pos: tuple[int, int] | None, size: tuple[int, int], desktop: tuple[int, int]
) -> tuple[int, int] | None:
    """A remembered window position if the window's title bar would still be on the desktop
    (None: let the system centre it)."""
    if pos is None:
        return None
    x, y = pos
    if x + size[0] < GRAB or x > desktop[0] - GRAB or y < 0 or y > desktop[1] - GRAB:
        return None
    return x, y


def initial_window(
    settings: Settings, first_start: bool = False, wanted: tuple[int, int] | None = None
) -> None:
    """Fit the window size (and position) in the settings to the desktop the game opens on."""
    pygame.display.init()
    try:
        desktops = pygame.display.get_desktop_sizes()
    except pygame.error:
        desktops = []
    if wanted is not None:
        settings.window_size = wanted
    if not desktops:  # no desktop to measure: keep what was asked for
        return
    desktop = desktops[0]  # SDL opens new windows on the first display
    settings.window_size = fit_window(settings.window_size, desktop, first_start)
    settings.window_pos = fit_position(settings.window_pos, settings.window_size, desktop)


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
        self._layers = SizedLRU(300, SIZES_ASIDE)
        # The palette and tile symbols the cached layers were painted with.
        self._layers_look: tuple[str, bool] | None = None
        self._errors = 0
        self._recovered = False  # the last failing frames were answered by _recover
        # F11 and F12 act once per physical press: key repeat (on for the arrows) and a
        # held key must not toggle fullscreen or take screenshots over and over.
        self._held: set[int] = set()
        self._placed = False  # the remembered position is applied to the first window only
        # Controllers and touch, translated into the keys and mouse events screens know.
        self.pads = ControllerInput(
            self._pad_changed, services.pads, lambda: keymap(services.settings.controls)
        )
        self.touch = TouchInput()
        services.text.listeners.append(self._language_changed)
        # Narration: what was last said of the top screen (its status and focus), and whether
        # input since may have changed them (they are asked only then, when the scene moved the
        # focus itself, or when the top scene changes).
        self._heard: Heard | None = None
        self._focus_asked = False
        self._focus_moved = False

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
        self.pads.start()
        sync_voice(self.services)
        if first is None:
            first = self.services.router.make(router.TITLE, self)
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
            self._place_window()
        self._after_resize()

    @staticmethod
    def _window() -> pygame.Window:
        with warnings.catch_warnings():
            # from_display_module is the documented bridge for set_mode windows; its
            # deprecation note concerns drawing through Window, which we do not do.
            warnings.simplefilter("ignore", DeprecationWarning)
            return pygame.Window.from_display_module()

    def _set_minimum_size(self) -> None:
        # Older SDL: the window may get smaller, the layout still scales.
        with contextlib.suppress(AttributeError, pygame.error, ValueError):
            self._window().minimum_size = MIN_WINDOW

    def _place_window(self) -> None:
        """Put the first window where it was last time (initial_window checked it fits)."""
        pos = self.services.settings.window_pos
        if self._placed or pos is None:
            return
        self._placed = True
        with contextlib.suppress(AttributeError, pygame.error, ValueError, TypeError):
            self._window().position = pos  # where this fails, the system places it

    def _after_resize(self) -> None:
        surf = pygame.display.get_surface()
        if surf is None:
            return
        self.screen = surf
        self.viewport = Viewport(*surf.get_size())
        # Scaled sprites and painted layers are per window size: those of the last sizes are
        # kept aside (a window resized back, or toggled out of fullscreen, shows them at once).
        self.services.assets.resized(surf.get_size())
        self._layers.resize(surf.get_size())
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
        save_settings(self)

    def _pad_changed(self, connected: bool) -> None:
        """Say that a game controller came or went (the game goes on either way)."""
        key = "toast.controller_connected" if connected else "toast.controller_disconnected"
        self.toast(self.services.t(key))

    def _language_changed(self, language: str) -> None:
        """A new language applies at once: drop every cached text and painted layer."""
        self.services.fonts.clear()
        self._layers.clear()
        localise_seat_names(self.services, self.stack.scenes)  # "Player 1" becomes "Pelaaja 1"
        if pygame.display.get_init() and pygame.display.get_surface() is not None:
            pygame.display.set_caption(self.services.t("app.title"))
        sync_voice(self.services)  # narration speaks the new language too
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
        say(self.services, text)  # narration reads every message too

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
        if et in CONTROLLER_EVENTS:  # a controller acts as the keys every screen knows
            for key_event in self.pads.translate(event, self.services.clock()):
                self.dispatch(key_event)
            return
        if et in FINGER_EVENTS:  # a finger acts as the mouse, flagged (bigger targets)
            window = (self.viewport.window_w, self.viewport.window_h)
            for mouse_event in self.touch.translate(event, window):
                self.dispatch(mouse_event)
            return
        if emulated(event):
            return  # SDL's mouse copy of a touch: the finger events above already acted
        self._note_input(event)
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
        if et == pygame.WINDOWMOVED:
            self._on_window_moved(event)
            return
        if et == pygame.WINDOWFOCUSLOST:
            self._held.clear()  # released elsewhere, unseen
        elif et == pygame.KEYUP:
            self._held.discard(getattr(event, "key", 0))
        tag(event, self.services.settings.controls)  # the player's mapping names its action
        top = self.stack.top
        if et == pygame.KEYDOWN and not (top is not None and top.takes_every_key()):
            key = getattr(event, "key", 0)
            mods = getattr(event, "mod", 0)
            action = action_of(event)
            # Alt+Enter is the system's own full-screen chord: it stays whatever the mapping.
            alt_enter = key == pygame.K_RETURN and mods & pygame.KMOD_ALT
            fullscreen = action == Action.FULLSCREEN or alt_enter
            if fullscreen or action == Action.SCREENSHOT:
                if key not in self._held and not getattr(event, "repeat", False):
                    if fullscreen:
                        self.toggle_fullscreen()
                    else:
                        self.save_screenshot()
                self._held.add(key)
                return
            if action == Action.RULES:  # the rules of the game being played (or chosen), anywhere
                top = self.stack.top
                if top is None or not top.shows_rules:
                    self.stack.push(self.services.router.make(RULES_F1, self))
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
            self._focus_moved = self._focus_moved or et in (pygame.KEYDOWN, pygame.TEXTINPUT)
            # Tab asks where the focus is: said even when it stayed (the only choice there is).
            self._focus_asked = self._focus_asked or (
                et == pygame.KEYDOWN and getattr(event, "key", None) == pygame.K_TAB
            )

    def _narrate_focus(self) -> None:
        """Say what changed for a listener (narration on): a screen that opens says its title,
        its status and its focus; later, the status or the focus when input (or the screen
        itself) changed them; and, once, that speech is not available."""
        services = self.services
        if services.narrator.take_problem():
            self.toast(services.t("narration.unavailable"))
        top = self.stack.top
        if not narrating(services) or top is None:
            self._heard = None
            return
        heard = self._heard
        new_screen = heard is None or heard.scene is not top
        refocused, top.refocused = top.refocused or self._focus_asked, False
        self._focus_asked = False
        restated, top.restated = top.restated, False
        if not (new_screen or refocused or restated or self._focus_moved):
            return
        self._focus_moved = False
        status, focus = top.spoken_status(), top.spoken_focus()
        if heard is None or new_screen:
            parts = [top.spoken_title(), status, focus]
        else:
            parts = [
                status if status != heard.status else None,
                focus if focus != heard.focus or refocused else None,
            ]
        self._heard = Heard(top, status, focus)
        say(services, joined(parts), focus=True)

    def _note_input(self, event: pygame.event.Event) -> None:
        """Button prompts show while a controller gives the input; a key, the mouse or a finger
        hides them."""
        et = event.type
        if et == pygame.KEYDOWN or et in MOUSE_EVENTS:
            pads = self.services.pads
            now = pad_of(event) if et == pygame.KEYDOWN else None
            if now != pads.active:
                self.dirty = True
            pads.use(now)

    def _on_video_resize(self, event: pygame.event.Event) -> None:
        s = self.services.settings
        w = max(MIN_WINDOW[0], int(getattr(event, "w", MIN_WINDOW[0]) or MIN_WINDOW[0]))
        h = max(MIN_WINDOW[1], int(getattr(event, "h", MIN_WINDOW[1]) or MIN_WINDOW[1]))
        w, h = min(w, MAX_WINDOW), min(h, MAX_WINDOW)
        if not s.fullscreen:
            surf = pygame.display.get_surface()
            if surf is None or surf.get_size() != (w, h):
                pygame.display.set_mode((w, h), pygame.RESIZABLE)
            s.window_size = (w, h)
            self.settings_changed(later=True)
        self._after_resize()

    def _on_window_moved(self, event: pygame.event.Event) -> None:
        """Remember where the window is (written once it rests, like a new size)."""
        s = self.services.settings
        x, y = getattr(event, "x", None), getattr(event, "y", None)
        if s.fullscreen or not isinstance(x, int) or not isinstance(y, int):
            return
        if s.window_pos != (x, y):
            s.window_pos = (x, y)
            self.settings_changed(later=True)

    def step(self, dt: float) -> None:
        """Advance the top scene and the toasts by dt seconds."""
        for key_event in self.pads.tick(self.services.clock()):  # held directions repeat
            self.dispatch(key_event)
        top = self.stack.top
        if top is not None:
            top.update(max(0.0, min(dt, 0.25)))
            if self.stack.top is not top:
                # A scene came or went by itself (the end screen after the last move's
                # scoring): drawn now, not at the next mouse move or key press.
                self.dirty = True
        self._narrate_focus()
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
            self.services.settings.ui_scale(),
        )

    def render(self) -> None:
        """Draw the visible scenes (bottom first) and the toasts."""
        if self.screen is None:
            return
        settings = self.services.settings
        palette = settings.palette
        if palette != theme.palette().name:
            # The settings name the palette (the Settings screen changes it, so may a test).
            theme.use_palette(palette)
        look = (palette, settings.colour_blind_symbols)
        if look != self._layers_look:
            # Layers painted in another palette or with(out) the tile symbols are painted again.
            self._layers_look = look
            self._layers.clear()
        canvas = self.canvas()
        for scene in self.stack.visible():
            scene.draw(canvas)
        top = self.stack.top
        if top is not None and self.services.pads.prompts_shown():
            paint_legend(canvas, self.services.pads, top.pad_legend(), top.pad_legend_box())
        if self._toasts:
            paint_toasts(canvas, self.toasts(), self.keep_clear())
        self.dirty = False
        self.frames += 1

    def keep_clear(self) -> list[pygame.FRect]:
        """What the visible scenes keep clear of toasts (design space)."""
        return [r for scene in self.stack.visible() for r in scene.toast_clear()]

    def toast_rects(self) -> list[pygame.FRect]:
        """Where the toasts shown now are drawn (design space, the newest first)."""
        if self.screen is None:
            return []
        return [box for box, _ in toast_boxes(self.canvas(), self.toasts(), self.keep_clear())]

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
        pad_wait = self.pads.next_due(self.services.clock())
        if pad_wait is not None:
            waits.append(pad_wait)
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
            self.frame(events, dt)
            wait = self.frame_interval()
            if self.dirty or events or (wait is not None and wait <= 1 / FPS):
                clock.tick(FPS)
            else:
                # Idle: nothing moves, so sleep briefly and poll again. A short sleep costs
                # far less CPU than pygame.event.wait() and keeps input latency under 20 ms.
                time.sleep(IDLE_SLEEP if wait is None else max(0.001, min(IDLE_SLEEP, wait)))
        return 0

    def frame(self, events: Sequence[pygame.event.Event], dt: float) -> None:
        """One frame: events, update, draw. A failing frame is logged and skipped; when frames
        keep failing, the game is saved and the failing screens are closed (see _recover)."""
        try:
            for event in events:
                self.dispatch(event)
            self.step(dt)
            if self.dirty:
                self.render()
                pygame.display.flip()
            self._errors = 0
            self._recovered = False
        except Exception:  # keep the game alive; the log has the details
            self._errors += 1
            log.exception("error in the main loop")
            if self._errors >= MAX_CONSECUTIVE_ERRORS and not self._recover():
                raise

    def _recover(self) -> bool:
        """After MAX_CONSECUTIVE_ERRORS failed frames: save the game in progress, go back to
        the main menu and say what happened. False (the caller re-raises and the app closes,
        the game saved) when the main menu itself keeps failing right after a recovery."""
        persistence = self.services.persistence
        for scene in self.stack.scenes:
            session = getattr(scene, "session", None)
            if persistence is None or session is None:
                continue
            try:
                persistence.game_changed(session)
            except Exception:  # saving must not stop the recovery
                log.exception("saving the game after repeated errors")
        if self._recovered:
            log.critical("the main menu keeps failing too; closing (the game was saved)")
            return False
        self._errors = 0
        self._recovered = True
        self.stack.reset(self.services.router.make(router.TITLE, self))
        notice = [self.services.t("notice.frame_error")]
        self.stack.push(self.services.router.make(router.NOTICE, self, paragraphs=notice))
        self.invalidate()
        return True

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
        self.services.narrator.close()
        self.pads.stop()
        pygame.display.quit()


def make_services(
    settings: Settings | None = None,
    ai_process: bool = True,
    persistence: Persistence | None = None,
    narrator: Narrator | None = None,
) -> Services:
    """The default services (real translator, assets, audio, thinking service, clock, the
    narrator: speech, which starts only when narration first speaks).

    ai_process=False makes computer players think in a thread instead of a worker process
    (tests use it; the game itself always uses the process). persistence None keeps nothing
    on disk."""
    settings = settings or Settings()
    services = Services(
        settings=settings,
        text=Translator(resources.locale_dir(), settings.language),
        assets=Assets(settings),  # tile symbols follow settings.colour_blind_symbols
        fonts=Fonts(),
        audio=Audio(settings),
        paths=Paths.default(),
        thinking=ThinkingService(use_process=ai_process),
        clock=time.monotonic,
        persistence=persistence,
        kits=KitRegistry(),
        narrator=narrator or SpeechNarrator(settings.language, settings.speech_rate),
    )
    register_scenes(services.router)
    return services


def _make_replay(host: SceneHost, game: FinishedGame) -> Scene:
    """The replay of a finished game, by its family's kit (NoTableError if there is none)."""
    scene = replay_scene_for(host, game)
    if scene is None:
        raise NoTableError(game.positions.states[0].ruleset.family)
    return scene


def register_scenes(scenes: Router) -> None:
    """Every screen by name: the one place that knows all scene modules (see router.py)."""
    scenes.add(router.TITLE.opened_by(TitleScene))
    scenes.add(router.NOTICE.opened_by(NoticeScene))
    scenes.add(router.TABLE.opened_by(make_table))  # the family's kit builds the table
    scenes.add(router.REPLAY.opened_by(_make_replay))
    for route, module, attr in LAZY_SCENES:
        scenes.add_lazy(route, module, attr)
    scenes.add_lazy(RULES_F1, "azul.ui.scenes.rules", "rules_in_play")
