"""Crash-safe file writes, bounded reads, and moving damaged files aside.

A write goes to a temporary file in the same folder, is flushed and fsynced, optionally read
back and checked, and only then renamed over the target with ``os.replace`` (atomic on every
supported platform); the folder is fsynced where the platform allows it. An interruption at
any step leaves the previous file untouched.

The single steps are module-level functions (``_write``, ``_flush``, ``_fsync``, ``_replace``)
so tests can make each one fail in turn.
"""

from __future__ import annotations

import contextlib
import logging
import os
import stat
import tempfile
import time
from collections.abc import Callable
from datetime import datetime
from pathlib import Path
from typing import BinaryIO

log = logging.getLogger(__name__)

MAX_FILE_BYTES = 16 * 1024 * 1024  # far above any real file; stops a huge file eating memory
TEMP_SUFFIX = ".tmp"
BAD_MARK = ".bad-"


class TooLargeError(OSError):
    """A file is bigger than any file this app writes (treated as damaged)."""


class NotAFileError(OSError):
    """Something other than a regular file (a named pipe, a folder, a device) is where a
    stored file belongs: it is never read (reading a pipe would wait forever)."""


def _write(fh: BinaryIO, data: bytes) -> None:
    fh.write(data)


def _flush(fh: BinaryIO) -> None:
    fh.flush()


def _fsync(fd: int) -> None:
    os.fsync(fd)


def _replace(src: str, dst: str) -> None:
    os.replace(src, dst)


def fsync_dir(folder: Path) -> None:
    """Make a rename in the folder durable (POSIX); silently skipped where unsupported."""
    if os.name == "nt":  # Windows cannot open a folder as a file; NTFS journals renames
        return
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass  # some file systems refuse fsync on folders; the rename itself is still atomic
    finally:
        os.close(fd)


def _umask() -> int:
    """The process umask (read by setting and restoring it: there is no getter)."""
    mask = os.umask(0o022)
    os.umask(mask)
    return mask


def temp_prefix(target: Path) -> str:
    """Hidden name prefix of the temporary files written for a target."""
    return f".{target.name}."


def write_atomic(
    target: Path,
    data: bytes,
    *,
    verify: Callable[[bytes], None] | None = None,
    before_replace: Callable[[], None] | None = None,
) -> None:
    """Replace target with data; raises OSError (target unchanged) if any step fails.

    verify gets the bytes read back from the temporary file and raises to refuse them;
    before_replace runs after verification, just before the rename (e.g. keep a backup).
    A symlink is written through (its target is replaced, the link stays); a named pipe, a
    device or a folder at the target is never replaced: NotAFileError.
    """
    target = _through_links(target)
    folder = target.parent
    folder.mkdir(parents=True, exist_ok=True)
    fd, tmp_name = tempfile.mkstemp(prefix=temp_prefix(target), suffix=TEMP_SUFFIX, dir=folder)
    try:
        # mkstemp makes the file private (0600); give it the permissions a normally created
        # file would get, so exported records can be shared and opened by other programs.
        with contextlib.suppress(OSError):
            os.chmod(tmp_name, 0o666 & ~_umask())
        with os.fdopen(fd, "wb") as fh:
            _write(fh, data)
            _flush(fh)
            _fsync(fh.fileno())
        if verify is not None:
            verify(read_limited(Path(tmp_name)))
        if before_replace is not None:
            before_replace()
        # Checked last: before_replace may have moved a damaged thing aside (the autosave's).
        _refuse_unless_regular(target)
        _replace(tmp_name, str(target))
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp_name)
        raise
    fsync_dir(folder)


def _through_links(target: Path) -> Path:
    """The path a write really lands on: a symlink's final target (the link itself stays)."""
    if not target.is_symlink():
        return target
    return Path(os.path.realpath(target))


def _refuse_unless_regular(target: Path) -> None:
    """NotAFileError when something other than a regular file (a pipe, a device, a folder, a
    symlink that leads nowhere but to itself) stands where the file is to be written."""
    try:
        mode = os.lstat(target).st_mode
    except FileNotFoundError:
        return
    if not stat.S_ISREG(mode):
        raise NotAFileError(f"{target.name} is not a regular file")


# Opening a named pipe for reading waits for a writer, forever; with O_NONBLOCK the open
# returns at once and fstat then shows what it is. Regular files are unaffected by the flag.
_READ_FLAGS = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)


def read_limited(path: Path, limit: int = MAX_FILE_BYTES) -> bytes:
    """A regular file's bytes; NotAFileError for anything else (pipe, folder, device),
    TooLargeError when it is bigger than limit."""
    fd = os.open(path, _READ_FLAGS)
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise NotAFileError(f"{path.name} is not a regular file")
        if info.st_size > limit:
            raise TooLargeError(f"{path.name} is larger than {limit} bytes")
        with os.fdopen(os.dup(fd), "rb") as fh:
            data = fh.read(limit + 1)
    finally:
        os.close(fd)
    if len(data) > limit:
        raise TooLargeError(f"{path.name} is larger than {limit} bytes")
    return data


def move_aside(path: Path, now: datetime) -> Path | None:
    """Rename a damaged file to ``<name>.bad-<timestamp>`` (never deleted); None if impossible."""
    stamp = now.strftime("%Y%m%d-%H%M%S")
    candidate = path.with_name(f"{path.name}{BAD_MARK}{stamp}")
    n = 2
    while candidate.exists():
        candidate = path.with_name(f"{path.name}{BAD_MARK}{stamp}-{n}")
        n += 1
    try:
        os.rename(path, candidate)
    except OSError as exc:
        log.warning("could not move damaged %s aside: %s", path, exc)
        return None
    fsync_dir(path.parent)
    log.warning("damaged file %s moved aside to %s", path, candidate.name)
    return candidate


def clean_stale_temps(folder: Path, older_than: float = 600.0) -> int:
    """Delete temporary files left by an interrupted write (only old ones: another copy of the
    app may be writing right now); returns how many were removed."""
    removed = 0
    limit = time.time() - older_than
    try:
        entries = list(folder.iterdir())
    except OSError:
        return 0
    for entry in entries:
        if not (entry.name.startswith(".") and entry.name.endswith(TEMP_SUFFIX)):
            continue
        try:
            if entry.is_file() and entry.stat().st_mtime < limit:
                entry.unlink()
                removed += 1
        except OSError:
            continue
    return removed
