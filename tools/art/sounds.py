"""Synthesised sound effects: mono 16-bit 44.1 kHz WAV, deterministic (fixed seeds)."""

from __future__ import annotations

import io
import math
import random
import wave
from array import array
from collections.abc import Callable, Sequence

SR = 44100


def _silence(seconds: float) -> list[float]:
    return [0.0] * int(SR * seconds)


def _add(buf: list[float], start: float, sig: Sequence[float], gain: float = 1.0) -> None:
    o = int(start * SR)
    for i, v in enumerate(sig):
        j = o + i
        if j < len(buf):
            buf[j] += v * gain


def _partials(
    dur: float, partials: Sequence[tuple[float, float, float]], seed: int, attack: float = 0.0008
) -> list[float]:
    """Sum of exponentially decaying sines: (frequency Hz, amplitude, decay time constant s)."""
    rng = random.Random(seed)
    n = int(dur * SR)
    out = [0.0] * n
    for f, a, tau in partials:
        ph = rng.random() * 2 * math.pi
        w = 2 * math.pi * f / SR
        k = math.exp(-1.0 / (tau * SR))
        env = a
        for i in range(n):
            out[i] += math.sin(ph + w * i) * env
            env *= k
    na = max(1, int(attack * SR))
    for i in range(min(na, n)):
        out[i] *= i / na
    return out


def _noise_burst(dur: float, tau: float, seed: int, cutoff: float) -> list[float]:
    rng = random.Random(seed)
    n = int(dur * SR)
    k = math.exp(-1.0 / (tau * SR))
    env = 1.0
    raw = []
    for _ in range(n):
        raw.append((rng.random() * 2 - 1) * env)
        env *= k
    return _lowpass(raw, cutoff)


def _lowpass(x: Sequence[float], cutoff: float) -> list[float]:
    a = 1 - math.exp(-2 * math.pi * cutoff / SR)
    y = 0.0
    out = []
    for v in x:
        y += a * (v - y)
        out.append(y)
    return out


def _tone(
    dur: float,
    f0: float,
    f1: float,
    harmonics: Sequence[float],
    attack: float,
    tau: float,
    vibrato: float = 0.0,
) -> list[float]:
    """A tone gliding exponentially from f0 to f1 with a harmonic series and exponential decay."""
    n = int(dur * SR)
    out = [0.0] * n
    phase = 0.0
    na = max(1, int(attack * SR))
    k = math.exp(-1.0 / (tau * SR))
    env = 1.0
    for i in range(n):
        t = i / SR
        f = f0 * (f1 / f0) ** (i / n)
        if vibrato and t > 0.25:
            f *= 1 + vibrato * math.sin(2 * math.pi * 5.2 * t) * min(1.0, (t - 0.25) * 3)
        phase += 2 * math.pi * f / SR
        s = 0.0
        for h, amp in enumerate(harmonics, start=1):
            s += amp * math.sin(phase * h)
        a = env * (i / na if i < na else 1.0)
        out[i] = s * a
        env *= k
    return out


