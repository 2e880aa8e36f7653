"""Everything a scene needs from the outside world, passed in rather than imported globally."""

from __future__ import annotations

import os
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

import platformdirs

from azul.domain.narration import Narrator, RecordingNarrator
from azul.domain.settings import Settings
from azul.engine.state import GameState
from azul.i18n import Translator

from .assets import Assets, Fonts
from .audio import Audio
from .controller import PadStatus
from .kits import KitRegistry
from .router import Router

if TYPE_CHECKING:
    from .persistence import Persistence


@dataclass
class Paths:
    """Where the app writes files."""

    screenshots: Path

    @staticmethod
    def default() -> Paths:
        """The user's pictures/Screenshots folder (AZUL_SCREENSHOT_DIR overrides it)."""
        override = os.environ.get("AZUL_SCREENSHOT_DIR")
        if override:
            return Paths(screenshots=Path(override))
        return Paths(screenshots=Path(platformdirs.user_pictures_dir()) / "Screenshots")


class Thinker(Protocol):
    """What the scenes ask of the computer players' service (azul.ai.service.ThinkingService
    or a stand-in with the same interface): moves and hints by ticket, polled each frame."""

    def submit(
        self, state: GameState, level: str, seed: int = 0, budget: float | None = None
    ) -> int:
        """Start choosing a move for the player to move at a level; its ticket."""
        ...

    def submit_hint(self, state: GameState, seed: int = 0, budget: float | None = None) -> int:
        """Start choosing a hint for the player to move; its ticket."""
        ...

    def poll(self, ticket: int) -> int | None:
        """The chosen move once it is ready, else None."""
        ...

    def cancel(self, ticket: int) -> None:
        """Forget a ticket (its answer is dropped)."""
        ...

    def close(self) -> None:
        """Stop the worker."""
        ...

    @property
    def in_process(self) -> bool:
        """True when the work runs in this process (no worker processes)."""
        ...


@dataclass
class Services:
    """Shared services: settings, text, assets, fonts, audio, paths, thinking, the clock and
    what is kept on disk (persistence None: nothing is kept, e.g. in tests of other screens)."""

    settings: Settings
    text: Translator
    assets: Assets
    fonts: Fonts
    audio: Audio
    paths: Paths
    thinking: Thinker
    clock: Callable[[], float] = time.monotonic
    persistence: Persistence | None = None
    # Scene factories by name (see router.py); the app registers them at start-up.
    router: Router = field(default_factory=Router)
    # Table kits by family (see kits.py), from the registered families' manifests.
    kits: KitRegistry = field(default_factory=KitRegistry)
    # Which controllers are connected and whether one gave the last input (button prompts).
    pads: PadStatus = field(default_factory=PadStatus)
    # Where narration's sentences go while it is on (Settings): speech in the game, a list
    # in tests (see azul/domain/narration.py and azul/ui/narration.py).
    narrator: Narrator = field(default_factory=RecordingNarrator)
    # What screens remember while the app runs, never stored (the Settings tab last shown).
    remembered: dict[str, str] = field(default_factory=dict)

    def t(self, key: str, **values: object) -> str:
        """Shortcut for services.text.t."""
        return self.text.t(key, **values)

    def tn(self, key: str, n: int, **values: object) -> str:
        """Shortcut for services.text.tn."""
        return self.text.tn(key, n, **values)
