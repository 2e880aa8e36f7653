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
- ``{points:one=point|other=points}``: the word that agrees with this placeholder's own
  count, by the language's CLDR plural rules (``azul/plural_rules.py``). A plural entry picks
  its form by ``{n}``; every other number in a template says its own word this way, so
  "{name}: {score} {score:one=piste|other=pistettä}" is right for 1 and for 5 alike.
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

from .plural_rules import PLURAL_RULES

log = logging.getLogger(__name__)

LANGUAGES: tuple[str, ...] = ("en", "hu", "fi")
FALLBACK = "en"
INFLECT = "inflect."  # prefix of the per-language inflection tables
MINUS = "\u2212"
_FORM = re.compile(r"[a-z][a-z_]*")
_FIELD = re.compile(r"\{([A-Za-z_][A-Za-z0-9_]*)(?::([^{}]*))?\}")
# A plural selector form: the word for each CLDR category of the placeholder's own count,
# "{points:one=point|other=points}" (every category the language has, "other" always).
_SELECTOR = re.compile(
    r"(?:zero|one|two|few|many|other)=[^|=]*(?:\|(?:zero|one|two|few|many|other)=[^|=]*)*"
)
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


def _operands(n: int) -> dict[str, int]:
    """CLDR plural operands of an integer count (no visible fraction digits, no exponent)."""
    absolute = abs(n)
    return {"n": absolute, "i": absolute, "v": 0, "w": 0, "f": 0, "t": 0, "c": 0, "e": 0}


def _in_ranges(value: int, ranges: str) -> bool:
    """value in a CLDR range list such as "2..4,7"."""
    for part in ranges.split(","):
        low, _, high = part.partition("..")
        if int(low) <= value <= int(high or low):
            return True
    return False


def _relation(text: str, operands: Mapping[str, int]) -> bool:
    """One CLDR relation ("i mod 10 in 2..4", "n not in 12..14", "v = 0")."""
    words = text.split()
    value = operands[words[0]]
    rest = words[1:]
    if rest[0] in ("mod", "%"):
        value %= int(rest[1])
        rest = rest[2:]
    negated = rest[0] in ("not", "!=")
    if rest[0] == "not":
        rest = rest[1:]
    # "in", "within", "=", "!=" all take a range list here: counts are integers.
    found = _in_ranges(value, "".join(rest[1:]))
    return found != negated


def rule_holds(rule: str, n: int) -> bool:
    """True when an integer count meets a CLDR plural condition (Babel's normalised form)."""
    operands = _operands(n)
    return any(
        all(_relation(rel, operands) for rel in conjunction.split(" and "))
        for conjunction in rule.split(" or ")
    )


def plural_category(language: str, n: int) -> str:
    """CLDR plural category of an integer count in a language (its own CLDR rules)."""
    for category, rule in PLURAL_RULES.get(language, PLURAL_RULES[FALLBACK]).items():
        if rule_holds(rule, n):
            return category
    return "other"


def plural_categories(language: str) -> set[str]:
    """Every plural category a language's counts can take ("other" always among them)."""
    return {*PLURAL_RULES.get(language, {}), "other"}


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


# Catalog texts already parsed, by their bytes: parsing is a pure function of the text and
# costs far more than reading it, and every window (and every test app) loads the same files.
_PARSED: dict[bytes, dict[str, Any]] = {}
PARSED_KEEP = 8  # texts remembered (a few languages, and a hand-edited copy or two)


def load_catalog(path: Path) -> dict[str, Any]:
    """Read one catalog file into a flat {dotted key: str | plural dict}; {} if unreadable."""
    try:
        raw = path.read_bytes()
        flat = _PARSED.get(raw)
        if flat is None:
            data = tomllib.loads(raw.decode())
            flat = {}
            _flatten(data, "", flat)
            if len(_PARSED) >= PARSED_KEEP:
                del _PARSED[next(iter(_PARSED))]  # the oldest
            _PARSED[raw] = flat
    except (OSError, tomllib.TOMLDecodeError, UnicodeDecodeError) as exc:
        log.warning("cannot read catalog %s: %s", path, exc)
        return {}
    return dict(flat)  # a copy: the caller's table is its own


def placeholders(template: str) -> set[str]:
    """Names of the {placeholders} in a template (forms after a colon are ignored)."""
    return {m.group(1) for m in _FIELD.finditer(template)}


def is_selector(form: str) -> bool:
    """True for a plural selector form ("one=pont|other=pont") rather than a grammar form."""
    return bool(_SELECTOR.fullmatch(form))


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


FORMATTED_KEEP = 20_000  # finished texts a translator remembers (short lines, a few MB at most)
_PLAIN_VALUES = frozenset({str, int, float, bool, type(None)})


class _Formatter(string.Formatter):
    """str.format with missing placeholders kept visible and grammatical forms resolved."""

    def __init__(self, translator: Translator) -> None:
        super().__init__()
        self.translator = translator
        # False once the text being formatted logged a warning: such a text is not remembered
        # (the next use logs it again).
        self.clean = True

    def get_value(self, key: int | str, args: Any, kwargs: Mapping[str, Any]) -> Any:
        if isinstance(key, str) and key in kwargs:
            return kwargs[key]
        self.clean = False
        log.warning("missing placeholder {%s}", key)
        return "{" + str(key) + "}"

    def format_field(self, value: Any, format_spec: str) -> Any:
        if _SELECTOR.fullmatch(format_spec):
            return self.translator.select(value, format_spec)
        if isinstance(value, int | float) and not isinstance(value, bool):
            value = format_number(value, self.translator.language)
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
            self.clean = False
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
        # Finished texts by language, template and values: the screens format the same lines
        # at every drawn frame (see _format).
        self._formatted: dict[tuple[Any, ...], str] = {}
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
        # Only plain values make a key: their text depends on nothing but the language (a
        # value's type is part of the key: True, 1 and 1.0 are equal but written differently).
        key: tuple[Any, ...] | None = None
        if all(type(v) in _PLAIN_VALUES for v in values.values()):
            key = (self.language, template, *((k, type(v), v) for k, v in values.items()))
            known = self._formatted.get(key)
            if known is not None:
                return known
        formatter = self._formatter
        formatter.clean = True
        try:  # numbers are written for the language in format_field, after any selector
            text: str = formatter.vformat(template, (), values)
        except (ValueError, IndexError, AttributeError, KeyError, TypeError) as exc:
            log.warning("bad template %r: %s", template, exc)
            return template
        if key is not None and formatter.clean:
            if len(self._formatted) >= FORMATTED_KEEP:
                self._formatted.clear()  # a rare refill beats bookkeeping on every hit
            self._formatted[key] = text
        return text

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

    def select(self, value: Any, selector: str) -> str:
        """The word of a plural selector ("one=pont|other=pont") that agrees with a count;
        the "other" word for a value that is not a whole number."""
        words = dict(part.split("=", 1) for part in selector.split("|"))
        counts = isinstance(value, int) and not isinstance(value, bool)
        category = plural_category(self.language, value) if counts else "other"
        return words.get(category, words.get("other", ""))

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
