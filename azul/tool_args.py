"""The command line of the headless tools (sim, arena, review): a bad argument is a UsageError
the tool prints in one line (exit status 2), not argparse's usage text and exit."""

from __future__ import annotations

import argparse
from typing import NoReturn


class UsageError(Exception):
    """A bad command-line argument (or input file)."""


class Parser(argparse.ArgumentParser):
    """An ArgumentParser that raises UsageError instead of printing usage and exiting."""

    def error(self, message: str) -> NoReturn:
        """Raise the problem as a UsageError (argparse would print usage and exit)."""
        raise UsageError(message)
