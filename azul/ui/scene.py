"""Scenes (one screen each) and the stack that runs them."""

from __future__ import annotations

from typing import TYPE_CHECKING, ParamSpec, Protocol

import pygame

from azul.domain.controls import Action

from .actions import keymap
from .widgets import WidgetGroup

if TYPE_CHECKING:
    from .canvas import Canvas
    from .router import Route
    from .services import Services
    from .viewport import Viewport

P = ParamSpec("P")


class SceneHost(Protocol):
    """What a scene may ask of the app that runs it."""

    services: Services
    viewport: Viewport
    stack: SceneStack

    def invalidate(self) -> None:
        """Ask for a redraw."""
        ...

    def quit(self) -> None:
        """Close the app."""
        ...

    def apply_display_settings(self) -> None:
        """Re-apply fullscreen/window size from settings."""
        ...

    def toast(self, text: str) -> None:
        """Show a short message over everything."""
        ...


class Scene:
    """One screen. ``draw`` never changes state; everything else may."""

    opaque = True  # False: the scene below is drawn first (pause menu, dialogs, end screen)
    shows_rules = False  # True: the rules viewer (F1 does not open the rules over it)

    def __init__(self, host: SceneHost) -> None:
        self.host = host
        self.services = host.services

    # -- lifecycle --
    def enter(self) -> None:
        """Called when pushed onto the stack."""

    def exit(self) -> None:
        """Called when removed from the stack."""

    def pause(self) -> None:
        """Called when another scene is pushed on top."""

    def resume(self) -> None:
        """Called when the scene on top is removed."""

    # -- per frame --
    def handle(self, event: pygame.event.Event) -> None:
        """React to one input event."""

    def update(self, dt: float) -> None:
        """Advance time by dt seconds."""

    def draw(self, canvas: Canvas) -> None:
        """Paint the scene (read-only)."""

    def frame_interval(self) -> float | None:
        """Seconds until the scene next needs an update: 0 = every frame, None = only on input."""
        return None

    def on_resize(self) -> None:
        """The window changed size."""

    def takes_every_key(self) -> bool:
        """True while the scene wants every key itself, the app's own keys too (F1, F11, F12:
        the Controls screen waiting for a new key)."""
        return False

    def pad_legend(self) -> list[tuple[tuple[str, ...], str]]:
        """Controller buttons and what they do here (shown while a controller is in use)."""
        return [
            (self.pad_buttons(Action.CONFIRM), self.t("pads.select")),
            (self.pad_buttons(Action.BACK), self.t("pads.back")),
        ]

    def pad_legend_box(self) -> pygame.FRect | None:
        """Where the controller legend goes (design space; None: the window's bottom left)."""
        return None

    def keep_clear(self) -> list[pygame.FRect]:
        """What messages drawn over the scene (toasts, a lesson's arrow) must not cover, in
        design space: a panel the player decides in, with its buttons (none by default)."""
        return []

    def toast_clear(self) -> list[pygame.FRect]:
        """What a toast keeps clear of on this scene: keep_clear, and every control shown (the
        scene's widgets: a Back button, a menu)."""
        widgets = [
            w.rect
            for group in vars(self).values()
            if isinstance(group, WidgetGroup)
            for w in group.widgets
            if w.visible
        ]
        return [*self.keep_clear(), *widgets]

    def spoken_focus(self) -> str | None:
        """What narration says of the keyboard focus here: the focused widget of the scene's
        widget groups: once the keyboard is in use, or where the screen puts the focus itself
        (a dialog's first button; None: nothing focused)."""
        for group in vars(self).values():
            if isinstance(group, WidgetGroup) and (group.show_focus or group.focus is not None):
                widget = group.focused()
                if widget is not None and widget.visible:
                    return widget.spoken(self.t)
        return None

    # -- helpers --
    def pad_button(self, action: Action) -> str | None:
        """The controller button the player's mapping gives an action (None: none)."""
        return keymap(self.services.settings.controls).button(action)

    def pad_buttons(self, *actions: Action) -> tuple[str, ...]:
        """The controller buttons of these actions, for a legend (those that have one)."""
        return tuple(b for a in actions if (b := self.pad_button(a)) is not None)

    def ui(self) -> float:
        """The player's text and controls size as a multiplier (1.0, 1.25 or 1.5)."""
        return self.services.settings.ui_scale()

    def design_pos(self, event: pygame.event.Event) -> tuple[float, float]:
        """Design-space position of a mouse event (or of the mouse now)."""
        pos: tuple[float, float] | None = getattr(event, "pos", None)
        if pos is None:
            pos = pygame.mouse.get_pos()
        return self.host.viewport.to_design(pos[0], pos[1])

    def t(self, key: str, **values: object) -> str:
        """Translated text."""
        return self.services.text.t(key, **values)

    def tn(self, key: str, n: int, **values: object) -> str:
        """Translated plural text."""
        return self.services.text.tn(key, n, **values)

    def make_scene(self, route: Route[P], /, *args: P.args, **kwargs: P.kwargs) -> Scene:
        """A new scene by its route (scenes never import each other to navigate)."""
        return self.services.router.make(route, self.host, *args, **kwargs)


class SceneStack:
    """Scenes on top of each other; only the top one gets input and time."""

    def __init__(self) -> None:
        self.scenes: list[Scene] = []

    @property
    def top(self) -> Scene | None:
        """The active scene."""
        return self.scenes[-1] if self.scenes else None

    def push(self, scene: Scene) -> None:
        """Put a scene on top (the current top is paused)."""
        if self.scenes:
            self.scenes[-1].pause()
        self.scenes.append(scene)
        scene.enter()

    def pop(self) -> Scene | None:
        """Remove the top scene (the one below resumes)."""
        if not self.scenes:
            return None
        scene = self.scenes.pop()
        scene.exit()
        if self.scenes:
            self.scenes[-1].resume()
        return scene

    def replace(self, scene: Scene) -> None:
        """Swap the top scene for another."""
        if self.scenes:
            self.scenes.pop().exit()
        self.scenes.append(scene)
        scene.enter()

    def reset(self, scene: Scene) -> None:
        """Remove every scene and start afresh with one."""
        while self.scenes:
            self.scenes.pop().exit()
        self.scenes.append(scene)
        scene.enter()

    def visible(self) -> list[Scene]:
        """Scenes to draw, bottom first: from the topmost opaque scene up."""
        start = 0
        for i in range(len(self.scenes) - 1, -1, -1):
            if self.scenes[i].opaque:
                start = i
                break
        return self.scenes[start:]

    def find(self, kind: type[Scene]) -> Scene | None:
        """The topmost scene of a class, if any."""
        for scene in reversed(self.scenes):
            if isinstance(scene, kind):
                return scene
        return None
