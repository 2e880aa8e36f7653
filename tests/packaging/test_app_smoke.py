"""``azul --smoke-test``: passes on a good installation from any folder, fails loudly on a
broken one. Runs the real scenes in a subprocess (a few seconds)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest
from support.forked_runs import run_modules

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
    # One interpreter start for the three runs (forked where it can be): the import is most
    # of a failing run's time. What azul.smoke imports is loaded once, azul.smoke runs each time.
    results = run_modules(
        [("azul.smoke", [str(out), "--resource-root", str(root)]) for out, root in runs],
        tmp_path,
        preload=("pygame", "azul.app", "azul.smoke_checks", "azul.smoke_scenes"),
        env=_env(),
    )
    for (out, _root), (_damage, reason), done in zip(runs, DAMAGES, results, strict=True):
        assert done.returncode == 1, (reason, done.stderr)
        assert "smoke test FAILED" in done.stderr
        assert reason in done.stderr, done.stderr
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
