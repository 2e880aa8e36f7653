"""The background music: a deterministic generator, sane levels, a click-free loop, playback."""

from __future__ import annotations

import functools
import hashlib
import math
import os
import subprocess
import sys
import wave
from array import array
from collections.abc import Iterator
from pathlib import Path

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402
import pytest  # noqa: E402

from azul.domain.settings import Settings  # noqa: E402
from azul.ui import audio as audio_module  # noqa: E402
from azul.ui.audio import MUSIC_SHARE, Audio  # noqa: E402

REPO = Path(__file__).resolve().parents[1]
LOOP = REPO / "assets" / "music" / "calm_loop.wav"
FULL_SCALE = 32768
MIXER_VOLUME_STEP = 1 / 128  # SDL_mixer keeps volumes in 128 steps


@functools.cache  # read once: both tests of the loop only read its samples
def _samples(path: Path) -> tuple[list[float], int]:
    with wave.open(str(path)) as w:
        assert (w.getnchannels(), w.getsampwidth()) == (1, 2)
        pcm = array("h", w.readframes(w.getnframes()))
        rate = w.getframerate()
    if sys.byteorder == "big":
        pcm.byteswap()
    return [v / FULL_SCALE for v in pcm], rate


def test_generator_makes_the_same_bytes_every_run(tmp_path: Path) -> None:
    # One fresh run (its own interpreter, its own hash seed) against the committed file, which
    # an earlier run made: the same bytes from another run, on another day.
    out = tmp_path / "fresh"
    cmd = [sys.executable, str(REPO / "tools" / "make_assets.py"), "--out", str(out)]
    cmd += ["--quiet", "--only", "music/*"]
    subprocess.run(cmd, check=True, cwd=tmp_path, timeout=120, capture_output=True)
    digest = hashlib.sha256((out / "music" / "calm_loop.wav").read_bytes()).hexdigest()
    assert digest == hashlib.sha256(LOOP.read_bytes()).hexdigest()  # the committed file


def test_loop_is_small_calm_and_unclipped() -> None:
    x, rate = _samples(LOOP)
    seconds = len(x) / rate
    assert rate == 22050 and 30.0 <= seconds <= 60.0
    assert LOOP.stat().st_size < 2_100_000
    peak = max(abs(v) for v in x)
    rms = math.sqrt(sum(v * v for v in x) / len(x))
    assert peak < 0.9, peak  # headroom: no clipping
    assert -24.0 < 20 * math.log10(rms) < -10.0, rms  # audible, not loud
    assert abs(sum(x) / len(x)) < 1e-3  # no DC offset
    # No silent stretch of a second anywhere: the loop never drops out.
    second = rate
    quietest = min(
        math.sqrt(sum(v * v for v in x[i : i + second]) / second)
        for i in range(0, len(x) - second, second // 2)
    )
    assert quietest > rms / 4


def test_loop_joint_has_no_click() -> None:
    x, _rate = _samples(LOOP)
    steps = sorted(abs(x[i] - x[i - 1]) for i in range(1, len(x)))
    typical = steps[int(0.99 * len(steps))]
    joint = abs(x[0] - x[-1])  # the step the player hears when the loop wraps round
    assert joint <= typical, (joint, typical)
    # The slope carries across the joint too (a kink would be a soft click).
    before, after = x[-1] - x[-2], x[1] - x[0]
    assert abs((x[0] - x[-1]) - (before + after) / 2) <= typical


@pytest.fixture
def mixer() -> Iterator[None]:
    pygame.init()
    yield
    pygame.mixer.quit()
    pygame.quit()


def test_audio_loops_the_music_at_the_settings_volume(mixer: None) -> None:
    settings = Settings(volume=0.8, music_volume=0.6)
    audio = Audio(settings)
    audio.start()
    if not audio.available:  # no mixer at all: the music is simply off
        assert not audio.music_playing
        return
    try:
        assert audio.music_playing and pygame.mixer.music.get_busy()
        assert abs(pygame.mixer.music.get_volume() - 0.6) <= MIXER_VOLUME_STEP
        settings.volume = 0.4  # the effects volume leaves the music alone
        audio.play("click")
        assert abs(pygame.mixer.music.get_volume() - 0.6) <= MIXER_VOLUME_STEP
        settings.music_volume = 0.3  # the settings menu's music slider
        audio.sync_music()
        assert abs(pygame.mixer.music.get_volume() - 0.3) <= MIXER_VOLUME_STEP
        settings.muted = True
        audio.play("click")
        assert pygame.mixer.music.get_volume() == 0.0
        settings.muted = False
        audio.play("click")
        assert pygame.mixer.music.get_volume() > 0.0
    finally:
        audio.stop()
    assert not audio.music_playing


def test_muted_start_keeps_the_loop_silent(mixer: None) -> None:
    audio = Audio(Settings(volume=0.8, muted=True))
    audio.start()
    try:
        assert audio.music_volume() == 0.0
        if audio.music_playing:
            assert pygame.mixer.music.get_volume() == 0.0
    finally:
        audio.stop()


def test_missing_music_leaves_the_effects_on(
    mixer: None, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    monkeypatch.setattr(audio_module, "MUSIC_FILE", ("music", "no_such_loop.wav"))
    audio = Audio(Settings())
    audio.start()
    try:
        assert not audio.music_playing
        if audio.available:
            assert "music is off" in caplog.text
            audio.play("click")  # effects still work and nothing raises
    finally:
        audio.stop()


def test_music_volume_setting_wins_when_the_settings_carry_one() -> None:
    settings = Settings(volume=0.8, music_volume=0.6)
    audio = Audio(settings)
    assert audio.music_volume() == pytest.approx(0.8 * MUSIC_SHARE)
    settings.music_volume = 0.3  # type: ignore[attr-defined]  # a later Settings field
    assert audio.music_volume() == pytest.approx(0.3)
    settings.music_volume = float("nan")  # type: ignore[attr-defined]
    assert audio.music_volume() == pytest.approx(0.8 * MUSIC_SHARE)
