"""Localisation: every string a player sees comes through ``Translator.t`` / ``Translator.tn``.

Catalogs are TOML files ``locales/<lang>.toml`` (translators can edit and diff them). Nested
tables give dotted keys: ``[menu] new_game = "New game"`` is ``menu.new_game``. A plural entry
is a table of CLDR categories: ``tiles = { one = "{n} tile", other = "{n} tiles" }``.
English is the fallback: a key missing in another language logs a warning and shows the
English text; a key missing everywhere shows the key itself. Nothing here ever raises on a
bad catalog or a bad placeholder: the player sees text, the log gets the problem.

Grammar helpers inside templates (a placeholder may carry a "form" after a colon):

- ``{line:a}`` / ``{line:A}``: the value with the Hungarian definite article in front, "a" or
  "az" as the value is pronounced ("a 3.", "az 5.", "az 1."); capitalised with ``A``. In
  other languages the value is shown unchanged.
- ``{colour:C}``: the value with its first letter capitalised (a colour at a sentence start).
- ``{colour:partitive}`` (any other lowercase form name): the value looked up in the
  catalog's ``[inflect.<form>]`` table, e.g. Finnish ``[inflect.partitive] sininen =
  "sinistä"`` so that "3 {colour:partitive} laattaa" reads "3 sinistä laattaa". A value with
  no entry is shown as it is (logged). ``inflect.*`` tables are per language: they are the
  only keys a translation may have that English lacks.

Numbers passed as values are formatted for the language (``format_number``): grouping with a
no-break space in Hungarian and Finnish, a decimal comma, and the real minus sign.
"""

from __future__ import annotations

import logging
import os
import re
import string
import sys
import tomllib
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

log = logging.getLogger(__name__)

LANGUAGES: tuple[str, ...] = ("en", "hu", "fi")
FALLBACK = "en"
INFLECT = "inflect."  # prefix of the per-language inflection tables
MINUS = "\u2212"
_FORM = re.compile(r"[a-z][a-z_]*")
_FIELD = re.compile(r"\{([A-Za-z_][A-Za-z0-9_]*)(?::([^{}]*))?\}")
# Names an operating system may use for our languages (Windows locale names among them).
_LANGUAGE_NAMES = {
    "english": "en",
    "hungarian": "hu",
    "magyar": "hu",
    "finnish": "fi",
    "suomi": "fi",
}
# Windows primary language ids (LANGID & 0x3FF).
_WINDOWS_LANGIDS = {0x09: "en", 0x0E: "hu", 0x0B: "fi"}


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
    except (OSError, tomllib.TOMLDecodeError, UnicodeDecodeError) as exc:
        log.warning("cannot read catalog %s: %s", path, exc)
        return {}
    out: dict[str, Any] = {}
    _flatten(data, "", out)
    return out


def placeholders(template: str) -> set[str]:
    """Names of the {placeholders} in a template (forms after a colon are ignored)."""
    return {m.group(1) for m in _FIELD.finditer(template)}


def template_fields(template: str) -> list[tuple[str, str]]:
    """(name, form) of every placeholder in a template, in order ("" when there is no form)."""
    return [(m.group(1), m.group(2) or "") for m in _FIELD.finditer(template)]


def format_number(value: float | int, language: str) -> str:
    """Format a number the way the language writes it (grouping, decimal sign, real minus)."""
    if isinstance(value, int):
        text = f"{abs(value):,}"
        sep = "," if language == "en" else "\u00a0"  # hu/fi group with a (no-break) space
        text = text.replace(",", sep)
    else:
        text = f"{abs(value):,.1f}"
        if language != "en":
            text = text.replace(",", "\u00a0").replace(".", ",")
    return MINUS + text if value < 0 else text


def hungarian_article(text: str) -> str:
    """ "az" before a vowel sound, else "a"; numbers by how they are read (az 1, a 2, az 5)."""
    s = text.lstrip("„“\"'([ ")
    if not s:
        return "a"
    if s[0].isdigit():
        digits = re.match(r"[\d\u00a0 ]*", s)
        run = re.sub(r"\D", "", digits.group(0) if digits else s[0])
        first, length = run[0], len(run)
        if first == "5":  # öt, ötven, ötszáz, ötezer...
            return "az"
        if first == "1" and length in (1, 4, 7, 10):  # egy, ezer, egymillió, egymilliárd
            return "az"
        return "a"
    return "az" if s[0].lower() in "aáeéiíoóöőuúüű" else "a"


