"""Sound effects with volume and mute; silent (never crashing) when no audio device exists."""

from __future__ import annotations

import contextlib
import logging
import os
import sys
from collections.abc import Iterator

import pygame

from azul import resources
from azul.domain.settings import Settings

log = logging.getLogger(__name__)

SOUNDS: tuple[str, ...] = ("pick", "place", "score", "penalty", "game_end", "click")


STDERR_FD = 2


@contextlib.contextmanager
def quiet_stderr() -> Iterator[None]:
    """Send what C libraries write to stderr to nowhere for a moment.

    Without a sound card ALSA prints a dozen "ALSA lib ..." lines from C while SDL probes for
    a device; the player needs one line saying sound is off, which start() logs itself."""
    try:
        if sys.stderr is not None:
            sys.stderr.flush()
        saved = os.dup(STDERR_FD)
    except (OSError, ValueError):  # no stderr at all (a windowed build): nothing to quieten
        yield
        return
    try:
        with open(os.devnull, "wb") as null:
            os.dup2(null.fileno(), STDERR_FD)
        yield
    finally:
        os.dup2(saved, STDERR_FD)
        os.close(saved)


class Audio:
    """Plays the effects in assets/sounds at the volume in settings."""

    def __init__(self, settings: Settings) -> None:
        self.settings = settings
        self.available = False
        self._sounds: dict[str, pygame.mixer.Sound] = {}
        self.played: list[str] = []  # names of effects requested (for tests and diagnostics)

    def start(self) -> None:
        """Open the mixer and load the effects; stays silent if either fails."""
        try:
            if not pygame.mixer.get_init():
                with quiet_stderr():
                    pygame.mixer.init(frequency=44100, size=-16, channels=2, buffer=512)
            for name in SOUNDS:
                path = resources.asset_path("sounds", f"{name}.wav")
                self._sounds[name] = pygame.mixer.Sound(str(path))
            self.available = True
        except (pygame.error, OSError, FileNotFoundError) as exc:
            log.warning("sound is off: %s", exc)
            self.available = False

    def play(self, name: str) -> None:
        """Play an effect now (nothing when muted, at volume 0 or without audio)."""
        self.played.append(name)
        if len(self.played) > 200:
            del self.played[:100]
        volume = self.settings.effective_volume()
        if not self.available or volume <= 0:
            return
        sound = self._sounds.get(name)
        if sound is None:
            return
        try:
            sound.set_volume(volume)
            sound.play()
        except pygame.error as exc:  # a device that vanished mid-game
            log.warning("cannot play %s: %s", name, exc)

    def stop(self) -> None:
        """Close the mixer."""
        if self.available:
            with contextlib.suppress(pygame.error):
                pygame.mixer.quit()
        self.available = False
