"""The layers hold: no upward import, no import cycle, and no family branches outside a family.

Every module under azul/ is parsed with ``ast``; module-level and function-level imports both
count (a function-level import is still a runtime dependency, it only runs later). Imports
under ``if TYPE_CHECKING:`` are left out: they never run, so they can neither form a cycle at
runtime nor pull a layer in. docs/architecture.md describes the layers.
"""

from __future__ import annotations

import ast
import functools
import json
import os
import subprocess
import sys
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from azul.engine import BUILTIN_FAMILIES, ruleset_ids

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = "azul"

# Layers from the bottom up; a module may import its own layer and those listed for it.
ENGINE, AI, SUPPORT, TOOLS, UI, APP = "engine", "ai", "support", "tools", "ui", "app"
MAY_IMPORT: dict[str, frozenset[str]] = {
    ENGINE: frozenset({ENGINE}),
    AI: frozenset({ENGINE, AI}),
    # domain, storage, i18n, rules_text, resources, version: one tier above the AI.
    SUPPORT: frozenset({ENGINE, AI, SUPPORT}),
    # sim.py, arena.py, review.py (and their tool_args.py): headless tools above support (they read and write the
    # app's record format through azul.storage rather than duplicating it).
    TOOLS: frozenset({ENGINE, AI, SUPPORT, TOOLS}),
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
    "plural_rules": SUPPORT,
    "rules_text": SUPPORT,
    "resources": SUPPORT,
    "version": SUPPORT,
    "sim": TOOLS,
    "arena": TOOLS,
    "review": TOOLS,
    "tool_args": TOOLS,
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


@functools.cache
def parsed(path: Path) -> ast.Module:
    """A module's syntax tree, parsed once per test process (the import and the family checks
    both read every module; nothing changes the trees)."""
    return ast.parse(path.read_text(encoding="utf-8"), filename=str(path))


def collect_imports(root: Path, package: str = PACKAGE) -> dict[str, list[Import]]:
    """Every runtime import of every module of the package under root, by module name."""
    files = sorted((root / package).rglob("*.py"))
    names = {module_name(root, f): f for f in files}
    known = set(names)
    found: dict[str, list[Import]] = {}
    for name, path in names.items():
        tree = parsed(path)
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


class _PackageImports(Mapping[str, list[Import]]):
    """collect_imports(ROOT), read on first use: every test process imports this module to
    collect its tests, only the one that runs them needs the scan."""

    @functools.cached_property
    def _found(self) -> dict[str, list[Import]]:
        return collect_imports(ROOT)

    def __getitem__(self, module: str) -> list[Import]:
        return self._found[module]

    def __iter__(self) -> Iterator[str]:
        return iter(self._found)

    def __len__(self) -> int:
        return len(self._found)


IMPORTS: Mapping[str, list[Import]] = _PackageImports()

# Known offenders still to be taken apart (empty today). A test fails when an entry is no
# longer true, so the lists can only shrink and cannot go stale.
KNOWN_CYCLES: list[list[str]] = []
KNOWN_LOCAL_IMPORTS: set[str] = set()


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


# -- nothing outside a family asks which family it is --

FAMILIES = tuple(m.name for m in BUILTIN_FAMILIES)
# Engine state classes of the families: isinstance on one of these is a family branch.
FAMILY_STATES = frozenset({"BaseState", "PavilionState"})
# Every shipped rule set's id: comparing with one outside its family is a family branch too.
RULESET_IDS = frozenset(ruleset_ids())
# Known family branches still to be taken apart (empty today; the list can only shrink).
KNOWN_FAMILY_BRANCHES: set[str] = set()


def is_family_code(module: str) -> bool:
    """True for a family's own package or module (ui/families/<f>, ui/pavilion, *pavilion_*)."""
    parts = module.split(".")
    if "families" in parts:
        return True
    return any(
        p == f or p.startswith(f"{f}_") or p.endswith(f"_{f}") for p in parts for f in FAMILIES
    )


def _names(node: ast.AST) -> set[str]:
    return {n.id for n in ast.walk(node) if isinstance(n, ast.Name)} | {
        n.attr for n in ast.walk(node) if isinstance(n, ast.Attribute)
    }


def _is_named(node: ast.expr, name: str) -> bool:
    """True for ``x.<name>`` or a bare ``<name>``."""
    return (isinstance(node, ast.Attribute) and node.attr == name) or (
        isinstance(node, ast.Name) and node.id == name
    )


def _is_literal(node: ast.expr) -> bool:
    if isinstance(node, ast.Constant):
        return isinstance(node.value, str)
    if isinstance(node, ast.Tuple | ast.List | ast.Set):
        return bool(node.elts) and all(_is_literal(e) for e in node.elts)
    return False


def _strings(node: ast.expr) -> set[str]:
    """The string constants of a literal (one string, or a tuple/list/set of them)."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return {node.value}
    if isinstance(node, ast.Tuple | ast.List | ast.Set):
        return {s for e in node.elts for s in _strings(e)}
    return set()


def family_branches(
    root: Path, package: str = PACKAGE, ruleset_ids: frozenset[str] = RULESET_IDS
) -> set[str]:
    """Modules outside the families that compare a family or a look to a literal, compare
    anything to a rule-set id, or isinstance a family's state class, as "module: what" lines."""
    found: set[str] = set()
    for path in sorted((root / package).rglob("*.py")):
        module = module_name(root, path)
        if is_family_code(module):
            continue
        tree = parsed(path)
        for node in ast.walk(tree):
            if isinstance(node, ast.Compare):
                sides = [node.left, *node.comparators]
                literal = any(_is_literal(s) for s in sides)
                for name in ("family", "look"):
                    if literal and any(_is_named(s, name) for s in sides):
                        found.add(f"{module}: .{name} == literal")
                for rid in sorted(set().union(*map(_strings, sides)) & ruleset_ids):
                    found.add(f"{module}: == rule set {rid!r}")
            elif (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Name)
                and node.func.id == "isinstance"
                and len(node.args) == 2
            ):
                for name in sorted(_names(node.args[1]) & FAMILY_STATES):
                    found.add(f"{module}: isinstance on {name}")
    return found


