"""The calm background loop: note data rendered by a small additive synthesiser.

Deterministic (a fixed melody seed, no clock, no platform randomness): the same bytes on every
run. Mono 16-bit 22.05 kHz WAV. Everything is rendered on a circular buffer - note tails and
echoes that run past the end wrap round to the start - so the loop joint has no click.
"""

from __future__ import annotations

import io
import math
import operator
import random
import sys
import wave
from array import array
from collections.abc import Sequence
from dataclasses import dataclass

SR = 22050  # sample rate: background music needs no more, and the file stays small
BPM = 64  # slow and calm
BEATS_PER_BAR = 4
BEAT = 60.0 / BPM
BAR = BEAT * BEATS_PER_BAR
MELODY_SEED = 15  # issue 15; changing it changes the tune
PEAK = 0.7  # of full scale, well below clipping
TABLE_SIZE = 4096  # wavetable length (a power of two for the index mask)
TABLE_MASK = TABLE_SIZE - 1

# F major, MIDI note numbers. Each bar: (pad voicing with smooth voice leading, bass root).
PROGRESSION: tuple[tuple[tuple[int, ...], int], ...] = (
    ((57, 60, 65), 41),  # F   (I)
    ((57, 62, 65), 38),  # Dm  (vi)
    ((58, 62, 65), 34),  # Bb  (IV)
    ((55, 60, 64), 36),  # C   (V)
    ((57, 60, 65), 41),  # F   (I)
    ((57, 62, 65), 38),  # Dm  (vi)
    ((58, 62, 67), 43),  # Gm  (ii)
    ((55, 60, 64), 36),  # C   (V), leading back to F at the loop joint
)
SCALE = (0, 2, 4, 5, 7, 9, 11)  # major scale steps above the tonic
TONIC = 65  # F4
MELODY_LOW, MELODY_HIGH = 69, 81  # A4 .. A5: above the pad, never shrill
CHORD_TONE_CHANCE = 0.6  # off the first beat, how often the melody still picks a chord tone
# Rhythms of one bar in beats: (length, sounding); a silent entry is a rest.
RHYTHMS: tuple[tuple[tuple[float, bool], ...], ...] = (
    ((2.0, True), (1.0, True), (1.0, True)),
    ((1.0, True), (1.0, True), (2.0, True)),
    ((3.0, True), (1.0, True)),
    ((2.0, True), (2.0, True)),
    ((1.0, False), (1.0, True), (2.0, True)),
    ((1.5, True), (0.5, True), (2.0, True)),
)

# Timbres: relative amplitudes of harmonics 1, 2, 3, ...
PAD_HARMONICS = (1.0, 0.28, 0.1, 0.04)
BASS_HARMONICS = (1.0, 0.18, 0.05)
BELL_HARMONICS = (1.0, 0.12, 0.22, 0.0, 0.05)  # soft electric-piano colour


@dataclass(frozen=True)
class Note:
    """One note: MIDI pitch, start and held length in seconds, gain and voice."""

    pitch: int
    start: float
    length: float
    gain: float
    voice: str


@dataclass(frozen=True)
class Voice:
    """How a voice sounds: wavetable harmonics and its envelope."""

    harmonics: tuple[float, ...]
    attack: float  # s, raised-cosine fade in
    decay: float  # s, exponential time constant while held (0: none)
    release: float  # s, exponential fade after the note is let go


VOICES = {
    "pad": Voice(PAD_HARMONICS, attack=0.9, decay=0.0, release=1.4),
    "bass": Voice(BASS_HARMONICS, attack=0.25, decay=3.0, release=1.0),
    "bell": Voice(BELL_HARMONICS, attack=0.02, decay=0.9, release=0.6),
}


def frequency(pitch: int) -> float:
    """Equal-tempered frequency of a MIDI pitch (A4 = 440 Hz)."""
    return 440.0 * math.pow(2.0, (pitch - 69) / 12)


def _scale_pitches() -> list[int]:
    return [
        TONIC - 12 + octave * 12 + step
        for octave in range(3)
        for step in SCALE
        if MELODY_LOW <= TONIC - 12 + octave * 12 + step <= MELODY_HIGH
    ]


def melody(seed: int = MELODY_SEED) -> list[Note]:
    """A soft melody over the progression: chord tones on the notes, small steps between bars."""
    rng = random.Random(seed)
    pitches = _scale_pitches()
    current = pitches.index(72)  # C5, the fifth: starts calm, not on a leap
    notes: list[Note] = []
    for bar, (chord, _bass) in enumerate(PROGRESSION):
        chord_classes = {p % 12 for p in chord}
        beat = 0.0
        rhythm = RHYTHMS[rng.randrange(len(RHYTHMS))]
        for length, sounding in rhythm:
            if sounding:
                # Small steps only; prefer a chord tone near the last note.
                # Steps of a second or a third, never the same note twice in a row: a tune
                # that moves; on the bar's first beat a chord tone so melody and pad agree.
                near = [i for i in range(len(pitches)) if 0 < abs(i - current) <= 2]
                chord_tones = [i for i in near if pitches[i] % 12 in chord_classes]
                strong = beat == 0 or rng.random() < CHORD_TONE_CHANCE
                current = rng.choice(chord_tones if strong and chord_tones else near)
                start = bar * BAR + beat * BEAT
                gain = 0.34 if beat == 0 else 0.27
                notes.append(Note(pitches[current], start, length * BEAT * 0.92, gain, "bell"))
            beat += length
    return notes