def _finish(buf: list[float], peak: float, fade_out: float = 0.012) -> bytes:
    m = max(1e-9, max(abs(v) for v in buf))
    g = peak / m
    n = len(buf)
    nf = int(fade_out * SR)
    samples = array("h")
    for i, v in enumerate(buf):
        if i > n - nf:
            v *= (n - i) / nf
        samples.append(max(-32767, min(32767, int(round(v * g * 32767)))))
    if samples.itemsize != 2:
        raise RuntimeError("array('h') must be 16-bit")
    import sys

    if sys.byteorder == "big":
        samples.byteswap()
    out = io.BytesIO()
    with wave.open(out, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(SR)
        w.writeframes(samples.tobytes())
    return out.getvalue()


def pick() -> bytes:
    """Ceramic click: two light tile-on-tile clinks."""
    buf = _silence(0.11)
    clink = [(2350, 1.0, 0.016), (3710, 0.55, 0.010), (5480, 0.28, 0.007), (1270, 0.35, 0.022)]
    _add(buf, 0.0, _partials(0.08, clink, 1))
    _add(buf, 0.0, _noise_burst(0.01, 0.0015, 2, 6000), 0.9)
    clink2 = [(2620, 1.0, 0.012), (4105, 0.5, 0.008), (1390, 0.3, 0.018)]
    _add(buf, 0.028, _partials(0.06, clink2, 3), 0.45)
    return _finish(_lowpass(buf, 9000), 0.55)


def place() -> bytes:
    """Soft clack of a tile set down on the board."""
    buf = _silence(0.17)
    _add(
        buf,
        0.0,
        _partials(
            0.16,
            [(640, 1.0, 0.030), (1080, 0.55, 0.020), (1760, 0.30, 0.012), (2900, 0.12, 0.006)],
            4,
        ),
    )
    _add(buf, 0.0, _tone(0.12, 170, 120, (1.0, 0.25), 0.002, 0.035), 0.9)
    _add(buf, 0.0, _noise_burst(0.015, 0.002, 5, 3200), 1.2)
    return _finish(_lowpass(buf, 6000), 0.6)


def _bell(f: float, dur: float, seed: int) -> list[float]:
    return _partials(
        dur,
        [
            (f, 1.0, 0.32),
            (f * 2.0, 0.35, 0.16),
            (f * 3.0, 0.12, 0.08),
            (f * 4.16, 0.10, 0.05),
            (f * 0.5, 0.15, 0.25),
        ],
        seed,
        attack=0.002,
    )


def score() -> bytes:
    """Bright two-note chime (E6 then B6)."""
    buf = _silence(0.75)
    _add(buf, 0.0, _bell(1318.5, 0.7, 6))
    _add(buf, 0.085, _bell(1975.5, 0.66, 7), 0.8)
    return _finish(_lowpass(buf, 10000), 0.62, fade_out=0.08)


def penalty() -> bytes:
    """Low, soft descending two-step thud."""
    buf = _silence(0.5)
    _add(buf, 0.0, _tone(0.22, 262, 220, (1.0, 0.35, 0.12), 0.006, 0.09))
    _add(buf, 0.16, _tone(0.34, 208, 147, (1.0, 0.35, 0.12), 0.006, 0.12))
    _add(buf, 0.0, _tone(0.12, 110, 70, (1.0,), 0.003, 0.04), 0.7)
    return _finish(_lowpass(buf, 2200), 0.65, fade_out=0.06)


def game_end() -> bytes:
    """Short fanfare: a rising C-major arpeggio resolving into a held chord."""
    dur = 1.45
    buf = _silence(dur)
    notes = [523.25, 659.25, 783.99, 1046.50]
    brass = (1.0, 0.55, 0.32, 0.18, 0.08)
    for i, f in enumerate(notes):
        t0 = i * 0.12
        last = i == len(notes) - 1
        _add(
            buf,
            t0,
            _tone(
                (dur - t0) if last else 0.3,
                f,
                f,
                brass,
                0.012,
                0.55 if last else 0.09,
                vibrato=0.004 if last else 0.0,
            ),
            1.0,
        )
    for f in notes[:3]:
        _add(buf, 0.36, _tone(dur - 0.36, f, f, brass, 0.03, 0.5), 0.42)
    return _finish(_lowpass(buf, 5000), 0.62, fade_out=0.25)


def click() -> bytes:
    """Soft UI button tick."""
    buf = _silence(0.05)
    _add(buf, 0.0, _partials(0.045, [(1800, 1.0, 0.005), (900, 0.6, 0.008), (3100, 0.2, 0.003)], 8))
    _add(buf, 0.0, _noise_burst(0.006, 0.001, 9, 5000), 0.5)
    return _finish(_lowpass(buf, 7000), 0.45, fade_out=0.01)


SOUNDS: dict[str, tuple[Callable[[], bytes], str]] = {
    "pick": (pick, "tiles taken from a factory or the centre (ceramic click)"),
    "place": (place, "tile placed on a pattern line, wall, floor or star (soft clack)"),
    "score": (score, "points scored (bright chime)"),
    "penalty": (penalty, "floor / discard penalty (low descending thud)"),
    "game_end": (game_end, "game over (short fanfare arpeggio)"),
    "click": (click, "UI button press"),
}
