"""The layers hold: no upward import, no import cycle, and no family branches outside a family.

Every module under azul/ is parsed with ``ast``; module-level and function-level imports both
count (a function-level import is still a runtime dependency, it only runs later). Imports
under ``if TYPE_CHECKING:`` are left out: they never run, so they can neither form a cycle at
runtime nor pull a layer in. docs/architecture.md describes the layers.
"""

from __future__ import annotations

import ast
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = "azul"

# Layers from the bottom up; a module may import its own layer and those listed for it.
ENGINE, AI, SUPPORT, TOOLS, UI, APP = "engine", "ai", "support", "tools", "ui", "app"
MAY_IMPORT: dict[str, frozenset[str]] = {
    ENGINE: frozenset({ENGINE}),
    AI: frozenset({ENGINE, AI}),
    # domain, storage, i18n, rules_text, resources, version: one tier above the AI.
    SUPPORT: frozenset({ENGINE, AI, SUPPORT}),
    # sim.py and arena.py: headless match runners, nothing but the engine and the AI.
    TOOLS: frozenset({ENGINE, AI, TOOLS}),
    UI: frozenset({ENGINE, AI, SUPPORT, UI}),
    APP: frozenset({ENGINE, AI, SUPPORT, TOOLS, UI, APP}),
}
# Where each top-level part of the package lives (the first name after "azul.").
PLACES: dict[str, str] = {
    "engine": ENGINE,
    "ai": AI,
    "domain": SUPPORT,
    "storage": SUPPORT,
    "i18n": SUPPORT,
    "rules_text": SUPPORT,
    "resources": SUPPORT,
    "version": SUPPORT,
    "sim": TOOLS,
    "arena": TOOLS,
    "ui": UI,
    "app": APP,
    "cli": APP,
    "__main__": APP,
    "smoke": APP,
    "smoke_checks": APP,
    "smoke_scenes": APP,
}
# Third-party packages a layer must not load (the engine and the AI stay pure Python; only
# the UI and the app draw).
FORBIDDEN_THIRD_PARTY: dict[str, frozenset[str]] = {
    ENGINE: frozenset({"pygame", "pydantic", "platformdirs"}),
    AI: frozenset({"pygame", "pydantic", "platformdirs"}),
    SUPPORT: frozenset({"pygame"}),
    TOOLS: frozenset({"pygame"}),
}


@dataclass(frozen=True)
class Import:
    """One import statement's target as seen from a module."""

    source: str
    target: str  # a dotted module name (azul.* resolved to the module file when there is one)
    line: int
    in_function: bool


