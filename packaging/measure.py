"""Measure the built app as a player runs it (Linux + X): start-up to the first frame on screen,
memory after start-up and during a 4-player game against the computer, and the app's size.

    python packaging/measure.py [--app dist/azul/azul] [--runs 7] [--game-seconds 45]

Starts its own Xvfb (unless --display is given) and the app from a temporary working directory
with its settings and saves in a temporary folder. "First frame" is the moment the pixel in
the middle of the window stops being the black of the empty screen, read straight from the X
server (libX11 through ctypes). Memory is the resident set (RSS) of the app's processes: the
game itself, the computer players' worker and multiprocessing's resource tracker. Sound uses
SDL's dummy driver (the build machine has no sound card). Results go to benchmarks/README.md.
"""

from __future__ import annotations

import argparse
import ctypes
import os
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
SCREEN = (1920, 1080)


class Screen:
    """One pixel at a time from an X display (for spotting the first drawn frame)."""

    def __init__(self, display: str) -> None:
        self.x11 = ctypes.cdll.LoadLibrary("libX11.so.6")
        x = self.x11
        x.XOpenDisplay.restype = ctypes.c_void_p
        x.XOpenDisplay.argtypes = [ctypes.c_char_p]
        x.XDefaultRootWindow.restype = ctypes.c_ulong
        x.XDefaultRootWindow.argtypes = [ctypes.c_void_p]
        x.XGetImage.restype = ctypes.c_void_p
        x.XGetImage.argtypes = [
            ctypes.c_void_p,
            ctypes.c_ulong,
            ctypes.c_int,
            ctypes.c_int,
            ctypes.c_uint,
            ctypes.c_uint,
            ctypes.c_ulong,
            ctypes.c_int,
        ]
        x.XGetPixel.restype = ctypes.c_ulong
        x.XGetPixel.argtypes = [ctypes.c_void_p, ctypes.c_int, ctypes.c_int]
        x.XDestroyImage.argtypes = [ctypes.c_void_p]
        x.XCloseDisplay.argtypes = [ctypes.c_void_p]
        self.dpy = x.XOpenDisplay(display.encode())
        if not self.dpy:
            raise RuntimeError(f"cannot open X display {display}")
        self.root = x.XDefaultRootWindow(self.dpy)

    def pixel(self, px: int, py: int) -> int:
        """The pixel value at a root-window position."""
        image = self.x11.XGetImage(self.dpy, self.root, px, py, 1, 1, 0xFFFFFFFF, 2)  # ZPixmap
        if not image:
            return 0
        try:
            return int(self.x11.XGetPixel(image, 0, 0))
        finally:
            self.x11.XDestroyImage(image)

    def close(self) -> None:
        """Close the connection."""
        self.x11.XCloseDisplay(self.dpy)


def rss_kb(pid: int) -> int:
    """Resident set size of one process in kB (0 if it is gone)."""
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    except OSError:
        pass
    return 0


def tree(pid: int) -> list[int]:
    """A process and all its descendants."""
    out = [pid]
    try:
        children = Path(f"/proc/{pid}/task/{pid}/children").read_text().split()
    except OSError:
        return out
    for child in children:
        out += tree(int(child))
    return out


def command(pid: int) -> str:
    """A process's command line (for naming the worker)."""
    try:
        return Path(f"/proc/{pid}/cmdline").read_bytes().replace(b"\0", b" ").decode().strip()
    except OSError:
        return ""


def memory(pid: int) -> dict[str, int]:
    """RSS in kB of the game process, the AI worker, the resource tracker and their total.

    A one-file build runs the game as a child of its unpacking bootloader: the game is the
    process with the largest RSS that is neither the worker nor the tracker."""
    parts = {"game": 0, "worker": 0, "tracker": 0, "total": 0}
    for p in tree(pid):
        kb = rss_kb(p)
        cmd = command(p)
        parts["total"] += kb
        if "--multiprocessing-fork" in cmd:
            parts["worker"] += kb
        elif "resource_tracker" in cmd:
            parts["tracker"] += kb
        else:
            parts["game"] = max(parts["game"], kb)
    return parts


