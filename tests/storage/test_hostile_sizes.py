"""Issue 14, finding 7: a file within the size cap but made of millions of tiny JSON values
(a 16 MiB file of ``{}``) must not make the game eat gigabytes: its structure is counted
before anything is built, and it is refused as damaged."""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from azul.storage import Storage
from azul.storage.documents import DocumentError, check_structure
from azul.storage.problems import CORRUPT

from .helpers import play_random, seats_for

MiB = 1024 * 1024
PEAK_LIMIT_MB = 150  # growth of the peak memory over the process before loading

PROBE = textwrap.dedent(
    """
    import json, os, resource, sys
    from pathlib import Path
    from azul.storage import Storage, StoragePaths

    root = Path(sys.argv[1])
    paths = StoragePaths.under(root)
    store = Storage(paths)
    size = 16 * 1024 * 1024 - 64
    head = b'{"schema_version": 1, "kind": "record", "x": ['
    shapes = [b"{},", b"[],", b'"",', b"1,"]
    before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    keys = []
    for unit in shapes:
        body = head + unit * ((size - len(head)) // len(unit) - 1) + unit[:-1] + b"]}"
        # Written once per shape and linked in place of each file: the same bytes, without
        # writing 16 MiB four times.
        master = root / "huge.json"
        master.write_bytes(body)
        for target, load in (
            (paths.settings_file, store.load_settings),
            (paths.autosave_file, store.load_autosave),
            (paths.stats_file, store.load_stats),
            (root / "import.json", lambda: store.import_record(root / "import.json")),
        ):
            target.parent.mkdir(parents=True, exist_ok=True)
            target.unlink(missing_ok=True)  # the import is refused where it is, not moved
            os.link(master, target)
            keys.append([p.key for p in load().problems])
        master.unlink()
    after = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    scale = 1 if sys.platform == "darwin" else 1024  # ru_maxrss: bytes on macOS, KiB elsewhere
    print(json.dumps({"growth_mb": (after - before) * scale / 1024 / 1024, "keys": keys}))
    """
)


@pytest.mark.skipif(sys.platform == "win32", reason="resource is POSIX-only")
def test_huge_structures_are_refused_with_bounded_memory(tmp_path: Path) -> None:
    done = subprocess.run(
        [sys.executable, "-c", PROBE, str(tmp_path)],
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    )
    report = json.loads(done.stdout.strip().splitlines()[-1])
    assert all("storage.error.corrupt" in keys for keys in report["keys"]), report["keys"]
    assert report["growth_mb"] < PEAK_LIMIT_MB, report


def test_the_largest_real_files_pass_the_structure_check(store: Storage) -> None:
    game = play_random("summer-pavilion", 4, seed=3, choice_seed=3)
    seats = seats_for(4)
    saved = store.save_game("Long", game.snapshot(seats))
    assert saved.path is not None
    check_structure(saved.path.read_bytes(), "save")
    # Statistics of 20,000 games of two people: far more than anyone plays.
    point = {"date": "2025-01-01T00:00:00Z", "score": 50, "won": True, "record": "x" * 40}
    person = {"played": 1, "won": 1, "best": 1, "total": 1, "vs_level": {}}
    people = {name: {**person, "history": [point] * 20_000} for name in ("Anna", "Ben")}
    stats = {"groups": {"azul/2": {"ruleset": "azul", "players": 2, "people": people}}}
    stats["counted"] = ["x" * 40] * 20_000  # type: ignore[assignment]
    check_structure(json.dumps(stats).encode(), "stats.json")


@pytest.mark.parametrize(
    "data",
    [
        b"[" * 40 + b"]" * 40,  # nesting far deeper than any stored file
        b"[" + b"{}," * 200_000 + b"{}]",
        b"[" + b"0," * 1_000_000 + b"0]",
    ],
)
def test_structure_check_refuses(data: bytes) -> None:
    with pytest.raises(DocumentError) as caught:
        check_structure(data, "x.json")
    assert caught.value.problem.key == CORRUPT


def test_strings_with_brackets_and_escapes_do_not_count() -> None:
    text = '"[[[[{{{{,,,,\\"]]]]"'
    check_structure(json.dumps({"a": [text] * 1000, "b": "\\\\"}).encode(), "x.json")