class _Formatter(string.Formatter):
    """str.format with missing placeholders kept visible and grammatical forms resolved."""

    def __init__(self, translator: Translator) -> None:
        super().__init__()
        self.translator = translator

    def get_value(self, key: int | str, args: Any, kwargs: Mapping[str, Any]) -> Any:
        if isinstance(key, str) and key in kwargs:
            return kwargs[key]
        log.warning("missing placeholder {%s}", key)
        return "{" + str(key) + "}"

    def format_field(self, value: Any, format_spec: str) -> Any:
        if not format_spec:
            return format(value, "")
        if format_spec in ("a", "A"):
            return self.translator.with_article(str(value), capital=format_spec == "A")
        if format_spec == "C":
            text = str(value)
            return text[:1].upper() + text[1:]
        if _FORM.fullmatch(format_spec):
            return self.translator.inflect(str(value), format_spec)
        try:
            return format(value, format_spec)
        except (ValueError, TypeError):
            log.warning("bad format %r for %r", format_spec, value)
            return str(value)


class Translator:
    """Looks strings up in the current language with English as the fallback."""

    def __init__(self, locale_dir: Path, language: str = FALLBACK) -> None:
        self.locale_dir = locale_dir
        self._catalogs: dict[str, dict[str, Any]] = {}
        self._warned: set[tuple[str, str]] = set()
        # Called with the new language code after every switch (scenes and text caches
        # re-render from it, so a language change needs no restart).
        self.listeners: list[Callable[[str], None]] = []
        self.language = FALLBACK
        self._formatter = _Formatter(self)
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
            try:
                listener(language)
            except Exception:  # one broken listener must not stop the others
                log.exception("language listener failed")

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
            return self._formatter.vformat(template, (), shown)
        except (ValueError, IndexError, AttributeError, KeyError, TypeError) as exc:
            log.warning("bad template %r: %s", template, exc)
            return template

    def with_article(self, text: str, capital: bool = False) -> str:
        """The text with the language's definite article in front (Hungarian only)."""
        if self.language != "hu":
            return text
        article = hungarian_article(text)
        return f"{article.capitalize() if capital else article} {text}"

    def inflect(self, text: str, form: str) -> str:
        """A word in a grammatical form from ``[inflect.<form>]`` (the word itself if absent)."""
        entry = self.catalog(self.language).get(f"{INFLECT}{form}.{text}")
        if isinstance(entry, str) and entry:
            return entry
        if (self.language, f"{form}:{text}") not in self._warned:
            self._warned.add((self.language, f"{form}:{text}"))
            log.warning("no %s form of %r in %s", form, text, self.language)
        return text

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


# --- The operating system's language (first start) ----------------------------------------


def _code(name: str | None) -> str | None:
    """One of LANGUAGES for a locale name ("hu_HU.UTF-8", "fi-FI", "Hungarian_Hungary")."""
    if not name:
        return None
    head = re.split(r"[_.@\-]", name.strip(), maxsplit=1)[0].lower()
    if head in LANGUAGES:
        return head
    return _LANGUAGE_NAMES.get(head)


def _windows_ui_language() -> str | None:
    try:
        import ctypes  # deferred: only Windows asks, and ctypes loads a native library

        langid = int(ctypes.windll.kernel32.GetUserDefaultUILanguage())  # type: ignore[attr-defined]
    except (AttributeError, OSError, ValueError):
        return None
    return _WINDOWS_LANGIDS.get(langid & 0x3FF)


def system_language(
    environ: Mapping[str, str] | None = None,
    getlocale: Callable[[], tuple[str | None, str | None]] | None = None,
    windows: bool | None = None,
) -> str:
    """The player's OS language when it is one we have, else English.

    Looks at LANGUAGE (a preference list), LC_ALL, LC_MESSAGES and LANG like gettext does, then
    on Windows the user's UI language, then ``locale.getlocale()``."""
    env = os.environ if environ is None else environ
    names: list[str] = [p for p in env.get("LANGUAGE", "").split(":") if p]
    names += [env.get(var, "") for var in ("LC_ALL", "LC_MESSAGES", "LANG")]
    for name in names:
        if name in ("C", "POSIX") or name.startswith("C."):
            continue
        code = _code(name)
        if code is not None:
            return code
    if windows if windows is not None else sys.platform == "win32":
        code = _windows_ui_language()
        if code is not None:
            return code
    if getlocale is None:
        import locale  # deferred: read once at a first start, when no variable names a language

        getlocale = locale.getlocale
    try:
        code = _code(getlocale()[0])
    except (ValueError, TypeError):
        code = None
    return code or FALLBACK
