"""Time from launching the game to its first drawn frame (title screen).

Starts a fresh Python process (dummy video and audio drivers, so it runs anywhere), which
imports the app, opens the window, loads what the title needs, draws and flips once, then
reports. The measured span starts before the process is spawned, so interpreter start-up and
every import are included.

Run:  .venv/bin/python benchmarks/startup.py [--runs 7]
Target: under 1.5 s.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

CHILD = """
import pygame
from azul.app import App, make_services
app = App(make_services())
app.start()
app.render()
pygame.display.flip()
print("first-frame", flush=True)
app.shutdown()
"""


def one_run() -> float:
    """Seconds from spawning the process to its first flipped frame."""
    env = dict(os.environ)
    env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    start = time.perf_counter()
    proc = subprocess.Popen(
        [sys.executable, "-c", CHILD],
        cwd=ROOT,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
    )
    assert proc.stdout is not None
    for line in proc.stdout:
        if line.startswith("first-frame"):
            elapsed = time.perf_counter() - start
            break
    else:
        raise RuntimeError("the app never drew a frame")
    proc.wait(timeout=30)
    return elapsed


def main() -> int:
    """Measure a few launches and print the median and the slowest."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    args = parser.parse_args()
    one_run()  # warm the OS file cache, as a second launch of an installed game would be
    times = [one_run() for _ in range(args.runs)]
    print("start to first drawn frame (s)")
    print(f"runs {len(times)}  median {statistics.median(times):.3f}  max {max(times):.3f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
