"""``azul --smoke-test``: passes on a good installation from any folder, fails loudly on a
broken one. Runs the real scenes in a subprocess (a few seconds)."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import textwrap
from collections.abc import Callable
from pathlib import Path

import pytest

pytestmark = pytest.mark.slow  # a long run: skipped by -m "not slow", CI runs it

ROOT = Path(__file__).resolve().parents[2]
PNG = b"\x89PNG\r\n\x1a\n"


def _env() -> dict[str, str]:
    # No display and no SDL settings inherited: the smoke test must set its own drivers.
    env = {k: v for k, v in os.environ.items() if not k.startswith(("SDL_", "AZUL_"))}
    env["DISPLAY"] = ""
    return env


def _run(args: list[str], cwd: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, *args], capture_output=True, text=True, cwd=cwd, env=_env(), timeout=90
    )


def test_smoke_test_passes_from_another_folder(tmp_path: Path) -> None:
    cwd = tmp_path / "elsewhere"
    cwd.mkdir()
    out = tmp_path / "shots" / "smoke.png"
    done = _run(["-m", "azul", "--smoke-test", str(out)], cwd)
    assert done.returncode == 0, done.stderr
    assert "smoke test passed" in done.stdout
    assert "computer players thought in worker process" in done.stdout
    data = out.read_bytes()
    assert data.startswith(PNG)
    width, height = int.from_bytes(data[16:20], "big"), int.from_bytes(data[20:24], "big")
    assert (width, height) == (1600, 900)
    assert list(cwd.iterdir()) == []  # nothing written into the working directory


def _broken_copy(tmp_path: Path) -> Path:
    root = tmp_path / "bundle"
    shutil.copytree(ROOT / "assets", root / "assets")
    shutil.copytree(ROOT / "locales", root / "locales")
    return root


# ``python -m azul.smoke OUT --resource-root ROOT`` once per damaged bundle, each in its own
# process forked from one that has imported the game once (the import is most of a failing
# run's time): argv[1] is a JSON list of [OUT, ROOT, stdout file, stderr file]; prints the
# exit codes as a JSON list.
FORKED_RUNS = textwrap.dedent(
    """
    import json, os, runpy, sys, traceback
    # What azul.smoke imports, imported once (not azul.smoke itself: each run executes it as
    # __main__, as ``python -m`` does).
    import pygame, azul.app, azul.smoke_checks, azul.smoke_scenes, azul.ui.persistence

    codes = []
    for out, root, stdout, stderr in json.loads(sys.argv[1]):
        pid = os.fork()
        if pid == 0:
            code = 1
            try:
                for fd, name in ((1, stdout), (2, stderr)):
                    os.dup2(os.open(name, os.O_WRONLY | os.O_CREAT | os.O_TRUNC), fd)
                sys.argv = ["azul.smoke", out, "--resource-root", root]
                runpy.run_module("azul.smoke", run_name="__main__", alter_sys=True)
                code = 0
            except SystemExit as exc:
                code = exc.code if isinstance(exc.code, int) else 1
            except BaseException:
                traceback.print_exc()
            finally:
                sys.stdout.flush()
                sys.stderr.flush()
                os._exit(code)
        codes.append(os.waitstatus_to_exitcode(os.waitpid(pid, 0)[1]))
    print(json.dumps(codes))
    """
)


def _smoke_failures(runs: list[tuple[Path, Path]], cwd: Path) -> list[tuple[int, str]]:
    """(exit code, stderr) of ``python -m azul.smoke OUT --resource-root ROOT`` per
    (OUT, ROOT): forked from one process on Linux, else a process each (macOS does not
    allow a forked child to use the system libraries its parent loaded; Windows cannot
    fork)."""
    if not sys.platform.startswith("linux"):
        done = [
            _run(["-m", "azul.smoke", str(out), "--resource-root", str(root)], cwd)
            for out, root in runs
        ]
        return [(d.returncode, d.stderr) for d in done]
    files = [(cwd / f"run{i}.out", cwd / f"run{i}.err") for i in range(len(runs))]
    spec = [
        [str(o), str(r), str(so), str(se)] for (o, r), (so, se) in zip(runs, files, strict=True)
    ]
    done = _run(["-c", FORKED_RUNS, json.dumps(spec)], cwd)
    assert done.returncode == 0, done.stderr
    codes = json.loads(done.stdout.strip().splitlines()[-1])
    return [(code, err.read_text("utf-8")) for code, (_, err) in zip(codes, files, strict=True)]


# (what is damaged in a copy of the resources, the reason the smoke test must give)
DAMAGES: list[tuple[Callable[[Path], object], str]] = [
    (lambda r: (r / "assets" / "tiles" / "base_red.png").unlink(), "tiles/base_red.png: missing"),
    (
        lambda r: (r / "assets" / "sounds" / "click.wav").write_bytes(b"RIFF" + b"\0" * 40),
        "sounds/click.wav",
    ),
    (
        lambda r: (r / "locales" / "rules" / "index.toml").write_text("[rulesets", "utf-8"),
        "rules text",
    ),
]


def test_smoke_test_fails_with_the_reason(tmp_path: Path) -> None:
    """A missing tile, a damaged sound and a broken rules index: each run fails, naming it."""
    runs = []
    for i, (damage, _reason) in enumerate(DAMAGES):
        case = tmp_path / f"case{i}"
        root = _broken_copy(case)
        damage(root)
        runs.append((case / "smoke.png", root))
    results = _smoke_failures(runs, tmp_path)
    for (out, _root), (_damage, reason), (code, stderr) in zip(runs, DAMAGES, results, strict=True):
        assert code == 1, (reason, stderr)
        assert "smoke test FAILED" in stderr
        assert reason in stderr, stderr
        assert not out.exists()


def test_scene_arguments_are_found_by_type_and_family() -> None:
    from azul.smoke_scenes import family_of, scene_classes, type_names
    from azul.ui.scenes.table import TableScene
    from azul.ui.scenes.title import TitleScene

    assert type_names("TableScene | None") == ["TableScene"]
    assert type_names("Callable[[], str]") == ["Callable"]
    assert type_names("azul.storage.FinishedGame") == ["FinishedGame"]
    found = scene_classes()
    assert TitleScene in found and TableScene in found  # discovered, not listed
    families = ["base", "pavilion"]
    pavilion = [c for c in found if family_of(c, families) == "pavilion"]
    assert pavilion and all("pavilion" in f"{c.__module__}{c.__name__}".lower() for c in pavilion)
    assert family_of(TableScene, families) == "base"
