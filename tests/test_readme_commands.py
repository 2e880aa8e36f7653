"""The README's two set-up commands are what CI runs, and they work on PEP 668 systems."""

from __future__ import annotations

import re
import shlex
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
README = ROOT / "README.md"
CI = ROOT / ".ci" / "run"
# What CI may add to the README's words: a fresh environment in a temporary folder, a headless
# start of the game and no pytest cache in the checkout.
CI_ONLY = ({"--smoke-test", '"$WORK/start.png"'}, {"-p", "no:cacheprovider"})


def _code_lines(text: str, fence: str) -> list[str]:
    """Every line inside the ```fence blocks of a markdown text."""
    blocks = re.findall(rf"```{fence}\n(.*?)```", text, flags=re.S)
    return [line.strip() for block in blocks for line in block.splitlines() if line.strip()]


def _readme_commands() -> tuple[str, str]:
    """The README's (start the game, run the tests) commands for Linux and macOS."""
    lines = _code_lines(README.read_text(encoding="utf-8"), "sh")
    start = [line for line in lines if line.endswith("-m azul")]
    tests = [line for line in lines if "-m pytest" in line]
    assert len(start) == 1 and len(tests) == 1, lines
    return start[0], tests[0]


def _ci_commands() -> list[str]:
    """The command lines .ci/run executes that create a virtual environment."""
    lines = [line.strip() for line in CI.read_text(encoding="utf-8").splitlines()]
    return [line.split(" || ", 1)[0] for line in lines if re.match(r'"\$PY" -m venv ', line)]


def _as_readme(ci_line: str) -> str:
    """A CI command line in the README's words (its substitutions and additions undone)."""
    words = ci_line.replace('"$VENV/bin/python"', ".venv/bin/python").split(" ")
    words = [".venv" if w == '"$VENV"' else "python3" if w == '"$PY"' else w for w in words]
    for pair in CI_ONLY:
        for i in range(len(words) - 1):
            if {words[i], words[i + 1]} == pair:
                del words[i : i + 2]
                break
    return " ".join(words)


def test_ci_runs_the_readme_commands_word_for_word() -> None:
    start, tests = _readme_commands()
    ci = _ci_commands()
    assert [_as_readme(line) for line in ci] == [start, tests], ci


def test_the_commands_need_no_python_command_and_no_system_pip() -> None:
    for command in _readme_commands():
        parts = [shlex.split(part) for part in command.split(" && ")]
        # Debian and Ubuntu have no "python"; their system pip refuses to install (PEP 668).
        assert parts[0] == ["python3", "-m", "venv", ".venv"], command
        assert all(part[0] == ".venv/bin/python" for part in parts[1:]), command
        assert parts[1][1:5] == ["-m", "pip", "install", "-e"], command


def test_the_test_command_runs_in_parallel_with_the_test_extras() -> None:
    _, tests = _readme_commands()
    assert '".[test]"' in tests and "-n auto" in tests
    pyproject = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    assert re.search(r'"pytest-xdist[^"]*"', pyproject)


def test_windows_forms_match_the_linux_ones() -> None:
    lines = _code_lines(README.read_text(encoding="utf-8"), "bat")
    expected = [
        cmd.replace("python3 -m venv", "py -m venv").replace(".venv/bin/", ".venv\\Scripts\\")
        for cmd in _readme_commands()
    ]
    assert lines == expected


def test_the_readme_points_only_to_files_in_the_repository() -> None:
    text = README.read_text(encoding="utf-8")
    targets = re.findall(r"\]\(([^)#]+)\)", text)
    assert targets
    missing = [t for t in targets if "://" not in t and not (ROOT / t).exists()]
    assert not missing
    assert "RULES.md" not in text and "shared/" not in text
