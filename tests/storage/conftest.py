"""Fixtures for the storage tests: a Storage in a temporary folder with a fixed clock."""

from __future__ import annotations

from pathlib import Path

import pytest

from azul.storage import Storage

from .helpers import make_storage


@pytest.fixture
def store(tmp_path: Path) -> Storage:
    """A Storage whose folders are under tmp_path."""
    return make_storage(tmp_path)


@pytest.fixture
def no_fsync(monkeypatch: pytest.MonkeyPatch) -> None:
    """Skip the (slow, durability-only) fsync calls in tests that write hundreds of files."""
    import azul.storage.atomic as atomic

    monkeypatch.setattr(atomic, "_fsync", lambda fd: None)
    monkeypatch.setattr(atomic, "fsync_dir", lambda folder: None)
