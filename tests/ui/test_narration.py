"""Narration's back ends and settings: speech that is not there says so once and the game goes
on; eSpeak NG really speaks (a WAV that is not silent); old settings files load with it off."""

from __future__ import annotations

import array
import shutil
import subprocess
import sys
import time
import wave
from pathlib import Path

import pygame
import pytest

from azul.domain.narration import RecordingNarrator, SpeechNarrator, voice_for
from azul.domain.settings import Settings
from azul.storage.models import SettingsFile
from azul.storage.ui_settings import from_ui_settings, to_ui_settings

from .driver import make_app

WAIT = 10.0  # seconds the speaking thread may take to find that it cannot speak
MIN_RMS = 300  # 16-bit samples: speech is far louder than this, silence is 0
SENTENCES = {
    "en": "Player 1: 3 blue from factory 2 to line 3.",
    "hu": "Te jössz, Anna. A harmadik mintasor üres.",
    "fi": "Sinun vuorosi, Anna. Kuviorivi kolme on tyhjä.",
}


def test_old_settings_files_load_with_narration_off() -> None:
    stored = SettingsFile.model_validate_json('{"schema_version": 2, "language": "fi"}')
    ui = to_ui_settings(stored)
    assert ui.narration is False and ui.speech_rate == Settings().speech_rate
    ui.narration, ui.speech_rate = True, 220
    back = to_ui_settings(from_ui_settings(ui, stored))
    assert back.narration is True and back.speech_rate == 220
    ui.speech_rate = 5  # refused by the model: the stored rate stays
    assert from_ui_settings(ui, stored).speech_rate == stored.speech_rate


def test_without_a_speech_engine_the_game_says_so_once_and_goes_on(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setitem(sys.modules, "pyttsx3", None)  # import pyttsx3 fails, as when absent
    driver = make_app(tmp_path)
    try:
        speech = SpeechNarrator()
        driver.app.services.narrator = speech
        driver.app.services.settings.narration = True
        driver.key(pygame.K_TAB)  # the focus moves: the first sentence starts the thread
        thread = speech._thread
        assert thread is not None
        thread.join(WAIT)
        assert not thread.is_alive()
        driver.step(0.1)
        unavailable = driver.app.services.t("narration.unavailable")
        assert driver.app.toasts().count(unavailable) == 1
        driver.key(pygame.K_TAB)
        driver.key(pygame.K_TAB)
        driver.step(0.1)
        assert driver.app.toasts().count(unavailable) == 1  # said once only
        assert type(driver.top).__name__ == "TitleScene"  # and the game goes on
    finally:
        driver.close()


def test_the_voice_follows_the_language() -> None:
    class Voice:
        def __init__(self, ident: str, languages: list[str]) -> None:
            self.id, self.languages = ident, languages

    voices = [Voice("gmw/en", ["en-gb"]), Voice("urj/hu", ["hu"]), Voice("urj/fi", ["fi"])]
    assert voice_for(voices, "hu") == "urj/hu"
    assert voice_for(voices, "en") == "gmw/en"  # a regional voice of the language
    assert voice_for(voices, "xx") is None
    recording = RecordingNarrator()
    recording.set_voice("fi", 140)
    assert (recording.language, recording.rate) == ("fi", 140)


def rms_and_peak(path: Path) -> tuple[float, int, float]:
    """A 16-bit mono WAV's RMS, its peak and its length in seconds."""
    with wave.open(str(path)) as wav:
        assert wav.getsampwidth() == 2
        frames = wav.readframes(wav.getnframes())
        seconds = wav.getnframes() / wav.getframerate()
    samples = array.array("h", frames)
    assert samples, "the WAV is empty"
    rms = (sum(s * s for s in samples) / len(samples)) ** 0.5
    return rms, max(abs(s) for s in samples), seconds


@pytest.mark.skipif(
    shutil.which("espeak-ng") is None,
    reason="eSpeak NG is not installed (apt-get install espeak-ng): nothing to hear",
)
@pytest.mark.parametrize("language", ["en", "hu"])
def test_espeak_ng_speaks_a_sentence_that_is_not_silent(tmp_path: Path, language: str) -> None:
    wav = tmp_path / f"{language}.wav"
    started = time.monotonic()
    subprocess.run(
        ["espeak-ng", "-v", language, "-w", str(wav), SENTENCES[language]],
        check=True,
        timeout=60,
        capture_output=True,
    )
    rms, peak, seconds = rms_and_peak(wav)
    print(
        f"{language}: rms {rms:.0f}, peak {peak}, {seconds:.2f} s ({time.monotonic() - started:.2f} s)"
    )
    assert rms > MIN_RMS and peak > 4 * MIN_RMS
    assert seconds > 1.0  # a sentence, not a click
