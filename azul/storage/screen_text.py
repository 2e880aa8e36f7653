"""The one rule for text read from any stored file that may reach the screen.

Names, computer levels, save names, seeds and message parameters come from files a player (or
anyone) can edit. The text renderer cannot draw every character (a NUL makes it raise), so
every such text is cleaned where it enters: each character of a Unicode "other" category
(control, format, surrogate, private use, unassigned) becomes U+FFFD, the replacement
character. Cleaning keeps the length, so length limits mean the same before and after.
"""

from __future__ import annotations

import unicodedata

REPLACEMENT = "\ufffd"
# Longer strings are left alone: the field's length limit refuses them anyway, and cleaning
# a 16 MiB string character by character would only waste time.
MAX_CLEANED = 4096


def unshowable(ch: str) -> bool:
    """True for a character that must not reach the screen (Unicode category C*)."""
    return unicodedata.category(ch)[0] == "C"


def clean_text(text: str) -> str:
    """The text with every unshowable character replaced by U+FFFD."""
    if text.isascii() and text.isprintable():
        return text  # the common case, checked in C
    return "".join(REPLACEMENT if unshowable(ch) else ch for ch in text)


def clean_value(value: object) -> object:
    """A pydantic before-validator: strings are cleaned, anything else passes unchanged (so
    strict validation still refuses a number where text belongs)."""
    if isinstance(value, str) and len(value) <= MAX_CLEANED:
        return clean_text(value)
    return value