class Launch:
    """The app started as a player would (own session, so it can be stopped as a group)."""

    def __init__(self, app: Path, display: str, home: Path, extra: dict[str, str]) -> None:
        env = dict(os.environ)
        for key in [k for k in env if k.startswith(("SDL_", "AZUL_"))]:
            del env[key]
        env.update(
            DISPLAY=display,
            SDL_AUDIODRIVER="dummy",
            AZUL_CONFIG_DIR=str(home / "config"),
            AZUL_DATA_DIR=str(home / "data"),
            AZUL_SCREENSHOT_DIR=str(home / "shots"),
        )
        env.update(extra)
        cwd = home / "cwd"
        cwd.mkdir(parents=True, exist_ok=True)
        self.started = time.perf_counter()
        self.proc = subprocess.Popen(
            [str(app)],
            cwd=cwd,
            env=env,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            start_new_session=True,
        )

    def stop(self) -> None:
        """End the app and everything it started."""
        if self.proc.poll() is None:
            os.killpg(self.proc.pid, signal.SIGTERM)
            try:
                self.proc.wait(5)
            except subprocess.TimeoutExpired:
                os.killpg(self.proc.pid, signal.SIGKILL)
                self.proc.wait(5)


def first_frame(screen: Screen, launch: Launch, timeout: float = 30.0) -> float:
    """Seconds from launch until the middle of the screen shows the game."""
    cx, cy = SCREEN[0] // 2, SCREEN[1] // 2
    while time.perf_counter() - launch.started < timeout:
        if screen.pixel(cx, cy) != 0:
            return time.perf_counter() - launch.started
        if launch.proc.poll() is not None:
            raise RuntimeError(f"the app exited with {launch.proc.returncode}")
        time.sleep(0.002)
    raise RuntimeError("no frame within the timeout")


def write_game(home: Path, players: int, level: str) -> None:
    """An autosaved game of computer seats only, so Continue plays it on unattended."""
    sys.path.insert(0, str(ROOT))
    from azul.domain.session import Seat
    from azul.engine import Setup
    from azul.storage import GameSnapshot, Storage, StoragePaths

    storage = Storage(StoragePaths(config_dir=home / "config", data_dir=home / "data"))
    seats = tuple(Seat(f"Computer {i + 1}", i, "computer", level) for i in range(players))
    saved = storage.autosave(GameSnapshot(seats, Setup("azul", players, 2024, None)))
    if not saved.ok:
        raise RuntimeError(f"cannot write the game: {saved.problem}")


def moves_played(home: Path) -> int:
    """Moves in the autosave (the app rewrites it after every move)."""
    from azul.storage import Storage, StoragePaths

    storage = Storage(StoragePaths(config_dir=home / "config", data_dir=home / "data"))
    game = storage.load_autosave().value
    return len(game.moves) if game is not None else -1


def size_mb(path: Path) -> float:
    """Size of a file or folder in MB (10^6 bytes; symlinks not counted twice)."""
    if path.is_file():
        return path.stat().st_size / 1e6
    files = (p for p in path.rglob("*") if p.is_file() and not p.is_symlink())
    return sum(p.stat().st_size for p in files) / 1e6


def start_xvfb() -> tuple[subprocess.Popen[bytes], str]:
    """A private X server on the first free display number."""
    for n in range(120, 160):
        if not Path(f"/tmp/.X11-unix/X{n}").exists() and not Path(f"/tmp/.X{n}-lock").exists():
            display = f":{n}"
            proc = subprocess.Popen(
                [
                    "Xvfb",
                    display,
                    "-screen",
                    "0",
                    f"{SCREEN[0]}x{SCREEN[1]}x24",
                    "-br",
                    "-nolisten",
                    "tcp",
                ],
                stdout=subprocess.DEVNULL,
                stderr=subprocess.DEVNULL,
            )
            for _ in range(100):
                if Path(f"/tmp/.X11-unix/X{n}").exists():
                    return proc, display
                time.sleep(0.05)
            proc.terminate()
    raise RuntimeError("could not start Xvfb")


