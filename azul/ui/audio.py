"""Sound effects and the background music loop with volume and mute; silent (never crashing)
when no audio device exists."""

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
MUSIC_FILE = ("music", "calm_loop.wav")
# Without a music volume of its own the loop follows the effects volume, a little below it
# (the stored defaults: music 0.6 against effects 0.8).
MUSIC_SHARE = 0.75
MUSIC_FADE_IN_MS = 2500  # the loop eases in rather than starting at full level
# The mixer keeps the music volume in this many steps (a volume is cut down to one of them).
MIXER_STEPS = 128


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
    """Plays the effects in assets/sounds and loops the music at the volumes in settings."""

    def __init__(self, settings: Settings) -> None:
        self.settings = settings
        self.available = False
        self._sounds: dict[str, pygame.mixer.Sound] = {}
        self.played: list[str] = []  # names of effects requested (for tests and diagnostics)
        self.music_playing = False

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
            return
        self.start_music()

    def music_volume(self) -> float:
        """Volume of the music loop: the settings' music volume (the effects volume scaled
        when there is none), 0 when muted."""
        if self.settings.muted:
            return 0.0
        value = getattr(self.settings, "music_volume", None)
        if isinstance(value, int | float) and not isinstance(value, bool) and value == value:
            return max(0.0, min(1.0, float(value)))
        return self.settings.effective_volume() * MUSIC_SHARE

    def start_music(self) -> None:
        """Loop the background music; without the file or a device the game stays silent."""
        if not self.available:
            return
        try:
            pygame.mixer.music.load(str(resources.asset_path(*MUSIC_FILE)))
            pygame.mixer.music.set_volume(self.music_volume())
            pygame.mixer.music.play(loops=-1, fade_ms=MUSIC_FADE_IN_MS)
            self.music_playing = True
        except (pygame.error, OSError) as exc:  # effects still play without the music
            log.warning("music is off: %s", exc)
            self.music_playing = False

    def sync_music(self) -> None:
        """Apply the current volume and mute settings to the playing loop."""
        if not self.music_playing:
            return
        with contextlib.suppress(pygame.error):
            wanted = self.music_volume()
            # Every effect syncs the loop, and setting the volume waits for the audio thread:
            # the loop is only touched when the mixer's step would change (reading is free).
            if int(wanted * MIXER_STEPS) != round(pygame.mixer.music.get_volume() * MIXER_STEPS):
                pygame.mixer.music.set_volume(wanted)

    def play(self, name: str) -> None:
        """Play an effect now (nothing when muted, at volume 0 or without audio)."""
        self.played.append(name)
        # Settings change through widgets that click: the loop follows the new volume or mute.
        self.sync_music()
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
        """Stop the music and close the mixer."""
        if self.available:
            with contextlib.suppress(pygame.error):
                pygame.mixer.music.stop()
                pygame.mixer.quit()
        self.available = False
        self.music_playing = False
