"""One copy of the game per data folder: an operating-system lock on a file in the folder.

The lock is the OS's own (``flock`` on Linux and macOS, ``msvcrt.locking`` on Windows), held
on an open file for as long as the copy runs. The OS drops it when the process ends however it
ends, so a copy that was killed or crashed never leaves a stale lock behind: the lock file's
presence means nothing, only a live holder does.
"""

from __future__ import annotations

import contextlib
import logging
import os
import sys
from pathlib import Path

log = logging.getLogger(__name__)

LOCK_NAME = "azul.lock"

if sys.platform == "win32":  # pragma: no cover - exercised on Windows only
    import msvcrt

    def _try_lock(fd: int) -> bool:
        try:
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        except OSError:
            return False
        return True

else:
    import fcntl

    def _try_lock(fd: int) -> bool:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            return False
        return True


class InstanceLock:
    """Held by the first copy of the game that opens a data folder."""

    def __init__(self, folder: Path) -> None:
        self.path = folder / LOCK_NAME
        self._fd: int | None = None

    def acquire(self) -> bool:
        """True when this copy is the only one on the folder (or the lock cannot be taken at
        all, e.g. a read-only folder, where nothing can be overwritten anyway); False when
        another running copy holds it."""
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            fd = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o644)
        except OSError as exc:
            log.warning("cannot open the instance lock %s: %s", self.path, exc)
            return True
        try:
            held = _try_lock(fd)
        except OSError as exc:  # a file system without locks: nothing to be learnt from it
            log.warning("cannot lock %s: %s", self.path, exc)
            held = True
        if not held:
            os.close(fd)
            return False
        self._fd = fd
        return True

    def release(self) -> None:
        """Let the next copy have the folder (the OS also does this when the process ends)."""
        if self._fd is not None:
            with contextlib.suppress(OSError):
                os.close(self._fd)
            self._fd = None
