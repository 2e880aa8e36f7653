"""Issue 14, finding 8: generated damaged files (truncated, wrong types, control characters,
huge structures, named pipes, folders, wrong versions) put in place of every stored file.

Whatever the damage, every loader returns: no exception escapes, nothing hangs, a damaged file
that was moved aside is reported (a Problem naming where it went), and every good file that
was not damaged is left exactly as it was."""

from __future__ import annotations

import atexit
import json
import os
import shutil
import stat
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from azul.storage import Problem, Storage, StoragePaths

from .helpers import Clock, play_random, seats_for, without_hanging

GAME = play_random("azul", 2, seed=8, choice_seed=3)
SEATS = seats_for(2)
SAVE_ID_NEW = "fuzzed-0000abcd"
RECORD_ID_NEW = "20240101-000000-azul-00000000abcd"

TARGETS = ("settings", "autosave", "save", "record", "stats", "import")


def build_template(root: Path) -> dict[str, str]:
    """Good files of every kind under root; returns the ids of the good save and record."""
    store = Storage(StoragePaths.under(root), clock=Clock())
    store.save_settings(store.load_settings().value.model_copy(update={"language": "fi"}))  # type: ignore[union-attr]
    assert store.autosave(GAME.snapshot(SEATS, 10)).ok
    assert store.autosave(GAME.snapshot(SEATS, 12)).ok
    saved = store.save_game("Evening", GAME.snapshot(SEATS, 14))
    recorded = store.record_finished_game(GAME.snapshot(SEATS))
    assert saved.ok and recorded.record.ok and recorded.stats.ok
    return {"save": saved.id, "record": recorded.record.id}


_TEMPLATE = Path(tempfile.mkdtemp(prefix="azul-fuzz-template-"))
atexit.register(shutil.rmtree, _TEMPLATE, ignore_errors=True)
IDS = build_template(_TEMPLATE)


def target_path(paths: StoragePaths, root: Path, target: str) -> Path:
    return {
        "settings": paths.settings_file,
        "autosave": paths.autosave_file,
        "save": paths.saves_dir / f"{SAVE_ID_NEW}.json",
        "record": paths.records_dir / f"{RECORD_ID_NEW}.json",
        "stats": paths.stats_file,
        "import": root / "import" / "game.json",
    }[target]


def good_bytes(paths: StoragePaths, target: str) -> bytes:
    """A good file of the kind the target holds (the template's own)."""
    source = {
        "settings": paths.settings_file,
        "autosave": paths.autosave_file,
        "save": paths.saves_dir / f"{IDS['save']}.json",
        "record": paths.records_dir / f"{IDS['record']}.json",
        "stats": paths.stats_file,
        "import": paths.records_dir / f"{IDS['record']}.json",
    }[target]
    return source.read_bytes()


JSON_SCALARS = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(min_value=-(2**70), max_value=2**70),
    st.floats(allow_nan=False, allow_infinity=False),
    st.text(max_size=20),
)
JSON_VALUES = st.recursive(
    JSON_SCALARS,
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4)
    ),
    max_leaves=12,
)
CONTROL_TEXT = st.text(
    alphabet=st.characters(codec=None, categories=("Cc", "Cf", "Cs", "Co", "Cn", "Lu", "Ll")),
    min_size=1,
    max_size=12,
)


