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
import re
import shutil
import sys
import threading
from collections import deque
from typing import Any, Protocol

from .settings import DEFAULT_SPEECH_RATE as DEFAULT_RATE

log = logging.getLogger(__name__)
# On Linux pyttsx3 plays eSpeak NG's speech with ALSA's command-line player; without it every
# sentence is made and silently dropped, so the narrator counts it as a missing engine.
LINUX_PLAYER = "aplay"


def missing_player() -> str | None:
    """The sound player pyttsx3 needs here and cannot find (None: nothing is missing)."""
    if sys.platform.startswith("linux") and shutil.which(LINUX_PLAYER) is None:
        return LINUX_PLAYER
    return None


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


PIECE = 160  # characters: a longer text is spoken in pieces of whole sentences
SENTENCE_END = re.compile(r"(?<=[.!?…])\s+")


def pieces(text: str) -> list[str]:
    """A text in pieces of whole sentences, each at most about PIECE characters (a sentence
    longer than that stays whole)."""
    out: list[str] = []
    for part in SENTENCE_END.split(text.strip()):
        if out and len(out[-1]) + 1 + len(part) <= PIECE:
            out[-1] = f"{out[-1]} {part}"
        elif part:
            out.append(part)
    return out


# The standard forms of a language, best first, before any other regional voice of it
# (eSpeak NG lists en-029, Caribbean English, before en-gb and en-us).
STANDARD_FORMS: dict[str, tuple[str, ...]] = {"en": ("en-gb", "en-us")}
REGION_LEN = 2  # "gb" in en-gb: a country, not a dialect such as en-gb-scotland or en-029


def language_tag(lang: object) -> str:
    """A voice's language as a lower-case tag: "en-gb" from "en_GB", or from eSpeak's bytes
    (a priority byte before the tag)."""
    text = lang.decode("utf-8", "replace") if isinstance(lang, bytes) else str(lang)
    text = "".join(ch for ch in text if ch.isprintable())  # eSpeak's priority byte
    return text.strip().lower().replace("_", "-")


def voice_rank(tag: str, want: str) -> int | None:
    """How well a voice's language tag fits the language wanted (lower is better, None: not
    at all): the language itself, its standard forms, a country's form, any other form."""
    if tag == want:
        return 0
    standard = STANDARD_FORMS.get(want, ())
    if tag in standard:
        return 1 + standard.index(tag)
    parts = tag.split("-")
    if parts[0] != want:
        return None
    plain_country = len(parts) == 2 and len(parts[1]) == REGION_LEN and parts[1].isalpha()
    return 10 if plain_country else 20


def voice_for(voices: list[Any], language: str) -> str | None:
    """The id of the engine voice that speaks ``language`` best (the language itself, then its
    standard forms such as en-gb and en-us, then a country's, then any regional voice), None
    when the engine has none."""
    want = language.lower()
    best: tuple[int, int, str] | None = None
    for order, voice in enumerate(voices):
        for lang in getattr(voice, "languages", []) or []:
            rank = voice_rank(language_tag(lang), want)
            if rank is not None and (best is None or (rank, order) < best[:2]):
                best = (rank, order, str(voice.id))
    return None if best is None else best[2]


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
        """Queue a sentence (a long text sentence by sentence, so that a newer focus sentence
        cuts a long read short); the first one starts the speaking thread."""
        if not text or self._failed or self._closed:
            return
        with self._lock:
            if focus:  # what the focus was on a moment ago no longer matters
                kept = [item for item in self._queue if not item[1]]
                self._queue = deque(kept)
            self._queue.extend((part, focus) for part in pieces(text))
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
            player = missing_player()
            if player is not None:
                raise RuntimeError(f"{player} is not installed: speech could not be heard")
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
                    log.info(
                        "speaking %s with voice %s at %d words a minute",
                        wanted[0],
                        chosen,
                        wanted[1],
                    )
                log.debug("saying: %s", text)  # AZUL_LOG=DEBUG: what was spoken, in order
                engine.say(text)
                engine.runAndWait()
            except Exception as exc:  # a failing engine mid-game: stop trying, say so once
                log.warning("speech stopped: %s", exc)
                self._failed = True
                return
