"""``python -m azul`` starts the desktop game."""

from __future__ import annotations

import os
import sys

if __name__ == "__main__":
    import multiprocessing

    multiprocessing.freeze_support()  # a frozen build's AI worker starts here, not the game
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # before pygame is imported
    from azul.app import main

    sys.exit(main())
