"""The third family's tests: Tiny registered per test (``registered``); the UI tests run the
real app headlessly (dummy video and audio drivers are set before pygame is imported)."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from collections.abc import Iterator  # noqa: E402

import pytest  # noqa: E402

from . import tiny_engine as tiny  # noqa: E402


@pytest.fixture
def registered() -> Iterator[None]:
    """Tiny's engine and AI are known for one test only."""
    tiny.register()
    try:
        yield
    finally:
        tiny.unregister()
