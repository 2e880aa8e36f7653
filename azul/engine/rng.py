"""The engine's only source of randomness: a tiny seeded generator whose whole state is one int.

SplitMix64 is used because its state is a single 64-bit integer: copying a game state for
search costs nothing extra, it serialises as one number, and the sequence is identical on
every platform and Python version (unlike ``random.Random`` whose state is 625 words).
"""

from __future__ import annotations

MASK64 = (1 << 64) - 1
# Seeds are one generator word: 0 .. MAX_SEED. A wider seed would fold into the same 64 bits
# (two seeds, one deal) and could not be stored, so setup and loading refuse it.
MAX_SEED = MASK64
GOLDEN = 0x9E3779B97F4A7C15


def seed_to_state(seed: int) -> int:
    """Map any non-negative integer seed to a 64-bit generator state."""
    if seed < 0:
        raise ValueError("seed must be a non-negative integer")
    state = 0
    # Fold seeds wider than 64 bits in, so every distinct seed gives its own stream.
    while True:
        state = (state ^ (seed & MASK64)) & MASK64
        state, _ = next_u64(state)
        seed >>= 64
        if not seed:
            return state


def next_u64(state: int) -> tuple[int, int]:
    """Advance the generator: return (new state, 64-bit output)."""
    state = (state + GOLDEN) & MASK64
    z = state
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
    return state, z ^ (z >> 31)


def below(state: int, n: int) -> tuple[int, int]:
    """Return (new state, a number in range(n)); n must be positive."""
    state, z = next_u64(state)
    return state, (z * n) >> 64
