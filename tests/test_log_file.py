"""The log file: the windowed build has no console, so warnings and errors also go to a rotating
file in the per-user log folder, and a folder that cannot be written never stops the game."""

from __future__ import annotations

import logging
from collections.abc import Iterator
from logging.handlers import RotatingFileHandler
from pathlib import Path

import platformdirs
import pytest

from azul import cli


@pytest.fixture
def root_logger() -> Iterator[logging.Logger]:
    """The root logger, given back as it was after the test (setup_logging's handlers gone)."""
    root = logging.getLogger()
    handlers, level = root.handlers[:], root.level
    try:
        yield root
    finally:
        for handler in [h for h in root.handlers if h not in handlers]:
            root.removeHandler(handler)
            handler.close()
        root.setLevel(level)


def test_warnings_go_to_a_rotating_file_in_the_log_folder(
    root_logger: logging.Logger, tmp_path: Path
) -> None:
    folder = tmp_path / "state" / "azul" / "log"  # not there yet: it is made
    path = cli.setup_logging("warning", folder)
    assert path == folder / cli.LOG_FILE
    logging.getLogger("azul.ui.scenes.table").warning("the computer fell back to %s", "random")
    logging.getLogger("azul.app").info("not at this level")
    for handler in root_logger.handlers:
        handler.flush()
    text = path.read_text("utf-8")
    assert "WARNING azul.ui.scenes.table: the computer fell back to random" in text
    assert "not at this level" not in text
    (rotating,) = [h for h in root_logger.handlers if isinstance(h, RotatingFileHandler)]
    assert (rotating.maxBytes, rotating.backupCount) == (cli.LOG_BYTES, cli.LOG_BACKUPS)


def test_a_log_folder_that_cannot_be_written_gives_no_file_and_no_crash(
    root_logger: logging.Logger, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    blocked = tmp_path / "log"
    blocked.write_text("a file where the folder should be", "utf-8")
    assert cli.setup_logging("WARNING", blocked) is None
    assert not any(isinstance(h, RotatingFileHandler) for h in root_logger.handlers)
    logging.getLogger("azul").error("still said on the console")
    err = capsys.readouterr().err
    assert "no log file" in err and "still said on the console" in err


def test_the_log_folder_is_the_platforms_unless_overridden(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.delenv(cli.ENV_LOG_DIR, raising=False)
    assert cli.log_dir() == platformdirs.user_log_path("azul", appauthor=False)
    monkeypatch.setenv(cli.ENV_LOG_DIR, str(tmp_path))
    assert cli.log_dir() == tmp_path
