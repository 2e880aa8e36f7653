"""Build the double-click app with PyInstaller: ``python packaging/build.py [options]``.

Produces the one-folder app ``dist/azul/`` (``--onefile``: the single executable
``dist/onefile/azul``; ``--both``: both). ``--smoke`` runs the built app's ``--smoke-test``
from another working directory; ``--install [PREFIX]`` (Linux) puts the one-folder app under
PREFIX (default ~/.local) with a menu entry and icons. Needs ``pip install -e ".[build]"``.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time
from importlib import metadata
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(HERE))

import bundle  # noqa: E402

SPEC = HERE / "azul.spec"
DESKTOP = HERE / "linux" / f"{bundle.APP_NAME}.desktop"
ICON_SIZES = (16, 32, 48, 64, 128, 256, 1024)  # assets/icon/icon_<n>.png
EXE_SUFFIX = ".exe" if sys.platform.startswith("win") else ""


def fail(message: str) -> int:
    """Print why the build stopped; exit status 1."""
    print(f"build: {message}", file=sys.stderr)
    return 1


def preflight() -> str | None:
    """Why the build cannot start (None when it can)."""
    try:
        import PyInstaller  # noqa: F401
    except ImportError:
        return 'PyInstaller is missing: python -m pip install -e ".[build]"'
    wanted = bundle.read_version(ROOT)
    try:
        installed = metadata.version("azul")
    except metadata.PackageNotFoundError:
        return 'the azul package is not installed: python -m pip install -e ".[build]"'
    if installed != wanted:
        # The bundle carries the installed metadata, so --version would print the old one.
        return f"installed azul is {installed}, pyproject says {wanted}: reinstall with pip"
    return None


def run_pyinstaller(onefile: bool, strip: bool, clean: bool, verbose: bool) -> Path:
    """Run PyInstaller on the spec; returns the built executable."""
    dist = ROOT / "dist" / ("onefile" if onefile else "")
    work = ROOT / "build" / ("pyinstaller-onefile" if onefile else "pyinstaller")
    cmd = [
        sys.executable,
        "-m",
        "PyInstaller",
        "--noconfirm",
        "--log-level",
        "INFO" if verbose else "ERROR",
        "--distpath",
        str(dist),
        "--workpath",
        str(work),
    ]
    if clean:
        cmd.append("--clean")
    cmd += [str(SPEC), "--"]
    if onefile:
        cmd.append("--onefile")
    if strip:
        cmd.append("--strip")
    subprocess.run(cmd, cwd=ROOT, check=True)
    if onefile:
        return dist / f"{bundle.APP_NAME}{EXE_SUFFIX}"
    return dist / bundle.APP_NAME / f"{bundle.APP_NAME}{EXE_SUFFIX}"


def add_linux_files(folder: Path) -> None:
    """The menu entry and icon beside the executable of the one-folder app."""
    shutil.copy2(DESKTOP, folder / DESKTOP.name)
    shutil.copy2(ROOT / "assets" / "icon" / "icon_256.png", folder / f"{bundle.APP_NAME}.png")


def size_mb(path: Path) -> float:
    """Size of a file or a folder tree in MB (10^6 bytes)."""
    if path.is_file():
        return path.stat().st_size / 1e6
    files = (p for p in path.rglob("*") if p.is_file() and not p.is_symlink())
    return sum(p.stat().st_size for p in files) / 1e6


def smoke(executable: Path) -> bool:
    """Run the built app's smoke test from a temporary working directory."""
    with tempfile.TemporaryDirectory(prefix="azul-smoke-cwd-") as cwd:
        shot = ROOT / "build" / f"smoke-{executable.parent.name}.png"
        start = time.perf_counter()
        done = subprocess.run([str(executable), "--smoke-test", str(shot)], cwd=cwd)
        print(f"smoke test: exit {done.returncode} in {time.perf_counter() - start:.1f} s")
        return done.returncode == 0


def _desktop_quote(path: str) -> str:
    """A path as a .desktop Exec argument (quoted when it holds reserved characters)."""
    if not any(c in path for c in " \t\"'\\><~|&;$*?#()`"):
        return path
    escaped = path.replace("\\", "\\\\").replace('"', '\\"').replace("`", "\\`")
    return '"' + escaped.replace("$", "\\$") + '"'