def module_name(root: Path, path: Path) -> str:
    """Dotted name of a source file under root (a package's __init__ is the package)."""
    parts = list(path.relative_to(root).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _is_type_checking(test: ast.expr) -> bool:
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


def _walk(node: ast.AST, in_function: bool) -> Iterable[tuple[ast.Import | ast.ImportFrom, bool]]:
    """Import statements under node with whether they sit in a function (TYPE_CHECKING skipped)."""
    for child in ast.iter_child_nodes(node):
        if isinstance(child, ast.Import | ast.ImportFrom):
            yield child, in_function
        elif isinstance(child, ast.If) and _is_type_checking(child.test):
            for other in child.orelse:
                yield from _walk(other, in_function)
        else:
            inner = in_function or isinstance(child, ast.FunctionDef | ast.AsyncFunctionDef)
            yield from _walk(child, inner)


def _resolve(
    module: str, is_package: bool, node: ast.ImportFrom | ast.Import, known: set[str]
) -> list[str]:
    if isinstance(node, ast.Import):
        return [alias.name for alias in node.names]
    base = node.module or ""
    if node.level:
        # The package a relative import starts from: the module itself for an __init__.
        package = module.split(".") if is_package else module.split(".")[:-1]
        package = package[: len(package) - (node.level - 1)]
        base = ".".join(package + ([base] if base else []))
    targets = []
    for alias in node.names:
        sub = f"{base}.{alias.name}"
        targets.append(sub if sub in known else base)
    return targets


def collect_imports(root: Path, package: str = PACKAGE) -> dict[str, list[Import]]:
    """Every runtime import of every module of the package under root, by module name."""
    files = sorted((root / package).rglob("*.py"))
    names = {module_name(root, f): f for f in files}
    known = set(names)
    found: dict[str, list[Import]] = {}
    for name, path in names.items():
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        is_package = path.name == "__init__.py"
        imports = []
        for node, in_function in _walk(tree, False):
            for target in _resolve(name, is_package, node, known):
                imports.append(Import(name, target, node.lineno, in_function))
        found[name] = imports
    return found


def layer_of(module: str, package: str = PACKAGE) -> str:
    """The layer a module of the package belongs to (KeyError for a module with no place)."""
    parts = module.split(".")
    if len(parts) == 1:
        return ENGINE  # the bare package: imports nothing, everything may import it
    return PLACES[parts[1]]


def upward_imports(imports: Mapping[str, list[Import]], package: str = PACKAGE) -> list[str]:
    """Imports from a module to one its layer may not use, as readable lines."""
    bad = []
    for module, found in imports.items():
        layer = layer_of(module, package)
        for imp in found:
            top = imp.target.split(".")[0]
            if top == package:
                if layer_of(imp.target, package) not in MAY_IMPORT[layer]:
                    bad.append(f"{module}:{imp.line} ({layer}) imports {imp.target}")
            elif top in FORBIDDEN_THIRD_PARTY.get(layer, frozenset()):
                bad.append(f"{module}:{imp.line} ({layer}) imports {imp.target}")
    return bad


def import_graph(
    imports: Mapping[str, list[Import]], package: str = PACKAGE
) -> dict[str, set[str]]:
    """Module -> the package's modules it imports at runtime (module or function level)."""
    graph: dict[str, set[str]] = {m: set() for m in imports}
    for module, found in imports.items():
        for imp in found:
            if imp.target in imports and imp.target != module:
                graph[module].add(imp.target)
    return graph


def cycles(graph: Mapping[str, set[str]]) -> list[list[str]]:
    """Strongly connected components with more than one module (Tarjan), largest first."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    on_stack: set[str] = set()
    stack: list[str] = []
    found: list[list[str]] = []
    counter = 0

    def visit(start: str) -> None:
        # Iterative Tarjan: the graph is small, but recursion depth should not depend on it.
        nonlocal counter
        work = [(start, iter(sorted(graph[start])))]
        index[start] = low[start] = counter
        counter += 1
        stack.append(start)
        on_stack.add(start)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is None:
                work.pop()
                if work:
                    parent = work[-1][0]
                    low[parent] = min(low[parent], low[node])
                if low[node] == index[node]:
                    component = []
                    while True:
                        member = stack.pop()
                        on_stack.discard(member)
                        component.append(member)
                        if member == node:
                            break
                    if len(component) > 1:
                        found.append(sorted(component))
            elif child not in index:
                index[child] = low[child] = counter
                counter += 1
                stack.append(child)
                on_stack.add(child)
                work.append((child, iter(sorted(graph[child]))))
            elif child in on_stack:
                low[node] = min(low[node], index[child])

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return sorted(found, key=len, reverse=True)


# -- the real package --

IMPORTS = collect_imports(ROOT)

# Known offenders in parts this branch (layers) may not edit, each reported to the lead. Their
# own branches are taking them apart; the lead empties these lists after merging. A test fails
# when an entry is no longer true, so the lists cannot go stale.
KNOWN_CYCLES: list[list[str]] = [
    # azul/ai (AI branch): the pavilion features, policy and weights import each other.
    ["azul.ai.pavilion_features", "azul.ai.pavilion_policy", "azul.ai.pavilion_weights"],
    # azul/engine (engine branch): the pavilion state and its JSON form import each other.
    ["azul.engine.pavilion_game", "azul.engine.pavilion_json"],
]
KNOWN_LOCAL_IMPORTS: set[str] = {
    # azul/ai (AI branch): the cycles above, broken by importing late.
    "azul.ai.fit_eval imports azul.ai.players",
    "azul.ai.pavilion_features imports azul.ai.pavilion_policy",
    "azul.ai.policy imports azul.ai.base_policy",
    "azul.ai.policy imports azul.ai.pavilion_policy",
    # azul/engine (engine branch).
    "azul.engine.pavilion_game imports azul.engine.pavilion_json",
    # azul/ui/pavilion (table branch): no cycle today, but the imports wait for no reason.
    "azul.ui.pavilion.paint imports azul.engine.pavilion_moves",
    "azul.ui.pavilion.scene imports azul.ui.pavilion.pass_dialog",
    "azul.ui.pavilion.scene imports azul.ui.pavilion.paint",
}


def test_every_module_has_a_layer() -> None:
    homeless = []
    for module in IMPORTS:
        try:
            layer_of(module)
        except KeyError:
            homeless.append(module)
    assert homeless == [], "add these to PLACES (and docs/architecture.md)"


def test_no_module_imports_a_higher_layer() -> None:
    assert upward_imports(IMPORTS) == []


def test_no_import_cycle() -> None:
    found = cycles(import_graph(IMPORTS))
    assert [c for c in found if c not in KNOWN_CYCLES] == []
    # A cycle that is gone leaves the list too (so the list only ever shrinks).
    assert [c for c in KNOWN_CYCLES if c not in found] == []


def test_function_level_imports_only_defer_heavy_optional_modules() -> None:
    """A function-level import of our own modules would hide a cycle or a layer problem; one
    of anything else must say in a comment why it waits."""
    own = {
        f"{imp.source} imports {imp.target}"
        for found in IMPORTS.values()
        for imp in found
        if imp.in_function and imp.target.split(".")[0] == PACKAGE
    }
    assert sorted(own - KNOWN_LOCAL_IMPORTS) == [], "import these at module level"
    assert sorted(KNOWN_LOCAL_IMPORTS - own) == [], "gone: take them off the list"
    unexplained = []
    for module, found in IMPORTS.items():
        lines = _source(module).splitlines()
        for imp in found:
            if imp.in_function and imp.target.split(".")[0] != PACKAGE:
                here, above = lines[imp.line - 1], lines[imp.line - 2]
                if "#" not in here and not above.strip().startswith("#"):
                    unexplained.append(f"{module}:{imp.line} imports {imp.target}")
    assert unexplained == []


def _source(module: str) -> str:
    path = ROOT.joinpath(*module.split("."))
    file = path / "__init__.py" if path.is_dir() else path.with_suffix(".py")
    return file.read_text(encoding="utf-8")


# -- the checker can fail --


def _write(root: Path, files: Mapping[str, str]) -> None:
    for rel, text in files.items():
        path = root / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")


def test_the_checker_finds_upward_imports_and_cycles(tmp_path: Path) -> None:
    _write(
        tmp_path,
        {
            "azul/__init__.py": "",
            "azul/engine/__init__.py": "",
            # Upward, hidden in a function: the engine reaching into the UI.
            "azul/engine/game.py": "def f():\n    from azul.ui import canvas\n",
            "azul/engine/pure.py": "import pygame\n",
            "azul/ui/__init__.py": "",
            "azul/ui/canvas.py": "from azul.engine import game\n",
            # A cycle through a relative import and a function-level import.
            "azul/ui/scenes/__init__.py": "",
            "azul/ui/scenes/a.py": "from . import b\n",
            "azul/ui/scenes/b.py": "def g():\n    from .a import x\n",
            # Type-only imports never run: no cycle from these two.
            "azul/ui/scenes/c.py": "from typing import TYPE_CHECKING\n"
            "if TYPE_CHECKING:\n    from .d import Y\n",
            "azul/ui/scenes/d.py": "from .c import Z\n",
        },
    )
    imports = collect_imports(tmp_path)
    assert upward_imports(imports) == [
        "azul.engine.game:2 (engine) imports azul.ui.canvas",
        "azul.engine.pure:1 (engine) imports pygame",
    ]
    assert cycles(import_graph(imports)) == [
        ["azul.engine.game", "azul.ui.canvas"],
        ["azul.ui.scenes.a", "azul.ui.scenes.b"],
    ]


def test_layer_of_rejects_a_module_without_a_place() -> None:
    with pytest.raises(KeyError):
        layer_of("azul.somewhere_new")