def test_no_family_branches_outside_the_families() -> None:
    found = family_branches(ROOT)
    assert sorted(found - KNOWN_FAMILY_BRANCHES) == []
    assert sorted(KNOWN_FAMILY_BRANCHES - found) == [], "gone: take them off the list"


def test_the_family_check_finds_branches(tmp_path: Path) -> None:
    _write(
        tmp_path,
        {
            "azul/ui/scenes/end.py": 'def f(rs):\n    return rs.family == "pavilion"\n',
            "azul/ui/hints.py": "def f(family):\n    return family in ('base', 'x')\n",
            "azul/ai/simple.py": "def f(s):\n    return isinstance(s, (int, game.BaseState))\n",
            "azul/ui/rules_view/diagrams.py": 'def f(ctx):\n    return ctx.ruleset.look == "mini"\n',
            "azul/ui/scenes/setup.py": "def f(look):\n    return look in ('crystal', 'x')\n",
            "azul/domain/session.py": 'def f(rs):\n    return rs.id != "azul-grey"\n',
            "azul/ui/scenes/lesson.py": 'def f(r):\n    return "tiny-1" in (r.id, "other")\n',
            # A family's own code may ask; comparing two families (or two looks) is no branch,
            # nor is a string that is no rule-set id.
            "azul/ui/families/pavilion/kit.py": 'X = rs.family == "pavilion"\n',
            "azul/engine/pavilion_json.py": 'X = rs.family != "pavilion" or rs.id == "tiny-1"\n',
            "azul/ui/families/base/diagrams.py": 'X = rs.look == "mini"\n',
            "azul/ui/kits.py": "X = kit.family == rs.family and a.look == b.look\n",
            "azul/ui/widgets.py": 'X = name == "azul-logo"\n',
        },
    )
    assert family_branches(tmp_path, ruleset_ids=frozenset({"azul-grey", "tiny-1"})) == {
        "azul.ui.scenes.end: .family == literal",
        "azul.ui.hints: .family == literal",
        "azul.ai.simple: isinstance on BaseState",
        "azul.ui.rules_view.diagrams: .look == literal",
        "azul.ui.scenes.setup: .look == literal",
        "azul.domain.session: == rule set 'azul-grey'",
        "azul.ui.scenes.lesson: == rule set 'tiny-1'",
    }


# -- nothing happens at import --

