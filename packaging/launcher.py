"""Entry script of the built app (PyInstaller runs it as __main__).

Kept outside the azul package so the analysis does not put azul/ itself on the module path.
freeze_support() must come first: the computer players' worker process is this same
executable started again, and it must become the worker, not a second game window.
"""

from __future__ import annotations

import multiprocessing
import os
import sys


def prefer_plain_x11_window() -> None:
    """On X11, show frames with X11's shared-memory images instead of an OpenGL texture.

    SDL's default on Linux draws the window surface through OpenGL. Where OpenGL is software
    (Mesa llvmpipe: virtual machines, remote desktops, machines without GPU drivers) that costs
    8-24 ms per frame and ~100 MB of memory (LLVM is loaded); the X11 path costs 0.2 ms and
    nothing extra (benchmarks/README.md). Only where SDL will surely pick X11: Wayland has no
    such path (the window could not open), and a player's own SDL settings win.
    """
    if not sys.platform.startswith("linux") or not os.environ.get("DISPLAY"):
        return
    if os.environ.get("WAYLAND_DISPLAY"):
        return
    if os.environ.get("SDL_VIDEODRIVER", "x11") != "x11":
        return
    os.environ.setdefault("SDL_FRAMEBUFFER_ACCELERATION", "0")


if __name__ == "__main__":
    multiprocessing.freeze_support()
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    prefer_plain_x11_window()
    from azul.cli import main

    sys.exit(main())