def _paths_in(doc: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every key path of a JSON document (to pick one to damage)."""
    out = [prefix] if prefix else []
    if isinstance(doc, dict):
        for k, v in doc.items():
            out += _paths_in(v, (*prefix, k))
    elif isinstance(doc, list):
        for i, v in enumerate(doc[:6]):
            out += _paths_in(v, (*prefix, i))
    return out


def _set(doc: Any, where: tuple[Any, ...], value: Any) -> None:
    for step in where[:-1]:
        doc = doc[step]
    doc[where[-1]] = value


@st.composite
def damage(draw: st.DrawFn) -> tuple[str, str, Any]:
    """(target, kind, data) of one damaged file."""
    target = draw(st.sampled_from(TARGETS))
    kind = draw(
        st.sampled_from(
            (
                "truncate",
                "wrong_value",
                "control_text",
                "huge",
                "deep",
                "version",
                "bytes",
                "fifo",
                "folder",
            )
        )
    )
    if kind == "truncate":
        data: Any = draw(st.floats(min_value=0.0, max_value=1.0))
    elif kind in ("wrong_value", "control_text"):
        value = draw(JSON_VALUES if kind == "wrong_value" else CONTROL_TEXT)
        data = (draw(st.integers(min_value=0, max_value=10**6)), value)
    elif kind == "huge":
        data = draw(st.sampled_from((b"{},", b"[],", b'"",', b"0,")))
    elif kind == "deep":
        data = draw(st.integers(min_value=33, max_value=5000))
    elif kind == "version":
        data = draw(st.one_of(st.none(), st.integers(-3, 10), st.text(max_size=3), st.floats(0, 3)))
    elif kind == "bytes":
        data = draw(st.binary(max_size=200))
    else:
        data = None
    return target, kind, data


def make_damaged(path: Path, good: bytes, kind: str, data: Any) -> None:
    """Put the damaged file at path."""
    path.parent.mkdir(parents=True, exist_ok=True)
    if path.exists() or path.is_symlink():
        path.unlink()
    if kind == "fifo":
        os.mkfifo(path)
        return
    if kind == "folder":
        path.mkdir()
        return
    doc = json.loads(good)
    if kind == "truncate":
        out = good[: int(len(good) * data)]
    elif kind in ("wrong_value", "control_text"):
        index, value = data
        places = _paths_in(doc)
        _set(doc, places[index % len(places)], value)
        out = json.dumps(doc).encode("utf-8", "surrogatepass")
    elif kind == "huge":
        out = b'{"schema_version": 1, "x": [' + data * 300_000 + b"0]}"
    elif kind == "deep":
        out = b'{"schema_version": 1, "x": ' + b"[" * data + b"]" * data + b"}"
    elif kind == "version":
        if data is None:
            doc.pop("schema_version", None)
        else:
            doc["schema_version"] = data
        out = json.dumps(doc).encode()
    else:
        out = data
    path.write_bytes(out)


def run_loaders(store: Storage, src: Path) -> list[Problem]:
    """Every way the app reads stored files; the problems they report."""
    calls: list[Callable[[], Any]] = [
        store.load_settings,
        store.load_autosave,
        store.list_saves,
        lambda: store.load_save(IDS["save"]),
        lambda: store.load_save(SAVE_ID_NEW),
        store.list_records,
        lambda: store.load_record(IDS["record"]),
        lambda: store.load_record(RECORD_ID_NEW),
        store.load_stats,
        lambda: store.import_record(src),
    ]
    problems: list[Problem] = []
    for call in calls:
        result = call()
        problems += [p for p in getattr(result, "problems", ()) if p is not None]
    return problems


def snapshot_files(root: Path) -> dict[str, bytes]:
    return {
        str(p.relative_to(root)): p.read_bytes()
        for p in sorted(root.rglob("*"))
        if p.is_file() and not p.is_symlink()
    }


@settings(
    max_examples=60,
    deadline=None,  # each example has its own time limit (helpers.HANG_SECONDS)
    suppress_health_check=[HealthCheck.too_slow],
    database=None,
)
@given(damage())
def test_no_damaged_file_crashes_hangs_or_costs_a_good_file(case: tuple[str, str, Any]) -> None:
    target, kind, data = case
    if kind == "fifo" and not hasattr(os, "mkfifo"):
        return
    with tempfile.TemporaryDirectory(prefix="azul-fuzz-") as tmp:
        root = Path(tmp)
        shutil.copytree(_TEMPLATE, root, dirs_exist_ok=True)
        paths = StoragePaths.under(root)
        path = target_path(paths, root, target)
        make_damaged(path, good_bytes(paths, target), kind, data)
        good_before = {
            name: content for name, content in snapshot_files(root).items() if (root / name) != path
        }
        store = Storage(paths, clock=Clock())
        import_src = target_path(paths, root, "import")
        problems = without_hanging(root, lambda: run_loaders(store, import_src))

        # A damaged file is either usable as it is, or it was reported: moved aside, or (an
        # import source, which is not ours to move) refused with a message.
        moved = [p.moved_to for p in problems if p.moved_to is not None]
        if target == "import":
            still = path.is_file() or stat.S_ISFIFO(path.lstat().st_mode) or path.is_dir()
            assert still, "an import source is never moved or deleted"
        elif not path.exists() or not path.is_file():
            assert any(m.name.startswith(path.name + ".bad-") for m in moved), problems
        for aside in root.rglob("*.bad-*"):
            assert aside in moved, f"{aside.name} was moved aside without a message"

        # Every good file that was not damaged is exactly as it was (statistics may be
        # rewritten, but never lose the good record).
        after = snapshot_files(root)
        for name, content in good_before.items():
            if name == "data/stats.json":
                continue
            assert after.get(name) == content, f"{name} changed (damage: {target} {kind})"
        stats = store.load_stats().value
        assert stats is not None and IDS["record"] in stats.counted
