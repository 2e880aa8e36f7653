"""No test module imports another: shared helpers live in tests/support/ or a helper module.

A ``test_*.py`` module imported by another is collected twice and ties two test files together,
so a change to one silently breaks the other (issue 30). Every ``tests/**/test_*.py`` is parsed
with ``ast``; relative and absolute imports (``tests.x.test_y`` and, as the tests folder is on
the path, ``x.test_y``) both count.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

TESTS = Path(__file__).resolve().parent
ROOT = TESTS.parent


def all_test_modules() -> list[Path]:
    """Every test module under tests/."""
    return sorted(TESTS.rglob("test_*.py"))


def module_file(dotted: str, base: Path) -> Path | None:
    """The file a dotted module name under base names, if it is a module file there."""
    if not dotted:
        return None
    path = base.joinpath(*dotted.split("."))
    file = path.with_suffix(".py")
    return file if file.is_file() else None


def imported_files(tree: ast.Module, path: Path) -> Iterator[tuple[int, Path]]:
    """(line, file) of every module file under tests/ an import in path names."""
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                for base in (ROOT, TESTS):
                    found = module_file(alias.name, base)
                    if found is not None:
                        yield node.lineno, found
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                package = path.parent
                for _ in range(node.level - 1):
                    package = package.parent
                bases = [package]
                dotted = node.module or ""
            else:
                bases = [ROOT, TESTS]
                dotted = node.module or ""
            for base in bases:
                found = module_file(dotted, base)
                if found is not None:
                    yield node.lineno, found
                # ``from . import test_x`` and ``from pkg import test_x`` name modules too
                folder = base.joinpath(*dotted.split(".")) if dotted else base
                for alias in node.names:
                    member = folder / f"{alias.name}.py"
                    if member.is_file():
                        yield node.lineno, member


def test_no_test_module_imports_another() -> None:
    """A test module that imports from another test module fails, naming both."""
    wrong = []
    for path in all_test_modules():
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        for line, found in imported_files(tree, path):
            if found.name.startswith("test_") and found.resolve() != path:
                wrong.append(
                    f"{path.relative_to(ROOT)}:{line} imports from test module "
                    f"{found.relative_to(ROOT)}; move the helper into tests/support/"
                )
    assert not wrong, "\n".join(sorted(set(wrong)))


def test_the_check_sees_relative_and_absolute_imports(tmp_path: Path) -> None:
    """The check finds both spellings of an import from a test module."""
    source = (
        "from .test_table import start\n"
        "from tests.ui.test_layout import box\n"
        "from . import test_frame\n"
        "import ui.test_controls\n"
        "from .driver import Driver\n"
    )
    here = TESTS / "ui" / "test_probe.py"
    found = {f.name for _, f in imported_files(ast.parse(source), here)}
    assert found == {
        "test_table.py",
        "test_layout.py",
        "test_frame.py",
        "test_controls.py",
        "driver.py",
    }