def score() -> list[Note]:
    """The whole loop as note data: pad chords, bass roots and the melody."""
    notes: list[Note] = []
    for bar, (chord, bass) in enumerate(PROGRESSION):
        start = bar * BAR
        for pitch in chord:
            notes.append(Note(pitch, start, BAR, 0.16, "pad"))
        notes.append(Note(bass, start, BAR * 0.95, 0.3, "bass"))
    return notes + melody()


def _wavetable(harmonics: Sequence[float]) -> list[float]:
    return [
        sum(a * math.sin(2 * math.pi * h * i / TABLE_SIZE) for h, a in enumerate(harmonics, 1))
        for i in range(TABLE_SIZE)
    ]


def _render_note(note: Note, table: list[float], voice: Voice) -> list[float]:
    """One note's samples (held part plus release tail), from its wavetable and envelope."""
    held = int(note.length * SR)
    tail = int(voice.release * 5 * SR)  # five time constants: below -40 dB
    n = held + tail
    attack = max(1, int(voice.attack * SR))
    step = frequency(note.pitch) * TABLE_SIZE / SR
    k_decay = math.exp(-1.0 / (voice.decay * SR)) if voice.decay > 0 else 1.0
    k_release = math.exp(-1.0 / (voice.release * SR))
    out = [0.0] * n
    phase = 0.0
    env = note.gain
    for i in range(n):
        a = env
        if i < attack:
            a *= 0.5 - 0.5 * math.cos(math.pi * i / attack)
        out[i] = table[int(phase) & TABLE_MASK] * a
        phase += step
        env *= k_decay if i < held else k_release
    return out


def _add_circular(buf: list[float], start: float, sig: Sequence[float]) -> None:
    n = len(buf)
    o = int(round(start * SR)) % n
    # Slices instead of an index per sample: each place still gets its samples in order.
    for lo in range(0, len(sig), n):  # a signal longer than the loop wraps round again
        part = sig[lo : lo + n]
        first = min(len(part), n - o)
        buf[o : o + first] = map(operator.add, buf[o : o + first], part[:first])
        rest = part[first:]
        buf[: len(rest)] = map(operator.add, buf[: len(rest)], rest)


def _echo(
    buf: list[float], delay: float, feedback: float, mix: float, cutoff: float
) -> list[float]:
    """A darkened feedback echo on the circular buffer (two passes settle the wrap-round)."""
    n = len(buf)
    d = int(delay * SR)
    a = 1 - math.exp(-2 * math.pi * cutoff / SR)
    wet = [0.0] * n
    low = 0.0
    for _ in range(2):  # the second pass sees the first pass's tail at the start
        for i in range(n):
            low += a * (wet[i - d] - low)  # a negative index wraps round: the loop is circular
            wet[i] = buf[i] + feedback * low
    return [v + mix * (w - v) for v, w in zip(buf, wet, strict=True)]


def render(notes: Sequence[Note], seconds: float) -> list[float]:
    """Mix the notes into a circular buffer of the loop's length, with echo, DC removed."""
    n = int(round(seconds * SR))
    buf = [0.0] * n
    tables = {name: _wavetable(v.harmonics) for name, v in VOICES.items()}
    cache: dict[Note, list[float]] = {}
    for note in notes:
        # Repeated chords reuse their samples (the start does not change the sound).
        key = Note(note.pitch, 0.0, note.length, note.gain, note.voice)
        if key not in cache:
            cache[key] = _render_note(note, tables[note.voice], VOICES[note.voice])
        _add_circular(buf, note.start, cache[key])
    buf = _echo(buf, delay=0.37, feedback=0.38, mix=0.35, cutoff=2500)
    mean = sum(buf) / n
    return [v - mean for v in buf]


def wav_bytes(samples: Sequence[float], peak: float = PEAK) -> bytes:
    """Normalise to the peak and encode as mono 16-bit WAV (no fades: the loop is circular)."""
    m = max(1e-9, max(map(abs, samples)))
    g = peak / m * 32767
    pcm = array("h", map(round, map(g.__mul__, samples)))  # round(x) of a float is an int
    if sys.byteorder == "big":
        pcm.byteswap()
    out = io.BytesIO()
    with wave.open(out, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(SR)
        w.writeframes(pcm.tobytes())
    return out.getvalue()


LOOP_SECONDS = len(PROGRESSION) * BAR  # 8 bars at 64 bpm: 30 s


def calm_loop() -> bytes:
    """The background music loop as WAV bytes."""
    return wav_bytes(render(score(), LOOP_SECONDS))


MUSIC = {"calm_loop": (calm_loop, "background music: a calm loop in F major, I-vi-IV-V, 64 bpm")}
