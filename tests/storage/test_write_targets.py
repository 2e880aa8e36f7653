"""Reliability N6 and N7: a write never replaces what is not a regular file (a named pipe, a
device, a folder); a symlink is written through to its target; the messages say what
happened; the simulator refuses a seed it could not store before playing."""

from __future__ import annotations

import contextlib
import os
import stat
from pathlib import Path

import pytest

from azul import sim
from azul.i18n import Translator
from azul.resources import locale_dir
from azul.storage import Storage
from azul.storage.atomic import NotAFileError, write_atomic
from azul.storage.problems import NOT_A_FOLDER, NOT_FOUND, NOT_REPLACED, write_problem

from .helpers import play_random, seats_for, without_hanging

GAME = play_random("azul", 2, seed=5, choice_seed=2)
SEATS = seats_for(2)
needs_fifo = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes here")


def recorded(store: Storage) -> str:
    outcome = store.record_finished_game(GAME.snapshot(SEATS))
    assert outcome.record.ok
    return outcome.record.id


@needs_fifo
def test_export_onto_a_pipe_is_refused_and_the_pipe_kept(store: Storage, tmp_path: Path) -> None:
    fifo = tmp_path / "out" / "game.json"
    fifo.parent.mkdir()
    os.mkfifo(fifo)
    saved = without_hanging(fifo.parent, lambda: store.export_record(recorded(store), fifo))
    assert not saved.ok and saved.problem is not None
    assert saved.problem.key == NOT_REPLACED
    assert stat.S_ISFIFO(fifo.lstat().st_mode)
    assert [p.name for p in fifo.parent.iterdir()] == ["game.json"]  # no temporary file left


def test_export_onto_a_folder_is_refused(store: Storage, tmp_path: Path) -> None:
    folder = tmp_path / "game.json"
    (folder / "inside").mkdir(parents=True)
    saved = store.export_record(recorded(store), folder)
    assert saved.problem is not None and saved.problem.key == NOT_REPLACED
    assert (folder / "inside").is_dir()


def test_export_through_a_symlink_writes_its_target_and_keeps_the_link(
    store: Storage, tmp_path: Path
) -> None:
    real = tmp_path / "real" / "game.json"
    real.parent.mkdir()
    real.write_text("old")
    link = tmp_path / "link.json"
    link.symlink_to(real)
    saved = store.export_record(recorded(store), link)
    assert saved.ok
    assert link.is_symlink() and link.resolve() == real.resolve()
    assert real.read_text().startswith("{")


def test_a_device_node_is_never_replaced(tmp_path: Path) -> None:
    node = tmp_path / "null.json"
    try:
        os.mknod(node, stat.S_IFCHR | 0o666, os.makedev(1, 3))  # a second /dev/null
    except (PermissionError, AttributeError, OSError):
        pytest.skip("cannot make a device node here")
    with pytest.raises(NotAFileError):
        write_atomic(node, b"{}")
    assert stat.S_ISCHR(node.lstat().st_mode)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["null.json"]


@needs_fifo
def test_the_simulator_does_not_replace_a_pipe(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    fifo = tmp_path / "p.json"
    os.mkfifo(fifo)
    code = without_hanging(
        tmp_path, lambda: sim.main(["--seed", "3", "--quiet", "--record", str(fifo)])
    )
    assert code == 1
    assert stat.S_ISFIFO(fifo.lstat().st_mode)
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "not a regular file" in err


def test_the_simulator_refuses_a_seed_it_cannot_store_before_playing(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "big.json"
    code = sim.main(["--seed", str(2**64), "--quiet", "--record", str(out)])
    assert code == 2
    captured = capsys.readouterr()
    assert captured.out == ""  # no game was played
    assert captured.err.count("\n") == 1 and "seed" in captured.err
    assert "pydantic" not in captured.err and not out.exists()
    assert sim.main(["--seed", str(2**64 - 1), "--quiet", "--record", str(out)]) == 0


@pytest.mark.parametrize("language", ["en", "hu", "fi"])
def test_the_messages_name_what_happened(tmp_path: Path, language: str) -> None:
    text = Translator(locale_dir(), language)
    blocker = tmp_path / "reviews"
    blocker.write_text("a file where the folder should be")
    target = blocker / "x.json"
    exc: OSError = FileExistsError()
    with contextlib.suppress(OSError):
        write_atomic(target, b"{}")
    problem = write_problem(exc, target)
    assert problem.key == NOT_A_FOLDER
    words = text.t(problem.key, **problem.params)
    assert "reviews" in words and "{" not in words
    pipe_problem = write_problem(NotAFileError("x"), tmp_path / "p.json")
    assert pipe_problem.key == NOT_REPLACED
    assert "p.json" in text.t(pipe_problem.key, **pipe_problem.params)
    assert "{" not in text.t(NOT_FOUND, file="x.json")
