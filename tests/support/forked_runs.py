"""Several ``python -m MODULE ARGS...`` runs from one interpreter start.

Starting Python and importing the game is most of a short command's time. On Linux one
process imports what the runs share, then forks a child per run that executes the module as
``__main__`` (as ``python -m`` does), with its own stdout, stderr and exit code. Elsewhere each
run is a process of its own (macOS does not let a forked child use the system libraries its
parent loaded; Windows cannot fork).
"""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap
from dataclasses import dataclass
from pathlib import Path

TIMEOUT = 120  # seconds for all the runs together


@dataclass(frozen=True)
class Ran:
    """What one run printed and its exit code."""

    returncode: int
    stdout: str
    stderr: str


# argv[1]: {"preload": [module, ...], "runs": [[module, [arg, ...], stdout, stderr], ...]};
# prints the runs' exit codes as a JSON list.
_DRIVER = textwrap.dedent(
    """
    import importlib, json, os, runpy, sys, traceback

    job = json.loads(sys.argv[1])
    for name in job["preload"]:
        importlib.import_module(name)
    codes = []
    for module, args, stdout, stderr in job["runs"]:
        pid = os.fork()
        if pid == 0:
            code = 1
            try:
                for fd, name in ((1, stdout), (2, stderr)):
                    os.dup2(os.open(name, os.O_WRONLY | os.O_CREAT | os.O_TRUNC), fd)
                sys.argv = [module, *args]
                runpy.run_module(module, run_name="__main__", alter_sys=True)
                code = 0
            except SystemExit as exc:  # as the interpreter ends on it
                code = exc.code if isinstance(exc.code, int) else 0 if exc.code is None else 1
                if not isinstance(exc.code, int | None):
                    print(exc.code, file=sys.stderr)
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


def _python(
    argv: list[str], cwd: Path, env: dict[str, str] | None
) -> subprocess.CompletedProcess[str]:
    """This interpreter run with argv in cwd, its output captured as text."""
    return subprocess.run(
        [sys.executable, *argv],
        capture_output=True,
        text=True,
        cwd=cwd,
        env=env,
        timeout=TIMEOUT,
        check=False,
    )


def run_modules(
    runs: list[tuple[str, list[str]]],
    cwd: Path,
    preload: tuple[str, ...] = (),
    env: dict[str, str] | None = None,
) -> list[Ran]:
    """The result of ``python -m module *args`` for each (module, args), run in cwd: forked
    from one process that first imported ``preload`` (what the runs share, not the modules
    run themselves) on Linux, else a process each."""
    if not sys.platform.startswith("linux"):
        done = [_python(["-m", module, *args], cwd, env) for module, args in runs]
        return [Ran(d.returncode, d.stdout, d.stderr) for d in done]
    files = [(cwd / f".run{i}.out", cwd / f".run{i}.err") for i in range(len(runs))]
    job = {
        "preload": list(preload),
        "runs": [
            [module, args, str(out), str(err)]
            for (module, args), (out, err) in zip(runs, files, strict=True)
        ],
    }
    driver = _python(["-c", _DRIVER, json.dumps(job)], cwd, env)
    assert driver.returncode == 0, driver.stderr
    codes = json.loads(driver.stdout.strip().splitlines()[-1])
    ran = []
    for code, (out, err) in zip(codes, files, strict=True):
        ran.append(Ran(code, out.read_text("utf-8"), err.read_text("utf-8")))
        out.unlink()
        err.unlink()
    return ran
