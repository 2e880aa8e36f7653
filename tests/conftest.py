"""Settings for every test process, before any test module is imported."""

from __future__ import annotations

import gc

import pytest

# The collector's youngest generation is examined after this many more container objects are
# made than freed (CPython's default is 700). A test process keeps hundreds of thousands of
# objects alive (imported modules, the collected tests, rendered layers and fonts) and each
# test makes many short-lived ones: at 700, objects that die at the end of their test still
# outlive two young collections, reach the oldest generation and make it be traversed whole
# over and over (about 50 times a process, 9% of the suite's CPU time). At 5,000 most of them
# die young; higher settings saved no more time and let garbage, rendered layers included, pile
# up (a larger peak memory).
YOUNG_COLLECTION = 5_000


@pytest.hookimpl(tryfirst=True)
def pytest_configure(config: pytest.Config) -> None:
    """Space the collector's young collections out for the whole session (see above)."""
    _, middle, old = gc.get_threshold()
    gc.set_threshold(YOUNG_COLLECTION, middle, old)
