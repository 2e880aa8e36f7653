"""Each contract test sees the test-only families registered (kinds.py)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from .kinds import with_test_families


@pytest.fixture(autouse=True)
def _test_families() -> Iterator[None]:
    """Each contract test sees the test-only families registered, and only for its duration."""
    with with_test_families():
        yield
