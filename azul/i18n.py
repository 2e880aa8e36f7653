"""Localisation: every string a player sees comes through ``Translator.t`` / ``Translator.tn``.

Catalogs are TOML files ``locales/<lang>.toml`` (translators can edit and diff them). Nested
tables give dotted keys: ``[menu] new_game = "New game"`` is ``menu.new_game``. A plural entry
is a table of CLDR categories: ``tiles = { one = "{n} tile", other = "{n} tiles" }``.
English is the fallback: a key missing in another language logs a warning and shows the
English text; a key missing everywhere shows the key itself. Nothing here ever raises on a
bad catalog or a bad placeholder: the player sees text, the log gets the problem.
"""

from __future__ import annotations

import logging
import tomllib
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

log = logging.getLogger(__name__)

LANGUAGES: tuple[str, ...] = ("en", "hu", "fi")
FALLBACK = "en"


def plural_category(language: str, n: int) -> str:
    """CLDR plural category for an integer count (all three languages: one/other)."""
    # English, Finnish and Hungarian all use "one" for exactly 1 and "other" otherwise.
    # (Hungarian keeps the noun singular after a numeral; its catalog simply writes both
    # forms the same way, which keeps the mechanism uniform.)
    return "one" if abs(n) == 1 else "other"


def _flatten(table: Mapping[str, Any], prefix: str, out: dict[str, Any]) -> None:
    for key, value in table.items():
        full = f"{prefix}{key}"
        if isinstance(value, dict) and not _is_plural(value):
            _flatten(value, full + ".", out)
        else:
            out[full] = value


def _is_plural(value: Mapping[str, Any]) -> bool:
    return (
        bool(value)
        and set(value) <= {"zero", "one", "two", "few", "many", "other"}
        and all(isinstance(v, str) for v in value.values())
    )


def load_catalog(path: Path) -> dict[str, Any]:
    """Read one catalog file into a flat {dotted key: str | plural dict}; {} if unreadable."""
    try:
        with path.open("rb") as fh:
            data = tomllib.load(fh)
    except (OSError, tomllib.TOMLDecodeError) as exc:
        log.warning("cannot read catalog %s: %s", path, exc)
        return {}
    out: dict[str, Any] = {}
    _flatten(data, "", out)
    return out


class _SafeDict(dict[str, Any]):
    def __missing__(self, key: str) -> str:
        log.warning("missing placeholder {%s}", key)
        return "{" + key + "}"


def format_number(value: float | int, language: str) -> str:
    """Format a number the way the language writes it (grouping and decimal separator)."""
    if isinstance(value, int):
        text = f"{value:,}"
        sep = "," if language == "en" else "\u00a0"  # hu/fi group with a (no-break) space
        return text.replace(",", sep)
    text = f"{value:,.1f}"
    if language == "en":
        return text
    return text.replace(",", "\u00a0").replace(".", ",")


class Translator:
    """Looks strings up in the current language with English as the fallback."""

    def __init__(self, locale_dir: Path, language: str = FALLBACK) -> None:
        self.locale_dir = locale_dir
        self._catalogs: dict[str, dict[str, Any]] = {}
        self._warned: set[tuple[str, str]] = set()
        self.listeners: list[Callable[[str], None]] = []
        self.language = FALLBACK
        self.set_language(language)

    def catalog(self, language: str) -> dict[str, Any]:
        """The flat catalog of a language (loaded once)."""
        if language not in self._catalogs:
            self._catalogs[language] = load_catalog(self.locale_dir / f"{language}.toml")
        return self._catalogs[language]

    def set_language(self, language: str) -> None:
        """Switch language at once (unknown codes fall back to English) and notify listeners."""
        if language not in LANGUAGES:
            log.warning("unknown language %r, using English", language)
            language = FALLBACK
        self.language = language
        self.catalog(language)
        for listener in list(self.listeners):
            listener(language)

    def has(self, key: str) -> bool:
        """True when the key exists in the current language or in English."""
        return key in self.catalog(self.language) or key in self.catalog(FALLBACK)

    def _lookup(self, key: str) -> Any:
        entry = self.catalog(self.language).get(key)
        if entry is None and self.language != FALLBACK:
            if (self.language, key) not in self._warned:
                self._warned.add((self.language, key))
                log.warning("key %r missing in %s, using English", key, self.language)
            entry = self.catalog(FALLBACK).get(key)
        if entry is None and (FALLBACK, key) not in self._warned:
            self._warned.add((FALLBACK, key))
            log.warning("key %r missing in every catalog", key)
        return entry

    def _format(self, template: str, values: Mapping[str, Any]) -> str:
        shown = {
            k: format_number(v, self.language)
            if isinstance(v, int | float) and not isinstance(v, bool)
            else v
            for k, v in values.items()
        }
        try:
            return template.format_map(_SafeDict(shown))
        except (ValueError, IndexError, AttributeError, KeyError) as exc:
            log.warning("bad template %r: %s", template, exc)
            return template

    def t(self, key: str, **values: Any) -> str:
        """The text for a key with {placeholders} filled in."""
        entry = self._lookup(key)
        if entry is None:
            return key
        if isinstance(entry, dict):  # a plural entry used without a count
            entry = entry.get("other") or next(iter(entry.values()))
        return self._format(str(entry), values)

    def tn(self, key: str, n: int, **values: Any) -> str:
        """Plural-aware text: picks the form for count n, which is also passed as {n}."""
        entry = self._lookup(key)
        if entry is None:
            return key
        if isinstance(entry, dict):
            cat = plural_category(self.language, n)
            entry = entry.get(cat) or entry.get("other") or next(iter(entry.values()))
        return self._format(str(entry), {"n": n, **values})
