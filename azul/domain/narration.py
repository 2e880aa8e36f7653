"""Narration back ends: what the game says aloud when narration is on (Settings).

The UI builds the sentences (focus changes, moves, score events, the round summary, the end,
the read-out keys) in the player's language and hands them to a ``Narrator``, which the app
passes in through its services; nothing here knows about screens or pygame. Two back ends:

- ``SpeechNarrator`` speaks through the platform's engine with pyttsx3 (SAPI5 on Windows,
  NSSpeechSynthesizer on macOS, eSpeak NG on Linux). The engine is created lazily, in a
  background thread, the first time something is said, so the window never waits for it;
  when pyttsx3 or the engine is missing or fails, the narrator says so once
  (``take_problem``) and quietly drops every later sentence.
- ``RecordingNarrator`` keeps the sentences in a list (tests read them instead of listening).
"""

from __future__ import annotations

import logging
import threading
from collections import deque
from typing import Any, Protocol

from .settings import DEFAULT_SPEECH_RATE as DEFAULT_RATE

log = logging.getLogger(__name__)


class Narrator(Protocol):
    """Where the game's spoken sentences go."""

    def say(self, text: str, focus: bool = False) -> None:
        """Say a sentence (``focus``: it names what the keyboard is on, and a newer focus
        sentence replaces one not yet spoken)."""
        ...

    def set_voice(self, language: str, rate: int) -> None:
        """Speak in this language (a voice of it, if the engine has one) at this rate."""
        ...

    def take_problem(self) -> bool:
        """True once, the first time after the back end found it cannot speak."""
        ...

    def close(self) -> None:
        """Stop speaking and let the back end go."""
        ...


class RecordingNarrator:
    """Keeps every sentence said, in order (``said``); for tests and the smoke test."""

    def __init__(self) -> None:
        self.said: list[str] = []
        self.language = "en"
        self.rate = DEFAULT_RATE

    def say(self, text: str, focus: bool = False) -> None:
        """Record the sentence."""
        if text:
            self.said.append(text)

    def set_voice(self, language: str, rate: int) -> None:
        """Remember the language and rate asked for."""
        self.language, self.rate = language, rate

    def take_problem(self) -> bool:
        """A recording never fails."""
        return False

    def close(self) -> None:
        """Nothing to let go."""


def voice_for(voices: list[Any], language: str) -> str | None:
    """The id of the engine voice that speaks ``language`` (its code or a regional form of it,
    "en" matching "en-gb"), None when the engine has none."""
    want = language.lower()
    for exact in (True, False):
        for voice in voices:
            langs = [str(lang).lower() for lang in getattr(voice, "languages", []) or []]
            for lang in langs:
                if lang == want or (not exact and lang.split("-")[0] == want):
                    return str(voice.id)
    return None


class SpeechNarrator:
    """Speaks through pyttsx3 in a background thread (see the module notes)."""

    def __init__(self, language: str = "en", rate: int = DEFAULT_RATE) -> None:
        self._lock = threading.Condition()
        self._queue: deque[tuple[str, bool]] = deque()
        self._thread: threading.Thread | None = None
        self._voice = (language, rate)
        self._failed = False
        self._told = False
        self._closed = False

    def say(self, text: str, focus: bool = False) -> None:
        """Queue a sentence; the first one starts the speaking thread."""
        if not text or self._failed or self._closed:
            return
        with self._lock:
            if focus:  # what the focus was on a moment ago no longer matters
                kept = [item for item in self._queue if not item[1]]
                self._queue = deque(kept)
            self._queue.append((text, focus))
            self._lock.notify()
        if self._thread is None:
            self._thread = threading.Thread(target=self._run, name="narration", daemon=True)
            self._thread.start()

    def set_voice(self, language: str, rate: int) -> None:
        """Use a voice of this language at this rate from the next sentence on."""
        with self._lock:
            self._voice = (language, rate)

    def take_problem(self) -> bool:
        """True once after speech turned out not to be available."""
        if self._failed and not self._told:
            self._told = True
            return True
        return False

    def close(self) -> None:
        """Drop what is queued and end the thread after its sentence."""
        with self._lock:
            self._closed = True
            self._queue.clear()
            self._lock.notify()

    def _next(self) -> tuple[str, tuple[str, int]] | None:
        with self._lock:
            while not self._queue and not self._closed:
                self._lock.wait()
            if self._closed:
                return None
            text, _ = self._queue.popleft()
            return text, self._voice

    def _run(self) -> None:
        try:
            # Deferred: the platform's speech engine (COM, AppKit or libespeak-ng through
            # ctypes) loads only when narration first speaks, never at start-up.
            import pyttsx3  # type: ignore[import-untyped, import-not-found, unused-ignore]

            engine = pyttsx3.init()
            voices = list(engine.getProperty("voices") or [])
        except Exception as exc:  # no pyttsx3, no engine, a broken driver: speech is off
            log.warning("speech is not available: %s", exc)
            self._failed = True
            return
        voice: tuple[str, int] | None = None
        while (item := self._next()) is not None:
            text, wanted = item
            try:
                if wanted != voice:
                    voice = wanted
                    chosen = voice_for(voices, wanted[0])
                    if chosen is not None:
                        engine.setProperty("voice", chosen)
                    engine.setProperty("rate", wanted[1])
                engine.say(text)
                engine.runAndWait()
            except Exception as exc:  # a failing engine mid-game: stop trying, say so once
                log.warning("speech stopped: %s", exc)
                self._failed = True
                return