def install_linux(folder: Path, prefix: Path) -> Path:
    """Copy the one-folder app under prefix, add the menu entry, icons and a bin/ link."""
    target = prefix / "lib" / bundle.APP_NAME
    if target.exists():
        shutil.rmtree(target)
    shutil.copytree(folder, target, symlinks=True)
    executable = target / bundle.APP_NAME
    bin_dir = prefix / "bin"
    bin_dir.mkdir(parents=True, exist_ok=True)
    link = bin_dir / bundle.APP_NAME
    if link.is_symlink() or link.exists():
        link.unlink()
    link.symlink_to(executable)
    for n in ICON_SIZES:
        icons = prefix / "share" / "icons" / "hicolor" / f"{n}x{n}" / "apps"
        icons.mkdir(parents=True, exist_ok=True)
        shutil.copy2(ROOT / "assets" / "icon" / f"icon_{n}.png", icons / f"{bundle.APP_NAME}.png")
    apps = prefix / "share" / "applications"
    apps.mkdir(parents=True, exist_ok=True)
    entry = apps / DESKTOP.name
    lines = []
    for line in DESKTOP.read_text(encoding="utf-8").splitlines():
        if line.startswith("Exec="):
            line = f"Exec={_desktop_quote(str(executable))}"
        elif line.startswith("TryExec="):
            line = f"TryExec={executable}"
        lines.append(line)
    entry.write_text("\n".join(lines) + "\n", encoding="utf-8")
    entry.chmod(0o755)
    return entry


def main(argv: list[str] | None = None) -> int:
    """Build, report sizes, optionally smoke-test and install."""
    p = argparse.ArgumentParser(description="Build the Azul desktop app with PyInstaller.")
    kind = p.add_mutually_exclusive_group()
    kind.add_argument("--onefile", action="store_true", help="only the one-file executable")
    kind.add_argument("--both", action="store_true", help="the one-folder app and one file")
    p.add_argument("--no-strip", action="store_true", help="keep debug symbols (Linux)")
    p.add_argument("--clean", action="store_true", help="ignore PyInstaller's cache")
    p.add_argument("--verbose", action="store_true", help="show PyInstaller's progress")
    p.add_argument("--smoke", action="store_true", help="run the built app's --smoke-test")
    p.add_argument(
        "--install",
        nargs="?",
        const=str(Path.home() / ".local"),
        metavar="PREFIX",
        help="Linux: install the one-folder app under PREFIX (default ~/.local)",
    )
    args = p.parse_args(argv)
    problem = preflight()
    if problem:
        return fail(problem)
    # Stripping drops debug symbols from the bundled libraries (a third of the size). macOS
    # signatures and Windows DLLs are left alone.
    strip = sys.platform.startswith("linux") and not args.no_strip and bool(shutil.which("strip"))
    kinds = [False, True] if args.both else [args.onefile]
    built: list[Path] = []
    for onefile in kinds:
        start = time.perf_counter()
        try:
            exe = run_pyinstaller(onefile, strip, args.clean, args.verbose)
        except subprocess.CalledProcessError as exc:
            return fail(f"PyInstaller failed (exit {exc.returncode})")
        if not exe.is_file():
            return fail(f"PyInstaller finished but {exe} is missing")
        if not onefile and sys.platform.startswith("linux"):
            add_linux_files(exe.parent)
        where = exe if onefile else exe.parent
        print(
            f"built {where.relative_to(ROOT)}: {size_mb(where):.1f} MB "
            f"in {time.perf_counter() - start:.0f} s"
        )
        version = subprocess.run([str(exe), "--version"], capture_output=True, text=True)
        if version.returncode != 0 or bundle.read_version(ROOT) not in version.stdout:
            return fail(f"{exe} --version printed {version.stdout!r} {version.stderr!r}")
        built.append(exe)
    if args.smoke and not all(smoke(exe) for exe in built):
        return fail("the built app's smoke test failed")
    if args.install is not None:
        if not sys.platform.startswith("linux"):
            return fail("--install is for Linux (Windows/macOS: copy dist/ as the README says)")
        if args.onefile:
            return fail("--install needs the one-folder app (leave out --onefile)")
        entry = install_linux(built[0].parent, Path(args.install).expanduser())
        print(f"installed: {entry}")
    return 0


if __name__ == "__main__":
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    raise SystemExit(main())
