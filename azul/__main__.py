"""``python -m azul`` starts the desktop game."""

from __future__ import annotations

import os
import sys

if __name__ == "__main__":
    # Only under the guard: a spawned AI worker imports this module again as __mp_main__,
    # and must not load the game (pygame, the scenes) just to think.
    import multiprocessing

    multiprocessing.freeze_support()  # a frozen build's AI worker starts here, not the game
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # before pygame is imported
    from azul.cli import main

    sys.exit(main())