IMPORT_PROBE = """
import importlib, json, logging, os, sys, threading
before_env = dict(os.environ)
before_handlers = list(logging.getLogger().handlers)
before_hook = sys.excepthook
names = json.loads(sys.argv[1])
for name in names:
    importlib.import_module(name)
import multiprocessing
import pygame
report = {
    "display": bool(pygame.display.get_init()),
    "mixer": bool(pygame.mixer.get_init()),
    "font": bool(pygame.font.get_init()),
    "threads": sorted(t.name for t in threading.enumerate() if t is not threading.main_thread()),
    "children": len(multiprocessing.active_children()),
    "env": sorted(k for k in set(os.environ) | set(before_env)
                  if os.environ.get(k) != before_env.get(k)),
    "handlers": len(logging.getLogger().handlers) - len(before_handlers),
    "excepthook": sys.excepthook is not before_hook,
    "files": sorted(str(p) for p in __import__("pathlib").Path.cwd().rglob("*")),
}
print(json.dumps(report))
"""


def _import_probe(names: list[str], home: Path, path: str = str(ROOT)) -> dict[str, Any]:
    """Import the modules in a fresh interpreter (in an empty home) and report what changed."""
    home.mkdir(exist_ok=True)
    env = {
        **os.environ,
        "HOME": str(home),
        "XDG_CONFIG_HOME": str(home / "config"),
        "XDG_DATA_HOME": str(home / "data"),
        "PYTHONPATH": path,
        # The one allowed effect (app, cli, smoke: a default that hides pygame's banner) is in
        # place already, so any change of the environment below is a real one.
        "PYGAME_HIDE_SUPPORT_PROMPT": "1",
    }
    done = subprocess.run(
        [sys.executable, "-c", IMPORT_PROBE, json.dumps(names)],
        cwd=home,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    lines = done.stdout.strip().splitlines()
    report: dict[str, Any] = json.loads(lines[-1])
    report["printed"] = done.stderr + "".join(f"{line}\n" for line in lines[:-1])
    return report


QUIET = {
    "display": False,
    "mixer": False,
    "font": False,
    "threads": [],
    "children": 0,
    "env": [],
    "handlers": 0,
    "excepthook": False,
    "files": [],
    "printed": "",
}


def test_importing_every_module_does_nothing(tmp_path: Path) -> None:
    """No window, sound, font system, thread, process, log handler, file, output or setting
    comes from importing a module: everything starts when the app (or a test) asks for it."""
    assert _import_probe(sorted(IMPORTS), tmp_path / "home") == QUIET


def test_the_import_probe_sees_side_effects(tmp_path: Path) -> None:
    _write(
        tmp_path / "src",
        {
            "noisy.py": "import logging, os, threading, time, pygame\n"
            "threading.Thread(target=time.sleep, args=(3,), name='late', daemon=True).start()\n"
            "open('left.txt', 'w').close()\n"
            "os.environ['NOISY'] = '1'\n"
            "logging.basicConfig()\n"
            "pygame.font.init()\n"
            "print('hello')\n",
        },
    )
    report = _import_probe(["noisy"], tmp_path / "home", str(tmp_path / "src"))
    assert report["threads"] == ["late"]
    assert report["files"] == [str(tmp_path / "home" / "left.txt")]
    assert report["env"] == ["NOISY"]
    assert report["handlers"] == 1
    assert report["font"] is True
    assert report["printed"] == "hello\n"


@pytest.mark.parametrize("scene", ["review", "replay"])
def test_a_split_scenes_parts_never_import_it(scene: str) -> None:
    """The parts a scene keeps beside it (``scenes/<scene>_*.py``) get what they need handed to
    them (the review's as its ``ReviewScreen`` protocol): none imports the scene module, not
    even for annotations, so the scene wires its parts and they never reach back."""
    parts = sorted((ROOT / PACKAGE / "ui" / "scenes").glob(f"{scene}_*.py"))
    assert parts
    target = f"{PACKAGE}.ui.scenes.{scene}"
    reaching = [
        f"{path.name}:{node.lineno}"
        for path in parts
        for node in ast.walk(parsed(path))
        if isinstance(node, ast.Import | ast.ImportFrom)
        and target in _resolve(module_name(ROOT, path), False, node, {target})
    ]
    assert reaching == []
