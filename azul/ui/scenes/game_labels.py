"""How a stored game is named on a list (saved games, finished games, practice positions,
statistics): when it was played, in the player's local time, and its rule set's name."""

from __future__ import annotations

from datetime import datetime

from azul.engine import get_ruleset

from ..hints import Words


def local_time(when: datetime) -> str:
    """A stored (UTC) time as the player's local date and time."""
    try:
        return when.astimezone().strftime("%Y-%m-%d %H:%M")
    except (OverflowError, OSError, ValueError):
        return when.strftime("%Y-%m-%d %H:%M")


def ruleset_label(words: Words, ruleset_id: str) -> str:
    """The translated name of a rule set (its id when this version does not know it)."""
    try:
        return words.t(get_ruleset(ruleset_id).name_key)
    except Exception:  # an unknown id in a stored file: show it as it is
        return ruleset_id