def main() -> int:
    """Run the measurements and print a Markdown summary."""
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--app", type=Path, default=ROOT / "dist" / "azul" / "azul")
    p.add_argument("--runs", type=int, default=7)
    p.add_argument("--game-seconds", type=float, default=45.0)
    p.add_argument("--level", default="medium")
    p.add_argument("--display", help="use this X display instead of a private Xvfb")
    p.add_argument("--env", action="append", default=[], help="KEY=VALUE for the app")
    args = p.parse_args()
    extra = dict(item.split("=", 1) for item in args.env)
    args.app = args.app.resolve()
    if not args.app.is_file():
        print(f"no app at {args.app}: build it first (python packaging/build.py)", file=sys.stderr)
        return 1
    xvfb, display = (None, args.display) if args.display else start_xvfb()
    screen = Screen(display)
    try:
        folder = args.app.parent if args.app.parent.name == "azul" else args.app
        print(f"app: {args.app}  size: {size_mb(folder):.1f} MB  extra environment: {extra}")
        times: list[float] = []
        idle: list[dict[str, int]] = []
        for i in range(args.runs + 1):  # the first run warms the file cache (discarded)
            home = Path(tempfile.mkdtemp(prefix="azul-measure-"))
            try:
                launch = Launch(args.app, display, home, extra)
                try:
                    t = first_frame(screen, launch)
                    time.sleep(2.0)
                    mem = memory(launch.proc.pid)
                finally:
                    launch.stop()
            finally:
                shutil.rmtree(home, ignore_errors=True)
            if i:
                times.append(t)
                idle.append(mem)
            time.sleep(0.3)
        print(
            f"start-up to first frame: median {statistics.median(times):.3f} s, "
            f"max {max(times):.3f} s ({len(times)} runs)"
        )
        games = max(m["game"] for m in idle) / 1024
        print(
            f"RSS after start-up (title screen): game {games:.0f} MB, all processes "
            f"{max(m['total'] for m in idle) / 1024:.0f} MB"
        )

        home = Path(tempfile.mkdtemp(prefix="azul-measure-game-"))
        try:
            measure_game(args, display, home, extra, screen)
        finally:
            shutil.rmtree(home, ignore_errors=True)
    finally:
        screen.close()
        if xvfb is not None:
            xvfb.terminate()
            xvfb.wait(5)
    return 0


def measure_game(
    args: argparse.Namespace, display: str, home: Path, extra: dict[str, str], screen: Screen
) -> None:
    """Continue an autosaved 4-player computer game and sample its memory."""
    write_game(home, 4, args.level)
    launch = Launch(args.app, display, home, extra)
    try:
        first_frame(screen, launch)
        time.sleep(1.0)
        subprocess.run(
            ["xdotool", "key", "Tab", "Return"],
            env={**os.environ, "DISPLAY": display},
            check=True,
        )
        peak = {"game": 0, "worker": 0, "tracker": 0, "total": 0}
        end = time.perf_counter() + args.game_seconds
        while time.perf_counter() < end:
            for key, value in memory(launch.proc.pid).items():
                peak[key] = max(peak[key], value)
            time.sleep(0.25)
        subprocess.run(
            ["xdotool", "key", "F12"], env={**os.environ, "DISPLAY": display}, check=True
        )
        time.sleep(1.0)
    finally:
        launch.stop()
    moves = moves_played(home)
    shots = sorted((home / "shots").glob("*.png"))
    print(
        f"RSS during a 4-player game ({args.level} computers, {args.game_seconds:.0f} s, "
        f"{moves} moves): peak game {peak['game'] / 1024:.0f} MB, worker "
        f"{peak['worker'] / 1024:.0f} MB, tracker {peak['tracker'] / 1024:.0f} MB, "
        f"all {peak['total'] / 1024:.0f} MB"
    )
    if shots:
        kept = Path(tempfile.gettempdir()) / "azul-measure-game.png"
        shutil.copy2(shots[-1], kept)
        print(f"screenshot of the game: {kept}")


if __name__ == "__main__":
    raise SystemExit(main())
