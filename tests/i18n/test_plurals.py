"""A plural for every number: CLDR's plural rules (from Babel's data) choose each count's
form, and every number a template shows agrees with the word after it, in every language."""

from __future__ import annotations

import re
from itertools import product
from typing import Any

import pytest
from babel import Locale

from azul.i18n import (
    LANGUAGES,
    Translator,
    is_selector,
    load_catalog,
    plural_categories,
    plural_category,
    rule_holds,
    template_fields,
)
from azul.plural_rules import PLURAL_RULES
from azul.resources import locale_dir

CATALOGS = {lang: load_catalog(locale_dir() / f"{lang}.toml") for lang in LANGUAGES}
COUNTS = (0, 1, 2, 5)
# Languages whose CLDR rules use every operator the evaluator knows (mod, ranges, "not in",
# several categories): the evaluator is checked on them too, so a fourth language just works.
HARDER = ("pl", "ru", "cs", "lt", "lv", "ar", "cy", "ga", "sl", "mt", "br", "he")
WORD = re.compile(r"[^\W\d_]+(?:-[^\W\d_]+)*")


def test_the_rules_table_is_babels_cldr_data() -> None:
    for language in LANGUAGES:
        assert PLURAL_RULES[language] == Locale.parse(language).plural_form.rules, language


@pytest.mark.parametrize("language", [*LANGUAGES, *HARDER])
def test_the_evaluator_agrees_with_babel_on_every_count(language: str) -> None:
    form = Locale.parse(language).plural_form
    for n in range(-20, 1201):
        ours = next((c for c, r in form.rules.items() if rule_holds(r, n)), "other")
        assert ours == form(abs(n)), (language, n)


def test_the_games_languages_pick_their_forms_from_the_table() -> None:
    assert [plural_category("fi", n) for n in (0, 1, 2, -1)] == ["other", "one", "other", "one"]
    assert plural_categories("en") == {"one", "other"}


def _entries(language: str) -> list[tuple[str, str, str]]:
    """(key, plural category or "", template) of every string of a catalog."""
    out = []
    for key, value in CATALOGS[language].items():
        if key.startswith("inflect."):
            continue
        if isinstance(value, dict):
            out += [(key, cat, text) for cat, text in value.items()]
        else:
            out.append((key, "", value))
    return out


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_plural_entry_and_selector_has_each_category_of_its_language(language: str) -> None:
    wanted = plural_categories(language)
    for key, value in CATALOGS[language].items():
        if isinstance(value, dict) and not key.startswith("inflect."):
            assert set(value) >= wanted, (language, key)
    for key, _, text in _entries(language):
        for _, form in template_fields(text):
            if is_selector(form):
                cats = {part.split("=", 1)[0] for part in form.split("|")}
                assert cats >= wanted, (language, key, form)


def counted_words(language: str) -> tuple[set[str], set[str]]:
    """The catalog's own singular-only and plural-only words: the word right after the count
    in a plural entry's "one" and "other" forms, where they differ (tile / tiles, laatta /
    laattaa, piste / pistettä)."""
    one: set[str] = set()
    other: set[str] = set()
    seen: dict[str, set[str]] = {"one": set(), "other": set()}  # any word after a count
    after_n = re.compile(r"\{n\} ([^\W\d_]+)")
    for value in CATALOGS[language].values():
        if not isinstance(value, dict) or "one" not in value or "other" not in value:
            continue
        a, b = after_n.findall(value["one"]), after_n.findall(value["other"])
        seen["one"].update(w.lower() for w in a)
        seen["other"].update(w.lower() for w in b)
        for x, y in zip(a, b, strict=False):
            if x != y:
                one.add(x.lower())
                other.add(y.lower())
    # A word also seen after the other category's counts agrees with both (an adjective, a
    # genitive: "5 laatan ketju"): it says nothing about agreement.
    return one - seen["other"], other - seen["one"]


# Placeholders that never hold a count (names, colours, files, kinds of things).
NOT_COUNTS = {
    "name",
    "names",
    "colour",
    "wild",
    "kind",
    "star",
    "file",
    "folder",
    "level",
    "ruleset",
    "move",
    "moved_to",
    "place",
    "pay",
    "detail",
    "what",
    "where",
    "key",
    "label",
    "title",
    "phase",
    "seat",
    "side",
    "source_name",
    "language",
    "version",
    "date",
    "time",
    "row_name",
}


def _value(name: str, count: int, counted: set[str]) -> Any:
    return count if name in counted else "Xq"


NUMBER_WORD = re.compile(r"(?<![\d.,])(−?[\d\u00a0]+) ([^\W\d_]+)")


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_number_agrees_with_the_word_after_it(language: str) -> None:
    """Every string rendered with 0, 1, 2 and 5 in each of its placeholders that stands before
    a counted word (or has a selector): the word agrees with that number, as the catalog's own
    forms say (Hungarian nouns stay singular after a number: nothing to disagree with)."""
    singular, plural = counted_words(language)
    text = Translator(locale_dir(), language)
    problems = []
    for key, category, template in _entries(language):
        fields = template_fields(template)
        names = {name for name, _ in fields}
        counted = {name for name, form in fields if is_selector(form)}
        for m in re.finditer(r"\{([A-Za-z_]\w*)\}\s+([^\W\d_{]+)", template):
            if m.group(1) not in NOT_COUNTS and m.group(2).lower() in singular | plural:
                counted.add(m.group(1))
        if not counted:
            continue
        for values in product(COUNTS, repeat=len(counted)):
            chosen = dict(zip(sorted(counted), values, strict=True))
            if (
                category
                and "n" in names
                and plural_category(language, chosen.get("n", 2)) != category
            ):
                continue  # this form is only ever shown for its own category's counts
            shown = {name: chosen.get(name, "Xq") for name in names if name != "n"}
            n = chosen.get("n", {"one": 1}.get(category, 2))
            rendered = text.tn(key, n, **shown) if category else text.t(key, **shown)
            for number, word in NUMBER_WORD.findall(rendered):
                one = (
                    plural_category(language, int(number.replace("\u00a0", "").replace("−", "-")))
                    == "one"
                )
                if (one and word.lower() in plural) or (not one and word.lower() in singular):
                    problems.append(f"{key}: {rendered!r}")
    assert not problems, "\n".join(sorted(set(problems)))
